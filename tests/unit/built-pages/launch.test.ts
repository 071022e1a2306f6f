// @vitest-environment node
/**
 * Open for business honestly (issue 26), read from the prerendered pages of the three builds: the
 * default values (every market selling on samples), a complete operator configuration (custom)
 * and the same selling only in the United States (waitlist). What needs the app runs in the
 * browser (tests/e2e/every-page/launch.spec.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleLinkVariables } from '@tools/operator/market-offer';
import { sellerFieldVariables } from '@tools/operator/seller-values';
import { defaultValue } from '@tools/operator/variables';
import { languages, type Language } from '@/config/languages';
import { pages, pathFor } from '@/routing/routes';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { privacyAuthoritySites } from '@/content/legal';
import { dictionaries } from '@tests/built-site';
import { built, type BuildName } from './builds';

/** Every prerendered page of a language, as the server sends it. */
function eachPage(
  build: ReturnType<typeof built>,
  language: Language,
  visit: (path: string, document: Document) => void,
) {
  for (const { id } of pages) {
    const path = pathFor(id, language);
    visit(path, build.page(path));
  }
}

/** Text a visitor reads: the page's text without phrase breaks. */
const readable = (node: Node) => withoutPhraseBreaks(node.textContent ?? '');

/** Every placeholder a default build can show as if it were the company's. */
const placeholderValues = [
  ...Object.values(sellerFieldVariables).map(defaultValue),
  defaultValue('VITE_SUPPORT_PHONE_DISPLAY'),
  defaultValue('VITE_PRIVACY_EMAIL'),
  defaultValue('VITE_ACCESSIBILITY_EMAIL'),
];

const origin = (href: string) => {
  const url = new URL(href, 'http://localhost');
  return `${url.origin}${url.pathname}`;
};

const unitedStates: Record<Language, RegExp> = {
  en: /United States/,
  ja: /米国|アメリカ/,
  ko: /미국/,
  'zh-TW': /美國/,
  it: /Stati Uniti/,
};

