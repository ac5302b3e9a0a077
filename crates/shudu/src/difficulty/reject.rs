//! Rejection sampling: fresh minimal puzzles until one rates inside the range.
//!
//! This is how QQWing and most generators meet a difficulty: make a puzzle,
//! grade it, start over if the grade is wrong. It is kept as the baseline the
//! steering search is benchmarked against.

use super::range_search::{Place, RangeSearch};
use super::{DifficultyOptions, RatedPuzzle, Rater};
use crate::dig::{self, DigOptions, Target};
use rand::Rng;

/// Draws minimal puzzles (with the options' symmetry and grid method) and
/// rates each once, until one is inside the range or the bound is used up.
pub(super) fn run<Q: Rater + ?Sized, R: Rng + ?Sized>(
    search: &mut RangeSearch<'_, Q>,
    options: &DifficultyOptions,
    rng: &mut R,
) -> Option<RatedPuzzle<Q::Rating>> {
    let dig_options = DigOptions::new(Target::Minimal)
        .with_symmetry(options.symmetry)
        .with_max_attempts(1);
    while !search.exhausted() {
        let solution = options.method.fill(rng);
        search.grids += 1;
        let puzzle = dig::dig(&solution, &dig_options, rng)
            .expect("a complete grid from a fill method digs to a minimal puzzle");
        let scored = search.rate(&puzzle, &solution);
        if scored.place == Place::Inside {
            return Some(search.found(puzzle, solution, scored));
        }
    }
    None
}
