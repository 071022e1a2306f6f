import type { ClipKey } from '@/content/media';

/**
 * The playback rules as a pure state machine: at most one clip plays (two voices at once are noise);
 * starting one stops and rewinds the current one; the state clears when a clip ends, fails
 * or on stop-all. Side effects come back as data for the provider to carry out.
 */
export type PlaybackState = { playing: ClipKey | null };

/**
 * Why a clip failed, so the message names the right cause: its file did not arrive (a network or
 * server fault), or it arrived and this browser or device would not play it (no sound output, a
 * blocked autoplay, a format it lacks).
 */
export type FailureReason = 'unreachable' | 'unplayable';

export type PlaybackEvent =
  | { type: 'play'; clip: ClipKey }
  | { type: 'ended'; clip: ClipKey }
  | { type: 'failed'; clip: ClipKey; reason: FailureReason }
  | { type: 'stopAll' };

export type PlaybackEffect =
  | { type: 'start'; clip: ClipKey }
  /** Pause and rewind. */
  | { type: 'stop'; clip: ClipKey }
  | { type: 'announcePlaying'; clip: ClipKey }
  | { type: 'announceStopped' }
  | { type: 'reportError'; clip: ClipKey; reason: FailureReason };

export const idle: PlaybackState = { playing: null };

export function transition(
  state: PlaybackState,
  event: PlaybackEvent,
): { state: PlaybackState; effects: PlaybackEffect[] } {
  const { playing } = state;
  switch (event.type) {
    case 'play': {
      if (playing === event.clip) return { state, effects: [] };
      const stopCurrent: PlaybackEffect[] = playing ? [{ type: 'stop', clip: playing }] : [];
      return {
        state: { playing: event.clip },
        effects: [...stopCurrent, { type: 'start', clip: event.clip }, { type: 'announcePlaying', clip: event.clip }],
      };
    }
    case 'ended':
      if (playing !== event.clip) return { state, effects: [] };
      return { state: idle, effects: [{ type: 'stop', clip: event.clip }] };
    case 'failed':
      // A late failure of a clip the visitor has already left is not worth a message.
      if (playing !== event.clip) return { state, effects: [] };
      return {
        state: idle,
        effects: [
          { type: 'stop', clip: event.clip },
          { type: 'reportError', clip: event.clip, reason: event.reason },
        ],
      };
    case 'stopAll':
      if (!playing) return { state, effects: [] };
      return { state: idle, effects: [{ type: 'stop', clip: playing }, { type: 'announceStopped' }] };
  }
}
