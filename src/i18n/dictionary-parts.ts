import type { PageKey } from '@/routing/routes';

/**
 * Copy that only some pages show, split off each language's core dictionary so that it loads
 * with those pages: the legal pages' intros, each legal text, the crowd-support page's first
 * screen and the rest of it, the API programme, seller and trust pages, the home page's own
 * sections, and the answers, emergency box, stories, plan, waitlist and support
 * options that the home page shares with the FAQ, trust, testimonials, pricing and support pages,
 * with a page's title, description and intro (`pages.<id>`) in its part, and the video window's
 * words. Everything else (the layout, the other pages' titles, the values every string may use) is
 * the core every page loads. The messages plugin cuts the parts (`locales/ja.arb?part=privacy`), and
 * `loadDictionary` merges them into the language's dictionary as pages need them.
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
  'productNotice',
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

/** Parts named for the first segment of their keys, the whole section. */
const wholeSections: readonly DictionaryPart[] = [
  // The offer of a visitor's own language on an English page: each language's words load alone.
  'languageOffer',
  'api',
  'faq',
  'emergency',
  'testimonials',
  'trust',
  'home',
  'support',
];

/** The part that carries a page's own head and intro (`pages.<id>.*`); the other pages' stay in the core. */
const pageCopyParts: Partial<Record<string, DictionaryPart>> = {
  faq: 'faq',
  testimonials: 'testimonials',
  // The three legal pages' heads and intros, together: the texts themselves hydrate after the page.
  privacy: 'legalPages',
  terms: 'legalPages',
  accessibility: 'legalPages',
  crowdsupport: 'crowdIntro',
  api: 'api',
  seller: 'seller',
  trust: 'trust',
};

/** The part a key belongs to, or undefined for the core. Keys other pages read stay in the core. */
export function partOfKey(key: string): DictionaryPart | undefined {
  const [section = '', subsection = ''] = key.split('.');
  // The home page's description where the market does not sell: the client sets it on the home page only.
  if (key === 'pages.home.descriptionWaitlist') return 'home';
  if (section === 'pages') return pageCopyParts[subsection];
  // The seller's identity rows: the footer shows them in some markets, the privacy policy and the
  // seller page in all.
  if ((section === 'seller' && subsection === 'items') || key === 'footer.itemLabel') return 'identity';
  // The footer, which hydrates after the page; the menu names the FAQ and Trust pages with its words.
  if (section === 'footer' && subsection !== 'faq' && subsection !== 'trust') return 'footer';
  // The home page's sections below its first screen, which hydrate after it: the family updates,
  // and the features with their films and voice samples.
  if (section === 'family') return 'family';
  if (section === 'meet' || key.startsWith('media.meet') || /^home\.features/.test(key)) return 'features';
  if (/^audio\.transcripts\.(?!hero$)/.test(key)) return 'features';
  // The video window's words: it loads on the first open (components/ui/video-modal-provider.tsx).
  if (section === 'video') return 'video';
  // The crowd-support page's first screen: its call to support and the campaign's picture.
  if (key === 'crowd.supportToday' || key === 'media.crowdVideoPlaceholder') return 'crowdIntro';
  // The crowd-support page's other placeholder picture.
  if (key.startsWith('media.crowd')) return 'crowd';
  // The home page's first screen, and its voice samples' words (the samples play there only).
  if (section === 'audio') return 'home';
  // The API page below its first screen (who it is for, the steps, the tiers), which hydrates after it.
  if (
    section === 'api' &&
    /^(who|devices|forAgencies|howTitle|stepLabel|steps|tiers|tierFeatures|recommended|getStarted)/.test(subsection)
  )
    return 'apiProgram';
  // Korea's product notice on the pricing page, which hydrates after it.
  if (section === 'pricing' && subsection === 'productNotice') return 'productNotice';
  // Prices and their tax wording are base parameters of every page's copy.
  if (section === 'pricing' && subsection !== 'prices') return 'pricing';
  // A tier's or the plan's button that joins the free waitlist reads `waitlist.free.submit`.
  if (section === 'waitlist' && key !== 'waitlist.free.submit') return 'waitlist';
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
  home: ['home', 'family', 'features', 'faq', 'emergency', 'testimonials', 'pricing', 'waitlist', 'support'],
  pricing: ['pricing', 'productNotice'],
  support: ['support'],
  faq: ['faq', 'emergency'],
  trust: ['emergency', 'trust'],
  testimonials: ['testimonials'],
  privacy: ['legalPages', 'privacy', 'identity'],
  terms: ['legalPages', 'terms'],
  accessibility: ['legalPages', 'accessibility'],
  crowdsupport: ['crowdIntro', 'crowd'],
  api: ['api', 'apiProgram'],
  seller: ['seller', 'identity'],
};

/**
 * Parts that only a page's sections below its first screen show, which hydrate after the page
 * (pages/home.tsx, the FAQ's emergency box, each legal text under its page's intro, the crowd-support
 * page below its intro):
 * they load with those sections,
 * not with the page's first load.
 */
const partsAfterHydration: Partial<Record<PageKey, readonly DictionaryPart[]>> = {
  home: ['family', 'features', 'faq', 'emergency', 'testimonials', 'pricing', 'waitlist', 'support'],
  faq: ['emergency'],
  pricing: ['productNotice'],
  api: ['apiProgram'],
  privacy: ['privacy', 'identity'],
  terms: ['terms'],
  accessibility: ['accessibility'],
  crowdsupport: ['crowd'],
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
