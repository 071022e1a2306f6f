/**
 * Japanese and Chinese lines break between phrases, in every browser. Without help, a browser
 * breaks CJK text between any two characters, so a heading at phone width can end a line inside a
 * word (「そば／に」). At build time, BudouX (Google's phrase segmenter) finds the phrases of every
 * ja and zh-TW string and a zero-width space is put between them, as BudouX's own HTML processor
 * does; the stylesheet's `word-break: keep-all` on headings, buttons and labels then makes those
 * spaces the only places such a line breaks, the same in Chromium, Safari and Firefox. Text that
 * leaves the page (titles, descriptions, structured data) has them removed: `withoutPhraseBreaks`
 * in src/i18n/phrase-breaks.ts.
 */
import { loadDefaultJapaneseParser, loadDefaultTraditionalChineseParser, type Parser } from 'budoux';
import { phraseBreak, wordJoiner } from '../../src/i18n/phrase-breaks.ts';

/** The languages whose strings get phrase breaks, by their locale file's name. */
const languages: Readonly<Record<string, { parser: () => Parser; locale: string }>> = {
  ja: { parser: loadDefaultJapaneseParser, locale: 'ja' },
  'zh-tw': { parser: loadDefaultTraditionalChineseParser, locale: 'zh-Hant' },
};

export type PhraseSegmenter = {
  /** BudouX's phrases. */
  parser: Parser;
  /** The platform's dictionary word breaker (ICU), which knows words BudouX's Chinese model splits (打招呼). */
  words: Intl.Segmenter;
};

const loaded = new Map<string, PhraseSegmenter>();

/** The phrase segmenter for a locale file name (`ja`, `zh-tw`), or undefined for a language without one. */
export function phraseSegmenter(file: string): PhraseSegmenter | undefined {
  const language = languages[file];
  if (!language) return undefined;
  const segmenter = loaded.get(file) ?? {
    parser: language.parser(),
    words: new Intl.Segmenter(language.locale, { granularity: 'word' }),
  };
  loaded.set(file, segmenter);
  return segmenter;
}

/** CJK characters, with their punctuation and marks (・ and ー are of no script). */
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30a0-\u30ff\uff00-\uffef]/u;
const noBreakBeside = /[\s\u200b]/;
/** Characters a line may not start with (kinsoku): closing punctuation, small kana, the long vowel mark. */
const noLineStart =
  /[、。，．,.：:；;？?！!」』）)】〕〉》〟’”ー々ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ・…]/;
