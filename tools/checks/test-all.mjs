// `npm test`: the unit tests, then the end-to-end tests against the production build (both run
// even if the first fails), then one summary line. Exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { summarize, summaryLine } from './test-summary.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
rmSync(`${root}test-results`, { recursive: true, force: true });

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const unit = spawnSync(npm, ['run', 'test:unit'], { stdio: 'inherit', cwd: root });
const e2e = spawnSync(npm, ['run', 'test:e2e'], { stdio: 'inherit', cwd: root });

const totals = summarize();
console.log(`\n${summaryLine(totals)}`);
process.exit(unit.status === 0 && e2e.status === 0 && totals.failed === 0 ? 0 : 1);
