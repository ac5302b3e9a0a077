//! `shudu generate --pattern MASK`: a random grid dug to exactly the givens
//! of a pattern, as in the pattern games of the puzzle forums. Grids are
//! tried until one leaves a puzzle with one solution, up to an effort bound.

use crate::cli::Pattern;
use shudu::fill::Method;
use shudu::{Cell, DefaultRng, Grid, Uniqueness};

/// A puzzle with exactly the givens of `pattern` and its solution, from at
/// most `attempts` grids made by `method`; else why not.
pub fn make(
    pattern: &Pattern,
    method: Method,
    attempts: usize,
    rng: &mut DefaultRng,
) -> Result<(Grid, Grid), String> {
    for _ in 0..attempts {
        let solution = method.fill(rng);
        let mut puzzle = solution;
        for (i, &given) in pattern.0.iter().enumerate() {
            if let Some(cell) = Cell::new(i).filter(|_| !given) {
                puzzle.clear(cell);
            }
        }
        if let Uniqueness::Unique(_) = puzzle.uniqueness() {
            return Ok((puzzle, solution));
        }
    }
    Err(format!(
        "no grid fits the pattern: each of the {attempts} grid(s) tried left more than \
         one solution on its {} givens (raise --attempts, or give a pattern with more givens)",
        pattern.0.iter().filter(|&&g| g).count()
    ))
}
