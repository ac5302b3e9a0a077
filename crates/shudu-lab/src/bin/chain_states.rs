//! Developer tool for the chain finders: `collect FILE OUT` writes the
//! candidate states of the rating paths of FILE's puzzles in which a step
//! rated 6.6 or more was taken (where the chain finders run); `run OUT
//! [REPEAT]` runs each chain-family finder on every state, prints what it
//! found (to compare two builds) and, on stderr, the time each finder took.
use shudu::logic::{Candidates, LogicalSolver, Technique};
use std::time::Instant;

const FINDERS: [Technique; 7] = [
    Technique::RemotePairs,
    Technique::XChain,
    Technique::XYChain,
    Technique::AlternatingInferenceChain,
    Technique::AlsXz,
    Technique::CellForcingChain,
    Technique::UnitForcingChain,
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("collect") => {
            let text = std::fs::read_to_string(&args[1]).expect("puzzle file");
            let mut out = String::new();
            for line in puzzle_lines(&text) {
                let g: shudu::Grid = line.parse().expect("puzzle");
                let mut state = Candidates::from_grid(&g);
                let steps = shudu::rate::explain(&g)
                    .map(|e| e.steps)
                    .unwrap_or_default();
                for s in steps {
                    if s.se_tenths >= 66 {
                        out.push_str(&state.to_pencil_marks().replace('\n', " "));
                        out.push('\n');
                    }
                    state.apply(&s.step);
                }
            }
            std::fs::write(&args[2], out).expect("writable");
        }
        Some("run") => {
            let text = std::fs::read_to_string(&args[1]).expect("state file");
            let repeat: usize = args.get(2).map_or(1, |s| s.parse().expect("REPEAT"));
            let states: Vec<Candidates> = text
                .lines()
                .map(|l| Candidates::from_pencil_marks(l).expect("state"))
                .collect();
            for t in FINDERS {
                let solver = LogicalSolver::with_techniques(&[t]);
                let start = Instant::now();
                let mut found = 0;
                for r in 0..repeat {
                    for (i, s) in states.iter().enumerate() {
                        if let Some(step) = solver.next_step(s) {
                            found += 1;
                            if r == 0 {
                                println!(
                                    "{i} {t:?}: {} | {:?} {:?} {}",
                                    step.text(),
                                    step.placements,
                                    step.eliminations,
                                    step.length
                                );
                            }
                        }
                    }
                }
                let us = start.elapsed().as_secs_f64() * 1e6 / (repeat * states.len()) as f64;
                eprintln!(
                    "{t:?}: {us:.1} us per state, found {}/{}",
                    found / repeat,
                    states.len()
                );
            }
            // As the rater runs them: in order, until one finds a step.
            let solvers: Vec<LogicalSolver> = FINDERS
                .iter()
                .map(|&t| LogicalSolver::with_techniques(&[t]))
                .collect();
            let mut spent = [0.0f64; FINDERS.len()];
            let mut calls = [0usize; FINDERS.len()];
            for _ in 0..repeat {
                for s in &states {
                    for (k, solver) in solvers.iter().enumerate() {
                        let start = Instant::now();
                        let found = solver.next_step(s).is_some();
                        spent[k] += start.elapsed().as_secs_f64();
                        calls[k] += 1;
                        if found {
                            break;
                        }
                    }
                }
            }
            let total: f64 = spent.iter().sum();
            for (k, t) in FINDERS.iter().enumerate() {
                eprintln!(
                    "in order {t:?}: {} calls, {:.1} us each, {:.1}% of {:.1} ms",
                    calls[k] / repeat,
                    spent[k] * 1e6 / calls[k].max(1) as f64,
                    100.0 * spent[k] / total,
                    total * 1e3 / repeat as f64
                );
            }
        }
        Some("min") => {
            // For each finder, the states where the rater calls it (the
            // earlier finders found nothing); the best of REPEAT passes.
            let text = std::fs::read_to_string(&args[1]).expect("state file");
            let repeat: usize = args.get(2).map_or(5, |s| s.parse().expect("REPEAT"));
            let states: Vec<Candidates> = text
                .lines()
                .map(|l| Candidates::from_pencil_marks(l).expect("state"))
                .collect();
            let solvers: Vec<LogicalSolver> = FINDERS
                .iter()
                .map(|&t| LogicalSolver::with_techniques(&[t]))
                .collect();
            let mut calls: Vec<Vec<&Candidates>> = vec![Vec::new(); FINDERS.len()];
            for s in &states {
                for (k, solver) in solvers.iter().enumerate() {
                    calls[k].push(s);
                    if solver.next_step(s).is_some() {
                        break;
                    }
                }
            }
            let mut line = String::new();
            let mut total = 0.0;
            let only = args.get(3).cloned().unwrap_or_default();
            for (k, t) in FINDERS.iter().enumerate() {
                if !format!("{t:?}").contains(&only) {
                    continue;
                }
                // Each call's best time over the passes, summed: robust to
                // a busy machine, as a call rarely loses the processor.
                let mut per_call = vec![f64::MAX; calls[k].len()];
                for _ in 0..repeat {
                    for (n, s) in calls[k].iter().enumerate() {
                        let start = Instant::now();
                        std::hint::black_box(solvers[k].next_step(s));
                        per_call[n] = per_call[n].min(start.elapsed().as_secs_f64());
                    }
                }
                let best: f64 = per_call.iter().sum();
                total += best;
                line.push_str(&format!("{t:?} {:.1} ms | ", best * 1e3));
            }
            println!("{line}total {:.1} ms", total * 1e3);
        }
        _ => eprintln!("usage: chain_states collect FILE OUT | run OUT [REPEAT]"),
    }
}

/// The puzzle lines of a file in the line form (blank lines and `#`
/// comments skipped).
fn puzzle_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
}
