// @vitest-environment node
/**
 * No mistake of the operator's destroys a file (issue 53, point 2): the build empties its output
 * folder, so it writes only into a new or empty folder, or one a build marked as its own.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { markOutFolder, outFolderProblem, outMarker } from '@tools/prerender/out-folder.mjs';

const root = process.cwd();
const made: string[] = [];
const scratch = () => {
  const folder = mkdtempSync(join(tmpdir(), 'hazel-out-'));
  made.push(folder);
  return folder;
};
afterEach(() => made.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('the folder a build may write into', () => {
  it('takes a new folder, an empty one, and one a build marked', async () => {
    const parent = scratch();
    expect(outFolderProblem(join(parent, 'site'), root)).toBeNull();
    mkdirSync(join(parent, 'site'));
    expect(outFolderProblem(join(parent, 'site'), root)).toBeNull();
    writeFileSync(join(parent, 'site', 'index.html'), '<!doctype html>');
    await markOutFolder(join(parent, 'site'));
    expect(outFolderProblem(join(parent, 'site'), root)).toBeNull();
  });

  it('refuses a folder of other files, the project, a folder holding it, and a file, naming each', () => {
    const folder = scratch();
    for (const name of ['notes.txt', 'photo.jpg', 'letters', 'taxes.pdf', 'cv.odt', 'more.txt'])
      writeFileSync(join(folder, name), name);
    expect(outFolderProblem(folder, root)).toMatch(
      /holds 6 entries the build did not write \(cv\.odt, letters, more\.txt, notes\.txt, photo\.jpg, and 1 more\)\..*nothing was changed/,
    );
    expect(outFolderProblem(root, root)).toMatch(/--out \.: this folder holds the project itself/);
    expect(outFolderProblem(join(root, '..'), root)).toMatch(/holds the project itself/);
    expect(outFolderProblem(join(root, 'package.json'), root)).toMatch(/this is a file, not a folder/);
  });

  it('the build refuses `--out public` before it builds anything, and leaves every file in place', () => {
    const before = readdirSync(join(root, 'public'), { recursive: true }).sort();
    const headers = readFileSync(join(root, 'public', '_headers'), 'utf8');
    const run = spawnSync(process.execPath, ['tools/prerender/build.mjs', '--out', 'public'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('--out public: this folder holds');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(join(root, 'public'), { recursive: true }).sort()).toEqual(before);
    expect(readFileSync(join(root, 'public', '_headers'), 'utf8')).toBe(headers);
    expect(readdirSync(join(root, 'public'))).not.toContain(outMarker);
  }, 60_000);
});
