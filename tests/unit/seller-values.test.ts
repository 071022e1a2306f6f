import { describe, expect, it } from 'vitest';
import { resolveSeller, sellerDefaults } from '@tools/operator/seller-values';
import { resolveOperatorValues } from '@tools/operator/operator-values';

const today = new Date('2026-11-25T00:00:00Z');

describe('the seller in each market', () => {
  it('takes a language’s own value, then the global one, then the fictional default', () => {
    const env = { VITE_SELLER_NAME: 'Aria Labs Ltd.', VITE_SELLER_ADDRESS_JA: '〒100-0001 東京都千代田区千代田1-1' };
    expect(resolveSeller(env, 'ja', '_JA').seller).toMatchObject({
      name: 'Aria Labs Ltd.',
      address: '〒100-0001 東京都千代田区千代田1-1',
      representative: sellerDefaults.VITE_SELLER_REPRESENTATIVE,
      registrations: [],
    });
    expect(resolveSeller(env, 'en', '_EN').seller.address).toBe(sellerDefaults.VITE_SELLER_ADDRESS);
  });

  it('gives each market the registration numbers its law asks for; one not set is null, never invented', () => {
    const env = { VITE_SELLER_BUSINESS_NUMBER_KO: '123-45-67891', VITE_SELLER_VAT_NUMBER_IT: 'IT01234567897' };
    expect(resolveSeller(env, 'ko', '_KO').seller.registrations).toEqual([
      { kind: 'businessNumber', value: '123-45-67891' },
      { kind: 'mailOrderNumber', value: null },
    ]);
    expect(resolveSeller(env, 'it', '_IT').seller.registrations).toEqual([
      { kind: 'vatNumber', value: 'IT01234567897' },
    ]);
    expect(resolveSeller(env, 'zh-TW', '_ZH_TW').seller.registrations).toEqual([
      { kind: 'companyNumber', value: null },
    ]);
    // Japan's 法人番号 is shown where the company has one, and asked of nobody.
    expect(resolveSeller(env, 'ja', '_JA').seller.registrations).toEqual([]);
    expect(
      resolveSeller({ VITE_SELLER_CORPORATE_NUMBER_JA: '7123456789012' }, 'ja', '_JA').seller.registrations,
    ).toEqual([{ kind: 'corporateNumber', value: '7123456789012' }]);
  });

  it('stops the build on a malformed number or email, naming the variable', () => {
    expect(() => resolveSeller({ VITE_SELLER_BUSINESS_NUMBER_KO: '1234567890' }, 'ko', '_KO')).toThrow(
      /VITE_SELLER_BUSINESS_NUMBER_KO: "1234567890" is not ten digits written as 123-45-67890/,
    );
    expect(() => resolveSeller({ VITE_SELLER_VAT_NUMBER_IT: 'IT01234567890' }, 'it', '_IT')).toThrow(
      /VITE_SELLER_VAT_NUMBER_IT: "IT01234567890" fails its check digit/,
    );
    expect(() => resolveSeller({ VITE_SELLER_COMPANY_NUMBER_ZH_TW: '1234' }, 'zh-TW', '_ZH_TW')).toThrow(
      /VITE_SELLER_COMPANY_NUMBER_ZH_TW: "1234" is not 8 digits/,
    );
    expect(() => resolveSeller({ VITE_SELLER_EMAIL: 'orders' }, 'en', '_EN')).toThrow(/VITE_SELLER_EMAIL/);
    expect(() => resolveSeller({ VITE_SELLER_PHONE_JA: '03-HAZEL-44' }, 'ja', '_JA')).toThrow(/VITE_SELLER_PHONE_JA/);
  });

  it('marks a value on its fictional default as a sample, even when written out', () => {
    const samples = (env: Record<string, string>) => resolveOperatorValues(env, today).config.markets.ko.samples;
    expect(samples({ VITE_SELLER_NAME: sellerDefaults.VITE_SELLER_NAME })).toEqual(
      expect.arrayContaining(['seller.name', 'businessNumber', 'mailOrderNumber']),
    );
    expect(samples({ VITE_SELLER_NAME: 'Aria Labs Ltd.' })).not.toContain('seller.name');
    // Where the market does not sell, its registration numbers are not shown, so not samples either.
    expect(samples({ VITE_SELLING_MARKETS: 'en' })).not.toContain('businessNumber');
  });
});
