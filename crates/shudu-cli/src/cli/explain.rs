//! `shudu explain`'s options.

use clap::{Args, ValueEnum};
use std::path::PathBuf;

/// Options of `shudu explain`.
#[derive(Debug, Args)]
#[command(
    long_about = "Explain a puzzle: every step of the logical solve the ratings are \
    read from (the lowest-rated technique first, as Sudoku Explainer does), numbered, with \
    its SE rating, then the ratings. PUZZLE|FILE is a puzzle (81 cells) or a file of puzzles \
    ('-' for standard input), each explained in turn.\n\n\
    JSON: per puzzle one line holding the list of steps; each step is \
    {\"technique\": id, \"name\", \"se\", \"direct\", \"placements\": [{\"cell\": \"r1c1\", \
    \"digit\": 5}, ...], \"eliminations\": [...], \"text\"}. The technique id is stable \
    (e.g. hidden-single-box, x-wing, aic); the name is for people."
)]
pub struct ExplainArgs {
    /// A puzzle (81 cells: 1-9, '.', '0') or a file of puzzles; '-': standard input.
    #[arg(value_name = "PUZZLE|FILE")]
    pub source: String,

    /// Output format.
    #[arg(short, long, value_enum, value_name = "FORMAT", default_value = "text")]
    pub format: ExplainFormat,

    /// Write to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// How `shudu explain` writes a path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ExplainFormat {
    /// Numbered steps and a summary.
    Text,
    /// One JSON list of steps per puzzle and line.
    Json,
}
