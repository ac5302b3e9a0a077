//! `shudu check`: for each puzzle, whether it is invalid, has no solution,
//! exactly one, or several.

use super::stream::{self, Judgement};
use crate::cli::CheckArgs;
use crate::error::CliError;
use crate::output::{Format, Record};
use shudu::Uniqueness;

const COLUMNS: &[&str] = &["puzzle", "solution", "givens", "status", "detail"];

/// Runs `shudu check`.
pub fn run(args: &CheckArgs, jobs: Option<usize>) -> Result<(), CliError> {
    let format = args.output.format.unwrap_or(Format::Line);
    let summary = stream::run(
        &args.input,
        &args.output,
        format,
        COLUMNS,
        jobs,
        false,
        |entry| {
            let puzzle = entry.puzzle;
            let (status, detail, solution) = match puzzle.first_conflict() {
                Some(c) => ("invalid", c.to_string(), None),
                None => match puzzle.uniqueness() {
                    Uniqueness::NoSolution => ("no solution", String::new(), None),
                    Uniqueness::Unique(s) => ("unique", String::new(), Some(s)),
                    Uniqueness::Multiple => ("multiple", String::new(), None),
                },
            };
            let mut record = Record::new().grid("puzzle", puzzle);
            if format.is_structured() {
                if let Some(s) = solution {
                    record = record.grid("solution", s);
                }
                record = record.int("givens", puzzle.givens()).text("status", status);
                if !detail.is_empty() {
                    record = record.text("detail", detail);
                }
            } else {
                let shown = if detail.is_empty() {
                    status.to_string()
                } else {
                    format!("{status} ({detail})")
                };
                record = record.text("status", shown).int("givens", puzzle.givens());
            }
            Judgement {
                record: Some(record),
                problem: None,
                failed: solution.is_none(),
            }
        },
    )?;
    summary.into_result("are not valid with a unique solution")
}
