import type { Dictionary } from './dictionary';
import type { ComponentType } from 'react';
import {
  declareLaterParts,
  dictionaryParts,
  firstLoadPartsOfPage,
  partsOfPage,
  type DictionaryPart,
} from './dictionary-parts';
import { deferredPart } from '@/lib/deferred-part';
import type { PageKey } from '@/routing/routes';
import { defaultLanguage, languageInfo, type Language } from '@/config/languages';
import { provideMarketValues } from '@/config/site';
import type { MarketValues } from '@/config/site-config';
import { shownLanguage } from './shown-language';

type PartLoader = () => Promise<Partial<Dictionary>>;
/**
 * A language's core copy, with the loaders of its parts and its market's own values
 * (tools/translations/messages-plugin.ts writes them).
 */
type CoreModule = { default: Partial<Dictionary>; parts: Record<DictionaryPart, PartLoader>; market: MarketValues };

/**
 * Every language, English included, is its own chunks: the core every page loads, and the parts
 * only some pages show (i18n/dictionary-parts.ts), each loaded with such a page (the prerender
 * preloads a page's own). The core knows its parts, so the code every page shares holds one
 * loader per language. English, the fallback, loads later only if a string is missing.
 */
const cores = import.meta.glob<CoreModule>('./locales/*.arb', { query: { part: 'core' } });

function loadCore(language: Language): Promise<CoreModule> {
  const loader = cores[`./locales/${languageInfo(language).segment}.arb`];
  if (!loader) throw new Error(`No copy for ${language}.`);
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

type LoadedDictionary = {
  dictionary: Dictionary;
  parts: Set<DictionaryPart>;
  partLoaders: Record<DictionaryPart, PartLoader>;
};

async function coreOf(language: Language): Promise<LoadedDictionary> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const core = await loadCore(language);
  // The market's own values come in the same chunk: every string that names a price or a seller reads them.
  provideMarketValues(language, core.market);
  // Of two loads at once, the first to arrive is kept.
  const entry = loaded.get(language) ?? {
    dictionary: core.default as Dictionary,
    parts: new Set<DictionaryPart>(),
    partLoaders: core.parts,
  };
  loaded.set(language, entry);
  return entry;
}

/**
 * Parts of a language's copy, with its core (the core comes first: a visit to that language then
 * has it): the one loader of copy, the language offer's words in the language it offers included.
 */
export async function loadDictionaryParts(language: Language, wanted: readonly DictionaryPart[]): Promise<Dictionary> {
  const entry = await coreOf(language);
  const missing = wanted.filter((part) => !entry.parts.has(part));
  const parts = await Promise.all(missing.map((part) => entry.partLoaders[part]()));
  for (const [index, part] of missing.entries()) {
    if (entry.parts.has(part)) continue;
    mergeInto(entry.dictionary as unknown as Record<string, unknown>, parts[index] as Record<string, unknown>);
    entry.parts.add(part);
  }
  return entry.dictionary;
}

/** Loads a language's core dictionary and, for a page, the parts of its copy. */
export function loadDictionary(language: Language, page?: PageKey): Promise<Dictionary> {
  return loadDictionaryParts(language, page ? partsOfPage(page) : []);
}

/** The core and the parts a page needs to hydrate: the app's first load (main.tsx). */
export function loadFirstLoadCopy(language: Language, page: PageKey): Promise<Dictionary> {
  return loadDictionaryParts(language, firstLoadPartsOfPage(page));
}

/**
 * What loads a section's code. Its props are `any` here, not `never` or `unknown`: the loader's
 * `.then` takes its result type from this one where it is more precise, and each section keeps its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SectionLoader = () => Promise<ComponentType<any>>;

/**
 * A page's sections that hydrate after it, declared once in its file with the copy only they show
 * (parts of the page's copy that its first load leaves out): each becomes a deferred part
 * (lib/deferred-part.tsx) that renders once its code and the page's whole copy, in the language the
 * page shows, are in. The parts join the page's copy (`partsOfPage`, i18n/dictionary-parts.ts), so
 * a navigation to the page, or a change of its language, loads them too.
 */
export function laterSections<Sections extends Record<string, SectionLoader>>(
  page: PageKey,
  parts: readonly DictionaryPart[],
  sections: Sections,
): { [Name in keyof Sections]: Awaited<ReturnType<Sections[Name]>> } {
  declareLaterParts(page, parts);
  const made: Record<string, ComponentType<object>> = {};
  for (const [name, load] of Object.entries(sections))
    made[name] = deferredPart(() =>
      Promise.all([load(), loadShownParts(partsOfPage(page))]).then(([code]) => code as ComponentType<object>),
    );
  return made as { [Name in keyof Sections]: Awaited<ReturnType<Sections[Name]>> };
}

/** In the browser, parts of the copy in the language the page shows; the prerender has them all. */
export function loadShownParts(parts: readonly DictionaryPart[]): Promise<unknown> {
  if (typeof document === 'undefined') return Promise.resolve();
  return loadDictionaryParts(shownLanguage.get() ?? defaultLanguage, parts);
}

/** Every part, for the prerender and the tests, which render any page in any language. */
export function loadWholeDictionary(language: Language): Promise<Dictionary> {
  return loadDictionaryParts(language, dictionaryParts);
}
