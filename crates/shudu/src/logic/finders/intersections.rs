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

use super::masks::{box_mask, column_mask, count9, parts, row_mask, unit_cells};
use super::wording;
use crate::logic::{Candidates, Step, Technique};
use crate::{CellSet, Digit, Unit};

/// A digit confined within a box to one line: removed from the rest of the line.
pub(crate) fn pointing(c: &Candidates) -> Option<Step> {
    Digit::all().find_map(|digit| pointing_digit(c, digit))
}

/// [`pointing`] for one digit.
pub(crate) fn pointing_digit(c: &Candidates, digit: Digit) -> Option<Step> {
    let all = c.cells_with(digit);
    for b in 0..9 {
        let bm = box_mask(all.bits(), b);
        if count9(bm) < 2 {
            continue;
        }
        let (band, stack) = (b / 3, b % 3);
        let rows = parts(bm);
        let cols = (bm | bm >> 3 | bm >> 6) & 7;
        let line = if count9(rows) == 1 {
            Unit::row(3 * band + rows.trailing_zeros() as usize)
        } else if count9(cols) == 1 {
            Unit::column(3 * stack + cols.trailing_zeros() as usize)
        } else {
            continue;
        };
        let step = locked(all, Technique::Pointing, Unit::boxed(b), line, bm, digit);
        if step.is_some() {
            return step;
        }
    }
    None
}

/// A digit confined within a row or column to one box: removed from the rest
/// of the box.
pub(crate) fn claiming(c: &Candidates) -> Option<Step> {
    Digit::all().find_map(|digit| claiming_digit(c, digit))
}

/// [`claiming`] for one digit.
pub(crate) fn claiming_digit(c: &Candidates, digit: Digit) -> Option<Step> {
    let all = c.cells_with(digit);
    for l in 0..18 {
        let lm = if l < 9 {
            row_mask(all.bits(), l)
        } else {
            column_mask(all.bits(), l - 9)
        };
        if count9(lm) < 2 {
            continue;
        }
        let g = parts(lm);
        if count9(g) != 1 {
            continue;
        }
        let g = g.trailing_zeros() as usize;
        let b = if l < 9 {
            (l / 3) * 3 + g
        } else {
            g * 3 + (l - 9) / 3
        };
        let line = Unit::from_index(l)?;
        let step = locked(all, Technique::Claiming, line, Unit::boxed(b), lm, digit);
        if step.is_some() {
            return step;
        }
    }
    None
}

/// The step of `technique` for `digit`, whose places `mask` in unit `from`
/// all lie in unit `to` (`all` its cells): it leaves the rest of `to`.
/// `None` when the rest of `to` does not hold the digit.
fn locked(
    all: CellSet,
    technique: Technique,
    from: Unit,
    to: Unit,
    mask: u16,
    digit: Digit,
) -> Option<Step> {
    let targets = (all & CellSet::unit(to)) - CellSet::unit(from);
    if targets.is_empty() {
        return None;
    }
    let step = Step::new(technique, String::new())
        .with_cells(unit_cells(from, mask))
        .with_units([from, to])
        .with_digits([digit])
        .eliminate(wording::eliminations(targets, digit));
    let step = step.describe_with(move |step: &Step| {
        format!(
            "{}: in {from}, {digit} lies only in {to}, so {}",
            technique.name(),
            wording::removals(&step.eliminations)
        )
    });
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::finders::testing::{assert_spent, marks, places, removed, state};

    /// pointing (puzzle 0, 5 techniques: ..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2....)
    const POINTING: &str = "\
1.........2.........3..........56.89......7......56.8.....56.89...4............89\
...4.........5.........6..........89.......89.2.........3............7..1........\
......7.........8.........9..3......1...........4.........56.......56....2.......\
.....6..9...4.6....2.4.....1............56..9......7...2..5...........8...3......\
....5....1..............7...2.........3....8...3....8....4.............9.....6...\
..3..6.89..3..6....2.....8....4.......3.56.89..3.56.8.12..5....12..5..........7..\
.2.............7..1.............6.8....4.............9.....6.8...3..........5....\
..3..6.8.........9....5.........678...3..6.8.1.3..6.8.12...678.12...6......4.....\
..3..6.8...34.6......4...8.....5678..2.......1.3.56.8.1....67891....6..........89";

    /// claiming (puzzle 6, 6 techniques: ....64.89.5.8..2...8..2...139.......5.4.....8...91..7..3.......6...8..13948.3..2.)
    const CLAIMING: &str = "\
12....7...2....7....3......1...5.7.......6......4.........5.7.........8.........9\
1..4..7......5.........6..........8.........91.3...7...2.........34........4..7..\
...4..7.........8.........9..3.5.7...2.........3.5.7....34567....3456...1........\
..3..............9......7.....456......45...........8.1............56....2.......\
....5....1...........4......23..6.........7...23..6.....3..6..9..3..6..9.......8.\
.......8......6....2...............91..........3.5......345..........7.....45....\
.2....7....3......1.........2.4567.....45.....2..567.9.......8....456..9...4567..\
.....6....2....7......5.....2.4..7.........8..2....7.9...4..7.91..........3......\
........9...4............8.1...567....3......1...567......567...2...........567..";

    #[test]
    fn pointing_example() {
        let c = state(POINTING);
        // Box 4 holds 3 only at r6c1 and r6c2 (r4c1 69, r4c2 46, r4c3 24,
        // r6c3 28 lack it), both in row 6; the rest of row 6 has 3 at r6c5
        // and r6c6 (r6c7, r6c8 are 125). Row 6's 3 is in box 4, so those go.
        assert_eq!(places(&c, 3, Unit::boxed(3)), "r6c1, r6c2");
        assert_eq!(places(&c, 3, Unit::row(5)), "r6c1, r6c2, r6c5, r6c6");
        let s = pointing(&c).unwrap();
        assert_eq!(s.technique, Technique::Pointing);
        assert_eq!(removed(&s), "r6c5-3 r6c6-3");
        assert_eq!(
            s.text(),
            "Pointing: in box 4, 3 lies only in row 6, so 3 is removed from r6c5 and r6c6"
        );
        assert_spent(pointing, &c, &s);
    }

    #[test]
    fn claiming_example() {
        let c = state(CLAIMING);
        // Column 9 holds 6 only at r7c9 and r9c9, both in box 9, so box 9's
        // other 6s (r7c8, r9c7) go.
        assert_eq!(places(&c, 6, Unit::column(8)), "r7c9, r9c9");
        assert_eq!(places(&c, 6, Unit::boxed(8)), "r7c8, r7c9, r9c7, r9c9");
        let s = claiming(&c).unwrap();
        assert_eq!(s.technique, Technique::Claiming);
        assert_eq!(removed(&s), "r7c8-6 r9c7-6");
        assert_eq!(
            s.text(),
            "Claiming: in column 9, 6 lies only in box 9, so 6 is removed from r7c8 and r9c7"
        );
        assert_spent(claiming, &c, &s);
        // r7c8 keeps its other candidates.
        assert!(marks(&c, "r7c8").contains('6'));
    }
}
