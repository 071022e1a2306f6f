import { prerenderTargets } from '@tools/prerender/prerender-targets';
import { expect, test } from '../fixtures';
import { expectServedPage } from '../served-page';
import { languageList } from '@e2e/drivers/language-list';

// The prefixed routes are checked the same way, page by page, in the accessibility sweep.
const unprefixed = prerenderTargets().filter((entry) => entry.unprefixed);

test('every unprefixed route loads in English with its translated title and a working page', async ({ page }) => {
  expect(unprefixed.length).toBeGreaterThan(0);
  for (const target of unprefixed) {
    if (target.page === 'notFound') throw new Error('the 404 page has no unprefixed route');
    const response = await page.goto(target.path);
    await expectServedPage(page, response, { path: target.path, page: target.page, language: target.language });
    // Hydrated: the language list opens, and Escape (the app's rule) closes it.
    const switcher = languageList(page, target.language);
    await switcher.summary.click();
    await switcher.expectOpen();
    await page.keyboard.press('Escape');
    await switcher.expectClosed();
  }
});
