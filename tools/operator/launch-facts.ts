/**
 * The facts a launch needs, market by market: what each market's law asks of a shop that sells
 * there (who sells and its registration numbers, a price in its currency with its tax wording, a
 * delivery month or the promise that nobody pays before there is one, a support number reachable
 * from there, the privacy contact), and every value a visitor would see that is still a sample.
 * `npm run launch-check` prints this report and fails while a fact blocks the launch; the site
 * marks every sample it shows from the same report.
 */
import type {
  GlobalSampleFact,
  MarketValues,
  PrivacyDetailKind,
  ProductNoticeKind,
  SampleFact,
  SellerDetailKind,
  SellerField,
  SiteConfig,
} from '../../src/config/site-config.ts';
import { languageInfo, languages, type Language } from '../../src/config/languages.ts';
import { envText, type EnvSource } from './env-source.ts';
import {
  fallbackLinks,
  languageSuffix,
  isSampleLink,
  resolveRefundDays,
  transcriptVariable,
  type FallbackLink,
} from './market-offer.ts';
import {
  privacyDetailsByLanguage,
  productNoticeByLanguage,
  sellerDetailsByLanguage,
  sellerFieldVariables,
} from './seller-values.ts';
import { defaultValue, priceVariables, type VariableName } from './variables.ts';
import { readText, readValue } from './read-values.ts';
import { companyFacts, type CompanyFact } from '../../src/content/product-facts.ts';
import { unconfirmedFacts } from './company-facts.ts';
import { isNumberOf } from './value-kinds.ts';
import { notSetLink } from '../../shared/build-contract.ts';

/** The company's facts as the launch check names them. */
const companyFactNames: Record<CompanyFact, string> = {
  emergencySequence: 'what happens after an emergency phrase (calls in turn, a text to each, said aloud)',
  emergencyNoAnswer: 'how many minutes the device waits for a family contact to answer',
  updateChannels: 'how updates reach the family (text message or email, no app)',
  updateSchedule: 'when updates arrive (each evening, and at once on an unusual day)',
  revokeByVoice: 'that the senior can stop the updates by saying so to the device',
  conversationHandling:
    'how conversations are handled (encrypted on the device, in transit and stored; no staff listening; no recordings to family; no AI training or advertising)',
  retention: 'how many days after the service ends conversations and health information are deleted',
  apiProgram: 'what each API tier includes (test devices, support, hosting, service level)',
};

/**
 * ok: set; sample: still the sample default; missing: not set; fallback: leads to another form;
 * outdated: a translation behind its English; note: for the operator's eyes.
 */
export type FactStatus = 'ok' | 'sample' | 'missing' | 'fallback' | 'outdated' | 'note';

export type LaunchFact = {
  /** What the fact is, for the operator: "seller's address". */
  what: string;
  /** The variables that set it. */
  variables: string;
  status: FactStatus;
  /** Whether the launch must wait for it. */
  blocks: boolean;
  /** Why it blocks, or what a visitor sees meanwhile. */
  detail?: string;
};

export type MarketReport = { language: Language; country: string; selling: boolean; facts: LaunchFact[] };

export type LaunchReport = {
  markets: MarketReport[];
  /** Facts every market shares: the site's address, the videos, the social links. */
  site: LaunchFact[];
  /** The samples each market's pages show, marked as samples. */
  marketSamples: Record<Language, SampleFact[]>;
  globalSamples: GlobalSampleFact[];
  /** What a production build prints while the launch is blocked: a count, and where to see the list. */
  buildWarnings: string[];
};

export type ResolvedMarket = {
  code: Language;
  market: MarketValues;
  /** The seller variables still on their fictional defaults. */
  sellerDefaults: string[];
  fallbacks: FallbackLink[];
  delivery: { problem?: string; variable: string };
};

/** Markets whose law asks for a seller's number of their own country. */
const sellerPhoneOfTheMarket: readonly Language[] = ['ja', 'ko', 'zh-TW'];

const sellerFieldNames: Record<SellerField, string> = {
  name: "seller's company name",
  representative: "seller's person responsible",
  address: "seller's address",
  phone: "seller's phone number",
  email: "seller's email address",
};

const fallbackNames: Record<FallbackLink, string> = {
  founders: 'the Founders tier’s button',
  apiApply: '“Apply for API access” and the partner tiers’ buttons',
  videoSession: '“Book a video session”',
  homeVisit: '“Request a home visit”',
};

