import * as kind from '@tools/operator/value-kinds';
import { describe, expect, it } from 'vitest';
import {
  languageSuffix,
  chatChannel,
  resolveBrandReading,
  resolveOperatorValues,
  resolveSupportPhone,
  resolveUnitsExpected,
} from '@tools/operator/operator-values';

const buildDay = new Date('2026-11-23T10:00:00Z');
const resolve = (env: Record<string, string>) => resolveOperatorValues(env, buildDay);

describe('operator values', () => {
  it('has the product decisions as defaults, in every language', () => {
    const { config } = resolve({});
    expect(config.brand).toBe('Hazel');
    expect(config.markets.en.links.preorder).toBe('https://forms.hazel.example/preorder');
    expect(config.markets.en.links.tiers.pilot).toBe('https://pay.hazel.example/pilot');
    expect(config.storageKeys).toEqual({
      language: 'hazel-language',
      visitor: 'hazel-visitor',
      textSize: 'hazel-text-size',
      arrivedFrom: 'hazel-arrived-from',
    });
    for (const market of Object.values(config.markets)) {
      expect(market.supportPhone).toMatchObject({ display: '1-844-GO-HAZEL', dial: '+18444642935' });
      expect(market.chat).toEqual({ app: 'whatsapp', url: 'https://wa.me/15555550123' });
      expect(market.privacyEmail).toBe('privacy@hazel.example');
    }
  });

  it('takes overrides from VITE_* variables, ignoring blank ones', () => {
    const { config } = resolve({
      VITE_BRAND: 'Maple',
      VITE_PREORDER_URL: 'https://forms.example.org/p',
      VITE_SITE_ORIGIN: 'https://maple.example.org/',
      VITE_PRIVACY_EMAIL: '  ',
    });
    expect(config.brand).toBe('Maple');
    expect(config.markets.it.links.preorder).toBe('https://forms.example.org/p');
    expect(config.siteOrigin).toBe('https://maple.example.org');
    expect(config.markets.en.privacyEmail).toBe('privacy@hazel.example');
    expect(config.storageKeys.language).toBe('maple-language');
  });

  it.each([
    ['VITE_PREORDER_URL', 'forms.example.org'],
    ['VITE_PREORDER_URL', 'javascript:alert(1)'],
    ['VITE_SUPPORT_PHONE_DIAL', '1-844-GO-HAZEL'],
    ['VITE_SUPPORT_PHONE_DIAL', '+1234567'],
    ['VITE_SUPPORT_PHONE_DIAL_JA', '+81 3 1234'],
    ['VITE_WHATSAPP_NUMBER', '+1 555'],
    ['VITE_PRIVACY_EMAIL', 'privacy'],
    ['VITE_PRIVACY_EMAIL_KO', 'privacy@'],
    ['VITE_CHAT', 'telegram:hazel'],
    ['VITE_CHAT_ZH_TW', 'line:'],
    ['VITE_VIDEO_HERO_ID', 'x" onload="alert(1)'],
  ])('stops the build on a malformed %s, naming it', (variable, value) => {
    expect(() => resolve({ [variable]: value })).toThrow(variable);
  });

  it('names the sample values still in place and a delivery month missing where pre-orders are charged at once', () => {
    const variables = (env: Record<string, string>) =>
      resolve(env)
        .report.markets.find(({ language }) => language === 'en')
        ?.facts.map((fact) => fact.variables)
        .join('\n');
    expect(variables({})).toContain('VITE_PREORDER_URL');
    expect(variables({})).toContain('VITE_SUPPORT_PHONE_DIAL');
    // Unset, nobody is charged before there is a month: nothing is missing.
    expect(variables({})).not.toContain('VITE_UNITS_EXPECTED');
    expect(variables({ VITE_PREORDER_PAYMENT: 'at-order' })).toContain('VITE_UNITS_EXPECTED');
    expect(variables({})).not.toContain('VITE_BRAND ');
    expect(resolve({}).warnings.join('\n')).toMatch(/Not ready to launch: \d+ values.*npm run launch-check/);
    const some = variables({ VITE_PREORDER_URL: 'https://forms.example.org/p', VITE_UNITS_EXPECTED: '2027-09' });
    expect(some).not.toMatch(/VITE_PREORDER_URL|VITE_UNITS_EXPECTED/);
  });
});

