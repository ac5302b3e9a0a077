//! The dependency formula: A / (18 B), dependent pairs of empty cells
//! over 18 times the empty cells (the formula of source article 000).
//!
//! The article scores every pair of empty cells 1 if their possible values
//! "depend on each other", sums the scores to A, and divides by 18 times the
//! number of empty cells B; 0-0.25 is level 0, 0.25-0.5 level 1, 0.5-0.75
//! level 2 and 0.75-1 level 3. It does not say what "depend" means, so here
//! it is made precise:
//!
//! **Two empty cells depend on each other when they see each other (share a
//! row, column or box) and share at least one candidate**, the candidates
//! being the digits not yet in the cell's row, column or box given the
//! puzzle's clues (no further logic). A counts *ordered* pairs, that is
//! every empty cell counts its dependent peers, so A = 2 x (unordered
//! dependent pairs).
//!
//! An empty cell has 20 peers, so A can reach 20 B and A / (18 B) can reach
//! 20/18 = 1.11: the value is clamped to 1.0 (the article's scale ends at 1).
//! Levels: below 0.25 is 0, below 0.5 is 1, below 0.75 is 2, else 3.
//!
//! With this reading the formula grows with the number of holes and with
//! how open the candidates are: a 20-hole puzzle scores about 0.2 (level 0),
//! a 50-hole puzzle about 0.6 (level 2), a 17-clue puzzle near 0.9 (level 3).

use crate::logic::finders::bit_board::{bit, PEERS};
use crate::Grid;

/// The dependency formula's parts and result.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DependencyFormula {
    /// A: ordered pairs of dependent empty cells.
    pub dependent_pairs: usize,
    /// B: empty cells.
    pub empty_cells: usize,
    /// A / (18 B), clamped to [0, 1]; 0 when there is no empty cell.
    pub value: f64,
    /// 0 to 3.
    pub level: u8,
}

/// The level of a formula value: 0-0.25 -> 0, 0.25-0.5 -> 1, 0.5-0.75 -> 2,
/// 0.75-1 -> 3 (a boundary value belongs to the upper level).
pub fn level_of(value: f64) -> u8 {
    if value < 0.25 {
        0
    } else if value < 0.5 {
        1
    } else if value < 0.75 {
        2
    } else {
        3
    }
}

/// Computes the formula for `puzzle`.
///
/// ```
/// use shudu::rate::dependency_formula::dependency_formula;
/// use shudu::Grid;
///
/// let g: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///     .parse()?;
/// let f = dependency_formula(&g);
/// assert_eq!(f.empty_cells, 51);
/// assert!(f.value > 0.0 && f.value <= 1.0);
/// # Ok::<(), shudu::ParseError>(())
/// ```
pub fn dependency_formula(puzzle: &Grid) -> DependencyFormula {
    // Per digit the empty cells that have it: those seeing none of its
    // copies (seeing is symmetric: the peers of the copies).
    let mut seen = [0u128; 9];
    let mut empty_bits = 0u128;
    for cell in puzzle.empty_cells() {
        empty_bits |= bit(cell.index());
    }
    // And per unit the digits it holds.
    let mut used = [0u16; 27];
    for (cell, d) in puzzle.filled_cells() {
        seen[d.index()] |= PEERS[cell.index()];
        used[cell.row()] |= 1 << d.index();
        used[9 + cell.col()] |= 1 << d.index();
        used[18 + cell.box_index()] |= 1 << d.index();
    }
    let with_digit: [u128; 9] = std::array::from_fn(|d| empty_bits & !seen[d]);
    let empty = empty_bits.count_ones() as usize;
    let mut a = 0usize;
    for cell in puzzle.empty_cells() {
        let i = cell.index();
        // The empty cells sharing a candidate with this one: its candidates
        // are the digits its units lack, exactly those whose `with_digit`
        // holds it.
        let mut digits =
            !(used[cell.row()] | used[9 + cell.col()] | used[18 + cell.box_index()]) & 0x1FF;
        let mut sharing = 0u128;
        while digits != 0 {
            sharing |= with_digit[digits.trailing_zeros() as usize];
            digits &= digits - 1;
        }
        a += (sharing & PEERS[i]).count_ones() as usize;
    }
    let value = if empty == 0 {
        0.0
    } else {
        (a as f64 / (18.0 * empty as f64)).min(1.0)
    };
    DependencyFormula {
        dependent_pairs: a,
        empty_cells: empty,
        value,
        level: level_of(value),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Cell;

    const SOLUTION: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn full_grid_scores_zero() {
        let g: Grid = SOLUTION.parse().unwrap();
        let f = dependency_formula(&g);
        assert_eq!(
            (f.dependent_pairs, f.empty_cells, f.value, f.level),
            (0, 0, 0.0, 0)
        );
    }

    #[test]
    fn rectangle_hand_computed() {
        // r4c6=1, r4c9=3, r5c6=3, r5c9=1: emptied, each of the four cells has
        // candidates {1,3} (its row, column and box miss exactly 1 and 3).
        // Each sees two of the others (row mate and column mate) and not the
        // diagonal one: A = 4 x 2 = 8 ordered pairs, B = 4, A / (18 B) = 8 / 72.
        let mut g: Grid = SOLUTION.parse().unwrap();
        for (r, c) in [(3, 5), (3, 8), (4, 5), (4, 8)] {
            g.clear(Cell::at(r, c));
        }
        let f = dependency_formula(&g);
        assert_eq!(f.dependent_pairs, 8);
        assert_eq!(f.empty_cells, 4);
        assert!((f.value - 8.0 / 72.0).abs() < 1e-12);
        assert_eq!(f.level, 0);
    }

    #[test]
    fn peers_without_common_candidate_are_independent() {
        // r1c1 (5) and r9c1 (3) share column 1 but each has one candidate:
        // {5} and {3}: no common candidate, so A = 0.
        let mut g: Grid = SOLUTION.parse().unwrap();
        g.clear(Cell::at(0, 0));
        g.clear(Cell::at(8, 0));
        let f = dependency_formula(&g);
        assert_eq!(f.dependent_pairs, 0);
        assert_eq!(f.value, 0.0);
        // And two cells that do not see each other never depend.
        let mut g: Grid = SOLUTION.parse().unwrap();
        g.clear(Cell::at(0, 0));
        g.clear(Cell::at(4, 4));
        assert_eq!(dependency_formula(&g).dependent_pairs, 0);
    }

    #[test]
    fn empty_grid_is_clamped_to_one() {
        let g: Grid = ".".repeat(81).parse().unwrap();
        let f = dependency_formula(&g);
        // Every cell depends on all 20 peers: A = 81 * 20, 20/18 > 1.
        assert_eq!(f.dependent_pairs, 81 * 20);
        assert_eq!(f.value, 1.0);
        assert_eq!(f.level, 3);
    }

    #[test]
    fn levels() {
        assert_eq!(level_of(0.0), 0);
        assert_eq!(level_of(0.2499), 0);
        assert_eq!(level_of(0.25), 1);
        assert_eq!(level_of(0.5), 2);
        assert_eq!(level_of(0.75), 3);
        assert_eq!(level_of(1.0), 3);
    }
}
