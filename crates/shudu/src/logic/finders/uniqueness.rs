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
//!   in a unit they share; one of them is a, so neither can be b;
//! - type 3 with a hidden pair (Sudoku Explainer's hidden form): two corners
//!   on one side hold extras, and in a unit they share a and b have one
//!   other place, which must take one of them.

use super::wording::{and_list, removals};
use crate::grid::UNIT_BITS;
use crate::logic::{Candidate, Candidates, Step, Technique};
use crate::{Cell, CellSet, Digit, DigitSet, Unit};

/// A candidate rectangle: corners and the two digits.
#[derive(Clone, Copy)]
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

/// Every rectangle that can be a unique rectangle of types 1 to 4: four
/// empty cells in two rows, two columns and two boxes, all holding a and b,
/// with two corners on one side exactly {a, b} (every type has such a
/// side). Found from those bivalue pairs, so the search costs little when
/// there are few bivalue cells. A rectangle may be listed more than once.
///
/// Each type's finder visits them in this order and takes the first that
/// gives its step; the list depends only on the state, so the four finders
/// asked in one state read one list ([`Tables::rectangles`]).
pub(crate) struct Rectangles(Vec<(u32, Rectangle)>);

impl Rectangles {
    /// The rectangles of `c`, in the order of the search: by the first
    /// corner of the bivalue side, then its second, then the corner facing
    /// the first (the key each is kept with).
    pub(crate) fn new(c: &Candidates) -> Rectangles {
        let mut list = Vec::new();
        let bivalue = c.bivalue_cells().bits();
        let boards: [u128; 9] = std::array::from_fn(|d| c.cells_with(digit(d)).bits());
        // Pair by pair: the bivalue cells holding exactly a and b, when
        // there are two or more.
        for a in 0..8 {
            let with_a = bivalue & boards[a];
            if with_a & with_a.wrapping_sub(1) == 0 {
                continue;
            }
            for b in a + 1..9 {
                let equal = with_a & boards[b];
                if equal & equal.wrapping_sub(1) == 0 {
                    continue;
                }
                // The cells holding both digits: every corner is one.
                let both = boards[a] & boards[b];
                let pair = (digit(a), digit(b));
                for p in CellSet::from_bits(equal) {
                    push_rectangles(&mut list, p, equal, both, pair);
                }
            }
        }
        // Each pair's in order; the pairs' merged (a first corner has one pair).
        list.sort_unstable_by_key(|&(key, _)| key);
        Rectangles(list)
    }

    /// The first step `visit` gives, in the order of the search.
    fn first(&self, visit: impl FnMut(&Rectangle) -> Option<Step>) -> Option<Step> {
        self.0.iter().map(|(_, r)| r).find_map(visit)
    }
}

/// The rectangles whose bivalue side starts at `p` (the other bivalue
/// cells equal to it being `equal`, the cells holding both digits `both`),
/// pushed with their keys (see [`Rectangles::new`]).
fn push_rectangles(
    list: &mut Vec<(u32, Rectangle)>,
    p: Cell,
    equal: u128,
    both: u128,
    (a, b): (Digit, Digit),
) {
    // The other corner of the side: a later bivalue cell in p's row or
    // column (in cell order, as a scan of all pairs would meet it).
    let lines = UNIT_BITS[p.row()] | UNIT_BITS[9 + p.col()];
    let later = equal & lines & !((2u128 << p.index()) - 1);
    for q in CellSet::from_bits(later) {
        // The side p-q is a row or a column (q after p); the opposite
        // side is any parallel line keeping the rectangle in two
        // boxes: in the same band (stack) when p and q are in two
        // boxes, in another when they share one. Its corner p2 faces
        // p, and q2 (as far from p2 as q from p) faces q.
        let same_row = p.row() == q.row();
        let facing = if same_row {
            let near = both & UNIT_BITS[9 + p.col()];
            let far = both & UNIT_BITS[9 + q.col()];
            let band = BANDS[p.row() / 3];
            let in_two_boxes = p.col() / 3 != q.col() / 3;
            near & far >> (q.col() - p.col()) & if in_two_boxes { band } else { !band }
        } else {
            let near = both & UNIT_BITS[p.row()];
            let far = both & UNIT_BITS[q.row()];
            let stack = STACKS[p.col() / 3];
            let in_two_boxes = p.row() / 3 != q.row() / 3;
            near & far >> (9 * (q.row() - p.row())) & if in_two_boxes { stack } else { !stack }
        };
        for p2 in CellSet::from_bits(facing & !(1u128 << p.index())) {
            let q2 = if same_row {
                Cell::at(p2.row(), q.col())
            } else {
                Cell::at(q.row(), p2.col())
            };
            let mut corners = [p, q, p2, q2];
            corners.sort();
            let key = ((p.index() * 81 + q.index()) * 81 + p2.index()) as u32;
            list.push((key, Rectangle { corners, a, b }));
        }
    }
}

