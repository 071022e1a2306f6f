import { describe, expect, it } from 'vitest';
import { sentencesOf } from '@/sections/sentences';

describe('a legal paragraph’s sentences, for its points', () => {
  it('splits at a stop before a capital, keeping each space, so the points read as the paragraph', () => {
    const text =
      'Conserviamo i dati negli Stati Uniti. Ai sensi dell’art. 46 del GDPR usiamo clausole tipo. Lei può chiederne copia.';
    const sentences = sentencesOf(text);
    expect(sentences).toEqual([
      'Conserviamo i dati negli Stati Uniti. ',
      'Ai sensi dell’art. 46 del GDPR usiamo clausole tipo. ',
      'Lei può chiederne copia.',
    ]);
    expect(sentences.join('')).toBe(text);
  });

  it('splits Japanese and Chinese at their full stops, and Korean as a Latin script', () => {
    expect(sentencesOf('データを保存します。「同意」は取り消せます。以上です。')).toEqual([
      'データを保存します。',
      '「同意」は取り消せます。',
      '以上です。',
    ]);
    expect(sentencesOf('我們保存資料。您可以撤回同意。')).toHaveLength(2);
    expect(sentencesOf('데이터를 보관합니다. 동의는 철회할 수 있습니다.')).toHaveLength(2);
  });

  it('leaves a paragraph of one sentence, or an abbreviation before a lower-case word, whole', () => {
    expect(sentencesOf('Hazel Inc. is the controller.')).toEqual(['Hazel Inc. is the controller.']);
    expect(sentencesOf('Si basa sull’EU-U.S. Data Privacy Framework. Poi altro.')).toEqual([
      'Si basa sull’EU-U.S. Data Privacy Framework. ',
      'Poi altro.',
    ]);
  });
});
