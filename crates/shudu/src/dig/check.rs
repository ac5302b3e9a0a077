//! The removal test: may an orbit of givens go with the solution staying unique?
//!
//! A [`Checker`] follows one dig of one complete grid and answers each
//! question with the cheapest test that settles it:
//! 1. *Forced back*: if the emptied cells are refilled by naked or hidden
//!    singles read straight off the remaining givens, the puzzle stays unique.
//!    This settles almost every removal while the puzzle is still full.
//! 2. *Unavoidable sets*: if the removal empties one of the grid's known
//!    unavoidable sets, a second solution exists (see [`super::unavoidable`]).
//! 3. *One step ahead* (single cells): if every other digit the givens allow
//!    in the cell contradicts the givens at once, the cell is forced.
//! 4. Otherwise the exact solver decides: for a single cell, whether a
//!    solution avoids the grid's digit there (the solver's digging query,
//!    built from the cell sets kept here); a solution count for several
//!    cells. (Any second solution must differ from the grid in an emptied
//!    cell, since it keeps the givens.)
//!
//! Measured on minimal puzzles without symmetry (81 questions each): about
//! 41 are settled by step 1, 12 by step 2, 4 by step 3, and 24 reach the
//! solver: about 11.5 acceptances (nearly all refuted by the first
//! propagation) and 12 rejections (about 5 search nodes each, 80% of the
//! solver's nodes). Where each digit's givens rule it out is kept as
//! bit-sliced counts ([`Cover`]), so steps 1 and 3 and the solver's board
//! need no walk over the givens.

use super::bits::{bit, cells_in, set_of, Bits, PEERS, UNITS_OF};

use super::cover::Cover;
use super::unavoidable::UnavoidableSets;
use crate::{solver, Cell, Grid};

/// The state of one dig: the grid, the current puzzle, and the grid's
/// unavoidable sets.
pub(crate) struct Checker {
    puzzle: Grid,
    /// The solution's digit index (0..9) in each cell.
    digit: [u8; 81],
    /// The puzzle's givens of each digit.
    by_digit: [Bits; 9],
    givens: Bits,
    /// The grid's cells of each digit.
    solution_by_digit: [Bits; 9],
    /// For each digit, the cells its givens rule it out of, themselves
    /// included (their rows, columns and boxes).
    cover: Cover,
    /// The number of givens (the population of `givens`).
    count: usize,
    unavoidable: UnavoidableSets,
}

impl Checker {
    /// Starts a dig of the complete, valid grid `solution` (all cells given).
    pub fn new(solution: &Grid) -> Checker {
        let mut digit = [0u8; 81];
        let mut by_digit = [0u128; 9];
        for (i, &v) in solution.values().iter().enumerate() {
            let d = v as usize - 1;
            digit[i] = d as u8;
            by_digit[d] |= bit(i);
        }
        Checker {
            puzzle: *solution,
            digit,
            by_digit,
            solution_by_digit: by_digit,
            givens: (1u128 << 81) - 1,
            cover: Cover::new(&by_digit),
            count: 81,
            unavoidable: UnavoidableSets::of_grid(&digit, &by_digit),
        }
    }

    /// The current puzzle.
    pub fn puzzle(&self) -> Grid {
        self.puzzle
    }

    /// The number of givens left.
    pub fn givens(&self) -> usize {
        self.count
    }

    /// Empties `orbit` (all given) if the puzzle keeps exactly one solution;
    /// returns whether it did.
    pub fn try_remove(&mut self, orbit: &[Cell]) -> bool {
        let ok = self.can_remove(orbit);
        if ok {
            for &c in orbit {
                self.remove_unchecked(c);
            }
        }
        ok
    }

    /// Empties `cell` without a check: only for rebuilding a puzzle known to
    /// have one solution.
    pub fn remove_unchecked(&mut self, cell: Cell) {
        let i = cell.index();
        if self.givens & bit(i) != 0 {
            self.puzzle.clear(cell);
            let d = self.digit[i] as usize;
            self.by_digit[d] &= !bit(i);
            self.cover.remove(d, i);
            self.givens &= !bit(i);
            self.count -= 1;
        }
    }

