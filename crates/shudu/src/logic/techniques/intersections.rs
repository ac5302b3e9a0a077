//! Intersections (locked candidates): a box and a line share three cells, and
//! a digit confined to those three cells in one of the two units is removed
//! from the rest of the other.
//!
//! - Pointing: within a box, the digit lies on one row or column only, so the
//!   box's copy of the digit is on that line and the rest of the line loses it.
//! - Claiming: within a row or column, the digit lies in one box only, so the
//!   line's copy is in that box and the rest of the box loses it.
//!
//! Both need at least two cells in the confining unit (one cell is a hidden
//! single, found earlier).

use super::masks::{box_mask, column_mask, row_mask, unit_cells};
use super::wording;
use crate::logic::{Candidates, Step, Technique};
use crate::{CellSet, Digit, Unit};

/// Which of the three 3-bit groups of a 9-bit mask are non-empty, as 3 bits.
#[inline]
fn groups(m: u16) -> u16 {
    u16::from(m & 0o7 != 0) | u16::from(m & 0o70 != 0) << 1 | u16::from(m & 0o700 != 0) << 2
}

/// A digit confined within a box to one line: removed from the rest of the line.
pub(crate) fn pointing(c: &Candidates) -> Option<Step> {
    for digit in Digit::all() {
        let all = c.cells_with(digit);
        for b in 0..9 {
            let bm = box_mask(all.bits(), b);
            if bm.count_ones() < 2 {
                continue;
            }
            let (band, stack) = (b / 3, b % 3);
            let rows = groups(bm);
            let cols = (bm | bm >> 3 | bm >> 6) & 7;
            let line = if rows.count_ones() == 1 {
                Unit::row(3 * band + rows.trailing_zeros() as usize)
            } else if cols.count_ones() == 1 {
                Unit::column(3 * stack + cols.trailing_zeros() as usize)
            } else {
                continue;
            };
            let bx = Unit::boxed(b);
            let targets = (all & CellSet::unit(line)) - CellSet::unit(bx);
            if targets.is_empty() {
                continue;
            }
            let step = Step::new(Technique::Pointing, String::new())
                .with_cells(unit_cells(bx, bm))
                .with_units([bx, line])
                .with_digits([digit])
                .eliminate(wording::eliminations(targets, digit));
            let text = format!(
                "Pointing: in {bx}, {digit} lies only in {line}, so {}",
                wording::removals(&step.eliminations)
            );
            return Some(Step { text, ..step });
        }
    }
    None
}

/// A digit confined within a row or column to one box: removed from the rest
/// of the box.
pub(crate) fn claiming(c: &Candidates) -> Option<Step> {
    for digit in Digit::all() {
        let all = c.cells_with(digit);
        for l in 0..18 {
            let lm = if l < 9 {
                row_mask(all.bits(), l)
            } else {
                column_mask(all.bits(), l - 9)
            };
            if lm.count_ones() < 2 {
                continue;
            }
            let g = groups(lm);
            if g.count_ones() != 1 {
                continue;
            }
            let g = g.trailing_zeros() as usize;
            let b = if l < 9 {
                (l / 3) * 3 + g
            } else {
                g * 3 + (l - 9) / 3
            };
            let line = Unit::from_index(l)?;
            let bx = Unit::boxed(b);
            let targets = (all & CellSet::unit(bx)) - CellSet::unit(line);
            if targets.is_empty() {
                continue;
            }
            let step = Step::new(Technique::Claiming, String::new())
                .with_cells(unit_cells(line, lm))
                .with_units([line, bx])
                .with_digits([digit])
                .eliminate(wording::eliminations(targets, digit));
            let text = format!(
                "Claiming: in {line}, {digit} lies only in {bx}, so {}",
                wording::removals(&step.eliminations)
            );
            return Some(Step { text, ..step });
        }
    }
    None
}
