// @vitest-environment node
/**
 * The names the build and the site share (shared/build-contract.ts), where the site must spell
 * them itself: an import's module name, the options of `import.meta.glob` and the stylesheet are
 * read by the bundler before any code runs, so they cannot use the contract's constants.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionarySource } from '@tools/prerender/build-manifest.mjs';
import { languageInfo, languages } from '@/config/languages';
import {
  dictionaryPartId,
  dictionaryPartQuery,
  pagesFolder,
  pageSourceFile,
  siteOriginPlaceholder,
  virtualModules,
} from '@shared/build-contract';

/** Every source file of the site, with its text. */
function sources(folder = 'src'): { file: string; text: string }[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [{ file: path, text: readFileSync(path, 'utf8') }] : [];
  });
}

const site = sources();
const contractModules: readonly string[] = Object.values(virtualModules);

describe('the names the site spells itself', () => {
  it('every virtual module it imports is one the build serves, and each is declared for the compiler', () => {
    const imported = site.flatMap(({ file, text }) =>
      [...text.matchAll(/from '(virtual:[\w-]+)'/g)].map((match) => ({ file, id: match[1] ?? '' })),
    );
    expect(imported.filter(({ id }) => !contractModules.includes(id))).toEqual([]);
    const declared = site.flatMap(({ text }) =>
      [...text.matchAll(/declare module '(virtual:[\w-]+)'/g)].map((m) => m[1]),
    );
    expect([...new Set(declared)].sort()).toEqual([...contractModules].sort());
    // A module the build serves that nothing imports is one name too many.
    expect(contractModules.filter((id) => !imported.some((entry) => entry.id === id))).toEqual([]);
  });

  it('the copy loads its core with the part query', () => {
    const loader = readFileSync('src/i18n/load-dictionary.ts', 'utf8');
    expect(loader).toContain(`query: { ${dictionaryPartQuery}: 'core' }`);
  });

  it('the stylesheet leaves its place for the site’s origin', () => {
    const stylesheets = site.filter(({ file, text }) => file.endsWith('.css') && text.includes(siteOriginPlaceholder));
    expect(stylesheets.map(({ file }) => file)).toEqual(['src/styles/global.css']);
  });

  it('the pages are loaded from the pages folder, each file named as the contract names it', () => {
    expect(readFileSync('src/app/pages.tsx', 'utf8')).toContain(
      `import.meta.glob<ComponentType>('/${pagesFolder}/*.tsx'`,
    );
    expect(pageSourceFile('crowdsupport')).toBe(`${pagesFolder}/crowdsupport.tsx`);
    expect(pageSourceFile('notFound')).toBe(`${pagesFolder}/not-found.tsx`);
  });

  it('the build manifest names a language’s copy as the messages plugin serves it', () => {
    for (const { code, segment } of languages.map(({ code }) => ({ code, segment: languageInfo(code).segment })))
      expect(dictionarySource(code, 'legalPages')).toBe(
        dictionaryPartId(`src/i18n/locales/${segment}.arb`, 'legalPages'),
      );
    expect(dictionarySource('ja')).toBe(dictionaryPartId('src/i18n/locales/ja.arb', 'core'));
  });
});
