import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '@/app/providers';
import { resolveRoute, useCurrentRoute } from '@/app/routes';
import type { Language } from '@/i18n/languages';
import { loadDictionary } from '@/i18n/load-dictionary';

type RenderOptions = {
  /** The URL path to render at, such as `/ja/faq`. */
  path?: string;
  /** The language the first render uses (as the prerendered HTML would); defaults to the path's. */
  initialLanguage?: Language;
};

function Providers({ initialLanguage, children }: { initialLanguage: Language; children: ReactElement }) {
  const route = useCurrentRoute();
  return (
    <AppProviders initialLanguage={initialLanguage} routeLanguage={route.language}>
      {children}
    </AppProviders>
  );
}

/** Renders a component with every provider the app mounts, at a given path. */
export async function renderWithProviders(
  ui: ReactElement,
  { path = '/en', initialLanguage }: RenderOptions = {},
): Promise<RenderResult & { navigate: (to: string) => void; history: string[] }> {
  const location = memoryLocation({ path, record: true });
  const language = initialLanguage ?? resolveRoute(path).language ?? 'en';
  await loadDictionary(language);
  const result = render(
    <Router hook={location.hook}>
      <Providers initialLanguage={language}>{ui}</Providers>
    </Router>,
  );
  return { ...result, navigate: location.navigate, history: location.history ?? [] };
}