fn digit(d: usize) -> Digit {
    Digit::from_index(d).expect("digit indices are 0..9")
}

/// The cells of each band (three rows), and of each stack (three columns).
const BANDS: [u128; 3] = {
    let row = 0x1FFu128;
    let band = row | row << 9 | row << 18;
    [band, band << 27, band << 54]
};
const STACKS: [u128; 3] = {
    let mut column = 0u128;
    let mut r = 0;
    while r < 9 {
        column |= 1 << (9 * r);
        r += 1;
    }
    let stack = column | column << 1 | column << 2;
    [stack, stack << 3, stack << 6]
};

/// The corners with candidates beyond {a, b} and the others, each in
/// corner order, in place: (the number of each, the cells in `[..number]`).
fn split(c: &Candidates, r: &Rectangle) -> ((usize, [Cell; 4]), (usize, [Cell; 4])) {
    let pair = r.pair();
    let (mut extra, mut plain) = ((0, r.corners), (0, r.corners));
    for &x in &r.corners {
        let side = if c.candidates(x) != pair {
            &mut extra
        } else {
            &mut plain
        };
        side.1[side.0] = x;
        side.0 += 1;
    }
    (extra, plain)
}

/// The roof (two corners with extras sharing a row or column) and floor, for
/// types 2 to 4.
fn roof(c: &Candidates, r: &Rectangle) -> Option<([Cell; 2], [Cell; 2])> {
    let ((n, extra), (_, plain)) = split(c, r);
    if n != 2 {
        return None;
    }
    let (p, q) = (extra[0], extra[1]);
    if p.row() != q.row() && p.col() != q.col() {
        return None;
    }
    Some(([p, q], [plain[0], plain[1]]))
}

/// The units containing both cells.
fn shared_units(p: Cell, q: Cell) -> impl Iterator<Item = Unit> {
    Unit::of(p)
        .into_iter()
        .filter(move |u| CellSet::unit(*u).contains(q))
}

fn ur_step(
    technique: Technique,
    r: &Rectangle,
    describe: impl Fn(&Step) -> String + Send + Sync + 'static,
    mut elim: Vec<Candidate>,
) -> Step {
    elim.sort();
    Step::described(technique, describe)
        .with_cells(r.corners)
        .with_digits([r.a, r.b])
        .eliminate(elim)
}

/// Unique rectangle type 1.
pub(crate) fn unique_rectangle_type1(c: &Candidates) -> Option<Step> {
    unique_rectangle_type1_in(c, &Rectangles::new(c))
}

/// [`unique_rectangle_type1`] among `rectangles`, those of `c`.
pub(crate) fn unique_rectangle_type1_in(c: &Candidates, rectangles: &Rectangles) -> Option<Step> {
    rectangles.first(|r| {
        let ((n, extra), _) = split(c, r);
        if n != 1 {
            return None;
        }
        let t = extra[0];
        let elim = vec![Candidate::new(t, r.a), Candidate::new(t, r.b)];
        let rect = *r;
        let text = move |_: &Step| {
            format!(
                "Unique rectangle type 1 {}: only {t} has other candidates, and without them the puzzle would have two solutions, so {} and {} are removed from {t}",
                rect.describe(),
                rect.a,
                rect.b
            )
        };
        Some(ur_step(Technique::UniqueRectangleType1, r, text, elim))
    })
}

