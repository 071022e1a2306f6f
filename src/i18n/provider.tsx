import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { baseParams } from './base-params';
import type { Dictionary } from './dictionary';
import { LanguageContext } from './language-context';
import { readSavedLanguage, resolveLanguage, saveLanguage, subscribeToSavedLanguage } from './language-preference';
import type { Language } from './languages';
import { loadDictionary, loadedDictionary } from './load-dictionary';
import { createTranslator } from './translate';

type ActiveLanguage = { language: Language; dictionary: Dictionary };

type LanguageProviderProps = {
  /** The language the first render uses: its dictionary must already be loaded. */
  initialLanguage: Language;
  /** The language of the URL prefix, or undefined on an unprefixed route. */
  routeLanguage: Language | undefined;
  children: ReactNode;
};

/**
 * Owns the site language (spec section 4). The first render uses `initialLanguage`, so it
 * matches the prerendered HTML; the saved choice is read from storage only after hydration.
 */
export function LanguageProvider({ initialLanguage, routeLanguage, children }: LanguageProviderProps) {
  const [active, setActive] = useState<ActiveLanguage>(() => ({
    language: initialLanguage,
    dictionary: initialDictionary(initialLanguage),
  }));
  // English is the fallback for a missing string; it is only downloaded if one is missing.
  const [english, setEnglish] = useState(() => loadedDictionary('en'));
  const loadEnglish = useCallback(() => {
    loadDictionary('en').then(setEnglish, () => undefined);
  }, []);
  // While hydrating, the saved choice reads as "not read yet" (null), so the first render
  // matches the prerendered HTML; the stored value applies right after.
  const saved = useSyncExternalStore<Language | undefined | null>(
    subscribeToSavedLanguage,
    readSavedLanguage,
    () => null,
  );

  useEffect(() => {
    if (routeLanguage) saveLanguage(routeLanguage);
  }, [routeLanguage]);

  const wanted = routeLanguage ?? (saved === null ? active.language : resolveLanguage(undefined, saved));

  // A dictionary that is already loaded switches in the same render, with no flash of the old language.
  const ready = wanted !== active.language ? loadedDictionary(wanted) : undefined;
  if (ready) setActive({ language: wanted, dictionary: ready });

  useEffect(() => {
    if (wanted === active.language) return;
    let cancelled = false;
    loadDictionary(wanted).then(
      (dictionary) => {
        if (!cancelled) setActive({ language: wanted, dictionary });
      },
      // A chunk that fails to load (offline) leaves the page in the language it has.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, active.language]);

  useEffect(() => {
    document.documentElement.lang = active.language;
  }, [active.language]);

  const value = useMemo(
    () => ({
      language: active.language,
      t: createTranslator(
        active.dictionary,
        active.language === 'en' ? active.dictionary : english,
        baseParams(active.language),
        loadEnglish,
      ),
    }),
    [active, english, loadEnglish],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

function initialDictionary(language: Language): Dictionary {
  const dictionary = loadedDictionary(language);
  if (!dictionary) throw new Error(`The ${language} dictionary must be loaded before the first render.`);
  return dictionary;
}
