// @vitest-environment node
/**
 * A sample is never ready (issue 53, point 3): every example the project gives, and every value on
 * a reserved example domain, is a sample to the launch check as it is to the pages; the tests'
 * own configuration stays launchable through its stand-in domains, from its own file only.
 */
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkConfiguration } from '@tools/operator/config-check';
import { launchCheck } from '@tools/operator/launch-check';
import { isPlaceholderAddress } from '@/lib/external-link';
import { isReservedHost } from '@/lib/reserved-domains';

const today = new Date('2026-11-28T00:00:00Z');
const tests = parseEnv(readFileSync('tests/e2e/custom-build.env', 'utf8')) as Record<string, string>;
const { VITE_TEST_STAND_INS: standIns, ...operator } = tests;

describe('the reserved example domains, one rule for the pages and the check', () => {
  it.each([
    ['forms.example.com', true],
    ['example.org', true],
    ['pay.aria.example.org', true],
    ['hazel-care.example', true],
    ['shop.test', true],
    ['example.it', false],
    ['examples.com', false],
    ['forms.hazel-care.com', false],
  ])('%s is reserved: %s', (host, reserved) => {
    expect(isReservedHost(host)).toBe(reserved);
    expect(isPlaceholderAddress(`https://${host}/preorder`)).toBe(reserved);
  });

  it('but not under the tests’ stand-in domains', () => {
    expect(isReservedHost('pay.aria.example.org', ['aria.example.org'])).toBe(false);
    expect(isPlaceholderAddress('https://pay.aria.example.org/t', ['aria.example.org'])).toBe(false);
    expect(isReservedHost('forms.example.com', ['aria.example.org'])).toBe(true);
  });
});

describe('the project’s own examples, set as an operator’s values', () => {
  // The operator review's "silent, harmful" passes, each on an otherwise complete configuration.
  const examples = {
    VITE_PREORDER_URL_EN: 'https://forms.example.com/preorder',
    VITE_PRIVACY_DPO_IT: 'Studio Esempio, dpo@studio.example',
    VITE_SELLER_COMPANY_REGISTER_IT: 'Registro delle imprese di Milano, REA MI-1234567',
    VITE_SELLER_ADDRESS_JA: '〒100-0001 東京都千代田区千代田1-1',
    VITE_SELLER_PHONE_JA: '0120-123-456',
    VITE_CHAT_JA: 'line:@hazel',
    VITE_SELLER_VAT_NUMBER_IT: 'IT01234567897',
    VITE_SELLER_PHONE_IT: '02 1234 5678',
    VITE_SELLER_PEC_IT: 'privacy@example.com',
    VITE_CANCEL_URL: 'https://account.example.com/cancel',
  };

  it('are each named, with where the project gives them, and block the launch', () => {
    const { text, ready } = launchCheck({ ...operator, ...examples }, process.cwd(), today);
    expect(ready).toBe(false);
    const line = (name: string) => text.split('\n').find((entry) => entry.startsWith(`  ✗ ${name} (`)) ?? '';
    expect(line('VITE_PREORDER_URL_EN')).toContain('is on a reserved example domain (forms.example.com)');
    expect(line('VITE_PRIVACY_DPO_IT')).toContain('is on a reserved example domain (studio.example)');
    expect(line('VITE_SELLER_PEC_IT')).toContain('is on a reserved example domain (example.com)');
    expect(line('VITE_CANCEL_URL')).toContain('is on a reserved example domain (account.example.com)');
    expect(line('VITE_SELLER_COMPANY_REGISTER_IT')).toContain('is the example the check’s messages give');
    expect(line('VITE_SELLER_ADDRESS_JA')).toContain('is the example .env.example gives');
    expect(line('VITE_SELLER_PHONE_JA')).toContain('is the example');
    expect(line('VITE_CHAT_JA')).toContain('is the example');
    expect(line('VITE_SELLER_VAT_NUMBER_IT')).toContain('is the example the check’s messages give');
    expect(line('VITE_SELLER_PHONE_IT')).toContain('is the example the check’s messages give');
  });

  it('the tests’ own values, copied without their stand-ins, are samples too', () => {
    const { text, ready } = launchCheck(operator, process.cwd(), today);
    expect(ready).toBe(false);
    expect(text).toMatch(
      /✗ VITE_CHAT_KO \(environment\): "kakao:_AriaKr" is the tests’ value \(tests\/e2e\/custom-build\.env\)/,
    );
    expect(text).toMatch(
      /✗ VITE_PREORDER_URL \(environment\): ".*" is on a reserved example domain \(forms\.aria\.example\.org\)/,
    );
  });

  it('the tests’ configuration with its stand-ins is ready, and says it is the tests’', () => {
    const { text, ready } = launchCheck(tests, process.cwd(), today);
    expect(ready).toBe(true);
    expect(text).toContain(`This is the tests’ own configuration: ${standIns} stands in for an operator’s domains`);
  });

  it('takes the stand-ins from the tests’ own file only', () => {
    const from = (file: string) =>
      checkConfiguration({ values: tests, sources: new Map([['VITE_TEST_STAND_INS', { file, line: 15 }]]) }).map(
        ({ variable }) => variable,
      );
    expect(from('tests/e2e/custom-build.env')).toEqual([]);
    expect(from('.env.production.local')).toEqual(['VITE_TEST_STAND_INS']);
  });
});
