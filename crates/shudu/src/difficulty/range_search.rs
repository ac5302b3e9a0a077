//! The search for one puzzle in an SE range: the bookkeeping shared by the
//! strategies (the range, the rater, the ratings spent, the closest miss).

use super::{Capped, DifficultyError, DifficultyOptions, RatedPuzzle, Rater, SeRange};
use crate::dig::{Orbits, Puzzle};
use crate::{Grid, Uniqueness};

/// Where a rating lies relative to the range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Place {
    /// Easier than the range.
    Below,
    /// In the range.
    Inside,
    /// Harder than the range, or not rated at all.
    Above,
}

/// One rating made during the search.
pub(super) struct Scored<T> {
    /// The SE-style number (infinite when the rater gave none).
    pub se: f32,
    pub place: Place,
    pub rating: Option<T>,
}

/// A search for one puzzle in a range: counts ratings against the bound and
/// remembers the closest miss for the error message.
pub(super) struct RangeSearch<'a, Q: Rater + ?Sized> {
    pub range: SeRange,
    rater: &'a mut Q,
    max_attempts: usize,
    pub attempts: usize,
    pub grids: usize,
    closest: Option<(f32, Puzzle, f32)>,
    /// Whether some rating stopped short above the range.
    above: bool,
}

impl<'a, Q: Rater + ?Sized> RangeSearch<'a, Q> {
    pub fn new(range: SeRange, options: &DifficultyOptions, rater: &'a mut Q) -> Self {
        RangeSearch {
            range,
            rater,
            max_attempts: options.max_attempts,
            attempts: 0,
            grids: 0,
            closest: None,
            above: false,
        }
    }

    /// The rater's tiebreak of a rating.
    pub fn tiebreak(&self, rating: &Q::Rating) -> u32 {
        self.rater.tiebreak(rating)
    }

    /// Whether the effort bound is used up.
    #[inline]
    pub fn exhausted(&self) -> bool {
        self.attempts >= self.max_attempts
    }

    /// Rates `puzzle` (whose only solution is `solution`), counting one
    /// attempt. Ratings above the range's top may stop short
    /// ([`Rater::rate_up_to`]): their number is then unknown (infinite here).
    pub fn rate(&mut self, puzzle: &Grid, solution: &Grid) -> Scored<Q::Rating> {
        self.attempts += 1;
        let rating = if self.range.max().is_finite() {
            match self.rater.rate_up_to(puzzle, self.range.max()) {
                Some(Capped::Rated(r)) => Some(r),
                Some(Capped::Above) => {
                    self.above = true;
                    None
                }
                None => None,
            }
        } else {
            self.rater.rate(puzzle)
        };
        let se = rating.as_ref().map_or(f32::INFINITY, |r| self.rater.se(r));
        // No rating (above a cap, or none given) counts as too hard, even
        // for an open-topped range.
        let place = if rating.is_none() || se > self.range.max() {
            Place::Above
        } else if se < self.range.min() {
            Place::Below
        } else {
            Place::Inside
        };
        let distance = self.range.distance(se);
        if se.is_finite() && self.closest.as_ref().is_none_or(|c| distance < c.0) {
            let p = Puzzle {
                puzzle: *puzzle,
                solution: *solution,
            };
            self.closest = Some((distance, p, se));
        }
        Scored { se, place, rating }
    }

    /// The result for `puzzle`, rated inside the range. Checks that it has
    /// exactly one solution, `solution`: every path to here keeps that
    /// invariant, and a puzzle without it must never leave the engine.
    pub fn found(
        &self,
        puzzle: Grid,
        solution: Grid,
        scored: Scored<Q::Rating>,
    ) -> RatedPuzzle<Q::Rating> {
        assert_eq!(
            puzzle.uniqueness(),
            Uniqueness::Unique(solution),
            "a steered puzzle lost its unique solution: {puzzle}"
        );
        RatedPuzzle {
            puzzle,
            solution,
            rating: scored.rating.expect("a puzzle inside the band was rated"),
            se: scored.se,
            attempts: self.attempts,
            grids: self.grids,
        }
    }

    /// The error once the bound is used up.
    pub fn failed(self, options: &DifficultyOptions) -> DifficultyError {
        DifficultyError {
            range: self.range,
            level: None,
            symmetry: options.symmetry,
            minimal: options.minimal,
            attempts: self.attempts,
            grids: self.grids,
            closest: self.closest.map(|(_, p, se)| Box::new((p, se))),
            above: self.above,
        }
    }
}

/// Whether orbit `o` of `puzzle` is filled (a symmetric puzzle fills or
/// empties each orbit as a whole, so its first cell tells).
#[inline]
pub(super) fn orbit_filled(puzzle: &Grid, orbits: &Orbits, o: usize) -> bool {
    !puzzle.is_empty_cell(orbits.get(o)[0])
}

/// Copies orbit `o` from `solution` into `puzzle`.
#[inline]
pub(super) fn fill_orbit(puzzle: &mut Grid, solution: &Grid, orbits: &Orbits, o: usize) {
    for &c in orbits.get(o) {
        puzzle.set(c, solution.get(c));
    }
}

/// Empties orbit `o` of `puzzle`.
#[inline]
pub(super) fn clear_orbit(puzzle: &mut Grid, orbits: &Orbits, o: usize) {
    for &c in orbits.get(o) {
        puzzle.clear(c);
    }
}

/// The orbits of `puzzle` that are filled (`filled`) or empty (`!filled`).
pub(super) fn orbits_where(puzzle: &Grid, orbits: &Orbits, filled: bool) -> Vec<u8> {
    (0..orbits.len())
        .filter(|&o| orbit_filled(puzzle, orbits, o) == filled)
        .map(|o| o as u8)
        .collect()
}
