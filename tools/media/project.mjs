// Paths, and the project's modules (the media manifest, the dictionaries), so the asset script
// reads the same data as the site.
import { readNestedMessages } from '../translations/arb.mjs';
import { importProjectModule, root } from '../prerender/project-module.mjs';

export { importProjectModule, root };
export const artDir = `${root}art/`;
export const publicDir = `${root}public/`;

export async function loadDictionaries() {
  const { languages } = await importProjectModule('src/config/languages.ts');
  const entries = await Promise.all(
    languages.map(async (language) => [language.code, { language, dictionary: readNestedMessages(language.segment) }]),
  );
  return Object.fromEntries(entries);
}

/**
 * Fills `{brand}` and `{wakeWord}` (the name as it is said) with `brand`, and strips the `*`
 * emphasis marks: the text as a voice speaks it, or as a share card shows it.
 */
export function plainText(template, brand) {
  return template.replaceAll('{brand}', brand).replaceAll('{wakeWord}', brand).replaceAll('*', '');
}
