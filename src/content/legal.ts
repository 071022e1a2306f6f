/** The legal and trust pages: their sections in order, and when they last changed. Copy lives under `legal`. */
export const legalUpdated = '2026-11-21';

export const privacySections = [
  'who',
  'website',
  'forms',
  'device',
  'sharing',
  'retention',
  'rights',
  'changes',
] as const;
export const termsSections = [
  'about',
  'website',
  'orders',
  'refunds',
  'warranty',
  'crowd',
  'medical',
  'contact',
] as const;
export const accessibilitySections = ['commitment', 'features', 'limits', 'report', 'checked'] as const;
export const trustSections = ['encryption', 'consent', 'payments', 'privacyLaw', 'guarantee'] as const;
