/**
 * A first visit in her language (issue 39, point 4): on an unprefixed address, a browser that prefers
 * Japanese, Korean, Chinese (Taiwan) or Italian is offered the same page in it, in its own words,
 * at the foot of the first screen; the address stays English (no redirect); keeping English is
 * remembered. An English browser, a prefixed address and a page without scripts see nothing.
 */
import type { Language } from '@/config/languages';
import { pathFor } from '@/routing/routes';
import { expect, test, text } from '../fixtures';

const browsers: [string, Language][] = [
  ['ja-JP', 'ja'],
  ['ko-KR', 'ko'],
  ['zh-TW', 'zh-TW'],
  ['it-IT', 'it'],
];

for (const [locale, language] of browsers) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });

    test(`the unprefixed page offers the same page in ${language}, in its words; following it ends it`, async ({
      page,
    }) => {
      await page.goto('/pricing');
      const offer = page.getByTestId('language-offer');
      await expect(offer).toBeInViewport({ ratio: 1 });
      await expect(offer).toHaveAttribute('lang', language);
      // No redirect: the address and the page stay English.
      expect(new URL(page.url()).pathname).toBe('/pricing');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const link = offer.getByRole('link', { name: text(language, (d) => d.languageOffer.link) });
      await expect(link).toHaveAttribute('href', pathFor('pricing', language));
      await link.click();
      await expect(page).toHaveURL(pathFor('pricing', language));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(offer).toHaveCount(0);

      // A prefixed address is a choice already: nothing is offered there.
      await page.goto(pathFor('faq', 'en'));
      await expect(page.locator('#main')).toBeVisible();
      await expect(offer).toHaveCount(0);
    });

    test('keeping English is remembered: the offer does not come back', async ({ page }) => {
      await page.goto('/');
      const offer = page.getByTestId('language-offer');
      await offer.getByRole('button', { name: text(language, (d) => d.languageOffer.dismiss) }).click();
      await expect(offer).toHaveCount(0);
      await page.reload();
      await expect(page.locator('#main')).toBeVisible();
      await expect(offer).toHaveCount(0);
    });
  });
}

test.describe('a browser in English', () => {
  test.use({ locale: 'en-US' });

  test('sees no offer', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.locator('#main')).toBeVisible();
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
  });
});

test.describe('without scripts', () => {
  test.use({ locale: 'ja-JP', javaScriptEnabled: false, waitForHydration: false });

  test('nothing changes: the English page, with no offer', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
  });
});
