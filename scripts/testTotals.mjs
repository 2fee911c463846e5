// The closing line of `npm test`, read by CI: "tests: N passed, N failed, N skipped", summed over the vitest
// projects named on the command line from their JSON reports in .tmp/. Above it, each failure by file and name
// with its first line of error, so a failure is found at the end of a long log rather than in its middle.
import { existsSync, readFileSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
for (const project of process.argv.slice(2)) {
  const file = `.tmp/vitest-${project}.json`;
  if (!existsSync(file)) {
    totals.failed += 1;
    failures.push(`${project}: no report (the project did not run to its end)`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  for (const result of report.testResults) {
    const name = result.name.slice(result.name.indexOf('test/'));
    const failed = result.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    // A file that fails before its tests run (its server did not start) fails no test but fails the run, so
    // it counts as one failure here.
    if (result.status === 'failed' && failed.length === 0) {
      totals.failed += 1;
      failures.push(`${name}: ${firstLine(result.message)}`);
    }
  }
  totals.failed += report.numFailedTests;
  // Errors outside any test fail the run too (test/support/unhandledErrors.ts): one failure each.
  const unhandled = file.replace(/\.json$/, '.unhandled.json');
  if (existsSync(unhandled))
    for (const { origin, message, stack } of JSON.parse(readFileSync(unhandled, 'utf8'))) {
      totals.failed += 1;
      const from = origin ? ` (from ${origin.replace(`${process.cwd()}/`, '')})` : '';
      failures.push(`${project}: unhandled ${firstLine(message)}${from}\n${stack.replace(/^/gm, '      ')}`);
    }
  totals.skipped += report.numPendingTests + report.numTodoTests;
}
if (failures.length > 0) console.log(`failures:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);

function firstLine(text) {
  return (text ?? 'no message').trim().split('\n')[0].slice(0, 300);
}
