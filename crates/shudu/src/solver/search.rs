//! Depth-first search over propagated boards.

use super::board::{bit, Board};
use crate::Grid;
use rand::Rng;

/// A solution search that records the first solution and counts up to a limit.
///
/// Most callers want [`Grid::solve`], [`Grid::count_solutions`] or
/// [`Grid::uniqueness`]; this type is the engine underneath them.
pub struct Solutions {
    start: Option<Board>,
    limit: usize,
    count: usize,
    first: Option<Grid>,
}

impl Solutions {
    /// A search over `grid` that stops after `limit` solutions.
    pub fn new(grid: &Grid, limit: usize) -> Solutions {
        Solutions {
            start: Board::from_grid(grid),
            limit,
            count: 0,
            first: None,
        }
    }

    /// Runs the search (once; later calls do nothing).
    pub fn run(&mut self) {
        if let Some(b) = self.start.take() {
            if self.limit > 0 {
                self.search(b);
            }
        }
    }

    /// Solutions found, at most the limit.
    pub fn count(&self) -> usize {
        self.count
    }

    /// The first solution found.
    pub fn first(&self) -> Option<Grid> {
        self.first
    }

    /// Returns `true` when the limit is reached and the search must stop.
    fn search(&mut self, mut b: Board) -> bool {
        if !b.propagate() {
            return false;
        }
        if b.unsolved == 0 {
            if self.first.is_none() {
                self.first = Some(b.to_grid());
            }
            self.count += 1;
            return self.count >= self.limit;
        }
        let i = b.branch_cell();
        for d in 0..9 {
            if b.cand[d] & bit(i) != 0 {
                let mut next = b;
                next.place(i, d);
                if self.search(next) {
                    return true;
                }
                // This digit led nowhere (or its solutions are counted): drop it.
                b.cand[d] &= !bit(i);
            }
        }
        false
    }
}

/// Whether `grid` has a solution with something other than `digit` at `cell`.
pub(crate) fn has_solution_without(grid: &Grid, cell: crate::Cell, digit: crate::Digit) -> bool {
    let mut g = *grid;
    g.clear(cell);
    let Some(mut b) = Board::from_grid(&g) else {
        return false;
    };
    b.cand[digit.index()] &= !bit(cell.index());
    let mut s = Solutions {
        start: Some(b),
        limit: 1,
        count: 0,
        first: None,
    };
    s.run();
    s.count() > 0
}

/// A solution of `grid` drawn by trying digits in random order at every
/// branch; from the empty grid this makes a random complete grid.
///
/// Returns `None` if the grid has no solution. The result depends only on
/// `grid` and the state of `rng`.
///
/// ```
/// use rand::SeedableRng;
/// let mut rng = shudu::DefaultRng::seed_from_u64(7);
/// let g = shudu::solver::random_solution(&shudu::Grid::empty(), &mut rng).unwrap();
/// assert!(g.is_solved());
/// ```
pub fn random_solution<R: Rng + ?Sized>(grid: &Grid, rng: &mut R) -> Option<Grid> {
    let b = Board::from_grid(grid)?;
    random_search(b, rng)
}

fn random_search<R: Rng + ?Sized>(mut b: Board, rng: &mut R) -> Option<Grid> {
    if !b.propagate() {
        return None;
    }
    if b.unsolved == 0 {
        return Some(b.to_grid());
    }
    let i = b.branch_cell();
    let mut digits = [0usize; 9];
    let mut n = 0;
    for d in 0..9 {
        if b.cand[d] & bit(i) != 0 {
            digits[n] = d;
            n += 1;
        }
    }
    // Fisher-Yates over the cell's candidates, drawn lazily.
    for k in 0..n {
        let j = rng.random_range(k..n);
        digits.swap(k, j);
        let d = digits[k];
        let mut next = b;
        next.place(i, d);
        if let Some(g) = random_search(next, rng) {
            return Some(g);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::{Grid, Uniqueness};

    #[test]
    fn empty_grid_has_many_solutions() {
        assert_eq!(Grid::empty().count_solutions(5), 5);
        assert!(Grid::empty().solve().unwrap().is_solved());
    }

    #[test]
    fn clashing_givens_have_none() {
        let g = Grid::parse_unchecked(&format!("11{}", ".".repeat(79))).unwrap();
        assert_eq!(g.count_solutions(2), 0);
        assert_eq!(g.uniqueness(), Uniqueness::NoSolution);
        assert_eq!(g.solve(), None);
    }

    #[test]
    fn unsolvable_without_clash() {
        // Row 1 needs a 9 at r1c9, but column 9 already has one.
        let g: Grid = format!("12345678.{}9{}", ".".repeat(17), ".".repeat(54))
            .parse()
            .unwrap();
        assert_eq!(g.count_solutions(10), 0);
    }

    #[test]
    fn solution_without_a_digit() {
        let p: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let s = p.solve().unwrap();
        let c = crate::Cell::at(0, 0);
        // The puzzle minus r1c1 is still unique, so no solution avoids 5 there.
        assert!(!p.has_solution_without(c, s.get(c).unwrap()));
        let mut q = Grid::empty();
        q.set(c, crate::Digit::new(1));
        assert!(q.has_solution_without(c, crate::Digit::new(1).unwrap()));
    }

    #[test]
    fn solved_grid_is_its_own_solution() {
        let g: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        assert_eq!(g.uniqueness(), Uniqueness::Unique(g));
    }
}
