//! `shudu bank export`: stored puzzles, filtered by level, SE band, givens, hardest technique,
//! symmetry and minimality, streamed in the order they were added.

use super::{bank_error, open};
use crate::cli::ExportArgs;
use crate::error::CliError;
use crate::output::{output_path, Output, Record};
use shudu_bank::{Filter, Location};

/// CSV columns of `bank export`.
const COLUMNS: &[&str] = &[
    "puzzle",
    "solution",
    "id",
    "givens",
    "se",
    "level",
    "hodoku_score",
    "hodoku_level",
    "qqwing",
    "hardest",
    "symmetry",
    "minimal",
    "source",
    "added_at",
];

/// Runs `shudu bank export`.
pub fn run(args: &ExportArgs, location: &Location) -> Result<(), CliError> {
    if let Some(t) = &args.technique {
        t.parse::<shudu::logic::Technique>()
            .map_err(|e| CliError::Usage(format!("--technique: {e}")))?;
    }
    let filter = Filter {
        level: args.level,
        se_min_tenths: args.se.map(|b| (b.min() * 10.0).round() as u16),
        se_max_tenths: args
            .se
            .map(|b| (b.max() * 10.0).round().min(f32::from(u16::MAX)) as u16),
        givens_min: args.givens.map(|g| g.0),
        givens_max: args.givens.map(|g| g.1),
        hardest: args.technique.clone(),
        symmetry: args.symmetry,
        minimal: args.minimal.then_some(true),
        limit: args.limit,
    };
    let mut bank = open(location)?;
    let mut out = Output::open(output_path(&args.output))?;
    let format = args.format;
    out.push(&format.header(COLUMNS));
    let mut failure = None;
    let mut text = String::new();
    let mut pending = 0;
    bank.export(&filter, &mut |e| {
        let mut record = Record::new()
            .grid("puzzle", e.canonical)
            .grid("solution", e.solution);
        if format.is_structured() {
            let se = e.se();
            record = record
                .text("id", e.id)
                .int("givens", e.givens)
                .rating("se", se)
                .text("level", e.level.name())
                .int("hodoku_score", e.hodoku_score)
                .text("hodoku_level", e.hodoku_level.name())
                .text("qqwing", e.qqwing.name())
                .text("hardest", e.hardest.unwrap_or_default())
                .text("symmetry", e.symmetry.name())
                .flag("minimal", e.minimal)
                .text("source", e.source)
                .int("added_at", e.added_at);
        }
        text.clear();
        format.render(&record, COLUMNS, &mut text);
        out.push(&text);
        pending += 1;
        if pending >= 4096 {
            pending = 0;
            if let Err(e) = out.commit() {
                failure = Some(e);
                return false;
            }
        }
        true
    })
    .map_err(bank_error)?;
    if let Some(e) = failure {
        return match e {
            CliError::BrokenPipe => Ok(()),
            e => Err(e),
        };
    }
    match out.commit() {
        Ok(()) | Err(CliError::BrokenPipe) => Ok(()),
        Err(e) => Err(e),
    }
}
