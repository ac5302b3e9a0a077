//! The canonical form of puzzles: the community's *minlex* form.
//!
//! The order is defined in the docs of [`canonical_puzzle`].
//!
//! # The search
//!
//! The form is built row by row. A search state holds the orientation, the
//! source rows already placed and what is known of the column order: the
//! columns that were empty in every placed row may still be put in any order
//! inside their stack (a *free cell*), and stacks empty in every placed row
//! may still be exchanged. The next row is chosen among the source rows the
//! band structure allows; for each, the smallest row that the remaining
//! freedom allows is found by sorting: inside a free cell, empty cells
//! first, then digits that already have a label by label, then new digits
//! (which get the next labels in order of appearance, so their order among
//! themselves changes the labelling but not the row). Only the candidates
//! that give the smallest row go on, one state for each way to order new
//! digits that tie, and a state whose rows so far are already larger than
//! the best complete form found is dropped. Nothing is allocated.
//!
//! Solved grids take a faster search of their own (`solved.rs`), which
//! gives the same form; grids with a digit twice in a row or column (not
//! puzzles, but grids all the same) take a slower exhaustive one
//! (`line_clash.rs`), because the sorting above assumes a new digit occurs
//! once in a row.

use super::line_clash;
use super::lines::{oriented, relabelling, take_label, PERMS3};
use super::solved::solved_minlex;
use super::Transformation;
use crate::Grid;

/// A puzzle's minlex form, the map that takes the puzzle there, and the
/// size of the puzzle's symmetry group.
///
/// `transformation.apply(puzzle) == form` for the puzzle it was made from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CanonicalPuzzle {
    /// The smallest equivalent puzzle (see [`canonical_puzzle`] for the order).
    pub form: Grid,
    /// A map that takes the puzzle to `form` (one of `automorphisms` such
    /// maps, the first the search met).
    pub transformation: Transformation,
    /// How many of the 3,359,232 layouts map the puzzle to a relabelling of
    /// itself (1 for most puzzles, 3,359,232 for the empty grid). Digits
    /// absent from the puzzle may be relabelled in any way; those choices
    /// are not counted.
    pub automorphisms: u32,
}

/// The minlex form of `puzzle` under the whole group of layouts and
/// relabellings, with the transformation that takes `puzzle` there and the
/// number of automorphisms.
///
/// # The order
///
/// Write a grid as its 81-character line, row by row, with `0` for an empty
/// cell. Of two such strings the smaller is the one with the smaller
/// character at the first place where they differ (`0` < `1` < ... < `9`).
/// The *minlex form* of a puzzle is the smallest string among all the
/// puzzles equivalent to it: every one of the 3,359,232 layouts (transposed
/// or not, then the bands, the rows inside each band, the stacks and the
/// columns inside each stack in any order) combined with every relabelling
/// of the digits. For one layout the best relabelling is always the one that
/// numbers the givens in order of first appearance (the first digit met in
/// reading order becomes 1, the next different one 2, ...), so the form is
/// the smallest over the layouts of the layout relabelled that way.
///
/// Two puzzles are equivalent exactly when their forms are equal, and a
/// form is its own form. On a solved grid this is the same order as
/// [`canonical_form`](super::canonical_form): both forms agree.
///
/// Hand-checked examples:
///
/// - the empty grid is its own form (81 zeros), and every one of the
///   3,359,232 layouts maps it to itself;
/// - a grid with one given anywhere has the form with a single `1` in the
///   last cell, `000...0001`: move its row to the bottom band's last row and
///   its column to the right stack's last column; the automorphisms are the
///   layouts that keep that cell in place: 2 (transposition) x 2 x 2 (the
///   other bands, stacks) x 2 x 2 (the other rows and columns of its band
///   and stack) x 6^4 (rows and columns inside the other bands and stacks) =
///   41,472;
/// - givens `5` and `7` in the first row, in different stacks: the form has
///   both in the bottom row, `1` in the middle stack's last column and `2` in
///   the right stack's last column (`...000001001`... ends `000001002`),
///   because the bottom row read left to right gives `000` (the empty stack),
///   `001`, `002`; putting both in one stack is impossible.
///
///
/// ```
/// use shudu::transform::{canonical_puzzle, Transformation};
/// use shudu::Grid;
/// use rand::SeedableRng;
///
/// let puzzle: Grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
///     .parse()?;
/// let canon = canonical_puzzle(&puzzle);
/// assert_eq!(canon.transformation.apply(&puzzle), canon.form);
/// let mut rng = shudu::DefaultRng::seed_from_u64(5);
/// let copy = Transformation::random(&mut rng).apply(&puzzle);
/// assert_eq!(canonical_puzzle(&copy).form, canon.form);
/// # Ok::<(), shudu::ParseError>(())
/// ```
pub fn canonical_puzzle(puzzle: &Grid) -> CanonicalPuzzle {
    if puzzle.is_solved() {
        let s = solved_minlex(puzzle.values());
        return CanonicalPuzzle {
            form: Grid::from_values(s.form).expect("labels are 1..=9"),
            transformation: Transformation::from_parts(s.transpose, s.rows, s.cols, s.digits),
            automorphisms: s.automorphisms,
        };
    }
    search(puzzle)
}

