//! Puzzles from complete grids: remove givens while the solution stays unique.
//!
//! [`dig`] empties cells of one complete grid; [`generate`] makes fresh grids
//! with a [`fill::Method`](crate::fill::Method) and digs them. Both follow
//! [`DigOptions`]: a target number of givens or holes (or as far as possible),
//! minimality, a [`Symmetry`] of the clue pattern, and a bound on the effort.
//! Every puzzle they return has exactly one solution, the grid it was dug from.
//!
//! ```
//! use rand::SeedableRng;
//! use shudu::dig::{generate, DigOptions, Symmetry};
//!
//! let mut rng = shudu::DefaultRng::seed_from_u64(2024);
//! let options = DigOptions::default().with_symmetry(Symmetry::Rot180);
//! let p = generate(&options, &mut rng).unwrap();
//! assert!(p.puzzle.has_unique_solution());
//! assert!(Symmetry::Rot180.holds(&p.puzzle));
//! assert!(p.puzzle.is_subset_of(&p.solution));
//! ```

pub mod alternatives;
mod bits;
mod check;
mod cover;
mod error;
mod options;
mod pass;
mod puzzle;
mod symmetry;
mod unavoidable;

pub(crate) use check::Checker;
pub use error::{DigError, DigErrorKind, MIN_GIVENS};
pub use options::{DigOptions, Target};
pub use puzzle::Puzzle;
pub use symmetry::{Orbits, Symmetry};

use crate::{Cell, Grid};
use rand::Rng;

/// Digs a puzzle out of the complete grid `solution`.
///
/// Passes with fresh random removal orders are made until one reaches the
/// target, at most `options.max_attempts` (`options.method` is not used).
/// The puzzle returned has exactly one solution, `solution`.
///
/// ```
/// use rand::SeedableRng;
/// use shudu::dig::{dig, DigOptions};
///
/// let mut rng = shudu::DefaultRng::seed_from_u64(5);
/// let solution = shudu::fill::random_grid(&mut rng);
/// let puzzle = dig(&solution, &DigOptions::holes(50), &mut rng).unwrap();
/// assert_eq!(puzzle.holes(), 50);
/// assert_eq!(puzzle.solve(), Some(solution));
/// ```
pub fn dig<R: Rng + ?Sized>(
    solution: &Grid,
    options: &DigOptions,
    rng: &mut R,
) -> Result<Grid, DigError> {
    if let Some(detail) = not_a_solution(solution) {
        return Err(DigError {
            kind: DigErrorKind::NotASolution,
            target: options.target,
            minimal: options.minimal,
            symmetry: options.symmetry,
            attempts: 0,
            best: None,
            detail,
        });
    }
    run(options, rng, |_| *solution).map(|p| p.puzzle)
}

/// Makes a fresh puzzle: complete grids from `options.method`, each dug once,
/// until one reaches the target (at most `options.max_attempts` grids).
///
/// ```
/// use rand::SeedableRng;
/// use shudu::dig::{generate, is_minimal, DigOptions};
///
/// let mut rng = shudu::DefaultRng::seed_from_u64(9);
/// let p = generate(&DigOptions::default(), &mut rng).unwrap();
/// assert!(is_minimal(&p.puzzle));
/// ```
pub fn generate<R: Rng + ?Sized>(options: &DigOptions, rng: &mut R) -> Result<Puzzle, DigError> {
    let method = options.method;
    run(options, rng, |rng| method.fill(rng))
}

