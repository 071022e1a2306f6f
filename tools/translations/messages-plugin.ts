import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Plugin } from 'vite';
import { mayMatchEnglish } from '../../src/i18n/untranslated-allow-list.ts';
import {
  blockingProblems,
  compareWithSource,
  completenessLine,
  localeFile,
  nest,
  parseArb,
  readArb,
  sourceSegment,
  type ArbMetadata,
  type SourceComparison,
  untranslatedKeys,
} from './arb.mjs';
import { readRecord, translationStatus } from './translation-status.mjs';
import { phraseSegmenter, withKoreanWordsJoined, withPhraseBreaks } from './phrase-breaks.ts';
import { dictionaryParts, type DictionaryPart } from '../../src/i18n/dictionary-parts.ts';
import { languages } from '../../src/config/languages.ts';
import { dictionaryPartId, dictionaryPartQuery, marketValuesModule } from '../../shared/build-contract.ts';

/** The languages by their file's name (their path segment: `zh-tw.arb`), English first. */
export const localeSegments = languages.map(({ segment }) => segment);

/** The operator's opt-in: a build may ship with strings missing, shown in English. */
export const allowUntranslatedVariable = 'VITE_ALLOW_UNTRANSLATED';

export type TranslationReport = {
  /** Printed by every build: one line per language. */
  lines: string[];
  /** Mistakes no build ships: a key English does not have, a placeholder that differs. */
  blocking: string[];
  /** Keys missing, empty or left in English, by language: shown in English only when the operator allows it. */
  untranslated: Record<string, string[]>;
};

/** How complete each translation is against en.arb, as the build reports it. */
export function translationReport(
  read: (segment: string) => Record<string, string> = (segment) => readArb(segment).messages,
): TranslationReport {
  const source = read(sourceSegment);
  const total = Object.keys(source).length;
  const report: TranslationReport = { lines: [], blocking: [], untranslated: {} };
  for (const segment of localeSegments.filter((segment) => segment !== sourceSegment)) {
    const own = read(segment);
    const comparison: SourceComparison = compareWithSource(source, own, mayMatchEnglish);
    // Behind the English is not an error: the build goes on while a translator works (docs/translating.md).
    const { outdated } = translationStatus(source, own, readRecord(segment));
    report.lines.push(
      completenessLine(segment, total, comparison) +
        (outdated.length > 0 ? `, ${outdated.length} outdated (npm run translations:status)` : ''),
    );
    report.blocking.push(...blockingProblems(segment, comparison));
    const untranslated = untranslatedKeys(comparison);
    if (untranslated.length > 0) report.untranslated[segment] = untranslated;
  }
  return report;
}

/** The one message for strings missing without the operator's opt-in: what is missing, and the choice. */
function untranslatedError(untranslated: Record<string, string[]>): string {
  const lists = Object.entries(untranslated).map(([segment, keys]) => `  ${segment}.arb: ${keys.join(', ')}`);
  return [
    'Strings are missing from the translations:',
    ...lists,
    `Translate them, or build with ${allowUntranslatedVariable}=1 to ship these strings in English.`,
  ].join('\n');
}

/**
 * The part of the copy a key loads with, as en.arb declares it (`x-part`), or the core; a part the
 * site does not have stops the build, naming the key.
 */
export function partOfKey(metadata: Record<string, ArbMetadata>, key: string): DictionaryPart | 'core' {
  const part = metadata[key]?.['x-part'];
  if (part === undefined) return 'core';
  if (!(dictionaryParts as readonly string[]).includes(part))
    throw new Error(
      `en.arb: "${key}" loads with the part "${part}", which src/i18n/dictionary-parts.ts does not list (${dictionaryParts.join(', ')})`,
    );
  return part as DictionaryPart;
}

/**
 * A language's messages as the site uses them: complete (the missing ones in English, only when the
 * operator allows it), with phrase breaks in Japanese and Chinese (tools/translations/phrase-breaks.ts), nested.
 */
