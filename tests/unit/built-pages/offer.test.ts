// @vitest-environment node
/**
 * Each market's offer stated once (i18n/offer-terms.ts) and the same in every place that shows it:
 * for every selling market of the complete configuration and of the US-only build, each place (the
 * plan card, the pre-order card, the crowdfunding tiers with a device, the plain terms, the FAQ, the
 * terms of service, the seller page, the trust page) holds each of its facts in the offer's own
 * words, and a summary that leaves facts out links to the terms. Read from the prerendered pages,
 * which hydration must match. The first-year totals and the tiers' prices are checked here too.
 */
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@/config/languages';
import type { SiteConfig } from '@/config/site-config';
import { pathFor } from '@/routing/routes';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { offerTerms, type OfferTerms } from '@/i18n/offer-terms';
import { faqAnswer } from '@/i18n/market-copy';
import { priceAsShown } from '@/i18n/base-params';
import { translatorOf } from '@tests/built-site';
import { formatMonth } from '@/lib/format';
import { built, type BuildName } from './builds';

const plain = (text: string) => withoutPhraseBreaks(text).replace(/\s+/g, ' ').trim();
const read = (element: Element | null | undefined) => plain(element?.textContent ?? '');

type Fact = keyof OfferTerms;
/** The facts each place states whole, and whether it links to the terms for the rest. */
const places: {
  place: string;
  page: Parameters<typeof pathFor>[0];
  selector: string;
  facts: readonly Fact[];
  linksToTerms?: boolean;
  /** Only where the market sells (the cards and tiers lead to a payment). */
  sellingOnly?: boolean;
}[] = [
  {
    place: 'the plan card',
    page: 'pricing',
    selector: 'article[data-popular]',
    facts: ['charge', 'delivery', 'cancelBeforeShipping', 'service', 'cancelService', 'guarantee'],
    sellingOnly: true,
  },
  {
    place: 'the home page’s plan card',
    page: 'home',
    selector: 'article[data-popular]',
    facts: ['charge', 'delivery', 'cancelBeforeShipping', 'service', 'cancelService', 'guarantee'],
    sellingOnly: true,
  },
  {
    place: 'the pre-order card',
    page: 'home',
    selector: '[data-path="preorder"]',
    facts: ['charge', 'delivery', 'cancelBeforeShipping', 'service', 'cancelService', 'guarantee'],
    sellingOnly: true,
  },
  {
    place: 'Pilot Access, which includes a device',
    page: 'crowdsupport',
    selector: 'li[data-tier="pilot"]',
    facts: ['delivery', 'cancelBeforeShipping', 'service', 'cancelService', 'guarantee'],
    linksToTerms: true,
    sellingOnly: true,
  },
  {
    place: 'the Founders Tier, which includes a device',
    page: 'crowdsupport',
    selector: 'li[data-tier="founders"]',
    facts: ['delivery', 'cancelBeforeShipping', 'service', 'cancelService', 'guarantee'],
    linksToTerms: true,
    sellingOnly: true,
  },
  {
    place: 'the plain terms',
    page: 'pricing',
    selector: 'section[aria-labelledby="terms-title"]',
    facts: ['cancelService', 'warranty', 'guarantee', 'withdrawal'],
    linksToTerms: true,
  },
  {
    place: 'the FAQ’s “Can we cancel?”',
    page: 'faq',
    selector: '#q9',
    facts: ['service', 'cancelService', 'guarantee'],
  },
  {
    place: 'the terms: waitlist and pre-orders',
    page: 'terms',
    selector: 'main #orders',
    facts: ['charge', 'delivery', 'cancelBeforeShipping', 'service', 'cancelService'],
  },
  { place: 'the terms: the guarantee', page: 'terms', selector: 'main #refunds', facts: ['guarantee', 'withdrawal'] },
  { place: 'the terms: the warranty', page: 'terms', selector: 'main #warranty', facts: ['warranty'] },
  {
    place: 'the seller page',
    page: 'seller',
    selector: 'main dl',
    facts: ['charge', 'delivery', 'cancelBeforeShipping', 'guarantee', 'warranty', 'cancelService', 'withdrawal'],
    sellingOnly: true,
  },
  { place: 'the trust page', page: 'trust', selector: 'main', facts: ['guarantee'] },
];

