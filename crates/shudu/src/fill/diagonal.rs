//! Article 000, appendix: the three diagonal boxes at random, then the rest.
//!
//! The boxes on the main diagonal (top left, centre, bottom right) share no
//! row or column, so each can take any permutation of 1..9 independently.
//! The article then fills the other six boxes "by the rules, at random"; here
//! the engine's solver does that, trying digits in random order at each
//! branch ([`crate::solver::random_solution`]).
//!
//! Deviation: the article does not say how the six boxes are completed; using
//! the solver's randomised search is our choice. Should a diagonal start
//! ever have no completion the method would draw a new one; none has been
//! seen in our tests.

use crate::{Cell, Digit, Grid};
use rand::seq::SliceRandom;
use rand::Rng;

/// A complete grid grown from three random diagonal boxes.
///
/// ```
/// use rand::SeedableRng;
/// let mut rng = shudu::DefaultRng::seed_from_u64(1);
/// assert!(shudu::fill::diagonal::fill(&mut rng).is_solved());
/// ```
pub fn fill<R: Rng + ?Sized>(rng: &mut R) -> Grid {
    loop {
        let start = diagonal_boxes(rng);
        if let Some(g) = crate::solver::random_solution(&start, rng) {
            return g;
        }
    }
}

/// A grid with only the three diagonal boxes filled, each with a random
/// permutation of 1..9.
pub fn diagonal_boxes<R: Rng + ?Sized>(rng: &mut R) -> Grid {
    let mut g = Grid::empty();
    for b in [0, 4, 8] {
        let mut digits = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
        digits.shuffle(rng);
        for (i, &d) in digits.iter().enumerate() {
            let cell = Cell::at((b / 3) * 3 + i / 3, (b % 3) * 3 + i % 3);
            g.set(cell, Digit::new(d));
        }
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DefaultRng;
    use rand::SeedableRng;

    #[test]
    fn thousands_of_grids_are_valid_and_keep_their_diagonal() {
        let mut rng = DefaultRng::seed_from_u64(1);
        for _ in 0..5000 {
            let start = diagonal_boxes(&mut rng);
            assert_eq!(start.givens(), 27);
            assert!(start.first_conflict().is_none());
            let g =
                crate::solver::random_solution(&start, &mut rng).expect("diagonal starts complete");
            assert!(g.is_solved() && start.is_subset_of(&g));
        }
        for _ in 0..2000 {
            assert!(fill(&mut rng).is_solved());
        }
    }

    #[test]
    fn same_seed_same_grid() {
        let a = fill(&mut DefaultRng::seed_from_u64(3));
        assert_eq!(a, fill(&mut DefaultRng::seed_from_u64(3)));
        assert_ne!(a, fill(&mut DefaultRng::seed_from_u64(4)));
    }
}
