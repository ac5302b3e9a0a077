//! Runs the uniqueness check over a puzzle file many times, for profilers
//! (`perf record`, `perf stat`): `cargo run --release -p shudu-lab --bin
//! solve_profile -- FILE [REPEATS]`. Prints the puzzles per second of wall
//! time and a checksum of the answers so the work cannot be skipped.
use shudu::{Grid, Uniqueness};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let file = args.next().expect("usage: solve_profile FILE [REPEATS]");
    let repeats: usize = args.next().map_or(20, |r| r.parse().expect("a count"));
    let text = std::fs::read_to_string(&file).expect("a readable file");
    let puzzles: Vec<Grid> = puzzle_lines(&text)
        .map(|line| line.parse().expect("a puzzle"))
        .collect();
    let start = Instant::now();
    let mut unique = 0usize;
    for _ in 0..repeats {
        for p in &puzzles {
            unique += matches!(p.uniqueness(), Uniqueness::Unique(_)) as usize;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let n = puzzles.len() * repeats;
    println!("{n} checks, {unique} unique, {:.0}/s", n as f64 / secs);
}

/// The puzzle lines of a file in the line form (blank lines and `#`
/// comments skipped).
fn puzzle_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
}
