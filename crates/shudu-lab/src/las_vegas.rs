//! `shudu lab las-vegas`: article 002's start, how often it can be completed.
//!
//! Article 002 puts N random digits into an empty grid and completes it by
//! depth-first search; with N = 11 it found a completion over 99% of the
//! time. We make many attempts for each N from 0 to 20 and count the two
//! ways an attempt fails: a chosen cell with no digit left (a dead start),
//! or starting digits that no grid completes.

use crate::table::{count, obj, secs, Json, Table};
use crate::{elapsed, Common, Outcome};
use clap::Args;
use rand::SeedableRng;
use shudu::fill::las_vegas::{self, Attempt};
use std::time::Instant;

/// Options of `shudu lab las-vegas`.
#[derive(Debug, Args)]
pub struct LasVegasArgs {
    /// Attempts for each number of starting digits (default 10,000; 200
    /// with --quick).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub attempts: Option<u64>,

    /// The largest number of starting digits tried (from 0).
    #[arg(long, value_name = "N", default_value_t = 20,
          value_parser = clap::value_parser!(u8).range(0..=las_vegas::MAX_GIVENS_FIRST as i64))]
    pub max_givens: u8,
}

/// The figures for one number of starting digits.
#[derive(Clone, Copy, Debug, Default)]
pub struct Count {
    /// Starting digits.
    pub givens: u8,
    /// Attempts made.
    pub attempts: u64,
    /// Attempts where a chosen cell had no digit left.
    pub dead_starts: u64,
    /// Attempts whose starting digits have no completion.
    pub no_completion: u64,
    /// Attempts completed.
    pub completed: u64,
    /// Wall-clock seconds for all attempts.
    pub seconds: f64,
}

impl Count {
    /// The share of attempts completed.
    pub fn rate(&self) -> f64 {
        self.completed as f64 / self.attempts.max(1) as f64
    }
}

/// What `shudu lab las-vegas` measured.
#[derive(Clone, Debug)]
pub struct LasVegasOutcome {
    /// One entry per number of starting digits.
    pub counts: Vec<Count>,
}

/// Runs the experiment.
pub fn measure(args: &LasVegasArgs, common: &Common) -> LasVegasOutcome {
    let attempts = args
        .attempts
        .unwrap_or(if common.quick { 200 } else { 10_000 });
    let counts = (0..=args.max_givens)
        .map(|n| {
            let mut rng =
                shudu::DefaultRng::seed_from_u64(shudu::mix64(common.seed ^ u64::from(n)));
            let mut c = Count {
                givens: n,
                attempts,
                ..Count::default()
            };
            let start = Instant::now();
            for _ in 0..attempts {
                match las_vegas::attempt(&mut rng, n) {
                    Attempt::DeadStart => c.dead_starts += 1,
                    Attempt::NoCompletion => c.no_completion += 1,
                    Attempt::Complete(_) => c.completed += 1,
                }
            }
            c.seconds = elapsed(start);
            c
        })
        .collect();
    LasVegasOutcome { counts }
}

impl Outcome for LasVegasOutcome {
    fn title(&self) -> String {
        "Article 002: completing N random starting digits".to_string()
    }

    fn table(&self) -> Table {
        let mut t = Table::new(&[
            "N",
            "attempts",
            "dead starts",
            "no completion",
            "completed",
            "article 002",
            "time per attempt",
        ]);
        for c in &self.counts {
            t.row(vec![
                c.givens.to_string(),
                count(c.attempts),
                count(c.dead_starts),
                count(c.no_completion),
                format!("{:.2}%", c.rate() * 100.0),
                if c.givens == 11 {
                    "over 99%".into()
                } else {
                    String::new()
                },
                secs(c.seconds / c.attempts.max(1) as f64),
            ]);
        }
        t
    }

    fn notes(&self) -> Vec<String> {
        vec![
            "An attempt places N digits, each in a random empty cell with a random \
              digit allowed there, then looks for the completion the article's depth-first \
              search finds. A dead start is a chosen cell with no allowed digit (the \
              article's program would stop with an error there); no completion means the \
              starting digits clash with every grid."
                .to_string(),
        ]
    }

    fn json(&self) -> Json {
        let counts = self
            .counts
            .iter()
            .map(|c| {
                obj([
                    ("givens", Json::from(c.givens)),
                    ("attempts", Json::from(c.attempts)),
                    ("dead_starts", Json::from(c.dead_starts)),
                    ("no_completion", Json::from(c.no_completion)),
                    ("completed", Json::from(c.completed)),
                    ("rate", Json::from(c.rate())),
                    ("seconds", Json::from(c.seconds)),
                ])
            })
            .collect();
        obj([
            ("counts", Json::Array(counts)),
            (
                "article_figures",
                obj([("givens", Json::from(11)), ("rate", Json::from("> 0.99"))]),
            ),
        ])
    }
}
