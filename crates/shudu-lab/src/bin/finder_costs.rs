//! Per-finder cost on the states where the rater needs a step above the
//! singles: every state of the rated paths of a puzzle file, each finder
//! (a one-technique LogicalSolver) timed over all of them, best of 3.
use shudu::logic::{Candidates, LogicalSolver, Technique};
use std::time::Instant;

fn main() {
    let file = std::env::args().nth(1).expect("FILE");
    let text = std::fs::read_to_string(&file).expect("readable");
    let mut states: Vec<Candidates> = Vec::new();
    for line in puzzle_lines(&text) {
        let g: shudu::Grid = line.parse().expect("puzzle");
        let Ok(path) = shudu::rate::explain(&g) else {
            continue;
        };
        let mut state = Candidates::from_grid(&g);
        for s in &path.steps {
            // States where a step above the naked single was needed.
            if s.se_tenths > 23 {
                states.push(state.clone());
            }
            state.apply(&s.step);
        }
    }
    eprintln!("{} states", states.len());
    let mut rows = Vec::new();
    let mut total = 0.0;
    for &t in Technique::ALL {
        if matches!(
            t,
            Technique::FullHouse
                | Technique::HiddenSingleBox
                | Technique::HiddenSingleLine
                | Technique::NakedSingle
                | Technique::XChain
                | Technique::XYChain
                | Technique::AlternatingInferenceChain
                | Technique::AlsXz
                | Technique::CellForcingChain
                | Technique::UnitForcingChain
                | Technique::Trial
                | Technique::RemotePairs
        ) {
            continue;
        }
        let s = LogicalSolver::with_techniques(&[t]);
        let mut best = f64::MAX;
        let mut found = 0;
        for _ in 0..3 {
            let start = Instant::now();
            found = 0;
            for st in &states {
                if s.next_step(st).is_some() {
                    found += 1;
                }
            }
            best = best.min(start.elapsed().as_secs_f64());
        }
        total += best;
        rows.push((t, best, found));
    }
    rows.sort_by(|a, b| b.1.total_cmp(&a.1));
    for (t, best, found) in rows {
        println!(
            "{:28} {:8.0} ns/state  found in {:5}",
            t.id(),
            best * 1e9 / states.len() as f64,
            found
        );
    }
    println!(
        "{:28} {:8.0} ns/state",
        "all these finders",
        total * 1e9 / states.len() as f64
    );
}

/// The puzzle lines of a file in the line form (blank lines and `#`
/// comments skipped).
fn puzzle_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
}
