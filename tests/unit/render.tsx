import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loadPage } from '@/app/pages';
import { AppProviders } from '@/app/providers';
import { loadDictionary } from '@/i18n/load-dictionary';
import { loadDeferredParts } from '@/lib/deferred-part';
import { parseRoutePattern, routeAt } from '@/routing/routes';
import { renderedLanguage, shownLanguage } from '@/i18n/shown-language';

type RenderOptions = {
  /** The URL path to render at, such as `/ja/faq`. */
  path?: string;
};

/** Renders a component with the router and every provider the app mounts, at a given path. */
export async function renderWithProviders(
  ui: ReactElement,
  { path = '/en' }: RenderOptions = {},
): Promise<RenderResult & { navigate: (to: string) => void; history: string[] }> {
  const location = memoryLocation({ path, record: true });
  // The dictionary of the route's prerendered HTML (with its page's parts, those of its later
  // sections too, which its code declares) is loaded before the first render, and the language
  // shown is that HTML's, as the entry reads it in the browser.
  const route = routeAt(path);
  await loadPage(route.page);
  await loadDictionary(renderedLanguage(route), route.page);
  // Parts of pages whose code loads after hydration are loaded, as a navigation loads them.
  await loadDeferredParts();
  shownLanguage.set(renderedLanguage(route));
  document.documentElement.lang = renderedLanguage(route);
  const result = render(
    <Router hook={location.hook} parser={parseRoutePattern}>
      <AppProviders>{ui}</AppProviders>
    </Router>,
  );
  return { ...result, navigate: location.navigate, history: location.history ?? [] };
}
