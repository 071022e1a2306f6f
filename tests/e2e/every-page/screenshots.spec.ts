import { showEverything } from '@tools/translations/screenshots.mjs';
import { expect, test } from '../fixtures';

// The translators' screenshots (`npm run screenshots`) show every answer, not the one the app keeps open.
test.use({ bypassCSP: true });

test('the screenshots for translators show every answer of the page', async ({ page }) => {
  await page.goto('/ja/faq');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const answers = page.locator('main details [id$="-answer"]');
  const shown = () => answers.evaluateAll((nodes) => nodes.filter((node) => node.checkVisibility()).length);
  expect(await answers.count()).toBeGreaterThan(5);
  expect(await shown()).toBeLessThanOrEqual(1);
  await showEverything(page);
  expect(await shown()).toBe(await answers.count());
});
