//! Wall time (noisy on a busy machine) spent in each technique's finder
//! while solving a puzzle file with every technique (the solver's loop,
//! re-enacted one technique at a time).
//!
//! `cargo run --release -p shudu-lab --bin logic_profile -- FILE [LIMIT] [STRIDE]`

use shudu::logic::{Candidates, LogicalSolver, Technique};
use shudu::Grid;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let file = args
        .next()
        .expect("usage: logic_profile FILE [LIMIT] [STRIDE]");
    let limit: usize = args
        .next()
        .map_or(usize::MAX, |s| s.parse().expect("LIMIT"));
    let stride: usize = args.next().map_or(1, |s| s.parse().expect("STRIDE"));
    let text = std::fs::read_to_string(&file).expect("readable file");
    let solvers: Vec<(Technique, LogicalSolver)> = Technique::ALL
        .iter()
        .map(|&t| (t, LogicalSolver::with_techniques(&[t])))
        .collect();
    let mut time = vec![0f64; solvers.len()];
    let mut calls = vec![0usize; solvers.len()];
    let mut hits = vec![0usize; solvers.len()];
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .step_by(stride)
        .take(limit)
    {
        let g = Grid::parse_unchecked(line.trim()).expect("a puzzle line");
        let mut state = Candidates::from_grid(&g);
        while !state.is_solved() && !state.is_broken() {
            let mut applied = false;
            for (k, (_, s)) in solvers.iter().enumerate() {
                let t = Instant::now();
                let step = s.next_step(&state);
                time[k] += t.elapsed().as_secs_f64();
                calls[k] += 1;
                if let Some(step) = step {
                    hits[k] += 1;
                    state.apply(&step);
                    applied = true;
                    break;
                }
            }
            if !applied {
                break;
            }
        }
    }
    println!(
        "{:<24} {:>8} {:>8} {:>10} {:>10}",
        "technique", "calls", "found", "total ms", "us/call"
    );
    for (k, (t, _)) in solvers.iter().enumerate() {
        if calls[k] > 0 {
            println!(
                "{:<24} {:>8} {:>8} {:>10.1} {:>10.1}",
                t.id(),
                calls[k],
                hits[k],
                time[k] * 1e3,
                time[k] * 1e6 / calls[k] as f64
            );
        }
    }
}
