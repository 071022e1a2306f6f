// @vitest-environment node
/**
 * Each page's first render, in each language, needs only the copy of its first load: the core and
 * the parts `firstLoadPartsOfPage` names (i18n/dictionary-parts.ts), which the entry loads before
 * it hydrates. Every page is rendered as the prerender renders it, and every key the render
 * translates must be in that copy: a key of a part that loads later would show English or the key
 * itself until the part arrived, and break the hydration. The parts of a page that hydrate after
 * it (lib/deferred-part.tsx) render nothing here, as in the browser's first render, where their
 * code has not arrived.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '@/app/pages';
import { Root } from '@/app/root';
import { languageInfo, languages, type Language } from '@/config/languages';
import { dictionaryParts, firstLoadPartsOfPage, type DictionaryPart } from '@/i18n/dictionary-parts';
import { loadWholeDictionary } from '@/i18n/load-dictionary';
import { baseParams } from '@/i18n/base-params';
import type { Dictionary } from '@/i18n/dictionary';
import { marketValues, site } from '@/config/site';
import { prerenderTargets } from '@tools/prerender/prerender-targets';
import type * as TranslateModule from '@/i18n/translate';
import type * as DeferredPartModule from '@/lib/deferred-part';

const { translated } = vi.hoisted(() => ({ translated: new Set<string>() }));

// Every translator the app makes records the keys it is asked for.
vi.mock('@/i18n/translate', async (importOriginal) => {
  const original = await importOriginal<typeof TranslateModule>();
  return {
    ...original,
    createTranslator: (...args: Parameters<typeof original.createTranslator>) => {
      const t = original.createTranslator(...args) as (key: string, ...params: unknown[]) => string;
      return (key: string, ...params: unknown[]) => {
        translated.add(key);
        return t(key, ...params);
      };
    },
  };
});

// A part that hydrates after the page has no code yet in the first render: nothing of it renders.
vi.mock('@/lib/deferred-part', async (importOriginal) => {
  const original = await importOriginal<typeof DeferredPartModule>();
  return { ...original, deferredPart: () => () => null };
});

type PartModule = { default: Record<string, unknown> };
type CoreModule = PartModule & { parts: Record<DictionaryPart, () => Promise<Record<string, unknown>>> };
const arbCores = import.meta.glob<CoreModule>('/src/i18n/locales/*.arb', { query: { part: 'core' } });

/** The dot paths of a dictionary's strings (an empty string counts as missing, as the translator reads it). */
function keysOf(node: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string'
      ? value === ''
        ? []
        : [`${prefix}${key}`]
      : keysOf(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

/**
 * The keys of each language's core and of each of its parts, read before anything renders: the
 * app merges the parts it loads into the core module's own object.
 */
/** Each language's core alone, as the first load brings it, copied before the app adds parts to it. */
const coreCopies = new Map<Language, Dictionary>();

async function keysOfEveryPart(): Promise<Map<Language, Map<DictionaryPart | 'core', Set<string>>>> {
  const found = new Map<Language, Map<DictionaryPart | 'core', Set<string>>>();
  coreCopies.clear();
  for (const { code } of languages) {
    const load = arbCores[`/src/i18n/locales/${languageInfo(code).segment}.arb`];
    if (!load) throw new Error(`No copy for ${code}.`);
    const core = await load();
    coreCopies.set(code, structuredClone(core.default) as unknown as Dictionary);
    const parts = new Map<DictionaryPart | 'core', Set<string>>([['core', new Set(keysOf(core.default))]]);
    for (const part of dictionaryParts) parts.set(part, new Set(keysOf(await core.parts[part]())));
    found.set(code, parts);
  }
  return found;
}

describe('the first render of every page', () => {
  let keys = new Map<Language, Map<DictionaryPart | 'core', Set<string>>>();
  // Every part of every language, each a module the messages plugin makes: seconds on a busy machine.
  beforeAll(async () => {
    keys = await keysOfEveryPart();
  }, 60_000);

  it('translates only keys of its first load, in every language', async () => {
    const outside: string[] = [];
    for (const target of prerenderTargets()) {
      await Promise.all([loadPage(target.page), loadWholeDictionary(target.language), loadWholeDictionary('en')]);
      const parts = keys.get(target.language);
      const available = new Set(
        ['core' as const, ...firstLoadPartsOfPage(target.page)].flatMap((part) => [...(parts?.get(part) ?? [])]),
      );
      translated.clear();
      renderToString(
        <StrictMode>
          <Root ssrPath={target.path} />
        </StrictMode>,
      );
      // A render that asked for almost nothing would prove nothing.
      if (translated.size < 10) outside.push(`${target.path}: only ${translated.size} keys translated`);
      for (const key of translated) if (!available.has(key)) outside.push(`${target.path}: ${key}`);
    }
    expect(outside).toEqual([]);
  }, 120_000);

  it('reads every value every string may use (prices, tiers, the wake word) from the core', () => {
    const missing: string[] = [];
    for (const { code } of languages) {
      const core = coreCopies.get(code);
      if (!core) throw new Error(`The ${code} core was not read.`);
      const values = baseParams(site, marketValues(code), code, core) as Record<string, unknown>;
      for (const [name, value] of Object.entries(values))
        if (value === undefined || value === '' || String(value).includes('undefined'))
          missing.push(`${code}: {${name}}`);
    }
    expect(missing).toEqual([]);
  });
});
