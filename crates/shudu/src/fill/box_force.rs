//! Article 000: "forced" random fill, box by box, and its backtracking fix.
//!
//! The nine boxes are filled left to right, top to bottom, and the cells of
//! each box in reading order. A box starts with the candidates 1..9; each
//! cell starts with what is left of its box's candidates, and draws them at
//! random without replacement until one is not already in the cell's row
//! (to its left) or column (above). That digit is placed and leaves the
//! box's candidates. Because boxes are filled in reading order, the cells
//! to the left and above are the only filled cells of the row and column,
//! so this check is complete.
//!
//! [`attempt`] is the article's procedure: when a cell runs out of candidates
//! the grid is dead and the attempt fails; the article's caller simply starts
//! again ([`fill`]). About 3 attempts in 1,000 succeed. [`fill_backtracking`]
//! is the fix the article's author suggests: the same order and the same random
//! choices, but a dead cell sends the search back to the previous cell.
//!
//! Both draw each grid with a probability that can be written down: at
//! every cell the digit placed is uniform among the box's remaining digits
//! that do not clash with the row and column, so an attempt makes grid `g`
//! with probability `1 / weight(g)`, where [`weight`] is the product of
//! those counts. The weight varies from grid to grid, so neither method
//! draws grids uniformly; the lab uses this to measure by how much.

use crate::Grid;
use rand::Rng;

/// The cell (row, column) filled at step `k` (0..81): boxes in reading
/// order, cells in reading order inside each box.
#[inline]
pub const fn cell_at_step(k: usize) -> (usize, usize) {
    let (b, i) = (k / 9, k % 9);
    ((b / 3) * 3 + i / 3, (b % 3) * 3 + i % 3)
}

/// One attempt of the article's procedure: the complete grid, or `None` when
/// a cell ran out of candidates (a dead grid).
///
/// ```
/// use rand::SeedableRng;
/// let mut rng = shudu::DefaultRng::seed_from_u64(1);
/// let made = (0..10_000)
///     .filter_map(|_| shudu::fill::box_force::attempt(&mut rng))
///     .inspect(|g| assert!(g.is_solved()))
///     .count();
/// assert!(made > 0 && made < 100);
/// ```
pub fn attempt<R: Rng + ?Sized>(rng: &mut R) -> Option<Grid> {
    let mut values = [0u8; 81];
    // Digits already used in each row and column, as bit sets.
    let mut row_used = [0u16; 9];
    let mut col_used = [0u16; 9];
    for b in 0..9 {
        // The box's remaining candidates; order matters only as the article's
        // draw-by-index does, and removal swaps in the last element.
        let mut box_cands = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
        let mut box_len = 9;
        for i in 0..9 {
            let (r, c) = cell_at_step(b * 9 + i);
            let mut cands = box_cands;
            let mut len = box_len;
            let placed = loop {
                if len == 0 {
                    return None;
                }
                let k = rng.random_range(0..len);
                let d = cands[k];
                if (row_used[r] | col_used[c]) & (1 << d) != 0 {
                    cands[k] = cands[len - 1];
                    len -= 1;
                } else {
                    break d;
                }
            };
            values[r * 9 + c] = placed;
            row_used[r] |= 1 << placed;
            col_used[c] |= 1 << placed;
            let at = box_cands[..box_len]
                .iter()
                .position(|&d| d == placed)
                .expect("the placed digit came from the box's candidates");
            box_cands[at] = box_cands[box_len - 1];
            box_len -= 1;
        }
    }
    Some(Grid::from_values(values).expect("digits 1..=9"))
}

/// The article's method as its author used it: attempts until one succeeds.
///
/// ```
/// use rand::SeedableRng;
/// let mut rng = shudu::DefaultRng::seed_from_u64(2);
/// assert!(shudu::fill::box_force::fill(&mut rng).is_solved());
/// ```
pub fn fill<R: Rng + ?Sized>(rng: &mut R) -> Grid {
    loop {
        if let Some(g) = attempt(rng) {
            return g;
        }
    }
}

/// The same box-by-box order and random choices, with backtracking instead
/// of starting over: a cell with no candidate left sends the search back to
/// the previous cell, which tries its next random candidate.
///
/// ```
/// use rand::SeedableRng;
/// let mut rng = shudu::DefaultRng::seed_from_u64(3);
/// assert!(shudu::fill::box_force::fill_backtracking(&mut rng).is_solved());
/// ```
pub fn fill_backtracking<R: Rng + ?Sized>(rng: &mut R) -> Grid {
    let mut state = Backtrack {
        values: [0; 81],
        row_used: [0; 9],
        col_used: [0; 9],
        box_used: [0; 9],
    };
    let done = state.search(0, rng);
    assert!(done, "every partial fill of the empty grid extends");
    Grid::from_values(state.values).expect("digits 1..=9")
}

struct Backtrack {
    values: [u8; 81],
    row_used: [u16; 9],
    col_used: [u16; 9],
    box_used: [u16; 9],
}

