// Sums the unit (Vitest) and end-to-end (Playwright) JSON reports into one line:
// "N passed, N failed[, N skipped]". A report that is missing counts as one failure.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const results = fileURLToPath(new URL('../../test-results/', import.meta.url));

function readReport(name) {
  try {
    return JSON.parse(readFileSync(`${results}${name}`, 'utf8'));
  } catch {
    return undefined;
  }
}

export function summarize() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const unit = readReport('unit.json');
  if (unit) {
    totals.passed += unit.numPassedTests ?? 0;
    totals.failed += unit.numFailedTests ?? 0;
    totals.skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
    // A test file that failed to load has no tests to count.
    totals.failed += (unit.testResults ?? []).filter(
      (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
    ).length;
  } else totals.failed += 1;
  const e2e = readReport('e2e.json');
  if (e2e?.stats) {
    totals.passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
    totals.failed += e2e.stats.unexpected ?? 0;
    totals.skipped += e2e.stats.skipped ?? 0;
    if ((e2e.errors ?? []).length > 0 && (e2e.stats.expected ?? 0) + (e2e.stats.unexpected ?? 0) === 0)
      totals.failed += 1;
  } else totals.failed += 1;
  return totals;
}

export function summaryLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(summaryLine(summarize()));
