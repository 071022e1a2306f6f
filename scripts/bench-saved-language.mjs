// The saved-language part of `npm run bench`: on the throttled phone of bench-interactions.mjs, a
// visitor who chose Korean opens an address without a language prefix (`/`, `/pricing`). Before
// every frame the page's main region is sampled: when it first shows, when it first shows in
// Korean, and for how long it showed English before that (the flash; 0 when the page waits).
/* global window, document, requestAnimationFrame */
import { chromium } from '@playwright/test';
import { chromiumFlags } from './find-browser.mjs';
import { median, phone, throttledPage } from './bench-interactions.mjs';

export const savedLanguagePages = ['/', '/pricing'];

/** In the page before its own scripts: saves Korean and samples the main region before each frame. */
function sampleMainRegion(storageKey) {
  window.localStorage.setItem(storageKey, 'ko');
  const result = { shownAt: null, koreanAt: null, englishFrom: null };
  window.__savedLanguage = result;
  const sample = () => {
    const main = document.querySelector('main');
    if (main?.checkVisibility({ visibilityProperty: true })) {
      const now = performance.now();
      result.shownAt ??= now;
      if (/[\uac00-\ud7a3]/.test(main.innerText)) result.koreanAt ??= now;
      else result.englishFrom ??= now;
    }
    if (result.koreanAt === null) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

async function measureRun(browser, url, storageKey) {
  const context = await browser.newContext(phone);
  try {
    await context.addInitScript(sampleMainRegion, storageKey);
    const page = await throttledPage(context);
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(() => window.__savedLanguage.koreanAt !== null, null, { timeout: 60_000 });
    const { shownAt, koreanAt, englishFrom } = await page.evaluate(() => window.__savedLanguage);
    const round = (value) => Math.round(value);
    return {
      shownAt: round(shownAt),
      koreanAt: round(koreanAt),
      englishShownMs: englishFrom === null ? 0 : round(koreanAt - englishFrom),
    };
  } finally {
    await context.close();
  }
}

/**
 * Measures each unprefixed page `runs` times with Korean saved.
 * @param {{ chromePath: string, origin: string, runs: number, storageKey: string }} options
 */
export async function benchSavedLanguage({ chromePath, origin, runs, storageKey }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  const rows = [];
  try {
    for (const page of savedLanguagePages) {
      const samples = [];
      for (let run = 1; run <= runs; run += 1) {
        samples.push(await measureRun(browser, `${origin}${page}`, storageKey));
        process.stdout.write(`${page} with Korean saved: run ${run}/${runs} done\n`);
      }
      const pick = (key) => median(samples.map((sample) => sample[key]));
      rows.push({
        page,
        median: { shownAt: pick('shownAt'), koreanAt: pick('koreanAt'), englishShownMs: pick('englishShownMs') },
        samples,
      });
    }
  } finally {
    await browser.close();
  }
  return { rows };
}

export function printSavedLanguageTable({ rows }, runs) {
  console.log(
    `\nA saved Korean choice on an address without a language prefix, ${runs} runs per page (median), ` +
      'on the same throttled phone: when the main region first shows, when it first shows Korean (ms from ' +
      'navigation start), and how long it showed English before that.\n',
  );
  console.log('| page | main shown | Korean shown | English shown for |');
  console.log('|------|------------|--------------|-------------------|');
  for (const { page, median: m } of rows)
    console.log(`| ${page} | ${m.shownAt} ms | ${m.koreanAt} ms | ${m.englishShownMs} ms |`);
}
