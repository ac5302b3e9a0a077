//! `shudu check`: for each puzzle, whether it is invalid, has no solution,
//! exactly one, or several.

use super::given_solution;
use super::stream::{self, Judgement};
use crate::cli::CheckArgs;
use crate::error::CliError;
use crate::output::{Format, Record};
use shudu_formats::records::CheckRecord;

const COLUMNS: &[&str] = &["puzzle", "solution", "givens", "status", "detail"];

/// The CSV columns: the usual ones, then what was asked for.
fn columns(args: &CheckArgs) -> Vec<&'static str> {
    let mut columns = COLUMNS.to_vec();
    if args.minimal {
        columns.push("minimal");
    }
    if args.symmetry {
        columns.push("symmetry");
    }
    columns
}

/// Runs `shudu check`.
pub fn run(args: &CheckArgs, jobs: Option<usize>) -> Result<(), CliError> {
    let format = args.output.format.unwrap_or(Format::Line);
    let columns = columns(args);
    let summary = stream::run(
        &args.input,
        &args.output,
        format,
        &columns,
        jobs,
        false,
        |entry| {
            let mut checked = CheckRecord::check(&entry.puzzle);
            if args.minimal {
                checked = checked.with_minimal();
            }
            if args.symmetry {
                checked = checked.with_symmetry();
            }
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
                if let Some(minimal) = checked.minimal {
                    record = record.flag("minimal", minimal);
                }
            } else {
                let shown = match &checked.detail {
                    None => checked.status.clone(),
                    Some(detail) => format!("{} ({detail})", checked.status),
                };
                record = record.text("status", shown).int("givens", checked.givens);
                if let Some(minimal) = checked.minimal {
                    record =
                        record.text("minimal", if minimal { "minimal" } else { "not-minimal" });
                }
            }
            if let Some(symmetry) = &checked.symmetry {
                record = record.text("symmetry", symmetry.clone());
            }
            let wrong = entry
                .solution
                .as_ref()
                .and_then(|s| given_solution::wrong(&entry.puzzle, s));
            Judgement {
                failed: !checked.is_unique() || checked.minimal == Some(false) || wrong.is_some(),
                problem: wrong.map(Into::into),
                ..Judgement::typed(format, &checked, record)
            }
        },
    )?;
    summary.into_result("are not valid with a unique solution")
}
