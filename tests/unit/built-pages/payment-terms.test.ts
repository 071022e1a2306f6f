// @vitest-environment node
/**
 * What paying means, where the buyer pays: the pricing page's plan card and the home page's
 * pre-order card of every selling market in the complete configuration (tests/e2e/custom-build.env)
 * say when the card is charged and the month devices are expected, what happens if it slips (a
 * full refund within the days the market's law sets), the first year in all, and the monthly
 * service renewing until cancelled. Read from the prerendered pages, which hydration must match.
 */
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@/config/languages';
import { pathFor } from '@/routing/routes';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { formatMonth } from '@/lib/format';
import { built } from './builds';

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
  const read = (element: Element | null) => withoutPhraseBreaks(element?.textContent ?? '').replace(/\s+/g, ' ');

  it.each(languages.map(({ code }) => code))('%s: the plan card and the pre-order card', (language) => {
    const date = formatMonth({ year: 2027, month: 9 }, language);
    const expected = [
      build.text(language, (d) => d.pricing.payment.charge.atOrderDated, { date }),
      build.text(language, (d) => d.pricing.payment.late, { date }),
      build.text(language, (d) => d.pricing.payment.cancelBeforeShipping),
      build.text(language, (d) => d.pricing.payment.renewal),
    ].map((sentence) => withoutPhraseBreaks(sentence).replace(/\s+/g, ' '));
    for (const [path, card] of [
      [pathFor('pricing', language), 'article[data-popular]'],
      [pathFor('home', language), 'article[data-popular]'],
      [pathFor('home', language), '[data-path="preorder"]'],
    ] as const) {
      const where = build.page(path).querySelector(card);
      const terms = read(where?.querySelector('[data-testid="payment-terms"]') ?? null);
      for (const sentence of expected) expect(terms, `${path} ${card}`).toContain(sentence);
      expect(terms).toContain(refundDays[language]);
      expect(terms).toContain(date);
      expect(read(where?.querySelector('[data-testid="first-year"]') ?? null), `${path} ${card}`).toContain(
        firstYear[language],
      );
      // The plan card says the delivery month beside the prices (review turn 5, findings 4 and 11).
      if (card === 'article[data-popular]')
        expect(read(where?.querySelector('[data-testid="delivery-month"]') ?? null), `${path} ${card}`).toBe(
          withoutPhraseBreaks(build.text(language, (d) => d.pricing.deliveryMonth, { date })).replace(/\s+/g, ' '),
        );
      // Cancelling online, beside the renewal (VITE_CANCEL_URL), in a new tab.
      const cancel = where?.querySelector(
        '[data-testid="payment-terms"] a[href="https://account.aria.example.org/cancel"]',
      );
      expect(read(cancel ?? null)).toContain(
        withoutPhraseBreaks(build.text(language, (d) => d.pricing.payment.cancelOnline)),
      );
      expect(cancel?.getAttribute('target')).toBe('_blank');
      // The written warranty before buying (VITE_WARRANTY_URL; the US pre-sale rule), in a new tab.
      const warranty = where?.querySelector(
        '[data-testid="payment-terms"] a[href="https://aria.example.org/warranty"]',
      );
      expect(read(warranty ?? null)).toContain(
        withoutPhraseBreaks(build.text(language, (d) => d.promises.warrantyLink)),
      );
      expect(warranty?.getAttribute('target')).toBe('_blank');
    }
    const terms = build.page(pathFor('terms', language));
    expect(terms.querySelector('main #warranty a[href="https://aria.example.org/warranty"]')).not.toBeNull();
  });

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

  it('one meaning of a refund: the guarantee refunds the device price, a cancellation everything paid', () => {
    const guarantee = build.text('en', (d) => d.pricing.guarantee);
    expect(guarantee).toContain('refund the device price in full');
    expect(guarantee).not.toContain('full refund');
    expect(build.text('en', (d) => d.pricing.payment.cancelBeforeShipping)).toContain(
      'full refund: everything you paid',
    );
  });
});
