//! What the forcing chains add to the shared bit board
//! ([`BitBoard`]): they assume a candidate, follow the naked and hidden
//! singles it forces and look at what comes out, so they number each
//! placement (a [`Trace`], for measuring how long a chain of consequences
//! is) and report why an assumption broke.
//!
//! On top of the board they keep two unit masks per digit (about 200 bytes
//! in all, `Copy`, so a branch is a stack copy and nothing is allocated):
//! the units that lost a candidate since the last hidden-single scan, the
//! only ones that can hold a new hidden single or have run out of places,
//! and the units where the digit is placed, which can hold neither. Their
//! scan takes the lowest unit still marked first, so it has an order of
//! its own, which the chain lengths depend on.

use super::bit_board::{bit, BitBoard, Bits, PEERS, UNITS};
use crate::grid::CELL_UNIT_MASK;
use crate::logic::Candidates;
use crate::{Cell, CellSet, Digit, DigitSet, Unit};
use std::fmt;

/// Why an assumption failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Contradiction {
    /// An empty cell lost every candidate.
    NoCandidate(Cell),
    /// A digit lost every place in a unit.
    NoPlace(Digit, Unit),
}

impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contradiction::NoCandidate(c) => write!(f, "{c} has no candidate left"),
            Contradiction::NoPlace(d, u) => write!(f, "{d} has no place left in {u}"),
        }
    }
}

/// When each cell was placed during a propagation (1 for the assumption, 2
/// for the next placement, ...; 0 for never), for measuring how long a
/// chain of consequences is.
#[derive(Clone, Copy)]
pub(crate) struct Trace {
    pub(crate) placed_at: [u8; 81],
    pub(crate) count: u8,
}

impl Trace {
    pub(crate) const NEW: Trace = Trace {
        placed_at: [0; 81],
        count: 0,
    };

    /// Numbers a placement in cell index `i`.
    #[inline(always)]
    fn record(&mut self, i: usize) {
        self.count = self.count.saturating_add(1);
        self.placed_at[i] = self.count;
    }
}

/// The bit board with the units each digit must scan again and those
/// where it is placed.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Board {
    /// The candidates and the unsolved cells.
    pub(crate) bits: BitBoard,
    /// For each digit, the units (bit u for unit u) that lost a candidate
    /// since the last hidden-single scan: only they can hold a new hidden
    /// single or have run out of places.
    dirty: [u32; 9],
    /// For each digit, the units where it is placed: they can hold neither
    /// (the placed cell keeps its bit, the others lost it), so the scan
    /// skips them.
    done: [u32; 9],
}

const ALL_UNITS: u32 = (1 << 27) - 1;

/// The unit marks of placing digit index `d` in cell index `i` of `board`,
/// made just before the placement: the units of `i` lose its other
/// candidates (when `others`; a naked single has none), the units of the
/// peers that lose `d` are to be scanned again for it, and the units of `i`
/// are done for `d`.
#[inline(always)]
fn mark(
    dirty: &mut [u32; 9],
    done: &mut [u32; 9],
    board: &BitBoard,
    i: usize,
    d: usize,
    others: bool,
) {
    let b = bit(i);
    if others {
        for (e, (marks, &c)) in dirty.iter_mut().zip(&board.cand).enumerate() {
            if e != d && c & b != 0 {
                *marks |= CELL_UNIT_MASK[i];
            }
        }
    }
    let mut lost = board.cand[d] & PEERS[i];
    // A peer already holding d (only in inconsistent marks) loses it: its
    // units are scanned again, as they may have no place left.
    let mut undone = 0;
    let mut lost_placed = lost & !board.unsolved;
    while lost_placed != 0 {
        undone |= CELL_UNIT_MASK[lost_placed.trailing_zeros() as usize];
        lost_placed &= lost_placed - 1;
    }
    while lost != 0 {
        let j = lost.trailing_zeros() as usize;
        lost &= lost - 1;
        dirty[d] |= CELL_UNIT_MASK[j];
    }
    done[d] = (done[d] & !undone) | CELL_UNIT_MASK[i];
}

impl Board {
    pub(crate) fn from_candidates(c: &Candidates) -> Board {
        let bits = BitBoard::from_candidates(c);
        let mut done = [0; 9];
        for d in Digit::all() {
            for cell in c.placed(d) {
                done[d.index()] |= CELL_UNIT_MASK[cell.index()];
            }
        }
        Board {
            bits,
            dirty: [ALL_UNITS; 9],
            done,
        }
    }

    /// The board of `c` after the singles it already contains (none, when
    /// the solver has tried singles first), so that every later
    /// propagation only scans the units an assumption touches; `None` if
    /// the marks are already contradictory.
    pub(crate) fn settled(c: &Candidates) -> Option<Board> {
        let mut b = Board::from_candidates(c);
        b.propagate(None).ok()?;
        Some(b)
    }

    /// Whether `digit` may stand in `cell` (placed there or a candidate).
    #[inline]
    pub(crate) fn has(&self, cell: Cell, digit: Digit) -> bool {
        self.bits.cand[digit.index()] & bit(cell.index()) != 0
    }

    /// The candidates of an unsolved `cell`.
    pub(crate) fn digits_of(&self, cell: Cell) -> DigitSet {
        let b = bit(cell.index());
        (0..9)
            .filter(|&d| self.bits.cand[d] & b != 0)
            .filter_map(Digit::from_index)
            .collect()
    }

