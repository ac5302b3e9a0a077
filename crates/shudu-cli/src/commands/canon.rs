//! `shudu canon`: the canonical (minlex) form of each puzzle, with its ID
//! and the transformation that takes it there, in input order.

use super::stream::{self, Judgement};
use crate::cli::{CanonArgs, InputArgs};
use crate::error::CliError;
use crate::output::{output_path, Format, Output, Record};
use shudu::transform::{canonical_puzzle, PuzzleId};
use shudu::Grid;
use shudu_formats::records::transformation_text;
use std::path::{Path, PathBuf};

fn columns(args: &CanonArgs, format: Format) -> Vec<&'static str> {
    let structured = format.is_structured();
    let mut columns = Vec::new();
    if args.with_puzzle || structured {
        columns.push("puzzle");
    }
    columns.push("form");
    if args.id {
        columns.push("id");
    }
    if structured {
        columns.push("automorphisms");
    }
    if args.with_transform {
        columns.push("transformation");
    }
    columns
}

fn record(args: &CanonArgs, format: Format, puzzle: &Grid) -> Record {
    let canon = canonical_puzzle(puzzle);
    let mut record = Record::new();
    if args.with_puzzle || format.is_structured() {
        record = record.grid("puzzle", *puzzle);
    }
    record = record.grid("form", canon.form);
    if args.id {
        record = record.text("id", PuzzleId::of_form(&canon.form).to_string());
    }
    if format.is_structured() {
        record = record.int("automorphisms", canon.automorphisms);
    }
    if args.with_transform {
        record = record.text("transformation", transformation_text(&canon.transformation));
    }
    record
}

/// Runs `shudu canon`.
pub fn run(args: &CanonArgs, jobs: Option<usize>) -> Result<(), CliError> {
    let format = args.output.format.unwrap_or(Format::Line);
    let columns = columns(args, format);
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
            |entry| Judgement::record(record(args, format, &entry.puzzle)),
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
        format.render(&record(args, format, puzzle), &columns, &mut text);
        out.push(&text);
    }
    out.finish()
}
