//! The solver's state and its constraint propagation.
//!
//! For every band and digit the board keeps a 27-bit set of the cells that
//! may still hold the digit, a *subband* (see [`super::tables`] for the bit
//! layout). A placed digit keeps its own cell, so once every cell is solved
//! the subbands spell out the solution.
//!
//! Propagation runs these steps, each only when the steps before it have
//! nothing left to do:
//! - the *band step* ([`Board::band_step`]) on every changed subband: the
//!   digit's minirows must pair the band's rows with its boxes ([`PAIRINGS`]),
//!   which removes locked candidates along rows and boxes; a box where the
//!   digit has one cell left is solved there;
//! - the *stack step* ([`Board::stack_step`]) on every digit whose band
//!   steps changed its columns: its minicolumns must pair each stack's columns with its boxes,
//!   the same reasoning along columns;
//! - [`Board::clear_solved`]: the cells the band steps solved leave the
//!   band's other digits, all at once (so the band step needs no branch).
//!   It waits until band and stack steps are both quiet: until then the
//!   other digits' stale candidates only make their steps find less, and
//!   the batches grow larger (some 15 clearings per 17-clue puzzle instead
//!   of 23, which also saves the band steps they wake);
//! - naked singles ([`Board::naked_singles`]): candidates are counted per
//!   cell, bit-sliced over the nine digits; a cell with one candidate is
//!   placed (outright on boards searched by cells, [`Board::place`]), a
//!   cell with none is a contradiction, cells with two are noted;
//! - triads ([`Board::minirow_triads`], [`Board::minicolumn_triads`]): each
//!   minirow and minicolumn holds exactly three digits.
//!
//! The band and stack steps cache what they computed (each subband's
//! minirows and columns, each digit's minicolumns) so that the later steps
//! and the branching heuristic read them instead of recomputing them.
//!
//! The steps only remove candidates the board already rules out, so the
//! board they reach does not depend on their order: a search by cells
//! places its digit outright ([`Board::place`]) and reaches the same board
//! with fewer steps.

use super::band_pass::band_pass;
#[cfg(target_arch = "x86_64")]
use super::lanes::cell_counts_avx2;
use super::lanes::{and_lane, cell_counts, clear_unkept9, lane_counts, CellCounts, CellDigits};
use super::tables::{
    column_cells, column_data, BAND, BAND_STEP, GIVENS, KEEP_FOR_MINIROWS, KEEP_IN_BAND,
    LONE_IN_ROW, MINIROW_CELLS, PAIRINGS, PAIRING_COUNT, ROW, UNITS_OF_CELL,
};
use super::values::{band_values, nonempty_cells};
use crate::Grid;
use core::mem::MaybeUninit;

/// The board cannot be completed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Contradiction;

/// A cell as the solver addresses it: its band and its position in the band.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BandCell {
    pub band: usize,
    pub pos: usize,
}

impl BandCell {
    #[inline(always)]
    pub const fn from_index(i: usize) -> BandCell {
        BandCell {
            band: i / 27,
            pos: i % 27,
        }
    }

    #[inline(always)]
    pub const fn bit(self) -> u32 {
        1 << self.pos
    }
}

/// The bit of band `b`, digit index `d` in [`Pending::subbands`]: also the
/// subband's place in `cand` taken as one flat array.
#[inline(always)]
const fn subband(b: usize, d: usize) -> usize {
    4 * d + b
}

/// All 27 subbands.
const ALL_SUBBANDS: u64 = 0x7_7777_7777;

/// All nine digits.
const ALL_DIGITS: u32 = 0x1FF;

/// A binary branch on one digit: either it lies in a given minirow (or
/// minicolumn), or it does not. Packed small so that it travels in a
/// register: the digit, the unit (band 0..3, stack 3..6) and the edge of the
/// unit's 3x3 matrix (see [`PAIRINGS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Split(u16);

impl Split {
    #[inline(always)]
    fn new(digit: usize, unit: usize, edge: usize) -> Split {
        Split((digit | unit << 4 | edge << 8) as u16)
    }

    #[inline(always)]
    fn digit(self) -> usize {
        (self.0 & 0xF) as usize
    }

    #[inline(always)]
    fn unit(self) -> usize {
        ((self.0 >> 4) & 0xF) as usize
    }

    #[inline(always)]
    fn edge(self) -> usize {
        (self.0 >> 8) as usize
    }
}

/// Search state; `Copy`, so a branch is a plain copy on the stack.
#[derive(Clone, Copy)]
#[repr(align(16))]
pub(crate) struct Board {
    /// `cand[d][b]`: cells of band `b` where digit `d + 1` may stand (the
    /// fourth lane is padding). Every access is one lane at a time: wide
    /// loads right after narrow stores would stall on store forwarding.
    cand: [[u32; 4]; 9],
    /// Cells of each band whose digit is not known yet (the fourth lane is
    /// padding, always 0, so that a subband's band index needs no check).
    unsolved: [u32; 4],
    /// Cells of each band with exactly two candidates, as of the last
    /// [`Board::naked_singles`] scan.
    bivalue: [u32; 3],
    /// Each subband's minirows (bit `3 * r + k`) as its last band step saw
    /// them, before pairing: `PAIRINGS` of it gives the minirows left.
    /// Indexed by [`subband`] (the padding lanes are never read), so the band
    /// step addresses it like `cand`. Kept by [`Board::propagate`] only:
    /// its readers (the triads and [`Board::branch_split`]) run only on
    /// boards propagated with the triads, and a search that goes on without
    /// them (by cells) never comes back to them.
    minirows: [u16; 36],
    /// Each digit's minicolumns as the band steps last left them, stack by
    /// stack (bit `9 * t + 3 * b + j`: stack `t`, band `b`, column
    /// `3 * t + j`): the stack step's input.
    present: [u32; 9],
    /// Each digit's minicolumns left by its last stack step, same layout;
    /// kept by [`Board::propagate`] only, as `minirows`.
    minicolumns: [u32; 9],
    /// The cells each subband's band steps solved. Only the cells solved
    /// since the last [`Board::clear_solved`] matter; older bits are never
    /// read again, so this is never cleared.
    claims: [[u32; 4]; 9],
    /// The steps still to run.
    pending: Pending,
}

/// The work propagation still has to do. During [`Board::propagate`] it
/// lives in a local variable, passed to the inlined steps only: no step
/// that is a call of its own takes its address, and nothing in it is
/// indexed at run time, so it stays in registers (the cells solved since
/// the last clearing, once kept here per band, are read off `unsolved`
/// instead; see [`Board::propagate_with`]).
#[derive(Clone, Copy)]
struct Pending {
    /// Subbands (bit `subband(b, d)`) changed since their last band step.
    subbands: u64,
    /// Digits (bit `d`) whose columns changed since their last stack step
    /// (a band step changed their `present`; all of them at the start).
    stacks: u32,
}

/// What [`Board::naked_singles`] found: the subbands it changed, and this
/// bit if it placed anything (even where an earlier single of the same scan
/// had taken the cell's digit already).
const PLACED: u64 = 1 << 63;

impl Board {
    /// The board of an empty grid, every step pending.
    pub const EMPTY: Board = Board {
        cand: [[BAND, BAND, BAND, 0]; 9],
        unsolved: [BAND, BAND, BAND, 0],
        bivalue: [0; 3],
        minirows: [0o777; 36],
        present: [BAND; 9],
        minicolumns: [BAND; 9],
        claims: [[0; 4]; 9],
        pending: Pending {
            subbands: ALL_SUBBANDS,
            stacks: ALL_DIGITS,
        },
    };

    /// The board of `grid`; `Err` if two givens clash.
    #[cfg(test)]
    pub fn from_grid(grid: &Grid) -> Result<Board, Contradiction> {
        let mut board = Board::EMPTY;
        board.load(grid)?;
        Ok(board)
    }

