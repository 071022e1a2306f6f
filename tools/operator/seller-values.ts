/**
 * The seller's details each market's law asks a shop at a distance to show: who sells, who
 * answers for it, where and how to reach it, and the registration numbers a market requires
 * (Korea's business registration and mail-order report numbers, Italy's Partita IVA, Taiwan's
 * company number, Japan's 法人番号 where there is one). Each value can be set globally or per
 * language with the contact values' suffix rule; the registration numbers only for their market.
 * While a detail is on its fictional default the page shows it marked as a sample; a registration
 * number is never invented: unset, the page says so, marked as a sample.
 */
import type { Language } from '../../src/config/languages.ts';
import type { Registration, RegistrationKind, Seller } from '../../src/config/site-config.ts';
import { envText, type EnvSource } from './env-source.ts';
import { parseAs } from './value-kinds.ts';
import { knownVariables } from './variables.ts';

/** The seller's values that apply in every market, with their fictional defaults. */
export const sellerDefaults = {
  VITE_SELLER_NAME: 'Hazel Companion, Inc.',
  VITE_SELLER_REPRESENTATIVE: 'Alex Example',
  VITE_SELLER_ADDRESS: '100 Example Street, Suite 200, Springfield, OR 97477, USA',
  VITE_SELLER_PHONE: '+1 844 464 2935',
  VITE_SELLER_EMAIL: 'orders@hazel.example',
} as const;

type SellerVariable = keyof typeof sellerDefaults;

/**
 * Each market's registration numbers, in the order its law lists them: the variable (its form and
 * check digits are in variables.ts) and whether a market that sells must have it. Unset, a number
 * is not shipped at all: the page says it is not set yet, marked as a sample.
 */
export const registrationsByLanguage: Partial<
  Record<Language, readonly { kind: RegistrationKind; variable: string; required: boolean }[]>
> = {
  ja: [{ kind: 'corporateNumber', variable: 'VITE_SELLER_CORPORATE_NUMBER_JA', required: false }],
  ko: [
    { kind: 'businessNumber', variable: 'VITE_SELLER_BUSINESS_NUMBER_KO', required: true },
    { kind: 'mailOrderNumber', variable: 'VITE_SELLER_MAIL_ORDER_NUMBER_KO', required: true },
  ],
  it: [{ kind: 'vatNumber', variable: 'VITE_SELLER_VAT_NUMBER_IT', required: true }],
  'zh-TW': [{ kind: 'companyNumber', variable: 'VITE_SELLER_COMPANY_NUMBER_ZH_TW', required: true }],
};

/** A language's seller, and the variables still on their fictional defaults. */
export function resolveSeller(
  env: EnvSource,
  language: Language,
  suffix: string,
): { seller: Seller; defaults: string[] } {
  const defaults: string[] = [];
  const value = (variable: SellerVariable) => {
    const own = `${variable}${suffix}`;
    const name = envText(env, own) === undefined ? variable : own;
    const resolved = envText(env, name) ?? sellerDefaults[variable];
    if (resolved === sellerDefaults[variable]) defaults.push(variable);
    const known = knownVariables.get(name);
    if (known && resolved !== sellerDefaults[variable]) parseAs(name, resolved, known.spec.parse(known.language));
    return resolved;
  };
  const email = value('VITE_SELLER_EMAIL');
  const registrations = (registrationsByLanguage[language] ?? []).flatMap(
    ({ kind, variable, required }): Registration[] => {
      const own = envText(env, variable);
      if (own === undefined) {
        defaults.push(variable);
        return required ? [{ kind, value: null }] : [];
      }
      const known = knownVariables.get(variable);
      if (known) parseAs(variable, own, known.spec.parse(language));
      return [{ kind, value: own }];
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
