import { expect, forgetExpected404, test, text } from '../fixtures';

test.describe('unknown paths', () => {
  // One tab walks them all: a browser tab costs more than the checks on it.
  test('an unknown language, page or extra segment each answer 404 with the 404 page', async ({
    page,
    consoleErrors,
  }) => {
    for (const path of ['/xx/faq', '/en/nope', '/nope', '/zh-TWN', '/en/faq/extra'])
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
        await expect(page.getByText(text('en', (d) => d.notFound.hint))).toBeVisible();
        await expect(page).toHaveURL(path);
        const html = (await response?.text()) ?? '';
        expect(html).toContain('<meta name="robots" content="noindex">');
        await page.getByRole('link', { name: text('en', (d) => d.notFound.homeLink) }).click();
        await expect(page).toHaveURL('/en');
        forgetExpected404(consoleErrors);
      });
  });

  test('a language segment in another case leads to its page, as the market code is written', async ({ page }) => {
    for (const [typed, canonical, language] of [
      ['/zh-TW', '/zh-tw', 'zh-TW'],
      ['/EN/faq', '/en/faq', 'en'],
    ] as const) {
      const response = await page.goto(typed);
      expect(response?.status(), typed).toBe(200);
      await expect(page).toHaveURL(canonical);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
  });

  test('the hint and link follow the language of the prefix', async ({ page, consoleErrors }) => {
    await page.goto('/ja/nope');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByText(text('ja', (d) => d.notFound.hint))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('link', { name: text('ja', (d) => d.notFound.homeLink) })).toHaveAttribute(
      'href',
      '/ja',
    );
    forgetExpected404(consoleErrors);
  });

  test('a trailing slash works like the path without it', async ({ page }) => {
    const response = await page.goto('/en/faq/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(text('en', (d) => d.pages.faq.title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', (d) => d.pages.faq.heading));
  });
});
