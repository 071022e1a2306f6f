/**
 * Cookie-less measurement (issue 41): which call to action an address or control is, the body each
 * service's events API takes, the visitor's privacy signals, and the operator's values checked and
 * reported per market. The pages sending them are tested end to end (tests/e2e/journeys/measurement.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { MarketValues } from '@/config/site-config';
import { marketValues, site } from '@/config/site';
import { callToActionOf } from '@/features/measurement/calls-to-action';
import { collectorPayload, pageView } from '@/features/measurement/collector-payload';
import { visitorDeclines } from '@/features/measurement/visitor-choice';
import { shareLink } from '@/lib/share-links';
import { checkConfiguration } from '@tools/operator/config-check';
import { launchCheck } from '@tools/operator/launch-check';
import { measurementEndpoint, resolveMeasurement } from '@tools/operator/measurement-values';

const market: MarketValues = {
  ...marketValues('en'),
  links: {
    ...marketValues('en').links,
    preorder: 'https://forms.shop.example/reserve?source=site',
    waitlist: 'https://forms.shop.example/waitlist',
    tiers: {
      supporter: 'https://pay.shop.example/supporter',
      circle: 'https://pay.shop.example/circle',
      pilot: 'https://pay.shop.example/pilot',
      founders: 'https://pay.shop.example/founders',
    },
    apiApply: 'https://partners.shop.example/apply',
    videoSession: 'https://book.shop.example/video',
    homeVisit: 'https://book.shop.example/visit',
  },
  chat: { app: 'line', url: 'https://line.me/R/ti/p/@shop' },
};

describe('the call to action an address leads to', () => {
  it.each([
    // The page adds its own query (a prefill, a tier, a language): the place is what counts.
    ['https://forms.shop.example/reserve?source=site&email=', { name: 'Pre-order' }],
    ['https://forms.shop.example/waitlist', { name: 'Waitlist' }],
    ['https://pay.shop.example/pilot', { name: 'Crowd support', props: { tier: 'pilot' } }],
    ['https://partners.shop.example/apply?lang=en&tier=partner', { name: 'API apply' }],
    ['https://book.shop.example/video', { name: 'Book video session' }],
    ['https://book.shop.example/visit', { name: 'Book home visit' }],
    ['tel:+18444642935', { name: 'Call' }],
    ['https://line.me/R/ti/p/@shop', { name: 'Chat', props: { app: 'line' } }],
    [`https://www.youtube.com/watch?v=${site.videos.meet}`, { name: 'Film', props: { film: 'hero' } }],
    [
      shareLink('email', { message: 'Look', url: 'https://shop.example/en' }),
      { name: 'Send page', props: { app: 'email' } },
    ],
    [
      shareLink('line', { message: 'Look', url: 'https://shop.example/en' }),
      { name: 'Send page', props: { app: 'line' } },
    ],
  ])('%s', (href, action) => {
    expect(callToActionOf(href, market)).toEqual(action);
  });

  it('is none for the site’s own pages, a footer profile or a film the site does not show', () => {
    for (const href of [
      'https://shop.example/en/faq',
      '/en/pricing',
      'https://www.youtube.com/@channel',
      'https://www.youtube.com/watch?v=another',
      'mailto:privacy@shop.example',
    ])
      expect(callToActionOf(href, market)).toBeNull();
  });

  it('in a market that does not sell, a tier’s button leads to the waitlist and is counted as joining it', () => {
    const waitlistOnly = {
      ...market,
      links: {
        ...market.links,
        preorder: null,
        tiers: { ...market.links.tiers, circle: market.links.waitlist },
      },
    };
    expect(callToActionOf(market.links.waitlist, waitlistOnly)).toEqual({ name: 'Waitlist' });
    expect(callToActionOf('https://forms.shop.example/reserve', waitlistOnly)).toBeNull();
  });
});

describe('the body each service takes', () => {
  const page = {
    url: 'https://shop.example/ja/pricing',
    referrer: 'https://search.example',
    props: { language: 'ja', market: 'JP', page: 'pricing', address: 'prefixed' },
  };

  it('Plausible: its domain, the event’s name, the whole address and the properties', () => {
    expect(collectorPayload({ service: 'plausible', site: 'shop.example' }, pageView, page)).toEqual({
      domain: 'shop.example',
      name: 'pageview',
      url: 'https://shop.example/ja/pricing',
      referrer: 'https://search.example',
      props: page.props,
    });
  });

  it('Umami: its website, the host and path, a name only for an event (none for a page view), the properties as data', () => {
    const umami = { service: 'umami', site: '4f7a2c1e-9b3d-4e8f-a6c5-2d1b0e9f8a7c' } as const;
    const payload = {
      website: umami.site,
      hostname: 'shop.example',
      url: '/ja/pricing',
      referrer: 'https://search.example',
      language: 'ja',
      data: page.props,
    };
    expect(collectorPayload(umami, pageView, page)).toEqual({ type: 'event', payload });
    expect(collectorPayload(umami, 'Pre-order', page)).toEqual({
      type: 'event',
      payload: { ...payload, name: 'Pre-order' },
    });
  });
});

describe('the visitor’s choice', () => {
  it('Global Privacy Control or Do Not Track (on navigator or, in older browsers, on window) means nothing is sent', () => {
    expect(visitorDeclines({ globalPrivacyControl: true })).toBe(true);
    expect(visitorDeclines({ doNotTrack: '1' })).toBe(true);
    expect(visitorDeclines({}, { doNotTrack: '1' })).toBe(true);
    expect(visitorDeclines({ globalPrivacyControl: false, doNotTrack: '0' }, { doNotTrack: null })).toBe(false);
    expect(visitorDeclines({ doNotTrack: 'unspecified' })).toBe(false);
  });
});

describe('the operator’s measurement values', () => {
  const problems = (env: Record<string, string>) =>
    checkConfiguration({ values: env }).map(({ variable, problem, fix }) => `${variable}: ${problem} (${fix})`);

  it('are off unless a service is named; a service in any case, with its site and its events address, is right', () => {
    expect(resolveMeasurement({})).toBeNull();
    const plausible = {
      VITE_ANALYTICS: 'Plausible',
      VITE_ANALYTICS_SITE: 'shop.example.com',
      VITE_ANALYTICS_ENDPOINT: 'https://plausible.io/api/event',
    };
    expect(problems(plausible)).toEqual([]);
    expect(resolveMeasurement(plausible)).toEqual({ service: 'plausible', site: 'shop.example.com' });
    expect(measurementEndpoint(plausible)).toBe('https://plausible.io/api/event');
    const umami = {
      VITE_ANALYTICS: 'umami',
      VITE_ANALYTICS_SITE: '4f7a2c1e-9b3d-4e8f-a6c5-2d1b0e9f8a7c',
      VITE_ANALYTICS_ENDPOINT: 'https://stats.shop.example/api/send',
    };
    expect(problems(umami)).toEqual([]);
  });

  it('names every mistake at once: an unknown service, a site not as the service names it, the wrong events address, a value without a service', () => {
    expect(problems({ VITE_ANALYTICS: 'google' })).toEqual([
      'VITE_ANALYTICS: "google" is not a service the site sends to (plausible or umami) (for example plausible)',
    ]);
    expect(
      problems({
        VITE_ANALYTICS: 'plausible',
        VITE_ANALYTICS_SITE: 'https://shop.example.com/',
        VITE_ANALYTICS_ENDPOINT: 'https://plausible.io/api/send',
      }),
    ).toEqual([
      'VITE_ANALYTICS_SITE: "https://shop.example.com/" is not a domain as Plausible names a site (no https://, no path) (for example hazel.example.com)',
      'VITE_ANALYTICS_ENDPOINT: "https://plausible.io/api/send" is not Plausible\'s events address (it ends in /api/event) (for example https://plausible.io/api/event)',
    ]);
    expect(problems({ VITE_ANALYTICS: 'umami', VITE_ANALYTICS_SITE: 'shop.example.com' })).toEqual([
      'VITE_ANALYTICS_SITE: "shop.example.com" is not an Umami website id (for example 4f7a2c1e-9b3d-4e8f-a6c5-2d1b0e9f8a7c)',
    ]);
    expect(problems({ VITE_ANALYTICS: 'plausible' })).toEqual([
      'VITE_ANALYTICS_SITE: is missing: plausible counts the visits of a site it knows by name (for example hazel.example.com)',
    ]);
    expect(
      problems({ VITE_ANALYTICS_SITE: 'shop.example.com', VITE_ANALYTICS_ENDPOINT: 'http://x.example/api/event' }),
    ).toEqual([
      'VITE_ANALYTICS_ENDPOINT: "http://x.example/api/event" is not an https: address (for example https://plausible.example.com/api/event)',
      'VITE_ANALYTICS_SITE: is set, but VITE_ANALYTICS is not, so nothing is measured (set VITE_ANALYTICS=plausible (or umami), or remove it)',
      'VITE_ANALYTICS_ENDPOINT: is set, but VITE_ANALYTICS is not, so nothing is measured (set VITE_ANALYTICS=plausible (or umami), or remove it)',
    ]);
  });

  it('launch-check says for each market whether it is measured, and where the counts go', () => {
    const root = process.cwd();
    const complete = parseEnv(readFileSync(join(root, 'tests/e2e/custom-build.env'), 'utf8')) as Record<string, string>;
    const today = new Date('2026-11-28T00:00:00Z');
    const off = launchCheck(complete, root, today).text;
    expect(off.match(/· measurement off: nothing is counted \(VITE_ANALYTICS\)/g)).toHaveLength(5);
    const on = { ...complete, VITE_ANALYTICS: 'plausible', VITE_ANALYTICS_SITE: 'aria.example.org' };
    const measured = launchCheck(on, root, today);
    expect(measured.text.match(/· measurement on: plausible \(aria\.example\.org\), without cookies/g)).toHaveLength(5);
    expect(measured.text).toContain(
      '! measurement: the deploy files forward /api/event nowhere (VITE_ANALYTICS_ENDPOINT)',
    );
    expect(measured.ready).toBe(true);
    const forwarded = launchCheck({ ...on, VITE_ANALYTICS_ENDPOINT: 'https://plausible.io/api/event' }, root, today);
    expect(forwarded.text).not.toContain('forward /api/event nowhere');
  });
});
