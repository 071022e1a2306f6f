import type { PageKey } from '@/routing/routes';

/**
 * Copy that only some pages show, split off each language's core dictionary so that it loads
 * with those pages: each legal text, the crowd-support and API programme pages, the seller page,
 * and the answers, emergency box and stories that the FAQ, trust, testimonials and home pages
 * share. Everything else (the layout, the home page's first screen, the page titles) is the core
 * every page loads. The messages plugin cuts the parts (`locales/ja.arb?part=privacy`), and
 * `loadDictionary` merges them into the language's dictionary as pages need them.
 */
export const dictionaryParts = [
  'privacy',
  'terms',
  'accessibility',
  'crowd',
  'api',
  'seller',
  'faq',
  'emergency',
  'testimonials',
] as const;
export type DictionaryPart = (typeof dictionaryParts)[number];

/** Parts named for the first segment of their keys, the whole section. */
const wholeSections: readonly DictionaryPart[] = ['api', 'faq', 'emergency', 'testimonials'];

/** The part a key belongs to, or undefined for the core. Keys other pages read stay in the core. */
export function partOfKey(key: string): DictionaryPart | undefined {
  const [section = '', subsection = ''] = key.split('.');
  // `legal.updated` and `legal.contents` frame every legal text.
  if (section === 'legal' && (subsection === 'privacy' || subsection === 'terms' || subsection === 'accessibility'))
    return subsection;
  // The tiers' names are base parameters of every page's copy (i18n/base-params.ts).
  if (section === 'crowd' && !/^crowd\.tiers\.\w+\.title$/.test(key)) return 'crowd';
  // The identity rows' labels (the footer, the privacy policy) and the withdrawal right (pricing, terms).
  if (section === 'seller' && subsection !== 'items' && subsection !== 'withdrawal') return 'seller';
  return (wholeSections as readonly string[]).includes(section) ? (section as DictionaryPart) : undefined;
}

const partsByPage: Partial<Record<PageKey, readonly DictionaryPart[]>> = {
  home: ['faq', 'emergency', 'testimonials'],
  faq: ['faq', 'emergency'],
  trust: ['emergency'],
  testimonials: ['testimonials'],
  privacy: ['privacy'],
  terms: ['terms'],
  accessibility: ['accessibility'],
  crowdsupport: ['crowd'],
  api: ['api'],
  seller: ['seller'],
};

/**
 * Parts that only a page's sections below its first screen show, which hydrate after the page
 * (pages/home.tsx): they load with those sections, not with the page's first load.
 */
const partsAfterHydration: Partial<Record<PageKey, readonly DictionaryPart[]>> = {
  home: ['faq', 'emergency', 'testimonials'],
};

/** Every part a page's copy needs besides the core: what a navigation to it loads. */
export function partsOfPage(page: PageKey): readonly DictionaryPart[] {
  return partsByPage[page] ?? [];
}

/** The parts a page needs to hydrate, in its first load. */
export function firstLoadPartsOfPage(page: PageKey): readonly DictionaryPart[] {
  const later = partsAfterHydration[page] ?? [];
  return partsOfPage(page).filter((part) => !later.includes(part));
}
