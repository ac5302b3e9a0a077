//! Sudoku Explainer's "direct" techniques: an intersection or hidden subset
//! whose eliminations at once leave a hidden single. SE rates these below a
//! naked single (direct pointing 1.7, direct claiming 1.9, direct hidden
//! pair 2.0, direct hidden triple 2.5) because a solver sees them while
//! scanning, without pencil marks.
//!
//! The finders here look at every instance of their pattern (the ordinary
//! finders stop at the first) and return the first whose eliminations
//! create a hidden single where SE looks for one (see [`single_of`]). As in
//! SE, the step places that single and keeps none of the eliminations: SE
//! applies a direct hint only for its placement, so a later step may need
//! the same eliminations again, at its own rating. The rater recognises
//! the step with [`is_direct`].

use super::bit_board::UNITS;
use super::masks::{bits, count9, is_single, parts, row_mask, unit_cells};
use super::wording::{and_list, removals};
use super::{Memo, Places};
use crate::logic::{Candidate, Candidates, Step, Technique};
use crate::{Cell, CellSet, Digit, DigitSet, Unit};

/// Unit kinds, for [`single_of`]: rows, columns, boxes.
const ROWS: u8 = 1;
const COLUMNS: u8 = 2;
const BOXES: u8 = 4;

/// The kind of `unit`, for [`single_of`].
fn kind(unit: Unit) -> u8 {
    match unit.index() / 9 {
        0 => ROWS,
        1 => COLUMNS,
        _ => BOXES,
    }
}

/// The hidden single that removing the cells `removed` (a subset of `all`)
/// from a digit's candidate cells `all` leaves in a unit of one of the
/// `kinds` through a removed cell (which had at least two places: that one
/// and a removed cell): its cell index and the unit's index (0..27). The
/// units are those Sudoku Explainer looks in: for pointing, the other boxes
/// on the line; for claiming, the other lines of the box in the same
/// direction; for a hidden subset, its own unit. Bit boards, so finders
/// check it before building anything.
#[inline]
fn single_of(all: u128, removed: u128, kinds: u8) -> Option<(usize, usize)> {
    let after = all & !removed;
    // The units of the removed cells, cell by cell (a few cells, three
    // units each).
    let mut rest = removed;
    while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let (row, col) = (i / 9, i % 9);
        let boxed = 18 + (row / 3) * 3 + col / 3;
        for (k, u) in [(ROWS, row), (COLUMNS, 9 + col), (BOXES, boxed)] {
            if kinds & k != 0 && is_single(after & UNITS[u]) {
                return Some(((after & UNITS[u]).trailing_zeros() as usize, u));
            }
        }
    }
    None
}

/// The unit of index `u` (0..27: rows, columns, boxes).
fn unit_of(u: usize) -> Unit {
    match u / 9 {
        0 => Unit::row(u),
        1 => Unit::column(u - 9),
        _ => Unit::boxed(u - 18),
    }
}

/// Whether `step` is a direct step as found here: an intersection or
/// hidden subset that places its hidden single and eliminates nothing.
pub(crate) fn is_direct(step: &Step) -> bool {
    matches!(
        step.technique,
        Technique::Pointing | Technique::Claiming | Technique::HiddenPair | Technique::HiddenTriple
    ) && step.eliminations.is_empty()
        && step.placements.len() == 1
}

/// "which leaves r2c4 the only place for 9 in column 4, so r2c4 is 9".
fn leaves(cell: Cell, digit: Digit, unit: Unit) -> String {
    format!("which leaves {cell} the only place for {digit} in {unit}, so {cell} is {digit}")
}

#[cfg(test)]
/// Whether `state` has a hidden single anywhere (a digit with exactly one
/// candidate cell in a unit).
pub(crate) fn has_hidden_single(state: &Candidates) -> bool {
    Digit::all().any(|d| {
        let cells = state.cells_with(d);
        Unit::all().any(|u| (cells & CellSet::unit(u)).len() == 1)
    })
}

