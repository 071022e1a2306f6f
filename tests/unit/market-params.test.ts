import { describe, expect, it } from 'vitest';
import { resolveOperatorValues } from '@tools/operator/operator-values';
import { baseParams } from '@/i18n/base-params';
import type { Dictionary } from '@/i18n/dictionary';
import type { Language } from '@/config/languages';
import en from '@/i18n/locales/en.arb';
import it_ from '@/i18n/locales/it.arb';
import ja from '@/i18n/locales/ja.arb';
import ko from '@/i18n/locales/ko.arb';
import zhTw from '@/i18n/locales/zh-tw.arb';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';

const dictionaries: Record<Language, Dictionary> = { en, ja, ko, 'zh-TW': zhTw, it: it_ };
const today = new Date('2026-11-23T00:00:00Z');

/** The values as read (the phrase breaks of ja and zh-TW are invisible). */
function paramsFor(env: Record<string, string>, language: Language) {
  const { config } = resolveOperatorValues(env, today);
  const params = baseParams(config, config.markets[language], language, dictionaries[language]);
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' ? withoutPhraseBreaks(value) : value,
    ]),
  ) as typeof params;
}

describe('what each market reads', () => {
  it('says the name as the visitor would say it, in their script', () => {
    expect(paramsFor({}, 'ja').wakeWord).toBe('Hazel（ヘーゼル）');
    expect(paramsFor({}, 'ko').wakeWord).toBe('Hazel(헤이즐)');
    expect(paramsFor({}, 'zh-TW').wakeWord).toBe('Hazel（黑澤爾）');
    expect(paramsFor({}, 'en').wakeWord).toBe('Hazel');
    expect(paramsFor({}, 'it').wakeWord).toBe('Hazel');
  });

  it('shows another brand alone where it has no reading', () => {
    const env = { VITE_BRAND: 'Aria', VITE_BRAND_READING_JA: 'アリア' };
    expect(paramsFor(env, 'ja').wakeWord).toBe('Aria（アリア）');
    expect(paramsFor(env, 'ko').wakeWord).toBe('Aria');
  });

  it('shows the local number at home (with its digits after vanity letters), and the vanity letters with the digits abroad', () => {
    const env = { VITE_SUPPORT_PHONE_DIAL_KO: '+8221234567' };
    expect(paramsFor(env, 'en').phone).toBe('1-844-GO-HAZEL (1-844-464-2935)');
    expect(paramsFor(env, 'ja').phone).toBe('1-844-GO-HAZEL（+1 844 464 2935）');
    expect(paramsFor(env, 'it').phone).toBe('1-844-GO-HAZEL (+1 844 464 2935)');
    expect(paramsFor(env, 'ko').phone).toBe('02-123-4567');
    expect(paramsFor({ VITE_SUPPORT_PHONE_DISPLAY: '+1 844 464 2935' }, 'ja').phone).toBe('+1 844 464 2935');
  });

  it('names the chat app the link opens, and the market’s emergency number', () => {
    const env = { VITE_CHAT_JA: 'line:@hazel', VITE_CHAT_KO: 'kakao:_hazel' };
    expect(paramsFor(env, 'ja').chatApp).toBe(ja.contact.chatApps.line);
    expect(paramsFor(env, 'ko').chatApp).toBe(ko.contact.chatApps.kakao);
    expect(paramsFor(env, 'it').chatApp).toBe(it_.contact.chatApps.whatsapp);
    expect(
      ['en', 'ja', 'ko', 'zh-TW', 'it'].map((language) => paramsFor({}, language as Language).emergencyNumber),
    ).toEqual(['911', '119', '119', '119', '112']);
  });

  it('adds up the first year, the device and twelve months, in each currency, with the market’s tax wording', () => {
    // The global US-dollar prices, shown as they are (the page notes what they leave out).
    expect(paramsFor({}, 'en').firstYearTotal).toBe('US$654.40');
    expect(paramsFor({}, 'it').firstYearTotal).toBe('654,40\u00a0USD');
    const own = (language: Language, suffix: string, device: string, monthly: string) =>
      paramsFor(
        {
          [`VITE_PRICE_DEVICE${suffix}`]: device,
          [`VITE_PRICE_MONTHLY${suffix}`]: monthly,
          [`VITE_PRICE_TIER_SUPPORTER${suffix}`]: device,
          [`VITE_PRICE_TIER_CIRCLE${suffix}`]: device,
          [`VITE_PRICE_TIER_PILOT${suffix}`]: device,
          [`VITE_PRICE_TIER_FOUNDERS${suffix}`]: device,
          ...(suffix === '' ? {} : { [`VITE_PRICES_INCLUDE_TAX${suffix}`]: 'true' }),
        },
        language,
      ).firstYearTotal;
    expect(own('en', '', '299 USD', '29.95 USD')).toBe('US$658.40 plus tax');
    expect(own('ja', '_JA', '44000 JPY', '4400 JPY')).toBe('96,800円（税込）');
    expect(own('ko', '_KO', '390000 KRW', '39000 KRW')).toBe('858,000원 (부가세 포함)');
    expect(own('zh-TW', '_ZH_TW', '8990 TWD', '890 TWD')).toBe('NT$19,670（含稅）');
    expect(own('it', '_IT', '279 EUR', '27.90 EUR')).toBe('613,80\u00a0€ IVA inclusa');
  });
});
