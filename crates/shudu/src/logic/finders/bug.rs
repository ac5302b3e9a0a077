//! Bivalue universal grave, types 2 to 4, found and rated as Sudoku
//! Explainer 1.2.1 does (type 1, BUG+1, is `uniqueness.rs`'s).
//!
//! A BUG is a state where every empty cell holds two candidates and every
//! digit has two places in every unit it is missing from: such a state has
//! no single solution. If the state becomes one once a few *extra*
//! candidates are taken out (each the one candidate of its digit that makes
//! a unit hold three places, in a cell of three candidates or more), one of
//! those extras must be true:
//! - type 2: every extra is the same digit x: x goes from every cell that
//!   sees all the cells holding an extra (SE 5.7);
//! - type 3: the cells with extras share a unit, where their extra digits,
//!   as one cell, complete a naked subset with other cells: the subset's
//!   digits go from the unit's other cells that see every BUG cell (SE 5.7,
//!   plus a tenth per digit of the subset beyond one);
//! - type 4: two cells with extras share a unit and have one BUG digit v in
//!   common, which has no other place in that unit once the extras are
//!   out: one of the two holds its extra, so the other holds v; each keeps
//!   only its extras and v, and their other BUG digit goes (SE 5.7).
//!
//! SE finds the extras unit by unit (boxes, rows, columns; digits up) and
//! applies the first hint it makes: type 2, else type 4, else type 3.

use super::wording::{and_list, removals};
use crate::logic::{Candidate, Candidates, Step, Technique};
use crate::{Cell, CellSet, Digit, DigitSet, Unit};

/// The units in SE's order: boxes, rows, columns.
fn units() -> impl Iterator<Item = Unit> {
    (0..9)
        .map(Unit::boxed)
        .chain((0..9).map(Unit::row))
        .chain((0..9).map(Unit::column))
}

/// A cell's units in SE's order: box, row, column.
fn units_of(cell: Cell) -> [Unit; 3] {
    [
        Unit::boxed(cell.box_index()),
        Unit::row(cell.row()),
        Unit::column(cell.col()),
    ]
}

/// The cell and the units it lies in: its "house".
fn house(cell: Cell) -> CellSet {
    CellSet::peers(cell) | CellSet::single(cell)
}

/// The BUG cells (cells with extras, in the order found), the extras of
/// each, and the cells that see them all (the BUG cells excluded), if the
/// state is a BUG once the extras are out.
struct Grave {
    cells: Vec<Cell>,
    extras: Vec<DigitSet>,
    all: DigitSet,
    common: CellSet,
}

fn grave(c: &Candidates) -> Option<Grave> {
    let mut g = Grave {
        cells: Vec::new(),
        extras: Vec::new(),
        all: DigitSet::default(),
        common: CellSet::default(),
    };
    let mut reduced = [DigitSet::default(); 81];
    for cell in c.empty_cells() {
        reduced[cell.index()] = c.candidates(cell);
    }
    let mut first = true;
    for unit in units() {
        for d in Digit::all() {
            let places = c.cells_with_in(d, unit);
            if places.is_empty() || places.len() == 2 {
                continue;
            }
            let mut heavy = places.iter().filter(|&x| c.candidates(x).len() >= 3);
            let (Some(cell), None) = (heavy.next(), heavy.next()) else {
                if places.iter().all(|x| c.candidates(x).len() < 3) {
                    // A digit with three places and no cell to blame: no BUG.
                    return None;
                }
                continue;
            };
            let i = match g.cells.iter().position(|&x| x == cell) {
                Some(i) => i,
                None => {
                    g.cells.push(cell);
                    g.extras.push(DigitSet::default());
                    g.cells.len() - 1
                }
            };
            g.extras[i].insert(d);
            g.all.insert(d);
            reduced[cell.index()].remove(d);
            g.common = if first {
                house(cell)
            } else {
                g.common & house(cell)
            };
            first = false;
            for &x in &g.cells {
                g.common.remove(x);
            }
            if g.cells.len() > 1 && g.all.len() > 1 && g.common.is_empty() {
                return None;
            }
        }
    }
    // Without the extras: two candidates in every empty cell, and every
    // digit twice or not at all in every unit.
    if c.empty_cells()
        .iter()
        .any(|x| reduced[x.index()].len() != 2)
    {
        return None;
    }
    for unit in units() {
        for d in Digit::all() {
            let n = unit
                .cells()
                .iter()
                .filter(|x| reduced[x.index()].contains(d))
                .count();
            if n != 0 && n != 2 {
                return None;
            }
        }
    }
    Some(g)
}

