import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useAudio } from '@/audio/audio-context';
import type { VideoKey } from '@/content/media';
import { videoWatchUrl } from './video-urls';
import { VideoModalContext } from './video-modal-context';
import { loadShownParts } from '@/i18n/load-dictionary';

type VideoModalProps = { video: VideoKey; onClose: () => void };

/**
 * Where the window's code cannot be downloaded (a lost connection): the video's page opens in a
 * new tab, as the link does without scripts, instead of the window.
 */
function VideoPageInstead({ video, onClose }: VideoModalProps) {
  useEffect(() => {
    window.open(videoWatchUrl(video), '_blank', 'noopener,noreferrer');
    onClose();
  }, [video, onClose]);
  return null;
}

// The modal, its player wiring and its words load on the first open, not with the page.
const VideoModal = lazy<ComponentType<VideoModalProps>>(() =>
  Promise.all([import('./video-modal'), loadShownParts(['video'])]).then(
    ([module]) => ({ default: module.VideoModal }),
    () => ({ default: VideoPageInstead }),
  ),
);

type VideoModalProviderProps = { children: ReactNode };

export function VideoModalProvider({ children }: VideoModalProviderProps) {
  const [openVideo, setOpenVideo] = useState<VideoKey | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const { stopAll } = useAudio();

  const open = useCallback(
    (video: VideoKey, trigger: HTMLElement | null) => {
      // One sound at a time, site-wide: the film starts, a voice sample stops.
      stopAll();
      triggerRef.current = trigger;
      setOpenVideo(video);
    },
    [stopAll],
  );

  const close = useCallback(() => {
    setOpenVideo(null);
    triggerRef.current?.focus();
    triggerRef.current = null;
  }, []);

  const value = useMemo(() => ({ openVideo: open }), [open]);

  return (
    <VideoModalContext.Provider value={value}>
      {children}
      {openVideo && (
        <Suspense fallback={null}>
          <VideoModal video={openVideo} onClose={close} />
        </Suspense>
      )}
    </VideoModalContext.Provider>
  );
}
