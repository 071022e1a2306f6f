import type { CompanyFact } from '@/content/product-facts';
import type { Language } from './languages';

/**
 * The operator's values, resolved and validated at build time (tools/operator/operator-values.ts) and
 * handed to the site as plain data through `virtual:site-config`, each market's own values in a
 * module of their own. Nothing here is computed in the visitor's browser.
 */
export type SiteConfig = {
  brand: string;
  siteOrigin: string;
  /**
   * Per form, the query parameter an email address goes into and the one a phone number goes
   * into; empty: the form takes no such value, and the home form asks only for what it takes.
   */
  prefillParams: { preorder: ContactParams; waitlist: ContactParams };
  videos: { hero: string; meet: string };
  social: { facebook: string; instagram: string; youtube: string };
  /** The partner program's public documentation; null until the operator links it. */
  apiDocs: string | null;
  /** localStorage keys, and (arrivedFrom) the sessionStorage key of the unprefixed address a page was sent from. */
  storageKeys: { language: string; visitor: string; textSize: string; arrivedFrom: string };
  /** The contact values of each language's market (a local value, or the global one). */
  markets: Record<Language, MarketValues>;
  /** Minutes the device waits for a family contact to answer after an emergency phrase (a sample until set). */
  emergencyNoAnswerMinutes: number;
  /** Within how many days after the service ends conversations and health information are deleted. */
  deletionAfterServiceDays: number;
  /** Facts every market shows that are still sample values: the page marks them as samples. */
  samples: readonly GlobalSampleFact[];
  /**
   * The reserved example domains the tests' own configuration uses in place of an operator's
   * (VITE_TEST_STAND_INS): links there are not marked as samples. Empty in every operator's build.
   */
  standInDomains: readonly string[];
  /** Where the pages send their cookie-less counts (VITE_ANALYTICS); null: nothing is measured, no code for it loads. */
  measurement: MeasurementSettings | null;
};

/** What every market's pages share: the operator's values without the markets' own (src/config/site.ts). */
export type SharedSiteConfig = Omit<SiteConfig, 'markets'>;

/** The cookie-less measurement services the pages can send to, through the site's own `/api/event`. */
export const measurementServices = ['plausible', 'umami'] as const;
export type MeasurementService = (typeof measurementServices)[number];
/** Each service as the privacy policy names it. */
export const measurementServiceNames: Record<MeasurementService, string> = {
  plausible: 'Plausible Analytics',
  umami: 'Umami',
};
/** The service, and the site as it knows it (Plausible: a domain; Umami: a website id). */
export type MeasurementSettings = { service: MeasurementService; site: string };

/**
 * The parameter of a hosted form's email field and of its phone field ('' where it has none), and
 * how the contact goes to it: in the address's query, in its fragment (`#email=…`, which no server
 * log or referrer sees), or nowhere (a sample form: the preview shows the field, and carries
 * nothing to a form that is not the operator's).
 */
export type ContactParams = { email: string; phone: string; via: PrefillVia | null };
/** Where a hosted form reads its prefilled fields: its address's query, or its fragment. */
export type PrefillVia = 'query' | 'fragment';

export type MarketValues = {
  /**
   * Whether the market sells (VITE_SELLING_MARKETS): where it does not, no page of it links to a
   * pre-order or a payment; its calls to action join the free waitlist.
   */
  selling: boolean;
  /** Where each call to action of its pages leads, resolved at build time. */
  links: MarketLinks;
  /** What the company offers there: setup at home, support hours, replacement time. */
  promises: MarketPromises;
  delivery: Delivery;
  /** The facts its pages show that are still sample values: the page marks each one as a sample. */
  samples: readonly SampleFact[];
  supportPhone: SupportPhone;
  chat: ChatChannel;
  privacyEmail: string;
  accessibilityEmail: string;
  /** The brand in this language's script, as visitors say it (ヘーゼル); null when the name alone is shown. */
  brandReading: string | null;
  prices: MarketPrices;
  /** Who sells in this market, as its law asks a shop at a distance to say. */
  seller: Seller;
  media: MarketMedia;
};

/**
 * What the market's visitors hear and see in its language: whether each film carries captions in
 * it (the video window and the accessibility statement say so either way), whether the operator
 * gave its transcript in the language (its words come in a chunk of their own: the page's first
 * load carries only this yes or no), and whether its voice samples are the device's own recorded
 * voice (until then, each says a computer voice stands in).
 */
export type MarketMedia = {
  captions: { hero: boolean; meet: boolean };
  transcripts: { hero: boolean; meet: boolean };
  voiceRecorded: boolean;
};

/** A film's transcript in one language: its paragraphs, as the operator's file has them. */
export type FilmTranscripts = { hero: readonly string[] | null; meet: readonly string[] | null };

/**
 * What a market's law asks a seller to show besides its name and contacts (tools/operator/seller-values.ts
 * lists them per market, in the order the law does): Korea's business and mail-order numbers, the
 * authority the mail-order business was reported to and the hosting provider; Italy's Partita IVA,
 * company register (REA) and certified email (PEC); Taiwan's 統一編號, how invoices are issued and
 * how the device is delivered; Japan's 法人番号 (where the company has one).
 */
export type SellerDetailKind =
  | 'businessNumber'
  | 'mailOrderNumber'
  | 'mailOrderAuthority'
  | 'hostingProvider'
  | 'vatNumber'
  | 'companyRegister'
  | 'pec'
  | 'companyNumber'
  | 'invoice'
  | 'deliveryMethod'
  | 'corporateNumber';

/**
 * What a market's privacy law asks of the company responsible for the data, besides who it is:
 * Korea's 개인정보 보호책임자 and 안전성 확보조치, Japan's 安全管理措置, Italy's data protection officer
 * and (for a company outside the EU) its representative in the EU.
 */