    /// Loads the givens into [`Board::EMPTY`], in place (a board is a few
    /// hundred bytes: no need to move it around); `Err` if two of them clash.
    #[inline]
    pub fn load(&mut self, grid: &Grid) -> Result<(), Contradiction> {
        let board = self;
        let values = grid.values();
        // Which cells are given, without a branch per cell (those are
        // unpredictable); then only the givens are visited.
        let all = nonempty_cells(values);
        let givens = [0, 1, 2].map(|b| (all >> (27 * b)) as u32 & BAND);
        // Band by band: a 32-bit lane walks cheaper than the 128-bit set.
        for (b, &band_givens) in givens.iter().enumerate() {
            let mut cells = band_givens;
            while cells != 0 {
                let i = 27 * b + cells.trailing_zeros() as usize;
                cells &= cells - 1;
                // The digit's peers lose it, in all bands at once; no test
                // per given (see the clash test below).
                let d = values[i] as usize - 1;
                let given = &GIVENS[i];
                for (lane, &k) in board.cand[d].iter_mut().zip(&given.keep) {
                    *lane &= k;
                }
                for (lane, &c) in board.claims[d].iter_mut().zip(&given.cell) {
                    *lane |= c;
                }
            }
        }
        // A given keeps its own cell and rules its digit out of its peers,
        // so two givens clash exactly when one of them lost its own cell.
        let mut clash = 0;
        for (cells, claims) in board.cand.iter().zip(&board.claims) {
            for (&c, &g) in cells.iter().zip(claims) {
                clash |= g & !c;
            }
        }
        if clash != 0 {
            return Err(Contradiction);
        }
        // The other digits lose the given cells all at once.
        board.clear_solved(givens[0], givens[1], givens[2]);
        for (unsolved, given) in board.unsolved[..3].iter_mut().zip(givens) {
            *unsolved &= !given;
        }
        Ok(())
    }

    /// The board [`Board::load`] makes of the grid whose givens are
    /// `by_digit` (bit `i` of `by_digit[d]`: digit index `d` given in cell
    /// `i`, reading order), built from these sets without visiting the grid
    /// cell by cell: the digging checks keep such sets up to date. `Err` if
    /// two givens clash.
    pub fn from_digit_cells(by_digit: &[u128; 9]) -> Result<Board, Contradiction> {
        let mut allowed = [0u128; 9];
        let mut all = 0u128;
        let mut overlap = 0u128;
        for &g in by_digit {
            overlap |= all & g;
            all |= g;
        }
        if overlap != 0 {
            return Err(Contradiction);
        }
        for (d, &g) in by_digit.iter().enumerate() {
            // The cells a given of the digit rules it out of (its own cells
            // included); a given inside them is a clash.
            let mut ruled_out = 0u128;
            let mut cells = g;
            while cells != 0 {
                let i = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                if ruled_out & (1u128 << i) != 0 {
                    return Err(Contradiction);
                }
                ruled_out |= UNITS_OF_CELL[i];
            }
            allowed[d] = !(ruled_out | all) | g;
        }
        Ok(Board::from_cell_sets(&allowed, by_digit, all))
    }

    /// The board of a puzzle from sets already worked out (bit `i`: cell `i`,
    /// reading order): `allowed[d]`, the cells where digit index `d` is given
    /// or not ruled out by a given; `by_digit[d]`, its givens; `givens`, all
    /// the givens. The sets must be consistent (no clash): the caller keeps
    /// them up to date as the puzzle changes, which is cheaper than building
    /// them for each board.
    #[inline]
    pub fn from_cell_sets(allowed: &[u128; 9], by_digit: &[u128; 9], givens: u128) -> Board {
        let mut board = Board::EMPTY;
        for d in 0..9 {
            for b in 0..3 {
                board.cand[d][b] = (allowed[d] >> (27 * b)) as u32 & BAND;
                board.claims[d][b] = (by_digit[d] >> (27 * b)) as u32 & BAND;
            }
        }
        for (b, unsolved) in board.unsolved[..3].iter_mut().enumerate() {
            *unsolved = !((givens >> (27 * b)) as u32) & BAND;
        }
        board
    }

