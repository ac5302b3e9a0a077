//! Why a rated generation did not deliver, and how close it came.

use super::SeRange;
use crate::dig::{Puzzle, Symmetry};
use std::fmt;

/// A rated generation that used up its effort bound without a puzzle in the
/// range.
///
/// It keeps the puzzle whose rating came closest to the range (it has exactly
/// one solution), so a caller can report or use it.
#[derive(Clone, Debug, PartialEq)]
pub struct DifficultyError {
    pub(super) range: SeRange,
    pub(super) level: Option<&'static str>,
    pub(super) symmetry: Symmetry,
    pub(super) minimal: bool,
    pub(super) attempts: usize,
    pub(super) grids: usize,
    pub(super) closest: Option<Box<(Puzzle, f32)>>,
    /// Whether some puzzle was found to rate above the range without its
    /// exact number being worked out.
    pub(super) above: bool,
}

impl DifficultyError {
    /// The range that was asked for.
    pub fn range(&self) -> SeRange {
        self.range
    }

    /// The symmetry that was asked for.
    pub fn symmetry(&self) -> Symmetry {
        self.symmetry
    }

    /// How many ratings were made.
    pub fn attempts(&self) -> usize {
        self.attempts
    }

    /// How many complete grids were made.
    pub fn grids(&self) -> usize {
        self.grids
    }

    /// The rating closest to the range (`None` if nothing could be rated).
    pub fn closest_se(&self) -> Option<f32> {
        self.closest.as_ref().map(|c| c.1)
    }

    /// The puzzle with that rating.
    pub fn closest(&self) -> Option<&Puzzle> {
        self.closest.as_ref().map(|c| &c.0)
    }

    /// The same error naming the level asked for.
    pub(super) fn for_level(self, level: &'static str) -> DifficultyError {
        DifficultyError {
            level: Some(level),
            ..self
        }
    }
}

impl fmt::Display for DifficultyError {
    /// E.g. "could not reach SE 9.0..10.0 within 2000 attempts (closest: 8.3)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.level {
            Some(level) => write!(f, "could not reach level {level} (SE {})", self.range)?,
            None => write!(f, "could not reach SE {}", self.range)?,
        }
        if self.symmetry != Symmetry::None {
            write!(f, " with symmetry {}", self.symmetry)?;
        }
        if self.minimal {
            f.write_str(" as a minimal puzzle")?;
        }
        let s = if self.attempts == 1 { "" } else { "s" };
        write!(f, " within {} attempt{s}", self.attempts)?;
        match self.closest_se() {
            Some(se) => write!(f, " (closest: {se:.1})"),
            None if self.above => write!(f, " (every puzzle rated above {:.1})", self.range.max()),
            None => f.write_str(" (no puzzle could be rated)"),
        }
    }
}

impl std::error::Error for DifficultyError {}
