// The board on screen: 81 cells (the test hooks: data-cell="r1c1", data-given, the board's
// data-board and data-status), their pencil marks, highlights, and an SVG layer on which
// hints draw their pattern.

import { CELLS, PEERS, cellName, col, conflicts, digitsOf, row } from "./grid.js";

const SVG = "http://www.w3.org/2000/svg";

export class Board {
  /** @param {HTMLElement} root  the element carrying data-board */
  constructor(root, onPointer) {
    this.root = root;
    this.cells = [];
    this.marks = [];
    root.setAttribute("role", "grid");
    root.setAttribute("aria-label", "Sudoku board, 9 rows of 9 cells");
    for (let r = 0; r < 9; r++) {
      const line = document.createElement("div");
      line.className = "row";
      line.setAttribute("role", "row");
      for (let c = 0; c < 9; c++) {
        const i = r * 9 + c;
        const cell = document.createElement("div");
        cell.className = `cell r${r % 3} c${c % 3}`;
        cell.dataset.cell = cellName(i);
        cell.setAttribute("role", "gridcell");
        cell.tabIndex = -1;
        cell.style.gridRow = String(r + 1);
        cell.style.gridColumn = String(c + 1);
        line.appendChild(cell);
        this.cells.push(cell);
      }
      root.appendChild(line);
    }
    // Pencil marks sit in the same grid areas as the cells, outside them, so that each
    // cell's text is its digit alone.
    for (const i of CELLS) {
      const m = document.createElement("div");
      m.className = "marks";
      m.setAttribute("aria-hidden", "true");
      m.style.gridRow = String(row(i) + 1);
      m.style.gridColumn = String(col(i) + 1);
      root.appendChild(m);
      this.marks.push(m);
    }
    this.svg = document.createElementNS(SVG, "svg");
    this.svg.setAttribute("class", "overlay");
    this.svg.setAttribute("viewBox", "0 0 900 900");
    this.svg.setAttribute("aria-hidden", "true");
    root.appendChild(this.svg);
    root.addEventListener("pointerdown", (e) => {
      const cell = e.target.closest("[data-cell]");
      if (cell) onPointer("down", this.cells.indexOf(cell), e);
    });
    root.addEventListener("pointerover", (e) => {
      const cell = e.target.closest("[data-cell]");
      if (cell && e.buttons) onPointer("over", this.cells.indexOf(cell), e);
    });
  }

  /**
   * Draws the game.
   * @param {import("./game.js").Game} game
   * @param {number[]} selection  selected cells, the last one focused
   * @param {{wrong?: Set<number>, solved?: boolean}} view
   */
  render(game, selection, view = {}) {
    const clash = conflicts(game.values);
    const focus = selection.length ? selection[selection.length - 1] : -1;
    const digit = focus >= 0 ? game.values[focus] : 0;
    const peers = new Set(selection.length === 1 && focus >= 0 ? PEERS[focus] : []);
    const chosen = new Set(selection);
    for (const i of CELLS) {
      const el = this.cells[i];
      const v = game.values[i];
      el.textContent = v ? String(v) : "";
      el.toggleAttribute("data-given", game.isGiven(i));
      const cls = el.classList;
      cls.toggle("given", game.isGiven(i));
      cls.toggle("selected", chosen.has(i));
      cls.toggle("peer", peers.has(i));
      cls.toggle("same", !!digit && v === digit);
      cls.toggle("conflict", clash.has(i));
      cls.toggle("wrong", !!view.wrong && view.wrong.has(i));
      el.setAttribute("aria-selected", String(chosen.has(i)));
      el.tabIndex = i === focus || (focus < 0 && i === 0) ? 0 : -1;
      el.setAttribute("aria-label", this.describe(game, i, clash.has(i)));
      this.drawMarks(i, v ? 0 : game.centre[i], v ? 0 : game.corner[i], digit, game.auto);
    }
    if (view.solved) this.root.dataset.status = "solved";
    else this.root.dataset.status = "playing";
  }

  describe(game, i, clash) {
    const v = game.values[i];
    const name = `row ${row(i) + 1}, column ${col(i) + 1}`;
    if (v) return `${name}: ${game.isGiven(i) ? "given " : ""}${v}${clash ? ", clashes" : ""}`;
    const marks = digitsOf(game.centre[i] | game.corner[i]);
    return marks.length ? `${name}: empty, pencil marks ${marks.join(" ")}` : `${name}: empty`;
  }

