import type { Page, Response } from '@playwright/test';
import type { PageId } from '@/routing/routes';
import type { Language } from '@/config/languages';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { expect, text } from './fixtures';

/**
 * A prerendered route as a visitor gets it: status 200 under the deployed Content Security
 * Policy, its language and translated title already in the HTML before any script runs, then
 * one h1, the header and the footer on screen. Console errors and policy violations fail the
 * test through the fixture.
 */
export async function expectServedPage(
  page: Page,
  response: Response | null,
  route: { path: string; page: PageId; language: Language },
): Promise<void> {
  const { path, language } = route;
  expect(response?.status(), path).toBe(200);
  expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
  const title = withoutPhraseBreaks(text(language, (d) => d.pages[route.page].title));
  const html = (await response?.text()) ?? '';
  expect(html, path).toContain(`<html lang="${language}" data-rendered-path="${path}">`);
  expect(html, path).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page).toHaveTitle(title);
  await expect(page.locator('h1'), path).toHaveCount(1);
  await expect(page.getByRole('banner'), path).toBeVisible();
  await expect(page.getByRole('contentinfo'), path).toBeVisible();
}
