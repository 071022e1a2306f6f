import { describe, expect, it } from 'vitest';
import { baseParams } from '@/i18n/base-params';
import { formatUsd } from '@/lib/format';

describe('prices', () => {
  it('are USD in every locale, formatted for it, without .00 on whole amounts', () => {
    expect(formatUsd(295, 'en')).toBe('$295');
    expect(formatUsd(29.95, 'en')).toBe('$29.95');
    expect(formatUsd(29.95, 'it')).toBe('29,95\u00a0USD');
    expect(formatUsd(1000, 'it')).toBe('1000\u00a0USD');
    expect(formatUsd(295, 'ja')).toBe('$295');
    expect(formatUsd(29.95, 'ko')).toBe('US$29.95');
    expect(formatUsd(29.95, 'zh-TW')).toBe('US$29.95');
  });

  it('reach the copy through the base parameters', () => {
    expect(baseParams('en')).toMatchObject({
      brand: 'Hazel',
      devicePrice: '$295',
      monthlyPrice: '$29.95',
      noticeDays: '30',
      warrantyYears: '2',
      replacementHours: '24',
      setupMin: '30',
      setupMax: '45',
      phone: '1-844-GO-HAZEL',
    });
    expect(baseParams('it').monthlyPrice).toBe('29,95\u00a0USD');
  });
});
