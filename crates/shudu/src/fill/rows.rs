//! Articles 001 and 003: random rows with a restart threshold.
//!
//! The grid is built row by row. Each row draws a random ordering of 1..9;
//! every cell of the row takes the first digit of that ordering that does
//! not clash with its row, column or box. If some cell has no such digit,
//! the row is cleared and tried again with a new ordering. Every drawn
//! ordering is counted, and when the count reaches the threshold (220 in
//! the article, just above the largest count its author saw in 300 runs) the
//! whole grid starts again from the top row with the count reset.
//!
//! Faithful details kept, because they shape the article's figures:
//! - an ordering is drawn as the article draws it: start from 1..9 and swap the
//!   first element with a random other one (positions 2..9) twenty times.
//!   This is close to, but not exactly, a uniform random permutation;
//! - after a failed row the article draws one ordering that it throws away
//!   (its loop then draws another for the retry), so a failed row costs two
//!   draws; both are counted;
//! - the threshold is checked before each cell of rows 2..9.
//!
//! Deviation: the thrown-away ordering is counted but not computed, since it
//! cannot influence anything. Thresholds below [`MIN_THRESHOLD`] would loop
//! forever (a grid needs at least nine draws and the check comes after the
//! last row's draw) and are raised to it.

use crate::Grid;
use rand::Rng;

/// The article's restart threshold.
pub const DEFAULT_THRESHOLD: u32 = 220;

/// The smallest threshold that can ever finish a grid.
pub const MIN_THRESHOLD: u32 = 10;

/// What making one grid cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RowStats {
    /// Orderings drawn in total, over every start.
    pub draws: u32,
    /// Orderings drawn since the last restart (the article's own counter).
    pub final_draws: u32,
    /// Times the whole grid was started again.
    pub restarts: u32,
}

/// A complete grid by the random-rows method.
///
/// ```
/// use rand::SeedableRng;
/// let mut rng = shudu::DefaultRng::seed_from_u64(1);
/// let g = shudu::fill::rows::fill(&mut rng, shudu::fill::rows::DEFAULT_THRESHOLD);
/// assert!(g.is_solved());
/// ```
pub fn fill<R: Rng + ?Sized>(rng: &mut R, threshold: u32) -> Grid {
    fill_counting(rng, threshold).0
}

/// A complete grid by the random-rows method, with what it cost.
///
/// ```
/// use rand::SeedableRng;
/// let mut rng = shudu::DefaultRng::seed_from_u64(2);
/// let (g, stats) = shudu::fill::rows::fill_counting(&mut rng, 220);
/// assert!(g.is_solved());
/// assert!(stats.final_draws >= 9 && stats.draws >= stats.final_draws);
/// ```
pub fn fill_counting<R: Rng + ?Sized>(rng: &mut R, threshold: u32) -> (Grid, RowStats) {
    let threshold = threshold.max(MIN_THRESHOLD);
    let mut stats = RowStats::default();
    loop {
        match attempt(rng, threshold) {
            Ok((grid, draws)) => {
                stats.draws += draws;
                stats.final_draws = draws;
                return (grid, stats);
            }
            Err(draws) => {
                stats.draws += draws;
                stats.restarts += 1;
            }
        }
    }
}

