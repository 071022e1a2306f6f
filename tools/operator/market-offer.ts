/**
 * What the company offers in each market, from the operator's values: whether it sells there
 * (VITE_SELLING_MARKETS), where each call to action leads, what it promises (setup at home,
 * support hours, replacement time) and when a pre-order is charged. Every value can be set for
 * one language with the contact values' suffix (`VITE_HOME_SETUP_JA=true`).
 */
import type { Delivery, MarketLinks, MarketMedia, MarketPromises } from '../../src/config/site-config.ts';
import { languageInfo, languages, type Language } from '../../src/config/languages.ts';
import { business } from '../../src/content/business.ts';
import { notSetLink } from '../../shared/build-contract.ts';
import type { EnvSource } from './env-source.ts';
import * as kind from './value-kinds.ts';
import { defaultValue, languageSuffix } from './variables.ts';
import { readText, readValue } from './read-values.ts';

export { languageSuffix };

/** The targets of the calls to action that have a sample default (variables.ts). */
export const sampleLinkVariables = [
  'VITE_PREORDER_URL',
  'VITE_WAITLIST_URL',
  'VITE_PAYMENT_SUPPORTER_URL',
  'VITE_PAYMENT_CIRCLE_URL',
  'VITE_PAYMENT_PILOT_URL',
] as const;

/** Whether an address is one of the calls to action's sample defaults. */
export const isSampleLink = (url: string | null): boolean =>
  url !== null && sampleLinkVariables.some((variable) => defaultValue(variable) === url);

/**
 * Targets the specification sent to the pre-order form: unset, they still do (the waitlist, where
 * the market does not sell), and the launch check names each one.
 */
export const fallbackLinks = {
  founders: 'VITE_PAYMENT_FOUNDERS_URL',
  apiApply: 'VITE_API_APPLY_URL',
  videoSession: 'VITE_VIDEO_SESSION_URL',
  homeVisit: 'VITE_HOME_VISIT_URL',
} as const;

export type FallbackLink = keyof typeof fallbackLinks;

/**
 * The markets that sell: `VITE_SELLING_MARKETS=en,ja` (language codes, `zh-tw` or `zh-TW`);
 * unset, all five; `none`, none.
 */
export function resolveSellingMarkets(env: EnvSource): ReadonlySet<Language> {
  return new Set(readValue(env, 'VITE_SELLING_MARKETS')?.value ?? languages.map(({ code }) => code));
}

/**
 * An optional address the operator sets globally or per market: where the monthly service is
 * cancelled online (VITE_CANCEL_URL), the device's written warranty (VITE_WARRANTY_URL); null when unset.
 */
function optionalUrl(env: EnvSource, variable: 'VITE_CANCEL_URL' | 'VITE_WARRANTY_URL', language: Language) {
  return readValue(env, variable, language)?.value ?? null;
}

/** Each call to action's target in one market, and which ones fell back to a form the operator did not name. */
export function resolveMarketLinks(
  env: EnvSource,
  language: Language,
  selling: boolean,
): { links: MarketLinks; fallbacks: FallbackLink[] } {
  const url = (variable: (typeof sampleLinkVariables)[number]) =>
    readValue(env, variable, language)?.value ?? defaultValue(variable);
  const waitlist = url('VITE_WAITLIST_URL');
  const preorder = selling ? url('VITE_PREORDER_URL') : null;
  // Where the market does not sell, every target that is not the operator's own leads to the waitlist.
  const orWaitlist = (target: string) => (selling ? target : waitlist);
  const fallbacks: FallbackLink[] = [];
  const optional = (link: FallbackLink) => {
    const chosen = readValue(env, fallbackLinks[link], language);
    if (chosen) return chosen.value;
    fallbacks.push(link);
    const fallback = preorder ?? waitlist;
    // A preview's sample form would hide that this button has no page yet: the notice says so.
    return isSampleLink(fallback) ? notSetLink : fallback;
  };
  const homeSetup = resolveHomeSetup(env, language);
  return {
    links: {
      preorder,
      waitlist,
      tiers: {
        supporter: orWaitlist(url('VITE_PAYMENT_SUPPORTER_URL')),
        circle: orWaitlist(url('VITE_PAYMENT_CIRCLE_URL')),
        pilot: orWaitlist(url('VITE_PAYMENT_PILOT_URL')),
        founders: selling ? optional('founders') : waitlist,
      },
      apiApply: optional('apiApply'),
      videoSession: optional('videoSession'),
      homeVisit: homeSetup ? optional('homeVisit') : null,
      cancel: selling ? optionalUrl(env, 'VITE_CANCEL_URL', language) : null,
      warranty: selling ? optionalUrl(env, 'VITE_WARRANTY_URL', language) : null,
    },
    fallbacks,
  };
}

