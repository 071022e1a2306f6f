/**
 * Open for business honestly (issue 26), against the three builds: the default values (every
 * market selling on samples), a complete operator configuration (@config: dist-custom), and the
 * same selling only in the United States (@waitlist: dist-waitlist). What can be read from the
 * prerendered HTML is read in Node, page by page; what needs the app runs in Chromium.
 */
import { JSDOM } from 'jsdom';
import type { Page } from '@playwright/test';
import { operatorValueDefaults } from '@tools/operator/operator-values';
import { sellerDefaults, registrationsByLanguage } from '@tools/operator/seller-values';
import { linkDefaults } from '@tools/operator/market-offer';
import { languages, type Language } from '@/config/languages';
import { pages, pathFor } from '@/routing/routes';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { builtSite, dictionaries, expect, test, text } from '../fixtures';
import { openVideo, videoLinks, videoWindow } from '@e2e/drivers/video-window';

/** Every prerendered page of a language, as the server sends it. */
async function eachPage(
  request: { get: (path: string) => Promise<{ text: () => Promise<string> }> },
  language: Language,
  visit: (path: string, document: Document) => void,
) {
  for (const { id } of pages) {
    const path = pathFor(id, language);
    visit(path, new JSDOM(await (await request.get(path)).text()).window.document);
  }
}

/** Text a visitor reads: the page's text without phrase breaks. */
const readable = (node: Node) => withoutPhraseBreaks(node.textContent ?? '');

/** Every placeholder a default build can show as if it were the company's. */
const placeholderValues = [
  ...Object.values(sellerDefaults),
  ...Object.values(registrationsByLanguage).flatMap((list) => (list ?? []).map(({ fallback }) => fallback)),
  operatorValueDefaults.VITE_SUPPORT_PHONE_DISPLAY,
  operatorValueDefaults.VITE_PRIVACY_EMAIL,
  operatorValueDefaults.VITE_ACCESSIBILITY_EMAIL,
];

/** The words that mark a sample, in a language: the tag and the labels of sample people and things. */
const sampleWords = (language: Language) => [
  withoutPhraseBreaks(text(language, (d) => d.sample.tag)),
  withoutPhraseBreaks(text(language, (d) => d.testimonials.sampleLabel)),
  withoutPhraseBreaks(text(language, (d) => d.crowd.supporterSample)),
  withoutPhraseBreaks(text(language, (d) => d.sample.preview)),
  withoutPhraseBreaks(text(language, (d) => d.family.example.label)),
];

