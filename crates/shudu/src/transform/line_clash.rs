//! The minlex form of grids with a repeated digit in a row or column.
//!
//! The search in `minlex.rs` sorts the columns of each new row by key and
//! treats digits that have no label yet as interchangeable: any order of
//! them gives the same row once they are labelled in order of appearance.
//! That holds only when no digit appears twice in the row. A grid that
//! breaks a rule of Sudoku in a row or column (a fuzzed grid, a typo read
//! with `Grid::parse_unchecked`) takes this search instead: every column
//! order of both orientations (2 x 1,296), and for each one the rows placed
//! one at a time, keeping only the rows that give the smallest next line.
//! It is slower (milliseconds) and only ever runs on grids that are not
//! puzzles, so that the form stays a true invariant of every grid.

use super::minlex::CanonicalPuzzle;
use super::Transformation;
use crate::Grid;

/// The orders of three items.
const PERMS3: [[u8; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// Whether some digit appears twice in one row or one column of `values`.
pub(super) fn has_line_clash(values: &[u8; 81]) -> bool {
    let mut rows = [0u16; 9];
    let mut cols = [0u16; 9];
    for (i, &v) in values.iter().enumerate() {
        if v == 0 {
            continue;
        }
        let bit = 1u16 << v;
        let (r, c) = (i / 9, i % 9);
        if rows[r] & bit != 0 || cols[c] & bit != 0 {
            return true;
        }
        rows[r] |= bit;
        cols[c] |= bit;
    }
    false
}

/// The minlex form by the exhaustive column search (see the module docs).
pub(super) fn search(puzzle: &Grid) -> CanonicalPuzzle {
    let v = puzzle.values();
    let mut lines = [[[0u8; 9]; 9]; 2];
    for r in 0..9 {
        for c in 0..9 {
            lines[0][r][c] = v[r * 9 + c];
            lines[1][c][r] = v[r * 9 + c];
        }
    }
    let mut search = Search {
        best: [10; 81],
        best_layout: None,
        count: 0,
        path: [0; 81],
    };
    for (orientation, source) in lines.iter().enumerate() {
        for stacks in PERMS3 {
            for p0 in PERMS3 {
                let mut cols = [0u8; 9];
                place_stack(&mut cols, 0, stacks[0], p0);
                // The form's first row starts with the smallest labelled start of any line:
                // column orders whose first stack already makes it larger are skipped whole.
                if search.beaten(source, &cols[..3]) {
                    continue;
                }
                for p1 in PERMS3 {
                    place_stack(&mut cols, 1, stacks[1], p1);
                    if search.beaten(source, &cols[..6]) {
                        continue;
                    }
                    for p2 in PERMS3 {
                        place_stack(&mut cols, 2, stacks[2], p2);
                        // The lines read in this column order.
                        let mut rows = [[0u8; 9]; 9];
                        for (to, from) in rows.iter_mut().zip(source.iter()) {
                            for (cell, &c) in to.iter_mut().zip(cols.iter()) {
                                *cell = from[c as usize];
                            }
                        }
                        let layout = Layout {
                            transpose: orientation == 1,
                            rows: [0; 9],
                            cols,
                            label: [0; 10],
                            next: 1,
                        };
                        search.descend(&rows, &layout, 0, 0, true);
                    }
                }
            }
        }
    }
    search.result()
}

/// Puts the columns of `stack`, in the order `inner`, at slot `slot`.
#[inline]
fn place_stack(cols: &mut [u8; 9], slot: usize, stack: u8, inner: [u8; 3]) {
    for (k, &i) in inner.iter().enumerate() {
        cols[slot * 3 + k] = stack * 3 + i;
    }
}

/// One layout, complete or with its first rows placed.
#[derive(Clone, Copy)]
struct Layout {
    transpose: bool,
    /// `rows[r]`: the source line placed as row `r`.
    rows: [u8; 9],
    /// `cols[c]`: the source column at position `c`.
    cols: [u8; 9],
    /// `label[d]`: the new name of digit `d`, 0 while it has none.
    label: [u8; 10],
    next: u8,
}

struct Search {
    /// The smallest form found so far (10s before the first).
    best: [u8; 81],
    best_layout: Option<Layout>,
    /// Layouts that give `best`.
    count: u32,
    /// The rows of the current path.
    path: [u8; 81],
}

impl Search {
    /// Places row `depth` in every way that keeps the path at most `best`;
    /// `tight`: the rows placed so far equal the best form's rows.
    fn descend(
        &mut self,
        rows: &[[u8; 9]; 9],
        layout: &Layout,
        used: u16,
        depth: usize,
        tight: bool,
    ) {
        if depth == 9 {
            if tight {
                self.count += 1;
            } else {
                self.best = self.path;
                self.best_layout = Some(*layout);
                self.count = 1;
            }
            return;
        }
        // The smallest next line among the rows the band structure allows.
        let mut lines = [([0u8; 9], Layout { ..*layout }); 9];
        let mut n = 0;
        for r in 0..9u8 {
            let allowed = if depth % 3 == 0 {
                used & (0b111 << (r / 3 * 3)) == 0
            } else {
                r / 3 == layout.rows[depth - 1] / 3 && used & (1 << r) == 0
            };
            if !allowed {
                continue;
            }
            let mut next = *layout;
            next.rows[depth] = r;
            let mut line = [0u8; 9];
            for (cell, &value) in line.iter_mut().zip(rows[r as usize].iter()) {
                *cell = label(&mut next, value);
            }
            lines[n] = (line, next);
            n += 1;
        }
        let Some(min) = lines[..n].iter().map(|(line, _)| *line).min() else {
            return;
        };
        let at = depth * 9;
        let order = if tight {
            min.as_slice().cmp(&self.best[at..at + 9])
        } else {
            std::cmp::Ordering::Less
        };
        if order == std::cmp::Ordering::Greater {
            return;
        }
        for (line, next) in lines[..n].iter().filter(|(line, _)| *line == min) {
            self.path[at..at + 9].copy_from_slice(line);
            // A smaller row makes this path the new best; later siblings
            // then compare against it.
            let child_tight =
                order == std::cmp::Ordering::Equal || (self.path[..at + 9] == self.best[..at + 9]);
            let used = used | 1 << next.rows[depth];
            self.descend(rows, next, used, depth + 1, child_tight);
        }
    }

    /// Whether every layout whose first columns are `cols` gives a form larger than the best
    /// found: the smallest start (over all lines, each labelled on its own, as the first row is)
    /// of the first row already exceeds the best form's.
    fn beaten(&self, source: &[[u8; 9]; 9], cols: &[u8]) -> bool {
        let mut smallest = [10u8; 9];
        for line in source {
            let mut label = [0u8; 10];
            let mut next = 1;
            let mut start = [10u8; 9];
            for (cell, &c) in start.iter_mut().zip(cols.iter()) {
                let v = line[c as usize];
                *cell = if v == 0 {
                    0
                } else {
                    if label[v as usize] == 0 {
                        label[v as usize] = next;
                        next += 1;
                    }
                    label[v as usize]
                };
            }
            smallest = smallest.min(start);
        }
        smallest[..cols.len()] > self.best[..cols.len()]
    }

    fn result(&self) -> CanonicalPuzzle {
        let layout = self.best_layout.expect("every layout reaches depth 9");
        let mut digits = [0u8; 10];
        let mut next = layout.next;
        for (to, &label) in digits.iter_mut().zip(layout.label.iter()).skip(1) {
            *to = if label != 0 {
                label
            } else {
                next += 1;
                next - 1
            };
        }
        CanonicalPuzzle {
            form: Grid::from_values(self.best).expect("labels are 1..=9"),
            transformation: Transformation::from_parts(
                layout.transpose,
                layout.rows,
                layout.cols,
                digits,
            ),
            automorphisms: self.count,
        }
    }
}

/// The label of `value` (0 for empty), giving it the next one if new.
#[inline]
fn label(layout: &mut Layout, value: u8) -> u8 {
    if value == 0 {
        return 0;
    }
    if layout.label[value as usize] == 0 {
        layout.label[value as usize] = layout.next;
        layout.next += 1;
    }
    layout.label[value as usize]
}
