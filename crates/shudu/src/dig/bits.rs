//! 81-bit cell sets (one bit per cell, reading order) and the tables the
//! removal checks use: each cell's peers and each unit's cells.

use crate::grid::UNIT_BITS;
use crate::Cell;

/// A set of cells as raw bits: bit `i` is cell `i`.
pub(crate) type Bits = u128;

/// The set holding only cell `i`.
#[inline(always)]
pub(crate) const fn bit(i: usize) -> Bits {
    1u128 << i
}

/// Each cell's 20 peers.
pub(crate) use crate::grid::PEER_BITS as PEERS;

/// The row, column and box of each cell.
pub(crate) static UNITS_OF: [[Bits; 3]; 81] = {
    let mut t = [[0u128; 3]; 81];
    let mut i = 0;
    while i < 81 {
        t[i] = [
            UNIT_BITS[i / 9],
            UNIT_BITS[9 + i % 9],
            UNIT_BITS[18 + (i / 27) * 3 + (i % 9) / 3],
        ];
        i += 1;
    }
    t
};

/// The cells of `cells` as a set.
#[inline]
pub(crate) fn set_of(cells: &[Cell]) -> Bits {
    cells.iter().fold(0, |s, c| s | bit(c.index()))
}

/// The cells in `set`, lowest first.
#[inline]
pub(crate) fn cells_in(mut set: Bits) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let i = set.trailing_zeros() as usize;
        set &= set - 1;
        Some(i)
    })
}
