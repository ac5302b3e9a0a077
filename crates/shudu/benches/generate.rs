//! Generation throughput, ours beside the `sudoku` crate, in one run.
//!
//! ```text
//! cargo bench -p shudu --bench generate
//! SHUDU_BENCH_LIMIT=0.2 cargo bench -p shudu --bench generate   # shorter rounds
//! cargo bench -p shudu --bench generate -- grids minimal          # some sections
//! ```
//!
//! Each contender runs for a time slice per round (0.25 s times
//! `SHUDU_BENCH_LIMIT`), rounds interleaved so that a busy machine slows
//! everyone alike; the table shows items per second over all rounds and the
//! ratio ours / crate on one core. On Linux the time is the thread's CPU time
//! (so a shared, busy machine does not dilute the figures); elsewhere it is
//! wall time.
//!
//! Results: `docs/benchmarks.md` (`SHUDU_BENCH_RECORD=1` appends a run there).
//!
//! Where the time goes (cachegrind, minimal puzzles, about 470,000
//! instructions each): 62% is propagation inside the solver, for the ~24 of
//! 81 removal questions the cheap tests cannot settle. About 11.5 are
//! acceptances, nearly all refuted by the first propagation; about 12 are
//! rejections, which must find a second solution (about 5 search nodes
//! each, 80% of the solver's nodes). Finding the grid's unavoidable sets
//! takes 6% (and saves far more: without the two-digit sets the dig makes
//! about a fifth fewer puzzles per second), the cheap tests about 8%, the
//! grid fill 2%. `cargo run --release -p
//! shudu-lab --bin dig_profile` runs the dig alone for profiling.

#[macro_use]
#[path = "support/record.rs"]
mod record;

use rand::SeedableRng;
use rand08::SeedableRng as _;
use shudu::dig::{generate, DigOptions, Symmetry};
#[path = "support/cpu_clock.rs"]
mod cpu_clock;
use cpu_clock::CpuClock;
use std::hint::black_box;
use std::time::Duration;

type Peer = sudoku::Sudoku;

/// One thing to time: a name and a closure making one item per call.
struct Contender<'a> {
    name: &'a str,
    make: Box<dyn FnMut() + 'a>,
    items: u64,
    time: Duration,
}

impl<'a> Contender<'a> {
    fn new(name: &'a str, make: impl FnMut() + 'a) -> Contender<'a> {
        Contender {
            name,
            make: Box::new(make),
            items: 0,
            time: Duration::ZERO,
        }
    }

    fn run_for(&mut self, slice: Duration) {
        let start = CpuClock::now();
        loop {
            for _ in 0..16 {
                (self.make)();
            }
            self.items += 16;
            let t = start.elapsed();
            if t >= slice {
                self.time += t;
                return;
            }
        }
    }

    fn rate(&self) -> f64 {
        self.items as f64 / self.time.as_secs_f64()
    }
}

fn main() {
    bench();
    record::finish("generate");
}

/// The bench itself; everything it prints goes to the record too.
fn bench() {
    let limit: f64 = std::env::var("SHUDU_BENCH_LIMIT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1.0);
    // `cargo bench` passes `--bench`; other arguments filter sections by title.
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let wanted =
        |title: &str| filter.is_empty() || filter.iter().any(|f| title.contains(f.as_str()));
    let slice = Duration::from_secs_f64(0.25 * limit);
    let rounds = 5;

    let mut ours = shudu::DefaultRng::seed_from_u64(1);
    let mut peer = rand08::rngs::StdRng::seed_from_u64(1);
    let mut grids = [
        Contender::new("complete grids: shudu fill::random_grid", || {
            black_box(shudu::fill::random_grid(&mut ours));
        }),
        Contender::new("complete grids: sudoku generate_solved", || {
            black_box(Peer::generate_solved_with_rng(&mut peer));
        }),
    ];
    run(
        "complete grids",
        &mut grids,
        rounds,
        slice,
        wanted("complete grids"),
    );

    let mut ours = shudu::DefaultRng::seed_from_u64(2);
    let mut peer = rand08::rngs::StdRng::seed_from_u64(2);
    let minimal = DigOptions::default();
    let mut puzzles = [
        Contender::new("minimal puzzles: shudu dig::generate", || {
            black_box(generate(&minimal, &mut ours).expect("minimal always succeeds"));
        }),
        Contender::new("minimal puzzles: sudoku generate_with_symmetry", || {
            let solved = Peer::generate_solved_with_rng(&mut peer);
            black_box(Peer::generate_with_symmetry_and_rng_from(
                solved,
                sudoku::Symmetry::None,
                &mut peer,
            ));
        }),
    ];
    run(
        "minimal puzzles, no symmetry",
        &mut puzzles,
        rounds,
        slice,
        wanted("minimal puzzles, no symmetry"),
    );

    let mut ours = shudu::DefaultRng::seed_from_u64(3);
    let mut peer = rand08::rngs::StdRng::seed_from_u64(3);
    let rot180 = DigOptions::default().with_symmetry(Symmetry::Rot180);
    let mut sym = [
        Contender::new("rot180 minimal: shudu", || {
            black_box(generate(&rot180, &mut ours).expect("minimal always succeeds"));
        }),
        Contender::new("rot180 minimal: sudoku", || {
            let solved = Peer::generate_solved_with_rng(&mut peer);
            black_box(Peer::generate_with_symmetry_and_rng_from(
                solved,
                sudoku::Symmetry::HalfRotation,
                &mut peer,
            ));
        }),
    ];
    run(
        "minimal puzzles, rot180",
        &mut sym,
        rounds,
        slice,
        wanted("minimal puzzles, rot180"),
    );

    let mut rng = shudu::DefaultRng::seed_from_u64(4);
    let cases = [
        (
            "shudu rot90 minimal",
            DigOptions::default().with_symmetry(Symmetry::Rot90),
        ),
        (
            "shudu dihedral minimal",
            DigOptions::default().with_symmetry(Symmetry::Dihedral),
        ),
        ("shudu givens 30", DigOptions::givens(30)),
        ("shudu givens 25", DigOptions::givens(25)),
        (
            "shudu givens 25 minimal",
            DigOptions::givens(25).with_minimal(true),
        ),
    ];
    let rng = std::cell::RefCell::new(&mut rng);
    let mut info: Vec<Contender> = cases
        .iter()
        .map(|(name, o)| {
            let rng = &rng;
            Contender::new(name, move || {
                black_box(generate(o, &mut **rng.borrow_mut()).ok());
            })
        })
        .collect();
    run(
        "for information",
        &mut info,
        rounds,
        slice,
        wanted("for information"),
    );
}

/// Runs interleaved rounds and prints the table; with two contenders, the
/// ratio first / second.
fn run(title: &str, contenders: &mut [Contender], rounds: usize, slice: Duration, wanted: bool) {
    if !wanted {
        return;
    }
    for _ in 0..rounds {
        for c in contenders.iter_mut() {
            c.run_for(slice);
        }
    }
    println!("\n{title}");
    for c in contenders.iter() {
        println!("  {:<52} {:>12.0} /s", c.name, c.rate());
    }
    if let [a, b] = contenders {
        println!(
            "  {:<52} {:>12.2}x",
            "ratio shudu / sudoku",
            a.rate() / b.rate()
        );
    }
}
