import { describe, expect, it } from 'vitest';
import { resolveSeller } from '@tools/operator/seller-values';
import { defaultValue } from '@tools/operator/variables';
import { resolveOperatorValues } from '@tools/operator/operator-values';

const today = new Date('2026-11-25T00:00:00Z');

describe('the seller in each market', () => {
  it('takes a language’s own value, then the global one, then the fictional default', () => {
    const env = { VITE_SELLER_NAME: 'Aria Labs Ltd.', VITE_SELLER_ADDRESS_JA: '〒100-0001 東京都千代田区千代田1-1' };
    expect(resolveSeller(env, 'ja').seller).toMatchObject({
      name: 'Aria Labs Ltd.',
      address: '〒100-0001 東京都千代田区千代田1-1',
      representative: defaultValue('VITE_SELLER_REPRESENTATIVE'),
      details: [],
      privacy: [{ kind: 'securityMeasures', value: null }],
    });
    expect(resolveSeller(env, 'en').seller.address).toBe(defaultValue('VITE_SELLER_ADDRESS'));
  });

  it('gives each market the details its law asks for; one not set is null, never invented', () => {
    const env = { VITE_SELLER_BUSINESS_NUMBER_KO: '123-45-67891', VITE_SELLER_VAT_NUMBER_IT: 'IT01234567897' };
    expect(resolveSeller(env, 'ko').seller.details).toEqual([
      { kind: 'businessNumber', value: '123-45-67891' },
      { kind: 'mailOrderNumber', value: null },
      { kind: 'mailOrderAuthority', value: null },
      { kind: 'hostingProvider', value: null },
    ]);
    expect(resolveSeller(env, 'it').seller.details).toEqual([
      { kind: 'vatNumber', value: 'IT01234567897' },
      { kind: 'companyRegister', value: null },
      { kind: 'pec', value: null },
    ]);
    expect(resolveSeller(env, 'zh-TW').seller.details).toEqual([
      { kind: 'companyNumber', value: null },
      { kind: 'invoice', value: null },
      { kind: 'deliveryMethod', value: null },
    ]);
    // Japan's 法人番号 is shown where the company has one, and asked of nobody.
    expect(resolveSeller(env, 'ja').seller.details).toEqual([]);
    expect(resolveSeller({ VITE_SELLER_CORPORATE_NUMBER_JA: '7123456789012' }, 'ja').seller.details).toEqual([
      { kind: 'corporateNumber', value: '7123456789012' },
    ]);
  });

  it('gives each market what its privacy law asks of the company responsible for the data', () => {
    expect(resolveSeller({}, 'ja').seller.privacy).toEqual([{ kind: 'securityMeasures', value: null }]);
    expect(
      resolveSeller({ VITE_PRIVACY_OFFICER_KO: '개인정보보호팀장 김아리, 02-555-0100' }, 'ko').seller.privacy,
    ).toEqual([
      { kind: 'privacyOfficer', value: '개인정보보호팀장 김아리, 02-555-0100' },
      { kind: 'securityMeasures', value: null },
    ]);
    // Italy's representative in the EU is for a company without an establishment there: unset, not shown.
    expect(resolveSeller({}, 'it').seller.privacy).toEqual([{ kind: 'dpo', value: null }]);
    expect(resolveSeller({}, 'en').seller.privacy).toEqual([]);
    expect(() => resolveSeller({ VITE_SELLER_PEC_IT: 'pec' }, 'it')).toThrow(/VITE_SELLER_PEC_IT/);
  });

  it('names each missing detail in the launch check of a selling market, and blocks on the required ones', () => {
    const report = resolveOperatorValues({ VITE_SELLING_MARKETS: 'ko,it' }, today).report;
    const asked = (code: 'ko' | 'it') =>
      report.markets
        .find((market) => market.language === code)
        ?.facts.filter(({ variables }) =>
          /AUTHORITY|HOSTING|REGISTER_IT|PEC|OFFICER|SECURITY|DOMESTIC_AGENT|DPO|EU_REPRESENTATIVE/.test(variables),
        );
    expect(asked('ko')?.map(({ variables, blocks }) => [variables, blocks])).toEqual([
      ['VITE_SELLER_MAIL_ORDER_AUTHORITY_KO', true],
      ['VITE_SELLER_HOSTING_PROVIDER_KO', true],
      ['VITE_PRIVACY_OFFICER_KO', true],
      ['VITE_PRIVACY_SECURITY_MEASURES_KO', true],
      ['VITE_PRIVACY_DOMESTIC_AGENT_KO', false],
    ]);
    expect(asked('it')?.map(({ variables, blocks }) => [variables, blocks])).toEqual([
      ['VITE_SELLER_COMPANY_REGISTER_IT', true],
      ['VITE_SELLER_PEC_IT', true],
      ['VITE_PRIVACY_DPO_IT', true],
      ['VITE_PRIVACY_EU_REPRESENTATIVE_IT', false],
    ]);
  });

  it('stops the build on a malformed number or email, naming the variable', () => {
    expect(() => resolveSeller({ VITE_SELLER_BUSINESS_NUMBER_KO: '1234567890' }, 'ko')).toThrow(
      /VITE_SELLER_BUSINESS_NUMBER_KO: "1234567890" is not ten digits written as 123-45-67890/,
    );
    expect(() => resolveSeller({ VITE_SELLER_VAT_NUMBER_IT: 'IT01234567890' }, 'it')).toThrow(
      /VITE_SELLER_VAT_NUMBER_IT: "IT01234567890" fails its check digit/,
    );
    expect(() => resolveSeller({ VITE_SELLER_COMPANY_NUMBER_ZH_TW: '1234' }, 'zh-TW')).toThrow(
      /VITE_SELLER_COMPANY_NUMBER_ZH_TW: "1234" is not 8 digits/,
    );
    expect(() => resolveSeller({ VITE_SELLER_EMAIL: 'orders' }, 'en')).toThrow(/VITE_SELLER_EMAIL/);
    expect(() => resolveSeller({ VITE_SELLER_PHONE_JA: '03-HAZEL-44' }, 'ja')).toThrow(/VITE_SELLER_PHONE_JA/);
  });

  it('marks a value on its fictional default as a sample, even when written out', () => {
    const samples = (env: Record<string, string>) => resolveOperatorValues(env, today).config.markets.ko.samples;
    expect(samples({ VITE_SELLER_NAME: defaultValue('VITE_SELLER_NAME') })).toEqual(
      expect.arrayContaining(['seller.name', 'businessNumber', 'mailOrderNumber']),
    );
    expect(samples({ VITE_SELLER_NAME: 'Aria Labs Ltd.' })).not.toContain('seller.name');
    // Where the market does not sell, its registration numbers are not shown, so not samples either.
    expect(samples({ VITE_SELLING_MARKETS: 'en' })).not.toContain('businessNumber');
  });
});
