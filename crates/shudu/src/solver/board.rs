//! The solver's state and its constraint propagation.
//!
//! For every digit and band the board keeps a 27-bit set of the cells that
//! may still hold the digit (a *subband*, see [`super::tables`]). A placed
//! digit keeps its own cell, so once every cell is solved the 27 subbands
//! spell out the solution.
//!
//! Propagation alternates two steps until neither finds anything:
//! - [`Board::settle_bands`] works digit by digit inside each band: rows and
//!   boxes of the band are paired one to one ([`BAND_MATCH`]), which removes
//!   locked candidates and finds hidden singles in rows and boxes; a box whose
//!   digit is confined to one column clears that column in the other two bands
//!   ([`COLUMN_INFO`]); a cell found to be the digit's only place in its box is
//!   solved and cleared from the other digits.
//! - [`Board::naked_singles`] counts candidates per cell, bit-sliced over the
//!   nine digits: cells with one candidate are placed, cells with none are a
//!   contradiction, cells with two are remembered for branching.

use super::tables::{
    column_cells, BAND, BAND_MATCH, BOXES_CELLS, COLUMN_INFO, FLAG_SHIFT, KEEP_IN_BAND,
    MINIROWS_OF_ROW, ROW,
};
use crate::Grid;

/// The board cannot be completed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Contradiction;

/// The index of digit `d`'s subband in band `b`.
#[inline(always)]
pub(crate) const fn subband(d: usize, b: usize) -> usize {
    3 * d + b
}

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

/// Search state; `Copy`, so a branch is a plain copy on the stack.
#[derive(Clone, Copy)]
pub(crate) struct Board {
    /// `cand[subband(d, b)]`: cells of band `b` where digit `d + 1` may stand.
    pub cand: [u32; 27],
    /// Cells of each band whose digit is not known yet.
    pub unsolved: [u32; 3],
    /// Cells of each band with exactly two candidates, as of the last
    /// [`Board::naked_singles`] scan (that scan ends every propagation).
    pub bivalue: [u32; 3],
    /// Subbands (bit `subband(d, b)`) changed since the band kernel last
    /// looked at them. Every change of `cand` sets its bit, so the kernel
    /// visits exactly the subbands that may yield something new.
    dirty: u32,
}

/// All 27 subbands.
const ALL_SUBBANDS: u32 = (1 << 27) - 1;

/// For each subband, the same digit's subbands in the other two bands.
static OTHER_BANDS: [[usize; 2]; 27] = {
    let mut t = [[0; 2]; 27];
    let mut s = 0;
    while s < 27 {
        let (d, b) = (s / 3, s % 3);
        t[s] = [subband(d, (b + 1) % 3), subband(d, (b + 2) % 3)];
        s += 1;
    }
    t
};

impl Board {
    /// The board of an empty grid; every subband starts dirty so that the
    /// first propagation looks at all of them.
    pub const EMPTY: Board = Board {
        cand: [BAND; 27],
        unsolved: [BAND; 3],
        bivalue: [0; 3],
        dirty: ALL_SUBBANDS,
    };

    /// Loads the givens; `Err` if two of them clash.
    pub fn from_grid(grid: &Grid) -> Result<Board, Contradiction> {
        let mut board = Board::EMPTY;
        for (i, &v) in grid.values().iter().enumerate() {
            if v != 0 {
                board.place(BandCell::from_index(i), v as usize - 1)?;
            }
        }
        Ok(board)
    }

    /// Whether every cell is solved.
    #[inline(always)]
    pub fn is_solved(&self) -> bool {
        self.unsolved == [0; 3]
    }

    /// Whether digit index `d` may stand in `cell`.
    #[inline(always)]
    pub fn allows(&self, cell: BandCell, d: usize) -> bool {
        self.cand[subband(d, cell.band)] & cell.bit() != 0
    }

    /// The candidate digits of `cell` as a 9-bit mask (bit `d` = digit `d + 1`).
    #[inline(always)]
    pub fn digits_of(&self, cell: BandCell) -> u32 {
        let mut digits = 0;
        for d in 0..9 {
            digits |= ((self.cand[subband(d, cell.band)] >> cell.pos) & 1) << d;
        }
        digits
    }

    /// Removes digit index `d` from `cell`'s candidates.
    #[inline(always)]
    pub fn forbid(&mut self, cell: BandCell, d: usize) {
        self.restrict(subband(d, cell.band), !cell.bit());
    }

