/**
 * Every VITE_* variable the site reads, with the kind of value it takes (value-kinds.ts) and where
 * it applies: the whole site, every market with a market's own value after a suffix
 * (`VITE_PREORDER_URL_JA`), one value per market only (`VITE_BRAND_READING_JA`), or one market
 * (`VITE_SELLER_BUSINESS_NUMBER_KO`). The configuration check reads this list to check each value
 * as its kind and to name a variable it does not know, with the nearest one it does.
 */
import { languages, type Language } from '../../src/config/languages.ts';
import * as kind from './value-kinds.ts';

type Parse = (language: Language | null) => (value: string) => unknown;

export type VariableScope =
  /** One value for the whole site. */
  | 'site'
  /** A value for every market, and a market's own after its suffix. */
  | 'market'
  /** Only a market's own value, after its suffix. */
  | 'ownMarket'
  /** One market's value: the name carries the suffix. */
  | Language;

export type VariableSpec = {
  name: string;
  scope: VariableScope;
  parse: Parse;
  /**
   * The value names the company, or a place a visitor goes or writes to (an address, a number, a
   * form): an example the project gives is never the operator's, and is taken for a sample
   * (example-values.ts). Unmarked values are her choices (a price, an hour, a plain fact), which an
   * example may well match.
   */
  identifies?: true;
};

const same =
  (parse: (value: string) => unknown): Parse =>
  () =>
    parse;

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

