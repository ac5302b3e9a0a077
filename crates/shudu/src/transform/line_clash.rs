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
//! Two cuts keep it to milliseconds: a column order whose first stacks
//! already make the first row larger than the best form is skipped whole,
//! and lines that are alike (identical columns or rows in one stack or band,
//! or stacks and bands holding the same lines) are read in one order only,
//! that one counting for all (the automorphism count stays exact). It only
//! ever runs on grids that are not puzzles, so that the form stays a true
//! invariant of every grid.

use super::lines::{oriented, relabelling, take_label, PERMS3};
use super::minlex::CanonicalPuzzle;
use super::Transformation;
use crate::Grid;

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
    let lines = oriented(puzzle.values());
    let mut search = Search {
        lines: Lines::rows_of(&lines[0]),
        best: [10; 81],
        best_layout: None,
        count: 0,
        path: [0; 81],
    };
    for (orientation, source) in lines.iter().enumerate() {
        // Identical columns (and stacks) give identical grids in either order: only the orders
        // that keep them in increasing order are read, each standing for `weight` layouts.
        let columns = Lines::columns_of(source);
        let weight = columns.weight();
        search.lines = Lines::rows_of(source);
        for stacks in PERMS3 {
            if !columns.bands_in_order(stacks) {
                continue;
            }
            for p0 in PERMS3 {
                if !columns.lines_in_order(stacks[0], p0) {
                    continue;
                }
                let mut cols = [0u8; 9];
                place_stack(&mut cols, 0, stacks[0], p0);
                // The form's first row starts with the smallest labelled start of any line:
                // column orders whose first stack already makes it larger are skipped whole.
                if search.beaten(source, &cols[..3]) {
                    continue;
                }
                for p1 in PERMS3 {
                    if !columns.lines_in_order(stacks[1], p1) {
                        continue;
                    }
                    place_stack(&mut cols, 1, stacks[1], p1);
                    if search.beaten(source, &cols[..6]) {
                        continue;
                    }
                    for p2 in PERMS3 {
                        if !columns.lines_in_order(stacks[2], p2) {
                            continue;
                        }
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
                        search.descend(&rows, &layout, 0, 0, true, weight);
                    }
                }
            }
        }
    }
    search.result()
}

/// Which of nine lines (the rows, or the columns, of one orientation) are identical, and which
/// of their three bands hold the same lines.
struct Lines {
    /// `same[a]`: the lines identical to line `a`, one bit each (`a` included).
    same: [u16; 9],
    /// `band[b]`: the bands holding the same lines as band `b` in some order (`b` included).
    band: [u8; 3],
}

impl Lines {
    fn rows_of(source: &[[u8; 9]; 9]) -> Lines {
        Lines::of(|a| source[a])
    }

    fn columns_of(source: &[[u8; 9]; 9]) -> Lines {
        Lines::of(|c| std::array::from_fn(|r| source[r][c]))
    }

    fn of(line: impl Fn(usize) -> [u8; 9]) -> Lines {
        let all: [[u8; 9]; 9] = std::array::from_fn(line);
        let same = std::array::from_fn(|a| {
            (0..9)
                .filter(|&b| all[b] == all[a])
                .fold(0u16, |m, b| m | 1 << b)
        });
        let sorted = |b: usize| {
            let mut v = [all[b * 3], all[b * 3 + 1], all[b * 3 + 2]];
            v.sort_unstable();
            v
        };
        let band = std::array::from_fn(|a| {
            (0..3)
                .filter(|&b| sorted(b) == sorted(a))
                .fold(0u8, |m, b| m | 1 << b)
        });
        Lines { same, band }
    }

    /// Whether the lines of band `band` in the order `inner` keep like lines in increasing
    /// order.
    fn lines_in_order(&self, band: u8, inner: [u8; 3]) -> bool {
        let line = |i: u8| (band * 3 + inner[i as usize]) as usize;
        increasing(|x, y| self.same[line(x)] & 1 << line(y) != 0, inner)
    }

