import { describe, expect, it } from 'vitest';
import { resolveMarketPrices } from '@tools/operator/market-prices';
import * as kind from '@tools/operator/value-kinds';

/** A price as its declaration's kind reads it. */
const parseMoney = (name: string, value: string) => kind.parseAs(name, value, kind.money);
import { resolveOperatorValues } from '@tools/operator/operator-values';
import { baseParams } from '@/i18n/base-params';
import type { Dictionary } from '@/i18n/dictionary';
import type { Language } from '@/config/languages';
import { formatMoney } from '@/lib/format';
import { business } from '@/content/business';
import en from '@/i18n/locales/en.arb';
import it_ from '@/i18n/locales/it.arb';
import ja from '@/i18n/locales/ja.arb';
import ko from '@/i18n/locales/ko.arb';
import zhTw from '@/i18n/locales/zh-tw.arb';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';

const dictionaries: Record<Language, Dictionary> = { en, ja, ko, 'zh-TW': zhTw, it: it_ };
const today = new Date('2026-11-25T00:00:00Z');

/** A full set of a market's own prices. */
const localPrices = (suffix: string, currency: string, amounts: number[], taxIncluded = true) => ({
  [`VITE_PRICE_DEVICE${suffix}`]: `${amounts[0]} ${currency}`,
  [`VITE_PRICE_MONTHLY${suffix}`]: `${amounts[1]} ${currency}`,
  [`VITE_PRICE_TIER_SUPPORTER${suffix}`]: `${amounts[2]} ${currency}`,
  [`VITE_PRICE_TIER_CIRCLE${suffix}`]: `${amounts[3]} ${currency}`,
  [`VITE_PRICE_TIER_PILOT${suffix}`]: `${amounts[4]} ${currency}`,
  [`VITE_PRICE_TIER_FOUNDERS${suffix}`]: `${amounts[5]} ${currency}`,
  [`VITE_PRICES_INCLUDE_TAX${suffix}`]: String(taxIncluded),
});

const marketEnv = {
  ...localPrices('_JA', 'JPY', [44000, 4400, 3000, 15000, 52000, 150000]),
  ...localPrices('_KO', 'KRW', [390000, 39000, 30000, 130000, 460000, 1300000]),
  ...localPrices('_ZH_TW', 'TWD', [8990, 899, 750, 3000, 10500, 30000]),
  ...localPrices('_IT', 'EUR', [279, 27.9, 25, 95, 330, 950]),
};

/** The device and monthly prices as each market's page reads them. */
function pricesFor(env: Record<string, string>, language: Language) {
  const { config } = resolveOperatorValues(env, today);
  const params = baseParams(config, config.markets[language], language, dictionaries[language]);
  return {
    device: withoutPhraseBreaks(params.devicePrice),
    monthly: withoutPhraseBreaks(params.monthlyPrice),
    pilot: withoutPhraseBreaks(params.pilotPrice),
  };
}

// Intl puts a no-break space between an amount and a currency written after it.
describe('prices per market', () => {
  it('formats each market’s own price in its currency, with the tax wording its readers expect', () => {
    expect(pricesFor(marketEnv, 'ja')).toEqual({
      device: '44,000円（税込）',
      monthly: '4,400円（税込）',
      pilot: '52,000円（税込）',
    });
    expect(pricesFor(marketEnv, 'ko').device).toBe('390,000원 (부가세 포함)');
    expect(pricesFor(marketEnv, 'zh-TW').device).toBe('NT$8,990（含稅）');
    expect(pricesFor(marketEnv, 'it')).toMatchObject({
      device: '279\u00a0€ IVA inclusa',
      monthly: '27,90\u00a0€ IVA inclusa',
    });
    // English keeps the global US-dollar prices.
    expect(pricesFor(marketEnv, 'en').device).toBe('US$295');
  });

  it('says so when a market’s own prices do not include its tax', () => {
    const env = localPrices('_IT', 'EUR', [229, 22.9, 20, 80, 270, 780], false);
    expect(pricesFor(env, 'it').device).toBe('229\u00a0€ + IVA');
  });

  it('keeps US dollars without a tax word where a market has no price of its own', () => {
    expect(pricesFor({}, 'ja').device).toBe('295米ドル');
    expect(pricesFor({}, 'ko').device).toBe('US$295');
    expect(pricesFor({}, 'zh-TW').device).toBe('US$295');
    expect(pricesFor({}, 'it').device).toBe('295\u00a0USD');
    expect(pricesFor({}, 'en')).toEqual({ device: 'US$295', monthly: 'US$29.95', pilot: 'US$350' });
    const prices = resolveMarketPrices({}, 'ja', '_JA');
    expect(prices).toMatchObject({ local: false, taxIncluded: false, device: { amount: 295, currency: 'USD' } });
  });

  it('takes a global price for every market without its own: the market’s own where it is in its currency', () => {
    const env = { ...localPrices('', 'USD', [299, 31, 25, 100, 350, 1000], false) };
    expect(pricesFor(env, 'ko').device).toBe('US$299');
    expect(resolveMarketPrices(env, 'ko', '_KO').local).toBe(false);
    // US dollars are the US market's own currency: shown with its tax wording, no note.
    expect(resolveMarketPrices(env, 'en', '_EN').local).toBe(true);
    expect(pricesFor(env, 'en').device).toBe('US$299 plus tax');
  });

  it('writes every currency as its readers do', () => {
    expect(formatMoney({ amount: 44000, currency: 'JPY' }, 'ja')).toBe('44,000円');
    expect(formatMoney({ amount: 390000, currency: 'KRW' }, 'ko')).toBe('390,000원');
    expect(formatMoney({ amount: 8990, currency: 'TWD' }, 'zh-TW')).toBe('NT$8,990');
    expect(formatMoney({ amount: 1279, currency: 'EUR' }, 'it')).toBe('1.279\u00a0€');
    expect(formatMoney({ amount: 44000, currency: 'JPY' }, 'en')).toBe('¥44,000');
  });
});

