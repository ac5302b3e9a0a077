//! Statistics for telling how far a method is from drawing grids uniformly.
//!
//! Each statistic has a value known exactly under uniform sampling (every
//! one of the 6,670,903,752,021,072,936,960 grids equally likely), so a
//! sample from a method can be compared with it without a uniform sampler:
//!
//! - [`CellDigits`]: how often each cell holds each digit. Relabelling the
//!   digits maps grids to grids one-to-one, so under uniform sampling each
//!   cell holds each digit with probability exactly 1/9.
//! - [`PairEqualities`]: how often two cells that do not see each other hold
//!   the same digit. If cell `a` holds `d`, then in the box of `b`, `d` sits
//!   in a row and column that symmetries fixing `a` permute freely: for `b`
//!   in the same band (or stack) as `a`, `d` is in one of the two other rows
//!   (columns) of that box and any of its three columns (rows), so the
//!   probability is exactly 1/6; for `b` in another band and stack, any of
//!   the nine cells of its box, 1/9.
//! - [`duplicates`]: grids repeated in a sample. Uniformly, two draws agree
//!   with probability 1/6.67e21, so a sample of any practical size has
//!   none.
//! - [`distinct_classes`]: classes of equivalent grids (see
//!   [`crate::transform`]) in a sample. Uniformly, two grids are equivalent
//!   with probability about 1 in 5.47e9 (the number of classes; nearly all
//!   classes have the same size), so every grid of a sample of thousands is
//!   in its own class.
//!
//! For the two frequency statistics the figure reported is the mean of
//! `z² = (count - n p)² / (n p (1 - p))` over all cells and digits (or all
//! pairs): each `z²` has mean exactly 1 when the `n` grids are drawn
//! independently and uniformly, so the mean over many cells (or pairs) is
//! close to 1, and a method whose frequencies are off by a fraction `e`
//! pushes it towards `1 + n e² p / (1 - p)`.

use crate::transform::canonical_form;
use crate::{Cell, Grid};
use std::collections::HashSet;

/// Counts of each digit in each cell over a sample of grids.
#[derive(Clone, Debug)]
pub struct CellDigits {
    counts: Box<[[u32; 9]; 81]>,
    grids: u32,
}

impl Default for CellDigits {
    fn default() -> Self {
        CellDigits {
            counts: Box::new([[0; 9]; 81]),
            grids: 0,
        }
    }
}

impl CellDigits {
    /// Counts the digits of one complete grid.
    pub fn add(&mut self, grid: &Grid) {
        for (i, &v) in grid.values().iter().enumerate() {
            if v != 0 {
                self.counts[i][v as usize - 1] += 1;
            }
        }
        self.grids += 1;
    }

    /// The number of grids counted.
    pub fn grids(&self) -> u32 {
        self.grids
    }

    /// Mean `z²` over the 729 (cell, digit) counts against probability
    /// 1/9; about 1 for uniform samples. `None` before any grid.
    pub fn mean_z2(&self) -> Option<f64> {
        if self.grids == 0 {
            return None;
        }
        let n = f64::from(self.grids);
        let p = 1.0 / 9.0;
        let var = n * p * (1.0 - p);
        let sum: f64 = self
            .counts
            .iter()
            .flatten()
            .map(|&c| (f64::from(c) - n * p).powi(2) / var)
            .sum();
        Some(sum / 729.0)
    }

    /// The largest share of one digit in one cell (1/9 expected).
    pub fn max_share(&self) -> Option<f64> {
        let top = self.counts.iter().flatten().copied().max()?;
        (self.grids > 0).then(|| f64::from(top) / f64::from(self.grids))
    }
}

/// A pair of cells that do not see each other, and the probability that a
/// uniform grid holds the same digit in both.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CellPair {
    /// The first cell (smaller index).
    pub a: Cell,
    /// The second cell.
    pub b: Cell,
    /// 1/6 when the cells share a band or stack, 1/9 otherwise.
    pub p: f64,
}

/// All 2,430 pairs of cells that do not see each other.
pub fn non_peer_pairs() -> Vec<CellPair> {
    let mut pairs = Vec::with_capacity(2430);
    for a in Cell::all() {
        for b in Cell::all().skip(a.index() + 1) {
            if a.sees(b) {
                continue;
            }
            let same_band = a.row() / 3 == b.row() / 3;
            let same_stack = a.col() / 3 == b.col() / 3;
            let p = if same_band || same_stack {
                1.0 / 6.0
            } else {
                1.0 / 9.0
            };
            pairs.push(CellPair { a, b, p });
        }
    }
    pairs
}

/// How often each pair of non-peer cells holds equal digits over a sample.
#[derive(Clone, Debug)]
pub struct PairEqualities {
    pairs: Vec<CellPair>,
    equal: Vec<u32>,
    grids: u32,
}

impl Default for PairEqualities {
    fn default() -> Self {
        let pairs = non_peer_pairs();
        let equal = vec![0; pairs.len()];
        PairEqualities {
            pairs,
            equal,
            grids: 0,
        }
    }
}

