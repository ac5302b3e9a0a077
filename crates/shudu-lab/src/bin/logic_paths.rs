//! Solves puzzle files with the human-style solver (times are CPU time of
//! the thread), checks every step
//! against the unique solution, and reports time per puzzle and how often
//! each technique was used.
//!
//! `cargo run --release -p shudu-lab --bin logic_paths -- FILE [LIMIT]`

use shudu::logic::{LogicalSolver, Technique};
use shudu::Grid;
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

fn main() {
    let mut args = std::env::args().skip(1);
    let file = args
        .next()
        .expect("usage: logic_paths FILE [LIMIT] [STRIDE]");
    let limit: usize = args
        .next()
        .map_or(usize::MAX, |s| s.parse().expect("LIMIT"));
    let stride: usize = args.next().map_or(1, |s| s.parse().expect("STRIDE"));
    let text = std::fs::read_to_string(&file).expect("readable file");
    let puzzles: Vec<Grid> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .step_by(stride)
        .take(limit)
        .map(|l| Grid::parse_unchecked(l.trim()).expect("a puzzle line"))
        .collect();
    let solver = LogicalSolver::new();
    let mut uses: BTreeMap<Technique, usize> = BTreeMap::new();
    let mut times = Vec::new();
    let mut unsolved = 0;
    let mut steps = 0;
    let mut trial_levels = [0usize; 3];
    for p in &puzzles {
        let solution = p.solve().expect("solvable");
        let t = cpu_now();
        let path = solver.solve(p);
        times.push((cpu_now() - t).as_secs_f64());
        if !path.solved {
            unsolved += 1;
        }
        steps += path.steps.len();
        for s in &path.steps {
            *uses.entry(s.technique).or_default() += 1;
            if s.technique == Technique::Trial {
                let level = if s.text().contains("exhaustive") {
                    2
                } else if s.text().contains("intersections") {
                    1
                } else {
                    0
                };
                trial_levels[level] += 1;
            }
            for pl in &s.placements {
                assert_eq!(
                    solution.get(pl.cell),
                    Some(pl.digit),
                    "wrong placement: {}",
                    s.text()
                );
            }
            for e in &s.eliminations {
                assert_ne!(
                    solution.get(e.cell),
                    Some(e.digit),
                    "true digit removed: {}",
                    s.text()
                );
            }
        }
    }
    let n = times.len() as f64;
    let total: f64 = times.iter().sum();
    times.sort_by(|a, b| a.partial_cmp(b).expect("finite"));
    println!(
        "{file}: {} puzzles, {unsolved} unsolved, {steps} steps; per puzzle mean {:.2} ms, median {:.2} ms, p90 {:.2} ms, max {:.2} ms; {:.0} puzzles/s",
        times.len(),
        total / n * 1e3,
        times[times.len() / 2] * 1e3,
        times[times.len() * 9 / 10] * 1e3,
        times[times.len() - 1] * 1e3,
        n / total
    );
    println!(
        "  trial by singles {}, by singles and intersections {}, by exhaustive search {}",
        trial_levels[0], trial_levels[1], trial_levels[2]
    );
    for (t, k) in uses {
        println!("  {:<24} {k}", t.id());
    }
}

/// CPU time of this thread so far (Linux schedstat, in nanoseconds), so that
/// a busy shared machine does not inflate the figures; wall time elsewhere.
fn cpu_now() -> Duration {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .map(Duration::from_nanos)
        .unwrap_or_else(|| START.get_or_init(Instant::now).elapsed())
}