impl Backtrack {
    /// Fills steps `k..81`; `false` when no choice at step `k` leads to a
    /// complete grid.
    fn search<R: Rng + ?Sized>(&mut self, k: usize, rng: &mut R) -> bool {
        if k == 81 {
            return true;
        }
        let (r, c) = cell_at_step(k);
        let b = k / 9;
        let free = !(self.row_used[r] | self.col_used[c] | self.box_used[b]) & 0x3FE;
        let mut cands = [0u8; 9];
        let mut len = 0;
        for d in 1..=9u8 {
            if free & (1 << d) != 0 {
                cands[len] = d;
                len += 1;
            }
        }
        while len > 0 {
            // Draw without replacement, as the forced method does.
            let i = rng.random_range(0..len);
            let d = cands[i];
            cands[i] = cands[len - 1];
            len -= 1;
            let bit = 1u16 << d;
            self.values[r * 9 + c] = d;
            self.row_used[r] |= bit;
            self.col_used[c] |= bit;
            self.box_used[b] |= bit;
            if self.search(k + 1, rng) {
                return true;
            }
            self.row_used[r] &= !bit;
            self.col_used[c] &= !bit;
            self.box_used[b] &= !bit;
        }
        self.values[r * 9 + c] = 0;
        false
    }
}

/// For a solved grid, the product over the 81 steps of the number of digits
/// the forced method could have placed there (the box's remaining digits
/// not yet in the row or column); one [`attempt`] makes `grid` with
/// probability `1 / weight(grid)`. `None` unless `grid` is solved.
///
/// Summed over all grids, `1 / weight` is the success rate of an attempt;
/// averaged over attempts (0 for failures), `weight` estimates the number
/// of valid grids.
///
/// ```
/// use rand::SeedableRng;
/// let mut rng = shudu::DefaultRng::seed_from_u64(4);
/// let g = shudu::fill::box_force::fill(&mut rng);
/// let w = shudu::fill::box_force::weight(&g).unwrap();
/// assert!(w >= 362_880.0); // at least 9! for the first box alone
/// ```
pub fn weight(grid: &Grid) -> Option<f64> {
    if !grid.is_solved() {
        return None;
    }
    let v = grid.values();
    let mut row_used = [0u16; 9];
    let mut col_used = [0u16; 9];
    let mut box_used = [0u16; 9];
    let mut w = 1.0;
    for k in 0..81 {
        let (r, c) = cell_at_step(k);
        let b = k / 9;
        let free = !(row_used[r] | col_used[c] | box_used[b]) & 0x3FE;
        w *= f64::from(free.count_ones());
        let bit = 1u16 << v[r * 9 + c];
        row_used[r] |= bit;
        col_used[c] |= bit;
        box_used[b] |= bit;
    }
    Some(w)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DefaultRng;
    use rand::SeedableRng;

    #[test]
    fn step_order_is_box_by_box() {
        assert_eq!(cell_at_step(0), (0, 0));
        assert_eq!(cell_at_step(3), (1, 0));
        assert_eq!(cell_at_step(9), (0, 3));
        assert_eq!(cell_at_step(27), (3, 0));
        assert_eq!(cell_at_step(80), (8, 8));
        let mut seen = [false; 81];
        for k in 0..81 {
            let (r, c) = cell_at_step(k);
            assert!(!seen[r * 9 + c]);
            seen[r * 9 + c] = true;
        }
    }

    #[test]
    fn forced_attempts_succeed_a_few_times_per_thousand_and_are_valid() {
        let mut rng = DefaultRng::seed_from_u64(10);
        let mut ok = 0;
        for _ in 0..100_000 {
            if let Some(g) = attempt(&mut rng) {
                assert!(g.is_solved(), "{g}");
                ok += 1;
            }
        }
        // The article measured 25-40 per 10,000.
        assert!((150..=600).contains(&ok), "{ok} successes in 100,000");
    }

    #[test]
    fn thousands_of_grids_are_valid() {
        let mut rng = DefaultRng::seed_from_u64(11);
        for _ in 0..2000 {
            assert!(fill(&mut rng).is_solved());
        }
        for _ in 0..5000 {
            assert!(fill_backtracking(&mut rng).is_solved());
        }
    }

    #[test]
    fn same_seed_same_grid() {
        let a = fill(&mut DefaultRng::seed_from_u64(5));
        let b = fill(&mut DefaultRng::seed_from_u64(5));
        let c = fill(&mut DefaultRng::seed_from_u64(6));
        assert_eq!(a, b);
        assert_ne!(a, c);
        let a = fill_backtracking(&mut DefaultRng::seed_from_u64(5));
        assert_eq!(a, fill_backtracking(&mut DefaultRng::seed_from_u64(5)));
    }

    #[test]
    fn weight_matches_success_rate_and_counts_grids() {
        // Mean of weight over attempts (0 for a failure) estimates the
        // number of grids, 6.67e21; a loose factor-of-3 check over 200,000
        // attempts guards the probability formula.
        let mut rng = DefaultRng::seed_from_u64(12);
        let n = 200_000;
        let mut sum = 0.0;
        for _ in 0..n {
            if let Some(g) = attempt(&mut rng) {
                sum += weight(&g).unwrap();
            }
        }
        let estimate = sum / n as f64;
        assert!(
            (6.67e21 / 3.0..6.67e21 * 3.0).contains(&estimate),
            "{estimate:e}"
        );
        assert_eq!(weight(&Grid::empty()), None);
    }
}
