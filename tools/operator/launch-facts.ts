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
  linkDefaults,
  ownOrGlobal,
  resolveRefundDays,
  transcriptVariable,
  type FallbackLink,
} from './market-offer.ts';
import {
  privacyDetailsByLanguage,
  productNoticeByLanguage,
  sellerDetailsByLanguage,
  type sellerDefaults,
} from './seller-values.ts';
import { companyFacts, type CompanyFact } from '../../src/content/product-facts.ts';
import { unconfirmedFacts } from './company-facts.ts';
import { isNumberOf } from './value-kinds.ts';

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

const sellerFieldVariables: Record<SellerField, keyof typeof sellerDefaults> = {
  name: 'VITE_SELLER_NAME',
  representative: 'VITE_SELLER_REPRESENTATIVE',
  address: 'VITE_SELLER_ADDRESS',
  phone: 'VITE_SELLER_PHONE',
  email: 'VITE_SELLER_EMAIL',
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

/** Whether a value is unset or still the given sample default. */
function onSample(env: EnvSource, variable: string, language: Language, sample: string): boolean {
  const chosen = ownOrGlobal(env, variable, language);
  return chosen === undefined || chosen.value === sample;
}

function fact(what: string, variables: string, status: FactStatus, blocks: boolean, detail?: string): LaunchFact {
  return { what, variables, status, blocks, ...(detail ? { detail } : {}) };
}

function marketFacts(env: EnvSource, resolved: ResolvedMarket): { facts: LaunchFact[]; samples: SampleFact[] } {
  const { code, market } = resolved;
  const { selling } = market;
  const info = languageInfo(code).market;
  const facts: LaunchFact[] = [];
  const samples: SampleFact[] = [];
  const sample = (id: SampleFact, what: string, variables: string, shown = 'shown marked as a sample') => {
    samples.push(id);
    facts.push(fact(what, variables, 'sample', true, shown));
  };

  for (const field of Object.keys(sellerFieldVariables) as SellerField[]) {
    const variable = sellerFieldVariables[field];
    if (resolved.sellerDefaults.includes(variable))
      sample(`seller.${field}`, sellerFieldNames[field], perMarket(variable, code));
  }
  // Japan's 特定商取引法, Korea's 전자상거래법 and Taiwan's 消費者保護法 ask for a number a buyer there can call.
  if (selling && sellerPhoneOfTheMarket.includes(code) && !isNumberOf(market.seller.phone, code))
    facts.push(
      fact(
        `seller's phone number reachable from ${info.country}`,
        `VITE_SELLER_PHONE${languageSuffix(code)}`,
        'missing',
        true,
        `the seller page shows ${market.seller.phone}, a number of another country`,
      ),
    );
  const privacyDetails = privacyDetailsByLanguage[code] ?? [];
  for (const detail of [
    ...(sellerDetailsByLanguage[code] ?? []),
    ...privacyDetails,
    ...(productNoticeByLanguage[code] ?? []),
  ]) {
    if (!resolved.sellerDefaults.includes(detail.variable)) continue;
    // A market's seller details show only where it sells (its footer and seller page); what its
    // privacy law asks shows on its privacy policy whether or not it sells: its pages collect
    // waitlist contacts and count visits there too.
    if (!selling && !privacyDetails.some(({ variable }) => variable === detail.variable)) continue;
    if (detail.required)
      sample(
        detail.kind,
        detailNames[detail.kind],
        detail.variable,
        'the pages say it is not set yet, marked as a sample',
      );
    else facts.push(fact(detailNames[detail.kind], detail.variable, 'note', false, 'not set: not shown'));
  }

  const dialSample = onSample(env, 'VITE_SUPPORT_PHONE_DIAL', code, '+18444642935');
  if (dialSample)
    sample('supportPhone', 'support phone number', `${perMarket('VITE_SUPPORT_PHONE_DIAL', code)}, with its _DISPLAY`);
  else if (selling && !market.supportPhone.local)
    facts.push(
      fact(
        `support phone number reachable from ${info.country}`,
        `VITE_SUPPORT_PHONE_DIAL${languageSuffix(code)}`,
        'missing',
        true,
        `the number is not one in ${countryName(info.country)} (+${info.callingCode}); callers there may not get through`,
      ),
    );
  if (onSample(env, 'VITE_PRIVACY_EMAIL', code, 'privacy@hazel.example'))
    sample('privacyEmail', 'privacy contact', perMarket('VITE_PRIVACY_EMAIL', code));
  if (onSample(env, 'VITE_ACCESSIBILITY_EMAIL', code, 'accessibility@hazel.example'))
    sample('accessibilityEmail', 'accessibility contact', perMarket('VITE_ACCESSIBILITY_EMAIL', code));
  const ownChat = ownOrGlobal(env, 'VITE_CHAT', code);
  const whatsapp = envText(env, 'VITE_WHATSAPP_NUMBER');
  if (!ownChat && (whatsapp === undefined || whatsapp === '15555550123'))
    sample('chat', 'chat for larger contributions', `${perMarket('VITE_CHAT', code)} or VITE_WHATSAPP_NUMBER`);

  if (!market.prices.local) {
    facts.push(
      fact(
        `prices in ${info.currency}`,
        `VITE_PRICE_DEVICE${languageSuffix(code)}, VITE_PRICE_MONTHLY${languageSuffix(code)}, VITE_PRICE_TIER_…${languageSuffix(code)}: all six, delivered`,
        'missing',
        selling,
        selling
          ? `the pages show US-dollar prices with a note of what they leave out`
          : 'not needed while the market does not sell',
      ),
    );
  } else if (info.pricesIncludeTax && !market.prices.taxIncluded) {
    facts.push(
      fact(
        `prices including ${salesTax[info.country] ?? 'the sales tax'} (its law asks for the total price)`,
        `VITE_PRICES_INCLUDE_TAX${languageSuffix(code)}=true, with the amounts including it`,
        'missing',
        selling,
      ),
    );
  }
  // A month the operator set but the build cannot show (malformed, or past) is named either way.
  const monthSet = ownOrGlobal(env, 'VITE_UNITS_EXPECTED', code) !== undefined;
  if ((monthSet && resolved.delivery.problem) || (!market.delivery.expected && market.delivery.charge === 'atOrder')) {
    facts.push(
      fact(
        'a delivery month, or the rule that nobody is charged before there is one',
        `${perMarket('VITE_UNITS_EXPECTED', code)} or VITE_PREORDER_PAYMENT=when-dated`,
        'missing',
        selling,
        resolved.delivery.problem ? `${resolved.delivery.variable} ${resolved.delivery.problem}` : undefined,
      ),
    );
  }
  // Shown only where the market sells: in its payment terms.
  if (selling && resolveRefundDays(env, code).sample)
    sample(
      'refundDays',
      `days within which a cancelled order is paid back (the law of ${info.country} sets none)`,
      perMarket('VITE_REFUND_DAYS', code),
    );
  if (selling) {
    const forms = [
      ['VITE_PREORDER_URL', 'pre-order form'],
      ['VITE_PAYMENT_SUPPORTER_URL', 'Supporter tier’s payment page'],
      ['VITE_PAYMENT_CIRCLE_URL', 'Circle tier’s payment page'],
      ['VITE_PAYMENT_PILOT_URL', 'Pilot Access tier’s payment page'],
    ] as const;
    for (const [variable, what] of forms) {
      if (onSample(env, variable, code, linkDefaults[variable]))
        facts.push(fact(what, perMarket(variable, code), 'sample', true, 'leads to a sample address'));
    }
  }
  if (onSample(env, 'VITE_WAITLIST_URL', code, linkDefaults.VITE_WAITLIST_URL))
    facts.push(
      fact('free waitlist form', perMarket('VITE_WAITLIST_URL', code), 'sample', true, 'leads to a sample address'),
    );
  for (const link of resolved.fallbacks) {
    facts.push(
      fact(
        fallbackNames[link],
        perMarket(fallbackLinks[link], code),
        'fallback',
        false,
        `opens the ${market.links.preorder ? 'pre-order form' : 'free waitlist form'} instead`,
      ),
    );
  }
  // California's automatic-renewal law asks that a service bought online can be cancelled online.
  if (selling && market.links.cancel === null)
    facts.push(
      fact(
        'where the monthly service is cancelled online',
        perMarket('VITE_CANCEL_URL', code),
        'missing',
        code === 'en',
        'the payment terms say to cancel by phone or email only',
      ),
    );
  // The US Magnuson-Moss pre-sale rule: the written warranty readable before buying, beside the product.
  if (selling && market.links.warranty === null)
    facts.push(
      fact(
        'the device’s written warranty terms',
        perMarket('VITE_WARRANTY_URL', code),
        'missing',
        code === 'en',
        'the pricing page and the terms name the warranty without its full text',
      ),
    );
  if (market.brandReading === null && code !== 'en' && code !== 'it') {
    facts.push(
      fact(
        'how visitors say the brand',
        `VITE_BRAND_READING${languageSuffix(code)}`,
        'missing',
        false,
        'the pages show the name alone where visitors must say it',
      ),
    );
  }
  // What visitors hear and see in the market's language. A film she cannot hear must be one she
  // can read (WCAG 1.2.2): captions on the video host, or a transcript, where the market sells;
  // elsewhere asked about, each said on the pages meanwhile.
  const { captions, transcripts, voiceRecorded } = market.media;
  for (const film of ['hero', 'meet'] as const) {
    if (captions[film] || transcripts[film]) continue;
    const variable = film === 'hero' ? 'VITE_VIDEO_HERO_HAS_CAPTIONS' : 'VITE_VIDEO_MEET_HAS_CAPTIONS';
    facts.push(
      fact(
        `captions or a transcript in the market’s language for the ${film === 'hero' ? 'hero video' : '“meet” film'}`,
        `${perMarket(variable, code)} or ${transcriptVariable(film, code)}`,
        selling ? 'missing' : 'note',
        selling,
        'the video window and the accessibility statement say the film has neither yet',
      ),
    );
  }
  if (!voiceRecorded)
    facts.push(
      fact(
        'voice samples recorded in the device’s own voice',
        perMarket('VITE_VOICE_RECORDED', code),
        'note',
        false,
        'not confirmed: each sample and the accessibility statement say a computer voice stands in',
      ),
    );
  const { promises } = market;
  const hours = promises.supportHours;
  facts.push(
    fact(
      `promises: ${promises.homeSetup ? 'setup at home' : 'setup help by video or phone'}; support ${
        hours
          ? hours.days === 'always'
            ? 'around the clock'
            : `${hours.days} ${hours.from}–${hours.to}`
          : 'hours not stated'
      }; replacement ${promises.replacementHours ? `ships within ${promises.replacementHours} hours` : 'time not promised'}`,
      'VITE_HOME_SETUP, VITE_SUPPORT_HOURS, VITE_REPLACEMENT_HOURS',
      'note',
      false,
    ),
  );
  return { facts, samples };
}

function siteFacts(env: EnvSource, config: SiteConfig): { facts: LaunchFact[]; samples: GlobalSampleFact[] } {
  const facts: LaunchFact[] = [];
  const samples: GlobalSampleFact[] = [];
  const unset = (variable: string, sampleValue: string) => {
    const value = envText(env, variable);
    return value === undefined || value === sampleValue;
  };
  // Another brand beside Hazel's "H" would be a mark that is not the company's.
  if (config.brand !== 'Hazel' && envText(env, 'VITE_BRAND_MARK') === undefined)
    facts.push(
      fact(
        'the brand’s mark (header, footer, favicon, home-screen icons)',
        'VITE_BRAND_MARK',
        'missing',
        true,
        `the pages show Hazel’s “H” beside “${config.brand}”`,
      ),
    );
  if (unset('VITE_SITE_ORIGIN', 'https://hazel.example'))
    facts.push(fact('the site’s own address (canonical links, sitemap)', 'VITE_SITE_ORIGIN', 'sample', true));
  const videos = [
    ['VITE_VIDEO_HERO_ID', 'videoHero', 'hero video'],
    ['VITE_VIDEO_MEET_ID', 'videoMeet', '“meet” film'],
  ] as const;
  for (const [variable, id, what] of videos) {
    if (unset(variable, 'M7lc1UVf-VE')) {
      samples.push(id);
      facts.push(fact(what, variable, 'sample', true, 'a sample clip, marked as one in the video window'));
    }
  }
  const social = ['VITE_SOCIAL_FACEBOOK_URL', 'VITE_SOCIAL_INSTAGRAM_URL', 'VITE_SOCIAL_YOUTUBE_URL'] as const;
  const socialSamples = social.filter((variable) => {
    const value = envText(env, variable);
    return value === undefined || new URL(value).pathname === '/';
  });
  if (socialSamples.length > 0) {
    samples.push('social');
    facts.push(fact('social profiles', socialSamples.join(', '), 'sample', true, 'the networks’ home pages'));
  }
  for (const name of unconfirmedFacts(env)) {
    const { confirm } = companyFacts[name];
    samples.push(name);
    facts.push(
      fact(
        companyFactNames[name],
        confirm.startsWith('VITE_') ? confirm : `VITE_PRODUCT_FACTS_CONFIRMED (${confirm})`,
        'sample',
        true,
        'for the company to confirm; the pages mark the sentence as a sample',
      ),
    );
  }
  // Korea's, Japan's and the EU's privacy laws ask for the processors by name, and where they are.
  // Every market's policy names them, whether or not it sells.
  if (envText(env, 'VITE_PRIVACY_PROCESSORS_FILE') === undefined) {
    samples.push('processors');
    facts.push(
      fact(
        'the processors, by name, country, purpose, data, retention and each law’s safeguard',
        'VITE_PRIVACY_PROCESSORS_FILE',
        'missing',
        true,
        'the privacy policy says the list is not set yet, marked as a sample',
      ),
    );
  }
  // The partner program's documentation: the API page links to it where set.
  if (config.apiDocs === null)
    facts.push(
      fact(
        'the API documentation',
        'VITE_API_DOCS_URL',
        'missing',
        false,
        'the API page offers only the application form',
      ),
    );
  facts.push(...contactFieldFacts(config));
  const formsOnSamples = languages.some(({ code }) => {
    const { links } = config.markets[code];
    const onSampleForm = (url: string | null) => url !== null && Object.values(linkDefaults).some((d) => d === url);
    return [links.preorder, links.waitlist, ...Object.values(links.tiers)].some(onSampleForm);
  });
  if (formsOnSamples) samples.push('forms');
  return { facts, samples };
}

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
