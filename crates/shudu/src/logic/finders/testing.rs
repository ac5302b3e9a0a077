//! Helpers for the finders' unit tests (hand-checked examples).

use crate::logic::{Candidate, Candidates, Step};
use crate::{Cell, CellSet, Digit, Grid, Unit};

/// The candidate state written in the 729-character pencil-mark form.
pub(crate) fn state(marks: &str) -> Candidates {
    Candidates::from_pencil_marks(marks).expect("valid pencil marks")
}

/// A digit by value.
pub(crate) fn digit(v: u8) -> Digit {
    Digit::new(v).expect("digit 1..=9")
}

/// A cell by name, `r1c1`.
pub(crate) fn cell(name: &str) -> Cell {
    name.parse().expect("cell name")
}

/// Where `v` is still a candidate within `unit`, as "r1c1, r1c5".
pub(crate) fn places(c: &Candidates, v: u8, unit: Unit) -> String {
    c.cells_with_in(digit(v), unit).to_string()
}

/// The candidates of a cell, as "157".
pub(crate) fn marks(c: &Candidates, name: &str) -> String {
    c.candidates(cell(name)).to_string()
}

/// A step's eliminations, sorted, as "r1c1-5 r2c3-7".
pub(crate) fn removed(step: &Step) -> String {
    let mut e = step.eliminations.clone();
    e.sort();
    e.iter()
        .map(|x| format!("{}-{}", x.cell, x.digit))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The negative case every family shares: once a step's eliminations are
/// made, its pattern is still on the grid but concludes nothing, so the
/// finder must not report it again. Whatever it reports instead must be
/// another pattern (other cells, units or digits: the same base cells of a
/// fish with another cover are another fish) and productive.
pub(crate) fn assert_spent(
    finder: fn(&Candidates) -> Option<Step>,
    before: &Candidates,
    step: &Step,
) {
    let mut after = before.clone();
    after.apply(step);
    if let Some(next) = finder(&after) {
        let same = CellSet::from_iter(next.cells.iter().copied())
            == CellSet::from_iter(step.cells.iter().copied())
            && next.units == step.units
            && next.digits == step.digits;
        assert!(!same, "spent pattern reported again: {}", next.text());
        assert!(next.is_productive());
        for e in &next.eliminations {
            assert!(
                after.has(e.cell, e.digit),
                "{e} is not a candidate: {}",
                next.text()
            );
        }
    }
}

/// Checks a step against the unique solution of `puzzle`: every placement
/// right, no true digit removed, and every removed candidate present.
pub(crate) fn assert_sound(puzzle: &str, c: &Candidates, step: &Step) {
    let solution = puzzle
        .parse::<Grid>()
        .expect("a puzzle")
        .solve()
        .expect("solvable");
    for p in &step.placements {
        assert_eq!(solution.get(p.cell), Some(p.digit), "{}", step.text());
    }
    for e in &step.eliminations {
        assert!(
            c.has(e.cell, e.digit),
            "{e} is not a candidate: {}",
            step.text()
        );
        assert_ne!(solution.get(e.cell), Some(e.digit), "{}", step.text());
    }
    assert!(step.is_productive());
}

/// `Candidate` from a cell name and a digit, for writing expectations.
pub(crate) fn cand(cell: &str, digit: u8) -> Candidate {
    Candidate::new(
        cell.parse::<Cell>().expect("a cell name"),
        Digit::new(digit).expect("a digit"),
    )
}

/// The candidates on the SE rating path of `puzzle` just before its first
/// step of `technique` (for finders whose examples are easiest to take from
/// a real solve).
pub(crate) fn state_before(puzzle: &str, technique: crate::logic::Technique) -> Candidates {
    let g: Grid = puzzle.parse().expect("a puzzle");
    let e = crate::rate::explain(&g).expect("a unique puzzle");
    let mut c = Candidates::from_grid(&g);
    for s in &e.steps {
        if s.step.technique == technique {
            return c;
        }
        c.apply(&s.step);
    }
    panic!("{puzzle}: no {technique} on the path");
}

/// The first `count` puzzles of the SE calibration set
/// (tests/data/se-calibration) whose SE rating `within` accepts.
pub(crate) fn calibration_puzzles(
    within: impl Fn(f32) -> bool,
    count: usize,
) -> impl Iterator<Item = &'static str> {
    let set = include_str!("../../../../../tests/data/se-calibration/ratings.txt");
    set.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(move |l| {
            let mut words = l.split_whitespace();
            let (p, r) = (words.next()?, words.next()?.parse::<f32>().ok()?);
            within(r).then_some(p)
        })
        .take(count)
}

/// Calls `check` on every state of the SE rating paths of the first 60
/// calibration puzzles (tests/data/se-calibration) SE rates 4.5 to 7.5, the
/// range where unique loops and aligned exclusions are asked; returns how
/// many states `check` answered true for.
pub(crate) fn agree_on_se_solves(mut check: impl FnMut(&Candidates) -> bool) -> usize {
    let mut hits = 0;
    for puzzle in calibration_puzzles(|se| (4.5..=7.5).contains(&se), 60) {
        let g: Grid = puzzle.parse().expect("a puzzle");
        let e = crate::rate::explain(&g).expect("a unique puzzle");
        let mut c = Candidates::from_grid(&g);
        for s in &e.steps {
            hits += usize::from(check(&c));
            c.apply(&s.step);
        }
    }
    hits
}
