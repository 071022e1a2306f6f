// The builds `npm test` makes once, before the unit and end-to-end tests read them: the default
// values (a preview), a complete operator configuration and the same selling only in the US, the
// last two through the release path (`--release`: the launch check must pass, as on a host), and
// the complete configuration again without --release, from a shell in development mode, which must
// come out the same byte for byte (tests/unit/built-pages/release.test.ts); that one goes into a
// folder outside the project, as an operator's --out may. Each build's output is kept in
// test-results/builds/<name>.log, which the same tests read.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const testBuilds = [
  { name: 'default', script: 'build', folder: 'dist' },
  { name: 'custom', script: 'build:custom', folder: 'dist-custom' },
  { name: 'waitlist', script: 'build:waitlist', folder: 'dist-waitlist' },
  { name: 'plain', script: 'build:custom', folder: join(tmpdir(), 'hazel-test-builds', 'plain'), plain: true },
];

/** Where a build's output is kept. */
export function buildLog(root, name) {
  return join(root, 'test-results', 'builds', `${name}.log`);
}

/** The arguments of a build's npm script, for node, into `out` (for `plain`, without --release). */
export function buildArguments(root, build, out = build.folder) {
  const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
  const args = (scripts[build.script] ?? '').replace(/^node /, '').split(' ');
  return [...(build.plain ? args.filter((arg) => arg !== '--release') : args), '--out', out];
}

/** The environment of a build: the plain build runs with NODE_ENV=development, which the build must not follow. */
const buildEnvironment = (build) => ({ ...process.env, ...(build.plain ? { NODE_ENV: 'development' } : {}) });

/** Keeps a build's output in its log, echoing it where asked. */
function keepLog(root, build, log, echo) {
  mkdirSync(join(root, 'test-results', 'builds'), { recursive: true });
  writeFileSync(buildLog(root, build.name), log);
  if (echo) process.stdout.write(log);
}

/** Runs one build into `out`, echoing its output and keeping it in its log. */
export function runBuild(root, build, out = build.folder, { echo = true } = {}) {
  const result = spawnSync(process.execPath, buildArguments(root, build, out), {
    cwd: root,
    env: buildEnvironment(build),
    encoding: 'utf8',
  });
  const log = `${result.stdout}${result.stderr}`;
  keepLog(root, build, log, echo);
  return { ok: result.status === 0, log };
}

/** runBuild without waiting: resolves when the build ends, its output echoed whole then. */
function startBuild(root, build) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, buildArguments(root, build), { cwd: root, env: buildEnvironment(build) });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('close', (status) => {
      keepLog(root, build, log, true);
      resolve({ ok: status === 0, log });
    });
  });
}

/**
 * Every test build, two at a time: a build keeps about one core busy (the bundler, then the
 * prerender), and CI machines have two. Resolves with whether all succeeded.
 */
export async function runTestBuilds(root, concurrency = 2) {
  const waiting = [...testBuilds];
  const results = [];
  const worker = async () => {
    for (let build = waiting.shift(); build; build = waiting.shift()) results.push(await startBuild(root, build));
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results.every(({ ok }) => ok);
}
