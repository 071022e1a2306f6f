import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { preferredOtherLanguage } from '@/i18n/browser-language';
import { savedLanguage } from '@/i18n/language-preference';
import { useHydrated } from '@/lib/use-hydrated';
import { useStore } from '@/lib/store';
import { useRoute } from '@/routing/use-route';
import { defaultLanguage, type Language } from '@/config/languages';
import { buttonClass } from '@/components/ui/button-styles';
import { saveLanguage } from '@/i18n/language-preference';
import type { Dictionary } from '@/i18n/dictionary';
import { loadDictionaryParts } from '@/i18n/load-dictionary';
import { pathFor, type PageId } from '@/routing/routes';

type OfferWords = Dictionary['languageOffer'];

/** The offered language's own words for the offer: its core and its `languageOffer` part, as any copy loads. */
function useOfferWords(language: Language): OfferWords | undefined {
  const [words, setWords] = useState<OfferWords>();
  useEffect(() => {
    let current = true;
    void loadDictionaryParts(language, ['languageOffer']).then((dictionary) => {
      if (current) setWords(dictionary.languageOffer);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return words;
}

type LanguageOfferProps = { language: Language; page: PageId };

/**
 * A bar at the foot of the window, in the offered language (and marked as such): a link to the same
 * page in it, and a button that keeps English, remembered as her choice so the offer does not return.
 * At the foot it moves nothing on the page.
 */
function LanguageOffer({ language, page }: LanguageOfferProps) {
  const words = useOfferWords(language);
  if (!words) return null;
  return (
    <aside
      lang={language}
      data-testid="language-offer"
      aria-label={words.link}
      className="fixed inset-x-0 bottom-0 z-40 border-t-2 border-hazel-700 bg-surface px-4 py-3 shadow-2xl print:hidden"
    >
      <div className="mx-auto flex max-w-page flex-wrap items-center justify-center gap-3">
        <Link href={pathFor(page, language)} className={buttonClass('primary')}>
          {words.link}
        </Link>
        <button type="button" className={buttonClass('secondary')} onClick={() => saveLanguage(defaultLanguage)}>
          {words.dismiss}
        </button>
      </div>
    </aside>
  );
}

/**
 * On an unprefixed address (English for everyone without a saved choice), a visitor whose browser
 * prefers one of the other languages is offered the same page in it, in her language's own words.
 * Never a redirect: the address stays English, as the specification says. Decided after hydration
 * (the browser's languages are the visitor's), so the prerendered page and the page without
 * scripts do not change; its code hydrates after the page (site-layout.tsx) and its words load only when it shows.
 */
export function LanguageOfferSlot() {
  const { page, language } = useRoute();
  const hydrated = useHydrated();
  // Keeping English is saved as her choice, which ends the offer.
  const saved = useStore(savedLanguage, undefined);
  const offer =
    hydrated && language === undefined && saved === undefined ? preferredOtherLanguage(navigator.languages) : undefined;
  return offer && page !== 'notFound' ? <LanguageOffer language={offer} page={page} /> : null;
}
