/**
 * What a daughter must know before she pays (issue 27), in five languages: the emergency box, the
 * same words on the home page, the FAQ and the trust page, with the market's emergency number; how
 * the family stays in touch, its example labelled as one; the money-back guarantee beside the
 * price and in the FAQ on cancelling; the free waitlist and the paid pre-order told apart, through
 * to each one's success view.
 */
import type { BrowserContext } from '@playwright/test';
import { languages, type Language } from '@/config/languages';
import { pathFor } from '@/routing/routes';
import { builtSite, expect, test, text, translator } from '../fixtures';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { readyWaitlistForm, waitlistForm } from '@e2e/drivers/waitlist-form';
import { offerTerms } from '@/i18n/offer-terms';
const offerIn = (language: Language) => offerTerms(builtSite().markets[language], language, translator(language));

const emergencyNumber = (language: Language) =>
  languages.find(({ code }) => code === language)?.market.emergencyNumber ?? '';

for (const { code: language } of languages) {
  test.describe(`${language}`, () => {
    test('the emergency box says the same on the home page, the FAQ and the trust page, with the market’s number', async ({
      page,
    }) => {
      const boxes: string[] = [];
      for (const id of ['home', 'faq', 'trust'] as const) {
        await page.goto(pathFor(id, language));
        const box = page.getByTestId('emergency-box');
        await expect(box).toHaveCount(1);
        await expect(box.getByRole('heading', { name: text(language, (d) => d.emergency.title) })).toBeVisible();
        await expect(box).toContainText(text(language, (d) => d.emergency.callFirst));
        await expect(box).toContainText(emergencyNumber(language));
        for (const point of ['phrase', 'sequence', 'limits', 'keepAlert'] as const)
          await expect(box).toContainText(text(language, (d) => d.emergency[point]));
        await expect(box).toContainText(text(language, (d) => d.emergency.noAnswer, { minutes: '5' }));
        // What only the company can confirm (how the contacts are reached, the minutes) is a sample here.
        await expect(box.locator('[data-sample]')).toContainText([
          text(language, (d) => d.emergency.sequence),
          text(language, (d) => d.emergency.noAnswer, { minutes: '5' }),
        ]);
        boxes.push(await box.innerText());
      }
      expect(new Set(boxes).size).toBe(1);
    });

    test('the home page says how the family stays in touch, its example labelled, and the guarantee beside the price', async ({
      page,
    }) => {
      await page.goto(pathFor('home', language));
      const family = page.getByRole('region', { name: text(language, (d) => d.family.title) });
      for (const point of ['how', 'when', 'permission'] as const)
        await expect(family).toContainText(text(language, (d) => d.family[point].body));
      // How and when updates arrive, and stopping them by voice, are the company's to confirm: samples in this build.
      await expect(family.locator('dd [data-sample]')).toHaveCount(3);
      const example = family.locator('figure[data-sample]');
      await expect(example).toContainText(text(language, (d) => d.family.example.label));
      await expect(example).toContainText(text(language, (d) => d.family.example.text));
      const { guarantee, cancelService } = offerIn(language);
      // A sentence of money: in Japanese and Chinese it carries its phrase breaks (x-phraseWrap).
      await expect(page.locator('#pricing').getByTestId('guarantee')).toHaveText(guarantee);
      await page.goto(pathFor('pricing', language));
      await expect(page.getByTestId('guarantee')).toHaveText(guarantee);
      await page.goto(`${pathFor('faq', language)}#q9`);
      await expect(page.locator('#q9-answer')).toContainText(withoutPhraseBreaks(cancelService));
    });
  });
}

async function fakeForms(context: BrowserContext) {
  await context.route(/forms\.(hazel|aria)\.example/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Form</title>' }),
  );
}

for (const language of ['en', 'it'] as const) {
  test(`${language}, selling: the paid pre-order and the free waitlist are told apart, through to their success views @config`, async ({
    page,
    context,
  }) => {
    await fakeForms(context);
    const { links } = builtSite().markets[language];
    await page.goto(pathFor('home', language));
    await readyWaitlistForm(page);
    const preorder = page.locator('#waitlist [data-path="preorder"]');
    const free = page.locator('#waitlist [data-path="free"]');
    await expect(
      preorder.getByRole('heading', { name: text(language, (d) => d.waitlist.preorder.title) }),
    ).toBeVisible();
    await expect(preorder).toContainText(text(language, (d) => d.offer.price));
    await expect(preorder).toContainText(text(language, (d) => d.waitlist.preorder.asks));
    await expect(preorder).toContainText(text(language, (d) => d.waitlist.preorder.disclaimer));
    const { field, submit } = waitlistForm(preorder, language);
    await expect(submit).toHaveText(text(language, (d) => d.waitlist.preorder.submit));
    const join = free.getByRole('link', { name: text(language, (d) => d.waitlist.free.submit) });
    await expect(join).toHaveAttribute('href', links.waitlist);
    await expect(free).toContainText(text(language, (d) => d.waitlist.freePath.text));
    // Two labels a visitor cannot confuse.
    expect(text(language, (d) => d.waitlist.preorder.submit)).not.toBe(text(language, (d) => d.waitlist.free.submit));

    await field.fill('daughter@example.com');
    const [popup] = await Promise.all([page.waitForEvent('popup'), submit.click()]);
    expect(popup.url().split('?')[0]).toBe((links.preorder ?? '').split('?')[0]);

    await page.goto(`${pathFor('home', language)}?preorder=placed`);
    await expect(
      page.getByRole('heading', { name: text(language, (d) => d.waitlist.preorder.successTitle) }),
    ).toBeFocused();
    await expect(page.locator('[data-success="preorder"]')).toContainText(
      text(language, (d) => d.waitlist.preorder.successMessage),
    );
    await page.goto(`${pathFor('home', language)}?waitlist=joined`);
    await expect(page.getByRole('heading', { name: text(language, (d) => d.waitlist.successTitle) })).toBeFocused();
    await expect(page.locator('[data-success="free"]')).toContainText(
      text(language, (d) => d.waitlist.free.successMessageSelling),
    );
  });
}
