/**
 * The builds the built-page checks read, made once per run by the project's global setup
 * (`make-builds.ts`, before any worker starts): under `npm test`, the three it made first; run
 * alone, each built into `test-results/builds/`.
 */
import { inject } from 'vitest';
import type { Language } from '@/config/languages';
import type { SiteConfig } from '@/config/site-config';
import type { Dictionary } from '@/i18n/dictionary';
import { pageDocument, siteOf, textOf } from '@tests/built-site';
import type { BuildName } from './build-names';

export type { BuildName } from './build-names';

/** The folder of a build; a build that failed fails every check that reads it. */
export function builtFolder(name: BuildName): string {
  const folder = inject('builtFolders')[name];
  if ('error' in folder) throw new Error(folder.error);
  return folder.dist;
}

/** A build read as the tests read it: its operator values, its pages, its copy filled in. */
export function built(name: BuildName) {
  const dist = builtFolder(name);
  const site: SiteConfig = siteOf(dist);
  return {
    dist,
    site,
    page: (path: string) => pageDocument(dist, path),
    text: (language: Language, pick: (dictionary: Dictionary) => string, params = {}) =>
      textOf(site, language, pick, params),
  };
}
