//! Steering: move a puzzle's rating into the band instead of drawing again.
//!
//! Every grid starts like rejection sampling: dig a minimal puzzle, rate it.
//! A miss is not thrown away:
//!
//! - **Too hard** ([`descend`]): the orbits emptied by the dig are taken in a
//!   random order; emptying any prefix of them from the complete grid keeps
//!   the solution unique (the result contains the minimal puzzle's givens).
//!   Ratings rise, roughly, along that path, so a binary search finds where it
//!   crosses the band's top. The orbit that crosses is skipped and the search
//!   goes on with the rest ("galloping"), which empties more cells while
//!   staying in the band. Each round costs about log2(orbits) ratings.
//! - **Too easy** ([`climb`]): a hill climb over minimal puzzles of the same
//!   solution. A move gives one orbit back (two, one time in four) and digs
//!   the rest of the puzzle to minimal again in a random order, so other
//!   clues go: an exchange of clues that keeps uniqueness and symmetry. A move
//!   whose rating is no farther from the band is taken (sideways moves cross
//!   plateaus); an overshoot is handed to [`descend`]. After
//!   [`STALL_LIMIT`] moves without getting closer, the grid is dropped.
//!
//! Rating monotonicity (fewer clues, no easier) is only a tendency; the
//! search never relies on it for correctness: every puzzle returned was rated
//! inside the band, and every one keeps its unique solution by construction.

use super::search::{clear_orbit, fill_orbit, orbits_where, Place, Scored, Search};
use super::{DifficultyOptions, RatedPuzzle, Rater};
use crate::dig::{self, can_remove, DigOptions, Orbits, Target};
use crate::Grid;
use rand::seq::SliceRandom;
use rand::Rng;

/// Moves in a row without getting closer to the band before a climb gives
/// up on its grid.
pub(super) const STALL_LIMIT: usize = 24;

/// Galloping rounds made after the first puzzle inside the band is found, to
/// empty more cells while staying inside.
const POLISH_ROUNDS: usize = 2;

