//! The digging of article 002 (article 002 in `docs/methods.md`), kept for
//! comparison: a cell may be emptied when no
//! other digit allowed there leads to a solution.
//!
//! The article picks a random filled cell and empties it only if, for every
//! other digit its row, column and box allow, the puzzle with that digit in
//! the cell has no solution (each tried with a full solve); it repeats until
//! the requested number of cells is empty. [`can_remove`] is that
//! check (with the engine's solver doing the solves) and [`dig_holes`] the
//! loop, with either the article's check or the engine's one-search test
//! ([`Grid::has_solution_without`]), so the lab can time both on equal
//! terms.
//!
//! Deviation: the article draws cells with replacement and retries cells it
//! could not empty before, so it loops forever when the grid cannot give up
//! the requested number. A cell that cannot be emptied never can later (more
//! holes only allow more solutions), so trying each cell once in a random
//! order draws the same puzzles, and ends: [`dig_holes`] reports how many
//! cells it emptied when that is fewer than asked.
//!
//! This is not the engine's digging ([`super::dig`] is faster); it exists
//! to measure the article's method.

use crate::{Cell, Digit, Grid};
use rand::seq::SliceRandom;
use rand::Rng;

/// Which uniqueness test a removal uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CellCheck {
    /// Article 002's test ([`can_remove`]): a solve for every other allowed
    /// digit.
    Alternatives,
    /// One search for a solution avoiding the cell's digit
    /// ([`Grid::has_solution_without`]).
    Engine,
}

/// The outcome of [`dig_holes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DugHoles {
    /// The puzzle; it has exactly one solution, the grid it was dug from.
    pub puzzle: Grid,
    /// Cells emptied (the target, or fewer when the grid could not give up
    /// more).
    pub removed: usize,
    /// Removal questions asked.
    pub checks: usize,
}

impl DugHoles {
    /// Whether `holes` cells were emptied.
    pub fn reached(&self, holes: usize) -> bool {
        self.removed >= holes
    }
}

/// Article 002's test: whether emptying `cell` (filled) keeps `puzzle`'s
/// solution unique, given that it is unique now. For every digit other
/// than the cell's own that its row, column and box allow, the puzzle with
/// that digit in the cell is solved; if any has a solution, the cell must
/// stay.
///
/// ```
/// use shudu::{Cell, Grid};
/// use shudu::dig::alternatives::can_remove;
///
/// let full: Grid = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
///     .parse()
///     .unwrap();
/// // From a full grid any one cell can go: it is forced by its row.
/// assert!(can_remove(&full, Cell::at(0, 0)));
/// ```
pub fn can_remove(puzzle: &Grid, cell: Cell) -> bool {
    let Some(own) = puzzle.get(cell) else {
        return false;
    };
    let mut emptied = *puzzle;
    emptied.clear(cell);
    Digit::all()
        .filter(|&d| d != own && emptied.allows(cell, d))
        .all(|d| {
            let mut trial = emptied;
            trial.set(cell, Some(d));
            trial.solve().is_none()
        })
}

/// Empties up to `holes` cells of the complete grid `solution`, one random
/// cell at a time, each only if the solution stays unique by `check`.
/// Every cell is tried at most once; the result says how many were
/// emptied.
///
/// ```
/// use rand::SeedableRng;
/// use shudu::dig::alternatives::{dig_holes, CellCheck};
///
/// let mut rng = shudu::DefaultRng::seed_from_u64(4);
/// let grid = shudu::fill::random_grid(&mut rng);
/// let dug = dig_holes(&grid, 40, CellCheck::Alternatives, &mut rng);
/// assert!(dug.reached(40));
/// assert_eq!(dug.puzzle.holes(), 40);
/// assert_eq!(dug.puzzle.solve(), Some(grid));
/// ```
pub fn dig_holes<R: Rng + ?Sized>(
    solution: &Grid,
    holes: usize,
    check: CellCheck,
    rng: &mut R,
) -> DugHoles {
    let mut order: Vec<Cell> = Cell::all().collect();
    order.shuffle(rng);
    let mut puzzle = *solution;
    let mut removed = 0;
    let mut checks = 0;
    for cell in order {
        if removed >= holes {
            break;
        }
        let Some(own) = puzzle.get(cell) else {
            continue;
        };
        checks += 1;
        let ok = match check {
            CellCheck::Alternatives => can_remove(&puzzle, cell),
            CellCheck::Engine => !puzzle.has_solution_without(cell, own),
        };
        if ok {
            puzzle.clear(cell);
            removed += 1;
        }
    }
    DugHoles {
        puzzle,
        removed,
        checks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DefaultRng;
    use rand::SeedableRng;

    #[test]
    fn both_checks_agree_and_keep_one_solution() {
        let mut rng = DefaultRng::seed_from_u64(1);
        for _ in 0..30 {
            let grid = crate::fill::random_grid(&mut rng);
            // The same removal order for both: same seed for the shuffle.
            let a = dig_holes(
                &grid,
                81,
                CellCheck::Alternatives,
                &mut DefaultRng::seed_from_u64(2),
            );
            let b = dig_holes(
                &grid,
                81,
                CellCheck::Engine,
                &mut DefaultRng::seed_from_u64(2),
            );
            assert_eq!(a, b);
            assert_eq!(a.puzzle.uniqueness(), crate::Uniqueness::Unique(grid));
            assert_eq!(a.removed, a.puzzle.holes());
            // Digging to the end tries every cell and leaves a minimal puzzle.
            assert_eq!(a.checks, 81);
            assert!(crate::dig::is_minimal(&a.puzzle));
        }
    }

    #[test]
    fn targets_are_exact_when_reachable_and_reported_when_not() {
        let mut rng = DefaultRng::seed_from_u64(3);
        let grid = crate::fill::random_grid(&mut rng);
        for holes in [0, 20, 45, 50] {
            let d = dig_holes(&grid, holes, CellCheck::Alternatives, &mut rng);
            assert!(d.reached(holes));
            assert_eq!(d.puzzle.holes(), holes);
            assert!(d.puzzle.has_unique_solution());
        }
        let d = dig_holes(&grid, 70, CellCheck::Engine, &mut rng);
        assert!(!d.reached(70));
        assert!(d.removed < 70 && d.removed == d.puzzle.holes());
        assert!(d.puzzle.has_unique_solution());
    }

    #[test]
    fn the_alternatives_check_refuses_a_cell_with_an_alternative() {
        // In a minimal puzzle every given is needed, so each has an
        // alternative digit that solves once it is emptied.
        let mut rng = DefaultRng::seed_from_u64(5);
        let grid = crate::fill::random_grid(&mut rng);
        let minimal = dig_holes(&grid, 81, CellCheck::Engine, &mut rng).puzzle;
        for (cell, _) in minimal.filled_cells() {
            assert!(!can_remove(&minimal, cell));
        }
        assert!(!can_remove(&minimal, minimal.empty_cells().next().unwrap()));
    }
}
