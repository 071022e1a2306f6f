import type { Dictionary } from './dictionary';
import type { Language } from '@/config/languages';

/**
 * Every language, English included, is its own chunk: a page loads only its own dictionary
 * (the prerender preloads it). English, the fallback, loads later only if a string is missing.
 */
const loaders: Record<Language, () => Promise<{ default: Dictionary }>> = {
  en: () => import('./locales/en.arb'),
  ja: () => import('./locales/ja.arb'),
  ko: () => import('./locales/ko.arb'),
  'zh-TW': () => import('./locales/zh-tw.arb'),
  it: () => import('./locales/it.arb'),
};

const loaded = new Map<Language, Dictionary>();

/** The dictionary if it is already loaded, so a render can use it without waiting. */
export function loadedDictionary(language: Language): Dictionary | undefined {
  return loaded.get(language);
}

export async function loadDictionary(language: Language): Promise<Dictionary> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const { default: dictionary } = await loaders[language]();
  loaded.set(language, dictionary);
  return dictionary;
}
