import { useEffect, useState, type ComponentType } from 'react';
import type { PageKey } from './routes';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Each page is its own chunk. The prerender adds a modulepreload for the page's chunk and the
 * browser entry loads it before hydrating, so only the landing page's code is in the first load.
 */
const pageLoaders: Record<PageKey, () => PageModule> = {
  home: () => import('@/pages/home').then((module) => ({ default: module.HomePage })),
  faq: () => import('@/pages/faq').then((module) => ({ default: module.FaqPage })),
  support: () => import('@/pages/support').then((module) => ({ default: module.SupportPage })),
  testimonials: () => import('@/pages/testimonials').then((module) => ({ default: module.TestimonialsPage })),
  pricing: () => import('@/pages/pricing').then((module) => ({ default: module.PricingPage })),
  api: () => import('@/pages/api').then((module) => ({ default: module.ApiPage })),
  crowdsupport: () => import('@/pages/crowdsupport').then((module) => ({ default: module.CrowdSupportPage })),
  trust: () => import('@/pages/trust').then((module) => ({ default: module.TrustPage })),
  privacy: () => import('@/pages/privacy').then((module) => ({ default: module.PrivacyPage })),
  terms: () => import('@/pages/terms').then((module) => ({ default: module.TermsPage })),
  accessibility: () => import('@/pages/accessibility').then((module) => ({ default: module.AccessibilityPage })),
  notFound: () => import('@/pages/not-found').then((module) => ({ default: module.NotFoundPage })),
};

/** The source file of each page, as the build manifest names it (for the prerender's preloads). */
export const pageSourceFiles: Record<PageKey, string> = {
  home: 'src/pages/home.tsx',
  faq: 'src/pages/faq.tsx',
  support: 'src/pages/support.tsx',
  testimonials: 'src/pages/testimonials.tsx',
  pricing: 'src/pages/pricing.tsx',
  api: 'src/pages/api.tsx',
  crowdsupport: 'src/pages/crowdsupport.tsx',
  trust: 'src/pages/trust.tsx',
  privacy: 'src/pages/privacy.tsx',
  terms: 'src/pages/terms.tsx',
  accessibility: 'src/pages/accessibility.tsx',
  notFound: 'src/pages/not-found.tsx',
};

const loadedPages = new Map<PageKey, ComponentType>();

/** Loads a page's chunk once; resolves when its component can render without suspending. */
export async function loadPage(page: PageKey): Promise<ComponentType> {
  const loaded = loadedPages.get(page);
  if (loaded) return loaded;
  const { default: component } = await pageLoaders[page]();
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
