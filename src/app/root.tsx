import { useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { SiteLayout } from '@/components/layout/site-layout';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import type { Language } from '@/i18n/languages';
import { recordThisVisit } from '@/lib/visitor-store';
import { DocumentHead } from './document-head';
import { usePageComponent } from './page-components';
import { AppProviders } from './providers';
import { pageKeyOf, useCurrentRoute } from './routes';
import { ScrollManager } from './scroll-manager';

type RootProps = {
  /** The language of the prerendered HTML; its dictionary must be loaded. */
  initialLanguage: Language;
  /** The request path when rendering on the server. */
  ssrPath?: string;
};

/** Mounts the providers and the router. */
export function Root({ initialLanguage, ssrPath }: RootProps) {
  return (
    <Router ssrPath={ssrPath}>
      <RoutedApp initialLanguage={initialLanguage} />
    </Router>
  );
}

function RoutedApp({ initialLanguage }: { initialLanguage: Language }) {
  const route = useCurrentRoute();
  const [location] = useLocation();
  const pageKey = pageKeyOf(route);
  const { Page, ready } = usePageComponent(pageKey);

  useEffect(() => {
    // Counts this visit once, after hydration, on whichever page the visitor lands.
    recordThisVisit();
    // Marks the page as interactive: scripts (and the end-to-end tests) can tell it has hydrated.
    document.documentElement.dataset.hydrated = '';
  }, []);

  return (
    <AppProviders initialLanguage={initialLanguage} routeLanguage={route.language}>
      <DocumentHead page={pageKey} />
      <ScrollManager pageReady={ready} />
      {/* A failing page keeps the header and footer; a failing layout still gets the message. */}
      <ErrorBoundary resetKey={location}>
        <SiteLayout>
          <ErrorBoundary resetKey={location}>
            <Page />
          </ErrorBoundary>
        </SiteLayout>
      </ErrorBoundary>
    </AppProviders>
  );
}
