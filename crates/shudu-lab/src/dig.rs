//! `shudu lab dig`: article 002's digging, time per unique puzzle against the
//! number of holes.
//!
//! Article 002 empties random cells one at a time, each only if the puzzle
//! keeps a unique solution, and reports about 5 ms per puzzle for any
//! difficulty, fast below 55 holes. Three ways of making a puzzle with
//! exactly H holes are timed, each making a new grid when a pass over the
//! cells ends short of H:
//!
//! 1. the article's: a Las Vegas grid (article 002's own) dug with the article's
//!    check, a solve for every other digit allowed in the cell;
//! 2. the article's loop with our check: a grid from the engine's method, dug
//!    in the same loop with one search per cell
//!    ([`shudu::Grid::has_solution_without`]);
//! 3. the engine's digging ([`shudu::dig::generate`]).

use crate::table::{count, obj, secs, Json, Table};
use crate::{elapsed, Common, Outcome};
use clap::Args;
use rand::SeedableRng;
use shudu::dig::alternatives::{dig_holes, CellCheck};
use shudu::dig::{self, DigOptions};
use shudu::fill::Method;
use std::time::Instant;

/// Options of `shudu lab dig`.
#[derive(Debug, Args)]
pub struct DigArgs {
    /// Numbers of holes, comma-separated (default 20,25,..,50,52,..,64; with
    /// --quick 20,40,55).
    #[arg(long, value_name = "H,..", value_delimiter = ',',
          value_parser = clap::value_parser!(u8).range(0..=64))]
    pub holes: Vec<u8>,

    /// Puzzles to make for each number of holes (default 100; 4 with --quick).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub puzzles: Option<u64>,

    /// Grids to try per puzzle before giving up (default 1,000, as `shudu
    /// generate`; 10 with --quick).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub attempts: Option<u64>,
}

/// One way of making puzzles, at one number of holes.
#[derive(Clone, Copy, Debug, Default)]
pub struct Way {
    /// Puzzles asked for.
    pub puzzles: u64,
    /// Puzzles made with exactly the holes asked for.
    pub made: u64,
    /// Grids dug, including passes that ended short.
    pub grids: u64,
    /// Wall-clock seconds, everything included.
    pub seconds: f64,
}

impl Way {
    /// Seconds per puzzle made (`None` if none was).
    pub fn per_puzzle(&self) -> Option<f64> {
        (self.made > 0).then(|| self.seconds / self.made as f64)
    }

    fn cell(&self) -> String {
        match self.per_puzzle() {
            Some(s) if self.made == self.puzzles => secs(s),
            Some(s) => format!("{} ({}/{})", secs(s), self.made, self.puzzles),
            None => format!("none in {} grids", count(self.grids)),
        }
    }

    fn json(&self) -> Json {
        obj([
            ("puzzles", Json::from(self.puzzles)),
            ("made", Json::from(self.made)),
            ("grids", Json::from(self.grids)),
            ("seconds", Json::from(self.seconds)),
            ("seconds_per_puzzle", Json::from(self.per_puzzle())),
        ])
    }
}

/// The three ways at one number of holes.
#[derive(Clone, Copy, Debug)]
pub struct Point {
    /// Holes asked for.
    pub holes: u8,
    /// Article 002's pipeline.
    pub article: Way,
    /// The article's loop with our per-cell check.
    pub article_loop_our_check: Way,
    /// The engine's digging.
    pub engine: Way,
}

/// What `shudu lab dig` measured.
#[derive(Clone, Debug)]
pub struct DigOutcome {
    /// Grids tried per puzzle before giving up.
    pub attempts: u64,
    /// One entry per number of holes.
    pub points: Vec<Point>,
}

/// Runs the experiment.
pub fn measure(args: &DigArgs, common: &Common) -> DigOutcome {
    let holes = if !args.holes.is_empty() {
        args.holes.clone()
    } else if common.quick {
        vec![20, 40, 55]
    } else {
        vec![20, 25, 30, 35, 40, 45, 50, 52, 54, 56, 58, 60, 62, 64]
    };
    let puzzles = args.puzzles.unwrap_or(if common.quick { 4 } else { 100 });
    let attempts = args
        .attempts
        .unwrap_or(if common.quick { 10 } else { 1000 });
    let points = holes
        .iter()
        .map(|&h| {
            let seed = common.seed ^ (u64::from(h) << 32);
            Point {
                holes: h,
                article: fastest(|| dig_loop(h, puzzles, attempts, seed, CellCheck::Alternatives)),
                article_loop_our_check: fastest(|| {
                    dig_loop(h, puzzles, attempts, seed, CellCheck::Engine)
                }),
                engine: fastest(|| engine(h, puzzles, attempts, seed)),
            }
        })
        .collect();
    DigOutcome { attempts, points }
}

