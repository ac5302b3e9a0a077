//! Hints for a player's grid: first what is wrong in it, then the next step,
//! in three grades of detail.
//!
//! The player's state is a [`Candidates`]: the digits placed so far (givens
//! and the player's) and, if the player keeps pencil marks, the candidates
//! left in each empty cell. [`hint`] checks it against the puzzle's solution
//! before suggesting anything:
//!
//! - two equal digits in a unit ([`Mistake::Clash`]);
//! - a placed digit that differs from the solution ([`Mistake::WrongDigit`]),
//!   or a given the state changed or erased ([`Mistake::GivenChanged`]);
//! - a candidate removed although it is the cell's digit
//!   ([`Mistake::RemovedCandidate`]).
//!
//! The solution is the puzzle's, when the puzzle is known. Without it, the
//! state itself is solved: a state with one solution has no wrong digit (a
//! wrong digit in a proper puzzle leaves no solution at all); a state with
//! none has wrong digits, found as the fewest placed digits (one, or two)
//! whose removal leaves a solution. If several choices fit, the hint says
//! which cells are in doubt instead of guessing.
//!
//! The next step is the rater's (the lowest-rated technique available: the
//! one solver in Sudoku Explainer's order, [`rate::se::order`]), found on
//! the state with the mistakes undone.
//!
//! ```
//! use shudu::logic::Candidates;
//! use shudu::hint::{hint, Mistake};
//! use shudu::{Cell, Digit, Grid};
//!
//! let puzzle: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!     .parse()?;
//! let mut state = puzzle;
//! state.set(Cell::at(0, 2), Digit::new(1)); // r1c3 is 4 in the solution
//! let h = hint(&Candidates::from_grid(&state), Some(&puzzle)).unwrap();
//! assert!(matches!(h.mistakes[0], Mistake::WrongDigit { .. }));
//! assert_eq!(h.mistakes[0].to_string(), "r1c3 holds 1, but its digit is 4");
//! let next = h.step.as_ref().unwrap();
//! println!("{}", h.describe(1)); // "Look for a hidden single."
//! assert!(next.se() <= 2.3);
//! # Ok::<(), shudu::ParseError>(())
//! ```

mod mistake;
mod wording;

pub use mistake::Mistake;

use crate::logic::Candidates;
use crate::rate::{self, check, RateError, RatedStep};
use crate::{DigitSet, Grid, Uniqueness};
use mistake::locate_wrong;
use std::fmt;
use wording::{conclusions, technique_phrase, where_to_look};

/// Why no hint can be given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintError {
    /// The puzzle given alongside the state is not a proper puzzle.
    Puzzle(RateError),
    /// Without the puzzle, the state's digits admit several solutions (so
    /// mistakes cannot be checked): pass the puzzle.
    Ambiguous,
}

impl fmt::Display for HintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HintError::Puzzle(e) => write!(f, "the puzzle: {e}"),
            HintError::Ambiguous => f.write_str(
                "the grid has more than one solution, so it cannot be checked: give the puzzle too",
            ),
        }
    }
}

impl std::error::Error for HintError {}

/// What [`hint`] found.
#[derive(Clone, Debug)]
pub struct Hint {
    /// Mistakes in the state, most basic first (clashes, wrong digits,
    /// removed candidates).
    pub mistakes: Vec<Mistake>,
    /// The state with every mistake it could pin down undone (wrong digits
    /// cleared, givens restored, true candidates put back).
    pub corrected: Candidates,
    /// The solution, when known.
    pub solution: Option<Grid>,
    /// The next step from `corrected`; `None` when solved (or when the
    /// mistakes leave nothing sound to suggest).
    pub step: Option<RatedStep>,
}

impl Hint {
    /// Whether the (corrected) grid is full.
    pub fn solved(&self) -> bool {
        self.corrected.is_solved()
    }

    /// The hint at `level`: 1 the technique, 2 also where to look, 3 the
    /// whole deduction and what it concludes. Mistakes are not included
    /// (see [`Hint::mistakes`]).
    pub fn describe(&self, level: u8) -> String {
        let Some(rated) = &self.step else {
            return if self.solved() {
                "The grid is solved.".to_string()
            } else {
                "No step can be suggested until the mistakes are fixed.".to_string()
            };
        };
        let step = &rated.step;
        let name = technique_phrase(step.technique, rated.direct);
        let mut text = format!("Look for {name}");
        if level >= 2 {
            text.push_str(&where_to_look(rated));
        }
        text.push('.');
        if level >= 3 {
            text.push(' ');
            text.push_str(&step.text());
            if !step.text().ends_with('.') {
                text.push('.');
            }
            let conclusions = conclusions(rated);
            if !conclusions.is_empty() {
                text.push(' ');
                text.push_str(&conclusions);
            }
        }
        text
    }
}

