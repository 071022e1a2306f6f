/**
 * The operator's values: read from VITE_* variables at build time, validated, and resolved per
 * language into the plain data the site is built with (src/config/site-config.ts). A malformed
 * value stops the build with a message naming the variable; a value that would mislead a visitor
 * (a shipping date in the past, a brand without its reading) is dropped with a warning.
 */
import type { PhoneNumber } from 'libphonenumber-js/max';
import type {
  ChatChannel,
  ContactParams,
  MarketValues,
  PhoneNote,
  SiteConfig,
  SupportPhone,
} from '../../src/config/site-config.ts';
import { languages, type Language } from '../../src/config/languages.ts';
import { resolveMarketPrices } from './market-prices.ts';
import { resolveSeller } from './seller-values.ts';
import { envText, type EnvSource } from './env-source.ts';
import {
  languageSuffix,
  resolveDelivery,
  resolveMedia,
  resolveMarketLinks,
  resolvePromises,
  resolveSellingMarkets,
} from './market-offer.ts';
import { launchReport, type LaunchReport } from './launch-facts.ts';
import { defaultValue, type ValueOf } from './variables.ts';
import { readOrDefault, readValue } from './read-values.ts';
import { resolveDeletionAfterServiceDays, resolveEmergencyNoAnswerMinutes } from './company-facts.ts';
import { resolveMeasurement } from './measurement-values.ts';

export { languageSuffix, resolveUnitsExpected } from './market-offer.ts';

/**
 * How the default brand is said in the languages that do not write it in Latin letters (zh-TW:
 * the usual characters for "Hei-" and "-zel" in foreign names, read hēi-zé-ěr, as the Mandarin
 * voice sample says it). They apply only while VITE_BRAND is the default; the voice samples say
 * the name the same way.
 */
export const defaultBrandReadings: Partial<Record<Language, string>> = {
  ja: 'ヘーゼル',
  ko: '헤이즐',
  'zh-TW': '黑澤爾',
};

function phoneNote(number: PhoneNumber, local: boolean): PhoneNote | null {
  const tollFree = number.getType() === 'TOLL_FREE';
  if (local) return tollFree ? 'localFree' : null;
  if (number.country === 'US') return tollFree ? 'abroadUsFree' : 'abroadUs';
  return 'abroad';
}

/** How the number is dialled at home: North American numbers as 1-844-464-2935, others in their national format. */
function nationalDigits(number: PhoneNumber): string {
  if (number.countryCallingCode !== '1') return number.formatNational();
  const digits = String(number.nationalNumber);
  return `1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * A language's support line. A local number is a pair: the display may be left out (the
 * number's national format is shown), the dial number may not (letters cannot be dialled).
 */
export function resolveSupportPhone(env: EnvSource, language: Language): SupportPhone {
  const suffix = languageSuffix(language);
  const ownDisplay = envText(env, `VITE_SUPPORT_PHONE_DISPLAY${suffix}`);
  const ownDial = envText(env, `VITE_SUPPORT_PHONE_DIAL${suffix}`);
  if (ownDisplay !== undefined && ownDial === undefined) {
    throw new Error(
      `VITE_SUPPORT_PHONE_DISPLAY${suffix} is set without VITE_SUPPORT_PHONE_DIAL${suffix}: set the number to dial too`,
    );
  }
  const { name: dialName, value: number } = readOrDefault(env, 'VITE_SUPPORT_PHONE_DIAL', language);
  const dial = envText(env, dialName) ?? defaultValue('VITE_SUPPORT_PHONE_DIAL');
  // A display goes with its own dial number: the vanity default only with the default number.
  const globalDisplay =
    envText(env, 'VITE_SUPPORT_PHONE_DISPLAY') ??
    (envText(env, 'VITE_SUPPORT_PHONE_DIAL') === undefined ? defaultValue('VITE_SUPPORT_PHONE_DISPLAY') : undefined);
  const display = (ownDial === undefined ? globalDisplay : ownDisplay) ?? nationalDigits(number);
  const local = number.countryCallingCode === languageInfoOf(language).market.callingCode;
  return {
    display,
    dial,
    international: number.formatInternational(),
    national: nationalDigits(number),
    local,
    note: phoneNote(number, local),
  };
}

/** `whatsapp:<number>`, `line:<official account id>` or `kakao:<channel id>`, as a link to open the chat. */
export function chatChannel({ app, id }: ValueOf<'VITE_CHAT'>): ChatChannel {
  if (app === 'whatsapp') return { app, url: `https://wa.me/${id}` };
  if (app === 'line') return { app, url: `https://line.me/R/ti/p/${id}` };
  return { app, url: `https://pf.kakao.com/${id}/chat` };
}

function resolveChat(env: EnvSource, language: Language): ChatChannel {
  const chosen = readValue(env, 'VITE_CHAT', language);
  if (chosen) return chatChannel(chosen.value);
  // The specification's placeholder number is no real line: only the operator's own is checked.
  const number = readValue(env, 'VITE_WHATSAPP_NUMBER')?.value ?? defaultValue('VITE_WHATSAPP_NUMBER');
  return { app: 'whatsapp', url: `https://wa.me/${number}` };
}

function resolveEmail(env: EnvSource, variable: 'VITE_PRIVACY_EMAIL' | 'VITE_ACCESSIBILITY_EMAIL', language: Language) {
  return readOrDefault(env, variable, language).value;
}

/**
 * The reading shown after the brand where a visitor must say it. The Hazel readings apply only
 * while the brand is Hazel: another brand has none until the operator sets it.
 */
