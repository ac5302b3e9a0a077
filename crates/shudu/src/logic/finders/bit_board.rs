//! The one bit board for "what if" reasoning: nine 81-bit sets (where each
//! digit may still stand) and the set of unsolved cells, 160 bytes, `Copy`,
//! so that an assumption is a stack copy and a placement, and thousands of
//! them cost no allocation.
//!
//! Bit `i` of `cand[d]` says digit `d + 1` may stand in cell `i`. A placed
//! cell keeps only its own digit's bit and leaves `unsolved`.
//!
//! Here is what every user of the board shares: building it, placing a
//! digit, the bit-sliced candidate counts, and one round of naked singles
//! and of hidden singles. What each user adds lives with it: the measured
//! trial (`trial/board.rs`) counts deductions against a `Budget` and adds
//! pointing, claiming and singles restricted to strong links; the forcing
//! chains (`propagation.rs`) number the placements in a `Trace` and scan
//! for hidden singles only the units that lost a candidate (their own
//! order of placements, which their chain lengths depend on).
//!
//! Sudoku Explainer's chaining (`se_chaining/board.rs`) keeps a board of
//! its own, per cell, with SE's semantics (a placed cell has no candidate
//! left), which its rules and their order read.

use crate::logic::Candidates;
use crate::{Digit, Grid};

pub(crate) type Bits = u128;

/// The bit of cell index `i`.
#[inline(always)]
pub(crate) const fn bit(i: usize) -> Bits {
    1u128 << i
}

/// Each cell's peers and each unit's cells (rows, columns, boxes), as bits.
pub(crate) use crate::grid::{PEER_BITS as PEERS, UNIT_BITS as UNITS};

/// The candidate board; see the module docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BitBoard {
    /// Cells where each digit may stand (placed cells keep their own digit).
    pub cand: [Bits; 9],
    /// Cells not yet placed.
    pub unsolved: Bits,
}

impl BitBoard {
    /// The board of a candidate grid (placed digits as single bits).
    pub fn from_candidates(c: &Candidates) -> BitBoard {
        let mut b = BitBoard {
            cand: [0; 9],
            unsolved: c.empty_cells().bits(),
        };
        for d in Digit::all() {
            b.cand[d.index()] = c.cells_with(d).bits() | c.placed(d).bits();
        }
        b
    }

    /// The board of a grid's givens; `None` if two givens clash.
    pub fn from_grid(grid: &Grid) -> Option<BitBoard> {
        let mut b = BitBoard {
            cand: [(1u128 << 81) - 1; 9],
            unsolved: (1u128 << 81) - 1,
        };
        for (cell, d) in grid.filled_cells() {
            if b.cand[d.index()] & bit(cell.index()) == 0 {
                return None;
            }
            b.place(cell.index(), d.index());
        }
        Some(b)
    }

    /// Puts digit index `d` in cell `i`: the cell loses its other
    /// candidates, its peers lose `d`.
    #[inline(always)]
    pub fn place(&mut self, i: usize, d: usize) {
        let keep = !bit(i);
        for c in self.cand.iter_mut() {
            *c &= keep;
        }
        self.cand[d] |= bit(i);
        self.cand[d] &= !PEERS[i];
        self.unsolved &= keep;
    }

    /// Puts digit index `d` in cell `i`, its last candidate: only the peers
    /// lose something.
    #[inline(always)]
    fn place_last(&mut self, i: usize, d: usize) {
        debug_assert!((0..9).all(|e| e == d || self.cand[e] & bit(i) == 0));
        self.cand[d] &= !PEERS[i];
        self.unsolved &= !bit(i);
    }

    /// Whether digit index `d` is a candidate of unsolved cell `i`.
    #[inline(always)]
    pub fn has(&self, i: usize, d: usize) -> bool {
        self.cand[d] & bit(i) & self.unsolved != 0
    }

    /// Bit-sliced candidate counts of the unsolved cells: at least one, at
    /// least two, at least three.
    #[inline(always)]
    pub fn counts(&self) -> (Bits, Bits, Bits) {
        let (mut one, mut two, mut three) = (0, 0, 0);
        for &c in &self.cand {
            let c = c & self.unsolved;
            three |= two & c;
            two |= one & c;
            one |= c;
        }
        (one, two, three)
    }

    /// The lowest digit index that may stand in cell `i`.
    #[inline(always)]
    pub fn digit_of(&self, i: usize) -> Option<usize> {
        (0..9).find(|&d| self.cand[d] & bit(i) != 0)
    }

