// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressibleFile, precompress } from '@tools/prerender/precompress.mjs';
import { builtFolder } from './built-pages/builds';

const folder = mkdtempSync(join(tmpdir(), 'hazel-precompress-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const page = `<!doctype html><html lang="en"><body>${'<p class="text-lg">Hazel listens.</p>'.repeat(80)}</body></html>`;

describe('the build’s compressed copies', () => {
  it('writes a Brotli and a gzip copy beside every text file, in every folder, each the same text', async () => {
    mkdirSync(join(folder, 'assets'));
    mkdirSync(join(folder, 'images'));
    const texts = {
      'en.html': page,
      'assets/app.js': `export const words = ${JSON.stringify(page)};`,
      'assets/site.css': '.text-lg{font-size:1.125rem}'.repeat(40),
      'site.webmanifest': JSON.stringify({ name: 'Hazel', description: page.slice(0, 400) }),
    };
    for (const [file, text] of Object.entries(texts)) writeFileSync(join(folder, file), text);
    // A picture is compressed by its format; a tiny file would grow.
    writeFileSync(join(folder, 'images', 'hero.avif'), Buffer.alloc(2000, 7));
    writeFileSync(join(folder, 'robots.txt'), 'a');
    mkdirSync(join(folder, 'data'));
    writeFileSync(join(folder, 'data', 'supporters.json'), JSON.stringify({ supporters: [page] }));

    await precompress(folder);

    for (const [file, text] of Object.entries(texts)) {
      expect(brotliDecompressSync(readFileSync(join(folder, `${file}.br`))).toString(), file).toBe(text);
      expect(gunzipSync(readFileSync(join(folder, `${file}.gz`))).toString(), file).toBe(text);
      expect(readFileSync(join(folder, `${file}.br`)).length).toBeLessThan(text.length);
    }
    expect(existsSync(join(folder, 'images', 'hero.avif.br'))).toBe(false);
    // Data the operator replaces on the host has no copy that would outlive it.
    expect(existsSync(join(folder, 'data', 'supporters.json.br'))).toBe(false);
    expect(existsSync(join(folder, 'data', 'supporters.json.gz'))).toBe(false);
    expect(existsSync(join(folder, 'robots.txt.br'))).toBe(false);
    expect(existsSync(join(folder, 'robots.txt.gz'))).toBe(false);
  });

  it('are in the build: every page, script and stylesheet has both', () => {
    const dist = builtFolder('default');
    // Leaving out the one-line re-exports rolldown writes for a chunk's second name: no smaller compressed.
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(html|js|css)$/.test(file) && compressibleFile.test(file) && statSync(join(dist, file)).size > 200,
    );
    expect(files.length).toBeGreaterThan(100);
    const missing = files.filter(
      (file) => !existsSync(join(dist, `${file}.br`)) || !existsSync(join(dist, `${file}.gz`)),
    );
    expect(missing).toEqual([]);
  });
});
