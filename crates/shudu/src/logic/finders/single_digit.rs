//! Single-digit patterns built on strong links (conjugate pairs: a unit with
//! exactly two places left for a digit, so one of them holds it).
//!
//! - Skyscraper: two parallel lines each with a strong link, whose ends on
//!   one side share a cross line. Those two ends cannot both hold the digit,
//!   so one of the two far ends does: cells seeing both far ends lose it.
//! - Two-string kite: a row strong link and a column strong link with one end
//!   each in the same box (the other ends outside it). The box ends cannot
//!   both hold the digit, so one far end does: cells seeing both lose it.
//! - Empty rectangle: a box whose candidates for the digit all lie in one row
//!   and one column of it (each arm holding at least one candidate off the
//!   crossing), plus a strong link in a line crossing the box's row (or
//!   column) outside the box. The cell where the link's far line meets the
//!   box's column (or row) cannot hold the digit: if it did, the link would
//!   force the digit onto the box's row outside the box, leaving the box
//!   without it.

use super::masks::{bits, count9, line_cell, line_masks, line_unit, unit_masks};
use super::wording;
use crate::logic::{Candidates, Step, Technique};
use crate::{Cell, CellSet, Digit, Unit};

/// The two cells of a line whose positions mask has exactly two bits.
#[inline]
fn link_cells(by_rows: bool, line: usize, mask: u16) -> (Cell, Cell) {
    let lo = mask.trailing_zeros() as usize;
    let hi = 15 - mask.leading_zeros() as usize;
    (line_cell(by_rows, line, lo), line_cell(by_rows, line, hi))
}

/// Two parallel strong links joined at one end by a cross line.
pub(crate) fn skyscraper(c: &Candidates) -> Option<Step> {
    Digit::all().find_map(|digit| skyscraper_digit(c, digit))
}

/// [`skyscraper`] for one digit.
pub(crate) fn skyscraper_digit(c: &Candidates, digit: Digit) -> Option<Step> {
    let all = c.cells_with(digit);
    for by_rows in [true, false] {
        let masks = line_masks(all, by_rows);
        // The lines with exactly two places (bit l for line l).
        let links = (0..9).fold(0u16, |m, l| m | u16::from(count9(masks[l]) == 2) << l);
        for l1 in bits(links) {
            for l2 in bits(links & !((2u16 << l1) - 1)) {
                let common = masks[l1] & masks[l2];
                if count9(common) != 1 {
                    continue;
                }
                let joint = common.trailing_zeros() as usize;
                let b1 = line_cell(by_rows, l1, joint);
                let b2 = line_cell(by_rows, l2, joint);
                let e1 = line_cell(by_rows, l1, (masks[l1] & !common).trailing_zeros() as usize);
                let e2 = line_cell(by_rows, l2, (masks[l2] & !common).trailing_zeros() as usize);
                let pattern: CellSet = [b1, e1, b2, e2].into_iter().collect();
                let targets = (all & CellSet::peers(e1) & CellSet::peers(e2)) - pattern;
                if targets.is_empty() {
                    continue;
                }
                let cross = line_unit(!by_rows, joint);
                let step = Step::new(Technique::Skyscraper, String::new())
                    .with_cells([b1, e1, b2, e2])
                    .with_units([line_unit(by_rows, l1), line_unit(by_rows, l2), cross])
                    .with_digits([digit])
                    .eliminate(wording::eliminations(targets, digit));
                let step = step.describe_with(move |step: &Step| {
                    format!(
                        "Skyscraper: {digit} in {} lies only in {} and {}, and in {} only in {} and {}; \
                         as {b1} and {b2} share {cross}, {e1} or {e2} is {digit}, so {}",
                        line_unit(by_rows, l1),
                        first_of(b1, e1),
                        second_of(b1, e1),
                        line_unit(by_rows, l2),
                        first_of(b2, e2),
                        second_of(b2, e2),
                        wording::removals(&step.eliminations)
                    )
                });
                return Some(step);
            }
        }
    }
    None
}

#[inline]
fn first_of(a: Cell, b: Cell) -> Cell {
    a.min(b)
}

#[inline]
fn second_of(a: Cell, b: Cell) -> Cell {
    a.max(b)
}