/** Where a button without its own page leads: the form the specification names, or the preview's notice. */
function fallbackDetail(market: MarketValues, link: FallbackLink): string {
  const target = {
    founders: market.links.tiers.founders,
    apiApply: market.links.apiApply,
    videoSession: market.links.videoSession,
    homeVisit: market.links.homeVisit,
  }[link];
  if (target === notSetLink) return 'leads to the preview notice at the top of the page, which says it is not set yet';
  return `opens the ${market.links.preorder ? 'pre-order form' : 'free waitlist form'} instead`;
}

/** `VITE_X or VITE_X_JA`: the value for every market, or for this one. */
function perMarket(variable: string, language: Language): string {
  return `${variable} or ${variable}${languageSuffix(language)}`;
}

const detailNames: Record<SellerDetailKind | PrivacyDetailKind | ProductNoticeKind, string> = {
  businessNumber: 'business registration number (사업자등록번호)',
  mailOrderNumber: 'mail-order business report number (통신판매업 신고번호)',
  mailOrderAuthority: 'the authority the mail-order business was reported to (신고 기관)',
  hostingProvider: 'hosting provider (호스팅서비스 제공자)',
  vatNumber: 'VAT number (Partita IVA)',
  companyRegister: 'company register and REA number (Registro delle imprese, REA)',
  pec: 'certified email (PEC)',
  companyNumber: 'Unified Business Number (統一編號)',
  invoice: 'how invoices are issued (統一發票)',
  deliveryMethod: 'how the device is delivered (交付方式)',
  corporateNumber: 'Corporate Number (法人番号)',
  privacyOfficer: 'privacy officer, with a phone number and email (개인정보 보호책임자)',
  securityMeasures: 'the security measures taken (安全管理措置 / 안전성 확보조치)',
  domesticAgent:
    'domestic agent in Korea, if the company has no address there and the law names it (국내대리인, 개인정보 보호법 §31-2)',
  modelName: 'product notice: name and model (품명 및 모델명)',
  certification: 'product notice: radio certification number (KC 적합성평가)',
  ratedPower: 'product notice: rated voltage and power (정격전압, 소비전력)',
  releaseMonth: 'product notice: release month (출시년월)',
  manufacturer: 'product notice: maker, and importer if imported (제조자, 수입자)',
  originCountry: 'product notice: country of manufacture (제조국)',
  sizeWeight: 'product notice: size and weight (크기, 무게)',
  dpo: 'data protection officer and how to reach them (GDPR art. 37)',
  euRepresentative: 'representative in the EU, if the company has no establishment there (GDPR art. 27)',
};

/** Whether a market's value (null: the site's) is unset or still its sample default. */
function onSample(env: EnvSource, variable: VariableName, language: Language | null = null): boolean {
  const chosen = readText(env, variable, language);
  return chosen === undefined || chosen.value === defaultValue(variable);
}

function fact(what: string, variables: string, status: FactStatus, blocks: boolean, detail?: string): LaunchFact {
  return { what, variables, status, blocks, ...(detail ? { detail } : {}) };
}

/** What a launch rule says about the variables it reads, for the docs' table (config-docs.ts). */
export type LaunchRuleDoc = { what: string; law?: string; applies: string; variables: readonly string[] };

/** A fact a rule found; one the pages show marked as a sample carries its id. */
type Finding<Sample> = LaunchFact & { sample?: Sample };

function sampleFinding<Sample>(sample: Sample, what: string, variables: string, shown = 'shown marked as a sample') {
  return { ...fact(what, variables, 'sample', true, shown), sample };
}

/** What a market rule reads: the values, the market as resolved, and its country's facts. */
type MarketContext = {
  env: EnvSource;
  resolved: ResolvedMarket;
  code: Language;
  market: MarketValues;
  selling: boolean;
  info: ReturnType<typeof languageInfo>['market'];
};

/**
 * One rule of the launch check: what it checks, the law that asks for it, when it applies, the
 * variables it reads (the docs' table names the rule beside each, config-docs.ts), and the check.
 */
type LaunchRule<Context, Sample> = {
  what: string;
  law?: string;
  applies: string;
  /** Only where the market sells. */
  sellingOnly?: true;
  variables: readonly string[];
  check: (context: Context) => readonly Finding<Sample>[];
};

type MarketRule = LaunchRule<MarketContext, SampleFact>;
type SiteContext = { env: EnvSource; config: SiteConfig };
type SiteRule = LaunchRule<SiteContext, GlobalSampleFact>;

