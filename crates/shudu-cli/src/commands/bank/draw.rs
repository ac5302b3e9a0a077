//! `shudu bank draw`: random puzzles of a level; `--shuffle` hands out a random equivalent copy
//! of each (its solution moved the same way), so one stored puzzle serves as many.

use super::{bank_error, open};
use crate::cli::DrawArgs;
use crate::commands::generate::random_seed;
use crate::error::CliError;
use crate::output::{output_path, Format, Output, Record};
use rand::SeedableRng;
use shudu_bank::Location;

/// CSV columns of `bank draw`.
const COLUMNS: &[&str] = &["puzzle", "solution", "id", "se", "level", "hardest"];

/// Runs `shudu bank draw`.
pub fn run(args: &DrawArgs, location: &Location) -> Result<(), CliError> {
    let mut bank = open(location)?;
    let seed = args.seed.unwrap_or_else(|| {
        let s = random_seed();
        eprintln!("seed: {s}");
        s
    });
    let mut rng = shudu::DefaultRng::seed_from_u64(seed);
    let drawn = bank
        .draw(args.level, args.count, &mut rng)
        .map_err(bank_error)?;
    let mut out = Output::open(output_path(&args.output))?;
    let format = args
        .format
        .unwrap_or_else(|| Format::default_for_terminal(out.is_terminal()));
    out.push(&format.header(COLUMNS));
    let mut text = String::new();
    for entry in &drawn {
        let (puzzle, solution) = if args.shuffle {
            entry.shuffled(&mut rng)
        } else {
            (entry.canonical, entry.solution)
        };
        let mut record = Record::new().grid("puzzle", puzzle);
        if args.solution || format.is_structured() {
            record = record.grid("solution", solution);
        }
        if format.is_structured() {
            record = record
                .text("id", entry.id.clone())
                .rating("se", entry.se())
                .text("level", entry.level.name())
                .text("hardest", entry.hardest.clone().unwrap_or_default());
        }
        text.clear();
        format.render(&record, COLUMNS, &mut text);
        out.push(&text);
    }
    out.commit()?;
    if drawn.len() < args.count {
        return Err(CliError::TargetNotReached(format!(
            "the bank holds only {} {} puzzle{} ({} asked for)",
            drawn.len(),
            args.level,
            if drawn.len() == 1 { "" } else { "s" },
            args.count
        )));
    }
    Ok(())
}
