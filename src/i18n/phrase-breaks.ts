import type { Language } from '@/config/languages';

/**
 * Japanese and Traditional Chinese strings carry a zero-width space between their phrases (put
 * there at build time: tools/translations/phrase-breaks.ts), the only places a heading or button breaks a line.
 * Text that leaves the page as data (the title, meta description, structured data) goes without.
 */
export const phraseBreak = '\u200b';
/** Inside a phrase, holds a Latin word, a number or a bracket to the CJK beside it (engines break there even under keep-all). */
export const wordJoiner = '\u2060';

export function withoutPhraseBreaks(text: string): string {
  return text.replace(/[\u200b\u2060]/g, '');
}

const cjkLetter = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]`;
/**
 * A character with a different script after it (a Latin letter or digit before CJK, or CJK before
 * one), or any but a space before an opening bracket (「Aria（アリア）」: WebKit breaks before 「（」
 * even under keep-all). No lookbehind: Safari before 16.4 has none.
 */
const beforeScriptChange = new RegExp(
  String.raw`[\p{Script=Latin}\p{Nd}](?=${cjkLetter})|${cjkLetter}(?=[\p{Script=Latin}\p{Nd}])|[^\s\u2060](?=[（(])`,
  'gu',
);

/**
 * A value put into a Japanese or Chinese string as one unit (a price such as 「1,000米ドル」, a
 * tier's name, the wake word 「Aria（アリア）」): no phrase break inside it, and a word joiner where
 * digits meet CJK or a bracket opens, where engines would otherwise break a line even under keep-all.
 */
export function asOneUnit(text: string): string {
  return withoutPhraseBreaks(text).replace(beforeScriptChange, (character) => character + wordJoiner);
}

/** Languages whose labels break lines only at phrase breaks (keep-all): Japanese and Chinese. */
export function breaksOnlyBetweenPhrases(language: Language): boolean {
  return language === 'ja' || language === 'zh-TW';
}

/**
 * A hyphenated Latin value put into a Japanese or Chinese label (a vanity number,
 * 「1-844-GO-HAZEL」): a break after each hyphen before a letter, where Safari and Firefox give
 * none under keep-all, so at a large text size the value breaks between its parts, not inside
 * 「HAZEL」. Other languages' lines break there anyway; their text is returned unchanged.
 */
export function breakableAfterHyphens(text: string, language: Language): string {
  return breaksOnlyBetweenPhrases(language) ? text.replace(/-(?=\p{L})/gu, `-${phraseBreak}`) : text;
}

/**
 * A number with hyphens put into a Japanese or Chinese label (「0120-123-456に電話する」): one unit,
 * never broken after a hyphen (engines break there even under keep-all) nor before the word after
 * it. Other languages' text is returned unchanged.
 */
export function unbrokenNumber(text: string, language: Language): string {
  if (!breaksOnlyBetweenPhrases(language)) return text;
  // Safari and Firefox break between a number and the kana after it even under keep-all.
  return `${wordJoiner}${asOneUnit(text).replace(/-(?=\d)/g, `-${wordJoiner}`)}${wordJoiner}`;
}