const allDetails = (byLanguage: Partial<Record<Language, readonly { variable: string }[]>>) =>
  Object.values(byLanguage).flatMap((details) => details.map(({ variable }) => variable));

/** The rules each market is checked by, in the order its report lists their facts. */
const marketRules: readonly MarketRule[] = [
  {
    what: 'the seller’s name, person responsible, address, phone and email',
    law: 'each market’s distance-selling law: 特定商取引法 §11, 전자상거래법 §13, 消費者保護法 §18, Codice del consumo art. 49',
    applies: 'every market; a sample until set',
    variables: Object.values(sellerFieldVariables),
    check: ({ resolved, code }) =>
      (Object.keys(sellerFieldVariables) as SellerField[])
        .filter((field) => resolved.sellerDefaults.includes(sellerFieldVariables[field]))
        .map((field) =>
          sampleFinding(
            `seller.${field}` as const,
            sellerFieldNames[field],
            perMarket(sellerFieldVariables[field], code),
          ),
        ),
  },
  {
    what: 'a seller’s phone number of the market’s own country',
    law: '特定商取引法, 전자상거래법, 消費者保護法',
    applies: 'Japan, Korea and Taiwan where they sell',
    sellingOnly: true,
    variables: ['VITE_SELLER_PHONE'],
    check: ({ code, market, info }) =>
      sellerPhoneOfTheMarket.includes(code) && !isNumberOf(market.seller.phone, code)
        ? [
            fact(
              `seller's phone number reachable from ${info.country}`,
              `VITE_SELLER_PHONE${languageSuffix(code)}`,
              'missing',
              true,
              `the seller page shows ${market.seller.phone}, a number of another country`,
            ),
          ]
        : [],
  },
  {
    what: 'what the market’s law asks its seller page, privacy policy and product notice to state',
    law: 'seller-values.ts names each detail’s law',
    applies:
      'privacy details in every market, the others where it sells; a required one blocks, an optional one is noted',
    variables: [
      ...allDetails(sellerDetailsByLanguage),
      ...allDetails(privacyDetailsByLanguage),
      ...allDetails(productNoticeByLanguage),
    ],
    check: ({ resolved, code, selling }) => {
      const privacyDetails = privacyDetailsByLanguage[code] ?? [];
      return [...(sellerDetailsByLanguage[code] ?? []), ...privacyDetails, ...(productNoticeByLanguage[code] ?? [])]
        .filter(({ variable }) => resolved.sellerDefaults.includes(variable))
        .filter(({ variable }) => selling || privacyDetails.some((detail) => detail.variable === variable))
        .map((detail) =>
          detail.required
            ? sampleFinding(
                detail.kind,
                detailNames[detail.kind],
                detail.variable,
                'the pages say it is not set yet, marked as a sample',
              )
            : fact(detailNames[detail.kind], detail.variable, 'note', false, 'not set: not shown'),
        );
    },
  },
  {
    what: 'a support phone number, one reachable from the market where it sells',
    applies: 'every market; a sample until set, a number of the market’s country where it sells',
    variables: ['VITE_SUPPORT_PHONE_DIAL', 'VITE_SUPPORT_PHONE_DISPLAY'],
    check: ({ env, code, market, selling, info }) => {
      if (onSample(env, 'VITE_SUPPORT_PHONE_DIAL', code))
        return [
          sampleFinding(
            'supportPhone' as const,
            'support phone number',
            `${perMarket('VITE_SUPPORT_PHONE_DIAL', code)}, with its _DISPLAY`,
          ),
        ];
      if (!selling || market.supportPhone.local) return [];
      return [
        fact(
          `support phone number reachable from ${info.country}`,
          `VITE_SUPPORT_PHONE_DIAL${languageSuffix(code)}`,
          'missing',
          true,
          `the number is not one in ${countryName(info.country)} (+${info.callingCode}); callers there may not get through`,
        ),
      ];
    },
  },
  {
    what: 'the privacy contact',
    applies: 'every market; a sample until set',
    variables: ['VITE_PRIVACY_EMAIL'],
    check: ({ env, code }) =>
      onSample(env, 'VITE_PRIVACY_EMAIL', code)
        ? [sampleFinding('privacyEmail' as const, 'privacy contact', perMarket('VITE_PRIVACY_EMAIL', code))]
        : [],
  },
  {
    what: 'the accessibility contact',
    applies: 'every market; a sample until set',
    variables: ['VITE_ACCESSIBILITY_EMAIL'],
    check: ({ env, code }) =>
      onSample(env, 'VITE_ACCESSIBILITY_EMAIL', code)
        ? [
            sampleFinding(
              'accessibilityEmail' as const,
              'accessibility contact',
              perMarket('VITE_ACCESSIBILITY_EMAIL', code),
            ),
          ]
        : [],
  },
  {
    what: 'the chat for larger contributions',
    applies: 'every market; a sample until set',
    variables: ['VITE_CHAT', 'VITE_WHATSAPP_NUMBER'],
    check: ({ env, code }) => {
      const whatsapp = envText(env, 'VITE_WHATSAPP_NUMBER');
      const onSampleNumber = whatsapp === undefined || whatsapp === defaultValue('VITE_WHATSAPP_NUMBER');
      return !readText(env, 'VITE_CHAT', code) && onSampleNumber
        ? [
            sampleFinding(
              'chat' as const,
              'chat for larger contributions',
              `${perMarket('VITE_CHAT', code)} or VITE_WHATSAPP_NUMBER`,
            ),
          ]
        : [];
    },
  },
  {
    what: 'prices in the market’s currency, with its tax wording',
    law: 'each market’s law on the total price: in Japan, Korea, Taiwan and Italy tax included',
    applies: 'blocks where the market sells, noted elsewhere',
    variables: [...priceVariables, 'VITE_PRICES_INCLUDE_TAX'],
    check: ({ code, market, selling, info }) => {
      if (!market.prices.local)
        return [
          fact(
            `prices in ${info.currency}`,
            `VITE_PRICE_DEVICE${languageSuffix(code)}, VITE_PRICE_MONTHLY${languageSuffix(code)}, VITE_PRICE_TIER_…${languageSuffix(code)}: all six, delivered`,
            'missing',
            selling,
            selling
              ? `the pages show US-dollar prices with a note of what they leave out`
              : 'not needed while the market does not sell',
          ),
        ];
      if (info.pricesIncludeTax && !market.prices.taxIncluded)
        return [
          fact(
            `prices including ${salesTax[info.country] ?? 'the sales tax'} (its law asks for the total price)`,
            `VITE_PRICES_INCLUDE_TAX${languageSuffix(code)}=true, with the amounts including it`,
            'missing',
            selling,
          ),
        ];
      return [];
    },
  },
  {
    what: 'a delivery month, or the rule that nobody is charged before there is one',
    law: 'the FTC Mail Order Rule, and each market’s distance-selling law',
    applies: 'blocks where the market sells; a month set but malformed or past is named either way',
    variables: ['VITE_UNITS_EXPECTED', 'VITE_PREORDER_PAYMENT'],
    check: ({ env, resolved, code, market, selling }) => {
      const monthSet = readText(env, 'VITE_UNITS_EXPECTED', code) !== undefined;
      const chargedUndated = !market.delivery.expected && market.delivery.charge === 'atOrder';
      if (!(monthSet && resolved.delivery.problem) && !chargedUndated) return [];
      return [
        fact(
          'a delivery month, or the rule that nobody is charged before there is one',
          `${perMarket('VITE_UNITS_EXPECTED', code)} or VITE_PREORDER_PAYMENT=when-dated`,
          'missing',
          selling,
          resolved.delivery.problem ? `${resolved.delivery.variable} ${resolved.delivery.problem}` : undefined,
        ),
      ];
    },
  },
  {
    what: 'days within which a cancelled order is paid back',
    law: 'Japan’s law sets none; the others’ is the default',
    applies: 'where the market sells (its payment terms show it)',
    sellingOnly: true,
    variables: ['VITE_REFUND_DAYS'],
    check: ({ env, code, info }) =>
      resolveRefundDays(env, code).sample
        ? [
            sampleFinding(
              'refundDays' as const,
              `days within which a cancelled order is paid back (the law of ${info.country} sets none)`,
              perMarket('VITE_REFUND_DAYS', code),
            ),
          ]
        : [],
  },
  {
    what: 'the pre-order form and the tiers’ payment pages',
    applies: 'where the market sells; a sample until set',
    sellingOnly: true,
    variables: ['VITE_PREORDER_URL', 'VITE_PAYMENT_SUPPORTER_URL', 'VITE_PAYMENT_CIRCLE_URL', 'VITE_PAYMENT_PILOT_URL'],
    check: ({ env, code }) =>
      (
        [
          ['VITE_PREORDER_URL', 'pre-order form'],
          ['VITE_PAYMENT_SUPPORTER_URL', 'Supporter tier’s payment page'],
          ['VITE_PAYMENT_CIRCLE_URL', 'Circle tier’s payment page'],
          ['VITE_PAYMENT_PILOT_URL', 'Pilot Access tier’s payment page'],
        ] as const
      )
        .filter(([variable]) => onSample(env, variable, code))
        .map(([variable, what]) => fact(what, perMarket(variable, code), 'sample', true, 'leads to a sample address')),
  },
  {
    what: 'the free waitlist form',
    applies: 'every market; a sample until set',
    variables: ['VITE_WAITLIST_URL'],
    check: ({ env, code }) =>
      onSample(env, 'VITE_WAITLIST_URL', code)
        ? [
            fact(
              'free waitlist form',
              perMarket('VITE_WAITLIST_URL', code),
              'sample',
              true,
              'leads to a sample address',
            ),
          ]
        : [],
  },
  {
    what: 'a button that opens the pre-order or waitlist form for want of its own page',
    applies: 'every market; noted, not blocking',
    variables: Object.values(fallbackLinks),
    check: ({ resolved, code, market }) =>
      resolved.fallbacks.map((link) =>
        fact(
          fallbackNames[link],
          perMarket(fallbackLinks[link], code),
          'fallback',
          false,
          fallbackDetail(market, link),
        ),
      ),
  },
  {
    what: 'where the monthly service is cancelled online',
    law: 'California’s automatic-renewal law',
    applies: 'blocks the US market where it sells, noted for the others',
    sellingOnly: true,
    variables: ['VITE_CANCEL_URL'],
    check: ({ code, market }) =>
      market.links.cancel === null
        ? [
            fact(
              'where the monthly service is cancelled online',
              perMarket('VITE_CANCEL_URL', code),
              'missing',
              code === 'en',
              'the payment terms say to cancel by phone or email only',
            ),
          ]
        : [],
  },
  {
    what: 'the device’s written warranty terms',
    law: 'the Magnuson-Moss pre-sale rule',
    applies: 'blocks the US market where it sells, noted for the others',
    sellingOnly: true,
    variables: ['VITE_WARRANTY_URL'],
    check: ({ code, market }) =>
      market.links.warranty === null
        ? [
            fact(
              'the device’s written warranty terms',
              perMarket('VITE_WARRANTY_URL', code),
              'missing',
              code === 'en',
              'the pricing page and the terms name the warranty without its full text',
            ),
          ]
        : [],
  },
  {
    what: 'a warranty page that exists: not on this site, which has none',
    applies: 'every market that sells',
    sellingOnly: true,
    variables: ['VITE_WARRANTY_URL', 'VITE_SITE_ORIGIN'],
    check: ({ env, code, market }) => {
      const site = readValue(env, 'VITE_SITE_ORIGIN')?.value;
      const warranty = market.links.warranty;
      return site !== undefined && warranty !== null && new URL(warranty).origin === new URL(site).origin
        ? [
            fact(
              'the device’s written warranty terms, on a page that exists',
              perMarket('VITE_WARRANTY_URL', code),
              'missing',
              true,
              `${warranty} is on this site, which has no warranty page: the link would open its “page not found”`,
            ),
          ]
        : [];
    },
  },
  {
    what: 'the warranty’s text in Italian',
    law: 'Codice del consumo, art. 133',
    applies: 'Italy where it sells and a warranty is linked',
    sellingOnly: true,
    variables: ['VITE_WARRANTY_URL'],
    check: ({ env, code, market }) =>
      code === 'it' && market.links.warranty !== null && envText(env, 'VITE_WARRANTY_URL_IT') === undefined
        ? [
            fact(
              'the warranty’s text in Italian (Codice del consumo, art. 133)',
              'VITE_WARRANTY_URL_IT',
              'missing',
              true,
              'the Italian pages link the warranty every market shares',
            ),
          ]
        : [],
  },
  {
    what: 'a Korean seller’s address in Korea',
    law: '전자상거래법 §13 (the 통신판매업 신고 is made where the business is)',
    applies: 'Korea where it sells; noted, not blocking (counsel: whether a 국내대리인 is needed)',
    sellingOnly: true,
    variables: ['VITE_SELLER_ADDRESS'],
    check: ({ code, market }) =>
      code === 'ko' && !/[\uac00-\ud7a3]|대한민국|korea/iu.test(market.seller.address)
        ? [
            fact(
              'the seller’s address in Korea',
              'VITE_SELLER_ADDRESS_KO',
              'note',
              false,
              `the seller page gives ${market.seller.address}, an address outside Korea, beside a Korean mail-order report`,
            ),
          ]
        : [],
  },
  {
    what: 'how visitors say the brand',
    applies: 'Japan, Korea and Taiwan; noted, not blocking',
    variables: ['VITE_BRAND_READING'],
    check: ({ code, market }) =>
      market.brandReading === null && code !== 'en' && code !== 'it'
        ? [
            fact(
              'how visitors say the brand',
              `VITE_BRAND_READING${languageSuffix(code)}`,
              'missing',
              false,
              'the pages show the name alone where visitors must say it',
            ),
          ]
        : [],
  },
  {
    what: 'captions or a transcript of each film in the market’s language',
    law: 'WCAG 1.2.2',
    applies: 'blocks where the market sells, noted elsewhere',
    variables: [
      'VITE_VIDEO_HERO_HAS_CAPTIONS',
      'VITE_VIDEO_MEET_HAS_CAPTIONS',
      'VITE_VIDEO_HERO_TRANSCRIPT',
      'VITE_VIDEO_MEET_TRANSCRIPT',
    ],
    check: ({ code, market, selling }) =>
      (['hero', 'meet'] as const)
        .filter((film) => !market.media.captions[film] && !market.media.transcripts[film])
        .map((film) =>
          fact(
            `captions or a transcript in the market’s language for the ${film === 'hero' ? 'hero video' : '“meet” film'}`,
            `${perMarket(film === 'hero' ? 'VITE_VIDEO_HERO_HAS_CAPTIONS' : 'VITE_VIDEO_MEET_HAS_CAPTIONS', code)} or ${transcriptVariable(film, code)}`,
            selling ? 'missing' : 'note',
            selling,
            'the video window and the accessibility statement say the film has neither yet',
          ),
        ),
  },
  {
    what: 'voice samples in the device’s own voice',
    applies: 'every market; noted, not blocking',
    variables: ['VITE_VOICE_RECORDED'],
    check: ({ code, market }) =>
      market.media.voiceRecorded
        ? []
        : [
            fact(
              'voice samples recorded in the device’s own voice',
              perMarket('VITE_VOICE_RECORDED', code),
              'note',
              false,
              'not confirmed: each sample and the accessibility statement say a computer voice stands in',
            ),
          ],
  },
  {
    what: 'what the market is promised (setup, support hours, replacement time)',
    applies: 'every market; stated for the operator’s eyes',
    variables: ['VITE_HOME_SETUP', 'VITE_SUPPORT_HOURS', 'VITE_REPLACEMENT_HOURS'],
    check: ({ market: { promises } }) => {
      const hours = promises.supportHours;
      const support = hours
        ? hours.days === 'always'
          ? 'around the clock'
          : `${hours.days} ${hours.from}–${hours.to}`
        : 'hours not stated';
      const replacement = promises.replacementHours
        ? `ships within ${promises.replacementHours} hours`
        : 'time not promised';
      return [
        fact(
          `promises: ${promises.homeSetup ? 'setup at home' : 'setup help by video or phone'}; support ${support}; replacement ${replacement}`,
          'VITE_HOME_SETUP, VITE_SUPPORT_HOURS, VITE_REPLACEMENT_HOURS',
          'note',
          false,
        ),
      ];
    },
  },
];

