//! Generation to a difficulty: puzzles per second for every level and for
//! SE ranges up to 9+, steering beside rejection sampling in one run.
//!
//! ```text
//! cargo bench -p shudu --bench difficulty
//! SHUDU_BENCH_SHORT=1 cargo bench -p shudu --bench difficulty   # a quick look
//! cargo bench -p shudu --bench difficulty -- hard 9.0..         # chosen targets
//! SHUDU_BENCH_SECONDS=30 cargo bench -p shudu --bench difficulty -- extreme
//! ```
//!
//! Contenders, each making puzzle i of a target from the same seed:
//! - `steer`: [`generate_se_rated`] (steering, ratings capped at the range's
//!   top; what `shudu generate --difficulty` runs);
//! - `rej+cap`: rejection sampling with the same capped ratings;
//! - `reject`: plain rejection sampling with full ratings, the way QQWing
//!   and most generators meet a difficulty (fresh minimal puzzle, rate,
//!   start over);
//! - `qqwing`: the QQWing program (`qqwing --generate N --difficulty D`),
//!   when it is installed, for its own four classes.
//!
//! Contenders take turns puzzle by puzzle for a time slice per target (3 s,
//! 0.5 s with `SHUDU_BENCH_SHORT`, or `SHUDU_BENCH_SECONDS`), so a busy machine slows all alike. Times
//! are the thread's CPU time on Linux (a child's CPU time for QQWing), wall
//! time elsewhere. Columns: puzzles per second on one core, mean ratings
//! ("attempts") and complete grids per puzzle, mean givens, failures within
//! the bound (100 000 ratings here), and speed-ups of `steer` over the
//! rejection samplers.
//!
//! Results: `docs/benchmarks.md` (`SHUDU_BENCH_RECORD=1` appends a run there).

#[macro_use]
#[path = "support/record.rs"]
mod record;

use shudu::difficulty::{
    generate_in_range, generate_se_rated, DifficultyOptions, DifficultyTarget, Strategy,
};
use std::time::Duration;

/// A clock reading: the thread's CPU time on Linux, else wall time.
#[path = "support/cpu_clock.rs"]
mod cpu_clock;
use cpu_clock::CpuClock;

#[cfg(target_os = "linux")]
mod sys {
    #[repr(C)]
    pub struct Timeval {
        pub tv_sec: i64,
        pub tv_usec: i64,
    }
    #[repr(C)]
    pub struct Rusage {
        pub utime: Timeval,
        pub stime: Timeval,
        pub rest: [i64; 14],
    }
    unsafe extern "C" {
        pub fn getrusage(who: i32, out: *mut Rusage) -> i32;
    }
    pub const RUSAGE_CHILDREN: i32 = -1;
}

/// CPU time used by finished child processes (QQWing).
#[cfg(target_os = "linux")]
fn children_cpu_time() -> Duration {
    let zero = || sys::Timeval {
        tv_sec: 0,
        tv_usec: 0,
    };
    let mut r = sys::Rusage {
        utime: zero(),
        stime: zero(),
        rest: [0; 14],
    };
    // SAFETY: `r` is a valid, writable rusage of Linux's 64-bit layout.
    let rc = unsafe { sys::getrusage(sys::RUSAGE_CHILDREN, &mut r) };
    assert_eq!(rc, 0, "getrusage failed");
    let us = (r.utime.tv_sec + r.stime.tv_sec) * 1_000_000 + r.utime.tv_usec + r.stime.tv_usec;
    Duration::from_micros(us as u64)
}

/// Wall time elsewhere (QQWing is timed as it runs).
#[cfg(not(target_os = "linux"))]
fn children_cpu_time() -> Duration {
    use std::sync::OnceLock;
    static START: OnceLock<std::time::Instant> = OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed()
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Contender {
    Steer,
    RejectCapped,
    Reject,
}

impl Contender {
    const ALL: [Contender; 3] = [Contender::Steer, Contender::RejectCapped, Contender::Reject];

    fn name(self) -> &'static str {
        match self {
            Contender::Steer => "steer",
            Contender::RejectCapped => "rej+cap",
            Contender::Reject => "reject",
        }
    }
}

#[derive(Default, Clone, Copy)]
struct Tally {
    time: Duration,
    made: usize,
    failed: usize,
    attempts: usize,
    grids: usize,
    givens: usize,
}

impl Tally {
    fn per_second(&self) -> f64 {
        self.made as f64 / self.time.as_secs_f64().max(1e-9)
    }
}

