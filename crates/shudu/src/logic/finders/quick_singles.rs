//! Singles on bit boards, choosing exactly what the single finders
//! ([`super::singles`]) choose (same units, digits and cells in the same
//! order), without building a step: what a solve that reads only which
//! technique placed which digit uses for the singles that make most of any
//! path.

use super::masks::is_single;
use super::Memo;
use crate::grid::{CELL_UNIT_MASK, UNIT_BITS};
use crate::logic::{Candidates, Technique};
#[cfg(test)]
use crate::Unit;
use crate::{Cell, Digit};

fn cell(i: u32) -> Cell {
    Cell::new(i as usize).expect("board cells are 0..81")
}

fn digit(d: usize) -> Digit {
    Digit::from_index(d).expect("digit indices are 0..9")
}

/// The full house of the first unit (rows, columns, boxes) with one empty
/// cell, searched in every unit: the reference of
/// [`full_house_remembering`], which the solver uses.
#[cfg(test)]
pub(crate) fn full_house(c: &Candidates) -> Option<(Technique, Cell, Digit)> {
    full_house_in(c, first_full_house(c.empty_cells().bits())?)
}

/// The full house of the first unit (rows, columns, boxes) with one empty
/// cell, looking only where that can have changed since the last call in
/// the same solve: `memo` (kept for this finder only) holds in slot 0 the
/// empty cells then, and in slot 1 the units that had one empty cell (bit
/// `u` for unit index `u`). Cells are only ever filled in a solve, so only
/// the units of the cells filled since then are counted again (three after
/// a placement, instead of 27): the same answer as a search of every unit.
pub(crate) fn full_house_remembering(
    c: &Candidates,
    memo: &mut Memo,
) -> Option<(Technique, Cell, Digit)> {
    let empty = c.empty_cells().bits();
    let houses = match (memo.remembered(0), memo.remembered(1)) {
        (Some(then), Some(houses)) if empty & !then == 0 => {
            let mut touched = 0u32;
            let mut filled = then & !empty;
            while filled != 0 {
                touched |= CELL_UNIT_MASK[filled.trailing_zeros() as usize];
                filled &= filled - 1;
            }
            let mut houses = houses as u32 & !touched;
            let mut count = touched;
            while count != 0 {
                let u = count.trailing_zeros() as usize;
                count &= count - 1;
                houses |= u32::from(is_single(empty & UNIT_BITS[u])) << u;
            }
            houses
        }
        _ => (0..27).fold(0u32, |m, u| {
            m | u32::from(is_single(empty & UNIT_BITS[u])) << u
        }),
    };
    memo.remember_empty(0, empty);
    memo.remember_empty(1, u128::from(houses));
    if houses == 0 {
        return None;
    }
    let open = empty & UNIT_BITS[houses.trailing_zeros() as usize];
    full_house_in(c, cell(open.trailing_zeros()))
}

/// The full house in `found`, the empty cell of the first unit with one: as
/// the finder does, a broken cell ends the search.
#[inline]
fn full_house_in(c: &Candidates, found: Cell) -> Option<(Technique, Cell, Digit)> {
    let d = c.candidates(found).single_digit()?;
    Some((Technique::FullHouse, found, d))
}

/// The empty cell of the first unit (rows, columns, boxes) with one empty
/// cell, of the board of empty cells `empty`. On 9-bit row masks: each
/// row's test is one small mask, the columns' a bit-sliced count over the
/// rows, the boxes' three row parts.
#[cfg(test)]
fn first_full_house(empty: u128) -> Option<Cell> {
    use super::masks::row_mask;
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
    Some(found)
}

/// The first box (or row, then column), then digit, with one place: the
/// reference of [`hidden_single_remembering`], which the solver uses.
#[cfg(test)]
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

/// [`hidden_single`], from each digit's units with one place of the digit,
/// kept in `memo` (this finder's only) for the digit's cells they were read
/// off: slot `d` holds digit `d`'s cells then, slot `9 + d` its units (of
/// the kind searched, as [`units_with_one_place`] gives them). A digit whose cells have
/// not changed since has the same units, so only the others are counted
/// again; the first unit, then digit, with one place is the same.
pub(crate) fn hidden_single_remembering(
    c: &Candidates,
    boxes: bool,
    memo: &mut Memo,
) -> Option<(Technique, Cell, Digit)> {
    let mut any = 0u32;
    let mut units = [0u32; 9];
    for (d, slot) in units.iter_mut().enumerate() {
        let board = c.cells_with(digit(d)).bits();
        *slot = if memo.known_empty(d, board) {
            memo.slot(9 + d) as u32
        } else {
            let m = units_with_one_place(board, boxes);
            memo.remember_empty(d, board);
            memo.remember_empty(9 + d, u128::from(m));
            m
        };
        any |= *slot;
    }
    if any == 0 {
        return None;
    }
    let low = any & any.wrapping_neg();
    let d = units.iter().position(|&m| m & low != 0)?;
    let at = c.cells_with(digit(d)).bits() & UNIT_BITS[unit_of_lowest(any, boxes) as usize];
    let technique = if boxes {
        Technique::HiddenSingleBox
    } else {
        Technique::HiddenSingleLine
    };
    Some((technique, cell(at.trailing_zeros()), digit(d)))
}

