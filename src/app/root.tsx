import { LazyMotion, MotionConfig } from 'framer-motion';
import { Router } from 'wouter';
import { SiteLayout } from '@/components/layout/site-layout';
import { VideoModalProvider } from '@/components/ui/video-modal-provider';
import type { Language } from '@/i18n/languages';
import { LanguageProvider } from '@/i18n/provider';
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
  return (
    <LanguageProvider initialLanguage={initialLanguage} routeLanguage={route.language}>
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">
          <VideoModalProvider>
            <DocumentHead page={pageKey} />
            <ScrollManager />
            <SiteLayout>
              <Page />
            </SiteLayout>
          </VideoModalProvider>
        </MotionConfig>
      </LazyMotion>
    </LanguageProvider>
  );
}
