//! Profiling helper: makes N minimal puzzles (no symmetry) from a fixed seed,
//! prints a checksum of them (to confirm the output is unchanged) and the rate.
//!
//! `cargo run --release -p shudu-lab --bin dig_profile -- 20000 [rot180]`
use rand::SeedableRng;
use shudu::dig::{generate, DigOptions, Symmetry};
use std::hash::{Hash, Hasher};

#[path = "../../../shudu/benches/support/cpu_clock.rs"]
mod cpu_clock;
use cpu_clock::CpuClock;

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let options = match args.next().as_deref() {
        Some("rot180") => DigOptions::default().with_symmetry(Symmetry::Rot180),
        _ => DigOptions::default(),
    };
    let mut rng = shudu::DefaultRng::seed_from_u64(2);
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    let mut givens = 0usize;
    let start = CpuClock::now();
    for _ in 0..n {
        let p = generate(&options, &mut rng).expect("minimal always succeeds");
        p.puzzle.to_string().hash(&mut hasher);
        givens += p.givens();
    }
    let t = start.elapsed().as_secs_f64();
    println!(
        "{n} puzzles, mean givens {:.3}, checksum {:016x}, {:.0}/s",
        givens as f64 / n as f64,
        hasher.finish(),
        n as f64 / t
    );
}