    /// The unsolved cells of `unit` where `digit` may go.
    pub(crate) fn places(&self, digit: Digit, unit: Unit) -> CellSet {
        CellSet::from_bits(self.bits.cand[digit.index()] & self.bits.unsolved) & CellSet::unit(unit)
    }

    /// Whether `cell` is placed.
    #[inline]
    pub(crate) fn is_placed(&self, cell: Cell) -> bool {
        self.bits.unsolved & bit(cell.index()) == 0
    }

    /// Places digit index `d` in cell `i`, marking for the next hidden-single
    /// scan every unit that lost a candidate.
    #[inline(always)]
    fn place(&mut self, i: usize, d: usize) {
        mark(&mut self.dirty, &mut self.done, &self.bits, i, d, true);
        self.bits.place(i, d);
    }

    /// Assumes `digit` in `cell` and propagates; the trace numbers the
    /// placements, the assumption being the first.
    pub(crate) fn assume(
        &mut self,
        cell: Cell,
        digit: Digit,
        trace: &mut Trace,
    ) -> Result<(), Contradiction> {
        trace.record(cell.index());
        self.place(cell.index(), digit.index());
        self.propagate(Some(trace))
    }

    /// Applies naked and hidden singles until nothing changes or the grid
    /// breaks.
    pub(crate) fn propagate(&mut self, mut trace: Option<&mut Trace>) -> Result<(), Contradiction> {
        loop {
            if self.bits.unsolved == 0 {
                return Ok(());
            }
            let (dirty, done) = (&mut self.dirty, &mut self.done);
            let naked = self.bits.naked_singles(|board, i, d| {
                mark(dirty, done, board, i, d, false);
                if let Some(t) = trace.as_deref_mut() {
                    t.record(i);
                }
            });
            match naked {
                Err(i) => return Err(Contradiction::NoCandidate(cell_of(bit(i)))),
                Ok(0) => {}
                Ok(_) => continue,
            }
            let mut progress = false;
            for d in 0..9 {
                // A unit where d is placed has no hidden single of d and
                // keeps a place for it: only the others are scanned (the
                // same placements in the same order).
                loop {
                    let pending = self.dirty[d] & !self.done[d];
                    if pending == 0 {
                        self.dirty[d] = 0;
                        break;
                    }
                    let u = pending.trailing_zeros() as usize;
                    self.dirty[d] = pending & (pending - 1);
                    let m = self.bits.cand[d] & UNITS[u];
                    if m == 0 {
                        return Err(Contradiction::NoPlace(
                            Digit::from_index(d).expect("d < 9"),
                            Unit::from_index(u).expect("u < 27"),
                        ));
                    }
                    if m & (m - 1) == 0 && m & self.bits.unsolved != 0 {
                        let i = m.trailing_zeros() as usize;
                        self.place(i, d);
                        if let Some(t) = trace.as_deref_mut() {
                            t.record(i);
                        }
                        progress = true;
                    }
                }
            }
            if !progress {
                return Ok(());
            }
        }
    }
}

#[inline]
fn cell_of(bits: Bits) -> Cell {
    Cell::new(bits.trailing_zeros() as usize).expect("a cell bit below 81")
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn singles_solve_an_easy_puzzle_and_catch_a_wrong_guess() {
        let g: Grid = P.parse().unwrap();
        let solution = g.solve().unwrap();
        let c = Candidates::from_grid(&g);
        let base = Board::from_candidates(&c);
        let mut b = base;
        assert_eq!(b.propagate(None), Ok(()));
        assert_eq!(b.bits.unsolved, 0);
        for cell in Cell::all() {
            assert!(b.has(cell, solution.get(cell).unwrap()));
        }
        // A wrong digit in r1c3 (the solution has 4) breaks the grid.
        let wrong = Digit::new(1).unwrap();
        let cell = Cell::at(0, 2);
        assert!(c.has(cell, wrong));
        let mut b = base;
        let mut t = Trace::NEW;
        assert!(b.assume(cell, wrong, &mut t).is_err());
        assert!(t.count >= 2);
    }

    #[test]
    fn a_placed_digit_taken_by_a_peer_is_checked_again() {
        // Inconsistent marks (a player's): r1c1 holds 1, yet r1c2's only
        // candidate is 1, and no other cell of column 1 has a 1. Placing
        // r1c2 takes the 1 from r1c1, so column 1 is left without a place
        // for 1: the units of a placed digit are scanned again when it goes.
        let mut g = Grid::empty();
        let one = Digit::new(1).unwrap();
        g.set(Cell::at(0, 0), Some(one));
        let c = Candidates::from_marks(&g, |cell| {
            if cell == Cell::at(0, 1) {
                crate::DigitSet::from_bits(1)
            } else if cell.col() == 0 {
                crate::DigitSet::from_bits(0x1FE)
            } else {
                crate::DigitSet::ALL
            }
        });
        let mut b = Board::from_candidates(&c);
        let column = Unit::from_index(9).unwrap();
        assert_eq!(b.propagate(None), Err(Contradiction::NoPlace(one, column)));
        // Consistent marks of the same givens raise nothing.
        let mut b = Board::from_candidates(&Candidates::from_grid(&g));
        assert_eq!(b.propagate(None), Ok(()));
    }
}