fn to_candidates(digit: Digit, cells: CellSet) -> impl Iterator<Item = Candidate> {
    cells.iter().map(move |cell| Candidate::new(cell, digit))
}

#[cfg(test)]
/// Pointing (`box_first`) or claiming that leaves a hidden single.
fn direct_intersection(state: &Candidates, pointing: bool) -> Option<Step> {
    Digit::all().find_map(|digit| direct_intersection_digit(state, pointing, digit))
}

/// [`direct_intersection`] in one digit: boxes in order, and in each box
/// its rows then its columns.
fn direct_intersection_digit(state: &Candidates, pointing: bool, digit: Digit) -> Option<Step> {
    let all = state.cells_with(digit).bits();
    if all == 0 {
        return None;
    }
    if pointing {
        return direct_pointing_digit(digit, all);
    }
    // The (box, line) pairs where the line's cells all lie in the box: bit
    // 6 b + k for box b and its k-th line (its rows, then its columns), so
    // that the pairs come out in the order of the boxes and their lines.
    let rows: [u16; 9] = std::array::from_fn(|r| row_mask(all, r));
    let mut claims = 0u64;
    for (r, &m) in rows.iter().enumerate() {
        let parts = parts(m);
        if parts.is_power_of_two() {
            let b = (r / 3) * 3 + parts.trailing_zeros() as usize;
            claims |= 1 << (6 * b + r % 3);
        }
    }
    // Per band, the columns with a cell in it; a column lies in one box
    // when it has cells in one band only.
    let bands: [u16; 3] = std::array::from_fn(|k| rows[3 * k] | rows[3 * k + 1] | rows[3 * k + 2]);
    let shared = (bands[0] & bands[1]) | (bands[0] & bands[2]) | (bands[1] & bands[2]);
    for (k, &band) in bands.iter().enumerate() {
        for col in bits(band & !shared) {
            claims |= 1 << (6 * (3 * k + col / 3) + 3 + col % 3);
        }
    }
    while claims != 0 {
        let i = claims.trailing_zeros() as usize;
        claims &= claims - 1;
        let (b, k) = (i / 6, i % 6);
        let line_index = if k < 3 {
            (b / 3) * 3 + k
        } else {
            9 + (b % 3) * 3 + k - 3
        };
        let in_box = all & UNITS[18 + b];
        let line_bits = UNITS[line_index];
        let removed = in_box & !line_bits;
        if removed == 0 {
            continue;
        }
        let kinds = if line_index < 9 { ROWS } else { COLUMNS };
        let Some(single) = single_of(all, removed, kinds) else {
            continue;
        };
        return Some(intersection_step(
            single,
            false,
            digit,
            b,
            line_index,
            in_box & line_bits,
            removed,
        ));
    }
    None
}

/// Direct pointing in one digit (candidate cells `all`): boxes in order;
/// a box's cells can lie on one line only, the row or the column of its
/// first cell (rows are tried first).
fn direct_pointing_digit(digit: Digit, all: u128) -> Option<Step> {
    for b in 0..9 {
        let box_bits = UNITS[18 + b];
        let in_box = all & box_bits;
        if in_box == 0 {
            continue;
        }
        let first = in_box.trailing_zeros() as usize;
        for line_index in [first / 9, 9 + first % 9] {
            let line_bits = UNITS[line_index];
            if in_box & !line_bits != 0 {
                continue;
            }
            let removed = all & line_bits & !box_bits;
            if removed == 0 {
                continue;
            }
            let Some(single) = single_of(all, removed, BOXES) else {
                continue;
            };
            return Some(intersection_step(
                single, true, digit, b, line_index, in_box, removed,
            ));
        }
    }
    None
}