/// A row strong link and a column strong link meeting in a box.
pub(crate) fn two_string_kite(c: &Candidates) -> Option<Step> {
    Digit::all().find_map(|digit| two_string_kite_digit(c, digit))
}

/// [`two_string_kite`] for one digit.
pub(crate) fn two_string_kite_digit(c: &Candidates, digit: Digit) -> Option<Step> {
    let all = c.cells_with(digit);
    let rows = line_masks(all, true);
    let cols = line_masks(all, false);
    // The column links, and the columns holding one (bit k).
    let mut col_links = [(Cell::at(0, 0), Cell::at(0, 0)); 9];
    let mut linked_cols = 0u16;
    for (k, &col) in cols.iter().enumerate() {
        if count9(col) == 2 {
            col_links[k] = link_cells(false, k, col);
            linked_cols |= 1 << k;
        }
    }
    for (r, &row) in rows.iter().enumerate() {
        if count9(row) != 2 {
            continue;
        }
        let (r1, r2) = link_cells(true, r, row);
        // A column link can share a box with this row link only from the
        // stacks of the row link's cells.
        let stacks = [r1, r2]
            .iter()
            .fold(0u16, |m, x| m | 0b111 << (3 * (x.col() / 3)));
        for k in bits(linked_cols & stacks) {
            let (k1, k2) = col_links[k];
            if r1 == k1 || r1 == k2 || r2 == k1 || r2 == k2 {
                continue;
            }
            for (a, x) in [(r1, r2), (r2, r1)] {
                for (b, y) in [(k1, k2), (k2, k1)] {
                    let bx = a.box_index();
                    if b.box_index() != bx || x.box_index() == bx || y.box_index() == bx {
                        continue;
                    }
                    let pattern: CellSet = [a, x, b, y].into_iter().collect();
                    let targets = (all & CellSet::peers(x) & CellSet::peers(y)) - pattern;
                    if targets.is_empty() {
                        continue;
                    }
                    let step = Step::new(Technique::TwoStringKite, String::new())
                        .with_cells([x, a, b, y])
                        .with_units([Unit::row(r), Unit::column(k), Unit::boxed(bx)])
                        .with_digits([digit])
                        .eliminate(wording::eliminations(targets, digit));
                    let step = step.describe_with(move |step: &Step| {
                        format!(
                            "Two-string kite: {digit} in row {} lies only in {r1} and {r2}, and in column {} \
                             only in {k1} and {k2}; as {a} and {b} share box {}, {x} or {y} is {digit}, so {}",
                            r + 1,
                            k + 1,
                            bx + 1,
                            wording::removals(&step.eliminations)
                        )
                    });
                    return Some(step);
                }
            }
        }
    }
    None
}

/// Positions of column `j` (0..3) within a box.
const BOX_COLUMN: u16 = 0b001_001_001;

/// A box whose candidates form a cross, plus a strong link off its row or column.
pub(crate) fn empty_rectangle(c: &Candidates) -> Option<Step> {
    Digit::all().find_map(|digit| empty_rectangle_digit(c, digit))
}