    /// Whether the bands in the order `bands` keep like bands in increasing order.
    fn bands_in_order(&self, bands: [u8; 3]) -> bool {
        increasing(
            |x, y| self.band[bands[x as usize] as usize] & 1 << bands[y as usize] != 0,
            bands,
        )
    }

    /// How many layouts of these lines give one and the same grid: the orders of like lines
    /// inside each band times the orders of like bands.
    fn weight(&self) -> u32 {
        let mut w = 1;
        for band in 0..3 {
            let mut seen = 0u16;
            for a in band * 3..band * 3 + 3 {
                if seen & 1 << a != 0 {
                    continue;
                }
                let group = self.same[a] & 0b111 << (band * 3);
                seen |= group;
                w *= factorial(group.count_ones());
            }
        }
        let mut seen = 0u8;
        for b in 0..3 {
            if seen & 1 << b == 0 {
                seen |= self.band[b];
                w *= factorial(self.band[b].count_ones());
            }
        }
        w
    }
}

/// Whether every pair of positions `x < y` that `like` pairs holds `order[x] < order[y]`.
fn increasing(like: impl Fn(u8, u8) -> bool, order: [u8; 3]) -> bool {
    (0..3u8).all(|x| (x + 1..3).all(|y| !like(x, y) || order[x as usize] < order[y as usize]))
}

fn factorial(n: u32) -> u32 {
    (1..=n).product()
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
    /// Which source lines of the orientation being searched are alike.
    lines: Lines,
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
        weight: u32,
    ) {
        if depth == 9 {
            if tight {
                self.count += weight;
            } else {
                self.best = self.path;
                self.best_layout = Some(*layout);
                self.count = weight;
            }
            return;
        }
        let allowed = |r: u8| -> bool {
            if depth % 3 == 0 {
                used & (0b111 << (r / 3 * 3)) == 0
            } else {
                r / 3 == layout.rows[depth - 1] / 3 && used & (1 << r) == 0
            }
        };
        // Rows that are alike (the same cells, in one band or in bands that hold the same rows)
        // lead to the same forms: the first of them stands for all.
        let like = |a: u8, b: u8| -> bool {
            self.lines.same[a as usize] & 1 << b != 0
                && (a / 3 == b / 3 || self.lines.band[(a / 3) as usize] & 1 << (b / 3) != 0)
        };
        // The smallest next line among the rows the band structure allows.
        let mut lines = [([0u8; 9], *layout, 0u32); 9];
        let mut n = 0;
        for r in 0..9u8 {
            if !allowed(r) || (0..r).any(|q| allowed(q) && like(q, r)) {
                continue;
            }
            let alike = (r..9).filter(|&q| allowed(q) && like(r, q)).count() as u32;
            let mut next = *layout;
            next.rows[depth] = r;
            let mut line = [0u8; 9];
            for (cell, &value) in line.iter_mut().zip(rows[r as usize].iter()) {
                *cell = take_label(&mut next.label, &mut next.next, value);
            }
            lines[n] = (line, next, alike);
            n += 1;
        }
        let Some(min) = lines[..n].iter().map(|(line, _, _)| *line).min() else {
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
        for (line, next, alike) in lines[..n].iter().filter(|(line, _, _)| *line == min) {
            self.path[at..at + 9].copy_from_slice(line);
            // A smaller row makes this path the new best; later siblings
            // then compare against it.
            let child_tight =
                order == std::cmp::Ordering::Equal || (self.path[..at + 9] == self.best[..at + 9]);
            let used = used | 1 << next.rows[depth];
            self.descend(rows, next, used, depth + 1, child_tight, weight * alike);
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
                *cell = take_label(&mut label, &mut next, line[c as usize]);
            }
            smallest = smallest.min(start);
        }
        smallest[..cols.len()] > self.best[..cols.len()]
    }

    fn result(&self) -> CanonicalPuzzle {
        let layout = self.best_layout.expect("every layout reaches depth 9");
        let digits = relabelling(&layout.label, layout.next);
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
