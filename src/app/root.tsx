import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { useEffect, useState } from 'react';
import { Router } from 'wouter';
import { AudioProvider } from '@/audio/provider';
import { SiteLayout } from '@/components/layout/site-layout';
import { Toaster } from '@/components/ui/toaster';
import { VideoModalProvider } from '@/components/ui/video-modal-provider';
import { ui } from '@/config/ui';
import type { Language } from '@/i18n/languages';
import { LanguageProvider } from '@/i18n/provider';
import { createQueryClient } from '@/lib/query-client';
import { recordThisVisit } from '@/lib/visitor-store';
import { DocumentHead } from './document-head';
import { pageComponents } from './page-components';
import { useCurrentRoute } from './routes';
import { ScrollManager } from './scroll-manager';

const loadMotionFeatures = () => import('./motion-features').then((module) => module.default);

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
  const pageKey = route.kind === 'page' ? route.page : 'notFound';
  const Page = pageComponents[pageKey];
  const [queryClient] = useState(createQueryClient);

  // Counts this visit once, after hydration, on whichever page the visitor lands.
  useEffect(() => recordThisVisit(), []);

  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initialLanguage={initialLanguage} routeLanguage={route.language}>
        <LazyMotion features={loadMotionFeatures} strict>
          <MotionConfig reducedMotion="user">
            <Tooltip.Provider delayDuration={ui.tooltip.delayMs} skipDelayDuration={ui.tooltip.skipDelayMs}>
              <AudioProvider>
                <VideoModalProvider>
                  <DocumentHead page={pageKey} />
                  <ScrollManager />
                  <SiteLayout>
                    <Page />
                  </SiteLayout>
                  <Toaster />
                </VideoModalProvider>
              </AudioProvider>
            </Tooltip.Provider>
          </MotionConfig>
        </LazyMotion>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
