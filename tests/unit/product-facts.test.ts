// @vitest-environment node
/**
 * Every statement about what the product does has a source (src/content/product-facts.ts): the
 * specification, the product decisions, or the company through an operator value; what only the
 * company can confirm is a sample until it does, and the launch check asks for it.
 */
import { describe, expect, it } from 'vitest';
import { readArb } from '@tools/translations/arb.mjs';
import { knownVariables } from '@tools/operator/variables';
import { resolveOperatorValues } from '@tools/operator/operator-values';
import { companyFacts, productFacts } from '@/content/product-facts';

const english = readArb('en').messages;
const today = new Date('2026-11-28T00:00:00Z');
const confirmedEnv = {
  VITE_PRODUCT_FACTS_CONFIRMED:
    'emergency-sequence, update-channels, update-schedule, revoke-by-voice, conversation-handling, api-program',
  VITE_EMERGENCY_NO_ANSWER_MINUTES: '5',
  VITE_DELETION_AFTER_SERVICE_DAYS: '30',
};

describe('product facts', () => {
  it('each has a source, and each copy key it names exists', () => {
    for (const [name, { source, keys }] of Object.entries(productFacts)) {
      expect(keys.length, name).toBeGreaterThan(0);
      for (const key of keys) expect(english[key], `${name}: ${key}`).toBeTypeOf('string');
      if (source.from === 'operator') expect(knownVariables.has(source.variable), name).toBe(true);
      else expect(source.where.trim(), name).not.toBe('');
    }
  });

  it('every sentence of the emergency box, the family updates, the trust and privacy texts on conversations and the API tiers is one of them', () => {
    const claimed = new Set(Object.values(productFacts).flatMap(({ keys }) => keys));
    const stated = Object.keys(english).filter(
      (key) =>
        (key.startsWith('emergency.') && key !== 'emergency.title') ||
        /^family\.(intro|example\.text|(how|when|permission)\.(body|byVoice))$/.test(key) ||
        /^trust\.sections\.(encryption|consent)\./.test(key) ||
        /^legal\.privacy\.(device|retention)\.(body|handling)$/.test(key) ||
        key.startsWith('api.tierFeatures.'),
    );
    expect(stated.filter((key) => !claimed.has(key) && !key.endsWith('.title'))).toEqual([]);
  });

  it('what nobody has confirmed is not said: no memory of names, no reply times, no count of languages', () => {
    const english = readArb('en').messages;
    expect(english['faq.items.q3.answer']).not.toMatch(/remember/i);
    expect(english['home.intro']).not.toMatch(/remember/i);
    expect(english['api.steps.apply.description']).not.toMatch(/week/);
    expect(english['api.closingText']).not.toMatch(/week/);
    expect(english['legal.accessibility.report.body']).not.toMatch(/week/);
    expect(english['api.why.voice.description']).not.toMatch(/languages/);
    expect(english['legal.privacy.retention.body']).toContain('{days}');
  });

  it('no effect or health claim without a source: the crowd page does not promise less loneliness, in any language', () => {
    for (const segment of ['en', 'ja', 'ko', 'zh-tw', 'it']) {
      const messages = readArb(segment).messages;
      expect(messages['crowd.closingTitle'], segment).not.toMatch(/alone|lonel|さびし|孤独|외로|孤單|sol[ae]\b/i);
      expect(messages['crowd.why.alone.description'], segment).not.toMatch(/health|健康|건강|salute/i);
    }
  });

  it('the privacy policy says once that we do not sell, not in every section (copy review turn 6, en N8)', () => {
    for (const segment of ['en', 'ja', 'ko', 'zh-tw', 'it']) {
      const messages = readArb(segment).messages;
      for (const key of ['legal.privacy.sharing.body', 'legal.privacy.health.body'])
        expect(messages[key], `${segment} ${key}`).not.toMatch(/\bsell|販売|판매|販售|vend/i);
    }
    expect(english['legal.privacy.purposes.body']).toMatch(/never sell/);
  });

  it('the company’s facts are samples, each asked for by the launch check, until the operator confirms them', () => {
    const preview = resolveOperatorValues({}, today);
    expect(preview.config.samples).toEqual(expect.arrayContaining(Object.keys(companyFacts)));
    const asked = preview.report.site.filter((fact) =>
      /VITE_PRODUCT_FACTS_CONFIRMED|VITE_EMERGENCY_NO_ANSWER|VITE_DELETION_AFTER/.test(fact.variables),
    );
    expect(asked.map(({ variables }) => variables)).toEqual([
      'VITE_PRODUCT_FACTS_CONFIRMED (emergency-sequence)',
      'VITE_EMERGENCY_NO_ANSWER_MINUTES',
      'VITE_PRODUCT_FACTS_CONFIRMED (update-channels)',
      'VITE_PRODUCT_FACTS_CONFIRMED (update-schedule)',
      'VITE_PRODUCT_FACTS_CONFIRMED (revoke-by-voice)',
      'VITE_PRODUCT_FACTS_CONFIRMED (conversation-handling)',
      'VITE_DELETION_AFTER_SERVICE_DAYS',
      'VITE_PRODUCT_FACTS_CONFIRMED (api-program)',
    ]);
    expect(asked.every(({ blocks, status }) => blocks && status === 'sample')).toBe(true);
    expect(preview.config.emergencyNoAnswerMinutes).toBe(5);
    expect(preview.config.deletionAfterServiceDays).toBe(30);

    const confirmed = resolveOperatorValues(
      { ...confirmedEnv, VITE_EMERGENCY_NO_ANSWER_MINUTES: '3', VITE_DELETION_AFTER_SERVICE_DAYS: '60' },
      today,
    );
    expect(confirmed.config.samples.filter((fact) => fact in companyFacts)).toEqual([]);
    expect(confirmed.config.emergencyNoAnswerMinutes).toBe(3);
    expect(confirmed.config.deletionAfterServiceDays).toBe(60);
  });

  it('names a fact it does not know, with the ones it does', () => {
    expect(() => resolveOperatorValues({ VITE_PRODUCT_FACTS_CONFIRMED: 'staff-cannot-listen' }, today)).toThrow(
      /VITE_PRODUCT_FACTS_CONFIRMED: "staff-cannot-listen" lists "staff-cannot-listen", which is not one of emergency-sequence, update-channels, update-schedule, revoke-by-voice, conversation-handling, api-program/,
    );
    expect(() => resolveOperatorValues({ VITE_EMERGENCY_NO_ANSWER_MINUTES: '90' }, today)).toThrow(/1 to 60/);
    expect(() => resolveOperatorValues({ VITE_DELETION_AFTER_SERVICE_DAYS: 'a month' }, today)).toThrow(/1 to 365/);
  });
});
