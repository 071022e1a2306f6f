/**
 * The three builds the built-page checks read, as `npm test` makes them before the unit tests
 * (it names the first, HAZEL_BUILT_DIST): the default values (`dist/`), a complete operator
 * configuration (`dist-custom/`) and the same selling only in the United States
 * (`dist-waitlist/`). Run without them (`npm run test:unit`), each is built afresh into
 * `test-results/builds/` the first time a check asks for it (about 7 s each).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll } from 'vitest';
import type { Language } from '@/config/languages';
import type { SiteConfig } from '@/config/site-config';
import type { Dictionary } from '@/i18n/dictionary';
import { pageDocument, siteOf, textOf } from '@tests/built-site';

export type BuildName = 'default' | 'custom' | 'waitlist';

/** Each build's npm script and the folder `npm test` builds it into. */
const builds: Record<BuildName, { script: string; folder: string }> = {
  default: { script: 'build', folder: 'dist' },
  custom: { script: 'build:custom', folder: 'dist-custom' },
  waitlist: { script: 'build:waitlist', folder: 'dist-waitlist' },
};

const made = new Map<BuildName, { dist: string } | { error: Error }>();

/** Builds `name` into `test-results/builds/` (inside the project, where its server bundle finds React). */
function buildAfresh(name: BuildName): string {
  const { script } = builds[name];
  const dist = join(process.cwd(), 'test-results', 'builds', name);
  // The script's own options, then another folder (the last --out wins).
  const command = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts[script];
  const args = (command ?? '').replace(/^node /, '').split(' ');
  const build = spawnSync(process.execPath, [...args, '--out', dist], {
    encoding: 'utf8',
    // Vitest sets NODE_ENV=test, which would make this a development build of React.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`npm run ${script} failed:\n${build.stderr}`);
  return dist;
}

/** The folder of a build, made first if this run has none (once: a failed build fails every check that reads it). */
export function builtFolder(name: BuildName): string {
  let known = made.get(name);
  if (!known) {
    try {
      known = { dist: process.env.HAZEL_BUILT_DIST ? join(process.cwd(), builds[name].folder) : buildAfresh(name) };
    } catch (error) {
      known = { error: error instanceof Error ? error : new Error(String(error)) };
    }
    made.set(name, known);
  }
  if ('error' in known) throw known.error;
  return known.dist;
}

/** Has the builds a file reads made before its checks run: a build takes longer than a check may. */
export function readsBuilds(...names: BuildName[]): void {
  beforeAll(() => {
    for (const name of names) builtFolder(name);
  }, 120_000);
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
