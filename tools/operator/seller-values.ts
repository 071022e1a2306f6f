/**
 * The seller's details each market's law asks a shop at a distance to show: who sells, who
 * answers for it, where and how to reach it, and the details a market requires besides (its
 * registration numbers and the rest: site-config.ts, SellerDetailKind), and what its privacy law
 * asks of the company responsible for the data (PrivacyDetailKind). The name and contacts can be
 * set globally or per language with the contact values' suffix rule; the market's own details only
 * for their market. While a name or contact is on its fictional default the page shows it marked
 * as a sample; a market's detail is never invented: unset, the page says so, marked as a sample.
 */
import type { Language } from '../../src/config/languages.ts';
import type {
  LegalDetail,
  PrivacyDetailKind,
  ProductNoticeKind,
  Seller,
  SellerDetailKind,
  SellerField,
} from '../../src/config/site-config.ts';
import { envText, type EnvSource } from './env-source.ts';
import { defaultValue, type VariableName } from './variables.ts';
import { readValue } from './read-values.ts';

/** The seller's values that apply in every market, with their fictional defaults. */
/** The seller's fields, each with a fictional default (variables.ts) the pages mark as a sample. */
export const sellerFieldVariables = {
  name: 'VITE_SELLER_NAME',
  representative: 'VITE_SELLER_REPRESENTATIVE',
  address: 'VITE_SELLER_ADDRESS',
  phone: 'VITE_SELLER_PHONE',
  email: 'VITE_SELLER_EMAIL',
} as const satisfies Record<SellerField, string>;

type SellerVariable = (typeof sellerFieldVariables)[SellerField];

/** A detail a market's law names: its variable (its form is in variables.ts) and whether a market that sells must have it. */
export type LegalDetailSpec<Kind extends string> = { kind: Kind; variable: VariableName; required: boolean };

/**
 * Each market's seller details, in the order its law lists them (Korea: 전자상거래법 §10 and §13;
 * Italy: art. 2250 c.c. and the Codice del consumo, art. 49; Taiwan: 消費者保護法 §18 and the invoice
 * rules). Unset, a detail is not shipped at all: the page says it is not set yet, marked as a sample.
 */
export const sellerDetailsByLanguage: Partial<Record<Language, readonly LegalDetailSpec<SellerDetailKind>[]>> = {
  ja: [{ kind: 'corporateNumber', variable: 'VITE_SELLER_CORPORATE_NUMBER_JA', required: false }],
  ko: [
    { kind: 'businessNumber', variable: 'VITE_SELLER_BUSINESS_NUMBER_KO', required: true },
    { kind: 'mailOrderNumber', variable: 'VITE_SELLER_MAIL_ORDER_NUMBER_KO', required: true },
    { kind: 'mailOrderAuthority', variable: 'VITE_SELLER_MAIL_ORDER_AUTHORITY_KO', required: true },
    { kind: 'hostingProvider', variable: 'VITE_SELLER_HOSTING_PROVIDER_KO', required: true },
  ],
  it: [
    { kind: 'vatNumber', variable: 'VITE_SELLER_VAT_NUMBER_IT', required: true },
    { kind: 'companyRegister', variable: 'VITE_SELLER_COMPANY_REGISTER_IT', required: true },
    { kind: 'pec', variable: 'VITE_SELLER_PEC_IT', required: true },
  ],
  'zh-TW': [
    { kind: 'companyNumber', variable: 'VITE_SELLER_COMPANY_NUMBER_ZH_TW', required: true },
    { kind: 'invoice', variable: 'VITE_SELLER_INVOICE_ZH_TW', required: true },
    { kind: 'deliveryMethod', variable: 'VITE_SELLER_DELIVERY_ZH_TW', required: true },
  ],
};