for (const { code: language } of languages) {
  test(`${language}: no placeholder or sample person is shown unmarked; each mark names it a sample in the page's language @config`, async ({
    request,
  }) => {
    const unmarked: string[] = [];
    const unnamed: string[] = [];
    let marked = 0;
    await eachPage(request, language, (path, document) => {
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
    const samples = builtSite().samples.length + builtSite().markets[language].samples.length;
    if (samples === 0) expect(marked).toBe(0);
    else expect(marked).toBeGreaterThan(10);
  });
}

test('the default build’s illustrative stories are labelled on every card, and claim nothing of use', async ({
  request,
}) => {
  for (const { code: language } of languages) {
    const home = new JSDOM(await (await request.get(pathFor('home', language))).text()).window.document;
    const stories = home.querySelectorAll('#testimonials li[data-sample]');
    expect(stories).toHaveLength(3);
    for (const story of stories) {
      expect(readable(story)).toContain(withoutPhraseBreaks(text(language, (d) => d.testimonials.sampleLabel)));
      expect(story.querySelector('q, blockquote')).toBeNull();
    }
  }
});

test('the video window of a default build says its clip is a sample', async ({ page }) => {
  await page.goto('/en');
  const dialog = await openVideo(videoLinks(page, 'en').header, videoWindow(page, 'en'));
  await expect(dialog.locator('[data-sample]')).toHaveText(text('en', (d) => d.video.sample));
});

/** The targets a page must not link to where its market does not sell. */
function salesTargets(): string[] {
  const { links } = builtSite().markets.en;
  return [links.preorder ?? '', links.tiers.supporter, links.tiers.circle, links.tiers.pilot, links.tiers.founders];
}

const origin = (href: string) => {
  const url = new URL(href, 'http://localhost');
  return `${url.origin}${url.pathname}`;
};

for (const language of ['ja', 'ko', 'zh-TW', 'it'] as const) {
  test(`${language}, waitlist only: no page links to a pre-order or a payment; its calls to action join the free waitlist @waitlist`, async ({
    request,
  }) => {
    const { links, selling } = builtSite().markets[language];
    expect(selling).toBe(false);
    const forbidden = new Set(salesTargets().map(origin));
    const found: string[] = [];
    let toWaitlist = 0;
    await eachPage(request, language, (path, document) => {
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
    const pricing = new JSDOM(await (await request.get(pathFor('pricing', language))).text()).window.document;
    expect(readable(pricing.querySelector('[data-testid="not-selling"]') ?? pricing)).toBe(
      withoutPhraseBreaks(text(language, () => d.pricing.notSelling)),
    );
    const seller = new JSDOM(await (await request.get(pathFor('seller', language))).text()).window.document;
    expect(readable(seller.querySelector('[data-testid="not-selling"]') ?? seller)).toBe(
      withoutPhraseBreaks(text(language, () => d.seller.notSelling)),
    );
    // Not selling there, the footer gives no mail-order registration.
    expect(seller.querySelector('[data-testid="business-details"]')).toBeNull();
  });
}

test('en still sells in the waitlist build, through the operator’s pre-order form @waitlist', async ({ request }) => {
  const home = new JSDOM(await (await request.get('/en')).text()).window.document;
  const preorder = builtSite().markets.en.links.preorder ?? '';
  expect(origin(home.querySelector('#waitlist form')?.getAttribute('action') ?? '')).toBe(origin(preorder));
  expect([...home.querySelectorAll('a[href]')].some((link) => link.getAttribute('href') === preorder)).toBe(true);
});

test('a waitlist-only page, once the app runs, still has no pre-order link and opens the free waitlist @waitlist', async ({
  page,
  context,
}) => {
  const { links } = builtSite().markets.ja;
  await context.route(`${new URL(links.waitlist).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Waitlist</title>' }),
  );
  await page.goto('/ja/pricing');
  const forbidden = new Set(salesTargets().map(origin));
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => forbidden.has(origin(href)))).toEqual([]);
  const button = page.getByRole('main').getByRole('link', { name: text('ja', (d) => d.waitlist.free.submit) });
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  expect(popup.url()).toBe(links.waitlist);
});

test.describe('the founding supporters wall reads the published file', () => {
  const published = {
    pilotBackers: 58,
    supporters: [
      { name: 'Eleanor W.', title: { en: 'Retired nurse', ja: '元看護師' }, realPersonConsented: true },
      { name: 'Sample Person', sample: true },
    ],
  };

  async function replaceOnServer(page: Page) {
    await page.route('**/data/supporters.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(published) }),
    );
  }

  test('a file replaced on the host shows after hydration, samples labelled, places left from it', async ({ page }) => {
    await replaceOnServer(page);
    await page.goto('/en/crowdsupport');
    const wall = page.getByRole('region', { name: text('en', (d) => d.crowd.supportersTitle) });
    await expect(wall.getByText('Eleanor W.')).toBeVisible();
    await expect(wall.getByText('Retired nurse')).toBeVisible();
    await expect(wall.locator('li[data-sample]')).toContainText(text('en', (d) => d.crowd.supporterSample));
    await expect(page.getByTestId('pilot-places')).toHaveText(
      text('en', (d) => d.crowd.pilotPlacesLeft, { left: '42' }),
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, waitForHydration: false });

    test('the prerendered page carries the list it was built with', async ({ page }) => {
      await replaceOnServer(page);
      await page.goto('/en/crowdsupport');
      const wall = page.getByRole('region', { name: text('en', (d) => d.crowd.supportersTitle) });
      // public/data/supporters.json names nobody yet.
      await expect(wall).toContainText(text('en', (d) => d.crowd.supportersEmpty));
      await expect(wall.getByText('Eleanor W.')).toHaveCount(0);
      await expect(page.getByTestId('pilot-places')).toHaveText(
        text('en', (d) => d.crowd.pilotPlacesLeft, { left: '100' }),
      );
    });
  });
});

const unitedStates: Record<Language, RegExp> = {
  en: /United States/,
  ja: /米国|アメリカ/,
  ko: /미국/,
  'zh-TW': /美國/,
  it: /Stati Uniti/,
};

test('each privacy page names the controller and states where the data go abroad, in its language @config', async ({
  request,
}) => {
  for (const { code: language } of languages) {
    const document = new JSDOM(await (await request.get(pathFor('privacy', language))).text()).window.document;
    const transfers = document.getElementById('transfers');
    expect(transfers, language).not.toBeNull();
    expect(readable(transfers as Node)).toMatch(unitedStates[language]);
    const controller = readable(document.querySelector('[data-testid="controller"]') as Node);
    expect(controller).toContain(builtSite().markets[language].seller.name);
    expect(controller).toContain(builtSite().markets[language].seller.address);
    for (const id of ['purposes', 'health', 'complaints'])
      expect(document.getElementById(id), `${language} #${id}`).not.toBeNull();
  }
});

test('Italian pages leave no visit record on the device; other markets keep their count', async ({ page }) => {
  const key = builtSite().storageKeys.visitor;
  for (const path of ['/it', '/it/pricing', '/it/faq']) {
    await page.goto(path);
    expect(await page.evaluate((name) => window.localStorage.getItem(name), key), path).toBeNull();
  }
  await page.goto('/en');
  expect(await page.evaluate((name) => window.localStorage.getItem(name), key)).toContain('"visits":1');
});

test('no build links a sample form or payment page without a preview notice on the page @config', async ({
  request,
}) => {
  const samples = new Set(Object.values(linkDefaults).map(origin));
  const document = new JSDOM(await (await request.get('/en/crowdsupport')).text()).window.document;
  const toSamples = [...document.querySelectorAll('a[href]')].filter((link) =>
    samples.has(origin(link.getAttribute('href') ?? '')),
  );
  const notice = [...document.querySelectorAll('footer [data-sample]')].some((element) =>
    readable(element).includes(withoutPhraseBreaks(text('en', (d) => d.sample.preview))),
  );
  expect(toSamples.length === 0 || notice).toBe(true);
});
