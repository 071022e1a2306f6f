// `npm run bench`: how fast the release build is on a slow phone, measured by Lighthouse
// (mobile preset, simulated throttling) in Debian's Chromium, against "the limit": the same
// prerendered pages with every <script> and modulepreload stripped. It builds a release the way
// every host does (`npm run build:custom`: --release, with the complete configuration of
// tests/e2e/custom-build.env) and measures dist-custom/; it ends with each page against the
// targets of targets.mjs: the largest paint against the limit, hydration, the saved language.
//
//   npm run bench                        build the release, then 3 runs per page
//   npm run bench -- --no-build          measure the dist-custom/ that is there
//   npm run bench -- --dist ../old/dist  measure another build (for a before/after table)
//   npm run bench -- --beside ../old/dist-custom  the Lighthouse and phone figures of an earlier
//                                          build after this one's, and the two side by side
//   npm run bench -- --runs 5 --pages /en,/ja
//   npm run bench -- --only interactions  only the phone interaction benchmark (or bytes, lighthouse,
//                                          engines, saved-language, measurement: on beside off)
//
// After Lighthouse, tools/bench/bench-interactions.mjs measures first paint, hydration, a tap at first
// paint and the latency of five key actions in Playwright on a throttled phone profile,
// tools/bench/bench-saved-language.mjs how soon `/` and `/pricing` show Korean when Korean is saved
// (and whether English showed first), and tools/bench/bench-engines.mjs the paints and hydration in
// WebKit beside Chromium.
import { buildInfoFile } from '../prerender/build-info.mjs';
import { execFileSync, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchEngines, printEngineTable } from './bench-engines.mjs';
import { benchInteractions, printInteractionTable } from './bench-interactions.mjs';
import { benchSavedLanguage, printSavedLanguageTable } from './bench-saved-language.mjs';
import { chromiumFlags, findChromium } from '../browsers/find-browser.mjs';
import { createDistServer, distHandler } from '../server/serve-dist.mjs';
import { createSecureServer } from 'node:http2';

import { precompress } from '../prerender/precompress.mjs';
import { firstLoadBudget, hydratedLimitMs, lighthouseTargets, savedLanguageAllowanceMs } from './targets.mjs';
import { importProjectModule } from '../prerender/project-module.mjs';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const defaultPages = [
  '/en',
  '/ja',
  '/en/pricing',
  '/ja/pricing',
  '/en/faq',
  '/ja/faq',
  '/it/crowdsupport',
  '/zh-tw/api',
];

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
}
const runs = Number(option('runs', '3'));
const pages = option('pages', defaultPages.join(',')).split(',');
const dist = resolve(root, option('dist', 'dist-custom'));
const only = option('only', 'all');
/** An earlier build (last week's, say) measured after this one, the same way, and printed beside it. */
const besideOption = option('beside', undefined);
const beside = besideOption && resolve(root, besideOption);
if (!['all', 'bytes', 'lighthouse', 'interactions', 'saved-language', 'engines', 'measurement'].includes(only)) {
  console.error(`--only takes bytes, lighthouse, interactions, saved-language, engines or measurement, not ${only}.`);
  process.exit(1);
}

/** The limit: the page with nothing but its HTML, CSS and images. */
function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/gi, '');
}

/**
 * A copy of the build with every page's scripts stripped, in a temporary folder, compressed again
 * as the build compresses it: the server sends a page's Brotli copy, which would otherwise still
 * be the page with its scripts, and the limit would measure the page against itself.
 */
