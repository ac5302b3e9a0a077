//! `shudu bank fill`: generate puzzles of a level or SE band, in parallel, until N new ones are
//! stored. Puzzle `i` of a run is made from `shudu::rng_for(seed, i)`; each chunk of puzzles is
//! stored in one transaction, so an interrupted fill keeps every chunk committed before.

use super::{add_batch, open};
use crate::bulk;
use crate::cli::FillArgs;
use crate::commands::generate::random_seed;
use crate::error::CliError;
use crate::report::{Progress, Reporter};
use shudu::difficulty::{generate_se_rated, DifficultyOptions, DifficultyTarget};
use shudu_bank::{Entry, Location};

/// Runs `shudu bank fill`.
pub fn run(args: &FillArgs, location: &Location, jobs: Option<usize>) -> Result<(), CliError> {
    let target = match (args.level, args.rating) {
        (Some(level), _) => DifficultyTarget::Level(level),
        (None, Some(band)) => DifficultyTarget::Se(band),
        (None, None) => return Err(CliError::Usage("give --difficulty or --rating".into())),
    };
    let band = target.range();
    let options = DifficultyOptions::default()
        .with_symmetry(args.symmetry)
        .with_max_attempts(
            args.attempts
                .unwrap_or(DifficultyOptions::DEFAULT_MAX_ATTEMPTS)
                .max(1),
        );
    let mut bank = open(location)?;
    let pool = bulk::pool(jobs)?;
    let mut reporter = Reporter::new(Progress::Items(args.count));
    let seed = args.seed.unwrap_or_else(|| {
        let s = random_seed();
        reporter.message(&format!("seed: {s}"));
        s
    });
    let chunk = (pool.current_num_threads() as u64 * 4).max(8);
    let (mut stored, mut duplicates, mut failed, mut next) = (0u64, 0u64, 0u64, 0u64);
    let mut last_failure = None;
    while stored < args.count {
        let indices: Vec<u64> = (next..next.saturating_add(chunk)).collect();
        next = next.saturating_add(chunk);
        let now = shudu_bank::now();
        let made = bulk::map_ordered(&pool, &indices, |&i| {
            let mut rng = shudu::rng_for(seed, i);
            let p = generate_se_rated(target, &options, &mut rng).map_err(|e| e.to_string())?;
            Entry::new(&p.puzzle, &format!("fill seed {seed} #{i}"), now).map_err(|e| e.to_string())
        });
        let mut entries = Vec::with_capacity(made.len());
        let mut failed_here = 0;
        for result in made {
            match result {
                // The bank keeps the canonical form's rating; in the rare case that it falls
                // outside the band, the puzzle is not what was asked for.
                Ok(e) if band.contains(e.se()) => entries.push(e),
                Ok(_) => {}
                Err(why) => {
                    failed += 1;
                    failed_here += 1;
                    last_failure = Some(why);
                }
            }
        }
        if failed_here == indices.len() {
            reporter.finish();
            let why = last_failure.unwrap_or_default();
            return Err(CliError::TargetNotReached(format!(
                "{stored} of {} puzzles stored; {failed} could not be made: {why}",
                args.count
            )));
        }
        // Store only as many as are still wanted: a prefix at a time, since some may be
        // duplicates of puzzles already in the bank.
        let mut rest = &entries[..];
        while !rest.is_empty() && stored < args.count {
            let take = rest.len().min((args.count - stored) as usize);
            let added = add_batch(bank.as_mut(), &rest[..take])?;
            let new = added.iter().filter(|&&b| b).count() as u64;
            stored += new;
            duplicates += take as u64 - new;
            rest = &rest[take..];
        }
        reporter.set_position(stored);
    }
    reporter.finish();
    reporter.message(&format!(
        "shudu: {stored} added, {duplicates} generated again and skipped ({})",
        bank.location()
    ));
    Ok(())
}
