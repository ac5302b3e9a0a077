//! Wings: short patterns of bivalue cells.
//!
//! - XY-wing: a pivot with candidates {x, y} sees two pincers {x, z} and
//!   {y, z}. Whatever the pivot holds, one pincer is z, so cells seeing both
//!   pincers lose z.
//! - XYZ-wing: a pivot {x, y, z} sees pincers {x, z} and {y, z}. One of the
//!   three is z, so cells seeing all three lose z.
//! - W-wing: two cells {x, y} that do not see each other, and a strong link
//!   on x (a unit with exactly two places for x) whose ends see one cell
//!   each. One of the cells must be y (if both were x, neither link end could
//!   be x), so cells seeing both lose y.

use super::masks::is_pair;
use super::wording;
use crate::grid::UNIT_BITS as UNITS;
use crate::logic::{Candidates, Step, Technique};
use crate::{Cell, CellSet, Digit, DigitSet, Unit};

/// The empty cells with exactly two candidates, and with exactly three.
fn bi_and_trivalue(c: &Candidates) -> (CellSet, CellSet) {
    // Bit-sliced counts of candidates per cell: at least k, for k = 1..4.
    let (mut one, mut two, mut three, mut four) = (0u128, 0u128, 0u128, 0u128);
    for d in Digit::all() {
        let b = c.cells_with(d).bits();
        four |= three & b;
        three |= two & b;
        two |= one & b;
        one |= b;
    }
    (
        CellSet::from_bits(two & !three),
        CellSet::from_bits(three & !four),
    )
}

/// The cells of `set` after `cell` in reading order (as a scan of `set`
/// skipping the others would meet them).
#[inline]
fn after(set: CellSet, cell: Cell) -> CellSet {
    CellSet::from_bits(set.bits() & !((2u128 << cell.index()) - 1))
}

/// Pivot {x, y} with pincers {x, z} and {y, z}.
pub(crate) fn xy_wing(c: &Candidates) -> Option<Step> {
    let (bi, _) = bi_and_trivalue(c);
    for pivot in bi {
        let p = c.candidates(pivot);
        let near = bi & CellSet::peers(pivot);
        // The pincers share one of the pivot's two digits, not both.
        let one_of = p
            .iter()
            .fold(CellSet::EMPTY, |set, d| set ^ c.cells_with(d));
        for a in near & one_of {
            let sa = c.candidates(a);
            let z = (sa - p).first()?;
            // The other pincer holds the pivot's other digit and z.
            let want = (p - sa) | DigitSet::single(z);
            // The later bivalue cells holding both digits of `want`: those
            // equal to it.
            let equal = want
                .iter()
                .fold(after(near, a), |set, d| set & c.cells_with(d));
            for b in equal {
                // Pincers with the same two digits are impossible here: want
                // differs from sa since it lacks sa's shared digit.
                let targets = (c.cells_with(z) & CellSet::peers(a) & CellSet::peers(b))
                    - CellSet::single(pivot);
                if targets.is_empty() {
                    continue;
                }
                let step = Step::new(Technique::XYWing, String::new())
                    .with_cells([pivot, a, b])
                    .with_digits(p | DigitSet::single(z))
                    .eliminate(wording::eliminations(targets, z));
                let step = step.describe_with(move |step: &Step| {
                    format!(
                        "XY-wing: pivot {pivot} ({p}) with pincers {a} ({sa}) and {b} ({want}), \
                         so {a} or {b} is {z}, and {}",
                        wording::removals(&step.eliminations)
                    )
                });
                return Some(step);
            }
        }
    }
    None
}

/// Pivot {x, y, z} with pincers {x, z} and {y, z}.
pub(crate) fn xyz_wing(c: &Candidates) -> Option<Step> {
    let (bi, tri) = bi_and_trivalue(c);
    for pivot in tri {
        let p = c.candidates(pivot);
        // The bivalue peers whose digits are the pivot's: the only pincers.
        let near = (DigitSet::ALL - p)
            .iter()
            .fold(bi & CellSet::peers(pivot), |set, d| set - c.cells_with(d));
        for a in near {
            let sa = c.candidates(a);
            for b in after(near, a) {
                let sb = c.candidates(b);
                if (sa | sb) != p {
                    continue;
                }
                let Some(z) = (sa & sb).single_digit() else {
                    continue;
                };
                let targets =
                    c.cells_with(z) & CellSet::peers(pivot) & CellSet::peers(a) & CellSet::peers(b);
                if targets.is_empty() {
                    continue;
                }
                let step = Step::new(Technique::XYZWing, String::new())
                    .with_cells([pivot, a, b])
                    .with_digits(p)
                    .eliminate(wording::eliminations(targets, z));
                let step = step.describe_with(move |step: &Step| {
                    format!(
                        "XYZ-wing: pivot {pivot} ({p}) with pincers {a} ({sa}) and {b} ({sb}), \
                         so {pivot}, {a} or {b} is {z}, and {}",
                        wording::removals(&step.eliminations)
                    )
                });
                return Some(step);
            }
        }
    }
    None
}

