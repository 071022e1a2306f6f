// The interaction half of `npm run bench`: on a throttled phone (phone.mjs: a slow CPU and line, no
// cache, a fresh context per run), when the page paints, when it hydrates,
// how soon a tap on the language button made at first paint opens the list, and, once the page
// is at rest, the Event Timing latency of five key actions. Called by tools/bench/bench.mjs.
/* global window, document, Element, HTMLButtonElement, MutationObserver, requestAnimationFrame */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../browsers/find-browser.mjs';
import { hydratedLimitMs } from './targets.mjs';
import { phone, phoneProfile, throttling } from './phone.mjs';

/** @typedef {number | '<16' | null} Delay ms; '<16' when the Event Timing API reported nothing (under its threshold); null when the page has no such action. */
/**
 * @typedef {{ firstPaint: number, hydrated: number, tapHandled: number, tappedAt: number, delays: Record<ActionName, Delay>, warnings: string[] }} InteractionRun
 * All times in ms from navigation start; tappedAt is when the first-paint tap reached the page.
 */
/** @typedef {'language' | 'sample' | 'video' | 'faq' | 'waitlist'} ActionName */

/** @type {ActionName[]} */
const actionNames = ['language', 'sample', 'video', 'faq', 'waitlist'];
const slow = 60_000;

/**
 * Runs in the page before any of its own scripts (an init script, so the page's Content Security
 * Policy does not apply): records the first contentful paint, `<html data-hydrated>`, the first
 * moment the header's language links are visible, and every Event Timing entry of an interaction.
 * All times are performance.now(), that is ms from navigation start.
 */