    /// Copies the board into `slot`, for the first side of a branch, and
    /// returns the copy.
    ///
    /// `*self` does the same, but a board is too large for the compiler to
    /// copy inline on a target without AVX: it calls `memcpy` (a call, a
    /// size dispatch, alignment) where the 16-byte loads and stores below
    /// are about half the instructions (`docs/benchmarks.md`, ninth pass).
    /// The accesses are volatile so that the compiler does not turn them
    /// back into that call.
    #[inline(always)]
    pub fn copy_into<'a>(&self, slot: &'a mut MaybeUninit<Board>) -> &'a mut Board {
        #[cfg(target_arch = "x86_64")]
        {
            use core::arch::x86_64::__m128i;
            type Chunk = MaybeUninit<__m128i>;
            const CHUNKS: usize = size_of::<Board>() / size_of::<Chunk>();
            const _: () = assert!(
                size_of::<Board>() % size_of::<Chunk>() == 0
                    && align_of::<Board>() >= align_of::<Chunk>()
            );
            let from = (self as *const Board).cast::<Chunk>();
            let to = slot.as_mut_ptr().cast::<Chunk>();
            // SAFETY: both pointers cover `size_of::<Board>()` bytes, a whole
            // number of chunks, aligned for them (asserted above); a
            // `MaybeUninit` chunk may hold the board's padding bytes; the
            // slot then holds every byte of a valid board, so it is one.
            unsafe {
                for i in 0..CHUNKS {
                    to.add(i).write_volatile(from.add(i).read_volatile());
                }
                slot.assume_init_mut()
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            slot.write(*self)
        }
    }

    /// How many cells are not solved yet.
    #[inline(always)]
    pub fn unsolved_count(&self) -> u32 {
        let [a, b, c] = self.unsolved_counts();
        a + b + c
    }

    /// How many cells of each band are not solved yet.
    #[inline(always)]
    pub fn unsolved_counts(&self) -> [u32; 3] {
        lane_counts(&self.unsolved)
    }

    /// The unsolved cells of each band.
    #[inline(always)]
    pub fn unsolved_lanes(&self) -> [u32; 3] {
        [self.unsolved[0], self.unsolved[1], self.unsolved[2]]
    }

    /// Whether every cell is solved.
    #[inline(always)]
    pub fn is_solved(&self) -> bool {
        self.unsolved == [0; 4]
    }

    /// Whether digit index `d` may stand in `cell`.
    #[inline(always)]
    pub fn allows(&self, cell: BandCell, d: usize) -> bool {
        self.cand[d][cell.band] & cell.bit() != 0
    }

    /// The candidate digits of `cell` as a 9-bit mask (bit `d` = digit `d + 1`).
    #[inline(always)]
    pub fn digits_of(&self, cell: BandCell) -> u32 {
        let mut digits = 0;
        for (d, cells) in self.cand.iter().enumerate() {
            digits |= ((cells[cell.band] >> cell.pos) & 1) << d;
        }
        digits
    }

    /// The candidate digits of cell after cell (see [`CellDigits`]): cheaper
    /// than [`Board::digits_of`] for more than one or two cells.
    #[inline(always)]
    pub fn cell_digits(&self) -> CellDigits<'_> {
        CellDigits::new(&self.cand)
    }

    /// Keeps only `keep` of subband (`b`, `d`), marking it dirty if that
    /// changed it.
    #[inline(always)]
    fn restrict(&mut self, pending: &mut Pending, b: usize, d: usize, keep: u32) {
        let old = self.cand[d][b];
        let new = old & keep;
        self.cand[d][b] = new;
        pending.subbands |= ((old != new) as u64) << subband(b, d);
    }

    /// Removes digit index `d` from `cell`'s candidates.
    #[inline(always)]
    pub fn forbid(&mut self, cell: BandCell, d: usize) {
        let mut pending = self.pending;
        self.restrict(&mut pending, cell.band, d, !cell.bit());
        self.pending = pending;
    }

    /// Puts digit index `d` in `cell` cheaply: only its row and box peers in
    /// the band lose it; the band and stack steps do the rest. The digit must
    /// be a candidate of the cell.
    #[inline(always)]
    pub fn assume(&mut self, cell: BandCell, d: usize) {
        self.cand[d][cell.band] &= KEEP_IN_BAND[cell.pos];
        // Even if no peer lost the digit, the cell itself is news.
        self.pending.subbands |= 1u64 << subband(cell.band, d);
    }

    /// Puts digit index `d` in `cell` outright, where [`Board::assume`]
    /// leaves most of it to the steps: its peers in all three bands lose the
    /// digit, the cell's other candidates `others` (a mask of digit indices,
    /// without `d`) leave it, and the cell is solved. The board the steps
    /// then reach is the one `assume` leads to (each step only removes what
    /// the board already rules out, so what they reach does not depend on
    /// their order), with fewer steps: the band and stack steps that would
    /// have carried the digit to the other bands' columns, and the clearing
    /// that would have taken the cell from the other digits, are done here.
    /// The steps' caches for the triads and layout splits are not kept the
    /// same way: only for boards searched by cells.
    #[inline(always)]
    pub fn place(&mut self, cell: BandCell, d: usize, others: u32) {
        let mut pending = self.pending;
        self.place_with(&mut pending, cell, d, others);
        self.pending = pending;
    }

    /// [`Board::place`] with the pending work in a local variable.
    #[inline(always)]
    fn place_with(&mut self, pending: &mut Pending, cell: BandCell, d: usize, others: u32) {
        let given = &GIVENS[27 * cell.band + cell.pos];
        for b in 0..3 {
            self.restrict(pending, b, d, given.keep[b]);
        }
        let mut others = others;
        while others != 0 {
            let e = others.trailing_zeros() as usize;
            others &= others - 1;
            self.restrict(pending, cell.band, e, !cell.bit());
        }
        self.claims[d][cell.band] |= cell.bit();
        self.unsolved[cell.band] &= !cell.bit();
    }

    /// Places the naked singles of a board searched by cells before any
    /// step has run (see [`Board::place`]); `Err` on an empty cell.
    pub fn place_singles(&mut self) -> Result<(), Contradiction> {
        let dirty = self.naked_singles::<true>()?;
        self.pending.subbands |= dirty & !PLACED;
        Ok(())
    }

    /// Runs the band step on every subband at once ([`band_pass`]), for a
    /// board whose subbands are all pending (a search's root): what the
    /// first round of [`Board::propagate`] would do one subband at a time.
    /// The band step on a subband that did not change since its last one
    /// finds nothing, so this is right on any board. `CACHES`: keep the
    /// minirow caches, for a search by layouts (see [`Board::minirows`]).
    pub fn band_steps_all<const CACHES: bool>(&mut self) -> Result<(), Contradiction> {
        let before = [self.unsolved[0], self.unsolved[1], self.unsolved[2]];
        let stacks = band_pass::<CACHES>(
            &mut self.cand,
            &mut self.claims,
            &mut self.unsolved,
            &mut self.present,
            &mut self.minirows,
        )
        .ok_or(Contradiction)?;
        self.pending.subbands = 0;
        self.pending.stacks |= stacks;
        // The cells it solved leave the other digits now: a propagation
        // clears only the cells solved during it.
        let (s0, s1, s2) = (
            before[0] & !self.unsolved[0],
            before[1] & !self.unsolved[1],
            before[2] & !self.unsolved[2],
        );
        if s0 | s1 | s2 != 0 {
            self.pending.subbands |= self.clear_solved(s0, s1, s2);
        }
        Ok(())
    }

    /// Runs the deductions until none finds anything more.
    pub fn propagate(&mut self) -> Result<(), Contradiction> {
        self.propagate_then::<true>()
    }

    /// [`Board::propagate`] without the triads, for nearly solved boards:
    /// there they almost never find anything, yet cost a fifth of the
    /// search (on the serg set, 34-35 givens, counting to two visits 8.63
    /// nodes a puzzle without them, 8.60 with them).
    pub fn propagate_without_triads(&mut self) -> Result<(), Contradiction> {
        self.propagate_then::<false>()
    }

    /// [`Board::propagate`], with or without the triads.
    #[inline(always)]
    fn propagate_then<const TRIADS: bool>(&mut self) -> Result<(), Contradiction> {
        let mut pending = self.pending;
        let result = self.propagate_with::<TRIADS>(&mut pending);
        self.pending = pending;
        result
    }

    /// [`Board::propagate`] with the pending work in a local variable.
    #[inline(always)]
    fn propagate_with<const TRIADS: bool>(
        &mut self,
        pending: &mut Pending,
    ) -> Result<(), Contradiction> {
        // The cells solved since the last clearing are those that left
        // `unsolved` since then (only band steps take cells out of it, and
        // a propagation starts with none left to clear).
        let mut cleared = [self.unsolved[0], self.unsolved[1], self.unsolved[2]];
        loop {
            // The highest pending subband and stack first (the last digit's,
            // its bottom band first): any order ends at the same board, and
            // this one gets there in fewer steps than the lowest first.
            while pending.subbands != 0 {
                let s = 63 - pending.subbands.leading_zeros() as usize;
                pending.subbands &= !(1u64 << s);
                self.band_step::<TRIADS>(pending, s)?;
            }
            if pending.stacks != 0 {
                while pending.stacks != 0 {
                    let d = 31 - pending.stacks.leading_zeros() as usize;
                    pending.stacks &= !(1u32 << d);
                    self.stack_step::<TRIADS>(pending, d);
                }
                if pending.subbands != 0 {
                    continue;
                }
            }
            let now = [self.unsolved[0], self.unsolved[1], self.unsolved[2]];
            let (s0, s1, s2) = (
                cleared[0] & !now[0],
                cleared[1] & !now[1],
                cleared[2] & !now[2],
            );
            if s0 | s1 | s2 != 0 {
                pending.subbands |= self.clear_solved(s0, s1, s2);
                cleared = now;
                continue;
            }
            if self.is_solved() {
                return Ok(());
            }
            // Without the triads, the board is searched by cells: singles
            // are placed outright (see `place`).
            let singles = if TRIADS {
                self.naked_singles::<false>()?
            } else {
                self.naked_singles::<true>()?
            };
            if singles != 0 {
                pending.subbands |= singles & !PLACED;
                continue;
            }
            if !TRIADS {
                return Ok(());
            }
            // Both kinds of triads, even if the first finds something: the
            // second reads only caches, and a round of steps is dearer.
            let rows = self.minirow_triads()?;
            let columns = self.minicolumn_triads()?;
            if rows.is_none() && columns.is_none() {
                return Ok(());
            }
            pending.subbands |= rows.unwrap_or(0) | columns.unwrap_or(0);
        }
    }

    /// Rows and boxes of band `b` for digit index `d`, subband
    /// `s = subband(b, d)` (see the module docs). `CACHES`: keep
    /// [`Board::minirows`] (propagation with the triads).
    #[inline(always)]
    fn band_step<const CACHES: bool>(
        &mut self,
        pending: &mut Pending,
        s: usize,
    ) -> Result<(), Contradiction> {
        let (b, d) = (s & 3, s >> 2);
        // Flat views: one bounds check on `s` covers them all.
        let cells = self.cand.as_flattened()[s];
        let minirows = minirows(cells);
        let pairing = band_match(minirows);
        let cells = cells & pairing as u32;
        if cells == 0 {
            return Err(Contradiction);
        }
        if CACHES {
            self.minirows[s] = minirows as u16;
        }
        let columns = columns_of(cells);
        let column_data = column_data(columns, b);
        let present = self.present[d];
        let now = present & BAND_STEP.other_lanes[b] | column_data as u32;
        // Only when the digit's columns changed: a stack step whose input is
        // the same as at its last run finds nothing (its removals were made
        // then). Branch-free; on the hardest sets this skips more than half
        // of the stack steps (docs/benchmarks.md, the fifth pass, has the
        // figures on two machines).
        pending.stacks |= ((now != present) as u32) << d;
        self.present[d] = now;

        // A box with one row and one column left holds the digit in one cell.
        let single = (pairing >> 32) as u32 & (column_data >> 32) as u32;
        let newly = cells & single & self.unsolved[b];
        // Branch-free: the other digits lose the new cells later, in one go
        // (see `clear_solved`). Until then their stale candidates only make
        // their own band steps find less, never something false.
        self.unsolved[b] &= !newly;
        self.claims.as_flattened_mut()[s] |= newly;
        self.cand.as_flattened_mut()[s] = cells;
        Ok(())
    }

    /// Removes the cells solved by recent band steps from every other digit;
    /// returns the subbands that changed. A cell claimed by two digits goes
    /// from both (a contradiction the band steps then see): the second
    /// claimer found it already solved, so it is not in its claims.
    // Not inlined: once per batch, and inlining it makes the compiler keep
    // copies of all claims around the band-step loop.
    #[inline(never)]
    fn clear_solved(&mut self, s0: u32, s1: u32, s2: u32) -> u64 {
        // Three plain arguments travel in registers.
        // All three bands of each digit at once; the lane bits of the
        // result are the subband bits.
        clear_unkept9(&mut self.cand, [s0, s1, s2, 0], &self.claims)
    }

    /// Columns and boxes of each stack for digit index `d` (see the module
    /// docs). `CACHES`: keep [`Board::minicolumns`].
    #[inline(always)]
    fn stack_step<const CACHES: bool>(&mut self, pending: &mut Pending, d: usize) {
        let present = self.present[d];
        let allowed = pairings3(present);
        if CACHES {
            self.minicolumns[d] = allowed;
        }
        if allowed != present {
            // Band-major (bit `9 * b + c`): each band's columns in one shift.
            let removed = transpose_groups(present & !allowed);
            let mut dirty = 0u64;
            for b in 0..3 {
                let columns = (removed >> (9 * b)) & ROW;
                and_lane(&mut self.cand[d][b], !spread_columns(columns));
                // Dirty whenever columns go (the subband almost always still
                // had cells there): this test does not wait for its load.
                dirty |= ((columns != 0) as u64) << b;
            }
            pending.subbands |= dirty << subband(0, d);
        }
    }

    /// Places every cell with a single candidate; returns the subbands that
    /// changed, with [`PLACED`] if there were any singles (0 if none). Also
    /// records the bivalue cells. `PLACE`: each single is placed outright
    /// ([`Board::place`]), for boards searched by cells; else only its
    /// band's row and box lose it.
    ///
    /// Counted with AVX2 where the processor has it (checked at run time,
    /// one load of a cached flag), else with SSE2. Either way the scan is a
    /// call of its own: inlined into `propagate` (as it was once both kinds
    /// were generic), the hardest sets ran slower for the same instructions.
    #[inline(always)]
    fn naked_singles<const PLACE: bool>(&mut self) -> Result<u64, Contradiction> {
        #[cfg(target_arch = "x86_64")]
        if super::avx2::available() {
            // SAFETY: the processor has AVX2 (checked just above).
            return unsafe { self.naked_singles_avx2::<PLACE>() };
        }
        self.naked_singles_sse2::<PLACE>()
    }

    /// [`Board::naked_singles`] with the candidates counted by AVX2
    /// ([`cell_counts_avx2`]).
    ///
    /// # Safety
    /// The processor must support AVX2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    #[inline(never)]
    unsafe fn naked_singles_avx2<const PLACE: bool>(&mut self) -> Result<u64, Contradiction> {
        // SAFETY: the caller checked AVX2.
        self.naked_singles_with::<PLACE>(|cand| unsafe { cell_counts_avx2(cand) })
    }

    /// [`Board::naked_singles`] with the candidates counted by SSE2 (or
    /// portably off x86-64).
    #[inline(never)]
    fn naked_singles_sse2<const PLACE: bool>(&mut self) -> Result<u64, Contradiction> {
        self.naked_singles_with::<PLACE>(cell_counts)
    }

    /// [`Board::naked_singles`], counting the candidates with `counts`.
    #[inline(always)]
    fn naked_singles_with<const PLACE: bool>(
        &mut self,
        counts: impl FnOnce(&[[u32; 4]; 9]) -> CellCounts,
    ) -> Result<u64, Contradiction> {
        let mut placed = false;
        let mut dirty = 0u64;
        let mut pending = Pending {
            subbands: 0,
            stacks: 0,
        };
        // Bit-sliced counting, all bands at once: cells with at least one,
        // two, three candidates, and the digit index of the cells with one
        // (a single placed outright changes the other bands' lanes too: a
        // cell there whose only digit it takes is skipped below, and the
        // next scan sees it empty).
        let counts = counts(&self.cand);
        let [ones, twos, threes] = counts.at_least;
        for b in 0..3 {
            let (one, two, three) = (ones[b], twos[b], threes[b]);
            if one != BAND {
                return Err(Contradiction);
            }
            self.bivalue[b] = two & !three;
            let mut singles = one & !two & self.unsolved[b];
            placed |= singles != 0;
            if singles != 0 {
                let digit_bits = counts.index_bits.map(|plane| plane[b]);
                while singles != 0 {
                    let pos = singles.trailing_zeros() as usize;
                    singles &= singles - 1;
                    let d = digit_at(&digit_bits, pos);
                    // An earlier single of this pass may have taken the cell's
                    // only digit already; the next scan then sees an empty
                    // cell, so only placing a digit the cell has is fine.
                    let cell = BandCell { band: b, pos };
                    if !self.allows(cell, d) {
                        continue;
                    }
                    if PLACE {
                        self.place_with(&mut pending, cell, d, 0);
                    } else {
                        self.cand[d][b] &= KEEP_IN_BAND[pos];
                        dirty |= 1u64 << subband(b, d);
                    }
                }
            }
        }
        Ok(dirty | pending.subbands | (placed as u64) << 63)
    }

    /// Subband `s`'s cached minirows (nine bits) as a table index. The mask
    /// changes nothing (the band step stores nine bits) but spares a bounds
    /// check per lookup: `branch_split` reads 27 of them, and with the
    /// checks it kept most of them on the stack (callgrind, counting to two
    /// on hardest 1106: see docs/benchmarks.md, fifth pass).
    #[inline(always)]
    fn minirow_set(&self, s: usize) -> usize {
        (self.minirows[s] & 0o777) as usize
    }

    /// Each minirow holds exactly three digits: if only three digits can go
    /// in a minirow, they all must; if three digits must go there, no other
    /// can. `Ok(Some(subbands changed))` if anything followed.
    fn minirow_triads(&mut self) -> Result<Option<u64>, Contradiction> {
        let mut allowed = [0u32; 9];
        let mut forced = [0u32; 9];
        for b in 0..3 {
            for d in 0..9 {
                let a = PAIRINGS[self.minirow_set(subband(b, d))] as u32;
                allowed[d] |= a << (9 * b);
                forced[d] |= (LONE_IN_ROW[a as usize] as u32) << (9 * b);
            }
        }
        let Some((news, excluded)) = triad_news(&allowed, &forced)? else {
            return Ok(None);
        };
        let mut pending = Pending {
            subbands: 0,
            stacks: 0,
        };
        for d in 0..9 {
            if news[d] | excluded[d] != 0 {
                for b in 0..3 {
                    let n = (news[d] >> (9 * b)) & ROW;
                    let x = (excluded[d] >> (9 * b)) & ROW;
                    let keep = KEEP_FOR_MINIROWS[n as usize] & !MINIROW_CELLS[x as usize];
                    self.restrict(&mut pending, b, d, keep);
                }
            }
        }
        Ok(Some(pending.subbands))
    }

    /// The same as [`Board::minirow_triads`] for minicolumns.
    fn minicolumn_triads(&mut self) -> Result<Option<u64>, Contradiction> {
        let mut forced = [0u32; 9];
        for (f, &a) in forced.iter_mut().zip(&self.minicolumns) {
            for t in 0..3 {
                *f |= (LONE_IN_ROW[((a >> (9 * t)) & ROW) as usize] as u32) << (9 * t);
            }
        }
        let Some((news, excluded)) = triad_news(&self.minicolumns, &forced)? else {
            return Ok(None);
        };
        let mut pending = Pending {
            subbands: 0,
            stacks: 0,
        };
        for d in 0..9 {
            if news[d] | excluded[d] != 0 {
                let news = transpose_groups(news[d]);
                let excluded = transpose_groups(excluded[d]);
                let mut keep = [BAND; 3];
                for b in 0..3 {
                    let n = (news >> (9 * b)) & ROW;
                    let x = (excluded >> (9 * b)) & ROW;
                    // A forced minicolumn's box loses the digit in its other
                    // columns, and the other bands lose it in that column.
                    let stacks = (n | n >> 1 | n >> 2) & 0o111;
                    let others = (stacks * 7) & !n;
                    keep[b] &= !spread_columns(others | x);
                    keep[(b + 1) % 3] &= !spread_columns(n);
                    keep[(b + 2) % 3] &= !spread_columns(n);
                }
                for (b, &k) in keep.iter().enumerate() {
                    self.restrict(&mut pending, b, d, k);
                }
            }
        }
        Ok(Some(pending.subbands))
    }

    /// The cell to branch on, after a propagation that did not finish the
    /// grid: the first bivalue cell, or else the fewest-candidate cell among
    /// the first unsolved cell of each band.
    #[inline]
    pub fn branch_cell(&self) -> BandCell {
        for band in 0..3 {
            if self.bivalue[band] != 0 {
                return BandCell {
                    band,
                    pos: self.bivalue[band].trailing_zeros() as usize,
                };
            }
        }
        let mut best = BandCell { band: 0, pos: 0 };
        let mut best_count = u32::MAX;
        for band in 0..3 {
            if self.unsolved[band] != 0 {
                let cell = BandCell {
                    band,
                    pos: self.unsolved[band].trailing_zeros() as usize,
                };
                let count = self.digits_of(cell).count_ones();
                if count < best_count {
                    best = cell;
                    best_count = count;
                }
            }
        }
        best
    }

    /// The cell to branch on in a search by cells that only counts (any
    /// order of the solutions will do): the first bivalue cell of the band
    /// with the most unsolved cells among those that have one, or else
    /// [`Board::branch_cell`]'s choice.
    ///
    /// The solutions then lie in fewer, larger subtrees: the search reaches
    /// boards it counts directly sooner. The choice was measured against
    /// the row, box or stack with the most unsolved cells and the band's
    /// last bivalue cell (`docs/benchmarks.md`, the exact solver's ninth
    /// pass).
    #[inline]
    pub fn branch_cell_counting(&self) -> BandCell {
        let mut band = usize::MAX;
        let mut most = 0;
        let counts = self.unsolved_counts();
        for (b, &n) in counts.iter().enumerate() {
            if self.bivalue[b] != 0 && n > most {
                most = n;
                band = b;
            }
        }
        if band == usize::MAX {
            return self.branch_cell();
        }
        BandCell {
            band,
            pos: self.bivalue[band].trailing_zeros() as usize,
        }
    }

    /// The bivalue cells of each band as of the last naked singles scan.
    #[inline(always)]
    pub fn bivalue_lanes(&self) -> [u32; 3] {
        self.bivalue
    }

    /// A branch on a digit's layout in the band or stack with the lowest
    /// score, the sum of `weights` over its digits' edge sets (0 for a unit
    /// with every digit decided): with
    /// [`LAYOUT_WEIGHT`](super::tables::LAYOUT_WEIGHT), the fewest layouts
    /// left over all digits not yet fully decided; for the digit with the
    /// fewest layouts (at least two) there.
    pub fn branch_split(&self, weights: &[u16; 512]) -> Option<Split> {
        let mut totals = [0u32; 6];
        for (b, total) in totals[..3].iter_mut().enumerate() {
            for d in 0..9 {
                *total += weights[self.minirow_set(subband(b, d))] as u32;
            }
        }
        for &m in &self.minicolumns {
            for t in 0..3 {
                totals[3 + t] += weights[((m >> (9 * t)) & ROW) as usize] as u32;
            }
        }
        let mut unit = usize::MAX;
        let mut best = u32::MAX;
        for (u, &total) in totals.iter().enumerate() {
            if total > 0 && total < best {
                best = total;
                unit = u;
            }
        }
        if unit == usize::MAX {
            return None;
        }
        let matrix = |d: usize| {
            if unit < 3 {
                self.minirow_set(subband(unit, d)) as u32
            } else {
                (self.minicolumns[d] >> (9 * (unit - 3))) & ROW
            }
        };
        let mut digit = 0;
        let mut fewest = u32::MAX;
        for d in 0..9 {
            let n = PAIRING_COUNT[matrix(d) as usize] as u32;
            if n >= 2 && n < fewest {
                fewest = n;
                digit = d;
            }
        }
        let allowed = PAIRINGS[matrix(digit) as usize] as u32;
        // An edge in a row with two or more edges left splits the layouts.
        let mut edge = 0;
        for i in 0..3 {
            let row = (allowed >> (3 * i)) & 7;
            if row & (row - 1) != 0 {
                edge = 3 * i + row.trailing_zeros() as usize;
                break;
            }
        }
        Some(Split::new(digit, unit, edge))
    }

    /// Takes one side of `split`: the digit in the minirow or minicolumn
    /// (`inside`), or not.
    #[inline(always)]
    pub fn take_split(&mut self, split: Split, inside: bool) {
        let (unit, d) = (split.unit(), split.digit());
        let (i, j) = (split.edge() / 3, split.edge() % 3);
        let mut pending = self.pending;
        if unit < 3 {
            // Band `unit`, row i, box j: inside, the row's other boxes and the
            // box's other rows lose the digit; outside, the minirow does.
            let row = ROW << (9 * i);
            let boxed = 0o007_007_007 << (3 * j);
            let keep = if inside {
                !(row ^ boxed)
            } else {
                !(row & boxed)
            };
            self.restrict(&mut pending, unit, d, keep);
        } else {
            // Stack `unit - 3`, band i, column 3 * stack + j: inside, the
            // box's other columns and the column's other bands lose the
            // digit; outside, the minicolumn does.
            let stack = unit - 3;
            let column = column_cells(3 * stack + j);
            let boxed = 0o007_007_007 << (3 * stack);
            if inside {
                for b in 0..3 {
                    let keep = if b == i { !(boxed & !column) } else { !column };
                    self.restrict(&mut pending, b, d, keep);
                }
            } else {
                self.restrict(&mut pending, i, d, !column);
            }
        }
        self.pending = pending;
    }

    /// The solved grid; only meaningful when [`Board::is_solved`].
    pub fn solution(&self) -> Grid {
        let mut grid = Grid::empty();
        self.write_solution(&mut grid);
        grid
    }

    /// Writes [`Board::solution`] into `grid`, in place: no grid to check
    /// and move around (the uniqueness check's time per easy puzzle is short
    /// enough for that to count).
    #[inline]
    pub fn write_solution(&self, grid: &mut Grid) {
        // Each cell's value (digit index + 1) bit-sliced into four planes per
        // band, then turned into bytes 32 cells at a time (see
        // [`band_values`]) instead of a loop over the 81 cells. Every value
        // is at most 9 (`band_values` caps them), so the grid stays valid
        // whatever the board; a solved board has one digit per cell, so
        // every value is then 1..=9.
        let values = grid.values_mut();
        for b in 0..3 {
            let mut planes = [0u32; 4];
            for (d, digit) in self.cand.iter().enumerate() {
                for (k, plane) in planes.iter_mut().enumerate() {
                    if (d + 1) & (1 << k) != 0 {
                        *plane |= digit[b];
                    }
                }
            }
            let band = band_values(planes);
            if b < 2 {
                // The last five bytes run past the band, with zeros: the
                // next band overwrites them.
                values[27 * b..27 * b + 32].copy_from_slice(&band);
            } else {
                values[54..].copy_from_slice(&band[..27]);
            }
        }
    }

    /// [`Board::solution`] read digit by digit, cell by cell.
    #[cfg(test)]
    fn solution_cell_by_cell(&self) -> Grid {
        let mut values = [0u8; 81];
        for (d, digit) in self.cand.iter().enumerate() {
            for (b, &band_cells) in digit[..3].iter().enumerate() {
                let mut cells = band_cells;
                while cells != 0 {
                    values[27 * b + cells.trailing_zeros() as usize] = d as u8 + 1;
                    cells &= cells - 1;
                }
            }
        }
        Grid::from_values(values).expect("digits are 1..=9")
    }
}

