// @vitest-environment node
/**
 * The operator's configuration checked like code (issue 37): each kind of value with a right and
 * a wrong example, each market's check digits, the names the site does not know with the one
 * meant, the ties a market's law makes between values, and every problem of an env file in one
 * report, each with its file and line.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfiguration } from '@tools/operator/config-check';
import { applyFilesWithByteOrderMark, readOperatorEnv } from '@tools/operator/env-files';
import { launchCheck } from '@tools/operator/launch-check';
import * as kind from '@tools/operator/value-kinds';
import { nearestVariable } from '@tools/operator/variables';
import { operatorEnvFor } from '@tools/operator/site-config-plugin';

const today = new Date('2026-11-28T00:00:00Z');

/** A parser's verdict: the value, or the problem's reason. */
function verdict(parse: (value: string) => unknown, value: string): 'ok' | string {
  try {
    parse(value);
    return 'ok';
  } catch (error) {
    if (error instanceof kind.ValueProblem) return error.reason;
    throw error;
  }
}

describe('each kind of value, a right and a wrong one', () => {
  it.each<[string, (value: string) => unknown, string, string, RegExp]>([
    [
      'a form address',
      kind.httpsUrl('https://x.example/f'),
      'https://forms.example.com/ja/preorder',
      'http://forms.example.com/ja/preorder',
      /not an https: address/,
    ],
    [
      'a form address without its scheme',
      kind.httpsUrl('https://x.example/f'),
      'https://pay.example.com/t',
      'forms.example.com/preorder',
      /not a whole web address/,
    ],
    [
      'an address with a tab in it, which the URL parser drops and a host file would not (security review L8)',
      kind.httpsUrl('https://x.example/f'),
      'https://plausible.example.com/api/event',
      'https://plausible.example.com/api/ev\tent',
      /a space, a tab, a line break or an invisible character/,
    ],
    [
      'an address with a zero-width space',
      kind.httpsUrl('https://x.example/f'),
      'https://forms.example.com/p',
      'https://forms.example.com/\u200bp',
      /invisible character/,
    ],
    [
      'two addresses in one value',
      kind.httpsUrl('https://x.example/f'),
      'https://forms.example.com/p',
      'https://forms.example.com/p,https://forms.example.com/q',
      /more than one address/,
    ],
    ['the site origin', kind.siteOrigin, 'https://www.example.com', 'https://www.example.com/en', /origin alone/],
    [
      'an email address after mailto:',
      kind.email,
      'privacy@example.com',
      'mailto:privacy@example.com',
      /starts with mailto:/,
    ],
    ['an email address', kind.email, 'privacy@example.com', 'privacy', /not an email address/],
    ['a flag', kind.flag, 'true', 'yes', /neither true nor false/],
    ['the selling markets', kind.marketList, 'EN, zh-tw', 'us,jp', /lists "us"/],
    ['the brand mark', kind.svgFile, 'tests/e2e/custom-mark.svg', 'public/icon-192.png', /not an SVG file/],
    ['the brand mark, inside the project', kind.svgFile, 'public/favicon.svg', '../mark.svg', /not a path inside/],
    ['the brand mark, a file', kind.svgFile, 'public/favicon.svg', 'brand/mark.svg', /not a file in the project/],
    ['a film’s transcript', kind.transcriptFile, 'tests/e2e/transcripts/meet.ja.txt', 'README.md', /not a plain-text/],
    [
      'a film’s transcript, a file',
      kind.transcriptFile,
      'tests/e2e/transcripts/hero.it.txt',
      'content/films/meet.ja.txt',
      /not a file in the project/,
    ],
    ['a month', kind.month, '2027-06', 'June 2027', /not a year and month/],
    ['a month that does not exist', kind.month, '2027-12', '2027-13', /not a year and month/],
    ['a price', kind.money, '39800 JPY', '¥39,800', /not an amount and a currency code/],
    ['a price without its currency', kind.money, '29.95 USD', '39800', /not an amount and a currency code/],
    ['a price with a cent too many', kind.money, '27.90 EUR', '4400.5 JPY', /more decimals than JPY has/],
    ['support hours', kind.supportHours, 'weekdays 09:00-18:00', 'weekdays 18:00-09:00', /ends before it starts/],
    ['a number of hours', kind.hours, '48', 'a day', /not a number of hours/],
    ['a chat', kind.chat, 'line:@hazel', 'line:@a b', /not whatsapp:/],
    ['a WhatsApp number', kind.whatsappNumber, '12025550143', '15555550123', /cannot|can be dialled/],
    ['a number to dial', kind.dialNumber('ja'), '+81120123456', '+81120HAZEL7', /not \+ and digits/],
    ['a seller’s phone in Japan', kind.sellerPhone('ja'), '03-6820-4417', '03-HAZEL-44', /letters/],
    ['a seller’s phone for every market', kind.sellerPhone(null), '+1 888 274 2669', '+1 555 0100', /can be dialled/],
    ['a Korean 사업자등록번호', kind.koreanBusinessNumber, '123-45-67891', '123-45-67890', /check digit/],
    [
      'a Korean 사업자등록번호 in its form',
      kind.koreanBusinessNumber,
      '220-81-62517',
      '1234567891',
      /written as 123-45-67890/,
    ],
    [
      'a Korean 통신판매업 신고번호',
      kind.koreanMailOrderNumber,
      '제2026-서울강남-01234호',
      '2026-01234',
      /report number/,
    ],
    ['an Italian Partita IVA', kind.italianVatNumber, 'IT01234567897', 'IT01234567890', /check digit/],
    ['an Italian Partita IVA without IT', kind.italianVatNumber, '01234567897', 'IT0123456789', /11 digits/],
    ['a Taiwan 統一編號', kind.taiwanCompanyNumber, '04595257', '12345678', /check digit/],
    ['a Taiwan 統一編號 whose seventh digit is 7', kind.taiwanCompanyNumber, '12345675', '12345677', /check digit/],
    ['a Japanese 法人番号', kind.japaneseCorporateNumber, '7000012050002', '1000012050002', /check digit/],
    [
      'a data protection officer, with how to reach them (GDPR art. 13(1)(b))',
      kind.contactText('Studio X, dpo@x.example'),
      'Studio Privacy Conti, dpo@contiprivacy.it',
      'Studio Privacy Conti',
      /no email address or phone number/,
    ],
    [
      'a privacy officer by phone',
      kind.contactText('x'),
      '개인정보보호팀장 김아리, 02-555-0100',
      '개인정보보호팀장 김아리',
      /no email address or phone number/,
    ],
    [
      'the register with the REA number and its province',
      kind.italianCompanyRegister,
      'Registro delle imprese di Milano Monza Brianza Lodi, REA MI-2712345',
      '12345',
      /no REA number with its province/,
    ],
    [
      'the REA number without its register',
      kind.italianCompanyRegister,
      'Registro delle imprese di Roma, REA RM 1234567',
      'REA MI-2712345',
      /does not name the register/,
    ],
    [
      'text with a zero-width space pasted in',
      kind.text('x'),
      'Hazel Care S.r.l.',
      'Hazel Care\u200b S.r.l.',
      /invisible character \(U\+200B\) after "Hazel Care"/,
    ],
    [
      'a name pasted with typographic quotes around it',
      kind.text('x'),
      'Hazel Care “Italia” S.r.l.',
      '“Hazel Care S.r.l.”',
      /wrapped in typographic quotes/,
    ],
  ])('%s', (_what, parse, right, wrong, reason) => {
    expect(verdict(parse, right)).toBe('ok');
    expect(verdict(parse, wrong)).toMatch(reason);
  });

  it('reads a shown number as the number it dials: letters only in North America', () => {
    const tollFreeJapan = kind.dialNumber('ja')('+81120418227');
    expect(verdict(kind.displayOf(tollFreeJapan), '0120-418-227')).toBe('ok');
    expect(verdict(kind.displayOf(tollFreeJapan), '0120-HAZEL-7')).toMatch(/letters, which phones there cannot dial/);
    expect(verdict(kind.displayOf(tollFreeJapan), '0120-418-228')).toMatch(/not the number dialled \(\+81120418227\)/);
    const vanity = kind.dialNumber(null)('+18444642935');
    expect(verdict(kind.displayOf(vanity), '1-844-GO-HAZEL')).toBe('ok');
    expect(verdict(kind.displayOf(vanity), '1-844-GO-HAZLE')).toMatch(/not the number dialled/);
  });
});

