//! What the side-by-side benches share: their options, the public sets they
//! read, and alternating timed rounds (thread CPU time, best of the rounds).

use super::cpu_clock::CpuClock;
use std::hint::black_box;
use std::time::Duration;

/// The full public puzzle sets, beside the repository (see `tests/data/README.md`).
pub const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/data/");

/// Each round repeats its pass over a set until at least this much time went by,
/// so small sets are not timed on a few microseconds.
pub const MIN_ROUND: Duration = Duration::from_millis(250);

/// A whole-number option from the environment.
pub fn env_usize(name: &str) -> Option<usize> {
    std::env::var(name).ok().and_then(|v| v.trim().parse().ok())
}

/// The first `limit` puzzle lines of a set in [`DATA`] (blank and comment lines skipped).
pub fn puzzle_lines(file: &str, limit: usize) -> Vec<String> {
    let path = format!("{DATA}{file}");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {path}: {e}"));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .take(limit)
        .map(str::to_owned)
        .collect()
}

/// Runs `pass` (which handles `items` items) until `MIN_ROUND` elapsed; items per second.
pub fn round(items: usize, mut pass: impl FnMut() -> usize) -> f64 {
    let clock = CpuClock::now();
    let mut done = 0;
    let mut check = 0usize;
    while done == 0 || clock.elapsed() < MIN_ROUND {
        check = check.wrapping_add(pass());
        done += items;
    }
    black_box(check);
    done as f64 / clock.elapsed().as_secs_f64()
}

/// Alternates the two sides for `rounds` rounds; best rate of each.
pub fn duel(
    rounds: usize,
    items: usize,
    mut ours: impl FnMut() -> usize,
    mut theirs: impl FnMut() -> usize,
) -> (f64, f64) {
    let (mut best_ours, mut best_theirs) = (0f64, 0f64);
    for _ in 0..rounds {
        best_ours = best_ours.max(round(items, &mut ours));
        best_theirs = best_theirs.max(round(items, &mut theirs));
    }
    (best_ours, best_theirs)
}
