import { createContext, useContext } from 'react';
import type { VideoKey } from '@/content/media';

type VideoModalContextValue = {
  /** Opens the modal; focus returns to `trigger` when it closes. */
  openVideo: (video: VideoKey, trigger: HTMLElement | null) => void;
};

export const VideoModalContext = createContext<VideoModalContextValue | null>(null);

export function useVideoModal(): VideoModalContextValue {
  const value = useContext(VideoModalContext);
  if (!value) throw new Error('useVideoModal must be used inside <VideoModalProvider> (src/app/providers.tsx).');
  return value;
}