describe('names the site does not know', () => {
  it.each([
    ['VITE_SELLER_REPRESENTATIVE_JP', 'VITE_SELLER_REPRESENTATIVE_JA'],
    ['VITE_SELLING_MARKET', 'VITE_SELLING_MARKETS'],
    ['VITE_SUPORT_HOURS_JA', 'VITE_SUPPORT_HOURS_JA'],
    ['VITE_PRICE_DEVCE_JA', 'VITE_PRICE_DEVICE_JA'],
    ['VITE_PRICE_DEVICE_ZH-TW', 'VITE_PRICE_DEVICE_ZH_TW'],
  ])('%s is an error that names %s', (written, meant) => {
    expect(nearestVariable(written)).toBe(meant);
    const problems = checkConfiguration({ values: { [written]: 'x' } });
    expect(problems).toContainEqual(
      expect.objectContaining({ variable: written, source: 'environment', fix: `did you mean ${meant}?` }),
    );
  });

  it('names what replaced a name the site read once: the single prefill parameter is now one per kind of contact', () => {
    const [problem] = checkConfiguration({ values: { VITE_PREORDER_PREFILL_PARAM: 'email' } });
    expect(problem).toMatchObject({ variable: 'VITE_PREORDER_PREFILL_PARAM', source: 'environment' });
    expect(problem?.fix).toContain('VITE_PREORDER_PREFILL_EMAIL and VITE_PREORDER_PREFILL_PHONE');
  });

  it('offers nothing for a name far from every known one, and lets the host’s own names be', () => {
    expect(checkConfiguration({ values: { VITE_SOMETHING_ELSE_ENTIRELY: '1' } })[0]?.fix).toBe(
      'see .env.example for every variable',
    );
    expect(checkConfiguration({ values: { VITE_VERCEL_URL: 'x.vercel.app', VITE_VERCEL_ENV: 'production' } })).toEqual(
      [],
    );
  });

  it('names a known variable written without its VITE_ prefix, and a NODE_ENV in an env file', () => {
    const problems = checkConfiguration({
      values: {},
      written: [
        { name: 'SELLING_MARKETS', file: '.env.production.local', line: 2 },
        { name: 'NODE_ENV', file: '.env', line: 1 },
        { name: 'UNRELATED_TOOL_SETTING', file: '.env', line: 3 },
      ],
    });
    expect(problems.map(({ variable, source }) => `${variable} ${source}`)).toEqual([
      'NODE_ENV .env:1',
      'SELLING_MARKETS .env.production.local:2',
    ]);
    expect(problems[1]?.fix).toBe('did you mean VITE_SELLING_MARKETS?');
  });
});