/// Unique rectangle type 2.
pub(crate) fn unique_rectangle_type2(c: &Candidates) -> Option<Step> {
    unique_rectangle_type2_in(c, &Rectangles::new(c))
}

/// [`unique_rectangle_type2`] among `rectangles`, those of `c`.
pub(crate) fn unique_rectangle_type2_in(c: &Candidates, rectangles: &Rectangles) -> Option<Step> {
    rectangles.first(|r| {
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
        let rect = *r;
        let text = move |step: &Step| {
            format!(
                "Unique rectangle type 2 {}: {p} or {q} must be {x} to avoid two solutions, so {}",
                rect.describe(),
                removals(&step.eliminations)
            )
        };
        Some(ur_step(Technique::UniqueRectangleType2, r, text, elim).with_digits([x]))
    })
}

/// Unique rectangle type 3: the roof's extras complete a naked subset.
pub(crate) fn unique_rectangle_type3(c: &Candidates) -> Option<Step> {
    unique_rectangle_type3_in(c, &Rectangles::new(c))
}

/// [`unique_rectangle_type3`] among `rectangles`, those of `c`.
pub(crate) fn unique_rectangle_type3_in(c: &Candidates, rectangles: &Rectangles) -> Option<Step> {
    rectangles.first(|r| {
        let ([p, q], _) = roof(c, r)?;
        let pair = r.pair();
        let extras = (c.candidates(p) | c.candidates(q)) - pair;
        if extras.len() < 2 {
            return None;
        }
        for unit in shared_units(p, q) {
            let mut others = [p; 9];
            let mut n = 0;
            for x in c.empty_cells() & CellSet::unit(unit) {
                if x != p && x != q {
                    others[n] = x;
                    n += 1;
                }
            }
            let others = &others[..n];
            // Subsets of 1 to 3 other cells that, with the roof as one cell,
            // hold exactly as many digits as cells (tested on masks; the
            // step is built only for the one found).
            // Smallest subsets first (SE rates a larger one higher).
            let masks = (1..=3usize).flat_map(|size| subsets_of_size(n, size));
            for mask in masks {
                let size = mask.count_ones() as usize;
                let in_subset = |i: usize| mask & (1 << i) != 0;
                let digits = (0..n)
                    .filter(|&i| in_subset(i))
                    .fold(extras, |acc, i| acc | c.candidates(others[i]));
                if digits.len() != size + 1 {
                    continue;
                }
                if (0..n).all(|i| in_subset(i) || (c.candidates(others[i]) & digits).is_empty()) {
                    continue;
                }
                let subset: Vec<Cell> = (0..n)
                    .filter(|&i| in_subset(i))
                    .map(|i| others[i])
                    .collect();
                let mut elim = Vec::new();
                for (i, &x) in others.iter().enumerate() {
                    if in_subset(i) {
                        continue;
                    }
                    for d in c.candidates(x) & digits {
                        elim.push(Candidate::new(x, d));
                    }
                }
                let kind = ["pair", "triple", "quad"][size - 1];
                let (rect, named) = (*r, subset.clone());
                let text = move |step: &Step| {
                    format!(
                        "Unique rectangle type 3 {}: one of {p} and {q} must hold {}, so with {} they form a naked {kind} on {digits} in {unit}, and {}",
                        rect.describe(),
                        or_list(extras),
                        and_list(named.iter()),
                        removals(&step.eliminations)
                    )
                };
                return Some(
                    ur_step(Technique::UniqueRectangleType3, r, text, elim)
                        .with_cells(subset)
                        // The naked subset's size (digits), which SE's
                        // rating grows with.
                        .with_length(size + 1)
                        .with_units([unit]),
                );
            }
        }
        None
    })
}

/// Unique rectangle type 3 with a hidden pair (Sudoku Explainer's hidden
/// form of type 3, rated 4.5): the roof's two extra digits are all it holds
/// besides a and b, and in a unit the roof shares, a and b have one place
/// besides the roof. One roof cell at most is a or b (both would complete
/// the deadly pattern), so that place holds the other and loses every
/// other candidate. (SE tries hidden sets of more digits too, rated 4.6 and
/// up; those are not looked for.)
pub(crate) fn unique_rectangle_type3_hidden(c: &Candidates) -> Option<Step> {
    unique_rectangle_type3_hidden_in(c, &Rectangles::new(c))
}