    /// One round of naked singles: every unsolved cell with one candidate
    /// left at the round's start takes it, in cell order; `before_place`
    /// sees the board and the cell and digit indices just before each
    /// placement. The number placed, or on a contradiction the cell (index)
    /// left without a candidate.
    #[inline(always)]
    pub fn naked_singles(
        &mut self,
        mut before_place: impl FnMut(&BitBoard, usize, usize),
    ) -> Result<usize, usize> {
        let (one, two, _) = self.counts();
        let empty = self.unsolved & !one;
        if empty != 0 {
            return Err(empty.trailing_zeros() as usize);
        }
        let mut naked = one & !two;
        let mut placed = 0;
        while naked != 0 {
            let i = naked.trailing_zeros() as usize;
            naked &= naked - 1;
            // An earlier placement of this round may have taken the digit.
            // (One candidate at the round's start, so at most one now.)
            let Some(d) = self.digit_of(i) else {
                return Err(i);
            };
            before_place(self, i, d);
            self.place_last(i, d);
            placed += 1;
        }
        Ok(placed)
    }

    /// One pass of hidden singles, digit by digit, each over the 27 units
    /// in index order: a digit with one place left in a unit takes it;
    /// `after_place` sees the cell and digit indices of each placement. The
    /// number placed; `None` on a contradiction (a digit without a place in
    /// some unit).
    #[inline(always)]
    pub fn hidden_singles(&mut self, mut after_place: impl FnMut(usize, usize)) -> Option<usize> {
        let mut placed = 0;
        for d in 0..9 {
            for &u in &UNITS {
                let m = self.cand[d] & u;
                if m == 0 {
                    return None;
                }
                if m & (m - 1) == 0 && m & self.unsolved != 0 {
                    let i = m.trailing_zeros() as usize;
                    self.place(i, d);
                    after_place(i, d);
                    placed += 1;
                }
            }
        }
        Some(placed)
    }

    /// Whether naked singles alone (a cell with one candidate left takes it)
    /// fill the board.
    pub fn solves_by_naked_singles(mut self) -> bool {
        loop {
            if self.unsolved == 0 {
                return true;
            }
            match self.naked_singles(|_, _, _| {}) {
                Ok(0) | Err(_) => return false,
                Ok(_) => {}
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    const EASY: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// The board of `puzzle` with a wrong digit placed in its first empty
    /// cell (a candidate there that is not the solution's digit).
    pub(crate) fn with_a_wrong_digit(puzzle: &Grid) -> BitBoard {
        let solution = puzzle.solve().unwrap();
        let mut b = BitBoard::from_grid(puzzle).unwrap();
        let cell = puzzle.empty_cells().next().unwrap();
        let right = solution.get(cell).unwrap().index();
        let wrong = (0..9)
            .find(|&d| d != right && b.has(cell.index(), d))
            .unwrap();
        b.place(cell.index(), wrong);
        b
    }

    #[test]
    fn candidates_and_grid_boards_agree() {
        let g: Grid = EASY.parse().unwrap();
        let a = BitBoard::from_grid(&g).unwrap();
        let b = BitBoard::from_candidates(&Candidates::from_grid(&g));
        assert_eq!(a, b);
        let mut clash = g;
        clash.set(crate::Cell::at(0, 2), Digit::new(5));
        assert_eq!(BitBoard::from_grid(&clash), None, "two 5s in row 1");
    }

    #[test]
    fn singles_rounds_solve_an_easy_puzzle() {
        let g: Grid = EASY.parse().unwrap();
        let s = g.solve().unwrap();
        let mut b = BitBoard::from_grid(&g).unwrap();
        let mut order = Vec::new();
        let mut total = 0;
        while b.unsolved != 0 {
            let n = b.naked_singles(|_, i, d| order.push((i, d))).unwrap();
            let m = if n == 0 {
                b.hidden_singles(|_, _| {}).unwrap()
            } else {
                0
            };
            assert!(
                n + m > 0,
                "stuck with {} cells left",
                b.unsolved.count_ones()
            );
            total += n + m;
        }
        assert_eq!(total, g.holes());
        assert_eq!(b, BitBoard::from_grid(&s).unwrap());
        // Every naked single placed the solution's digit.
        assert!(!order.is_empty());
        for &(i, d) in &order {
            assert_eq!(usize::from(s.values()[i]), d + 1);
        }
    }

    #[test]
    fn naked_singles_alone_fill_a_nearly_solved_grid_only() {
        let g: Grid = EASY.parse().unwrap();
        let s = g.solve().unwrap();
        let mut nearly = s;
        for cell in g.empty_cells().take(3) {
            nearly.set(cell, None);
        }
        assert!(BitBoard::from_grid(&nearly)
            .unwrap()
            .solves_by_naked_singles());
        assert!(!BitBoard::from_grid(&Grid::empty())
            .unwrap()
            .solves_by_naked_singles());
    }

    #[test]
    fn a_wrong_digit_breaks_the_board() {
        let mut b = with_a_wrong_digit(&EASY.parse().unwrap());
        let broke = loop {
            match b.naked_singles(|_, _, _| {}) {
                Err(_) => break true,
                Ok(0) => match b.hidden_singles(|_, _| {}) {
                    None => break true,
                    Some(0) => break false,
                    Some(_) => {}
                },
                Ok(_) => {}
            }
        };
        assert!(broke);
    }
}
