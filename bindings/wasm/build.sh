#!/usr/bin/env bash
# Builds the npm package `shudu` (ES module + TypeScript types, for browsers and Node) from
# this crate: bindings/wasm/build.sh [OUT_DIR]   (default: target/wasm/pkg)
#
# - rustup's wasm32-unknown-unknown target (added if missing);
# - wasm-bindgen-cli at exactly the version of the wasm-bindgen crate in Cargo.lock, installed
#   from crates.io with `cargo install --locked` into target/wasm/tools (no prebuilt download);
# - the `wasm-release` profile (opt-level "z", LTO, one codegen unit, panic=abort);
# - wasm-opt -Oz when Debian's binaryen is installed (bindings/wasm/setup.sh installs it),
#   on rustc's module before wasm-bindgen (see below).
# Prints the size of the .wasm file, raw and gzipped.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
out=${1:-$root/target/wasm/pkg}
tools=$root/target/wasm/tools
target=wasm32-unknown-unknown
start=$(date +%s)

if command -v rustup >/dev/null && ! rustup target list --installed | grep -qx "$target"; then
    rustup target add "$target"
fi

version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
[ -n "$version" ] || { echo "build.sh: no wasm-bindgen in Cargo.lock" >&2; exit 1; }
if ! "$tools/bin/wasm-bindgen" --version 2>/dev/null | grep -qx "wasm-bindgen $version"; then
    echo "build.sh: installing wasm-bindgen-cli $version into $tools"
    cargo install --quiet --locked --version "$version" --root "$tools" wasm-bindgen-cli
fi

cargo build --quiet --profile wasm-release --target "$target" -p shudu-wasm
wasm=$root/target/$target/wasm-release/shudu_wasm.wasm

# wasm-opt runs on rustc's module, before wasm-bindgen: Debian's binaryen (version 108) run on
# wasm-bindgen's output exports the function table under the name of wasm-bindgen's externref
# table, and the package then fails to start ("failed to grow table"). Before wasm-bindgen the
# module has one table, and wasm-bindgen keeps what wasm-opt made of the code.
if command -v wasm-opt >/dev/null; then
    # The features rustc's wasm32 target enables by default.
    if wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue \
        -o "${wasm%.wasm}.opt.wasm" "$wasm"; then
        wasm=${wasm%.wasm}.opt.wasm
    else
        echo "build.sh: wasm-opt failed; keeping the unoptimised module" >&2
    fi
else
    echo "build.sh: wasm-opt not found (Debian: apt-get install binaryen); module not shrunk further" >&2
fi

rm -rf "$out"
mkdir -p "$out"
"$tools/bin/wasm-bindgen" --target web --out-dir "$out" --out-name shudu_wasm "$wasm"

cp bindings/wasm/js/index.js bindings/wasm/js/index.d.ts bindings/wasm/js/package.json "$out/"
cp bindings/wasm/README.md "$out/README.md"
rm -f "$out/.gitignore"

bytes=$(wc -c < "$out/shudu_wasm_bg.wasm")
gzipped=$(gzip -9 -c "$out/shudu_wasm_bg.wasm" | wc -c)
echo "build.sh: $out/shudu_wasm_bg.wasm: $bytes bytes ($gzipped gzipped), built in $(( $(date +%s) - start ))s"
