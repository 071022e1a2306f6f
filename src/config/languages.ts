/** The five site languages, each one market: codes, URL path segments, how each names itself, and its country. */
type LanguageInfo = {
  /** BCP 47 tag, also used for `<html lang>` and `Intl`. */
  code: string;
  /** The URL path segment: `/{segment}/faq`. */
  segment: string;
  nativeName: string;
  /** Short label for narrow screens. */
  shortName: string;
  /** Open Graph locale. */
  ogLocale: string;
  /**
   * The market's country (ISO 3166), its international calling code, its emergency number, and the
   * days its law gives a buyer at a distance to withdraw without a reason (null: no such right;
   * the money-back guarantee is the return term): 14 in the EU, 7 in Korea and Taiwan.
   */
  market: {
    country: string;
    callingCode: string;
    emergencyNumber: string;
    withdrawalDays: number | null;
    /**
     * Whether its law wants the consumer health data privacy policy linked on its own from the home
     * page (Washington's My Health My Data Act): the footer links to the privacy policy's health section.
     */
    healthDataPolicyLink: boolean;
    /** Whether its law gives a model withdrawal form the seller must offer (the EU's, annex I B of Directive 2011/83/EU). */
    withdrawalModelForm: boolean;
    /**
     * Within how many days its law has a seller at a distance pay back a cancelled order, counted
     * as that law counts them (the copy names the unit): 7 working days in the United States (16
     * CFR 435.1), 3 business days in Korea (전자상거래법 §18), 15 days in Taiwan (消保法 §19-2), 14 days
     * in Italy (Codice del consumo art. 56). Null where the law sets none (Japan): the operator's
     * VITE_REFUND_DAYS says it. The operator may set fewer days, never more.
     */
    refundDays: number | null;
    /** The currency a consumer there pays in (ISO 4217). */
    currency: string;
    /**
     * Whether its law wants consumer prices shown with its consumption tax included (総額表示, 부가세
     * 포함, 內含營業稅, IVA inclusa). In the United States prices are shown before sales tax.
     */
    pricesIncludeTax: boolean;
    /**
     * Whether anything not strictly necessary may be written to a visitor's device only with their
     * consent (the EU's ePrivacy rule): the visit counter is then never kept on its pages.
     */
    storageNeedsConsent: boolean;
    /**
     * What its law wants of the seller on every page where the market sells: every detail and both
     * registration numbers in Korea (전자상거래법), the company and its number in Italy (Partita
     * IVA) and Taiwan (統一編號); elsewhere the footer's link to the seller page says it.
     */
    sellerInFooter: 'everyDetail' | 'companyAndNumber' | null;
    /** Its time zone, for support hours. */
    timeZone: string;
    /**
     * The privacy law its readers read the policy under, for information sent abroad: the safeguard
     * each processor's entry gives for it (shared/processors.ts); the US names none.
     */
    privacyRegime: 'us' | 'jp' | 'kr' | 'tw' | 'eu';
  };
  /**
   * The apps a family in this market passes a page on with, in the order they use them ("Send this
   * page to family" without a share sheet). KakaoTalk shares only through Kakao's own script and
   * app key, so Korea has text message and email.
   */
  shareApps: readonly ShareApp[];
};

export type ShareApp = 'line' | 'whatsapp' | 'sms' | 'email';

export const languages = [
  {
    code: 'en',
    segment: 'en',
    nativeName: 'English',
    shortName: 'EN',
    ogLocale: 'en_US',
    market: {
      country: 'US',
      callingCode: '1',
      emergencyNumber: '911',
      withdrawalDays: null,
      healthDataPolicyLink: true,
      withdrawalModelForm: false,
      refundDays: 7,
      currency: 'USD',
      pricesIncludeTax: false,
      sellerInFooter: null,
      storageNeedsConsent: false,
      timeZone: 'America/New_York',
      privacyRegime: 'us',
    },
    shareApps: ['sms', 'whatsapp', 'email'],
  },
  {
    code: 'ja',
    segment: 'ja',
    nativeName: '日本語',
    shortName: 'JA',
    ogLocale: 'ja_JP',
    market: {
      country: 'JP',
      callingCode: '81',
      emergencyNumber: '119',
      withdrawalDays: null,
      healthDataPolicyLink: false,
      withdrawalModelForm: false,
      refundDays: null,
      currency: 'JPY',
      pricesIncludeTax: true,
      sellerInFooter: null,
      storageNeedsConsent: false,
      timeZone: 'Asia/Tokyo',
      privacyRegime: 'jp',
    },
    shareApps: ['line', 'sms', 'email'],
  },
  {
    code: 'ko',
    segment: 'ko',
    nativeName: '한국어',
    shortName: 'KO',
    ogLocale: 'ko_KR',
    market: {
      country: 'KR',
      callingCode: '82',
      emergencyNumber: '119',
      withdrawalDays: 7,
      healthDataPolicyLink: false,
      withdrawalModelForm: false,
      refundDays: 3,
      currency: 'KRW',
      pricesIncludeTax: true,
      sellerInFooter: 'everyDetail',
      storageNeedsConsent: false,
      timeZone: 'Asia/Seoul',
      privacyRegime: 'kr',
    },
    shareApps: ['sms', 'email'],
  },
  {
    code: 'zh-TW',
    segment: 'zh-tw',
    nativeName: '繁體中文',
    shortName: '繁中',
    ogLocale: 'zh_TW',
    market: {
      country: 'TW',
      callingCode: '886',
      emergencyNumber: '119',
      withdrawalDays: 7,
      healthDataPolicyLink: false,
      withdrawalModelForm: false,
      refundDays: 15,
      currency: 'TWD',
      pricesIncludeTax: true,
      sellerInFooter: 'companyAndNumber',
      storageNeedsConsent: false,
      timeZone: 'Asia/Taipei',
      privacyRegime: 'tw',
    },
    shareApps: ['line', 'sms', 'email'],
  },
  {
    code: 'it',
    segment: 'it',
    nativeName: 'Italiano',
    shortName: 'IT',
    ogLocale: 'it_IT',
    market: {
      country: 'IT',
      callingCode: '39',
      emergencyNumber: '112',
      withdrawalDays: 14,
      healthDataPolicyLink: false,
      withdrawalModelForm: true,
      refundDays: 14,
      currency: 'EUR',
      pricesIncludeTax: true,
      sellerInFooter: 'companyAndNumber',
      storageNeedsConsent: true,
      timeZone: 'Europe/Rome',
      privacyRegime: 'eu',
    },
    shareApps: ['whatsapp', 'sms', 'email'],
  },
] as const satisfies readonly LanguageInfo[];

export type Language = (typeof languages)[number]['code'];

export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language.code === value);
}

/** The language whose path segment this is; segments are matched exactly (`/EN` is not English). */
export function languageFromSegment(segment: string): Language | undefined {
  return languages.find((language) => language.segment === segment)?.code;
}

export function languageInfo(code: Language): LanguageInfo {
  const info = languages.find((language) => language.code === code);
  if (!info) throw new Error(`Unknown language: ${code}`);
  return info;
}
