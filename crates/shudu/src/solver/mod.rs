//! Exact solving: bit-parallel constraint propagation and depth-first search.
//!
//! Everything here works on any partial grid, including the empty grid and
//! grids whose givens clash (they have no solution). The search allocates
//! nothing: its state is a few hundred bytes of bit boards, copied on the
//! stack at each branch.
//!
//! How it works (details in the submodules):
//! - the board keeps, per digit and band, the 27 cells where the digit may
//!   go (the `board` submodule);
//! - propagation pairs each digit's minirows with rows and boxes in every
//!   band, and its minicolumns with columns and boxes in every stack, using
//!   precomputed tables (locked candidates and hidden singles in all
//!   directions); it places naked singles found by bit-sliced counting, and
//!   uses that every minirow and minicolumn holds exactly three digits;
//! - the search branches on one digit's layout (a minirow or minicolumn in,
//!   or out) in the band or stack with the fewest layouts left.
//!
//! `cargo bench -p shudu --bench solve` compares its throughput with the
//! `sudoku` crate (a JCZSolve port) on the public puzzle sets.
//!
//! ```
//! use shudu::{Grid, Uniqueness};
//!
//! let puzzle: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!     .parse()
//!     .unwrap();
//! let solution = puzzle.solve().unwrap();
//! assert!(solution.is_solved() && puzzle.is_subset_of(&solution));
//! assert_eq!(puzzle.count_solutions(2), 1);
//! assert_eq!(puzzle.uniqueness(), Uniqueness::Unique(solution));
//! assert_eq!(shudu::Grid::empty().uniqueness(), Uniqueness::Multiple);
//! ```

#[cfg(target_arch = "x86_64")]
mod avx2;
mod band_pass;
mod board;
mod dig_query;
mod lanes;
mod last_cells;
mod solution_search;
mod tables;
mod values;

pub(crate) use dig_query::{count_in, has_solution_without_in};

pub use solution_search::{random_solution, Solutions};

use crate::Grid;

/// How many solutions a grid has, as far as a puzzle setter cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Uniqueness {
    /// No way to complete the grid (including clashing givens).
    NoSolution,
    /// Exactly one solution, which is given.
    Unique(Grid),
    /// Two or more solutions.
    Multiple,
}

impl Uniqueness {
    /// Whether this is [`Uniqueness::Unique`].
    pub fn is_unique(&self) -> bool {
        matches!(self, Uniqueness::Unique(_))
    }
}

impl Grid {
    /// The first solution found, or `None` if the grid cannot be completed.
    ///
    /// For a puzzle with several solutions this returns one of them; use
    /// [`Grid::uniqueness`] to know which case applies.
    pub fn solve(&self) -> Option<Grid> {
        let mut s = Solutions::new(self, 1);
        s.run();
        s.first()
    }

    /// The number of solutions, counting no further than `limit`.
    ///
    /// `count_solutions(2)` is the usual uniqueness test: it stops as soon as a
    /// second solution is found. A limit of 0 returns 0.
    pub fn count_solutions(&self, limit: usize) -> usize {
        if limit == 0 {
            return 0;
        }
        solution_search::count(self, limit)
    }

    /// Whether the grid has exactly one solution.
    pub fn has_unique_solution(&self) -> bool {
        self.count_solutions(2) == 1
    }

    /// Whether the grid has a solution in which `cell` does not hold `digit`.
    ///
    /// This is the digging test: if a puzzle is uniquely solved by a grid with
    /// `digit` at `cell`, emptying `cell` keeps the solution unique exactly
    /// when the emptied puzzle has no solution avoiding `digit` there. It
    /// stops at the first such solution, so it is cheaper than
    /// `count_solutions(2)` on the emptied puzzle.
    pub fn has_solution_without(&self, cell: crate::Cell, digit: crate::Digit) -> bool {
        solution_search::has_solution_without(self, cell, digit)
    }

    /// Up to `limit` solutions, each at most once, in the order the search
    /// meets them (not sorted). A limit of 0 returns none.
    ///
    /// ```
    /// use shudu::Grid;
    /// let two = Grid::parse_unchecked(
    ///     "53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179",
    /// )
    /// .unwrap();
    /// let all = two.solutions(10);
    /// assert_eq!(all.len(), 2);
    /// assert!(all.iter().all(|s| s.is_solved() && two.is_subset_of(s)));
    /// ```
    pub fn solutions(&self, limit: usize) -> Vec<Grid> {
        solution_search::solutions(self, limit)
    }

    /// No solution, the unique solution, or several.
    pub fn uniqueness(&self) -> Uniqueness {
        solution_search::uniqueness(self)
    }
}
