// shudu: the Sudoku engine as an ES module for browsers and Node. Importing the module
// loads and starts the WebAssembly; every function is then synchronous.
import init, { initSync } from "./shudu_wasm.js";

const wasm = new URL("./shudu_wasm_bg.wasm", import.meta.url);
if (typeof process !== "undefined" && process.versions != null && process.versions.node != null) {
  const { readFile } = await import("node:fs/promises");
  initSync({ module: await readFile(wasm) });
} else {
  await init({ module_or_path: wasm });
}

export { generate, solve, count, check, rate, rateSe, explain, hint, canonical } from "./shudu_wasm.js";
