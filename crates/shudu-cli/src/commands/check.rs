//! `shudu check`: for each puzzle, whether it is invalid, has no solution,
//! exactly one, or several.

use super::stream::{self, Judgement};
use crate::cli::CheckArgs;
use crate::error::CliError;
use crate::output::{Format, Record};
use shudu_formats::records::CheckRecord;

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
            let checked = CheckRecord::check(&entry.puzzle);
            let mut record = Record::new().grid("puzzle", checked.puzzle);
            if format.is_structured() {
                if let Some(s) = checked.solution {
                    record = record.grid("solution", s);
                }
                record = record
                    .int("givens", checked.givens)
                    .text("status", checked.status.clone());
                if let Some(detail) = &checked.detail {
                    record = record.text("detail", detail.clone());
                }
            } else {
                let shown = match &checked.detail {
                    None => checked.status.clone(),
                    Some(detail) => format!("{} ({detail})", checked.status),
                };
                record = record.text("status", shown).int("givens", checked.givens);
            }
            Judgement {
                failed: !checked.is_unique(),
                ..Judgement::typed(format, &checked, record)
            }
        },
    )?;
    summary.into_result("are not valid with a unique solution")
}