async function scriptlessCopy(from) {
  const copy = await mkdtemp(join(tmpdir(), 'hazel-limit-'));
  await cp(from, copy, { recursive: true });
  const pages = (await readdir(copy, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const page of pages) await writeFile(join(copy, page), stripScripts(await readFile(join(copy, page), 'utf8')));
  await precompress(copy);
  return copy;
}

/**
 * A build served over HTTP/2 with TLS, as every host the site deploys to serves it (the page's
 * headers compressed, one connection): over HTTP/1.1 the headers alone put the Japanese home page
 * past TCP's first flight, which no visitor's connection does. A certificate made for the run.
 */
async function http2Server(folder, certificateDir) {
  const key = join(certificateDir, 'key.pem');
  const cert = join(certificateDir, 'cert.pem');
  // prettier-ignore
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
  return createSecureServer(
    { key: await readFile(key), cert: await readFile(cert), allowHTTP1: true },
    distHandler({ dist: folder }),
  );
}

function listen(server) {
  return new Promise((resolveListen) => {
    server.listen(0, '127.0.0.1', () => resolveListen(server.address().port));
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * TCP's first flight in Lighthouse's model (Lantern's TCPConnection: an initial congestion window
 * of 10 segments of 1,460 B). Over a warm HTTP/2 connection it adds no round trip for a request
 * whose bytes fit in what the flight before it had left over: the page and its stylesheet cost
 * one round trip when together they fit, two when they do not.
 */
const firstFlightBytes = 10 * 1460;

function bytesOf(lhr, resourceType) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return items.find((item) => item.resourceType === resourceType)?.transferSize ?? 0;
}

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    lcpElement: lcpElementOf(lhr),
    jsBytes: bytesOf(lhr, 'script'),
    cssBytes: bytesOf(lhr, 'stylesheet'),
    documentBytes: bytesOf(lhr, 'document'),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ['seo', 'best-practices'].some((c) => inCategory(lhr, c, a.id)))
      .map((a) => a.id),
  };
}

/** What the largest paint was (a selector and its text), to tell an image from a heading. */
function lcpElementOf(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = table?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} ${JSON.stringify(node.nodeLabel ?? '')}`.trim() : 'unknown';
}

function inCategory(lhr, category, auditId) {
  return lhr.categories[category]?.auditRefs.some((ref) => ref.id === auditId && ref.weight > 0) ?? false;
}

async function measure(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const runtimeError = result.lhr.runtimeError;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  return figures(result.lhr);
}

function summarize(samples) {
  const pick = (key) => median(samples.map((sample) => sample[key]));
  return {
    performance: pick('performance'),
    seo: pick('seo'),
    bestPractices: pick('bestPractices'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    fcp: pick('fcp'),
    jsBytes: pick('jsBytes'),
    cssBytes: pick('cssBytes'),
    documentBytes: pick('documentBytes'),
    failedAudits: [...new Set(samples.flatMap((sample) => sample.failedAudits))],
    lcpElements: [...new Set(samples.map((sample) => sample.lcpElement))],
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

function printTable(rows) {
  const header = [
    'page',
    'perf',
    'LCP',
    'limit LCP',
    'LCP/limit',
    'HTML + CSS, B (limit)',
    'TBT',
    'CLS',
    'FCP',
    'JS',
    'CSS',
    'SEO',
    'BP',
  ];
  const sent = ({ documentBytes, cssBytes }) =>
    `${Math.round(documentBytes).toLocaleString('en-US')} + ${Math.round(cssBytes).toLocaleString('en-US')}`;
  const lines = rows.map(({ page, measured, limit }) => [
    page,
    String(measured.performance),
    ms(measured.lcp),
    ms(limit.lcp),
    `${(measured.lcp / limit.lcp).toFixed(2)}x`,
    `${sent(measured)} (${sent(limit)})`,
    ms(measured.tbt),
    measured.cls.toFixed(3),
    ms(measured.fcp),
    kb(measured.jsBytes),
    kb(measured.cssBytes),
    String(measured.seo),
    String(measured.bestPractices),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

if (!process.argv.includes('--no-build') && !process.argv.includes('--dist')) {
  const build = spawnSync('npm', ['run', 'build:custom'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const chromePath = await findChromium();
if (!chromePath) {
  console.error(
    'No Chromium found: run `node tools/browsers/find-browser.mjs` (it installs Debian’s Chromium as root).',
  );
  process.exit(1);
}

async function lighthouseRows(build = dist) {
  const limitDist = await scriptlessCopy(build);
  const certificates = await mkdtemp(join(tmpdir(), 'hazel-bench-tls-'));
  const site = await http2Server(build, certificates);
  const limitSite = await http2Server(limitDist, certificates);
  const [sitePort, limitPort] = await Promise.all([listen(site), listen(limitSite)]);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...chromiumFlags],
  });

  const rows = [];
  try {
    for (const page of pages) {
      // The limit as often as the page (a single run of it moves the ratio on its own), each run of
      // it right after one of the page's: the machine's pace drifts between minutes, and the model
      // reads the CPU time of each run, so the two sides of the ratio are measured at the same pace.
      const samples = [];
      const limitSamples = [];
      for (let run = 1; run <= runs; run += 1) {
        samples.push(await measure(chrome, `https://127.0.0.1:${sitePort}${page}`));
        limitSamples.push(await measure(chrome, `https://127.0.0.1:${limitPort}${page}`));
        process.stdout.write(`${page}: run ${run}/${runs} done\n`);
      }
      rows.push({ page, measured: summarize(samples), limit: summarize(limitSamples), samples, limitSamples });
    }
  } finally {
    await chrome.kill();
    site.close();
    limitSite.close();
    await rm(limitDist, { recursive: true, force: true });
    await rm(certificates, { recursive: true, force: true });
  }

  console.log(
    `\nLighthouse ${runs} runs per page and as many of its limit (medians), mobile, simulated throttling, over HTTP/2; limit = no scripts.\n`,
  );
  printTable(rows);
  console.log(
    `\nHTML + CSS: the page's document and stylesheet as sent, headers included. Lighthouse's model sends the first ${firstFlightBytes.toLocaleString('en-US')} B (TCP's first flight) in one round trip and the stylesheet with it when both fit: a page past that where its limit is not pays a round trip (150 ms) more, for its inline start-up scripts and structured data (its app's code is requested after the first paint; docs/speed.md).\n`,
  );
  for (const { page, measured, limit } of rows) {
    console.log(`${page}: largest paint ${measured.lcpElements.join(' / ')}; limit: ${limit.lcpElements.join(' / ')}`);
    if (measured.failedAudits.length)
      console.log(`${page}: SEO/best-practices audits not passed: ${measured.failedAudits.join(', ')}`);
  }
  return rows;
}

