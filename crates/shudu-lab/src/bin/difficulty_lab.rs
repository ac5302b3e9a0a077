//! Lab for rated generation: `cargo run --release -p shudu-lab --bin difficulty_lab -- N TARGET... [--reject-only|--steer-only] [--sym S] [--budget B]`
//! Prints, per target, puzzles/s, attempts and grids per puzzle for steering and rejection.
use shudu::difficulty::{
    generate_in_range, generate_rated, DifficultyOptions, DifficultyTarget, Strategy,
};
use shudu::dig::Symmetry;
use std::time::{Duration, Instant};

#[path = "../../../shudu/benches/support/cpu_clock.rs"]
mod cpu_clock;
use cpu_clock::CpuClock;

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Steer,
    RejectCapped,
    RejectFull,
}

/// The parsed value of an argument, or exit 2 saying which argument is wrong.
fn value<T: std::str::FromStr>(arg: Option<String>, what: &str) -> T
where
    T::Err: std::fmt::Display,
{
    let Some(text) = arg else {
        eprintln!("difficulty_lab: {what} needs a value");
        std::process::exit(2);
    };
    text.parse().unwrap_or_else(|e| {
        eprintln!("difficulty_lab: bad value {text:?} for {what}: {e}");
        std::process::exit(2)
    })
}

fn main() {
    let mut args = std::env::args().skip(1);
    let n: u64 = value(args.next(), "N (the first argument)");
    if std::env::var("PATHS").is_ok() {
        return paths(n);
    }
    if std::env::var("NEIGH").is_ok() {
        return neighbours(n, 10);
    }
    if std::env::var("DIST").is_ok() {
        return distribution(n);
    }
    let mut targets = Vec::new();
    let mut kinds = vec![Kind::Steer, Kind::RejectCapped, Kind::RejectFull];
    let mut symmetry = Symmetry::None;
    let mut budget = DifficultyOptions::DEFAULT_MAX_ATTEMPTS;
    while let Some(a) = args.next() {
        match a.as_str() {
            "--steer-only" => kinds = vec![Kind::Steer],
            "--no-full" => kinds = vec![Kind::Steer, Kind::RejectCapped],
            "--sym" => symmetry = value(args.next(), "--sym"),
            "--budget" => budget = value(args.next(), "--budget"),
            t => targets.push(value::<DifficultyTarget>(Some(t.to_string()), "a target")),
        }
    }
    for target in targets {
        let k_n = kinds.len();
        let mut time = vec![Duration::ZERO; k_n];
        let mut attempts = vec![0usize; k_n];
        let mut grids = vec![0usize; k_n];
        let mut givens = vec![0usize; k_n];
        let mut fails = vec![0usize; k_n];
        for i in 0..n {
            for (k, &kind) in kinds.iter().enumerate() {
                let strategy = if kind == Kind::Steer {
                    Strategy::Steer
                } else {
                    Strategy::Reject
                };
                let o = DifficultyOptions::default()
                    .with_strategy(strategy)
                    .with_symmetry(symmetry)
                    .with_max_attempts(budget);
                let mut rng = shudu::rng_for(7, i);
                let t = CpuClock::now();
                let r = if kind == Kind::RejectFull {
                    let mut full = |g: &shudu::Grid| shudu::rate::rate(g).ok().map(|r| r.se);
                    generate_in_range(target.range(), &o, &mut full, &mut rng)
                        .map(|p| (p.puzzle, p.attempts, p.grids))
                } else {
                    generate_rated(target, &o, &mut rng).map(|p| (p.puzzle, p.attempts, p.grids))
                };
                time[k] += t.elapsed();
                match r {
                    Ok((p, a, g)) => {
                        attempts[k] += a;
                        grids[k] += g;
                        givens[k] += p.givens();
                    }
                    Err(e) => {
                        fails[k] += 1;
                        attempts[k] += e.attempts();
                        grids[k] += e.grids();
                        eprintln!("{e}");
                    }
                }
            }
        }
        for (k, kind) in kinds.iter().enumerate() {
            let name = match kind {
                Kind::Steer => "steer",
                Kind::RejectCapped => "rej+cap",
                Kind::RejectFull => "reject",
            };
            let ok = n as usize - fails[k];
            println!(
                "{target:<24} {name:<7} {:>9.2} puzzles/s {:>8.2} ms/puzzle  attempts {:>7.1}  grids {:>6.1}  givens {:>4.1}  fails {}",
                ok as f64 / time[k].as_secs_f64(),
                time[k].as_secs_f64() * 1e3 / n as f64,
                attempts[k] as f64 / n as f64,
                grids[k] as f64 / n as f64,
                givens[k] as f64 / ok.max(1) as f64,
                fails[k]
            );
        }
    }
}