function recordInPage() {
  /** @type {(value: number) => void} */ let painted = () => {};
  /** @type {(value: number) => void} */ let hydrated = () => {};
  /** @type {(value: number) => void} */ let listShown = () => {};
  const bench = {
    painted: new Promise((resolve) => (painted = resolve)),
    hydrated: new Promise((resolve) => (hydrated = resolve)),
    listShown: new Promise((resolve) => (listShown = resolve)),
    /** @type {{ interactionId: number, startTime: number, duration: number }[]} */
    events: [],
  };
  window.__bench = bench;
  // When the first tap reaches the page, to tell the harness's delay from the page's.
  document.addEventListener('pointerdown', (event) => (bench.tapAt = event.timeStamp), { capture: true, once: true });

  new PerformanceObserver((list, observer) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (!entry) return;
    observer.disconnect();
    painted(entry.startTime);
  }).observe({ type: 'paint', buffered: true });

  new PerformanceObserver((list) => {
    for (const { interactionId, startTime, duration } of list.getEntries())
      if (interactionId) bench.events.push({ interactionId, startTime, duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });

  // Builds before the no-JavaScript work toggled a <ul hidden> from the app; now it is the content of a
  // <details>: `hidden` and `open` cover both, and checkVisibility() tells whether it shows.
  let isHydrated = false;
  let listSeen = false;
  new MutationObserver((records, observer) => {
    const now = performance.now();
    if (!isHydrated && document.documentElement?.hasAttribute('data-hydrated')) {
      isHydrated = true;
      hydrated(now);
    }
    if (!listSeen && records.some((record) => record.target instanceof Element && record.target.closest('header'))) {
      listSeen = [...document.querySelectorAll('header a[hreflang]')].some((link) => link.checkVisibility());
      if (listSeen) listShown(now);
    }
    if (isHydrated && listSeen) observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated', 'hidden', 'open'] });
}

/**
 * One string of a locale's copy, read from the build's sources: the labels the actions are found by.
 * The copy is src/i18n/locales/<lang>.arb; builds before it kept it in <lang>.ts (`section.key`, one
 * level deep, as Prettier formats the file), which the before/after tables still read.
 */
function localeString(root, language, section, key) {
  const arb = join(root, 'src', 'i18n', 'locales', `${language}.arb`);
  if (existsSync(arb)) {
    const text = JSON.parse(readFileSync(arb, 'utf8'))[`${section}.${key}`];
    if (typeof text !== 'string') throw new Error(`${section}.${key} not found in ${arb}`);
    return text;
  }
  const source = readFileSync(join(root, 'src', 'i18n', 'locales', `${language}.ts`), 'utf8');
  const sectionStart = source.indexOf(`\n  ${section}: {`);
  const match = new RegExp(`\\n    ${key}:\\s*(['"\`])((?:\\\\.|(?!\\1)[^\\\\])*)\\1`).exec(source.slice(sectionStart));
  if (sectionStart < 0 || !match) throw new Error(`${section}.${key} not found in src/i18n/locales/${language}.ts`);
  return match[2].replace(/\\(.)/g, '$1');
}

/** The selectors of a page's controls, for the current markup and for builds before it (before/after tables). */
function selectorsFor(root, path) {
  const first = path.split('/')[1] ?? '';
  const hasLocale = (ext) => existsSync(join(root, 'src', 'i18n', 'locales', `${first}.${ext}`));
  const language = first && (hasLocale('arb') || hasLocale('ts')) ? first : 'en';
  const upToPlaceholder = (text) => text.slice(0, text.indexOf('{'));
  const css = (text) => JSON.stringify(text);
  return {
    // A <summary> in a <details> (earlier builds: a <button aria-controls>), found by its label.
    languageButton: `header :is(button, summary)[aria-label^=${css(upToPlaceholder(localeString(root, language, 'languageSwitcher', 'button')))}]`,
    languageLinks: 'header a[hreflang]',
    sample: '#features button[data-clip="voice"]',
    // The hero's round button to the introduction video: the only film link named by a label of its
    // own (as the header's link; its Japanese and Chinese names carry phrase breaks, so not matched by
    // the words; earlier builds, without data-needs-app, by the words).
    video: `main :is(a[data-needs-app][aria-label], :is(button, a)[aria-label=${css(localeString(root, language, 'header', 'watchVideo'))}])`,
    // The first question: `details#q1 > summary` (earlier builds: `#q1 button`, `#backers-when button`).
    faq: 'main :is([id] > :is(h2, h3) > button[aria-controls], details[id] > summary)',
    // The form may hold hidden fields for the browser's own submission.
    waitlistField: '#waitlist input:not([type="hidden"], [type="radio"])',
    waitlistSubmit: '[data-testid="button-waitlist-submit"]',
  };
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Polls `check` until it is true; false after `ms`. */
async function until(check, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await delay(50);
  }
  return false;
}

/** Counts the context's requests in flight; `quiet()` waits for 500 ms without any (at most 20 s). */
function watchNetwork(context) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (step) => () => {
    inFlight += step;
    lastChange = Date.now();
  };
  context.on('request', change(1));
  context.on('requestfinished', change(-1));
  context.on('requestfailed', change(-1));
  return () => until(async () => inFlight <= 0 && Date.now() - lastChange >= 500, 20_000);
}

/**
 * The latency of one action: the longest Event Timing entry of an interaction that started after
 * `act` began, once `done` is observed and the entries have had time to arrive (they are reported
 * after the next paint).
 * @returns {Promise<{ delay: Delay, done: boolean }>}
 */
async function timeInteraction(page, act, done) {
  const since = await page.evaluate(() => performance.now());
  await act();
  const finished = await until(done, 15_000);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
  );
  const longest = await page.evaluate(
    (start) =>
      Math.max(0, ...window.__bench.events.filter((entry) => entry.startTime >= start).map((entry) => entry.duration)),
    since,
  );
  return { delay: longest > 0 ? longest : '<16', done: finished };
}

async function closeLanguageList(page, selectors) {
  const links = page.locator(selectors.languageLinks).first();
  const closed = () => links.isHidden();
  await page.keyboard.press('Escape');
  if (await until(closed, 2000)) return true;
  await page.locator(selectors.languageButton).first().tap();
  return until(closed, 5000);
}

/**
 * The five key actions, on a page that has hydrated and is at rest. Each that the page has is
 * scrolled into view and left to settle before it is timed.
 * @returns {Promise<Record<ActionName, Delay>>}
 */
async function timeActions(page, context, selectors, quiet, warnings) {
  /** @type {Record<ActionName, Delay>} */
  const delays = { language: null, sample: null, video: null, faq: null, waitlist: null };
  const ready = async (locator) => {
    if ((await locator.count()) === 0) return false;
    await locator.scrollIntoViewIfNeeded();
    await quiet();
    return true;
  };
  const record = (name, { delay: value, done }) => {
    delays[name] = value;
    if (!done) warnings.push(`${name}: the action's result did not show within 15 s`);
  };

  const opener = page.locator(selectors.languageButton).first();
  const listShows = () => page.locator(selectors.languageLinks).first().isVisible();
  if (await ready(opener)) {
    record('language', await timeInteraction(page, () => opener.tap(), listShows));
    if (!(await closeLanguageList(page, selectors))) warnings.push('language: the list did not close');
  }

  const sample = page.locator(selectors.sample).first();
  if (await ready(sample)) {
    // Its label changes while it plays, so the selector would move on to the next sample: hold the element.
    const button = await sample.elementHandle();
    const playing = () =>
      button.evaluate((element) => element.matches('[data-playing="true"], [aria-disabled="true"]'));
    record('sample', await timeInteraction(page, () => button.tap(), playing));
    // Stop it (the button beside it while it plays), so the clip does not play on under what follows.
    await button.evaluate((element) => {
      const stop = element.nextElementSibling;
      if (stop instanceof HTMLButtonElement) stop.click();
    });
  }

  const video = page.locator(selectors.video).first();
  if (await ready(video)) {
    const dialog = page.locator('dialog[open]');
    const dialogShows = () => dialog.isVisible();
    record('video', await timeInteraction(page, () => video.tap(), dialogShows));
    await page.keyboard.press('Escape');
    if (!(await until(async () => (await dialog.count()) === 0, 5000)))
      warnings.push('video: the dialog did not close');
  }

  const question = page.locator(selectors.faq).first();
  if (await ready(question)) {
    const open = () =>
      question.evaluate(
        (element) => element.getAttribute('aria-expanded') === 'true' || element.parentElement?.hasAttribute('open'),
      );
    record('faq', await timeInteraction(page, () => question.tap(), open));
  }

  const field = page.locator(selectors.waitlistField).first();
  const submit = page.locator(selectors.waitlistSubmit).first();
  if ((await field.count()) && (await ready(submit))) {
    // Focusing the field loads the validation code; a visitor typing an address gives it that time.
    await field.fill('grandma@example.com');
    await quiet();
    const popup = context.waitForEvent('page', { timeout: 15_000 }).catch(() => null);
    record(
      'waitlist',
      await timeInteraction(
        page,
        () => submit.tap(),
        async () => (await popup) !== null,
      ),
    );
    await (await popup)?.close();
  }
  return delays;
}

/** A new page of a phone context, on the slow network and CPU above, with no cache. */
export async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.downloadBytesPerSecond,
    uploadThroughput: throttling.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
  return page;
}

