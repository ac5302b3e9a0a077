//! Whether a run of SE's Nishio setting breaks, read a layer at a time on
//! one digit's places.
//!
//! With region links only and the eliminations carried out (Nishio), a run
//! from a candidate of digit `d`, on or off, reads and removes nothing but
//! `d`'s places: an "on" place turns off the places of `d` it sees, and an
//! "off" place, removed when the run takes it, turns on the other place of
//! a region where it was one of two. Taken one at a time, the off places
//! of a region leave it with one place exactly when the last but one of
//! them goes, whatever their order, and an off place taken later than its
//! region's trigger finds the region past it: so the potentials the run
//! reaches do not depend on the order it takes them in (removals only
//! shrink the places). The run breaks (meets a potential and its
//! opposite) exactly when they hold one: a region whose places all go in
//! one layer of off places, from two or more, has its last place turned on
//! while it is off; an "on" place that sees another is off while on.
//!
//! [`breaks`] finds that with a few bit operations per layer where the run
//! pushes every potential through its arena; Nishio's hints come from
//! broken runs only, so a run that holds need not be made.

use super::board::{peers, Board, CELL_REGIONS, REGION_MASK};

/// Whether the Nishio run from `start` (on or off) on `board` meets a
/// potential and its opposite (what [`super::graph::follow`] with region
/// links only, dynamic, returns `Some` for).
pub(super) fn breaks(board: &Board, start: usize, start_on: bool) -> bool {
    let (cell, d) = (start / 9, start % 9);
    let bit = 1u128 << cell;
    // The places still on the board, and the potentials reached.
    let mut places = board.cells[d];
    let (mut on, mut off) = (0u128, 0u128);
    let (mut on_front, mut off_front) = (0u128, 0u128);
    if start_on {
        (on, on_front) = (bit, bit);
    } else {
        (off, off_front) = (bit, bit);
    }
    loop {
        // The places the new "on" ones see go off.
        if on_front != 0 {
            let seen = seen_by(on_front) & places;
            if seen & on != 0 {
                return true;
            }
            off_front |= seen & !off;
            off |= seen;
            on_front = 0;
        }
        if off_front == 0 {
            return false;
        }
        // The new "off" ones are removed: a region they leave with one
        // place (from two or more) turns it on, with none it breaks.
        let before = places;
        places &= !off_front;
        let mut regions = 0u32;
        let mut m = off_front;
        while m != 0 {
            let c = m.trailing_zeros() as usize;
            m &= m - 1;
            for &r in &CELL_REGIONS[c] {
                regions |= 1 << r;
            }
        }
        off_front = 0;
        while regions != 0 {
            let r = regions.trailing_zeros() as usize;
            regions &= regions - 1;
            let was = before & REGION_MASK[r];
            if was & was.wrapping_sub(1) == 0 {
                continue;
            }
            let left = places & REGION_MASK[r];
            if left == 0 {
                return true;
            }
            if left & left.wrapping_sub(1) == 0 {
                on_front |= left & !on;
            }
        }
        on |= on_front;
    }
}

/// The cells that some cell of `cells` sees.
#[inline]
fn seen_by(cells: u128) -> u128 {
    let mut out = 0;
    let mut m = cells;
    while m != 0 {
        out |= peers(m.trailing_zeros() as usize);
        m &= m - 1;
    }
    out
}