export type PrivacyDetailKind = 'privacyOfficer' | 'securityMeasures' | 'domesticAgent' | 'dpo' | 'euRepresentative';

/**
 * What a market's law asks a seller to state about the product where it is sold: Korea's
 * 상품정보제공 고시 (소형전자): model, radio certification (KC), rated voltage and power, release
 * month, maker, country of manufacture, size and weight. The quality-assurance standard and the
 * after-sales contact come from the offer and the support line.
 */
export type ProductNoticeKind =
  'modelName' | 'certification' | 'ratedPower' | 'releaseMonth' | 'manufacturer' | 'originCountry' | 'sizeWeight';

/** A legal detail; null while one is not set (a preview build says so, marked as a sample). */
export type LegalDetail<Kind extends string> = { kind: Kind; value: string | null };

export type Seller = {
  /** The legal name of the company. */
  name: string;
  representative: string;
  address: string;
  /** As shown: the seller's number for orders, not necessarily the support line. */
  phone: string;
  email: string;
  /** This market's seller details, in the order its law lists them (none for en). */
  details: LegalDetail<SellerDetailKind>[];
  /** What this market's privacy law asks of the company as the one responsible for the data. */
  privacy: LegalDetail<PrivacyDetailKind>[];
  /** What this market's law asks a seller to state about the product, beside its price (none outside Korea). */
  productNotice: LegalDetail<ProductNoticeKind>[];
};

/** An amount in a currency (ISO 4217), as the operator set it. */
export type Money = { amount: number; currency: string };

/** The price items every market shows: the device, the service per month and the four backer tiers. */
export type PriceItem = 'device' | 'monthly' | 'supporter' | 'circle' | 'pilot' | 'founders';

export type MarketPrices = Record<PriceItem, Money> & {
  /**
   * True when the market has prices of its own (set for its language); false when it shows the
   * global US-dollar prices, with a note on what they leave out (its tax, import duties, shipping).
   */
  local: boolean;
  /** Whether the amounts include the market's consumer tax (消費税, 부가세, 營業稅, IVA). */
  taxIncluded: boolean;
};

export type SupportPhone = {
  /** What the page shows: a local format or the vanity letters. */
  display: string;
  /** What `tel:` dials: `+` and digits. */
  dial: string;
  /** The digits to dial from abroad, grouped: `+1 844 464 2935`. */
  international: string;
  /** The digits as dialled within the number's own country: `1-844-464-2935`, `0120-123-456`. */
  national: string;
  /** True when the number is in the language's own market (same calling code). */
  local: boolean;
  /** The sentence that follows the phone option's description (a `contact.phoneNotes` key), if any. */
  note: PhoneNote | null;
};

/** localFree: toll-free at home; abroadUs(Free): the US line seen from another market; abroad: any other country. */
export type PhoneNote = 'localFree' | 'abroadUsFree' | 'abroadUs' | 'abroad';

export type ChatApp = 'whatsapp' | 'line' | 'kakao';

export type ChatChannel = { app: ChatApp; url: string };

/**
 * Where a market's calls to action lead. A market that does not sell has no pre-order and no
 * payment link: its tiers and any target the operator left unset lead to the free waitlist.
 */
export type MarketLinks = {
  /** The paid pre-order form; null where the market does not sell. */
  preorder: string | null;
  /** The free waitlist form: a contact, no payment. */
  waitlist: string;
  /** Each backer tier's payment page (the waitlist where the market does not sell). */
  tiers: Record<'supporter' | 'circle' | 'pilot' | 'founders', string>;
  /** The hardware makers' partner application. */
  apiApply: string;
  /** Booking a video session with the support team. */
  videoSession: string;
  /** Asking for a home visit; null where the market offers none. */
  homeVisit: string | null;
  /** Where a customer cancels the monthly service online; null where the market does not sell or none is set. */
  cancel: string | null;
  /** The device's written warranty terms; null where the market does not sell or none is set. */
  warranty: string | null;
};

/** What the company offers in a market; a page states only these. */
export type MarketPromises = {
  /** Free setup at the senior's home (otherwise setup help over a video or phone call). */
  homeSetup: boolean;
  /** When people answer the support line; null when the operator has not said (no hours are promised). */
  supportHours: SupportHours | null;
  /** Hours within which a replacement ships; null when no time is promised. */
  replacementHours: number | null;
};

/** `24/7`, or a daily or weekday span in the market's own time (`09:00`–`18:00`). */
export type SupportHours = { days: 'always' } | { days: 'daily' | 'weekdays'; from: string; to: string };

export type Delivery = {
  /** The month devices are expected; null when unset, malformed or already past at build time. */
  expected: { year: number; month: number } | null;
  /**
   * When a pre-order is charged: when it is placed, or only once a delivery month can be given
   * (until then nobody pays).
   */
  charge: 'atOrder' | 'whenDated';
  /** Within how many days a cancelled order is paid back (its law's count, or the operator's). */
  refundDays: number;
};

/** A fact a market's pages show that can still be on its sample value. */
export type SampleFact =
  | 'supportPhone'
  | 'chat'
  | 'privacyEmail'
  | 'accessibilityEmail'
  | 'refundDays'
  | `seller.${SellerField}`
  | SellerDetailKind
  | PrivacyDetailKind
  | ProductNoticeKind;

export type SellerField = 'name' | 'representative' | 'address' | 'phone' | 'email';

/** A fact every market shows that can still be on its sample value. */
export type GlobalSampleFact = 'videoHero' | 'videoMeet' | 'social' | 'forms' | 'processors' | CompanyFact;
