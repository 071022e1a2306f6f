import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AudioProvider } from '@/audio/provider';
import { Toaster } from '@/components/ui/toaster';
import { VideoModalProvider } from '@/components/ui/video-modal-provider';
import type { Language } from '@/i18n/languages';
import { LanguageProvider } from '@/i18n/provider';
import { createQueryClient } from '@/lib/query-client';

type AppProvidersProps = {
  initialLanguage: Language;
  routeLanguage: Language | undefined;
  children: ReactNode;
};

/** Every provider the site mounts, in order; the app root and the test render helper share it. */
export function AppProviders({ initialLanguage, routeLanguage, children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initialLanguage={initialLanguage} routeLanguage={routeLanguage}>
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
