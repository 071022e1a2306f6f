// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '@tools/prerender/precompress.mjs';
import { createDistServer, listen } from '@tools/server/serve-dist.mjs';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string; bytes: Buffer };

function get(port: number, path: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString(), bytes });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

const script = `export const copy = ${JSON.stringify('Hazel '.repeat(200))};\n`;

describe('the local static host', () => {
  let server: Server;
  let port: number;
  const dist = mkdtempSync(join(tmpdir(), 'serve-dist-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'en'));
    writeFileSync(join(dist, 'index.html'), '<p>root</p>');
    writeFileSync(join(dist, 'en.html'), '<p>home</p>');
    writeFileSync(join(dist, 'en', 'faq.html'), '<p>faq</p>');
    writeFileSync(join(dist, '404.html'), '<p>not found</p>');
    writeFileSync(join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n/assets/*\n  Cache-Control: immutable\n');
    // The hosts' redirects, as the build copies them from public/.
    writeFileSync(join(dist, '_redirects'), readFileSync('public/_redirects'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app.js'), script);
    await precompress(join(dist, 'assets'));
    server = createDistServer({ dist });
    port = await listen(server, { port: 0, host: '127.0.0.1' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves clean URLs under the _headers rules, and leads a trailing slash to the page without it', async () => {
    expect(await get(port, '/en/faq/?from=paper')).toMatchObject({
      status: 301,
      headers: { location: '/en/faq?from=paper' },
    });
    for (const [path, body] of [
      ['/', 'root'],
      ['/en', 'home'],
      ['/en/faq', 'faq'],
    ]) {
      const answer = await get(port, path ?? '');
      expect({ path, status: answer.status, body: answer.body }).toEqual({ path, status: 200, body: `<p>${body}</p>` });
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('redirects .html addresses to their clean URL', async () => {
    expect(await get(port, '/en/faq.html')).toMatchObject({ status: 301, headers: { location: '/en/faq' } });
    expect(await get(port, '/index.html')).toMatchObject({ status: 301, headers: { location: '/' } });
  });

  it('leads a language segment written in another case to its page, with the rest of the address', async () => {
    expect(await get(port, '/zh-TW')).toMatchObject({ status: 301, headers: { location: '/zh-tw' } });
    expect(await get(port, '/EN/faq?from=paper')).toMatchObject({
      status: 301,
      headers: { location: '/en/faq?from=paper' },
    });
    expect(await get(port, '/Ja/')).toMatchObject({ status: 301, headers: { location: '/ja/' } });
    expect((await get(port, '/en/faq')).status).toBe(200);
  });

  it('answers any other path, and the host’s own files, with 404.html and status 404', async () => {
    for (const path of ['/nope', '/_headers', '/_redirects', '/en/faq/extra', '/%E0%A4%A']) {
      const answer = await get(port, path);
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 404,
        body: '<p>not found</p>',
      });
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends a file as the build’s Brotli copy, or its gzip copy, as the browser accepts', async () => {
    const brotli = await get(port, '/assets/app.js', 'GET', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(script);
    // The copy itself, not one compressed afresh for the request.
    expect(brotli.bytes.equals(readFileSync(join(dist, 'assets', 'app.js.br')))).toBe(true);
    const gzip = await get(port, '/assets/app.js', 'GET', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(script);
    expect(gzip.bytes.equals(readFileSync(join(dist, 'assets', 'app.js.gz')))).toBe(true);
    const plain = await get(port, '/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('immutable');
    }
  });

  it('serves reads only', async () => {
    expect(await get(port, '/en', 'POST')).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
  });

  it('says in one line that a port is busy, or moves to the next one when allowed', async () => {
    const second = createDistServer({ dist });
    await expect(listen(second, { port, host: '127.0.0.1' })).rejects.toThrow(
      `Port ${port} is already in use: stop the other server or set PORT to a free port.`,
    );
    const moved = await listen(second, { port, host: '127.0.0.1', nextFreePort: true });
    expect(moved).toBeGreaterThan(port);
    await new Promise<void>((resolve) => second.close(() => resolve()));
  });
});
