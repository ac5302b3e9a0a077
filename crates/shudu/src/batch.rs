//! One puzzle of a seeded run: the single function the command line and the
//! Python and WebAssembly packages call, so that the same seed gives the same
//! puzzles in each.
//!
//! Puzzle `index` of a run with seed `seed` is made with its own generator,
//! [`rng_for`]`(seed, index)`, either by digging to a count of givens or
//! minimality ([`dig::generate`]) or by searching for a
//! level or SE band ([`generate_rated`]).
//!
//! ```
//! use shudu::batch::{make, Request};
//! use shudu::rate::Level;
//!
//! let request = Request::level(Level::Hard);
//! let made = make(&request, 7, 0)?;
//! assert_eq!(made.rating.as_ref().map(|r| r.level), Some(Level::Hard));
//! assert_eq!(made, make(&request, 7, 0)?); // the same seed and index, the same puzzle
//! # Ok::<(), shudu::batch::MakeError>(())
//! ```

use crate::difficulty::{
    generate_rated, DifficultyError, DifficultyOptions, DifficultyTarget, SeRange,
};
use crate::dig::{self, DigError, DigOptions, Symmetry, Target};
use crate::rate::{Level, Rating};
use crate::{rng_for, Grid};
use std::fmt;

/// What a run makes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Request {
    /// Dig a complete grid to a target (givens, holes, minimal).
    Dig(DigOptions),
    /// Search for a puzzle rated inside a level or SE band.
    Rated(DifficultyTarget, DifficultyOptions),
}

impl Request {
    /// Minimal puzzles with the default options (what `shudu generate` makes
    /// without options).
    pub fn minimal() -> Request {
        Request::Dig(DigOptions::default())
    }

    /// Puzzles of `level`, with the default search options.
    pub fn level(level: Level) -> Request {
        Request::Rated(DifficultyTarget::Level(level), DifficultyOptions::default())
    }
}

/// A request spelled as the command line and the bindings take it: names
/// and numbers, read by [`Request::from_spec`] with the same rules and
/// messages everywhere.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct RequestSpec<'a> {
    /// A level name (`easy` ... `extreme`, see [`Level`]).
    pub level: Option<&'a str>,
    /// An SE band (`3.0..4.0`, `9.0..`, `..2.0`, `5.6`, see [`SeRange`]).
    pub rating: Option<&'a str>,
    /// Exactly this many givens, 17-81.
    pub givens: Option<usize>,
    /// Minimal puzzles (with `givens`: minimal with at most that many).
    pub minimal: bool,
    /// The symmetry's name (see [`Symmetry`]); `None` for none.
    pub symmetry: Option<&'a str>,
    /// The effort bound per puzzle (default: [`DigOptions::DEFAULT_MAX_ATTEMPTS`]
    /// grids, or [`DifficultyOptions::DEFAULT_MAX_ATTEMPTS`] ratings).
    pub attempts: Option<usize>,
}

