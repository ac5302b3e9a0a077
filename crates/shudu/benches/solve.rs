//! Solver throughput, side by side with the `sudoku` crate (a JCZSolve port).
//!
//! For every puzzle set it measures our uniqueness check
//! ([`Grid::uniqueness`]) against the crate's (`Sudoku::solution`, which
//! counts up to two solutions) in alternating rounds, and keeps the best round
//! of each; then counting many solutions (the empty grid's, and every
//! solution of puzzles with several) against `Sudoku::solutions_count_up_to`;
//! then the same for complete-grid generation
//! ([`shudu::solver::random_solution`] from the empty grid against
//! `Sudoku::generate_solved_with_rng`). Both sides must agree on every
//! puzzle before they are timed. Rounds are timed by this thread's CPU time
//! (on Linux), which other processes on a busy machine disturb far less than
//! wall time; the ratio is the figure to read.
//!
//! Run it with
//!
//! ```text
//! cargo bench -p shudu --bench solve
//! SHUDU_BENCH_LIMIT=2000 cargo bench -p shudu --bench solve   # quicker: 2,000 puzzles per set
//! SHUDU_BENCH_ROUNDS=3 cargo bench -p shudu --bench solve     # rounds per side (default 5)
//! SHUDU_BENCH_SETS=17_clue,top1465 cargo bench -p shudu --bench solve  # only sets whose label
//!                                                   # contains one of these ("grids": complete grids,
//!                                                   # "many": counting many solutions)
//! SHUDU_BENCH_MANY=100000 cargo bench -p shudu --bench solve  # solutions counted per puzzle (default 1,000,000)
//! ```
//!
//! Results: `docs/benchmarks.md` (`SHUDU_BENCH_RECORD=1` appends a run there).

#[macro_use]
#[path = "support/record.rs"]
mod record;

#[path = "support/cpu_clock.rs"]
mod cpu_clock;
#[path = "support/duel.rs"]
mod duel;
use cpu_clock::CpuClock;
use duel::{duel, env_usize, puzzle_lines};
use std::hint::black_box;

use rand::SeedableRng;
use shudu::{DefaultRng, Grid};
use sudoku::Sudoku;

/// The puzzle sets, with a short label for the table.
const SETS: &[(&str, &str)] = &[
    ("unbiased_first1000", "puzzles1_unbiased_first1000"),
    ("17_clue", "puzzles2_17_clue"),
    ("magictour_top1465", "puzzles3_magictour_top1465"),
    ("forum_hardest_1905_11+", "puzzles5_forum_hardest_1905_11+"),
    ("forum_hardest_1106", "puzzles6_forum_hardest_1106"),
    ("serg_multi_solution", "puzzles7_serg_benchmark"),
];

fn row(label: &str, n: usize, ours: f64, theirs: f64) {
    println!(
        "| {label:<24} | {n:>7} | {ours:>12.0} | {theirs:>12.0} | {:>5.2} |",
        ours / theirs
    );
}

fn main() {
    bench();
    record::finish("solve");
}

