/**
 * The product behaviour only the company can confirm (src/content/product-facts.ts): which of its
 * facts the operator has confirmed (VITE_PRODUCT_FACTS_CONFIRMED, or a fact's own value), and the
 * values they carry. An unconfirmed fact is shown marked as a sample, and the launch check asks for it.
 */
import {
  companyFacts,
  sampleDeletionAfterServiceDays,
  sampleEmergencyNoAnswerMinutes,
  type CompanyFact,
} from '../../src/content/product-facts.ts';
import { envText, type EnvSource } from './env-source.ts';
import * as kind from './value-kinds.ts';

/** The minutes the device waits for an answer after an emergency phrase; the sample until set. */
export function resolveEmergencyNoAnswerMinutes(env: EnvSource): number {
  const value = envText(env, 'VITE_EMERGENCY_NO_ANSWER_MINUTES');
  return value === undefined
    ? sampleEmergencyNoAnswerMinutes
    : kind.parseAs('VITE_EMERGENCY_NO_ANSWER_MINUTES', value, kind.minutes);
}

/** The days after the service ends within which conversations and health information are deleted; the sample until set. */
export function resolveDeletionAfterServiceDays(env: EnvSource): number {
  const value = envText(env, 'VITE_DELETION_AFTER_SERVICE_DAYS');
  return value === undefined
    ? sampleDeletionAfterServiceDays
    : kind.parseAs('VITE_DELETION_AFTER_SERVICE_DAYS', value, kind.days);
}

/** The company's facts the operator has not confirmed, in the order the module lists them. */
export function unconfirmedFacts(env: EnvSource): CompanyFact[] {
  const listed = envText(env, 'VITE_PRODUCT_FACTS_CONFIRMED');
  const confirmed =
    listed === undefined ? [] : kind.parseAs('VITE_PRODUCT_FACTS_CONFIRMED', listed, kind.confirmedFacts);
  return (Object.keys(companyFacts) as CompanyFact[]).filter((name) => {
    const { confirm } = companyFacts[name];
    return confirm.startsWith('VITE_') ? envText(env, confirm) === undefined : !confirmed.includes(confirm);
  });
}
