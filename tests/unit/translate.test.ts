import { describe, expect, it } from 'vitest';
import type { Dictionary } from '@/i18n/dictionary';
import en from '@/i18n/locales/en.arb';
import ja from '@/i18n/locales/ja.arb';
import { interpolate } from '@/i18n/interpolate';
import { createTranslator, lookup, type PlainTranslationKey } from '@/i18n/translate';

describe('the fallback chain', () => {
  // A Japanese dictionary that lost one key, as a partial translation would.
  const partialJa = {
    ...ja,
    header: { ...ja.header, preorder: undefined },
  } as unknown as Dictionary;
  const t = createTranslator(partialJa, en, { brand: 'Hazel' });

  it('uses the active dictionary first', () => {
    expect(t('header.features')).toBe(ja.header.features);
  });

  it('falls back to English for a missing key', () => {
    expect(t('header.preorder')).toBe(en.header.preorder);
  });

  it('falls back to the key itself when English lacks it too', () => {
    expect(t('header.doesNotExist' as PlainTranslationKey)).toBe('header.doesNotExist');
  });

  it('treats an empty string as missing', () => {
    const empty = { ...ja, header: { ...ja.header, support: '' } } as Dictionary;
    expect(createTranslator(empty, en, {})('header.support')).toBe(en.header.support);
  });

  it('shows the key when English is not loaded', () => {
    const withoutEnglish = createTranslator(partialJa, undefined, { brand: 'Hazel' });
    expect(withoutEnglish('header.features')).toBe(ja.header.features);
    expect(withoutEnglish('header.preorder')).toBe('header.preorder');
  });

  it('interpolates the brand into every string and other values on request', () => {
    expect(t('pages.faq.title')).toBe(ja.pages.faq.title.replace('{brand}', 'Hazel'));
    expect(
      createTranslator(en, en, { brand: 'Hazel' })('footer.copyright', {
        year: 2031,
        company: 'Hazel Companion, Inc.',
      }),
    ).toBe('© 2031 Hazel Companion, Inc. · All rights reserved.');
  });
});

describe('lookup and interpolate', () => {
  it('walks dot paths and stops at non-strings', () => {
    expect(lookup(en, 'header.features')).toBe('Features');
    expect(lookup(en, 'header')).toBeUndefined();
    expect(lookup(en, 'header.features.more')).toBeUndefined();
  });

  it('leaves an unknown placeholder visible', () => {
    expect(interpolate('Hello {name}, {missing}', { name: 'Ada' })).toBe('Hello Ada, {missing}');
  });

  it('does not interpret replacement patterns in values', () => {
    expect(interpolate('{a}', { a: '$& $1' })).toBe('$& $1');
  });
});