/// SE histogram of fresh minimal puzzles, with the mean rating time per bucket.
fn distribution(n: u64) {
    use std::collections::BTreeMap;
    let mut hist: BTreeMap<u16, (usize, Duration)> = BTreeMap::new();
    let mut dig_time = Duration::ZERO;
    for i in 0..n {
        let mut rng = shudu::rng_for(11, i);
        let t = Instant::now();
        let p = shudu::dig::generate(&shudu::dig::DigOptions::default(), &mut rng)
            .expect("digging without a target always succeeds");
        dig_time += t.elapsed();
        let t = Instant::now();
        let r = shudu::rate::rate(&p.puzzle).expect("a generated puzzle is valid");
        let e = hist.entry((r.se * 10.0).round() as u16).or_default();
        e.0 += 1;
        e.1 += t.elapsed();
    }
    println!(
        "dig: {:.3} ms per minimal puzzle",
        dig_time.as_secs_f64() * 1e3 / n as f64
    );
    for (k, (c, t)) in hist {
        println!(
            "SE {:>4.1}: {:>6} ({:>5.2}%)  rate {:>8.3} ms",
            k as f32 / 10.0,
            c,
            c as f64 * 100.0 / n as f64,
            t.as_secs_f64() * 1e3 / c as f64
        );
    }
}

/// SE along random dig paths: for each grid, the ratings of the puzzles between the full grid and a minimal puzzle.
#[allow(dead_code)]
pub fn paths(n: u64) {
    use rand::seq::SliceRandom;
    for i in 0..n {
        let mut rng = shudu::rng_for(13, i);
        let p = shudu::dig::generate(&shudu::dig::DigOptions::default(), &mut rng)
            .expect("digging without a target always succeeds");
        let mut empties: Vec<shudu::Cell> = p.puzzle.empty_cells().collect();
        empties.shuffle(&mut rng);
        let mut g = p.solution;
        let mut line = String::new();
        for (k, c) in empties.iter().enumerate() {
            g.clear(*c);
            if k >= 25 {
                let r = shudu::rate::rate(&g).expect("a puzzle dug from a solution is valid");
                line.push_str(&format!("{:.1} ", r.se));
            }
        }
        println!("{line}");
    }
}

/// Neighbour ratings: for fresh minimal puzzles, the ratings of K exchange neighbours (one clue back, dig to minimal), grouped by the start's level.
#[allow(dead_code)]
pub fn neighbours(n: u64, k: usize) {
    use rand::seq::{IndexedRandom, SliceRandom};
    use shudu::rate::Level;
    use std::collections::BTreeMap;
    let mut table: BTreeMap<Level, (usize, BTreeMap<Level, usize>)> = BTreeMap::new();
    let mut same_puzzle = 0;
    for i in 0..n {
        let mut rng = shudu::rng_for(17, i);
        let p = shudu::dig::generate(&shudu::dig::DigOptions::default(), &mut rng)
            .expect("digging without a target always succeeds");
        let r = shudu::rate::rate(&p.puzzle).expect("a generated puzzle is valid");
        let row = table.entry(r.level).or_default();
        row.0 += 1;
        let holes: Vec<shudu::Cell> = p.puzzle.empty_cells().collect();
        for _ in 0..k {
            let a = *holes.choose(&mut rng).expect("a minimal puzzle has holes");
            let mut g = p.puzzle;
            g.set(a, p.solution.get(a));
            let mut order: Vec<shudu::Cell> = g
                .filled_cells()
                .map(|(c, _)| c)
                .filter(|&c| c != a)
                .collect();
            order.shuffle(&mut rng);
            for c in order {
                let d = p.solution.get(c).expect("a solution is complete");
                if !g.has_solution_without(c, d) {
                    g.clear(c);
                }
            }
            if g.givens() == p.puzzle.givens() + 1 {
                same_puzzle += 1;
                continue;
            }
            let rr = shudu::rate::rate(&g).expect("a puzzle dug from a solution is valid");
            *row.1.entry(rr.level).or_default() += 1;
        }
    }
    println!("no move: {same_puzzle}");
    for (l, (c, h)) in table {
        let total: usize = h.values().sum();
        print!("{l:<8} starts {c:>5} neighbours {total:>6}:");
        for (m, v) in h {
            print!(" {m} {:.1}%", v as f64 * 100.0 / total as f64);
        }
        println!();
    }
}
