import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Page } from '@playwright/test';
import { prerenderTargets } from '@tools/prerender/prerender-targets';
import { disclosure } from '../disclosure';
import { builtDist, expect, forgetAbortedRequests, holdRequests, preorderForm, test, text } from '../fixtures';
import { videoLinks, videoWindow } from '@e2e/drivers/video-window';
import { languageList } from '@e2e/drivers/language-list';
import { readyWaitlistForm, waitlistForm } from '@e2e/drivers/waitlist-form';

/**
 * When the app's scripts started downloading (each one, the entry among them), when the entry
 * script was put in the page to run, and the first contentful paint, in ms since navigation.
 */
async function startUpTimes(page: Page) {
  return page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = resources
      .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const entryAdded = (window as unknown as { entryAdded?: number }).entryAdded ?? Number.NaN;
    return { scripts, paint, entryAdded };
  });
}

test('nothing of the app is requested before the page has painted: the loader is inline, the last element of the page, and asks for the entry and its chunks after the first contentful paint', async ({
  page,
}) => {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.head?.querySelector('script[type="module"][src*="/assets/index-"]')) return;
      (window as unknown as { entryAdded?: number }).entryAdded = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // The unprefixed pages first: after /ja/faq, the saved language would send them to Japanese.
  for (const path of ['/', '/pricing', '/en', '/ja/faq', '/it/crowdsupport']) {
    await page.goto(path);
    // As the server sent it: no script file and no preload; the loader last in the body.
    const sent = await (await page.request.get(path)).text();
    expect(sent, path).not.toMatch(/<link rel="modulepreload"|<script[^>]*\bsrc=/);
    const body = sent.slice(sent.indexOf('<body'), sent.lastIndexOf('</body>'));
    expect(body.trimEnd().endsWith('</script>'), path).toBe(true);
    expect(body.slice(body.lastIndexOf('<script')), path).toContain('data-entry="/assets/index-');
    const chunks = (await page.locator('script[data-entry]').getAttribute('data-preload')) ?? '';
    expect(chunks.split(' ').length, path).toBeGreaterThan(1);
    const times = await startUpTimes(page);
    expect(times.scripts.length, path).toBeGreaterThan(chunks.split(' ').length);
    expect(Math.min(...times.scripts), path).toBeGreaterThanOrEqual(times.paint);
    expect(times.entryAdded, path).toBeGreaterThanOrEqual(times.paint);
  }
});

test('a page downloads its own language’s copy and no other: the core and its parts', async ({ page }) => {
  await page.goto('/ja');
  // The sections below the first screen bring their parts after hydration: all of them in by now.
  await page.waitForLoadState('networkidle');
  const dictionaries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/assets\/(en|ja|ko|zh-tw|it)-[\w-]+\.js$/.test(path)),
  );
  // The core, the home page's own part, and the parts of its later sections (pages/home.tsx).
  expect(dictionaries.length).toBeGreaterThan(1);
  expect(dictionaries.filter((path) => !path.startsWith('/assets/ja-'))).toEqual([]);
  expect(new Set(dictionaries).size).toBe(dictionaries.length);
});

/** The hero picture's downloads and the stylesheet's, from the page's resource timing. */
const heroAndStylesheet = (page: Page) =>
  page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      hero: entries.filter((entry) => entry.name.includes('/images/hero-')).map((entry) => entry.startTime),
      stylesheetArrived: entries.find((entry) => entry.name.endsWith('.css'))?.responseEnd ?? Infinity,
    };
  });

