//! `shudu explain`: the full logical path of a puzzle, step by step, with
//! each step's SE rating.

use super::stream::{self, Judgement};
use crate::cli::{ExplainArgs, ExplainFormat, InputArgs, OutputArgs};
use crate::error::CliError;
use crate::output::{Format, Output, Record};
use shudu::rate::{explain, Explanation};
use shudu::Grid;
use shudu_formats::read::PuzzleReader;
use shudu_formats::records::ExplainRecord;
use std::path::{Path, PathBuf};

/// The explanation of `puzzle` in `format` (whole lines, newline-ended).
pub fn render(format: ExplainFormat, puzzle: &Grid, e: &Explanation) -> String {
    match format {
        ExplainFormat::Json => {
            let mut s = String::new();
            shudu_formats::write::json_line(&ExplainRecord::from_explanation(e), &mut s);
            s
        }
        ExplainFormat::Text => {
            let r = &e.rating;
            let mut s = format!("Puzzle {}\n", puzzle.to_line());
            let width = e.steps.len().to_string().len();
            for (i, step) in e.steps.iter().enumerate() {
                s.push_str(&format!(
                    "{:>width$}. [{:.1}] {}\n",
                    i + 1,
                    step.se(),
                    step.step.text()
                ));
            }
            // The rating's hardest step: the first of the highest-rated.
            let hardest = r
                .hardest
                .map(|t| {
                    let direct = if r.hardest_direct { " (direct)" } else { "" };
                    format!("{}{direct}", t.name())
                })
                .unwrap_or_else(|| "nothing to solve".to_string());
            s.push_str(&format!(
                "Solved in {} steps. SE {:.1} ({}), hardest: {hardest}. HoDoKu {} ({}), QQWing {}, {} holes, dependency formula {:.3} (level {}).\n",
                r.steps,
                r.se,
                r.level,
                r.hodoku_score,
                r.hodoku_level,
                r.qqwing,
                r.holes,
                r.dependency_formula,
                r.dependency_level
            ));
            s
        }
    }
}

/// Runs `shudu explain`.
pub fn run(args: &ExplainArgs, jobs: Option<usize>) -> Result<(), CliError> {
    let format = args.format;
    let is_file = args.source == "-" || Path::new(&args.source).is_file();
    if !is_file {
        return explain_literal(args);
    }
    let input = InputArgs {
        files: vec![PathBuf::from(&args.source)],
    };
    let output = OutputArgs {
        format: None,
        output: args.output.clone(),
    };
    // Text explanations of several puzzles are separated by a blank line.
    let separator = if format == ExplainFormat::Text {
        "\n"
    } else {
        ""
    };
    let summary = stream::run(
        &input,
        &output,
        Format::Line,
        &[],
        jobs,
        true,
        |entry| match explain(&entry.puzzle) {
            Ok(e) => {
                let text = render(format, &entry.puzzle, &e);
                // Format::Line ends the record with a newline itself.
                let body = text.strip_suffix('\n').unwrap_or(&text).to_string();
                Judgement::record(Record::new().text("explanation", body + separator))
            }
            Err(e) => Judgement::problem(e.to_string()),
        },
    )?;
    summary.into_result("could not be explained")
}

/// A puzzle given on the command line.
fn explain_literal(args: &ExplainArgs) -> Result<(), CliError> {
    let found = PuzzleReader::read_all(&args.source);
    let puzzle = match found.as_slice() {
        [Ok(entry)] => entry.puzzle,
        [Err(e)] => {
            return Err(CliError::Usage(format!(
                "'{}' is neither a file nor a puzzle: {}",
                args.source, e.kind
            )))
        }
        [] => {
            return Err(CliError::Usage(format!(
                "'{}' is neither a file nor a puzzle",
                args.source
            )))
        }
        _ => {
            return Err(CliError::Usage(
                "give one puzzle, or a file of puzzles".to_string(),
            ))
        }
    };
    let e = explain(&puzzle).map_err(|e| CliError::Puzzle(e.to_string()))?;
    let mut out = Output::open(crate::output::output_path(&args.output))?;
    out.push(&render(args.format, &puzzle, &e));
    out.finish()
}
