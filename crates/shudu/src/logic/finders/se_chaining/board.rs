//! The candidate board Sudoku Explainer's chaining walks on, and the
//! geometry it reads in SE's order.
//!
//! A candidate is `cell * 9 + digit index` (0..729); a potential is a
//! candidate assumed true ("on") or false ("off"). Regions are numbered
//! block 0..9, row 9..18, column 18..27: the order in which SE looks at a
//! cell's regions, and each region's cells in SE's order (a block row by
//! row, a row left to right, a column top to bottom).
//!
//! This is not the engine's shared bit board for "what if" propagation
//! (`logic/finders/bit_board.rs`, on which the measured trial and the
//! stand-in forcing chains run), and it has different semantics: it keeps
//! candidates per cell (a `u16` per cell) beside the cells per digit, and a
//! placed cell has no candidate left, as in SE, whereas the shared board
//! keeps a placed cell's own digit and a set of unsolved cells. SE's rules
//! read it in SE's region order and remove candidates one at a time; the
//! shared board places digits and finds singles by whole-board bit
//! operations.

use crate::logic::Candidates;
use crate::Cell;

/// The 27 regions' cells, in SE's order (blocks, rows, columns); within a
/// region, that is increasing cell index.
pub(super) static REGION_CELLS: [[u8; 9]; 27] = region_cells();
/// Each cell's block, row and column region.
pub(super) static CELL_REGIONS: [[u8; 3]; 81] = cell_regions();
/// Each region's cells as a bit set.
pub(super) static REGION_MASK: [u128; 27] = region_masks();

const fn region_cells() -> [[u8; 9]; 27] {
    let mut out = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut k = 0;
        while k < 9 {
            let (br, bc) = ((i / 3) * 3, (i % 3) * 3);
            out[i][k] = ((br + k / 3) * 9 + bc + k % 3) as u8;
            out[9 + i][k] = (i * 9 + k) as u8;
            out[18 + i][k] = (k * 9 + i) as u8;
            k += 1;
        }
        i += 1;
    }
    out
}

const fn cell_regions() -> [[u8; 3]; 81] {
    let mut out = [[0u8; 3]; 81];
    let mut c = 0;
    while c < 81 {
        let (r, col) = (c / 9, c % 9);
        out[c] = [
            ((r / 3) * 3 + col / 3) as u8,
            (9 + r) as u8,
            (18 + col) as u8,
        ];
        c += 1;
    }
    out
}

const fn region_masks() -> [u128; 27] {
    let cells = region_cells();
    let mut out = [0u128; 27];
    let mut r = 0;
    while r < 27 {
        let mut k = 0;
        while k < 9 {
            out[r] |= 1u128 << cells[r][k];
            k += 1;
        }
        r += 1;
    }
    out
}

/// Candidates per cell and cells per digit, kept in step; placed cells
/// have no candidates (as in SE).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Board {
    /// `cand[cell]`: bit `d` for digit index `d`.
    pub cand: [u16; 81],
    /// `cells[d]`: the cells where digit index `d` is a candidate.
    pub cells: [u128; 9],
}

impl Board {
    pub fn new(c: &Candidates) -> Board {
        let empty = c.empty_cells();
        // Each digit's places read off the candidates' own boards (kept in
        // step with the cells' candidates), not gathered cell by cell.
        let mut b = Board {
            cand: [0; 81],
            cells: std::array::from_fn(|d| c.cells_with_index(d).bits() & empty.bits()),
        };
        for cell in empty {
            b.cand[cell.index()] = c.candidates(cell).bits();
        }
        debug_assert!((0..9).all(|d| {
            b.cells[d]
                == (0..81).fold(0u128, |m, cell| {
                    m | u128::from(b.cand[cell] >> d & 1) << cell
                })
        }));
        b
    }

    #[inline]
    pub fn remove(&mut self, cand: usize) {
        self.cand[cand / 9] &= !(1 << (cand % 9));
        self.cells[cand % 9] &= !(1u128 << (cand / 9));
    }

    /// The places of digit `d` in region `r`.
    #[inline]
    pub fn places(&self, r: usize, d: usize) -> u128 {
        self.cells[d] & REGION_MASK[r]
    }

    /// The cells with two candidates or more, and each digit's places in
    /// the cells with two: one pass over the cells, for everything of a
    /// search that reads them.
    pub fn starts_and_pairs(&self) -> (u128, [u128; 9]) {
        let (mut starts, mut bivalue) = (0u128, 0u128);
        for (c, &m) in self.cand.iter().enumerate() {
            let rest = m & m.wrapping_sub(1);
            if rest != 0 {
                let bit = 1u128 << c;
                starts |= bit;
                if rest & (rest - 1) == 0 {
                    bivalue |= bit;
                }
            }
        }
        (starts, self.cells.map(|b| b & bivalue))
    }
}

/// Whether `m` has exactly two bits set. Cheaper than `count_ones` where
/// the target has no popcount instruction (x86-64's baseline has none), as
/// on the hot paths here.
#[inline]
pub(super) fn two_bits(m: u128) -> bool {
    let rest = m & m.wrapping_sub(1);
    rest != 0 && rest & rest.wrapping_sub(1) == 0
}

/// Whether `m` has more than two bits set (see [`two_bits`]).
#[inline]
pub(super) fn over_two_bits(m: u128) -> bool {
    let rest = m & m.wrapping_sub(1);
    rest & rest.wrapping_sub(1) != 0
}

/// The cell of a candidate, as the engine's type.
pub(super) fn cell_of(cand: usize) -> Cell {
    Cell::at(cand / 81, (cand / 9) % 9)
}

/// Every peer of `cell` (its 20 cells), as a bit set.
#[inline]
pub(super) fn peers(cell: usize) -> u128 {
    PEERS[cell]
}

/// [`peers`] of every cell.
static PEERS: [u128; 81] = {
    let mut out = [0u128; 81];
    let mut cell = 0;
    while cell < 81 {
        let [b, r, c] = CELL_REGIONS[cell];
        out[cell] = (REGION_MASK[b as usize] | REGION_MASK[r as usize] | REGION_MASK[c as usize])
            & !(1u128 << cell);
        cell += 1;
    }
    out
};

/// SE's "off" consequences of `cand` being on, in its order: the cell's
/// other candidates (with `y`), then the digit's other places in the
/// block, row and column (each place once).
#[inline]
pub(super) fn on_to_off(board: &Board, cand: usize, y: bool, out: &mut Vec<u16>) {
    out.clear();
    on_to_off_onto(board, cand, y, out);
}

/// [`on_to_off`] added at the end of `out`.
#[inline]
pub(super) fn on_to_off_onto(board: &Board, cand: usize, y: bool, out: &mut Vec<u16>) {
    let (cell, d) = (cand / 9, cand % 9);
    if y {
        let mut m = board.cand[cell] & !(1 << d);
        while m != 0 {
            let e = m.trailing_zeros() as usize;
            m &= m - 1;
            out.push((cell * 9 + e) as u16);
        }
    }
    let mut seen = 1u128 << cell;
    for &r in &CELL_REGIONS[cell] {
        let places = board.places(r as usize, d) & !seen;
        if places == 0 {
            continue;
        }
        // A region's cells in SE's order are in increasing index.
        let mut m = places;
        while m != 0 {
            let other = m.trailing_zeros() as usize;
            m &= m - 1;
            out.push((other * 9 + d) as u16);
        }
        seen |= places;
    }
}
