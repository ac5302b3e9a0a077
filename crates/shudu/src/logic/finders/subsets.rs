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

use super::masks::{combinations, count9, unit_cells};
use super::wording;
use super::{Memo, Places};
use crate::logic::{Candidate, Candidates, Step, Technique};
use crate::{CellSet, DigitSet, Unit};

/// N cells of one unit holding only N digits between them, skipping the
/// units `memo` knows have no such cells; `tables` are `c`'s.
pub(crate) fn naked(
    c: &Candidates,
    size: u32,
    technique: Technique,
    memo: &mut Memo,
    tables: &Places,
) -> Option<Step> {
    for unit in Unit::all() {
        let u = unit.index();
        // The cells' candidates (the unit's signature) are all the search
        // reads of the unit.
        let signature = tables.signature(u);
        if memo.known_empty(u, signature) {
            continue;
        }
        let sets = tables.sets(u);
        // The walk reads only the eligible cells' sets, so it walks `sets`.
        let mut eligible = 0u16;
        let mut open = 0u32;
        for (i, &set) in sets.iter().enumerate() {
            let n = count9(set);
            open += u32::from(n > 0);
            if (2..=size).contains(&n) {
                eligible |= 1 << i;
            }
        }
        // With only N empty cells, a subset of N in this unit is the whole
        // unit; any locked eliminations are found from the other unit.
        if open <= size || count9(eligible) < size {
            memo.remember_empty(u, signature);
            continue;
        }
        let found = combinations(&sets, eligible, size, size, &mut |chosen, union| {
            if count9(union) != size {
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
            // Nothing here while the unit keeps this signature, even for a
            // subset that also lies in a second unit: its targets there are
            // empty now, and within one solve candidates are only ever
            // removed, so they stay empty.
            memo.remember_empty(u, signature);
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
        let step = step.describe_with(move |step: &Step| {
            format!(
                "{}: {} hold only {} within {}, so {}",
                technique.name(),
                wording::cells(cells),
                wording::digits(digits),
                wording::and_list(&units),
                wording::removals(&step.eliminations)
            )
        });
        return Some(step);
    }
    None
}

/// N digits confined within one unit to the same N cells, skipping the
/// units `memo` knows have none (a unit's answer depends only on its
/// signature); `tables` are `c`'s.
pub(crate) fn hidden(
    c: &Candidates,
    size: u32,
    technique: Technique,
    memo: &mut Memo,
    tables: &mut Places,
) -> Option<Step> {
    for unit in Unit::all() {
        let u = unit.index();
        let signature = tables.signature(u);
        if memo.known_empty(u, signature) {
            continue;
        }
        // Digits with 2..=N places, counted over the cells.
        let (more_than, open) = tables.counts(u);
        let eligible = more_than[1] & !more_than[size as usize];
        // With only N empty cells the N digits fill the unit: nothing to
        // remove.
        if open <= size || count9(eligible) < size {
            memo.remember_empty(u, signature);
            continue;
        }
        // The walk reads only the eligible digits' places.
        let places = tables.unit(c, u);
        let found = combinations(&places, eligible, size, size, &mut |chosen, union| {
            if count9(union) != size {
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
            memo.remember_empty(u, signature);
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
        return Some(
            Step::described(technique, move |step| {
                format!(
                    "{}: in {unit}, {} lie only in {}, so {}",
                    technique.name(),
                    wording::digits(digits),
                    wording::cells(cells),
                    wording::removals(&step.eliminations)
                )
            })
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
    naked(
        c,
        2,
        Technique::NakedPair,
        &mut Memo::new(),
        &Places::new(c),
    )
}

/// Three cells of a unit with three candidates between them.
pub(crate) fn naked_triple(c: &Candidates) -> Option<Step> {
    naked(
        c,
        3,
        Technique::NakedTriple,
        &mut Memo::new(),
        &Places::new(c),
    )
}

/// Four cells of a unit with four candidates between them.
pub(crate) fn naked_quad(c: &Candidates) -> Option<Step> {
    naked(
        c,
        4,
        Technique::NakedQuad,
        &mut Memo::new(),
        &Places::new(c),
    )
}

/// Two digits confined to the same two cells of a unit.
pub(crate) fn hidden_pair(c: &Candidates) -> Option<Step> {
    hidden(
        c,
        2,
        Technique::HiddenPair,
        &mut Memo::new(),
        &mut Places::new(c),
    )
}

/// Three digits confined to the same three cells of a unit.
pub(crate) fn hidden_triple(c: &Candidates) -> Option<Step> {
    hidden(
        c,
        3,
        Technique::HiddenTriple,
        &mut Memo::new(),
        &mut Places::new(c),
    )
}

/// Four digits confined to the same four cells of a unit.
pub(crate) fn hidden_quad(c: &Candidates) -> Option<Step> {
    hidden(
        c,
        4,
        Technique::HiddenQuad,
        &mut Memo::new(),
        &mut Places::new(c),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::finders::testing::{assert_spent, marks, places, removed, state};

    /// naked-pair (puzzle 1, 7 techniques: 12.74.6.94..8......89..3.1....4.2..1..........4.6..9..3...2...62....6.....8...4..)
    const NAKED_PAIR: &str = "\
1.........2.........3............7.....4.........5.........6..........8.........9\
...4.........567......567.........8.1.......91.......9.23.5.7...23.5.7...23.5.7..\
....5.7.........8.........9.2............6.....3..........5.7..1...........4.....\
.......8...3.5.7.9....5.7.....4.......3.5.7.9.2.........3.5.7.......6...1........\
....567.91.3.567.912..567..1.3.5...91.3.5.7.91.....789.23.5.7.....4......23.5.78.\
....5.7.....4.....12..5.7.......6...1.3.5.7..1.....78.........9.23.5.7...23.5.78.\
..3......1...5.7.91...5.7..1...5...9.2..........4............8.....5.7.9.....6...\
.2...........5.7.9...4.......3.5...9.......8......6...1..........3.5.7.9..3.5.7..\
....56..91...56..9.......8.1.3.5...91.3.5.7.91.....7.9...4......23.5...9.23.5....";

    /// hidden-pair (puzzle 4, 8 techniques: ....6..7.45.7.......94.1.6...82.7....1..3..9.5....98...7.3..2.............2.85.31)
    const HIDDEN_PAIR: &str = "\
1.3....8..2.......1.3..........5.........6.....3....8...34....9......7....34...89\
...4.........5.........6.........7..........9..3....8.1.3......1......8..2.......\
......7....3....8.........9...4......2.......1..........3.5.........6.....3.5..8.\
..3..6..9..3..6..9.......8..2...........5..........7..1.34.6...1..4.......34.6...\
.2.......1...........4..7.........8...3.........4.6.......56...........9....567..\
....5......3..6.....34..7..1....6...1..4.............9.......8..2.........3..67..\
1....6.89......7..1...5......3......1..4........4.6....2...........5..8......6.89\
1.3..6.89..3..6.891.3.5....1....6..9......7...2..........4.6..9...45..8....4.6.89\
.....6..9...4......2............6..9.......8.....5..........7....3......1........";

    /// naked-triple (puzzle 28, 9 techniques: ..3.7.948.....9.3......3.25.1.5.......23...7.8.4.2....2.5.6.38167..........8.....)
    const NAKED_TRIPLE: &str = "\
1...5.....2..56.....3......12...6.........7..12..56...........9...4............8.\
1..45.7...2.456.8.1....67..12.4.6...1..45..8.........91....67....3...........67..\
1..4..7.9...4.6.891....67.91..4.6...1..4...8...3......1....67...2...........5....\
..3...7.91.............67.9....5.......4....9...4.6.8..2.4.6.8......6..9.234.6..9\
....5...9....56..9.2.........3......1..4....91..4.6.8....456.8.......7.....4.6..9\
.......8...3.56..9...4..........67.9.2............67......56...1..........3..6..9\
.2..........4....9....5.......4..7.9.....6......4..7....3.............8.1........\
.....6.........7.........8.12.4....9..3......12.45.....2.4.........5...9.2.4....9\
1.34....9..34....91.......9.......8....45...9.2.45.....2.4.67......56..9.2.4.67.9";

    /// hidden-triple (puzzle 34, 10 techniques: .2.45.9...5...3...7..61....53....7..6.8.9.25.........8..28....5..4.....79......1.)
    const HIDDEN_TRIPLE: &str = "\
1.........2.........3..6......4.........5..........78.........9......78...3..6...\
...4.........5.........6..9......7.9.2....78...3......1....6.........78.12...6...\
......7.........8...3.....9.....6...1.........2......9....5.....234......234.....\
....5......3......1.........2..........4.6.8....4.6.8.......7.....4.6...........9\
.....6......4............8.1.3...7..........91.....7...2...........5....1.3......\
.2...............9......7..1.3.5......34.6...1..456...1.34.6.....34.6..........8.\
..3......1....67...2..............8....4.67..1..4.67.9...4.6......4.6..9....5....\
.......8.1....6......4.....1.3.5...9.23..6...12..56..9..3..6....23..6..9......7..\
........9.....67......5......3...7...234.67...2.4.67.........8.1.........234.6...";

    /// naked-quad (puzzle 12, 11 techniques: 1..4.7....5..3.7....9.........7..6.553....9.2..4.9.....4.31........7.48.86....2..)
    const NAKED_QUAD: &str = "\
1.........2.....8..23..6.8....4......2..56.8.......7....3....8..23.56..9..3..6.89\
.2.4.6.......5.....2...6.8.12...6.89..3......12...6..9......7..12...6...1..4.6.8.\
.234.67...2....78.........912..56.8..2..56.8.12..56...1.3....8.123.56...1.34.6.8.\
.2......912.....8912.....8.......7...2.4...8.1234..........6...1.34.........5....\
....5......3......1....678.1....6.8....4.6.8.1..4.6...........91..4..7...2.......\
.2...67..12....7.....4.....12..56...........9123.56...1.3....8.1.3...7..1.3...78.\
.2....7.9...4......2....7....3......1...............8.....5.........67.9.....67.9\
..3.....91.......9....5.....2...6.........7...2...6......4............8.1.3.....9\
.......8......6...1.3...7......5...9...45.......45...9.2.......1.3...7..1.3...7..";

    /// hidden-quad (puzzle 962, 12 techniques: .......7....8172.......3..6........959.13.....61.29..7.185.6............9.27..6.5)
    const HIDDEN_QUAD: &str = "\
123....8..23.5..8...3.5...9.2......9.....6......4.....1.3.5..89......7..1......8.\
..34.6.....345......3456..9.......8.1..............7...2.........345...9..34.....\
12.4..78..2.4..78....4....9.2......9....5......3......1......891..4...89.....6...\
.234...8..234...8...34..........6.........7......5....1.3....8.1.3....8.........9\
....5............9......7..1..........3.............8....4..........6....2.......\
..3....8......6...1...........4......2...............9..3.5..8...3.5..8.......7..\
..34..7..1...............8.....5.......4....9.....6.....3...7.9.2.........34.....\
...4.67.....45.7.....456.....3.........4...89.2.......1.....7891..4...891......8.\
........9..34......2.............7.....4...8.1.............6.....34...8.....5....";

    #[test]
    fn naked_pair_example() {
        let c = state(NAKED_PAIR);
        // Column 1: r3c1 and r6c1 are both 57 (different boxes, so column 1
        // is their only common unit); the other open cells are r5c1 5679 and
        // r9c1 569, which lose 5 and 7.
        assert_eq!(
            (marks(&c, "r3c1"), marks(&c, "r6c1")),
            ("57".into(), "57".into())
        );
        assert_eq!(
            (marks(&c, "r5c1"), marks(&c, "r9c1")),
            ("5679".into(), "569".into())
        );
        let s = naked_pair(&c).unwrap();
        assert_eq!(s.technique, Technique::NakedPair);
        assert_eq!(removed(&s), "r5c1-5 r5c1-7 r9c1-5");
        assert_eq!(
            s.text(),
            "Naked pair: r3c1 and r6c1 hold only 5 and 7 within column 1, so 5 is removed from \
             r5c1 and r9c1, and 7 from r5c1"
        );
        assert_spent(naked_pair, &c, &s);
    }

    #[test]
    fn hidden_pair_example() {
        let c = state(HIDDEN_PAIR);
        // Row 1: 4 and 9 both lie only in r1c7 (349) and r1c9 (3489), so
        // those cells lose 3, and r1c9 also 8.
        assert_eq!(places(&c, 4, Unit::row(0)), "r1c7, r1c9");
        assert_eq!(places(&c, 9, Unit::row(0)), "r1c7, r1c9");
        assert_eq!(
            (marks(&c, "r1c7"), marks(&c, "r1c9")),
            ("349".into(), "3489".into())
        );
        let s = hidden_pair(&c).unwrap();
        assert_eq!(s.technique, Technique::HiddenPair);
        assert_eq!(removed(&s), "r1c7-3 r1c9-3 r1c9-8");
        assert_eq!(
            s.text(),
            "Hidden pair: in row 1, 4 and 9 lie only in r1c7 and r1c9, so 3 is removed from r1c7 \
             and r1c9, and 8 from r1c9"
        );
        assert_spent(hidden_pair, &c, &s);
    }

    #[test]
    fn naked_triple_example() {
        let c = state(NAKED_TRIPLE);
        // Row 2: r2c3 167, r2c7 167, r2c9 67 hold 1, 6, 7 only. The other
        // open cells r2c1 1457, r2c2 24568, r2c4 1246, r2c5 1458 lose those.
        let triple = ["r2c3", "r2c7", "r2c9"].map(|n| marks(&c, n));
        assert_eq!(triple, ["167", "167", "67"].map(String::from));
        let s = naked_triple(&c).unwrap();
        assert_eq!(s.technique, Technique::NakedTriple);
        assert_eq!(removed(&s), "r2c1-1 r2c1-7 r2c2-6 r2c4-1 r2c4-6 r2c5-1");
        assert_eq!(
            s.text(),
            "Naked triple: r2c3, r2c7 and r2c9 hold only 1, 6 and 7 within row 2, so 1 is removed \
             from r2c1, r2c4 and r2c5, 6 from r2c2 and r2c4, and 7 from r2c1"
        );
        assert_spent(naked_triple, &c, &s);
    }

    #[test]
    fn hidden_triple_example() {
        let c = state(HIDDEN_TRIPLE);
        // Box 8: 1 lies in r7c6, r8c4, r8c6; 5 in r8c4, r8c6; 9 in r7c6,
        // r8c4, r8c6. Those three cells (14679, 1359, 12569) keep only 1, 5, 9.
        assert_eq!(places(&c, 1, Unit::boxed(7)), "r7c6, r8c4, r8c6");
        assert_eq!(places(&c, 5, Unit::boxed(7)), "r8c4, r8c6");
        assert_eq!(places(&c, 9, Unit::boxed(7)), "r7c6, r8c4, r8c6");
        let s = hidden_triple(&c).unwrap();
        assert_eq!(s.technique, Technique::HiddenTriple);
        assert_eq!(removed(&s), "r7c6-4 r7c6-6 r7c6-7 r8c4-3 r8c6-2 r8c6-6");
        assert_spent(hidden_triple, &c, &s);
    }

    #[test]
    fn naked_quad_example() {
        let c = state(NAKED_QUAD);
        // Column 8: r4c8 134, r5c8 147, r6c8 137, r9c8 137 hold 1, 3, 4, 7
        // only; r1c8 23569 loses 3, r2c8 126 loses 1, r3c8 12356 loses 1
        // and 3, r7c8 679 loses 7.
        let quad = ["r4c8", "r5c8", "r6c8", "r9c8"].map(|n| marks(&c, n));
        assert_eq!(quad, ["134", "147", "137", "137"].map(String::from));
        let s = naked_quad(&c).unwrap();
        assert_eq!(s.technique, Technique::NakedQuad);
        assert_eq!(removed(&s), "r1c8-3 r2c8-1 r3c8-1 r3c8-3 r7c8-7");
        assert_spent(naked_quad, &c, &s);
    }

    #[test]
    fn hidden_quad_example() {
        let c = state(HIDDEN_QUAD);
        // Box 1: 1 lies in r1c1, r3c1; 2 and 8 in r1c1, r1c2, r3c1, r3c2; 7
        // in r3c1, r3c2. Those cells (1238, 2358, 12478, 2478) lose 3, 4, 5.
        assert_eq!(places(&c, 1, Unit::boxed(0)), "r1c1, r3c1");
        assert_eq!(places(&c, 2, Unit::boxed(0)), "r1c1, r1c2, r3c1, r3c2");
        assert_eq!(places(&c, 7, Unit::boxed(0)), "r3c1, r3c2");
        assert_eq!(places(&c, 8, Unit::boxed(0)), "r1c1, r1c2, r3c1, r3c2");
        let s = hidden_quad(&c).unwrap();
        assert_eq!(s.technique, Technique::HiddenQuad);
        assert_eq!(removed(&s), "r1c1-3 r1c2-3 r1c2-5 r3c1-4 r3c2-4");
        assert_spent(hidden_quad, &c, &s);
    }
}
