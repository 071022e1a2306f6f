import type { Language } from '@/config/languages';

/** The legal and trust pages: their sections in order, and when they last changed. Copy lives under `legal`. */
export const legalUpdated = '2026-12-02';
/**
 * A fingerprint of the legal pages' text in all five languages. When the text changes,
 * tests/unit/legal-date.test.ts fails until the date above moves and this is set to the new
 * fingerprint it prints: a change cannot ship under the old date.
 */
export const legalFingerprint = '961da666edbe577e';

export const privacySections = [
  'who',
  'purposes',
  'website',
  'forms',
  'device',
  'health',
  'sharing',
  'transfers',
  'retention',
  'rights',
  // What the market's own law adds; each language writes it for its market.
  'localLaw',
  'complaints',
  'changes',
] as const;
export const termsSections = [
  'about',
  'website',
  'orders',
  'refunds',
  // Only where the market's law gives a right of withdrawal (languages.ts): how, where to send it.
  'withdrawal',
  'warranty',
  'crowd',
  'medical',
  'contact',
] as const;
export const accessibilitySections = ['commitment', 'features', 'limits', 'report', 'checked'] as const;
export const trustSections = ['encryption', 'consent', 'payments', 'privacyLaw', 'guarantee'] as const;

/**
 * The website of the authority each privacy page's complaints section names (the market's
 * supervisory authority for personal data), linked under it. None for Taiwan, whose personal data
 * protection commission is still being set up and whose section names the bodies to turn to meanwhile.
 */
export const privacyAuthoritySites: Record<Language, string | null> = {
  en: 'https://reportfraud.ftc.gov',
  ja: 'https://www.ppc.go.jp',
  ko: 'https://privacy.kisa.or.kr',
  'zh-TW': null,
  it: 'https://www.garanteprivacy.it',
};
