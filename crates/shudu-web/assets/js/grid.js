// Sudoku geometry: cells 0..80 in reading order, their names (r1c1), units and peers.

export const CELLS = Array.from({ length: 81 }, (_, i) => i);
export const row = (i) => Math.floor(i / 9);
export const col = (i) => i % 9;
export const box = (i) => Math.floor(row(i) / 3) * 3 + Math.floor(col(i) / 3);
export const cellName = (i) => `r${row(i) + 1}c${col(i) + 1}`;

/** The cell index of a name such as "r3c7", or -1. */
export function cellIndex(name) {
  const m = /^r([1-9])c([1-9])$/.exec(name);
  return m ? (Number(m[1]) - 1) * 9 + Number(m[2]) - 1 : -1;
}

/** The 27 units: rows, columns, boxes, each a list of 9 cells. */
export const UNITS = [
  ...Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => r * 9 + c)),
  ...Array.from({ length: 9 }, (_, c) => Array.from({ length: 9 }, (_, r) => r * 9 + c)),
  ...Array.from({ length: 9 }, (_, b) =>
    Array.from({ length: 9 }, (_, k) => (Math.floor(b / 3) * 3 + Math.floor(k / 3)) * 9 + (b % 3) * 3 + (k % 3)),
  ),
];

/** A unit's cells from its name: "row 3", "column 5", "box 2". */
export function unitCells(name) {
  const m = /^(row|column|box) ([1-9])$/.exec(name);
  if (!m) return [];
  const n = Number(m[2]) - 1;
  return UNITS[{ row: 0, column: 9, box: 18 }[m[1]] + n];
}

/** The 20 peers of each cell. */
export const PEERS = CELLS.map((i) =>
  CELLS.filter((j) => j !== i && (row(j) === row(i) || col(j) === col(i) || box(j) === box(i))),
);

/** Reads 81 cells ("1-9" givens, ".", "0", "_" empty) into an array of 0..9, or null. */
export function parseLine(text) {
  const chars = String(text).replace(/[^0-9._]/g, "");
  if (chars.length !== 81) return null;
  return [...chars].map((ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));
}

/** 81 digits (0 empty) as a line with "." for empty cells. */
export const toLine = (values) => values.map((d) => (d ? String(d) : ".")).join("");

/** Cells whose digit clashes with a peer's. */
export function conflicts(values) {
  const bad = new Set();
  for (const i of CELLS) {
    const d = values[i];
    if (!d) continue;
    for (const j of PEERS[i]) if (values[j] === d) bad.add(i);
  }
  return bad;
}

/** The candidates (bit k-1 set for digit k) each empty cell has given the placed digits. */
export function candidates(values) {
  return CELLS.map((i) => {
    if (values[i]) return 0;
    let mask = 0x1ff;
    for (const j of PEERS[i]) if (values[j]) mask &= ~(1 << (values[j] - 1));
    return mask;
  });
}

/** The digits of a mask, ascending. */
export const digitsOf = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1)));
