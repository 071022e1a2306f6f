// Part of `npm run bench`: the same pages in Safari's engine (WebKitGTK's MiniBrowser, over
// WebDriver) and in Chromium (Playwright), measured the same way, so a regression in either shows.
// Each figure comes from the page's own timing entries: first paint and first contentful paint
// (Paint Timing), largest contentful paint (where the engine reports it), DOMContentLoaded and
// load (Navigation Timing) and the app's `hydrated` mark (User Timing, set in src/app/root.tsx).
// Desktop window (1280x800), no throttling, loopback; the first run of each page loads its
// assets, later ones find them cached, as for a visitor going from page to page. Then, with
// Korean saved, `/`, `/pricing` and `/faq` beside their Korean addresses: when Korean first
// paints, from the moment the address was opened (the English page never paints: the boot script
// leaves it before; Chromium's frame-by-frame check is tools/bench/bench-saved-language.mjs).
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../browsers/find-browser.mjs';
import { startWebKit } from '../browsers/webkit-driver.mjs';
// The phone's hydration limit, shown beside these unthrottled figures; the saved language's allowance.
import { hydratedLimitMs, savedLanguageAllowanceMs } from './targets.mjs';

/**
 * Runs in the page once it has hydrated (or failed to): its timing entries, in ms from navigation
 * start, `null` where the engine does not report one. Largest paint entries are only delivered to
 * an observer, so it observes with `buffered` and resolves on the next task.
 */
const readTimings = `
  const done = arguments[arguments.length - 1];
  const paint = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
  const navigation = performance.getEntriesByType('navigation')[0];
  const result = {
    firstPaint: paint('first-paint'),
    firstContentfulPaint: paint('first-contentful-paint'),
    largestContentfulPaint: null,
    domContentLoaded: navigation ? navigation.domContentLoadedEventEnd : null,
    load: navigation ? navigation.loadEventEnd : null,
    hydrated: performance.getEntriesByName('hydrated', 'mark')[0]?.startTime ?? null,
  };
  const types = (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes) || [];
  if (!types.includes('largest-contentful-paint')) return done(result);
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) result.largestContentfulPaint = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => done(result), 0);
`;

const settled = `return document.documentElement.hasAttribute('data-hydrated') || document.documentElement.hasAttribute('data-app-failed');`;

const viewport = { width: 1280, height: 800 };
const metrics = [
  'firstPaint',
  'firstContentfulPaint',
  'largestContentfulPaint',
  'domContentLoaded',
  'load',
  'hydrated',
];

async function waitUntil(check, what) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Where the page is once it has settled, and when its first contentful paint was, in ms since
 * the epoch (the same clock as the harness's Date.now(), on one machine).
 */
const readArrival = `return {
  path: location.pathname,
  lang: document.documentElement.lang,
  painted: performance.timeOrigin + (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN),
};`;

/** One engine behind the same calls: open an address and wait for the app, run a script in the page. */
async function webkitEngine() {
  const { driver, stop } = await startWebKit();
  await driver
    .manage()
    .window()
    .setRect({ x: 0, y: 0, ...viewport });
  const open = async (url) => {
    await driver.get(url);
    await waitUntil(() => driver.executeScript(settled), `${url} to hydrate`);
  };
  return {
    name: 'WebKit',
    blank: () => driver.get('about:blank'),
    open,
    run: (source) => driver.executeScript(source),
    readTimings: () => driver.executeAsyncScript(readTimings),
    stop,
  };
}

async function chromiumEngine(chromePath) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return {
    name: 'Chromium',
    blank: () => page.goto('about:blank'),
    async open(url) {
      await page.goto(url);
      await page.waitForFunction(new Function(settled));
    },
    run: (source) => page.evaluate(new Function(source)),
    // The same script as in WebKit, called the way WebDriver calls an asynchronous one.
    readTimings: () => page.evaluate((source) => new Promise((resolve) => new Function(source)(resolve)), readTimings),
    stop: () => browser.close(),
  };
}