impl PairEqualities {
    /// Counts the equal pairs of one complete grid.
    pub fn add(&mut self, grid: &Grid) {
        let v = grid.values();
        for (pair, count) in self.pairs.iter().zip(self.equal.iter_mut()) {
            if v[pair.a.index()] == v[pair.b.index()] {
                *count += 1;
            }
        }
        self.grids += 1;
    }

    /// The number of grids counted.
    pub fn grids(&self) -> u32 {
        self.grids
    }

    /// Mean `z²` over the pairs against their uniform probabilities; about
    /// 1 for uniform samples. `None` before any grid.
    pub fn mean_z2(&self) -> Option<f64> {
        if self.grids == 0 {
            return None;
        }
        let n = f64::from(self.grids);
        let sum: f64 = self
            .pairs
            .iter()
            .zip(&self.equal)
            .map(|(pair, &c)| (f64::from(c) - n * pair.p).powi(2) / (n * pair.p * (1.0 - pair.p)))
            .sum();
        Some(sum / self.pairs.len() as f64)
    }
}

/// Grids of `grids` equal to an earlier one.
///
/// ```
/// use shudu::fill::bias::duplicates;
/// let g = shudu::fill::centre_shift::from_centre([1, 2, 3, 4, 5, 6, 7, 8, 9]).unwrap();
/// assert_eq!(duplicates(&[g, g, g]), 2);
/// ```
pub fn duplicates(grids: &[Grid]) -> usize {
    let mut seen = HashSet::with_capacity(grids.len());
    grids.iter().filter(|g| !seen.insert(**g)).count()
}

/// The number of classes of equivalent grids among `grids` (solved grids;
/// others are ignored). About a millisecond per grid.
pub fn distinct_classes(grids: &[Grid]) -> usize {
    grids
        .iter()
        .filter_map(canonical_form)
        .collect::<HashSet<_>>()
        .len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fill::Method;
    use crate::DefaultRng;
    use rand::SeedableRng;

    #[test]
    fn pair_probabilities_follow_band_and_stack() {
        let pairs = non_peer_pairs();
        assert_eq!(pairs.len(), 81 * 60 / 2);
        let sixth = pairs.iter().filter(|p| p.p > 0.15).count();
        assert_eq!(sixth, 81 * 24 / 2);
        // Every grid has exactly 9 * C(9, 2) = 324 pairs of equal cells,
        // all non-peers, so the probabilities must add up to 324.
        let expected: f64 = pairs.iter().map(|p| p.p).sum();
        assert!((expected - 324.0).abs() < 1e-9);
        let mut rng = DefaultRng::seed_from_u64(1);
        let g = Method::Default.fill(&mut rng);
        let mut eq = PairEqualities::default();
        eq.add(&g);
        assert_eq!(eq.equal.iter().sum::<u32>(), 324);
    }

    #[test]
    fn centre_shift_fails_the_pair_test_and_the_engine_passes() {
        let mut rng = DefaultRng::seed_from_u64(2);
        let mut shifted = PairEqualities::default();
        let mut engine = PairEqualities::default();
        for _ in 0..400 {
            shifted.add(&Method::CentreShift.fill(&mut rng));
            engine.add(&Method::Default.fill(&mut rng));
        }
        assert!(shifted.mean_z2().unwrap() > 50.0);
        assert!(engine.mean_z2().unwrap() < 1.5, "{:?}", engine.mean_z2());
    }

    #[test]
    fn las_vegas_fails_the_cell_digit_test_and_the_engine_passes() {
        let mut rng = DefaultRng::seed_from_u64(3);
        let mut lv = CellDigits::default();
        let mut engine = CellDigits::default();
        for _ in 0..400 {
            lv.add(&Method::LAS_VEGAS.fill(&mut rng));
            engine.add(&Method::Default.fill(&mut rng));
        }
        assert!(lv.mean_z2().unwrap() > 3.0, "{:?}", lv.mean_z2());
        assert!(engine.mean_z2().unwrap() < 1.5, "{:?}", engine.mean_z2());
        assert_eq!(CellDigits::default().mean_z2(), None);
    }

    #[test]
    fn classes_and_duplicates() {
        let mut rng = DefaultRng::seed_from_u64(4);
        let centre: Vec<Grid> = (0..30)
            .map(|_| Method::CentreShift.fill(&mut rng))
            .collect();
        assert_eq!(distinct_classes(&centre), 1);
        let transform: Vec<Grid> = (0..30).map(|_| Method::Transform.fill(&mut rng)).collect();
        assert!(distinct_classes(&transform) <= 4);
        let engine: Vec<Grid> = (0..30).map(|_| Method::Default.fill(&mut rng)).collect();
        assert_eq!(distinct_classes(&engine), 30);
        assert_eq!(duplicates(&engine), 0);
        let many: Vec<Grid> = (0..3000)
            .map(|_| Method::CentreShift.fill(&mut rng))
            .collect();
        // 3000 draws from 9! grids: about 12 repeats expected.
        assert!(duplicates(&many) > 0);
    }
}