describe('per-language contact values', () => {
  it('names each language by its suffix', () => {
    expect(['en', 'ja', 'ko', 'zh-TW', 'it'].map((code) => languageSuffix(code as 'en'))).toEqual([
      '_EN',
      '_JA',
      '_KO',
      '_ZH_TW',
      '_IT',
    ]);
  });

  it('uses a language’s own value there, and the global one everywhere else', () => {
    const { config } = resolve({
      VITE_SUPPORT_PHONE_DISPLAY_JA: '03-1234-5678',
      VITE_SUPPORT_PHONE_DIAL_JA: '+81312345678',
      VITE_PRIVACY_EMAIL: 'privacy@example.org',
      VITE_PRIVACY_EMAIL_IT: 'privacy.it@example.org',
      VITE_ACCESSIBILITY_EMAIL_ZH_TW: 'a11y.tw@example.org',
    });
    expect(config.markets.ja.supportPhone).toEqual({
      display: '03-1234-5678',
      dial: '+81312345678',
      international: '+81 3 1234 5678',
      national: '03-1234-5678',
      local: true,
      note: null,
    });
    expect(config.markets.ko.supportPhone.dial).toBe('+18444642935');
    expect(config.markets.it.privacyEmail).toBe('privacy.it@example.org');
    expect(config.markets.en.privacyEmail).toBe('privacy@example.org');
    expect(config.markets['zh-TW'].accessibilityEmail).toBe('a11y.tw@example.org');
    expect(config.markets.ja.accessibilityEmail).toBe('accessibility@hazel.example');
  });

  it('says where the number is and claims free calls only where they are free', () => {
    const phone = (env: Record<string, string>, language: 'en' | 'ja' | 'ko' | 'it') =>
      resolveSupportPhone(env, language);
    expect(phone({}, 'en')).toMatchObject({ local: true, note: 'localFree' });
    expect(phone({}, 'ja')).toMatchObject({ local: false, note: 'abroadUsFree', international: '+1 844 464 2935' });
    expect(phone({ VITE_SUPPORT_PHONE_DIAL: '+12125551234' }, 'ko')).toMatchObject({ note: 'abroadUs' });
    expect(phone({ VITE_SUPPORT_PHONE_DIAL: '+442071234567' }, 'it')).toMatchObject({ note: 'abroad' });
    expect(phone({ VITE_SUPPORT_PHONE_DIAL_JA: '+81120123456' }, 'ja')).toMatchObject({
      display: '0120-123-456',
      local: true,
      note: 'localFree',
    });
    expect(phone({ VITE_SUPPORT_PHONE_DIAL_IT: '+390212345678' }, 'it')).toMatchObject({ local: true, note: null });
  });

  it('refuses a local number to show without one to dial', () => {
    expect(() => resolve({ VITE_SUPPORT_PHONE_DISPLAY_KO: '02-123-4567' })).toThrow(
      'VITE_SUPPORT_PHONE_DISPLAY_KO is set without VITE_SUPPORT_PHONE_DIAL_KO',
    );
  });

  it('takes a chat channel per language, WhatsApp from VITE_WHATSAPP_NUMBER by default', () => {
    const { config } = resolve({
      VITE_WHATSAPP_NUMBER: '393331234567',
      VITE_CHAT_JA: 'line:@hazel-jp',
      VITE_CHAT_KO: 'kakao:_AbCdE',
    });
    expect(config.markets.ja.chat).toEqual({ app: 'line', url: 'https://line.me/R/ti/p/@hazel-jp' });
    expect(config.markets.ko.chat).toEqual({ app: 'kakao', url: 'https://pf.kakao.com/_AbCdE/chat' });
    expect(config.markets.it.chat).toEqual({ app: 'whatsapp', url: 'https://wa.me/393331234567' });
    expect(resolve({ VITE_CHAT: 'line:@hazel' }).config.markets.en.chat.app).toBe('line');
  });
});

