// Hints in three stages (the technique; where to look; the whole deduction), with the step's
// pattern drawn on the board. Mistakes come first.

import { cellIndex, unitCells } from "./grid.js";

/**
 * The chains in a step's text, each as nodes {cell, digit} and links between consecutive nodes
 * (strong "=" or weak "-"). Reads Eureka notation, "(4)r1c2=(4)r1c7-(4=6)r5c7", with the
 * candidates of one cell grouped in brackets ("(4=6)r5c7", "(2-5=7)r1c1"), optional removals a
 * dynamic link rests on after a node ("(5)r3c8[r3c1<>5,r3c2<>5]", skipped), and the one-digit form
 * "X-chain on 5: r1c2=r3c2-r3c8". A text may hold several chains (one per branch of a forcing
 * chain); a lone cell name ("r1c2=4", "r7c2<>5") is not a chain.
 */
export function parseChains(text, digits) {
  const node = String.raw`(?:\(([1-9](?:[=-][1-9])*)\))?r([1-9])c([1-9])(?:\[[^\]]*\])?`;
  const chainRe = new RegExp(`${node}(?:[=-]${node})+`, "g");
  const tokenRe = new RegExp(`([=-])?${node}`, "y");
  const chains = [];
  for (const found of String(text).matchAll(chainRe)) {
    const chain = found[0];
    const nodes = [];
    const links = [];
    tokenRe.lastIndex = 0;
    let m;
    while (tokenRe.lastIndex < chain.length && (m = tokenRe.exec(chain))) {
      const cell = cellIndex(`r${m[3]}c${m[4]}`);
      if (nodes.length) links.push(m[1] === "=");
      if (m[2]) {
        const inner = m[2];
        nodes.push({ cell, digit: Number(inner[0]) });
        for (let k = 1; k + 1 < inner.length; k += 2) {
          links.push(inner[k] === "=");
          nodes.push({ cell, digit: Number(inner[k + 1]) });
        }
      } else {
        nodes.push({ cell, digit: digits.length === 1 ? digits[0] : 0 });
      }
    }
    if (nodes.length >= 2) chains.push({ nodes, links });
  }
  return chains;
}

/** The first chain in a step's text (see parseChains), or null. */
export function parseChain(text, digits) {
  return parseChains(text, digits)[0] || null;
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
    for (const chain of parseChains(answer.text, answer.digits || [])) {
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