function offerOf(site: SiteConfig, language: Language): OfferTerms {
  return offerTerms(site.markets[language], language, translatorOf(site, language));
}

describe.each(['custom', 'waitlist'] as const satisfies readonly BuildName[])(
  'the offer stated once, the same in every place (the %s build)',
  (name) => {
    const build = built(name);
    it.each(languages.map(({ code }) => code))('%s', (language) => {
      const { selling } = build.site.markets[language];
      const offer = offerOf(build.site, language);
      const missing: string[] = [];
      for (const { place, page, selector, facts, linksToTerms, sellingOnly } of places) {
        if (sellingOnly && !selling) continue;
        const where = build.page(pathFor(page, language)).querySelector(selector);
        if (!where) {
          missing.push(`${place}: not on ${pathFor(page, language)}`);
          continue;
        }
        const text = read(where);
        for (const fact of facts) {
          const sentence = offer[fact];
          if (sentence !== null && !text.includes(plain(sentence))) missing.push(`${place}: ${fact}`);
        }
        if (linksToTerms && !where.querySelector(`a[href="${pathFor('terms', language)}#orders"]`))
          missing.push(`${place}: the link to the terms`);
        // Where a place says how to cancel, the ways it names are beside it: the number and the
        // address (copy review turn 6, en E4 and zh-TW N16: the FAQ's answer had neither).
        const ways = where.querySelector('[data-testid="cancel-ways"]');
        if (
          selling &&
          facts.includes('cancelService') &&
          !(ways?.querySelector('a[href^="tel:"]') && ways.querySelector('a[href^="mailto:"]'))
        )
          missing.push(`${place}: the ways to cancel beside the words`);
      }
      expect(missing).toEqual([]);
    });
  },
);

describe('the offer’s words where they are composed', () => {
  const build = built('custom');

  it('the FAQ’s answer in the structured data is the page’s, the offer’s own words', () => {
    for (const { code } of languages) {
      const t = translatorOf(build.site, code);
      const page = build.page(pathFor('faq', code));
      const data = [...page.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; mainEntity?: unknown })
        .find((entry) => entry['@type'] === 'FAQPage') as
        { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
      const answer = plain(faqAnswer('q9', build.site.markets[code], code, t));
      expect(
        data?.mainEntity.map(({ acceptedAnswer }) => plain(acceptedAnswer.text)),
        code,
      ).toContain(answer);
    }
  });

  it('a tier with a device says what it is charged, and that it is a pre-order', () => {
    for (const { code } of languages) {
      const t = translatorOf(build.site, code);
      const tier = build.page(pathFor('crowdsupport', code)).querySelector('li[data-tier="pilot"]');
      const amount = priceAsShown(build.site.markets[code].prices, 'pilot', code, (price, included) =>
        included ? t('pricing.prices.taxIncluded', { price }) : t('pricing.prices.taxExcluded', { price }),
      );
      expect(read(tier), code).toContain(plain(t('offer.charge.tier', { amount })));
      expect(read(tier), code).toContain(plain(t('offer.tierIsPreorder')));
      // Pilot Access's limit of places does not pass down to the Founders Tier (en A9).
      const founders = build.page(pathFor('crowdsupport', code)).querySelector('li[data-tier="founders"]');
      expect(read(founders), code).toContain(plain(t('crowd.tierFeatures.foundersUnlimited')));
      // Korea's product information notice, from where the device is sold as a tier (ko E9).
      const notice = tier?.querySelector(`a[href="${pathFor('pricing', code)}#product-notice"]`);
      expect(Boolean(notice), code).toBe(code === 'ko');
      if (code === 'ko')
        expect(build.page(pathFor('pricing', code)).querySelector('main section#product-notice')).not.toBeNull();
    }
  });
});

/** The first-year totals of custom-build.env's prices (device + 12 × month), written out by hand, spaces as read. */
const firstYear: Record<Language, string> = {
  en: 'US$658.40 plus tax',
  ja: '96,800円（税込）',
  ko: '858,000원 (부가세 포함)',
  'zh-TW': 'NT$19,670（含稅）',
  it: '613,80 € IVA inclusa',
};
/** Each market's refund days: its law's, and Japan's from custom-build.env. */
const refundDays: Record<Language, string> = { en: '7', ja: '14', ko: '3', 'zh-TW': '15', it: '14' };