export function resolveBrandReading(env: EnvSource, language: Language): string | null {
  const own = readValue(env, 'VITE_BRAND_READING', language);
  if (own) return own.value;
  const brandIsDefault = readOrDefault(env, 'VITE_BRAND').value === defaultValue('VITE_BRAND');
  return (brandIsDefault ? defaultBrandReadings[language] : undefined) ?? null;
}

function languageInfoOf(language: Language) {
  const info = languages.find((entry) => entry.code === language);
  if (!info) throw new Error(`Unknown language: ${language}`);
  return info;
}

function slug(brand: string): string {
  return brand.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/**
 * The parameters of a hosted form's email and phone fields (VITE_PREORDER_PREFILL_EMAIL …), and
 * where the form reads them (VITE_PREFILL_VIA: the query, or the fragment). The sample form (the
 * operator has set no address for it) shows the field, as a form taking both would, and is given
 * nothing; the operator's own form takes only what the operator names.
 */
function readPrefill(env: EnvSource, form: 'PREORDER' | 'WAITLIST'): ContactParams {
  const onSampleForm = envText(env, `VITE_${form}_URL`) === undefined;
  const read = (field: 'EMAIL' | 'PHONE') =>
    readValue(env, `VITE_${form}_PREFILL_${field}` as const)?.value ?? (onSampleForm ? field.toLowerCase() : '');
  return {
    email: read('EMAIL'),
    phone: read('PHONE'),
    via: onSampleForm ? null : (readValue(env, 'VITE_PREFILL_VIA')?.value ?? 'query'),
  };
}

export type ResolvedOperatorValues = {
  config: SiteConfig;
  /** Every fact a launch needs, per market, with what is still missing or a sample (npm run launch-check). */
  report: LaunchReport;
  /** What a production build prints: one line per fact still to be set. */
  warnings: string[];
};

/** Every operator value, validated and resolved per language, and what is still to be set before launch. */
export function resolveOperatorValues(env: EnvSource, today: Date): ResolvedOperatorValues {
  const brand = readOrDefault(env, 'VITE_BRAND').value;
  const url = (variable: 'VITE_SOCIAL_FACEBOOK_URL' | 'VITE_SOCIAL_INSTAGRAM_URL' | 'VITE_SOCIAL_YOUTUBE_URL') =>
    readOrDefault(env, variable).value;
  const videoId = (variable: 'VITE_VIDEO_HERO_ID' | 'VITE_VIDEO_MEET_ID') => readOrDefault(env, variable).value;
  const selling = resolveSellingMarkets(env);
  const resolved = languages.map(({ code }) => {
    const suffix = languageSuffix(code);
    const seller = resolveSeller(env, code);
    const links = resolveMarketLinks(env, code, selling.has(code));
    const delivery = resolveDelivery(env, code, today);
    const market: MarketValues = {
      selling: selling.has(code),
      links: links.links,
      promises: resolvePromises(env, code),
      delivery: delivery.delivery,
      // Filled in below, from the launch facts.
      samples: [],
      seller: seller.seller,
      supportPhone: resolveSupportPhone(env, code),
      chat: resolveChat(env, code),
      privacyEmail: resolveEmail(env, 'VITE_PRIVACY_EMAIL', code),
      accessibilityEmail: resolveEmail(env, 'VITE_ACCESSIBILITY_EMAIL', code),
      brandReading: resolveBrandReading(env, code),
      prices: resolveMarketPrices(env, code, suffix),
      media: resolveMedia(env, code),
    };
    return { code, market, sellerDefaults: seller.defaults, fallbacks: links.fallbacks, delivery };
  });

  const config: SiteConfig = {
    brand,
    siteOrigin: readOrDefault(env, 'VITE_SITE_ORIGIN').value,
    prefillParams: {
      preorder: readPrefill(env, 'PREORDER'),
      waitlist: readPrefill(env, 'WAITLIST'),
    },
    videos: { hero: videoId('VITE_VIDEO_HERO_ID'), meet: videoId('VITE_VIDEO_MEET_ID') },
    social: {
      facebook: url('VITE_SOCIAL_FACEBOOK_URL'),
      instagram: url('VITE_SOCIAL_INSTAGRAM_URL'),
      youtube: url('VITE_SOCIAL_YOUTUBE_URL'),
    },
    apiDocs: readValue(env, 'VITE_API_DOCS_URL')?.value ?? null,
    standInDomains: readValue(env, 'VITE_TEST_STAND_INS')?.value ?? [],
    storageKeys: {
      language: `${slug(brand)}-language`,
      visitor: `${slug(brand)}-visitor`,
      textSize: `${slug(brand)}-text-size`,
      arrivedFrom: `${slug(brand)}-arrived-from`,
    },
    markets: Object.fromEntries(resolved.map(({ code, market }) => [code, market])) as Record<Language, MarketValues>,
    emergencyNoAnswerMinutes: resolveEmergencyNoAnswerMinutes(env),
    deletionAfterServiceDays: resolveDeletionAfterServiceDays(env),
    samples: [],
    measurement: resolveMeasurement(env),
  };
  const report = launchReport(env, config, resolved);
  const withSamples: SiteConfig = {
    ...config,
    samples: report.globalSamples,
    markets: Object.fromEntries(
      languages.map(({ code }): [Language, MarketValues] => [
        code,
        { ...config.markets[code], samples: report.marketSamples[code] },
      ]),
    ) as Record<Language, MarketValues>,
  };
  return { config: withSamples, report, warnings: report.buildWarnings };
}
