//! Rating throughput and the time budget on the hardest puzzles.
//!
//! 1. Typical generated puzzles: `SHUDU_BENCH_GENERATED` (default 2,000)
//!    minimal puzzles made with `dig::generate` (random grid, dug until
//!    minimal), rated with [`shudu::rate::rate`] (every scale) and with
//!    [`shudu::rate::rate_se`] (the SE number alone); ratings per second of one
//!    thread's CPU time (`support/cpu_clock.rs`), best of `SHUDU_BENCH_ROUNDS` (default 3) rounds. Side by side,
//!    alternating rounds, the `sudoku` crate's human-style
//!    `StrategySolver::solve` with all its strategies on the same puzzles
//!    (it only solves, does not rate, and gives up where its strategies end).
//!    The same puzzles split into those rated below SE 6.5 (no chains
//!    needed) and the rest, and the unbiased set (puzzles1), are measured
//!    the same way.
//! 2. The hardest published puzzles: every puzzle of
//!    puzzles6_forum_hardest_1106 and every `SHUDU_BENCH_STRIDE`-th (default
//!    500) of puzzles5_forum_hardest_1905_11+ (SE 11 and above), rated once
//!    each: mean and maximum CPU time per puzzle against the budget (mean
//!    0.5 s, max 2 s per puzzle on one core), with the SE distribution.
//!
//! ```text
//! cargo bench -p shudu --bench rate
//! SHUDU_BENCH_GENERATED=500 SHUDU_BENCH_STRIDE=2000 cargo bench -p shudu --bench rate   # quicker
//! SHUDU_BENCH_HARDEST=0 cargo bench -p shudu --bench rate   # throughput only, no hardest sets
//! ```

#[macro_use]
#[path = "support/record.rs"]
mod record;

#[path = "support/cpu_clock.rs"]
mod cpu_clock;
use cpu_clock::CpuClock;
use std::hint::black_box;
use std::time::Duration;

use shudu::dig::{generate, DigOptions};
use shudu::rate::{rate, rate_se};
use shudu::{rng_for, Grid};
use sudoku::strategy::{Strategy, StrategySolver};
use sudoku::Sudoku;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/data/");

/// The stated budget per hardest puzzle.
const BUDGET_MEAN: Duration = Duration::from_millis(500);
const BUDGET_MAX: Duration = Duration::from_secs(2);

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(default)
}

fn puzzles(file: &str, stride: usize) -> Vec<Grid> {
    let path = format!("{DATA}{file}");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {path}: {e}"));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .step_by(stride.max(1))
        .map(|l| l.parse().unwrap_or_else(|e| panic!("{file}: {e}")))
        .collect()
}

fn all_strategies() -> Vec<Strategy> {
    vec![
        Strategy::NakedSingles,
        Strategy::HiddenSingles,
        Strategy::LockedCandidates,
        Strategy::NakedPairs,
        Strategy::XWing,
        Strategy::HiddenPairs,
        Strategy::NakedTriples,
        Strategy::Swordfish,
        Strategy::HiddenTriples,
        Strategy::XyWing,
        Strategy::XyzWing,
        Strategy::NakedQuads,
        Strategy::Jellyfish,
        Strategy::HiddenQuads,
    ]
}

/// Rates every puzzle once with `rate` (whether solved, the SE number);
/// puzzles per second.
fn ours(set: &[Grid], rate: impl Fn(&Grid) -> (bool, f32)) -> f64 {
    let start = CpuClock::now();
    let mut check = 0u32;
    for g in set {
        let (solved, se) = rate(g);
        check = check.wrapping_add(u32::from(solved) + (se * 10.0) as u32);
    }
    black_box(check);
    set.len() as f64 / start.elapsed().as_secs_f64()
}

/// Every scale ([`rate`]).
fn every_scale(g: &Grid) -> (bool, f32) {
    let r = rate(g).expect("bench puzzles have one solution");
    (r.solved, r.se)
}

/// The SE number alone ([`rate_se`]: no HoDoKu solve, no other scales).
fn se_alone(g: &Grid) -> (bool, f32) {
    let r = rate_se(g).expect("bench puzzles have one solution");
    (r.solved, r.se)
}

/// The peer's human-style solve of every puzzle once; puzzles per second.
fn theirs(set: &[Sudoku], strategies: &[Strategy]) -> (f64, usize) {
    let start = CpuClock::now();
    let mut solved = 0;
    for s in set {
        if StrategySolver::from_sudoku(*s).solve(strategies).is_ok() {
            solved += 1;
        }
    }
    black_box(solved);
    (set.len() as f64 / start.elapsed().as_secs_f64(), solved)
}

