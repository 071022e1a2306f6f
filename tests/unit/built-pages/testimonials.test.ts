// @vitest-environment node
/**
 * A customer's words shown in another language than she said them in are marked as a translation,
 * from the language she used (review turn 5, finding 16): the complete configuration's June K. spoke
 * English; her Japanese quote is a translation.
 */
import { describe, expect, it } from 'vitest';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { pathFor } from '@/routing/routes';
import { built } from './builds';

describe('testimonials in translation (complete configuration)', () => {
  const build = built('custom');
  const marks = (path: string) =>
    [...build.page(path).querySelectorAll('main [data-translated]')].map((mark) =>
      withoutPhraseBreaks(mark.textContent ?? ''),
    );

  it('the Japanese page marks the quote said in English as translated from it', () => {
    expect(marks(pathFor('testimonials', 'ja'))).toEqual([
      withoutPhraseBreaks(build.text('ja', (d) => d.testimonials.translatedFrom, { language: '英語' })),
    ]);
  });

  it('words shown in the language they were said in carry no mark', () => {
    expect(marks(pathFor('testimonials', 'en'))).toEqual([]);
    expect(marks(pathFor('testimonials', 'it'))).toEqual([]);
  });
});
