import { useEffect, useState, type ComponentType } from 'react';
import type { PageKey } from './routes';

/** The file under src/pages/ of each page; each file's default export is the page. */
const pageFiles: Record<PageKey, string> = {
  home: 'home',
  faq: 'faq',
  support: 'support',
  testimonials: 'testimonials',
  pricing: 'pricing',
  api: 'api',
  crowdsupport: 'crowdsupport',
  trust: 'trust',
  privacy: 'privacy',
  terms: 'terms',
  accessibility: 'accessibility',
  notFound: 'not-found',
};

/**
 * Each page is its own chunk. The prerender preloads the page's chunk and the browser entry
 * loads it before hydrating, so only the landing page's code is in the first load.
 */
const pageModules = import.meta.glob<ComponentType>('/src/pages/*.tsx', { import: 'default' });

/** The source file of a page, as the build manifest names it (for the prerender's preloads). */
export const pageSourceFile = (page: PageKey) => `src/pages/${pageFiles[page]}.tsx`;

const loadedPages = new Map<PageKey, ComponentType>();

/** Loads a page's chunk once; resolves when its component can render without suspending. */
export async function loadPage(page: PageKey): Promise<ComponentType> {
  const loaded = loadedPages.get(page);
  if (loaded) return loaded;
  const load = pageModules[`/${pageSourceFile(page)}`];
  if (!load) throw new Error(`No page file for ${page}`);
  const component = await load();
  loadedPages.set(page, component);
  return component;
}

type ShownPage = { page: PageKey; component: ComponentType };

/**
 * The component to show for the current page, and whether it is that page yet. The first page
 * is loaded before rendering; after a navigation the previous page stays on screen (`ready`
 * false) until the next one's chunk arrives. If the chunk cannot load (a new deployment, a lost
 * connection), the browser loads the new address in full.
 */
export function usePageComponent(page: PageKey): { Page: ComponentType; ready: boolean } {
  const [shown, setShown] = useState<ShownPage>(() => ({ page, component: loadedOrThrow(page) }));
  const ready = loadedPages.get(page);
  if (shown.page !== page && ready) setShown({ page, component: ready });

  useEffect(() => {
    if (loadedPages.has(page)) return;
    let current = true;
    loadPage(page).then(
      (component) => {
        if (current) setShown({ page, component });
      },
      () => window.location.reload(),
    );
    return () => {
      current = false;
    };
  }, [page]);

  return { Page: shown.component, ready: shown.page === page };
}

function loadedOrThrow(page: PageKey): ComponentType {
  const component = loadedPages.get(page);
  if (!component) throw new Error(`The ${page} page must be loaded (loadPage) before the first render.`);
  return component;
}