/// The step of a direct intersection: `digit` in box `b` and line
/// `line_index` (0..18), pattern cells `inter`, eliminations `removed`,
/// leaving the hidden single `single` (cell index, unit index). As in
/// Sudoku Explainer, the step places the single and keeps none of the
/// eliminations (they are only the reason, named in the text).
fn intersection_step(
    single: (usize, usize),
    pointing: bool,
    digit: Digit,
    b: usize,
    line_index: usize,
    inter: u128,
    removed: u128,
) -> Step {
    let boxed = Unit::boxed(b);
    let line = if line_index < 9 {
        Unit::row(line_index)
    } else {
        Unit::column(line_index - 9)
    };
    let (source, target) = if pointing {
        (boxed, line)
    } else {
        (line, boxed)
    };
    let elims: Vec<Candidate> = to_candidates(digit, CellSet::from_bits(removed)).collect();
    let (technique, name) = if pointing {
        (Technique::Pointing, "Pointing")
    } else {
        (Technique::Claiming, "Claiming")
    };
    let (cell, unit) = (cell_of(single.0), unit_of(single.1));
    Step::described(technique, move |_| {
        format!(
            "{name}: in {source}, {digit} lies only in {target}, so {}, {}",
            removals(&elims),
            leaves(cell, digit, unit)
        )
    })
    .with_cells(CellSet::from_bits(inter))
    .with_units([source, target])
    .with_digits([digit])
    .place(cell, digit)
}

fn cell_of(index: usize) -> Cell {
    Cell::new(index).expect("bit-board indices are cells")
}

/// [`direct_pointing`] (`pointing`) or [`direct_claiming`], skipping the
/// digits `memo` knows have none (their answer depends only on the digit's
/// candidate cells): the same step. `memo` must be kept for this finder only.
pub(crate) fn direct_intersection_remembering(
    state: &Candidates,
    pointing: bool,
    memo: &mut Memo,
) -> Option<Step> {
    memo.first_step(state, |digit| {
        direct_intersection_digit(state, pointing, digit)
    })
}

#[cfg(test)]
/// Pointing whose eliminations leave a hidden single (SE 1.7).
pub(crate) fn direct_pointing(state: &Candidates) -> Option<Step> {
    direct_intersection(state, true)
}

#[cfg(test)]
/// Claiming whose eliminations leave a hidden single (SE 1.9).
pub(crate) fn direct_claiming(state: &Candidates) -> Option<Step> {
    direct_intersection(state, false)
}

#[cfg(test)]
/// A hidden subset of `size` digits (2 or 3) whose eliminations leave a
/// hidden single.
fn direct_hidden_subset(state: &Candidates, size: u32) -> Option<Step> {
    direct_hidden_subset_remembering(state, size, &mut Memo::new(), &mut Places::new(state))
}

/// [`direct_hidden_pair`] (`size` 2) or [`direct_hidden_triple`] (3),
/// skipping the units `memo` knows hold no direct hidden subset of the
/// size: whether a unit holds one depends only on the unit's signature (the
/// subset and the single it leaves are both inside the unit). The same
/// step; `memo` must be kept for this finder only.
pub(crate) fn direct_hidden_subset_remembering(
    state: &Candidates,
    size: u32,
    memo: &mut Memo,
    tables: &mut Places,
) -> Option<Step> {
    let boards: [u128; 9] = std::array::from_fn(|d| state.cells_with(digit(d)).bits());
    for unit in Unit::all() {
        let u = unit.index();
        let signature = tables.signature(u);
        if memo.known_empty(u, signature) {
            continue;
        }
        // Digits with 2..=size places in this unit, counted over its cells.
        let (more_than, free) = tables.counts(u);
        let eligible = more_than[1] & !more_than[size as usize];
        if count9(eligible) < size || free <= size {
            memo.remember_empty(u, signature);
            continue;
        }
        let places = tables.unit(state, u);
        for a in bits(eligible) {
            for b in bits(eligible & !((2u16 << a) - 1)) {
                let ab = places[a] | places[b];
                if size == 2 {
                    if places[a] == places[b] {
                        if let Some(s) = direct_subset_step(state, &boards, unit, ab, &[a, b]) {
                            return Some(s);
                        }
                    }
                    continue;
                }
                if count9(ab) > 3 {
                    continue;
                }
                for c in bits(eligible & !((2u16 << b) - 1)) {
                    let abc = ab | places[c];
                    if count9(abc) == 3 {
                        if let Some(s) = direct_subset_step(state, &boards, unit, abc, &[a, b, c]) {
                            return Some(s);
                        }
                    }
                }
            }
        }
        // No direct subset here, whatever the other units hold.
        memo.remember_empty(u, signature);
    }
    None
}