/// Whether the cells with three candidates or more alone show that there
/// is no BUG type 2 to 4, before [`grave`]'s scan of every unit and digit.
///
/// Once a grave's extras are out every empty cell keeps two candidates, so
/// its BUG cells are exactly the cells with three or more (the only cells
/// extras are taken from). With fewer than two of them there is no step.
/// A cell with four or more loses two extras, of two digits; then if the
/// cells' houses have no other cell in common, `grave`'s check after its
/// last extra (two cells or more, two digits or more, no common cell)
/// gives up.
fn heavy_cells_rule_out(c: &Candidates) -> bool {
    let mut heavy = CellSet::default();
    let mut common = CellSet::ALL;
    let mut four = false;
    for cell in c.empty_cells() {
        let n = c.candidates(cell).len();
        if n >= 3 {
            heavy.insert(cell);
            common &= house(cell);
            four |= n >= 4;
        }
    }
    heavy.len() < 2 || four && (common - heavy).is_empty()
}

/// The BUG type 2, 3 or 4 step SE would apply, if any.
pub(crate) fn bug_type_2_to_4(c: &Candidates) -> Option<Step> {
    if heavy_cells_rule_out(c) {
        return None;
    }
    from_grave(c)
}

/// [`bug_type_2_to_4`] without the gate: [`grave`]'s scan always.
fn from_grave(c: &Candidates) -> Option<Step> {
    let g = grave(c)?;
    if g.cells.len() < 2 {
        return None;
    }
    if g.all.len() == 1 {
        if let Some(step) = type2(c, &g) {
            return Some(step);
        }
        if g.cells.len() == 2 {
            return type4(c, &g);
        }
        return None;
    }
    if g.common.is_empty() {
        return None;
    }
    if g.cells.len() == 2 {
        if let Some(step) = type4(c, &g) {
            return Some(step);
        }
    }
    type3(c, &g)
}

fn type2(c: &Candidates, g: &Grave) -> Option<Step> {
    let x = g.all.first()?;
    let elim: Vec<Candidate> = (g.common & c.cells_with(x))
        .iter()
        .map(|e| Candidate::new(e, x))
        .collect();
    if elim.is_empty() {
        return None;
    }
    let named = g.cells.clone();
    Some(
        Step::described(Technique::BugType2, move |s| {
            format!(
                "BUG type 2: without {x} in {} every empty cell would hold two candidates and every digit two places in each unit, a grave with no single solution; so one of them is {x}, and {}",
                and_list(named.iter()),
                removals(&s.eliminations)
            )
        })
        .with_cells(g.cells.clone())
        .with_digits([x])
        .eliminate(elim),
    )
}

/// The unit all the BUG cells share, for each kind in SE's order.
fn shared_units(cells: &[Cell]) -> impl Iterator<Item = Unit> + '_ {
    (0..3).filter_map(move |kind| {
        let unit = units_of(cells[0])[kind];
        cells[1..]
            .iter()
            .all(|&x| units_of(x)[kind] == unit)
            .then_some(unit)
    })
}

fn type4(c: &Candidates, g: &Grave) -> Option<Step> {
    let (p, q) = (g.cells[0], g.cells[1]);
    let common = (c.candidates(p) & c.candidates(q)) - g.all;
    let value = common.single_digit()?;
    let unit = shared_units(&g.cells).next()?;
    let mut elim = Vec::new();
    for (i, &x) in [p, q].iter().enumerate() {
        let mut drop = c.candidates(x) - g.extras[i];
        drop.remove(value);
        elim.extend(drop.iter().map(|d| Candidate::new(x, d)));
    }
    elim.sort();
    let (ep, eq) = (g.extras[0], g.extras[1]);
    Some(
        Step::described(Technique::BugType4, move |s| {
            format!(
                "BUG type 4: one of {p} (extra {ep}) and {q} (extra {eq}) holds its extra, else the grid would be a grave with no single solution; {value} must go in one of them within {unit}, so each keeps only its extras and {value}: {}",
                removals(&s.eliminations)
            )
        })
        .with_cells([p, q])
        .with_units([unit])
        .with_digits([value])
        .eliminate(elim),
    )
}