describe('payment terms at the point of payment (complete configuration)', () => {
  const build = built('custom');

  it.each(languages.map(({ code }) => code))(
    '%s: the first year, the month, the refund days and the links',
    (language) => {
      const t = translatorOf(build.site, language);
      const offer = offerOf(build.site, language);
      // Italy's pages link the Italian text of the commercial guarantee (VITE_WARRANTY_URL_IT), not the
      // US limited warranty (copy review turn 6, it E7); none is on this site's own origin (en N13).
      const warrantyUrl =
        language === 'it'
          ? 'https://support.aria.example.org/it/garanzia-commerciale'
          : 'https://support.aria.example.org/warranty';
      for (const [path, card] of [
        [pathFor('pricing', language), 'article[data-popular]'],
        [pathFor('home', language), 'article[data-popular]'],
        [pathFor('home', language), '[data-path="preorder"]'],
      ] as const) {
        const where = build.page(path).querySelector(card);
        const terms = read(where?.querySelector('[data-testid="payment-terms"]'));
        expect(terms).toContain(refundDays[language]);
        expect(terms).toContain(plain(offer.delivery));
        expect(read(where?.querySelector('[data-testid="first-year"]')), `${path} ${card}`).toContain(
          firstYear[language],
        );
        // The plan card says the month devices are expected to ship beside the prices.
        if (card === 'article[data-popular]')
          expect(read(where?.querySelector('[data-testid="delivery-month"]')), `${path} ${card}`).toBe(
            plain(t('pricing.deliveryMonth', { date: formatMonth({ year: 2027, month: 9 }, language) })),
          );
        // Cancelling online (VITE_CANCEL_URL), by phone and by email, beside the sentence that says so.
        const ways = where?.querySelector('[data-testid="payment-terms"] [data-testid="cancel-ways"]');
        const cancel = ways?.querySelector('a[href="https://account.aria.example.org/cancel"]');
        expect(read(cancel)).toContain(plain(t('pricing.payment.cancelOnline')));
        expect(cancel?.getAttribute('target')).toBe('_blank');
        expect(ways?.querySelector('a[href^="tel:"]')).not.toBeNull();
        expect(ways?.querySelector('a[href^="mailto:"]')).not.toBeNull();
        // The written warranty before buying (VITE_WARRANTY_URL; the US pre-sale rule), in a new tab.
        const warranty = where?.querySelector(`[data-testid="payment-terms"] a[href="${warrantyUrl}"]`);
        expect(read(warranty)).toContain(plain(t('promises.warrantyLink')));
        expect(warranty?.getAttribute('target')).toBe('_blank');
      }
      const terms = build.page(pathFor('terms', language));
      expect(terms.querySelector(`main #warranty a[href="${warrantyUrl}"]`)).not.toBeNull();
      expect(terms.querySelector('main #orders a[href="https://account.aria.example.org/cancel"]')).not.toBeNull();
    },
  );

  it('backing without a device is a contribution, shown without sales tax; a tier with a device is priced as a purchase', () => {
    const tiers = [...build.page(pathFor('crowdsupport', 'en')).querySelectorAll('main li[data-featured]')];
    const amounts = tiers.map((tier) => read(tier.querySelector('p.text-3xl')));
    expect(amounts).toEqual([
      'US$25',
      'US$100',
      expect.stringMatching(/^US\$\d+ plus tax$/),
      expect.stringMatching(/^US\$[\d,]+ plus tax$/),
    ]);
  });

  it('the guarantee refunds the device and every service charge and ends the service; a cancellation before shipping, everything paid', () => {
    const offer = offerOf(build.site, 'en');
    expect(offer.guarantee).toContain('every service charge you paid');
    expect(offer.guarantee).toContain('The service ends the day we receive the device');
    expect(offer.cancelBeforeShipping).toContain('get back everything you paid');
    expect(offer.cancelService).toContain('you pay for those days');
  });
});
