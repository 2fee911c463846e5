#!/usr/bin/env bash
# The whole test suite, as the README's `npm test` runs it: type check, lint, then every vitest project
# (unit, model, server on PGlite and, when reachable, PostgreSQL and Redis; the browser suite in Chromium).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp

started=$(date +%s)
echo "== type check and lint"
npm run --silent check || { echo "check failed"; exit 1; }

echo "== Chromium for the browser suite"
if CHROMIUM_PATH=$(bash scripts/ensure-chromium.sh); then
  export CHROMIUM_PATH
  echo "using $CHROMIUM_PATH"
else
  echo "browser suite needs Chromium (see the line above)"; exit 1
fi

# One project at a time: the server and browser suites each keep both cores busy, and running them side by
# side on a small machine only makes both slower and their timeouts flakier.
status=0
for project in unit server e2e; do
  echo "== vitest: $project"
  npx vitest run --project "$project" --reporter=default --reporter=json \
    --outputFile.json=".tmp/vitest-$project.json" || status=1
done

echo "npm test took $(( $(date +%s) - started )) s"
# The closing line CI reads: "tests: N passed, N failed, N skipped".
node -e '
  const fs = require("fs");
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const project of ["unit", "server", "e2e"]) {
    const file = `.tmp/vitest-${project}.json`;
    if (!fs.existsSync(file)) { totals.failed += 1; continue; }
    const r = JSON.parse(fs.readFileSync(file, "utf8"));
    totals.passed += r.numPassedTests;
    // A file that fails before its tests run (its server did not start) fails no test but fails the run,
    // so it counts as one failure here.
    const filesFailedWhole = r.testResults.filter(
      (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
    ).length;
    totals.failed += r.numFailedTests + filesFailedWhole;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  }
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
'
exit $status