describe.each<BuildName>(['default', 'custom'])('the %s build', (name) => {
  /** The words that mark a sample, in a language: the tag and the labels of sample people and things. */
  const sampleWords = (language: Language) => {
    const { text } = built(name);
    return [
      withoutPhraseBreaks(text(language, (d) => d.sample.tag)),
      withoutPhraseBreaks(text(language, (d) => d.testimonials.sampleLabel)),
      withoutPhraseBreaks(text(language, (d) => d.crowd.supporterSample)),
      withoutPhraseBreaks(text(language, (d) => d.sample.preview)),
      withoutPhraseBreaks(text(language, (d) => d.family.example.label)),
    ];
  };

  it.each(languages.map(({ code }) => code))(
    "%s: no placeholder or sample person is shown unmarked; each mark names it a sample in the page's language",
    (language) => {
      const build = built(name);
      const unmarked: string[] = [];
      const unnamed: string[] = [];
      let marked = 0;
      eachPage(build, language, (path, document) => {
        const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const value = placeholderValues.find((placeholder) => readable(node).includes(placeholder));
          if (value && !node.parentElement?.closest('[data-sample]')) unmarked.push(`${path}: ${value}`);
        }
        for (const element of document.querySelectorAll('[data-sample]')) {
          // The family section's example update is an example in every build, labelled as one.
          if (!element.closest('#family')) marked += 1;
          if (!sampleWords(language).some((word) => readable(element).includes(word)))
            unnamed.push(`${path}: ${readable(element).slice(0, 60)}`);
        }
      });
      expect(unmarked).toEqual([]);
      expect(unnamed).toEqual([]);
      // The default build shows samples; a complete configuration shows none.
      const samples = build.site.samples.length + build.site.markets[language].samples.length;
      if (samples === 0) expect(marked).toBe(0);
      else expect(marked).toBeGreaterThan(10);
    },
  );

  it('each privacy page names the controller and states where the data go abroad, in its language', () => {
    const build = built(name);
    for (const { code: language } of languages) {
      const document = build.page(pathFor('privacy', language));
      const transfers = document.getElementById('transfers');
      expect(transfers, language).not.toBeNull();
      expect(readable(transfers as Node)).toMatch(unitedStates[language]);
      const controller = readable(document.querySelector('[data-testid="controller"]') as Node);
      expect(controller).toContain(build.site.markets[language].seller.name);
      expect(controller).toContain(build.site.markets[language].seller.address);
      for (const id of ['purposes', 'health', 'complaints'])
        expect(document.getElementById(id), `${language} #${id}`).not.toBeNull();
      // The authority she may complain to is a link she can follow, where the market has its site.
      const authority = document.getElementById('complaints')?.querySelector('a[target="_blank"]');
      const site = privacyAuthoritySites[language];
      expect(authority?.getAttribute('href') ?? null, language).toBe(site);
      if (authority)
        expect(readable(authority), language).toContain(new URL(site ?? '').hostname.replace(/^www\./, ''));
    }
  });

  it('no build links a sample form or payment page without a preview notice at the top of the page', () => {
    const build = built(name);
    const samples = new Set(sampleLinkVariables.map(defaultValue).map(origin));
    const document = build.page('/en/crowdsupport');
    const toSamples = [...document.querySelectorAll('a[href]')].filter((link) =>
      samples.has(origin(link.getAttribute('href') ?? '')),
    );
    // The first thing in the page's main content, before its heading: in the footer it went unseen.
    const first = document.querySelector('main')?.firstElementChild;
    const notice =
      first !== null &&
      first !== undefined &&
      readable(first).includes(withoutPhraseBreaks(build.text('en', (d) => d.sample.preview)));
    expect(toSamples.length === 0 || notice).toBe(true);
    // The header's call to action says it too, in its row and in the phone menu.
    const headerActions = [...document.querySelectorAll('header a[href]')].filter((link) =>
      samples.has(origin(link.getAttribute('href') ?? '')),
    );
    for (const action of headerActions) {
      expect(action.hasAttribute('data-sample')).toBe(true);
      expect(readable(action)).toContain(build.text('en', (d) => d.sample.tag));
    }
    if (name === 'default') expect(headerActions).toHaveLength(2);
  });
});

describe('the default build', () => {
  it('ships no registration number it was not given: a required one is said to be not set, marked as a sample', () => {
    const build = built('default');
    for (const { code } of languages)
      for (const registration of build.site.markets[code].seller.details) expect(registration.value).toBeNull();
    const assets = join(build.dist, 'assets');
    const registrationShaped = /\b\d{3}-\d{2}-\d{5}\b|\bIT\d{11}\b|제\d{4}-/u;
    const carrying = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => registrationShaped.test(readFileSync(join(assets, file), 'utf8')));
    expect(carrying).toEqual([]);
    const seller = build.page(pathFor('seller', 'ko'));
    const row = seller.querySelector('main [data-item="businessNumber"] dd');
    expect(readable(row as Node)).toBe(
      `${build.text('ko', (d) => d.seller.items.notSet)} ${build.text('ko', (d) => d.sample.tag)}`,
    );
    expect(row?.querySelector('[data-sample]')).not.toBeNull();
  });

  it('labels its illustrative stories on every card, and they claim nothing of use', () => {
    const build = built('default');
    for (const { code: language } of languages) {
      const stories = build.page(pathFor('home', language)).querySelectorAll('#testimonials li[data-sample]');
      expect(stories).toHaveLength(3);
      for (const story of stories) {
        expect(readable(story)).toContain(withoutPhraseBreaks(build.text(language, (d) => d.testimonials.sampleLabel)));
        expect(story.querySelector('q, blockquote')).toBeNull();
      }
    }
  });
});

