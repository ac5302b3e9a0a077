//! `shudu check`'s options.

use super::{InputArgs, OutputArgs};
use clap::Args;

/// Options of `shudu check`.
#[derive(Debug, Args)]
#[command(
    long_about = "Check puzzles: one line per puzzle with the puzzle, its status \
    (`invalid (why)`, `no solution`, `unique` or `multiple`) and its number of givens. \
    Exits with 1 if any puzzle is not valid and unique, or any input line is not a puzzle."
)]
pub struct CheckArgs {
    #[command(flatten)]
    pub input: InputArgs,

    #[command(flatten)]
    pub output: OutputArgs,
}