function marketFacts(env: EnvSource, resolved: ResolvedMarket): { facts: LaunchFact[]; samples: SampleFact[] } {
  const { code, market } = resolved;
  const context: MarketContext = {
    env,
    resolved,
    code,
    market,
    selling: market.selling,
    info: languageInfo(code).market,
  };
  const findings = marketRules
    .filter((rule) => market.selling || !rule.sellingOnly)
    .flatMap((rule) => rule.check(context));
  return withSamples(findings);
}

/** The facts, and the samples the pages mark among them. */
function withSamples<Sample>(findings: readonly Finding<Sample>[]): { facts: LaunchFact[]; samples: Sample[] } {
  return {
    facts: findings.map(({ what, variables, status, blocks, detail }) => fact(what, variables, status, blocks, detail)),
    samples: findings.flatMap(({ sample }) => (sample === undefined ? [] : [sample])),
  };
}

/** The rules the whole site is checked by. */
const siteRules: readonly SiteRule[] = [
  {
    what: 'the brand’s own mark beside another brand',
    applies: 'while the brand is not Hazel',
    variables: ['VITE_BRAND_MARK', 'VITE_BRAND'],
    check: ({ env, config }) =>
      config.brand !== 'Hazel' && envText(env, 'VITE_BRAND_MARK') === undefined
        ? [
            fact(
              'the brand’s mark (header, footer, favicon, home-screen icons)',
              'VITE_BRAND_MARK',
              'missing',
              true,
              `the pages show Hazel’s “H” beside “${config.brand}”`,
            ),
          ]
        : [],
  },
  {
    what: 'the site’s own address',
    applies: 'a sample until set',
    variables: ['VITE_SITE_ORIGIN'],
    check: ({ env }) =>
      onSample(env, 'VITE_SITE_ORIGIN')
        ? [fact('the site’s own address (canonical links, sitemap)', 'VITE_SITE_ORIGIN', 'sample', true)]
        : [],
  },
  {
    what: 'the two films',
    applies: 'a sample until set',
    variables: ['VITE_VIDEO_HERO_ID', 'VITE_VIDEO_MEET_ID'],
    check: ({ env }) =>
      (
        [
          ['VITE_VIDEO_HERO_ID', 'videoHero', 'hero video'],
          ['VITE_VIDEO_MEET_ID', 'videoMeet', '“meet” film'],
        ] as const
      )
        .filter(([variable]) => onSample(env, variable))
        .map(([variable, id, what]) =>
          sampleFinding(id, what, variable, 'a sample clip, marked as one in the video window'),
        ),
  },
  {
    what: 'the social profiles',
    applies: 'a sample while a network’s home page',
    variables: ['VITE_SOCIAL_FACEBOOK_URL', 'VITE_SOCIAL_INSTAGRAM_URL', 'VITE_SOCIAL_YOUTUBE_URL'],
    check: ({ env }) => {
      const social = ['VITE_SOCIAL_FACEBOOK_URL', 'VITE_SOCIAL_INSTAGRAM_URL', 'VITE_SOCIAL_YOUTUBE_URL'];
      const samples = social.filter((variable) => {
        const value = envText(env, variable);
        return value === undefined || new URL(value).pathname === '/';
      });
      return samples.length > 0
        ? [sampleFinding('social' as const, 'social profiles', samples.join(', '), 'the networks’ home pages')]
        : [];
    },
  },
  {
    what: 'the company’s facts about the product',
    applies: 'each a sample until confirmed',
    variables: ['VITE_PRODUCT_FACTS_CONFIRMED', 'VITE_EMERGENCY_NO_ANSWER_MINUTES', 'VITE_DELETION_AFTER_SERVICE_DAYS'],
    check: ({ env }) =>
      unconfirmedFacts(env).map((name) => {
        const { confirm } = companyFacts[name];
        return sampleFinding(
          name,
          companyFactNames[name],
          confirm.startsWith('VITE_') ? confirm : `VITE_PRODUCT_FACTS_CONFIRMED (${confirm})`,
          'for the company to confirm; the pages mark the sentence as a sample',
        );
      }),
  },
  {
    what: 'the processors, by name, country, purpose, data, retention and each law’s safeguard',
    law: 'Korea’s, Japan’s and the EU’s privacy laws; every market’s policy names them',
    applies: 'blocks until set',
    variables: ['VITE_PRIVACY_PROCESSORS_FILE'],
    check: ({ env }) =>
      envText(env, 'VITE_PRIVACY_PROCESSORS_FILE') === undefined
        ? [
            {
              ...fact(
                'the processors, by name, country, purpose, data, retention and each law’s safeguard',
                'VITE_PRIVACY_PROCESSORS_FILE',
                'missing',
                true,
                'the privacy policy says the list is not set yet, marked as a sample',
              ),
              sample: 'processors' as const,
            },
          ]
        : [],
  },
  {
    what: 'the API documentation',
    applies: 'noted, not blocking',
    variables: ['VITE_API_DOCS_URL'],
    check: ({ config }) =>
      config.apiDocs === null
        ? [
            fact(
              'the API documentation',
              'VITE_API_DOCS_URL',
              'missing',
              false,
              'the API page offers only the application form',
            ),
          ]
        : [],
  },
  {
    what: 'what the home form’s field asks for, per hosted form',
    applies: 'noted for the forms some market uses',
    variables: [
      'VITE_PREORDER_PREFILL_EMAIL',
      'VITE_PREORDER_PREFILL_PHONE',
      'VITE_WAITLIST_PREFILL_EMAIL',
      'VITE_WAITLIST_PREFILL_PHONE',
      'VITE_PREFILL_VIA',
    ],
    check: ({ config }) => contactFieldFacts(config),
  },
];

