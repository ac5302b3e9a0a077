//! `shudu solve`: one solution per puzzle, in input order.

use super::stream::{self, Judgement};
use crate::cli::SolveArgs;
use crate::error::CliError;
use crate::output::{Format, Record};
use shudu::Uniqueness;
use shudu_formats::records::{CountRecord, SolveRecord};

const COLUMNS: &[&str] = &["puzzle", "solution", "givens"];
const COUNT_COLUMNS: &[&str] = &["puzzle", "count", "limit_reached"];

/// Runs `shudu solve`.
pub fn run(args: &SolveArgs, jobs: Option<usize>) -> Result<(), CliError> {
    let format = args.output.format.unwrap_or(Format::Line);
    if args.count_solutions {
        let limit = args.limit.max(1);
        let summary = stream::run(
            &args.input,
            &args.output,
            format,
            COUNT_COLUMNS,
            jobs,
            true,
            |entry| {
                let count = CountRecord::count(&entry.puzzle, limit);
                let record = Record::new().grid("puzzle", entry.puzzle);
                let record = if format.is_structured() {
                    record
                        .int("count", count.count)
                        .flag("limit_reached", count.limit_reached)
                } else if count.limit_reached {
                    record.text("count", format!("{limit}+"))
                } else {
                    record.int("count", count.count)
                };
                Judgement::typed(format, &count, record)
            },
        )?;
        return summary.into_result("failed");
    }
    let with_puzzle = args.with_puzzle || format.is_structured();
    let summary = stream::run(
        &args.input,
        &args.output,
        format,
        COLUMNS,
        jobs,
        true,
        |entry| match entry.puzzle.uniqueness() {
            Uniqueness::Unique(solution) => {
                let record = if with_puzzle {
                    Record::new().grid("puzzle", entry.puzzle)
                } else {
                    Record::new()
                };
                let record = record.grid("solution", solution);
                let json = SolveRecord::new(&entry.puzzle, &solution);
                let judged = Judgement::typed(
                    format,
                    &json,
                    if format.is_structured() {
                        record.int("givens", json.givens)
                    } else {
                        record
                    },
                );
                judged.unless_wrong(entry)
            }
            Uniqueness::NoSolution => Judgement::problem("puzzle has no solution"),
            // Several solutions: the one given may be one of them.
            Uniqueness::Multiple => Judgement::problem("puzzle has more than one solution"),
        },
    )?;
    summary.into_result("failed")
}
