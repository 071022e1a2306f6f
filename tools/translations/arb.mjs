// The copy's file format: ARB (Application Resource Bundle), JSON that Crowdin, Lokalise, Weblate and
// Phrase import and export as is. One file per language in src/i18n/locales/; English (en.arb) is
// the source and alone carries the context translators see (`@key` entries: a description, what
// each placeholder becomes, a length limit). Keys are dot paths (`home.features.voice.title`); the
// site uses them nested. Plain JavaScript, so the build, the scripts and the tests share it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const localesDir = fileURLToPath(new URL('../../src/i18n/locales/', import.meta.url));
export const sourceSegment = 'en';

/** The file of a language, by its path segment (`zh-tw`). */
export const localeFile = (segment) => `${localesDir}${segment}.arb`;

/** Reads an ARB text: its messages (key → string, in file order) and its metadata (`@key` → attributes). */
export function parseArb(text, file = 'an ARB file') {
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${error.message}`);
  }
  const messages = {};
  const metadata = {};
  for (const [key, value] of Object.entries(data)) {
    if (key.startsWith('@@')) continue;
    if (key.startsWith('@')) metadata[key.slice(1)] = value;
    else if (typeof value === 'string') messages[key] = value;
    else throw new Error(`${file}: "${key}" must be a string`);
  }
  return { locale: data['@@locale'], messages, metadata };
}

export function readArb(segment) {
  const file = localeFile(segment);
  return parseArb(readFileSync(file, 'utf8'), file);
}

/** The names of a string's `{placeholders}`, sorted, each once. */
export function placeholdersIn(text) {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
}

/**
 * How a translation stands against the source: keys it lacks, keys the source does not have,
 * placeholders that differ, empty strings, and strings left as the English (less those allowed to).
 */
export function compareWithSource(source, translation, mayMatchSource = () => false) {
  const missing = Object.keys(source).filter((key) => !(key in translation));
  const extra = Object.keys(translation).filter((key) => !(key in source));
  const placeholders = [];
  const empty = [];
  const sameAsSource = [];
  for (const [key, text] of Object.entries(translation)) {
    if (!(key in source)) continue;
    if (text.trim() === '') empty.push(key);
    const expected = placeholdersIn(source[key]);
    const found = placeholdersIn(text);
    if (expected.join() !== found.join()) placeholders.push({ key, expected, found });
    if (text === source[key] && !mayMatchSource(key)) sameAsSource.push(key);
  }
  return { missing, extra, placeholders, empty, sameAsSource };
}

/** The mistakes no build may ship, whatever the operator allows: in a sentence each. */
export function blockingProblems(segment, comparison) {
  return [
    ...comparison.extra.map((key) => `${segment}.arb: "${key}" is not in en.arb`),
    ...comparison.placeholders.map(
      ({ key, expected, found }) =>
        `${segment}.arb: "${key}" has {${found.join('}, {')}} where en.arb has {${expected.join('}, {')}}`,
    ),
  ];
}

/**
 * The keys a translation does not translate: missing, empty, or the English as it is (what a TMS
 * exports for a string nobody translated). The site shows these in English only when the operator allows it.
 */
export function untranslatedKeys(comparison) {
  return [...comparison.missing, ...comparison.empty, ...comparison.sameAsSource];
}

/** One line of the completeness report: translated share, missing keys, keys identical to English. */
export function completenessLine(segment, total, comparison) {
  const untranslated = untranslatedKeys(comparison).length;
  const percent = Math.floor(((total - untranslated) / total) * 1000) / 10;
  const parts = [`${segment.padEnd(6)} ${String(percent).padStart(5)}% of ${total}`];
  if (comparison.missing.length)
    parts.push(`${comparison.missing.length} missing (${comparison.missing.slice(0, 3).join(', ')}…)`);
  if (comparison.empty.length) parts.push(`${comparison.empty.length} empty`);
  if (comparison.sameAsSource.length)
    parts.push(
      `${comparison.sameAsSource.length} identical to English (${comparison.sameAsSource.slice(0, 3).join(', ')}…)`,
    );
  return parts.join(', ');
}

/** Dot-path keys to the nested object the site reads (`{ home: { headline } }`). */
export function nest(messages) {
  const root = {};
  for (const [key, text] of Object.entries(messages)) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) node = node[part] ??= {};
    node[parts.at(-1)] = text;
  }
  return root;
}

/** A language's messages, nested as the site reads them (for scripts; the site goes through the Vite plugin). */
export function readNestedMessages(segment) {
  return nest(readArb(segment).messages);
}