  drawMarks(i, centre, corner, digit, auto) {
    const m = this.marks[i];
    const key = `${centre}:${corner}:${digit}:${auto}`;
    if (m.dataset.key === key) return;
    m.dataset.key = key;
    m.replaceChildren();
    if (centre) {
      // Auto marks sit in a 3x3 grid, each digit in its place (where hints draw on them).
      const span = document.createElement("span");
      span.className = auto ? "centre grid" : "centre";
      for (const d of digitsOf(centre)) {
        const s = document.createElement("span");
        s.textContent = String(d);
        s.className = `d${d}${d === digit ? " hl" : ""}`;
        span.appendChild(s);
      }
      if (!auto && digitsOf(centre).length > 5) span.classList.add("small");
      m.appendChild(span);
    }
    digitsOf(corner).forEach((d, k) => {
      const s = document.createElement("span");
      s.className = `corner k${k}${d === digit ? " hl" : ""}`;
      s.textContent = String(d);
      m.appendChild(s);
    });
  }

  focus(i) {
    if (i >= 0) this.cells[i].focus({ preventScroll: true });
  }

  // --- the SVG layer: hints draw their pattern here ---

  clearOverlay() {
    this.svg.replaceChildren();
    for (const el of this.cells) el.classList.remove("hint-cell", "hint-unit", "hint-place", "mistake");
  }

  shape(name, attrs, cls) {
    const el = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
    if (cls) el.setAttribute("class", cls);
    this.svg.appendChild(el);
    return el;
  }

  /** Centre of a cell, or of candidate d within it. */
  static point(i, d) {
    if (!d) return [col(i) * 100 + 50, row(i) * 100 + 50];
    return [col(i) * 100 + 17 + ((d - 1) % 3) * 33, row(i) * 100 + 17 + Math.floor((d - 1) / 3) * 33];
  }

  markUnit(cells) {
    const rs = cells.map(row);
    const cs = cells.map(col);
    const x = Math.min(...cs) * 100;
    const y = Math.min(...rs) * 100;
    this.shape("rect", { x: x + 3, y: y + 3, width: (Math.max(...cs) + 1) * 100 - x - 6, height: (Math.max(...rs) + 1) * 100 - y - 6, rx: 10 }, "unit");
    for (const i of cells) this.cells[i].classList.add("hint-unit");
  }

  markCell(i) {
    this.cells[i].classList.add("hint-cell");
    this.shape("rect", { x: col(i) * 100 + 6, y: row(i) * 100 + 6, width: 88, height: 88, rx: 8 }, "spot");
  }

  markMistake(i) {
    this.cells[i].classList.add("mistake");
    this.shape("circle", { cx: col(i) * 100 + 50, cy: row(i) * 100 + 50, r: 42 }, "mistake");
  }

  markElimination(i, d) {
    const [x, y] = Board.point(i, d);
    this.shape("circle", { cx: x, cy: y, r: 14 }, "elim");
    this.shape("path", { d: `M${x - 9} ${y - 9}L${x + 9} ${y + 9}M${x + 9} ${y - 9}L${x - 9} ${y + 9}` }, "elim-x");
  }

  markPlacement(i, d) {
    this.cells[i].classList.add("hint-place");
    const [x, y] = Board.point(i);
    this.shape("circle", { cx: x, cy: y, r: 36 }, "place");
    const t = this.shape("text", { x, y: y + 2, "text-anchor": "middle", "dominant-baseline": "middle" }, "place-digit");
    t.textContent = String(d);
  }

  /** A chain link between two candidates; strong links solid, weak links dashed. */
  markLink(a, da, b, db, strong) {
    const [x1, y1] = Board.point(a, da);
    const [x2, y2] = Board.point(b, db);
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    const dx = x2 - x1;
    const dy = y2 - y1;
    const len = Math.hypot(dx, dy) || 1;
    const bend = Math.min(40, len / 4);
    const cx = mx - (dy / len) * bend;
    const cy = my + (dx / len) * bend;
    this.shape("path", { d: `M${x1} ${y1}Q${cx} ${cy} ${x2} ${y2}`, "marker-end": "url(#arrow)" }, strong ? "link strong" : "link weak");
    this.shape("circle", { cx: x1, cy: y1, r: 13 }, "node");
    this.shape("circle", { cx: x2, cy: y2, r: 13 }, "node");
  }

  defineArrow() {
    const defs = document.createElementNS(SVG, "defs");
    const marker = document.createElementNS(SVG, "marker");
    for (const [k, v] of Object.entries({ id: "arrow", viewBox: "0 0 10 10", refX: 16, refY: 5, markerWidth: 6, markerHeight: 6, orient: "auto-start-reverse" })) marker.setAttribute(k, String(v));
    const p = document.createElementNS(SVG, "path");
    p.setAttribute("d", "M0 0L10 5L0 10z");
    p.setAttribute("class", "arrow");
    marker.appendChild(p);
    defs.appendChild(marker);
    this.svg.appendChild(defs);
  }
}
