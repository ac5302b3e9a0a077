import assert from "node:assert/strict";
import { test } from "node:test";
import { cli, countSolutions, jsonLines, shudu } from "./helpers.mjs";

const P = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const S = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

test("every generated puzzle has exactly one solution, checked independently", () => {
  for (const p of shudu.generate({ count: 6, seed: 2024 })) {
    assert.equal(countSolutions(p.puzzle), 1);
    assert.equal(shudu.solve(p.puzzle), p.solution);
    assert.equal(p.givens, [...p.puzzle].filter((c) => c !== ".").length);
  }
});

test("the same seed gives the same puzzles, also from a start index", () => {
  const a = shudu.generate({ count: 4, seed: 99 });
  assert.deepEqual(shudu.generate({ count: 4, seed: 99 }), a);
  assert.deepEqual(shudu.generate({ count: 2, seed: 99, start: 2 }), a.slice(2));
  assert.deepEqual(a.map((p) => p.index), [0, 1, 2, 3]);
  const drawn = shudu.generate();
  assert.deepEqual(shudu.generate({ seed: drawn[0].seed }), drawn);
});

test("the same puzzles and records as the command line", (t) => {
  const out = cli(t, ["generate", "--count", "4", "--seed", "42", "--solution", "--format", "json"]);
  if (out === null) return;
  assert.deepEqual(shudu.generate({ count: 4, seed: 42 }), jsonLines(out));
  const rated = cli(t, ["generate", "--difficulty", "expert", "--count", "2", "--seed", "1",
    "--symmetry", "rot180", "--solution", "--format", "json"]);
  assert.deepEqual(shudu.generate({ count: 2, level: "expert", symmetry: "rot180", seed: 1 }), jsonLines(rated));
});

test("levels, bands and givens are met", () => {
  for (const p of shudu.generate({ count: 2, level: "hard", seed: 3 })) {
    assert.equal(p.level, "hard");
    assert.equal(shudu.rate(p.puzzle).level, "hard");
  }
  for (const p of shudu.generate({ count: 2, rating: "2.0..3.0", seed: 4 })) {
    const se = Number(p.se);
    assert.ok(se >= 2.0 && se <= 3.0, p.se);
  }
  for (const p of shudu.generate({ count: 2, givens: 30, seed: 6 })) {
    assert.equal(p.givens, 30);
    assert.equal(countSolutions(p.puzzle), 1);
  }
});

test("every input form reads the same puzzle", () => {
  const cells = [...P].map((c) => (c === "." ? 0 : Number(c)));
  const rows = Array.from({ length: 9 }, (_, r) => cells.slice(r * 9, r * 9 + 9));
  for (const form of [P, P.replaceAll(".", "0"), rows.map((r) => r.join("")).join("\n"), cells,
    cells.map((v) => (v === 0 ? null : v)), rows, Uint8Array.from(cells)]) {
    assert.equal(shudu.solve(form), S);
  }
});

test("errors are Errors named by kind, with the command line's messages", () => {
  const throwsNamed = (fn, name, message) =>
    assert.throws(fn, (e) => e instanceof Error && e.name === name && message.test(e.message));
  throwsNamed(() => shudu.solve("55" + P.slice(2)), "InvalidPuzzleError",
    /^digit 5 appears twice in row 1: r1c1 and r1c2$/);
  throwsNamed(() => shudu.solve(".".repeat(81)), "MultipleSolutionsError", /more than one solution/);
  throwsNamed(() => shudu.solve("12345678." + "........9" + ".".repeat(63)), "NoSolutionError", /no solution/);
  throwsNamed(() => shudu.solve(P.slice(1)), "PuzzleFormatError", /expected 81 cells, found 80/);
  const cells = [...P].map((c) => (c === "." ? 0 : Number(c)));
  cells[2] = 12;
  throwsNamed(() => shudu.solve(cells), "PuzzleFormatError", /^value 12 for cell r1c3 is not 0-9$/);
  throwsNamed(() => shudu.generate({ givens: 17, attempts: 3, count: 2, seed: 1 }), "TargetNotReachedError",
    /^puzzle 0 \(seed 1\): could not reach 17 givens in 3 attempts/);
  throwsNamed(() => shudu.generate({ level: "impossible" }), "TypeError", /impossible/);
  throwsNamed(() => shudu.generate({ colour: "red" }), "TypeError", /colour/);
  throwsNamed(() => shudu.hint(P, P, 4), "TypeError", /level/);
});

