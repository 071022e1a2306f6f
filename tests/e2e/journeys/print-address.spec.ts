import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Language } from '@/config/languages';
import { pathFor, unprefixedPathFor, type PageId } from '@/routing/routes';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { builtSite, expect, test, text } from '../fixtures';

/**
 * A printed page leads back: the pages families print end, on paper only, with a QR code of their
 * own canonical address and the address written out. The code is read here from a picture of the
 * printed page, as a phone's camera would.
 */
const printed: { page: PageId; language: Language }[] = [
  { page: 'home', language: 'ja' },
  { page: 'pricing', language: 'en' },
  { page: 'faq', language: 'ko' },
  { page: 'support', language: 'zh-TW' },
  { page: 'crowdsupport', language: 'it' },
  { page: 'trust', language: 'ja' },
];

/** A CSS centimetre in pixels. */
const centimetre = 96 / 2.54;

for (const { page: id, language } of printed) {
  test(`printed, ${pathFor(id, language)} ends with a QR code of its address, at least 2 cm, and the address`, async ({
    page,
  }) => {
    const url = `${builtSite().siteOrigin}${pathFor(id, language)}`;
    await page.goto(pathFor(id, language));
    const code = page.locator('.print-code');
    await expect(code).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(code).toBeVisible();
    await expect(code).toContainText(withoutPhraseBreaks(text(language, (d) => d.print.scanToOpen)));
    await expect(code.locator('span')).toHaveText(url);
    const box = await code.locator('path').boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(2 * centimetre);

    const png = PNG.sync.read(await code.locator('svg').screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(url);
  });
}

test('an unprefixed page’s code is of its own address', async ({ page }) => {
  await page.goto('/pricing');
  await page.emulateMedia({ media: 'print' });
  const png = PNG.sync.read(await page.locator('.print-code svg').screenshot());
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(
    `${builtSite().siteOrigin}${unprefixedPathFor('pricing')}`,
  );
});

test('pages that are not printed for a parent carry no code', async ({ page }) => {
  await page.goto(pathFor('api', 'en'));
  await expect(page.locator('.print-code')).toHaveCount(0);
});

test('after moving to another page in the app, the printed page carries no stale code', async ({ page }) => {
  await page.goto(pathFor('pricing', 'en'));
  // Through the header, which hydrates with the page (the footer hydrates after it: a press on it
  // before then loads the next page in full, with its own code).
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('en', (d) => d.header.support), exact: true })
    .click();
  await expect(page).toHaveURL(pathFor('support', 'en'));
  // Still the pricing page's HTML, moved on by the app.
  await expect(page.locator('.print-code')).toHaveAttribute('data-for-path', pathFor('pricing', 'en'));
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-code')).toBeHidden();
});
