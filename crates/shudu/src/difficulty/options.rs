//! How a rated generation runs: symmetry, minimality, strategy and effort bound.

use crate::dig::Symmetry;
use crate::fill::Method;
use std::fmt;
use std::str::FromStr;

/// How the generator looks for a puzzle in the range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Strategy {
    /// Steer toward the range: give clues back to a puzzle that is too hard,
    /// exchange clues to climb from one that is too easy (see
    /// [`difficulty`](super)).
    #[default]
    Steer,
    /// Plain rejection sampling: dig fresh minimal puzzles and keep the first
    /// that rates inside the range (the baseline steering is measured against).
    Reject,
}

impl Strategy {
    /// Both strategies.
    pub const ALL: &'static [Strategy] = &[Strategy::Steer, Strategy::Reject];

    /// The name used on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Strategy::Steer => "steer",
            Strategy::Reject => "reject",
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Strategy {
    type Err = String;

    fn from_str(s: &str) -> Result<Strategy, String> {
        Strategy::ALL
            .iter()
            .copied()
            .find(|x| x.name() == s)
            .ok_or_else(|| format!("unknown strategy '{s}' (expected one of: steer, reject)"))
    }
}

/// The options of a rated generation.
///
/// ```
/// use shudu::difficulty::{DifficultyOptions, Strategy};
/// use shudu::dig::Symmetry;
///
/// let o = DifficultyOptions::default()
///     .with_symmetry(Symmetry::Rot180)
///     .with_max_attempts(500);
/// assert_eq!(o.strategy, Strategy::Steer);
/// assert!(!o.minimal);
/// assert_eq!(o.max_attempts, 500);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DifficultyOptions {
    /// The symmetry the clue pattern must have (default: none).
    pub symmetry: Symmetry,
    /// Whether the puzzle must be minimal (orbit-minimal under a symmetry):
    /// no given can go with the solution staying unique. Steering then only
    /// exchanges clues and never gives clues back, so the easiest ranges,
    /// which minimal puzzles seldom reach, are much slower or out of reach.
    pub minimal: bool,
    /// The effort bound: the most ratings made for one puzzle. Rating is the
    /// costly part of the search; digging between ratings is not counted.
    pub max_attempts: usize,
    /// How complete grids are made.
    pub method: Method,
    /// Steering or rejection sampling.
    pub strategy: Strategy,
}

impl DifficultyOptions {
    /// The default effort bound. Measured means (the `difficulty`
    /// benchmark): under 10 ratings for easy, medium, expert and master,
    /// about 35 for hard, about 450 for extreme, so failures within the
    /// bound are vanishingly rare for every level (for extreme, a run longer
    /// than 10 000 is about e^-20). A range out of reach fails after this
    /// many ratings: about a second for a range with a top (its ratings stop
    /// at the top), up to a minute for an open-topped one.
    pub const DEFAULT_MAX_ATTEMPTS: usize = 10_000;

    /// The same options with another symmetry.
    pub fn with_symmetry(self, symmetry: Symmetry) -> DifficultyOptions {
        DifficultyOptions { symmetry, ..self }
    }

    /// The same options with minimality required or not.
    pub fn with_minimal(self, minimal: bool) -> DifficultyOptions {
        DifficultyOptions { minimal, ..self }
    }

    /// The same options with another effort bound.
    pub fn with_max_attempts(self, max_attempts: usize) -> DifficultyOptions {
        DifficultyOptions {
            max_attempts,
            ..self
        }
    }

    /// The same options with another complete-grid method.
    pub fn with_method(self, method: Method) -> DifficultyOptions {
        DifficultyOptions { method, ..self }
    }

    /// The same options with another strategy.
    pub fn with_strategy(self, strategy: Strategy) -> DifficultyOptions {
        DifficultyOptions { strategy, ..self }
    }
}

impl Default for DifficultyOptions {
    fn default() -> DifficultyOptions {
        DifficultyOptions {
            symmetry: Symmetry::None,
            minimal: false,
            max_attempts: DifficultyOptions::DEFAULT_MAX_ATTEMPTS,
            method: Method::Default,
            strategy: Strategy::Steer,
        }
    }
}
