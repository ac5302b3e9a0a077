//! Sudoku Explainer's "direct" techniques: an intersection or hidden subset
//! whose eliminations at once leave a hidden single. SE rates these below a
//! naked single (direct pointing 1.7, direct claiming 1.9, direct hidden
//! pair 2.0, direct hidden triple 2.5) because a solver sees them while
//! scanning, without pencil marks.
//!
//! The finders here look at every instance of their pattern (the ordinary
//! finders stop at the first) and return the first whose eliminations
//! create a hidden single. The step is an ordinary [`Step`] of the
//! technique; the rater recognises it as direct with [`leaves_hidden_single`].

use crate::logic::{Candidate, Candidates, Step, Technique};
use crate::{CellSet, Digit, DigitSet, Unit};

/// Whether removing `eliminations` from `state` leaves some digit with a
/// single place in a unit where it had more than one.
pub fn leaves_hidden_single(state: &Candidates, eliminations: &[Candidate]) -> bool {
    hidden_single_left(state, eliminations).is_some()
}

/// The first hidden single that removing `eliminations` from `state`
/// creates: the digit, its one cell, and the unit.
pub fn hidden_single_left(
    state: &Candidates,
    eliminations: &[Candidate],
) -> Option<(Digit, crate::Cell, Unit)> {
    let mut removed = [CellSet::EMPTY; 9];
    for e in eliminations {
        removed[e.digit.index()].insert(e.cell);
    }
    for d in Digit::all() {
        let gone = removed[d.index()];
        if gone.is_empty() {
            continue;
        }
        let before = state.cells_with(d);
        let after = before - gone;
        // Only the units of the removed cells can change.
        let mut units = 0u32;
        for cell in gone {
            for u in Unit::of(cell) {
                units |= 1 << u.index();
            }
        }
        for unit in Unit::all().filter(|u| units & (1 << u.index()) != 0) {
            let u = CellSet::unit(unit);
            if (after & u).len() == 1 && (before & u).len() > 1 {
                return Some((d, (after & u).first()?, unit));
            }
        }
    }
    None
}

/// "a", "a and b", "a, b and c".
fn and_list<T: std::fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    let items: Vec<String> = items.into_iter().map(|i| i.to_string()).collect();
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        n => format!("{} and {}", items[..n - 1].join(", "), items[n - 1]),
    }
}

/// "7 is removed from r5c7 and r5c9, and 3 from r1c1".
fn removals(eliminations: &[Candidate]) -> String {
    let groups: Vec<(Digit, CellSet)> = Digit::all()
        .filter_map(|d| {
            let set: CellSet = eliminations
                .iter()
                .filter(|e| e.digit == d)
                .map(|e| e.cell)
                .collect();
            (!set.is_empty()).then_some((d, set))
        })
        .collect();
    let mut text = String::new();
    for (i, (d, set)) in groups.iter().enumerate() {
        let cells = and_list(*set);
        if i == 0 {
            text.push_str(&format!("{d} is removed from {cells}"));
        } else if i + 1 == groups.len() {
            text.push_str(&format!(", and {d} from {cells}"));
        } else {
            text.push_str(&format!(", {d} from {cells}"));
        }
    }
    text
}

/// "which leaves r2c4 the only place for 9 in column 4".
fn leaves(state: &Candidates, eliminations: &[Candidate]) -> String {
    match hidden_single_left(state, eliminations) {
        Some((d, cell, unit)) => format!("which leaves {cell} the only place for {d} in {unit}"),
        None => "which leaves a hidden single".to_string(),
    }
}

/// Whether `state` has a hidden single anywhere (a digit with exactly one
/// candidate cell in a unit).
pub fn has_hidden_single(state: &Candidates) -> bool {
    Digit::all().any(|d| {
        let cells = state.cells_with(d);
        Unit::all().any(|u| (cells & CellSet::unit(u)).len() == 1)
    })
}

const DIGIT_ONE: Digit = match Digit::new(1) {
    Some(d) => d,
    None => panic!("1 is a digit"),
};

fn to_candidates(digit: Digit, cells: CellSet) -> impl Iterator<Item = Candidate> {
    cells.iter().map(move |cell| Candidate::new(cell, digit))
}