test('the hero image is preloaded with the same candidates and sizes the picture uses, and fetched once', async ({
  page,
}) => {
  await page.goto('/en');
  const preload = page.locator('head > link[rel="preload"][as="image"]');
  const avif = page.locator('#hero-title').locator('xpath=ancestor::section').locator('source[type="image/avif"]');
  await expect(preload).toHaveAttribute('type', 'image/avif');
  await expect(preload).toHaveAttribute('imagesrcset', (await avif.getAttribute('srcset')) ?? 'missing');
  await expect(preload).toHaveAttribute('imagesizes', (await avif.getAttribute('sizes')) ?? 'missing');
  await expect(page.locator('#hero-title').locator('xpath=ancestor::section').locator('img')).toHaveJSProperty(
    'complete',
    true,
  );
  expect((await heroAndStylesheet(page)).hero).toHaveLength(1);
});

test('on a phone the hero picture, behind the words, waits for the stylesheet the first paint needs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ja');
  await expect(page.locator('#hero-title').locator('xpath=ancestor::section').locator('img')).toHaveJSProperty(
    'complete',
    true,
  );
  const { hero, stylesheetArrived } = await heroAndStylesheet(page);
  expect(hero).toHaveLength(1);
  expect(hero[0]).toBeGreaterThanOrEqual(stylesheetArrived);
});

test('other pages have no image preload', async ({ page }) => {
  await page.goto('/en/pricing');
  await expect(page.locator('head > link[rel="preload"][as="image"][imagesrcset]')).toHaveCount(0);
});

test('when the next page’s code cannot be downloaded, the browser loads that page in full', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/en');
  // The footer hydrates after the page (lib/deferred-part.tsx): its links are the app's once React
  // has taken over their elements (until then a click is the browser's own navigation).
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' });
  await footerLink.evaluate(
    (link) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(link).some((key) => key.startsWith('__reactFiber')) ? resolve() : setTimeout(check, 50);
        check();
      }),
  );
  // The pricing page's chunk (pricing-<hash>.js), not the home page's pricing section
  // (pricing-plan-<hash>.js), fails for the home page, whatever asks for it and however often; the
  // document loaded in full then gets it.
  let fullLoad = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) fullLoad = true;
  });
  let aborted = 0;
  await page.route(/\/assets\/pricing-[\w-]{8}\.js$/, (route) => {
    if (fullLoad) return route.continue();
    aborted += 1;
    return route.abort();
  });
  await page.evaluate(() => Object.assign(window, { beforeTheClick: true }));
  await footerLink.click();
  await expect(page).toHaveURL('/en/pricing');
  await expect.poll(() => fullLoad, 'a document request for the next page').toBe(true);
  expect(aborted).toBeGreaterThan(0);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  expect(await page.evaluate(() => 'beforeTheClick' in window), 'the page loaded afresh').toBe(false);
  await expect(page).toHaveTitle(text('en', (d) => d.pages.pricing.title));
  // The failed download is this test's own doing.
  forgetAbortedRequests(consoleErrors);
});

test('the parts that hydrate after the page (home sections, legal texts, the crowd page below its intro, footer) keep their prerendered elements: hydrated, not rendered afresh', async ({
  page,
}) => {
  // Each element of the main region, as the HTML made it, is marked before any script of the app runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll('main *, footer'))
        (element as Element & { prerendered?: true }).prerendered = true;
    });
  });
  for (const path of ['/en', '/ja', '/ja/privacy', '/en/terms', '/it/crowdsupport']) {
    await page.goto(path);
    // The waitlist form's code comes last (near the form, or when the page is idle): then every part is in.
    if (path === '/en' || path === '/ja') {
      await page.locator('#waitlist').scrollIntoViewIfNeeded();
      await expect(page.locator('#waitlist form')).toHaveAttribute('novalidate', '');
    }
    await page.waitForLoadState('networkidle');
    const renderedAfresh = await page.evaluate(() =>
      [...document.querySelectorAll('main section[id], main section[aria-labelledby], #page-top > footer')]
        .filter((section) => !(section as Element & { prerendered?: true }).prerendered)
        .map((section) => section.id || section.getAttribute('aria-labelledby') || section.localName),
    );
    expect(renderedAfresh, path).toEqual([]);
  }
});

