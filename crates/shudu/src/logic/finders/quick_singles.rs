//! Singles on bit boards, choosing exactly what the single finders
//! ([`super::singles`]) choose (same units, digits and cells in the same
//! order), without building a step: what a solve that reads only which
//! technique placed which digit uses for the singles that make most of any
//! path.

use super::masks::{is_single, row_mask};
use crate::logic::{Candidates, Technique};
use crate::{Cell, Digit, Unit};

fn cell(i: u32) -> Cell {
    Cell::new(i as usize).expect("board cells are 0..81")
}

fn digit(d: usize) -> Digit {
    Digit::from_index(d).expect("digit indices are 0..9")
}

/// The first unit (rows, columns, boxes) with one empty cell. On 9-bit
/// row masks: each row's test is one small mask, the columns' a
/// bit-sliced count over the rows, the boxes' three row parts.
pub(crate) fn full_house(c: &Candidates) -> Option<(Technique, Cell, Digit)> {
    let empty = c.empty_cells().bits();
    let rows: [u16; 9] = std::array::from_fn(|r| row_mask(empty, r));
    let at = |r: usize, col: u32| cell(9 * r as u32 + col);
    let found = if let Some(r) = rows.iter().position(|&m| is_single(u128::from(m))) {
        at(r, rows[r].trailing_zeros())
    } else {
        let (mut one, mut two) = (0u16, 0u16);
        for &m in &rows {
            two |= one & m;
            one |= m;
        }
        let columns = one & !two;
        if columns != 0 {
            let col = columns.trailing_zeros();
            let r = rows
                .iter()
                .position(|&m| m & (1 << col) != 0)
                .expect("a column with one empty cell has it in some row");
            at(r, col)
        } else {
            let mut in_box = None;
            for b in 0..9 {
                let (band, shift) = (3 * (b / 3), 3 * (b % 3));
                let part = |k: usize| (rows[band + k] >> shift) & 0o7;
                let m = part(0) | part(1) << 3 | part(2) << 6;
                if is_single(u128::from(m)) {
                    let p = m.trailing_zeros() as usize;
                    in_box = Some(at(band + p / 3, (shift + p % 3) as u32));
                    break;
                }
            }
            in_box?
        }
    };
    // As the finder does: a broken cell ends the search.
    let d = c.candidates(found).single_digit()?;
    Some((Technique::FullHouse, found, d))
}

/// The first box (or row, then column), then digit, with one place.
pub(crate) fn hidden_single(c: &Candidates, boxes: bool) -> Option<(Technique, Cell, Digit)> {
    let (units, technique) = if boxes {
        (18..27, Technique::HiddenSingleBox)
    } else {
        (0..18, Technique::HiddenSingleLine)
    };
    for u in units {
        let unit = Unit::from_index(u).expect("unit indices are 0..27");
        // Bit-sliced count of each digit's places over the unit's cells
        // (the per-cell view, nine loads instead of nine boards).
        let (mut one, mut two) = (0u16, 0u16);
        for &cell in unit.cells() {
            let m = c.candidates(cell).bits();
            two |= one & m;
            one |= m;
        }
        let single = one & !two;
        if single != 0 {
            let d = digit(single.trailing_zeros() as usize);
            let at = c
                .cells_with_in(d, unit)
                .first()
                .expect("a digit with one place in the unit has a cell there");
            return Some((technique, at, d));
        }
    }
    None
}

/// The first cell in reading order with one candidate.
pub(crate) fn naked_single(c: &Candidates) -> Option<(Technique, Cell, Digit)> {
    let (mut one, mut two) = (0u128, 0u128);
    let boards: [u128; 9] = std::array::from_fn(|d| c.cells_with(digit(d)).bits());
    for &b in &boards {
        two |= one & b;
        one |= b;
    }
    let single = one & !two;
    if single == 0 {
        return None;
    }
    let i = single.trailing_zeros();
    let d = boards.iter().position(|&b| b & (1u128 << i) != 0)?;
    Some((Technique::NakedSingle, cell(i), digit(d)))
}
