// @vitest-environment node
/**
 * Each language's glossary (src/i18n/glossary/<segment>.csv): the terms its market's law or the
 * product decisions fix, each with the renderings it must not have; every translation keeps to it.
 */
import { describe, expect, it } from 'vitest';
import { readArb } from '@tools/translations/arb.mjs';
import { glossaryViolations, parseGlossary, readGlossary } from '@tools/translations/glossary.mjs';

const english = readArb('en').messages;
const languages = ['ja', 'ko', 'zh-tw', 'it'];

describe('the glossary check', () => {
  const glossary = parseGlossary(
    [
      'english,translation,not,keys,description',
      'waitlist,順番待ちリスト,/予約(?!注文)/,,"The free waitlist is not a reservation."',
      'pre-order,予約注文,先行登録,,',
    ].join('\n'),
  );
  const source = { 'waitlist.intro': 'Join the free waitlist or pre-order.' };

  it('passes a translation that keeps to it', () => {
    expect(glossaryViolations(glossary, source, { 'waitlist.intro': '無料の順番待ちリストか、予約注文を。' })).toEqual(
      [],
    );
  });

  it('names a forbidden rendering and a missing one', () => {
    expect(
      glossaryViolations(glossary, source, { 'waitlist.intro': '無料の順番待ちリストに予約、または先行登録を。' }),
    ).toEqual([
      { key: 'waitlist.intro', term: 'waitlist', problem: 'has “/予約(?!注文)/”' },
      { key: 'waitlist.intro', term: 'pre-order', problem: 'has “先行登録”' },
      { key: 'waitlist.intro', term: 'pre-order', problem: 'lacks “予約注文”' },
    ]);
  });

  it('matches Latin words whole, case aside', () => {
    const formal = parseGlossary('english,translation,not,keys,description\n*,,tuo | puoi,,Lei\n');
    expect(glossaryViolations(formal, { a: 'Your plan' }, { a: 'Il tuo piano' })).toHaveLength(1);
    expect(glossaryViolations(formal, { a: 'Your plan' }, { a: 'Il Tuo piano' })).toHaveLength(1);
    expect(glossaryViolations(formal, { a: 'Statue' }, { a: 'Statuo' })).toEqual([]);
  });
});

describe.each(languages)('the %s translation', (segment) => {
  it('keeps to its glossary', () => {
    const glossary = readGlossary(segment);
    expect(glossary.length).toBeGreaterThan(0);
    expect(glossaryViolations(glossary, english, readArb(segment).messages)).toEqual([]);
  });
});