fn type3(c: &Candidates, g: &Grave) -> Option<Step> {
    for unit in shared_units(&g.cells).collect::<Vec<_>>() {
        let in_unit = g.common & CellSet::unit(unit);
        // SE counts every cell of the unit that sees the BUG cells, filled
        // or not, before it tries a subset of that size.
        let room = in_unit.len();
        let open: Vec<Cell> = in_unit
            .iter()
            .filter(|&x| c.candidates(x).len() >= 2)
            .collect();
        let n = open.len();
        for degree in 2..=6usize {
            if room < degree {
                continue;
            }
            for mask in 1u32..(1 << n) {
                if mask.count_ones() as usize != degree - 1 {
                    continue;
                }
                let chosen = (0..n)
                    .filter(|&i| mask & (1 << i) != 0)
                    .fold(DigitSet::default(), |m, i| m | c.candidates(open[i]));
                if chosen.len() != degree || (chosen | g.all).len() != degree {
                    continue;
                }
                let mut elim = Vec::new();
                for (i, &x) in open.iter().enumerate() {
                    if mask & (1 << i) == 0 {
                        elim.extend(
                            (c.candidates(x) & chosen)
                                .iter()
                                .map(|d| Candidate::new(x, d)),
                        );
                    }
                }
                if elim.is_empty() {
                    continue;
                }
                elim.sort();
                let subset: Vec<Cell> = (0..n)
                    .filter(|&i| mask & (1 << i) != 0)
                    .map(|i| open[i])
                    .collect();
                let (named, all) = (g.cells.clone(), g.all);
                return Some(
                    Step::described(Technique::BugType3, move |s| {
                        format!(
                            "BUG type 3: one of {} holds one of its extras {all}, else the grid would be a grave with no single solution; with {} they form a naked set on {chosen} in {unit}, and {}",
                            and_list(named.iter()),
                            and_list(subset.iter()),
                            removals(&s.eliminations)
                        )
                    })
                    .with_cells(g.cells.clone())
                    .with_units([unit])
                    .with_digits(chosen.iter())
                    // The naked subset's size, which SE's rating grows with.
                    .with_length(degree)
                    .eliminate(elim),
                );
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::finders::testing::{assert_sound, assert_spent, cand, state_before};

    // Sudoku Explainer 1.2.1.3 rates each puzzle below as its BUG step.

    #[test]
    fn type2_removes_the_one_extra_digit_from_cells_seeing_all() {
        const P: &str =
            "..7.13............89....34.3.....4...5..87.....1..685......1.3.....4.6...4..7.58.";
        let c = state_before(P, Technique::BugType2);
        let s = bug_type_2_to_4(&c).expect("a BUG");
        assert_eq!(s.technique, Technique::BugType2);
        assert_eq!(crate::rate::se::step_tenths(&s, false), 57);
        assert!(s.cells.len() >= 2);
        // Every removed candidate sees every BUG cell.
        for e in &s.eliminations {
            assert!(s.cells.iter().all(|&b| b.sees(e.cell)), "{}", s.text());
            assert_eq!(e.digit, s.digits[0]);
        }
        assert_sound(P, &c, &s);
        assert_spent(bug_type_2_to_4, &c, &s);
    }

    #[test]
    fn type3_completes_a_naked_subset_with_the_extras() {
        // r2c8 and r9c8 hold the extras 1 and 7; with r7c8 {1,7} they make a
        // naked pair in column 8: 1 goes from r5c8. SE 5.8.
        const P: &str =
            ".2.....6.4........789...4...64.1.58...79.6..48....5.93..546....3...57........2...";
        let c = state_before(P, Technique::BugType3);
        let s = bug_type_2_to_4(&c).expect("a BUG");
        assert_eq!(s.technique, Technique::BugType3);
        assert_eq!(s.eliminations, vec![cand("r5c8", 1)]);
        assert_eq!(crate::rate::se::step_tenths(&s, false), 58);
        assert_sound(P, &c, &s);
    }

    #[test]
    fn type4_removes_the_other_bug_digit_of_both_cells() {
        // r1c2 (extra 9) and r1c3 (extra 7) share box 1, where 5 has only
        // them: each keeps its extra and 5. SE 5.7.
        const P: &str =
            "8......24....1.......25...96...........4..2.3.8..2..15..65..39.13.9..5.2....6....";
        let c = state_before(P, Technique::BugType4);
        let s = bug_type_2_to_4(&c).expect("a BUG");
        assert_eq!(s.technique, Technique::BugType4);
        assert_eq!(s.eliminations, vec![cand("r1c2", 7), cand("r1c3", 9)]);
        assert_eq!(crate::rate::se::step_tenths(&s, false), 57);
        assert_sound(P, &c, &s);
    }

    /// The gate on the cells with three candidates or more changes no
    /// answer at any state of the SE solves of calibration puzzles, and it
    /// does close some (3,236 of them; two states there have a BUG step).
    #[test]
    fn heavy_cells_gate_changes_no_step() {
        let mut closed = 0;
        let with_step = crate::logic::finders::testing::agree_on_se_solves(|c| {
            let full = from_grave(c).map(|s| (s.technique, s.eliminations.clone(), s.text()));
            let gated = bug_type_2_to_4(c).map(|s| (s.technique, s.eliminations.clone(), s.text()));
            assert_eq!(full, gated);
            closed += usize::from(heavy_cells_rule_out(c));
            full.is_some()
        });
        assert!(closed > 100, "the gate closed only {closed} states");
        assert!(with_step > 0, "no state with a BUG step");
    }

    #[test]
    fn no_bug_at_the_start_of_a_puzzle() {
        let g: crate::Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .expect("a puzzle");
        assert!(bug_type_2_to_4(&Candidates::from_grid(&g)).is_none());
    }
}
