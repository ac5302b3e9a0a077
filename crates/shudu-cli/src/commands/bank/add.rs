//! `shudu bank add [FILE...]`: rate and canonicalise each puzzle and store the new ones, a chunk
//! (one transaction) at a time.

use super::{add_batch, open};
use crate::bulk::{self, ChunkSizes};
use crate::cli::AddArgs;
use crate::error::CliError;
use crate::input::Inputs;
use crate::report::{Progress, Reporter};
use shudu_bank::{Entry, Location};

/// Runs `shudu bank add`.
pub fn run(args: &AddArgs, location: &Location, jobs: Option<usize>) -> Result<(), CliError> {
    let mut bank = open(location)?;
    let pool = bulk::pool(jobs)?;
    let mut inputs = Inputs::new(&args.input.files, true);
    let progress = match inputs.total_bytes() {
        _ if inputs.is_interactive() => Progress::Hidden,
        Some(bytes) => Progress::Bytes(bytes),
        None => Progress::Spinner,
    };
    let by_bytes = matches!(progress, Progress::Bytes(_));
    let mut reporter = Reporter::new(progress);
    let sizes = if inputs.is_interactive() {
        ChunkSizes::single()
    } else {
        ChunkSizes::new(64, 4096)
    };
    let (mut added, mut duplicates, mut invalid, mut total) = (0u64, 0u64, 0u64, 0u64);
    let mut unreadable = Vec::new();
    let mut unreadable_count = 0u64;
    let mut empty_inputs = 0u64;
    for size in sizes {
        let items = inputs.next_chunk(size, &mut unreadable);
        for e in unreadable.drain(..) {
            reporter.message(&format!("shudu: cannot read {}: {}", e.input, e.error));
            unreadable_count += 1;
        }
        if items.is_empty() {
            break;
        }
        let now = shudu_bank::now();
        let judged = bulk::map_ordered(&pool, &items, |item| match &item.result {
            Err(e) => Err(e.kind.to_string()),
            Ok(p) => Entry::new(&p.puzzle, &format!("{}:{}", item.input, p.line), now)
                .map_err(|e| e.to_string()),
        });
        let mut entries = Vec::with_capacity(items.len());
        for (item, result) in items.iter().zip(judged) {
            match result {
                Ok(entry) => {
                    total += 1;
                    entries.push(entry);
                }
                Err(why) => {
                    reporter.puzzle_message(&item.input, item.line, &why);
                    if item.no_puzzles {
                        empty_inputs += 1;
                    } else {
                        total += 1;
                        invalid += 1;
                    }
                }
            }
        }
        let stored = add_batch(bank.as_mut(), &entries)?;
        let new = stored.iter().filter(|&&b| b).count() as u64;
        added += new;
        duplicates += entries.len() as u64 - new;
        if by_bytes {
            reporter.set_position(inputs.bytes_read());
        } else {
            reporter.set_position(total);
        }
    }
    reporter.finish();
    reporter.message(&format!(
        "shudu: {added} added, {duplicates} already in the bank, {invalid} invalid ({})",
        bank.location()
    ));
    if unreadable_count > 0 {
        Err(CliError::InputsFailed(unreadable_count))
    } else if invalid > 0 {
        Err(CliError::PuzzlesFailed {
            failed: invalid,
            total,
            what: "could not be added",
        })
    } else if empty_inputs > 0 {
        Err(CliError::NoPuzzles {
            empty: empty_inputs,
            total,
        })
    } else {
        Ok(())
    }
}
