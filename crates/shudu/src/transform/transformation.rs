//! The group's elements ([`Transformation`]) and the canonical form of
//! solved grids ([`canonical_form`]).

use crate::Grid;
use rand::seq::SliceRandom;
use rand::Rng;

/// One equivalence map of the 9x9 grid: optionally transpose, then reorder
/// rows and columns (keeping bands and stacks together), then relabel.
///
/// The value is always a valid Sudoku symmetry: the constructors only build
/// row and column orders that move whole bands/stacks and rows/columns
/// within them, so [`Transformation::apply`] maps every valid grid to a
/// valid grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Transformation {
    /// Transpose the source before reordering.
    transpose: bool,
    /// Output row `r` takes (transposed) source row `rows[r]`.
    rows: [u8; 9],
    /// Output column `c` takes (transposed) source column `cols[c]`.
    cols: [u8; 9],
    /// `digits[v]` is the new value of value `v` (index 0, empty, maps to 0).
    digits: [u8; 10],
}

const IDENTITY_ORDER: [u8; 9] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const IDENTITY_DIGITS: [u8; 10] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

impl Default for Transformation {
    fn default() -> Self {
        Transformation::identity()
    }
}

impl Transformation {
    /// The map that changes nothing.
    pub const fn identity() -> Transformation {
        Transformation {
            transpose: false,
            rows: IDENTITY_ORDER,
            cols: IDENTITY_ORDER,
            digits: IDENTITY_DIGITS,
        }
    }

    /// A map drawn uniformly from the whole group: every grid equivalent to
    /// the one it is applied to is equally likely up to the grid's own
    /// symmetries.
    pub fn random<R: Rng + ?Sized>(rng: &mut R) -> Transformation {
        let mut digits = IDENTITY_DIGITS;
        digits[1..].shuffle(rng);
        Transformation {
            transpose: rng.random_bool(0.5),
            rows: random_line_order(rng),
            cols: random_line_order(rng),
            digits,
        }
    }

    /// Reflection in the main diagonal (rows become columns).
    pub const fn transpose() -> Transformation {
        Transformation {
            transpose: true,
            ..Transformation::identity()
        }
    }

    /// Exchanges rows `a` and `b` (0..9), which must lie in the same band;
    /// `None` otherwise.
    pub fn swap_rows(a: usize, b: usize) -> Option<Transformation> {
        let rows = swap_lines(a, b)?;
        Some(Transformation {
            rows,
            ..Transformation::identity()
        })
    }

    /// Exchanges columns `a` and `b` (0..9), which must lie in the same
    /// stack; `None` otherwise.
    pub fn swap_columns(a: usize, b: usize) -> Option<Transformation> {
        let cols = swap_lines(a, b)?;
        Some(Transformation {
            cols,
            ..Transformation::identity()
        })
    }

    /// Exchanges bands `a` and `b` (0..3, top to bottom); `None` if out of
    /// range.
    pub fn swap_bands(a: usize, b: usize) -> Option<Transformation> {
        Some(Transformation {
            rows: swap_blocks(a, b)?,
            ..Transformation::identity()
        })
    }

    /// Exchanges stacks `a` and `b` (0..3, left to right); `None` if out of
    /// range.
    pub fn swap_stacks(a: usize, b: usize) -> Option<Transformation> {
        Some(Transformation {
            cols: swap_blocks(a, b)?,
            ..Transformation::identity()
        })
    }

    /// A quarter turn clockwise, `turns` times (0..4, taken modulo 4).
    pub fn rotate(turns: u32) -> Transformation {
        // Clockwise: the new row r is the old column r read bottom to top,
        // i.e. transpose, then reverse the column order.
        let quarter = Transformation::transpose().then(&Transformation::reverse_columns());
        let mut t = Transformation::identity();
        for _ in 0..turns % 4 {
            t = t.then(&quarter);
        }
        t
    }

    /// Mirror image left to right (column order reversed).
    pub fn reverse_columns() -> Transformation {
        Transformation {
            cols: [8, 7, 6, 5, 4, 3, 2, 1, 0],
            ..Transformation::identity()
        }
    }

    /// Mirror image top to bottom (row order reversed).
    pub fn reverse_rows() -> Transformation {
        Transformation {
            rows: [8, 7, 6, 5, 4, 3, 2, 1, 0],
            ..Transformation::identity()
        }
    }