    /// Keeps only `keep` of subband `s`, marking it dirty if that changed it.
    #[inline(always)]
    fn restrict(&mut self, s: usize, keep: u32) {
        let old = self.cand[s];
        let new = old & keep;
        self.cand[s] = new;
        self.dirty |= ((old != new) as u32) << s;
    }

    /// Puts digit index `d` in `cell` with every consequence on its peers
    /// (used for givens); `Err` if the digit is not a candidate there.
    pub fn place(&mut self, cell: BandCell, d: usize) -> Result<(), Contradiction> {
        let (b, bit) = (cell.band, cell.bit());
        if self.cand[subband(d, b)] & bit == 0 {
            return Err(Contradiction);
        }
        for other in 0..9 {
            self.cand[subband(other, b)] &= !bit;
        }
        self.cand[subband(d, b)] |= bit;
        self.cand[subband(d, b)] &= KEEP_IN_BAND[cell.pos];
        let column = !column_cells(cell.pos % 9);
        self.cand[subband(d, (b + 1) % 3)] &= column;
        self.cand[subband(d, (b + 2) % 3)] &= column;
        self.unsolved[b] &= !bit;
        Ok(())
    }

    /// Puts digit index `d` in `cell` cheaply: only its row and box peers in
    /// the band lose it. Propagation does the rest (the column, the cell's
    /// other digits) the next time it looks at the subband. The digit must
    /// be a candidate of the cell.
    #[inline(always)]
    pub fn assume(&mut self, cell: BandCell, d: usize) {
        let s = subband(d, cell.band);
        self.cand[s] &= KEEP_IN_BAND[cell.pos];
        // Even if no peer lost the digit, the cell itself is news to the kernel.
        self.dirty |= 1 << s;
    }

    /// Runs both kinds of deduction until neither finds anything.
    pub fn propagate(&mut self) -> Result<(), Contradiction> {
        loop {
            self.settle_bands()?;
            if self.is_solved() || !self.naked_singles()? {
                return Ok(());
            }
        }
    }

    /// Runs the band kernel on dirty subbands until none is left.
    #[inline(always)]
    fn settle_bands(&mut self) -> Result<(), Contradiction> {
        while self.dirty != 0 {
            let s = self.dirty.trailing_zeros() as usize;
            self.dirty &= self.dirty - 1;
            self.update_subband(s)?;
        }
        Ok(())
    }

    /// The band kernel for subband `s` (see the module docs).
    #[inline(always)]
    fn update_subband(&mut self, s: usize) -> Result<(), Contradiction> {
        let b = s % 3;
        let cells = self.cand[s];
        let pairing = BAND_MATCH[minirows(cells) as usize];
        let cells = cells & pairing;
        if cells == 0 {
            return Err(Contradiction);
        }
        self.cand[s] = cells;

        let columns = (cells | cells >> 9 | cells >> 18) & ROW;
        let column_info = COLUMN_INFO[columns as usize];
        // The flag bits above the band are harmless: candidates never have them.
        let [n1, n2] = OTHER_BANDS[s];
        self.restrict(n1, column_info);
        self.restrict(n2, column_info);

        // A box with one row and one column left holds the digit in one cell.
        let solved_boxes = (pairing & column_info) >> FLAG_SHIFT;
        let solved = cells & BOXES_CELLS[solved_boxes as usize & 7];
        let newly = solved & self.unsolved[b];
        if newly != 0 {
            self.unsolved[b] &= !newly;
            for d in 0..9 {
                self.restrict(subband(d, b), !newly);
            }
            // The loop also hit this digit; give it its cells back.
            self.cand[s] = cells;
            self.dirty &= !(1 << s);
        }
        Ok(())
    }

