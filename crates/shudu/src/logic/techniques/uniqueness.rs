//! Uniqueness techniques: unique rectangles (types 1 to 4) and BUG+1.
//!
//! These assume the puzzle has exactly one solution, as every published or
//! generated puzzle does: they remove candidates that would otherwise allow
//! a "deadly pattern", a group of cells whose digits could be swapped to give
//! a second solution. On a puzzle with several solutions they can remove a
//! digit that is right in one of them, so they must not be used to decide
//! whether a puzzle is unique.
//!
//! A unique rectangle (HoDoKu's definitions) is four empty cells at the
//! corners of a rectangle spanning two rows, two columns and exactly two
//! boxes, all holding candidates `a` and `b`. If all four were reduced to
//! {a, b}, the two digits could be swapped, so at least one cell must take
//! another digit:
//! - type 1: three corners are exactly {a, b}; the fourth loses a and b;
//! - type 2: two corners on one side hold {a, b} plus the same single extra
//!   digit x (the other two are exactly {a, b}); one of them is x, so x goes
//!   from every cell seeing both;
//! - type 3: two corners on one side hold extras; together they act as one
//!   cell holding their extra digits, which can complete a naked subset with
//!   other cells of a unit they share;
//! - type 4: two corners on one side hold extras, and a is confined to them
//!   in a unit they share; one of them is a, so neither can be b.

use super::wording::{and_list, removals};
use crate::logic::{Candidate, Candidates, Step, Technique};
use crate::{Cell, CellSet, Digit, DigitSet, Unit};

/// A candidate rectangle: corners and the two digits.
struct Rectangle {
    corners: [Cell; 4],
    a: Digit,
    b: Digit,
}

impl Rectangle {
    fn pair(&self) -> DigitSet {
        DigitSet::single(self.a) | DigitSet::single(self.b)
    }

    fn describe(&self) -> String {
        format!(
            "on {} and {} in {}",
            self.a,
            self.b,
            and_list(self.corners.iter())
        )
    }
}

/// Every rectangle of four empty cells in two rows, two columns and two
/// boxes with two common candidates, in a fixed order.
fn rectangles(c: &Candidates, mut visit: impl FnMut(&Rectangle) -> Option<Step>) -> Option<Step> {
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let same_band = r1 / 3 == r2 / 3;
                    let same_stack = c1 / 3 == c2 / 3;
                    if same_band == same_stack {
                        continue;
                    }
                    let corners = [
                        Cell::at(r1, c1),
                        Cell::at(r1, c2),
                        Cell::at(r2, c1),
                        Cell::at(r2, c2),
                    ];
                    let common = corners
                        .iter()
                        .fold(DigitSet::ALL, |acc, &x| acc & c.candidates(x));
                    if common.len() < 2 {
                        continue;
                    }
                    for a in common {
                        for b in common {
                            if b <= a {
                                continue;
                            }
                            if let Some(s) = visit(&Rectangle { corners, a, b }) {
                                return Some(s);
                            }
                        }
                    }
                }
            }
        }
    }
    None
}

/// The corners with candidates beyond {a, b}, and the others.
fn split(c: &Candidates, r: &Rectangle) -> (Vec<Cell>, Vec<Cell>) {
    let pair = r.pair();
    r.corners.iter().partition(|&&x| c.candidates(x) != pair)
}

/// The roof (two corners with extras sharing a row or column) and floor, for
/// types 2 to 4.
fn roof(c: &Candidates, r: &Rectangle) -> Option<([Cell; 2], [Cell; 2])> {
    let (extra, plain) = split(c, r);
    if extra.len() != 2 {
        return None;
    }
    let (p, q) = (extra[0], extra[1]);
    if p.row() != q.row() && p.col() != q.col() {
        return None;
    }
    Some(([p, q], [plain[0], plain[1]]))
}

/// The units containing both cells.
fn shared_units(p: Cell, q: Cell) -> Vec<Unit> {
    Unit::of(p)
        .into_iter()
        .filter(|u| CellSet::unit(*u).contains(q))
        .collect()
}

fn ur_step(technique: Technique, r: &Rectangle, text: String, elim: Vec<Candidate>) -> Step {
    Step::new(technique, text)
        .with_cells(r.corners)
        .with_digits([r.a, r.b])
        .eliminate(elim)
}

/// Unique rectangle type 1.
pub(crate) fn unique_rectangle_type1(c: &Candidates) -> Option<Step> {
    rectangles(c, |r| {
        let (extra, _) = split(c, r);
        if extra.len() != 1 {
            return None;
        }
        let t = extra[0];
        let elim = vec![Candidate::new(t, r.a), Candidate::new(t, r.b)];
        let text = format!(
            "Unique rectangle type 1 {}: only {t} has other candidates, and without them the puzzle would have two solutions, so {} and {} are removed from {t}",
            r.describe(),
            r.a,
            r.b
        );
        Some(ur_step(Technique::UniqueRectangleType1, r, text, elim))
    })
}