fn throughput(label: &str, set: &[Grid], rounds: usize) {
    let peer: Vec<Sudoku> = set
        .iter()
        .map(|g| Sudoku::from_str_line(&g.to_line()).expect("valid line"))
        .collect();
    let strategies = all_strategies();
    let (mut best_ours, mut best_se, mut best_theirs, mut their_solved) = (0f64, 0f64, 0f64, 0);
    for _ in 0..rounds {
        best_ours = best_ours.max(ours(set, every_scale));
        best_se = best_se.max(ours(set, se_alone));
        let (t, s) = theirs(&peer, &strategies);
        best_theirs = best_theirs.max(t);
        their_solved = s;
    }
    let ratings: Vec<_> = set.iter().map(|g| rate(g).expect("unique")).collect();
    let logical = ratings.iter().filter(|r| r.trial_depth == 0).count();
    let mut se_hist = [0usize; 13];
    for r in &ratings {
        se_hist[(r.se as usize).min(12)] += 1;
    }
    println!(
        "{label:<24} {:>6} puzzles  shudu rate {:>9.0}/s  sudoku StrategySolver::solve {:>9.0}/s  ratio {:.2}",
        set.len(),
        best_ours,
        best_theirs,
        best_ours / best_theirs
    );
    println!(
        "{:<24} the SE number alone (rate_se) {best_se:>9.0}/s: {:.2}x every scale",
        "",
        best_se / best_ours
    );
    println!(
        "{:<24} solved without trial: shudu {logical}, sudoku crate (solved at all) {their_solved}; SE by integer part {:?}",
        "", se_hist
    );
}

fn hardest(label: &str, set: &[Grid]) {
    let mut times = Vec::with_capacity(set.len());
    let mut se: Vec<f32> = Vec::with_capacity(set.len());
    let mut depth = [0usize; 8];
    for g in set {
        let start = CpuClock::now();
        let r = rate(g);
        times.push(start.elapsed());
        if let Ok(r) = r {
            se.push(r.se);
            depth[usize::from(r.trial_depth).min(7)] += 1;
        }
    }
    let total: Duration = times.iter().sum();
    let mean = total / times.len().max(1) as u32;
    let max = times.iter().max().copied().unwrap_or_default();
    se.sort_by(f32::total_cmp);
    let pct = |p: f64| se[((se.len() - 1) as f64 * p) as usize];
    let se_mean = se.iter().map(|&x| f64::from(x)).sum::<f64>() / se.len() as f64;
    println!(
        "{label:<24} {:>6} puzzles  mean {:>7.1} ms  max {:>7.1} ms  budget mean {} ms / max {} ms: {}",
        set.len(),
        mean.as_secs_f64() * 1e3,
        max.as_secs_f64() * 1e3,
        BUDGET_MEAN.as_millis(),
        BUDGET_MAX.as_millis(),
        if mean <= BUDGET_MEAN && max <= BUDGET_MAX {
            "met"
        } else {
            "NOT met"
        }
    );
    println!(
        "{:<24} SE mean {se_mean:.2}, min {:.1}, 10% {:.1}, median {:.1}, 90% {:.1}, max {:.1}; rated {} of {}; trial depth counts {:?}",
        "",
        se[0],
        pct(0.1),
        pct(0.5),
        pct(0.9),
        se[se.len() - 1],
        se.len(),
        set.len(),
        depth
    );
}

fn main() {
    bench();
    record::finish("rate");
}

/// The bench itself; everything it prints goes to the record too.
fn bench() {
    // `cargo bench` passes --bench; nothing else to parse.
    let rounds = env_usize("SHUDU_BENCH_ROUNDS", 3);
    let generated_n = env_usize("SHUDU_BENCH_GENERATED", 2000);
    let stride = env_usize("SHUDU_BENCH_STRIDE", 500);

    let options = DigOptions::default();
    let generated: Vec<Grid> = (0..generated_n)
        .map(|i| {
            generate(&options, &mut rng_for(2024, i as u64))
                .expect("minimal digging always succeeds")
                .puzzle
        })
        .collect();
    println!("== throughput, one thread (best of {rounds} rounds)");
    throughput("generated minimal", &generated, rounds);
    // The same puzzles split by what they need: no chain (SE below 6.5),
    // or chains and beyond.
    let (basic, chains): (Vec<Grid>, Vec<Grid>) = generated
        .iter()
        .partition(|g| rate(g).expect("unique").se < 6.5);
    throughput("  of which SE < 6.5", &basic, rounds);
    throughput("  of which SE >= 6.5", &chains, rounds);
    throughput(
        "unbiased_first1000",
        &puzzles("puzzles1_unbiased_first1000", 1),
        rounds,
    );

    if env_usize("SHUDU_BENCH_HARDEST", 1) == 0 {
        return;
    }
    println!("== hardest puzzles, one rating each");
    hardest(
        "forum_hardest_1106",
        &puzzles("puzzles6_forum_hardest_1106", 1),
    );
    hardest(
        "forum_hardest_1905_11+",
        &puzzles("puzzles5_forum_hardest_1905_11+", stride),
    );
}
