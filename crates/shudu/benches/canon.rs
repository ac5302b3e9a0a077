//! Canonical forms per second, side by side with the `sudoku` crate.
//!
//! Puzzles: our minlex form of the puzzle itself
//! ([`shudu::transform::canonical_puzzle`]) on the shared minimal sets and
//! on freshly generated minimal puzzles. The crate has no form of a puzzle
//! as such: its `Sudoku::canonicalized` solves the puzzle and canonicalises
//! the solution; its rate is shown beside ours for scale only.
//!
//! Solved grids: our `canonical_puzzle` on a complete grid against the
//! crate's `Sudoku::canonicalized` (both give the minlex grid; they must
//! agree on every grid before they are timed).
//!
//! Rounds alternate between the two sides and are timed by this thread's CPU
//! time; the best round of each side counts, and the ratio is the figure to
//! read.
//!
//! ```text
//! cargo bench -p shudu --bench canon
//! SHUDU_BENCH_LIMIT=2000 cargo bench -p shudu --bench canon   # puzzles per set (default 5,000)
//! SHUDU_BENCH_ROUNDS=3 cargo bench -p shudu --bench canon     # rounds per side (default 3)
//! SHUDU_BENCH_SETS=17_clue,grids cargo bench -p shudu --bench canon
//! ```

#[path = "support/cpu_clock.rs"]
mod cpu_clock;
#[path = "support/duel.rs"]
mod duel;
use cpu_clock::CpuClock;
use duel::{duel, env_usize, puzzle_lines};
use std::hint::black_box;

use rand::SeedableRng;
use shudu::dig::{generate, DigOptions, Target};
use shudu::transform::canonical_puzzle;
use shudu::{DefaultRng, Grid};
use sudoku::Sudoku;

/// The minimal puzzle sets, with a short label for the table.
const SETS: &[(&str, &str)] = &[
    ("unbiased_first1000", "puzzles1_unbiased_first1000"),
    ("17_clue", "puzzles2_17_clue"),
];

fn row(label: &str, n: usize, ours: f64, theirs: f64) {
    println!(
        "| {label:<24} | {n:>7} | {ours:>12.0} | {theirs:>12.0} | {:>5.2} |",
        ours / theirs
    );
}

fn header(what: &str) {
    println!();
    println!("{what}");
    println!(
        "| {:<24} | {:>7} | {:>12} | {:>12} | {:>5} |",
        "set", "items", "ours/s", "crate/s", "ratio"
    );
    println!(
        "|{:-<26}|{:->9}|{:->14}|{:->14}|{:->7}|",
        "", "", "", "", ""
    );
}

fn ours_pass(grids: &[Grid]) -> usize {
    grids
        .iter()
        .map(|g| canonical_puzzle(black_box(g)).form.values()[80] as usize)
        .sum()
}

fn theirs_pass(sudokus: &[Sudoku]) -> usize {
    sudokus
        .iter()
        .filter_map(|s| black_box(*s).canonicalized())
        .map(|(c, _)| c.to_bytes()[80] as usize)
        .sum()
}

fn duel_row(label: &str, rounds: usize, ours: &[Grid]) {
    let theirs: Vec<Sudoku> = ours
        .iter()
        .map(|g| Sudoku::from_bytes(*g.values()).expect("values 0..=9"))
        .collect();
    let (o, t) = duel(
        rounds,
        ours.len(),
        || ours_pass(ours),
        || theirs_pass(&theirs),
    );
    row(label, ours.len(), o, t);
}

fn main() {
    let limit = env_usize("SHUDU_BENCH_LIMIT").unwrap_or(5000);
    let rounds = env_usize("SHUDU_BENCH_ROUNDS").unwrap_or(3).max(1);
    let wanted = std::env::var("SHUDU_BENCH_SETS").ok();
    let selected = |label: &str| match &wanted {
        None => true,
        Some(parts) => parts
            .split(',')
            .any(|p| !p.trim().is_empty() && label.contains(p.trim())),
    };
    let clock = if CpuClock::measures_cpu() {
        "per second of this thread's CPU time"
    } else {
        "per second of wall time"
    };
    println!("rates: {clock}, best of {rounds} alternating rounds per side");

    header("puzzles: ours canonical_puzzle (minlex of the puzzle), crate Sudoku::canonicalized (solves, then canonicalises the solution; for scale)");
    for &(label, file) in SETS {
        if !selected(label) {
            continue;
        }
        let ours: Vec<Grid> = puzzle_lines(file, limit)
            .iter()
            .map(|l| Grid::parse_unchecked(l).expect("puzzle line"))
            .collect();
        // The 17-clue list is published in minlex form, mostly: count the
        // puzzles that are their own form (1,505 of the 49,158 are not; for
        // each, the form found here is smaller and is the puzzle's image
        // under the returned transformation).
        let own = ours
            .iter()
            .filter(|g| canonical_puzzle(g).form == **g)
            .count();
        duel_row(label, rounds, &ours);
        println!("|   (of which their own form: {own})");
    }
    if selected("generated_minimal") {
        let mut rng = DefaultRng::seed_from_u64(1);
        let options = DigOptions::new(Target::Minimal);
        let ours: Vec<Grid> = (0..limit.min(1000))
            .filter_map(|_| generate(&options, &mut rng).ok())
            .map(|p| p.puzzle)
            .collect();
        duel_row("generated_minimal", rounds, &ours);
    }

    if selected("grids") {
        header("solved grids: ours canonical_puzzle, crate Sudoku::canonicalized");
        let mut rng = DefaultRng::seed_from_u64(2);
        let ours: Vec<Grid> = (0..limit.min(2000))
            .map(|_| shudu::fill::random_grid(&mut rng))
            .collect();
        // Both give the minlex grid: they must agree before they are timed.
        for g in &ours {
            let theirs = Sudoku::from_bytes(*g.values())
                .expect("values 0..=9")
                .canonicalized()
                .expect("a solved grid");
            assert_eq!(
                canonical_puzzle(g).form.values(),
                &theirs.0.to_bytes(),
                "{g}"
            );
        }
        duel_row("solved grids", rounds, &ours);
    }
}
