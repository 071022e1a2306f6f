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
/**
 * Words: a line may end at a space, after a hyphen, slash or dash, before an opening bracket, and
 * inside an email address after its "@" or a dot (the site marks those places: EmailAddress).
 */
const words = (text: string) => text.split(/\s+|(?<=[-/–—])|(?=[（(])|(?<=@)|(?<=[\w-]\.)(?=[a-z])/);

export function unbreakablePieces(text: string, language: Language): string[] {
  const parser = phraseParsers[language];
  // A phrase without CJK (a phone number in a Chinese label) breaks as words do.
  const pieces = parser
    ? parser
        .parse(text)
        .flatMap((phrase) => phrase.split(/\s+/))
        .flatMap((token) => (cjk.test(token) ? [token] : words(token)))
    : words(text);
  // Punctuation at either end may go with the neighbouring piece (a line may end after 「会う：」).
  return pieces.map((piece) => piece.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '')).filter(Boolean);
}
