import { describe, expect, it } from 'vitest';
import { operatorValuesOnDefault, readOperatorValues } from '@/config/operator-values';

describe('operator values', () => {
  it('has the product decisions as defaults', () => {
    const values = readOperatorValues({});
    expect(values.brand).toBe('Hazel');
    expect(values.preorderUrl).toBe('https://forms.hazel.example/preorder');
    expect(values.supportPhone).toEqual({ display: '1-844-GO-HAZEL', dial: '+18444642935' });
    expect(values.whatsappNumber).toBe('15555550123');
    expect(values.privacyEmail).toBe('privacy@hazel.example');
    expect(values.storageKeys).toEqual({
      language: 'hazel-language',
      visitor: 'hazel-visitor',
      textSize: 'hazel-text-size',
    });
    expect(values.paymentUrls.pilot).toBe('https://pay.hazel.example/pilot');
  });

  it('takes overrides from VITE_* variables, ignoring blank ones', () => {
    const values = readOperatorValues({
      VITE_BRAND: 'Maple',
      VITE_PREORDER_URL: 'https://forms.example.org/p',
      VITE_SITE_ORIGIN: 'https://maple.example.org/',
      VITE_PRIVACY_EMAIL: '  ',
    });
    expect(values.brand).toBe('Maple');
    expect(values.preorderUrl).toBe('https://forms.example.org/p');
    expect(values.siteOrigin).toBe('https://maple.example.org');
    expect(values.privacyEmail).toBe('privacy@hazel.example');
    expect(values.storageKeys.language).toBe('maple-language');
  });

  it.each([
    ['VITE_PREORDER_URL', 'forms.example.org'],
    ['VITE_PREORDER_URL', 'javascript:alert(1)'],
    ['VITE_SUPPORT_PHONE_DIAL', '1-844-GO-HAZEL'],
    ['VITE_WHATSAPP_NUMBER', '+1 555'],
    ['VITE_PRIVACY_EMAIL', 'privacy'],
    ['VITE_VIDEO_HERO_ID', 'x" onload="alert(1)'],
  ])('rejects a malformed %s', (variable, value) => {
    expect(() => readOperatorValues({ [variable]: value })).toThrow(variable);
  });

  it('lists the external targets still on their defaults', () => {
    const all = operatorValuesOnDefault({}).map((entry) => entry.variable);
    expect(all).toContain('VITE_PREORDER_URL');
    expect(all).not.toContain('VITE_BRAND');
    const some = operatorValuesOnDefault({ VITE_PREORDER_URL: 'https://forms.example.org/p' });
    expect(some.map((entry) => entry.variable)).not.toContain('VITE_PREORDER_URL');
  });
});
