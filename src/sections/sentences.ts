/** Closing marks that stay with the sentence before them, and the invisible breaks the copy carries. */
const afterStop = /[」』）)"”’\u200b\u2060]/;
/** What starts a sentence after ". ": a capital letter, or Korean. */
const sentenceStart = /[\p{Lu}\p{Script=Hangul}«"“]/u;

/** Whether the stop at `index` ends a string of initials ("U.S.", "S.p.A."), not a sentence. */
function endsAnInitialism(text: string, index: number): boolean {
  const letter = text[index - 1] ?? '';
  const before = text[index - 2] ?? ' ';
  return /\p{Lu}/u.test(letter) && !/\p{L}/u.test(before);
}

/**
 * A paragraph's sentences, each with the space after it (so that joined they are the paragraph
 * again): a stop, "!" or "?" then a space and a capital (or Korean), or a CJK full stop. A stop in
 * an abbreviation before a number or a lower-case word ("art. 13", "e.g. the"), or after initials
 * ("the EU-U.S. Data Privacy Framework"), ends nothing. No
 * lookbehind: Safari before 16.4 has none.
 */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    let end = -1;
    if ('。！？'.includes(char)) {
      end = index + 1;
      while (end < text.length && afterStop.test(text[end] ?? '')) end += 1;
    } else if (
      '.!?'.includes(char) &&
      text[index + 1] === ' ' &&
      sentenceStart.test(text[index + 2] ?? '') &&
      !endsAnInitialism(text, index)
    ) {
      end = index + 2;
    }
    if (end > 0 && end < text.length) {
      sentences.push(text.slice(start, end));
      start = end;
      index = end - 1;
    }
  }
  sentences.push(text.slice(start));
  return sentences.filter((sentence) => sentence.trim() !== '');
}