/// The general search, for any grid (a solved grid has a faster one).
pub(super) fn search(puzzle: &Grid) -> CanonicalPuzzle {
    if line_clash::has_line_clash(puzzle.values()) {
        return line_clash::search(puzzle);
    }
    let mut search = Search::new(puzzle);
    search.descend(&Node::START, 0, false);
    search.result()
}

/// The key of a digit that has no label yet: larger than every label.
const NEW: u8 = 10;

/// Column positions 0..9 that share a free cell with the next position,
/// at the start: all three columns of each stack.
const ALL_COLUMNS_FREE: u16 = 0b0_1101_1011;

/// The orders of two items (those of three are [`PERMS3`]).
const PERMS2: [[u8; 3]; 2] = [[0, 1, 2], [1, 0, 2]];

fn perms(len: u8) -> &'static [[u8; 3]] {
    match len {
        2 => &PERMS2,
        _ => &PERMS3,
    }
}

fn factorial(n: u32) -> u64 {
    (1..=u64::from(n)).product()
}

/// One state of the search: the rows placed so far and what is left free.
#[derive(Clone, Copy)]
struct Node {
    /// 1 when the puzzle is read transposed.
    orientation: u8,
    /// `rows[r]`: the source row placed as row `r` (for the rows placed).
    rows: [u8; 9],
    /// The source rows placed, one bit each.
    used_rows: u16,
    /// `cols[c]`: the source column at position `c` (a representative where
    /// columns are still free).
    cols: [u8; 9],
    /// Bit `c`: positions `c` and `c + 1` are in one free cell (always in one
    /// stack; their columns were empty in every placed row).
    col_tie: u16,
    /// Bit `s`: stack slots `s` and `s + 1` may still be exchanged (both were
    /// empty in every placed row).
    stack_tie: u8,
    /// `label[d]`: the new name of digit `d`, 0 while it has none.
    label: [u8; 10],
    /// The next label to give.
    next: u8,
}

impl Node {
    const START: Node = Node {
        orientation: 0,
        rows: [0; 9],
        used_rows: 0,
        cols: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        col_tie: ALL_COLUMNS_FREE,
        stack_tie: 0b11,
        label: [0; 10],
        next: 1,
    };

    /// The number of layouts this finished state stands for: the orders of
    /// its free cells and of its exchangeable stacks.
    fn freedom(&self) -> u64 {
        let mut n = 1;
        let mut run = 1;
        for c in 0..9 {
            if c < 8 && self.col_tie & (1 << c) != 0 {
                run += 1;
            } else {
                n *= factorial(run);
                run = 1;
            }
        }
        for s in 0..3 {
            if s < 2 && self.stack_tie & (1 << s) != 0 {
                run += 1;
            } else {
                n *= factorial(run);
                run = 1;
            }
        }
        n
    }
}

/// A run of positions whose order is a free choice that changes only the
/// labelling: new digits in one cell, or stacks with the same pattern.
#[derive(Clone, Copy, Default)]
struct Segment {
    /// First position (a column position, or a stack slot).
    start: u8,
    /// 2 or 3.
    len: u8,
    /// Whether this orders stacks (blocks of three columns).
    stacks: bool,
}

/// The smallest arrangement of one candidate row under a state's freedom.
#[derive(Clone, Copy)]
struct Arrangement {
    orientation: u8,
    row: u8,
    cols: [u8; 9],
    col_tie: u16,
    stack_tie: u8,
    string: [u8; 9],
    segments: [Segment; 4],
    n_segments: u8,
}

impl Arrangement {
    const EMPTY: Arrangement = Arrangement {
        orientation: 0,
        row: 0,
        cols: [0; 9],
        col_tie: 0,
        stack_tie: 0,
        string: [0; 9],
        segments: [Segment {
            start: 0,
            len: 0,
            stacks: false,
        }; 4],
        n_segments: 0,
    };

    fn push(&mut self, segment: Segment) {
        self.segments[self.n_segments as usize] = segment;
        self.n_segments += 1;
    }

    /// How many orders of the tied new digits and stacks there are.
    fn branches(&self) -> usize {
        self.segments[..self.n_segments as usize]
            .iter()
            .map(|s| perms(s.len).len())
            .product()
    }
}

