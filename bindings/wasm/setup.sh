# Sourced by scripts/test: what the WebAssembly package's build and tests need.
# rustup's wasm32 target, Debian's binaryen (wasm-opt shrinks the module) and Node (the tests
# run under Node's test runner). wasm-bindgen-cli is installed by bindings/wasm/build.sh itself.
# Idempotent: quick when everything is there.
if command -v rustup >/dev/null && ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown
fi
shudu_wasm_missing=""
command -v wasm-opt >/dev/null || shudu_wasm_missing="$shudu_wasm_missing binaryen"
command -v node >/dev/null || shudu_wasm_missing="$shudu_wasm_missing nodejs"
if [ -n "$shudu_wasm_missing" ] && command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    apt-get update -qq && apt-get install -y -qq $shudu_wasm_missing >/dev/null
fi
unset shudu_wasm_missing
