//! Article 002: a Las Vegas start, then a depth-first completion.
//!
//! Put N digits (11 in the article) into random empty cells, each a random
//! digit allowed there, then complete the grid by depth-first search: the
//! first empty cell in reading order takes its allowed digits in increasing
//! order, and a dead end goes back to the previous cell. With 11 starting
//! digits the article's author found that a completion exists over 99% of the
//! time; when none exists, the method starts again.
//!
//! The completion is exactly the article's: the smallest completion in reading
//! order. Deviation, for speed and to be sure to finish: when the article's
//! depth-first search has not finished after [`SEARCH_BUDGET`] placements,
//! the same completion is computed without backtracking, by asking the
//! engine's solver which digits still lead to a completion (see
//! [`complete_depth_first`]). Done to the end, the literal search can run
//! for minutes when a dead end shows only many rows below its cause (about
//! 1 start in 20 needs more than 100,000 placements).
//!
//! Another deviation: when a chosen start cell has no allowed digit (the
//! article's program would stop with an error), the attempt is a dead start
//! and the method starts again.

use crate::{Cell, Digit, Grid};
use rand::Rng;

/// The article's number of starting digits.
pub const DEFAULT_GIVENS_FIRST: u8 = 11;

/// The largest number of starting digits accepted; more are lowered to it.
/// Beyond about 25 almost every start is dead or has no completion.
pub const MAX_GIVENS_FIRST: u8 = 30;

/// How one attempt ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// A chosen cell had no allowed digit left.
    DeadStart,
    /// The starting digits were placed but no completion exists.
    NoCompletion,
    /// The completed grid.
    Complete(Grid),
}

/// A complete grid: attempts with `givens_first` starting digits until one
/// completes.
///
/// ```
/// use rand::SeedableRng;
/// let mut rng = shudu::DefaultRng::seed_from_u64(1);
/// assert!(shudu::fill::las_vegas::fill(&mut rng, 11).is_solved());
/// ```
pub fn fill<R: Rng + ?Sized>(rng: &mut R, givens_first: u8) -> Grid {
    loop {
        if let Attempt::Complete(g) = attempt(rng, givens_first) {
            return g;
        }
    }
}

/// One attempt with `n` starting digits (at most [`MAX_GIVENS_FIRST`]).
///
/// ```
/// use rand::SeedableRng;
/// use shudu::fill::las_vegas::{attempt, Attempt};
/// let mut rng = shudu::DefaultRng::seed_from_u64(2);
/// match attempt(&mut rng, 11) {
///     Attempt::Complete(g) => assert!(g.is_solved()),
///     other => println!("{other:?}"),
/// }
/// ```
pub fn attempt<R: Rng + ?Sized>(rng: &mut R, n: u8) -> Attempt {
    let Some(start) = place_givens(rng, n) else {
        return Attempt::DeadStart;
    };
    match complete_depth_first(&start) {
        Some(g) => Attempt::Complete(g),
        None => Attempt::NoCompletion,
    }
}

/// The completed grid of one attempt, or `None` when it failed either way.
pub fn try_complete<R: Rng + ?Sized>(rng: &mut R, n: u8) -> Option<Grid> {
    match attempt(rng, n) {
        Attempt::Complete(g) => Some(g),
        _ => None,
    }
}

/// Puts `n` random digits (at most [`MAX_GIVENS_FIRST`]) into random empty
/// cells of an empty grid, each allowed where it goes; `None` if a chosen
/// cell has no allowed digit.
pub fn place_givens<R: Rng + ?Sized>(rng: &mut R, n: u8) -> Option<Grid> {
    let n = n.min(MAX_GIVENS_FIRST);
    let mut values = [0u8; 81];
    let mut used = Used::default();
    let mut placed = 0;
    while placed < n {
        // The article draws row and column and draws again if the cell is
        // filled.
        let cell = rng.random_range(0..81);
        if values[cell] != 0 {
            continue;
        }
        let free = used.free(cell);
        let count = free.count_ones();
        if count == 0 {
            return None;
        }
        let pick = rng.random_range(0..count);
        let d = nth_digit(free, pick);
        values[cell] = d;
        used.add(cell, d);
        placed += 1;
    }
    Some(Grid::from_values(values).expect("digits 1..=9"))
}

