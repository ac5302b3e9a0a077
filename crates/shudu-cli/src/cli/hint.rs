//! `shudu hint`'s options.

use clap::{Args, ValueEnum};
use std::path::PathBuf;

/// Options of `shudu hint`.
#[derive(Debug, Args)]
#[command(
    long_about = "Give a hint for a grid in progress. STATE is the player's grid: \
    81 cells (givens and the digits placed so far), or 729 pencil-mark characters (nine per \
    cell, the k-th being k if k is still a candidate, '.' if not; a cell with one candidate \
    counts as placed), or the puzzle followed by such a state (162 or 810 cell characters, \
    e.g. \"PUZZLE STATE\"). Separators (spaces, '|', '+', '-', line breaks) are ignored; \
    STATE may also be a file or '-' for standard input.\n\n\
    Mistakes come first: clashing digits, digits that differ from the solution, changed \
    givens, and candidates removed although they are the cell's digit. Without the puzzle \
    the solution is found from the state itself; give --puzzle (or both fields) so that \
    wrong digits can always be told apart from givens.\n\n\
    --level 1 names the technique, 2 also says where to look, 3 gives the whole deduction \
    and what it concludes."
)]
pub struct HintArgs {
    /// The grid in progress (see above); several words are joined.
    #[arg(value_name = "STATE", required = true, num_args = 1..)]
    pub state: Vec<String>,

    /// The puzzle's givens (81 cells), to check the state against.
    #[arg(long, value_name = "PUZZLE")]
    pub puzzle: Option<String>,

    /// Detail: 1 the technique, 2 also where, 3 the whole deduction.
    #[arg(short, long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=3))]
    pub level: u8,

    /// Output format.
    #[arg(short, long, value_enum, value_name = "FORMAT", default_value = "text")]
    pub format: HintFormat,

    /// Write to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// How `shudu hint` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum HintFormat {
    /// Sentences.
    Text,
    /// One JSON object.
    Json,
}
