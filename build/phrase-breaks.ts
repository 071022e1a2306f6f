/**
 * Japanese and Chinese lines break between phrases, in every browser. Without help, a browser
 * breaks CJK text between any two characters, so a heading at phone width can end a line inside a
 * word (「そば／に」). At build time, BudouX (Google's phrase segmenter) finds the phrases of every
 * ja and zh-TW string and a zero-width space is put between them, as BudouX's own HTML processor
 * does; the stylesheet's `word-break: keep-all` on headings, buttons and labels then makes those
 * spaces the only places such a line breaks. Chromium's `word-break: auto-phrase` does the same by
 * itself and is kept where supported. Text that leaves the page (titles, descriptions, structured
 * data) has them removed: `withoutPhraseBreaks` in src/i18n/phrase-breaks.ts.
 */
import { loadDefaultJapaneseParser, loadDefaultTraditionalChineseParser, type Parser } from 'budoux';
import { phraseBreak } from '../src/i18n/phrase-breaks.ts';

/** The languages whose strings get phrase breaks, by their locale file's name. */
const parsers: Readonly<Record<string, () => Parser>> = {
  ja: loadDefaultJapaneseParser,
  'zh-tw': loadDefaultTraditionalChineseParser,
};

const loaded = new Map<string, Parser>();

/** The phrase segmenter for a locale file name (`ja`, `zh-tw`), or undefined for a language without one. */
export function phraseParser(locale: string): Parser | undefined {
  const load = parsers[locale];
  if (!load) return undefined;
  const parser = loaded.get(locale) ?? load();
  loaded.set(locale, parser);
  return parser;
}

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
const noBreakBeside = /[\s\u200b]/;
/** Characters a line may not start with (kinsoku): closing punctuation, small kana, the long vowel mark. */
const noLineStart =
  /[、。，．,.：:；;？?！!」』）)】〕〉》〟’”ー々ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ・…]/;
/** Characters a line may not end with: opening brackets and quotes. */
const noLineEnd = /[「『（(【〔〈《〝‘“]/;

/**
 * The text with a zero-width space between its phrases. A `{placeholder}` is read as one word
 * (its value arrives later) and never split; no break is added beside a space, or between two
 * characters of which neither is CJK (inside a Latin word or a number).
 */
export function breakBetweenPhrases(text: string, parser: Parser): string {
  if (!cjk.test(text)) return text;
  // The text the parser reads, each placeholder as one letter, and where each of its positions is in `text`.
  let plain = '';
  const positions = [0];
  let original = 0;
  for (const piece of text.split(/(\{\w+\})/)) {
    if (/^\{\w+\}$/.test(piece)) {
      plain += 'X';
      original += piece.length;
      positions.push(original);
      continue;
    }
    plain += piece;
    for (let index = 0; index < piece.length; index++) positions.push(++original);
  }

  const breaks = new Set<number>();
  let offset = 0;
  for (const phrase of parser.parse(plain).slice(0, -1)) {
    offset += phrase.length;
    let at = positions[offset] ?? 0;
    // A break never leaves punctuation at the start of a line, nor an opening bracket at the end.
    while (at < text.length && noLineStart.test(text[at] ?? '')) at += 1;
    while (at > 0 && noLineEnd.test(text[at - 1] ?? '')) at -= 1;
    if (at <= 0 || at >= text.length) continue;
    const [before = '', after = ''] = [text[at - 1], text[at]];
    if (noBreakBeside.test(before) || noBreakBeside.test(after)) continue;
    if (!cjk.test(before) && !cjk.test(after)) continue;
    breaks.add(at);
  }
  let result = '';
  let last = 0;
  for (const at of [...breaks].sort((a, b) => a - b)) {
    result += text.slice(last, at) + phraseBreak;
    last = at;
  }
  return result + text.slice(last);
}
