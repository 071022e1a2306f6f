import type { Page } from '@playwright/test';
import { disclosure } from '../disclosure';
import { builtSite, expect, forgetAbortedRequests, test, text } from '../fixtures';
import { layoutProblems, noLayoutProblems } from '../page-checks';

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

test('the header sets the text size in three steps, saved across reloads', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto('/en/faq');
  expect(await rootFontSize(page)).toBe('16px');
  await page.getByRole('button', { name: 'Text size' }).click();
  const options = page.getByRole('group', { name: 'Choose a text size' });
  await expect(options.getByRole('button')).toHaveText(['100%', '125%', '150%']);
  await options.getByRole('button', { name: '150%' }).click();
  // The panel closes (it would cover what she enlarged), her focus is back on its button, and a
  // screen reader hears the new size.
  await expect(options).toBeHidden();
  await expect(page.getByRole('button', { name: 'Text size' })).toBeFocused();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Text size: 150%');
  expect(await rootFontSize(page)).toBe('24px');
  await page.getByRole('button', { name: 'Text size' }).click();
  await expect(options.getByRole('button', { name: '150%' })).toHaveAttribute('aria-pressed', 'true');
  // Body text grows with it: 18px at 100%, 27px at 150%.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('27px');

  await page.reload();
  expect(await rootFontSize(page)).toBe('24px');
  await page.goto('/ja');
  expect(await rootFontSize(page)).toBe('24px');
  await page.getByRole('button', { name: text('ja', (d) => d.textSize.button) }).click();
  await page.getByRole('button', { name: '125%' }).click();
  expect(await rootFontSize(page)).toBe('20px');
});

test.describe('without the app’s scripts', () => {
  test.use({ waitForHydration: false });

  test(
    'a saved size is applied by the page head before any of the app’s scripts run',
    { tag: '@config' },
    async ({ page, consoleErrors }) => {
      await page.addInitScript((key) => window.localStorage.setItem(key, 'larger'), builtSite().storageKeys.textSize);
      // Without the app bundle, only the prerendered HTML and its head script remain.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/en/pricing', { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => document.documentElement.dataset.textSize)).toBe('larger');
      expect(await rootFontSize(page)).toBe('24px');
      // The aborted scripts are this test's own doing.
      forgetAbortedRequests(consoleErrors);
    },
  );
});

test('garbage or blocked storage leaves the normal size and the page working', async ({ page }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, '9000%'), builtSite().storageKeys.textSize);
  await page.goto('/en');
  expect(await rootFontSize(page)).toBe('16px');
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  await page.goto('/en/pricing');
  await page.getByRole('button', { name: 'Text size' }).click();
  await page.getByRole('button', { name: '125%' }).click();
  expect(await rootFontSize(page)).toBe('20px');
});

test('on a phone the text size is in the header, named in words, its sizes within the window', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/it');
  const button = page.getByRole('banner').getByRole('button', { name: text('it', (d) => d.textSize.button) });
  await expect(button).toBeVisible();
  await expect(button).toContainText(text('it', (d) => d.header.textSizeShort));
  await button.click();
  const options = page.getByRole('group', { name: text('it', (d) => d.textSize.options) });
  const box = await options.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
  await options.getByRole('button', { name: '150%' }).click();
  expect(await rootFontSize(page)).toBe('24px');
});

test.describe('at 200% browser zoom', () => {
  // A 1280x800 window zoomed to 200% lays pages out in 640x400 CSS pixels at twice the density.
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  // Every page's reflow at this width, in every language and engine, is the layout sweep's
  // (engines/layout.spec.ts, at 640 px); here, the menu a zoomed reader opens.
  test('the menu opens within the window and still works', async ({ page }) => {
    await page.goto('/en/faq');
    await disclosure(page.getByRole('banner'), 'Menu').summary.click();
    expect(await page.evaluate(layoutProblems)).toEqual(noLayoutProblems);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/en/pricing');
  });
});