/// Pointing (`box_first`) or claiming that leaves a hidden single.
fn direct_intersection(state: &Candidates, pointing: bool) -> Option<Step> {
    for digit in Digit::all() {
        let all = state.cells_with(digit);
        if all.is_empty() {
            continue;
        }
        for b in 0..9 {
            let boxed = Unit::boxed(b);
            let box_cells = CellSet::unit(boxed);
            let (br, bc) = ((b / 3) * 3, (b % 3) * 3);
            for k in 0..6 {
                let line = if k < 3 {
                    Unit::row(br + k)
                } else {
                    Unit::column(bc + k - 3)
                };
                let line_cells = CellSet::unit(line);
                let inter = all & box_cells & line_cells;
                if inter.is_empty() {
                    continue;
                }
                let (confined, source, target, removed) = if pointing {
                    (
                        (all & (box_cells - line_cells)).is_empty(),
                        boxed,
                        line,
                        all & (line_cells - box_cells),
                    )
                } else {
                    (
                        (all & (line_cells - box_cells)).is_empty(),
                        line,
                        boxed,
                        all & (box_cells - line_cells),
                    )
                };
                if !confined || removed.is_empty() {
                    continue;
                }
                let elims: Vec<Candidate> = to_candidates(digit, removed).collect();
                if !leaves_hidden_single(state, &elims) {
                    continue;
                }
                let (technique, name) = if pointing {
                    (Technique::Pointing, "Pointing")
                } else {
                    (Technique::Claiming, "Claiming")
                };
                return Some(
                    Step::new(
                        technique,
                        format!(
                            "{name}: in {source}, {digit} lies only in {target}, so {}, {}",
                            removals(&elims),
                            leaves(state, &elims)
                        ),
                    )
                    .with_cells(inter)
                    .with_units([source, target])
                    .with_digits([digit])
                    .eliminate(elims),
                );
            }
        }
    }
    None
}

/// Pointing whose eliminations leave a hidden single (SE 1.7).
pub fn direct_pointing(state: &Candidates) -> Option<Step> {
    direct_intersection(state, true)
}

/// Claiming whose eliminations leave a hidden single (SE 1.9).
pub fn direct_claiming(state: &Candidates) -> Option<Step> {
    direct_intersection(state, false)
}

/// A hidden subset of `size` digits (2 or 3) whose eliminations leave a
/// hidden single.
fn direct_hidden_subset(state: &Candidates, size: usize) -> Option<Step> {
    for unit in Unit::all() {
        // Digits with 2..=size places in this unit (no allocation: this runs
        // at nearly every step).
        let mut digits = [(DIGIT_ONE, CellSet::EMPTY); 9];
        let mut n = 0;
        let mut free = CellSet::EMPTY;
        for d in Digit::all() {
            let cells = state.cells_with_in(d, unit);
            free |= cells;
            if (2..=size).contains(&cells.len()) {
                digits[n] = (d, cells);
                n += 1;
            }
        }
        if n < size || free.len() <= size {
            continue;
        }
        let digits = &digits[..n];
        for a in 0..n {
            for b in a + 1..n {
                if size == 2 {
                    if digits[a].1 == digits[b].1 {
                        if let Some(s) = hidden_subset_step(state, unit, &[digits[a], digits[b]]) {
                            return Some(s);
                        }
                    }
                    continue;
                }
                let ab = digits[a].1 | digits[b].1;
                if ab.len() > 3 {
                    continue;
                }
                for c in b + 1..n {
                    if (ab | digits[c].1).len() == 3 {
                        if let Some(s) =
                            hidden_subset_step(state, unit, &[digits[a], digits[b], digits[c]])
                        {
                            return Some(s);
                        }
                    }
                }
            }
        }
    }
    None
}

/// The step of the hidden subset `set` (digits with their cells) in `unit`,
/// if its eliminations leave a hidden single.
fn hidden_subset_step(state: &Candidates, unit: Unit, set: &[(Digit, CellSet)]) -> Option<Step> {
    let cells = set.iter().fold(CellSet::EMPTY, |acc, &(_, c)| acc | c);
    let keep: DigitSet = set.iter().map(|&(d, _)| d).collect();
    let mut elims = Vec::new();
    for cell in cells {
        for d in state.candidates(cell) - keep {
            elims.push(Candidate::new(cell, d));
        }
    }
    if elims.is_empty() || !leaves_hidden_single(state, &elims) {
        return None;
    }
    let (technique, name) = if set.len() == 2 {
        (Technique::HiddenPair, "Hidden pair")
    } else {
        (Technique::HiddenTriple, "Hidden triple")
    };
    Some(
        Step::new(
            technique,
            format!(
                "{name}: in {unit}, {} lie only in {}, so {}, {}",
                and_list(keep),
                and_list(cells),
                removals(&elims),
                leaves(state, &elims)
            ),
        )
        .with_cells(cells)
        .with_units([unit])
        .with_digits(keep)
        .eliminate(elims),
    )
}

/// Hidden pair whose eliminations leave a hidden single (SE 2.0).
pub fn direct_hidden_pair(state: &Candidates) -> Option<Step> {
    direct_hidden_subset(state, 2)
}

/// Hidden triple whose eliminations leave a hidden single (SE 2.5).
pub fn direct_hidden_triple(state: &Candidates) -> Option<Step> {
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
