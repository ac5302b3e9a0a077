//! Generation straight to a requested difficulty.
//!
//! [`generate_rated`] makes a puzzle at a [`DifficultyTarget`] (a level users
//! see, or any range of the SE-style number), rated by the engine's own
//! [`rate`](crate::rate::rate); [`generate_se_rated`] makes the same puzzle
//! with its SE rating alone. [`generate_in_range`] is the same search with
//! any [`Rater`]. Both follow [`DifficultyOptions`]: clue
//! [`Symmetry`](crate::dig::Symmetry), minimality, grid method, strategy, and
//! an effort bound counted in ratings.
//!
//! Two strategies ([`Strategy`]):
//! - **Steer** (the default): dig a minimal puzzle and rate it. Too hard:
//!   give clues back along its dig path, searching for where the path
//!   crosses into the range (wins tenfold on the lowest ranges, which minimal
//!   puzzles seldom reach). Too easy for an open-topped range (extreme, `9.0..`):
//!   hill-climb by exchanging clues (give one back, dig others out), keeping
//!   moves that rate no lower (a third of the ratings rejection needs, about
//!   1.4 times as fast as rejection with full ratings). Otherwise draw again. Details in the `steer` module's source documentation.
//! - **Reject**: dig and rate fresh minimal puzzles until one fits, the way
//!   most generators (QQWing among them) meet a difficulty. Kept as the
//!   baseline of the `difficulty` benchmark.
//!
//! Both ask the rater only whether a puzzle is above a range's top when that
//! is all they need ([`Rater::rate_up_to`]; for the engine's rater,
//! [`rate_se_first_at_most`](crate::rate::rate_se_first_at_most)), which skips the chains and
//! trials that make hard puzzles costly to rate: three to seven times faster
//! than rating in full for ranges topping out below SE 6.5, less above (there
//! the costly steps are inside the range). The engine's rater also leaves the
//! other scales (the solve in HoDoKu's order) for the puzzle it returns and
//! for the hill climbs' tiebreak ([`SeRater`]).
//!
//! Every puzzle returned has exactly one solution (checked before it is
//! returned), was rated inside the range by the rater given, has the symmetry
//! asked for, and the same seed gives the same puzzle.
//!
//! ```
//! use rand::SeedableRng;
//! use shudu::difficulty::{generate_in_range, SeRange, DifficultyOptions};
//! use shudu::dig::Symmetry;
//!
//! // A toy rater for the example: a tenth of the number of empty cells.
//! let mut by_holes = |g: &shudu::Grid| Some(g.holes() as f32 / 10.0);
//! let range: SeRange = "5.0..5.4".parse().unwrap();
//! let options = DifficultyOptions::default().with_symmetry(Symmetry::Rot180);
//! let mut rng = shudu::DefaultRng::seed_from_u64(7);
//! let p = generate_in_range(range, &options, &mut by_holes, &mut rng).unwrap();
//! assert!((50..=54).contains(&p.puzzle.holes()));
//! assert!(range.contains(p.se));
//! assert!(p.puzzle.has_unique_solution());
//! assert!(Symmetry::Rot180.holds(&p.puzzle));
//!
//! // A range out of reach fails within the bound, naming the closest rating.
//! let too_far: SeRange = "7.0..".parse().unwrap();
//! let err = generate_in_range(too_far, &options.with_max_attempts(50), &mut by_holes, &mut rng)
//!     .unwrap_err();
//! assert!(err.to_string().starts_with("could not reach SE 7.0.. with symmetry rot180 within 50 attempts (closest: "));
//! assert!(err.closest_se().unwrap() < 7.0);
//! ```

mod error;
mod options;
mod range_search;
mod rater;
mod reject;
mod se_range;
mod steer;
mod target;

pub use error::DifficultyError;
pub use options::{DifficultyOptions, Strategy};
pub use rater::{Capped, Rater};
pub use se_range::SeRange;
pub use target::{DifficultyTarget, SeRater};

use crate::rate::{Rating, SeFirst, SeRating};
use crate::Grid;
use rand::Rng;
use range_search::RangeSearch;

/// A puzzle rated inside the range asked for.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedPuzzle<T = f32> {
    /// The givens; the other cells are empty. Exactly one solution.
    pub puzzle: Grid,
    /// The puzzle's only solution.
    pub solution: Grid,
    /// The rater's rating of `puzzle`.
    pub rating: T,
    /// The SE-style number of `rating`.
    pub se: f32,
    /// How many ratings the search made for this puzzle (this one included).
    pub attempts: usize,
    /// How many complete grids the search made for it.
    pub grids: usize,
}

