import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { marketValues, site } from '@/config/site';
import { useRoute } from '@/routing/use-route';
import { baseParams } from './base-params';
import type { Dictionary } from './dictionary';
import { LanguageContext } from './language-context';
import { resolveLanguage, saveLanguage, savedLanguage, subscribeToSavedLanguage } from './language-preference';
import type { Language } from '@/config/languages';
import { loadDictionary, loadedDictionary } from './load-dictionary';
import { firstRenderLanguage, shownLanguage } from './shown-language';
import { createTranslator } from './translate';

type ActiveLanguage = { language: Language; dictionary: Dictionary };

type LanguageProviderProps = { children: ReactNode };

/**
 * Owns the site language: the URL prefix first, then the saved choice, otherwise English. The
 * first render uses the language the page's HTML was prerendered in (`firstRenderLanguage`), so
 * hydration matches it; the saved choice is read from storage only after hydration.
 */
export function LanguageProvider({ children }: LanguageProviderProps) {
  const route = useRoute();
  const [active, setActive] = useState<ActiveLanguage>(() => {
    const language = firstRenderLanguage(route);
    return { language, dictionary: initialDictionary(language) };
  });
  // While hydrating, the saved choice reads as "not read yet" (null), so the first render
  // matches the prerendered HTML; the stored value applies right after.
  const saved = useSyncExternalStore<Language | undefined | null>(
    subscribeToSavedLanguage,
    savedLanguage.get,
    () => null,
  );

  useEffect(() => {
    if (route.language) saveLanguage(route.language);
  }, [route.language]);

  // Until the saved choice has been read (null), an unprefixed route stays as prerendered.
  const wanted =
    saved === null && !route.language ? active.language : resolveLanguage(route.language, saved ?? undefined);

  // A dictionary that is already loaded switches in the same render, with no flash of the old language.
  const ready = wanted !== active.language ? loadedDictionary(wanted, route.page) : undefined;
  if (ready) setActive({ language: wanted, dictionary: ready });

  useEffect(() => {
    // In the language shown, what the page needs to render is enough: its sections that hydrate
    // after it load their own copy (pages/home.tsx), and an update now would make React render
    // those sections afresh instead of hydrating them. Another language needs all of the page's.
    if (wanted === active.language && loadedDictionary(wanted, route.page, true)) return;
    let cancelled = false;
    loadDictionary(wanted, route.page).then(
      (dictionary) => {
        if (!cancelled) setActive({ language: wanted, dictionary });
      },
      // A chunk that fails to load (offline) leaves the page in the language it has.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, active.language, route.page]);

  // The language shown, for the rest of the app (i18n/shown-language.ts) and in the document.
  useEffect(() => {
    shownLanguage.set(active.language);
    document.documentElement.lang = active.language;
  }, [active.language]);

  const value = useMemo(
    () => ({
      language: active.language,
      t: createTranslator(
        active.dictionary,
        loadedDictionary('en'),
        baseParams(site, marketValues(active.language), active.language, active.dictionary),
      ),
    }),
    [active],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

function initialDictionary(language: Language): Dictionary {
  const dictionary = loadedDictionary(language);
  if (!dictionary) throw new Error(`The ${language} dictionary must be loaded before the first render.`);
  return dictionary;
}
