#!/usr/bin/env bash
# The whole test suite, as the README's `npm test` runs it: type check and lint beside the unit and server
# tests, then the browser suite in Chromium (the server tests on PostgreSQL and Redis when reachable, on PGlite
# otherwise). Prints each stage's time and each project's slowest files, so a slowdown shows the day it lands.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest-*.json

started=$(date +%s)
stages=()
# Records how long the stage that began at $1 took, under the name $2.
stage_done() { stages+=("$(printf '%5d s  %s' $(( $(date +%s) - $1 )) "$2")"); }
# Runs a command in the background stage named $1, its time kept in .tmp/took-$1 for `background_done`.
background() {
  local name=$1
  shift
  ( begun=$(date +%s); "$@"; code=$?; echo $(( $(date +%s) - begun )) > ".tmp/took-$name"; exit $code ) &
}
background_done() { stages+=("$(printf '%5d s  %s' "$(cat ".tmp/took-$1")" "$2")"); }

vitest() {
  npx vitest run --project "$1" --reporter=default --reporter=./test/support/slowestFiles.ts \
    --reporter=./test/support/unhandledErrors.ts \
    --reporter=json --outputFile.json=".tmp/vitest-$1.json"
}

status=0

# Type checking is one process on one core, and the browser suite's build mostly one more: both run while the
# unit projects, which are short, use what is left, and the type check on into the server suite.
echo "== type check, lint and the browser build (in the background)"
background check npm run --silent check > .tmp/check.log 2>&1
check=$!
background build npx vite build --logLevel error > .tmp/build.log 2>&1
build=$!

for project in unit dom; do
  echo "== vitest: $project"
  begun=$(date +%s)
  vitest "$project" || status=1
  stage_done "$begun" "vitest $project"
done

echo "== Chromium for the browser suite"
begun=$(date +%s)
if CHROMIUM_PATH=$(bash scripts/ensure-chromium.sh); then
  export CHROMIUM_PATH
  echo "using $CHROMIUM_PATH"
else
  echo "browser suite needs Chromium (see the line above)"; exit 1
fi
stage_done "$begun" "Chromium"

# One project at a time: the server and browser suites each keep both cores busy, and running them side by
# side on a small machine only makes both slower and their timeouts flakier. The type check, one core's work,
# may still be running when the server suite starts: waiting for it would leave the other core idle.
echo "== vitest: server"
begun=$(date +%s)
vitest server || status=1
stage_done "$begun" "vitest server"

if wait "$check"; then
  background_done check "type check and lint (beside unit, dom and server)"
  cat .tmp/check.log
else
  cat .tmp/check.log
  echo "check failed"
  status=1
fi

# The browser suite serves this build: its setup would otherwise build it again.
if wait "$build"; then
  background_done build "browser build (beside unit and dom)"
else
  cat .tmp/build.log
  echo "the browser build failed"
  exit 1
fi

echo "== vitest: e2e"
begun=$(date +%s)
vitest e2e || status=1
stage_done "$begun" "vitest e2e"

echo
echo "stages:"
printf '  %s\n' "${stages[@]}"
echo "npm test took $(( $(date +%s) - started )) s"
# The closing line CI reads: "tests: N passed, N failed, N skipped".
node scripts/testTotals.mjs unit dom server e2e
exit $status
