/**
 * Every VITE_* variable the site reads, with the kind of value it takes (value-kinds.ts) and where
 * it applies: the whole site, every market with a market's own value after a suffix
 * (`VITE_PREORDER_URL_JA`), one value per market only (`VITE_BRAND_READING_JA`), or one market
 * (`VITE_SELLER_BUSINESS_NUMBER_KO`). The configuration check reads this list to check each value
 * as its kind and to name a variable it does not know, with the nearest one it does.
 */
import { languages, type Language } from '../../src/config/languages.ts';
import * as kind from './value-kinds.ts';

export type VariableScope =
  /** One value for the whole site. */
  | 'site'
  /** A value for every market, and a market's own after its suffix. */
  | 'market'
  /** Only a market's own value, after its suffix. */
  | 'ownMarket'
  /** One market's value: the name carries the suffix. */
  | Language;

/** Where a variable is listed in `.env.example` and in the docs' table, in this order. */
export const variableSections = {
  markets: 'Markets and brand',
  forms: 'Forms and payment pages',
  promises: 'What each market is promised',
  contact: 'Contact',
  prices: 'Prices',
  offer: 'Delivery, payment and refunds',
  seller: 'The seller',
  privacy: 'Privacy',
  productNotice: 'Korea’s product information notice',
  facts: 'The company’s facts',
  media: 'Films, voice and stories',
  links: 'Other links',
  measurement: 'Measurement',
  build: 'The build',
} as const;

export type VariableSection = keyof typeof variableSections;

/**
 * One variable, declared once: the check reads its scope and kind, the build its default, and
 * `.env.example` and the docs' table are written from its section, doc line, unset line and
 * examples (`npm run config:docs`); the launch facts it feeds name it (launch-facts.ts).
 */
export type VariableSpec<T = unknown> = {
  name: string;
  scope: VariableScope;
  /** The kind of value it takes (value-kinds.ts), for the market whose value it is (null: every market). */
  parse: (language: Language | null) => (value: string) => T;
  /**
   * The value names the company, or a place a visitor goes or writes to (an address, a number, a
   * form): an example the project gives is never the operator's, and is taken for a sample
   * (example-values.ts). Unmarked values are her choices (a price, an hour, a plain fact), which an
   * example may well match.
   */
  identifies?: true;
  section: VariableSection;
  /** What the value is and the form it takes. */
  doc: string;
  /** What the site does while it is unset. */
  unset: string;
  /** The value the build uses while it is unset; a sample one is marked on the pages and blocks the launch. */
  default?: { value: string; sample: boolean };
  /** One of the six prices a market sets together. */
  price?: true;
  /** Assignments `.env.example` shows commented out, in the value's form (`VITE_CHAT_KO=kakao:_AbCdEf`). */
  examples?: readonly string[];
};

const same =
  <T>(parse: (value: string) => T) =>
  (): ((value: string) => T) =>
    parse;

/** A declaration, its name kept as written so that its value's type can be looked up by it (ValueOf). */
function variable<const N extends string, T>(spec: VariableSpec<T> & { name: N }): VariableSpec<T> & { name: N } {
  return spec;
}

/** `_JA`, `_ZH_TW`: the suffix of a market's own value. */
export function languageSuffix(language: Language): string {
  return `_${language.toUpperCase().replace('-', '_')}`;
}

const url = (example: string) => same(kind.httpsUrl(example));

/** `1` ships a build whose translations lack strings (shown in English); `0` or unset does not. */
function optIn(value: string): boolean {
  if (value !== '1' && value !== '0') throw new kind.ValueProblem('is neither 1 nor 0', '1');
  return value === '1';
}

