//! Throughput of the human-style solver: full logical solves per second.
//!
//! For each corpus (1,000 unbiased puzzles, the 1,465 "top" puzzles) it
//! prints the share solved and how often each technique fired, then times,
//! in interleaved rounds (best round counts; CPU time of the thread, so a
//! busy machine does not inflate the figures):
//! - shudu with every technique,
//! - shudu limited to the techniques the `sudoku` crate's strategy solver
//!   has (singles, locked candidates, subsets, basic fish, XY- and XYZ-wing),
//! - the `sudoku` crate's `StrategySolver` with those strategies,
//!
//! and the ratio of the two like-for-like runs. Run with
//! `cargo bench -p shudu --bench logic`.

#[macro_use]
#[path = "support/record.rs"]
mod record;

use shudu::logic::{LogicalSolver, Technique};
use shudu::Grid;
use std::collections::BTreeMap;
#[path = "support/cpu_clock.rs"]
mod cpu_clock;
use cpu_clock::CpuClock;
use std::hint::black_box;
use std::time::Duration;
use sudoku::strategy::{Strategy, StrategySolver};
use sudoku::Sudoku;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/data/");

fn lines(file: &str, n: usize) -> Vec<String> {
    let path = format!("{DATA}{file}");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .take(n)
        .map(String::from)
        .collect()
}

/// The techniques shudu shares with the peer's strategy solver.
const SHARED: &[Technique] = &[
    Technique::FullHouse,
    Technique::HiddenSingleBox,
    Technique::HiddenSingleLine,
    Technique::NakedSingle,
    Technique::Pointing,
    Technique::Claiming,
    Technique::NakedPair,
    Technique::HiddenPair,
    Technique::NakedTriple,
    Technique::HiddenTriple,
    Technique::NakedQuad,
    Technique::HiddenQuad,
    Technique::XWing,
    Technique::Swordfish,
    Technique::Jellyfish,
    Technique::XYWing,
    Technique::XYZWing,
];

fn peer_strategies() -> Vec<Strategy> {
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

/// Solves every puzzle once; returns how many were solved.
fn shudu_round(solver: &LogicalSolver, puzzles: &[Grid]) -> usize {
    puzzles
        .iter()
        .filter(|p| black_box(solver.solve(black_box(p))).solved)
        .count()
}

fn peer_round(strategies: &[Strategy], puzzles: &[Sudoku]) -> usize {
    puzzles
        .iter()
        .filter(|&&p| {
            black_box(StrategySolver::from_sudoku(black_box(p)).solve(strategies)).is_ok()
        })
        .count()
}

/// Where the time goes: collects the states met while solving (the full
/// solver's path), then times each finder over all states, in a loop, and
/// prints the mean cost of one call.
fn profile(grids: &[Grid]) {
    let full = LogicalSolver::new();
    let mut states = Vec::new();
    for g in grids {
        let mut state = shudu::logic::Candidates::from_grid(g);
        while let Some(step) = (!state.is_solved())
            .then(|| full.next_step(&state))
            .flatten()
        {
            states.push(state.clone());
            state.apply(&step);
        }
    }
    println!(
        "finder cost over {} states met while solving (mean per call):",
        states.len()
    );
    let mut line = String::new();
    for (i, &t) in Technique::ALL.iter().enumerate() {
        let solver = LogicalSolver::with_techniques(&[t]);
        let (spent, found) = time(|| {
            states
                .iter()
                .filter(|s| black_box(solver.next_step(black_box(s))).is_some())
                .count()
        });
        let per_call = spent.as_secs_f64() * 1e6 / states.len() as f64;
        line += &format!("  {:<20} {per_call:>6.2} us", t.id());
        if i % 3 == 2 {
            println!("{line}");
            line.clear();
        }
        black_box(found);
    }
    if !line.is_empty() {
        println!("{line}");
    }
}

fn time(f: impl FnOnce() -> usize) -> (Duration, usize) {
    let start = CpuClock::now();
    let n = f();
    (start.elapsed(), n)
}

fn main() {
    bench();
    record::finish("logic");
}

/// The bench itself; everything it prints goes to the record too.
fn bench() {
    let rounds: usize = std::env::var("LOGIC_BENCH_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5);
    let corpora = [
        ("unbiased (first 1000)", "puzzles1_unbiased_first1000", 1000),
        ("magictour top1465", "puzzles3_magictour_top1465", 1465),
    ];
    let full = LogicalSolver::new();
    let shared = LogicalSolver::with_techniques(SHARED);
    let strategies = peer_strategies();
    let mut sets: Vec<(String, Vec<String>)> = corpora
        .iter()
        .map(|&(name, file, n)| (name.to_string(), lines(file, n)))
        .collect();
    // Typical generated puzzles need only the simpler techniques: the
    // unbiased puzzles the full solver solves without fish or anything harder.
    let simple: Vec<String> = sets[0]
        .1
        .iter()
        .filter(|l| {
            let g: Grid = l.parse().expect("data sets hold valid puzzles");
            let path = full.solve(&g);
            path.solved
                && path
                    .steps
                    .iter()
                    .all(|s| s.technique <= Technique::HiddenQuad)
        })
        .cloned()
        .collect();
    sets.insert(
        1,
        (
            "unbiased, solvable by singles to subsets".to_string(),
            simple,
        ),
    );
    for (name, text) in sets {
        let grids: Vec<Grid> = text
            .iter()
            .map(|l| l.parse().expect("data sets hold valid puzzles"))
            .collect();
        let peers: Vec<Sudoku> = text
            .iter()
            .map(|l| Sudoku::from_str_line(l).expect("data sets hold valid puzzles"))
            .collect();

        // Usage: one untimed pass of the full solver.
        let mut fired: BTreeMap<Technique, usize> = BTreeMap::new();
        let mut solved = 0;
        let mut steps = 0;
        for g in &grids {
            let path = full.solve(g);
            solved += usize::from(path.solved);
            steps += path.steps.len();
            for s in &path.steps {
                *fired.entry(s.technique).or_default() += 1;
            }
        }
        println!("== {name}: {} puzzles", grids.len());
        println!(
            "full solver: {solved} solved ({:.1}%), {:.1} steps per puzzle",
            100.0 * solved as f64 / grids.len() as f64,
            steps as f64 / grids.len() as f64
        );
        println!("technique usage (steps):");
        for (t, k) in &fired {
            println!("  {:<28} {k}", t.id());
        }

        profile(&grids);

        // Interleaved timing; the best round of each counts.
        let mut best = [Duration::MAX; 3];
        let mut solved_by = [0usize; 3];
        for _ in 0..rounds {
            let runs = [
                time(|| shudu_round(&full, &grids)),
                time(|| shudu_round(&shared, &grids)),
                time(|| peer_round(&strategies, &peers)),
            ];
            for (i, (d, k)) in runs.into_iter().enumerate() {
                best[i] = best[i].min(d);
                solved_by[i] = k;
            }
        }
        let rate = |d: Duration| grids.len() as f64 / d.as_secs_f64();
        let labels = [
            "shudu, all techniques",
            "shudu, peer's technique set",
            "sudoku 0.8 StrategySolver",
        ];
        for i in 0..3 {
            println!(
                "{:<30} {:>10.0} solves/s  ({} of {} solved)",
                labels[i],
                rate(best[i]),
                solved_by[i],
                grids.len()
            );
        }
        println!(
            "like-for-like ratio shudu / sudoku: {:.2}x",
            best[2].as_secs_f64() / best[1].as_secs_f64()
        );
        println!();
    }
}
