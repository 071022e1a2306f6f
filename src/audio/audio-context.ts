import { createContext, useContext } from 'react';
import type { ClipKey } from '@/content/media';

type AudioContextValue = {
  /** The clip playing now, if any. */
  playing: ClipKey | null;
  play: (clip: ClipKey) => void;
  stopAll: () => void;
};

export const AudioContext = createContext<AudioContextValue | null>(null);

export function useAudio(): AudioContextValue {
  const value = useContext(AudioContext);
  if (!value) throw new Error('useAudio must be used inside <AudioProvider> (src/app/providers.tsx).');
  return value;
}
