// `npm test`: the three production builds once (the defaults, a complete operator configuration,
// selling only in the US), then the unit tests (the bundle budgets read the first build instead of
// building the client again), then the end-to-end tests against the builds (both test runs go on
// even if the first fails), then one summary line. Exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { summarize, summaryLine } from './test-summary.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
rmSync(`${root}test-results`, { recursive: true, force: true });

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (script, env = {}) =>
  spawnSync(npm, ['run', script], { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } }).status === 0;

const built = ['build', 'build:custom', 'build:waitlist'].every((script) => run(script));
const unit = run('test:unit', built ? { HAZEL_BUILT_DIST: 'dist' } : {});
// Without the builds there is nothing to test end to end: its report is missing, which counts as a failure.
const e2e = built && run('test:e2e:built');

const totals = summarize();
console.log(`\n${summaryLine(totals)}`);
process.exit(unit && e2e && totals.failed === 0 ? 0 : 1);
