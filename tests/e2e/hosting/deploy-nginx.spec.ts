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
import { spawnSync } from 'node:child_process';
import {
  createServer,
  get as httpGet,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNginx, writeLocalNginx, type LocalNginx } from '@tools/server/nginx-local.mjs';
import { deployFiles, withTls } from '@tools/deploy/deploy-config.mjs';
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

test('redirects name a path on this site only, whatever the address holds (security review M2)', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/en/faq/', '/en/faq'],
    ['/en/faq.html?from=paper', '/en/faq?from=paper'],
    ['//evil.example/', '/evil.example'],
  ]) {
    const response = await request.get(`${origin}${from}`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    // Relative: behind a TLS front the visitor keeps its scheme, host and port.
    expect(response.headers().location, from).toBe(to);
  }
  // A backslash never reaches a Location (a browser reads /\evil.example as another host).
  for (const path of ['/%5Cevil.example/', '/%5Cevil.example.html', '/en/%5C%5Cevil/'])
    expect((await request.get(`${origin}${path}`, { maxRedirects: 0 })).status(), path).toBe(404);
  // A doubled slash is the page it names (security review L7), the build's own files are not served (L2).
  expect((await request.get(`${origin}/en//pricing`, { maxRedirects: 0 })).status()).toBe(200);
  for (const path of ['/.vite/manifest.json', '/.vite/site-config.json', '/.env'])
    expect((await request.get(`${origin}${path}`, { maxRedirects: 0 })).status(), path).toBe(404);
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

/** A collector on this machine, over HTTP or over TLS with `certificate`: what it receives, and its address. */
async function standInCollector(certificate?: { key: string; cert: string }) {
  const received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const handler = (incoming: IncomingMessage, answer: ServerResponse) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
    incoming.on('end', () => {
      received.push({ method: incoming.method, url: incoming.url, headers: incoming.headers, body });
      answer.writeHead(202, { 'Content-Type': 'text/plain', 'Set-Cookie': 'collector=1' }).end('ok');
    });
  };
  const server = certificate ? createHttpsServer(certificate, handler) : createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: collectorPort } = server.address() as AddressInfo;
  return { received, port: collectorPort, close: () => server.close() };
}

/** nginx with deploy/nginx.conf as `npm run deploy-config` writes it for `endpoint`, for the length of `use`. */
async function withForward(
  endpoint: string,
  listenPort: number,
  during: () => Promise<void>,
  options: { resolver?: string; tls?: (site: string) => string } = {},
) {
  const { 'deploy/nginx.conf': generated } = await deployFiles({ endpoint, resolver: options.resolver });
  const site = options.tls ? options.tls(generated ?? '') : (generated ?? undefined);
  const local = writeLocalNginx({ dist: served, port: listenPort, site, tls: Boolean(options.tls) });
  runNginx(local, '-t');
  runNginx(local);
  try {
    await during();
  } finally {
    runNginx(local, '-s', 'stop');
    rmSync(local.prefix, { recursive: true, force: true });
  }
}