export const variables = [
  // Markets and brand
  variable({
    name: 'VITE_SELLING_MARKETS',
    scope: 'site',
    parse: same(kind.marketList),
    section: 'markets',
    doc: 'The markets that sell: `en`, `ja`, `ko`, `zh-TW`, `it`, comma-separated in any case, or `none`. A market not listed is waitlist only: no pre-order or payment link on its pages, and every call to action joins the free waitlist.',
    unset: 'all five sell, and each must have the facts its law asks for',
    examples: ['VITE_SELLING_MARKETS=en,ja'],
  }),
  variable({
    name: 'VITE_BRAND',
    scope: 'site',
    parse: same(kind.text('Hazel')),
    section: 'markets',
    doc: 'The brand and device name, in all copy; it also names the storage keys (`{brand}-language`, `{brand}-visitor`).',
    unset: '`Hazel`',
    default: { value: 'Hazel', sample: false },
  }),
  variable({
    name: 'VITE_BRAND_READING',
    scope: 'ownMarket',
    parse: same(kind.text('ヘーゼル')),
    section: 'markets',
    doc: 'How visitors say the name, in their script, shown after it wherever they must say it (the emergency phrases, the greeting): 「Hazel（ヘーゼル）」.',
    unset:
      '`ヘーゼル`, `헤이즐`, `黑澤爾` while the brand is Hazel; with another brand the name alone, and the build warns',
    examples: ['VITE_BRAND_READING_JA=ヘーゼル', 'VITE_BRAND_READING_KO=헤이즐', 'VITE_BRAND_READING_ZH_TW=黑澤爾'],
  }),
  variable({
    name: 'VITE_BRAND_MARK',
    scope: 'site',
    parse: same(kind.svgFile),
    section: 'markets',
    doc: "The brand's mark, an SVG file in the project (square, drawn to its edges), from which the header, the footer, the favicon and the home-screen icons are made.",
    unset: 'Hazel\'s "H" (`public/favicon.svg`), which the launch check accepts only while the brand is Hazel',
    examples: ['VITE_BRAND_MARK=brand/mark.svg'],
  }),
  variable({
    name: 'VITE_SITE_ORIGIN',
    scope: 'site',
    parse: same(kind.siteOrigin),
    identifies: true,
    section: 'markets',
    doc: 'The origin of canonical URLs, hreflang alternates and the sitemap (no trailing slash).',
    unset: 'a sample',
    default: { value: 'https://hazel.example', sample: true },
  }),

  // Forms and payment pages
  variable({
    name: 'VITE_PREORDER_URL',
    scope: 'market',
    parse: url('https://forms.example.com/preorder'),
    identifies: true,
    section: 'forms',
    doc: 'The hosted pre-order form (paid), opened in a new tab by every pre-order button where the market sells.',
    unset: 'a sample form, marked as one',
    default: { value: 'https://forms.hazel.example/preorder', sample: true },
  }),
  variable({
    name: 'VITE_WAITLIST_URL',
    scope: 'market',
    parse: url('https://forms.example.com/waitlist'),
    identifies: true,
    section: 'forms',
    doc: 'The hosted free waitlist form (a contact, no payment): every call to action where the market does not sell.',
    unset: 'a sample form, marked as one',
    default: { value: 'https://forms.hazel.example/waitlist', sample: true },
  }),
  ...(['PREORDER', 'WAITLIST'] as const).flatMap((form) =>
    (['EMAIL', 'PHONE'] as const).map((field) =>
      variable({
        name: `VITE_${form}_PREFILL_${field}`,
        scope: 'site',
        parse: same(kind.queryParameter(field === 'EMAIL' ? 'email' : 'phone')),
        section: 'forms',
        doc: `The parameter of the ${form === 'PREORDER' ? 'pre-order' : 'waitlist'} form's ${field === 'EMAIL' ? 'email' : 'phone'} field, under which the home form passes what the visitor typed (URL-encoded). The home form asks only for the kinds a form takes; with neither, it has no field and one button opens the form. Leave it empty unless the form needs it: the contact then travels in the form's address.`,
        unset: 'empty: the form takes no such value, and the sample forms are given nothing',
        default: { value: '', sample: false },
      }),
    ),
  ),
  variable({
    name: 'VITE_PREFILL_VIA',
    scope: 'site',
    parse: same(kind.prefillVia),
    section: 'forms',
    doc: "Where the forms read those fields: `query` (`?email=…`, which most form services read, and which the form's server logs and the browser's history keep) or `fragment` (`#email=…`, which no server sees; Typeform reads hidden fields there). Test the form with it before launch; the privacy policy says where the contact travels.",
    unset: '`query`',
    examples: ['VITE_PREFILL_VIA=fragment'],
  }),
  ...(
    [
      ['SUPPORTER', 'Supporter', 'supporter'],
      ['CIRCLE', 'Circle', 'circle'],
      ['PILOT', 'Pilot Access', 'pilot'],
    ] as const
  ).map(([tier, title, path]) =>
    variable({
      name: `VITE_PAYMENT_${tier}_URL`,
      scope: 'market',
      parse: url(`https://pay.example.com/${path}`),
      identifies: true,
      section: 'forms',
      doc: `The payment page of the ${title} crowd-support tier, where the market sells.`,
      unset: 'a sample page, marked as one',
      default: { value: `https://pay.hazel.example/${path}`, sample: true },
    }),
  ),
  ...(
    [
      ['VITE_PAYMENT_FOUNDERS_URL', 'https://pay.example.com/founders', 'The payment page of the Founders tier.'],
      [
        'VITE_API_APPLY_URL',
        'https://partners.example.com/apply',
        "The API partners' application form (\"Apply for API access\" and the partner tiers). Every Apply adds the page's language (`lang=ja`) and, from a tier's card, the tier (`tier=builder`, `partner` or `enterprise`), for the form's hidden fields.",
      ],
      ['VITE_VIDEO_SESSION_URL', 'https://book.example.com/video', 'The booking page of "Book a video session".'],
      ['VITE_HOME_VISIT_URL', 'https://book.example.com/visit', 'The request form of "Request a home visit".'],
    ] as const
  ).map(([name, example, doc]) =>
    variable({
      name,
      scope: 'market',
      parse: url(example),
      identifies: true,
      section: 'forms',
      doc,
      unset: 'the pre-order form (the waitlist form where the market does not sell), named by the launch check',
    }),
  ),

  // Promises
  variable({
    name: 'VITE_HOME_SETUP',
    scope: 'market',
    parse: same(kind.flag),
    section: 'promises',
    doc: 'Free setup at home (`true` or `false`), with "Request a home visit" on the support page; a page promises only what its market offers.',
    unset: '`true` for `en`, `false` elsewhere (setup help by video or phone)',
    examples: ['VITE_HOME_SETUP_JA=true'],
  }),
  variable({
    name: 'VITE_SUPPORT_HOURS',
    scope: 'market',
    parse: same(kind.supportHours),
    section: 'promises',
    doc: "When people answer the support line: 24/7, `daily HH:MM-HH:MM` or `weekdays HH:MM-HH:MM`, in the market's own time.",
    unset: '24/7 for `en`; elsewhere no hours are stated',
    examples: ['VITE_SUPPORT_HOURS_JA=weekdays 09:00-18:00', 'VITE_SUPPORT_HOURS_IT=daily 08:00-20:00'],
  }),
  variable({
    name: 'VITE_REPLACEMENT_HOURS',
    scope: 'market',
    parse: same(kind.hours),
    section: 'promises',
    doc: 'Within how many hours a replacement device ships.',
    unset: '`24` for `en`; elsewhere no time is promised',
    examples: ['VITE_REPLACEMENT_HOURS_ZH_TW=48'],
  }),

  // Contact
  variable({
    name: 'VITE_SUPPORT_PHONE_DISPLAY',
    scope: 'market',
    // The display is checked against the number it dials (config-check.ts), in that number's country.
    parse: () => kind.displayCharacters,
    identifies: true,
    section: 'contact',
    doc: "The support line as shown. It must dial its `_DIAL` number (letters only in North America); for a market's own number it may be left out, and the number's national format is shown.",
    unset: 'a sample (the US toll-free line, shown with the digits to dial from abroad)',
    default: { value: '1-844-GO-HAZEL', sample: true },
    examples: ['VITE_SUPPORT_PHONE_DISPLAY_JA=0120-123-456'],
  }),
  variable({
    name: 'VITE_SUPPORT_PHONE_DIAL',
    scope: 'market',
    parse: kind.dialNumber,
    identifies: true,
    section: 'contact',
    doc: 'The support line as dialled (`+` and digits). A language without its own number says it is a US number, free only from the US and Canada, and shows the digits to dial from abroad.',
    unset: 'a sample',
    default: { value: '+18444642935', sample: true },
    examples: ['VITE_SUPPORT_PHONE_DIAL_JA=+81120123456'],
  }),
  variable({
    name: 'VITE_CHAT',
    scope: 'market',
    parse: same(kind.chat),
    identifies: true,
    section: 'contact',
    doc: 'The chat for larger contributions: `whatsapp:<number with country code>`, `line:<official account id>` or `kakao:<channel id>`. Families in Japan and Taiwan use LINE, in Korea KakaoTalk.',
    unset: 'WhatsApp on `VITE_WHATSAPP_NUMBER`',
    default: { value: '', sample: false },
    examples: ['VITE_CHAT_JA=line:@hazel', 'VITE_CHAT_KO=kakao:_AbCdEf', 'VITE_CHAT_ZH_TW=line:@hazel-tw'],
  }),
  variable({
    name: 'VITE_WHATSAPP_NUMBER',
    scope: 'site',
    parse: same(kind.whatsappNumber),
    identifies: true,
    section: 'contact',
    doc: 'The WhatsApp business number, digits only with the country code (`https://wa.me/<number>`).',
    unset: 'a sample',
    default: { value: '15555550123', sample: true },
  }),
  variable({
    name: 'VITE_PRIVACY_EMAIL',
    scope: 'market',
    parse: same(kind.email),
    identifies: true,
    section: 'contact',
    doc: 'The privacy mailbox, on the trust and privacy pages.',
    unset: 'a sample',
    default: { value: 'privacy@hazel.example', sample: true },
  }),
  variable({
    name: 'VITE_ACCESSIBILITY_EMAIL',
    scope: 'market',
    parse: same(kind.email),
    identifies: true,
    section: 'contact',
    doc: 'Where visitors report an accessibility problem (the accessibility statement).',
    unset: 'a sample',
    default: { value: 'accessibility@hazel.example', sample: true },
  }),

  // Prices
  ...(
    [
      ['VITE_PRICE_DEVICE', 'The device', '295 USD', '44000 JPY'],
      ['VITE_PRICE_MONTHLY', 'The monthly service', '29.95 USD', '4400 JPY'],
      ['VITE_PRICE_TIER_SUPPORTER', 'The Supporter tier', '25 USD', '3000 JPY'],
      ['VITE_PRICE_TIER_CIRCLE', 'The Circle tier', '100 USD', '15000 JPY'],
      ['VITE_PRICE_TIER_PILOT', 'The Pilot Access tier', '350 USD', '52000 JPY'],
      ['VITE_PRICE_TIER_FOUNDERS', 'The Founders tier', '1000 USD', '150000 JPY'],
    ] as const
  ).map(([name, what, us, ja]) =>
    variable({
      name,
      scope: 'market',
      parse: same(kind.money),
      section: 'prices',
      price: true,
      doc: `${what}, delivered to the door: an amount and an ISO 4217 currency code. A market's own six prices are set together, in one currency.`,
      unset: `${us}, the US market's price; other markets show it and say, in their language, that it leaves out their tax, import duties and shipping`,
      examples: [`${name}_JA=${ja}`],
    }),
  ),
  variable({
    name: 'VITE_PRICES_INCLUDE_TAX',
    scope: 'market',
    parse: same(kind.flag),
    section: 'prices',
    doc: 'Whether those prices include the market\'s consumer tax (「（税込）」, "IVA inclusa"); Japan, Korea, Taiwan and Italy sell only with prices in their currency including it.',
    unset: '`false`',
    examples: ['VITE_PRICES_INCLUDE_TAX_JA=true'],
  }),

  // Delivery, payment and refunds
  variable({
    name: 'VITE_UNITS_EXPECTED',
    scope: 'market',
    parse: same(kind.month),
    section: 'offer',
    doc: 'The month devices ship (`YYYY-MM`), formatted per language ("September 2027", 「2027年9月」); a month already past at build time is not shown.',
    unset: 'no date is shown anywhere',
    default: { value: '', sample: false },
    examples: ['VITE_UNITS_EXPECTED=2027-09'],
  }),
  variable({
    name: 'VITE_PREORDER_PAYMENT',
    scope: 'market',
    parse: same(kind.preorderPayment),
    section: 'offer',
    doc: 'When a pre-order is charged: `at-order`, or `when-dated` (nobody is charged before there is a delivery month). `at-order` without a month stops a market from selling.',
    unset: '`at-order` with a delivery month, `when-dated` without',
    examples: ['VITE_PREORDER_PAYMENT=at-order'],
  }),
  variable({
    name: 'VITE_REFUND_DAYS',
    scope: 'market',
    parse: kind.refundDays,
    section: 'offer',
    doc: "Within how many days a cancelled order is paid back (the plan and pre-order cards say it). Fewer days than the market's law may be set, never more.",
    unset:
      "the market's law: 7 working days (US), 3 business days (KR), 15 (TW), 14 (IT); Japan's law sets none, so a sample until set",
    examples: ['VITE_REFUND_DAYS_JA=14'],
  }),
  variable({
    name: 'VITE_CANCEL_URL',
    scope: 'market',
    parse: url('https://account.example.com/cancel'),
    identifies: true,
    section: 'offer',
    doc: 'Where the monthly service is cancelled online (the payment terms link to it).',
    unset: 'cancel by phone or email',
    examples: ['VITE_CANCEL_URL=https://account.example.com/cancel'],
  }),
  variable({
    name: 'VITE_WARRANTY_URL',
    scope: 'market',
    parse: url('https://example.com/warranty'),
    identifies: true,
    section: 'offer',
    doc: "The device's written warranty, on a page of the company's (this site has none), linked beside the price and in the terms; Italy's in Italian as `VITE_WARRANTY_URL_IT`.",
    unset: 'the warranty is named without its text',
    examples: ['VITE_WARRANTY_URL=https://example.com/warranty'],
  }),

  // The seller
  variable({
    name: 'VITE_SELLER_NAME',
    scope: 'market',
    parse: same(kind.text('Hazel Companion, Inc.')),
    identifies: true,
    section: 'seller',
    doc: "The seller, as each market's law asks a shop at a distance to name it: the seller page (in Japanese, 特定商取引法に基づく表記), the privacy policy's controller, and the footer in Korea, Italy and Taiwan.",
    unset: 'a fictional company, shown marked as a sample',
    default: { value: 'Hazel Companion, Inc.', sample: true },
  }),
  variable({
    name: 'VITE_SELLER_REPRESENTATIVE',
    scope: 'market',
    parse: same(kind.text('Maria Rossi')),
    identifies: true,
    section: 'seller',
    doc: "The seller's person responsible.",
    unset: 'a fictional name, shown marked as a sample',
    default: { value: 'Alex Example', sample: true },
  }),
  variable({
    name: 'VITE_SELLER_ADDRESS',
    scope: 'market',
    parse: same(kind.text('1 Example Plaza, Portland, OR 97201, USA')),
    identifies: true,
    section: 'seller',
    doc: "The seller's address.",
    unset: 'a fictional address, shown marked as a sample',
    default: { value: '100 Example Street, Suite 200, Springfield, OR 97477, USA', sample: true },
    examples: ['VITE_SELLER_ADDRESS_JA=〒100-0001 東京都千代田区千代田1-1'],
  }),
  variable({
    name: 'VITE_SELLER_PHONE',
    scope: 'market',
    parse: kind.sellerPhone,
    identifies: true,
    section: 'seller',
    doc: "The seller's phone number; Japan, Korea and Taiwan ask for a number of their own country.",
    unset: 'a sample',
    default: { value: '+1 844 464 2935', sample: true },
  }),
  variable({
    name: 'VITE_SELLER_EMAIL',
    scope: 'market',
    parse: same(kind.email),
    identifies: true,
    section: 'seller',
    doc: "The seller's email address.",
    unset: 'a sample',
    default: { value: 'orders@hazel.example', sample: true },
  }),
  variable({
    name: 'VITE_SELLER_CORPORATE_NUMBER_JA',
    scope: 'ja',
    parse: same(kind.japaneseCorporateNumber),
    identifies: true,
    section: 'seller',
    doc: "Japan: 法人番号 (13 digits, checked by its check digit), where the company has one, with the Japanese company's own `VITE_SELLER_NAME_JA` and `VITE_SELLER_ADDRESS_JA`.",
    unset: 'not shown',
  }),
  variable({
    name: 'VITE_SELLER_BUSINESS_NUMBER_KO',
    scope: 'ko',
    parse: same(kind.koreanBusinessNumber),
    identifies: true,
    section: 'seller',
    doc: 'Korea: 사업자등록번호 (`123-45-67891`, checked by its check digit).',
    unset: 'the page says "not set yet", marked as a sample; no number is invented',
  }),
  variable({
    name: 'VITE_SELLER_MAIL_ORDER_NUMBER_KO',
    scope: 'ko',
    parse: same(kind.koreanMailOrderNumber),
    identifies: true,
    section: 'seller',
    doc: 'Korea: 통신판매업 신고번호 (`제2026-서울강남-01234호`).',
    unset: 'the page says "not set yet", marked as a sample',
  }),
  variable({
    name: 'VITE_SELLER_MAIL_ORDER_AUTHORITY_KO',
    scope: 'ko',
    parse: same(kind.text('서울특별시 강남구청')),
    section: 'seller',
    doc: "Korea: the authority the mail-order business was reported to, on every page's footer.",
    unset: 'the page says "not set yet", marked as a sample',
  }),
  variable({
    name: 'VITE_SELLER_HOSTING_PROVIDER_KO',
    scope: 'ko',
    parse: same(kind.text('Amazon Web Services, Inc.')),
    section: 'seller',
    doc: "Korea: the website's host (호스팅서비스 제공자), on every page's footer.",
    unset: 'the page says "not set yet", marked as a sample',
  }),
  variable({
    name: 'VITE_SELLER_COMPANY_NUMBER_ZH_TW',
    scope: 'zh-TW',
    parse: same(kind.taiwanCompanyNumber),
    identifies: true,
    section: 'seller',
    doc: "Taiwan: 統一編號 (8 digits, checked by its check digit). It belongs to a company registered in Taiwan: set that company's own `VITE_SELLER_NAME_ZH_TW` and `VITE_SELLER_ADDRESS_ZH_TW` with it.",
    unset: 'the page says "not set yet", marked as a sample',
  }),
  variable({
    name: 'VITE_SELLER_INVOICE_ZH_TW',
    scope: 'zh-TW',
    parse: same(
      kind.text(
        '開立電子發票並以電子郵件通知您。您可以選擇存入手機條碼載具、捐贈發票，或填寫公司統一編號；未指定時，我們會存入會員載具，中獎時另行通知並寄送證明聯',
      ),
    ),
    section: 'seller',
    doc: 'Taiwan: how invoices (統一發票) are issued, on the seller page.',
    unset: 'the page says "not set yet", marked as a sample',
  }),
  variable({
    name: 'VITE_SELLER_DELIVERY_ZH_TW',
    scope: 'zh-TW',
    parse: same(kind.text('宅配到府，運費由我們負擔')),
    section: 'seller',
    doc: 'Taiwan: how the device is delivered (交付方式), on the seller page.',
    unset: 'the page says "not set yet", marked as a sample',
  }),
  variable({
    name: 'VITE_SELLER_VAT_NUMBER_IT',
    scope: 'it',
    parse: same(kind.italianVatNumber),
    identifies: true,
    section: 'seller',
    doc: 'Italy: Partita IVA (11 digits, optionally after `IT`, checked by its check digit).',
    unset: 'the page says "not set yet", marked as a sample',
  }),
  variable({
    name: 'VITE_SELLER_COMPANY_REGISTER_IT',
    scope: 'it',
    parse: same(kind.italianCompanyRegister),
    identifies: true,
    section: 'seller',
    doc: 'Italy: the company register by its name, then the REA number with its province.',
    unset: 'the page says "not set yet", marked as a sample',
  }),
  variable({
    name: 'VITE_SELLER_PEC_IT',
    scope: 'it',
    parse: same(kind.email),
    identifies: true,
    section: 'seller',
    doc: "Italy: the company's certified email (PEC), an address.",
    unset: 'the page says "not set yet", marked as a sample',
  }),

  // Privacy
  variable({
    name: 'VITE_PRIVACY_PROCESSORS_FILE',
    scope: 'site',
    parse: same(kind.projectFile),
    section: 'privacy',
    doc: "The companies that process information for us, named on every privacy policy: a JSON file in the project, each with its name, country, purpose, data and retention (in all five languages), the safeguard of each privacy law its information goes abroad under (`safeguards`: `eu` adequacy, dpf or scc; `jp` consent or equivalentMeasures; `kr` consent or contract; `tw` contract; each policy shows its own), and the `contact` Korea's law names. `shared/processors.ts` is its schema, `tests/e2e/custom-processors.json` an example; `npm run check-data` checks a replacement.",
    unset: 'the privacy policy says the list is not set yet, marked as a sample',
    examples: ['VITE_PRIVACY_PROCESSORS_FILE=content/processors.json'],
  }),
  variable({
    name: 'VITE_PRIVACY_SECURITY_MEASURES_JA',
    scope: 'ja',
    parse: same(kind.text('取扱規程の策定、従業者の教育、アクセス制御、通信と保存の暗号化')),
    section: 'privacy',
    doc: 'Japan: the security measures taken (安全管理措置), on the privacy policy whether or not Japan sells.',
    unset: 'the policy says "not set yet", marked as a sample',
  }),
  variable({
    name: 'VITE_PRIVACY_OFFICER_KO',
    scope: 'ko',
    parse: same(kind.contactText('개인정보보호팀장 김민지, 02-1234-5678, privacy@company.example')),
    identifies: true,
    section: 'privacy',
    doc: 'Korea: the privacy officer (개인정보 보호책임자), with a phone number and an email address in the value.',
    unset: 'the policy says "not set yet", marked as a sample',
  }),
  variable({
    name: 'VITE_PRIVACY_SECURITY_MEASURES_KO',
    scope: 'ko',
    parse: same(kind.text('내부관리계획 수립, 접근 권한 관리, 전송·저장 시 암호화, 접속기록 보관')),
    section: 'privacy',
    doc: 'Korea: the security measures taken (안전성 확보조치).',
    unset: 'the policy says "not set yet", marked as a sample',
  }),
  variable({
    name: 'VITE_PRIVACY_DOMESTIC_AGENT_KO',
    scope: 'ko',
    parse: same(kind.contactText('주식회사 예시대리, 서울특별시 중구 세종대로 1, 02-1234-5678, agent@company.example')),
    identifies: true,
    section: 'privacy',
    doc: 'Korea: the domestic agent (국내대리인) where 개인정보 보호법 §31-2 asks for one, with an address and a way to reach it.',
    unset: 'the policy says "not set yet", marked as a sample',
  }),
  variable({
    name: 'VITE_PRIVACY_DPO_IT',
    scope: 'it',
    parse: same(kind.contactText('Studio Esempio, dpo@studio.example')),
    identifies: true,
    section: 'privacy',
    doc: 'Italy: the data protection officer (GDPR art. 37), with an email address or phone number in the value.',
    unset: 'the policy says "not set yet", marked as a sample',
  }),
  variable({
    name: 'VITE_PRIVACY_EU_REPRESENTATIVE_IT',
    scope: 'it',
    parse: same(kind.contactText('Esempio Rappresentanze S.r.l., Via Roma 1, 20121 Milano, eu-rep@company.example')),
    identifies: true,
    section: 'privacy',
    doc: 'Italy: for a company with no establishment in the EU, its representative there (GDPR art. 27), with a way to reach it.',
    unset: 'the policy says "not set yet", marked as a sample',
  }),

  // Korea's product information notice
  ...(
    [
      ['VITE_PRODUCT_MODEL_KO', '헤이즐 음성 동반자 HZ-100', 'name and model (품명 및 모델명)'],
      [
        'VITE_PRODUCT_CERTIFICATION_KO',
        'R-R-abc-HZ100 (전파법 적합성평가)',
        'the radio certification number (KC 적합성평가)',
      ],
      ['VITE_PRODUCT_RATED_POWER_KO', 'DC 5V / 10W', 'rated voltage and power (정격전압, 소비전력)'],
      ['VITE_PRODUCT_RELEASE_MONTH_KO', '2027년 3월', 'the release month (출시년월)'],
      [
        'VITE_PRODUCT_MANUFACTURER_KO',
        'Example Devices Co. (수입자: 예시코리아)',
        'the maker, and the importer if imported (제조자, 수입자)',
      ],
      ['VITE_PRODUCT_ORIGIN_KO', '대만', 'the country of manufacture (제조국)'],
      ['VITE_PRODUCT_SIZE_WEIGHT_KO', '120 × 120 × 90 mm, 450 g', 'size and weight (크기, 무게)'],
    ] as const
  ).map(([name, example, what]) =>
    variable({
      name,
      scope: 'ko',
      parse: same(kind.text(example)),
      section: 'productNotice',
      doc: `Korea's product information notice (상품정보 제공고시, category 소형전자), beside the price: ${what}.`,
      unset: 'the notice says "not set yet", marked as a sample',
    }),
  ),

  // The company's facts
  variable({
    name: 'VITE_PRODUCT_FACTS_CONFIRMED',
    scope: 'site',
    parse: same(kind.confirmedFacts),
    section: 'facts',
    doc: 'What the product does that only the company can confirm (`src/content/product-facts.ts`), comma-separated: `emergency-sequence` (after an emergency phrase the chosen contacts are phoned one after another, each gets a text, and the senior hears who is called), `update-channels` (updates by text message or email, no app, never recordings), `update-schedule` (each evening, and at once on an unusual day), `revoke-by-voice`, `conversation-handling` (encrypted on the device, in transit and stored; no staff listening; no AI training or advertising), `api-program` (what each API tier includes).',
    unset: 'each sentence is shown marked as a sample',
    examples: [
      'VITE_PRODUCT_FACTS_CONFIRMED=emergency-sequence,update-channels,update-schedule,revoke-by-voice,conversation-handling,api-program',
    ],
  }),
  variable({
    name: 'VITE_EMERGENCY_NO_ANSWER_MINUTES',
    scope: 'site',
    parse: same(kind.minutes),
    section: 'facts',
    doc: 'Minutes the device waits for a family contact to answer before saying so and asking the senior to call the emergency number (1 to 60).',
    unset: '5, shown as a sample',
    examples: ['VITE_EMERGENCY_NO_ANSWER_MINUTES=5'],
  }),
  variable({
    name: 'VITE_DELETION_AFTER_SERVICE_DAYS',
    scope: 'site',
    parse: same(kind.days),
    section: 'facts',
    doc: 'Days after the service ends within which conversations and health information are deleted (1 to 365; the privacy policy states it).',
    unset: '30, shown as a sample',
    examples: ['VITE_DELETION_AFTER_SERVICE_DAYS=30'],
  }),

  // Films, voice and stories
  variable({
    name: 'VITE_TESTIMONIALS_FILE',
    scope: 'site',
    parse: same(kind.projectFile),
    section: 'media',
    doc: "Real customers' words: a JSON file in the project, each with `realPersonConsented: true` (`shared/people.ts` is its schema, `tests/e2e/custom-testimonials.json` an example). The founding supporters are published data, `public/data/supporters.json`, replaceable on the host.",
    unset: 'three illustrative stories, labelled as such',
    examples: ['VITE_TESTIMONIALS_FILE=content/testimonials.json'],
  }),
  ...(
    [
      ['HERO', 'hero video'],
      ['MEET', '"meet" film'],
    ] as const
  ).flatMap(([film, what]) => [
    variable({
      name: `VITE_VIDEO_${film}_ID`,
      scope: 'site',
      parse: same(kind.videoId),
      section: 'media',
      doc: `The YouTube id of the ${what}, embedded from youtube-nocookie.com when a visitor opens it.`,
      unset: "YouTube's sample clip, marked as a sample",
      default: { value: 'M7lc1UVf-VE', sample: true },
    }),
    variable({
      name: `VITE_VIDEO_${film}_HAS_CAPTIONS`,
      scope: 'market',
      parse: same(kind.flag),
      section: 'media',
      doc: `Whether the ${what} has captions in the market's language (\`true\` or \`false\`).`,
      unset: '`false`: the video window and the accessibility statement say so',
      examples: [`VITE_VIDEO_${film}_HAS_CAPTIONS_JA=true`],
    }),
    variable({
      name: `VITE_VIDEO_${film}_TRANSCRIPT`,
      scope: 'ownMarket',
      parse: same(kind.transcriptFile),
      section: 'media',
      doc: `The ${what}'s words in one market's language: a plain-text file in the project (UTF-8, paragraphs split by an empty line; the check refuses one longer than a film's words), offered below the film's button and in its window.`,
      unset: 'no transcript',
      examples: [`VITE_VIDEO_${film}_TRANSCRIPT_JA=content/films/${film.toLowerCase()}.ja.txt`],
    }),
  ]),
  variable({
    name: 'VITE_VOICE_RECORDED',
    scope: 'market',
    parse: same(kind.flag),
    section: 'media',
    doc: "Whether the voice samples in the market's language are the device's own recorded voice.",
    unset: '`false`: each sample and the accessibility statement say a computer voice stands in',
    examples: ['VITE_VOICE_RECORDED_EN=true'],
  }),

  // Other links
  variable({
    name: 'VITE_API_DOCS_URL',
    scope: 'site',
    parse: url('https://developers.example.com/docs'),
    identifies: true,
    section: 'links',
    doc: 'The partner program\'s public documentation, linked beside "Apply" on the API page.',
    unset: 'no documentation link',
    examples: ['VITE_API_DOCS_URL=https://developers.example.com/docs'],
  }),
  ...(
    [
      ['FACEBOOK', 'Facebook', 'https://www.facebook.com/yourpage', 'https://www.facebook.com/'],
      ['INSTAGRAM', 'Instagram', 'https://www.instagram.com/yourpage', 'https://www.instagram.com/'],
      ['YOUTUBE', 'YouTube', 'https://www.youtube.com/@yourchannel', 'https://www.youtube.com/'],
    ] as const
  ).map(([network, title, example, home]) =>
    variable({
      name: `VITE_SOCIAL_${network}_URL`,
      scope: 'site',
      parse: url(example),
      identifies: true,
      section: 'links',
      doc: `The company's ${title} profile, in the footer.`,
      unset: "the network's home page, marked as a sample",
      default: { value: home, sample: true },
    }),
  ),

  // Measurement (docs/measurement.md): the site's name and the collector are checked against the
  // service (config-check.ts).
  variable({
    name: 'VITE_ANALYTICS',
    scope: 'site',
    parse: same(kind.measurementService),
    section: 'measurement',
    doc: "Cookie-less counts of pages and calls to action, through this site's own `/api/event`, with nothing sent under Global Privacy Control or Do Not Track: `plausible` or `umami` (see [Measurement](measurement.md)).",
    unset: 'nothing is measured, and no code for it is built',
    examples: ['VITE_ANALYTICS=plausible'],
  }),
  variable({
    name: 'VITE_ANALYTICS_SITE',
    scope: 'site',
    parse: same(kind.text(kind.measuredSiteExample.plausible)),
    identifies: true,
    section: 'measurement',
    doc: 'The site as the service knows it: for Plausible a domain, for Umami its website id.',
    unset: 'nothing is measured',
    examples: ['VITE_ANALYTICS_SITE=hazel.example.com'],
  }),
  variable({
    name: 'VITE_ANALYTICS_ENDPOINT',
    scope: 'site',
    parse: url('https://plausible.example.com/api/event'),
    section: 'measurement',
    doc: "The collector's events address, to which `npm run deploy-config` has the deploy forward `/api/event` (Plausible `…/api/event`, Umami `…/api/send`).",
    unset: 'nothing is measured',
    examples: ['VITE_ANALYTICS_ENDPOINT=https://plausible.io/api/event'],
  }),

  // The build
  variable({
    name: 'VITE_ALLOW_UNTRANSLATED',
    scope: 'site',
    parse: same(optIn),
    section: 'build',
    doc: '`1` ships a build whose translations lack strings, those strings in English, and the build warns how many in each language (see [Translating](translating.md)).',
    unset: 'a missing string stops the build, naming it',
    examples: ['VITE_ALLOW_UNTRANSLATED=1'],
  }),
  variable({
    name: 'VITE_TEST_STAND_INS',
    scope: 'site',
    parse: same(kind.domainList),
    section: 'build',
    doc: "For the tests' own configuration only (`tests/e2e/custom-build.env`): the reserved example domains its values use in place of an operator's. The check refuses it from any other file.",
    unset: 'every value on a reserved example domain is a sample',
  }),
] as const;

