//! `shudu solve`: one solution per puzzle, in input order.

use super::stream::{self, Judgement};
use crate::cli::SolveArgs;
use crate::error::CliError;
use crate::output::{Format, Record};
use shudu::{ParseErrorKind, Uniqueness};
use shudu_formats::records::{CountRecord, SolveRecord};
use shudu_formats::PuzzleEntry;

const COLUMNS: &[&str] = &["puzzle", "solution", "givens"];
const COUNT_COLUMNS: &[&str] = &["puzzle", "count", "limit_reached"];

/// The reader does not look for clashing givens (`check_conflicts` off):
/// the solver's load finds them as it places the givens, and a puzzle with
/// clashing givens has no solution. Only then is the clash located, for
/// the same message the reader gives ([`clash`]). Looking for clashes in
/// every puzzle read cost some 3,500 instructions a puzzle, a seventh of a
/// whole `shudu solve` run on 17-clue puzzles.
const SOLVER_FINDS_CLASHES: bool = false;

/// For a puzzle without solutions: its clashing givens, reported as the
/// reader reports them, if there are any.
fn clash(entry: &PuzzleEntry) -> Option<Judgement> {
    let conflict = entry.puzzle.first_conflict()?;
    Some(Judgement::problem(
        ParseErrorKind::Conflict(conflict).to_string(),
    ))
}

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
            SOLVER_FINDS_CLASHES,
            |entry| {
                let count = CountRecord::count(&entry.puzzle, limit);
                if count.count == 0 {
                    if let Some(clash) = clash(entry) {
                        return clash;
                    }
                }
                let record = Record::new().grid("puzzle", entry.puzzle);
                let record = if format.is_structured() {
                    record
                        .int("count", count.count)
                        .flag("limit_reached", count.limit_reached)
                } else if count.limit_reached {
                    // `N+`, written without a string of its own each time.
                    record.at_least("count", limit as u64)
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
        SOLVER_FINDS_CLASHES,
        |entry| match entry.puzzle.uniqueness() {
            Uniqueness::Unique(solution) => {
                let record = if with_puzzle {
                    Record::new().grid("puzzle", entry.puzzle)
                } else {
                    Record::new()
                };
                let record = record.grid("solution", solution);
                // The shared record (and its count of givens) only where it is written.
                let judged = if format.is_structured() {
                    let json = SolveRecord::new(&entry.puzzle, &solution);
                    Judgement::typed(format, &json, record.int("givens", json.givens))
                } else {
                    Judgement::record(record)
                };
                judged.unless_wrong(entry)
            }
            Uniqueness::NoSolution => {
                clash(entry).unwrap_or_else(|| Judgement::problem("puzzle has no solution"))
            }
            // Several solutions: the one given may be one of them.
            Uniqueness::Multiple => Judgement::problem("puzzle has more than one solution"),
        },
    )?;
    summary.into_result("failed")
}
