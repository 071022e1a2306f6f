/**
 * One parse: the configuration check parses each value by its declaration, and the values the
 * build uses are those very results.
 */
import { describe, expect, it } from 'vitest';
import { checkConfiguration } from '@tools/operator/config-check';
import { resolveOperatorValues } from '@tools/operator/operator-values';
import { parseWritten, readValue } from '@tools/operator/read-values';

const today = new Date('2026-12-01T00:00:00Z');

describe('the operator values, parsed once', () => {
  const env = {
    VITE_PRICE_DEVICE_JA: '44000 JPY',
    VITE_PRICE_MONTHLY_JA: '4400 JPY',
    VITE_PRICE_TIER_SUPPORTER_JA: '3000 JPY',
    VITE_PRICE_TIER_CIRCLE_JA: '15000 JPY',
    VITE_PRICE_TIER_PILOT_JA: '52000 JPY',
    VITE_PRICE_TIER_FOUNDERS_JA: '150000 JPY',
    VITE_SUPPORT_HOURS_JA: 'weekdays 09:00-18:00',
  };

  it('the build uses the value the check parsed, not a second reading of its text', () => {
    expect(checkConfiguration({ values: env })).toEqual([]);
    const checked = parseWritten(env, 'VITE_PRICE_DEVICE_JA', '44000 JPY');
    if (!('value' in checked)) throw new Error('the check refused a right price');
    const { markets } = resolveOperatorValues(env, today).config;
    expect(markets.ja.prices.device).toBe(checked.value);
    expect(markets.ja.promises.supportHours).toBe(readValue(env, 'VITE_SUPPORT_HOURS', 'ja')?.value);
  });

  it('reads a market’s own value before the one for every market, and names the one it read', () => {
    const both = { VITE_HOME_SETUP: 'false', VITE_HOME_SETUP_JA: 'true' };
    expect(readValue(both, 'VITE_HOME_SETUP', 'ja')).toEqual({ name: 'VITE_HOME_SETUP_JA', value: true });
    expect(readValue(both, 'VITE_HOME_SETUP', 'ko')).toEqual({ name: 'VITE_HOME_SETUP', value: false });
    // A market's own only: no value for every market stands in.
    expect(readValue({ VITE_BRAND_READING: 'x' }, 'VITE_BRAND_READING', 'ja')).toBeUndefined();
    expect(() => readValue({ VITE_HOME_SETUP_KO: 'si' }, 'VITE_HOME_SETUP', 'ko')).toThrow(
      'VITE_HOME_SETUP_KO: "si" is neither true nor false',
    );
  });
});