/// The bench itself; everything it prints goes to the record too.
fn bench() {
    // `cargo bench` passes `--bench`; ignore any arguments but a bare number (a limit).
    let arg_limit = std::env::args()
        .skip(1)
        .find_map(|a| a.parse::<usize>().ok());
    let limit = arg_limit
        .or_else(|| env_usize("SHUDU_BENCH_LIMIT"))
        .unwrap_or(usize::MAX);
    let rounds = env_usize("SHUDU_BENCH_ROUNDS").unwrap_or(5).max(1);
    // Comma-separated parts of labels to run; all sets when unset.
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
    println!();
    println!("uniqueness check: ours Grid::uniqueness, crate Sudoku::solution");
    println!(
        "| {:<24} | {:>7} | {:>12} | {:>12} | {:>5} |",
        "set", "puzzles", "ours/s", "crate/s", "ratio"
    );
    println!(
        "|{:-<26}|{:->9}|{:->14}|{:->14}|{:->7}|",
        "", "", "", "", ""
    );
    for &(label, file) in SETS {
        if !selected(label) {
            continue;
        }
        let lines = puzzle_lines(file, limit);
        let ours: Vec<Grid> = lines
            .iter()
            .map(|l| Grid::parse_unchecked(l).expect("puzzle line"))
            .collect();
        let theirs: Vec<Sudoku> = lines
            .iter()
            .map(|l| Sudoku::from_str_line(l).expect("puzzle line"))
            .collect();
        // Both sides must agree before their speed means anything.
        for (g, s) in ours.iter().zip(&theirs) {
            assert_eq!(g.uniqueness().is_unique(), s.solution().is_some(), "{g}");
        }
        let (o, t) = duel(
            rounds,
            ours.len(),
            || {
                ours.iter()
                    .filter(|g| black_box(*g).uniqueness().is_unique())
                    .count()
            },
            || {
                theirs
                    .iter()
                    .filter(|s| black_box(**s).solution().is_some())
                    .count()
            },
        );
        row(label, ours.len(), o, t);
    }

    if selected("many solutions") {
        many_solutions(rounds, limit);
    }

    if !selected("complete grids") {
        return;
    }
    let grids = limit.min(20_000);
    let mut our_rng = DefaultRng::seed_from_u64(1);
    let mut their_rng = <rand08::rngs::StdRng as rand08::SeedableRng>::seed_from_u64(1);
    let empty = Grid::empty();
    let (o, t) = duel(
        rounds,
        grids,
        || {
            (0..grids)
                .filter(|_| shudu::solver::random_solution(&empty, &mut our_rng).is_some())
                .count()
        },
        || {
            (0..grids)
                .map(|_| Sudoku::generate_solved_with_rng(&mut their_rng).to_bytes()[0] as usize)
                .sum()
        },
    );
    println!();
    println!("complete grids: ours solver::random_solution(empty), crate Sudoku::generate_solved_with_rng");
    row("complete grids", grids, o, t);
}

/// Counting many solutions (`shudu solve --count-solutions --limit N`):
/// solutions per second, counting the empty grid's to `SHUDU_BENCH_MANY`
/// (default 1,000,000) and every solution, up to that many, of each of the
/// first 1,000 serg puzzles (or `SHUDU_BENCH_LIMIT`).
fn many_solutions(rounds: usize, limit: usize) {
    let many = env_usize("SHUDU_BENCH_MANY").unwrap_or(1_000_000).max(1);
    println!();
    println!("many solutions: ours Grid::count_solutions, crate Sudoku::solutions_count_up_to");
    println!(
        "| {:<24} | {:>7} | {:>12} | {:>12} | {:>5} |",
        "solutions of", "counted", "ours/s", "crate/s", "ratio"
    );
    let empty = Grid::empty();
    let blank = Sudoku::from_bytes([0; 81]).expect("the empty grid");
    assert_eq!(
        empty.count_solutions(many),
        blank.solutions_count_up_to(many)
    );
    let (o, t) = duel(
        rounds,
        many,
        || black_box(empty).count_solutions(many),
        || black_box(blank).solutions_count_up_to(many),
    );
    row("empty grid", many, o, t);
    let lines = puzzle_lines("puzzles7_serg_benchmark", limit.min(1_000));
    let ours: Vec<Grid> = lines
        .iter()
        .map(|l| Grid::parse_unchecked(l).expect("puzzle line"))
        .collect();
    let theirs: Vec<Sudoku> = lines
        .iter()
        .map(|l| Sudoku::from_str_line(l).expect("puzzle line"))
        .collect();
    let count_ours = || -> usize {
        ours.iter()
            .map(|g| black_box(g).count_solutions(many))
            .sum()
    };
    let count_theirs = || -> usize {
        theirs
            .iter()
            .map(|s| black_box(s).solutions_count_up_to(many))
            .sum()
    };
    let total = count_ours();
    assert_eq!(total, count_theirs(), "serg solution counts");
    let (o, t) = duel(rounds, total, count_ours, count_theirs);
    row(&format!("serg ({} puzzles)", ours.len()), total, o, t);
}