test('a part of the page whose code cannot be downloaded keeps its HTML, and the rest of the page works', async ({
  page,
  consoleErrors,
}) => {
  // The home page's FAQ hydrates after the page (lib/deferred-part.tsx).
  await page.route('**/assets/faq-list-*.js', (route) => route.abort());
  await page.goto('/en');
  const faq = page.getByRole('region', { name: text('en', (d) => d.faq.title) });
  const question = disclosure(
    faq,
    text('en', (d) => d.faq.items.q2.question),
  );
  await question.summary.click();
  await expect(faq.getByText(text('en', (d) => d.faq.items.q2.answer))).toBeVisible();
  await expect(page.getByRole('heading', { name: text('en', (d) => d.renderError.heading) })).toHaveCount(0);
  // The rest of the page is the app's: the language list opens and closes with Escape.
  const switcher = languageList(page, 'en');
  await switcher.summary.click();
  await switcher.expectOpen();
  await page.keyboard.press('Escape');
  await switcher.expectClosed();
  // The aborted script is this test's own doing.
  forgetAbortedRequests(consoleErrors);
});

test('the waitlist form whose code cannot be downloaded stays the form the HTML made, and opens the hosted form', async ({
  page,
  context,
  consoleErrors,
}) => {
  const hosted = new URL(preorderForm('en'));
  await context.route(`${hosted.origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Pre-order</title>' }),
  );
  // The form's own code (and its library) comes when the visitor nears it (waitlist-form-slot.tsx);
  // on a lost connection, or a page that is leaving (WebKit fails its imports then), it never does.
  await page.route(/\/assets\/waitlist-form-(?!view)[^/]*\.js$/, (route) => route.abort());
  await page.goto('/en');
  const section = page.locator('#waitlist');
  await section.scrollIntoViewIfNeeded();
  const form = waitlistForm(page, 'en');
  await expect(form.field).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { name: text('en', (d) => d.renderError.heading) })).toHaveCount(0);
  // Not taken over by the app (which sets novalidate): the browser checks the field.
  await expect(page.locator('#waitlist form')).not.toHaveAttribute('novalidate', '');
  // As without scripts: the hosted form opens in a new tab.
  await form.field.fill('ada@example.com');
  const [popup] = await Promise.all([page.waitForEvent('popup'), form.submit.click()]);
  await popup.waitForLoadState();
  const opened = new URL(popup.url());
  expect(`${opened.origin}${opened.pathname}`).toBe(`${hosted.origin}${hosted.pathname}`);
  forgetAbortedRequests(consoleErrors);
});

test('the waitlist form whose checks cannot be downloaded still answers a wrong contact, and opens the hosted form for a right one', async ({
  page,
  context,
  consoleErrors,
}) => {
  const hosted = new URL(preorderForm('en'));
  await context.route(`${hosted.origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Pre-order</title>' }),
  );
  // The checks (zod, its resolver and the schema) load on the first focus or submit.
  await page.route(/\/assets\/(schemas?|zod)-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/en');
  await readyWaitlistForm(page);
  const form = waitlistForm(page, 'en');
  await form.field.fill('ada at home');
  await form.submit.click();
  // Answered as the checks would: the field marked, its message read with it.
  await expect(form.field).toHaveAttribute('aria-invalid', 'true');
  await expect(form.field).toHaveAccessibleDescription(
    new RegExp(text('en', (d) => d.waitlist.errors.invalid).slice(0, 20)),
  );
  await form.field.fill('ada@example.com');
  const [popup] = await Promise.all([page.waitForEvent('popup'), form.submit.click()]);
  await popup.waitForLoadState();
  const opened = new URL(popup.url());
  expect(`${opened.origin}${opened.pathname}`).toBe(`${hosted.origin}${hosted.pathname}`);
  forgetAbortedRequests(consoleErrors);
});

test('a film link whose window cannot be downloaded opens the video’s page in a new tab, as without scripts', async ({
  page,
  context,
  consoleErrors,
}) => {
  await context.route('https://www.youtube.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Video</title>' }),
  );
  await page.route(/\/assets\/video-modal-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/en');
  const link = videoLinks(page, 'en').hero;
  const href = (await link.getAttribute('href')) ?? '';
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(href);
  await expect(videoWindow(page, 'en')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: text('en', (d) => d.renderError.heading) })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  forgetAbortedRequests(consoleErrors);
});