describe('the ties between values', () => {
  it('a form’s email and phone fields are two parameters: one name for both would send a phone number as an email', () => {
    const problems = checkConfiguration({
      values: { VITE_WAITLIST_PREFILL_EMAIL: 'contact', VITE_WAITLIST_PREFILL_PHONE: 'contact' },
    });
    expect(problems).toEqual([expect.objectContaining({ variable: 'VITE_WAITLIST_PREFILL_PHONE' })]);
    expect(
      checkConfiguration({ values: { VITE_WAITLIST_PREFILL_EMAIL: 'email', VITE_WAITLIST_PREFILL_PHONE: 'phone' } }),
    ).toEqual([]);
  });

  it('a market’s own prices are six, in one currency', () => {
    const partial = checkConfiguration({ values: { VITE_PRICE_DEVICE_JA: '44000 JPY' } });
    expect(partial[0]?.problem).toMatch(/set without VITE_PRICE_MONTHLY_JA, .*VITE_PRICE_TIER_FOUNDERS_JA/);
    const mixed = checkConfiguration({ values: { VITE_PRICE_DEVICE: '249 EUR' } });
    expect(mixed[0]?.problem).toMatch(/mix currencies \(EUR, USD\)/);
  });

  it('a shown support number needs its number to dial, and must be it', () => {
    expect(checkConfiguration({ values: { VITE_SUPPORT_PHONE_DISPLAY_JA: '0120-418-227' } })[0]?.problem).toBe(
      'is set without VITE_SUPPORT_PHONE_DIAL_JA',
    );
    const other = checkConfiguration({
      values: { VITE_SUPPORT_PHONE_DISPLAY_JA: '0120-418-228', VITE_SUPPORT_PHONE_DIAL_JA: '+81120418227' },
    });
    expect(other[0]?.problem).toMatch(/not the number dialled/);
    // Set alone, a dial number for every market is not paired with the sample's vanity letters.
    expect(checkConfiguration({ values: { VITE_SUPPORT_PHONE_DIAL: '+18882742669' } })).toEqual([]);
    expect(checkConfiguration({ values: { VITE_SUPPORT_PHONE_DISPLAY: '1-888-ARIA-NOW' } })[0]?.problem).toMatch(
      /not the number dialled \(\+18444642935\)/,
    );
  });

  it('a Taiwan 統一編號 comes with the Taiwan company’s own name, representative and address', () => {
    const alone = checkConfiguration({ values: { VITE_SELLER_COMPANY_NUMBER_ZH_TW: '12345675' } });
    expect(alone[0]?.problem).toMatch(/whose name, representative, and address are not set/);
    expect(alone[0]?.fix).toBe(
      "set VITE_SELLER_NAME_ZH_TW, VITE_SELLER_REPRESENTATIVE_ZH_TW, and VITE_SELLER_ADDRESS_ZH_TW to that company's own",
    );
    const abroad = checkConfiguration({
      values: {
        VITE_SELLER_COMPANY_NUMBER_ZH_TW: '12345675',
        VITE_SELLER_NAME_ZH_TW: '艾莉亞科技股份有限公司',
        VITE_SELLER_REPRESENTATIVE_ZH_TW: '林美玲',
        VITE_SELLER_ADDRESS_ZH_TW: '1 Example Plaza, Portland, OR 97201, USA',
      },
    });
    expect(abroad[0]?.problem).toMatch(/is not an address in Taiwan/);
    const home = checkConfiguration({
      values: {
        VITE_SELLER_COMPANY_NUMBER_ZH_TW: '12345675',
        VITE_SELLER_NAME_ZH_TW: '艾莉亞科技股份有限公司',
        VITE_SELLER_REPRESENTATIVE_ZH_TW: '林美玲',
        VITE_SELLER_ADDRESS_ZH_TW: '100臺北市中正區範例路1號3樓',
      },
    });
    expect(home).toEqual([]);
  });
});