export function siteMessages(
  segment: string,
  own: Record<string, string>,
  allowUntranslated: boolean,
  /** Only the keys of one part of the dictionary (`core`: those in no part), or all of them. */
  part?: DictionaryPart | 'core',
) {
  let messages = own;
  const { messages: source, metadata } = readArb(sourceSegment);
  if (segment !== sourceSegment) {
    const comparison = compareWithSource(source, own, mayMatchEnglish);
    const blocking = blockingProblems(segment, comparison);
    if (blocking.length > 0) throw new Error(blocking.join('\n'));
    const untranslated = untranslatedKeys(comparison);
    if (untranslated.length > 0 && !allowUntranslated) throw new Error(untranslatedError({ [segment]: untranslated }));
    // In the source's order, each string in this language where it has one.
    messages = Object.fromEntries(
      Object.entries(source).map(([key, text]) => [key, own[key]?.trim() ? own[key] : text]),
    );
  }
  const segmenter = phraseSegmenter(segment);
  // Labels only screen readers read (`x-screenReaderOnly` in en.arb) never wrap on screen: no breaks, fewer bytes.
  const breaks = (key: string, text: string) =>
    segmenter && !metadata[key]?.['x-screenReaderOnly']
      ? withPhraseBreaks(text, segmenter, metadata[key]?.['x-phraseWrap'] === true)
      : text;
  if (segmenter) messages = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, breaks(key, text)]));
  if (segment === 'ko')
    messages = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, withKoreanWordsJoined(text)]));
  if (part)
    messages = Object.fromEntries(Object.entries(messages).filter(([key]) => partOfKey(metadata, key) === part));
  return nest(messages);
}

/**
 * Loads the copy (src/i18n/locales/*.arb) for the browser, the prerender and the unit tests alike:
 * `import ja from './locales/ja.arb'` is the nested dictionary, without the translators' context.
 * A client build prints how complete each translation is, and stops when one lacks strings,
 * unless the operator set VITE_ALLOW_UNTRANSLATED=1 for it; a wrong key or placeholder always stops it.
 */
export function messagesPlugin({ read }: { read?: (segment: string) => Record<string, string> } = {}): Plugin {
  let allowUntranslated = false;
  let reports = false;
  return {
    name: 'hazel:messages',
    configResolved(config) {
      allowUntranslated = config.env[allowUntranslatedVariable] === '1';
      reports = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      if (!reports) return;
      const report = translationReport(read);
      this.info(['Translations against en.arb:', ...report.lines.map((line) => `  ${line}`)].join('\n'));
      if (report.blocking.length > 0) this.error(report.blocking.join('\n'));
      if (Object.keys(report.untranslated).length === 0) return;
      if (!allowUntranslated) this.error(untranslatedError(report.untranslated));
      const counts = Object.entries(report.untranslated).map(([segment, keys]) => `${segment}: ${keys.length}`);
      this.warn(
        `${allowUntranslatedVariable}=1: strings missing from a translation are shown in English (${counts.join(', ')}).`,
      );
    },
    load: {
      // `ja.arb` is the whole dictionary; `ja.arb?part=core` or `?part=legal` one part of it (i18n/dictionary-parts.ts).
      filter: { id: new RegExp(String.raw`\.arb(\?${dictionaryPartQuery}=\w+)?$`) },
      handler(id) {
        const [file = id, query = ''] = id.split('?');
        const part = new URLSearchParams(query).get(dictionaryPartQuery) ?? undefined;
        if (part !== undefined && part !== 'core' && !(dictionaryParts as readonly string[]).includes(part))
          this.error(`${id}: no dictionary part "${part}" (src/i18n/dictionary-parts.ts)`);
        const segment = basename(file, '.arb');
        this.addWatchFile(localeFile(sourceSegment));
        const own = parseArb(readFileSync(file, 'utf8'), file).messages;
        const messages = siteMessages(segment, own, allowUntranslated, part as DictionaryPart | 'core' | undefined);
        let code = `export default ${JSON.stringify(messages)};\n`;
        // The core carries the loaders of its language's parts, so the code every page shares holds
        // five loaders, not one per part and language; a part always loads after its core.
        if (part === 'core') {
          const loaders = dictionaryParts.map(
            (name) => `${name}: () => import(${JSON.stringify(dictionaryPartId(file, name))}).then((m) => m.default)`,
          );
          code += `export const parts = {\n  ${loaders.join(',\n  ')},\n};\n`;
          // The language's market values travel in its core's chunk: a page's first load has its
          // own market's prices and seller, in the same request as its copy, and no other market's.
          const market = languages.find((language) => language.segment === segment);
          if (market) code += `export { default as market } from ${JSON.stringify(marketValuesModule(market.code))};\n`;
        }
        return { code, moduleType: 'js', map: null };
      },
    },
  };
}
