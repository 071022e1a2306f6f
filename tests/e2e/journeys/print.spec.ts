import type { Page } from '@playwright/test';
import { pathFor, type PageId } from '@/routing/routes';
import type { Language } from '@/config/languages';
import { builtSite, expect, test, text } from '../fixtures';
import { videoLinks } from '@e2e/drivers/video-window';
import { readyWaitlistForm, waitlistForm } from '@e2e/drivers/waitlist-form';

/** What a link shows after itself on paper (its ::after content), or 'none'. */
const printedAfter = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((links) =>
      links
        .filter((link) => link.checkVisibility())
        .map((link) => ({ href: link.getAttribute('href') ?? '', after: getComputedStyle(link, '::after').content })),
    );

/**
 * Families print these pages for a parent: the content at a readable size, without the header's
 * controls, videos or messages, every answer open, and the phone number and each link's address
 * written out.
 */
const printedPages: { page: PageId; language: Language }[] = [
  { page: 'pricing', language: 'en' },
  { page: 'faq', language: 'ja' },
  { page: 'support', language: 'en' },
  { page: 'trust', language: 'it' },
  { page: 'crowdsupport', language: 'ko' },
];

for (const { page: id, language } of printedPages) {
  test(
    `printed, ${pathFor(id, language)} shows its content plainly, answers open and addresses written out`,
    {
      tag: '@config',
    },
    async ({ page }) => {
      await page.goto(pathFor(id, language));
      await page.emulateMedia({ media: 'print' });
      const { siteOrigin } = builtSite();

      // The header keeps the brand, in the flow of the page, without its controls.
      const header = page.getByRole('banner');
      await expect(header).toHaveCSS('position', 'static');
      await expect(header.getByRole('link', { name: text(language, (d) => d.header.homeLink) })).toBeVisible();
      for (const control of await header.locator('nav, details, a[target="_blank"], button').all())
        await expect(control).toBeHidden();
      await expect(page.getByRole('contentinfo').getByRole('navigation')).toBeHidden();

      // No video to press, and no toast.
      for (const video of await page.locator('a[href^="https://www.youtube.com/watch"]').all())
        await expect(video).toBeHidden();

      // Readable: body text at 12pt (16px) or more.
      const bodySize = await page
        .locator('main p')
        .first()
        .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
      expect(bodySize).toBeGreaterThanOrEqual(16);

      // Every answer open.
      const answers = page.locator('main details > div[id$="-answer"]');
      for (const answer of await answers.all()) await expect(answer).toBeVisible();
      if (id === 'faq') await expect(answers).toHaveCount(12);
      if (id === 'crowdsupport') await expect(answers).toHaveCount(5);

      // Each link's address after its words: other sites as they are, this site's pages with the origin.
      for (const { href, after } of await printedAfter(page, 'main a[href^="http"]'))
        expect(after).toBe(`" (${href})"`);
      for (const { href, after } of await printedAfter(page, 'main a[href^="/"]'))
        expect(after).toBe(`" (${siteOrigin}${href})"`);
      if (id === 'support') {
        const [phone] = await printedAfter(page, 'main a[href^="tel:"]');
        expect(phone?.after).toBe(`" (${builtSite().markets[language].supportPhone.international})"`);
      }
      if (id === 'pricing' || id === 'crowdsupport')
        expect((await printedAfter(page, 'main a[href^="http"]')).length).toBeGreaterThan(0);
    },
  );
}

test('printed, the crowd-support page leaves out its video and the home page its players and messages', async ({
  page,
}) => {
  await page.goto(pathFor('crowdsupport', 'en'));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('main').locator('figure').first()).toBeHidden();

  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.emulateMedia({ media: 'screen' });
  await page.goto('/en');
  await readyWaitlistForm(page);
  const form = waitlistForm(page, 'en');
  await form.field.fill('ada@example.com');
  await form.submit.click();
  const toast = page.getByText(
    text('en', (d) => d.waitlist.preorder.blockedTitle),
    { exact: true },
  );
  await expect(toast).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(toast).toBeHidden();
  await expect(page.getByRole('button', { name: text('en', (d) => d.home.meetButton) })).toBeHidden();
  await expect(videoLinks(page, 'en').hero).toBeHidden();
});