describe('price values that stop the build', () => {
  it('names the variable of a malformed amount, an unknown currency or too many decimals', () => {
    expect(() => parseMoney('VITE_PRICE_DEVICE_JA', '44000')).toThrow(
      /VITE_PRICE_DEVICE_JA: "44000" is not an amount and a currency code; for example 44000 JPY/,
    );
    expect(() => parseMoney('VITE_PRICE_DEVICE_JA', '44,000 JPY')).toThrow(/VITE_PRICE_DEVICE_JA/);
    expect(() => parseMoney('VITE_PRICE_DEVICE_KO', '390000 WON')).toThrow(
      /VITE_PRICE_DEVICE_KO: "390000 WON" has a currency code, WON, that ISO 4217 does not know/,
    );
    expect(() => parseMoney('VITE_PRICE_MONTHLY_JA', '4400.5 JPY')).toThrow(/more decimals than JPY has \(0\)/);
    expect(() => parseMoney('VITE_PRICE_DEVICE', '0 USD')).toThrow(/more than zero/);
    expect(parseMoney('VITE_PRICE_MONTHLY_IT', '27.90 eur')).toEqual({ amount: 27.9, currency: 'EUR' });
  });

  it('asks for a market’s prices as a set, in one currency', () => {
    expect(() => resolveOperatorValues({ VITE_PRICE_DEVICE_JA: '44000 JPY' }, today)).toThrow(
      /VITE_PRICE_DEVICE_JA is set without VITE_PRICE_MONTHLY_JA, .*VITE_PRICE_TIER_FOUNDERS_JA/,
    );
    const mixed = {
      ...localPrices('_JA', 'JPY', [44000, 4400, 3000, 15000, 52000, 150000]),
      VITE_PRICE_MONTHLY_JA: '29 USD',
    };
    expect(() => resolveOperatorValues(mixed, today)).toThrow(/The ja prices mix currencies \(JPY, USD\)/);
    expect(() => resolveOperatorValues({ ...marketEnv, VITE_PRICES_INCLUDE_TAX_KO: 'yes' }, today)).toThrow(
      /VITE_PRICES_INCLUDE_TAX_KO: "yes" is neither true nor false/,
    );
  });

  it.each([
    ['ja', '_JA', 'JPY'],
    ['ko', '_KO', 'KRW'],
    ['zh-TW', '_ZH_TW', 'TWD'],
    ['it', '_IT', 'EUR'],
  ] as const)(
    'keeps %s from selling while its own prices leave out its consumption tax',
    (language, suffix, currency) => {
      const blocking = (env: Record<string, string>) =>
        resolveOperatorValues(env, today)
          .report.markets.find((market) => market.language === language)
          ?.facts.filter((fact) => fact.blocks)
          .map((fact) => fact.variables)
          .join('\n');
      const amounts = [40000, 4000, 3000, 15000, 52000, 150000];
      expect(blocking(localPrices(suffix, currency, amounts, false))).toContain(
        `VITE_PRICES_INCLUDE_TAX${suffix}=true`,
      );
      expect(blocking(localPrices(suffix, currency, amounts, true))).not.toMatch(/INCLUDE_TAX|VITE_PRICE_DEVICE/);
    },
  );
});

describe('the guarantee as the Italian copy states it', () => {
  it('is the two years of the EU legal guarantee of conformity: a longer one would be a commercial guarantee, worded apart', () => {
    // it.arb calls {warrantyYears} "la garanzia legale di conformità ... prevista dal Codice del consumo".
    expect(business.warrantyYears).toBe(2);
    expect(it_.promises.warranty).toMatch(/Codice del consumo/);
    expect(it_.promises.warranty).toMatch(/[Gg]aranzia legale di conformità/);
  });
});
