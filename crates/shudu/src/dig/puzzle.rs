//! A dug puzzle together with its unique solution.

use crate::Grid;
use std::fmt;

/// A puzzle with exactly one solution, and that solution.
///
/// ```
/// use rand::SeedableRng;
/// use shudu::dig::{generate, DigOptions};
///
/// let mut rng = shudu::DefaultRng::seed_from_u64(3);
/// let p = generate(&DigOptions::givens(30), &mut rng).unwrap();
/// assert_eq!(p.givens(), 30);
/// assert_eq!(p.holes(), 51);
/// assert_eq!(p.puzzle.solve(), Some(p.solution));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    /// The givens; the other cells are empty.
    pub puzzle: Grid,
    /// The complete grid, the puzzle's only solution.
    pub solution: Grid,
}

impl Puzzle {
    /// The number of givens.
    pub fn givens(&self) -> usize {
        self.puzzle.givens()
    }

    /// The number of empty cells.
    pub fn holes(&self) -> usize {
        self.puzzle.holes()
    }

    /// Whether no single given can be removed with the solution staying unique.
    pub fn is_minimal(&self) -> bool {
        super::is_minimal(&self.puzzle)
    }
}

impl fmt::Display for Puzzle {
    /// The puzzle's 81-character line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.puzzle, f)
    }
}