/** First-load JavaScript (gzip) of each page in each language against the budget, from the build's manifest. */
async function firstLoadFigures(build = dist) {
  const { firstLoad, dictionarySource } = await import('../prerender/build-manifest.mjs');
  const { firstLoadPartsOfPage } = await importProjectModule('src/i18n/dictionary-parts.ts');
  const { pages: routePages } = await importProjectModule('src/routing/routes.ts');
  const { languages } = await importProjectModule('src/config/languages.ts');
  const manifest = JSON.parse(await readFile(buildInfoFile(build, 'manifest.json'), 'utf8'));
  if (!manifest[dictionarySource('en')])
    throw new Error(`${build}: built before the dictionary parts; no first-load table.`);
  const rows = [];
  for (const { id } of [...routePages, { id: 'notFound' }]) {
    const pageSource = `src/pages/${id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.tsx`;
    const sizes = {};
    const brotli = {};
    for (const { code } of languages) {
      const { js } = firstLoad(manifest, { pageSource, language: code, parts: firstLoadPartsOfPage(id) });
      let bytes = 0;
      let sent = 0;
      for (const file of js) {
        const content = await readFile(join(build, file));
        bytes += gzipSync(content, { level: 9 }).length;
        // As the server sends it: the build's Brotli copy (tools/prerender/precompress.mjs), if there is one.
        sent += (await readFile(join(build, `${file}.br`)).catch(() => content)).length;
      }
      sizes[code] = bytes;
      brotli[code] = sent;
    }
    rows.push({ page: id, sizes, brotli });
  }
  return { limitBytes: firstLoadBudget.jsBytes, rows };
}

