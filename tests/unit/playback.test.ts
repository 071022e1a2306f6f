import { describe, expect, it } from 'vitest';
import { idle, transition, type PlaybackEvent, type PlaybackState } from '@/audio/playback';

/** Runs events from idle and returns the final state and every effect, in order. */
function run(...events: PlaybackEvent[]) {
  let state: PlaybackState = idle;
  const effects = [];
  for (const event of events) {
    const next = transition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

describe('playback', () => {
  it('starts a clip from idle and announces it', () => {
    expect(run({ type: 'play', clip: 'voice' })).toEqual({
      state: { playing: 'voice' },
      effects: [
        { type: 'start', clip: 'voice' },
        { type: 'announcePlaying', clip: 'voice' },
      ],
    });
  });

  it('stops and rewinds the current clip before starting another: at most one plays', () => {
    const { state, effects } = run({ type: 'play', clip: 'voice' }, { type: 'play', clip: 'health' });
    expect(state).toEqual({ playing: 'health' });
    expect(effects.slice(2)).toEqual([
      { type: 'stop', clip: 'voice' },
      { type: 'start', clip: 'health' },
      { type: 'announcePlaying', clip: 'health' },
    ]);
  });

  it('ignores a second press on the clip that is playing', () => {
    const { effects } = run({ type: 'play', clip: 'hero' }, { type: 'play', clip: 'hero' });
    expect(effects.filter((effect) => effect.type === 'start')).toHaveLength(1);
  });

  it('clears the state when the clip ends, rewinding it', () => {
    expect(run({ type: 'play', clip: 'family' }, { type: 'ended', clip: 'family' })).toMatchObject({
      state: { playing: null },
      effects: [{}, {}, { type: 'stop', clip: 'family' }],
    });
  });

  it('ignores the end of a clip that was already replaced', () => {
    const { state } = run(
      { type: 'play', clip: 'family' },
      { type: 'play', clip: 'voice' },
      { type: 'ended', clip: 'family' },
    );
    expect(state).toEqual({ playing: 'voice' });
  });

  it('clears the state on stop-all and announces it', () => {
    const { state, effects } = run({ type: 'play', clip: 'affirmation' }, { type: 'stopAll' });
    expect(state).toEqual({ playing: null });
    expect(effects.slice(2)).toEqual([{ type: 'stop', clip: 'affirmation' }, { type: 'announceStopped' }]);
  });

  it('does nothing on stop-all when nothing plays', () => {
    expect(run({ type: 'stopAll' })).toEqual({ state: idle, effects: [] });
  });

  it('re-enables a clip that fails to load and reports the error', () => {
    const { state, effects } = run(
      { type: 'play', clip: 'health' },
      { type: 'failed', clip: 'health', reason: 'unreachable' },
    );
    expect(state).toEqual({ playing: null });
    expect(effects.slice(2)).toEqual([
      { type: 'stop', clip: 'health' },
      { type: 'reportError', clip: 'health', reason: 'unreachable' },
    ]);
  });

  it('stays quiet about a late failure of a clip the visitor already left', () => {
    const { state, effects } = run(
      { type: 'play', clip: 'health' },
      { type: 'play', clip: 'voice' },
      { type: 'failed', clip: 'health', reason: 'unreachable' },
    );
    expect(state).toEqual({ playing: 'voice' });
    expect(effects.some((effect) => effect.type === 'reportError')).toBe(false);
  });

  it('never starts anything without a play event', () => {
    const events: PlaybackEvent[] = [
      { type: 'ended', clip: 'hero' },
      { type: 'failed', clip: 'voice', reason: 'unplayable' },
      { type: 'stopAll' },
    ];
    expect(run(...events).effects).toEqual([]);
  });
});
