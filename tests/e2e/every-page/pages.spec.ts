import type { Page } from '@playwright/test';
import { pathFor } from '@/routing/routes';
import { privacySections } from '@/content/legal';
import { languageInfo, type Language } from '@/config/languages';
import { disclosure } from '../disclosure';
import { builtPeople, builtSite, expect, preorderForm, test, text, translator } from '../fixtures';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { warrantySentence } from '@/i18n/offer-terms';
import { offerTerms } from '@/i18n/offer-terms';
const offerIn = (language: Language) => offerTerms(builtSite().markets[language], language, translator(language));

const languagesUnderTest: Language[] = ['en', 'ja', 'it'];

type PageCheck = { title: string; config: boolean; run: (page: Page) => Promise<void> };

for (const language of languagesUnderTest) {
  // Each page's checks are a step of one of two tests (the operator's values or not): a browser
  // tab costs more than the checks on it.
  const checks: PageCheck[] = [];
  const check = (title: string, run: PageCheck['run']) => checks.push({ title, config: false, run });
  const configCheck = (title: string, run: PageCheck['run']) => checks.push({ title, config: true, run });
  // The checks, in page order.
  {
    check('FAQ: twelve questions, one open at a time, #q5 deep link', async (page) => {
      await page.goto(`${pathFor('faq', language)}#q5`);
      const main = page.getByRole('main');
      await expect(main.locator('details:has(h2)')).toHaveCount(12);
      // The twelve questions, and the emergency box above them.
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(13);
      await expect(main.getByTestId('emergency-box').getByRole('heading', { level: 2 })).toHaveCount(1);
      const q5 = disclosure(
        main,
        text(language, (d) => d.faq.items.q5.question),
      );
      await q5.expectOpen();
      await expect(page.locator('#q5')).toBeInViewport();
      const q1 = disclosure(
        main,
        text(language, (d) => d.faq.items.q1.question),
      );
      await q1.summary.click();
      await q1.expectOpen();
      await q5.expectClosed();
      await expect(page.getByText(text(language, (d) => d.faq.items.q1.answer))).toBeVisible();
      await q1.summary.click();
      await expect(main.locator('details[open]')).toHaveCount(0);
    });

    configCheck(
      'Support: the phone dials; a video session and, where offered, a home visit open their forms',
      async (page) => {
        await page.goto(pathFor('support', language));
        const main = page.getByRole('main');
        const { supportPhone, links } = builtSite().markets[language];
        const offered = links.homeVisit ? (['phone', 'video', 'homeVisit'] as const) : (['phone', 'video'] as const);
        for (const id of offered) {
          await expect(
            main.getByRole('heading', { name: text(language, (d) => d.support.options[id].title) }),
          ).toBeVisible();
        }
        if (!links.homeVisit) {
          await expect(
            main.getByRole('heading', { name: text(language, (d) => d.support.options.homeVisit.title) }),
          ).toHaveCount(0);
        }
        await expect(
          main.getByRole('link', { name: text(language, (d) => d.support.options.phone.action) }),
        ).toHaveAttribute('href', `tel:${supportPhone.dial}`);
        const video = main.getByRole('link', { name: text(language, (d) => d.support.options.video.action) });
        await expect(video).toHaveAttribute('href', links.videoSession);
        await expect(video).toHaveAttribute('target', '_blank');
        await expect(video).toContainText(text(language, (d) => d.common.opensInNewTab));
        if (links.homeVisit) {
          await expect(
            main.getByRole('link', { name: text(language, (d) => d.support.options.homeVisit.action) }),
          ).toHaveAttribute('href', links.homeVisit);
        }
      },
    );

    configCheck(
      'Testimonials: real people who agreed to be named, or three illustrative stories, each labelled',
      async (page) => {
        await page.goto(pathFor('testimonials', language));
        const main = page.getByRole('main');
        const real = builtPeople().testimonials;
        if (real) {
          // The operator's people in the page's language, as quotes, and nothing marked as a sample.
          const inLanguage = real.filter((person) => person.quote[language]);
          await expect(main.locator('figure')).toHaveCount(inLanguage.length);
          for (const [index, person] of inLanguage.entries()) {
            const card = main.locator('figure').nth(index);
            await expect(card).toContainText(person.quote[language] ?? '');
            // What ties the person to the company, beside the quote: each connection, or none.
            const connections = person.connection.map((kind) => text(language, (d) => d.testimonials.connection[kind]));
            for (const connection of connections.length > 0
              ? connections
              : [text(language, (d) => d.testimonials.connection.none)])
              await expect(card.locator('[data-connection]')).toContainText(connection);
          }
          // The intro speaks of their own words only where the page shows some in its language.
          await expect(main).toContainText(
            text(language, (d) =>
              inLanguage.length > 0 ? d.pages.testimonials.intro : d.pages.testimonials.introNone,
            ),
          );
          if (inLanguage.length === 0) await expect(main).toContainText(text(language, (d) => d.testimonials.none));
          await expect(main.locator('[data-sample]')).toHaveCount(0);
          return;
        }
        await expect(main).toContainText(text(language, (d) => d.pages.testimonials.introSample));
        const stories = main.locator('li[data-sample]');
        await expect(stories).toHaveCount(3);
        for (const index of [0, 1, 2]) {
          await expect(stories.nth(index)).toContainText(text(language, (d) => d.testimonials.sampleLabel));
        }
        // The drawing of an invented person is decorative: the story says everything.
        await expect(stories.nth(1).locator('img')).toHaveAttribute('alt', '');
        await expect(stories.nth(1)).toContainText(text(language, (d) => d.testimonials.items.t2.name));
        await expect(stories.nth(1)).toContainText(text(language, (d) => d.testimonials.items.t2.story));
        // No quotation marks: an illustrative story is not anyone's words.
        await expect(main.locator('q')).toHaveCount(0);
      },
    );

    configCheck('Pricing: the popular plan with its six features and the plain terms', async (page) => {
      await page.goto(pathFor('pricing', language));
      const plan = page.locator('article[data-popular="true"]');
      await expect(plan).toContainText(text(language, (d) => d.pricing.badge));
      await expect(plan.getByRole('heading', { name: text(language, (d) => d.pricing.planName) })).toBeVisible();
      await expect(plan).toContainText(text(language, (d) => d.pricing.devicePrice));
      await expect(plan).toContainText(text(language, (d) => d.pricing.period));
      await expect(plan.getByTestId('plan-features').getByRole('listitem')).toHaveCount(6);
      // What paying means, above the button: the charge, the month (and what happens if it slips),
      // the refund before shipping, the service and cancelling it and, where the operator links it,
      // the written warranty (built-pages/offer.test.ts checks the words).
      const { links } = builtSite().markets[language];
      await expect(plan.getByTestId('payment-terms').getByRole('listitem')).toHaveCount(5 + (links.warranty ? 1 : 0));
      await expect(plan.getByRole('link', { name: text(language, (d) => d.pricing.button) })).toHaveAttribute(
        'href',
        preorderForm(language),
      );
      const terms = page.getByRole('region', { name: text(language, (d) => d.pricing.terms.title) });
      // Seven terms, and the right of withdrawal where the market's law gives one.
      await expect(terms.getByRole('listitem')).toHaveCount(
        languageInfo(language).market.withdrawalDays === null ? 7 : 8,
      );
      await expect(terms).toContainText(
        warrantySentence(builtSite().markets[language], language, translator(language)),
      );
    });

    check('API: hero, four reasons, seven device types, four steps, three tiers, closing call', async (page) => {
      await page.goto(pathFor('api', language));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, (d) => d.pages.api.heading));
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: text(language, (d) => d.api.apply) })).toHaveCount(2);
      await expect(
        page.getByRole('region', { name: text(language, (d) => d.api.whyTitle) }).getByRole('listitem'),
      ).toHaveCount(4);
      await expect(
        page.getByRole('region', { name: text(language, (d) => d.api.whoTitle) }).getByRole('listitem'),
      ).toHaveCount(7);
      await expect(
        page.getByRole('region', { name: text(language, (d) => d.api.howTitle) }).getByRole('listitem'),
      ).toHaveCount(4);
      const tiers = page.locator('li[data-highlighted]');
      await expect(tiers).toHaveCount(3);
      await expect(page.locator('li[data-highlighted="true"]')).toContainText(
        text(language, (d) => d.api.tiers.partner.title),
      );
      for (const [index, tier] of (await tiers.all()).entries()) {
        // Each Apply names its tier for a screen reader's list of links ("Apply now: Builder").
        const id = (['builder', 'partner', 'enterprise'] as const)[index] ?? 'builder';
        const plain = (value: string) => value.replace(/[\u200b\u2060]/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const tierName = text(language, (d) => d.api.getStartedTier, {
          tier: text(language, (d) => d.api.tiers[id].title),
        });
        // The screen-reader-only suffix is a box of its own: engines put a space before it.
        const name = new RegExp(`^${plain(text(language, (d) => d.api.getStarted))}\\s*${plain(tierName)}`);
        await expect(tier.getByRole('link', { name })).toBeVisible();
        await expect(tier.locator('ul li')).toHaveCount(4);
      }
      await expect(
        page.getByRole('heading', { name: text(language, (d) => d.api.closingTitle), exact: true }),
      ).toBeVisible();
    });

    configCheck(
      'Crowd support: top anchor, supporters, four tiers to their payment pages, chat, FAQs, trust link',
      async (page) => {
        await page.goto(pathFor('crowdsupport', language));
        await expect(page.locator('#top')).toBeVisible();
        await expect(page.getByRole('link', { name: text(language, (d) => d.crowd.supportToday) })).toHaveAttribute(
          'href',
          '#tiers',
        );
        await expect(page.getByRole('heading', { name: text(language, (d) => d.crowd.whyTitle) })).toBeVisible();
        await expect(page.getByRole('heading', { name: text(language, (d) => d.crowd.demoTitle) })).toBeVisible();
        // public/data/supporters.json names nobody yet: the wall invites visitors to be one of the first.
        const wall = page.getByRole('region', { name: text(language, (d) => d.crowd.supportersTitle) });
        await expect(wall.getByRole('listitem')).toHaveCount(0);
        await expect(wall).toContainText(text(language, (d) => d.crowd.supportersEmpty));
        const tiers = page.locator('#tiers li[data-featured]');
        await expect(tiers).toHaveCount(4);
        const { supporter, circle, pilot, founders } = builtSite().markets[language].links.tiers;
        const expectedTargets = [supporter, circle, pilot, founders];
        for (const [index, href] of expectedTargets.entries()) {
          // The tier's own button (a tier with a device also links its terms, the phone and the email).
          const link = tiers.nth(index).getByRole('link').last();
          await expect(link).toHaveAttribute('href', href);
          await expect(link).toHaveAttribute('target', '_blank');
        }
        await expect(page.locator('li[data-featured="true"]')).toContainText(
          text(language, (d) => d.crowd.mostPopular),
        );
        await expect(page.locator('li[data-featured="true"]')).toContainText(
          text(language, (d) => d.crowd.tiers.pilot.title),
        );
        await expect(page.getByRole('link', { name: text(language, (d) => d.crowd.chat) })).toHaveAttribute(
          'href',
          builtSite().markets[language].chat.url,
        );
        const faq = page.getByRole('region', { name: text(language, (d) => d.crowd.faqTitle) });
        await expect(faq.locator('details')).toHaveCount(5);
        await disclosure(
          faq,
          text(language, (d) => d.crowd.faq.refund.question),
        ).summary.click();
        await expect(faq.locator('#backers-refund-answer')).toBeVisible();
        await expect(faq.locator('#backers-refund-answer')).toContainText(
          withoutPhraseBreaks(offerIn(language).cancelBeforeShipping),
        );
        await expect(page.getByRole('link', { name: text(language, (d) => d.crowd.closingLink) })).toHaveAttribute(
          'href',
          pathFor('trust', language),
        );
      },
    );

    configCheck('Trust: guarantee, payments, privacy law, the mailbox, consent and the safety limits', async (page) => {
      await page.goto(pathFor('trust', language));
      const main = page.getByRole('main');
      for (const id of ['encryption', 'consent', 'payments', 'privacyLaw'] as const) {
        await expect(main).toContainText(text(language, (d) => d.trust.sections[id].body));
      }
      // The guarantee in the offer's own words (i18n/offer-terms.ts).
      // A sentence of money: it carries its phrase breaks (x-phraseWrap).
      await expect(main).toContainText(offerIn(language).guarantee);
      await expect(main).toContainText(text(language, (d) => d.trust.whyText));
      const safety = page.getByRole('region', { name: text(language, (d) => d.trust.safetyTitle) });
      await expect(page.getByTestId('emergency-box')).toContainText(text(language, (d) => d.emergency.phrase));
      await expect(safety).toContainText(text(language, (d) => d.trust.safety.noMedication));
      const { privacyEmail } = builtSite().markets[language];
      await expect(main.getByRole('link', { name: privacyEmail })).toHaveAttribute('href', `mailto:${privacyEmail}`);
    });

    for (const [page_, sectionCount] of [
      ['privacy', privacySections.length],
      // The withdrawal section only where the market's law gives the right.
      ['terms', languageInfo(language).market.withdrawalDays === null ? 8 : 9],
      ['accessibility', 5],
    ] as const) {
      check(`${page_}: a real page with its sections and a dated, linked contents list`, async (page) => {
        await page.goto(pathFor(page_, language));
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 2 })).toHaveCount(sectionCount + 1);
        await expect(main.getByRole('navigation').getByRole('link')).toHaveCount(sectionCount);
        await expect(main).toContainText(
          text(language, (d) => d.legal.updated, { date: '' })
            .trim()
            .slice(0, 3),
        );
      });
    }

    configCheck('accessibility statement: the WCAG 2.2 AA target and a way to report a problem', async (page) => {
      await page.goto(pathFor('accessibility', language));
      await expect(page.getByRole('main')).toContainText('WCAG');
      await expect(page.getByRole('main')).toContainText('2.2');
      const { accessibilityEmail, supportPhone } = builtSite().markets[language];
      await expect(page.getByRole('link', { name: accessibilityEmail })).toHaveAttribute(
        'href',
        `mailto:${accessibilityEmail}`,
      );
      await expect(page.getByRole('main').getByRole('link', { name: text(language, () => '{phone}') })).toHaveAttribute(
        'href',
        `tel:${supportPhone.dial}`,
      );
    });
  }

  test.describe(`pages in ${language}`, () => {
    test('FAQ, testimonials, API and the legal pages', async ({ page }) => {
      for (const { title, run } of checks.filter(({ config }) => !config)) await test.step(title, () => run(page));
    });
    test(
      'support, pricing, crowd support, trust and the accessibility statement, with the operator’s values',
      { tag: '@config' },
      async ({ page }) => {
        for (const { title, run } of checks.filter(({ config }) => config)) await test.step(title, () => run(page));
      },
    );
  });
}
