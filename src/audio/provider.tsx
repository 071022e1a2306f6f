import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ClipKey } from '@/content/media';
import type { Language } from '@/config/languages';
import type { Translate } from '@/i18n/translate';
import { useTranslation } from '@/i18n/use-translation';
import { showToast } from '@/lib/toast-store';
import { AudioContext } from './audio-context';
import { clipTitleKeys } from './clip-titles';
import { clipSources } from './clips';
import { idle } from './playback';
import { PlaybackController, type PlaybackEnvironment } from './playback-controller';

type AudioProviderProps = { children: ReactNode };

function environmentFor(language: Language, t: Translate, announce: (text: string) => void): PlaybackEnvironment {
  return {
    sources: (clip) => clipSources(clip, language),
    announcePlaying: (clip: ClipKey) => announce(t('audio.nowPlaying', { title: t(clipTitleKeys[clip]) })),
    announceStopped: () => announce(t('audio.stopped')),
    reportError: (_clip, reason) =>
      showToast({
        title: t('audio.errorTitle'),
        description:
          reason === 'unreachable'
            ? t('audio.errorUnreachable')
            : t('audio.errorUnplayable', { showTranscript: t('audio.showTranscript') }),
        variant: 'destructive',
      }),
  };
}

const idleOnServer = () => idle;

/** Owns voice-sample playback for the whole site, and announces it to screen readers. */
export function AudioProvider({ children }: AudioProviderProps) {
  const { t, language } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const [controller] = useState(() => new PlaybackController(environmentFor(language, t, setAnnouncement)));
  const { playing } = useSyncExternalStore(controller.subscribe, controller.getState, idleOnServer);

  useEffect(() => {
    controller.setEnvironment(environmentFor(language, t, setAnnouncement));
    // A language change stops whatever plays: the next press plays the new language's clip.
    return () => controller.dispatch({ type: 'stopAll' });
  }, [controller, language, t]);

  useEffect(() => () => controller.dispose(), [controller]);

  const value = useMemo(
    () => ({
      playing,
      play: (clip: ClipKey) => controller.dispatch({ type: 'play', clip }),
      stopAll: () => controller.dispatch({ type: 'stopAll' }),
    }),
    [playing, controller],
  );

  return (
    <AudioContext.Provider value={value}>
      {children}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </AudioContext.Provider>
  );
}