/// The attempt loop shared by [`dig`] and [`generate`].
fn run<R: Rng + ?Sized>(
    options: &DigOptions,
    rng: &mut R,
    mut grid: impl FnMut(&mut R) -> Grid,
) -> Result<Puzzle, DigError> {
    let orbits = options.symmetry.orbits();
    let goal = options.target.givens();
    let minimal = options.wants_minimal();
    let impossible = goal.is_some_and(|n| n < MIN_GIVENS);
    let max_attempts = if impossible {
        1
    } else {
        options.max_attempts.max(1)
    };
    // With a symmetry, a pass can stop one orbit short of the goal (the last
    // orbit that fits cannot be removed); when whole orbits can hold exactly
    // the goal, more attempts look for an exact puzzle, and the closest
    // below is the answer only if none is found.
    let exact = goal.filter(|&n| !minimal && orbits.can_hold(n));
    let mut below: Option<Puzzle> = None;
    let mut best: Option<Puzzle> = None;
    for _ in 0..max_attempts {
        let solution = grid(rng);
        let puzzle = pass::dig_pass(&solution, &orbits, goal, minimal, rng);
        let found = Puzzle { puzzle, solution };
        if goal.is_none_or(|n| found.givens() <= n) {
            if exact.is_none_or(|n| found.givens() == n) {
                return Ok(found);
            }
            if below.is_none_or(|b| found.givens() > b.givens()) {
                below = Some(found);
            }
            continue;
        }
        if best.is_none_or(|b| found.givens() < b.givens()) {
            best = Some(found);
        }
    }
    if let Some(found) = below {
        return Ok(found);
    }
    Err(DigError {
        kind: if impossible {
            DigErrorKind::Impossible
        } else {
            DigErrorKind::NotReached
        },
        target: options.target,
        minimal: options.minimal,
        symmetry: options.symmetry,
        attempts: max_attempts,
        best: best.map(Box::new),
        detail: String::new(),
    })
}

/// Why `grid` cannot be dug, or `None` if it is a complete valid grid.
fn not_a_solution(grid: &Grid) -> Option<String> {
    if let Some(cell) = grid.empty_cells().next() {
        return Some(format!("{cell} is empty"));
    }
    grid.first_conflict().map(|c| c.to_string())
}

/// Whether `puzzle` has exactly one solution and loses it when any single
/// given is removed (the usual meaning of a minimal puzzle).
///
/// ```
/// use shudu::Grid;
///
/// let p: Grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
///     .parse()
///     .unwrap();
/// assert!(shudu::dig::is_minimal(&p));
/// let full = p.solve().unwrap();
/// assert!(!shudu::dig::is_minimal(&full));
/// ```
pub fn is_minimal(puzzle: &Grid) -> bool {
    is_minimal_with(puzzle, Symmetry::None)
}

