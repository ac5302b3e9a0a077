//! Article 003: matrix transformation of a few stored grids.
//!
//! Start from one of a few stored valid grids, chosen at random, and apply
//! moves that keep a grid valid. The article's moves are:
//!
//! 1. relabel the digits;
//! 2. twenty times, pick a row 2..9 at random and swap it with its
//!    neighbour in the same band (rows 4 and 7 with the row below, the
//!    others with the row above); then the same for columns;
//! 3. optionally transpose.
//!
//! Those moves alone never move a row out of its band, so they reach only a
//! small part of the grids equivalent to a stored grid. This method adds a
//! random order of the bands, a random order of the stacks and a random
//! number of quarter turns, and transposes with probability 1/2; with row
//! and column swaps inside bands and stacks these generate every symmetry
//! of the grid (see [`crate::transform`]), so **every grid equivalent to a
//! stored grid can come out**, and no other grid can.
//!
//! Deviations from the article:
//! - the relabelling is a uniformly random permutation of 1..9. The seed
//!   maps each digit to the one after it in a shuffled list, which is
//!   always a single 9-cycle; 9-cycles are even permutations, so half of
//!   the relabellings (and of the equivalent grids) could never appear;
//! - band and stack orders, rotations and a coin-flip transposition are
//!   added (above);
//! - the stored grids are our own (four grids made once by a random search
//!   and written down here), not the article's.
//!
//! The output is only as varied as the stored grids: at most four classes
//! of equivalent grids out of 5,472,730,538. The lab's bias experiment
//! shows it.

use crate::transform::Transformation;
use crate::Grid;
use rand::seq::SliceRandom;
use rand::Rng;

/// The stored grids the method starts from.
pub const STORED_GRIDS: [&str; 4] = [
    "462813975195627348873594126516482739924376581738951462281739654349265817657148293",
    "234965871795281364186347529312598647547623918869714253473852196628179435951436782",
    "315476829497182536862395417148763295659241783273958641781629354534817962926534178",
    "591742386743968521268135479354879162129456837876321954415287693632594718987613245",
];

/// The stored grids, parsed.
pub fn stored_grids() -> [Grid; 4] {
    STORED_GRIDS.map(|s| s.parse().expect("stored grids are valid"))
}

/// A complete grid: a random stored grid under [`random_transformation`].
///
/// ```
/// use rand::SeedableRng;
/// let mut rng = shudu::DefaultRng::seed_from_u64(1);
/// assert!(shudu::fill::transform::fill(&mut rng).is_solved());
/// ```
pub fn fill<R: Rng + ?Sized>(rng: &mut R) -> Grid {
    let stored = stored_grids();
    let start = stored[rng.random_range(0..stored.len())];
    random_transformation(rng).apply(&start)
}

/// The method's moves, composed into one map: relabelling, the article's
/// twenty row swaps and twenty column swaps, then a band order, a stack
/// order, 0 to 3 quarter turns and a transposition with probability 1/2.
pub fn random_transformation<R: Rng + ?Sized>(rng: &mut R) -> Transformation {
    let mut digits = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
    digits.shuffle(rng);
    let mut t = Transformation::relabel(digits).expect("a permutation of 1..9");
    for _ in 0..20 {
        let (a, b) = line_pair_to_swap(rng);
        t = t.then(&Transformation::swap_rows(a, b).expect("same band"));
    }
    for _ in 0..20 {
        let (a, b) = line_pair_to_swap(rng);
        t = t.then(&Transformation::swap_columns(a, b).expect("same stack"));
    }
    t = t.then(&random_block_order(rng, Transformation::swap_bands));
    t = t.then(&random_block_order(rng, Transformation::swap_stacks));
    t = t.then(&Transformation::rotate(rng.random_range(0..4)));
    if rng.random_bool(0.5) {
        t = t.then(&Transformation::transpose());
    }
    t
}

