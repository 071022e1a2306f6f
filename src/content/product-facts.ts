/**
 * Where a statement about the product comes from: the specification, the product decisions
 * (`product-decisions.md`, "What the site may state about the product"), or the company, through an
 * operator value. Nothing else about what Hazel does is stated.
 */
export type FactSource =
  | { from: 'specification'; where: string }
  | { from: 'decisions'; where: string }
  | { from: 'operator'; variable: string };

/**
 * Copy keys are named as strings (content sits below i18n in the layers); tests/unit/product-facts.test.ts
 * checks each one exists.
 *
 * Behaviour only the company can confirm. Until it does (`VITE_PRODUCT_FACTS_CONFIRMED`, or the
 * fact's own value), each sentence is shown marked as a sample, and the launch check asks for it.
 */
export const companyFacts = {
  /** Who the emergency phrases reach, and how: calls one after another, a text to each, said aloud. */
  emergencySequence: { confirm: 'emergency-sequence', keys: ['emergency.sequence'] },
  /** How long the device waits for a family contact to answer, and what it does then. */
  emergencyNoAnswer: { confirm: 'VITE_EMERGENCY_NO_ANSWER_MINUTES', keys: ['emergency.noAnswer'] },
  /** How updates reach the family: text message or email, no app. */
  updateChannels: { confirm: 'update-channels', keys: ['family.how.body'] },
  /** When updates arrive: each evening, and at once on an unusual day. */
  updateSchedule: { confirm: 'update-schedule', keys: ['family.when.body'] },
  /** The senior can stop the updates by saying so to the device. */
  revokeByVoice: { confirm: 'revoke-by-voice', keys: ['family.permission.byVoice'] },
  /**
   * How conversations are handled: where they are encrypted, that staff cannot listen, that family
   * never get recordings or transcripts, that they train no AI and serve no advertising.
   */
  conversationHandling: {
    confirm: 'conversation-handling',
    keys: ['trust.sections.encryption.detail', 'legal.privacy.device.handling'],
  },
  /** How long conversations and health information are kept once the service ends. */
  retention: { confirm: 'VITE_DELETION_AFTER_SERVICE_DAYS', keys: ['legal.privacy.retention.body'] },
  /** What each API tier includes: test devices, support, hosting, the service level. */
  apiProgram: {
    confirm: 'api-program',
    // Every tier's features (content/api-program.ts; tests/unit/product-facts.test.ts checks none is missing).
    keys: [
      'sandbox',
      'docs',
      'community',
      'limits',
      'production',
      'engineer',
      'cobrand',
      'pilot',
      'sla',
      'regionalHosting',
      'custom',
      'compliance',
    ].map((feature) => `api.tierFeatures.${feature}`),
  },
} as const satisfies Record<string, { confirm: string; keys: readonly string[] }>;

export type CompanyFact = keyof typeof companyFacts;

/** The names the operator lists in VITE_PRODUCT_FACTS_CONFIRMED (the others have a value of their own). */
export const confirmableFacts: readonly string[] = Object.values(companyFacts)
  .map(({ confirm }): string => confirm)
  .filter((name) => !name.startsWith('VITE_'));

/** The minutes a preview shows, marked as a sample, until the company sets its own. */
export const sampleEmergencyNoAnswerMinutes = 5;

/** The days a preview shows, marked as a sample, until the company sets its own. */
export const sampleDeletionAfterServiceDays = 30;

/**
 * What the product does, as the site states it, each with its source and the copy that states it:
 * the specification's features and promises, and what the product decisions let the site say it
 * does not do. The company's own facts (above) come from the operator.
 */
export const productFacts: Record<string, { source: FactSource; keys: readonly string[] }> = {
  emergencyPhrases: {
    source: { from: 'specification', where: 'the two emergency phrases, which alert the people the senior chose' },
    keys: ['emergency.phrase'],
  },
  noEmergencyCall: {
    source: { from: 'decisions', where: 'it does not call the emergency number, does not detect falls' },
    keys: ['emergency.callFirst', 'emergency.limits'],
  },
  notAMedicalDevice: {
    source: { from: 'decisions', where: 'is not a medical device' },
    keys: ['emergency.keepAlert'],
  },
  familyUpdates: {
    source: {
      from: 'specification',
      where:
        'family updates on routine or mood changes, only with the senior’s permission, which she can change or revoke',
    },
    keys: [
      'family.intro',
      'family.example.text',
      'family.permission.body',
      'faq.items.q4.answer',
      'trust.sections.consent.body',
      'legal.privacy.device.body',
    ],
  },
  encryption: {
    source: { from: 'specification', where: 'encryption' },
    keys: ['trust.sections.encryption.body'],
  },
  dailyConversation: {
    source: { from: 'specification', where: 'daily conversation' },
    keys: ['home.intro', 'faq.items.q3.answer'],
  },
  ...Object.fromEntries(
    Object.entries(companyFacts).map(([name, { confirm, keys }]) => [
      name,
      {
        source: { from: 'operator', variable: confirm.startsWith('VITE_') ? confirm : 'VITE_PRODUCT_FACTS_CONFIRMED' },
        keys,
      },
    ]),
  ),
};
