import { describe, expect, it } from 'vitest';
import {
  resolveDelivery,
  resolveMarketLinks,
  resolveMedia,
  resolvePromises,
  resolveRefundDays,
  resolveSellingMarkets,
} from '@tools/operator/market-offer';
import { supportHours } from '@tools/operator/value-kinds';
import { resolveOperatorValues } from '@tools/operator/operator-values';

const today = new Date('2026-11-26T00:00:00Z');

describe('the markets that sell', () => {
  it('are all five unless the operator says otherwise', () => {
    expect([...resolveSellingMarkets({})]).toEqual(['en', 'ja', 'ko', 'zh-TW', 'it']);
    expect([...resolveSellingMarkets({ VITE_SELLING_MARKETS: 'en, zh-tw' })]).toEqual(['en', 'zh-TW']);
    expect([...resolveSellingMarkets({ VITE_SELLING_MARKETS: 'none' })]).toEqual([]);
  });

  it('stops the build on a market it does not know, naming the variable', () => {
    expect(() => resolveSellingMarkets({ VITE_SELLING_MARKETS: 'en,fr' })).toThrow(/VITE_SELLING_MARKETS: .*"fr"/);
  });
});

describe('where a market’s calls to action lead', () => {
  const env = {
    VITE_PREORDER_URL: 'https://forms.example.org/preorder',
    VITE_WAITLIST_URL: 'https://forms.example.org/waitlist',
    VITE_API_APPLY_URL_IT: 'https://partners.example.org/it',
  };

  it('sells through the pre-order form and the payment pages; unset targets fall back to the pre-order form', () => {
    const { links, fallbacks } = resolveMarketLinks(env, 'en', true);
    expect(links.preorder).toBe('https://forms.example.org/preorder');
    expect(links.tiers.pilot).toBe('https://pay.hazel.example/pilot');
    expect(links.tiers.founders).toBe(links.preorder);
    expect(links.videoSession).toBe(links.preorder);
    expect(links.homeVisit).toBe(links.preorder);
    expect(fallbacks).toEqual(['founders', 'apiApply', 'videoSession', 'homeVisit']);
  });

  it('in a preview, where the form itself is a sample, leads an unset target to the notice that says so', () => {
    const { links, fallbacks } = resolveMarketLinks({}, 'en', true);
    expect(links.preorder).toBe('https://forms.hazel.example/preorder');
    expect([links.tiers.founders, links.apiApply, links.videoSession, links.homeVisit]).toEqual(
      Array(4).fill('#preview-notice'),
    );
    expect(fallbacks).toEqual(['founders', 'apiApply', 'videoSession', 'homeVisit']);
    expect(resolveMarketLinks({}, 'ja', false).links.apiApply).toBe('#preview-notice');
  });

  it('has no pre-order or payment link where the market does not sell: everything joins the waitlist', () => {
    const { links } = resolveMarketLinks(env, 'ja', false);
    expect(links.preorder).toBeNull();
    expect(Object.values(links.tiers)).toEqual(Array(4).fill('https://forms.example.org/waitlist'));
    expect(links.apiApply).toBe('https://forms.example.org/waitlist');
    // No home visits are offered in Japan unless the operator says so.
    expect(links.homeVisit).toBeNull();
  });

  it('takes a market’s own target, and offers home visits only where setup at home is offered', () => {
    expect(resolveMarketLinks(env, 'it', true).links.apiApply).toBe('https://partners.example.org/it');
    expect(resolveMarketLinks({ ...env, VITE_HOME_SETUP_IT: 'true' }, 'it', true).links.homeVisit).toBe(
      'https://forms.example.org/preorder',
    );
  });

  it('links to cancelling online where the operator set it and the market sells; the launch check asks the US for it', () => {
    expect(resolveMarketLinks(env, 'en', true).links.cancel).toBeNull();
    const withCancel = { ...env, VITE_CANCEL_URL: 'https://account.example.org/cancel' };
    expect(resolveMarketLinks(withCancel, 'ko', true).links.cancel).toBe('https://account.example.org/cancel');
    expect(resolveMarketLinks(withCancel, 'ko', false).links.cancel).toBeNull();
    expect(() => resolveMarketLinks({ VITE_CANCEL_URL: 'http://account.example.org' }, 'en', true)).toThrow(
      /VITE_CANCEL_URL/,
    );
    const asked = resolveOperatorValues(env, today).report.markets.map(({ language, facts }) => [
      language,
      facts.find(({ variables }) => variables.startsWith('VITE_CANCEL_URL'))?.blocks,
    ]);
    expect(asked).toEqual([
      ['en', true],
      ['ja', false],
      ['ko', false],
      ['zh-TW', false],
      ['it', false],
    ]);
  });

  it('links to the written warranty where the operator set it and the market sells; the launch check asks the US for it', () => {
    const withWarranty = { ...env, VITE_WARRANTY_URL_IT: 'https://example.org/garanzia' };
    expect(resolveMarketLinks(withWarranty, 'it', true).links.warranty).toBe('https://example.org/garanzia');
    expect(resolveMarketLinks(withWarranty, 'en', true).links.warranty).toBeNull();
    expect(resolveMarketLinks(withWarranty, 'it', false).links.warranty).toBeNull();
    expect(() => resolveMarketLinks({ VITE_WARRANTY_URL: 'http://example.org' }, 'en', true)).toThrow(
      /VITE_WARRANTY_URL/,
    );
    const asked = resolveOperatorValues(env, today).report.markets.map(({ language, facts }) => [
      language,
      facts.find(({ variables }) => variables.startsWith('VITE_WARRANTY_URL'))?.blocks,
    ]);
    expect(asked).toEqual([
      ['en', true],
      ['ja', false],
      ['ko', false],
      ['zh-TW', false],
      ['it', false],
    ]);
  });

  it('reaches the site config per market', () => {
    const { markets } = resolveOperatorValues({ ...env, VITE_SELLING_MARKETS: 'en' }, today).config;
    expect(markets.en.selling).toBe(true);
    expect(markets.ko.selling).toBe(false);
    expect(markets.ko.links.preorder).toBeNull();
  });
});