/// [`unique_rectangle_type3_hidden`] among `rectangles`, those of `c`.
pub(crate) fn unique_rectangle_type3_hidden_in(
    c: &Candidates,
    rectangles: &Rectangles,
) -> Option<Step> {
    rectangles.first(|r| {
        let ([p, q], _) = roof(c, r)?;
        let pair = r.pair();
        let extras = (c.candidates(p) | c.candidates(q)) - pair;
        // SE looks for subsets from as many digits as the extras: a pair
        // only when they are two.
        if extras.len() != 2 {
            return None;
        }
        let roof_cells = CellSet::single(p) | CellSet::single(q);
        for unit in super::unique_loops::shared(p, q) {
            let cells = CellSet::unit(unit);
            // SE wants more than twice the subset's size in empty cells.
            if (c.empty_cells() & cells).len() <= 4 {
                continue;
            }
            let places = (c.cells_with(r.a) | c.cells_with(r.b)) & cells;
            let rest = places - roof_cells;
            let Some(x) = rest.first() else {
                continue;
            };
            if rest.len() != 1 {
                continue;
            }
            let gone = c.candidates(x) - pair;
            if gone.is_empty() {
                continue;
            }
            let elim: Vec<Candidate> = gone.iter().map(|d| Candidate::new(x, d)).collect();
            let rect = *r;
            let text = move |_: &Step| {
                let (a, b) = (rect.a, rect.b);
                format!(
                    "Unique rectangle type 3 {}: one of {p} and {q} must hold {}, so only one of them can be {a} or {b}; in {unit} the only other place for either is {x}, so {x} is {a} or {b} and loses {}",
                    rect.describe(),
                    or_list(extras),
                    and_list(gone.iter())
                )
            };
            return Some(
                ur_step(Technique::UniqueRectangleType3Hidden, r, text, elim)
                    .with_units([unit]),
            );
        }
        None
    })
}

/// The subsets of `size` of `n` items as bit masks, in increasing order
/// (the next mask with as many bits, Gosper's step), without the masks of
/// other sizes in between.
fn subsets_of_size(n: usize, size: usize) -> impl Iterator<Item = u32> {
    let first = (1u32 << size) - 1;
    std::iter::successors((size <= n).then_some(first), move |&m| {
        let low = m & m.wrapping_neg();
        let ripple = m + low;
        let next = ripple | (((m ^ ripple) >> 2) / low);
        (next < 1 << n).then_some(next)
    })
}

/// Unique rectangle type 4: a UR digit confined to the roof in a shared unit.
pub(crate) fn unique_rectangle_type4(c: &Candidates) -> Option<Step> {
    unique_rectangle_type4_in(c, &Rectangles::new(c))
}

