import { prerenderTargets } from '@/app/routes';
import { languageInfo } from '@/i18n/languages';
import { expect, test, text } from './fixtures';

test.describe('every prerendered route, with zero console errors and CSP violations', () => {
  for (const target of prerenderTargets().filter((entry) => entry.page !== 'notFound')) {
    test(`${target.path} loads in ${target.language} with its translated title`, async ({ page }) => {
      const response = await page.goto(target.path);
      expect(response?.status()).toBe(200);
      // Served under the deployed policy; any violation or console error fails the test (fixture).
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      const page_ = target.page as Exclude<typeof target.page, 'notFound'>;
      const title = text(target.language, (d) => d.pages[page_].title);
      // The prerendered HTML already carries the language and title, before any script runs.
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<html lang="${target.language}">`);
      expect(html).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
      await expect(page.locator('html')).toHaveAttribute('lang', target.language);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Hydrated: the language switcher responds to a click.
      const nativeName = languageInfo(target.language).nativeName;
      const switcher = page.getByRole('button', {
        name: text(target.language, (d) => d.languageSwitcher.button, { language: nativeName }),
      });
      await switcher.click();
      await expect(switcher).toHaveAttribute('aria-expanded', 'true');
    });
  }
});