function siteFacts(env: EnvSource, config: SiteConfig): { facts: LaunchFact[]; samples: GlobalSampleFact[] } {
  const { facts, samples } = withSamples(siteRules.flatMap((rule) => rule.check({ env, config })));
  // A sample form or payment page in any market: the pages' preview notice says so.
  const formsOnSamples = languages.some(({ code }) => {
    const { links } = config.markets[code];
    return [links.preorder, links.waitlist, ...Object.values(links.tiers)].some(isSampleLink);
  });
  return { facts, samples: formsOnSamples ? [...samples, 'forms'] : samples };
}

/** Every rule, for the docs' table of variables (config-docs.ts). */
export const launchRules: readonly LaunchRuleDoc[] = [...marketRules, ...siteRules].filter(
  ({ variables }) => variables.length > 0,
);

/**
 * What the home form's field asks for, per hosted form, from the parameters the operator names for
 * it: an email address, a phone number, either, or nothing (one button opens the form). Said for
 * the forms some market uses: the pre-order where one sells, the waitlist where one does not.
 */
function contactFieldFacts(config: SiteConfig): LaunchFact[] {
  const forms = [
    ['preorder', 'PREORDER', 'pre-order', languages.some(({ code }) => config.markets[code].selling)],
    ['waitlist', 'WAITLIST', 'waitlist', languages.some(({ code }) => !config.markets[code].selling)],
  ] as const;
  return forms
    .filter(([, , , used]) => used)
    .map(([form, name, what]) => {
      const variables = `VITE_${name}_PREFILL_EMAIL, VITE_${name}_PREFILL_PHONE`;
      const { email, phone, via } = config.prefillParams[form];
      if (!email && !phone)
        return fact(
          `the home form’s field for the ${what} form`,
          variables,
          'missing',
          false,
          'no field: one button opens the form, which asks for the contact itself',
        );
      const asks =
        email && phone
          ? 'an email address or a mobile number'
          : email
            ? 'an email address only'
            : 'a mobile number only';
      return fact(
        `the home form’s field for the ${what} form`,
        variables,
        'note',
        false,
        via === null
          ? `asks for ${asks}; the sample form is given nothing`
          : `asks for ${asks}, sent as ${[email && `${email}=`, phone && `${phone}=`].filter(Boolean).join(' or ')}${
              via === 'fragment'
                ? ' in the address’s fragment (#), which no server sees'
                : ' in the address’s query (VITE_PREFILL_VIA)'
            }`,
      );
    });
}