/// The units where the board `board` has exactly one cell: the boxes
/// (box `k` at bit `3 k`, see [`unit_of_lowest`]), or the rows and columns (bit
/// `u` for unit index `u`).
#[inline]
fn units_with_one_place(board: u128, boxes: bool) -> u32 {
    if boxes {
        // Each band's three rows folded onto its first: the columns of the
        // band holding the digit, and those holding it twice or more, at
        // bits 27 b .. 27 b + 9 for band b.
        let (r1, r2) = (board >> 9, board >> 18);
        let once = board | r1 | r2;
        let twice = (board & r1) | ((board | r1) & r2);
        // At the first bit of each stack's three columns: whether they hold
        // the digit at all, in two columns or more, and twice in one column.
        let any = (once | once >> 1 | once >> 2) & FIRST_OF_TRIADS;
        let spread =
            ((once & once >> 1) | (once & once >> 2) | (once >> 1 & once >> 2)) & FIRST_OF_TRIADS;
        let stacked = (twice | twice >> 1 | twice >> 2) & FIRST_OF_TRIADS;
        let single = any & !spread & !stacked;
        let (low, high) = (single as u64, (single >> 54) as u64);
        ((low & 0o111) | (low >> 18 & 0o111 << 9) | (high & 0o111) << 18) as u32
    } else {
        // Rows 0..7 in the low 63 bits, rows 7 and 8 above them.
        let (low, high) = (board as u64, (board >> 63) as u64);
        let (mut one, mut two, mut found) = (0u64, 0u64, 0u32);
        for r in 0..9 {
            let m = if r < 7 {
                (low >> (9 * r)) & 0x1FF
            } else {
                (high >> (9 * (r - 7))) & 0x1FF
            };
            found |= u32::from(m & m.wrapping_sub(1) == 0 && m != 0) << r;
            two |= one & m;
            one |= m;
        }
        found | ((one & !two) as u32) << 9
    }
}

/// The first bit of each band's three triads of columns (bits 27 b + 3 s).
const FIRST_OF_TRIADS: u128 = 0o111 | 0o111 << 27 | 0o111 << 54;

/// The unit index of the lowest unit in a mask of [`units_with_one_place`].
#[inline]
fn unit_of_lowest(mask: u32, boxes: bool) -> u32 {
    if boxes {
        18 + mask.trailing_zeros() / 3
    } else {
        mask.trailing_zeros()
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Grid;

    /// Along a solve by singles, the remembering full house finder answers
    /// as the plain one in every state, and falls back to a full search in a
    /// state with more empty cells than the one it remembers.
    #[test]
    fn remembered_full_houses_are_the_full_houses() {
        let mut houses = 0;
        for line in [
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "2.48....713.6..2...7....9..6.7..9.4.9..23........6.5......18...312.........5.3..6",
        ] {
            let g: Grid = line.parse().unwrap();
            let start = Candidates::from_grid(&g);
            let mut c = start.clone();
            let mut memo = Memo::new();
            loop {
                let remembered = full_house_remembering(&c, &mut memo);
                assert_eq!(remembered, full_house(&c), "{line}");
                houses += usize::from(remembered.is_some());
                let Some((_, cell, digit)) = remembered
                    .or_else(|| naked_single(&c))
                    .or_else(|| hidden_single(&c, true))
                    .or_else(|| hidden_single(&c, false))
                else {
                    break;
                };
                c.place(cell, digit);
            }
            // The memo now holds a later state: the start has more empty
            // cells, and is searched in full.
            assert_eq!(
                full_house_remembering(&start, &mut memo),
                full_house(&start)
            );
        }
        assert!(houses > 10);
    }

    /// Along solves by singles and eliminations (each state's first
    /// candidate that the solution does not hold removed when no single
    /// applies), the remembering hidden single finders answer as the plain
    /// ones in every state, each with one memo for the whole solve, and
    /// again from the start with a memo of a later state.
    #[test]
    fn remembered_hidden_singles_are_the_hidden_singles() {
        let mut found = [0usize; 2];
        for line in [
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            "2.48....713.6..2...7....9..6.7..9.4.9..23........6.5......18...312.........5.3..6",
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        ] {
            let g: Grid = line.parse().unwrap();
            let solution = g.solve().unwrap();
            let start = Candidates::from_grid(&g);
            let mut c = start.clone();
            let mut memos = [Memo::new(), Memo::new()];
            while !c.is_solved() {
                for (k, boxes) in [true, false].into_iter().enumerate() {
                    let remembered = hidden_single_remembering(&c, boxes, &mut memos[k]);
                    assert_eq!(remembered, hidden_single(&c, boxes), "{line}");
                    found[k] += usize::from(remembered.is_some());
                }
                if let Some((_, cell, digit)) = naked_single(&c)
                    .or_else(|| hidden_single(&c, true))
                    .or_else(|| hidden_single(&c, false))
                {
                    c.place(cell, digit);
                    continue;
                }
                let (cell, digit) = c
                    .empty_cells()
                    .iter()
                    .find_map(|cell| {
                        c.candidates(cell)
                            .iter()
                            .find(|&d| solution.get(cell) != Some(d))
                            .map(|d| (cell, d))
                    })
                    .expect("an unsolved state has a candidate off the solution");
                c.eliminate(cell, digit);
            }
            for (k, boxes) in [true, false].into_iter().enumerate() {
                assert_eq!(
                    hidden_single_remembering(&start, boxes, &mut memos[k]),
                    hidden_single(&start, boxes)
                );
            }
        }
        assert!(found[0] > 20 && found[1] > 20, "{found:?}");
    }
}
