//! Steering: move a puzzle's rating into the range instead of drawing again.
//!
//! Every grid starts like rejection sampling: dig a minimal puzzle, rate it.
//! A miss is not always thrown away:
//!
//! - **Too hard** ([`descend`]): the orbits emptied by the dig are taken in a
//!   random order; emptying any prefix of them from the complete grid keeps
//!   the solution unique (the result contains the minimal puzzle's givens).
//!   Ratings rise, roughly, along that path, so a search finds where it
//!   crosses the range's top: it probes 1, 2, 4, ... orbits short of the end
//!   (paths cross late), then bisects. The orbit that crosses is skipped and
//!   the search goes on with the rest, which empties more cells while
//!   staying in the range. Each round costs a few ratings, most of them cheap
//!   (puzzles with many givens, ratings capped at the range's top). Dig paths linger on the singles ratings (1.0 to 2.3) and then jump,
//!   so this lands the low ranges at once and seldom hits a range higher up;
//!   after [`DESCENT_FAILURES`] descents without a hit the search stops trying.
//! - **Too easy, open-topped range** ([`climb`]): a hill climb over minimal
//!   puzzles of the same solution. A move gives one orbit back (two, one time
//!   in four) and digs the rest of the puzzle to minimal again in a random
//!   order, so other clues go: an exchange of clues that keeps uniqueness and
//!   symmetry. A move whose rating is no lower is taken, ties broken by the
//!   rater's [`tiebreak`](super::Rater::tiebreak) (the HoDoKu score for the
//!   SE rater: more hard steps), so sideways moves cross plateaus; the
//!   tiebreak is asked for only when the numbers tie. After
//!   [`STALL_LIMIT`] moves without a higher rating, the grid is dropped. The
//!   top of the scale (chains, then nested trials) rises by tenths, so the
//!   climb has a slope to follow there; a range with a top is not climbed to,
//!   because neighbours of a puzzle outside a narrow range were measured to
//!   land in it less often than fresh puzzles do, and puzzles more than
//!   [`CLIMB_REACH`] below the range are replaced rather than climbed from.
//!
//! Which miss gets which treatment was settled by measurement (the
//! `difficulty` benchmark): descents win by a factor of ten on the lowest
//! ranges, climbs on the top range (1.4 times as fast as rejection with
//! full ratings, 1.1 times rejection with capped ones), and elsewhere
//! fresh puzzles with ratings capped at the range's top
//! ([`Rater::rate_up_to`](super::Rater::rate_up_to)) are the fastest.
//!
//! Rating monotonicity (fewer clues, no easier) is only a tendency; the
//! search never relies on it for correctness: every puzzle returned was rated
//! inside the range, and every one keeps its unique solution by construction.

use super::range_search::{clear_orbit, fill_orbit, orbits_where, Place, RangeSearch, Scored};
use super::{DifficultyOptions, RatedPuzzle, Rater};
use crate::dig::{self, Checker, DigOptions, Orbits, Target};
use crate::Grid;
use rand::seq::SliceRandom;
use rand::Rng;

/// Moves in a row without a higher rating before a climb gives up on its grid.
pub(super) const STALL_LIMIT: usize = 16;

/// Galloping rounds made after the first puzzle inside the range is found, to
/// empty more cells while staying inside.
const POLISH_ROUNDS: usize = 1;

/// Galloping rounds a descent makes without reaching the range.
const MISSED_ROUNDS: usize = 2;

/// Descents without a hit after which a search stops descending: the range
/// is not one that dig paths pass through.
pub(super) const DESCENT_FAILURES: usize = 2;

/// Fresh minimal puzzles drawn before descents start: the common ranges are
/// hit by fresh puzzles at once, and those are minimal.
const FRESH_FIRST: usize = 1;

/// How far below an open-topped range a fresh puzzle may rate and still be
/// climbed from; farther ones are cheaper to replace than to climb from.
const CLIMB_REACH: f32 = 3.0;

