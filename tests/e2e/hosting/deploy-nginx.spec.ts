/**
 * deploy/nginx.conf, run for real by nginx against the build: clean URLs, redirects, 404.html
 * with status 404, and the same headers as public/_headers (Netlify, Cloudflare Pages, npm start).
 */
import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNginx, writeLocalNginx, type LocalNginx } from '@tools/server/nginx-local.mjs';
import { deployFiles } from '@tools/deploy/deploy-config.mjs';
import { headersFor, parseHeadersFile } from '@tools/server/headers-file.mjs';
import { expect, test } from '../fixtures';
import { languageList } from '@e2e/drivers/language-list';

const port = 4175;
const origin = `http://localhost:${port}`;
const dist = join(process.cwd(), 'dist');
const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
/**
 * The folder nginx serves: the build, with data/ a copy of its own, which a test replaces as an
 * operator would on the host (the rest are links to the build).
 */
const served = mkdtempSync(join(tmpdir(), 'hazel-nginx-root-'));
let local: LocalNginx;

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  // nginx's workers, which read the files, run as another user than the tests.
  chmodSync(served, 0o755);
  for (const entry of readdirSync(dist)) {
    if (entry === 'data') cpSync(join(dist, entry), join(served, entry), { recursive: true });
    else symlinkSync(join(dist, entry), join(served, entry));
  }
  // `npm run preview:nginx` writes the same configuration.
  local = writeLocalNginx({ dist: served, port });
  runNginx(local, '-t');
  runNginx(local);
});

test.afterAll(() => {
  runNginx(local, '-s', 'stop');
  rmSync(local.prefix, { recursive: true, force: true });
  rmSync(served, { recursive: true, force: true });
});

const securityHeaderNames = Object.keys(headersFor(rules, '/anything')).filter((name) => name !== 'Cache-Control');

async function expectHeadersOf(response: { headers(): Record<string, string> }, path: string) {
  const expected = headersFor(rules, path);
  const actual = response.headers();
  for (const name of [...securityHeaderNames, 'Cache-Control']) {
    expect(actual[name.toLowerCase()], `${name} on ${path}`).toBe(expected[name]);
  }
}

test('pages answer at their clean URLs with the deployed headers', async ({ request }) => {
  for (const path of ['/', '/en', '/ja/faq', '/zh-tw/api', '/faq']) {
    const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    await expectHeadersOf(response, path);
  }
});

test('.html and trailing-slash addresses redirect to the clean URL', async ({ request }) => {
  for (const [from, to] of [
    ['/en/faq.html', '/en/faq'],
    ['/en/faq/', '/en/faq'],
    ['/index.html', '/'],
  ]) {
    const response = await request.get(`${origin}${from}`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location ?? '', origin).pathname).toBe(to);
  }
});

