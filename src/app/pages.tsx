import { lazy, Suspense, type ComponentType } from 'react';
import { defaultLanguage, type Language } from '@/config/languages';
import { shownLanguage } from '@/i18n/shown-language';
import { loadDictionary, loadedDictionary } from '@/i18n/load-dictionary';
import { routeAt, type PageKey } from '@/routing/routes';
import { useTranslation } from '@/i18n/use-translation';
import { loadDeferredParts } from '@/lib/deferred-part';
import { reloadOnce } from '@/lib/reload-once';
import { pageSourceFile } from '@shared/build-contract';

/**
 * Each page is its own chunk: src/pages/<id in kebab-case>.tsx, its default export. The entry
 * and the prerender load the landing page's chunk before rendering, so only its code is in the
 * first load; a navigation waits for the next page's chunk (`loadPageThenNavigate`).
 */
const pageModules = import.meta.glob<ComponentType>('/src/pages/*.tsx', { import: 'default' });

const loadedPages = new Map<PageKey, ComponentType>();

/** Loads a page's chunk once; resolves when its component can render without suspending. */
export async function loadPage(page: PageKey): Promise<ComponentType> {
  const loaded = loadedPages.get(page);
  if (loaded) return loaded;
  const load = pageModules[`/${pageSourceFile(page)}`];
  if (!load) throw new Error(`No page file for ${page}: add ${pageSourceFile(page)}.`);
  const component = await load();
  loadedPages.set(page, component);
  return component;
}

/**
 * A page's code, with its deferred parts (lib/deferred-part.tsx), and its copy in a language (the
 * dictionary's core and the page's parts, those of its later sections once its code has declared
 * them): what a navigation waits for.
 */
function loadPageAndCopy(page: PageKey, language: Language): Promise<ComponentType> {
  const code = loadPage(page).then((component) =>
    Promise.all([loadDeferredParts(), loadDictionary(language, page)]).then(() => component),
  );
  return Promise.all([code, loadDictionary(language, page)]).then(([component]) => component);
}

/**
 * The router's `aroundNav`: the previous page stays on screen until the next page's code and
 * copy have arrived; a chunk that cannot load (a new deployment, a lost connection) loads the
 * address in full.
 */
export function loadPageThenNavigate<Options>(
  navigate: (to: string, options?: Options) => void,
  to: string,
  options?: Options,
): void {
  const route = routeAt(new URL(to, window.location.href).pathname);
  const language = route.language ?? shownLanguage.get() ?? defaultLanguage;
  if (loadedPages.has(route.page) && loadedDictionary(language, route.page)) navigate(to, options);
  else
    loadPageAndCopy(route.page, language).then(
      () => navigate(to, options),
      () => window.location.assign(to),
    );
}

const lazyPages = new Map<string, ComponentType>();

/** A page's component that waits for its code and copy, made once per page and language. */
function lazyPage(page: PageKey, language: Language): ComponentType {
  const key = `${page} ${language}`;
  let component = lazyPages.get(key);
  if (!component) {
    component = lazy(() =>
      loadPageAndCopy(page, language).then(
        (loaded) => ({ default: loaded }),
        (error: unknown) => {
          // Code a redeploy removed (Back to a page from before it): the address afresh, once.
          if (reloadOnce()) return new Promise<never>(() => {});
          throw error;
        },
      ),
    );
    lazyPages.set(key, component);
  }
  return component;
}

type PageViewProps = { page: PageKey };

/**
 * A page: at once when its code and copy are loaded, which navigation makes sure of. Only a step
 * back to a page whose code was never loaded (history from before a full reload) waits for it; if
 * that code is gone (a redeploy), the page loads afresh once (lib/reload-once.ts).
 */
export function PageView({ page }: PageViewProps) {
  const { language } = useTranslation();
  const loaded = loadedPages.get(page);
  const Page = loaded && loadedDictionary(language, page, true) ? loaded : lazyPage(page, language);
  return (
    <Suspense fallback={null}>
      {/* Not made during render: both maps hand out one component per page (and language), made once. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Page />
    </Suspense>
  );
}
