import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from '@/app/root';
import { defaultLanguage, isLanguage } from '@/i18n/languages';
import { loadDictionary } from '@/i18n/load-dictionary';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must have <div id="root">');

// Hydrate in the language the HTML was prerendered in, with its dictionary loaded first,
// so the first render matches the HTML exactly.
const htmlLanguage = document.documentElement.lang;
const initialLanguage = isLanguage(htmlLanguage) ? htmlLanguage : defaultLanguage;
await loadDictionary(initialLanguage);

const app = (
  <StrictMode>
    <Root initialLanguage={initialLanguage} />
  </StrictMode>
);

if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
