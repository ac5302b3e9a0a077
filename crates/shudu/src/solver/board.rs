//! The solver's state: one 81-bit board of possible cells per digit.
//!
//! Bit `i` of `cand[d]` says digit `d + 1` may still stand in cell `i`. A
//! placed digit keeps its own bit, so when no cell is left unsolved the nine
//! boards spell out the solution.

use crate::{Cell, Grid};

pub(crate) type Bits = u128;

pub(crate) const ALL_CELLS: Bits = (1u128 << 81) - 1;

#[inline(always)]
pub(crate) const fn bit(i: usize) -> Bits {
    1u128 << i
}

/// Each cell's peers as a board.
pub(crate) static PEER_BITS: [Bits; 81] = {
    let mut t = [0u128; 81];
    let mut i = 0;
    while i < 81 {
        let mut j = 0;
        while j < 81 {
            if Cell::at(i / 9, i % 9).sees(Cell::at(j / 9, j % 9)) {
                t[i] |= 1u128 << j;
            }
            j += 1;
        }
        i += 1;
    }
    t
};

/// Each unit (rows, columns, boxes) as a board.
pub(crate) static UNIT_BITS: [Bits; 27] = {
    let mut t = [0u128; 27];
    let mut i = 0;
    while i < 81 {
        let (r, c) = (i / 9, i % 9);
        t[r] |= 1u128 << i;
        t[9 + c] |= 1u128 << i;
        t[18 + (r / 3) * 3 + c / 3] |= 1u128 << i;
        i += 1;
    }
    t
};

/// Search state; `Copy` so that branching is a plain stack copy.
#[derive(Clone, Copy)]
pub(crate) struct Board {
    pub cand: [Bits; 9],
    /// Cells not yet placed.
    pub unsolved: Bits,
}

impl Board {
    /// The board of an empty grid.
    pub const EMPTY: Board = Board {
        cand: [ALL_CELLS; 9],
        unsolved: ALL_CELLS,
    };

    /// Loads the givens; `None` if two of them clash.
    pub fn from_grid(grid: &Grid) -> Option<Board> {
        let mut b = Board::EMPTY;
        for (i, &v) in grid.values().iter().enumerate() {
            if v != 0 {
                let d = v as usize - 1;
                if b.cand[d] & bit(i) == 0 {
                    return None;
                }
                b.place(i, d);
            }
        }
        Some(b)
    }

    /// Puts digit index `d` into cell `i`: clears the cell from the other
    /// digits' boards and the cell's peers from `d`'s board.
    #[inline(always)]
    pub fn place(&mut self, i: usize, d: usize) {
        let keep = !bit(i);
        for c in self.cand.iter_mut() {
            *c &= keep;
        }
        self.cand[d] |= bit(i);
        self.cand[d] &= !PEER_BITS[i];
        self.unsolved &= keep;
    }

    /// Counts candidates per unsolved cell, bit-sliced: cells with at least
    /// one, at least two, and at least three candidates.
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

    /// Applies naked and hidden singles until nothing changes. Returns
    /// `false` on a contradiction (a cell without candidates, or a digit with
    /// no place left in some unit).
    pub fn propagate(&mut self) -> bool {
        loop {
            if self.unsolved == 0 {
                return true;
            }
            let (one, two, _) = self.counts();
            if self.unsolved & !one != 0 {
                return false;
            }
            let mut singles = one & !two;
            let mut progress = singles != 0;
            while singles != 0 {
                let i = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                let Some(d) = (0..9).find(|&d| self.cand[d] & bit(i) != 0) else {
                    return false;
                };
                self.place(i, d);
            }
            if progress {
                continue;
            }
            // Hidden singles: a digit with exactly one place in a unit.
            for d in 0..9 {
                for &u in &UNIT_BITS {
                    let m = self.cand[d] & u;
                    if m == 0 {
                        return false;
                    }
                    if m & (m - 1) == 0 && m & self.unsolved != 0 {
                        self.place(m.trailing_zeros() as usize, d);
                        progress = true;
                    }
                }
            }
            if !progress {
                return true;
            }
        }
    }

    /// The unsolved cell with the fewest candidates (a bivalue one if any).
    #[inline]
    pub fn branch_cell(&self) -> usize {
        let (one, two, three) = self.counts();
        let bivalue = two & !three & one;
        if bivalue != 0 {
            return bivalue.trailing_zeros() as usize;
        }
        let mut best = self.unsolved.trailing_zeros() as usize;
        let mut best_n = 10;
        let mut cells = self.unsolved;
        while cells != 0 {
            let i = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let n = self.cand.iter().filter(|&&c| c & bit(i) != 0).count();
            if n < best_n {
                best_n = n;
                best = i;
                if n <= 3 {
                    break;
                }
            }
        }
        best
    }

    /// The solved grid; only meaningful when `unsolved == 0`.
    pub fn to_grid(self) -> Grid {
        let mut v = [0u8; 81];
        for (d, &c) in self.cand.iter().enumerate() {
            let mut m = c;
            while m != 0 {
                let i = m.trailing_zeros() as usize;
                m &= m - 1;
                v[i] = d as u8 + 1;
            }
        }
        Grid::from_values(v).expect("digits 1..=9")
    }
}
