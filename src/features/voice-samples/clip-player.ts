import { ui } from '@/config/ui';
import type { ClipKey } from '@/content/media';
import type { ClipSource } from '@/audio/clips';
import type { PlaybackEvent } from '@/audio/playback';

/**
 * Owns one <audio> element per clip, created on the first press (preload "none", so nothing
 * downloads before that) and rebuilt when the language's sources change.
 */
export class ClipPlayer {
  private readonly elements = new Map<ClipKey, { audio: HTMLAudioElement; signature: string }>();
  /** Running while a clip waits for data: a file that never arrives (or stops) fails it. */
  private stallTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly report: (event: PlaybackEvent) => void) {}

  private element(clip: ClipKey, sources: ClipSource[]): HTMLAudioElement {
    const signature = sources.map((source) => source.src).join('|');
    const existing = this.elements.get(clip);
    if (existing?.signature === signature) return existing.audio;
    if (existing) this.release(existing.audio);

    const audio = document.createElement('audio');
    audio.preload = 'none';
    for (const { src, type } of sources) {
      const source = document.createElement('source');
      source.src = src;
      source.type = type;
      audio.append(source);
    }
    // Every source failed: none arrived, unless the browser can play none of their formats.
    const failed = () => {
      this.clearStallTimer();
      const playable = sources.some(({ type }) => audio.canPlayType(type) !== '');
      this.report({ type: 'failed', clip, reason: playable ? 'unreachable' : 'unplayable' });
    };
    // With <source> children, a load failure fires on the last source, not on the element.
    audio.lastElementChild?.addEventListener('error', failed);
    // An error on the element itself: the file arrived but could not be decoded, or the network broke.
    audio.addEventListener('error', () => {
      this.clearStallTimer();
      const undecodable = audio.error?.code === MediaError.MEDIA_ERR_DECODE;
      this.report({ type: 'failed', clip, reason: undecodable ? 'unplayable' : 'unreachable' });
    });
    audio.addEventListener('ended', () => this.report({ type: 'ended', clip }));
    audio.addEventListener('playing', () => this.clearStallTimer());
    audio.addEventListener('waiting', () => this.watchForStall(clip, audio));
    this.elements.set(clip, { audio, signature });
    return audio;
  }

  private clearStallTimer(): void {
    clearTimeout(this.stallTimer);
    this.stallTimer = undefined;
  }

  private watchForStall(clip: ClipKey, audio: HTMLAudioElement): void {
    this.clearStallTimer();
    this.stallTimer = setTimeout(() => {
      this.stallTimer = undefined;
      audio.pause();
      this.report({ type: 'failed', clip, reason: 'unreachable' });
    }, ui.audio.stallTimeoutMs);
  }

  start(clip: ClipKey, sources: ClipSource[]): void {
    const audio = this.element(clip, sources);
    audio.currentTime = 0;
    this.watchForStall(clip, audio);
    audio.play().catch((error: unknown) => {
      // A pause() that interrupts the start is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      this.clearStallTimer();
      // The browser refused to play it (NotAllowedError: sound blocked or no sound output) or
      // cannot (NotSupportedError). A file that never arrived has already failed through its
      // sources' error, so this one is about the browser or the device.
      this.report({ type: 'failed', clip, reason: 'unplayable' });
    });
  }

  stop(clip: ClipKey): void {
    this.clearStallTimer();
    const audio = this.elements.get(clip)?.audio;
    if (!audio) return;
    audio.pause();
    audio.currentTime = 0;
  }

  private release(audio: HTMLAudioElement): void {
    audio.pause();
    audio.replaceChildren();
    audio.removeAttribute('src');
  }

  dispose(): void {
    this.clearStallTimer();
    for (const { audio } of this.elements.values()) this.release(audio);
    this.elements.clear();
  }
}