/// [`unique_rectangle_type4`] among `rectangles`, those of `c`.
pub(crate) fn unique_rectangle_type4_in(c: &Candidates, rectangles: &Rectangles) -> Option<Step> {
    rectangles.first(|r| {
        let ([p, q], _) = roof(c, r)?;
        let both = CellSet::single(p) | CellSet::single(q);
        for unit in shared_units(p, q) {
            for (keep, drop) in [(r.a, r.b), (r.b, r.a)] {
                if c.cells_with_in(keep, unit) != both {
                    continue;
                }
                let elim = vec![Candidate::new(p, drop), Candidate::new(q, drop)];
                let rect = *r;
                let text = move |_: &Step| {
                    format!(
                        "Unique rectangle type 4 {}: {keep} must go in {p} or {q} within {unit}, so to avoid two solutions {drop} is removed from {p} and {q}",
                        rect.describe()
                    )
                };
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
            return Some(
                Step::described(Technique::BugPlusOne, move |_| {
                    format!(
                        "BUG+1: every empty cell except {t} has two candidates, and without {d} in {t} every digit would appear exactly twice in each of its units, a pattern with two solutions, so {t} is {d}"
                    )
                })
                    .with_cells([t])
                    .with_digits([d])
                    .place(t, d),
            );
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::finders::testing::{assert_sound, cand, state};

    #[test]
    fn subsets_of_each_size_come_in_increasing_order() {
        for n in 0..=9 {
            for size in 1..=3 {
                let all: Vec<u32> = (1u32..(1 << n))
                    .filter(|m| m.count_ones() as usize == size)
                    .collect();
                assert_eq!(subsets_of_size(n, size).collect::<Vec<_>>(), all);
            }
        }
    }

    /// The rectangles as a scan of every parallel line for each side finds
    /// them: the reference of [`Rectangles::new`].
    fn rectangles_by_scan(c: &Candidates) -> Vec<([Cell; 4], Digit, Digit)> {
        let mut list = Vec::new();
        let bivalue = c.bivalue_cells();
        for p in bivalue {
            let pair = c.candidates(p);
            for q in bivalue {
                if q.index() <= p.index() || c.candidates(q) != pair {
                    continue;
                }
                let same_row = p.row() == q.row();
                if !same_row && p.col() != q.col() {
                    continue;
                }
                for other in 0..9 {
                    let (p2, q2) = if same_row {
                        (Cell::at(other, p.col()), Cell::at(other, q.col()))
                    } else {
                        (Cell::at(p.row(), other), Cell::at(q.row(), other))
                    };
                    if p2 == p || !pair.is_subset(c.candidates(p2) & c.candidates(q2)) {
                        continue;
                    }
                    let boxes: CellSet = [p, q, p2, q2].into_iter().collect();
                    if boxes.boxes().count_ones() != 2 {
                        continue;
                    }
                    let mut corners = [p, q, p2, q2];
                    corners.sort();
                    let mut digits = pair.iter();
                    list.push((corners, digits.next().unwrap(), digits.next().unwrap()));
                }
            }
        }
        list
    }

    /// One list of rectangles per state, read by the four types in turn,
    /// gives each type's own step, at every state of the SE solves of
    /// calibration puzzles rated 4.5 to 7.5; the list is the scan's.
    #[test]
    fn shared_rectangles_give_each_types_step() {
        type Plain = fn(&Candidates) -> Option<Step>;
        type Shared = fn(&Candidates, &Rectangles) -> Option<Step>;
        let types: [(Plain, Shared); 5] = [
            (unique_rectangle_type1, unique_rectangle_type1_in),
            (unique_rectangle_type2, unique_rectangle_type2_in),
            (unique_rectangle_type3, unique_rectangle_type3_in),
            (
                unique_rectangle_type3_hidden,
                unique_rectangle_type3_hidden_in,
            ),
            (unique_rectangle_type4, unique_rectangle_type4_in),
        ];
        let view = |s: Option<Step>| s.map(|s| (s.eliminations.clone(), s.cells.clone(), s.text()));
        let found = crate::logic::finders::testing::agree_on_se_solves(|c| {
            let shared = Rectangles::new(c);
            let listed: Vec<_> = shared
                .0
                .iter()
                .map(|(_, r)| (r.corners, r.a, r.b))
                .collect();
            assert_eq!(listed, rectangles_by_scan(c));
            let mut any = false;
            for (plain, in_list) in types {
                let step = view(plain(c));
                any |= step.is_some();
                assert_eq!(step, view(in_list(c, &shared)));
            }
            any
        });
        assert!(found > 10, "{found}");
    }

    #[test]
    fn type3_hidden_pair_leaves_the_other_place_the_pair() {
        // Sudoku Explainer 1.2.1.3 rates this puzzle 4.5, its hardest step
        // a unique rectangle type 3 on 4 and 7 at r8c6, r8c9, r9c6, r9c9
        // (the naked form, with r1c6 in column 6, would be 4.6).
        const P: &str =
            "57......3...4...7...9..5..6.5...27.......1..248...9.......2...13.5.9....9......8.";
        let c =
            crate::logic::finders::testing::state_before(P, Technique::UniqueRectangleType3Hidden);
        let s = unique_rectangle_type3_hidden(&c).expect("a hidden pair type 3");
        assert_eq!(s.technique, Technique::UniqueRectangleType3Hidden);
        assert_eq!(s.eliminations, vec![cand("r7c6", 3), cand("r7c6", 6)]);
        assert_eq!(
            s.text(),
            "Unique rectangle type 3 on 4 and 7 in r8c6, r8c9, r9c6 and r9c9: one of r8c6 and r9c6 must hold 6 or 8, so only one of them can be 4 or 7; in box 8 the only other place for either is r7c6, so r7c6 is 4 or 7 and loses 3 and 6"
        );
        assert_eq!(crate::rate::se::step_tenths(&s, false), 45);
        assert_sound(P, &c, &s);
        crate::logic::finders::testing::assert_spent(unique_rectangle_type3_hidden, &c, &s);
        let r = crate::rate::rate(&P.parse().expect("a puzzle")).expect("a unique puzzle");
        assert_eq!(r.se, 4.5);
        assert_eq!(r.hardest, Some(Technique::UniqueRectangleType3Hidden));
    }

    const UR1_PUZZLE: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    const UR1_MARKS: &str = "...4.........56..912..56.89....5.789..3......1...5.789.2..5...9.2..567...2..567.9123...7....3.5...912..5...9.....6...12....7..1..45.7.9.......8..23.5.7...2345.7.9.23..678...3.56..9.2..56.89...45.789.2....78....45.789.2345...9.23.567..1........123..6.....34.6...12.4.6.....34..78.....5....1.34.678.1234.............9.234..78.123.............8.12.45...9..34..7.91.....7..1.34..7.9.....6...123.5.7...2345.7..1.3..6.........7..1..456..9.2.......1....6.8.1.34.6.891.345....1.3.5..8...345..8......6.8....4.6......4.6.8.1................9.2.............7....3.5......3.5........5....12.........3............78......678......678.12......9...4......2......9........912.............7....3.5.......4.......3.5....12............6.8......6.8.";

    #[test]
    fn type1() {
        // r8c2, r9c2, r9c7 are {1,2} and r8c7 is {1,2,9}; rows 8-9 and
        // columns 2 and 7 cover boxes 7 and 9 only. If r8c7 were 1 or 2 the
        // four cells could swap 1 and 2, so r8c7 keeps only 9.
        let c = state(UR1_MARKS);
        let s = unique_rectangle_type1(&c).unwrap();
        assert_eq!(s.technique, Technique::UniqueRectangleType1);
        assert_eq!(
            s.text(),
            "Unique rectangle type 1 on 1 and 2 in r8c2, r8c7, r9c2 and r9c7: only r8c7 has other candidates, and without them the puzzle would have two solutions, so 1 and 2 are removed from r8c7"
        );
        assert_eq!(s.eliminations, vec![cand("r8c7", 1), cand("r8c7", 2)]);
        assert_sound(UR1_PUZZLE, &c, &s);
    }

    const UR2_PUZZLE: &str =
        "......41.9..3.....3...2.....48..7..........52.1.......5..2....6.7....8......9....";
    const UR2_MARKS: &str = ".......8..2.............7......56.......56...........9...4.....1..........3..............9....56...1..4.......3......1..4..78.1..4...8..2..567...2...678.....5.78...3..........56...1..4.....1..4..78..2.......1..4...8.....567.9.....6789....5.789.2..........4............8.1...56..91.3.56.........7..1.3..6..9..3..6..91.......9.....67....3.....9..3.....91..4.6.8.1..4.6.8.1..4.6.8.1....67......5.....2............67..1............5.......4.6.89..34.6.8..2.........3..67.9..34.6789...4..789....5......3....89..3.....9.2.......1.34..78.1.34...8.1.3...7.9..34..7.9.....6...1..4...........7...2...6...1..4.6...1.34.6...1.3456..........8..234....91..45...91..4.......3....8..2...6...1..4.678.........91.3456.8.123.5.7...234..7..1..45.7..";

    #[test]
    fn type2() {
        // r2c3, r3c3 are {1,4}; r2c6, r3c6 are {1,4,8} (boxes 1 and 2). One
        // of r2c6, r3c6 must be 8, so the 8s of column 6 (r5c6, r7c6, r9c6)
        // and of box 2 (r2c5, r3c4) go.
        let c = state(UR2_MARKS);
        let s = unique_rectangle_type2(&c).unwrap();
        assert_eq!(
            s.text(),
            "Unique rectangle type 2 on 1 and 4 in r2c3, r2c6, r3c3 and r3c6: r2c6 or r3c6 must be 8 to avoid two solutions, so 8 is removed from r2c5, r3c4, r5c6, r7c6 and r9c6"
        );
        assert_eq!(
            s.eliminations,
            ["r2c5", "r3c4", "r5c6", "r7c6", "r9c6"]
                .iter()
                .map(|x| cand(x, 8))
                .collect::<Vec<_>>()
        );
        assert_sound(UR2_PUZZLE, &c, &s);
    }

    const UR3_PUZZLE: &str =
        "7.5.....2...4.1...3.........1.6..4..2...5...........9....37.....8....6...9.....8.";
    const UR3_MARKS: &str = "......7.....4.6.......5...........89..3..6.89..3..6..91.3....891.34.6....2..............89.2...6........6.89...4......23..6.891..........3.5.789..3.567....3.56789..3.......2.4.6...1.........2..5.789.2...6.89.2..567.9....5.789...4567.....456789....5..891...............89.....6....23....89.23...7.9...4......23.5.7....3.5.78..2.........3...7.....4.6.891.....789....5......34..7.91.3...78.1.3..67..1.3..678.....5..8...3...7.....4.6.8.12....78.1234...8..234..7..123.5.78.........91.3.5678......6.......5.....2.........3............7.........8.1.......91..4.....1..4....91..4............8...3...7..12..5...912.4....9.2.45...9.....6...12345.7..1.345.7.91..4.............9..3...7..12..5....12.4.6....2.456...123.5.7.........8.1.345.7..";

    #[test]
    fn type3() {
        // r8c3, r9c3 are {3,7}; r8c9 {1,3,4,5,7,9} and r9c9 {1,3,4,5,7} hold
        // the extras 1, 4, 5, 9, one of which must be used. In box 9, r7c7
        // {1,9}, r7c8 {1,4}, r7c9 {1,4,9} and that "virtual cell" make four
        // cells for the four digits 1, 4, 5, 9: the rest of box 9 loses them
        // (r8c8 loses 1, 4, 5; r9c7 loses 1, 5).
        let c = state(UR3_MARKS);
        let s = unique_rectangle_type3(&c).unwrap();
        assert_eq!(
            s.text(),
            "Unique rectangle type 3 on 3 and 7 in r8c3, r8c9, r9c3 and r9c9: one of r8c9 and r9c9 must hold 1, 4, 5 or 9, so with r7c7, r7c8 and r7c9 they form a naked quad on 1459 in box 9, and 1 is removed from r8c8 and r9c7, 4 from r8c8, and 5 from r8c8 and r9c7"
        );
        assert_eq!(
            s.eliminations,
            vec![
                cand("r8c8", 1),
                cand("r8c8", 4),
                cand("r8c8", 5),
                cand("r9c7", 1),
                cand("r9c7", 5)
            ]
        );
        assert_sound(UR3_PUZZLE, &c, &s);
    }

    const UR4_PUZZLE: &str =
        "......41.9..3.....3...2.....48..7..........52.1.......5..2....6.7....8......9....";
    const UR4_MARKS: &str = ".......8..2.............7......56.......56...........9...4.....1..........3..............9....56...1..4.......3......1..4..78.1..4...8..2..567...2...678.....5.78...3..........56...1..4.....1..4..78..2.......1..4...8.....567.9.....6789....5.789.2..........4............8.1...56..91.3.56.........7..1.3..6..9..3..6..91.......9.....67....3.....9..3.....91..4.6.8.1..4.6.8.1..4.6.8.1....67......5.....2............67..1............5.......4.6.89..34.6.8..2.........3..67.9..34.6789...4..789....5......3....89..3.....9.2.......1.34..78.1.34...8.1.3...7.9..34..7.9.....6...1..4...........7...2...6...1..4.6...1.34.6...1.3456..........8..234....91..45...91..4.......3....8..2...6...1..4.678.........91.3456.8.123.5.7...234..7..1..45.7..";

    #[test]
    fn type4() {
        // r1c4, r1c5 are {5,6}; r4c4 {1,5,6,9}, r4c5 {1,3,5,6} (boxes 2 and
        // 5). Row 4 has 5 only in r4c4 and r4c5, so one of them is 5; if the
        // other were 6 the rectangle would be deadly, so 6 leaves both.
        let c = state(UR4_MARKS);
        let s = unique_rectangle_type4(&c).unwrap();
        assert_eq!(
            s.text(),
            "Unique rectangle type 4 on 5 and 6 in r1c4, r1c5, r4c4 and r4c5: 5 must go in r4c4 or r4c5 within row 4, so to avoid two solutions 6 is removed from r4c4 and r4c5"
        );
        assert_eq!(s.eliminations, vec![cand("r4c4", 6), cand("r4c5", 6)]);
        assert_sound(UR4_PUZZLE, &c, &s);
    }

    const BUG_PUZZLE: &str =
        "................12....34...............1..56..23.....7......2.8..9.....35.4..9...";
    const BUG_MARKS: &str = ".......8.....5...9......7......56..91.........2............6..9..3.........4.......3.........4.........56..........8.....5...9......7.......6..91.........2............6..91.........2............6..9..3.........4...........7.........8.....5.........6..9....5...9....56......4...........7.........8...3.......2.......1...........4...........7.........8.1.........2.........3..........5.........6...........91.........2.........3..........5...9....5...9.....6..........8....4...........7........7.......6...1..........3.........4.........5.....2...............9.......8..2..............8.........9......7.......6...1...........4.........5......3..........5......3.........4......2..............8.........91..............7.......6...";

    #[test]
    fn bug_plus_one_places_the_odd_digit() {
        // Every empty cell is bivalue but r1c4 {5,6,9}. 9 appears three times
        // in row 1 (r1c2, r1c4, r1c7), column 4 (r1c4, r3c4, r6c4) and box 2
        // (r1c4, r2c5, r3c4); 5 and 6 twice. Without 9, r1c4 would complete a
        // bivalue grave, so r1c4 is 9.
        let c = state(BUG_MARKS);
        let s = bug_plus_one(&c).unwrap();
        assert_eq!(
            s.text(),
            "BUG+1: every empty cell except r1c4 has two candidates, and without 9 in r1c4 every digit would appear exactly twice in each of its units, a pattern with two solutions, so r1c4 is 9"
        );
        assert_eq!(s.placements, vec![cand("r1c4", 9)]);
        assert_sound(BUG_PUZZLE, &c, &s);
    }

    #[test]
    fn no_uniqueness_pattern_where_none_applies() {
        // After the UR1 step is applied the rectangle is gone (r8c7 is 9);
        // and a grid with a second trivalue cell is no BUG+1.
        let mut c = state(UR1_MARKS);
        let s = unique_rectangle_type1(&c).unwrap();
        c.apply(&s);
        if let Some(again) = unique_rectangle_type1(&c) {
            assert_ne!(again.eliminations, s.eliminations);
        }
        let mut bug = state(BUG_MARKS);
        assert!(bug_plus_one(&bug).is_some());
        // Give r1c2 {5,9} a third candidate: two cells now have three.
        let g = *bug.grid();
        let r1c2 = Cell::at(0, 1);
        bug = Candidates::from_marks(&g, |x| {
            let mut d = bug.candidates(x);
            if x == r1c2 {
                d.insert(Digit::new(6).unwrap());
            }
            d
        });
        assert!(bug_plus_one(&bug).is_none());
        // The empty grid has no rectangle with exactly one odd corner.
        let empty = Candidates::from_grid(&crate::Grid::empty());
        assert!(unique_rectangle_type1(&empty).is_none());
        assert!(unique_rectangle_type2(&empty).is_none());
        assert!(unique_rectangle_type4(&empty).is_none());
    }
}
