import { lazy, Suspense, type ComponentType } from 'react';
import { routeAt, type PageKey } from '@/routing/routes';

/**
 * Each page is its own chunk: src/pages/<id in kebab-case>.tsx, its default export. The entry
 * and the prerender load the landing page's chunk before rendering, so only its code is in the
 * first load; a navigation waits for the next page's chunk (`loadPageThenNavigate`).
 */
const pageModules = import.meta.glob<ComponentType>('/src/pages/*.tsx', { import: 'default' });

/** The source file of a page, as the build manifest names it (the prerender preloads it). */
export const pageSourceFile = (page: PageKey) =>
  `src/pages/${page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;

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
 * The router's `aroundNav`: the previous page stays on screen until the next page's code has
 * arrived; a chunk that cannot load (a new deployment, a lost connection) loads the address in full.
 */
export function loadPageThenNavigate<Options>(
  navigate: (to: string, options?: Options) => void,
  to: string,
  options?: Options,
): void {
  const page = routeAt(new URL(to, window.location.href).pathname).page;
  if (loadedPages.has(page)) navigate(to, options);
  else
    loadPage(page).then(
      () => navigate(to, options),
      () => window.location.assign(to),
    );
}

const lazyPages = new Map<PageKey, ComponentType>();

/** A page's component that waits for its code, made once per page. */
function lazyPage(page: PageKey): ComponentType {
  let component = lazyPages.get(page);
  if (!component) {
    component = lazy(() => loadPage(page).then((loaded) => ({ default: loaded })));
    lazyPages.set(page, component);
  }
  return component;
}

type PageViewProps = { page: PageKey };

/**
 * A page: at once when its code is loaded, which navigation makes sure of. Only a step back to a
 * page whose code was never loaded (history from before a full reload) waits for it.
 */
export function PageView({ page }: PageViewProps) {
  const Page = loadedPages.get(page) ?? lazyPage(page);
  return (
    <Suspense fallback={null}>
      {/* Not made during render: both maps hand out one component per page, made once. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Page />
    </Suspense>
  );
}
