import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadPage } from '@/app/pages';
import { Root } from '@/app/root';
import { loadDictionary } from '@/i18n/load-dictionary';
import { renderedLanguage, routeAt } from '@/routing/routes';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must have <div id="root">');

// Hydrate with the dictionary the HTML was prerendered in and the page's code loaded first, so
// the first render matches the HTML exactly.
const route = routeAt(window.location.pathname);
await Promise.all([loadDictionary(renderedLanguage(route)), loadPage(route.page)]);

const app = (
  <StrictMode>
    <Root />
  </StrictMode>
);

// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread for the whole page, so a tap or scroll on a slow phone is never stuck behind it.
startTransition(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