/** A variable as it can be written: its name, the market its value is for (null: all), its spec. */
export type KnownVariable = { name: string; language: Language | null; spec: VariableSpec };

function namesOf(spec: VariableSpec): KnownVariable[] {
  const own = languages.map(({ code }) => ({ name: `${spec.name}${languageSuffix(code)}`, language: code, spec }));
  if (spec.scope === 'site') return [{ name: spec.name, language: null, spec }];
  if (spec.scope === 'market') return [{ name: spec.name, language: null, spec }, ...own];
  if (spec.scope === 'ownMarket') return own;
  return [{ name: spec.name, language: spec.scope, spec }];
}

/** Every name the declarations let an operator write, each with its market. */
export function knownVariablesOf(specs: readonly VariableSpec[]): ReadonlyMap<string, KnownVariable> {
  return new Map(specs.flatMap(namesOf).map((known) => [known.name, known]));
}

/** Every name the site reads, each with its market. */
export const knownVariables = knownVariablesOf(variables);

/**
 * Names set by the platform, not by the operator, that the site does not read: Vercel's system
 * values for Vite projects (VITE_VERCEL_ENV, VITE_VERCEL_URL…) and Vite's own record of a NODE_ENV
 * found in an .env file (which the check names on its own).
 */
export function isPlatformVariable(name: string): boolean {
  return name.startsWith('VITE_VERCEL_') || name === 'VITE_USER_NODE_ENV';
}

