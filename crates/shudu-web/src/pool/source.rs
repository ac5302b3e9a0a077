//! Where a pool's puzzles come from: the [`PuzzleSource`] trait, and the
//! engine's generator behind it.

use shudu::difficulty::{generate_rated, DifficultyOptions, DifficultyTarget};
use shudu::rate::{Level, Rating};
use shudu::transform::{puzzle_id, PuzzleId};
use shudu::{mix64, rng_for, Grid};
use std::sync::atomic::{AtomicU64, Ordering};

/// A puzzle ready to be served: givens, solution, rating and the seed that
/// makes it again (`GET /api/puzzle?level=LEVEL&seed=SEED`).
#[derive(Clone, Debug, PartialEq)]
pub struct PoolPuzzle {
    /// The givens; exactly one solution.
    pub puzzle: Grid,
    /// The solution.
    pub solution: Grid,
    /// The engine's rating of `puzzle`.
    pub rating: Rating,
    /// The random seed it was made from, if it was generated.
    pub seed: Option<u64>,
    /// The canonical puzzle ID (`shudu::transform::puzzle_id`): the same for
    /// every equivalent copy. Worked out once, when the puzzle is made.
    pub id: PuzzleId,
}

/// A supply of puzzles of a level, called from the pool's own threads (it
/// may block and take its time). A puzzle bank implements it to feed the
/// pools from stored puzzles; [`Generator`] makes them with the engine.
pub trait PuzzleSource: Send + Sync + 'static {
    /// The next puzzle of `level`, or why none can be had.
    fn next(&self, level: Level) -> Result<PoolPuzzle, String>;
}

/// Seeds stay below 2^53 so that JavaScript numbers carry them exactly.
pub const SEED_MASK: u64 = (1 << 53) - 1;

/// Makes puzzles with the engine: puzzle `n` of a level uses the seed
/// `mix64(base + n) & SEED_MASK` and the generator `rng_for(seed, 0)`, so
/// that [`make`] with the same seed gives the same puzzle.
#[derive(Debug)]
pub struct Generator {
    base: u64,
    counter: AtomicU64,
}

impl Generator {
    /// A generator whose seeds derive from `base`.
    pub fn new(base: u64) -> Generator {
        Generator {
            base,
            counter: AtomicU64::new(0),
        }
    }
}

impl PuzzleSource for Generator {
    fn next(&self, level: Level) -> Result<PoolPuzzle, String> {
        let n = self.counter.fetch_add(1, Ordering::Relaxed);
        let seed = mix64(self.base.wrapping_add(n)) & SEED_MASK;
        make(
            DifficultyTarget::Level(level),
            &DifficultyOptions::default(),
            seed,
        )
    }
}

/// The puzzle of `target` made from `seed` (the same seed and options give
/// the same puzzle on every machine).
pub fn make(
    target: DifficultyTarget,
    options: &DifficultyOptions,
    seed: u64,
) -> Result<PoolPuzzle, String> {
    let mut rng = rng_for(seed, 0);
    let made = generate_rated(target, options, &mut rng).map_err(|e| e.to_string())?;
    Ok(PoolPuzzle {
        id: puzzle_id(&made.puzzle),
        puzzle: made.puzzle,
        solution: made.solution,
        rating: made.rating,
        seed: Some(seed),
    })
}
