#!/usr/bin/env bash
# Every browser and deployment test (`npm run test:e2e`; the apps built first): three suites at
# a time (jest.config.cjs), then, one at a time, those that must run alone. The dev loop edits an
# app's message catalog, which other suites read; the API drills, which switch faults on and off
# between a visitor's clicks, run with the machine to themselves. With a folder, each run writes
# its jest JSON report there (e2e.json, e2e-alone.json).
set -uo pipefail
cd "$(dirname "$0")"
reports=${1:-}
alone='tests/dev-loop\.e2e|tests/quality/api-drills\.e2e'
run() { # report name, jest options...
  local name=$1; shift
  local report=()
  if [ -n "$reports" ]; then report=(--json "--outputFile=$reports/$name.json"); fi
  npx jest -c jest.config.cjs --ci "${report[@]}" "$@"
}
status=0
run e2e --testPathIgnorePatterns "$alone" || status=1
run e2e-alone --runInBand --testPathPatterns "$alone" || status=1
exit $status
