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

use super::wording;
use crate::logic::{Candidates, Step, Technique};
use crate::{CellSet, Digit, Unit};

/// A digit confined within a box to one line: removed from the rest of the line.
pub(crate) fn pointing(c: &Candidates) -> Option<Step> {
    for b in 0..9 {
        let bx = Unit::boxed(b);
        let box_cells = CellSet::unit(bx);
        for digit in Digit::all() {
            let all = c.cells_with(digit);
            let cells = all & box_cells;
            if cells.len() < 2 {
                continue;
            }
            let first = cells.first()?;
            for line in [Unit::row(first.row()), Unit::column(first.col())] {
                let line_cells = CellSet::unit(line);
                if !cells.is_subset(line_cells) {
                    continue;
                }
                let targets = (all & line_cells) - box_cells;
                if targets.is_empty() {
                    continue;
                }
                let step = Step::new(Technique::Pointing, String::new())
                    .with_cells(cells)
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
    }
    None
}

/// A digit confined within a row or column to one box: removed from the rest
/// of the box.
pub(crate) fn claiming(c: &Candidates) -> Option<Step> {
    for line in Unit::all().take(18) {
        let line_cells = CellSet::unit(line);
        for digit in Digit::all() {
            let all = c.cells_with(digit);
            let cells = all & line_cells;
            if cells.len() < 2 {
                continue;
            }
            let bx = Unit::boxed(cells.first()?.box_index());
            let box_cells = CellSet::unit(bx);
            if !cells.is_subset(box_cells) {
                continue;
            }
            let targets = (all & box_cells) - line_cells;
            if targets.is_empty() {
                continue;
            }
            let step = Step::new(Technique::Claiming, String::new())
                .with_cells(cells)
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