/** The edits (insert, delete, replace, swap two neighbours) that turn one name into the other. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = rows[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Names the site read once, with what replaced them (an operator's older env file may still set them). */
export const renamedVariables: Readonly<Record<string, string>> = {
  VITE_PREORDER_PREFILL_PARAM:
    'VITE_PREORDER_PREFILL_EMAIL and VITE_PREORDER_PREFILL_PHONE (one per field of the form)',
  VITE_WAITLIST_PREFILL_PARAM:
    'VITE_WAITLIST_PREFILL_EMAIL and VITE_WAITLIST_PREFILL_PHONE (one per field of the form)',
};

/** The known name nearest an unknown one, if one is near enough to be what was meant. */
export function nearestVariable(name: string): string | undefined {
  const upper = name.toUpperCase();
  if (knownVariables.has(upper)) return upper;
  let nearest: { name: string; distance: number } | undefined;
  for (const known of knownVariables.keys()) {
    const distance = editDistance(upper, known);
    if (!nearest || distance < nearest.distance) nearest = { name: known, distance };
  }
  return nearest && nearest.distance <= Math.max(2, Math.floor(upper.length / 4)) ? nearest.name : undefined;
}

/** A variable's declaration by its name (without a market's suffix). */
export function variableNamed(name: string): VariableSpec {
  const spec = variables.find((entry) => entry.name === name);
  if (!spec) throw new Error(`${name} is not declared in tools/operator/variables.ts`);
  return spec;
}

/** The value the build uses while a variable is unset (its declared default). */
export function defaultValue(name: string): string {
  const value = variableNamed(name).default?.value;
  if (value === undefined) throw new Error(`${name} has no default in tools/operator/variables.ts`);
  return value;
}

/** Every declared default, by variable. */
export const variableDefaults: Readonly<Record<string, string>> = Object.fromEntries(
  variables.flatMap(({ name, default: fallback }) => (fallback ? [[name, fallback.value]] : [])),
);

/** The six prices a market sets together. */
export const priceVariables: readonly string[] = variables.filter((spec) => spec.price).map(({ name }) => name);

/** Every declared variable, each with the type of value its kind gives. */
export type DeclaredVariable = (typeof variables)[number];
export type VariableName = DeclaredVariable['name'];
type ValueIn<Spec, Name> = Spec extends VariableSpec<infer T> & { name: infer Declared }
  ? Name extends Declared
    ? T
    : never
  : never;
/** The value a declared variable's kind gives: `ValueOf<'VITE_PRICE_DEVICE'>` is Money. */
export type ValueOf<Name extends VariableName> = ValueIn<DeclaredVariable, Name>;