describe('what the company promises in a market', () => {
  it('promises the specification’s support, replacement and setup in the United States only, by default', () => {
    expect(resolvePromises({}, 'en')).toEqual({
      homeSetup: true,
      supportHours: { days: 'always' },
      replacementHours: 24,
    });
    expect(resolvePromises({}, 'ja')).toEqual({ homeSetup: false, supportHours: null, replacementHours: null });
  });

  it('takes the operator’s promises per market', () => {
    const env = {
      VITE_HOME_SETUP_KO: 'true',
      VITE_SUPPORT_HOURS_KO: 'weekdays 09:00-18:00',
      VITE_REPLACEMENT_HOURS_KO: '72',
      VITE_SUPPORT_HOURS: 'daily 08:00 - 20:00',
    };
    expect(resolvePromises(env, 'ko')).toEqual({
      homeSetup: true,
      supportHours: { days: 'weekdays', from: '09:00', to: '18:00' },
      replacementHours: 72,
    });
    expect(resolvePromises(env, 'it').supportHours).toEqual({ days: 'daily', from: '08:00', to: '20:00' });
    expect(resolvePromises({ VITE_HOME_SETUP_EN: 'false' }, 'en').homeSetup).toBe(false);
  });

  it.each([
    ['VITE_SUPPORT_HOURS_JA', 'Mon-Fri 9-18'],
    ['VITE_SUPPORT_HOURS_JA', 'weekdays 9:00-18:00'],
    ['VITE_REPLACEMENT_HOURS_JA', 'a day'],
    ['VITE_HOME_SETUP_JA', 'yes'],
  ])('stops the build on a malformed %s, naming it', (variable, value) => {
    expect(() => resolvePromises({ [variable]: value }, 'ja')).toThrow(variable);
  });

  it('reads 24/7 as around the clock', () => {
    expect(supportHours('24/7')).toEqual({ days: 'always' });
  });
});

describe('when a pre-order is charged', () => {
  it('is at order where a delivery month is known, and by default not before one is', () => {
    expect(resolveDelivery({}, 'en', today).delivery).toEqual({ expected: null, charge: 'whenDated', refundDays: 7 });
    expect(resolveDelivery({ VITE_UNITS_EXPECTED: '2027-09' }, 'en', today).delivery.charge).toBe('atOrder');
    expect(resolveDelivery({ VITE_PREORDER_PAYMENT: 'at-order' }, 'en', today).delivery.charge).toBe('atOrder');
    expect(resolveDelivery({ VITE_PREORDER_PAYMENT_JA: 'when-dated' }, 'ja', today).delivery.charge).toBe('whenDated');
    expect(() => resolveDelivery({ VITE_PREORDER_PAYMENT: 'later' }, 'en', today)).toThrow(/VITE_PREORDER_PAYMENT/);
  });

  it('lets a market wait for its delivery month without blocking the launch', () => {
    const report = resolveOperatorValues({ VITE_PREORDER_PAYMENT: 'when-dated' }, today).report;
    const deliveryFacts = report.markets
      .flatMap(({ facts }) => facts)
      .filter((fact) => fact.what.startsWith('a delivery month'));
    expect(deliveryFacts).toEqual([]);
  });
});