/// Whether `puzzle` has exactly one solution, its clue pattern has
/// `symmetry`, and no orbit of givens can be removed with the solution
/// staying unique: the sense in which [`dig`] makes minimal puzzles under a
/// symmetry. With [`Symmetry::None`] this is [`is_minimal`].
pub fn is_minimal_with(puzzle: &Grid, symmetry: Symmetry) -> bool {
    let crate::Uniqueness::Unique(solution) = puzzle.uniqueness() else {
        return false;
    };
    if !symmetry.holds(puzzle) {
        return false;
    }
    let mut checker = check::Checker::new(&solution);
    for cell in Cell::all().filter(|&c| puzzle.is_empty_cell(c)) {
        // Emptying cells of the grid one at a time reaches the puzzle; these
        // removals are known to keep uniqueness (the puzzle is unique).
        checker.remove_unchecked(cell);
    }
    symmetry
        .orbits()
        .iter()
        .all(|orbit: &[Cell]| puzzle.is_empty_cell(orbit[0]) || !checker.can_remove(orbit))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    fn rng(seed: u64) -> crate::DefaultRng {
        crate::DefaultRng::seed_from_u64(seed)
    }

    #[test]
    fn minimal_puzzles_are_unique_and_minimal() {
        for seed in 0..20 {
            let p = generate(&DigOptions::default(), &mut rng(seed)).unwrap();
            assert_eq!(p.puzzle.uniqueness(), crate::Uniqueness::Unique(p.solution));
            assert!(is_minimal(&p.puzzle), "{}", p.puzzle);
        }
    }

    #[test]
    fn givens_targets_are_exact_without_symmetry() {
        for (seed, n) in [(1, 40), (2, 30), (3, 26), (4, 24), (5, 81)] {
            let p = generate(&DigOptions::givens(n), &mut rng(seed)).unwrap();
            assert_eq!(p.givens(), n);
            assert!(p.puzzle.has_unique_solution());
        }
        let p = generate(&DigOptions::holes(55), &mut rng(6)).unwrap();
        assert_eq!(p.holes(), 55);
    }

    #[test]
    fn symmetric_targets_are_exact_when_whole_orbits_can_hold_them() {
        // Fuzzing found `--givens 30 --symmetry rot180` giving 29 givens
        // when the centre could not be emptied at 31.
        for seed in 0..40 {
            let o = DigOptions::givens(30).with_symmetry(Symmetry::Rot180);
            let p = generate(&o, &mut rng(20261208 + seed)).unwrap();
            assert_eq!(p.givens(), 30, "seed {seed}");
            assert!(Symmetry::Rot180.holds(&p.puzzle));
        }
        assert!(!Symmetry::Rot90.orbits().can_hold(30));
        assert!(Symmetry::Rot90.orbits().can_hold(29));
        assert!(Symmetry::None.orbits().can_hold(17));
    }

    #[test]
    fn symmetric_targets_land_within_one_orbit() {
        for &s in Symmetry::ALL {
            let o = DigOptions::givens(30).with_symmetry(s);
            let p = generate(&o, &mut rng(7)).unwrap();
            assert!(s.holds(&p.puzzle), "{s}");
            assert!(
                p.givens() <= 30 && p.givens() + s.orbits().largest() > 30,
                "{s}"
            );
            if s.orbits().can_hold(30) {
                assert_eq!(p.givens(), 30, "{s}: exactly 30 givens can be had");
            }
            assert!(p.puzzle.has_unique_solution());
        }
    }

    #[test]
    fn minimal_with_a_count_is_minimal_and_at_most_the_count() {
        let o = DigOptions::givens(25).with_minimal(true);
        for seed in 0..5 {
            let p = generate(&o, &mut rng(seed)).unwrap();
            assert!(p.givens() <= 25);
            assert!(is_minimal(&p.puzzle));
        }
        let o = DigOptions::givens(32)
            .with_minimal(true)
            .with_symmetry(Symmetry::Rot90);
        let p = generate(&o, &mut rng(8)).unwrap();
        assert!(is_minimal_with(&p.puzzle, Symmetry::Rot90));
    }

    #[test]
    fn unreachable_targets_fail_with_the_best_puzzle() {
        let e = generate(&DigOptions::givens(17).with_max_attempts(5), &mut rng(1)).unwrap_err();
        assert_eq!(e.kind(), DigErrorKind::NotReached);
        assert_eq!(e.attempts(), 5);
        let best = e.best().unwrap();
        assert!(best.givens() > 17 && best.puzzle.has_unique_solution());
        let msg = e.to_string();
        assert!(
            msg.starts_with("could not reach 17 givens in 5 attempts (fewest reached: "),
            "{msg}"
        );

        let e = generate(&DigOptions::holes(70), &mut rng(1)).unwrap_err();
        assert_eq!(e.kind(), DigErrorKind::Impossible);
        assert_eq!(e.attempts(), 1);
        assert!(e.to_string().contains("70 holes"), "{e}");

        let o = DigOptions::givens(20)
            .with_symmetry(Symmetry::Rot90)
            .with_max_attempts(3);
        let e = generate(&o, &mut rng(1)).unwrap_err();
        assert!(
            e.to_string().contains("with symmetry rot90 in 3 attempts"),
            "{e}"
        );
    }

    #[test]
    fn dig_keeps_the_given_solution_and_rejects_bad_grids() {
        let s = crate::fill::random_grid(&mut rng(11));
        let p = dig(&s, &DigOptions::givens(28), &mut rng(12)).unwrap();
        assert_eq!(p.givens(), 28);
        assert_eq!(p.solve(), Some(s));

        let mut holed = s;
        holed.clear(Cell::at(2, 3));
        let e = dig(&holed, &DigOptions::default(), &mut rng(1)).unwrap_err();
        assert_eq!(e.kind(), DigErrorKind::NotASolution);
        assert!(e.to_string().contains("r3c4 is empty"), "{e}");
        assert!(e.best().is_none());
    }

    #[test]
    fn same_seed_same_puzzle() {
        let o = DigOptions::givens(27).with_symmetry(Symmetry::MirrorV);
        assert_eq!(generate(&o, &mut rng(99)), generate(&o, &mut rng(99)));
        assert_ne!(
            generate(&o, &mut rng(99)).unwrap(),
            generate(&o, &mut rng(98)).unwrap()
        );
    }

    #[test]
    fn is_minimal_rejects_non_unique_and_asymmetric() {
        assert!(!is_minimal(&Grid::empty()));
        let p = generate(&DigOptions::default(), &mut rng(4)).unwrap();
        // A pattern without rot180 symmetry is not rot180-minimal.
        if !Symmetry::Rot180.holds(&p.puzzle) {
            assert!(!is_minimal_with(&p.puzzle, Symmetry::Rot180));
        }
    }
}
