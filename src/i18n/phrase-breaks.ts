import type { Translate } from './translate';

/**
 * Japanese and Traditional Chinese strings carry a zero-width space between their phrases (put
 * there at build time: build/phrase-breaks.ts), the only places a heading or button breaks a line.
 * Text that leaves the page as data (the title, meta description, structured data) goes without.
 */
export const phraseBreak = '\u200b';
/** Inside a phrase, holds a Latin word, a number or a bracket to the CJK beside it (engines break there even under keep-all). */
export const wordJoiner = '\u2060';

export function withoutPhraseBreaks(text: string): string {
  return text.replace(/[\u200b\u2060]/g, '');
}

/** A translator for text that leaves the page as data: the same strings, without phrase breaks. */
export function forData(t: Translate): Translate {
  return ((...args: Parameters<Translate>) => withoutPhraseBreaks(t(...args))) as Translate;
}
