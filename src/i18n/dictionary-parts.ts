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
 * dictionary as pages need them. Which parts a page loads, and which of them before it hydrates,
 * is below; tests/unit/first-load-copy.test.tsx renders each page's first render in each language
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

const partsByPage: Partial<Record<PageKey, readonly DictionaryPart[]>> = {
  home: [
    'home',
    'family',
    'features',
    'faq',
    'emergency',
    'testimonials',
    'pricing',
    'offer',
    'promises',
    'waitlist',
    'support',
  ],
  pricing: ['pricing', 'offer', 'promises', 'pricingDetails'],
  support: ['support', 'promises'],
  faq: ['faq', 'promises', 'emergency'],
  trust: ['emergency', 'trust', 'promises'],
  testimonials: ['testimonials'],
  privacy: ['legalPages', 'privacy', 'identity'],
  terms: ['legalPages', 'terms', 'offer', 'promises'],
  accessibility: ['legalPages', 'accessibility'],
  crowdsupport: ['crowdIntro', 'crowd', 'offer', 'promises'],
  api: ['api', 'apiProgram'],
  seller: ['seller', 'identity', 'offer', 'promises'],
};

/**
 * Parts that only a page's sections below its first screen show, which hydrate after the page
 * (pages/home.tsx, the FAQ's emergency box, each legal text under its page's intro, the crowd-support
 * page below its intro):
 * they load with those sections,
 * not with the page's first load.
 */
const partsAfterHydration: Partial<Record<PageKey, readonly DictionaryPart[]>> = {
  home: [
    'family',
    'features',
    'faq',
    'emergency',
    'testimonials',
    'pricing',
    'offer',
    'promises',
    'waitlist',
    'support',
  ],
  faq: ['emergency'],
  trust: ['emergency'],
  pricing: ['pricingDetails'],
  api: ['apiProgram'],
  privacy: ['privacy', 'identity'],
  terms: ['terms', 'offer', 'promises'],
  accessibility: ['accessibility'],
  crowdsupport: ['crowd', 'offer', 'promises'],
  // The seller page's terms of a purchase, under who sells (components/sections/seller-terms.tsx).
  seller: ['offer', 'promises'],
};

/**
 * Parts of every page that load after it hydrates: the footer's copy and identity rows (with the
 * footer, components/layout/site-layout.tsx) and the video window's words (with the window).
 */
const everyPageAfterHydration: readonly DictionaryPart[] = ['footer', 'identity', 'video'];

/** Every part a page's copy needs besides the core: what a navigation to it loads. */
export function partsOfPage(page: PageKey): readonly DictionaryPart[] {
  return [...new Set([...(partsByPage[page] ?? []), ...everyPageAfterHydration])];
}

/** The parts a page needs to hydrate, in its first load. */
export function firstLoadPartsOfPage(page: PageKey): readonly DictionaryPart[] {
  const later = partsAfterHydration[page] ?? [];
  return (partsByPage[page] ?? []).filter((part) => !later.includes(part));
}
