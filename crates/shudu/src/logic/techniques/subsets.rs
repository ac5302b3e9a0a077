//! Naked and hidden subsets (pairs, triples, quads).
//!
//! - Naked subset of size N: N cells of a unit whose candidates together are
//!   only N digits. Those digits fill those cells, so they are removed from
//!   every other cell that sees all N cells (the rest of the unit, and of a
//!   second unit if the cells share one: a "locked" subset).
//! - Hidden subset of size N: N digits that, within a unit, lie only in the
//!   same N cells. Those cells hold those digits, so their other candidates
//!   are removed.
//!
//! Only cells with 2..=N candidates (naked) and digits with 2..=N places
//! (hidden) can take part, which prunes the search to a few combinations.

use super::masks::{combinations, unit_cells, unit_mask};
use super::wording;
use crate::logic::{Candidate, Candidates, Step, Technique};
use crate::{CellSet, Digit, DigitSet, Unit};

/// The cells that still have candidates (the empty cells, unless broken).
#[inline]
fn open_cells(c: &Candidates) -> CellSet {
    let mut open = CellSet::EMPTY;
    for d in Digit::all() {
        open |= c.cells_with(d);
    }
    open
}

/// N cells of one unit holding only N digits between them.
fn naked(c: &Candidates, size: u32, technique: Technique) -> Option<Step> {
    let open = open_cells(c);
    let mut small = CellSet::EMPTY;
    for cell in open {
        if c.candidates(cell).len() <= size as usize {
            small.insert(cell);
        }
    }
    for unit in Unit::all() {
        let unit_set = CellSet::unit(unit);
        // With only N empty cells, a subset of N in this unit is the whole
        // unit; any locked eliminations are found from the other unit.
        if ((small & unit_set).len() as u32) < size || (open & unit_set).len() as u32 <= size {
            continue;
        }
        let mut masks = [0u16; 9];
        let mut eligible = 0u16;
        for (i, &cell) in unit.cells().iter().enumerate() {
            let set = c.candidates(cell);
            if (2..=size as usize).contains(&set.len()) {
                masks[i] = set.bits();
                eligible |= 1 << i;
            }
        }
        if eligible.count_ones() < size {
            continue;
        }
        let found = combinations(&masks, eligible, size, size, &mut |chosen, union| {
            if union.count_ones() != size {
                return None;
            }
            let cells = unit_cells(unit, chosen);
            let digits = DigitSet::from_bits(union);
            let seeing = cells.common_peers();
            let mut targets = [CellSet::EMPTY; 9];
            let mut any = false;
            for d in digits {
                targets[d.index()] = c.cells_with(d) & seeing;
                any |= !targets[d.index()].is_empty();
            }
            any.then_some((cells, digits, targets))
        });
        let Some((cells, digits, targets)) = found else {
            continue;
        };
        let units: Vec<Unit> = Unit::all()
            .filter(|&u| cells.is_subset(CellSet::unit(u)))
            .collect();
        let step = Step::new(technique, String::new())
            .with_cells(cells)
            .with_units(units.iter().copied())
            .with_digits(digits)
            .eliminate(
                digits
                    .into_iter()
                    .flat_map(|d| wording::eliminations(targets[d.index()], d)),
            );
        let text = format!(
            "{}: {} hold only {} within {}, so {}",
            technique.name(),
            wording::cells(cells),
            wording::digits(digits),
            wording::and_list(&units),
            wording::removals(&step.eliminations)
        );
        return Some(Step { text, ..step });
    }
    None
}

/// N digits confined within one unit to the same N cells.
fn hidden(c: &Candidates, size: u32, technique: Technique) -> Option<Step> {
    let open = open_cells(c);
    for unit in Unit::all() {
        let unit_set = CellSet::unit(unit);
        // With only N empty cells the N digits fill the unit: nothing to remove.
        if (open & unit_set).len() as u32 <= size {
            continue;
        }
        let mut masks = [0u16; 9];
        let mut eligible = 0u16;
        for d in Digit::all() {
            let places = c.cells_with(d) & unit_set;
            if (2..=size as usize).contains(&places.len()) {
                masks[d.index()] = unit_mask(places, unit.index());
                eligible |= 1 << d.index();
            }
        }
        if eligible.count_ones() < size {
            continue;
        }
        let found = combinations(&masks, eligible, size, size, &mut |chosen, union| {
            if union.count_ones() != size {
                return None;
            }
            let cells = unit_cells(unit, union);
            let digits = DigitSet::from_bits(chosen);
            cells
                .into_iter()
                .any(|cell| !c.candidates(cell).is_subset(digits))
                .then_some((cells, digits))
        });
        let Some((cells, digits)) = found else {
            continue;
        };
        let eliminations: Vec<Candidate> = cells
            .into_iter()
            .flat_map(|cell| {
                (c.candidates(cell) - digits)
                    .into_iter()
                    .map(move |d| Candidate::new(cell, d))
            })
            .collect();
        let text = format!(
            "{}: in {unit}, {} lie only in {}, so {}",
            technique.name(),
            wording::digits(digits),
            wording::cells(cells),
            wording::removals(&eliminations)
        );
        return Some(
            Step::new(technique, text)
                .with_cells(cells)
                .with_units([unit])
                .with_digits(digits)
                .eliminate(eliminations),
        );
    }
    None
}

/// Two cells of a unit with the same two candidates.
pub(crate) fn naked_pair(c: &Candidates) -> Option<Step> {
    naked(c, 2, Technique::NakedPair)
}

/// Three cells of a unit with three candidates between them.
pub(crate) fn naked_triple(c: &Candidates) -> Option<Step> {
    naked(c, 3, Technique::NakedTriple)
}

/// Four cells of a unit with four candidates between them.
pub(crate) fn naked_quad(c: &Candidates) -> Option<Step> {
    naked(c, 4, Technique::NakedQuad)
}

/// Two digits confined to the same two cells of a unit.
pub(crate) fn hidden_pair(c: &Candidates) -> Option<Step> {
    hidden(c, 2, Technique::HiddenPair)
}

/// Three digits confined to the same three cells of a unit.
pub(crate) fn hidden_triple(c: &Candidates) -> Option<Step> {
    hidden(c, 3, Technique::HiddenTriple)
}

/// Four digits confined to the same four cells of a unit.
pub(crate) fn hidden_quad(c: &Candidates) -> Option<Step> {
    hidden(c, 4, Technique::HiddenQuad)
}
