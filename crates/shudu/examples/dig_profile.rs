//! Profiling helper: makes N minimal puzzles (no symmetry) from a fixed seed,
//! prints a checksum of them (to confirm the output is unchanged) and the rate.
//!
//! `cargo run --release -p shudu --example dig_profile -- 20000 [rot180]`
use rand::SeedableRng;
use shudu::dig::{generate, DigOptions, Symmetry};
use std::hash::{Hash, Hasher};

/// The process's CPU time (Linux), so a busy machine does not dilute the rate.
fn cpu_time() -> f64 {
    #[repr(C)]
    struct Timespec {
        tv_sec: i64,
        tv_nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, out: *mut Timespec) -> i32;
    }
    let mut t = Timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid, writable timespec; 2 is CLOCK_PROCESS_CPUTIME_ID.
    unsafe { clock_gettime(2, &mut t) };
    t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9
}

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
    let start = cpu_time();
    for _ in 0..n {
        let p = generate(&options, &mut rng).expect("minimal always succeeds");
        p.puzzle.to_string().hash(&mut hasher);
        givens += p.givens();
    }
    let t = cpu_time() - start;
    println!(
        "{n} puzzles, mean givens {:.3}, checksum {:016x}, {:.0}/s",
        givens as f64 / n as f64,
        hasher.finish(),
        n as f64 / t
    );
}
