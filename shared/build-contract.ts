/**
 * The names the build (tools/) and the site (src/) both use, spelt once: the modules the build
 * makes, the query that cuts a language's copy into parts, the stylesheet's place for the site's
 * origin, and where each page's file is. The start-up contract (src/start-up/contract.ts) does the
 * same for the inline scripts. Where the site must spell a name itself (an import's module name,
 * the options of `import.meta.glob`, the stylesheet: the bundler reads them before any code runs),
 * tests/unit/build-contract.test.ts checks its spelling against this module.
 */

/**
 * Where a preview build's button leads while its own page is not set and the form it would open
 * instead is itself a sample: the preview notice at the top of the page, which says so.
 */
export const notSetLink = '#preview-notice';

/** The modules the build serves from the operator's values and files (tools/operator, tools/media). */
export const virtualModules = {
  siteConfig: 'virtual:site-config',
  measurement: 'virtual:measurement',
  supporters: 'virtual:supporters',
  testimonials: 'virtual:testimonials',
  processors: 'virtual:processors',
  clipLengths: 'virtual:clip-lengths',
} as const;
export type VirtualModule = (typeof virtualModules)[keyof typeof virtualModules];

/**
 * One market's operator values, a module of their own (`virtual:site-config/market/ja`): a page
 * loads its own market's with its language's copy, never another market's.
 */
export const marketValuesModule = (code: string) => `${virtualModules.siteConfig}/market/${code}`;

/** One market's film transcripts (`virtual:film-transcripts/ja`): loaded only where a page shows them. */
export const filmTranscriptsModule = (code: string) => `virtual:film-transcripts/${code}`;

/** The id the build gives a virtual module once resolved: Rollup's convention, so no other plugin reads it as a file. */
export const resolvedVirtualModule = (id: string) => `\0${id}`;

/** The query that asks the messages plugin for one part of a language's copy: `ja.arb?part=legal`. */
export const dictionaryPartQuery = 'part';

/** A language file's part: `src/i18n/locales/ja.arb?part=legal` (`core`: the keys in no part). */
export const dictionaryPartId = (arbFile: string, part: string) => `${arbFile}?${dictionaryPartQuery}=${part}`;

/** Where the stylesheet wants the site's origin; the build puts VITE_SITE_ORIGIN there. */
export const siteOriginPlaceholder = '__SITE_ORIGIN__';

/** The folder of the pages: one file each, its component the default export. */
export const pagesFolder = 'src/pages';

/** A page's source file, named after its id in kebab-case (`notFound`: src/pages/not-found.tsx), as the build manifest names it. */
export const pageSourceFile = (page: string) =>
  `${pagesFolder}/${page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;

/** Where the pages post their measurement counts, on the site's own origin; the deploy forwards it to the collector. */
export const measurementEventPath = '/api/event';
