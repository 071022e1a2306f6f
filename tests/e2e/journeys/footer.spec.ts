import { builtSite, expect, test, text } from '../fixtures';

test.describe('footer', () => {
  test('links to every footer page in the current language', async ({ page }) => {
    await page.goto('/zh-tw/faq');
    const footer = page.getByRole('contentinfo');
    const expected: [string, string][] = [
      [text('zh-TW', (d) => d.footer.pricing), '/zh-tw/pricing'],
      [text('zh-TW', (d) => d.footer.testimonials), '/zh-tw/testimonials'],
      [text('zh-TW', (d) => d.footer.faq), '/zh-tw/faq'],
      [text('zh-TW', (d) => d.footer.support), '/zh-tw/support'],
      [text('zh-TW', (d) => d.footer.privacy), '/zh-tw/privacy'],
      [text('zh-TW', (d) => d.footer.terms), '/zh-tw/terms'],
      [text('zh-TW', (d) => d.footer.accessibility), '/zh-tw/accessibility'],
      [text('zh-TW', (d) => d.footer.api), '/zh-tw/api'],
      [text('zh-TW', (d) => d.footer.crowdsupport), '/zh-tw/crowdsupport'],
      [text('zh-TW', (d) => d.footer.trust), '/zh-tw/trust'],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('names its social links and opens them in a new tab', { tag: '@config' }, async ({ page }) => {
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    for (const network of ['facebook', 'instagram', 'youtube'] as const) {
      const name = `${text('en', (d) => d.footer[network])} ${text('en', (d) => d.common.opensInNewTab)}`;
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', builtSite().social[network]);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('shows the copyright line with the current year', async ({ page }) => {
    await page.goto('/it');
    const year = new Date().getFullYear();
    // The company holds the rights; the brand stands in while the company's name is a sample.
    const { seller, samples } = builtSite().markets.it;
    const company = samples.includes('seller.name') ? builtSite().brand : seller.name;
    await expect(page.getByRole('contentinfo')).toContainText(text('it', (d) => d.footer.copyright, { year, company }));
  });

  test('"Support Our Mission" goes to the crowd-support page and ends at its top', async ({ page }) => {
    await page.goto('/en/pricing');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Support Our Mission' }).click();
    await expect(page).toHaveURL('/en/crowdsupport');
    await expect(page.locator('#top')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