/**
 * Holds the app's entry script back, as a slow phone would, until `release` is called. The
 * page's load event waits for that script when the loader adds it before the hero image has
 * arrived, so these tests wait for the parsed document, not for load.
 */
const holdTheApp = (page: Page) => holdRequests(page, '**/assets/index-*.js');

test.describe('a press before the app has hydrated', () => {
  test.use({ waitForHydration: false });

  test('works at once where the browser can act alone: the language list and an FAQ answer', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/en/faq', { waitUntil: 'domcontentloaded' });
    const switcher = languageList(page, 'en');
    await switcher.summary.click();
    await expect(page.getByRole('link', { name: '日本語' })).toBeVisible();
    await switcher.summary.click();
    const question = disclosure(
      page.getByRole('main'),
      text('en', (d) => d.faq.items.q2.question),
    );
    await question.summary.click();
    await expect(page.getByText(text('en', (d) => d.faq.items.q2.answer))).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    // Once hydrated, the app keeps what the visitor opened and adds its rules.
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await question.expectOpen();
    await disclosure(
      page.getByRole('main'),
      text('en', (d) => d.faq.items.q3.question),
    ).summary.click();
    await question.expectClosed();
    await switcher.summary.click();
    await switcher.expectOpen();
    await page.keyboard.press('Escape');
    await switcher.expectClosed();
  });

  test('on a control that needs the app, waits for it, then acts', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    await videoLinks(page, 'en').hero.click();
    await expect(page).toHaveURL('/en');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    release();
    await expect(videoWindow(page, 'en')).toBeVisible();
  });

  test('when the app cannot load, is not held, and the controls that need it are not shown', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/assets/index-*.js', (route) => route.abort());
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('data-app-failed', '');
    await expect(page.getByRole('button', { name: text('en', (d) => d.home.meetButton) })).toBeHidden();
    // The video link goes to the video's page, as without scripts.
    await expect(videoLinks(page, 'en').hero).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);
    // The aborted script is this test's own doing.
    forgetAbortedRequests(consoleErrors);
  });
});

test('every page’s first screen arrives in the first round trip, and the whole page in the second', async ({
  request,
}) => {
  // TCP's first flight is ten packets of 1460 bytes; what the first paint needs must be in it (on a
  // phone, each more round trip is 150 ms or so). The browser paints as the HTML arrives, and the
  // app's scripts are deferred, so the first paint needs the head and the page down to the end of
  // its first screen: the header and the hero (or the page's title and lead). The rest of a long
  // page (the home page's emergency box, family section and FAQ) may come in the second flight,
  // as the visitor scrolls. Brotli at quality 4, as a CDN compresses on the fly (the build's own
  // copies, which the local server and nginx send, are quality 11: smaller).
  const flight = 10 * 1460;
  const response = await request.get('/ja');
  const headerBytes =
    'HTTP/1.1 200 OK\r\n'.length +
    response.headersArray().reduce((total, { name, value }) => total + name.length + value.length + 4, 2);
  const compressed = (html: Buffer | string) =>
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length + headerBytes;
  const over = prerenderTargets().flatMap(({ file }) => {
    const html = readFileSync(join(builtDist(), file), 'utf8');
    // The first screen: everything up to the end of the main region's first section.
    const main = html.indexOf('<main');
    const firstScreen = html.slice(0, html.indexOf('</section>', main) + '</section>'.length);
    return [
      ...(main > 0 && compressed(firstScreen) > flight
        ? [{ file, part: 'first screen', bytes: compressed(firstScreen) }]
        : []),
      ...(compressed(html) > 2 * flight ? [{ file, part: 'whole page', bytes: compressed(html) }] : []),
    ];
  });
  expect(over, `with ${headerBytes} bytes of headers`).toEqual([]);
});