describe('an env file with five mistakes', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('gives every problem at once, each with its file and line, a fix, and no stack', () => {
    root = mkdtempSync(join(tmpdir(), 'hazel-env-'));
    writeFileSync(
      join(root, '.env.production.local'),
      [
        'VITE_SELLING_MARKET=en,ja',
        'VITE_PREORDER_URL_JA=http://forms.hazel-care.example/ja/preorder',
        'VITE_PRICE_DEVICE_JA=¥44,000',
        '# the seller in Japan',
        'VITE_SELLER_REPRESENTATIVE_JP=佐藤 健一',
        'VITE_SELLER_VAT_NUMBER_IT=IT01234567890',
        'VITE_PRICE_MONTHLY_JA=4400 JPY',
        'VITE_PRICE_TIER_SUPPORTER_JA=3000 JPY',
        'VITE_PRICE_TIER_CIRCLE_JA=15000 JPY',
        'VITE_PRICE_TIER_PILOT_JA=52000 JPY',
        'VITE_PRICE_TIER_FOUNDERS_JA=150000 JPY',
        '',
      ].join('\n'),
    );
    const env = readOperatorEnv(root, [], new Set());
    const { text, ready, problems } = launchCheck(env.values, process.cwd(), today, env);
    expect(ready).toBe(false);
    expect(problems.map(({ variable, source }) => `${variable} ${source}`)).toEqual([
      'VITE_SELLING_MARKET .env.production.local:1',
      'VITE_PREORDER_URL_JA .env.production.local:2',
      'VITE_PRICE_DEVICE_JA .env.production.local:3',
      'VITE_SELLER_REPRESENTATIVE_JP .env.production.local:5',
      'VITE_SELLER_VAT_NUMBER_IT .env.production.local:6',
    ]);
    expect(text).toContain('Configuration: 5 problems stop every build until fixed');
    expect(text).toContain(
      '  ✗ VITE_SELLER_REPRESENTATIVE_JP (.env.production.local:5): is not a variable the site knows, so its value is not used; did you mean VITE_SELLER_REPRESENTATIVE_JA?',
    );
    expect(text).toContain(
      '  ✗ VITE_PRICE_DEVICE_JA (.env.production.local:3): "¥44,000" is not an amount and a currency code; for example 44000 JPY',
    );
    expect(text).toContain('Selling: all five markets (VITE_SELLING_MARKETS is not set)');
    expect(text).not.toMatch(/^\s+at /m);
    expect(text).toMatch(/Not ready to launch: 5 configuration problems and \d+ facts block it\.$/);
  });
});

