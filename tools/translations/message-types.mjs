// Writes src/i18n/english-messages.generated.ts from en.arb: the shape of the copy, each string
// reduced to its placeholders, from which src/i18n/dictionary.ts derives the keys `t()` accepts and
// the values each one needs. Run `npm run messages:types` after adding, removing or renaming a key
// or a placeholder in en.arb; a unit test fails while the file is stale. (Changing only the words
// of a string changes nothing here.)
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nest, placeholdersIn, readArb, sourceSegment } from './arb.mjs';

export const messageTypesFile = fileURLToPath(new URL('../../src/i18n/english-messages.generated.ts', import.meta.url));

const propertyName = (key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

function typeOf(node, indent) {
  if (typeof node === 'string')
    return `'${placeholdersIn(node)
      .map((name) => `{${name}}`)
      .join('')}'`;
  const inner = `${indent}  `;
  const lines = Object.entries(node).map(
    ([key, value]) => `${inner}readonly ${propertyName(key)}: ${typeOf(value, inner)};`,
  );
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** The generated module's text, for the English messages given. */
export function messageTypesSource(messages) {
  return [
    '// Generated from src/i18n/locales/en.arb by `npm run messages:types` (tools/translations/message-types.mjs): do not edit.',
    '// The shape of the copy, each string reduced to its {placeholders}; a unit test fails while it is stale.',
    `export type EnglishMessages = ${typeOf(nest(messages), '')};`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(messageTypesFile, messageTypesSource(readArb(sourceSegment).messages));
  console.log(`Wrote ${messageTypesFile}`);
}
