// The saved-language part of `npm run bench`: on the throttled phone of bench-interactions.mjs, a
// visitor who chose Korean opens an address without a language prefix (`/`, `/pricing`, `/faq`),
// and, beside it, the same page at its Korean address (`/ko/...`). Before every frame of every
// document the tab shows (the plain address sends the browser on to the Korean page), the main
// region is sampled: when it first shows Korean, in ms from the moment the address was opened,
// and whether it ever showed English. The limit: the Korean address's own time plus
// `savedLanguageAllowanceMs` (targets.mjs).
/* global window, document, location, requestAnimationFrame */
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../browsers/find-browser.mjs';
import { median, throttledPage } from './bench-interactions.mjs';
import { phone } from './phone.mjs';
import { savedLanguageAllowanceMs } from './targets.mjs';

export const savedLanguagePages = ['/', '/pricing', '/faq'];

/** In every document, before its own scripts: saves Korean and samples the main region before each frame (epoch ms). */
function sampleMainRegion(storageKey) {
  if (!location.protocol.startsWith('http')) return;
  window.localStorage.setItem(storageKey, 'ko');
  const sample = () => {
    const main = document.querySelector('main');
    if (main?.checkVisibility({ visibilityProperty: true })) {
      const at = performance.timeOrigin + performance.now();
      const korean = /[\uac00-\ud7a3]/.test(main.innerText);
      window.reportFrame({ at, korean });
      if (korean) return;
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

async function measureRun(browser, url, storageKey) {
  const context = await browser.newContext(phone);
  try {
    const frames = [];
    let resolveKorean;
    const korean = new Promise((resolve) => (resolveKorean = resolve));
    await context.exposeFunction('reportFrame', (frame) => {
      frames.push(frame);
      if (frame.korean) resolveKorean(frame);
    });
    await context.addInitScript(sampleMainRegion, storageKey);
    const page = await throttledPage(context);
    const opened = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const first = await Promise.race([
      korean,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`${url}: no Korean within 60 s`)), 60_000)),
    ]);
    const englishBefore = frames.filter((frame) => !frame.korean && frame.at < first.at).length;
    return { koreanAt: Math.round(first.at - opened), englishFrames: englishBefore };
  } finally {
    await context.close();
  }
}

/**
 * Measures each plain address and its Korean address `runs` times with Korean saved.
 * @param {{ chromePath: string, origin: string, runs: number, storageKey: string }} options
 */
export async function benchSavedLanguage({ chromePath, origin, runs, storageKey }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  const rows = [];
  try {
    for (const page of savedLanguagePages) {
      const korean = page === '/' ? '/ko' : `/ko${page}`;
      const plain = [];
      const prefixed = [];
      for (let run = 1; run <= runs; run += 1) {
        plain.push(await measureRun(browser, `${origin}${page}`, storageKey));
        prefixed.push(await measureRun(browser, `${origin}${korean}`, storageKey));
        process.stdout.write(`${page} and ${korean} with Korean saved: run ${run}/${runs} done\n`);
      }
      const plainAt = median(plain.map((sample) => sample.koreanAt));
      const prefixedAt = median(prefixed.map((sample) => sample.koreanAt));
      rows.push({
        page,
        korean,
        median: {
          koreanAt: plainAt,
          prefixedKoreanAt: prefixedAt,
          limit: prefixedAt + savedLanguageAllowanceMs,
          englishFrames: Math.max(...plain.map((sample) => sample.englishFrames)),
        },
        samples: { plain, prefixed },
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
      'on the same throttled phone: when the main region first shows Korean, in ms from opening the ' +
      `address, beside the Korean address itself; the limit is that plus ${savedLanguageAllowanceMs} ms. ` +
      'English frames: frames that showed the main region in English first (most of any run).\n',
  );
  console.log('| plain address | Korean shown | Korean address | its Korean shown | limit | within | English frames |');
  console.log('|---------------|--------------|----------------|------------------|-------|--------|----------------|');
  for (const { page, korean, median: m } of rows)
    console.log(
      `| ${page} | ${m.koreanAt} ms | ${korean} | ${m.prefixedKoreanAt} ms | ${m.limit} ms | ${m.koreanAt <= m.limit ? 'yes' : 'no'} | ${m.englishFrames} |`,
    );
}
