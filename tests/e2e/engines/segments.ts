import { loadDefaultJapaneseParser, loadDefaultTraditionalChineseParser, type Parser } from 'budoux';
import type { Language } from '@/config/languages';

/**
 * BudouX's phrases, found here in the test independently of the build's phrase breaks (which
 * the page's text no longer shows: line-checks.ts removes them), so the test fails if the build
 * stops putting them in.
 */
const phraseParsers: Partial<Record<Language, Parser>> = {
  ja: loadDefaultJapaneseParser(),
  'zh-TW': loadDefaultTraditionalChineseParser(),
};

/** Whether a language's lines must break between phrases (Japanese, Chinese) rather than between words. */
export function breaksBetweenPhrases(language: Language): boolean {
  return language in phraseParsers;
}

/**
 * The pieces of a label that must each stay on one line: for Japanese and Chinese its phrases,
 * otherwise its words (a hyphen, slash or dash may end a line, so it ends a piece too).
 */
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Words: a line may end at a space, after a hyphen, slash or dash, or before an opening bracket. */
const words = (text: string) => text.split(/\s+|(?<=[-/–—])|(?=[（(])/);

export function unbreakablePieces(text: string, language: Language): string[] {
  const parser = phraseParsers[language];
  // A phrase without CJK (a phone number in a Chinese label) breaks as words do.
  const pieces = parser
    ? parser.parse(text).flatMap((phrase) => (cjk.test(phrase) ? phrase.split(/\s+/) : words(phrase)))
    : words(text);
  // Punctuation at either end may go with the neighbouring piece (a line may end after 「会う：」).
  return pieces.map((piece) => piece.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '')).filter(Boolean);
}
