// The page's model and hint drawing helpers, run in Node directly (no browser).

import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "../../assets/js/game.js";
import { candidates, cellIndex, conflicts, digitsOf, unitCells } from "../../assets/js/grid.js";
import { parseChain, parseChains } from "../../assets/js/hint.js";
import { PUZZLE, SOLUTION } from "./support.mjs";

test("grid helpers", () => {
  assert.equal(cellIndex("r1c1"), 0);
  assert.equal(cellIndex("r9c9"), 80);
  assert.deepEqual(unitCells("box 5"), [30, 31, 32, 39, 40, 41, 48, 49, 50]);
  assert.deepEqual(unitCells("column 2").slice(0, 3), [1, 10, 19]);
  const values = [...PUZZLE].map((c) => (c === "." ? 0 : Number(c)));
  assert.deepEqual(digitsOf(candidates(values)[2]), [1, 2, 4]);
  values[1] = 5;
  assert.deepEqual([...conflicts(values)].sort((a, b) => a - b), [0, 1]);
});

test("chains are read from the step's text", () => {
  const aic = parseChain("Alternating inference chain: (4)r1c2=(4)r1c7-(4=6)r5c7-(6)r5c2=(6)r1c2, so r1c2 cannot be 9", [4, 6]);
  assert.deepEqual(aic.nodes.map((n) => [n.cell, n.digit]), [[1, 4], [6, 4], [42, 4], [42, 6], [37, 6], [1, 6]]);
  assert.deepEqual(aic.links, [true, false, true, false, true]);
  const x = parseChain("X-chain on 5: r1c2=r3c2-r3c8=r7c8, so r7c2 cannot be 5", [5]);
  assert.deepEqual(x.nodes.map((n) => n.digit), [5, 5, 5, 5]);
  assert.deepEqual(x.links, [true, false, true]);
  assert.equal(parseChain("Hidden single: 7 can only go in r3c5 within box 2", [7]), null);
});

test("SE's chain steps: loops, forcing chains and one chain per branch", () => {
  const cycle = parseChains("Y-cycle: (4-7)r1c1=(7)r1c5-(7=4)r3c5-(4)r1c1, a loop of alternating links on 2 cells, each link true one way round or the other: removes r2c1<>4", [4]);
  assert.equal(cycle.length, 1);
  assert.deepEqual(cycle[0].nodes.map((n) => [n.cell, n.digit]), [[0, 4], [0, 7], [4, 7], [22, 7], [22, 4], [0, 4]]);
  assert.deepEqual(cycle[0].links, [false, true, false, true, false]);
  const forcing = parseChains("Forcing X-chain: assuming r1c2=5 leads to r1c2<>5: (5)r1c2-(5)r3c2=(5)r3c8-(5)r1c8=(5)r1c2, so r1c2<>5: removes r1c2<>5", [5]);
  assert.equal(forcing.length, 1, "the cell names in the sentence are no chains");
  assert.deepEqual(forcing[0].links, [false, true, false, true]);
  const contradiction = parseChains("Nishio forcing chain: assuming r1c2=5 makes r4c4 both true ((5)r1c2-(5)r4c2=(5)r4c4) and false ((5)r1c2-(5)r1c4=(5)r6c4[r5c4<>5]-(5)r4c4), so r1c2<>5: removes r1c2<>5", [5]);
  assert.equal(contradiction.length, 2);
  assert.deepEqual(contradiction[1].nodes.map((n) => n.cell), [1, 3, 48, 30]);
  assert.deepEqual(contradiction[1].links, [false, true, false], "the removals in brackets are skipped");
  const cell = parseChains("Multiple forcing chain: every candidate of r1c2 leads to r4c4<>3: r1c2=4 ((4)r1c2-(4)r4c2=(3-4)r4c4); r1c2=6 ((6)r1c2-(6)r1c4=(6-3)r4c4); r1c2=8 ((8)r1c2-(8=3)r2c3-(3)r4c4): removes r4c4<>3", [4]);
  assert.equal(cell.length, 3);
  assert.deepEqual(cell.map((c) => c.nodes[0].digit), [4, 6, 8]);
  assert.deepEqual(cell[2].nodes.map((n) => [n.cell, n.digit]), [[1, 8], [11, 8], [11, 3], [30, 3]]);
  assert.deepEqual(cell[2].links, [false, true, false]);
});

test("the game: digits, marks, auto marks, undo and redo, saving", () => {
  const g = new Game({ puzzle: PUZZLE, solution: SOLUTION, level: "easy", se: 1.2 });
  assert.equal(g.place([0], 9), false, "a given does not change");
  g.setAuto(true);
  assert.deepEqual(digitsOf(g.centre[2]), [1, 2, 4]);
  g.place([2], 4);
  assert.equal(g.values[2], 4);
  assert.ok(!(g.centre[3] & (1 << 3)), "a placed 4 leaves its peers' marks");
  g.erase([2]);
  assert.deepEqual(digitsOf(g.centre[2]), [1, 2, 4], "erasing gives the candidates back");
  g.mark([3], 2, "corner");
  assert.deepEqual(digitsOf(g.corner[3]), [2]);
  g.undo();
  assert.equal(g.corner[3], 0);
  g.redo();
  assert.deepEqual(digitsOf(g.corner[3]), [2]);
  g.place([2], 1);
  assert.deepEqual(g.wrongCells(), [2]);
  const again = Game.fromJSON(JSON.parse(JSON.stringify(g.toJSON())));
  assert.deepEqual(again.values, g.values);
  assert.deepEqual(again.corner, g.corner);
  assert.equal(again.undoStack.length, g.undoStack.length);
  assert.ok(!again.isSolved());
  for (let i = 0; i < 81; i++) if (!again.givens[i]) again.place([i], Number(SOLUTION[i]));
  assert.ok(again.isSolved());
});
