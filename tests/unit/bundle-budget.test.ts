// @vitest-environment node
/**
 * Byte budgets for a slow phone on a slow network, from the default build's manifest: what each page downloads before
 * it hydrates (the entry, the page's chunk, its dictionary) stays within budget, and the code the
 * first view does not need stays out of every first load.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseSync } from 'rolldown/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictionarySource, firstLoad, type Manifest } from '@tools/prerender/build-manifest.mjs';
import { pageSourceFile } from '@shared/build-contract';
import { dictionaryParts, firstLoadPartsOfPage } from '@/i18n/dictionary-parts';
import { pages, type PageKey } from '@/routing/routes';
import { languages } from '@/config/languages';
import { builtFolder } from './built-pages/builds';

const KB = 1024;
// Measured: the largest are the Japanese home (99.2 KB) and FAQ (98.9 KB). Every page within
// 100 KB (docs/speed.md).
const budgets = { homeJs: 100 * KB, pageJs: 100 * KB, css: 25 * KB };

// The default build (`npm test` made it first; run alone, the project's global setup makes it).
let outDir = '';
let manifest: Manifest = {};

beforeAll(() => {
  outDir = builtFolder('default');
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
});

const gzipBytes = (files: readonly string[]) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);

const pageKeys: PageKey[] = [...pages.map((page) => page.id), 'notFound'];
const everyPage = pageKeys.flatMap((page) => languages.map(({ code }) => [page, code] as const));
const loadOf = (page: PageKey, language: string) =>
  firstLoad(manifest, { pageSource: pageSourceFile(page), language, parts: firstLoadPartsOfPage(page) });
/** A language's dictionary chunks: the core and every part. */
const dictionaryFilesOf = (language: string) =>
  ['core', ...dictionaryParts].map((part) => manifest[dictionarySource(language, part)]?.file);

describe('first-load budgets (gzip)', () => {
  it.each(languages.map(({ code }) => code))('home in %s: JS within 100 KB, CSS within 25 KB', (language) => {
    const load = loadOf('home', language);
    expect(gzipBytes(load.js)).toBeLessThanOrEqual(budgets.homeJs);
    expect(gzipBytes(load.css)).toBeLessThanOrEqual(budgets.css);
  });

  it.each(everyPage)(
    '%s in %s: JS within the budget, with its own copy only: the core and its page’s parts',
    (page, language) => {
      const { js } = loadOf(page, language);
      expect(gzipBytes(js)).toBeLessThanOrEqual(page === 'home' ? budgets.homeJs : budgets.pageJs);
      const everyLanguage = languages.flatMap(({ code }) => dictionaryFilesOf(code));
      const own = ['core', ...firstLoadPartsOfPage(page)].map(
        (part) => manifest[dictionarySource(language, part)]?.file,
      );
      expect(own.every(Boolean)).toBe(true);
      expect(js.filter((file) => everyLanguage.includes(file))).toEqual(own);
    },
  );
});

describe('what the first load leaves out', () => {
  // The video player wiring (and the animation library only it uses), the waitlist form (and the
  // form library), its validation, the published supporters' schema and the toast region each load
  // when first needed.
  const lazyModules = [
    'src/features/video-window/video-modal.tsx',
    'src/features/waitlist-form/waitlist-form.tsx',
    'shared/schema.ts',
    'shared/people.ts',
    'src/components/ui/toast-region.tsx',
  ];

  it.each(lazyModules)('%s is its own chunk, in no first load', (source) => {
    const chunk = manifest[source];
    expect(chunk?.isDynamicEntry).toBe(true);
    for (const [page, language] of everyPage) {
      expect(loadOf(page, language).js).not.toContain(chunk?.file);
    }
  });

  it('the form library, zod and the query library are in no first load (the crowd-support page reads published data after it hydrates)', () => {
    const filesWith = (pattern: RegExp) =>
      [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter(
        (file) => file.endsWith('.js') && pattern.test(readFileSync(join(outDir, file), 'utf8')),
      );
    const formLibrary = filesWith(/useFormContext|shouldUnregister/);
    const zod = filesWith(/ZodError/);
    const queryClient = filesWith(/QueryClient/);
    expect(formLibrary.length).toBeGreaterThan(0);
    expect(zod.length).toBeGreaterThan(0);
    for (const [page, language] of everyPage) {
      const { js } = loadOf(page, language);
      expect(js.filter((file) => formLibrary.includes(file) || zod.includes(file))).toEqual([]);
      expect(
        js.filter((file) => queryClient.includes(file)),
        `${page} in ${language}`,
      ).toEqual([]);
    }
  });

  it('the voice-sample player comes with the home page (its samples) and with no other page’s first load', () => {
    const player = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter(
      (file) => file.endsWith('.js') && /canPlayType/.test(readFileSync(join(outDir, file), 'utf8')),
    );
    expect(player.length).toBeGreaterThan(0);
    for (const [page, language] of everyPage) {
      const { js } = loadOf(page, language);
      expect(
        js.some((file) => player.includes(file)),
        `${page} in ${language}`,
      ).toBe(page === 'home');
    }
  });

  it('other pages’ code is not in the home page’s first load', () => {
    const homeLoad = loadOf('home', 'en').js;
    for (const page of pageKeys.filter((key) => key !== 'home')) {
      expect(homeLoad).not.toContain(manifest[pageSourceFile(page)]?.file);
    }
  });
});

describe('syntax within the support range', () => {
  /** Every node type in a parsed chunk. */
  const nodeTypes = (node: unknown, found = new Set<string>()): Set<string> => {
    if (Array.isArray(node)) for (const child of node) nodeTypes(child, found);
    else if (node && typeof node === 'object') {
      const { type } = node as { type?: unknown };
      if (typeof type === 'string') found.add(type);
      for (const value of Object.values(node)) if (value && typeof value === 'object') nodeTypes(value, found);
    }
    return found;
  };

  it('no chunk has a class static block, which Safari before 16.4 cannot parse (the toast chunk had one at es2022)', () => {
    const chunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
      file.endsWith('.js'),
    );
    expect(chunks.length).toBeGreaterThan(10);
    for (const file of chunks) {
      const { program, errors } = parseSync(file, readFileSync(join(outDir, file), 'utf8'));
      expect(errors, file).toEqual([]);
      expect(nodeTypes(program).has('StaticBlock'), file).toBe(false);
    }
  });

  it('no chunk has a lookbehind in a regular expression, which Safari before 16.4 cannot compile (the page stops there)', () => {
    // Literal or built with `new RegExp`: in either the pattern's text is in the chunk.
    for (const file of Object.values(manifest).map((chunk) => chunk.file)) {
      if (file.endsWith('.js')) expect(readFileSync(join(outDir, file), 'utf8'), file).not.toMatch(/\(\?<[=!]/);
    }
  });
});
