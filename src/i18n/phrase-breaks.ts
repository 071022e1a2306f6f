import type { Translate } from './translate';

/**
 * Japanese and Traditional Chinese strings carry a zero-width space between their phrases (put
 * there at build time: build/phrase-breaks.ts), the only places a heading or button breaks a line.
 * Text that leaves the page as data (the title, meta description, structured data) goes without.
 */
export const phraseBreak = '\u200b';

export function withoutPhraseBreaks(text: string): string {
  return text.replaceAll(phraseBreak, '');
}

/** A translator for text that leaves the page as data: the same strings, without phrase breaks. */
export function forData(t: Translate): Translate {
  return ((...args: Parameters<Translate>) => withoutPhraseBreaks(t(...args))) as Translate;
}