    /// Relabels digit `d` as `to[d - 1]`; `None` unless `to` holds each of
    /// 1..=9 once.
    pub fn relabel(to: [u8; 9]) -> Option<Transformation> {
        let mut seen = 0u16;
        for &v in &to {
            if !(1..=9).contains(&v) || seen & (1 << v) != 0 {
                return None;
            }
            seen |= 1 << v;
        }
        let mut digits = IDENTITY_DIGITS;
        digits[1..].copy_from_slice(&to);
        Some(Transformation {
            digits,
            ..Transformation::identity()
        })
    }

    /// Whether this map transposes the grid (before reordering).
    pub fn transposes(&self) -> bool {
        self.transpose
    }

    /// The row order: output row `r` is (transposed) source row `order[r]`.
    pub fn row_order(&self) -> [u8; 9] {
        self.rows
    }

    /// The column order: output column `c` is (transposed) source column
    /// `order[c]`.
    pub fn column_order(&self) -> [u8; 9] {
        self.cols
    }

    /// The relabelling: digit `d` becomes `relabelling()[d - 1]`.
    pub fn relabelling(&self) -> [u8; 9] {
        let mut to = [0u8; 9];
        to.copy_from_slice(&self.digits[1..]);
        to
    }

    /// The map that applies `self` first and `next` second.
    pub fn then(&self, next: &Transformation) -> Transformation {
        let mut digits = [0u8; 10];
        for (v, d) in digits.iter_mut().enumerate() {
            *d = next.digits[self.digits[v] as usize];
        }
        let (mut rows, mut cols) = ([0u8; 9], [0u8; 9]);
        if next.transpose {
            // next reads its rows from self's output columns and vice versa.
            for i in 0..9 {
                rows[i] = self.cols[next.rows[i] as usize];
                cols[i] = self.rows[next.cols[i] as usize];
            }
        } else {
            for i in 0..9 {
                rows[i] = self.rows[next.rows[i] as usize];
                cols[i] = self.cols[next.cols[i] as usize];
            }
        }
        Transformation {
            transpose: self.transpose != next.transpose,
            rows,
            cols,
            digits,
        }
    }

    /// The map that undoes this one: `t.then(&t.inverse())` is the identity.
    pub fn inverse(&self) -> Transformation {
        let mut digits = [0u8; 10];
        for v in 0..10 {
            digits[self.digits[v] as usize] = v as u8;
        }
        let (mut rows, mut cols) = ([0u8; 9], [0u8; 9]);
        for i in 0..9 {
            rows[self.rows[i] as usize] = i as u8;
            cols[self.cols[i] as usize] = i as u8;
        }
        if self.transpose {
            // Undo in reverse: un-reorder (a plain reorder), then transpose;
            // in normal form the transposition comes first, which swaps the
            // roles of the two orders.
            std::mem::swap(&mut rows, &mut cols);
        }
        Transformation {
            transpose: self.transpose,
            rows,
            cols,
            digits,
        }
    }

    /// Builds a map from its normal form; the caller guarantees that `rows`
    /// and `cols` keep bands and stacks together and `digits` is a
    /// permutation fixing 0.
    pub(super) fn from_parts(
        transpose: bool,
        rows: [u8; 9],
        cols: [u8; 9],
        digits: [u8; 10],
    ) -> Transformation {
        Transformation {
            transpose,
            rows,
            cols,
            digits,
        }
    }

    /// The grid this map turns `grid` into (empty cells stay empty).
    pub fn apply(&self, grid: &Grid) -> Grid {
        let src = grid.values();
        let mut out = [0u8; 81];
        for r in 0..9 {
            let sr = self.rows[r] as usize;
            for c in 0..9 {
                let sc = self.cols[c] as usize;
                let v = if self.transpose {
                    src[sc * 9 + sr]
                } else {
                    src[sr * 9 + sc]
                };
                out[r * 9 + c] = self.digits[v as usize];
            }
        }
        Grid::from_values(out).expect("relabelling keeps values in 0..=9")
    }
}

