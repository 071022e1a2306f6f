import type { ReactNode } from 'react';
import { isPlainLeftClick } from '@/lib/plain-left-click';
import type { VideoKey } from '@/content/media';
import { videoWatchUrl } from './video-urls';
import { useVideoModal } from './video-modal-context';
import { useHydrated } from '@/lib/use-hydrated';
import { useNeedsAppProps } from '@/start-up/use-needs-app';

type VideoLinkProps = {
  video: VideoKey;
  className?: string;
  /** For an icon-only link. */
  'aria-label'?: string;
  /** Called when the video window opens (a menu closes). */
  onOpen?: () => void;
  children: ReactNode;
};

/**
 * A link to the video's page at the host, so it plays without scripts too (in a new tab, as every
 * link that leaves the site); the app opens it in the video window instead. A press before the app
 * has hydrated waits for it (`data-needs-app`).
 */
export function VideoLink({ video, className, onOpen, children, ...aria }: VideoLinkProps) {
  const { openVideo } = useVideoModal();
  const needsApp = useNeedsAppProps();
  // Once the app runs the link opens a dialog, and says so to a screen reader; before, a new tab.
  const hydrated = useHydrated();
  return (
    <a
      href={videoWatchUrl(video)}
      target="_blank"
      rel="noopener noreferrer"
      {...needsApp}
      aria-haspopup={hydrated ? 'dialog' : undefined}
      // On paper a video is nothing to press.
      className={`${className ?? ''} print:hidden!`}
      {...aria}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        onOpen?.();
        openVideo(video, event.currentTarget);
      }}
    >
      {children}
    </a>
  );
}
