import { describe, expectTypeOf, test } from 'vitest';
import type { programTiers } from '@/content/api-program';
import type { supportTiers } from '@/content/crowd-support';
import type { accessibilitySections, privacySections, termsSections } from '@/content/legal';
import type { TranslationKey } from '@/i18n/dictionary';
import type { Translate } from '@/i18n/translate';

declare const t: Translate;

describe('t() takes exactly the placeholders its string uses', () => {
  test('a string with its own placeholder needs it, and nothing else', () => {
    expectTypeOf(t<'audio.nowPlaying'>).toBeCallableWith('audio.nowPlaying', { title: 'Hello' });
    expectTypeOf(t<'audio.nowPlaying'>).parameters.toEqualTypeOf<
      [key: 'audio.nowPlaying', params: Readonly<Record<'title', string | number>>]
    >();
    // @ts-expect-error the string uses {title}
    t('audio.nowPlaying');
    // @ts-expect-error {tier} is not in the string
    t('audio.nowPlaying', { title: 'Hello', tier: 'Pilot' });
    // @ts-expect-error a misspelt placeholder
    t('audio.nowPlaying', { titel: 'Hello' });
  });

  test('a string with several placeholders needs all of them', () => {
    t('waitlist.errors.tooLong', { maxLength: 100 });
    // @ts-expect-error {maxLength} is missing
    t('waitlist.errors.tooLong', {});
  });

  test('the values every string has (brand, prices, contact) are never passed', () => {
    expectTypeOf(t<'pricing.devicePrice'>).parameters.toEqualTypeOf<[key: 'pricing.devicePrice']>();
    // @ts-expect-error {devicePrice} comes with every string
    t('pricing.devicePrice', { devicePrice: '$1' });
    // @ts-expect-error a string without placeholders takes no values
    t('header.features', { brand: 'Other' });
  });

  test('a key without copy does not compile', () => {
    // @ts-expect-error no such key
    t('header.doesNotExist');
  });
});

describe('content ids are typed against the dictionary', () => {
  test('every tier feature and legal section has copy, and an id without copy is not a key', () => {
    type CrowdFeature = (typeof supportTiers)[number]['features'][number];
    type ApiFeature = (typeof programTiers)[number]['features'][number];
    expectTypeOf<`crowd.tierFeatures.${CrowdFeature}`>().toExtend<TranslationKey>();
    expectTypeOf<`api.tierFeatures.${ApiFeature}`>().toExtend<TranslationKey>();
    expectTypeOf<`legal.privacy.${(typeof privacySections)[number]}.title`>().toExtend<TranslationKey>();
    // The refunds section is the offer's own sentences (i18n/offer-terms.ts); every other has its body.
    expectTypeOf<`legal.terms.${Exclude<(typeof termsSections)[number], 'refunds'>}.body`>().toExtend<TranslationKey>();
    expectTypeOf<`legal.accessibility.${(typeof accessibilitySections)[number]}.title`>().toExtend<TranslationKey>();
    expectTypeOf<'crowd.tierFeatures.noCopyYet'>().not.toExtend<TranslationKey>();
    expectTypeOf<'legal.privacy.noCopyYet.title'>().not.toExtend<TranslationKey>();
  });
});
