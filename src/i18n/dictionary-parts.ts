import type { PageKey } from '@/routing/routes';

/**
 * Copy that only some pages show, split off each language's core dictionary so that it loads
 * with those pages: the legal pages' intros, each legal text, the crowd-support page's first
 * screen and the rest of it, the API programme, seller and trust pages, the home page's own
 * sections, and the answers, emergency box, stories, plan, waitlist and support
 * options that the home page shares with the FAQ, trust, testimonials, pricing and support pages,
 * the footer, the seller's identity rows, the video window's words, and the offer
 * (i18n/offer-terms.ts): what buying involves (the charge, the month, the refund before shipping),
 * which the pages that sell load, and the promises (the service, cancelling it, the guarantee, the
 * warranty, the hours), which the pages that answer about them load too; and the pricing page's
 * details below its plan card (the plain terms, Korea's product notice). Each key names its part
 * where it is declared, in en.arb (`x-part`, which translators' tools carry as the key's
 * metadata); a key without one is in the core every page loads. The messages plugin cuts the
 * parts (`locales/ja.arb?part=privacy`), and `loadDictionary` merges them into the language's
 * dictionary as pages need them. Which parts a page loads before it hydrates is below, and which
 * after it, with the sections that show them, in the page's file; tests/unit/first-load-copy.test.tsx renders each page's first render in each language
 * and fails on any key outside its first load.
 */
export const dictionaryParts = [
  'legalPages',
  'privacy',
  'terms',
  'accessibility',
  'crowdIntro',
  'crowd',
  'api',
  'apiProgram',
  'seller',
  'faq',
  'emergency',
  'testimonials',
  'trust',
  'home',
  'pricing',
  'offer',
  'promises',
  'pricingDetails',
  'waitlist',
  'support',
  'footer',
  'identity',
  'family',
  'features',
  'video',
  'languageOffer',
] as const;
export type DictionaryPart = (typeof dictionaryParts)[number];

/**
 * The parts each page's first screen shows: loaded before the page hydrates. The copy of its
 * sections that hydrate after it is declared with those sections, in the page's file
 * (`laterSections`, i18n/load-dictionary.ts), and joins the page's copy when its code arrives.
 */
const firstScreenParts: Partial<Record<PageKey, readonly DictionaryPart[]>> = {
  home: ['home'],
  pricing: ['pricing', 'offer', 'promises'],
  support: ['support', 'promises'],
  faq: ['faq', 'promises'],
  trust: ['trust', 'promises'],
  testimonials: ['testimonials'],
  privacy: ['legalPages'],
  terms: ['legalPages'],
  accessibility: ['legalPages'],
  crowdsupport: ['crowdIntro'],
  api: ['api'],
  seller: ['seller', 'identity', 'offer', 'promises'],
};

/** The parts of each page's sections that hydrate after it, as its file declares them. */
const laterParts = new Map<PageKey, readonly DictionaryPart[]>();

/** Called by `laterSections` when a page's code arrives: the copy its later sections show. */
export function declareLaterParts(page: PageKey, parts: readonly DictionaryPart[]): void {
  laterParts.set(page, parts);
}

/**
 * Parts of every page that load after it hydrates: the footer's copy and identity rows (with the
 * footer, layout/site-layout.tsx) and the video window's words (with the window).
 */
const everyPageAfterHydration: readonly DictionaryPart[] = ['footer', 'identity', 'video'];

/**
 * Every part a page's copy needs besides the core: what a navigation to it, or a change of
 * language on it, loads. Its later sections' parts are known once its code is in; until then
 * nothing of them renders.
 */
export function partsOfPage(page: PageKey): readonly DictionaryPart[] {
  return [...new Set([...(firstScreenParts[page] ?? []), ...(laterParts.get(page) ?? []), ...everyPageAfterHydration])];
}

/** The parts a page needs to hydrate, in its first load. */
export function firstLoadPartsOfPage(page: PageKey): readonly DictionaryPart[] {
  return firstScreenParts[page] ?? [];
}
