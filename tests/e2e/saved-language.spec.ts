import type { Page } from '@playwright/test';
import { ui } from '@/config/ui';
import { builtSite, expect, test } from './fixtures';

/**
 * A visitor who chose Korean and later opens a plain address (`/`, `/pricing`) never sees the
 * English page first: before the first paint the page knows the saved choice and shows nothing
 * until the app has it in Korean, or for `ui.savedLanguageHoldMs` at most.
 */
type Sample = { at: number; visible: boolean; text: string };

// Each test waits for what it needs: some pages here never hydrate.
test.use({ waitForHydration: false });

/** Saves Korean, then records the main region before every frame from the first until a while after hydration. */
async function sampleFromFirstFrame(page: Page) {
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, 'ko');
    const samples: Sample[] = [];
    Object.assign(window, { languageSamples: samples });
    let afterHydration = 0;
    const sample = () => {
      const main = document.querySelector('main');
      const visible = !!main?.checkVisibility({ visibilityProperty: true });
      samples.push({ at: performance.now(), visible, text: visible && main ? main.innerText.slice(0, 300) : '' });
      if (document.documentElement.hasAttribute('data-hydrated')) afterHydration += 1;
      if (afterHydration < 10) requestAnimationFrame(sample);
      else Object.assign(window, { languageSamplesDone: true });
    };
    requestAnimationFrame(sample);
  }, builtSite().storageKeys.language);
}

const korean = /[\uac00-\ud7a3]/;

for (const path of ['/', '/pricing']) {
  test(`${path} with Korean saved never shows English in the main region, from the first frame on`, async ({
    page,
  }) => {
    await sampleFromFirstFrame(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.locator('html')).not.toHaveAttribute('data-language-pending');
    await expect(page.getByRole('main')).toBeVisible();
    // Sampling ends ten frames after hydration, however few frames came before it.
    await page.waitForFunction(() => (window as unknown as { languageSamplesDone?: boolean }).languageSamplesDone);
    const samples = await page.evaluate(() => (window as unknown as { languageSamples: Sample[] }).languageSamples);
    const shown = samples.filter((sample) => sample.visible);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((sample) => !korean.test(sample.text)).map((sample) => sample.text.slice(0, 80))).toEqual([]);
  });
}

test('without a saved choice, / shows at once, in English, held by nothing', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveAttribute('data-language-pending');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

/** The aborted request is the test's own doing. */
const forgetAborted = (consoleErrors: string[]) =>
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((entry) => !entry.includes('ERR_FAILED')));

test('when the saved language cannot load, the page shows in English after the stated limit', async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/assets\/ko-[\w-]+\.js$/, (route) => route.abort());
  await sampleFromFirstFrame(page);
  const start = Date.now();
  await page.goto('/pricing');
  await expect(page.getByRole('main')).toBeVisible({ timeout: ui.savedLanguageHoldMs + 3000 });
  expect(Date.now() - start).toBeGreaterThanOrEqual(ui.savedLanguageHoldMs - 200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  forgetAborted(consoleErrors);
});

test('when the app cannot start, the page shows in English at once', async ({ page, consoleErrors }) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await sampleFromFirstFrame(page);
  const start = Date.now();
  await page.goto('/pricing');
  await expect(page.getByRole('main')).toBeVisible();
  expect(Date.now() - start).toBeLessThan(ui.savedLanguageHoldMs);
  await expect(page.locator('html')).toHaveAttribute('data-app-failed');
  forgetAborted(consoleErrors);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an unprefixed page stays English, shown at once', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