    /// Whether emptying `orbit` (all given) keeps exactly one solution;
    /// nothing changes.
    pub fn can_remove(&self, orbit: &[Cell]) -> bool {
        let emptied = set_of(orbit);
        debug_assert_eq!(emptied & self.givens, emptied, "the orbit is given");
        if self.forced_back(emptied) {
            return true;
        }
        if self.unavoidable.emptied(self.givens & !emptied) {
            return false;
        }
        if let [cell] = orbit {
            if self.alternatives_fail(cell.index()) {
                return true;
            }
        }
        self.solver_allows(orbit)
    }

    /// Whether singles read off the givens refill every cell of `emptied`,
    /// one after another.
    fn forced_back(&self, emptied: Bits) -> bool {
        if emptied & (emptied - 1) == 0 {
            // One cell: the other digits' givens are unchanged.
            let i = emptied.trailing_zeros() as usize;
            let d = self.digit[i] as usize;
            // Naked single: every other digit ruled out; hidden single: no
            // other place for the digit in one of the cell's units. Both are
            // worked out without branches (the outcome is unpredictable).
            let mut others = !0;
            for e in 0..9 {
                let all = 0u128.wrapping_sub((e == d) as u128);
                others &= self.cover.ruled_out(e) | all;
            }
            let blocked = self.givens | self.cover.ruled_out_without(d, i);
            let [row, column, boxed] = UNITS_OF[i];
            return (others & bit(i) != 0)
                | (row & !blocked == 0)
                | (column & !blocked == 0)
                | (boxed & !blocked == 0);
        }
        let mut by_digit = self.by_digit;
        let mut givens = self.givens & !emptied;
        for i in cells_in(emptied) {
            by_digit[self.digit[i] as usize] &= !bit(i);
        }
        let mut left = emptied;
        loop {
            let mut progress = false;
            let mut todo = left;
            while todo != 0 {
                let i = todo.trailing_zeros() as usize;
                todo &= todo - 1;
                let d = self.digit[i] as usize;
                if forced(i, d, &by_digit, givens) {
                    by_digit[d] |= bit(i);
                    givens |= bit(i);
                    left &= !bit(i);
                    progress = true;
                }
            }
            if left == 0 {
                return true;
            }
            if !progress {
                return false;
            }
        }
    }

    /// Whether, with cell `i` emptied, every other digit the givens allow
    /// there leads at once to a contradiction. Putting digit `e` in `i` can
    /// only hurt the peers of `i` that hold `e` in the grid (every other cell
    /// keeps its own digit as a possibility): such a peer may be left with no
    /// digit, or one of its other units with no place for `e`.
    fn alternatives_fail(&self, i: usize) -> bool {
        let d = self.digit[i] as usize;
        let peers = PEERS[i];
        let givens = self.givens & !bit(i);
        // Where each digit is ruled out once the cell is emptied.
        let mut ruled_out = [0u128; 9];
        for (f, r) in ruled_out.iter_mut().enumerate() {
            *r = self.cover.ruled_out(f);
        }
        ruled_out[d] = self.cover.ruled_out_without(d, i);
        for e in 0..9 {
            if e == d || ruled_out[e] & bit(i) != 0 {
                continue; // the grid's digit, or a digit a given rules out
            }
            let blocked = givens | peers | bit(i) | ruled_out[e];
            let mut refuted = false;
            let mut hit = self.solution_by_digit[e] & peers;
            while hit != 0 && !refuted {
                let p = hit.trailing_zeros() as usize;
                hit &= hit - 1;
                // (`p` is not given: a given `e` there would rule `e` out.)
                // Branch-free: these outcomes are unpredictable.
                let ruled_out_here = ruled_out.iter().fold(0, |n, &r| n + ((r >> p) as u32 & 1));
                let no_digit = ruled_out_here - ((ruled_out[e] >> p) as u32 & 1) == 8;
                let [row, column, boxed] = UNITS_OF[p];
                let no_place = (row & bit(i) == 0) & (row & !blocked == 0)
                    | (column & bit(i) == 0) & (column & !blocked == 0)
                    | (boxed & bit(i) == 0) & (boxed & !blocked == 0);
                refuted = no_digit | no_place;
            }
            if !refuted {
                return false;
            }
        }
        true
    }