describe('the waitlist build (selling only in the United States)', () => {
  /** The targets a page must not link to where its market does not sell. */
  function salesTargets(): string[] {
    const { links } = built('waitlist').site.markets.en;
    return [links.preorder ?? '', links.tiers.supporter, links.tiers.circle, links.tiers.pilot, links.tiers.founders];
  }

  it.each(['ja', 'ko', 'zh-TW', 'it'] as const)(
    '%s: no page links to a pre-order or a payment; its calls to action join the free waitlist',
    (language) => {
      const build = built('waitlist');
      const { links, selling } = build.site.markets[language];
      expect(selling).toBe(false);
      const forbidden = new Set(salesTargets().map(origin));
      const found: string[] = [];
      let toWaitlist = 0;
      eachPage(build, language, (path, document) => {
        for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
          const href = link.getAttribute('href') ?? '';
          if (forbidden.has(origin(href))) found.push(`${path}: ${href}`);
          if (href === links.waitlist) toWaitlist += 1;
        }
        // A form without scripts is submitted to its action: the waitlist, never the pre-order form.
        for (const form of document.querySelectorAll('form[action]'))
          if (forbidden.has(origin(form.getAttribute('action') ?? ''))) found.push(`${path}: form`);
        // Nothing to buy, so no offer for search engines either.
        expect(document.body.parentElement?.innerHTML ?? '').not.toContain('"@type":"Offer"');
      });
      expect(found).toEqual([]);
      expect(toWaitlist).toBeGreaterThan(20);

      const d = dictionaries[language];
      const pricing = build.page(pathFor('pricing', language));
      expect(readable(pricing.querySelector('[data-testid="not-selling"]') ?? pricing)).toBe(
        withoutPhraseBreaks(build.text(language, () => d.pricing.notSelling)),
      );
      const seller = build.page(pathFor('seller', language));
      expect(readable(seller.querySelector('[data-testid="not-selling"]') ?? seller)).toBe(
        withoutPhraseBreaks(build.text(language, () => d.seller.notSelling)),
      );
      // Not selling there, the footer gives no mail-order registration.
      expect(seller.querySelector('[data-testid="business-details"]')).toBeNull();
      // The crowd page's first screen says backing has not opened, and its button invites none (ko A5).
      const crowd = build.page(pathFor('crowdsupport', language));
      expect(readable(crowd.querySelector('[data-testid="crowd-not-open"]') ?? crowd)).toBe(
        withoutPhraseBreaks(build.text(language, () => d.crowd.notOpenYet)),
      );
      expect(readable(crowd.querySelector('main a[href="#tiers"]') ?? crowd)).toBe(
        withoutPhraseBreaks(build.text(language, () => d.crowd.seeTiers)),
      );
    },
  );

  it('en still sells, through the operator’s pre-order form', () => {
    const build = built('waitlist');
    const home = build.page('/en');
    const preorder = build.site.markets.en.links.preorder ?? '';
    expect(origin(home.querySelector('#waitlist form')?.getAttribute('action') ?? '')).toBe(origin(preorder));
    expect([...home.querySelectorAll('a[href]')].some((link) => link.getAttribute('href') === preorder)).toBe(true);
  });
});

describe('the brand’s mark (review turn 5, finding 14)', () => {
  const iconFiles = [
    'favicon.svg',
    'favicon-32.png',
    'favicon-48.png',
    'icon-192.png',
    'icon-512.png',
    'apple-touch-icon.png',
    'icon-maskable-512.png',
  ];
  const read = (folder: string, file: string) => readFileSync(join(folder, file));

  it('the default build carries Hazel’s mark and icons, as committed', () => {
    const dist = built('default').dist;
    for (const file of iconFiles) expect(read(dist, file).equals(read('public', file)), file).toBe(true);
  });

  it('another brand’s build carries its own mark (VITE_BRAND_MARK), and no icon of Hazel’s', () => {
    const dist = built('custom').dist;
    expect(read(dist, 'favicon.svg').equals(read('.', 'tests/e2e/custom-mark.svg'))).toBe(true);
    for (const file of iconFiles) expect(read(dist, file).equals(read('public', file)), file).toBe(false);
  });
});
