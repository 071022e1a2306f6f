// `npm run deps:audit`: the known advisories for the packages that ship to the browser, from the
// registry (`npm audit --omit=dev`, against the lockfile, the one source of versions). Where the
// registry refuses the check (some mirrors answer 405), it says so, and names the list to check by
// hand: each build's third-party-licenses.txt (tools/prerender/licenses-plugin.ts).
import { spawnSync } from 'node:child_process';

const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = null;
}
if (!report || report.error || report.statusCode) {
  const why = report?.message ?? report?.error?.summary ?? 'no answer';
  console.error(
    `The registry did not answer the advisory check (${why}). Check the packages listed in dist/third-party-licenses.txt (name, version) against https://github.com/advisories by hand.`,
  );
  process.exit(2);
}
const counts = report.metadata?.vulnerabilities ?? {};
const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
console.log(
  total === 0
    ? 'No known advisory for the packages the site ships.'
    : `Advisories: ${Object.entries(counts)
        .filter(([, count]) => count > 0)
        .map(([level, count]) => `${count} ${level}`)
        .join(', ')} (npm audit --omit=dev for the details).`,
);
process.exit(total === 0 ? 0 : 1);
