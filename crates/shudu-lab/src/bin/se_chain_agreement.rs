//! How often shudu's SE number equals Sudoku Explainer's ER on the
//! calibration puzzles, with the stand-in chains (X-, XY-chains, AIC, cell
//! and unit forcing chains, trials from 8.5: `se::order_with_stand_in_chains`,
//! "before") and with the rating path, where SE's own chaining rules
//! (X/Y/bidirectional cycles and forcing chains, Nishio, multiple and
//! dynamic forcing chains) rate the chains (`rate`, "after"):
//! `cargo run --release -p shudu-lab --bin se_chain_agreement -- FILE [MIN_ER] [LIMIT] [MODE]`
//! (FILE: lines "puzzle ER ...", e.g. tests/data/se-calibration/ratings.txt;
//! a line without ER counts as ER -1, so MIN_ER -1 takes every puzzle of a
//! plain puzzle file). MODE `before` or `after` rates with one path only (to
//! time each under `time`); `both` (default) compares them. Prints
//! agreement (equal, within 0.2), wall seconds and the slowest puzzle.
use shudu::logic::LogicalSolver;
use shudu::rate::{rate, rate_path, se};
use shudu::Grid;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(file) = args.next() else {
        eprintln!("usage: se_chain_agreement FILE [MIN_ER] [LIMIT]");
        std::process::exit(2);
    };
    let min_er: f32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(6.5);
    let limit: usize = args
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    let mode = args.next().unwrap_or_else(|| "both".to_string());
    let (do_before, do_after) = (mode != "after", mode != "before");
    let Ok(text) = std::fs::read_to_string(&file) else {
        eprintln!("cannot read {file}");
        std::process::exit(2);
    };
    let puzzles: Vec<(Grid, f32)> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let mut w = l.split_whitespace();
            let g = Grid::parse(w.next()?).ok()?;
            let er: f32 = w.next().and_then(|s| s.parse().ok()).unwrap_or(-1.0);
            Some((g, er))
        })
        .filter(|&(_, er)| er >= min_er)
        .take(limit)
        .collect();
    let solver = LogicalSolver::with_order(se::order_with_stand_in_chains());
    let tenths = |x: f32| (x * 10.0).round() as i32;
    let (mut eq0, mut near0, mut eq1, mut near1) = (0, 0, 0, 0);
    let (mut t0, mut t1, mut worst) = (0.0f64, 0.0f64, 0.0f64);
    let verbose = std::env::var_os("VERBOSE").is_some();
    for (g, er) in &puzzles {
        let start = Instant::now();
        let before = if do_before {
            rate_path(g, &solver.solve(g)).se
        } else {
            0.0
        };
        t0 += start.elapsed().as_secs_f64();
        let start = Instant::now();
        let after = if do_after {
            rate(g).map(|r| r.se).unwrap_or(0.0)
        } else {
            0.0
        };
        let dt = start.elapsed().as_secs_f64();
        t1 += dt;
        worst = worst.max(dt);
        let (e, b, a) = (tenths(*er), tenths(before), tenths(after));
        eq0 += usize::from(b == e);
        near0 += usize::from((b - e).abs() <= 2);
        eq1 += usize::from(a == e);
        near1 += usize::from((a - e).abs() <= 2);
        if verbose && a != e {
            println!("{g} SE {er:.1} before {before:.1} after {after:.1}");
        }
    }
    let n = puzzles.len().max(1) as f64;
    println!("puzzles with ER >= {min_er}: {}", puzzles.len());
    println!(
        "before: equal {eq0} ({:.1}%), within 0.2 {near0} ({:.1}%), {:.2} s",
        100.0 * eq0 as f64 / n,
        100.0 * near0 as f64 / n,
        t0
    );
    println!(
        "after:  equal {eq1} ({:.1}%), within 0.2 {near1} ({:.1}%), {:.2} s, slowest {:.3} s",
        100.0 * eq1 as f64 / n,
        100.0 * near1 as f64 / n,
        t1,
        worst
    );
}
