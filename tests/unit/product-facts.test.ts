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
  VITE_PRODUCT_FACTS_CONFIRMED: 'emergency-sequence, update-channels, update-schedule',
  VITE_EMERGENCY_NO_ANSWER_MINUTES: '5',
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

  it('every sentence of the emergency box and of the family updates is one of them', () => {
    const claimed = new Set(Object.values(productFacts).flatMap(({ keys }) => keys));
    const stated = Object.keys(english).filter(
      (key) =>
        (key.startsWith('emergency.') && key !== 'emergency.title') ||
        /^family\.(intro|example\.text|(how|when)\.body)$/.test(key),
    );
    expect(stated.filter((key) => !claimed.has(key))).toEqual([]);
  });

  it('the company’s facts are samples, each asked for by the launch check, until the operator confirms them', () => {
    const preview = resolveOperatorValues({}, today);
    expect(preview.config.samples).toEqual(expect.arrayContaining(Object.keys(companyFacts)));
    const asked = preview.report.site.filter((fact) =>
      /VITE_PRODUCT_FACTS_CONFIRMED|VITE_EMERGENCY_NO_ANSWER/.test(fact.variables),
    );
    expect(asked.map(({ variables }) => variables)).toEqual([
      'VITE_PRODUCT_FACTS_CONFIRMED (emergency-sequence)',
      'VITE_EMERGENCY_NO_ANSWER_MINUTES',
      'VITE_PRODUCT_FACTS_CONFIRMED (update-channels)',
      'VITE_PRODUCT_FACTS_CONFIRMED (update-schedule)',
    ]);
    expect(asked.every(({ blocks, status }) => blocks && status === 'sample')).toBe(true);
    expect(preview.config.emergencyNoAnswerMinutes).toBe(5);

    const confirmed = resolveOperatorValues({ ...confirmedEnv, VITE_EMERGENCY_NO_ANSWER_MINUTES: '3' }, today);
    expect(confirmed.config.samples.filter((fact) => fact in companyFacts)).toEqual([]);
    expect(confirmed.config.emergencyNoAnswerMinutes).toBe(3);
  });

  it('names a fact it does not know, with the ones it does', () => {
    expect(() => resolveOperatorValues({ VITE_PRODUCT_FACTS_CONFIRMED: 'staff-cannot-listen' }, today)).toThrow(
      /VITE_PRODUCT_FACTS_CONFIRMED: "staff-cannot-listen" lists "staff-cannot-listen", which is not one of emergency-sequence, update-channels, update-schedule/,
    );
    expect(() => resolveOperatorValues({ VITE_EMERGENCY_NO_ANSWER_MINUTES: '90' }, today)).toThrow(/1 to 60/);
  });
});
