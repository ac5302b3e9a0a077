//! Helpers for the finders' unit tests.

use crate::logic::{Candidate, Candidates, Step};
use crate::{Cell, Digit, Grid};

/// The candidate state written in the 729-character pencil-mark form.
pub(crate) fn state(marks: &str) -> Candidates {
    Candidates::from_pencil_marks(marks).expect("valid pencil marks")
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
        assert_eq!(solution.get(p.cell), Some(p.digit), "{}", step.text);
    }
    for e in &step.eliminations {
        assert!(
            c.has(e.cell, e.digit),
            "{e} is not a candidate: {}",
            step.text
        );
        assert_ne!(solution.get(e.cell), Some(e.digit), "{}", step.text);
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