/// Two equal bivalue cells joined by a strong link on one of their digits.
pub(crate) fn w_wing(c: &Candidates) -> Option<Step> {
    let (bi, _) = bi_and_trivalue(c);
    // Per digit, the units where it has exactly two places (bit u for unit
    // u), computed when first needed.
    let mut links = [None::<u32>; 9];
    for a in bi {
        let pair = c.candidates(a);
        // The later bivalue cells holding both digits: those equal to a.
        let same = pair
            .iter()
            .fold(after(bi, a), |set, d| set & c.cells_with(d));
        for b in same - CellSet::peers(a) {
            let (pa, pb) = (CellSet::peers(a), CellSet::peers(b));
            for x in pair {
                let Some(y) = (pair - DigitSet::single(x)).first() else {
                    continue;
                };
                let targets = c.cells_with(y) & pa & pb;
                if targets.is_empty() {
                    continue;
                }
                let mut pairs = *links[x.index()].get_or_insert_with(|| {
                    let cells = c.cells_with(x).bits();
                    (0..27).fold(0, |m, u| m | u32::from(is_pair(cells & UNITS[u])) << u)
                });
                while pairs != 0 {
                    let unit = Unit::from_index(pairs.trailing_zeros() as usize)
                        .expect("unit indices are 0..27");
                    pairs &= pairs - 1;
                    let link = c.cells_with_in(x, unit);
                    if link.contains(a) || link.contains(b) {
                        continue;
                    }
                    let (Some(e1), Some(e2)) = (link.first(), link.iter().nth(1)) else {
                        continue;
                    };
                    let (ea, eb) = if pa.contains(e1) && pb.contains(e2) {
                        (e1, e2)
                    } else if pa.contains(e2) && pb.contains(e1) {
                        (e2, e1)
                    } else {
                        continue;
                    };
                    let step = Step::new(Technique::WWing, String::new())
                        .with_cells([a, ea, eb, b])
                        .with_units([unit])
                        .with_digits([x, y])
                        .eliminate(wording::eliminations(targets, y));
                    let step = step.describe_with(move |step: &Step| {
                        format!(
                            "W-wing: {a} and {b} hold only {}, and {x} in {unit} lies only in \
                             {ea} and {eb}, which see them, so {a} or {b} is {y}, and {}",
                            wording::digits(pair),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::finders::testing::{assert_spent, marks, places, removed, state};

    /// xy-wing (puzzle 10, 25 techniques: .2.6.......6..71......1.....7...52...9546......4..18...4.8..92...2.74..8.....6..3)
    const XY_WING: &str = "\
1.345.789.2.......1.3....89.....6.....34...8........89...45.7....345.789...45...9\
..345..89..3.5..8......6....23.5.....234...8.......7..1..........345..89.2.45...9\
..345.789..3.5..8...3....89.23.5....1.........2.....89...4567....3456789.2.456..9\
1.3....8.......7..1.3....8...3.....9..3....89....5.....2..........4.6......4.6...\
.2.....8.........9....5.......4..........6....2.....8...3......1..............7..\
.23...........6......4...........7...23......1...............8.....5...9....5...9\
.....6......4...........7.........8.....5......3..............9.2.......1........\
..3.....91.3.......2.......1.......9......7.....4.........56.......56..........8.\
....5..891...5..8........8912......9.2......9.....6......4..7.....4..7....3......";

    /// xyz-wing (puzzle 6, 26 techniques: ....64.89.5.8..2...8..2...139.......5.4.....8...91..7..3.......6...8..13948.3..2.)
    const XYZ_WING: &str = "\
12....7...2....7....3......1...5.7.......6......4.........5.7.........8.........9\
1..4..7......5.........6..........8.........91.3...7...2.........34........4..7..\
...4..7.........8.........9..3.5.7...2.........3.5.7.....4.6.....3456...1........\
..3..............9......7.....456......45...........8.1............56....2.......\
....5....1...........4......23..6.........7...23..6.....3..6..9.....6..9.......8.\
.......8......6....2...............91..........3.5......34...........7.....45....\
.2....7....3......1.........2.4567.....45.....2..567.9.......8....45...9...4.67..\
.....6....2....7......5.....2.4..7.........8..2....7.9...4....91..........3......\
........9...4............8.1...567....3......1...567......5.7...2...........567..";

    /// w-wing (puzzle 17, 27 techniques: ..3.6...4.5.....1.7.9.....3..4..73.......8.2.8.162...9..2...8..6..9..2...7...1...)
    const W_WING: &str = "\
12.......12.....8...3..........5.7.......6....2......9....5.7.9....5..89...4.....\
...4.........5.........6..........8...3...7....3.....9......7.91.........2.......\
......7...2.....8.........9...45....1.........2.4.........56.......56.8...3......\
.2..5.....2...6......4.....1................9......7....3..........56..........8.\
....5...9.....6..9......7....34.......34............8.1.........2...........56...\
.......8...3......1.............6....2...........5.......4...........7..........9\
1.3.....91..4....9.2.........34..7....345.7.......6..........8...345...91.....7..\
.....6...1..4.........5..8.........9..345.78...34......2.........345....1.....7..\
..3.....9......7......5..8..2.........345..8.1............56..9..3456..9....56...";

    #[test]
    fn xy_wing_example() {
        let c = state(XY_WING);
        // Pivot r6c5 23 sees r4c4 39 (box 5) and r9c5 29 (column 5). If the
        // pivot is 2, r9c5 is 9; if 3, r4c4 is 9. Cells seeing both pincers
        // with 9: r4c5 389, r8c4 19, r9c4 129.
        let cells = ["r6c5", "r4c4", "r9c5", "r4c5", "r8c4", "r9c4"].map(|n| marks(&c, n));
        assert_eq!(
            cells,
            ["23", "39", "29", "389", "19", "129"].map(String::from)
        );
        let s = xy_wing(&c).unwrap();
        assert_eq!(s.technique, Technique::XYWing);
        assert_eq!(removed(&s), "r4c5-9 r8c4-9 r9c4-9");
        assert_eq!(
            s.text(),
            "XY-wing: pivot r6c5 (23) with pincers r4c4 (39) and r9c5 (29), so r4c4 or r9c5 is \
             9, and 9 is removed from r4c5, r8c4 and r9c4"
        );
        assert_spent(xy_wing, &c, &s);
    }

    #[test]
    fn xyz_wing_example() {
        let c = state(XYZ_WING);
        // Pivot r7c8 459 sees r7c5 45 (row 7) and r8c7 49 (box 9): one of
        // the three is 4. Only row 7's part of box 9 sees all three: r7c7
        // is placed, r7c9 467 loses 4.
        let cells = ["r7c8", "r7c5", "r8c7", "r7c9"].map(|n| marks(&c, n));
        assert_eq!(cells, ["459", "45", "49", "467"].map(String::from));
        let s = xyz_wing(&c).unwrap();
        assert_eq!(s.technique, Technique::XYZWing);
        assert_eq!(removed(&s), "r7c9-4");
        assert_eq!(
            s.text(),
            "XYZ-wing: pivot r7c8 (459) with pincers r7c5 (45) and r8c7 (49), so r7c8, r7c5 or \
             r8c7 is 4, and 4 is removed from r7c9"
        );
        assert_spent(xyz_wing, &c, &s);
    }

    #[test]
    fn w_wing_example() {
        let c = state(W_WING);
        // r5c4 and r8c6 are both 34 and do not see each other. 4 in row 3
        // lies only in r3c4 (sees r5c4) and r3c6 (sees r8c6): if both cells
        // were 4, row 3 would have no 4. So one is 3, and r7c4 (column 4,
        // box 8) loses 3; the other common peers are placed.
        assert_eq!(
            (marks(&c, "r5c4"), marks(&c, "r8c6")),
            ("34".into(), "34".into())
        );
        assert_eq!(places(&c, 4, Unit::row(2)), "r3c4, r3c6");
        let s = w_wing(&c).unwrap();
        assert_eq!(s.technique, Technique::WWing);
        assert_eq!(removed(&s), "r7c4-3");
        assert_eq!(
            s.text(),
            "W-wing: r5c4 and r8c6 hold only 3 and 4, and 4 in row 3 lies only in r3c4 and r3c6, \
             which see them, so r5c4 or r8c6 is 3, and 3 is removed from r7c4"
        );
        assert_spent(w_wing, &c, &s);
    }
}
