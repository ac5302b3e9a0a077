//! `shudu generate --difficulty LEVEL` and `--rating MIN..MAX`: puzzles made
//! straight to a difficulty, each re-rated inside the range by the same rating
//! `shudu` uses everywhere (see `shudu::difficulty`).

use crate::cli::GenerateArgs;
use shudu::difficulty::{generate_se_rated, DifficultyOptions, DifficultyTarget, RatedPuzzle};
use shudu::fill::Method;
use shudu::rate::SeRating;
use shudu::Grid;

/// The difficulty asked for on the command line, if any.
pub fn target(args: &GenerateArgs) -> Option<DifficultyTarget> {
    match (args.difficulty, args.rating) {
        (Some(level), _) => Some(DifficultyTarget::Level(level)),
        (None, Some(range)) => Some(DifficultyTarget::Se(range)),
        (None, None) => None,
    }
}

/// The engine's options from the command line (`method`: the complete-grid
/// method with its parameters).
pub fn options(args: &GenerateArgs, method: Method) -> DifficultyOptions {
    DifficultyOptions::default()
        .with_method(method)
        .with_symmetry(args.symmetry)
        .with_minimal(args.minimal)
        .with_strategy(args.strategy)
        .with_max_attempts(
            args.attempts
                .unwrap_or(DifficultyOptions::DEFAULT_MAX_ATTEMPTS)
                .max(1),
        )
}

/// One puzzle at the difficulty, with its SE rating alone (all that is
/// printed): the engine's result, or its error message naming the puzzle.
pub fn make(
    target: DifficultyTarget,
    options: &DifficultyOptions,
    rng: &mut shudu::DefaultRng,
    seed: u64,
    index: u64,
) -> Result<RatedPuzzle<SeRating>, String> {
    generate_se_rated(target, options, rng)
        .map_err(|e| format!("puzzle {index} (seed {seed}): {e}"))
}

/// The `--verbose` line for a puzzle: its rating and the effort it took.
pub fn verbose_line(index: u64, p: &RatedPuzzle<SeRating>) -> String {
    let hardest = p
        .rating
        .hardest
        .map_or(String::new(), |t| format!(", hardest: {t}"));
    let s = |n: usize| if n == 1 { "" } else { "s" };
    format!(
        "puzzle {index}: SE {:.1} ({}{hardest}), {} givens, {} attempt{}, {} grid{}",
        p.se,
        p.rating.level,
        p.puzzle.givens(),
        p.attempts,
        s(p.attempts),
        p.grids,
        s(p.grids)
    )
}

/// The grids of a result.
pub fn grids(p: &RatedPuzzle<SeRating>) -> (Grid, Grid) {
    (p.puzzle, p.solution)
}