/// Runs a measurement; if it took under a second, twice more, keeping the
/// fastest (the runs are seeded alike, so only their times differ). This
/// removes most of the noise of a shared machine from the short runs.
fn fastest(run: impl Fn() -> Way) -> Way {
    let first = run();
    if first.seconds >= 1.0 {
        return first;
    }
    (0..2).map(|_| run()).fold(
        first,
        |best, w| {
            if w.seconds < best.seconds {
                w
            } else {
                best
            }
        },
    )
}

fn dig_loop(holes: u8, puzzles: u64, attempts: u64, seed: u64, check: CellCheck) -> Way {
    let mut rng = shudu::DefaultRng::seed_from_u64(shudu::mix64(seed));
    let mut way = Way {
        puzzles,
        ..Way::default()
    };
    let start = Instant::now();
    for _ in 0..puzzles {
        for _ in 0..attempts {
            let grid = match check {
                CellCheck::Alternatives => Method::LAS_VEGAS.fill(&mut rng),
                CellCheck::Engine => Method::Default.fill(&mut rng),
            };
            way.grids += 1;
            let dug = dig_holes(&grid, usize::from(holes), check, &mut rng);
            if dug.reached(usize::from(holes)) {
                way.made += 1;
                break;
            }
        }
    }
    way.seconds = elapsed(start);
    way
}

fn engine(holes: u8, puzzles: u64, attempts: u64, seed: u64) -> Way {
    let mut rng = shudu::DefaultRng::seed_from_u64(shudu::mix64(seed ^ 1));
    let options = DigOptions::holes(usize::from(holes))
        .with_max_attempts(usize::try_from(attempts).unwrap_or(usize::MAX));
    let mut way = Way {
        puzzles,
        ..Way::default()
    };
    let start = Instant::now();
    for _ in 0..puzzles {
        match dig::generate(&options, &mut rng) {
            Ok(_) => {
                way.made += 1;
                way.grids += 1;
            }
            Err(e) => way.grids += e.attempts() as u64,
        }
    }
    way.seconds = elapsed(start);
    way
}

impl Outcome for DigOutcome {
    fn title(&self) -> String {
        "Article 002: time per unique puzzle with H holes".to_string()
    }

    fn table(&self) -> Table {
        let mut t = Table::new(&[
            "holes",
            "article 002 (its figure)",
            "article 002 (measured)",
            "article loop, our check",
            "engine dig",
        ]);
        for p in &self.points {
            let claim = if p.holes <= 55 {
                "about 5 ms, fast"
            } else {
                "about 5 ms"
            };
            t.row(vec![
                p.holes.to_string(),
                claim.into(),
                p.article.cell(),
                p.article_loop_our_check.cell(),
                p.engine.cell(),
            ]);
        }
        t
    }

    fn notes(&self) -> Vec<String> {
        vec![
            format!(
                "Time per puzzle made, everything included (making grids, digging, and \
                 passes that ended short, after which a new grid is dug; at most {} grids \
                 per puzzle). \"(m/n)\": only m of n puzzles reached the number of holes. \
                 One thread; runs under a second are timed three times and the fastest \
                 kept.",
                count(self.attempts)
            ),
            "Article 002 (measured): a Las Vegas grid (11 random digits, then the article's \
             depth-first completion) dug with the article's check, one solve per other \
             allowed digit, by our solver (the article used Python). Article loop, our check: \
             the engine's grids dug in the same loop with one search per cell. Engine dig: \
             shudu::dig::generate, which settles most cells without searching."
                .to_string(),
        ]
    }

    fn json(&self) -> Json {
        let points = self
            .points
            .iter()
            .map(|p| {
                obj([
                    ("holes", Json::from(p.holes)),
                    ("article", p.article.json()),
                    ("article_loop_our_check", p.article_loop_our_check.json()),
                    ("engine", p.engine.json()),
                ])
            })
            .collect();
        obj([
            ("attempts", Json::from(self.attempts)),
            ("points", Json::Array(points)),
            (
                "article_figures",
                obj([
                    ("seconds_per_puzzle", Json::from(0.005)),
                    ("fast_below_holes", Json::from(55)),
                ]),
            ),
        ])
    }
}
