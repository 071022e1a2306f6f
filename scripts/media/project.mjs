// Paths, and TypeScript project modules (the media manifest, the dictionaries) loaded through
// Vite's module runner, so the asset script reads the same data as the site.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const artDir = `${root}art/`;
export const publicDir = `${root}public/`;

export async function importProjectModule(path) {
  const { module } = await runnerImport(`${root}${path}`);
  return module;
}

export async function loadDictionaries() {
  const { languages } = await importProjectModule('src/i18n/languages.ts');
  const entries = await Promise.all(
    languages.map(async (language) => [
      language.code,
      { language, dictionary: (await importProjectModule(`src/i18n/locales/${language.segment}.ts`)).default },
    ]),
  );
  return Object.fromEntries(entries);
}

/** Fills `{brand}` and strips the `*` emphasis marks, as the site shows the text. */
export function plainText(template, brand) {
  return template.replaceAll('{brand}', brand).replaceAll('*', '');
}
