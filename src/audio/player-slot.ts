import type { ClipKey } from '@/content/media';
import type { ClipSource } from './clips';
import type { PlaybackEvent } from './playback';

/** What plays the clips: `ClipPlayer` (clip-player.ts), on real audio elements. */
export type Player = {
  start(clip: ClipKey, sources: ClipSource[]): void;
  stop(clip: ClipKey): void;
  dispose(): void;
};
type MakePlayer = (report: (event: PlaybackEvent) => void) => Player;

let makePlayer: MakePlayer | undefined;

/**
 * The voice-sample button provides the player when its module loads (features/voice-samples/audio-sample.tsx),
 * so the player's code comes with the pages that have samples, not with every page: the provider
 * in the root (provider.tsx) only holds the state.
 */
export function provideClipPlayer(make: MakePlayer): void {
  makePlayer ??= make;
}

/** A player, or none where no page with samples has loaded (nothing can be played there). */
export function newClipPlayer(report: (event: PlaybackEvent) => void): Player | undefined {
  return makePlayer?.(report);
}
