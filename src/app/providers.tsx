import type { ReactNode } from 'react';
import { AudioProvider } from '@/audio/provider';
import { Toaster } from '@/components/ui/toaster';
import { VideoModalProvider } from '@/features/video-window/video-modal-provider';
import { LanguageProvider } from '@/i18n/provider';
import { QueryRoot } from '@/features/published-supporters/query-root';

type AppProvidersProps = { children: ReactNode };

/**
 * Every provider the site mounts, in order, inside the router: query (the specification's generic
 * data loader, through TanStack Query; its library loads with the page that reads published data,
 * the supporters), language, audio and the video window. The root and the test render helper
 * share it.
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