describe('what the check read, said at the top of its report', () => {
  let root = '';
  const saved = { ...process.env };
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    for (const name of Object.keys(process.env)) if (!(name in saved)) Reflect.deleteProperty(process.env, name);
  });

  it('reads a file saved with a byte-order mark and Windows line ends as written', () => {
    root = mkdtempSync(join(tmpdir(), 'hazel-env-'));
    writeFileSync(
      join(root, '.env.production.local'),
      '\ufeffVITE_SELLING_MARKETS=en,it\r\nVITE_BRAND=Aria\r\nVITE_PREORDER_URL=https://forms.aria.example.org/p\r\n',
    );
    applyFilesWithByteOrderMark(root);
    const env = readOperatorEnv(root, [], new Set(Object.keys(saved)));
    expect(env.values).toMatchObject({
      VITE_SELLING_MARKETS: 'en,it',
      VITE_BRAND: 'Aria',
      VITE_PREORDER_URL: 'https://forms.aria.example.org/p',
    });
    expect(env.sources.get('VITE_SELLING_MARKETS')).toEqual({ file: '.env.production.local', line: 1 });
    const { text } = launchCheck(env.values, process.cwd(), today, env);
    expect(text).toContain('Read: .env.production.local (3 names), the environment (0 VITE_* values)');
    expect(text).toContain('Selling: en, it (VITE_SELLING_MARKETS, .env.production.local:1)');
  });

  it('names a file a build does not read, and a name set twice', () => {
    root = mkdtempSync(join(tmpdir(), 'hazel-env-'));
    writeFileSync(join(root, '.env.prod.local'), 'VITE_BRAND=Aria\n');
    writeFileSync(join(root, '.env.development.local'), 'VITE_BRAND=Aria dev\n');
    writeFileSync(
      join(root, '.env.production'),
      'VITE_PRICE_DEVICE_IT=269 EUR\nVITE_BRAND=Aria\nVITE_PRICE_DEVICE_IT=279 EUR\n',
    );
    const env = readOperatorEnv(root, [], new Set(Object.keys(saved)));
    const { text } = launchCheck(env.values, process.cwd(), today, env);
    expect(text).toContain(
      '  ! VITE_PRICE_DEVICE_IT is set twice in .env.production (lines 1 and 3); line 3’s value is used',
    );
    expect(text).toContain(
      '  ! .env.prod.local is not read: a build reads .env, .env.local, .env.production, .env.production.local',
    );
    expect(text).toContain('  · .env.development.local is read by `npm run dev` only, not by a build');
    expect(env.values.VITE_PRICE_DEVICE_IT).toBe('279 EUR');
  });
});

describe('the development server', () => {
  it('reads the operator’s production files beneath its own, and a test run neither', () => {
    const root = mkdtempSync(join(tmpdir(), 'hazel-dev-env-'));
    try {
      writeFileSync(join(root, '.env.production.local'), 'VITE_BRAND=Aria\nVITE_SITE_ORIGIN=https://aria.example\n');
      const development = { VITE_SITE_ORIGIN: 'https://dev.aria.example', MODE: 'development' };
      expect(operatorEnvFor('development', root, development)).toMatchObject({
        VITE_BRAND: 'Aria',
        VITE_SITE_ORIGIN: 'https://dev.aria.example',
      });
      expect(operatorEnvFor('test', root, { MODE: 'test' })).toEqual({ MODE: 'test' });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