/**
 * What each market's privacy law asks of the company responsible for the data (Japan: 個人情報保護法
 * §32; Korea: 개인정보 보호법 §30, §31 and §31-2; Italy: GDPR art. 13(1)(b), 27 and 37). The EU
 * representative is needed only by a company with no establishment in the EU, Korea's domestic agent
 * (국내대리인) only by one with no address in Korea past the decree's thresholds: the launch check
 * asks for them, without blocking.
 */
export const privacyDetailsByLanguage: Partial<Record<Language, readonly LegalDetailSpec<PrivacyDetailKind>[]>> = {
  ja: [{ kind: 'securityMeasures', variable: 'VITE_PRIVACY_SECURITY_MEASURES_JA', required: true }],
  ko: [
    { kind: 'privacyOfficer', variable: 'VITE_PRIVACY_OFFICER_KO', required: true },
    { kind: 'securityMeasures', variable: 'VITE_PRIVACY_SECURITY_MEASURES_KO', required: true },
    { kind: 'domesticAgent', variable: 'VITE_PRIVACY_DOMESTIC_AGENT_KO', required: false },
  ],
  it: [
    { kind: 'dpo', variable: 'VITE_PRIVACY_DPO_IT', required: true },
    { kind: 'euRepresentative', variable: 'VITE_PRIVACY_EU_REPRESENTATIVE_IT', required: false },
  ],
};

/**
 * What each market's law asks a seller to state about the product beside its price (Korea:
 * 전자상거래 등에서의 상품 등의 정보제공에 관한 고시, its category 소형전자), written in the market's language.
 */
export const productNoticeByLanguage: Partial<Record<Language, readonly LegalDetailSpec<ProductNoticeKind>[]>> = {
  ko: [
    { kind: 'modelName', variable: 'VITE_PRODUCT_MODEL_KO', required: true },
    { kind: 'certification', variable: 'VITE_PRODUCT_CERTIFICATION_KO', required: true },
    { kind: 'ratedPower', variable: 'VITE_PRODUCT_RATED_POWER_KO', required: true },
    { kind: 'releaseMonth', variable: 'VITE_PRODUCT_RELEASE_MONTH_KO', required: true },
    { kind: 'manufacturer', variable: 'VITE_PRODUCT_MANUFACTURER_KO', required: true },
    { kind: 'originCountry', variable: 'VITE_PRODUCT_ORIGIN_KO', required: true },
    { kind: 'sizeWeight', variable: 'VITE_PRODUCT_SIZE_WEIGHT_KO', required: true },
  ],
};

/** A language's seller, and the variables still on their fictional defaults. */
export function resolveSeller(env: EnvSource, language: Language): { seller: Seller; defaults: string[] } {
  const defaults: string[] = [];
  // Shown as written, once its kind has passed it (a phone number as the operator wrote it).
  const value = (variable: SellerVariable) => {
    const chosen = readValue(env, variable, language);
    const fallback = defaultValue(variable);
    const resolved = (chosen && envText(env, chosen.name)) ?? fallback;
    if (resolved === fallback) defaults.push(variable);
    return resolved;
  };
  const email = value('VITE_SELLER_EMAIL');
  const detailsOf = <Kind extends string>(specs: readonly LegalDetailSpec<Kind>[] = []) =>
    specs.flatMap(({ kind, variable, required }): LegalDetail<Kind>[] => {
      if (!readValue(env, variable, language)) {
        defaults.push(variable);
        return required ? [{ kind, value: null }] : [];
      }
      return [{ kind, value: envText(env, variable) ?? null }];
    });
  return {
    seller: {
      name: value('VITE_SELLER_NAME'),
      representative: value('VITE_SELLER_REPRESENTATIVE'),
      address: value('VITE_SELLER_ADDRESS'),
      phone: value('VITE_SELLER_PHONE'),
      email,
      details: detailsOf(sellerDetailsByLanguage[language]),
      privacy: detailsOf(privacyDetailsByLanguage[language]),
      productNotice: detailsOf(productNoticeByLanguage[language]),
    },
    defaults,
  };
}