/// Counts, over the nine digits, which triads (minirows or minicolumns,
/// 27 bits) each digit may and must occupy, and finds what follows from each
/// triad holding exactly three digits: per digit, the triads it now must
/// occupy, and those it now cannot. `None` if nothing follows.
#[inline(always)]
#[allow(clippy::type_complexity)]
fn triad_news(
    allowed: &[u32; 9],
    forced: &[u32; 9],
) -> Result<Option<([u32; 9], [u32; 9])>, Contradiction> {
    let (mut p1, mut p2, mut p3, mut p4) = (0u32, 0u32, 0u32, 0u32);
    let (mut f1, mut f2, mut f3, mut f4) = (0u32, 0u32, 0u32, 0u32);
    // Triads where some digit may go without having to.
    let mut loose = 0u32;
    for d in 0..9 {
        let a = allowed[d];
        p4 |= p3 & a;
        p3 |= p2 & a;
        p2 |= p1 & a;
        p1 |= a;
        let f = forced[d];
        f4 |= f3 & f;
        f3 |= f2 & f;
        f2 |= f1 & f;
        f1 |= f;
        loose |= a & !f;
    }
    if p3 != BAND || f4 != 0 {
        return Err(Contradiction);
    }
    // Exactly three may: all three must. Three must: no other may.
    let exactly_three = p3 & !p4;
    let full = f3;
    // Every news or exclusion is a loose digit in one of these triads: most
    // of the time there is none, and the per-digit pass below is skipped.
    if loose & (exactly_three | full) == 0 {
        return Ok(None);
    }
    let mut news = [0u32; 9];
    let mut excluded = [0u32; 9];
    let mut any = 0;
    for d in 0..9 {
        news[d] = allowed[d] & exactly_three & !forced[d];
        excluded[d] = allowed[d] & full & !forced[d];
        any |= news[d] | excluded[d];
    }
    Ok((any != 0).then_some((news, excluded)))
}

