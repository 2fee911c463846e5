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

echo "== vitest: unit, model, server, e2e"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-report.json
status=$?

echo "npm test took $(( $(date +%s) - started )) s"
# The closing line CI reads: "tests: N passed, N failed, N skipped".
node -e '
  const r = JSON.parse(require("fs").readFileSync(".tmp/vitest-report.json", "utf8"));
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
' || echo "tests: no report was written"
exit $status