/// Makes a puzzle that `rater` rates inside `range`, following `options`.
///
/// Fails with a [`DifficultyError`] (saying the range, the effort spent and
/// the closest rating reached) once `options.max_attempts` ratings are made
/// without success.
pub fn generate_in_range<Q: Rater + ?Sized, R: Rng + ?Sized>(
    range: SeRange,
    options: &DifficultyOptions,
    rater: &mut Q,
    rng: &mut R,
) -> Result<RatedPuzzle<Q::Rating>, DifficultyError> {
    let mut search = RangeSearch::new(range, options, rater);
    let found = match options.strategy {
        Strategy::Steer => steer::run(&mut search, options, rng),
        Strategy::Reject => reject::run(&mut search, options, rng),
    };
    found.ok_or_else(|| search.failed(options))
}

/// Makes a puzzle at the difficulty `target`, rated by the engine's
/// SE-style rating ([`rate::rate`](crate::rate::rate), what `shudu rate`
/// prints), following `options`.
///
/// ```
/// use rand::SeedableRng;
/// use shudu::difficulty::{generate_rated, DifficultyOptions, DifficultyTarget};
/// use shudu::rate::{rate, Level};
///
/// let mut rng = shudu::DefaultRng::seed_from_u64(1);
/// let target = DifficultyTarget::Level(Level::Hard);
/// let p = generate_rated(target, &DifficultyOptions::default(), &mut rng).unwrap();
/// assert_eq!(p.rating.level, Level::Hard);
/// assert_eq!(rate(&p.puzzle).unwrap(), p.rating);
/// println!("{} rated {} after {} attempts", p.puzzle, p.se, p.attempts);
/// ```
pub fn generate_rated<R: Rng + ?Sized>(
    target: DifficultyTarget,
    options: &DifficultyOptions,
    rng: &mut R,
) -> Result<RatedPuzzle<Rating>, DifficultyError> {
    let found = generate_se_first(target, options, rng)?;
    let rating = found.rating.complete();
    Ok(with_rating(found, rating))
}

/// [`generate_rated`] with the Sudoku Explainer rating alone
/// ([`rate_se`](crate::rate::rate_se)'s): the same puzzle for the same seed,
/// without the solve in HoDoKu's order and the other scales that
/// [`generate_rated`] reads for the puzzle it returns. What `shudu generate
/// --difficulty` and `shudu bank fill` use, since they print and store the
/// SE number and level alone.
///
/// ```
/// use rand::SeedableRng;
/// use shudu::difficulty::{generate_rated, generate_se_rated, DifficultyOptions, DifficultyTarget};
/// use shudu::rate::{rate_se, Level};
///
/// let target = DifficultyTarget::Level(Level::Expert);
/// let options = DifficultyOptions::default();
/// let rng = || shudu::DefaultRng::seed_from_u64(3);
/// let p = generate_se_rated(target, &options, &mut rng()).unwrap();
/// assert_eq!(p.rating.level, Level::Expert);
/// assert_eq!(rate_se(&p.puzzle).unwrap(), p.rating);
/// let full = generate_rated(target, &options, &mut rng()).unwrap();
/// assert_eq!((full.puzzle, full.rating.se_rating()), (p.puzzle, p.rating));
/// ```
pub fn generate_se_rated<R: Rng + ?Sized>(
    target: DifficultyTarget,
    options: &DifficultyOptions,
    rng: &mut R,
) -> Result<RatedPuzzle<SeRating>, DifficultyError> {
    let found = generate_se_first(target, options, rng)?;
    let rating = *found.rating.se();
    Ok(with_rating(found, rating))
}

/// The search of [`generate_rated`] and [`generate_se_rated`]: a puzzle
/// at `target` rated by [`SeRater`], the error naming the level asked for.
fn generate_se_first<R: Rng + ?Sized>(
    target: DifficultyTarget,
    options: &DifficultyOptions,
    rng: &mut R,
) -> Result<RatedPuzzle<SeFirst>, DifficultyError> {
    let found = generate_in_range(target.range(), options, &mut SeRater, rng);
    found.map_err(|e| match target {
        DifficultyTarget::Level(level) => e.for_level(level.name()),
        DifficultyTarget::Se(_) => e,
    })
}

/// `found` with its rating replaced by `rating`.
fn with_rating<T, U>(found: RatedPuzzle<T>, rating: U) -> RatedPuzzle<U> {
    RatedPuzzle {
        puzzle: found.puzzle,
        solution: found.solution,
        rating,
        se: found.se,
        attempts: found.attempts,
        grids: found.grids,
    }
}

#[cfg(test)]
mod tests;