impl Request {
    /// Reads a spelled request; the error says which part is wrong.
    ///
    /// ```
    /// use shudu::batch::{Request, RequestSpec};
    ///
    /// let spec = RequestSpec { level: Some("hard"), symmetry: Some("rot180"), ..RequestSpec::default() };
    /// assert!(matches!(Request::from_spec(&spec), Ok(Request::Rated(..))));
    /// let bad = RequestSpec { level: Some("hard"), givens: Some(30), ..RequestSpec::default() };
    /// assert!(Request::from_spec(&bad).is_err());
    /// ```
    pub fn from_spec(spec: &RequestSpec<'_>) -> Result<Request, String> {
        let symmetry: Symmetry = match spec.symmetry {
            Some(s) => s.parse()?,
            None => Symmetry::None,
        };
        let target = match (spec.level, spec.rating) {
            (Some(_), Some(_)) => return Err("give a level or a rating, not both".to_string()),
            (Some(level), None) => Some(DifficultyTarget::Level(level.parse::<Level>()?)),
            (None, Some(band)) => Some(DifficultyTarget::Se(band.parse::<SeRange>()?)),
            (None, None) => None,
        };
        if let Some(target) = target {
            if spec.givens.is_some() {
                return Err(
                    "a count of givens cannot be combined with a level or rating".to_string(),
                );
            }
            let attempts = spec
                .attempts
                .unwrap_or(DifficultyOptions::DEFAULT_MAX_ATTEMPTS);
            let options = DifficultyOptions::default()
                .with_symmetry(symmetry)
                .with_minimal(spec.minimal)
                .with_max_attempts(attempts.max(1));
            return Ok(Request::Rated(target, options));
        }
        let target = match spec.givens {
            Some(n) if !(17..=81).contains(&n) => {
                return Err(format!("{n} givens is not in 17-81"));
            }
            Some(n) => Target::Givens(n),
            None => Target::Minimal,
        };
        let attempts = spec.attempts.unwrap_or(DigOptions::DEFAULT_MAX_ATTEMPTS);
        Ok(Request::Dig(
            DigOptions::new(target)
                .with_symmetry(symmetry)
                .with_minimal(spec.minimal)
                .with_max_attempts(attempts.max(1)),
        ))
    }
}

impl Default for Request {
    fn default() -> Request {
        Request::minimal()
    }
}

/// A puzzle of a run.
#[derive(Clone, Debug, PartialEq)]
pub struct Made {
    /// The givens. Exactly one solution.
    pub puzzle: Grid,
    /// The only solution.
    pub solution: Grid,
    /// The rating, for a [`Request::Rated`] puzzle.
    pub rating: Option<Rating>,
}

/// Why puzzle `index` of a run could not be made.
#[derive(Clone, Debug)]
pub struct MakeError {
    /// The run's seed.
    pub seed: u64,
    /// The puzzle's index in the run.
    pub index: u64,
    /// What was not reached.
    pub cause: MakeErrorCause,
}

/// The engine's error behind a [`MakeError`].
#[derive(Clone, Debug)]
pub enum MakeErrorCause {
    /// The digging target (givens, holes) was not reached.
    Dig(DigError),
    /// The level or band was not reached.
    Difficulty(DifficultyError),
}

impl fmt::Display for MakeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "puzzle {} (seed {}): ", self.index, self.seed)?;
        match &self.cause {
            MakeErrorCause::Dig(e) => write!(f, "{e}"),
            MakeErrorCause::Difficulty(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for MakeError {}

/// Makes puzzle `index` of the run with seed `seed`.
pub fn make(request: &Request, seed: u64, index: u64) -> Result<Made, MakeError> {
    let mut rng = rng_for(seed, index);
    let fail = |cause| MakeError { seed, index, cause };
    match request {
        Request::Dig(options) => dig::generate(options, &mut rng)
            .map(|p| Made {
                puzzle: p.puzzle,
                solution: p.solution,
                rating: None,
            })
            .map_err(|e| fail(MakeErrorCause::Dig(e))),
        Request::Rated(target, options) => generate_rated(*target, options, &mut rng)
            .map(|p| Made {
                puzzle: p.puzzle,
                solution: p.solution,
                rating: Some(p.rating),
            })
            .map_err(|e| fail(MakeErrorCause::Difficulty(e))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn make_is_dig_generate_with_the_items_own_generator() {
        let options = DigOptions::givens(30);
        for index in 0..5 {
            let made = make(&Request::Dig(options), 11, index).unwrap();
            let direct = dig::generate(&options, &mut rng_for(11, index)).unwrap();
            assert_eq!(made.puzzle, direct.puzzle);
            assert_eq!(made.solution, direct.solution);
            assert_eq!(made.puzzle.givens(), 30);
            assert!(made.rating.is_none());
        }
    }

    #[test]
    fn an_unreachable_target_names_the_puzzle_and_seed() {
        let options = DigOptions::givens(17).with_max_attempts(1);
        let e = make(&Request::Dig(options), 3, 9).unwrap_err();
        assert!(e.to_string().starts_with("puzzle 9 (seed 3): "), "{e}");
    }
}
