/**
 * The Nu HTML Checker (vnu, from the vnu-jar package) over every HTML file of the build: no error
 * and no warning on any page. One run of the checker reads all the files; then one test per file
 * lists that file's messages. No test opens a page, so no browser starts.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderTargets } from '@tools/prerender/prerender-targets';
import { findJava } from '@tools/browsers/find-java.mjs';
import { builtDist, expect, test } from '../fixtures';

/** vnu-jar's main export is the path of vnu.jar. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar') as unknown);

/**
 * The report as JSON on stdout. Info messages are left out (`--skip-info-messages`): they are
 * notes, not problems (today the only one is "Trailing slash on void elements has no effect", for
 * the `/>` of index.html's `<meta … />` and React's `<img … />`); warnings, errors and the
 * checker's own failures are kept.
 * No `--filterpattern`: every warning counts.
 */
const vnuOptions = ['--format', 'json', '--stdout', '--skip-info-messages'];
/**
 * `-Xss`: the checker needs a deep stack for the HTML schema (it asks for at least 512k).
 * `TieredStopAtLevel=1`: for a run of seconds the JVM's optimizing compiler costs more than it
 * saves; with this the run takes half the CPU time (about 2 s instead of 4.5 s for 67 files).
 */
const jvmOptions = ['-Xss4m', '-XX:TieredStopAtLevel=1'];

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

/** What the checker found: the files it read, and the problems of each (one line each). */
type CheckedBuild = {
  files: string[];
  /** By file, relative to the build folder with `/`; `''` for messages about no file. */
  problems: Record<string, string[]>;
};

/** Every HTML file under `dist`, relative, with `/`, sorted. */
function htmlFiles(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(sep).join('/'))
    .sort();
}

/** One message as one line: its kind, line, text and the markup it is about. */
function messageLine(message: VnuMessage): string {
  const kind =
    message.type === 'info' ? (message.subType ?? 'info') : [message.type, message.subType].filter(Boolean).join(' ');
  const where = message.lastLine === undefined ? '' : ` at line ${message.lastLine}`;
  const extract = message.extract ? ` — extract: ${message.extract.replace(/\s+/g, ' ').trim()}` : '';
  return `${kind}${where}: ${message.message}${extract}`;
}

/** Runs the checker once over `files` and sorts its errors and warnings by file. */
async function runChecker(dist: string, files: string[]): Promise<Record<string, string[]>> {
  const java = findJava();
  if (!java) throw new Error('Java 17 or newer is needed for the Nu HTML Checker: run `node tools/browsers/find-java.mjs`.');
  const args = [...jvmOptions, '-jar', vnuJar, ...vnuOptions, ...files.map((file) => join(dist, file))];
  // The checker exits with 1 when it finds an error; the report says what it found.
  const { error, stdout, stderr } = await new Promise<{ error: Error | null; stdout: string; stderr: string }>(
    (resolve) =>
      execFile(java, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) =>
        resolve({ error, stdout, stderr }),
      ),
  );
  let messages: VnuMessage[];
  try {
    ({ messages } = JSON.parse(stdout) as { messages: VnuMessage[] });
  } catch {
    throw new Error(`The Nu HTML Checker gave no report (${error?.message ?? 'exit 0'}):\n${stdout}\n${stderr}`);
  }
  const problems: Record<string, string[]> = {};
  for (const message of messages) {
    if (message.type === 'info' && message.subType !== 'warning') continue;
    const file = message.url?.startsWith('file:')
      ? relative(dist, fileURLToPath(message.url)).split(sep).join('/')
      : '';
    (problems[file] ??= []).push(messageLine(message));
  }
  return problems;
}

/**
 * The checker's findings for the build in `dist`, kept in `cacheDir` under a hash of the files
 * and the checker: a worker that starts after a failed test reads them instead of running the
 * checker again.
 */
async function checkedBuild(dist: string, cacheDir: string): Promise<CheckedBuild> {
  const files = htmlFiles(dist);
  const hash = createHash('sha256').update(JSON.stringify([vnuOptions, jvmOptions, statSync(vnuJar).size]));
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(join(dist, file)));
  const cacheFile = join(cacheDir, `${hash.digest('hex').slice(0, 32)}.json`);
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8')) as CheckedBuild;
  const checked: CheckedBuild = { files, problems: await runChecker(dist, files) };
  mkdirSync(cacheDir, { recursive: true });
  const partFile = `${cacheFile}.${process.pid}`;
  writeFileSync(partFile, JSON.stringify(checked));
  renameSync(partFile, cacheFile);
  return checked;
}

// The file's tests share one worker, so one run of the checker serves them all; the tests
// themselves take no time. ('default', not 'serial': a failure does not skip the others.)
test.describe.configure({ mode: 'default' });

let checked: CheckedBuild;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Playwright empties its output folder when a run starts, so the findings last one run.
  checked = await checkedBuild(builtDist(), join(test.info().project.outputDir, 'vnu-report'));
});

const targets = prerenderTargets();

for (const { file } of targets) {
  test(`Nu HTML Checker: ${file} has no errors or warnings`, () => {
    expect(checked.files, 'the build holds the file').toContain(file);
    expect(checked.problems[file] ?? [], `${file}: the Nu HTML Checker's errors and warnings`).toEqual([]);
  });
}

// Any HTML file the prerender did not write (a verification file in public/, say), and the
// checker's own failures that name no file.
test('Nu HTML Checker: no errors or warnings anywhere else', () => {
  const known = new Set(targets.map((target) => target.file));
  const others = Object.entries(checked.problems).filter(([file]) => !known.has(file));
  expect(others.flatMap(([file, lines]) => lines.map((line) => `${file || '(no file)'}: ${line}`))).toEqual([]);
});