    /// The exact test by the solver: for one cell, whether a solution
    /// avoids the grid's digit there; for several, a count of solutions
    /// (measured faster than one such test per cell).
    fn solver_allows(&self, orbit: &[Cell]) -> bool {
        match orbit {
            [cell] => {
                // The solver's board of the puzzle without `cell`, from the
                // sets kept up to date: only the cell's own digit changes.
                let i = cell.index();
                let d = self.digit[i] as usize;
                let givens = self.givens & !bit(i);
                let mut by_digit = self.by_digit;
                by_digit[d] &= !bit(i);
                let mut allowed = [0u128; 9];
                for (e, a) in allowed.iter_mut().enumerate() {
                    let ruled_out = if e == d {
                        self.cover.ruled_out_without(d, i)
                    } else {
                        self.cover.ruled_out(e)
                    };
                    *a = !(ruled_out | givens) | by_digit[e];
                }
                !solver::has_solution_without_in(&allowed, &by_digit, givens, i, d)
            }
            _ => {
                let mut by_digit = self.by_digit;
                for &c in orbit {
                    let i = c.index();
                    by_digit[self.digit[i] as usize] &= !bit(i);
                }
                solver::count_in(&by_digit, 2) == 1
            }
        }
    }
}

/// Whether empty cell `i` must hold digit index `d`, given the givens
/// `by_digit` (their union, without `i`, is `givens`; a given at `i` itself
/// is ignored): all eight other digits among its peers (naked single), or no
/// other place for `d` in one of its units (hidden single).
#[inline]
fn forced(i: usize, d: usize, by_digit: &[Bits; 9], givens: Bits) -> bool {
    let peers = PEERS[i];
    if (0..9).all(|e| e == d || by_digit[e] & peers != 0) {
        return true;
    }
    let mut blocked = givens | bit(i);
    let mut ds = by_digit[d] & !bit(i);
    while ds != 0 {
        let g = ds.trailing_zeros() as usize;
        ds &= ds - 1;
        blocked |= PEERS[g];
    }
    UNITS_OF[i].iter().any(|&u| u & !blocked == 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn checker_agrees_with_the_solver() {
        let mut rng = crate::DefaultRng::seed_from_u64(8);
        for _ in 0..10 {
            let g = crate::fill::random_grid(&mut rng);
            let mut checker = Checker::new(&g);
            let mut order: Vec<Cell> = Cell::all().collect();
            rand::seq::SliceRandom::shuffle(&mut order[..], &mut rng);
            for c in order {
                let before = checker.puzzle();
                let mut after = before;
                after.clear(c);
                let expected = after.has_unique_solution();
                assert_eq!(checker.try_remove(&[c]), expected, "{before} {c}");
                assert_eq!(checker.givens(), checker.puzzle().givens());
            }
            assert!(crate::dig::is_minimal(&checker.puzzle()));
        }
    }

    #[test]
    fn checker_agrees_with_the_solver_on_orbits() {
        let mut rng = crate::DefaultRng::seed_from_u64(9);
        for &s in crate::dig::Symmetry::ALL {
            let g = crate::fill::random_grid(&mut rng);
            let mut checker = Checker::new(&g);
            let orbits = s.orbits();
            for o in orbits.iter() {
                let mut after = checker.puzzle();
                for &c in o {
                    after.clear(c);
                }
                let expected = after.has_unique_solution();
                assert_eq!(checker.try_remove(o), expected, "{s}");
            }
        }
    }
}