struct Search {
    /// `values[orientation][row][column]`, 0 for empty.
    values: [[[u8; 9]; 9]; 2],
    /// The best form found so far (valid once `found`).
    best: [u8; 81],
    best_node: Node,
    found: bool,
    /// Counts the replacements of `best`.
    updates: u32,
    /// The rows of the current path.
    cand: [u8; 81],
    /// Layouts that give `best`.
    count: u64,
}

impl Search {
    fn new(puzzle: &Grid) -> Search {
        Search {
            values: oriented(puzzle.values()),
            best: [0; 81],
            best_node: Node::START,
            found: false,
            updates: 0,
            cand: [0; 81],
            count: 0,
        }
    }

    fn result(&self) -> CanonicalPuzzle {
        let node = &self.best_node;
        let digits = relabelling(&node.label, node.next);
        CanonicalPuzzle {
            form: Grid::from_values(self.best).expect("labels are 1..=9"),
            transformation: Transformation::from_parts(
                node.orientation == 1,
                node.rows,
                node.cols,
                digits,
            ),
            automorphisms: u32::try_from(self.count).expect("at most 3,359,232 layouts"),
        }
    }

    /// Places row `depth` in every way that can still lead to the form.
    /// `tight`: the rows placed so far equal the best form's (else they are
    /// smaller, or there is no best yet).
    fn descend(&mut self, node: &Node, depth: usize, tight: bool) {
        if depth == 9 {
            self.finish(node, tight);
            return;
        }
        let mut found = [Arrangement::EMPTY; 18];
        let mut n = 0;
        for (orientation, row) in candidates(node, depth) {
            found[n] = arrange(node, &self.values[orientation as usize][row as usize]);
            found[n].orientation = orientation;
            found[n].row = row;
            n += 1;
        }
        let min = found[..n]
            .iter()
            .map(|a| a.string)
            .min()
            .expect("a band always has a row left");
        let at = depth * 9;
        let rel = if tight {
            min.as_slice().cmp(&self.best[at..at + 9])
        } else {
            std::cmp::Ordering::Less
        };
        if rel == std::cmp::Ordering::Greater {
            return;
        }
        self.cand[at..at + 9].copy_from_slice(&min);
        let before = self.updates;
        for a in found[..n].iter().filter(|a| a.string == min) {
            for branch in 0..a.branches() {
                let child = child(
                    node,
                    a,
                    branch,
                    &self.values[a.orientation as usize][a.row as usize],
                );
                let child_tight = rel == std::cmp::Ordering::Equal || self.updates != before;
                self.descend(&child, depth + 1, child_tight);
            }
        }
    }

    fn finish(&mut self, node: &Node, tight: bool) {
        if tight {
            self.count += node.freedom();
        } else {
            self.best = self.cand;
            self.best_node = *node;
            self.count = node.freedom();
            self.found = true;
            self.updates += 1;
        }
    }
}

/// The (orientation, source row) pairs that may be placed as row `depth`.
fn candidates(node: &Node, depth: usize) -> impl Iterator<Item = (u8, u8)> + '_ {
    let orientations = if depth == 0 {
        0..2u8
    } else {
        node.orientation..node.orientation + 1
    };
    orientations.flat_map(move |o| {
        (0..9u8).filter_map(move |r| {
            let band_rows = 0b111u16 << (r / 3 * 3);
            let allowed = if depth % 3 == 0 {
                node.used_rows & band_rows == 0
            } else {
                let band = node.rows[depth - 1] / 3;
                r / 3 == band && node.used_rows & (1 << r) == 0
            };
            allowed.then_some((o, r))
        })
    })
}

/// The key of a source column for the row `values`: 0 empty, a label, or
/// [`NEW`].
#[inline]
fn key(node: &Node, values: &[u8; 9], column: u8) -> u8 {
    let v = values[column as usize];
    match v {
        0 => 0,
        _ if node.label[v as usize] != 0 => node.label[v as usize],
        _ => NEW,
    }
}

/// Sorts `cols` by key (a stable insertion sort of at most three items) and
/// returns the keys in the new order.
#[inline]
fn sort_by_key(node: &Node, values: &[u8; 9], cols: &mut [u8]) -> [u8; 3] {
    let mut keys = [0u8; 3];
    for (k, &c) in keys.iter_mut().zip(cols.iter()) {
        *k = key(node, values, c);
    }
    for i in 1..cols.len() {
        let mut j = i;
        while j > 0 && keys[j - 1] > keys[j] {
            keys.swap(j - 1, j);
            cols.swap(j - 1, j);
            j -= 1;
        }
    }
    keys
}

