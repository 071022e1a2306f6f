import type { ClipKey } from '@/content/media';
import { createStore } from '@/lib/store';
import { newClipPlayer, type Player } from './player-slot';
import type { ClipSource } from './clips';
import { idle, transition, type FailureReason, type PlaybackEvent, type PlaybackState } from './playback';

/** What the controller needs from the page: the current language's sources and its words. */
export type PlaybackEnvironment = {
  sources: (clip: ClipKey) => ClipSource[];
  announcePlaying: (clip: ClipKey) => void;
  announceStopped: () => void;
  reportError: (clip: ClipKey, reason: FailureReason) => void;
};

/** Runs the playback state machine against real audio elements; React subscribes to it. */
export class PlaybackController {
  private readonly state = createStore<PlaybackState>(() => idle);
  /** Made at the first play (the player's code loads with the sample buttons: player-slot.ts). */
  private player: Player | undefined;

  constructor(private environment: PlaybackEnvironment) {}

  setEnvironment(environment: PlaybackEnvironment): void {
    this.environment = environment;
  }

  readonly getState = this.state.get;
  readonly subscribe = this.state.subscribe;

  readonly dispatch = (event: PlaybackEvent): void => {
    const next = transition(this.state.get(), event);
    this.state.set(next.state);
    for (const effect of next.effects) {
      switch (effect.type) {
        case 'start':
          this.player ??= newClipPlayer((event) => this.dispatch(event));
          this.player?.start(effect.clip, this.environment.sources(effect.clip));
          break;
        case 'stop':
          this.player?.stop(effect.clip);
          break;
        case 'announcePlaying':
          this.environment.announcePlaying(effect.clip);
          break;
        case 'announceStopped':
          this.environment.announceStopped();
          break;
        case 'reportError':
          this.environment.reportError(effect.clip, effect.reason);
          break;
      }
    }
  };

  dispose(): void {
    this.dispatch({ type: 'stopAll' });
    this.player?.dispose();
  }
}
