import { createStore } from '@/lib/store';
import { defaultLanguage, type Language } from '@/config/languages';
import type { CurrentRoute } from '@/routing/routes';

/**
 * The language the page shows, with one owner. The entry reads the prerendered `<html lang>` into
 * it once, before the first render (the only read of `<html lang>`); the language provider sets it
 * whenever the language changes, and keeps `<html lang>` in step; everything else reads it here.
 * Unset during the prerender, where each render names its language.
 */
export const shownLanguage = createStore<Language | undefined>(() => undefined);

/**
 * The language a route's HTML is prerendered in: its own, except the unprefixed routes and the
 * one 404.html, which are English (the saved choice applies after hydration).
 */
export function renderedLanguage(route: CurrentRoute): Language {
  return route.page !== 'notFound' && route.language ? route.language : defaultLanguage;
}

/**
 * The language a page's first render uses, so hydration matches its HTML: a prefixed route's own;
 * at an address without a prefix (or the 404 page), the language of the HTML it arrived with:
 * English, or the saved language's page the boot script came back from with the unprefixed
 * address (start-up step 2), as the entry read it.
 */
export function firstRenderLanguage(route: CurrentRoute): Language {
  return route.page !== 'notFound' && route.language ? route.language : (shownLanguage.get() ?? defaultLanguage);
}
