import { pages, pathFor } from '@/routing/routes';
import { builtSite, expect, test, text } from './fixtures';

test.describe('language switcher', () => {
  for (const { id } of pages) {
    test(`keeps the ${id} page when switching language`, async ({ page }) => {
      await page.goto(pathFor(id, 'en'));
      await page
        .getByRole('button', { name: text('en', (d) => d.languageSwitcher.button, { language: 'English' }) })
        .click();
      await page.getByRole('link', { name: '繁體中文' }).click();
      await expect(page).toHaveURL(pathFor(id, 'zh-TW'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
      await expect(page).toHaveTitle(text('zh-TW', (d) => d.pages[id].title));
      await expect(page.getByRole('button', { name: /繁體中文/ })).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('works by keyboard alone', async ({ page }) => {
    await page.goto('/en/pricing');
    const button = page.getByRole('button', {
      name: text('en', (d) => d.languageSwitcher.button, { language: 'English' }),
    });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: '日本語' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/ja/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('closes on a click outside', async ({ page }) => {
    await page.goto('/en');
    const button = page.getByRole('button', {
      name: text('en', (d) => d.languageSwitcher.button, { language: 'English' }),
    });
    await button.click();
    await expect(page.getByRole('link', { name: 'Italiano' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Italiano' })).toBeHidden();
  });

  test('a choice persists to the unprefixed routes, which keep their URL', async ({ page }) => {
    await page.goto('/en/faq');
    await page
      .getByRole('button', { name: text('en', (d) => d.languageSwitcher.button, { language: 'English' }) })
      .click();
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