/// The nine minirow bits of one band of a digit (bit `3 * r + k`: row `r`, box `k`).
#[inline(always)]
fn minirows(cells: u32) -> u32 {
    let rows = &BAND_STEP.minirows_of_row;
    let m = rows[0][(cells & ROW) as usize]
        | rows[1][((cells >> 9) & ROW) as usize]
        | rows[2][((cells >> 18) & ROW) as usize];
    m as u32
}

/// [`BAND_MATCH`](super::tables::BAND_MATCH) of a band's minirows.
#[inline(always)]
fn band_match(minirows: u32) -> u64 {
    let i = minirows as usize;
    debug_assert!(i < 512);
    // SAFETY: `minirows` ORs three entries of `MINIROWS_OF_ROW`, all below
    // 512 (nine bits), so `i` is in range. Unchecked: a mask or a bounds
    // check here would lengthen the band step's chain of dependent loads.
    unsafe { *BAND_STEP.band_match.get_unchecked(i) }
}

/// The columns (bit `c`) where one band of a digit has a cell: its minicolumns.
#[inline(always)]
fn columns_of(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & ROW
}

/// The band's cells in the given columns.
#[inline(always)]
fn spread_columns(columns: u32) -> u32 {
    columns * column_cells(0)
}

/// Band `b`'s columns (bit `c`) from a stack-major minicolumn set (see
/// [`STACK_LANES`](super::tables)).
#[cfg(test)]
fn from_stack_major(minicolumns: u32, b: usize) -> u32 {
    let x = minicolumns >> (3 * b);
    (x & 0o7) | (x >> 6) & 0o70 | (x >> 12) & 0o700
}