test("count matches an independent counter", () => {
  for (const p of [P, ".".repeat(81), "1" + ".".repeat(80), P.slice(0, 30) + ".".repeat(51)]) {
    for (const limit of [1, 2, 10]) assert.equal(shudu.count(p, limit), countSolutions(p, limit));
  }
  assert.equal(shudu.count(".".repeat(81)), 2);
});

test("check, rate, explain and hint give the command line's records", (t) => {
  const puzzles = [P, "55" + P.slice(2), ".".repeat(81), HARD];
  const checked = cli(t, ["check", "--format", "json"], puzzles.join("\n") + "\n");
  if (checked === null) return;
  assert.deepEqual(puzzles.map((p) => shudu.check(p)), jsonLines(checked));
  const rated = cli(t, ["rate", "--format", "json"], [P, HARD].join("\n") + "\n");
  assert.deepEqual([P, HARD].map((p) => shudu.rate(p)), jsonLines(rated));
  const alone = cli(t, ["rate", "--se-only", "--format", "json"], [P, HARD].join("\n") + "\n");
  assert.deepEqual([P, HARD].map((p) => shudu.rateSe(p)), jsonLines(alone));
  assert.equal(shudu.rateSe(HARD).se, shudu.rate(HARD).se);
  assert.deepEqual(shudu.explain(HARD), JSON.parse(cli(t, ["explain", "--format", "json", HARD])));
  const state = "531" + P.slice(3);
  for (const level of [1, 2, 3]) {
    const theirs = JSON.parse(cli(t, ["hint", "--format", "json", "--level", String(level), "--puzzle", P, state]));
    assert.deepEqual(shudu.hint(P, state, level), theirs);
  }
});

test("explain's steps solve the puzzle", () => {
  const grid = [...HARD];
  const steps = shudu.explain(HARD);
  for (const s of steps) {
    for (const { cell, digit } of s.placements) {
      const i = (Number(cell[1]) - 1) * 9 + Number(cell[3]) - 1;
      assert.equal(grid[i], ".");
      grid[i] = String(digit);
    }
  }
  assert.equal(grid.join(""), shudu.solve(HARD));
  assert.equal(Math.max(...steps.map((s) => s.se)), shudu.rate(HARD).se);
});

test("hint finds mistakes and the next step, also from pencil marks", () => {
  const h = shudu.hint(P, "531" + P.slice(3), 1);
  assert.deepEqual(h.mistakes, ["r1c3 holds 1, but its digit is 4"]);
  const next = shudu.hint(P, P.slice(0, 2) + "4" + P.slice(3), 3);
  assert.equal(next.hint, "Look for a hidden single of 1 in box 1. Hidden single: 1 can only go in r3c1 within box 1. Place 1 in r3c1.");
  const marks = [...P].map((c) => (c === "." ? "123456789" : [..."123456789"].map((d) => (d === c ? d : ".")).join(""))).join("");
  assert.equal(shudu.hint(P, marks).technique, shudu.hint(P, P).technique);
  assert.equal(shudu.hint(null, S).solved, true);
});

test("canonical gives the command line's form and ID, the same for equivalent puzzles", (t) => {
  const transposed = Array.from({ length: 81 }, (_, i) => P[(i % 9) * 9 + Math.floor(i / 9)]).join("");
  const relabelled = [...P].map((c) => (c === "." ? c : String(10 - Number(c)))).join("");
  const c = shudu.canonical(P);
  assert.equal(c.id.length, 13);
  for (const twin of [transposed, relabelled]) {
    assert.notEqual(twin, P);
    assert.equal(shudu.canonical(twin).form, c.form);
    assert.equal(shudu.canonical(twin).id, c.id);
  }
  assert.equal(shudu.canonical(c.form).form, c.form);
  assert.notEqual(shudu.canonical(HARD).id, c.id);
  const out = cli(t, ["canon", "--id", "--with-transform", "--format", "json", P, HARD, transposed]);
  if (out === null) return;
  assert.deepEqual([P, HARD, transposed].map((p) => shudu.canonical(p)), jsonLines(out));
});
