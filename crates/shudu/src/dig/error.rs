//! Why a dig did not deliver, with the best puzzle it did make.

use super::{Puzzle, Symmetry, Target};
use std::fmt;

/// The fewest givens any puzzle with a unique solution can have
/// (McGuire, Tugemann and Civario, 2012).
pub const MIN_GIVENS: usize = 17;

/// What went wrong in a dig.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DigErrorKind {
    /// The grid handed to [`dig`](super::dig) is not a complete, valid grid.
    NotASolution,
    /// The target asks for fewer than [`MIN_GIVENS`] givens.
    Impossible,
    /// Every attempt ended short of the target.
    NotReached,
}

/// A dig that could not reach its target within its effort bound.
///
/// The error keeps the best (fewest givens) puzzle made on the way, so a
/// caller can still report or use it: it always has exactly one solution.
///
/// ```
/// use rand::SeedableRng;
/// use shudu::dig::{generate, DigErrorKind, DigOptions};
///
/// let mut rng = shudu::DefaultRng::seed_from_u64(1);
/// let err = generate(&DigOptions::givens(16), &mut rng).unwrap_err();
/// assert_eq!(err.kind(), DigErrorKind::Impossible);
/// assert!(err.to_string().contains("fewer than 17 givens"));
/// assert!(err.best().unwrap().puzzle.has_unique_solution());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DigError {
    pub(super) kind: DigErrorKind,
    pub(super) target: Target,
    pub(super) minimal: bool,
    pub(super) symmetry: Symmetry,
    pub(super) attempts: usize,
    pub(super) best: Option<Box<Puzzle>>,
    pub(super) detail: String,
}

impl DigError {
    /// What went wrong.
    pub fn kind(&self) -> DigErrorKind {
        self.kind
    }

    /// The target that was asked for.
    pub fn target(&self) -> Target {
        self.target
    }

    /// Whether a minimal puzzle was asked for.
    pub fn minimal(&self) -> bool {
        self.minimal
    }

    /// The symmetry that was asked for.
    pub fn symmetry(&self) -> Symmetry {
        self.symmetry
    }

    /// How many digging passes were made.
    pub fn attempts(&self) -> usize {
        self.attempts
    }

    /// The puzzle with the fewest givens made on the way (none if the input
    /// was not a complete grid).
    pub fn best(&self) -> Option<&Puzzle> {
        self.best.as_deref()
    }

    /// The fewest givens reached, if any puzzle was made.
    pub fn fewest_givens(&self) -> Option<usize> {
        self.best.as_ref().map(|p| p.givens())
    }

    fn what(&self) -> String {
        let count = match self.target {
            Target::Givens(n) => format!("{n} givens"),
            Target::Holes(n) => format!("{n} holes"),
            Target::Minimal => "a minimal puzzle".to_string(),
        };
        let count = match (self.minimal, self.target) {
            (true, Target::Givens(_) | Target::Holes(_)) => {
                format!("a minimal puzzle with at most {count}")
            }
            _ => count,
        };
        match self.symmetry {
            Symmetry::None => count,
            s => format!("{count} with symmetry {s}"),
        }
    }

    fn reached(&self) -> String {
        match (self.best.as_deref(), self.target) {
            (Some(p), Target::Holes(_)) => format!("most reached: {} holes", p.holes()),
            (Some(p), _) => format!("fewest reached: {} givens", p.givens()),
            (None, _) => "no puzzle made".to_string(),
        }
    }
}

impl fmt::Display for DigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            DigErrorKind::NotASolution => {
                write!(f, "the grid to dig is not a complete, valid grid: {}", self.detail)
            }
            DigErrorKind::Impossible => write!(
                f,
                "cannot make {}: no Sudoku with fewer than {MIN_GIVENS} givens has a unique solution ({})",
                self.what(),
                self.reached()
            ),
            DigErrorKind::NotReached => {
                let s = if self.attempts == 1 { "" } else { "s" };
                write!(
                    f,
                    "could not reach {} in {} attempt{s} ({})",
                    self.what(),
                    self.attempts,
                    self.reached()
                )
            }
        }
    }
}

impl std::error::Error for DigError {}