/// Records what stays free in a sorted cell at positions `start..start+len`:
/// its empty columns stay one free cell, and its new digits may come in any
/// order.
#[inline]
fn close_cell(a: &mut Arrangement, start: usize, len: usize, keys: &[u8; 3]) {
    for k in 0..len.saturating_sub(1) {
        if keys[k] == 0 && keys[k + 1] == 0 {
            a.col_tie |= 1 << (start + k);
        }
    }
    let new = keys[..len].iter().filter(|&&k| k == NEW).count();
    if new >= 2 {
        a.push(Segment {
            start: (start + len - new) as u8,
            len: new as u8,
            stacks: false,
        });
    }
}

/// The smallest arrangement of the source row `values` that `node`'s freedom
/// allows.
fn arrange(node: &Node, values: &[u8; 9]) -> Arrangement {
    let mut a = Arrangement::EMPTY;
    a.cols = node.cols;
    let mut s = 0;
    while s < 3 {
        let mut e = s;
        while e < 2 && node.stack_tie & (1 << e) != 0 {
            e += 1;
        }
        if e > s {
            // Stacks empty so far: sort each, then sort them by pattern.
            let n = e - s + 1;
            let mut blocks = [([0u8; 3], [0u8; 3]); 3];
            for (i, block) in blocks.iter_mut().take(n).enumerate() {
                let at = (s + i) * 3;
                block.0.copy_from_slice(&node.cols[at..at + 3]);
                block.1 = sort_by_key(node, values, &mut block.0);
            }
            for i in 1..n {
                let mut j = i;
                while j > 0 && blocks[j - 1].1 > blocks[j].1 {
                    blocks.swap(j - 1, j);
                    j -= 1;
                }
            }
            let mut i = 0;
            while i < n {
                let at = (s + i) * 3;
                a.cols[at..at + 3].copy_from_slice(&blocks[i].0);
                close_cell(&mut a, at, 3, &blocks[i].1);
                let mut j = i;
                while j + 1 < n && blocks[j + 1].1 == blocks[i].1 {
                    j += 1;
                }
                if j > i {
                    if blocks[i].1 == [0, 0, 0] {
                        for t in i..j {
                            a.stack_tie |= 1 << (s + t);
                        }
                    } else {
                        a.push(Segment {
                            start: (s + i) as u8,
                            len: (j - i + 1) as u8,
                            stacks: true,
                        });
                    }
                }
                for (k, block) in blocks.iter().enumerate().take(j + 1).skip(i + 1) {
                    let at = (s + k) * 3;
                    a.cols[at..at + 3].copy_from_slice(&block.0);
                    close_cell(&mut a, at, 3, &block.1);
                }
                i = j + 1;
            }
        } else {
            // A stack in place: sort each of its free cells.
            let base = s * 3;
            let mut p = 0;
            while p < 3 {
                let mut q = p;
                while q < 2 && node.col_tie & (1 << (base + q)) != 0 {
                    q += 1;
                }
                let keys = sort_by_key(node, values, &mut a.cols[base + p..=base + q]);
                close_cell(&mut a, base + p, q - p + 1, &keys);
                p = q + 1;
            }
        }
        s = e + 1;
    }
    let mut label = node.label;
    let mut next = node.next;
    for (ch, &c) in a.string.iter_mut().zip(a.cols.iter()) {
        *ch = take_label(&mut label, &mut next, values[c as usize]);
    }
    a
}

/// The state after placing arrangement `a`, with its tied new digits and
/// stacks in the order number `branch`.
fn child(node: &Node, a: &Arrangement, branch: usize, values: &[u8; 9]) -> Node {
    // Which order each segment takes; stacks move first, then the columns
    // inside each slot, so that every combination comes out once.
    let mut choice = [0usize; 4];
    let mut rest = branch;
    for (seg, k) in a.segments[..a.n_segments as usize]
        .iter()
        .zip(choice.iter_mut())
    {
        let count = perms(seg.len).len();
        *k = rest % count;
        rest /= count;
    }
    let mut cols = a.cols;
    for stacks in [true, false] {
        for (seg, &k) in a.segments[..a.n_segments as usize]
            .iter()
            .zip(choice.iter())
        {
            if seg.stacks != stacks {
                continue;
            }
            let perm = perms(seg.len)[k];
            let (start, len) = (seg.start as usize, seg.len as usize);
            let from = cols;
            for i in 0..len {
                if stacks {
                    let to = (start + i) * 3;
                    let src = (start + perm[i] as usize) * 3;
                    cols[to..to + 3].copy_from_slice(&from[src..src + 3]);
                } else {
                    cols[start + i] = from[start + perm[i] as usize];
                }
            }
        }
    }
    let mut next = *node;
    next.orientation = a.orientation;
    next.rows[(node.used_rows.count_ones()) as usize] = a.row;
    next.used_rows |= 1 << a.row;
    next.cols = cols;
    next.col_tie = a.col_tie;
    next.stack_tie = a.stack_tie;
    for &c in &cols {
        take_label(&mut next.label, &mut next.next, values[c as usize]);
    }
    next
}
