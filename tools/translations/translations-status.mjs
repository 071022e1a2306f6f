// `npm run translations:status`: per language, the keys missing from its translation and the keys
// whose English changed since they were translated (the English before and after), then a total.
//   --check               exits 1 while any key is missing, outdated or unrecorded (CI, the tests)
//   --lang <segment>      only that language (repeatable)
// `npm run translations:record`: records the strings translated since the last record as made from
// today's English (after a translator's edit or a download from the translation tool).
//   --same-meaning <key>… --why "<reason>"
//                         records an English change that keeps the meaning (a typo) as not needing
//                         a new translation, in every language, with the reason
// The model is in translation-status.mjs; docs/translating.md shows the workflow.
import { parseArgs } from 'node:util';
import { readArb, sourceSegment } from './arb.mjs';
import {
  readRecord,
  recordSameMeaning,
  recordTranslations,
  statusOfFiles,
  statusReport,
  translatedSegments,
  writeRecord,
} from './translation-status.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    check: { type: 'boolean', default: false },
    record: { type: 'boolean', default: false },
    'same-meaning': { type: 'boolean', default: false },
    why: { type: 'string' },
    lang: { type: 'string', multiple: true },
  },
});

const known = translatedSegments();
const unknown = (values.lang ?? []).filter((segment) => !known.includes(segment));
if (unknown.length > 0) {
  console.error(`No translation named ${unknown.join(', ')}: the languages are ${known.join(', ')}.`);
  process.exit(2);
}
const segments = values.lang ?? known;
const source = readArb(sourceSegment).messages;
const sourceKeys = Object.keys(source);

if (values['same-meaning']) {
  if (positionals.length === 0 || !values.why) {
    console.error('Name the keys and the reason: --same-meaning <key>… --why "a typo fixed"');
    process.exit(2);
  }
  for (const segment of segments) {
    const { record, changed } = recordSameMeaning(
      source,
      readArb(segment).messages,
      readRecord(segment),
      positionals,
      values.why,
    );
    writeRecord(segment, record, sourceKeys);
    console.log(`${segment}: ${changed.length > 0 ? changed.join(', ') : 'nothing outdated among those keys'}`);
  }
} else if (values.record) {
  for (const segment of segments) {
    const before = readRecord(segment);
    const record = recordTranslations(source, readArb(segment).messages, before);
    writeRecord(segment, record, sourceKeys);
    const changed = Object.keys(record).filter((key) => record[key] !== before[key]);
    console.log(`${segment}: ${changed.length} recorded as made from today's English`);
  }
}

const { text, behind } = statusReport(statusOfFiles(segments));
console.log(text);
if (values.check && behind > 0) process.exit(1);
