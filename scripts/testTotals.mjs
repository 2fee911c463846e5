// The closing line of `npm test`, read by CI: "tests: N passed, N failed, N skipped", summed over the vitest
// projects named on the command line from their JSON reports in .tmp/.
import { existsSync, readFileSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const project of process.argv.slice(2)) {
  const file = `.tmp/vitest-${project}.json`;
  if (!existsSync(file)) {
    totals.failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  // A file that fails before its tests run (its server did not start) fails no test but fails the run, so it
  // counts as one failure here.
  const filesFailedWhole = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  totals.failed += report.numFailedTests + filesFailedWhole;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
