import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadPage } from '@/app/pages';
import { Root } from '@/app/root';
import { loadDictionary } from '@/i18n/load-dictionary';
import { renderedLanguage, routeAt, showsSameHtml } from '@/routing/routes';
import '@/styles/global.css';
import { startUpAttributes } from '@/config/start-up';
import { isLanguage } from '@/config/languages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must have <div id="root">');
const html = document.documentElement;

try {
  // Hydrate with the dictionary the HTML was prerendered in and the page's code loaded first, so
  // the first render matches the HTML exactly.
  const route = routeAt(window.location.pathname);
  // A saved language the page waits for (start-up step 2) loads alongside, so the provider
  // switches to it in the render right after hydration.
  const pending = html.getAttribute(startUpAttributes.languagePending);
  const waitedFor = isLanguage(pending) ? [loadDictionary(pending).catch(() => undefined)] : [];
  await Promise.all([loadDictionary(renderedLanguage(route)), loadPage(route.page), ...waitedFor]);
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
const renderedPath = html.getAttribute(startUpAttributes.renderedPath) ?? undefined;
// A page waiting for a saved language (start-up step 2) is rendered afresh in it: hydrating the
// English HTML first would only be undone by the next render.
const waiting = isLanguage(html.getAttribute(startUpAttributes.languagePending));
const hydratable =
  !waiting &&
  container.hasChildNodes() &&
  renderedPath !== undefined &&
  showsSameHtml(routeAt(renderedPath), routeAt(window.location.pathname));

// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread for the whole page, so a tap or scroll on a slow phone is never stuck behind it.
startTransition(() => {
  if (hydratable) hydrateRoot(container, app);
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
