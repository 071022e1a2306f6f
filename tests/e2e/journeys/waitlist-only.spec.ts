/**
 * A market that does not sell says so first (issue 39, point 2): a line in the home page's first
 * screen, the section's heading, the search and share descriptions; and where the waitlist form
 * takes nothing from the address, the home form has no field that would throw her words away: one
 * button opens the form, and the page says she joins once she sends it (review turn 5, findings 2, 3).
 */
import type { BrowserContext } from '@playwright/test';
import type { Language } from '@/config/languages';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { pathFor } from '@/routing/routes';
import { builtSite, expect, test, text } from '../fixtures';
import { readyWaitlistForm } from '@e2e/drivers/waitlist-form';

async function fakeForms(context: BrowserContext) {
  await context.route(/forms\.(hazel|aria)\.example/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Form</title>' }),
  );
}

const waitlistOnly: Language[] = ['ja', 'ko', 'zh-TW', 'it'];

for (const language of waitlistOnly) {
  test(`${language}, waitlist only: the first screen, the heading and the descriptions say it is not on sale and the waitlist is free; one button opens the form @waitlist`, async ({
    page,
    context,
  }) => {
    await fakeForms(context);
    await page.setViewportSize({ width: 390, height: 844 });
    const { links, selling } = builtSite().markets[language];
    expect(selling).toBe(false);
    const plain = (pick: Parameters<typeof text>[1]) => withoutPhraseBreaks(text(language, pick));

    await page.goto(pathFor('home', language));
    const line = page.getByTestId('hero-waitlist-only');
    await expect(line).toBeVisible();
    expect(withoutPhraseBreaks((await line.textContent()) ?? '')).toContain(plain((d) => d.home.waitlistOnly));
    await expect(line).toBeInViewport({ ratio: 1 });
    await expect(line.getByRole('link', { name: plain((d) => d.waitlist.free.submit) })).toHaveAttribute(
      'href',
      '#waitlist',
    );
    const description = plain((d) => d.pages.home.descriptionWaitlist);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
    await expect(page.locator('#waitlist-title')).toHaveText(text(language, (d) => d.waitlist.free.heading));

    // This build's waitlist form takes nothing from the address: no field, one button.
    expect(builtSite().prefillParams.waitlist).toMatchObject({ email: '', phone: '' });
    await readyWaitlistForm(page);
    await expect(page.locator('#waitlist input:not([type="hidden"], [type="radio"])')).toHaveCount(0);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('button-waitlist-submit').click()]);
    expect(popup.url().split('?')[0]).toBe(links.waitlist.split('?')[0]);
    await expect(page.locator('#waitlist [role="status"]')).toHaveText(plain((d) => d.waitlist.free.opened));

    await page.goto(pathFor('crowdsupport', language));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      plain((d) => d.pages.crowdsupport.descriptionWaitlist),
    );
    // Nobody backs from a market that does not sell: no invitation to larger gifts, no refund answer
    // (operator review turn 6, friction 12).
    await expect(page.getByTestId('not-selling')).toBeVisible();
    await expect(page.locator('#larger-title')).toHaveCount(0);
    await expect(page.locator('#backers-refund')).toHaveCount(0);
    await expect(page.locator('#backers-pilot')).toHaveCount(1);
    // Nor does its seller page promise the terms of a purchase (copy reviews ja N11, it N21).
    await page.goto(pathFor('seller', language));
    await expect(page.getByRole('main').locator('p').first()).toHaveText(plain((d) => d.pages.seller.introWaitlist));
    await page.goto(`${pathFor('home', language)}?waitlist=joined`);
    const success = page.locator('[data-success="free"]');
    await expect(success).toBeVisible();
    expect(withoutPhraseBreaks((await success.textContent()) ?? '')).toContain(
      plain((d) => d.waitlist.free.successMessage),
    );

    // No pre-order can have been placed here: a link saying so confirms nothing (security review L3).
    await page.goto(`${pathFor('home', language)}?preorder=placed`);
    await readyWaitlistForm(page);
    await expect(page.locator('[data-success]')).toHaveCount(0);
    await expect(page.getByTestId('button-waitlist-submit')).toBeVisible();
  });
}

test('where the market sells, the first screen has no waitlist-only line and the descriptions invite the pre-order @config', async ({
  page,
}) => {
  await page.goto(pathFor('home', 'en'));
  await expect(page.locator('#hero-title')).toBeVisible();
  await expect(page.getByTestId('hero-waitlist-only')).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    withoutPhraseBreaks(text('en', (d) => d.pages.home.description)),
  );
  await expect(page.locator('#waitlist-title')).toHaveText(text('en', (d) => d.waitlist.heading));
});