/** The launch facts of every market and of the site, from the resolved values. */
/** A country's name in English, for the operator's report: `IT` is Italy. */
const countryName = (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;

/** The tax a market's total price includes, by its own name. */
const salesTax: Readonly<Record<string, string>> = {
  JP: 'consumption tax (消費税)',
  KR: 'VAT (부가가치세)',
  TW: 'business tax (營業稅)',
  IT: 'VAT (IVA)',
};

export function launchReport(env: EnvSource, config: SiteConfig, resolved: readonly ResolvedMarket[]): LaunchReport {
  const perMarketFacts = resolved.map((entry) => ({ entry, ...marketFacts(env, entry) }));
  const site = siteFacts(env, config);
  const markets = perMarketFacts.map(({ entry, facts }) => ({
    language: entry.code,
    country: languageInfo(entry.code).market.country,
    selling: entry.market.selling,
    facts,
  }));
  const blocking = [...site.facts, ...markets.flatMap(({ facts }) => facts)].filter((entry) => entry.blocks).length;
  const buildWarnings =
    blocking === 0
      ? []
      : [
          `Not ready to launch: ${blocking} values are missing or samples. This build marks every sample it shows; \`npm run launch-check\` lists them with their variables.`,
        ];
  return {
    markets,
    site: site.facts,
    marketSamples: Object.fromEntries(perMarketFacts.map(({ entry, samples }) => [entry.code, samples])) as Record<
      Language,
      SampleFact[]
    >,
    globalSamples: site.samples,
    buildWarnings,
  };
}

/** Whether nothing blocks the launch. */
export function readyToLaunch(report: Pick<LaunchReport, 'markets' | 'site'>): boolean {
  return [...report.site, ...report.markets.flatMap(({ facts }) => facts)].every((f) => !f.blocks);
}
