#!/usr/bin/env bash
# `npm run typecheck`: every workspace's type check (tsc, single-threaded), two at a time on the
# two-core machines. The kit's stylesheet module, which the apps' sources import, is made first.
set -uo pipefail
cd "$(dirname "$0")/.."
node shared/tooling/kit-styles/ensure-kit-styles.cjs || exit 1
node -p "require('./package.json').workspaces.join('\n')" | xargs -P 2 -I {} npm run typecheck --silent --if-present -w {}