/** Opens an address with Korean saved and says when Korean first painted, and where the page is. */
async function savedKorean(engine, origin, path, storageKey) {
  await engine.open(`${origin}/ko`);
  await engine.run(`localStorage.setItem(${JSON.stringify(storageKey)}, 'ko')`);
  await engine.blank();
  const opened = Date.now();
  await engine.open(`${origin}${path}`);
  const { path: shownAt, lang, painted } = await engine.run(readArrival);
  return { shown: lang === 'ko' ? painted - opened : null, shownAt };
}

/** Plain addresses, measured with Korean saved beside their Korean addresses. */
const savedLanguagePairs = [
  ['/', '/ko'],
  ['/pricing', '/ko/pricing'],
  ['/faq', '/ko/faq'],
];

const median = (values) => {
  const known = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
};

/**
 * Measures every page `runs` times in each engine. Resolves with a row per engine and page
 * (medians) and the runs themselves.
 */
export async function benchEngines({ chromePath, origin, pages, runs, storageKey }) {
  const rows = [];
  const savedLanguage = [];
  for (const start of [() => chromiumEngine(chromePath), webkitEngine]) {
    const engine = await start();
    try {
      for (const path of pages) {
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          await engine.blank();
          await engine.open(`${origin}${path}`);
          samples.push(await engine.readTimings());
        }
        const medians = Object.fromEntries(metrics.map((metric) => [metric, median(samples.map((s) => s[metric]))]));
        rows.push({ engine: engine.name, page: path, median: medians, samples });
        process.stdout.write(`${engine.name} ${path}: ${runs} runs done\n`);
      }
      for (const [plain, korean] of savedLanguagePairs) {
        const samples = [];
        for (let run = 0; run < runs; run += 1)
          samples.push({
            plain: await savedKorean(engine, origin, plain, storageKey),
            korean: await savedKorean(engine, origin, korean, storageKey),
          });
        savedLanguage.push({
          engine: engine.name,
          plain,
          korean,
          plainShown: median(samples.map((sample) => sample.plain.shown)),
          koreanShown: median(samples.map((sample) => sample.korean.shown)),
          addressKept: samples.every((sample) => sample.plain.shownAt === plain),
          samples,
        });
        process.stdout.write(`${engine.name} ${plain} with Korean saved: ${runs} runs done\n`);
      }
    } finally {
      await engine.stop();
    }
  }
  return { viewport, rows, savedLanguage };
}

export function printEngineTable({ rows, savedLanguage }, runs) {
  console.log(
    `\nIn two engines, ${runs} runs per page (median), 1280x800, no throttling, loopback, from each page's own ` +
      'timing entries, in ms from navigation start ("n/a": the engine does not report it); hydrated beside ' +
      `the phone's limit of ${hydratedLimitMs} ms (unthrottled here: it catches an engine's own regression):\n`,
  );
  const cell = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
  const within = (value, limit) => (value === null ? 'n/a' : value <= limit ? 'yes' : 'no');
  printTable(
    ['engine', 'page', 'first paint', 'FCP', 'LCP', 'DOMContentLoaded', 'load', 'hydrated', `within ${hydratedLimitMs} ms`],
    rows.map(({ engine, page, median: m }) => [
      engine,
      page,
      ...metrics.map((metric) => cell(m[metric])),
      within(m.hydrated, hydratedLimitMs),
    ]),
  );
  console.log(
    `\nWith Korean saved, in the same engines: when Korean first painted, from opening the address, beside its Korean address; the limit is that plus ${savedLanguageAllowanceMs} ms, and the address must stay as opened.\n`,
  );
  printTable(
    ['engine', 'plain address', 'Korean shown', 'Korean address', 'its Korean shown', 'limit', 'within', 'address kept'],
    savedLanguage.map(({ engine, plain, korean, plainShown, koreanShown, addressKept }) => {
      const limit = koreanShown === null ? null : koreanShown + savedLanguageAllowanceMs;
      return [engine, plain, cell(plainShown), korean, cell(koreanShown), cell(limit), limit === null ? 'n/a' : within(plainShown, limit), addressKept ? 'yes' : 'no'];
    }),
  );
}

function printTable(header, lines) {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => `| ${cells.map((text, column) => text.padEnd(widths[column])).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}