/// The smallest completion of `grid` in reading order (what the article's
/// depth-first search returns), or `None` if it has none (including
/// clashing givens).
///
/// The article's search fills the first empty cell with its smallest allowed
/// digit, moves on, and backtracks from dead ends, so it returns the
/// completion that is smallest when read cell by cell. This function runs
/// that search (skipping branches where an empty cell has no allowed digit
/// left, which hold no completion) for up to [`SEARCH_BUDGET`] placements,
/// which settles about 3 starts in 4. Done to the end, the search can
/// take minutes when a dead end shows only many rows below its cause, so
/// past the budget the same completion is computed without backtracking:
/// each empty cell, in reading order, takes the smallest allowed digit
/// with which the engine's solver still finds a completion (the last
/// completion found is kept as a witness, so the solver is only asked about
/// digits smaller than the witness's own).
///
/// ```
/// use shudu::Grid;
/// let g = shudu::fill::las_vegas::complete_depth_first(&Grid::empty()).unwrap();
/// assert_eq!(g.to_string()[..27], *"123456789456789123789123456");
/// ```
pub fn complete_depth_first(grid: &Grid) -> Option<Grid> {
    if grid.first_conflict().is_some() {
        return None;
    }
    let mut search = Search {
        values: *grid.values(),
        used: Used::default(),
        budget: SEARCH_BUDGET,
    };
    let mut empty = [0u8; 81];
    let mut n = 0;
    for (i, &v) in grid.values().iter().enumerate() {
        if v == 0 {
            empty[n] = i as u8;
            n += 1;
        } else {
            search.used.add(i, v);
        }
    }
    match search.run(&empty[..n]) {
        Some(true) => return Some(Grid::from_values(search.values).expect("digits 1..=9")),
        Some(false) => return None,
        None => {}
    }
    complete_with_solver(grid)
}

/// Placements the literal depth-first search may make before
/// [`complete_depth_first`] switches to the solver-guided completion.
pub const SEARCH_BUDGET: u32 = 1000;

/// The article's depth-first search, with a budget.
struct Search {
    values: [u8; 81],
    used: Used,
    budget: u32,
}

impl Search {
    /// `Some(true)` when completed, `Some(false)` when no completion
    /// exists, `None` when the budget ran out.
    fn run(&mut self, empty: &[u8]) -> Option<bool> {
        let Some((&cell, rest)) = empty.split_first() else {
            return Some(true);
        };
        let cell = cell as usize;
        let mut free = self.used.free(cell);
        while free != 0 {
            let d = free.trailing_zeros() as u8;
            free &= free - 1;
            if self.budget == 0 {
                return None;
            }
            self.budget -= 1;
            self.values[cell] = d;
            self.used.add(cell, d);
            if rest.iter().all(|&e| self.used.free(e as usize) != 0) {
                match self.run(rest) {
                    Some(false) => {}
                    other => return other,
                }
            }
            self.used.remove(cell, d);
        }
        self.values[cell] = 0;
        Some(false)
    }
}

/// The smallest completion, computed without backtracking (see
/// [`complete_depth_first`]).
fn complete_with_solver(grid: &Grid) -> Option<Grid> {
    let mut witness = grid.solve()?;
    let mut current = *grid;
    let mut used = Used::default();
    for (i, &v) in grid.values().iter().enumerate() {
        if v != 0 {
            used.add(i, v);
        }
    }
    for cell in Cell::all() {
        let i = cell.index();
        if current.values()[i] != 0 {
            continue;
        }
        let known = witness.values()[i];
        // Allowed digits smaller than the witness's: each is kept only if
        // a completion uses it.
        let mut smaller = used.free(i) & ((1u16 << known) - 1);
        let mut chosen = known;
        while smaller != 0 {
            let d = smaller.trailing_zeros() as u8;
            smaller &= smaller - 1;
            let mut trial = current;
            trial.set(cell, Digit::new(d));
            if let Some(w) = trial.solve() {
                witness = w;
                chosen = d;
                break;
            }
        }
        current.set(cell, Digit::new(chosen));
        used.add(i, chosen);
    }
    debug_assert_eq!(current, witness);
    Some(current)
}

/// The `k`-th (0-based) digit of a set of digits given as bits 1..=9.
fn nth_digit(mut set: u16, k: u32) -> u8 {
    for _ in 0..k {
        set &= set - 1;
    }
    set.trailing_zeros() as u8
}

/// Digits used in each row, column and box, as bits 1..=9.
#[derive(Default)]
struct Used {
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

impl Used {
    #[inline]
    fn free(&self, cell: usize) -> u16 {
        let (r, c) = (cell / 9, cell % 9);
        !(self.rows[r] | self.cols[c] | self.boxes[(r / 3) * 3 + c / 3]) & 0x3FE
    }