export const variables: readonly VariableSpec[] = [
  { name: 'VITE_SELLING_MARKETS', scope: 'site', parse: same(kind.marketList) },
  { name: 'VITE_BRAND', scope: 'site', parse: same(kind.text('Hazel')) },
  { name: 'VITE_BRAND_MARK', scope: 'site', parse: same(kind.svgFile) },
  { name: 'VITE_BRAND_READING', scope: 'ownMarket', parse: same(kind.text('ヘーゼル')) },
  { name: 'VITE_SITE_ORIGIN', scope: 'site', parse: same(kind.siteOrigin), identifies: true },

  { name: 'VITE_PREORDER_URL', scope: 'market', parse: url('https://forms.example.com/preorder'), identifies: true },
  { name: 'VITE_WAITLIST_URL', scope: 'market', parse: url('https://forms.example.com/waitlist'), identifies: true },
  { name: 'VITE_PREORDER_PREFILL_EMAIL', scope: 'site', parse: same(kind.queryParameter('email')) },
  { name: 'VITE_PREORDER_PREFILL_PHONE', scope: 'site', parse: same(kind.queryParameter('phone')) },
  { name: 'VITE_WAITLIST_PREFILL_EMAIL', scope: 'site', parse: same(kind.queryParameter('email')) },
  { name: 'VITE_WAITLIST_PREFILL_PHONE', scope: 'site', parse: same(kind.queryParameter('phone')) },
  { name: 'VITE_PREFILL_VIA', scope: 'site', parse: same(kind.prefillVia) },
  {
    name: 'VITE_PAYMENT_SUPPORTER_URL',
    scope: 'market',
    parse: url('https://pay.example.com/supporter'),
    identifies: true,
  },
  { name: 'VITE_PAYMENT_CIRCLE_URL', scope: 'market', parse: url('https://pay.example.com/circle'), identifies: true },
  { name: 'VITE_PAYMENT_PILOT_URL', scope: 'market', parse: url('https://pay.example.com/pilot'), identifies: true },
  {
    name: 'VITE_PAYMENT_FOUNDERS_URL',
    scope: 'market',
    parse: url('https://pay.example.com/founders'),
    identifies: true,
  },
  { name: 'VITE_API_APPLY_URL', scope: 'market', parse: url('https://partners.example.com/apply'), identifies: true },
  { name: 'VITE_VIDEO_SESSION_URL', scope: 'market', parse: url('https://book.example.com/video'), identifies: true },
  { name: 'VITE_HOME_VISIT_URL', scope: 'market', parse: url('https://book.example.com/visit'), identifies: true },
  { name: 'VITE_CANCEL_URL', scope: 'market', parse: url('https://account.example.com/cancel'), identifies: true },
  { name: 'VITE_WARRANTY_URL', scope: 'market', parse: url('https://example.com/warranty'), identifies: true },

  { name: 'VITE_HOME_SETUP', scope: 'market', parse: same(kind.flag) },
  { name: 'VITE_SUPPORT_HOURS', scope: 'market', parse: same(kind.supportHours) },
  { name: 'VITE_REPLACEMENT_HOURS', scope: 'market', parse: same(kind.hours) },
  { name: 'VITE_UNITS_EXPECTED', scope: 'market', parse: same(kind.month) },
  { name: 'VITE_PREORDER_PAYMENT', scope: 'market', parse: same(kind.preorderPayment) },
  { name: 'VITE_REFUND_DAYS', scope: 'market', parse: kind.refundDays },

  // The display is checked against the number it dials (config-check.ts), in that number's country.
  { name: 'VITE_SUPPORT_PHONE_DISPLAY', scope: 'market', parse: () => kind.displayCharacters, identifies: true },
  { name: 'VITE_SUPPORT_PHONE_DIAL', scope: 'market', parse: kind.dialNumber, identifies: true },
  { name: 'VITE_CHAT', scope: 'market', parse: same(kind.chat), identifies: true },
  { name: 'VITE_WHATSAPP_NUMBER', scope: 'site', parse: same(kind.whatsappNumber), identifies: true },
  { name: 'VITE_PRIVACY_EMAIL', scope: 'market', parse: same(kind.email), identifies: true },
  { name: 'VITE_ACCESSIBILITY_EMAIL', scope: 'market', parse: same(kind.email), identifies: true },

  { name: 'VITE_PRICE_DEVICE', scope: 'market', parse: same(kind.money) },
  { name: 'VITE_PRICE_MONTHLY', scope: 'market', parse: same(kind.money) },
  { name: 'VITE_PRICE_TIER_SUPPORTER', scope: 'market', parse: same(kind.money) },
  { name: 'VITE_PRICE_TIER_CIRCLE', scope: 'market', parse: same(kind.money) },
  { name: 'VITE_PRICE_TIER_PILOT', scope: 'market', parse: same(kind.money) },
  { name: 'VITE_PRICE_TIER_FOUNDERS', scope: 'market', parse: same(kind.money) },
  { name: 'VITE_PRICES_INCLUDE_TAX', scope: 'market', parse: same(kind.flag) },

  { name: 'VITE_SELLER_NAME', scope: 'market', parse: same(kind.text('Hazel Companion, Inc.')), identifies: true },
  { name: 'VITE_SELLER_REPRESENTATIVE', scope: 'market', parse: same(kind.text('Maria Rossi')), identifies: true },
  {
    name: 'VITE_SELLER_ADDRESS',
    scope: 'market',
    parse: same(kind.text('1 Example Plaza, Portland, OR 97201, USA')),
    identifies: true,
  },
  { name: 'VITE_SELLER_PHONE', scope: 'market', parse: kind.sellerPhone, identifies: true },
  { name: 'VITE_SELLER_EMAIL', scope: 'market', parse: same(kind.email), identifies: true },
  { name: 'VITE_SELLER_CORPORATE_NUMBER_JA', scope: 'ja', parse: same(kind.japaneseCorporateNumber), identifies: true },
  { name: 'VITE_SELLER_BUSINESS_NUMBER_KO', scope: 'ko', parse: same(kind.koreanBusinessNumber), identifies: true },
  { name: 'VITE_SELLER_MAIL_ORDER_NUMBER_KO', scope: 'ko', parse: same(kind.koreanMailOrderNumber), identifies: true },
  { name: 'VITE_SELLER_COMPANY_NUMBER_ZH_TW', scope: 'zh-TW', parse: same(kind.taiwanCompanyNumber), identifies: true },
  { name: 'VITE_SELLER_VAT_NUMBER_IT', scope: 'it', parse: same(kind.italianVatNumber), identifies: true },
  { name: 'VITE_SELLER_MAIL_ORDER_AUTHORITY_KO', scope: 'ko', parse: same(kind.text('서울특별시 강남구청')) },
  { name: 'VITE_SELLER_HOSTING_PROVIDER_KO', scope: 'ko', parse: same(kind.text('Amazon Web Services, Inc.')) },
  {
    name: 'VITE_SELLER_COMPANY_REGISTER_IT',
    scope: 'it',
    parse: same(kind.italianCompanyRegister),
    identifies: true,
  },
  { name: 'VITE_SELLER_PEC_IT', scope: 'it', parse: same(kind.email), identifies: true },
  { name: 'VITE_SELLER_INVOICE_ZH_TW', scope: 'zh-TW', parse: same(kind.text('開立電子發票，寄到您的電子郵件信箱')) },
  { name: 'VITE_SELLER_DELIVERY_ZH_TW', scope: 'zh-TW', parse: same(kind.text('宅配到府，運費由我們負擔')) },
  {
    name: 'VITE_PRIVACY_SECURITY_MEASURES_JA',
    scope: 'ja',
    parse: same(kind.text('取扱規程の策定、従業者の教育、アクセス制御、通信と保存の暗号化')),
  },
  {
    name: 'VITE_PRIVACY_OFFICER_KO',
    scope: 'ko',
    parse: same(kind.contactText('개인정보보호팀장 김민지, 02-1234-5678, privacy@company.example')),
    identifies: true,
  },
  {
    name: 'VITE_PRIVACY_SECURITY_MEASURES_KO',
    scope: 'ko',
    parse: same(kind.text('내부관리계획 수립, 접근 권한 관리, 전송·저장 시 암호화, 접속기록 보관')),
  },
  { name: 'VITE_PRODUCT_MODEL_KO', scope: 'ko', parse: same(kind.text('헤이즐 음성 동반자 HZ-100')) },
  { name: 'VITE_PRODUCT_CERTIFICATION_KO', scope: 'ko', parse: same(kind.text('R-R-abc-HZ100 (전파법 적합성평가)')) },
  { name: 'VITE_PRODUCT_RATED_POWER_KO', scope: 'ko', parse: same(kind.text('DC 5V / 10W')) },
  { name: 'VITE_PRODUCT_RELEASE_MONTH_KO', scope: 'ko', parse: same(kind.text('2027년 3월')) },
  {
    name: 'VITE_PRODUCT_MANUFACTURER_KO',
    scope: 'ko',
    parse: same(kind.text('Example Devices Co. (수입자: 예시코리아)')),
  },
  { name: 'VITE_PRODUCT_ORIGIN_KO', scope: 'ko', parse: same(kind.text('대만')) },
  { name: 'VITE_PRODUCT_SIZE_WEIGHT_KO', scope: 'ko', parse: same(kind.text('120 × 120 × 90 mm, 450 g')) },
  {
    name: 'VITE_PRIVACY_DOMESTIC_AGENT_KO',
    scope: 'ko',
    parse: same(kind.contactText('주식회사 예시대리, 서울특별시 중구 세종대로 1, 02-1234-5678, agent@company.example')),
    identifies: true,
  },
  {
    name: 'VITE_PRIVACY_DPO_IT',
    scope: 'it',
    parse: same(kind.contactText('Studio Esempio, dpo@studio.example')),
    identifies: true,
  },
  {
    name: 'VITE_PRIVACY_EU_REPRESENTATIVE_IT',
    scope: 'it',
    parse: same(kind.contactText('Esempio Rappresentanze S.r.l., Via Roma 1, 20121 Milano, eu-rep@company.example')),
    identifies: true,
  },

  { name: 'VITE_PRODUCT_FACTS_CONFIRMED', scope: 'site', parse: same(kind.confirmedFacts) },
  { name: 'VITE_EMERGENCY_NO_ANSWER_MINUTES', scope: 'site', parse: same(kind.minutes) },
  { name: 'VITE_DELETION_AFTER_SERVICE_DAYS', scope: 'site', parse: same(kind.days) },

  { name: 'VITE_TESTIMONIALS_FILE', scope: 'site', parse: same(kind.projectFile) },
  { name: 'VITE_PRIVACY_PROCESSORS_FILE', scope: 'site', parse: same(kind.projectFile) },
  { name: 'VITE_VIDEO_HERO_ID', scope: 'site', parse: same(kind.videoId) },
  { name: 'VITE_VIDEO_MEET_ID', scope: 'site', parse: same(kind.videoId) },
  { name: 'VITE_VIDEO_HERO_HAS_CAPTIONS', scope: 'market', parse: same(kind.flag) },
  { name: 'VITE_VIDEO_MEET_HAS_CAPTIONS', scope: 'market', parse: same(kind.flag) },
  { name: 'VITE_VIDEO_HERO_TRANSCRIPT', scope: 'ownMarket', parse: same(kind.transcriptFile) },
  { name: 'VITE_VIDEO_MEET_TRANSCRIPT', scope: 'ownMarket', parse: same(kind.transcriptFile) },
  { name: 'VITE_VOICE_RECORDED', scope: 'market', parse: same(kind.flag) },
  { name: 'VITE_API_DOCS_URL', scope: 'site', parse: url('https://developers.example.com/docs'), identifies: true },
  {
    name: 'VITE_SOCIAL_FACEBOOK_URL',
    scope: 'site',
    parse: url('https://www.facebook.com/yourpage'),
    identifies: true,
  },
  {
    name: 'VITE_SOCIAL_INSTAGRAM_URL',
    scope: 'site',
    parse: url('https://www.instagram.com/yourpage'),
    identifies: true,
  },
  {
    name: 'VITE_SOCIAL_YOUTUBE_URL',
    scope: 'site',
    parse: url('https://www.youtube.com/@yourchannel'),
    identifies: true,
  },
  // Cookie-less measurement (docs/measurement.md): the site's name and the collector are checked
  // against the service (config-check.ts).
  { name: 'VITE_ANALYTICS', scope: 'site', parse: same(kind.measurementService) },
  {
    name: 'VITE_ANALYTICS_SITE',
    scope: 'site',
    parse: same(kind.text(kind.measuredSiteExample.plausible)),
    identifies: true,
  },
  {
    name: 'VITE_ANALYTICS_ENDPOINT',
    scope: 'site',
    parse: url('https://plausible.example.com/api/event'),
  },
  { name: 'VITE_ALLOW_UNTRANSLATED', scope: 'site', parse: same(optIn) },
  // The tests' own configuration only (tests/e2e/custom-build.env): the reserved example domains
  // its values use, which stand in for an operator's; config-check.ts refuses it from any other file.
  { name: 'VITE_TEST_STAND_INS', scope: 'site', parse: same(kind.domainList) },
];

/** A variable as it can be written: its name, the market its value is for (null: all), its spec. */
export type KnownVariable = { name: string; language: Language | null; spec: VariableSpec };

function namesOf(spec: VariableSpec): KnownVariable[] {
  const own = languages.map(({ code }) => ({ name: `${spec.name}${languageSuffix(code)}`, language: code, spec }));
  if (spec.scope === 'site') return [{ name: spec.name, language: null, spec }];
  if (spec.scope === 'market') return [{ name: spec.name, language: null, spec }, ...own];
  if (spec.scope === 'ownMarket') return own;
  return [{ name: spec.name, language: spec.scope, spec }];
}

/** Every name the site reads, each with its market. */
export const knownVariables: ReadonlyMap<string, KnownVariable> = new Map(
  variables.flatMap(namesOf).map((known) => [known.name, known]),
);

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
