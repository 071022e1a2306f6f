// @vitest-environment node
/**
 * Each translation knows the English it was made from (src/i18n/locales/translated-from/): an
 * English edit makes the key outdated in every language until it is translated again and recorded,
 * or recorded as leaving the meaning as it was; the landed tree has nothing missing or outdated.
 */
import { describe, expect, it } from 'vitest';
import {
  fingerprint,
  keysBehind,
  recordSameMeaning,
  recordTranslations,
  statusOfFiles,
  statusReport,
  translationStatus,
  type TranslatedFrom,
} from '@tools/translations/translation-status.mjs';

const languages = ['ja', 'ko', 'zh-tw', 'it'] as const;
type Segment = (typeof languages)[number];
const english = { 'pricing.title': 'Simple pricing', 'pricing.intro': 'One plan.' };
const translations: Record<Segment, Record<string, string>> = {
  ja: { 'pricing.title': 'シンプルな料金', 'pricing.intro': 'プランは1つ。' },
  ko: { 'pricing.title': '간단한 요금', 'pricing.intro': '요금제 하나.' },
  'zh-tw': { 'pricing.title': '簡單的價格', 'pricing.intro': '一個方案。' },
  it: { 'pricing.title': 'Prezzi semplici', 'pricing.intro': 'Un solo piano.' },
};
const recorded = Object.fromEntries(
  languages.map((segment) => [segment, recordTranslations(english, translations[segment], {})]),
) as Record<Segment, TranslatedFrom>;

describe('a translation against the English it was made from', () => {
  it('is current when recorded from today’s English', () => {
    for (const segment of languages) {
      const status = translationStatus(english, translations[segment], recorded[segment]);
      expect(keysBehind(status)).toEqual([]);
      expect(status.current).toBe(2);
    }
  });

  it('is outdated in every language after an English edit, with the English before and after', () => {
    const edited = { ...english, 'pricing.title': 'What it costs' };
    for (const segment of languages) {
      const status = translationStatus(edited, translations[segment], recorded[segment]);
      expect(status.outdated).toEqual([{ key: 'pricing.title', before: 'Simple pricing', after: 'What it costs' }]);
      expect(status.current).toBe(1);
    }
  });

  it('is current again once the translation is updated and recorded, and unrecorded until then', () => {
    const edited = { ...english, 'pricing.title': 'What it costs' };
    const updated = { ...translations.it, 'pricing.title': 'Quanto costa' };
    expect(translationStatus(edited, updated, recorded.it).unrecorded).toEqual(['pricing.title']);
    const record = recordTranslations(edited, updated, recorded.it);
    expect(record['pricing.title']).toEqual({ en: 'What it costs', translation: fingerprint('Quanto costa') });
    expect(keysBehind(translationStatus(edited, updated, record))).toEqual([]);
  });

  it('stays outdated when a record is made but the translation did not change', () => {
    const edited = { ...english, 'pricing.title': 'What it costs' };
    const record = recordTranslations(edited, translations.ja, recorded.ja);
    expect(translationStatus(edited, translations.ja, record).outdated.map(({ key }) => key)).toEqual([
      'pricing.title',
    ]);
  });

  it('is current after a change recorded as not affecting meaning, with the reason kept', () => {
    const edited = { ...english, 'pricing.intro': 'One plan' };
    for (const segment of languages) {
      const { record, changed } = recordSameMeaning(
        edited,
        translations[segment],
        recorded[segment],
        ['pricing.intro'],
        'full stop dropped',
      );
      expect(changed).toEqual(['pricing.intro']);
      expect(record['pricing.intro']?.meaningUnchanged).toEqual({ from: 'One plan.', why: 'full stop dropped' });
      expect(keysBehind(translationStatus(edited, translations[segment], record))).toEqual([]);
    }
  });

  it('names a key with no translation as missing', () => {
    const status = translationStatus(
      { ...english, 'pricing.badge': 'Everything included' },
      translations.ko,
      recorded.ko,
    );
    expect(status.missing).toEqual(['pricing.badge']);
    expect(statusReport({ ko: status }).text).toMatch(/Total: 1 missing, 0 outdated, 0 unrecorded in 1 languages/);
  });
});

describe('the landed copy', () => {
  it('has no translation missing, outdated or unrecorded (npm run translations:status)', () => {
    const { text, behind } = statusReport(statusOfFiles());
    expect(behind, text).toBe(0);
  });
});