/// Steers fresh grids into the range until one lands or the bound is used up.
pub(super) fn run<Q: Rater + ?Sized, R: Rng + ?Sized>(
    search: &mut RangeSearch<'_, Q>,
    options: &DifficultyOptions,
    rng: &mut R,
) -> Option<RatedPuzzle<Q::Rating>> {
    let orbits = options.symmetry.orbits();
    let dig_options = DigOptions::new(Target::Minimal)
        .with_symmetry(options.symmetry)
        .with_max_attempts(1);
    let climbs = search.range.max().is_infinite();
    let mut failed_descents = 0;
    while !search.exhausted() {
        let solution = options.method.fill(rng);
        search.grids += 1;
        let minimal = dig::dig(&solution, &dig_options, rng)
            .expect("a complete grid from a fill method digs to a minimal puzzle");
        let scored = search.rate(&minimal, &solution);
        let found = match scored.place {
            Place::Inside => return Some(search.found(minimal, solution, scored)),
            Place::Above
                if !options.minimal
                    && search.grids > FRESH_FIRST
                    && failed_descents < DESCENT_FAILURES =>
            {
                let found = descend(search, &orbits, &solution, &minimal, rng);
                failed_descents += usize::from(found.is_none());
                found
            }
            Place::Below if climbs && search.range.min() - scored.se <= CLIMB_REACH => {
                climb(search, &orbits, &solution, minimal, scored, rng)
            }
            _ => None,
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

/// Gives clues back to `hard` (rated above the range; only solution
/// `solution`) until it rates inside, emptying as many cells as a few
/// galloping rounds allow. See the module documentation.
fn descend<Q: Rater + ?Sized, R: Rng + ?Sized>(
    search: &mut RangeSearch<'_, Q>,
    orbits: &Orbits,
    solution: &Grid,
    hard: &Grid,
    rng: &mut R,
) -> Option<RatedPuzzle<Q::Rating>> {
    let mut order = orbits_where(hard, orbits, false);
    order.shuffle(rng);
    let mut base = *solution;
    let mut rest: &[u8] = &order;
    // The puzzle inside the range with the fewest givens seen so far.
    let mut best: Option<(Grid, Scored<Q::Rating>)> = None;
    let keep = |g: Grid, s: Scored<Q::Rating>, best: &mut Option<(Grid, _)>| {
        if best.as_ref().is_none_or(|(b, _)| g.givens() < b.givens()) {
            *best = Some((g, s));
        }
    };
    // Whether emptying all of `rest` from `base` is known to rate above.
    let mut end_above = true;
    let (mut polish, mut missed) = (0, 0);
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
        // `base - rest[..lo]` rates at most the range's top, `base - rest[..hi]` above it.
        // Dig paths cross the range's top near their end, so the search
        // gallops back from the end (1, 2, 4, ... orbits short of it) before
        // it bisects.
        let (mut lo, mut hi) = (0, rest.len());
        let mut step = 1;
        while hi - lo > 1 && !search.exhausted() {
            let mid = if step > 0 && hi > lo + step {
                let m = hi - step;
                step *= 2;
                m
            } else {
                step = 0;
                (lo + hi) / 2
            };
            let g = without(&base, orbits, &rest[..mid]);
            let s = search.rate(&g, solution);
            if s.place == Place::Above {
                hi = mid;
            } else {
                if s.place == Place::Inside {
                    keep(g, s, &mut best);
                }
                lo = mid;
                step = 0;
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
        } else {
            missed += 1;
            if missed >= MISSED_ROUNDS {
                break;
            }
        }
    }
    best.map(|(g, s)| search.found(g, *solution, s))
}

/// Hill-climbs from the minimal puzzle `start` (rated `start_scored`, below
/// an open-topped range) by exchanging clues. See the module documentation.
///
/// A move is compared by its SE number first; the tiebreaks (for the
/// engine's rater a solve in HoDoKu's order each) are asked for only when
/// the numbers tie, and the current puzzle's is kept once asked. The moves
/// taken are those of comparing `(number, tiebreak)` pairs.
fn climb<Q: Rater + ?Sized, R: Rng + ?Sized>(
    search: &mut RangeSearch<'_, Q>,
    orbits: &Orbits,
    solution: &Grid,
    start: Grid,
    start_scored: Scored<Q::Rating>,
    rng: &mut R,
) -> Option<RatedPuzzle<Q::Rating>> {
    let mut current = start;
    let mut se = start_scored.se;
    let mut rating = start_scored.rating;
    // The current puzzle's tiebreak, once a tie asked for it.
    let mut tiebreak: Option<u32> = None;
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
        if s.place == Place::Inside {
            return Some(search.found(candidate, *solution, s));
        }
        // `(number, tiebreak)` compared in order, the tiebreaks only on a tie.
        let mut new_tiebreak = None;
        let order = s.se.total_cmp(&se).then_with(|| {
            let old = *tiebreak.get_or_insert_with(|| tiebreak_of(search, &rating));
            let new = *new_tiebreak.insert(tiebreak_of(search, &s.rating));
            new.cmp(&old)
        });
        if order.is_ge() {
            if order.is_gt() {
                stall = 0;
            }
            current = candidate;
            se = s.se;
            rating = s.rating;
            tiebreak = new_tiebreak;
        }
    }
    None
}

/// The rater's tiebreak of a rating; 0 for none.
fn tiebreak_of<Q: Rater + ?Sized>(search: &RangeSearch<'_, Q>, rating: &Option<Q::Rating>) -> u32 {
    rating.as_ref().map_or(0, |r| search.tiebreak(r))
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
    let mut checker = Checker::new(solution);
    for cell in puzzle.empty_cells() {
        // The puzzle has one solution, so each of these removals keeps it.
        checker.remove_unchecked(cell);
    }
    for o in order {
        checker.try_remove(orbits.get(o as usize));
    }
    *puzzle = checker.puzzle();
}
