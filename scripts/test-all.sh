#!/usr/bin/env bash
# `npm test`: installs what the tests need on a fresh machine (npm packages, Debian's Chromium),
# builds every app, runs lint, typecheck, every unit and component suite and the browser tests,
# and ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-}"
reports=reports
rm -rf "$reports" && mkdir -p "$reports"

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the browser tests..."
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; fi
fi
# The front ends are served by nginx, under `npm start` and the tests as in their images.
if [ ! -x /usr/sbin/nginx ]; then
  echo "Installing Debian's nginx for the front-end servers..."
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq nginx >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq nginx >/dev/null; fi
fi
# `npm install`, not `npm ci`: the registry these machines reach serves only the Linux builds of
# packages with per-platform binaries, so the lock cannot list the others and `npm ci` refuses it.
# With the committed lock, `npm install` installs exactly the locked versions.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund || exit 1
fi

run_check() { # name, command...: a check that is not a jest suite counts as one test
  local name=$1; shift
  if "$@" >"$reports/$name.log" 2>&1; then echo "{\"passed\":1,\"failed\":0}" >"$reports/$name.count";
  else echo "{\"passed\":0,\"failed\":1}" >"$reports/$name.count"; fi
}
passed() { grep -q '"failed":0' "$reports/$1.count"; }
report() { # name: its outcome, and the end of its log when it failed
  if passed "$1"; then echo "✓ $1";
  else echo "✗ $1 (see $reports/$1.log)"; tail -40 "$reports/$1.log"; fi
}

run_check build env NODE_ENV=production npm run build
report build
# Lint and the type checks only read the sources (the build has generated the kit's stylesheet):
# they run side by side on the two cores.
run_check lint npx eslint . --max-warnings=0 &
run_check typecheck npm run typecheck &
wait
report lint
report typecheck
npx jest --ci --json --outputFile="$reports/unit.json" 2>&1 | tail -60
if passed build; then
  bash e2e/run-all.sh "$PWD/$reports" 2>&1 | tail -150
fi
node scripts/summarize-tests.mjs "$reports"