test('a language segment in another case leads to its page, with the rest of the address', async ({ request }) => {
  for (const [from, to] of [
    ['/zh-TW', '/zh-tw'],
    ['/EN/faq?from=paper', '/en/faq?from=paper'],
    ['/It/pricing', '/it/pricing'],
  ]) {
    const response = await request.get(`${origin}${from}`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    const location = new URL(response.headers().location ?? '', origin);
    expect(`${location.pathname}${location.search}`).toBe(to);
  }
  expect((await request.get(`${origin}/zh-TW/faq`)).status()).toBe(200);
});

test('unknown paths answer 404 with the 404 page, with the headers', async ({ request }) => {
  // /api/event too: without measurement the configuration forwards nothing.
  for (const path of ['/nope', '/en/faq/extra', '/_headers', '/_redirects', '/api/event']) {
    const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('noindex');
    for (const name of securityHeaderNames) expect(response.headers()[name.toLowerCase()]).toBeTruthy();
  }
});

test('hashed assets are immutable for a year, media for a day', async ({ request }) => {
  const script = readdirSync(join(dist, 'assets')).find((file) => file.endsWith('.js'));
  for (const path of [`/assets/${script}`, '/images/hero-morning-640.avif', '/audio/en/hero.webm']) {
    const response = await request.get(`${origin}${path}`);
    expect(response.status(), path).toBe(200);
    await expectHeadersOf(response, path);
  }
});

test('with a collector configured, /api/event is passed on to it: the count, the visitor’s address and browser, never a cookie', async ({
  request,
}) => {
  // A stand-in for the operator's collector (Plausible's events address), on this machine.
  const received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const collector = createServer((incoming, answer) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
    incoming.on('end', () => {
      received.push({ method: incoming.method, url: incoming.url, headers: incoming.headers, body });
      answer.writeHead(202, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port: collectorPort } = collector.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${collectorPort}/api/event`;
  // deploy/nginx.conf as `npm run deploy-config` writes it for an operator with VITE_ANALYTICS_ENDPOINT.
  const { 'deploy/nginx.conf': site } = await deployFiles({ endpoint });
  const forwarding = writeLocalNginx({ dist: served, port: port + 4, site: site ?? undefined });
  try {
    runNginx(forwarding, '-t');
    runNginx(forwarding);
    const count = { name: 'pageview', domain: 'aria.example.org', url: 'https://aria.example.org/ja', props: {} };
    const response = await request.post(`http://localhost:${port + 4}/api/event`, {
      data: count,
      headers: { 'User-Agent': 'Mozilla/5.0 (iPhone) Safari', Cookie: 'session=1' },
    });
    expect(response.status()).toBe(202);
    expect(received).toHaveLength(1);
    const [forwarded] = received;
    expect(forwarded).toMatchObject({ method: 'POST', url: '/api/event' });
    expect(JSON.parse(forwarded?.body ?? '')).toEqual(count);
    expect(forwarded?.headers['user-agent']).toBe('Mozilla/5.0 (iPhone) Safari');
    expect(forwarded?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(forwarded?.headers.cookie).toBeUndefined();
    // Only counts pass: nothing can be read from the collector through the site.
    expect((await request.get(`http://localhost:${port + 4}/api/event`)).status()).toBe(403);
    expect(received).toHaveLength(1);
  } finally {
    runNginx(forwarding, '-s', 'stop');
    rmSync(forwarding.prefix, { recursive: true, force: true });
    collector.close();
  }
});

/** The bytes nginx sends for `path` when the browser accepts `encodings`, as they come (not decoded). */
function rawGet(path: string, encodings: string): Promise<{ encoding?: string; vary?: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(`${origin}${path}`, { headers: { 'Accept-Encoding': encodings } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          encoding: response.headers['content-encoding'],
          vary: response.headers.vary,
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
  });
}

test('pages, scripts and the stylesheet go out as the build’s Brotli copies, or gzip ones', async () => {
  const assets = readdirSync(join(dist, 'assets'));
  const script = assets.filter((file) => file.endsWith('.js')).sort((a, b) => size(b) - size(a))[0];
  const stylesheet = assets.find((file) => file.endsWith('.css'));
  for (const [path, file] of [
    ['/ja/faq', 'ja/faq.html'],
    [`/assets/${script}`, `assets/${script}`],
    [`/assets/${stylesheet}`, `assets/${stylesheet}`],
  ] as const) {
    const brotli = await rawGet(path, 'gzip, deflate, br');
    expect(brotli.encoding, path).toBe('br');
    expect(brotli.bytes.equals(readFileSync(join(dist, `${file}.br`))), `${path}: the build's copy`).toBe(true);
    const gzip = await rawGet(path, 'gzip');
    expect(gzip.encoding, path).toBe('gzip');
    expect(gzip.bytes.equals(readFileSync(join(dist, `${file}.gz`))), `${path}: the build's copy`).toBe(true);
    // A cache in between keeps one copy per encoding.
    for (const answer of [brotli, gzip]) expect(answer.vary, path).toBe('Accept-Encoding');
  }
});

const size = (asset: string) => statSync(join(dist, 'assets', asset)).size;

test('the published supporters, replaced on the host, go out as replaced, in any encoding', async () => {
  const file = join(served, 'data', 'supporters.json');
  const replaced = JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), replacedOnTheHost: true });
  writeFileSync(file, replaced);
  for (const encodings of ['gzip, deflate, br', 'gzip', 'identity']) {
    const answer = await rawGet('/data/supporters.json', encodings);
    const body =
      answer.encoding === 'gzip'
        ? gunzipSync(answer.bytes)
        : answer.encoding === 'br'
          ? brotliDecompressSync(answer.bytes)
          : answer.bytes;
    expect(body.toString(), encodings).toBe(replaced);
  }
});

test('a page served by nginx hydrates under its policy without a violation', async ({ page }) => {
  await page.goto(`${origin}/it/pricing`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  const switcher = languageList(page, 'it');
  await switcher.summary.click();
  await expect(page.getByRole('link', { name: 'English' })).toBeVisible();
  // Escape closing it is the app's own rule: the scripts run under nginx's policy.
  await page.keyboard.press('Escape');
  await switcher.expectClosed();
});
