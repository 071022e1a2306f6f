/**
 * What the company offers in each market, from the operator's values: whether it sells there
 * (VITE_SELLING_MARKETS), where each call to action leads, what it promises (setup at home,
 * support hours, replacement time) and when a pre-order is charged. Every value can be set for
 * one language with the contact values' suffix (`VITE_HOME_SETUP_JA=true`).
 */
import type { Delivery, MarketLinks, MarketPromises, SupportHours } from '../../src/config/site-config.ts';
import { languages, type Language } from '../../src/config/languages.ts';
import { business } from '../../src/content/business.ts';
import { envText, type EnvSource } from './env-source.ts';

/** The targets of the calls to action, with their sample defaults; unset optional ones fall back. */
export const linkDefaults = {
  VITE_PREORDER_URL: 'https://forms.hazel.example/preorder',
  VITE_WAITLIST_URL: 'https://forms.hazel.example/waitlist',
  VITE_PAYMENT_SUPPORTER_URL: 'https://pay.hazel.example/supporter',
  VITE_PAYMENT_CIRCLE_URL: 'https://pay.hazel.example/circle',
  VITE_PAYMENT_PILOT_URL: 'https://pay.hazel.example/pilot',
} as const;

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

/** `_JA`, `_ZH_TW`: the suffix of a language's own value. */
export function languageSuffix(language: Language): string {
  return `_${language.toUpperCase().replace('-', '_')}`;
}

/** A language's own value if set, otherwise the global one, with the variable it came from. */
export function ownOrGlobal(env: EnvSource, variable: string, language: Language) {
  const own = `${variable}${languageSuffix(language)}`;
  const ownValue = envText(env, own);
  if (ownValue !== undefined) return { name: own, value: ownValue };
  const global = envText(env, variable);
  return global === undefined ? undefined : { name: variable, value: global };
}

export function checkUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  return value;
}

function readFlag(chosen: { name: string; value: string } | undefined, fallback: boolean): boolean {
  if (!chosen) return fallback;
  if (chosen.value !== 'true' && chosen.value !== 'false')
    throw new Error(`${chosen.name} must be true or false, got "${chosen.value}"`);
  return chosen.value === 'true';
}

/**
 * The markets that sell: `VITE_SELLING_MARKETS=en,ja` (language codes, `zh-tw` or `zh-TW`);
 * unset, all five; `none`, none.
 */
export function resolveSellingMarkets(env: EnvSource): ReadonlySet<Language> {
  const value = envText(env, 'VITE_SELLING_MARKETS');
  if (value === undefined) return new Set(languages.map(({ code }) => code));
  if (value.toLowerCase() === 'none') return new Set();
  const chosen = value.split(',').map((item) => item.trim().toLowerCase());
  const selling = new Set<Language>();
  for (const item of chosen) {
    const language = languages.find(({ code }) => code.toLowerCase() === item)?.code;
    if (!language) {
      throw new Error(
        `VITE_SELLING_MARKETS must list language codes (${languages.map(({ code }) => code).join(', ')}) or say none, got "${item}"`,
      );
    }
    selling.add(language);
  }
  return selling;
}

/** Each call to action's target in one market, and which ones fell back to a form the operator did not name. */
export function resolveMarketLinks(
  env: EnvSource,
  language: Language,
  selling: boolean,
): { links: MarketLinks; fallbacks: FallbackLink[] } {
  const url = (variable: keyof typeof linkDefaults) => {
    const chosen = ownOrGlobal(env, variable, language) ?? { name: variable, value: linkDefaults[variable] };
    return checkUrl(chosen.name, chosen.value);
  };
  const waitlist = url('VITE_WAITLIST_URL');
  const preorder = selling ? url('VITE_PREORDER_URL') : null;
  // Where the market does not sell, every target that is not the operator's own leads to the waitlist.
  const orWaitlist = (target: string) => (selling ? target : waitlist);
  const fallbacks: FallbackLink[] = [];
  const optional = (link: FallbackLink) => {
    const chosen = ownOrGlobal(env, fallbackLinks[link], language);
    if (chosen) return checkUrl(chosen.name, chosen.value);
    fallbacks.push(link);
    return preorder ?? waitlist;
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
    },
    fallbacks,
  };
}

/** Setup at home: the United States by default (the specification's promise), elsewhere only when set. */
export function resolveHomeSetup(env: EnvSource, language: Language): boolean {
  return readFlag(ownOrGlobal(env, 'VITE_HOME_SETUP', language), language === 'en');
}

/** `24/7`, `daily 08:00-20:00` or `weekdays 09:00-18:00`, in the market's own time. */
export function parseSupportHours(name: string, value: string): SupportHours {
  if (value === '24/7') return { days: 'always' };
  const match = /^(daily|weekdays)\s+([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!match) {
    throw new Error(`${name} must be 24/7, "daily HH:MM-HH:MM" or "weekdays HH:MM-HH:MM", got "${value}"`);
  }
  const [, days, fromHour, fromMinute, toHour, toMinute] = match;
  return { days: days as 'daily' | 'weekdays', from: `${fromHour}:${fromMinute}`, to: `${toHour}:${toMinute}` };
}

/**
 * What the company promises in a market. The specification's promises (support day and night, a
 * replacement within 24 hours, setup at home) are the United States' defaults; in the other markets
 * a page promises them only once the operator says so.
 */
export function resolvePromises(env: EnvSource, language: Language): MarketPromises {
  const isUs = language === 'en';
  const hours = ownOrGlobal(env, 'VITE_SUPPORT_HOURS', language);
  const replacement = ownOrGlobal(env, 'VITE_REPLACEMENT_HOURS', language);
  if (replacement && !/^[1-9]\d{0,2}$/.test(replacement.value)) {
    throw new Error(`${replacement.name} must be a number of hours such as 24, got "${replacement.value}"`);
  }
  return {
    homeSetup: resolveHomeSetup(env, language),
    supportHours: hours ? parseSupportHours(hours.name, hours.value) : isUs ? { days: 'always' } : null,
    replacementHours: replacement ? Number(replacement.value) : isUs ? business.replacementShipsWithinHours : null,
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
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (!match) return { month: null, problem: `must be a year and month such as 2027-09, got "${value}"` };
  const year = Number(match[1]);
  const month = Number(match[2]);
  const ended = year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  if (ended) return { month: null, problem: `(${value}) is earlier than the build date` };
  return { month: { year, month } };
}

/** When devices are expected in a market, and when a pre-order there is charged. */
export function resolveDelivery(
  env: EnvSource,
  language: Language,
  today: Date,
): { delivery: Delivery; problem?: string; variable: string } {
  const chosen = ownOrGlobal(env, 'VITE_UNITS_EXPECTED', language);
  const expected = resolveUnitsExpected(chosen?.value, today);
  const charge = ownOrGlobal(env, 'VITE_PREORDER_PAYMENT', language);
  if (charge && charge.value !== 'at-order' && charge.value !== 'when-dated') {
    throw new Error(`${charge.name} must be at-order or when-dated, got "${charge.value}"`);
  }
  return {
    delivery: { expected: expected.month, charge: charge?.value === 'when-dated' ? 'whenDated' : 'atOrder' },
    problem: expected.problem,
    variable: chosen?.name ?? 'VITE_UNITS_EXPECTED',
  };
}