test.describe('the large pictures below the first screen', () => {
  test.use({ waitForHydration: false });

  /** Each held picture: whether its image is laid out and fetched, and its frame's size. */
  function pictures(page: Page) {
    return page.evaluate(() =>
      [...document.querySelectorAll('picture.after-app')].map((picture) => {
        const image = picture.querySelector('img');
        const frame = picture.getBoundingClientRect();
        return {
          shown: image !== null && getComputedStyle(image).display !== 'none',
          fetched: image?.currentSrc ?? '',
          frameRatio: frame.width / frame.height,
          imageRatio: image ? image.width / image.height : 0,
        };
      }),
    );
  }
  const featureRequests = (page: Page) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/feature-')) requested.push(request.url());
    });
    return requested;
  };

  test('wait for the app in frames of their shape, then load; the first screen does not wait', async ({ page }) => {
    const requested = featureRequests(page);
    const release = await holdTheApp(page);
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    // The hero picture, in the first screen, arrives while the app is held.
    await expect(
      page.locator('#hero-title').locator('xpath=ancestor::section').locator('img').first(),
    ).toHaveJSProperty('complete', true);
    const held = await pictures(page);
    expect(held).toHaveLength(7);
    for (const picture of held) {
      expect(picture.shown).toBe(false);
      expect(picture.fetched).toBe('');
      // The frame keeps the space the picture will take: nothing moves when it arrives.
      expect(picture.frameRatio).toBeCloseTo(picture.imageRatio, 1);
    }
    expect(requested).toEqual([]);

    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.locator('picture.after-app').first().scrollIntoViewIfNeeded();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    const [first] = await pictures(page);
    expect(first?.shown).toBe(true);
    await expect(page.locator('picture.after-app img').first()).toHaveJSProperty('complete', true);
  });

  test('load at once for a visitor who scrolls before the app is in', async ({ page }) => {
    const requested = featureRequests(page);
    const release = await holdTheApp(page);
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    await page.mouse.wheel(0, 1200);
    await expect(page.locator('html')).toHaveAttribute('data-scrolled', '');
    await page.locator('picture.after-app').first().scrollIntoViewIfNeeded();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await expect(page.locator('picture.after-app img').first()).toHaveJSProperty('complete', true);
    expect((await pictures(page))[0]?.shown).toBe(true);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  });

  test('are printed even before the app is in', async ({ page }) => {
    await holdTheApp(page);
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    expect((await pictures(page))[0]?.shown).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect((await pictures(page)).every((picture) => picture.shown)).toBe(true);
  });

  test('load as lazy pictures without scripts, and when the app cannot load', async ({
    browser,
    page,
    consoleErrors,
  }) => {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const plain = await withoutScripts.newPage();
    const requestedWithout = featureRequests(plain);
    await plain.goto('/en');
    await plain.locator('picture.after-app').first().scrollIntoViewIfNeeded();
    await expect.poll(() => requestedWithout.length).toBeGreaterThan(0);
    expect((await pictures(plain))[0]?.shown).toBe(true);
    await withoutScripts.close();

    const requested = featureRequests(page);
    await page.route('**/assets/index-*.js', (route) => route.abort());
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('data-app-failed', '');
    await page.locator('picture.after-app').first().scrollIntoViewIfNeeded();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    expect((await pictures(page))[0]?.shown).toBe(true);
    // The aborted script is this test's own doing.
    forgetAbortedRequests(consoleErrors);
  });
});
