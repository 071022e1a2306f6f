import type { ReactNode } from 'react';
import { AudioProvider } from '@/audio/provider';
import { Toaster } from '@/components/ui/toaster';
import { VideoModalProvider } from '@/components/ui/video-modal-provider';
import { LanguageProvider } from '@/i18n/provider';

type AppProvidersProps = { children: ReactNode };

/** Every provider the site mounts, in order, inside the router; the root and the test render helper share it. */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <LanguageProvider>
      <AudioProvider>
        <VideoModalProvider>
          {children}
          <Toaster />
        </VideoModalProvider>
      </AudioProvider>
    </LanguageProvider>
  );
}
