/**
 * Vitest's global setup for the checks that read the builds (the `built` project in
 * vite.config.ts): it runs once per run, before any test worker starts, so no two workers build
 * into the same folder. Under `npm test` the builds already exist (HAZEL_BUILT_DIST) and are
 * used as they are; run alone, each is built once into the same folder (about 12 s each), so the
 * checks read what they read under npm test (the plain build outside the project, say).
 * A build that fails is passed on as its error: the checks that read it fail, the others run.
 */
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runBuild } from '@tools/checks/test-builds.mjs';
import { buildNames, builds, type BuildName, type BuiltFolder } from './build-names';

/** Builds `name` into its folder, as npm test does (its output kept in `test-results/builds/`). */
export function buildAfresh(name: BuildName, root = process.cwd()): string {
  const dist = resolve(root, builds[name].folder);
  const { ok, log } = runBuild(root, builds[name], builds[name].folder, { echo: false });
  if (!ok) throw new Error(`npm run ${builds[name].script} failed:\n${log}`);
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
      folders[name] = { dist: made ? resolve(root, builds[name].folder) : build(name) };
    } catch (error) {
      folders[name] = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return folders;
}

export default function setup(project: TestProject): void {
  project.provide('builtFolders', makeBuilds(Boolean(process.env.HAZEL_BUILT_DIST)));
}
