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
import { readValue } from './read-values.ts';

/** The minutes the device waits for an answer after an emergency phrase; the sample until set. */
export function resolveEmergencyNoAnswerMinutes(env: EnvSource): number {
  return readValue(env, 'VITE_EMERGENCY_NO_ANSWER_MINUTES')?.value ?? sampleEmergencyNoAnswerMinutes;
}

/** The days after the service ends within which conversations and health information are deleted; the sample until set. */
export function resolveDeletionAfterServiceDays(env: EnvSource): number {
  return readValue(env, 'VITE_DELETION_AFTER_SERVICE_DAYS')?.value ?? sampleDeletionAfterServiceDays;
}

/** The company's facts the operator has not confirmed, in the order the module lists them. */
export function unconfirmedFacts(env: EnvSource): CompanyFact[] {
  const confirmed = readValue(env, 'VITE_PRODUCT_FACTS_CONFIRMED')?.value ?? [];
  return (Object.keys(companyFacts) as CompanyFact[]).filter((name) => {
    const { confirm } = companyFacts[name];
    return confirm.startsWith('VITE_') ? envText(env, confirm) === undefined : !confirmed.includes(confirm);
  });
}
