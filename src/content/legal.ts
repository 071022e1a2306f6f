/** The legal and trust pages: their sections in order, and when they last changed. Copy lives under `legal`. */
export const legalUpdated = '2026-11-28';
/**
 * A fingerprint of the legal pages' text in all five languages. When the text changes,
 * tests/unit/legal-date.test.ts fails until the date above moves and this is set to the new
 * fingerprint it prints: a change cannot ship under the old date.
 */
export const legalFingerprint = '737e38dc0cee1347';

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
