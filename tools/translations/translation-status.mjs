// Which English each translated string was made from, and so which strings are behind the English.
// Beside each translation, src/i18n/locales/translated-from/<segment>.json records, key by key, the
// English the string was translated from and a fingerprint of the translation as it was recorded.
// Translation tools never read or write these files, so what they hold survives every download.
//
// A key of a translation is
//   missing     when the language has no string for it (or an empty one);
//   outdated    when its English has changed since the translation was recorded, and the
//               translation has not (a translator must see the new English);
//   unrecorded  when the translation changed (a translator's new string, a download from the tool)
//               and nobody has recorded it yet: `npm run translations:record` records it as made
//               from today's English;
//   current     otherwise.
// A change of English that does not change its meaning (a typo) is recorded as such, per key, with
// the reason: `npm run translations:record -- --same-meaning <key> --why "<reason>"`.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { localesDir, readArb, sourceSegment } from './arb.mjs';

export const translatedFromDir = fileURLToPath(new URL('../../src/i18n/locales/translated-from/', import.meta.url));

/** The record of a language, by its path segment. */
export const translatedFromFile = (segment) => `${translatedFromDir}${segment}.json`;

const header =
  'The English each string of {file} was translated from, key by key, and a fingerprint of the translation when it was recorded. Written by npm run translations:record (tools/translations/translation-status.mjs); see docs/translating.md.';

/** A short fingerprint of a translated string: enough to tell that it changed, not to store it twice. */
export const fingerprint = (text) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** A record's entries (key → { en, translation, meaningUnchanged? }), without its header. */
export function parseRecord(text, file = 'a translated-from record') {
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${error.message}`);
  }
  return Object.fromEntries(Object.entries(data).filter(([key]) => !key.startsWith('@@')));
}

export function readRecord(segment) {
  const file = translatedFromFile(segment);
  return existsSync(file) ? parseRecord(readFileSync(file, 'utf8'), file) : {};
}

/** The record's text: its header, then the entries in the source's key order. */
export function recordText(segment, record, sourceKeys) {
  const ordered = { '@@x-description': header.replace('{file}', `${segment}.arb`) };
  for (const key of sourceKeys) if (record[key]) ordered[key] = record[key];
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

export function writeRecord(segment, record, sourceKeys) {
  mkdirSync(translatedFromDir, { recursive: true });
  writeFileSync(translatedFromFile(segment), recordText(segment, record, sourceKeys));
}

const hasText = (text) => typeof text === 'string' && text.trim() !== '';

/**
 * How one translation stands against today's English: each key missing, outdated (with the English
 * it was made from and today's), unrecorded, and how many are current.
 */
export function translationStatus(source, translation, record) {
  const status = { missing: [], outdated: [], unrecorded: [], current: 0 };
  for (const [key, english] of Object.entries(source)) {
    const text = translation[key];
    const entry = record[key];
    if (!hasText(text)) status.missing.push(key);
    else if (!entry || entry.translation !== fingerprint(text)) status.unrecorded.push(key);
    else if (entry.en !== english) status.outdated.push({ key, before: entry.en, after: english });
    else status.current += 1;
  }
  return status;
}

/** The keys a status says are behind the English: missing, outdated or unrecorded. */
export const keysBehind = (status) => [
  ...status.missing,
  ...status.outdated.map(({ key }) => key),
  ...status.unrecorded,
];

/**
 * The record after a translator's work: every string that changed since it was recorded (or is
 * new) is recorded as made from today's English. Strings that did not change keep their entry, so
 * an English change nobody translated stays outdated. Keys English no longer has are dropped.
 */
export function recordTranslations(source, translation, record) {
  const next = {};
  for (const [key, english] of Object.entries(source)) {
    const text = translation[key];
    if (!hasText(text)) continue;
    const entry = record[key];
    next[key] =
      entry && entry.translation === fingerprint(text) ? entry : { en: english, translation: fingerprint(text) };
  }
  return next;
}

/**
 * The record after an English change that leaves the meaning as it was (a typo, punctuation): the
 * keys named, where outdated, are recorded as made from today's English, the translation unchanged,
 * with the English before and the reason. Returns the record and the keys it changed.
 */
export function recordSameMeaning(source, translation, record, keys, why) {
  const next = { ...record };
  const changed = [];
  for (const key of keys) {
    const entry = record[key];
    const text = translation[key];
    if (!(key in source)) throw new Error(`en.arb has no key "${key}"`);
    if (!entry || !hasText(text) || entry.translation !== fingerprint(text) || entry.en === source[key]) continue;
    next[key] = { en: source[key], translation: entry.translation, meaningUnchanged: { from: entry.en, why } };
    changed.push(key);
  }
  return { record: next, changed };
}

/** The languages translated from English, by their path segment, as their files are named. */
export function translatedSegments() {
  return readdirSync(localesDir)
    .filter((name) => name.endsWith('.arb'))
    .map((name) => name.slice(0, -'.arb'.length))
    .filter((segment) => segment !== sourceSegment)
    .sort();
}

/** Every translation's status against today's en.arb, read from the files. */
export function statusOfFiles(segments = translatedSegments()) {
  const source = readArb(sourceSegment).messages;
  return Object.fromEntries(
    segments.map((segment) => [segment, translationStatus(source, readArb(segment).messages, readRecord(segment))]),
  );
}

const quoted = (text) => `“${text}”`;

/** The printed report: per language its missing, outdated and unrecorded keys, then one total line. */
export function statusReport(statuses) {
  const lines = [];
  let behind = 0;
  for (const [segment, status] of Object.entries(statuses)) {
    const count = keysBehind(status).length;
    behind += count;
    lines.push(
      `${segment}: ${status.current} current, ${status.missing.length} missing, ${status.outdated.length} outdated, ${status.unrecorded.length} unrecorded`,
    );
    for (const key of status.missing) lines.push(`  missing     ${key}`);
    for (const { key, before, after } of status.outdated) {
      lines.push(`  outdated    ${key}`, `      was: ${quoted(before)}`, `      now: ${quoted(after)}`);
    }
    for (const key of status.unrecorded)
      lines.push(`  unrecorded  ${key} (translated again: npm run translations:record)`);
  }
  const totals = Object.values(statuses).reduce(
    (sum, status) => ({
      missing: sum.missing + status.missing.length,
      outdated: sum.outdated + status.outdated.length,
      unrecorded: sum.unrecorded + status.unrecorded.length,
    }),
    { missing: 0, outdated: 0, unrecorded: 0 },
  );
  lines.push(
    `Total: ${totals.missing} missing, ${totals.outdated} outdated, ${totals.unrecorded} unrecorded in ${Object.keys(statuses).length} languages`,
  );
  return { text: lines.join('\n'), behind };
}
