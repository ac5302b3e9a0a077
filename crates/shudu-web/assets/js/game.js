// The game's model: givens, the player's digits and pencil marks, undo/redo.
// No DOM here: the board draws what this holds.

import { CELLS, PEERS, candidates, toLine } from "./grid.js";

const HISTORY_LIMIT = 1000;

export class Game {
  /**
   * @param {object} info  {puzzle, solution, level, se, techniques, hardest, id, seed, date}
   */
  constructor(info) {
    this.info = info;
    this.givens = [...info.puzzle].map((ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));
    this.solution = info.solution ? [...info.solution].map(Number) : null;
    this.values = [...this.givens];
    this.centre = new Array(81).fill(0); // bit k-1: digit k
    this.corner = new Array(81).fill(0);
    this.auto = false;
    this.undoStack = [];
    this.redoStack = [];
    this.elapsed = 0; // milliseconds played
    this.hintsUsed = 0;
    this.mistakesShown = 0;
  }

  isGiven(i) {
    return this.givens[i] !== 0;
  }

  snapshot() {
    return {
      values: [...this.values],
      centre: [...this.centre],
      corner: [...this.corner],
      auto: this.auto,
    };
  }

  restore(s) {
    this.values = [...s.values];
    this.centre = [...s.centre];
    this.corner = [...s.corner];
    this.auto = s.auto;
  }

  /** Runs `change` as one undoable action; kept only if it changed something. */
  act(change) {
    const before = this.snapshot();
    change();
    const after = this.snapshot();
    if (JSON.stringify(before) === JSON.stringify(after)) return false;
    this.undoStack.push(before);
    if (this.undoStack.length > HISTORY_LIMIT) this.undoStack.shift();
    this.redoStack = [];
    return true;
  }

  undo() {
    const s = this.undoStack.pop();
    if (!s) return false;
    this.redoStack.push(this.snapshot());
    this.restore(s);
    return true;
  }

  redo() {
    const s = this.redoStack.pop();
    if (!s) return false;
    this.undoStack.push(this.snapshot());
    this.restore(s);
    return true;
  }

  /** Places `d` in every selected cell that is not a given (or clears them when all hold `d`). */
  place(cells, d) {
    return this.act(() => {
      const open = cells.filter((i) => !this.isGiven(i));
      const clear = open.length > 0 && open.every((i) => this.values[i] === d);
      for (const i of open) {
        if (clear) {
          this.unplace(i);
          continue;
        }
        if (this.values[i] && this.auto) this.unplace(i);
        this.values[i] = d;
        if (this.auto) {
          for (const j of PEERS[i]) {
            this.centre[j] &= ~(1 << (d - 1));
            this.corner[j] &= ~(1 << (d - 1));
          }
        }
      }
    });
  }

  /** Toggles pencil mark `d` (kind "centre" or "corner") in the selected empty cells. */
  mark(cells, d, kind) {
    return this.act(() => {
      const marks = kind === "corner" ? this.corner : this.centre;
      const open = cells.filter((i) => !this.values[i]);
      const bit = 1 << (d - 1);
      const on = !open.every((i) => marks[i] & bit);
      for (const i of open) marks[i] = on ? marks[i] | bit : marks[i] & ~bit;
    });
  }

  /** Clears the selected cells: the digit first, else their pencil marks. */
  erase(cells) {
    return this.act(() => {
      const open = cells.filter((i) => !this.isGiven(i));
      const withDigit = open.filter((i) => this.values[i]);
      if (withDigit.length) {
        for (const i of withDigit) this.unplace(i);
      } else {
        for (const i of open) {
          this.centre[i] = 0;
          this.corner[i] = 0;
        }
      }
    });
  }

  /** Auto-candidates on or off: on fills every empty cell's centre marks with its candidates. */
  setAuto(on) {
    return this.act(() => {
      this.auto = on;
      if (on) this.centre = candidates(this.values);
    });
  }

  /** Removes the digit of cell i; in auto mode the cell and its peers get that candidate back. */
  unplace(i) {
    const d = this.values[i];
    this.values[i] = 0;
    if (!this.auto || !d) return;
    const cand = candidates(this.values);
    this.centre[i] = cand[i];
    for (const j of PEERS[i]) if (!this.values[j] && cand[j] & (1 << (d - 1))) this.centre[j] |= 1 << (d - 1);
  }

  /** Cells whose digit differs from the solution. */
  wrongCells() {
    if (!this.solution) return [];
    return CELLS.filter((i) => this.values[i] && this.values[i] !== this.solution[i]);
  }

  isSolved() {
    return !!this.solution && CELLS.every((i) => this.values[i] === this.solution[i]);
  }

  /** The state for /api/hint: the grid, with the pencil marks when every empty cell has some. */
  hintState() {
    const grid = toLine(this.values);
    const empty = CELLS.filter((i) => !this.values[i]);
    if (!empty.length || !empty.every((i) => this.centre[i])) return grid;
    const marks = CELLS.map((i) => {
      const mask = this.values[i] ? 1 << (this.values[i] - 1) : this.centre[i];
      return [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => (mask & (1 << (d - 1)) ? String(d) : ".")).join("");
    }).join("");
    return { grid, marks };
  }

  toJSON() {
    return {
      info: this.info,
      values: this.values,
      centre: this.centre,
      corner: this.corner,
      auto: this.auto,
      undo: this.undoStack.slice(-200),
      redo: this.redoStack.slice(-200),
      elapsed: this.elapsed,
      hintsUsed: this.hintsUsed,
    };
  }

  static fromJSON(o) {
    const g = new Game(o.info);
    const ok = (a) => Array.isArray(a) && a.length === 81 && a.every((x) => Number.isInteger(x));
    if (!ok(o.values) || !ok(o.centre) || !ok(o.corner)) return g;
    g.values = o.values;
    g.centre = o.centre;
    g.corner = o.corner;
    g.auto = !!o.auto;
    g.undoStack = Array.isArray(o.undo) ? o.undo : [];
    g.redoStack = Array.isArray(o.redo) ? o.redo : [];
    g.elapsed = Number(o.elapsed) || 0;
    g.hintsUsed = Number(o.hintsUsed) || 0;
    // Givens always win over a stored state.
    for (const i of CELLS) if (g.givens[i]) g.values[i] = g.givens[i];
    return g;
  }
}
