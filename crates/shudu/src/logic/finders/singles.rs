//! Singles: full house, hidden single, naked single.

use crate::logic::{Candidates, Step, Technique};
use crate::{CellSet, Digit, Unit, UnitKind};

/// The last empty cell of a unit takes the unit's missing digit.
pub(crate) fn full_house(c: &Candidates) -> Option<Step> {
    let empty = c.empty_cells();
    for unit in Unit::all() {
        let cells = empty & CellSet::unit(unit);
        if cells.len() != 1 {
            continue;
        }
        let cell = cells.first()?;
        // The missing digit; if the state is broken there may be none.
        let digit = c.candidates(cell).single_digit()?;
        return Some(
            Step::new(
                Technique::FullHouse,
                format!("Full house: {cell} is the last empty cell in {unit}, so it is {digit}"),
            )
            .with_cells([cell])
            .with_units([unit])
            .with_digits([digit])
            .place(cell, digit),
        );
    }
    None
}

/// A digit with exactly one place left in a unit of the given kinds.
fn hidden_single(c: &Candidates, kinds: &[UnitKind], technique: Technique) -> Option<Step> {
    for unit in Unit::all().filter(|u| kinds.contains(&u.kind())) {
        for digit in Digit::all() {
            let cells = c.cells_with_in(digit, unit);
            if cells.len() == 1 {
                let cell = cells.first()?;
                return Some(
                    Step::new(
                        technique,
                        format!("Hidden single: {digit} can only go in {cell} within {unit}"),
                    )
                    .with_cells([cell])
                    .with_units([unit])
                    .with_digits([digit])
                    .place(cell, digit),
                );
            }
        }
    }
    None
}

/// A digit with one place left in a box.
pub(crate) fn hidden_single_box(c: &Candidates) -> Option<Step> {
    hidden_single(c, &[UnitKind::Box], Technique::HiddenSingleBox)
}

/// A digit with one place left in a row or column.
pub(crate) fn hidden_single_line(c: &Candidates) -> Option<Step> {
    hidden_single(
        c,
        &[UnitKind::Row, UnitKind::Column],
        Technique::HiddenSingleLine,
    )
}

/// A cell with one candidate left.
pub(crate) fn naked_single(c: &Candidates) -> Option<Step> {
    for cell in c.grid().empty_cells() {
        if let Some(digit) = c.candidates(cell).single_digit() {
            return Some(
                Step::new(
                    Technique::NakedSingle,
                    format!("Naked single: {cell} can only be {digit}"),
                )
                .with_cells([cell])
                .with_digits([digit])
                .place(cell, digit),
            );
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    #[test]
    fn hidden_single_text() {
        // Row 1 misses only 9, at r1c9: a full house and a naked single.
        let g: Grid = format!("12345678.{}", ".".repeat(72)).parse().unwrap();
        let c = Candidates::from_grid(&g);
        let s = full_house(&c).unwrap();
        assert_eq!(
            s.text(),
            "Full house: r1c9 is the last empty cell in row 1, so it is 9"
        );
        let s = naked_single(&c).unwrap();
        assert_eq!(s.text(), "Naked single: r1c9 can only be 9");
    }
}