    /// Places every cell with a single candidate; `Ok(true)` if there were
    /// any. Also records the bivalue cells.
    fn naked_singles(&mut self) -> Result<bool, Contradiction> {
        let mut placed = false;
        for b in 0..3 {
            // Bit-sliced counting: cells with at least one, two, three candidates.
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for d in 0..9 {
                let cells = self.cand[subband(d, b)];
                three |= two & cells;
                two |= one & cells;
                one |= cells;
            }
            if one != BAND {
                return Err(Contradiction);
            }
            self.bivalue[b] = two & !three;
            let mut singles = one & !two & self.unsolved[b];
            placed |= singles != 0;
            if singles != 0 {
                let digit_bits = digit_bits(&self.cand, b);
                while singles != 0 {
                    let pos = singles.trailing_zeros() as usize;
                    singles &= singles - 1;
                    let d = digit_at(&digit_bits, pos);
                    // An earlier single of this pass may have taken the cell's
                    // only digit already; the next scan then sees an empty
                    // cell, so only placing a digit the cell has is fine.
                    let cell = BandCell { band: b, pos };
                    if self.allows(cell, d) {
                        self.assume(cell, d);
                    }
                }
            }
        }
        Ok(placed)
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

    /// The solved grid; only meaningful when [`Board::is_solved`].
    pub fn solution(&self) -> Grid {
        let mut values = [0u8; 81];
        for d in 0..9 {
            for b in 0..3 {
                let mut cells = self.cand[subband(d, b)];
                while cells != 0 {
                    values[27 * b + cells.trailing_zeros() as usize] = d as u8 + 1;
                    cells &= cells - 1;
                }
            }
        }
        Grid::from_values(values).expect("digits are 1..=9")
    }
}

/// The binary digit index of each cell of band `b`, bit-sliced: bit `pos` of
/// `bits[k]` is bit `k` of the index of some digit the cell allows. Exact for
/// cells with one candidate, which is all it is used for.
#[inline(always)]
fn digit_bits(cand: &[u32; 27], b: usize) -> [u32; 4] {
    let mut bits = [0u32; 4];
    for d in 1..9 {
        for (k, plane) in bits.iter_mut().enumerate() {
            if d & (1 << k) != 0 {
                *plane |= cand[subband(d, b)];
            }
        }
    }
    bits
}

/// The digit index at `pos` read from [`digit_bits`].
#[inline(always)]
fn digit_at(bits: &[u32; 4], pos: usize) -> usize {
    let mut d = 0;
    for (k, plane) in bits.iter().enumerate() {
        d |= ((plane >> pos) & 1) << k;
    }
    d as usize
}

/// The nine minirow bits of a subband (bit `3 * r + k`: row `r`, box `k`).
#[inline(always)]
fn minirows(cells: u32) -> u32 {
    MINIROWS_OF_ROW[(cells & ROW) as usize] as u32
        | (MINIROWS_OF_ROW[((cells >> 9) & ROW) as usize] as u32) << 3
        | (MINIROWS_OF_ROW[((cells >> 18) & ROW) as usize] as u32) << 6
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(s: &str) -> Grid {
        Grid::parse_unchecked(s).unwrap()
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
    fn place_clears_peers_and_cell() {
        let mut b = Board::EMPTY;
        let cell = BandCell::from_index(40); // r5c5
        b.place(cell, 4).unwrap();
        assert_eq!(b.digits_of(cell), 1 << 4);
        for peer in crate::Cell::at(4, 4).peers() {
            assert!(!b.allows(BandCell::from_index(peer.index()), 4), "{peer}");
        }
        // Not a peer: r1c1 still allows 5.
        assert!(b.allows(BandCell::from_index(0), 4));
        // Placing a clashing 5 in the same column fails.
        assert_eq!(b.place(BandCell::from_index(4), 4), Err(Contradiction));
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
        // Row 1 has 1..8 spread so that only r1c9 can hold a 9... simplest: r1 = 12345678. -> naked.
        // Here 9 is excluded from r1c1..r1c8 by 9s in other rows' boxes and columns.
        let mut g = Grid::empty();
        let put = |g: &mut Grid, r: usize, c: usize, v: u8| {
            g.set(crate::Cell::at(r, c), crate::Digit::new(v));
        };
        put(&mut g, 1, 0, 9); // box 0
        put(&mut g, 4, 3, 9); // column 3
        put(&mut g, 2, 4, 9); // box 1 (row 2)
        put(&mut g, 5, 6, 9); // column 6
        put(&mut g, 6, 7, 9); // column 7
        let mut b = Board::from_grid(&g).unwrap();
        b.propagate().unwrap();
        let r1c9 = BandCell::from_index(8);
        assert_eq!(b.digits_of(r1c9), 1 << 8);
        assert_eq!(b.unsolved[0] & r1c9.bit(), 0);
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

    #[test]
    fn branch_cell_prefers_bivalue_cells() {
        let mut b = Board::from_grid(&grid(&format!("1234567{}", ".".repeat(74)))).unwrap();
        b.propagate().unwrap();
        let cell = b.branch_cell();
        assert_eq!(b.digits_of(cell).count_ones(), 2);
        assert_eq!(cell.band, 0);
    }
}
