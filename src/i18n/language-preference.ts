import { site } from '@/config/site';
import { readStoredValue, writeStoredValue } from '@/lib/storage';
import { defaultLanguage, isLanguage, type Language } from './languages';

const listeners = new Set<() => void>();
// The choice made in this session, so it holds even when storage is full or blocked.
let sessionChoice: Language | undefined;

/** The saved language choice, if storage (or this session) holds one of the five languages. */
export function readSavedLanguage(): Language | undefined {
  if (sessionChoice) return sessionChoice;
  const stored = readStoredValue(site.storageKeys.language);
  return isLanguage(stored) ? stored : undefined;
}

export function saveLanguage(language: Language): void {
  sessionChoice = language;
  writeStoredValue(site.storageKeys.language, language);
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: changes saved here or in another tab. */
export function subscribeToSavedLanguage(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Forgets this session's choice (tests start each case from storage alone). */
export function resetSessionChoice(): void {
  sessionChoice = undefined;
}

/** Spec section 4: the URL prefix first, then a valid saved choice, otherwise English. */
export function resolveLanguage(routeLanguage: Language | undefined, savedLanguage: Language | undefined): Language {
  return routeLanguage ?? savedLanguage ?? defaultLanguage;
}
