// Puzzles per CPU-second in Node: shudu (WebAssembly) beside npm's sudoku-gen and sudoku-core.
// Run by bindings/wasm/bench/run. Each task runs every library in turn, round after round
// (alternating), each for a CPU-time budget per round (process.cpuUsage).
//   SHUDU_BENCH_ROUNDS (default 3), SHUDU_BENCH_BUDGET seconds per library and round (default 1)
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pkg, peers] = process.argv.slice(2);
const shudu = await import(pathToFileURL(resolve(pkg, "index.js")).href);
const require = createRequire(resolve(peers, "package.json"));
const sudokuGen = require("sudoku-gen");
const sudokuCore = require("sudoku-core");

const ROUNDS = Number(process.env.SHUDU_BENCH_ROUNDS ?? 3);
const BUDGET = Number(process.env.SHUDU_BENCH_BUDGET ?? 1);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };

function measure(tasks) {
  const totals = Object.fromEntries(Object.keys(tasks).map((k) => [k, [0, 0]]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, work] of Object.entries(tasks)) {
      const start = cpu();
      let done = 0;
      while (cpu() - start < BUDGET) { work(totals[name][0] + done); done++; }
      totals[name][0] += done;
      totals[name][1] += cpu() - start;
    }
  }
  return totals;
}

function report(title, totals) {
  console.log(`\n${title}`);
  const rate = (k) => totals[k][0] / totals[k][1];
  for (const [name, [n, t]] of Object.entries(totals)) {
    const ratio = name === "shudu" ? "" : `   shudu is ${(rate("shudu") / rate(name)).toFixed(1)}x`;
    console.log(`  ${name.padEnd(24)} ${rate(name).toFixed(1).padStart(10)}/s  (${n} in ${t.toFixed(2)} s CPU)${ratio}`);
  }
}

console.log(`rounds: ${ROUNDS}, budget per library and round: ${BUDGET} s CPU`);
report("generate (shudu: minimal puzzles with one solution; sudoku-gen, sudoku-core: 'easy')", measure({
  shudu: (i) => shudu.generate({ seed: 1, start: i }),
  "sudoku-gen": () => sudokuGen.getSudoku("easy"),
  "sudoku-core": () => sudokuCore.generate("easy"),
}));
report("generate hard (shudu: level hard, SE 2.6-4.0; the peers: their 'hard')", measure({
  shudu: (i) => shudu.generate({ level: "hard", seed: 1, start: i }),
  "sudoku-gen": () => sudokuGen.getSudoku("hard"),
  "sudoku-core": () => sudokuCore.generate("hard"),
}));
const puzzles = shudu.generate({ count: 200, seed: 2026 }).map((p) => p.puzzle);
const boards = puzzles.map((p) => [...p].map((c) => (c === "." ? null : Number(c))));
report("solve (200 generated minimal puzzles, cycled; sudoku-gen has no solver)", measure({
  shudu: (i) => shudu.solve(puzzles[i % 200]),
  "sudoku-core": (i) => sudokuCore.solve(boards[i % 200]),
}));
