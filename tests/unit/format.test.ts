import { describe, expect, it, vi } from 'vitest';
import site from 'virtual:site-config';
import enMarket from 'virtual:site-config/market/en';
import { baseParams } from '@/i18n/base-params';
import en from '@/i18n/locales/en.arb';
import { formatMonth, formatPercent, formatUsd } from '@/lib/format';

describe('prices', () => {
  it('are US dollars no reader can take for their own dollar, without .00 on whole amounts', () => {
    expect(formatUsd(295, 'en')).toBe('US$295');
    expect(formatUsd(29.95, 'en')).toBe('US$29.95');
    expect(formatUsd(295, 'ja')).toBe('295米ドル');
    expect(formatUsd(29.95, 'ja')).toBe('29.95米ドル');
    expect(formatUsd(29.95, 'ko')).toBe('US$29.95');
    expect(formatUsd(29.95, 'zh-TW')).toBe('US$29.95');
    expect(formatUsd(29.95, 'it')).toBe('29,95\u00a0USD');
    expect(formatUsd(1000, 'it')).toBe('1.000\u00a0USD');
    expect(formatUsd(1000, 'en')).toBe('US$1,000');
  });

  it('reach the copy through the base parameters', () => {
    expect(baseParams(site, enMarket, 'en', en)).toMatchObject({
      brand: 'Hazel',
      devicePrice: 'US$295',
      monthlyPrice: 'US$29.95',
      noticeDays: '30',
      warrantyYears: '2',
      country: 'the United States',
      setupMin: '30',
      setupMax: '45',
      // A break after each hyphen of the digits (Safari and Firefox give none before a digit).
      phone: '1-844-GO-HAZEL (1-\u200b844-\u200b464-\u200b2935)',
      emergencyNumber: '911',
    });
  });
});

describe('percentages', () => {
  it('are written as each language writes them, from the whole percent', () => {
    expect(formatPercent(125, 'en')).toBe('125%');
    expect(formatPercent(150, 'ja')).toBe('150%');
    expect(formatPercent(100, 'it')).toBe('100%');
  });
});

describe('formatting while a page hydrates', () => {
  it('formats no number until a string reads one, and makes each format once', async () => {
    // Fresh modules: no format made by the tests above.
    vi.resetModules();
    const fresh = { params: await import('@/i18n/base-params'), translate: await import('@/i18n/translate') };
    const made: unknown[] = [];
    const NumberFormat = Intl.NumberFormat;
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made.push(args);
        return new target(...args);
      },
    });
    try {
      const t = fresh.translate.createTranslator(en, en, fresh.params.baseParams(site, enMarket, 'en', en));
      expect(t('header.features')).toBe(en.header.features);
      expect(t('faq.items.q9.question')).toBe(en.faq.items.q9.question);
      // Making the first format loads the locale's data: a string without a number costs none.
      expect(made).toEqual([]);
      expect(t('pricing.devicePrice')).toBe('US$295 for the device');
      expect(t('offer.cancelService.online')).toContain('end 30 days later');
      expect(t('offer.service')).toContain('US$29.95 a month');
      expect(t('offer.price')).toContain('US$295 for the device, then US$29.95');
      // One currency format and one plain number format, however many strings read them.
      expect(made).toHaveLength(2);
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
  });
});

describe('the month units are expected', () => {
  it('is written as each language writes a month', () => {
    const september = { year: 2027, month: 9 };
    expect(formatMonth(september, 'en')).toBe('September 2027');
    expect(formatMonth(september, 'ja')).toBe('2027年9月');
    expect(formatMonth(september, 'ko')).toBe('2027년 9월');
    expect(formatMonth(september, 'zh-TW')).toBe('2027年9月');
    expect(formatMonth(september, 'it')).toBe('settembre 2027');
  });
});
