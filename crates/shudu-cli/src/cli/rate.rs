//! `shudu rate`'s options.

use super::InputArgs;
use clap::{Args, ValueEnum};
use std::path::PathBuf;

/// Options of `shudu rate`.
#[derive(Debug, Args)]
#[command(
    long_about = "Rate puzzles: for each, the SE-style number (Sudoku Explainer scale, \
    the hardest step decides), the level (easy 1.0-1.5, medium 1.6-2.5, hard 2.6-4.0, \
    expert 4.1-6.4, master 6.5-8.9, extreme 9.0+), the HoDoKu-style score and level, the \
    QQWing-style class, the number of holes, and article 000's formula A / (18 B) with its level \
    0-3, all from one logical solve. Puzzles are rated in parallel and written in input \
    order. A puzzle that is invalid or has no unique solution is reported with its file and \
    line (exit code 1)."
)]
pub struct RateArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// Output format: an aligned table, one JSON object per line, or CSV.
    #[arg(
        short,
        long,
        value_enum,
        value_name = "FORMAT",
        default_value = "table"
    )]
    pub format: RateFormat,

    /// Only the Sudoku Explainer rating: the SE number, its level and the
    /// hardest step (and the steps, in JSON and CSV), without the solve in
    /// HoDoKu's order and the other scales (about 30% of the work).
    #[arg(long)]
    pub se_only: bool,

    /// Write to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// How `shudu rate` writes its results.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RateFormat {
    /// Aligned columns with a header line.
    Table,
    /// One JSON object per puzzle and line.
    Json,
    /// Comma-separated values with a header line.
    Csv,
}
