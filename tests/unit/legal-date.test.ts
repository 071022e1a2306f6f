// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { legalFingerprint, legalUpdated } from '@/content/legal';
import en from '@/i18n/locales/en.arb';
import it_ from '@/i18n/locales/it.arb';
import ja from '@/i18n/locales/ja.arb';
import ko from '@/i18n/locales/ko.arb';
import zhTw from '@/i18n/locales/zh-tw.arb';

/**
 * The legal pages' text in every language: the `legal` strings, and the withdrawal sentence and
 * the warranty's promises the terms add.
 */
const legalText = JSON.stringify(
  [en, ja, ko, zhTw, it_].map((dictionary) => ({
    legal: dictionary.legal,
    withdrawal: dictionary.seller.withdrawal,
    promises: dictionary.promises,
  })),
);

describe('the legal pages’ “last updated” date', () => {
  it('moves whenever their text changes', () => {
    const fingerprint = createHash('sha256').update(legalText).digest('hex').slice(0, 16);
    expect(
      fingerprint,
      `The privacy policy, terms or accessibility statement changed: set legalUpdated in src/content/legal.ts to the date the change takes effect, and legalFingerprint to '${fingerprint}'.`,
    ).toBe(legalFingerprint);
    expect(legalUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
