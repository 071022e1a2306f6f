import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyMotion, MotionConfig, type FeatureBundle } from 'framer-motion';
import { useState, type ReactNode } from 'react';
import { AudioProvider } from '@/audio/provider';
import { Toaster } from '@/components/ui/toaster';
import { VideoModalProvider } from '@/components/ui/video-modal-provider';
import { ui } from '@/config/ui';
import type { Language } from '@/i18n/languages';
import { LanguageProvider } from '@/i18n/provider';
import { createQueryClient } from '@/lib/query-client';

const loadMotionFeatures = () => import('./motion-features').then((module) => module.default);

type AppProvidersProps = {
  initialLanguage: Language;
  routeLanguage: Language | undefined;
  /** Tests pass the animation features directly instead of loading them. */
  motionFeatures?: FeatureBundle | (() => Promise<FeatureBundle>);
  children: ReactNode;
};

/** Every provider the site mounts, in order; the app root and the test render helper share it. */
export function AppProviders({
  initialLanguage,
  routeLanguage,
  motionFeatures = loadMotionFeatures,
  children,
}: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initialLanguage={initialLanguage} routeLanguage={routeLanguage}>
        <LazyMotion features={motionFeatures} strict>
          <MotionConfig reducedMotion="user">
            <Tooltip.Provider delayDuration={ui.tooltip.delayMs} skipDelayDuration={ui.tooltip.skipDelayMs}>
              <AudioProvider>
                <VideoModalProvider>
                  {children}
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