function printFirstLoadTable({ limitBytes, rows }) {
  const languageCodes = Object.keys(rows[0]?.sizes ?? {});
  console.log(`
First load: the JavaScript a page loads before it hydrates (gzip), against ${limitBytes / 1024} KB; in
brackets, as the server sends it (the build's Brotli copies).
`);
  console.log(`| page | ${languageCodes.join(' | ')} | within |`);
  console.log(`|------|${languageCodes.map(() => '------').join('|')}|--------|`);
  for (const { page, sizes, brotli } of rows)
    console.log(
      `| ${page} | ${languageCodes.map((code) => `${(sizes[code] / 1024).toFixed(1)} KB (${(brotli[code] / 1024).toFixed(1)})`).join(' | ')} | ${Object.values(sizes).every((size) => size <= limitBytes) ? 'yes' : 'no'} |`,
    );
}

async function interactionFigures(build = dist) {
  const site = createDistServer({ dist: build });
  const port = await listen(site);
  try {
    return await benchInteractions({ chromePath, origin: `http://127.0.0.1:${port}`, pages, runs, root });
  } finally {
    site.close();
  }
}

async function savedLanguageFigures() {
  const site = createDistServer({ dist });
  const port = await listen(site);
  const storageKey = await languageStorageKey();
  try {
    return await benchSavedLanguage({ chromePath, origin: `http://127.0.0.1:${port}`, runs, storageKey });
  } finally {
    site.close();
  }
}

/** The build's own language storage key (the brand names it), from its prerendered boot script. */
async function languageStorageKey() {
  const index = await readFile(join(dist, 'index.html'), 'utf8');
  return /data-language-key="([^"]+)"/.exec(index)?.[1] ?? 'hazel-language';
}

async function engineFigures() {
  const site = createDistServer({ dist });
  const port = await listen(site);
  const storageKey = await languageStorageKey();
  try {
    return await benchEngines({ chromePath, origin: `http://127.0.0.1:${port}`, pages, runs, storageKey });
  } finally {
    site.close();
  }
}

/** The targets (targets.mjs) side by side: the largest paint against the limit with Lighthouse's scores, hydration, the saved language. */
function printVerdicts({ rows, interactions, savedLanguage }) {
  const t = lighthouseTargets;
  const scores = `perf ≥ ${t.performance}, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls}, SEO and BP ${t.seo}`;
  console.log('\nThe targets, side by side (medians):\n');
  console.log(`| page | LCP / limit (≤ ${t.lcpOverLimit}) | ${scores} | hydrated (≤ ${hydratedLimitMs} ms) |`);
  console.log('|------|------|------|------|');
  for (const { page, measured, limit } of rows) {
    const hydrated = interactions.rows.find((row) => row.page === page)?.median.hydrated;
    const ratio = measured.lcp / limit.lcp;
    const missed = [
      measured.performance < t.performance && 'perf',
      measured.tbt > t.tbtMs && 'TBT',
      measured.cls > t.cls && 'CLS',
      measured.seo < t.seo && 'SEO',
      measured.bestPractices < t.bestPractices && 'BP',
    ].filter(Boolean);
    console.log(
      `| ${page} | ${ratio.toFixed(2)}x ${ratio <= t.lcpOverLimit ? 'within' : 'over'} | ${missed.length ? `missed: ${missed.join(', ')}` : 'within'} | ${hydrated === undefined ? '–' : `${Math.round(hydrated)} ms ${hydrated <= hydratedLimitMs ? 'within' : 'over'}`} |`,
    );
  }
  for (const { page, median: m } of savedLanguage.rows)
    console.log(
      `saved Korean at ${page}: ${m.koreanAt} ms, its Korean address ${m.prefixedKoreanAt} ms: ${m.koreanAt <= m.limit ? 'within' : 'over'} ${savedLanguageAllowanceMs} ms more`,
    );
}

/**
 * This build's targets beside an earlier build's (`--beside`), measured one after the other on
 * this machine: a drift between hours moves both alike, which figures written down last week
 * would not.
 */
