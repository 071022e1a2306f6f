import type { ReactNode } from 'react';
import { AudioProvider } from '@/audio/provider';
import { Toaster } from '@/components/ui/toaster';
import { VideoModalProvider } from '@/features/video-window/video-modal-provider';
import { LanguageProvider } from '@/i18n/provider';
import { QueryRoot } from '@/features/published-supporters/query-root';

type AppProvidersProps = { children: ReactNode };

/**
 * Every provider the site mounts, in order, inside the router, as the design card names them:
 * language, audio and query (the published data the pages read, such as the supporters; its
 * library loads with the page that reads it). The root and the test render helper share it.
 */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <QueryRoot>
      <LanguageProvider>
        <AudioProvider>
          <VideoModalProvider>
            {children}
            <Toaster />
          </VideoModalProvider>
        </AudioProvider>
      </LanguageProvider>
    </QueryRoot>
  );
}
