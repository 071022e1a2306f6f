import { describe, expectTypeOf, test } from 'vitest';
import type { Money, SupportHours } from '@/config/site-config';
import type { readValue } from '@tools/operator/read-values';
import type { ValueOf } from '@tools/operator/variables';

describe('a variable read by its name has the type its declared kind gives', () => {
  test('prices, hours, flags and lists', () => {
    expectTypeOf<ValueOf<'VITE_PRICE_DEVICE'>>().toEqualTypeOf<Money>();
    expectTypeOf<ValueOf<'VITE_PRICE_TIER_FOUNDERS'>>().toEqualTypeOf<Money>();
    expectTypeOf<ValueOf<'VITE_SUPPORT_HOURS'>>().toEqualTypeOf<SupportHours>();
    expectTypeOf<ValueOf<'VITE_VIDEO_MEET_HAS_CAPTIONS'>>().toEqualTypeOf<boolean>();
    expectTypeOf<ValueOf<'VITE_PREORDER_PREFILL_PHONE'>>().toEqualTypeOf<string>();
    expectTypeOf<ReturnType<typeof readValue<'VITE_REFUND_DAYS'>>>().toEqualTypeOf<
      { name: string; value: number } | undefined
    >();
  });

  test('a name nobody declared is not one it reads', () => {
    // @ts-expect-error not a declared variable
    expectTypeOf<ValueOf<'VITE_SELLING_MARKET'>>();
  });
});
