//! `shudu canon`'s options.

use super::OutputArgs;
use clap::Args;

/// Options of `shudu canon`.
#[derive(Debug, Args)]
#[command(
    long_about = "Write the canonical form of each puzzle: the smallest of all equivalent \
    puzzles (turned, mirrored, bands, stacks, rows and columns inside them moved, digits \
    relabelled), read as 81 characters with 0 for an empty cell (the community's minlex \
    form). Equivalent puzzles have the same form and the same ID; different ones never \
    share a form. Each argument is a file of puzzles ('-' or none: standard input) or a \
    puzzle itself (81 cells).\n\n\
    Line form: [PUZZLE] FORM [ID] [TRANSFORMATION]. JSON and CSV also hold the number of \
    automorphisms (layouts that map the puzzle to a relabelling of itself).\n\n\
    The ID (--id) is 13 characters of Crockford base 32: the 64-bit FNV-1a hash of the \
    form written with 0 for empty cells. It never changes between versions.\n\n\
    The transformation (--with-transform) reads T:ROWS:COLUMNS:DIGITS: T is 1 when the \
    puzzle is first transposed (reflected in the main diagonal), 0 if not; then row r of \
    the form is row ROWS[r] (0-8) of the (transposed) puzzle, column c is column \
    COLUMNS[c], and digit d becomes DIGITS[d-1]."
)]
pub struct CanonArgs {
    /// Files of puzzles ('-' for standard input), or puzzles (81 cells each).
    #[arg(value_name = "FILE|PUZZLE")]
    pub sources: Vec<String>,

    #[command(flatten)]
    pub output: OutputArgs,

    /// Also write each puzzle's ID.
    #[arg(long)]
    pub id: bool,

    /// Also write the transformation that takes the puzzle to its form.
    #[arg(long)]
    pub with_transform: bool,

    /// Write the puzzle before its form.
    #[arg(long)]
    pub with_puzzle: bool,
}