/// A uniformly random order of the nine lines that keeps bands together.
fn random_line_order<R: Rng + ?Sized>(rng: &mut R) -> [u8; 9] {
    let mut blocks = [0u8, 1, 2];
    blocks.shuffle(rng);
    let mut order = [0u8; 9];
    for (b, &src_block) in blocks.iter().enumerate() {
        let mut inner = [0u8, 1, 2];
        inner.shuffle(rng);
        for (k, &i) in inner.iter().enumerate() {
            order[b * 3 + k] = src_block * 3 + i;
        }
    }
    order
}

fn swap_lines(a: usize, b: usize) -> Option<[u8; 9]> {
    if a >= 9 || b >= 9 || a / 3 != b / 3 {
        return None;
    }
    let mut order = IDENTITY_ORDER;
    order.swap(a, b);
    Some(order)
}

fn swap_blocks(a: usize, b: usize) -> Option<[u8; 9]> {
    if a >= 3 || b >= 3 {
        return None;
    }
    let mut order = IDENTITY_ORDER;
    for k in 0..3 {
        order.swap(a * 3 + k, b * 3 + k);
    }
    Some(order)
}

/// The smallest grid (in reading order, comparing digits) equivalent to
/// `grid`: two solved grids are equivalent exactly when their canonical forms
/// are equal. `None` unless `grid` is solved.
///
/// This is the minlex form of [`canonical_puzzle`](super::canonical_puzzle)
/// on a solved grid (its top row is always `123456789`); see `solved.rs` for
/// how it is found.
///
/// ```
/// use shudu::transform::{canonical_form, Transformation};
/// use rand::SeedableRng;
///
/// let mut rng = shudu::DefaultRng::seed_from_u64(9);
/// let g = shudu::fill::random_grid(&mut rng);
/// let c = canonical_form(&g).unwrap();
/// assert_eq!(c.to_string()[..9], *"123456789");
/// let turned = Transformation::rotate(1).apply(&g);
/// assert_eq!(canonical_form(&turned), Some(c));
/// ```
pub fn canonical_form(grid: &Grid) -> Option<Grid> {
    if !grid.is_solved() {
        return None;
    }
    let s = super::solved::solved_minlex(grid.values());
    Some(Grid::from_values(s.form).expect("digits 1..=9"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DefaultRng;
    use rand::SeedableRng;

    fn grids(n: usize, seed: u64) -> Vec<Grid> {
        let mut rng = DefaultRng::seed_from_u64(seed);
        (0..n).map(|_| crate::fill::random_grid(&mut rng)).collect()
    }

    #[test]
    fn every_move_keeps_grids_valid() {
        let mut moves = vec![
            Transformation::transpose(),
            Transformation::rotate(1),
            Transformation::rotate(2),
            Transformation::rotate(3),
            Transformation::reverse_rows(),
            Transformation::reverse_columns(),
            Transformation::relabel([9, 8, 7, 6, 5, 4, 3, 2, 1]).unwrap(),
        ];
        for a in 0..9 {
            for b in 0..9 {
                if let Some(t) = Transformation::swap_rows(a, b) {
                    moves.push(t);
                }
                if let Some(t) = Transformation::swap_columns(a, b) {
                    moves.push(t);
                }
            }
        }
        for a in 0..3 {
            for b in 0..3 {
                moves.push(Transformation::swap_bands(a, b).unwrap());
                moves.push(Transformation::swap_stacks(a, b).unwrap());
            }
        }
        let mut rng = DefaultRng::seed_from_u64(1);
        for g in grids(20, 2) {
            for m in &moves {
                assert!(m.apply(&g).is_solved(), "{m:?}");
            }
            for _ in 0..50 {
                assert!(Transformation::random(&mut rng).apply(&g).is_solved());
            }
        }
    }

    #[test]
    fn invalid_moves_are_refused() {
        assert!(Transformation::swap_rows(2, 3).is_none());
        assert!(Transformation::swap_columns(0, 8).is_none());
        assert!(Transformation::swap_rows(0, 9).is_none());
        assert!(Transformation::swap_bands(0, 3).is_none());
        assert!(Transformation::relabel([1, 1, 3, 4, 5, 6, 7, 8, 9]).is_none());
        assert!(Transformation::relabel([0, 2, 3, 4, 5, 6, 7, 8, 9]).is_none());
    }

    #[test]
    fn moves_do_what_they_say() {
        let g = grids(1, 5)[0];
        let v = g.values();
        let at = |h: &Grid, r: usize, c: usize| h.values()[r * 9 + c];
        let t = Transformation::transpose().apply(&g);
        let q = Transformation::rotate(1).apply(&g);
        let b = Transformation::swap_bands(0, 2).unwrap().apply(&g);
        let s = Transformation::swap_stacks(1, 2).unwrap().apply(&g);
        let r = Transformation::swap_rows(3, 5).unwrap().apply(&g);
        let l = Transformation::relabel([2, 3, 4, 5, 6, 7, 8, 9, 1])
            .unwrap()
            .apply(&g);
        for row in 0..9 {
            for col in 0..9 {
                let x = v[row * 9 + col];
                assert_eq!(at(&t, col, row), x);
                // Clockwise: the top-left corner goes to the top-right.
                assert_eq!(at(&q, col, 8 - row), x);
                let band_row = match row / 3 {
                    0 => row + 6,
                    2 => row - 6,
                    _ => row,
                };
                assert_eq!(at(&b, band_row, col), x);
                let new_col = match col / 3 {
                    1 => col + 3,
                    2 => col - 3,
                    _ => col,
                };
                assert_eq!(at(&s, row, new_col), x);
                let new_row = match row {
                    3 => 5,
                    5 => 3,
                    _ => row,
                };
                assert_eq!(at(&r, new_row, col), x);
                assert_eq!(at(&l, row, col), x % 9 + 1);
            }
        }
    }

    #[test]
    fn composition_and_inverse_agree_with_sequential_application() {
        let mut rng = DefaultRng::seed_from_u64(11);
        for g in grids(10, 12) {
            for _ in 0..20 {
                let a = Transformation::random(&mut rng);
                let b = Transformation::random(&mut rng);
                let ab = a.then(&b);
                assert_eq!(ab.apply(&g), b.apply(&a.apply(&g)));
                assert_eq!(a.inverse().apply(&a.apply(&g)), g);
                assert_eq!(a.then(&a.inverse()), Transformation::identity());
                assert_eq!(a.inverse().then(&a), Transformation::identity());
            }
        }
        assert_eq!(
            Transformation::rotate(4),
            Transformation::identity(),
            "four quarter turns"
        );
        assert_eq!(
            Transformation::rotate(2),
            Transformation::reverse_rows().then(&Transformation::reverse_columns())
        );
    }

    #[test]
    fn partial_grids_keep_their_holes() {
        let mut g = grids(1, 8)[0];
        for i in (0..81).step_by(3) {
            g.clear(crate::Cell::new(i).unwrap());
        }
        let mut rng = DefaultRng::seed_from_u64(4);
        let t = Transformation::random(&mut rng);
        let h = t.apply(&g);
        assert_eq!(h.holes(), g.holes());
        assert_eq!(h.count_solutions(3), g.count_solutions(3));
    }

    #[test]
    fn canonical_form_is_a_class_invariant_in_the_class() {
        let mut rng = DefaultRng::seed_from_u64(21);
        let gs = grids(6, 22);
        let mut forms = Vec::new();
        for g in &gs {
            let c = canonical_form(g).unwrap();
            assert!(c.is_solved());
            assert!(c <= *g);
            assert_eq!(canonical_form(&c), Some(c), "a canonical form is its own");
            for _ in 0..4 {
                let moved = Transformation::random(&mut rng).apply(g);
                assert_eq!(canonical_form(&moved), Some(c));
            }
            forms.push(c);
        }
        // Random grids are almost never equivalent (1 in billions).
        forms.sort();
        forms.dedup();
        assert_eq!(forms.len(), gs.len());
        assert_eq!(canonical_form(&Grid::empty()), None);
    }

    #[test]
    fn canonical_form_is_the_minimum_over_random_images() {
        // Brute force would need 1.2e12 maps; instead check that no random
        // image, relabelled so its top row is 1..9, is smaller.
        let mut rng = DefaultRng::seed_from_u64(31);
        let g = grids(1, 32)[0];
        let c = canonical_form(&g).unwrap();
        for _ in 0..2000 {
            let h = Transformation::random(&mut rng).apply(&g);
            let mut to = [0u8; 9];
            for (k, &v) in h.values()[..9].iter().enumerate() {
                to[v as usize - 1] = k as u8 + 1;
            }
            let norm = Transformation::relabel(to).unwrap().apply(&h);
            assert!(c <= norm);
        }
    }
}