/** @returns {Promise<InteractionRun>} */
async function measureRun(browser, url, selectors) {
  const context = await browser.newContext(phone);
  try {
    await context.addInitScript(recordInPage);
    const quiet = watchNetwork(context);
    const page = await throttledPage(context);
    const response = await page.goto(url, { waitUntil: 'commit', timeout: slow });
    if (!response?.ok()) throw new Error(`${url}: HTTP ${response?.status()}`);
    /** @param {'painted' | 'listShown' | 'hydrated'} moment */
    const when = (moment) =>
      withTimeout(
        page.evaluate((name) => window.__bench[name], moment),
        slow,
        `${url}: ${moment}`,
      );
    const firstPaint = await when('painted');
    // A visitor's tap the moment the page shows; the page either handles it or holds it.
    await page.locator(selectors.languageButton).first().tap({ timeout: slow });
    const tapHandled = await when('listShown');
    const hydrated = await when('hydrated');
    const tappedAt = await page.evaluate(() => window.__bench.tapAt);
    const round = (value) => Math.round(value * 10) / 10;

    /** @type {string[]} */
    const warnings = [];
    if (!(await closeLanguageList(page, selectors)))
      warnings.push('language: the list opened at first paint did not close');
    await quiet();
    const delays = await timeActions(page, context, selectors, quiet, warnings);
    return {
      firstPaint: round(firstPaint),
      hydrated: round(hydrated),
      tapHandled: round(tapHandled),
      tappedAt: round(tappedAt),
      delays,
      warnings,
    };
  } finally {
    await context.close();
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median delay, counting "<16" as 0 ("<16" again when the median is under 16). */
function medianDelay(values) {
  if (values.every((value) => value === null)) return null;
  const middle = median(values.map((value) => (typeof value === 'number' ? value : 0)));
  return middle < 16 ? '<16' : middle;
}

/**
 * Measures each page `runs` times on the phone profile.
 * @param {{ chromePath: string, origin: string, pages: string[], runs: number, root: string }} options
 */
export async function benchInteractions({ chromePath, origin, pages, runs, root }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  const rows = [];
  try {
    for (const page of pages) {
      const selectors = selectorsFor(root, page);
      /** @type {InteractionRun[]} */
      const samples = [];
      for (let run = 1; run <= runs; run += 1) {
        samples.push(await measureRun(browser, `${origin}${page}`, selectors));
        process.stdout.write(`${page}: interactions run ${run}/${runs} done\n`);
      }
      const pick = (key) => median(samples.map((sample) => sample[key]));
      const delays = Object.fromEntries(
        actionNames.map((name) => [name, medianDelay(samples.map((sample) => sample.delays[name]))]),
      );
      rows.push({
        page,
        median: { firstPaint: pick('firstPaint'), hydrated: pick('hydrated'), tapHandled: pick('tapHandled'), delays },
        samples,
      });
    }
  } finally {
    await browser.close();
  }
  return { profile: { ...phone, ...throttling }, rows };
}

/** Prints one row per page; warnings (an action whose result never showed) after the table. */
export function printInteractionTable({ rows }, runs) {
  console.log(
    `\nInteractions, ${runs} runs per page (median), Playwright on a phone (${phoneProfile()}): ` +
      'first paint, hydrated and tap handled (a tap on the language ' +
      'button at first paint, until its list shows) in ms from navigation start; then, at rest, the Event ' +
      'Timing latency of each action (– when the page has none).\n',
  );
  const ms = (value) => `${Math.round(value)} ms`;
  const delay = (value) => (value === null ? '–' : value === '<16' ? '<16 ms' : ms(value));
  const header = [
    'page',
    'first paint',
    'hydrated',
    `limit ${hydratedLimitMs} ms`,
    'tap handled',
    'language',
    'sample',
    'video',
    'FAQ',
    'waitlist',
  ];
  const lines = rows.map(({ page, median: m }) => [
    page,
    ms(m.firstPaint),
    ms(m.hydrated),
    m.hydrated <= hydratedLimitMs ? 'within' : 'over',
    ms(m.tapHandled),
    ...actionNames.map((name) => delay(m.delays[name])),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  const harnessDelays = rows.flatMap(({ samples }) => samples.map((run) => run.tappedAt - run.firstPaint));
  console.log(
    `\nThe first-paint tap reached the page ${ms(Math.min(...harnessDelays))} to ${ms(Math.max(...harnessDelays))} ` +
      'after first paint (the harness’s own delay; tappedAt in the JSON).',
  );
  for (const { page, samples } of rows)
    samples.forEach(({ warnings }, index) => {
      for (const warning of warnings) console.log(`${page} run ${index + 1}: ${warning}`);
    });
}
