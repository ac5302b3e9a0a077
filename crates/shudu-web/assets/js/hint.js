// Hints in three stages (the technique; where to look; the whole deduction), with the step's
// pattern drawn on the board. Mistakes come first.

import { cellIndex, unitCells } from "./grid.js";

/**
 * The chain in a step's text, as nodes {cell, digit} and links between consecutive nodes
 * (strong "=" or weak "-"). Reads Eureka notation, "(4)r1c2=(4)r1c7-(4=6)r5c7", and the
 * one-digit form "X-chain on 5: r1c2=r3c2-r3c8".
 */
export function parseChain(text, digits) {
  const body = String(text).split(", so ")[0];
  const start = body.search(/[(]?[1-9]?[)]?r[1-9]c[1-9][=-]/);
  if (start < 0) return null;
  const chain = body.slice(start).split(/[\s,]/)[0];
  const token = /([=-])?(?:\(([1-9])(?:([=-])([1-9]))?\))?r([1-9])c([1-9])/y;
  const nodes = [];
  const links = [];
  let m;
  token.lastIndex = 0;
  while (token.lastIndex < chain.length && (m = token.exec(chain))) {
    const cell = cellIndex(`r${m[5]}c${m[6]}`);
    const first = m[2] ? Number(m[2]) : digits.length === 1 ? digits[0] : 0;
    if (nodes.length) links.push(m[1] === "=");
    nodes.push({ cell, digit: first });
    if (m[3]) {
      links.push(m[3] === "=");
      nodes.push({ cell, digit: Number(m[4]) });
    }
  }
  return nodes.length >= 2 ? { nodes, links } : null;
}

/** Draws what the hint answer reveals at its level on `board`. */
export function drawHint(board, answer) {
  board.clearOverlay();
  board.defineArrow();
  // The cells each mistake is about come as data (mistake_cells), never read from the sentences.
  const mistakes = (answer.mistake_cells || []).flat().map(cellIndex).filter((i) => i >= 0);
  for (const i of new Set(mistakes)) board.markMistake(i);
  if ((answer.mistakes || []).length) return;
  for (const u of answer.units || []) {
    const cells = unitCells(u);
    if (cells.length) board.markUnit(cells);
  }
  for (const c of answer.cells || []) {
    const i = cellIndex(c);
    if (i >= 0) board.markCell(i);
  }
  for (const e of answer.eliminations || []) board.markElimination(cellIndex(e.cell), e.digit);
  for (const p of answer.placements || []) board.markPlacement(cellIndex(p.cell), p.digit);
  if (answer.text) {
    const chain = parseChain(answer.text, answer.digits || []);
    if (chain) {
      for (let k = 0; k + 1 < chain.nodes.length; k++) {
        const a = chain.nodes[k];
        const b = chain.nodes[k + 1];
        board.markLink(a.cell, a.digit, b.cell, b.digit, chain.links[k]);
      }
    }
  }
}

/** The words shown in [data-hint]. */
export function hintText(answer) {
  const parts = [];
  if (answer.mistakes && answer.mistakes.length) {
    parts.push(`Mistake${answer.mistakes.length > 1 ? "s" : ""}: ${answer.mistakes.join("; ")}.`);
    parts.push(answer.mistakes.length > 1 ? "Once they are fixed:" : "Once that is fixed:");
  }
  parts.push(answer.hint);
  if (answer.se !== undefined && answer.name) parts.push(`(${answer.name}, SE ${Number(answer.se).toFixed(1)})`);
  return parts.join(" ");
}
