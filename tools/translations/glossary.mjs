// The glossary of each language: the terms a market's law or the product decisions fix, each with
// the words it must not be rendered as. src/i18n/glossary/<segment>.csv, one term a row, in CSV that
// Crowdin, Lokalise, Phrase and Weblate import as a glossary (a column per field):
//   english      the English term, matched as whole words, case aside, in each English string;
//                several ways of saying it separated by " | "; "*" for every string
//   translation  how it is rendered: the translation of a string whose English has the term holds
//                one of these (" | " between them); empty when only the forbidden words matter
//   not          the renderings it must never have (" | " between them); /…/ is a regular
//                expression (予約(?!注文): 予約 not followed by 注文)
//   keys         only keys that start with one of these (" | " between them); empty for every key
//   description  why: the law or the decision that fixes the term, for the translator
// tests/unit/glossary.test.ts checks every translation against its glossary.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const glossaryDir = fileURLToPath(new URL('../../src/i18n/glossary/', import.meta.url));
export const glossaryFile = (segment) => `${glossaryDir}${segment}.csv`;
export const glossaryColumns = ['english', 'translation', 'not', 'keys', 'description'];

/** RFC 4180 CSV: rows of fields, quotes doubled inside quoted fields, a newline ends a row. */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((fields) => fields.some((value) => value.trim() !== ''));
}

const alternatives = (cell) =>
  (cell ?? '')
    .split(' | ')
    .map((part) => part.trim())
    .filter(Boolean);

/** A glossary's terms, from its CSV text; a wrong header or row is an error naming its line. */
export function parseGlossary(text, file = 'a glossary') {
  const [header, ...rows] = parseCsv(text);
  if (!header || header.join() !== glossaryColumns.join())
    throw new Error(`${file}: the first row must be ${glossaryColumns.join(',')}`);
  return rows.map((fields, index) => {
    if (fields.length !== glossaryColumns.length)
      throw new Error(
        `${file}, row ${index + 2}: ${fields.length} fields where the header has ${glossaryColumns.length}`,
      );
    const [english, translation, not, keys, description] = fields;
    if (!english.trim() || (!translation.trim() && !not.trim()))
      throw new Error(`${file}, row ${index + 2}: a term needs its English and a rendering or a forbidden one`);
    return {
      english: alternatives(english),
      translation: alternatives(translation),
      not: alternatives(not),
      keys: alternatives(keys),
      description,
    };
  });
}

export function readGlossary(segment) {
  const file = glossaryFile(segment);
  return existsSync(file) ? parseGlossary(readFileSync(file, 'utf8'), file) : [];
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cjk = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/** A rendering as a pattern: /…/ as written; a Latin word whole, case aside; CJK and Hangul as they are. */
function patternOf(rendering) {
  const regex = /^\/(.+)\/$/.exec(rendering);
  if (regex) return new RegExp(regex[1], 'u');
  if (cjk.test(rendering)) return new RegExp(escape(rendering), 'u');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(rendering)}(?![\\p{L}\\p{N}])`, 'iu');
}

const mentions = (english, terms) =>
  terms.includes('*') || terms.some((term) => patternOf(term.toLowerCase()).test(english.toLowerCase()));

/**
 * Every place a translation breaks its glossary: a forbidden rendering used, or a string whose
 * English names the term without any of its renderings. Each as { key, term, problem }.
 */
export function glossaryViolations(glossary, source, translation) {
  const violations = [];
  for (const term of glossary) {
    for (const [key, english] of Object.entries(source)) {
      const text = translation[key];
      if (typeof text !== 'string') continue;
      if (term.keys.length > 0 && !term.keys.some((prefix) => key.startsWith(prefix))) continue;
      if (!mentions(english, term.english)) continue;
      const name = term.english.join(' | ');
      for (const forbidden of term.not)
        if (patternOf(forbidden).test(text)) violations.push({ key, term: name, problem: `has “${forbidden}”` });
      if (term.translation.length > 0 && !term.translation.some((rendering) => patternOf(rendering).test(text)))
        violations.push({ key, term: name, problem: `lacks ${term.translation.map((r) => `“${r}”`).join(' or ')}` });
    }
  }
  return violations;
}
