// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistServer, listen } from '@tools/server/serve-dist.mjs';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function get(port: number, path: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

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
    server = createDistServer({ dist });
    port = await listen(server, { port: 0, host: '127.0.0.1' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves clean URLs, with or without a trailing slash, under the _headers rules', async () => {
    for (const [path, body] of [
      ['/', 'root'],
      ['/en', 'home'],
      ['/en/faq', 'faq'],
      ['/en/faq/', 'faq'],
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

  it('answers any other path, and the host’s own _headers file, with 404.html and status 404', async () => {
    for (const path of ['/nope', '/_headers', '/en/faq/extra', '/%E0%A4%A']) {
      const answer = await get(port, path);
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 404,
        body: '<p>not found</p>',
      });
      expect(answer.headers['x-frame-options']).toBe('DENY');
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