describe('chat links', () => {
  const parseChatChannel = (name: string, value: string) => chatChannel(kind.parseAs(name, value, kind.chat));
  it('builds the WhatsApp, LINE and KakaoTalk links', () => {
    expect(parseChatChannel('VITE_CHAT', 'whatsapp:12025550143').url).toBe('https://wa.me/12025550143');
    expect(parseChatChannel('VITE_CHAT', 'whatsapp:+12025550143').url).toBe('https://wa.me/12025550143');
    expect(parseChatChannel('VITE_CHAT', 'line:@hazel').url).toBe('https://line.me/R/ti/p/@hazel');
    expect(parseChatChannel('VITE_CHAT', 'line:hazel').url).toBe('https://line.me/R/ti/p/@hazel');
    expect(parseChatChannel('VITE_CHAT', 'kakao:_xkxkxbT').url).toBe('https://pf.kakao.com/_xkxkxbT/chat');
  });

  it.each([
    'whatsapp:1-555-0123',
    'whatsapp:15555550123',
    'whatsapp:',
    'line:@a b',
    'line:@../../evil',
    'kakao:xkxkxbT',
    'kakao:_x/chat?evil',
    'signal:+15555550123',
    'https://wa.me/15555550123',
    '',
  ])('rejects %j, naming the variable', (value) => {
    expect(() => parseChatChannel('VITE_CHAT_KO', value)).toThrow(`VITE_CHAT_KO: "${value}" is not`);
  });
});

describe('the shipping date', () => {
  it('is the month given, while it has not ended at build time', () => {
    expect(resolveUnitsExpected('2027-09', buildDay)).toEqual({ month: { year: 2027, month: 9 } });
    expect(resolveUnitsExpected('2026-11', buildDay)).toEqual({ month: { year: 2026, month: 11 } });
  });

  it.each([
    [undefined, 'is not set'],
    ['2027-9', 'is not a year and month, such as 2027-09'],
    ['late 2027', 'is not a year and month'],
    ['2027-13', 'is not a year and month'],
    ['2026-10', 'earlier than the build date'],
    ['2025-12', 'earlier than the build date'],
  ])('is not shown when %j (%s)', (value, problem) => {
    const resolved = resolveUnitsExpected(value, buildDay);
    expect(resolved.month).toBeNull();
    expect(resolved.problem).toContain(problem);
  });

  it('reaches every market, or one market of its own, or is absent with the reason', () => {
    const dated = resolve({ VITE_UNITS_EXPECTED: '2027-09', VITE_UNITS_EXPECTED_JA: '2028-01' }).config.markets;
    expect(dated.en.delivery.expected).toEqual({ year: 2027, month: 9 });
    expect(dated.ja.delivery.expected).toEqual({ year: 2028, month: 1 });
    const past = resolve({ VITE_UNITS_EXPECTED: '2025-10' });
    expect(past.config.markets.en.delivery.expected).toBeNull();
    const details = past.report.markets.flatMap(({ facts }) => facts.map((fact) => fact.detail ?? '')).join('\n');
    expect(details).toContain('VITE_UNITS_EXPECTED (2025-10) is earlier than the build date');
  });
});

describe('the reading of the brand', () => {
  it('is the Hazel reading while the brand is Hazel', () => {
    expect(resolveBrandReading({}, 'ja')).toBe('ヘーゼル');
    expect(resolveBrandReading({}, 'ko')).toBe('헤이즐');
    expect(resolveBrandReading({}, 'zh-TW')).toBe('黑澤爾');
    expect(resolveBrandReading({}, 'en')).toBeNull();
    expect(resolveBrandReading({}, 'it')).toBeNull();
  });

  it('is the operator’s, per language', () => {
    expect(resolveBrandReading({ VITE_BRAND: 'Aria', VITE_BRAND_READING_JA: 'アリア' }, 'ja')).toBe('アリア');
    expect(resolveBrandReading({ VITE_BRAND_READING_KO: '헤이즐' }, 'ko')).toBe('헤이즐');
  });

  it('is absent for another brand without one, and launch-check says so', () => {
    const readingFacts = (env: Record<string, string>) =>
      resolve(env)
        .report.markets.flatMap(({ facts }) => facts.map((fact) => fact.variables))
        .filter((variables) => variables.startsWith('VITE_BRAND_READING'));
    const { config } = resolve({ VITE_BRAND: 'Aria', VITE_BRAND_READING_JA: 'アリア' });
    expect(config.markets.ja.brandReading).toBe('アリア');
    expect(config.markets.ko.brandReading).toBeNull();
    expect(readingFacts({ VITE_BRAND: 'Aria', VITE_BRAND_READING_JA: 'アリア' })).toEqual([
      'VITE_BRAND_READING_KO',
      'VITE_BRAND_READING_ZH_TW',
    ]);
    expect(readingFacts({})).toEqual([]);
  });
});
