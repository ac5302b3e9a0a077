//! The bank as the server's puzzle source (`shudu serve --bank`): each level's pool is refilled
//! with puzzles drawn from the bank, each handed out as a random equivalent copy; while a level
//! holds fewer than `low` puzzles, the pool's puzzles are generated instead and stored in the
//! bank, so that the bank tops itself up. Several servers may share one bank (PostgreSQL, or
//! one SQLite file on one machine): the database keeps each puzzle once.

use shudu::difficulty::{DifficultyOptions, DifficultyTarget};
use shudu::rate::Level;
use shudu::rng_for;
use shudu::transform::PuzzleId;
use shudu_bank::{Bank, Entry};
use shudu_web::pool::{self, PoolPuzzle, PuzzleSource, SEED_MASK};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// How long a level's count is trusted before it is read again from the bank (other servers
/// may add to it meanwhile).
const RECOUNT: Duration = Duration::from_secs(30);

/// Draws that come back with a puzzle the engine now rates at another level are skipped; after
/// this many in a row, the puzzle is generated instead.
const DRAW_TRIES: usize = 8;

/// Puzzles drawn from a bank, generated into it while a level runs low.
pub struct BankSource {
    bank: Mutex<Box<dyn Bank>>,
    /// Per level: the count last read from the bank (plus what this server added since) and
    /// when it was read.
    counts: Mutex<Vec<(u64, Option<Instant>)>>,
    low: u64,
    seed: u64,
    next: AtomicU64,
}

impl BankSource {
    /// A source over `bank` that generates into it while a level holds fewer than `low`
    /// puzzles; draws and generated puzzles derive from `seed`.
    pub fn new(bank: Box<dyn Bank>, low: u64, seed: u64) -> BankSource {
        BankSource {
            bank: Mutex::new(bank),
            counts: Mutex::new(vec![(0, None); Level::ALL.len()]),
            low,
            seed,
            next: AtomicU64::new(0),
        }
    }

    fn bank(&self) -> MutexGuard<'_, Box<dyn Bank>> {
        // A panicked holder leaves the connection as it was between calls.
        self.bank.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// How many puzzles of `level` the bank holds, read again when the last count is old.
    fn count(&self, level: Level) -> Result<u64, String> {
        let i = index(level);
        {
            let counts = self.counts.lock().unwrap_or_else(|e| e.into_inner());
            if let (n, Some(at)) = counts[i] {
                if at.elapsed() < RECOUNT {
                    return Ok(n);
                }
            }
        }
        let fresh = self
            .bank()
            .count_by_level()
            .map_err(|e| format!("counting the bank's puzzles: {e}"))?;
        let now = Instant::now();
        let mut counts = self.counts.lock().unwrap_or_else(|e| e.into_inner());
        for (l, n) in fresh {
            counts[index(l)] = (n, Some(now));
        }
        Ok(counts[i].0)
    }

    /// A new puzzle of `level` from the engine's generator, stored in the bank.
    fn generate(&self, level: Level, n: u64) -> Result<PoolPuzzle, String> {
        let seed = shudu::mix64(self.seed ^ n ^ 0x62616e6b) & SEED_MASK;
        let made = pool::make(
            DifficultyTarget::Level(level),
            &DifficultyOptions::default(),
            seed,
        )?;
        let entry = Entry::new(
            &made.puzzle,
            &format!("serve seed {seed}"),
            shudu_bank::now(),
        )
        .map_err(|e| format!("a generated puzzle cannot be stored: {e}"))?;
        let added = self
            .bank()
            .add(&[entry])
            .map_err(|e| format!("storing a generated puzzle: {e}"))?;
        if added.first() == Some(&true) {
            let mut counts = self.counts.lock().unwrap_or_else(|e| e.into_inner());
            counts[index(level)].0 += 1;
        }
        Ok(made)
    }

    /// A stored puzzle of `level` as a random equivalent copy; `None` when the level is empty
    /// or its puzzles keep rating at another level.
    fn draw(&self, level: Level, n: u64) -> Result<Option<PoolPuzzle>, String> {
        let mut rng = rng_for(self.seed, n);
        for _ in 0..DRAW_TRIES {
            let drawn = self
                .bank()
                .draw(level, 1, &mut rng)
                .map_err(|e| format!("drawing a {level} puzzle from the bank: {e}"))?;
            let Some(entry) = drawn.into_iter().next() else {
                return Ok(None);
            };
            // The stored ratings have no technique list, which the page shows: rate again (the
            // rating of equivalent puzzles is the same, so the canonical form is rated).
            let rating = shudu::rate::rate(&entry.canonical)
                .map_err(|e| format!("bank puzzle {}: {e}", entry.id))?;
            if rating.level != level {
                continue;
            }
            let id: PuzzleId = entry
                .id
                .parse()
                .map_err(|e| format!("bank puzzle {}: {e}", entry.id))?;
            let (puzzle, solution) = entry.shuffled(&mut rng);
            return Ok(Some(PoolPuzzle {
                puzzle,
                solution,
                rating,
                seed: None,
                id,
            }));
        }
        Ok(None)
    }
}

impl PuzzleSource for BankSource {
    fn next(&self, level: Level) -> Result<PoolPuzzle, String> {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        if self.count(level)? >= self.low {
            if let Some(p) = self.draw(level, n)? {
                return Ok(p);
            }
        }
        self.generate(level, n)
    }
}

fn index(level: Level) -> usize {
    Level::ALL.iter().position(|&l| l == level).unwrap_or(0)
}
