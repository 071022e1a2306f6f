import { prerenderTargets } from '@tools/prerender/prerender-targets';
import { builtDist, expect, test } from '../fixtures';
import { expectServedPage } from '../served-page';
import { languageList } from '@e2e/drivers/language-list';

/**
 * The release build (dist-custom/, as a host deploys it): every unprefixed route is served, loads
 * in English with its title, and hydrates without a console error, an uncaught error or a policy
 * violation (the fixture fails a test on any). The prefixed routes of the same build hydrate the
 * same way in WebKit's and Firefox's layout sweeps (engines/layout.spec.ts), and are served and
 * checked page by page in Chromium's accessibility sweep.
 */
const unprefixed = prerenderTargets().filter((entry) => entry.unprefixed);

test(
  'every unprefixed route of the release build loads in English with its translated title and a working page',
  { tag: '@release' },
  async ({ page }) => {
    expect(builtDist()).toMatch(/dist-custom$/);
    expect(unprefixed.length).toBeGreaterThan(10);
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
  },
);