function printBeside({ dist: now, rows, interactions, beside: then }) {
  const t = lighthouseTargets;
  const ratio = (row) => (row ? `${(row.measured.lcp / row.limit.lcp).toFixed(2)}x` : '–');
  const hydrated = (figures, page) => {
    const value = figures?.rows.find((row) => row.page === page)?.median.hydrated;
    return value === undefined ? '–' : `${Math.round(value)} ms`;
  };
  console.log(`\nThis build (${now}) beside ${then.dist}, medians of ${runs} runs each:\n`);
  console.log(
    `| page | LCP / limit (≤ ${t.lcpOverLimit}), now | then | TBT (≤ ${t.tbtMs} ms), now | then | CLS (≤ ${t.cls}), now | then | hydrated (≤ ${hydratedLimitMs} ms), now | then |`,
  );
  console.log('|------|------|------|------|------|------|------|------|------|');
  const score = (row, key, format) => (row ? format(row.measured[key]) : '–');
  const cls = (value) => value.toFixed(3);
  for (const page of pages) {
    const [current, earlier] = [rows, then.rows].map((list) => list?.find((row) => row.page === page));
    console.log(
      `| ${page} | ${ratio(current)} | ${ratio(earlier)} | ${score(current, 'tbt', ms)} | ${score(earlier, 'tbt', ms)} | ${score(current, 'cls', cls)} | ${score(earlier, 'cls', cls)} | ${hydrated(interactions, page)} | ${hydrated(then.interactions, page)} |`,
    );
  }
}

/**
 * Cookie-less measurement (docs/measurement.md) on beside off: the same release built again with
 * VITE_ANALYTICS into dist-custom-measured/, its first loads and its hydration on the phone.
 */
async function measurementFigures() {
  const measured = resolve(root, 'dist-custom-measured');
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync(
      process.execPath,
      ['tools/prerender/build.mjs', '--release', '--out', measured, '--env-file', 'tests/e2e/custom-build.env'],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, VITE_ANALYTICS: 'plausible', VITE_ANALYTICS_SITE: 'aria.example.org' },
      },
    );
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const largest = ({ rows }) => Math.max(...rows.flatMap(({ sizes }) => Object.values(sizes)));
  const [offBytes, onBytes] = [await firstLoadFigures(dist), await firstLoadFigures(measured)];
  const [off, on] = [await interactionFigures(dist), await interactionFigures(measured)];
  console.log(`\nMeasurement off (${dist}) beside on (${measured}), ${runs} runs per page on the phone (medians):\n`);
  console.log(`largest first load: off ${largest(offBytes)} B, on ${largest(onBytes)} B (gzip)`);
  console.log('| page | hydrated, off | hydrated, on |');
  console.log('|------|---------------|--------------|');
  for (const { page, median } of off.rows) {
    const measuredRow = on.rows.find((row) => row.page === page);
    console.log(
      `| ${page} | ${Math.round(median.hydrated)} ms | ${Math.round(measuredRow?.median.hydrated ?? NaN)} ms |`,
    );
  }
  return { off: { firstLoad: offBytes, interactions: off }, on: { firstLoad: onBytes, interactions: on } };
}

const results = { date: new Date().toISOString(), dist, runs };
const measures = (part) => only === 'all' || only === part;
if (measures('bytes')) {
  results.firstLoad = await firstLoadFigures();
  printFirstLoadTable(results.firstLoad);
}
if (measures('lighthouse')) results.rows = await lighthouseRows();
if (measures('interactions')) {
  results.interactions = await interactionFigures();
  printInteractionTable(results.interactions, runs);
}
if (measures('saved-language')) {
  results.savedLanguage = await savedLanguageFigures();
  printSavedLanguageTable(results.savedLanguage, runs);
}
if (measures('engines')) {
  results.engines = await engineFigures();
  printEngineTable(results.engines, runs);
}
if (measures('measurement')) results.measurement = await measurementFigures();
if (results.rows && results.interactions && results.savedLanguage) printVerdicts(results);
if (beside) {
  results.beside = { dist: beside };
  if (results.rows) results.beside.rows = await lighthouseRows(beside);
  if (results.interactions) results.beside.interactions = await interactionFigures(beside);
  printBeside(results);
}
await mkdir(resolve(root, 'bench-results'), { recursive: true });
await writeFile(resolve(root, 'bench-results', 'latest.json'), JSON.stringify(results, null, 2));
console.log('\nFull figures: bench-results/latest.json');