/// [`PAIRINGS`] of each of three 9-bit matrices side by side.
#[inline(always)]
fn pairings3(x: u32) -> u32 {
    PAIRINGS[(x & ROW) as usize] as u32
        | (PAIRINGS[((x >> 9) & ROW) as usize] as u32) << 9
        | (PAIRINGS[((x >> 18) & ROW) as usize] as u32) << 18
}

/// Swaps the roles of the two 3-bit group indices in nine groups of 3 bits:
/// the group at `9 * i + 3 * j` moves to `9 * j + 3 * i`. Applied to the
/// three bands' column bits (band-major), it yields them stack-major.
#[inline(always)]
fn transpose_groups(x: u32) -> u32 {
    const DIAGONAL: u32 = 0o7 | 0o7 << 12 | 0o7 << 24;
    const SIX: u32 = 0o7 << 3 | 0o7 << 15;
    const TWELVE: u32 = 0o7 << 6;
    (x & DIAGONAL) | (x & SIX) << 6 | (x >> 6) & SIX | (x & TWELVE) << 12 | (x >> 12) & TWELVE
}

/// The digit index at `pos` read from one band's lanes of
/// [`CellCounts::index_bits`](super::lanes::CellCounts).
#[inline(always)]
fn digit_at(bits: &[u32; 4], pos: usize) -> usize {
    let mut d = 0;
    for (k, plane) in bits.iter().enumerate() {
        d |= ((plane >> pos) & 1) << k;
    }
    d as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::tables::{stack_lanes, BAND_LANES};

    fn grid(s: &str) -> Grid {
        Grid::parse_unchecked(s).unwrap()
    }

    /// The givens of `g` as [`Board::from_digit_cells`] takes them.
    fn digit_cells(g: &Grid) -> [u128; 9] {
        let mut by_digit = [0u128; 9];
        for (i, &v) in g.values().iter().enumerate() {
            if v != 0 {
                by_digit[v as usize - 1] |= 1u128 << i;
            }
        }
        by_digit
    }

    #[test]
    fn board_from_digit_cells_matches_load() {
        use rand::{Rng, SeedableRng};
        let mut rng = crate::DefaultRng::seed_from_u64(11);
        for round in 0..40 {
            let full = crate::fill::random_grid(&mut rng);
            let mut g = full;
            for c in crate::Cell::all() {
                if rng.random_range(0..81) < round * 2 {
                    g.clear(c);
                }
            }
            let loaded = Board::from_grid(&g).unwrap();
            let built = Board::from_digit_cells(&digit_cells(&g)).unwrap();
            assert_eq!(loaded.cand, built.cand, "{g}");
            assert_eq!(loaded.claims, built.claims, "{g}");
            assert_eq!(loaded.unsolved, built.unsolved, "{g}");
            assert_eq!(loaded.minirows, built.minirows);
            assert_eq!(loaded.present, built.present);
            assert_eq!(loaded.minicolumns, built.minicolumns);
            assert_eq!(loaded.bivalue, built.bivalue);
            assert_eq!(loaded.pending.subbands, built.pending.subbands);
            assert_eq!(loaded.pending.stacks, built.pending.stacks);
        }
    }

    #[test]
    fn board_from_digit_cells_rejects_clashes() {
        // Two 1s in a row, a column, a box; and two digits in one cell.
        for line in [
            format!("1.......1{}", ".".repeat(72)),
            format!("1{}1{}", ".".repeat(71), ".".repeat(8)),
            format!("1.........1{}", ".".repeat(70)),
        ] {
            let g = grid(&line);
            assert!(Board::from_digit_cells(&digit_cells(&g)).is_err(), "{line}");
            assert!(Board::from_grid(&g).is_err(), "{line}");
        }
        let mut by_digit = [0u128; 9];
        by_digit[0] = 1;
        by_digit[1] = 1;
        assert!(Board::from_digit_cells(&by_digit).is_err());
        assert!(Board::from_digit_cells(&[0; 9]).is_ok());
    }

    #[test]
    fn solution_reads_both_ways_alike() {
        let mut b = Board::from_grid(&grid(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        ))
        .unwrap();
        b.propagate().unwrap();
        assert_eq!(b.solution(), b.solution_cell_by_cell());
    }

    #[test]
    fn band_cell_round_trip() {
        for i in 0..81 {
            let c = BandCell::from_index(i);
            assert_eq!(27 * c.band + c.pos, i);
        }
        assert_eq!(BandCell::from_index(30), BandCell { band: 1, pos: 3 });
    }

    #[test]
    fn transpose_groups_swaps_indices() {
        for i in 0..3 {
            for j in 0..3 {
                let x = 0b101 << (9 * i + 3 * j);
                assert_eq!(transpose_groups(x), 0b101 << (9 * j + 3 * i));
            }
        }
        assert_eq!(transpose_groups(BAND), BAND);
    }

    #[test]
    fn stack_major_lanes_round_trip() {
        for (b, &band_lanes) in BAND_LANES.iter().enumerate() {
            for columns in [0, 0o777, 0o421, 0o124, 0o700] {
                let lane = stack_lanes(columns, b);
                assert_eq!(lane & !band_lanes, 0);
                assert_eq!(from_stack_major(lane, b), columns);
            }
        }
        // Column 4 (stack 1, j = 1) of band 2 sits at 9 * 1 + 3 * 2 + 1.
        assert_eq!(stack_lanes(1 << 4, 2), 1 << 16);
        // The three bands' lanes tile the layout, matching transpose_groups.
        let cols: [u32; 3] = [0o123, 0o456, 0o701];
        let by_stack = transpose_groups(cols[0] | cols[1] << 9 | cols[2] << 18);
        assert_eq!(
            stack_lanes(cols[0], 0) | stack_lanes(cols[1], 1) | stack_lanes(cols[2], 2),
            by_stack
        );
    }

    #[test]
    fn triads_hold_exactly_three_digits() {
        // Triad 0 open to digits 0, 1, 2 only; triad 5 forced for 3, 4, 5.
        let mut allowed = [BAND; 9];
        for a in &mut allowed[3..] {
            *a &= !1;
        }
        let mut forced = [0u32; 9];
        for f in &mut forced[3..6] {
            *f = 1 << 5;
        }
        let (news, excluded) = triad_news(&allowed, &forced).unwrap().unwrap();
        for d in 0..9 {
            assert_eq!(news[d], if d < 3 { 1 } else { 0 }, "digit {d}");
            let expected = if (3..6).contains(&d) { 0 } else { 1 << 5 };
            assert_eq!(excluded[d], expected, "digit {d}");
        }
        // Nothing to learn when every triad is open to all digits.
        assert_eq!(triad_news(&[BAND; 9], &[0; 9]), Ok(None));
        // Only two digits can go in triad 0: contradiction.
        let mut two = [BAND; 9];
        for a in &mut two[2..] {
            *a &= !1;
        }
        assert_eq!(triad_news(&two, &[0; 9]), Err(Contradiction));
        // Four digits must go in triad 0: contradiction.
        let mut four = [0u32; 9];
        for f in &mut four[..4] {
            *f = 1;
        }
        assert_eq!(triad_news(&[BAND; 9], &four), Err(Contradiction));
    }

    #[test]
    fn digit_index_from_bit_planes() {
        let mut cand = [[0u32; 4]; 9];
        for (d, cells) in cand.iter_mut().enumerate() {
            cells[1] = 1 << (2 * d);
        }
        let bits = cell_counts(&cand).index_bits.map(|plane| plane[1]);
        for d in 0..9 {
            assert_eq!(digit_at(&bits, 2 * d), d);
        }
    }

    #[test]
    fn givens_clear_peers_and_cell() {
        let mut g = Grid::empty();
        g.set(crate::Cell::at(4, 4), crate::Digit::new(5));
        let b = Board::from_grid(&g).unwrap();
        let cell = BandCell::from_index(40); // r5c5
        assert_eq!(b.digits_of(cell), 1 << 4);
        assert_eq!(b.unsolved[1] & cell.bit(), 0);
        for peer in crate::Cell::at(4, 4).peers() {
            assert!(!b.allows(BandCell::from_index(peer.index()), 4), "{peer}");
        }
        // Not a peer: r1c1 still allows 5 (and everything else).
        assert_eq!(b.digits_of(BandCell::from_index(0)), 0x1FF);
        // A clashing 5 in the same column, row or box fails.
        for other in [(0, 4), (4, 0), (3, 3)] {
            let mut clash = g;
            clash.set(crate::Cell::at(other.0, other.1), crate::Digit::new(5));
            assert!(Board::from_grid(&clash).is_err(), "{other:?}");
        }
    }

    #[test]
    fn propagation_solves_an_easy_puzzle_without_guessing() {
        let mut b = Board::from_grid(&grid(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        ))
        .unwrap();
        b.propagate().unwrap();
        assert!(b.is_solved());
        assert_eq!(
            b.solution().to_line(),
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
        );
    }

    #[test]
    fn hidden_single_in_a_row_is_found() {
        // 9s elsewhere leave r1c9 as the only place for a 9 in row 1.
        let mut g = Grid::empty();
        for (r, c) in [(1, 0), (4, 3), (2, 4), (5, 6), (6, 7)] {
            g.set(crate::Cell::at(r, c), crate::Digit::new(9));
        }
        let mut b = Board::from_grid(&g).unwrap();
        b.propagate().unwrap();
        let r1c9 = BandCell::from_index(8);
        assert_eq!(b.digits_of(r1c9), 1 << 8);
        assert_eq!(b.unsolved[0] & r1c9.bit(), 0);
    }

    #[test]
    fn hidden_single_in_a_column_is_found() {
        // 9s in rows 2..9 (none in column 1) leave r1c1 as column 1's only 9.
        let mut g = Grid::empty();
        for (r, c) in [
            (1, 3),
            (2, 6),
            (3, 1),
            (4, 4),
            (5, 7),
            (6, 2),
            (7, 5),
            (8, 8),
        ] {
            g.set(crate::Cell::at(r, c), crate::Digit::new(9));
        }
        let mut b = Board::from_grid(&g).unwrap();
        b.propagate().unwrap();
        let r1c1 = BandCell::from_index(0);
        assert_eq!(b.digits_of(r1c1), 1 << 8);
        assert_eq!(b.unsolved[0] & r1c1.bit(), 0);
    }

    #[test]
    fn empty_cell_is_a_contradiction() {
        // r1c1 sees 1..8 in its row and a 9 in its column: no candidate left.
        let mut b = Board::from_grid(&grid(&format!(
            ".12345678{}9{}",
            ".".repeat(18),
            ".".repeat(53)
        )))
        .unwrap();
        assert_eq!(b.propagate(), Err(Contradiction));
    }

    /// Placing a digit outright ([`Board::place`]) and assuming it leave
    /// the same propagated board (searched by cells), and so do contradictions.
    /// The inline copy at a branch is the plain copy, field by field, on
    /// boards fresh and mid-search (caches, claims and pending work set).
    #[test]
    fn branch_copy_is_a_plain_copy() {
        use rand::{Rng, SeedableRng};
        let mut rng = crate::DefaultRng::seed_from_u64(31);
        for round in 0..100 {
            let full = crate::fill::random_grid(&mut rng);
            let mut g = full;
            for c in crate::Cell::all() {
                if rng.random_range(0..81) < 20 + round % 60 {
                    g.clear(c);
                }
            }
            let mut board = Board::from_grid(&g).unwrap();
            for step in 0..3 {
                let plain = board;
                let mut slot = MaybeUninit::uninit();
                let copy = board.copy_into(&mut slot);
                assert_eq!(copy.cand, plain.cand, "{g} {step}");
                assert_eq!(copy.unsolved, plain.unsolved, "{g} {step}");
                assert_eq!(copy.bivalue, plain.bivalue, "{g} {step}");
                assert_eq!(copy.minirows, plain.minirows, "{g} {step}");
                assert_eq!(copy.present, plain.present, "{g} {step}");
                assert_eq!(copy.minicolumns, plain.minicolumns, "{g} {step}");
                assert_eq!(copy.claims, plain.claims, "{g} {step}");
                assert_eq!(copy.pending.subbands, plain.pending.subbands);
                assert_eq!(copy.pending.stacks, plain.pending.stacks);
                if step == 0 {
                    if board.propagate().is_err() || board.is_solved() {
                        break;
                    }
                } else {
                    let cell = board.branch_cell();
                    let d = board.digits_of(cell).trailing_zeros() as usize;
                    board.assume(cell, d);
                }
            }
        }
    }

    #[test]
    fn placing_and_assuming_propagate_alike() {
        use rand::{Rng, SeedableRng};
        let mut rng = crate::DefaultRng::seed_from_u64(25);
        let mut compared = 0;
        for round in 0..200 {
            let full = crate::fill::random_grid(&mut rng);
            let mut g = full;
            let holes = 25 + round % 50;
            for c in crate::Cell::all() {
                if rng.random_range(0..81) < holes {
                    g.clear(c);
                }
            }
            let mut board = Board::from_grid(&g).unwrap();
            if board.propagate_without_triads().is_err() || board.is_solved() {
                continue;
            }
            let cell = board.branch_cell();
            let digits = board.digits_of(cell);
            let mut left = digits;
            while left != 0 {
                let d = left.trailing_zeros() as usize;
                left &= left - 1;
                let (mut assumed, mut placed) = (board, board);
                assumed.assume(cell, d);
                placed.place(cell, d, digits & !(1 << d));
                let a = assumed.propagate_without_triads();
                let p = placed.propagate_without_triads();
                assert_eq!(a, p, "{g}");
                if a.is_ok() {
                    assert_eq!(assumed.cand, placed.cand, "{g}");
                    assert_eq!(assumed.unsolved, placed.unsolved, "{g}");
                    assert_eq!(assumed.bivalue, placed.bivalue, "{g}");
                    assert_eq!(assumed.present, placed.present, "{g}");
                    compared += 1;
                }
            }
        }
        assert!(compared > 100, "{compared}");
    }

    /// The band steps of all subbands at once, then a propagation, reach
    /// the board a propagation reaches alone (caches read through their
    /// pairings), with and without the triads, from fresh boards and from
    /// boards halfway through a search; contradictions alike.
    #[test]
    fn band_steps_all_then_propagating_is_propagating() {
        use rand::{Rng, SeedableRng};
        let mut rng = crate::DefaultRng::seed_from_u64(33);
        let mut compared = 0;
        let same = |a: &Board, b: &Board, g: &Grid| {
            assert_eq!(a.cand, b.cand, "{g}");
            assert_eq!(a.unsolved, b.unsolved, "{g}");
            assert_eq!(a.bivalue, b.bivalue, "{g}");
            assert_eq!(a.present, b.present, "{g}");
        };
        for round in 0..300 {
            let full = crate::fill::random_grid(&mut rng);
            let mut g = full;
            let holes = 20 + round % 62;
            for c in crate::Cell::all() {
                if rng.random_range(0..81) < holes {
                    g.clear(c);
                }
            }
            // Now and then a wrong given, for contradictions.
            if round % 7 == 0 {
                let c = crate::Cell::at(rng.random_range(0..9), rng.random_range(0..9));
                g.set(c, crate::Digit::new(rng.random_range(1..=9)));
            }
            let Ok(loaded) = Board::from_grid(&g) else {
                continue;
            };
            // With the triads and the caches.
            let (mut alone, mut all) = (loaded, loaded);
            let a = alone.propagate();
            let b = all.band_steps_all::<true>().and_then(|()| all.propagate());
            assert_eq!(a, b, "{g}");
            if a.is_ok() {
                same(&alone, &all, &g);
                assert_eq!(alone.minicolumns, all.minicolumns, "{g}");
                for s in 0..36 {
                    if s % 4 != 3 {
                        let (x, y) = (alone.minirow_set(s), all.minirow_set(s));
                        assert_eq!(PAIRINGS[x], PAIRINGS[y], "{g}");
                        assert_eq!(PAIRING_COUNT[x], PAIRING_COUNT[y], "{g}");
                    }
                }
                compared += 1;
            }
            // Without them, after the givens' singles.
            let (mut alone, mut all) = (loaded, loaded);
            let a = alone
                .place_singles()
                .and_then(|()| alone.propagate_without_triads());
            let b = all
                .place_singles()
                .and_then(|()| all.band_steps_all::<false>())
                .and_then(|()| all.propagate_without_triads());
            assert_eq!(a, b, "{g}");
            if a.is_ok() {
                same(&alone, &all, &g);
            }
            // Halfway: a propagated board with one more digit placed.
            let mut board = loaded;
            if board.propagate_without_triads().is_err() || board.is_solved() {
                continue;
            }
            let cell = board.branch_cell();
            let digits = board.digits_of(cell);
            let d = digits.trailing_zeros() as usize;
            board.place(cell, d, digits & !(1 << d));
            let (mut alone, mut all) = (board, board);
            let a = alone.propagate_without_triads();
            let b = all
                .band_steps_all::<false>()
                .and_then(|()| all.propagate_without_triads());
            assert_eq!(a, b, "{g}");
            if a.is_ok() {
                same(&alone, &all, &g);
            }
        }
        assert!(compared > 150, "{compared}");
    }

    #[test]
    fn branch_cell_prefers_bivalue_cells() {
        let mut b = Board::from_grid(&grid(&format!("1234567{}", ".".repeat(74)))).unwrap();
        b.propagate().unwrap();
        let cell = b.branch_cell();
        assert_eq!(b.digits_of(cell).count_ones(), 2);
        assert_eq!(cell.band, 0);
    }

    #[test]
    fn counting_branches_in_the_emptiest_band_with_a_bivalue_cell() {
        // Band 0 has bivalue cells (r1c8, r1c9); bands 1 and 2 are empty,
        // without any. Then band 1 gets some too (r4c1-r4c7 given) and has
        // more unsolved cells (20) than band 0 (17: r2c1-r2c3 given).
        let mut b = Board::from_grid(&grid(&format!("1234567{}", ".".repeat(74)))).unwrap();
        b.propagate().unwrap();
        assert_eq!(b.branch_cell_counting(), b.branch_cell());
        let line = format!("1234567..789{}4567891{}", ".".repeat(15), ".".repeat(47));
        let mut b = Board::from_grid(&grid(&line)).unwrap();
        b.propagate().unwrap();
        let cell = b.branch_cell_counting();
        assert_eq!(b.digits_of(cell).count_ones(), 2);
        assert_eq!((cell.band, b.branch_cell().band), (1, 0));
    }
}
