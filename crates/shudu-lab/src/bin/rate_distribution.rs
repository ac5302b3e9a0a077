//! Rates the puzzles of a file and prints the distribution of the ratings
//! and the time taken: `cargo run --release -p shudu-lab --bin rate_distribution --
//! FILE [LIMIT] [STRIDE]` (every STRIDE-th puzzle, at most LIMIT of them).
use shudu::rate::{rate, Level};
use shudu::Grid;
use std::collections::BTreeMap;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let file = args
        .next()
        .expect("usage: rate_distribution FILE [LIMIT] [STRIDE]");
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
        .map(|l| Grid::parse(l.trim()).expect("a puzzle per line"))
        .collect();
    let mut se_hist: BTreeMap<u16, usize> = BTreeMap::new();
    let mut levels: BTreeMap<Level, usize> = BTreeMap::new();
    let mut depths: BTreeMap<u8, usize> = BTreeMap::new();
    let mut hardest: BTreeMap<String, usize> = BTreeMap::new();
    let mut hodoku: BTreeMap<String, usize> = BTreeMap::new();
    let mut qq: BTreeMap<String, usize> = BTreeMap::new();
    let mut seed: BTreeMap<u8, usize> = BTreeMap::new();
    let (mut total, mut max, mut errors, mut unsolved) = (0.0f64, 0.0f64, 0, 0);
    let mut se_sum = 0.0;
    let (mut easy_time, mut easy_n) = (0.0f64, 0usize);
    for g in &puzzles {
        let t = Instant::now();
        let e = rate(g);
        let dt = t.elapsed().as_secs_f64();
        total += dt;
        max = max.max(dt);
        match e {
            Ok(r) => {
                if r.trial_depth == 0 {
                    easy_time += dt;
                    easy_n += 1;
                }
                if !r.solved {
                    unsolved += 1;
                }
                se_sum += f64::from(r.se);
                *se_hist.entry((r.se * 2.0).floor() as u16).or_default() += 1;
                *levels.entry(r.level).or_default() += 1;
                *depths.entry(r.trial_depth).or_default() += 1;
                *hardest
                    .entry(r.hardest.map_or("-".into(), |t| t.id().to_string()))
                    .or_default() += 1;
                *hodoku.entry(r.hodoku_level.to_string()).or_default() += 1;
                *qq.entry(r.qqwing.to_string()).or_default() += 1;
                *seed.entry(r.dependency_level).or_default() += 1;
            }
            Err(_) => errors += 1,
        }
    }
    let n = puzzles.len();
    println!("{file}: {n} puzzles, {errors} errors, {unsolved} unsolved");
    println!(
        "time: mean {:.3} ms, max {:.3} ms, {:.0} ratings/s",
        total * 1e3 / n as f64,
        max * 1e3,
        n as f64 / total
    );
    println!(
        "without trial: {easy_n} puzzles, mean {:.1} us",
        easy_time * 1e6 / easy_n.max(1) as f64
    );
    println!("SE mean {:.2}", se_sum / (n - errors).max(1) as f64);
    print!("SE histogram:");
    for (k, v) in &se_hist {
        print!(" {:.1}-:{v}", f32::from(*k) / 2.0);
    }
    println!();
    println!("levels: {levels:?}");
    println!("trial depth: {depths:?}");
    println!("hardest: {hardest:?}");
    println!("hodoku: {hodoku:?}");
    println!("qqwing: {qq:?}");
    println!("seed level: {seed:?}");
}
