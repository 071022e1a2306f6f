import { useEffect } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import measure from 'virtual:measurement';
import { SiteLayout } from '@/layout/site-layout';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { openAnswersWhilePrinting } from '@/lib/print-opens-answers';
import { forgetReload } from '@/lib/reload-once';
import { recordThisVisit } from '@/lib/visitor-store';
import { parseRoutePattern, routeAt, routes } from '@/routing/routes';
import { resolveLanguage, savedLanguage } from '@/i18n/language-preference';
import { DocumentHead } from './document-head';
import { loadPageThenNavigate, PageView } from './pages';
import { AppProviders } from './providers';
import { ScrollManager } from './scroll-manager';
import { startUpAttributes } from '@/start-up/contract';

type RootProps = {
  /** The request path when rendering on the server. */
  ssrPath?: string;
};

/** The router (wouter, matching the route table case-sensitively) around the providers and the pages. */
export function Root({ ssrPath }: RootProps) {
  return (
    <Router ssrPath={ssrPath} parser={parseRoutePattern} aroundNav={loadPageThenNavigate}>
      <AppProviders>
        <App />
      </AppProviders>
    </Router>
  );
}

function App() {
  const [location] = useLocation();

  useEffect(() => {
    // Counts this visit once, after hydration, on whichever page the visitor lands, in the
    // language the visitor reads it in (an unprefixed address shows the saved one).
    recordThisVisit(resolveLanguage(routeAt(window.location.pathname).language, savedLanguage.get()));
    // The page's code arrived: a later redeploy may reload this history entry again.
    forgetReload();
    // Marks the page as interactive: scripts (and the end-to-end tests) can tell it has hydrated,
    // and the benchmark reads when, in every engine, from the User Timing mark.
    document.documentElement.setAttribute(startUpAttributes.hydrated, '');
    performance.mark('hydrated');
    // Then the site-wide measurement, in a build with VITE_ANALYTICS (features/measurement): its
    // code is a chunk of its own, which this loads now, after every page's first load.
    measure?.();
  }, []);

  useEffect(() => openAnswersWhilePrinting(), []);

  return (
    <>
      {/* A failing page keeps the header and footer; a failing layout (or head, or scroll) still gets the message. */}
      <ErrorBoundary resetKey={location}>
        <DocumentHead />
        <ScrollManager />
        <SiteLayout>
          <ErrorBoundary resetKey={location}>
            <Switch>
              {routes.map(({ path, page }) => (
                <Route key={path} path={path}>
                  <PageView page={page} />
                </Route>
              ))}
              <Route>
                <PageView page="notFound" />
              </Route>
            </Switch>
          </ErrorBoundary>
        </SiteLayout>
      </ErrorBoundary>
    </>
  );
}
