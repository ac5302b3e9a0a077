//! The mistakes a hint reports, and how wrong digits are found when the
//! puzzle is not known.

use crate::{Cell, Conflict, Digit, Grid, Uniqueness};
use std::fmt;

/// Something wrong in a player's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mistake {
    /// The same digit twice in a unit.
    Clash(Conflict),
    /// A placed digit that is not the cell's digit in the solution
    /// (`correct` is `None` when the solution is unknown).
    WrongDigit {
        /// The cell.
        cell: Cell,
        /// The digit the player put there.
        placed: Digit,
        /// The solution's digit, if known.
        correct: Option<Digit>,
    },
    /// Placed digits of which at least one is wrong, but which one cannot be
    /// told without the puzzle.
    OneOfTheseIsWrong(Vec<Cell>),
    /// The state has no solution and no one or two placed digits explain it.
    NoSolution,
    /// A given of the puzzle that the state changed or left empty.
    GivenChanged {
        /// The cell.
        cell: Cell,
        /// The given digit.
        given: Digit,
        /// What the state has there (`None`: empty).
        found: Option<Digit>,
    },
    /// A candidate the player removed although it is the cell's digit.
    RemovedCandidate {
        /// The cell.
        cell: Cell,
        /// Its digit in the solution.
        digit: Digit,
    },
}

impl fmt::Display for Mistake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mistake::Clash(c) => write!(
                f,
                "{} and {} both hold {} in {}",
                c.first, c.second, c.digit, c.unit
            ),
            Mistake::WrongDigit {
                cell,
                placed,
                correct: Some(d),
            } => write!(f, "{cell} holds {placed}, but its digit is {d}"),
            Mistake::WrongDigit {
                cell,
                placed,
                correct: None,
            } => write!(f, "{cell} holds {placed}, which is wrong"),
            Mistake::OneOfTheseIsWrong(cells) => {
                let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
                write!(
                    f,
                    "the grid has no solution: one of the digits in {} is wrong (give the puzzle to know which)",
                    names.join(", ")
                )
            }
            Mistake::NoSolution => f.write_str(
                "the grid has no solution: several placed digits are wrong (give the puzzle to find them)",
            ),
            Mistake::GivenChanged {
                cell,
                given,
                found: Some(d),
            } => write!(f, "{cell} is a given {given}, but the grid has {d} there"),
            Mistake::GivenChanged {
                cell,
                given,
                found: None,
            } => write!(f, "{cell} is a given {given}, but the grid leaves it empty"),
            Mistake::RemovedCandidate { cell, digit } => write!(
                f,
                "{cell} no longer has {digit} as a candidate, but {digit} is its digit"
            ),
        }
    }
}

/// Finds the fewest placed digits (one, else two) whose removal gives
/// `grid` a solution. Returns the mistakes to report and, when the culprit
/// is certain, the grid without it.
pub(super) fn locate_wrong(grid: &Grid) -> (Vec<Mistake>, Option<Grid>) {
    let placed: Vec<(Cell, Digit)> = grid.filled_cells().collect();
    let without = |cells: &[Cell]| {
        let mut g = *grid;
        for &c in cells {
            g.clear(c);
        }
        g
    };
    let singles: Vec<Cell> = placed
        .iter()
        .map(|&(c, _)| c)
        .filter(|&c| without(&[c]).solve().is_some())
        .collect();
    match singles.as_slice() {
        [] => {}
        [c] => {
            let digit = grid.get(*c).expect("placed");
            let fixed = without(&[*c]);
            let correct = match fixed.uniqueness() {
                Uniqueness::Unique(s) => s.get(*c),
                _ => None,
            };
            return (
                vec![Mistake::WrongDigit {
                    cell: *c,
                    placed: digit,
                    correct,
                }],
                Some(fixed),
            );
        }
        many => return (vec![Mistake::OneOfTheseIsWrong(many.to_vec())], None),
    }
    let mut pairs = Vec::new();
    for (i, &(a, _)) in placed.iter().enumerate() {
        for &(b, _) in &placed[i + 1..] {
            if without(&[a, b]).solve().is_some() {
                pairs.push((a, b));
                if pairs.len() > 1 {
                    break;
                }
            }
        }
        if pairs.len() > 1 {
            break;
        }
    }
    match pairs.as_slice() {
        [(a, b)] => {
            let fixed = without(&[*a, *b]);
            let solution = match fixed.uniqueness() {
                Uniqueness::Unique(s) => Some(s),
                _ => None,
            };
            let mistakes = [*a, *b]
                .iter()
                .map(|&cell| Mistake::WrongDigit {
                    cell,
                    placed: grid.get(cell).expect("placed"),
                    correct: solution.and_then(|s| s.get(cell)),
                })
                .collect();
            (mistakes, Some(fixed))
        }
        [] => (vec![Mistake::NoSolution], None),
        _ => (vec![Mistake::NoSolution], None),
    }
}