    #[inline]
    fn add(&mut self, cell: usize, d: u8) {
        let (r, c) = (cell / 9, cell % 9);
        self.rows[r] |= 1 << d;
        self.cols[c] |= 1 << d;
        self.boxes[(r / 3) * 3 + c / 3] |= 1 << d;
    }

    #[inline]
    fn remove(&mut self, cell: usize, d: u8) {
        let (r, c) = (cell / 9, cell % 9);
        self.rows[r] &= !(1 << d);
        self.cols[c] &= !(1 << d);
        self.boxes[(r / 3) * 3 + c / 3] &= !(1 << d);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DefaultRng;
    use rand::SeedableRng;

    #[test]
    fn thousands_of_grids_are_valid_and_keep_their_start() {
        let mut rng = DefaultRng::seed_from_u64(1);
        let mut complete = 0;
        for _ in 0..5000 {
            let start = place_givens(&mut rng, DEFAULT_GIVENS_FIRST);
            let Some(start) = start else { continue };
            assert_eq!(start.givens(), 11);
            assert!(start.first_conflict().is_none());
            if let Some(g) = complete_depth_first(&start) {
                assert!(g.is_solved());
                assert!(start.is_subset_of(&g));
                complete += 1;
            } else {
                assert_eq!(start.solve(), None);
            }
        }
        assert!(complete > 4900, "{complete}");
        for _ in 0..1000 {
            assert!(fill(&mut rng, 11).is_solved());
            assert!(fill(&mut rng, 20).is_solved());
        }
    }

    #[test]
    fn completion_is_the_smallest_in_reading_order() {
        // Compare with a plain search that tries every digit in order
        // without the shortcuts, on small problems where it is quick.
        fn plain(values: &mut [u8; 81]) -> bool {
            let Some(i) = values.iter().position(|&v| v == 0) else {
                return true;
            };
            for d in 1..=9 {
                let g = Grid::from_values(*values).unwrap();
                if g.allows(crate::Cell::new(i).unwrap(), crate::Digit::new(d).unwrap()) {
                    values[i] = d;
                    if plain(values) {
                        return true;
                    }
                }
            }
            values[i] = 0;
            false
        }
        // Dense starts (a random grid with 36 cells kept) have several
        // completions but are quick for the plain search.
        let mut rng = DefaultRng::seed_from_u64(2);
        for _ in 0..300 {
            let full = crate::fill::random_grid(&mut rng);
            let mut start = full;
            let mut cells: Vec<usize> = (0..81).collect();
            rand::seq::SliceRandom::shuffle(&mut cells[..], &mut rng);
            for &i in &cells[..45] {
                start.clear(crate::Cell::new(i).unwrap());
            }
            let mut v = *start.values();
            assert!(plain(&mut v));
            assert_eq!(complete_depth_first(&start), Grid::from_values(v));
        }
        // Sparse random starts: no smaller digit fits any cell.
        for _ in 0..100 {
            let Some(start) = place_givens(&mut rng, 11) else {
                continue;
            };
            let Some(done) = complete_depth_first(&start) else {
                assert_eq!(start.solve(), None);
                continue;
            };
            let mut prefix = start;
            for cell in crate::Cell::all() {
                if start.is_empty_cell(cell) {
                    for d in 1..done[cell] {
                        let mut trial = prefix;
                        trial.set(cell, crate::Digit::new(d));
                        assert!(trial.first_conflict().is_some() || trial.solve().is_none());
                    }
                }
                prefix.set(cell, done.get(cell));
            }
        }
    }

    #[test]
    fn many_starting_digits_often_fail() {
        let mut rng = DefaultRng::seed_from_u64(3);
        let ok = (0..500)
            .filter(|_| try_complete(&mut rng, 25).is_some())
            .count();
        assert!(ok < 500);
        let ok0 = (0..100)
            .filter(|_| try_complete(&mut rng, 0).is_some())
            .count();
        assert_eq!(ok0, 100);
    }

    #[test]
    fn same_seed_same_grid() {
        let a = fill(&mut DefaultRng::seed_from_u64(7), 11);
        assert_eq!(a, fill(&mut DefaultRng::seed_from_u64(7), 11));
        assert_ne!(a, fill(&mut DefaultRng::seed_from_u64(8), 11));
    }

    #[test]
    fn clashing_or_dead_grids_have_no_completion() {
        let mut g = Grid::empty();
        g.set(crate::Cell::at(0, 0), crate::Digit::new(5));
        g.set(crate::Cell::at(0, 8), crate::Digit::new(5));
        assert_eq!(complete_depth_first(&g), None);
    }
}
