//! `shudu solve`'s options.

use super::{InputArgs, OutputArgs};
use clap::builder::TypedValueParser;
use clap::Args;

/// How many solutions `--count-solutions` counts to unless `--limit` says.
pub const DEFAULT_LIMIT: usize = 1000;

/// Options of `shudu solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    pub input: InputArgs,

    #[command(flatten)]
    pub output: OutputArgs,

    /// Write the puzzle before its solution (line form: `puzzle solution`).
    #[arg(long, conflicts_with = "count_solutions")]
    pub with_puzzle: bool,

    /// Print each puzzle and its number of solutions instead of a solution
    /// (`N+` when counting stopped at the limit). Such counts are not
    /// failures.
    #[arg(long)]
    pub count_solutions: bool,

    /// Stop counting solutions at this many.
    #[arg(
        long,
        value_name = "N",
        default_value_t = DEFAULT_LIMIT,
        requires = "count_solutions",
        value_parser = clap::value_parser!(u64).range(1..).map(|n| n as usize)
    )]
    pub limit: usize,
}