/// One start from an empty grid: the grid and the draws it took, or the
/// draws spent when the threshold was reached.
fn attempt<R: Rng + ?Sized>(rng: &mut R, threshold: u32) -> Result<(Grid, u32), u32> {
    let mut values = [0u8; 81];
    let mut row_used = [0u16; 9];
    let mut col_used = [0u16; 9];
    let mut box_used = [0u16; 9];
    let mut draws = 1;
    // The first row is the ordering itself: nothing can clash with it.
    let first = draw_ordering(rng);
    for (c, &d) in first.iter().enumerate() {
        values[c] = d;
        row_used[0] |= 1 << d;
        col_used[c] |= 1 << d;
        box_used[c / 3] |= 1 << d;
    }
    let mut row = 1;
    while row < 9 {
        let ordering = draw_ordering(rng);
        draws += 1;
        let mut failed = false;
        for c in 0..9 {
            if draws >= threshold {
                return Err(draws);
            }
            let b = (row / 3) * 3 + c / 3;
            let used = row_used[row] | col_used[c] | box_used[b];
            match ordering.iter().find(|&&d| used & (1 << d) == 0) {
                Some(&d) => {
                    values[row * 9 + c] = d;
                    row_used[row] |= 1 << d;
                    col_used[c] |= 1 << d;
                    box_used[b] |= 1 << d;
                }
                None => {
                    failed = true;
                    break;
                }
            }
        }
        if failed {
            // Clear the row and take back its digits from the column and
            // box sets; the article also draws (and discards) one ordering here.
            for c in 0..9 {
                let d = std::mem::take(&mut values[row * 9 + c]);
                if d != 0 {
                    let bit = 1u16 << d;
                    col_used[c] &= !bit;
                    box_used[(row / 3) * 3 + c / 3] &= !bit;
                }
            }
            row_used[row] = 0;
            draws += 1;
        } else {
            row += 1;
        }
    }
    Ok((Grid::from_values(values).expect("digits 1..=9"), draws))
}

/// An ordering of 1..9 drawn the article's way: twenty swaps of the first
/// element with a random one of the other eight.
fn draw_ordering<R: Rng + ?Sized>(rng: &mut R) -> [u8; 9] {
    let mut a = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
    for _ in 0..20 {
        let k = rng.random_range(1..9);
        a.swap(0, k);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DefaultRng;
    use rand::SeedableRng;

    #[test]
    fn thousands_of_grids_are_valid() {
        let mut rng = DefaultRng::seed_from_u64(1);
        for _ in 0..5000 {
            let (g, s) = fill_counting(&mut rng, DEFAULT_THRESHOLD);
            assert!(g.is_solved(), "{g}");
            assert!(s.final_draws >= 9 && s.final_draws <= DEFAULT_THRESHOLD);
            assert!(s.draws >= s.final_draws);
            assert_eq!(s.restarts == 0, s.draws == s.final_draws);
        }
    }

    #[test]
    fn draws_look_like_the_seeds() {
        // Article: over 300 grids, min 11, mean about 50, max 217.
        let mut rng = DefaultRng::seed_from_u64(2);
        let draws: Vec<u32> = (0..3000)
            .map(|_| fill_counting(&mut rng, DEFAULT_THRESHOLD).1.draws)
            .collect();
        let mean = draws.iter().sum::<u32>() as f64 / draws.len() as f64;
        assert!((20.0..120.0).contains(&mean), "mean {mean}");
        assert!(*draws.iter().min().unwrap() < 20);
    }

    #[test]
    fn low_thresholds_still_finish() {
        let mut rng = DefaultRng::seed_from_u64(3);
        for t in [0, 5, 10, 12, 30] {
            let (g, s) = fill_counting(&mut rng, t);
            assert!(g.is_solved());
            assert!(s.final_draws < t.max(MIN_THRESHOLD) + 1);
        }
        // A low threshold forces restarts.
        let (_, s) = fill_counting(&mut rng, 15);
        assert!(s.restarts > 0);
    }

    #[test]
    fn orderings_are_permutations() {
        let mut rng = DefaultRng::seed_from_u64(4);
        for _ in 0..1000 {
            let mut a = draw_ordering(&mut rng);
            a.sort_unstable();
            assert_eq!(a, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
        }
    }

    #[test]
    fn same_seed_same_grid() {
        let a = fill(&mut DefaultRng::seed_from_u64(9), 220);
        assert_eq!(a, fill(&mut DefaultRng::seed_from_u64(9), 220));
        assert_ne!(a, fill(&mut DefaultRng::seed_from_u64(10), 220));
    }
}
