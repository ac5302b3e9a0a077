// Shared by the tests: the built package, an independent solution counter, the command line.
import { execFileSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
export const PKG = process.env.SHUDU_WASM_PKG ?? resolve(ROOT, "target/wasm/pkg");
export const shudu = await import(pathToFileURL(resolve(PKG, "index.js")).href);

/** Counts solutions up to `limit` by plain backtracking; shares nothing with the engine. */
export function countSolutions(puzzle, limit = 2) {
  const cells = [...puzzle].map((ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));
  const rows = new Array(9).fill(0), cols = new Array(9).fill(0), boxes = new Array(9).fill(0);
  const box = (i) => Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3);
  for (let i = 0; i < 81; i++) {
    if (!cells[i]) continue;
    const bit = 1 << cells[i];
    if ((rows[Math.floor(i / 9)] | cols[i % 9] | boxes[box(i)]) & bit) return 0;
    rows[Math.floor(i / 9)] |= bit; cols[i % 9] |= bit; boxes[box(i)] |= bit;
  }
  let found = 0;
  const bits = (m) => { let n = 0; while (m) { m &= m - 1; n++; } return n; };
  const search = () => {
    let best = -1, bestFree = 0;
    for (let i = 0; i < 81; i++) {
      if (cells[i]) continue;
      const free = ~(rows[Math.floor(i / 9)] | cols[i % 9] | boxes[box(i)]) & 0x3fe;
      if (best < 0 || bits(free) < bits(bestFree)) { best = i; bestFree = free; if (!free) return; }
    }
    if (best < 0) { found++; return; }
    const r = Math.floor(best / 9), c = best % 9, b = box(best);
    for (let d = 1; d <= 9 && found < limit; d++) {
      const bit = 1 << d;
      if (!(bestFree & bit)) continue;
      cells[best] = d; rows[r] |= bit; cols[c] |= bit; boxes[b] |= bit;
      search();
      cells[best] = 0; rows[r] &= ~bit; cols[c] &= ~bit; boxes[b] &= ~bit;
    }
  };
  search();
  return found;
}

function cliPath() {
  for (const p of [process.env.SHUDU_BIN, resolve(ROOT, "target/debug/shudu")]) {
    if (!p) continue;
    try { accessSync(p, constants.X_OK); return p; } catch { /* next */ }
  }
  return null;
}

/** Runs the command line (or skips, loudly; fails when SHUDU_REQUIRE_COMPONENTS=1). */
export function cli(t, args, input) {
  const path = cliPath();
  if (path === null) {
    const why = "the shudu command is not built (cargo build -p shudu-cli) and SHUDU_BIN is unset";
    if (process.env.SHUDU_REQUIRE_COMPONENTS === "1") throw new Error(why);
    console.error(`skipping: ${why}`);
    t.skip(why);
    return null;
  }
  try {
    return execFileSync(path, args, { input, encoding: "utf8" });
  } catch (e) {
    // Exit status 1 with records written: some puzzles were not valid (e.g. `check`).
    if (e.status === 1 && e.stdout) return e.stdout;
    throw e;
  }
}

/** The JSON lines of a command's output. */
export function jsonLines(text) {
  return text.split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));
}