/** Characters a line may not end with: opening brackets and quotes. */
const noLineEnd = /[「『（(【〔〈《〝‘“]/;
const cjkLetter = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]`;
/**
 * Inside a phrase, where keep-all still lets an engine break: between a CJK letter and a Latin
 * letter, a digit or a placeholder, either way round (Chromium 「Wi-Fi／や」, WebKit 「GDPR／と」),
 * after a closing bracket (「2935）／に」), after a middle dot (「ご相談・／苦情の」, which balanced
 * lines would otherwise prefer) and after the hyphen of a Latin word (「Wi-／Fi」).
 */
const joinInsidePhrase = new RegExp(
  [
    String.raw`(?<=[\p{Script=Latin}\p{Nd}}）」』】〕〉》)])(?=${cjkLetter})`,
    String.raw`(?<=${cjkLetter})(?=[\p{Script=Latin}\p{Nd}{])`,
    String.raw`(?<=\p{Script=Latin}-)(?=\p{Script=Latin})`,
    String.raw`(?<=・)(?=${cjkLetter})`,
  ].join('|'),
  'gu',
);
const letters = (text: string) => text.replace(/[\s\p{P}\p{S}]/gu, '').length;

/**
 * Running text (an answer, a paragraph, a transcript: more than this many characters) breaks
 * anywhere, as Japanese and Chinese text does, and gets no breaks; headings, labels, buttons and
 * questions are shorter. Sentences of safety and money (`x-phraseWrap` in en.arb: the emergency
 * list, the guarantee, the support line's warning) get them whatever their length: their words
 * (緊急, 家族, 退回, 税込) are the ones she scans for.
 */
export const longestLabel = 50;

/**
 * A dictionary string as the site carries it: with phrase breaks if it is a short label or a
 * sentence that must break between phrases (`always`), unchanged otherwise.
 */
export function withPhraseBreaks(text: string, segmenter: PhraseSegmenter, always = false): string {
  const length = text.replace(/\{\w+\}/g, 'X').length;
  return length > longestLabel && !always ? text : breakBetweenPhrases(text, segmenter);
}

/**
 * The text with a zero-width space between its phrases:
 * - a break is kept only where the dictionary word breaker agrees (never inside a word);
 * - a line never starts with closing punctuation nor ends with an opening bracket (kinsoku);
 * - no break leaves one character alone at either end of the text (「…贊助嗎？」 stays together);
 * - a `{placeholder}` is read as one word (its value arrives later) and never split;
 * - none is added beside a space, or between two characters of which neither is CJK;
 * - inside a phrase, a word joiner holds together what keep-all alone does not (`joinInsidePhrase`).
 */
export function breakBetweenPhrases(text: string, { parser, words }: PhraseSegmenter): string {
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
  const wordEnds = new Set([...words.segment(plain)].map(({ index, segment }) => index + segment.length));

  const breaks: number[] = [];
  let offset = 0;
  for (const phrase of parser.parse(plain).slice(0, -1)) {
    offset += phrase.length;
    if (!wordEnds.has(offset)) continue;
    let at = positions[offset] ?? 0;
    while (at < text.length && noLineStart.test(text[at] ?? '')) at += 1;
    while (at > 0 && noLineEnd.test(text[at - 1] ?? '')) at -= 1;
    if (at <= 0 || at >= text.length) continue;
    const [before = '', after = ''] = [text[at - 1], text[at]];
    if (noBreakBeside.test(before) || noBreakBeside.test(after)) continue;
    if (!cjk.test(before) && !cjk.test(after)) continue;
    if (breaks.at(-1) !== at) breaks.push(at);
  }
  // Before an opening bracket that follows a placeholder or a Latin word (「1-844-GO-HAZEL（+1 844…）」):
  // keep-all gives no break there, so a long value would otherwise break inside itself.
  for (const match of text.matchAll(/(?<=[}\p{Script=Latin}\p{Nd}])[（(「『]/gu)) {
    if (!breaks.includes(match.index)) breaks.push(match.index);
  }
  breaks.sort((a, b) => a - b);
  // One character alone on a first or last line reads as a mistake.
  if (breaks.length > 0 && letters(text.slice(breaks.at(-1))) <= 1) breaks.pop();
  if (breaks.length > 0 && letters(text.slice(0, breaks[0])) <= 1) breaks.shift();

  let result = '';
  let last = 0;
  for (const at of [...breaks, text.length]) {
    result += text.slice(last, at).replace(joinInsidePhrase, wordJoiner);
    // Even after 、 or before 「 (WebKit does not break there under keep-all).
    if (at < text.length) result += phraseBreak;
    last = at;
  }
  return result;
}

/**
 * Korean lines break at spaces (keep-all), so two places get help: a middle dot between two nouns
 * (「수집·이용」) is part of the word, but engines may end a line beside it, so word joiners hold
 * the two together; and a bracket right after a word (「위원회(1833-6972, …)」) may start a line,
 * or the word and its bracket are one run too long for a phone's line, which then breaks anywhere.
 */
export function withKoreanWordsJoined(text: string): string {
  return text
    .replace(/(?<=\p{Script=Hangul})·(?=\p{Script=Hangul})/gu, `${wordJoiner}·${wordJoiner}`)
    .replace(/(?<=\p{Script=Hangul})(?=[(（])/gu, phraseBreak);
}
