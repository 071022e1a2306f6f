import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadPage } from '@/app/pages';
import { Root } from '@/app/root';
import { loadFirstLoadCopy } from '@/i18n/load-dictionary';
import { canHydrate, routeAt, withSingleSlashes } from '@/routing/routes';
import { firstRenderLanguage, shownLanguage } from '@/i18n/shown-language';
import '@/styles/global.css';
import { startUpAttributes } from '@/start-up/contract';
import { isLanguage } from '@/config/languages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must have <div id="root">');
const html = document.documentElement;
// The host served a doubled slash's page by its single-slash path (nginx merges them): the address
// becomes that path before the router reads it, so the page is not then replaced by "not found".
const singleSlashed = withSingleSlashes(window.location.pathname);
if (singleSlashed !== window.location.pathname)
  window.history.replaceState(window.history.state, '', singleSlashed + window.location.search + window.location.hash);
const route = routeAt(window.location.pathname);

try {
  // Hydrate with the dictionary the HTML was prerendered in (with the parts of the page's copy it
  // needs to hydrate; its sections that hydrate later load theirs)
  // and the page's code loaded first, so the first render matches the HTML exactly.
  // The one read of the prerendered <html lang>: from here on the app asks i18n/shown-language.ts.
  shownLanguage.set(isLanguage(html.lang) ? html.lang : undefined);
  const language = firstRenderLanguage(route);
  await Promise.all([loadFirstLoadCopy(language, route.page), loadPage(route.page)]);
} catch (error) {
  // Without its code the page stays as the HTML made it: the loader stops holding presses, and
  // controls that need the app hide.
  html.setAttribute(startUpAttributes.appFailed, '');
  throw error;
}

const app = (
  <StrictMode>
    <Root />
  </StrictMode>
);

// A host that answers an address with another page's HTML (a "rewrite everything to index.html"
// rule) gets the right page, rendered afresh rather than hydrated over the wrong one.
const renderedPath = html.getAttribute(startUpAttributes.renderedPath);
const hydratable = container.hasChildNodes() && renderedPath !== null && canHydrate(routeAt(renderedPath), route);

// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread for the whole page, so a tap or scroll on a slow phone is never stuck behind it.
startTransition(() => {
  if (hydratable) hydrateRoot(container, app);
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