/** A self-signed certificate for `name`, made with openssl for this test: its files, and their text. */
function selfSigned(name: string) {
  const folder = mkdtempSync(join(tmpdir(), 'hazel-tls-'));
  const [key, cert] = [join(folder, 'key.pem'), join(folder, 'cert.pem')];
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    `/CN=${name}`,
    '-addext',
    `subjectAltName=DNS:${name}`,
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  expect(made.status, made.stderr?.toString()).toBe(0);
  return { folder, keyFile: key, certFile: cert, key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
}

test('with a collector configured, /api/event passes on only the count, the browser and the address nginx saw (security review L1)', async ({
  request,
}) => {
  const collector = await standInCollector();
  await withForward(`http://127.0.0.1:${collector.port}/api/event`, port + 4, async () => {
    const count = { name: 'pageview', domain: 'aria.example.org', url: 'https://aria.example.org/ja', props: {} };
    const response = await request.post(`http://localhost:${port + 4}/api/event?u=http://169.254.169.254/`, {
      data: count,
      headers: {
        'User-Agent': 'Mozilla/5.0 (iPhone) Safari',
        Cookie: 'session=1',
        // Headers a visitor may write: none reaches the collector.
        'X-Forwarded-For': '203.0.113.7',
        'X-Plausible-IP': '198.51.100.9',
        'CF-Connecting-IP': '192.0.2.1',
        Authorization: 'Bearer token',
        'Accept-Language': 'ja',
      },
    });
    expect(response.status()).toBe(202);
    expect(response.headers()['set-cookie']).toBeUndefined();
    expect(collector.received).toHaveLength(1);
    const [forwarded] = collector.received;
    // The collector's own address, without the visitor's query.
    expect(forwarded).toMatchObject({ method: 'POST', url: '/api/event' });
    expect(JSON.parse(forwarded?.body ?? '')).toEqual(count);
    expect(forwarded?.headers['user-agent']).toBe('Mozilla/5.0 (iPhone) Safari');
    expect(forwarded?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(Object.keys(forwarded?.headers ?? {}).sort()).toEqual(
      ['connection', 'content-length', 'content-type', 'host', 'user-agent', 'x-forwarded-for'].sort(),
    );
    // Only counts of a few KB pass: nothing can be read from the collector through the site.
    expect((await request.get(`http://localhost:${port + 4}/api/event`)).status()).toBe(403);
    const flood = await request.post(`http://localhost:${port + 4}/api/event`, { data: 'x'.repeat(8_000) });
    expect(flood.status()).toBe(413);
    expect(collector.received).toHaveLength(1);
  });
  collector.close();
});

test('a collector whose name does not resolve, or whose certificate is not trusted, never takes the site down or gets a count (security review M1, M3)', async ({
  request,
}) => {
  // The name cannot resolve (a DNS outage at boot): nginx starts, the pages answer, the count fails alone.
  await withForward(
    'https://collector.invalid/api/event',
    port + 5,
    async () => {
      expect((await request.get(`http://localhost:${port + 5}/en`)).status()).toBe(200);
      expect((await request.post(`http://localhost:${port + 5}/api/event`, { data: {} })).status()).toBe(502);
    },
    { resolver: '127.0.0.1:9' },
  );
  // A collector answering with a certificate nobody signed: nginx refuses to send it the count.
  const certificate = selfSigned('attacker.invalid');
  const collector = await standInCollector(certificate);
  await withForward(`https://127.0.0.1:${collector.port}/api/event`, port + 6, async () => {
    expect((await request.post(`http://localhost:${port + 6}/api/event`, { data: {} })).status()).toBe(502);
    expect(collector.received).toHaveLength(0);
  });
  collector.close();
  rmSync(certificate.folder, { recursive: true, force: true });
});

test('with its own certificate, plain HTTP only redirects to HTTPS; behind a TLS front, redirects keep the front’s address (security review M2)', async ({
  request,
}) => {
  const certificate = selfSigned('localhost');
  const [http, https, front] = [port + 7, port + 8, port + 9];
  try {
    // deploy/nginx.conf as it is, with a certificate: both servers.
    const tls = writeLocalNginx({
      dist: served,
      port: http,
      tls: true,
      site: withTls(readFileSync(join(process.cwd(), 'deploy/nginx.conf'), 'utf8'), {
        httpListen: `127.0.0.1:${http}`,
        tlsListen: `127.0.0.1:${https}`,
        certificate: certificate.certFile,
        key: certificate.keyFile,
      }),
    });
    runNginx(tls, '-t');
    runNginx(tls);
    try {
      const plain = await request.get(`http://localhost:${http}/en/faq?from=paper`, { maxRedirects: 0 });
      expect(plain.status()).toBe(301);
      expect(plain.headers().location).toBe('https://localhost/en/faq?from=paper');
      expect(await plain.text()).not.toContain('<div id="root">');
      const secure = await request.get(`https://localhost:${https}/en`, { ignoreHTTPSErrors: true });
      expect(secure.status()).toBe(200);
      expect(secure.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    } finally {
      runNginx(tls, '-s', 'stop');
      rmSync(tls.prefix, { recursive: true, force: true });
    }

    // A TLS front on another port, passing requests to the site's nginx as docs/deploy.md sets it up.
    const backend = writeLocalNginx({ dist: served, port: http });
    const frontSite = [
      'server {',
      `  listen 127.0.0.1:${front} ssl;`,
      `  ssl_certificate ${certificate.certFile};`,
      `  ssl_certificate_key ${certificate.keyFile};`,
      '  location / {',
      `    proxy_pass http://127.0.0.1:${http};`,
      '    proxy_set_header Host $host;',
      '    proxy_set_header X-Forwarded-Proto https;',
      '  }',
      '}',
      '',
    ].join('\n');
    const frontNginx = writeLocalNginx({ dist: served, port: front, site: frontSite, tls: true });
    runNginx(backend);
    runNginx(frontNginx);
    try {
      for (const [from, to] of [
        ['/en/', '/en'],
        ['/en/faq.html', '/en/faq'],
        ['/EN/faq', '/en/faq'],
        ['/index.html', '/'],
      ]) {
        const response = await request.get(`https://localhost:${front}${from}`, {
          maxRedirects: 0,
          ignoreHTTPSErrors: true,
        });
        expect(response.status(), from).toBe(301);
        // Read by the browser against the front's address: https, the front's port.
        expect(new URL(response.headers().location ?? '', `https://localhost:${front}`).href, from).toBe(
          `https://localhost:${front}${to}`,
        );
      }
    } finally {
      runNginx(frontNginx, '-s', 'stop');
      runNginx(backend, '-s', 'stop');
      rmSync(frontNginx.prefix, { recursive: true, force: true });
      rmSync(backend.prefix, { recursive: true, force: true });
    }
  } finally {
    rmSync(certificate.folder, { recursive: true, force: true });
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
