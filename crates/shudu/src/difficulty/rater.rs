//! What the generators need from a rating: a number on the SE-style scale.

use crate::Grid;

/// Something that rates puzzles on the SE-style difficulty scale.
///
/// The generators call [`Rater::rate`] on puzzles with exactly one solution
/// and steer by the number [`Rater::se`] reads from the result. A closure
/// `FnMut(&Grid) -> Option<f32>` is a rater whose rating is that number.
///
/// `rate` must be deterministic (the same puzzle always gets the same
/// rating), or the same seed would not give the same puzzle.
///
/// ```
/// use shudu::difficulty::Rater;
/// use shudu::Grid;
///
/// // A toy rater: the number of empty cells, scaled down.
/// let mut toy = |g: &Grid| Some(g.holes() as f32 / 10.0);
/// let r = toy.rate(&Grid::empty()).unwrap();
/// assert_eq!(toy.se(&r), 8.1);
/// ```
pub trait Rater {
    /// A rating: the SE-style number or a fuller record holding it.
    type Rating: Clone;

    /// Rates `puzzle`, or `None` when this rater cannot (for instance when
    /// its techniques do not solve it). The generators treat `None` as harder
    /// than any range.
    fn rate(&mut self, puzzle: &Grid) -> Option<Self::Rating>;

    /// The SE-style number of a rating.
    fn se(&self, rating: &Self::Rating) -> f32;

    /// A finer measure of hardness among ratings with the same number (higher
    /// is harder); hill climbs use it to move along plateaus of the number.
    /// The default is 0 for every rating.
    fn tiebreak(&self, rating: &Self::Rating) -> u32 {
        let _ = rating;
        0
    }

    /// Rates `puzzle` when its number is at most `max`; may answer
    /// [`Capped::Above`] instead as soon as it knows the number is higher,
    /// which saves the costliest ratings when a range has a top. A rating it
    /// returns must be the one [`Rater::rate`] gives. The default rates in
    /// full.
    fn rate_up_to(&mut self, puzzle: &Grid, max: f32) -> Option<Capped<Self::Rating>> {
        let _ = max;
        self.rate(puzzle).map(Capped::Rated)
    }
}

/// The answer of [`Rater::rate_up_to`].
#[derive(Clone, Debug, PartialEq)]
pub enum Capped<T> {
    /// The full rating (which may still be above the cap).
    Rated(T),
    /// Rated above the cap; the exact number was not worked out.
    Above,
}

impl<F: FnMut(&Grid) -> Option<f32>> Rater for F {
    type Rating = f32;

    fn rate(&mut self, puzzle: &Grid) -> Option<f32> {
        self(puzzle)
    }

    fn se(&self, rating: &f32) -> f32 {
        *rating
    }
}
