import type { Language } from './languages';

/**
 * The operator's values, resolved and validated at build time (build/operator-values.ts) and
 * handed to the site as plain data through `virtual:site-config`. Nothing here is computed in
 * the visitor's browser.
 */
export type SiteConfig = {
  brand: string;
  siteOrigin: string;
  preorderUrl: string;
  /** The query parameter the waitlist contact goes into; empty means it is never sent. */
  preorderPrefillParam: string;
  paymentUrls: { supporter: string; circle: string; pilot: string };
  videos: { hero: string; meet: string };
  /** Whether each video carries captions; the video window tells visitors either way. */
  videoCaptions: { hero: boolean; meet: boolean };
  social: { facebook: string; instagram: string; youtube: string };
  storageKeys: { language: string; visitor: string; textSize: string };
  /** The contact values of each language's market (a local value, or the global one). */
  markets: Record<Language, MarketValues>;
  /** The month backers' units are expected; null when unset, malformed or already past at build time. */
  unitsExpected: { year: number; month: number } | null;
};

export type MarketValues = {
  supportPhone: SupportPhone;
  chat: ChatChannel;
  privacyEmail: string;
  accessibilityEmail: string;
  /** The brand in this language's script, as visitors say it (ヘーゼル); null when the name alone is shown. */
  brandReading: string | null;
  prices: MarketPrices;
  /** Who sells in this market, as its law asks a shop at a distance to say. */
  seller: Seller;
};

/** The registration numbers a market requires: Korea's two, Italy's Partita IVA, Taiwan's 統一編號. */
export type RegistrationKind = 'businessNumber' | 'mailOrderNumber' | 'vatNumber' | 'companyNumber';

export type Registration = { kind: RegistrationKind; value: string };

export type Seller = {
  /** The legal name of the company. */
  name: string;
  representative: string;
  address: string;
  /** As shown: the seller's number for orders, not necessarily the support line. */
  phone: string;
  email: string;
  /** This market's registration numbers, in the order its law lists them (none for en and ja). */
  registrations: Registration[];
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
  /** True when the number is in the language's own market (same calling code). */
  local: boolean;
  /** The sentence that follows the phone option's description (a `contact.phoneNotes` key), if any. */
  note: PhoneNote | null;
};

/** localFree: toll-free at home; abroadUs(Free): the US line seen from another market; abroad: any other country. */
export type PhoneNote = 'localFree' | 'abroadUsFree' | 'abroadUs' | 'abroad';

export type ChatApp = 'whatsapp' | 'line' | 'kakao';

export type ChatChannel = { app: ChatApp; url: string };