/// Unique rectangle type 2.
pub(crate) fn unique_rectangle_type2(c: &Candidates) -> Option<Step> {
    rectangles(c, |r| {
        let ([p, q], _) = roof(c, r)?;
        let pair = r.pair();
        let extra_p = c.candidates(p) - pair;
        let extra_q = c.candidates(q) - pair;
        if extra_p != extra_q {
            return None;
        }
        let x = extra_p.single_digit()?;
        let targets = CellSet::peers(p) & CellSet::peers(q) & c.cells_with(x);
        if targets.is_empty() {
            return None;
        }
        let elim: Vec<Candidate> = targets.iter().map(|t| Candidate::new(t, x)).collect();
        let text = format!(
            "Unique rectangle type 2 {}: {p} or {q} must be {x} to avoid two solutions, so {}",
            r.describe(),
            removals(&elim)
        );
        Some(ur_step(Technique::UniqueRectangleType2, r, text, elim).with_digits([x]))
    })
}

/// Unique rectangle type 3: the roof's extras complete a naked subset.
pub(crate) fn unique_rectangle_type3(c: &Candidates) -> Option<Step> {
    rectangles(c, |r| {
        let ([p, q], _) = roof(c, r)?;
        let pair = r.pair();
        let extras = (c.candidates(p) | c.candidates(q)) - pair;
        if extras.len() < 2 {
            return None;
        }
        for unit in shared_units(p, q) {
            let others: Vec<Cell> = (c.empty_cells() & CellSet::unit(unit))
                .iter()
                .filter(|&x| x != p && x != q)
                .collect();
            // Subsets of 1 to 3 other cells that, with the roof as one cell,
            // hold exactly as many digits as cells.
            let n = others.len();
            for mask in 1u32..(1 << n) {
                let size = mask.count_ones() as usize;
                if size > 3 {
                    continue;
                }
                let subset: Vec<Cell> = (0..n)
                    .filter(|&i| mask & (1 << i) != 0)
                    .map(|i| others[i])
                    .collect();
                let digits = subset.iter().fold(extras, |acc, &x| acc | c.candidates(x));
                if digits.len() != size + 1 {
                    continue;
                }
                let mut elim = Vec::new();
                for &x in &others {
                    if subset.contains(&x) {
                        continue;
                    }
                    for d in c.candidates(x) & digits {
                        elim.push(Candidate::new(x, d));
                    }
                }
                if elim.is_empty() {
                    continue;
                }
                let kind = ["pair", "triple", "quad"][size - 1];
                let text = format!(
                    "Unique rectangle type 3 {}: one of {p} and {q} must hold {}, so with {} they form a naked {kind} on {digits} in {unit}, and {}",
                    r.describe(),
                    or_list(extras),
                    and_list(subset.iter()),
                    removals(&elim)
                );
                return Some(
                    ur_step(Technique::UniqueRectangleType3, r, text, elim)
                        .with_cells(subset)
                        .with_units([unit]),
                );
            }
        }
        None
    })
}

/// Unique rectangle type 4: a UR digit confined to the roof in a shared unit.
pub(crate) fn unique_rectangle_type4(c: &Candidates) -> Option<Step> {
    rectangles(c, |r| {
        let ([p, q], _) = roof(c, r)?;
        let both = CellSet::single(p) | CellSet::single(q);
        for unit in shared_units(p, q) {
            for (keep, drop) in [(r.a, r.b), (r.b, r.a)] {
                if c.cells_with_in(keep, unit) != both {
                    continue;
                }
                let elim = vec![Candidate::new(p, drop), Candidate::new(q, drop)];
                let text = format!(
                    "Unique rectangle type 4 {}: {keep} must go in {p} or {q} within {unit}, so to avoid two solutions {drop} is removed from {p} and {q}",
                    r.describe()
                );
                return Some(
                    ur_step(Technique::UniqueRectangleType4, r, text, elim).with_units([unit]),
                );
            }
        }
        None
    })
}

/// "3 or 9", "3, 5 or 9".
fn or_list(digits: DigitSet) -> String {
    and_list(digits.iter()).replace(" and ", " or ")
}

/// BUG+1: every empty cell is bivalue except one with three candidates, and
/// removing one digit from it would leave each digit exactly twice (or not
/// at all) in every unit: a bivalue universal grave, which never has a
/// single solution. So that cell holds that digit.
pub(crate) fn bug_plus_one(c: &Candidates) -> Option<Step> {
    let mut odd: Option<Cell> = None;
    for cell in c.grid().empty_cells() {
        match c.candidates(cell).len() {
            2 => {}
            3 if odd.is_none() => odd = Some(cell),
            _ => return None,
        }
    }
    let t = odd?;
    for d in c.candidates(t) {
        let grave = Unit::all().all(|u| {
            Digit::all().all(|e| {
                let mut n = c.cells_with_in(e, u).len();
                if e == d && CellSet::unit(u).contains(t) {
                    n -= 1;
                }
                n == 0 || n == 2
            })
        });
        if grave {
            let text = format!(
                "BUG+1: every empty cell except {t} has two candidates, and without {d} in {t} every digit would appear exactly twice in each of its units, a pattern with two solutions, so {t} is {d}"
            );
            return Some(
                Step::new(Technique::BugPlusOne, text)
                    .with_cells([t])
                    .with_digits([d])
                    .place(t, d),
            );
        }
    }
    None
}
