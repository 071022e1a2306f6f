import type { Dictionary } from './dictionary';
import type { Language } from './languages';
import en from './locales/en';

/** English is bundled; every other language is its own chunk, loaded on demand. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Dictionary }>> = {
  ja: () => import('./locales/ja'),
  ko: () => import('./locales/ko'),
  'zh-TW': () => import('./locales/zh-tw'),
  it: () => import('./locales/it'),
};

const loaded = new Map<Language, Dictionary>([['en', en]]);

export const englishDictionary: Dictionary = en;

/** The dictionary if it is already loaded, so a render can use it without waiting. */
export function loadedDictionary(language: Language): Dictionary | undefined {
  return loaded.get(language);
}

export async function loadDictionary(language: Language): Promise<Dictionary> {
  const cached = loaded.get(language);
  if (cached) return cached;
  if (language === 'en') return en;
  const { default: dictionary } = await loaders[language]();
  loaded.set(language, dictionary);
  return dictionary;
}
