# The WebAssembly package's tools: rustup's wasm32 target, Debian's binaryen (wasm-opt) and
# Node. (bindings/wasm/build.sh installs wasm-bindgen-cli itself, when scripts/suites/wasm runs.)
# shellcheck disable=SC1091
. bindings/wasm/setup.sh