describe('within how many days a cancelled order is paid back', () => {
  it('is what each market’s law sets, and a sample where the law sets none (Japan)', () => {
    expect(resolveRefundDays({}, 'en')).toEqual({ days: 7, sample: false });
    expect(resolveRefundDays({}, 'ko')).toEqual({ days: 3, sample: false });
    expect(resolveRefundDays({}, 'zh-TW')).toEqual({ days: 15, sample: false });
    expect(resolveRefundDays({}, 'it')).toEqual({ days: 14, sample: false });
    expect(resolveRefundDays({}, 'ja')).toEqual({ days: 14, sample: true });
    expect(resolveRefundDays({ VITE_REFUND_DAYS_JA: '10' }, 'ja')).toEqual({ days: 10, sample: false });
  });

  it('takes fewer days than the law’s, never more: a market’s own longer value is an error, the value for every market stops at each law', () => {
    expect(resolveRefundDays({ VITE_REFUND_DAYS_IT: '10' }, 'it').days).toBe(10);
    expect(() => resolveRefundDays({ VITE_REFUND_DAYS_KO: '5' }, 'ko')).toThrow(
      /VITE_REFUND_DAYS_KO: "5" is longer than the 3 days the law of KR allows; for example 3/,
    );
    expect(resolveRefundDays({ VITE_REFUND_DAYS: '10' }, 'ko').days).toBe(3);
    expect(resolveRefundDays({ VITE_REFUND_DAYS: '10' }, 'ja')).toEqual({ days: 10, sample: false });
    expect(() => resolveRefundDays({ VITE_REFUND_DAYS: 'two weeks' }, 'ja')).toThrow(/whole number of days/);
  });

  it('asks for Japan’s where Japan sells, as a sample its pages mark', () => {
    const samples = (env: Record<string, string>) => resolveOperatorValues(env, today).report.marketSamples.ja;
    expect(samples({})).toContain('refundDays');
    expect(samples({ VITE_REFUND_DAYS_JA: '14' })).not.toContain('refundDays');
    expect(samples({ VITE_SELLING_MARKETS: 'en' })).not.toContain('refundDays');
  });
});

describe('what a market’s visitors hear and see in its language', () => {
  it('has no captions, no transcript and a stand-in voice until the operator says so, per market', () => {
    const none = { hero: false, meet: false };
    expect(resolveMedia({}, 'ja')).toEqual({ captions: none, transcripts: none, voiceRecorded: false });
    const env = {
      VITE_VIDEO_HERO_HAS_CAPTIONS: 'true',
      VITE_VOICE_RECORDED_JA: 'true',
      VITE_VIDEO_MEET_TRANSCRIPT_JA: 'tests/e2e/transcripts/meet.ja.txt',
    };
    expect(resolveMedia(env, 'ja')).toEqual({
      captions: { hero: true, meet: false },
      transcripts: { hero: false, meet: true },
      voiceRecorded: true,
    });
    expect(resolveMedia(env, 'ko').voiceRecorded).toBe(false);
    // Another language's words are no transcript: a market reads its own only.
    expect(resolveMedia(env, 'ko').transcripts.meet).toBe(false);
  });

  it('is asked about by the launch check for each market: a film she can neither hear nor read blocks a selling one', () => {
    const asked = (env: Record<string, string>, language: string) =>
      resolveOperatorValues(env, today)
        .report.markets.find((market) => market.language === language)
        ?.facts.filter(({ variables }) => /HAS_CAPTIONS|VOICE_RECORDED/.test(variables))
        .map(({ variables, blocks }) => `${variables}${blocks ? ' blocks' : ''}`);
    expect(asked({}, 'it')).toEqual([
      'VITE_VIDEO_HERO_HAS_CAPTIONS or VITE_VIDEO_HERO_HAS_CAPTIONS_IT or VITE_VIDEO_HERO_TRANSCRIPT_IT blocks',
      'VITE_VIDEO_MEET_HAS_CAPTIONS or VITE_VIDEO_MEET_HAS_CAPTIONS_IT or VITE_VIDEO_MEET_TRANSCRIPT_IT blocks',
      'VITE_VOICE_RECORDED or VITE_VOICE_RECORDED_IT',
    ]);
    // Where the market only has a waitlist, it is asked about without blocking.
    expect(asked({ VITE_SELLING_MARKETS: 'en' }, 'it')?.[0]).not.toContain('blocks');
    const done = {
      VITE_VIDEO_HERO_HAS_CAPTIONS_IT: 'true',
      VITE_VIDEO_MEET_TRANSCRIPT_IT: 'tests/e2e/transcripts/meet.it.txt',
      VITE_VOICE_RECORDED_IT: 'true',
    };
    expect(asked(done, 'it')).toEqual([]);
  });
});
