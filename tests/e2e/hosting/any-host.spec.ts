import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import type { Page } from '@playwright/test';
import { expect, test, text } from '../fixtures';

/**
 * A host set to "rewrite everything to index.html" answers every address with the home page's
 * HTML (the unprefixed `/`). The app must still show the page the address names, or the 404
 * page, without a console error or a hydration error (the fixture fails on either).
 */
async function serveHomeHtmlAt(page: Page, path: string) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => route.fulfill({ response: await route.fetch({ url: new URL('/', route.request().url()).href }) }),
  );
}

test('a page served with the home page’s HTML shows itself, with its own title and addresses', async ({ page }) => {
  await serveHomeHtmlAt(page, '/ja/faq');
  await page.goto('/ja/faq');
  await expect(page.locator('html')).toHaveAttribute('data-rendered-path', '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ja', (d) => d.pages.faq.heading));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page).toHaveTitle(withoutPhraseBreaks(text('ja', (d) => d.pages.faq.title)));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ja\/faq$/);
  await expect(page.locator('link[rel="alternate"][hreflang="ko"]')).toHaveAttribute('href', /\/ko\/faq$/);
  // Only the FAQ is on screen: nothing of the home page's HTML is left behind.
  await expect(page.locator('#hero-title')).toHaveCount(0);
  // The twelve questions, and "Send this page to family".
  await expect(page.getByRole('main').locator('details:has(h2)')).toHaveCount(12);
  await expect(page.getByRole('main').locator('details')).toHaveCount(13);
  // And it works: an answer opens, one at a time.
  await page.getByRole('main').locator('summary').nth(2).click();
  await expect(page.getByText(text('ja', (d) => d.faq.items.q3.answer))).toBeVisible();
});

test('an unknown address served with the home page’s HTML shows the 404 page, not indexed', async ({ page }) => {
  await serveHomeHtmlAt(page, '/en/no-such-page');
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', (d) => d.notFound.heading));
  await expect(page).toHaveTitle(text('en', (d) => d.pages.notFound.title));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('#hero-title')).toHaveCount(0);
});

test('an unprefixed page served with another page’s HTML shows itself', async ({ page }) => {
  await serveHomeHtmlAt(page, '/pricing');
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', (d) => d.pages.pricing.heading));
  await expect(page).toHaveURL('/pricing');
});
