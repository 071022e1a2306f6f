import { disclosure } from '../disclosure';
import { builtSite, expect, test, text } from '../fixtures';
import { languageList } from '@e2e/drivers/language-list';

test.describe('language switcher', () => {
  // That it keeps every page is the accessibility sweep's (accessibility.spec.ts, from English).
  test('keeps the query string and the #fragment', async ({ page }) => {
    await page.goto('/en/faq?from=letter#q5');
    await languageList(page, 'en').summary.click();
    await page.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL('/ja/faq?from=letter#q5');
    await disclosure(
      page.getByRole('main'),
      text('ja', (d) => d.faq.items.q5.question),
    ).expectOpen();
    await expect(page.locator('#q5')).toBeInViewport();
  });

  test('keeps the waitlist’s thank-you view across languages', async ({ page }) => {
    await page.goto('/en?waitlist=joined');
    await expect(page.getByRole('heading', { name: text('en', (d) => d.waitlist.successTitle) })).toBeVisible();
    await languageList(page, 'en').summary.click();
    await page.getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL('/it?waitlist=joined');
    await expect(page.getByRole('heading', { name: text('it', (d) => d.waitlist.successTitle) })).toBeVisible();
  });

  test('works by keyboard alone', async ({ page }) => {
    await page.goto('/en/pricing');
    const switcher = languageList(page, 'en');
    await switcher.summary.focus();
    await page.keyboard.press('Enter');
    await switcher.expectOpen();
    await page.keyboard.press('Escape');
    await switcher.expectClosed();
    await expect(switcher.summary).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: '日本語' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/ja/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('closes on a click outside, and when the focus leaves it', async ({ page }) => {
    await page.goto('/en');
    const switcher = languageList(page, 'en');
    await switcher.summary.click();
    await expect(page.getByRole('link', { name: 'Italiano' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await switcher.expectClosed();
    await expect(page.getByRole('link', { name: 'Italiano' })).toBeHidden();

    await switcher.summary.click();
    await page.getByRole('link', { name: 'Italiano' }).focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    await switcher.expectClosed();
  });

  test('a choice persists to the unprefixed routes, which keep their URL', async ({ page }) => {
    await page.goto('/en/faq');
    await languageList(page, 'en').summary.click();
    await page.getByRole('link', { name: '한국어' }).click();
    await expect(page).toHaveURL('/ko/faq');

    await page.goto('/support');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ko', (d) => d.pages.support.heading));
    await expect(page).toHaveTitle(text('ko', (d) => d.pages.support.title));
    await expect(page).toHaveURL('/support');
  });

  test('visiting a prefixed route saves its language', async ({ page }) => {
    await page.goto('/it/trust');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      text('it', (d) => d.home.headline).replace(/\*/g, ''),
    );
  });

  test(
    'unprefixed routes are English without a saved choice, and survive garbage in storage',
    { tag: '@config' },
    async ({ page }) => {
      await page.addInitScript(
        (key) => window.localStorage.setItem(key, '<garbage>'),
        builtSite().storageKeys.language,
      );
      await page.goto('/faq');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', (d) => d.pages.faq.heading));
    },
  );
});
