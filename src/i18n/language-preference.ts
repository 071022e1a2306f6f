import { site } from '@/config/site';
import { readStoredValue, writeStoredValue } from '@/lib/storage';
import { createStore } from '@/lib/store';
import { defaultLanguage, isLanguage, type Language } from '@/config/languages';

function readStoredLanguage(): Language | undefined {
  const stored = readStoredValue(site.storageKeys.language);
  return isLanguage(stored) ? stored : undefined;
}

/**
 * The saved language choice, if storage holds one of the five languages. A choice made in this
 * session is kept here too, so it holds even when storage is full or blocked.
 */
export const savedLanguage = createStore(readStoredLanguage);

export function saveLanguage(language: Language): void {
  writeStoredValue(site.storageKeys.language, language);
  savedLanguage.set(language);
}

/** Follows the saved language, including a choice made in another tab. */
export function subscribeToSavedLanguage(listener: () => void): () => void {
  const fromOtherTab = () => savedLanguage.set(readStoredLanguage());
  window.addEventListener('storage', fromOtherTab);
  const unsubscribe = savedLanguage.subscribe(listener);
  return () => {
    window.removeEventListener('storage', fromOtherTab);
    unsubscribe();
  };
}

/** The URL prefix first, then a valid saved choice, otherwise English. */
export function resolveLanguage(routeLanguage: Language | undefined, saved: Language | undefined): Language {
  return routeLanguage ?? saved ?? defaultLanguage;
}
