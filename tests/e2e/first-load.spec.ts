import type { Page } from '@playwright/test';
import { expect, test, text } from './fixtures';

/** Start times of the app's scripts, and of the first contentful paint, in ms since navigation. */
async function scriptStartsAndFirstPaint(page: Page) {
  return page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    return { scripts, paint };
  });
}

test('the app’s scripts start downloading only after the page has painted', async ({ page }) => {
  for (const path of ['/en', '/ja/faq', '/it/crowdsupport']) {
    await page.goto(path);
    const { scripts, paint } = await scriptStartsAndFirstPaint(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
  }
});

test('a page downloads its own dictionary and no other', async ({ page }) => {
  await page.goto('/ja');
  const dictionaries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/assets\/(en|ja|ko|zh-tw|it)-[\w-]+\.js$/.test(path)),
  );
  expect(dictionaries).toHaveLength(1);
  expect(dictionaries[0]).toMatch(/\/assets\/ja-/);
});

test('the hero image is preloaded with the same candidates and sizes the picture uses, and fetched once', async ({
  page,
}) => {
  await page.goto('/en');
  const preload = page.locator('head > link[rel="preload"][as="image"]');
  const avif = page.locator('#hero-title').locator('xpath=ancestor::section').locator('source[type="image/avif"]');
  await expect(preload).toHaveAttribute('type', 'image/avif');
  await expect(preload).toHaveAttribute('imagesrcset', (await avif.getAttribute('srcset')) ?? 'missing');
  await expect(preload).toHaveAttribute('imagesizes', (await avif.getAttribute('sizes')) ?? 'missing');
  const heroDownloads = await page.evaluate(() =>
    performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/images/hero-')),
  );
  expect(heroDownloads).toHaveLength(1);
});

test('other pages have no image preload', async ({ page }) => {
  await page.goto('/en/pricing');
  await expect(page.locator('head > link[rel="preload"][as="image"][imagesrcset]')).toHaveCount(0);
});

test('when the next page’s code cannot be downloaded, the browser loads that page in full', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/en');
  let blocked = false;
  await page.route('**/assets/pricing-*.js', (route) => {
    if (blocked) return route.continue();
    blocked = true;
    return route.abort();
  });
  const fullLoad = page.waitForEvent('load');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await fullLoad;
  expect(blocked).toBe(true);
  await expect(page).toHaveURL('/en/pricing');
  await expect(page).toHaveTitle(text('en', (d) => d.pages.pricing.title));
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  // The failed download is this test's own doing.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((entry) => !entry.includes('ERR_FAILED')));
});

test.describe('a press before the app has hydrated', () => {
  test.use({ waitForHydration: false });

  test('is not lost: the button acts once the app is ready', async ({ page }) => {
    // Holds the app's entry script back, as a slow phone would.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/faq');
    const languageButton = page.getByRole('button', {
      name: text('en', (d) => d.languageSwitcher.button, { language: 'English' }),
    });
    await languageButton.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(languageButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: '日本語' })).toBeVisible();
  });
});