/// [`empty_rectangle`] for one digit.
pub(crate) fn empty_rectangle_digit(c: &Candidates, digit: Digit) -> Option<Step> {
    let all = c.cells_with(digit);
    let um = unit_masks(all);
    // The rows and the columns with exactly two places (bit l for line l).
    let (mut row_links, mut col_links) = (0u16, 0u16);
    for l in 0..9 {
        row_links |= u16::from(count9(um[l]) == 2) << l;
        col_links |= u16::from(count9(um[9 + l]) == 2) << l;
    }
    for b in 0..9 {
        let bm = um[18 + b];
        if count9(bm) < 2 {
            continue;
        }
        let (band, stack) = (b / 3, b % 3);
        for k in 0..3 {
            for j in 0..3 {
                let (row_part, col_part) = (7u16 << (3 * k), BOX_COLUMN << j);
                if bm & !(row_part | col_part) != 0 || bm & !col_part == 0 || bm & !row_part == 0 {
                    continue;
                }
                let (row, col) = (3 * band + k, 3 * stack + j);
                // A strong link in a column crossing the box's row, or in
                // a row crossing the box's column, outside the box.
                for by_rows in [false, true] {
                    let (meet, far_group, own_group, target_line) = if by_rows {
                        (col, stack, band, um[row])
                    } else {
                        (row, band, stack, um[9 + col])
                    };
                    let own_lines = 0b111u16 << (3 * own_group);
                    let candidates = if by_rows { row_links } else { col_links };
                    for l in bits(candidates & !own_lines) {
                        let lm = um[if by_rows { l } else { 9 + l }];
                        if lm & (1 << meet) == 0 {
                            continue;
                        }
                        let far_pos = (lm & !(1 << meet)).trailing_zeros() as usize;
                        if far_pos / 3 == far_group || target_line & (1 << far_pos) == 0 {
                            continue;
                        }
                        let near = line_cell(by_rows, l, meet);
                        let far = line_cell(by_rows, l, far_pos);
                        let target = if by_rows {
                            Cell::at(row, far_pos)
                        } else {
                            Cell::at(far_pos, col)
                        };
                        let bx = Unit::boxed(b);
                        let link_unit = line_unit(by_rows, l);
                        let step = Step::new(Technique::EmptyRectangle, String::new())
                            .with_cells(all & CellSet::unit(bx))
                            .with_cells([near, far])
                            .with_units([bx, Unit::row(row), Unit::column(col), link_unit])
                            .with_digits([digit])
                            .eliminate(wording::eliminations(CellSet::single(target), digit));
                        let step = step.describe_with(move |step: &Step| {
                            format!(
                                "Empty rectangle: {digit} in {bx} lies only in row {} and column {}, \
                                 and in {link_unit} only in {} and {}, so {} (it would leave {bx} without {digit})",
                                row + 1,
                                col + 1,
                                first_of(near, far),
                                second_of(near, far),
                                wording::removals(&step.eliminations)
                            )
                        });
                        return Some(step);
                    }
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::finders::testing::{assert_spent, places, removed, state};

    /// skyscraper (puzzle 6, 7 techniques: ....64.89.5.8..2...8..2...139.......5.4.....8...91..7..3.......6...8..13948.3..2.)
    const SKYSCRAPER: &str = "\
12....7...2....7....3......1...5.7.......6......4.........5.7.........8.........9\
1..4..7......5.........6..........8.........91.3...7...2.........34........4..7..\
...4..7.........8.........9..3.5.7...2.........3.5.7....34567....3456...1........\
..3..............9......7.....456......45...........8.1............56....2.......\
....5....1...........4......23..6.........7...23..6.....3..6..9..3..6..9.......8.\
.......8......6....2...............91..........3.5......345..........7.....45....\
.2....7....3......1.........2.4567.....45.....2..567.9.......8....45...9...4567..\
.....6....2....7......5.....2.4..7.........8..2....7.9...4..7.91..........3......\
........9...4............8.1...567....3......1...567......5.7...2...........567..";

    /// two-string-kite (puzzle 6, 23 techniques: ....64.89.5.8..2...8..2...139.......5.4.....8...91..7..3.......6...8..13948.3..2.)
    const TWO_STRING_KITE: &str = "\
12....7...2....7....3......1...5.7.......6......4.........5.7.........8.........9\
1..4..7......5.........6..........8.........91.3...7...2.........34........4..7..\
...4..7.........8.........9..3.5.7...2.........3.5.7.....4.6.....3456...1........\
..3..............9......7.....456......45...........8.1............56....2.......\
....5....1...........4......23..6.........7...23..6.....3..6..9.....6..9.......8.\
.......8......6....2...............91..........3.5......34...........7.....45....\
.2....7....3......1.........2.4567.....45.....2..567.9.......8....45...9...4567..\
.....6....2....7......5.....2.4..7.........8..2....7.9...4....91..........3......\
........9...4............8.1...567....3......1...567......5.7...2...........567..";

    /// empty-rectangle (puzzle 1, 24 techniques: 12.74.6.94..8......89..3.1....4.2..1..........4.6..9..3...2...62....6.....8...4..)
    const EMPTY_RECTANGLE: &str = "\
1.........2.........3............7.....4.........5.........6..........8.........9\
...4.........567......567.........8.1.......91.......9.23.5.7...23.5.7...23.5.7..\
....5.7.........8.........9.2............6.....3..........5.7..1...........4.....\
.......8...3.....9....5.7.....4.......3.5.7.9.2.........3.5.........6...1........\
.....6..91.3..6..912...6...1.3.5....1.3.5.7.91.....789.23.5.7.....4......23.5.78.\
....5.7.....4.....12............6...1.3.5.7..1.....78.........9.23.5.7...23.5.78.\
..3......1...5.7.91...5.7..1...5...9.2..........4............8.....5.7.9.....6...\
.2...........5.7.9...4.......3.5...9.......8......6...1..........3.5.7.9..3.5.7..\
.....6..91...56..9.......8.1.3.5...91.3.5.7..1.....7.....4......23.5...9.23.5....";

    #[test]
    fn skyscraper_example() {
        let c = state(SKYSCRAPER);
        // 3 in row 2 only at r2c6, r2c8; in row 6 only at r6c6, r6c7.
        // r2c6 and r6c6 share column 6, so not both are 3: r2c8 or r6c7 is.
        // Cells seeing both with 3: r3c7 (box 3, column 7) and r5c8 (column
        // 8, box 6); r1c7, r4c8, r2c7, r6c8 lack 3.
        assert_eq!(places(&c, 3, Unit::row(1)), "r2c6, r2c8");
        assert_eq!(places(&c, 3, Unit::row(5)), "r6c6, r6c7");
        let s = skyscraper(&c).unwrap();
        assert_eq!(s.technique, Technique::Skyscraper);
        assert_eq!(removed(&s), "r3c7-3 r5c8-3");
        assert_eq!(
            s.text(),
            "Skyscraper: 3 in row 2 lies only in r2c6 and r2c8, and in row 6 only in r6c6 and \
             r6c7; as r2c6 and r6c6 share column 6, r2c8 or r6c7 is 3, so 3 is removed from r3c7 \
             and r5c8"
        );
        assert_spent(skyscraper, &c, &s);
    }

    #[test]
    fn two_string_kite_example() {
        let c = state(TWO_STRING_KITE);
        // 5 in row 6 only at r6c6, r6c9; in column 5 only at r4c5, r7c5.
        // r6c6 and r4c5 share box 5, so r6c9 or r7c5 is 5, and r7c9 (row 7,
        // column 9) loses it; r6c5, the other cell seeing both, lacks 5.
        assert_eq!(places(&c, 5, Unit::row(5)), "r6c6, r6c9");
        assert_eq!(places(&c, 5, Unit::column(4)), "r4c5, r7c5");
        let s = two_string_kite(&c).unwrap();
        assert_eq!(s.technique, Technique::TwoStringKite);
        assert_eq!(removed(&s), "r7c9-5");
        assert_eq!(
            s.text(),
            "Two-string kite: 5 in row 6 lies only in r6c6 and r6c9, and in column 5 only in r4c5 \
             and r7c5; as r6c6 and r4c5 share box 5, r6c9 or r7c5 is 5, so 5 is removed from r7c9"
        );
        assert_spent(two_string_kite, &c, &s);
    }

    #[test]
    fn empty_rectangle_example() {
        let c = state(EMPTY_RECTANGLE);
        // Box 4 holds 5 only at r4c3 and r6c1: within row 4 and column 1.
        // Row 3 holds 5 only at r3c1 and r3c7. If r4c7 were 5, r3c7 would
        // not be, so r3c1 would, clearing column 1 of box 4, while r4c7
        // clears row 4 of it: box 4 would have no 5. So r4c7 loses 5.
        assert_eq!(places(&c, 5, Unit::boxed(3)), "r4c3, r6c1");
        assert_eq!(places(&c, 5, Unit::row(2)), "r3c1, r3c7");
        let s = empty_rectangle(&c).unwrap();
        assert_eq!(s.technique, Technique::EmptyRectangle);
        assert_eq!(removed(&s), "r4c7-5");
        assert_eq!(
            s.text(),
            "Empty rectangle: 5 in box 4 lies only in row 4 and column 1, and in row 3 only in \
             r3c1 and r3c7, so 5 is removed from r4c7 (it would leave box 4 without 5)"
        );
        assert_spent(empty_rectangle, &c, &s);
    }
}
