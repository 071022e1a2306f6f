// `npm test`: the builds once (test-builds.mjs: the defaults, a complete operator configuration
// and the same selling only in the US through the release path, and that configuration once more
// without it), then the unit tests (which read the builds and their logs), then the end-to-end
// tests against the builds (both test runs go on even if the first fails), then one summary line.
// Exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runTestBuilds } from './test-builds.mjs';
import { summarize, summaryLine } from './test-summary.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
rmSync(`${root}test-results`, { recursive: true, force: true });

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (script, env = {}) =>
  spawnSync(npm, ['run', script], { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } }).status === 0;

const built = await runTestBuilds(root);
const unit = run('test:unit', built ? { HAZEL_BUILT_DIST: 'dist' } : {});
// Without the builds there is nothing to test end to end: its report is missing, which counts as a failure.
const e2e = built && run('test:e2e:built');

const totals = summarize();
console.log(`\n${summaryLine(totals)}`);
process.exit(unit && e2e && totals.failed === 0 ? 0 : 1);
