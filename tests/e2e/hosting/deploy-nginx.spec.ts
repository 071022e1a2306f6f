/**
 * deploy/nginx.conf, run for real by nginx against the build: clean URLs, redirects, 404.html
 * with status 404, and the same headers as public/_headers (Netlify, Cloudflare Pages, npm start).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findBrotliStaticModule, findNginx } from '@tools/browsers/find-nginx.mjs';
import { headersFor, parseHeadersFile } from '@tools/server/headers-file.mjs';
import { expect, test } from '../fixtures';
import { languageList } from '@e2e/drivers/language-list';

const port = 4175;
const origin = `http://localhost:${port}`;
const dist = join(process.cwd(), 'dist');
const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
let prefix = '';

function nginx(...args: string[]) {
  const binary = findNginx();
  if (!binary) throw new Error('nginx is needed for this test: run `node tools/browsers/find-nginx.mjs`.');
  const result = spawnSync(binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx ${args.join(' ')} failed:\n${result.stderr}`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  const brotliModule = findBrotliStaticModule();
  if (!brotliModule) throw new Error('nginx’s Brotli module is needed: run `node tools/browsers/find-nginx.mjs`.');
  prefix = mkdtempSync(join(tmpdir(), 'hazel-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replace('root /var/www/site/dist;', `root ${dist};`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  writeFileSync(join(prefix, 'site.conf'), site);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      // As Debian's /etc/nginx/modules-enabled loads it for the main configuration.
      `load_module ${brotliModule};`,
      'worker_processes 1;',
      'error_log logs/error.log;',
      'pid nginx.pid;',
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${name};`),
      `  include ${join(prefix, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  nginx('-t');
  nginx();
});

test.afterAll(() => {
  nginx('-s', 'stop');
  rmSync(prefix, { recursive: true, force: true });
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

test('unknown paths answer 404 with the 404 page, with the headers', async ({ request }) => {
  for (const path of ['/nope', '/en/faq/extra', '/_headers']) {
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
