// @vitest-environment node
/**
 * Byte budgets for a slow phone on a slow network, from each build's manifest (the defaults, the
 * complete configuration, selling only in the US): what each page downloads before it hydrates
 * (the entry, the page's chunk, its dictionary with its market's values) stays within budget and
 * carries no other market's values; and the code the first view does not need stays out of every
 * first load.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseSync } from 'rolldown/utils';
import { buildInfoFile } from '@tools/prerender/build-info.mjs';
import { firstLoadBudget } from '@tools/bench/targets.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictionarySource, firstLoad, type Manifest } from '@tools/prerender/build-manifest.mjs';
import { pageSourceFile } from '@shared/build-contract';
import { dictionaryParts, firstLoadPartsOfPage } from '@/i18n/dictionary-parts';
import { pages, type PageKey } from '@/routing/routes';
import { languages } from '@/config/languages';
import { builtFolder, type BuildName } from './built-pages/builds';
import { siteOf } from '@tests/built-site';
import type { Language } from '@/config/languages';

// Every page of every build within the owner's budget (tools/bench/targets.mjs, docs/speed.md): the
// operator's values are each market's own (a page loads only its market's), so a complete
// configuration weighs as the defaults do.
const budgets = { homeJs: firstLoadBudget.jsBytes, pageJs: firstLoadBudget.jsBytes, css: firstLoadBudget.cssBytes };
const KB = 1024;

/** The builds a host deploys or the tests read: defaults, the complete configuration, selling only in the US. */
const budgetedBuilds = ['default', 'custom', 'waitlist'] as const satisfies readonly BuildName[];

// The default build (`npm test` made it first; run alone, the project's global setup makes it).
let outDir = '';
let manifest: Manifest = {};
const manifests = new Map<BuildName, { dir: string; manifest: Manifest }>();

beforeAll(() => {
  for (const name of budgetedBuilds) {
    const dir = builtFolder(name);
    manifests.set(name, {
      dir,
      manifest: JSON.parse(readFileSync(buildInfoFile(dir, 'manifest.json'), 'utf8')) as Manifest,
    });
  }
  ({ dir: outDir, manifest } = manifests.get('default') ?? { dir: '', manifest: {} });
});

const gzipBytesIn = (dir: string, files: readonly string[]) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length, 0);

const pageKeys: PageKey[] = [...pages.map((page) => page.id), 'notFound'];
const everyPage = pageKeys.flatMap((page) => languages.map(({ code }) => [page, code] as const));
const loadIn = (built: Manifest, page: PageKey, language: string) =>
  firstLoad(built, { pageSource: pageSourceFile(page), language, parts: firstLoadPartsOfPage(page) });
const loadOf = (page: PageKey, language: string) => loadIn(manifest, page, language);
/** A language's dictionary chunks: the core and every part. */
const dictionaryFilesOf = (language: string) =>
  ['core', ...dictionaryParts].map((part) => manifest[dictionarySource(language, part)]?.file);

describe.each(budgetedBuilds)('first-load budgets (gzip), the %s build', (name) => {
  const build = () => manifests.get(name) ?? { dir: '', manifest: {} };

  it(`every page in every language: JS within ${budgets.pageJs / KB} KB, CSS within ${budgets.css / KB} KB`, () => {
    const over: string[] = [];
    for (const [page, language] of everyPage) {
      const { dir, manifest: built } = build();
      const load = loadIn(built, page, language);
      const js = gzipBytesIn(dir, load.js);
      const css = gzipBytesIn(dir, load.css);
      if (js > (page === 'home' ? budgets.homeJs : budgets.pageJs)) over.push(`${page} in ${language}: JS ${js} B`);
      if (css > budgets.css) over.push(`${page} in ${language}: CSS ${css} B`);
    }
    expect(over).toEqual([]);
  });

  it('no page loads another market’s operator values', () => {
    const { dir, manifest: built } = build();
    const site = siteOf(dir);
    for (const [page, language] of everyPage) {
      const text = loadIn(built, page, language)
        .js.map((file) => readFileSync(join(dir, file), 'utf8'))
        .join('\n');
      const ownValues = JSON.stringify(site.markets[language as Language]);
      for (const { code } of languages.filter((other) => other.code !== language)) {
        // The values the law asks of each market's seller, as its own module writes them: none is in
        // this page's first load (a value this market shares, such as the company's name, aside).
        const { details, privacy, productNotice } = site.markets[code].seller;
        const theirs = [...details, ...privacy, ...productNotice]
          .map(({ value }) => value)
          .filter((value): value is string => value !== null && !ownValues.includes(JSON.stringify(value)));
        for (const value of theirs)
          expect(text.includes(value), `${page} in ${language} carries ${code}’s “${value}”`).toBe(false);
      }
    }
  });
});

describe('each page’s own copy', () => {
  it.each(everyPage)('%s in %s: with its own copy only: the core and its page’s parts', (page, language) => {
    const { js } = loadOf(page, language);
    const everyLanguage = languages.flatMap(({ code }) => dictionaryFilesOf(code));
    const own = ['core', ...firstLoadPartsOfPage(page)].map((part) => manifest[dictionarySource(language, part)]?.file);
    expect(own.every(Boolean)).toBe(true);
    expect(js.filter((file) => everyLanguage.includes(file))).toEqual(own);
  });
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