/// Makes puzzle `index` of `target` the contender's way.
fn make(who: Contender, target: DifficultyTarget, index: u64, tally: &mut Tally) {
    let options = DifficultyOptions::default()
        .with_max_attempts(100_000)
        .with_strategy(match who {
            Contender::Steer => Strategy::Steer,
            _ => Strategy::Reject,
        });
    let mut rng = shudu::rng_for(0xD1FF, index);
    let start = CpuClock::now();
    let result = match who {
        Contender::Reject => {
            // Full ratings: a closure rater has no capped form.
            let mut full = |g: &shudu::Grid| shudu::rate::rate(g).ok().map(|r| r.se);
            generate_in_range(target.range(), &options, &mut full, &mut rng)
                .map(|p| (p.puzzle.givens(), p.attempts, p.grids))
        }
        _ => generate_se_rated(target, &options, &mut rng)
            .map(|p| (p.puzzle.givens(), p.attempts, p.grids)),
    };
    tally.time += start.elapsed();
    match result {
        Ok((givens, attempts, grids)) => {
            tally.made += 1;
            tally.givens += givens;
            tally.attempts += attempts;
            tally.grids += grids;
        }
        Err(e) => {
            tally.failed += 1;
            tally.attempts += e.attempts();
            tally.grids += e.grids();
        }
    }
}

/// QQWing's puzzles per second for one of its classes, if it is installed.
fn qqwing(class: &str, count: usize) -> Option<f64> {
    let before = children_cpu_time();
    let out = std::process::Command::new("qqwing")
        .args([
            "--generate",
            &count.to_string(),
            "--difficulty",
            class,
            "--one-line",
        ])
        .output()
        .ok()?;
    let after = children_cpu_time();
    if !out.status.success() {
        return None;
    }
    let made = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| l.len() == 81)
        .count();
    Some(made as f64 / (after - before).as_secs_f64().max(1e-9))
}

fn main() {
    bench();
    record::finish("difficulty");
}

/// The bench itself; everything it prints goes to the record too.
fn bench() {
    let short = std::env::var_os("SHUDU_BENCH_SHORT").is_some();
    let slice = match std::env::var("SHUDU_BENCH_SECONDS").map(|s| s.parse::<f64>()) {
        Ok(Ok(seconds)) => Duration::from_secs_f64(seconds),
        _ => Duration::from_millis(if short { 500 } else { 3000 }),
    };
    let chosen: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let all = [
        "easy", "medium", "hard", "expert", "master", "extreme", "1.0..2.0", "2.0..3.0",
        "3.0..4.0", "4.0..5.0", "5.0..6.0", "6.0..7.0", "7.0..8.0", "8.0..9.0", "9.0..",
    ];
    let names: Vec<&str> = if chosen.is_empty() {
        all.to_vec()
    } else {
        chosen.iter().map(String::as_str).collect()
    };
    println!(
        "{:<22} {:<8} {:>10} {:>10} {:>9} {:>7} {:>7} {:>5}",
        "target", "who", "puzzles/s", "ms/puzzle", "attempts", "grids", "givens", "fails"
    );
    for name in names {
        let Ok(target) = name.parse::<DifficultyTarget>() else {
            eprintln!("skipping '{name}': not a level or band");
            continue;
        };
        let mut tallies = [Tally::default(); 3];
        let mut index = 0u64;
        // Take turns until every contender has used its slice (at least 3 puzzles each).
        while index < 3 || tallies.iter().any(|t| t.time < slice) {
            for (who, tally) in Contender::ALL.iter().zip(tallies.iter_mut()) {
                if index < 3 || tally.time < slice {
                    make(*who, target, index, tally);
                }
            }
            index += 1;
        }
        for (who, t) in Contender::ALL.iter().zip(&tallies) {
            let n = (t.made + t.failed).max(1) as f64;
            println!(
                "{:<22} {:<8} {:>10.1} {:>10.3} {:>9.1} {:>7.1} {:>7.1} {:>5}",
                target.to_string(),
                who.name(),
                t.per_second(),
                t.time.as_secs_f64() * 1e3 / n,
                t.attempts as f64 / n,
                t.grids as f64 / n,
                t.givens as f64 / t.made.max(1) as f64,
                t.failed
            );
        }
        let [steer, capped, full] = tallies.map(|t| t.per_second());
        println!(
            "{:<22} steer / rej+cap = {:.2}x, steer / reject = {:.2}x",
            "",
            steer / capped,
            steer / full
        );
    }
    if chosen.is_empty() {
        let count = if short { 20 } else { 200 };
        for class in ["simple", "easy", "intermediate", "expert"] {
            match qqwing(class, count) {
                Some(rate) => println!(
                    "qqwing {class:<12} {rate:>10.1} puzzles/s {:>10.3} ms/puzzle",
                    1e3 / rate
                ),
                None => {
                    println!("qqwing not installed: skipped");
                    break;
                }
            }
        }
    }
}