/// Checks a player's `state` (against `puzzle`, if given) and finds the next
/// step. See the [module docs](self).
pub fn hint(state: &Candidates, puzzle: Option<&Grid>) -> Result<Hint, HintError> {
    let mut mistakes = Vec::new();
    let mut grid = *state.grid();
    if let Some(c) = grid.first_conflict() {
        mistakes.push(Mistake::Clash(c));
    }
    let solution = match puzzle {
        Some(p) => {
            let solution = check(p).map_err(HintError::Puzzle)?;
            for (cell, given) in p.filled_cells() {
                let found = grid.get(cell);
                if found != Some(given) {
                    mistakes.push(Mistake::GivenChanged { cell, given, found });
                    grid.set(cell, Some(given));
                }
            }
            for (cell, placed) in state.grid().filled_cells() {
                let correct = solution.get(cell).expect("a solution is full");
                if p.is_empty_cell(cell) && placed != correct {
                    mistakes.push(Mistake::WrongDigit {
                        cell,
                        placed,
                        correct: Some(correct),
                    });
                    grid.clear(cell);
                }
            }
            Some(solution)
        }
        None => match grid.uniqueness() {
            Uniqueness::Unique(s) => Some(s),
            Uniqueness::Multiple => {
                if mistakes.is_empty() {
                    return Err(HintError::Ambiguous);
                }
                None
            }
            Uniqueness::NoSolution => {
                let (found, fixed) = locate_wrong(&grid);
                mistakes.extend(found);
                match fixed.map(|g| (g, g.uniqueness())) {
                    Some((g, Uniqueness::Unique(s))) => {
                        grid = g;
                        Some(s)
                    }
                    _ => None,
                }
            }
        },
    };
    let Some(solution) = solution else {
        return Ok(Hint {
            mistakes,
            corrected: state.clone(),
            solution: None,
            step: None,
        });
    };
    // Candidates: the player's marks where they kept them, the true digit
    // put back where it was removed, and fresh marks for cells the
    // correction emptied. A true digit missing only because a wrong digit
    // in a peer excluded it is put back silently: the player did not remove
    // it (a state given as digits only has its marks computed).
    let mut removed = Vec::new();
    let mut marks_of = [DigitSet::EMPTY; 81];
    for cell in grid.empty_cells() {
        let truth = solution.get(cell).expect("a solution is full");
        let was_empty = state.grid().is_empty_cell(cell);
        let mut marks = if was_empty {
            state.candidates(cell)
        } else {
            DigitSet::ALL
        };
        // Marks can only shrink what the placed digits allow.
        for &p in cell.peers() {
            if let Some(d) = grid.get(p) {
                marks.remove(d);
            }
        }
        if !marks.contains(truth) {
            let excluded_by_wrong_digit = cell
                .peers()
                .iter()
                .any(|&p| state.grid().get(p) == Some(truth));
            if was_empty && !excluded_by_wrong_digit {
                removed.push(Mistake::RemovedCandidate { cell, digit: truth });
            }
            marks.insert(truth);
        }
        marks_of[cell.index()] = marks;
    }
    let corrected = Candidates::from_marks(&grid, |cell| marks_of[cell.index()]);
    mistakes.extend(removed);
    let step = rate::next_step(&corrected, Some(&solution));
    Ok(Hint {
        mistakes,
        corrected,
        solution: Some(solution),
        step,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Cell, Digit};

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn puzzle() -> Grid {
        P.parse().unwrap()
    }

    #[test]
    fn clean_state_gets_a_step_and_no_mistakes() {
        let p = puzzle();
        let h = hint(&Candidates::from_grid(&p), Some(&p)).unwrap();
        assert!(h.mistakes.is_empty());
        let step = h.step.as_ref().unwrap();
        assert!(step.se() <= 2.3);
        // Grades: each level says more than the one before.
        let (a, b, c) = (h.describe(1), h.describe(2), h.describe(3));
        assert!(a.starts_with("Look for "), "{a}");
        assert!(
            b.starts_with(a.trim_end_matches('.')) && b.len() > a.len(),
            "{a} / {b}"
        );
        assert!(c.starts_with(&b) && c.contains(&step.step.text()), "{c}");
        // Without the puzzle the same step is found.
        let h2 = hint(&Candidates::from_grid(&p), None).unwrap();
        assert_eq!(h2.step.unwrap().step, step.step);
    }

    #[test]
    fn wrong_digit_found_with_and_without_the_puzzle() {
        let p = puzzle();
        let s = p.solve().unwrap();
        let cell = Cell::at(0, 2);
        let truth = s.get(cell).unwrap();
        let wrong = Digit::all()
            .find(|&d| d != truth && p.allows(cell, d))
            .unwrap();
        let mut state = p;
        state.set(cell, Some(wrong));
        let with = hint(&Candidates::from_grid(&state), Some(&p)).unwrap();
        assert_eq!(
            with.mistakes[0],
            Mistake::WrongDigit {
                cell,
                placed: wrong,
                correct: Some(truth)
            }
        );
        assert!(with.corrected.grid().is_empty_cell(cell));
        assert!(with.step.is_some());
        let without = hint(&Candidates::from_grid(&state), None).unwrap();
        assert!(
            matches!(
                without.mistakes[0],
                Mistake::WrongDigit { cell: c, placed, .. } if c == cell && placed == wrong
            ) || matches!(&without.mistakes[0], Mistake::OneOfTheseIsWrong(cells) if cells.contains(&cell)),
            "{:?}",
            without.mistakes
        );
    }

    #[test]
    fn removed_true_candidate_is_reported() {
        let p = puzzle();
        let s = p.solve().unwrap();
        let cell = Cell::at(4, 4);
        let truth = s.get(cell).unwrap();
        let base = Candidates::from_grid(&p);
        let state = Candidates::from_marks(&p, |c| {
            let mut m = base.candidates(c);
            if c == cell {
                m.remove(truth);
            }
            m
        });
        let h = hint(&state, Some(&p)).unwrap();
        assert_eq!(
            h.mistakes,
            vec![Mistake::RemovedCandidate { cell, digit: truth }]
        );
        assert_eq!(
            h.mistakes[0].to_string(),
            format!("r5c5 no longer has {truth} as a candidate, but {truth} is its digit")
        );
        assert!(h.corrected.has(cell, truth));
        let h = hint(&state, None).unwrap();
        assert_eq!(
            h.mistakes,
            vec![Mistake::RemovedCandidate { cell, digit: truth }]
        );
    }

    #[test]
    fn clash_and_changed_given() {
        let p = puzzle();
        let mut state = p;
        // r1c3 := 5 clashes with the given 5 at r1c1.
        state.set(Cell::at(0, 2), Digit::new(5));
        let h = hint(&Candidates::from_grid(&state), Some(&p)).unwrap();
        assert!(matches!(h.mistakes[0], Mistake::Clash(_)));
        assert!(h
            .mistakes
            .iter()
            .any(|m| matches!(m, Mistake::WrongDigit { cell, .. } if *cell == Cell::at(0, 2))));
        let mut state = p;
        state.set(Cell::at(0, 0), Digit::new(1));
        let h = hint(&Candidates::from_grid(&state), Some(&p)).unwrap();
        assert!(h
            .mistakes
            .iter()
            .any(|m| matches!(m, Mistake::GivenChanged { .. })));
    }

    #[test]
    fn ambiguous_state_without_puzzle() {
        let g: Grid = ".".repeat(81).parse().unwrap();
        assert_eq!(
            hint(&Candidates::from_grid(&g), None).unwrap_err(),
            HintError::Ambiguous
        );
        let bad: Grid = ".".repeat(81).parse().unwrap();
        assert!(matches!(
            hint(&Candidates::from_grid(&puzzle()), Some(&bad)),
            Err(HintError::Puzzle(RateError::MultipleSolutions))
        ));
    }

    #[test]
    fn solved_grid() {
        let s = puzzle().solve().unwrap();
        let h = hint(&Candidates::from_grid(&s), Some(&puzzle())).unwrap();
        assert!(h.solved() && h.step.is_none() && h.mistakes.is_empty());
        assert_eq!(h.describe(2), "The grid is solved.");
    }
}