/** The variable naming a film's transcript file in one language (`VITE_VIDEO_MEET_TRANSCRIPT_JA`). */
export const transcriptVariable = (film: 'hero' | 'meet', language: Language) =>
  `VITE_VIDEO_${film.toUpperCase()}_TRANSCRIPT${languageSuffix(language)}`;

/** The market's transcript files, by film: its own language's only (another's words are no transcript). */
export function transcriptFiles(env: EnvSource, language: Language): Record<'hero' | 'meet', string | null> {
  const file = (film: 'hero' | 'meet') =>
    readValue(env, film === 'hero' ? 'VITE_VIDEO_HERO_TRANSCRIPT' : 'VITE_VIDEO_MEET_TRANSCRIPT', language)?.value ??
    null;
  return { hero: file('hero'), meet: file('meet') };
}

/** Whether the market's films carry captions in its language or have its transcript, and its voice samples are recorded. */
export function resolveMedia(env: EnvSource, language: Language): MarketMedia {
  const flag = (variable: 'VITE_VIDEO_HERO_HAS_CAPTIONS' | 'VITE_VIDEO_MEET_HAS_CAPTIONS' | 'VITE_VOICE_RECORDED') =>
    readValue(env, variable, language)?.value ?? false;
  const files = transcriptFiles(env, language);
  return {
    captions: { hero: flag('VITE_VIDEO_HERO_HAS_CAPTIONS'), meet: flag('VITE_VIDEO_MEET_HAS_CAPTIONS') },
    transcripts: { hero: files.hero !== null, meet: files.meet !== null },
    voiceRecorded: flag('VITE_VOICE_RECORDED'),
  };
}

/** Setup at home: the United States by default (the specification's promise), elsewhere only when set. */
export function resolveHomeSetup(env: EnvSource, language: Language): boolean {
  return readValue(env, 'VITE_HOME_SETUP', language)?.value ?? language === 'en';
}

/**
 * What the company promises in a market. The specification's promises (support day and night, a
 * replacement within 24 hours, setup at home) are the United States' defaults; in the other markets
 * a page promises them only once the operator says so.
 */
export function resolvePromises(env: EnvSource, language: Language): MarketPromises {
  const isUs = language === 'en';
  return {
    homeSetup: resolveHomeSetup(env, language),
    supportHours: readValue(env, 'VITE_SUPPORT_HOURS', language)?.value ?? (isUs ? { days: 'always' } : null),
    replacementHours:
      readValue(env, 'VITE_REPLACEMENT_HOURS', language)?.value ?? (isUs ? business.replacementShipsWithinHours : null),
  };
}

/**
 * The month devices are expected (`2027-09`), or null with the reason: unset, malformed, or a month
 * that had already ended on `today` (the build date).
 */
export function resolveUnitsExpected(
  value: string | undefined,
  today: Date,
): { month: { year: number; month: number } | null; problem?: string } {
  if (value === undefined) return { month: null, problem: 'is not set' };
  let parsed: { year: number; month: number };
  try {
    parsed = kind.month(value);
  } catch (error) {
    if (!(error instanceof kind.ValueProblem)) throw error;
    return { month: null, problem: `"${value}" ${error.reason}, such as ${error.example}` };
  }
  const { year, month } = parsed;
  const ended = year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  if (ended) return { month: null, problem: `(${value}) is earlier than the build date` };
  return { month: { year, month } };
}

/**
 * Within how many days a cancelled order is paid back: the market's own VITE_REFUND_DAYS, else the
 * value for every market up to what the market's law allows, else the law's. Where the law sets
 * none (Japan) and nothing is set, a sample: 14 days, marked as one.
 */
export function resolveRefundDays(env: EnvSource, language: Language): { days: number; sample: boolean } {
  const law = languageInfo(language).market.refundDays;
  const chosen = readValue(env, 'VITE_REFUND_DAYS', language);
  if (chosen) return { days: law === null ? chosen.value : Math.min(chosen.value, law), sample: false };
  return law === null ? { days: sampleRefundDays, sample: true } : { days: law, sample: false };
}

/** The refund time a market without one in its law shows, marked as a sample, until the operator sets it. */
export const sampleRefundDays = 14;

/** When devices are expected in a market, and when a pre-order there is charged. */
export function resolveDelivery(
  env: EnvSource,
  language: Language,
  today: Date,
): { delivery: Delivery; problem?: string; variable: string } {
  const chosen = readText(env, 'VITE_UNITS_EXPECTED', language);
  const expected = resolveUnitsExpected(chosen?.value, today);
  const charge = readValue(env, 'VITE_PREORDER_PAYMENT', language)?.value;
  return {
    delivery: {
      expected: expected.month,
      // Unset: charged at order once a delivery month is known; before that, nobody pays (16 CFR 435).
      charge: charge ?? (expected.month ? 'atOrder' : 'whenDated'),
      refundDays: resolveRefundDays(env, language).days,
    },
    problem: expected.problem,
    variable: chosen?.name ?? 'VITE_UNITS_EXPECTED',
  };
}
