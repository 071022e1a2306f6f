import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AudioProvider } from '@/audio/provider';
import { Toaster } from '@/components/ui/toaster';
import { VideoModalProvider } from '@/components/ui/video-modal-provider';
import { LanguageProvider } from '@/i18n/provider';
import { createQueryClient } from '@/lib/query-client';

type AppProvidersProps = { children: ReactNode };

/**
 * Every provider the site mounts, in order, inside the router, as the design card names them:
 * language, audio and query (the published data the pages read, such as the supporters). The root
 * and the test render helper share it.
 */
export function AppProviders({ children }: AppProvidersProps) {
  // One client per app (and per prerendered page), so nothing is shared between visitors or pages.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>
        <AudioProvider>
          <VideoModalProvider>
            {children}
            <Toaster />
          </VideoModalProvider>
        </AudioProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
