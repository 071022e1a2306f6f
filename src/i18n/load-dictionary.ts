import type { Dictionary } from './dictionary';
import { dictionaryParts, firstLoadPartsOfPage, partsOfPage, type DictionaryPart } from './dictionary-parts';
import type { PageKey } from '@/routing/routes';
import { isLanguage, languageInfo, type Language } from '@/config/languages';

type Loader = () => Promise<Partial<Dictionary>>;
type Loaders = Record<string, Loader>;

/**
 * Every language, English included, is its own chunks: the core every page loads, and the parts
 * only some pages show (i18n/dictionary-parts.ts), each loaded with such a page (the prerender
 * preloads a page's own). English, the fallback, loads later only if a string is missing.
 * One line per part: Vite reads `import.meta.glob`'s arguments as literals, so they cannot come
 * from a loop over `dictionaryParts`; the record's type makes a missing part a compile error.
 */
const loaders: Record<DictionaryPart | 'core', Loaders> = {
  core: import.meta.glob<Partial<Dictionary>>('./locales/*.arb', { query: { part: 'core' }, import: 'default' }),
  privacy: import.meta.glob<Partial<Dictionary>>('./locales/*.arb', { query: { part: 'privacy' }, import: 'default' }),
  terms: import.meta.glob<Partial<Dictionary>>('./locales/*.arb', { query: { part: 'terms' }, import: 'default' }),
  accessibility: import.meta.glob<Partial<Dictionary>>('./locales/*.arb', {
    query: { part: 'accessibility' },
    import: 'default',
  }),
  crowd: import.meta.glob<Partial<Dictionary>>('./locales/*.arb', { query: { part: 'crowd' }, import: 'default' }),
  api: import.meta.glob<Partial<Dictionary>>('./locales/*.arb', { query: { part: 'api' }, import: 'default' }),
  seller: import.meta.glob<Partial<Dictionary>>('./locales/*.arb', { query: { part: 'seller' }, import: 'default' }),
  faq: import.meta.glob<Partial<Dictionary>>('./locales/*.arb', { query: { part: 'faq' }, import: 'default' }),
  emergency: import.meta.glob<Partial<Dictionary>>('./locales/*.arb', {
    query: { part: 'emergency' },
    import: 'default',
  }),
  testimonials: import.meta.glob<Partial<Dictionary>>('./locales/*.arb', {
    query: { part: 'testimonials' },
    import: 'default',
  }),
  trust: import.meta.glob<Partial<Dictionary>>('./locales/*.arb', { query: { part: 'trust' }, import: 'default' }),
  home: import.meta.glob<Partial<Dictionary>>('./locales/*.arb', { query: { part: 'home' }, import: 'default' }),
  pricing: import.meta.glob<Partial<Dictionary>>('./locales/*.arb', { query: { part: 'pricing' }, import: 'default' }),
  waitlist: import.meta.glob<Partial<Dictionary>>('./locales/*.arb', {
    query: { part: 'waitlist' },
    import: 'default',
  }),
  support: import.meta.glob<Partial<Dictionary>>('./locales/*.arb', { query: { part: 'support' }, import: 'default' }),
  footer: import.meta.glob<Partial<Dictionary>>('./locales/*.arb', { query: { part: 'footer' }, import: 'default' }),
};

function load(part: DictionaryPart | 'core', language: Language): Promise<Partial<Dictionary>> {
  const loader = loaders[part][`./locales/${languageInfo(language).segment}.arb`];
  if (!loader) throw new Error(`No ${part} copy for ${language}.`);
  return loader();
}

/** Puts a part's sections into the dictionary, section within section (a part may add to a section the core has begun). */
function mergeInto(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (existing && typeof existing === 'object' && value && typeof value === 'object')
      mergeInto(existing as Record<string, unknown>, value as Record<string, unknown>);
    else target[key] = value;
  }
}

/** A language's dictionary as loaded so far: the core, with each loaded part merged in (one object, so translators made from it see the parts too). */
const loaded = new Map<Language, LoadedDictionary>();

/**
 * The dictionary if its core and the page's parts are loaded, so a render can use it without
 * waiting: all of them, or (`firstLoad`) those the page needs to hydrate.
 */
export function loadedDictionary(language: Language, page?: PageKey, firstLoad = false): Dictionary | undefined {
  const entry = loaded.get(language);
  if (!entry) return undefined;
  const wanted = page ? (firstLoad ? firstLoadPartsOfPage(page) : partsOfPage(page)) : [];
  return wanted.some((part) => !entry.parts.has(part)) ? undefined : entry.dictionary;
}

type LoadedDictionary = { dictionary: Dictionary; parts: Set<DictionaryPart> };

async function coreOf(language: Language): Promise<LoadedDictionary> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const core = await load('core', language);
  // Of two loads at once, the first to arrive is kept.
  const entry = loaded.get(language) ?? { dictionary: core as Dictionary, parts: new Set<DictionaryPart>() };
  loaded.set(language, entry);
  return entry;
}

async function loadParts(language: Language, wanted: readonly DictionaryPart[]): Promise<Dictionary> {
  const entry = await coreOf(language);
  const missing = wanted.filter((part) => !entry.parts.has(part));
  const parts = await Promise.all(missing.map((part) => load(part, language)));
  for (const [index, part] of missing.entries()) {
    if (entry.parts.has(part)) continue;
    mergeInto(entry.dictionary as unknown as Record<string, unknown>, parts[index] as Record<string, unknown>);
    entry.parts.add(part);
  }
  return entry.dictionary;
}

/** Loads a language's core dictionary and, for a page, the parts of its copy. */
export function loadDictionary(language: Language, page?: PageKey): Promise<Dictionary> {
  return loadParts(language, page ? partsOfPage(page) : []);
}

/** The core and the parts a page needs to hydrate: the app's first load (main.tsx). */
export function loadFirstLoadCopy(language: Language, page: PageKey): Promise<Dictionary> {
  return loadParts(language, firstLoadPartsOfPage(page));
}

/**
 * In the browser, a page's whole copy in the language it shows (`<html lang>`, which the provider
 * keeps): what its sections that hydrate after it wait for. The prerender has every part already.
 */
export function loadShownPageCopy(page: PageKey): Promise<unknown> {
  return loadShownParts(partsOfPage(page));
}

/** In the browser, parts of the copy in the language the page shows; the prerender has them all. */
export function loadShownParts(parts: readonly DictionaryPart[]): Promise<unknown> {
  if (typeof document === 'undefined') return Promise.resolve();
  const { lang } = document.documentElement;
  return loadParts(isLanguage(lang) ? lang : 'en', parts);
}

/** Every part, for the prerender and the tests, which render any page in any language. */
export function loadWholeDictionary(language: Language): Promise<Dictionary> {
  return loadParts(language, dictionaryParts);
}
