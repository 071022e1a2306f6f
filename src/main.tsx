import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadPage } from '@/app/page-components';
import { Root } from '@/app/root';
import { pageKeyOf, resolveRoute } from '@/app/routes';
import { defaultLanguage, isLanguage } from '@/i18n/languages';
import { loadDictionary } from '@/i18n/load-dictionary';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must have <div id="root">');

// Hydrate in the language the HTML was prerendered in, with its dictionary and the page's code
// loaded first, so the first render matches the HTML exactly.
const htmlLanguage = document.documentElement.lang;
const initialLanguage = isLanguage(htmlLanguage) ? htmlLanguage : defaultLanguage;
await Promise.all([loadDictionary(initialLanguage), loadPage(pageKeyOf(resolveRoute(window.location.pathname)))]);

const app = (
  <StrictMode>
    <Root initialLanguage={initialLanguage} />
  </StrictMode>
);

// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread for the whole page, so a tap or scroll on a slow phone is never stuck behind it.
startTransition(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
