// @vitest-environment node
/**
 * The build is hermetic (issue 54): the same values make the same bytes, whatever else lies in the
 * project's folder. The stylesheet's classes come from the files src/styles/global.css names, never
 * from a scan of the whole folder, which would read another build's scripts left in a folder git
 * does not ignore and add their classes (`.blur`, `.uppercase`). One more build of the defaults, with
 * such a folder in the project, against the default build the run made.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildArguments } from '@tools/checks/test-builds.mjs';
import { buildInfoDir } from '@tools/prerender/build-info.mjs';
import { builds } from './build-names';
import { builtFolder } from './builds';

const root = process.cwd();
const run = promisify(execFile);
/** One build takes 12 to 40 s; past this it is stopped, so the folders are removed before the test times out. */
const buildTimeout = 150_000;

/** Classes the site does not use, which a stray script names: none may reach the stylesheet. */
const strayClasses = ['blur', 'uppercase', 'tracking-widest', 'skew-y-3'];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

/** The class selectors of a build’s stylesheets (a dot, then no digit: `.1em` is a length). */
function classesOf(dist: string): Set<string> {
  const css = filesUnder(dist)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(dist, file), 'utf8'))
    .join('\n');
  return new Set(css.match(/\.(?:[a-z_-]|\\.)(?:[\w-]|\\.)*/gi));
}

/**
 * Fills `folder` (new, at the project's root, where git ignores nothing) with another build's
 * scripts, as an operator's `--out some-folder` leaves them, and one more that names `strayClasses`.
 */
function fillStrayBuild(folder: string, reference: string): void {
  mkdirSync(join(folder, 'assets'));
  for (const file of readdirSync(join(reference, 'assets')).filter((name) => name.endsWith('.js')))
    copyFileSync(join(reference, 'assets', file), join(folder, 'assets', file));
  writeFileSync(
    join(folder, 'assets', 'stray.js'),
    `document.body.className = ${JSON.stringify(strayClasses.join(' '))};\n`,
  );
}

describe('the build is hermetic', () => {
  it(
    'a build with another build’s scripts in the project’s folder is the default build, byte for byte',
    async () => {
      const reference = builtFolder('default');
      const referenceClasses = classesOf(reference);
      // This file names them too: a build that reads more than its sources has them already.
      expect(
        strayClasses.filter((name) => referenceClasses.has(`.${name}`)),
        'classes of the stray script in the default build: it read more than its sources, or the site uses them now',
      ).toEqual([]);

      // Folders of their own (other test files run beside this one), removed whatever happens.
      const stray = mkdtempSync(join(root, 'stray-build-'));
      const out = mkdtempSync(join(tmpdir(), 'hazel-hermetic-'));
      try {
        fillStrayBuild(stray, reference);
        // The default build's own command, into its own folder (the default build's log stays as it is).
        await run(process.execPath, buildArguments(root, builds.default, out), {
          cwd: root,
          maxBuffer: 64 * 1024 * 1024,
          timeout: buildTimeout,
        });
        const classes = classesOf(out);
        expect([...classes].filter((name) => !referenceClasses.has(name))).toEqual([]);
        expect([...referenceClasses].filter((name) => !classes.has(name))).toEqual([]);
        const files = filesUnder(reference);
        expect(filesUnder(out)).toEqual(files);
        const differing = files.filter(
          (file) => !readFileSync(join(reference, file)).equals(readFileSync(join(out, file))),
        );
        expect(differing).toEqual([]);
      } finally {
        for (const folder of [stray, out, buildInfoDir(out)]) rmSync(folder, { recursive: true, force: true });
      }
    },
    buildTimeout + 30_000,
  );
});
