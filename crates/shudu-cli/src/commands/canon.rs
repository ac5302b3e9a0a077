//! `shudu canon`: the canonical (minlex) form of each puzzle, with its ID
//! and the transformation that takes it there, in input order.

use super::stream::{self, Judgement};
use crate::cli::{InputArgs, OutputArgs};
use crate::error::CliError;
use crate::output::{output_path, Format, Output, Record};
use clap::Args;
use shudu::transform::{canonical_puzzle, PuzzleId, Transformation};
use shudu::Grid;
use std::path::{Path, PathBuf};

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
    sources: Vec<String>,

    #[command(flatten)]
    output: OutputArgs,

    /// Also write each puzzle's ID.
    #[arg(long)]
    id: bool,

    /// Also write the transformation that takes the puzzle to its form.
    #[arg(long)]
    with_transform: bool,

    /// Write the puzzle before its form.
    #[arg(long)]
    with_puzzle: bool,
}

/// The transformation as `T:ROWS:COLUMNS:DIGITS` (see the long help).
pub fn transformation_text(t: &Transformation) -> String {
    let digits = |xs: [u8; 9]| -> String { xs.iter().map(|x| char::from(b'0' + x)).collect() };
    format!(
        "{}:{}:{}:{}",
        u8::from(t.transposes()),
        digits(t.row_order()),
        digits(t.column_order()),
        digits(t.relabelling())
    )
}

impl CanonArgs {
    fn columns(&self, format: Format) -> Vec<&'static str> {
        let structured = format.is_structured();
        let mut columns = Vec::new();
        if self.with_puzzle || structured {
            columns.push("puzzle");
        }
        columns.push("form");
        if self.id {
            columns.push("id");
        }
        if structured {
            columns.push("automorphisms");
        }
        if self.with_transform {
            columns.push("transformation");
        }
        columns
    }

    fn record(&self, format: Format, puzzle: &Grid) -> Record {
        let canon = canonical_puzzle(puzzle);
        let mut record = Record::new();
        if self.with_puzzle || format.is_structured() {
            record = record.grid("puzzle", *puzzle);
        }
        record = record.grid("form", canon.form);
        if self.id {
            record = record.text("id", PuzzleId::of_form(&canon.form).to_string());
        }
        if format.is_structured() {
            record = record.int("automorphisms", canon.automorphisms);
        }
        if self.with_transform {
            record = record.text("transformation", transformation_text(&canon.transformation));
        }
        record
    }
}

/// Runs `shudu canon`.
pub fn run(args: &CanonArgs, jobs: Option<usize>) -> Result<(), CliError> {
    let format = args.output.format.unwrap_or(Format::Line);
    let columns = args.columns(format);
    let is_file = |s: &String| s == "-" || Path::new(s).is_file();
    let files = args.sources.iter().filter(|s| is_file(s)).count();
    if files == args.sources.len() {
        let input = InputArgs {
            files: args.sources.iter().map(PathBuf::from).collect(),
        };
        let summary = stream::run(
            &input,
            &args.output,
            format,
            &columns,
            jobs,
            true,
            |entry| Judgement::record(args.record(format, &entry.puzzle)),
        )?;
        return summary.into_result("could not be read");
    }
    if files > 0 {
        return Err(CliError::Usage(
            "give either files of puzzles or puzzles, not both".to_string(),
        ));
    }
    // Puzzles on the command line: check them all before writing anything.
    let mut puzzles = Vec::with_capacity(args.sources.len());
    for s in &args.sources {
        let puzzle: Grid = s
            .parse()
            .map_err(|e| CliError::Usage(format!("'{s}' is neither a file nor a puzzle: {e}")))?;
        if let Some(conflict) = puzzle.first_conflict() {
            return Err(CliError::Puzzle(format!("'{s}': {conflict}")));
        }
        puzzles.push(puzzle);
    }
    let mut out = Output::open(output_path(&args.output.output))?;
    out.push(&format.header(&columns));
    for puzzle in &puzzles {
        let mut text = String::new();
        format.render(&args.record(format, puzzle), &columns, &mut text);
        out.push(&text);
    }
    out.commit()
}
