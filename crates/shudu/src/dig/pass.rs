//! One digging pass: remove orbits in a random order, keeping uniqueness.

use super::check::Checker;
use super::Orbits;
use crate::Grid;
use rand::seq::SliceRandom;
use rand::Rng;

/// Digs `solution` once. `goal` is the number of givens to reach (`None`:
/// dig as far as possible); with `minimal`, every orbit is tried even after
/// the goal is reached, so the result is orbit-minimal.
///
/// Returns the puzzle; it has exactly one solution, `solution`. Whether it
/// reached `goal` is for the caller to read from its givens.
pub(crate) fn dig_pass<R: Rng + ?Sized>(
    solution: &Grid,
    orbits: &Orbits,
    goal: Option<usize>,
    minimal: bool,
    rng: &mut R,
) -> Grid {
    let n = orbits.len();
    let mut order = [0u8; 81];
    for (i, o) in order.iter_mut().enumerate().take(n) {
        *o = i as u8;
    }
    let order = &mut order[..n];
    order.shuffle(rng);

    let mut checker = Checker::new(solution);
    // Orbits that would have taken the puzzle below the goal.
    let mut deferred = [0u8; 81];
    let mut n_deferred = 0;
    let mut stop = goal;

    for &o in order.iter() {
        let cells = orbits.get(o as usize);
        if let Some(goal) = stop {
            if checker.givens() - cells.len() < goal {
                deferred[n_deferred] = o;
                n_deferred += 1;
                continue;
            }
        }
        if checker.try_remove(cells) && stop.is_some_and(|goal| checker.givens() <= goal) {
            if !minimal {
                return checker.puzzle();
            }
            stop = None;
        }
    }

    // Put-aside orbits, smallest first: the least overshoot below the goal.
    // (Orbits have at most 8 cells; within a size the random order stays.)
    let deferred = &deferred[..n_deferred];
    for size in 1..=8 {
        for &o in deferred {
            let cells = orbits.get(o as usize);
            if cells.len() != size {
                continue;
            }
            if !minimal && goal.is_some_and(|goal| checker.givens() <= goal) {
                return checker.puzzle();
            }
            checker.try_remove(cells);
        }
    }
    checker.puzzle()
}
