/**
 * Vitest's global setup for the checks that read the builds (the `built` project in
 * vite.config.ts): it runs once per run, before any test worker starts, so no two workers build
 * into the same folder. Under `npm test` the three builds already exist (HAZEL_BUILT_DIST) and are
 * used as they are; run alone, each is built once into `test-results/builds/` (about 7 s each).
 * A build that fails is passed on as its error: the checks that read it fail, the others run.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildNames, builds, type BuildName, type BuiltFolder } from './build-names';

/** Builds `name` into `test-results/builds/` (inside the project, where its server bundle finds React). */
export function buildAfresh(name: BuildName, root = process.cwd()): string {
  const { script } = builds[name];
  const dist = join(root, 'test-results', 'builds', name);
  // The script's own options, then another folder (the last --out wins).
  const command = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts[script];
  const args = (command ?? '').replace(/^node /, '').split(' ');
  const build = spawnSync(process.execPath, [...args, '--out', dist], {
    cwd: root,
    encoding: 'utf8',
    // Vitest sets NODE_ENV=test, which would make this a development build of React.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`npm run ${script} failed:\n${build.stderr}`);
  return dist;
}

/** Each build's folder: npm test's when it made them, otherwise one made now, one build after another. */
export function makeBuilds(
  made: boolean,
  build: (name: BuildName) => string = buildAfresh,
  root = process.cwd(),
): Record<BuildName, BuiltFolder> {
  const folders = {} as Record<BuildName, BuiltFolder>;
  for (const name of buildNames) {
    try {
      folders[name] = { dist: made ? join(root, builds[name].folder) : build(name) };
    } catch (error) {
      folders[name] = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return folders;
}

export default function setup(project: TestProject): void {
  project.provide('builtFolders', makeBuilds(Boolean(process.env.HAZEL_BUILT_DIST)));
}