/// The article's pair of lines to swap: a random line 1..8 (0-based), swapped
/// with the next line when it starts a band and with the previous one
/// otherwise, so the two always share a band.
fn line_pair_to_swap<R: Rng + ?Sized>(rng: &mut R) -> (usize, usize) {
    let k = rng.random_range(1..9);
    if k % 3 == 0 {
        (k, k + 1)
    } else {
        (k, k - 1)
    }
}

/// A uniformly random order of three bands (or stacks), as swaps.
fn random_block_order<R: Rng + ?Sized>(
    rng: &mut R,
    swap: fn(usize, usize) -> Option<Transformation>,
) -> Transformation {
    // Fisher-Yates on three blocks.
    let mut t = Transformation::identity();
    for i in (1..3).rev() {
        let j = rng.random_range(0..=i);
        t = t.then(&swap(i, j).expect("blocks 0..3"));
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transform::canonical_form;
    use crate::DefaultRng;
    use rand::SeedableRng;
    use std::collections::HashSet;

    #[test]
    fn stored_grids_are_valid_and_inequivalent() {
        let forms: HashSet<_> = stored_grids()
            .iter()
            .map(|g| {
                assert!(g.is_solved());
                canonical_form(g).unwrap()
            })
            .collect();
        assert_eq!(forms.len(), 4);
    }

    #[test]
    fn thousands_of_grids_are_valid() {
        let mut rng = DefaultRng::seed_from_u64(1);
        for _ in 0..10_000 {
            assert!(fill(&mut rng).is_solved());
        }
    }

    #[test]
    fn same_seed_same_grid() {
        let a = fill(&mut DefaultRng::seed_from_u64(3));
        assert_eq!(a, fill(&mut DefaultRng::seed_from_u64(3)));
        assert_ne!(a, fill(&mut DefaultRng::seed_from_u64(4)));
    }

    #[test]
    fn reaches_the_whole_symmetry_group() {
        // Every band order, every order inside a band, both orientations
        // and odd as well as even relabellings must occur.
        let mut rng = DefaultRng::seed_from_u64(5);
        let mut band_orders = HashSet::new();
        let mut stack_orders = HashSet::new();
        let mut top_band_rows = HashSet::new();
        let mut left_stack_cols = HashSet::new();
        let mut transposed = HashSet::new();
        let mut parities = HashSet::new();
        for _ in 0..5000 {
            let t = random_transformation(&mut rng);
            let rows = t.row_order();
            let cols = t.column_order();
            band_orders.insert([rows[0] / 3, rows[3] / 3, rows[6] / 3]);
            stack_orders.insert([cols[0] / 3, cols[3] / 3, cols[6] / 3]);
            top_band_rows.insert([rows[0] % 3, rows[1] % 3, rows[2] % 3]);
            left_stack_cols.insert([cols[0] % 3, cols[1] % 3, cols[2] % 3]);
            transposed.insert(t.transposes());
            let to = t.relabelling();
            let inversions = (0..9)
                .flat_map(|i| (i + 1..9).map(move |j| (i, j)))
                .filter(|&(i, j)| to[i] > to[j])
                .count();
            parities.insert(inversions % 2);
        }
        assert_eq!(band_orders.len(), 6);
        assert_eq!(stack_orders.len(), 6);
        assert_eq!(top_band_rows.len(), 6);
        assert_eq!(left_stack_cols.len(), 6);
        assert_eq!(transposed.len(), 2);
        assert_eq!(parities.len(), 2);
    }

    #[test]
    fn output_stays_in_the_stored_classes() {
        let stored: HashSet<_> = stored_grids()
            .iter()
            .map(|g| canonical_form(g).unwrap())
            .collect();
        let mut rng = DefaultRng::seed_from_u64(6);
        let mut seen = HashSet::new();
        for _ in 0..40 {
            let c = canonical_form(&fill(&mut rng)).unwrap();
            assert!(stored.contains(&c));
            seen.insert(c);
        }
        assert_eq!(seen.len(), 4);
    }
}
