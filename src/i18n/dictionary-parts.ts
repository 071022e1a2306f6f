import type { PageKey } from '@/routing/routes';

/**
 * Copy that only some pages show, split off each language's core dictionary so that it loads
 * with those pages: the legal texts, the crowd-support and API programme pages, and the seller
 * page. Everything else (the layout, the home page's sections, the FAQ, the page titles) is the
 * core every page loads. The messages plugin cuts the parts (`locales/ja.arb?part=legal`), and
 * `loadDictionary` merges them into the language's dictionary as pages need them.
 */
export const dictionaryParts = ['legal', 'crowd', 'api', 'seller'] as const;
export type DictionaryPart = (typeof dictionaryParts)[number];

/** The part a key belongs to, or undefined for the core. Keys other pages read stay in the core. */
export function partOfKey(key: string): DictionaryPart | undefined {
  if (key.startsWith('legal.')) return 'legal';
  // The tiers' names are base parameters of every page's copy (i18n/base-params.ts).
  if (key.startsWith('crowd.') && !/^crowd\.tiers\.\w+\.title$/.test(key)) return 'crowd';
  if (key.startsWith('api.')) return 'api';
  // The identity rows' labels (the footer, the privacy policy) and the withdrawal right (pricing, terms).
  if (key.startsWith('seller.') && !key.startsWith('seller.items.') && key !== 'seller.withdrawal') return 'seller';
  return undefined;
}

const partsByPage: Partial<Record<PageKey, readonly DictionaryPart[]>> = {
  privacy: ['legal'],
  terms: ['legal'],
  accessibility: ['legal'],
  crowdsupport: ['crowd'],
  api: ['api'],
  seller: ['seller'],
};

/** The parts a page's copy needs besides the core. */
export function partsOfPage(page: PageKey): readonly DictionaryPart[] {
  return partsByPage[page] ?? [];
}
