//! `shudu bank export`: stored puzzles, filtered by level, SE band, givens, hardest technique,
//! symmetry and minimality, streamed in the order they were added.

use super::{bank_error, open};
use crate::error::CliError;
use crate::output::{output_path, Format, Output, Record};
use clap::Args;
use shudu::difficulty::SeRange;
use shudu::dig::Symmetry;
use shudu::rate::Level;
use shudu_bank::{Filter, Location};
use std::path::PathBuf;

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

/// `shudu bank export`'s arguments.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Only this level
    #[arg(long, value_name = "LEVEL")]
    pub level: Option<Level>,

    /// Only SE-style ratings in MIN..MAX, both included (`3.0..4.0`, `9.0..`, `..2.0`)
    #[arg(long, value_name = "MIN..MAX")]
    pub se: Option<SeRange>,

    /// Only puzzles with this many givens: N, MIN..MAX, MIN.. or ..MAX
    #[arg(long, value_name = "MIN..MAX", value_parser = parse_givens)]
    pub givens: Option<(u8, u8)>,

    /// Only puzzles whose hardest technique has this id (`x-wing`, `xy-wing`, `aic`, ...; the ids
    /// of `shudu rate --format csv`)
    #[arg(long, value_name = "ID")]
    pub technique: Option<String>,

    /// Only puzzles stored with this clue-pattern symmetry (`none`, `rot180`, ...)
    #[arg(long, value_name = "S")]
    pub symmetry: Option<Symmetry>,

    /// Only minimal puzzles
    #[arg(long)]
    pub minimal: bool,

    /// At most N puzzles
    #[arg(long, value_name = "N")]
    pub limit: Option<u64>,

    /// Output format: line (puzzle and solution), json or csv (every stored field); pretty and
    /// grid also work
    #[arg(short, long, value_enum, value_name = "FORMAT", default_value = "line")]
    pub format: Format,

    /// Write to this file instead of standard output
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

fn parse_givens(s: &str) -> Result<(u8, u8), String> {
    let number = |part: &str, default: u8| -> Result<u8, String> {
        let part = part.trim();
        if part.is_empty() {
            return Ok(default);
        }
        part.parse::<u8>()
            .ok()
            .filter(|&n| n <= 81)
            .ok_or_else(|| format!("invalid givens '{s}': '{part}' is not a number 0-81"))
    };
    let (lo, hi) = match s.split_once("..") {
        Some((a, b)) => (number(a, 0)?, number(b, 81)?),
        None => {
            let n = number(s, 0)?;
            (n, n)
        }
    };
    if lo > hi {
        return Err(format!("invalid givens '{s}': MIN is above MAX"));
    }
    Ok((lo, hi))
}

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
            let se = format!("{:.1}", e.se());
            record = record
                .text("id", e.id)
                .int("givens", e.givens)
                .text("se", se)
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
