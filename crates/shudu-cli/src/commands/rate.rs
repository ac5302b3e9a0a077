//! `shudu rate`: every rating of every puzzle, in parallel, in input order.

use super::stream::{self, Judgement};
use crate::cli::{OutputArgs, RateArgs, RateFormat};
use crate::error::CliError;
use crate::output::{Format, Record};
use shudu::rate::{rate, rate_se, Rating, SeRating};
use shudu::Grid;
use shudu_formats::read::csv;
use shudu_formats::records::{RateRecord, SeRateRecord};

/// The CSV columns, in order.
pub const CSV_COLUMNS: &[&str] = &[
    "puzzle",
    "se",
    "level",
    "hodoku_score",
    "hodoku_level",
    "qqwing",
    "holes",
    "dependency_formula",
    "dependency_level",
    "hardest",
    "steps",
];

/// The CSV columns with `--se-only`, in order.
pub const SE_CSV_COLUMNS: &[&str] = &["puzzle", "se", "level", "hardest", "steps"];

/// The table's columns: name, width, right-aligned (numbers).
const TABLE: &[(&str, usize, bool)] = &[
    ("puzzle", 81, false),
    ("se", 4, true),
    ("level", 7, false),
    ("hodoku", 6, true),
    ("hodoku_level", 12, false),
    ("qqwing", 12, false),
    ("holes", 5, true),
    ("dependency", 10, true),
    ("dependency_level", 16, true),
    ("hardest", 0, false),
];

/// The table's columns with `--se-only`.
const SE_TABLE: &[(&str, usize, bool)] = &[
    ("puzzle", 81, false),
    ("se", 4, true),
    ("level", 7, false),
    ("hardest", 0, false),
];

fn table_line(columns: &[(&str, usize, bool)], cells: &[String]) -> String {
    let mut line = String::new();
    for (i, ((_, width, right), text)) in columns.iter().zip(cells).enumerate() {
        if i > 0 {
            line.push_str("  ");
        }
        if *right {
            line.push_str(&format!("{text:>width$}", width = *width));
        } else {
            line.push_str(&format!("{text:<width$}", width = *width));
        }
    }
    line.trim_end().to_string()
}

fn hardest_name(r: &SeRating) -> String {
    match r.hardest {
        None => "-".to_string(),
        Some(t) if r.hardest_direct => format!("{} (direct)", t.name()),
        Some(t) => t.name().to_string(),
    }
}

/// A record as one JSON line, without its line break.
fn json_text(record: &impl serde::Serialize) -> String {
    let mut s = String::new();
    shudu_formats::write::json_line(record, &mut s);
    s.pop();
    s
}

/// Fields as one CSV record.
fn csv_text(fields: &[String]) -> String {
    let mut s = String::new();
    csv::write_record(&mut s, fields.iter().map(String::as_str));
    s
}

/// One puzzle's result in `format` (whole lines).
pub fn render(format: RateFormat, puzzle: &Grid, r: &Rating) -> String {
    match format {
        RateFormat::Table => table_line(
            TABLE,
            &[
                puzzle.to_line(),
                format!("{:.1}", r.se),
                r.level.to_string(),
                r.hodoku_score.to_string(),
                r.hodoku_level.to_string(),
                r.qqwing.to_string(),
                r.holes.to_string(),
                format!("{:.3}", r.dependency_formula),
                r.dependency_level.to_string(),
                hardest_name(&r.se_rating()),
            ],
        ),
        RateFormat::Json => json_text(&RateRecord::from_rating(puzzle, r)),
        RateFormat::Csv => csv_text(&[
            puzzle.to_line(),
            format!("{:.1}", r.se),
            r.level.to_string(),
            r.hodoku_score.to_string(),
            r.hodoku_level.to_string(),
            r.qqwing.to_string(),
            r.holes.to_string(),
            format!("{:.4}", r.dependency_formula),
            r.dependency_level.to_string(),
            r.hardest.map_or("", |t| t.id()).to_string(),
            r.steps.to_string(),
        ]),
    }
}

/// One puzzle's SE rating alone (`--se-only`) in `format` (whole lines).
pub fn render_se(format: RateFormat, puzzle: &Grid, r: &SeRating) -> String {
    match format {
        RateFormat::Table => table_line(
            SE_TABLE,
            &[
                puzzle.to_line(),
                format!("{:.1}", r.se),
                r.level.to_string(),
                hardest_name(r),
            ],
        ),
        RateFormat::Json => json_text(&SeRateRecord::from_rating(puzzle, r)),
        RateFormat::Csv => csv_text(&[
            puzzle.to_line(),
            format!("{:.1}", r.se),
            r.level.to_string(),
            r.hardest.map_or("", |t| t.id()).to_string(),
            r.steps.to_string(),
        ]),
    }
}

/// The header lines of `format`, for every scale or (`se_only`) the SE
/// rating alone.
pub fn header(format: RateFormat, se_only: bool) -> String {
    let (table, csv_columns) = if se_only {
        (SE_TABLE, SE_CSV_COLUMNS)
    } else {
        (TABLE, CSV_COLUMNS)
    };
    match format {
        RateFormat::Table => {
            let names: Vec<String> = table.iter().map(|(n, _, _)| n.to_string()).collect();
            table_line(table, &names) + "\n"
        }
        RateFormat::Json => String::new(),
        RateFormat::Csv => {
            let mut s = String::new();
            csv::write_record(&mut s, csv_columns.iter().copied());
            s.push('\n');
            s
        }
    }
}

/// Runs `shudu rate`.
pub fn run(args: &RateArgs, jobs: Option<usize>) -> Result<(), CliError> {
    let output = OutputArgs {
        format: None,
        output: args.output.clone(),
    };
    let format = args.format;
    let summary = stream::run_with_preamble(
        &args.input,
        &output,
        Format::Line,
        &[],
        &header(format, args.se_only),
        jobs,
        true,
        |entry| {
            let rendered = if args.se_only {
                rate_se(&entry.puzzle).map(|r| render_se(format, &entry.puzzle, &r))
            } else {
                rate(&entry.puzzle).map(|r| render(format, &entry.puzzle, &r))
            };
            match rendered {
                Ok(text) => {
                    Judgement::record(Record::new().text("rating", text)).unless_wrong(entry)
                }
                Err(e) => Judgement::problem(e.to_string()),
            }
        },
    )?;
    summary.into_result("could not be rated")
}
