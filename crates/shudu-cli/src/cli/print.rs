//! `shudu print`'s options.

use super::InputArgs;
use clap::{Args, ValueEnum};
use shudu_print::{Layout, Paper};
use std::path::PathBuf;

/// Options of `shudu print`.
#[derive(Debug, Args)]
#[command(
    long_about = "Print puzzles: a PDF book (grids several to a page, solutions at the back \
    or at the foot of each page, a title, page numbers, each puzzle numbered and labelled \
    with its level and SE-style rating) or one SVG picture per puzzle. Reads every input \
    form the other commands read; `shudu generate ... | shudu print -o book.pdf` works. \
    Puzzles without exactly one solution are refused (nothing is written, exit code 1) \
    unless --allow-invalid, which prints them marked as such; input that is not a puzzle \
    is reported with its file and line, and nothing is written."
)]
pub struct PrintArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// Output: the PDF file, or for SVG a directory (one file per puzzle);
    /// `-` or none: standard output (SVG: one puzzle only).
    #[arg(short, long, value_name = "PATH")]
    pub output: Option<PathBuf>,

    /// What to write.
    #[arg(short, long, value_enum, value_name = "FORMAT", default_value = "pdf")]
    pub format: PrintFormat,

    /// Grids per page: 1, 2, 4, 6 or 9 (default 4, or with --font-size
    /// the most that fit).
    #[arg(long, value_name = "N", value_parser = ["1", "2", "4", "6", "9"], conflicts_with = "layout")]
    pub per_page: Option<String>,

    /// Grids per page as COLSxROWS, e.g. 2x3 (each 1-6).
    #[arg(long, value_name = "COLSxROWS", value_parser = parse_layout)]
    pub layout: Option<Layout>,

    /// Paper size.
    #[arg(long, value_name = "PAPER", default_value = "a4", value_parser = parse_paper)]
    pub paper: Paper,

    /// Turn the paper on its side.
    #[arg(long)]
    pub landscape: bool,

    /// Where the solutions go: on pages at the back, nowhere, or at the foot
    /// of each page (SVG: back or each-page also writes NNN-solution.svg).
    #[arg(long, value_enum, default_value = "back", value_name = "WHERE")]
    pub solutions: SolutionsArg,

    /// Title, in every page's header and the PDF's metadata.
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,

    /// What follows each puzzle's number, comma-separated: level, se (the
    /// SE-style rating), id (where the puzzle was read: file and line), or
    /// none.
    #[arg(
        long,
        value_name = "WHAT",
        value_enum,
        value_delimiter = ',',
        default_value = "level,se"
    )]
    pub label: Vec<LabelPart>,

    /// Size of the puzzles' digits in points (large print: 20 or more); the
    /// grids are sized to match.
    #[arg(long, value_name = "PT")]
    pub font_size: Option<f32>,

    /// Size of all type relative to the usual (digits in their cells,
    /// labels, header, footer), 0.25-4.
    #[arg(long, value_name = "F", default_value_t = 1.0)]
    pub scale: f32,

    /// Print puzzles without exactly one solution too, marked as such.
    #[arg(long)]
    pub allow_invalid: bool,
}

/// `--format` of `shudu print`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PrintFormat {
    /// One PDF book.
    Pdf,
    /// One SVG picture per puzzle.
    Svg,
}

/// `--solutions` of `shudu print`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SolutionsArg {
    /// Smaller grids on pages at the end, numbered to match.
    Back,
    /// No solutions.
    None,
    /// Small grids at the foot of each page.
    EachPage,
}

/// One part of `--label`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LabelPart {
    /// The level (easy ... extreme).
    Level,
    /// The SE-style rating.
    Se,
    /// The puzzle ID (`shudu canon --id`): the same for every equivalent copy.
    Id,
    /// Nothing but the number.
    None,
}

fn parse_layout(s: &str) -> Result<Layout, String> {
    s.parse()
}

fn parse_paper(s: &str) -> Result<Paper, String> {
    s.parse()
}
