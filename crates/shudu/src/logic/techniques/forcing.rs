//! Forcing chains: try every option of a cell (cell forcing chain) or every
//! place of a digit in a unit (unit forcing chain), follow the singles each
//! option forces, and keep what all options agree on.
//!
//! One of the options is true, so whatever every option leads to is true.
//! Only the "verity" form is used here: every option must propagate without
//! breaking the grid. An option whose singles break the grid is a
//! contradiction, which is [`Technique::Trial`]'s business (see
//! `trial.rs`), so the two techniques stay distinct for ratings.
//!
//! `Step::length` is the sum, over the options, of the number of placements
//! (the assumption included) it takes each option to reach the conclusion.

use super::propagation::{Board, Depth, Trace};
use crate::logic::{Candidate, Candidates, Step, Technique};
use crate::{Cell, CellSet, Digit, Unit};

/// One option followed to its end.
struct Branch {
    board: Board,
    trace: Trace,
}

/// The best conclusion found so far: its cost and what it is.
#[derive(Clone, Copy)]
struct Conclusion {
    cost: usize,
    candidate: Candidate,
    placement: bool,
}

/// Every candidate of one cell leads to the same placement or elimination.
pub(crate) fn cell_forcing_chain(c: &Candidates) -> Option<Step> {
    let base = Board::from_candidates(c);
    let mut best: Option<(Conclusion, Cell)> = None;
    let mut branches = Vec::with_capacity(9);
    for size in 2..=9 {
        for cell in c.grid().empty_cells() {
            let digits = c.candidates(cell);
            if digits.len() != size {
                continue;
            }
            let options: Vec<(Cell, Digit)> = digits.iter().map(|d| (cell, d)).collect();
            if !follow(&base, &options, &mut branches) {
                continue;
            }
            if let Some(k) = agreement(c, &base, &branches) {
                if best.map_or(true, |(b, _)| better(&k, &b)) {
                    best = Some((k, cell));
                }
            }
        }
        if best.is_some() {
            break;
        }
    }
    let (k, cell) = best?;
    let digits: Vec<Digit> = c.candidates(cell).iter().collect();
    let text = format!(
        "Cell forcing chain: whichever of {} goes in {cell}, {}",
        digits
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join(", "),
        consequence(&k)
    );
    Some(finish(
        Technique::CellForcingChain,
        text,
        k,
        vec![cell],
        vec![],
        digits,
    ))
}

/// Every place of a digit in one unit leads to the same placement or
/// elimination.
pub(crate) fn unit_forcing_chain(c: &Candidates) -> Option<Step> {
    let base = Board::from_candidates(c);
    let mut best: Option<(Conclusion, Unit, Digit)> = None;
    let mut branches = Vec::with_capacity(9);
    for size in 2..=9 {
        for unit in Unit::all() {
            for digit in Digit::all() {
                let places = c.cells_with_in(digit, unit);
                if places.len() != size {
                    continue;
                }
                let options: Vec<(Cell, Digit)> = places.iter().map(|p| (p, digit)).collect();
                if !follow(&base, &options, &mut branches) {
                    continue;
                }
                if let Some(k) = agreement(c, &base, &branches) {
                    if best.map_or(true, |(b, _, _)| better(&k, &b)) {
                        best = Some((k, unit, digit));
                    }
                }
            }
        }
        if best.is_some() {
            break;
        }
    }
    let (k, unit, digit) = best?;
    let places: Vec<Cell> = c.cells_with_in(digit, unit).iter().collect();
    let text = format!(
        "Unit forcing chain: wherever {digit} goes in {unit} ({}), {}",
        CellSet::from_iter(places.iter().copied()),
        consequence(&k)
    );
    Some(finish(
        Technique::UnitForcingChain,
        text,
        k,
        places,
        vec![unit],
        vec![digit],
    ))
}

/// A placement beats an elimination (it settles a cell, and the forcing
/// chain's usual form is "whichever ..., this cell becomes that"); between
/// conclusions of one kind the cheaper wins.
fn better(a: &Conclusion, b: &Conclusion) -> bool {
    (a.placement && !b.placement) || (a.placement == b.placement && a.cost < b.cost)
}

fn consequence(k: &Conclusion) -> String {
    let (cell, digit) = (k.candidate.cell, k.candidate.digit);
    if k.placement {
        format!("{cell} becomes {digit}, so {cell} is {digit}")
    } else {
        format!("{digit} cannot stay in {cell}, so {digit} is removed from {cell}")
    }
}

fn finish(
    technique: Technique,
    text: String,
    k: Conclusion,
    cells: Vec<Cell>,
    units: Vec<Unit>,
    digits: Vec<Digit>,
) -> Step {
    let step = Step::new(technique, text)
        .with_cells(cells)
        .with_units(units)
        .with_digits(digits)
        .with_length(k.cost);
    if k.placement {
        step.place(k.candidate.cell, k.candidate.digit)
    } else {
        step.eliminate([k.candidate])
    }
}

/// Follows every option with singles; `false` if one breaks the grid.
fn follow(base: &Board, options: &[(Cell, Digit)], out: &mut Vec<Branch>) -> bool {
    out.clear();
    for &(cell, digit) in options {
        let mut board = *base;
        let mut trace = Trace::NEW;
        if board
            .assume(cell, digit, Depth::Singles, &mut trace)
            .is_err()
        {
            return false;
        }
        out.push(Branch { board, trace });
    }
    true
}

/// The cheapest conclusion shared by every branch: a digit placed in a cell
/// that is empty now, or a candidate of now that every branch removes.
fn agreement(c: &Candidates, base: &Board, branches: &[Branch]) -> Option<Conclusion> {
    let mut best: Option<Conclusion> = None;
    for d in 0..9 {
        let digit = Digit::from_index(d).expect("d < 9");
        let mut placed = base.unsolved;
        let mut kept = 0u128;
        for b in branches {
            placed &= b.board.cand[d] & !b.board.unsolved;
            kept |= b.board.cand[d];
        }
        for cell in CellSet::from_bits(placed) {
            let cost: usize = branches
                .iter()
                .map(|b| b.trace.placed_at[cell.index()] as usize)
                .sum();
            let k = Conclusion {
                cost,
                candidate: Candidate::new(cell, digit),
                placement: true,
            };
            if best.map_or(true, |b| better(&k, &b)) {
                best = Some(k);
            }
        }
        let removed = c.cells_with(digit).bits() & !kept;
        for cell in CellSet::from_bits(removed) {
            let cost: usize = branches.iter().map(|b| removal_time(b, cell, digit)).sum();
            let k = Conclusion {
                cost,
                candidate: Candidate::new(cell, digit),
                placement: false,
            };
            if best.map_or(true, |b| better(&k, &b)) {
                best = Some(k);
            }
        }
    }
    best
}

/// When a branch removed `digit` from `cell`: at the placement of another
/// digit there, or of `digit` in a peer, whichever came first.
fn removal_time(b: &Branch, cell: Cell, digit: Digit) -> usize {
    let mut t = usize::MAX;
    if b.board.is_placed(cell) {
        t = b.trace.placed_at[cell.index()] as usize;
    }
    for &p in cell.peers() {
        let at = b.trace.placed_at[p.index()] as usize;
        if at > 0 && at < t && b.board.is_placed(p) && b.board.has(p, digit) {
            t = at;
        }
    }
    // Every removal in a singles-only branch comes from some placement.
    if t == usize::MAX {
        b.trace.count as usize
    } else {
        t
    }
}