/// Steers fresh grids into the band until one lands or the bound is used up.
pub(super) fn run<Q: Rater + ?Sized, R: Rng + ?Sized>(
    search: &mut Search<'_, Q>,
    options: &DifficultyOptions,
    rng: &mut R,
) -> Option<RatedPuzzle<Q::Rating>> {
    let orbits = options.symmetry.orbits();
    let dig_options = DigOptions::new(Target::Minimal)
        .with_symmetry(options.symmetry)
        .with_max_attempts(1);
    while !search.exhausted() {
        let solution = options.method.fill(rng);
        search.grids += 1;
        let minimal = dig::dig(&solution, &dig_options, rng)
            .expect("a complete grid from a fill method digs to a minimal puzzle");
        let scored = search.rate(&minimal, &solution);
        let found = match scored.place {
            Place::Inside => return Some(search.found(minimal, solution, scored)),
            Place::Above if !options.minimal => descend(search, &orbits, &solution, &minimal, rng),
            _ => climb(
                search,
                &orbits,
                &solution,
                minimal,
                scored.se,
                options.minimal,
                rng,
            ),
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

/// `base` with the orbits `remove` emptied.
fn without(base: &Grid, orbits: &Orbits, remove: &[u8]) -> Grid {
    let mut g = *base;
    for &o in remove {
        clear_orbit(&mut g, orbits, o as usize);
    }
    g
}

/// Gives clues back to `hard` (rated above the band; only solution
/// `solution`) until it rates inside, emptying as many cells as a few
/// galloping rounds allow. See the module documentation.
fn descend<Q: Rater + ?Sized, R: Rng + ?Sized>(
    search: &mut Search<'_, Q>,
    orbits: &Orbits,
    solution: &Grid,
    hard: &Grid,
    rng: &mut R,
) -> Option<RatedPuzzle<Q::Rating>> {
    let mut order = orbits_where(hard, orbits, false);
    order.shuffle(rng);
    let mut base = *solution;
    let mut rest: &[u8] = &order;
    // The puzzle inside the band with the fewest givens seen so far.
    let mut best: Option<(Grid, Scored<Q::Rating>)> = None;
    let keep = |g: Grid, s: Scored<Q::Rating>, best: &mut Option<(Grid, _)>| {
        if best.as_ref().map_or(true, |(b, _)| g.givens() < b.givens()) {
            *best = Some((g, s));
        }
    };
    // Whether emptying all of `rest` from `base` is known to rate above.
    let mut end_above = true;
    let mut polish = 0;
    while !rest.is_empty() && !search.exhausted() {
        if !end_above {
            let g = without(&base, orbits, rest);
            let s = search.rate(&g, solution);
            match s.place {
                Place::Above => {}
                Place::Inside => {
                    keep(g, s, &mut best);
                    break;
                }
                Place::Below => break,
            }
        }
        // `base - rest[..lo]` rates at most the band's top, `base - rest[..hi]` above it.
        let (mut lo, mut hi) = (0, rest.len());
        while hi - lo > 1 && !search.exhausted() {
            let mid = (lo + hi) / 2;
            let g = without(&base, orbits, &rest[..mid]);
            let s = search.rate(&g, solution);
            if s.place == Place::Above {
                hi = mid;
            } else {
                if s.place == Place::Inside {
                    keep(g, s, &mut best);
                }
                lo = mid;
            }
        }
        if hi - lo > 1 {
            break;
        }
        base = without(&base, orbits, &rest[..lo]);
        rest = &rest[hi..];
        end_above = false;
        if best.is_some() {
            polish += 1;
            if polish > POLISH_ROUNDS {
                break;
            }
        }
    }
    best.map(|(g, s)| search.found(g, *solution, s))
}

/// Hill-climbs from the minimal puzzle `start` (rated `start_se`, outside
/// the band) by exchanging clues. See the module documentation.
fn climb<Q: Rater + ?Sized, R: Rng + ?Sized>(
    search: &mut Search<'_, Q>,
    orbits: &Orbits,
    solution: &Grid,
    start: Grid,
    start_se: f32,
    minimal: bool,
    rng: &mut R,
) -> Option<RatedPuzzle<Q::Rating>> {
    let band = search.band;
    let mut current = start;
    let mut distance = band.distance(start_se);
    let mut stall = 0;
    while stall < STALL_LIMIT && !search.exhausted() {
        stall += 1;
        let mut holes = orbits_where(&current, orbits, false);
        let adds = if holes.len() > 1 && rng.random_range(0..4) == 0 {
            2
        } else {
            1
        };
        let (added, _) = holes.partial_shuffle(rng, adds);
        let mut candidate = current;
        for &o in added.iter() {
            fill_orbit(&mut candidate, solution, orbits, o as usize);
        }
        reminimize(&mut candidate, solution, orbits, added, rng);
        if candidate == current {
            continue;
        }
        let s = search.rate(&candidate, solution);
        match s.place {
            Place::Inside => return Some(search.found(candidate, *solution, s)),
            Place::Above if !minimal => {
                if let Some(found) = descend(search, orbits, solution, &candidate, rng) {
                    return Some(found);
                }
            }
            _ => {}
        }
        let d = band.distance(s.se);
        if d <= distance {
            if d < distance {
                stall = 0;
            }
            current = candidate;
            distance = d;
        }
    }
    None
}

/// Empties the filled orbits of `puzzle` (only solution `solution`) in a
/// random order, the orbits `last` at the end, each when the solution stays
/// unique. One pass leaves an orbit-minimal puzzle: an orbit that cannot go
/// cannot go later either, when the puzzle has fewer givens.
fn reminimize<R: Rng + ?Sized>(
    puzzle: &mut Grid,
    solution: &Grid,
    orbits: &Orbits,
    last: &[u8],
    rng: &mut R,
) {
    let mut order = orbits_where(puzzle, orbits, true);
    order.retain(|o| !last.contains(o));
    order.shuffle(rng);
    order.extend_from_slice(last);
    for o in order {
        let cells = orbits.get(o as usize);
        if can_remove(puzzle, solution, cells) {
            clear_orbit(puzzle, orbits, o as usize);
        }
    }
}