fn digit(d: usize) -> Digit {
    Digit::from_index(d).expect("digit indices are 0..9")
}

/// The step of the hidden subset of digit indices `set` at positions
/// `positions` of `unit`, if its eliminations leave a hidden single:
/// checked on the bit boards first, built only then.
fn direct_subset_step(
    state: &Candidates,
    boards: &[u128; 9],
    unit: Unit,
    positions: u16,
    set: &[usize],
) -> Option<Step> {
    let cells = unit_cells(unit, positions);
    let keep: u16 = set.iter().fold(0, |m, &d| m | 1 << d);
    let single = (0..9).find_map(|e| {
        let removed = boards[e] & cells.bits();
        if keep & (1 << e) != 0 || removed == 0 {
            return None;
        }
        single_of(boards[e], removed, kind(unit)).map(|(cell, _)| (digit(e), cell_of(cell)))
    })?;
    let with_cells: Vec<(Digit, CellSet)> = set
        .iter()
        .map(|&d| (digit(d), CellSet::from_bits(boards[d] & cells.bits())))
        .collect();
    Some(hidden_subset_step(state, unit, &with_cells, single))
}

/// The step of the hidden subset `set` (digits with their cells) in `unit`,
/// whose eliminations leave `single` (digit, cell) in `unit`. As in Sudoku
/// Explainer, the step places the single and keeps none of the
/// eliminations (they are only the reason, named in the text).
fn hidden_subset_step(
    state: &Candidates,
    unit: Unit,
    set: &[(Digit, CellSet)],
    single: (Digit, Cell),
) -> Step {
    let cells = set.iter().fold(CellSet::EMPTY, |acc, &(_, c)| acc | c);
    let keep: DigitSet = set.iter().map(|&(d, _)| d).collect();
    let mut elims = Vec::new();
    for cell in cells {
        for d in state.candidates(cell) - keep {
            elims.push(Candidate::new(cell, d));
        }
    }
    let (technique, name) = if set.len() == 2 {
        (Technique::HiddenPair, "Hidden pair")
    } else {
        (Technique::HiddenTriple, "Hidden triple")
    };
    let (d, cell) = single;
    Step::described(technique, move |_| {
        format!(
            "{name}: in {unit}, {} lie only in {}, so {}, {}",
            and_list(keep),
            and_list(cells),
            removals(&elims),
            leaves(cell, d, unit)
        )
    })
    .with_cells(cells)
    .with_units([unit])
    .with_digits(keep)
    .place(cell, d)
}

#[cfg(test)]
/// Hidden pair whose eliminations leave a hidden single (SE 2.0).
pub(crate) fn direct_hidden_pair(state: &Candidates) -> Option<Step> {
    direct_hidden_subset(state, 2)
}

#[cfg(test)]
/// Hidden triple whose eliminations leave a hidden single (SE 2.5).
pub(crate) fn direct_hidden_triple(state: &Candidates) -> Option<Step> {
    direct_hidden_subset(state, 3)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    #[test]
    fn nothing_direct_on_an_empty_grid() {
        let g: Grid = ".".repeat(81).parse().unwrap();
        let state = Candidates::from_grid(&g);
        assert!(direct_pointing(&state).is_none());
        assert!(direct_claiming(&state).is_none());
        assert!(direct_hidden_pair(&state).is_none());
        assert!(direct_hidden_triple(&state).is_none());
        assert!(!has_hidden_single(&state));
    }
}
