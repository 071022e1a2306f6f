/**
 * The seller's details each market's law asks a shop at a distance to show: who sells, who
 * answers for it, where and how to reach it, and the registration numbers a market requires
 * (Korea's business registration and mail-order report numbers, Italy's Partita IVA, Taiwan's
 * company number). Each value can be set globally or per language with the contact values'
 * suffix rule; the registration numbers only for their market. While a value is on its
 * fictional default the build warns, and the page shows that default: never an empty line.
 */
import type { Language } from '../../src/config/languages.ts';
import type { Registration, RegistrationKind, Seller } from '../../src/config/site-config.ts';
import { envText, type EnvSource } from './env-source.ts';

/** The seller's values that apply in every market, with their fictional defaults. */
export const sellerDefaults = {
  VITE_SELLER_NAME: 'Hazel Companion, Inc.',
  VITE_SELLER_REPRESENTATIVE: 'Alex Example',
  VITE_SELLER_ADDRESS: '100 Example Street, Suite 200, Springfield, OR 97477, USA',
  VITE_SELLER_PHONE: '+1 844 464 2935',
  VITE_SELLER_EMAIL: 'orders@hazel.example',
} as const;

type SellerVariable = keyof typeof sellerDefaults;

/** Each market's registration numbers: its variable, its fictional default and the form it must have. */
export const registrationsByLanguage: Partial<
  Record<
    Language,
    readonly { kind: RegistrationKind; variable: string; fallback: string; pattern: RegExp; form: string }[]
  >
> = {
  ko: [
    {
      kind: 'businessNumber',
      variable: 'VITE_SELLER_BUSINESS_NUMBER_KO',
      fallback: '000-00-00000',
      pattern: /^\d{3}-\d{2}-\d{5}$/,
      form: 'ten digits as 123-45-67890',
    },
    {
      kind: 'mailOrderNumber',
      variable: 'VITE_SELLER_MAIL_ORDER_NUMBER_KO',
      fallback: '제0000-서울강남-00000호',
      pattern: /^제\d{4}-\S+-\d{3,5}호$/u,
      form: 'a report number such as 제2026-서울강남-01234호',
    },
  ],
  it: [
    {
      kind: 'vatNumber',
      variable: 'VITE_SELLER_VAT_NUMBER_IT',
      fallback: 'IT00000000000',
      pattern: /^(IT)?\d{11}$/,
      form: 'a Partita IVA of 11 digits, optionally after IT',
    },
  ],
  'zh-TW': [
    {
      kind: 'companyNumber',
      variable: 'VITE_SELLER_COMPANY_NUMBER_ZH_TW',
      fallback: '00000000',
      pattern: /^\d{8}$/,
      form: 'a 統一編號 of 8 digits',
    },
  ],
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A language's seller, and the variables still on their fictional defaults. */
export function resolveSeller(
  env: EnvSource,
  language: Language,
  suffix: string,
): { seller: Seller; defaults: string[] } {
  const defaults: string[] = [];
  const value = (variable: SellerVariable) => {
    const resolved = envText(env, `${variable}${suffix}`) ?? envText(env, variable) ?? sellerDefaults[variable];
    if (resolved === sellerDefaults[variable]) defaults.push(variable);
    return resolved;
  };
  const email = value('VITE_SELLER_EMAIL');
  if (!emailPattern.test(email))
    throw new Error(`VITE_SELLER_EMAIL (or its ${suffix} value) must be an email address, got "${email}"`);
  const registrations = (registrationsByLanguage[language] ?? []).map(
    ({ kind, variable, fallback, pattern, form }): Registration => {
      const own = envText(env, variable);
      if (own !== undefined && !pattern.test(own)) throw new Error(`${variable} must be ${form}, got "${own}"`);
      if (own === undefined || own === fallback) defaults.push(variable);
      return { kind, value: own ?? fallback };
    },
  );
  return {
    seller: {
      name: value('VITE_SELLER_NAME'),
      representative: value('VITE_SELLER_REPRESENTATIVE'),
      address: value('VITE_SELLER_ADDRESS'),
      phone: value('VITE_SELLER_PHONE'),
      email,
      registrations,
    },
    defaults,
  };
}
