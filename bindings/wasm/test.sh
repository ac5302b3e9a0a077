#!/usr/bin/env bash
# The WebAssembly package's tests: build the npm package with bindings/wasm/build.sh (into
# target/wasm/pkg), then run bindings/wasm/tests under Node's test runner.
# Exits non-zero when a test fails or when no test ran.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD

command -v node >/dev/null || { echo "wasm tests: node not found (bindings/wasm/setup.sh installs it)" >&2; exit 1; }
bindings/wasm/build.sh

# The command line, for the tests that compare records and seeds with it.
cargo build --quiet -p shudu-cli
export SHUDU_BIN=$root/target/debug/shudu

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
node --test --test-reporter=tap bindings/wasm/tests/*.test.mjs | tee "$log" || status=$?
if ! grep -Eq '^# pass [1-9]' "$log"; then
    echo "wasm tests: no test passed" >&2
    exit 1
fi
exit "$status"
