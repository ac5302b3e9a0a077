//! `shudu lab force`: article 000's forced fill, attempts against successes.
//!
//! Article 000 reports 25 to 40 complete grids per 10,000 attempts, and 10,000
//! attempts in under a second. We make the same attempts in runs of
//! `--attempts` (10,000) and report the successes of each run and the time.

use crate::table::{count, obj, secs, Json, Table};
use crate::{elapsed, Common, Outcome, Spread};
use clap::Args;
use rand::SeedableRng;
use shudu::fill::box_force;
use std::time::Instant;

/// Options of `shudu lab force`.
#[derive(Debug, Args)]
pub struct ForceArgs {
    /// Attempts per run (the article's 10,000).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub attempts: Option<u64>,

    /// Runs of that many attempts (default 10; 2 with --quick).
    #[arg(long, value_name = "R", value_parser = clap::value_parser!(u64).range(1..))]
    pub runs: Option<u64>,
}

/// One run's figures.
#[derive(Clone, Copy, Debug)]
pub struct Run {
    /// Successful attempts.
    pub successes: u64,
    /// Wall-clock seconds for the run.
    pub seconds: f64,
}

/// What `shudu lab force` measured.
#[derive(Clone, Debug)]
pub struct ForceOutcome {
    /// Attempts per run.
    pub attempts: u64,
    /// Each run.
    pub runs: Vec<Run>,
    /// The number of valid grids estimated from the successes' weights
    /// (mean over attempts of `weight`, 0 for failures).
    pub estimated_grids: f64,
    /// Largest over smallest probability among the grids made.
    pub probability_ratio: f64,
}

/// Runs the experiment.
pub fn measure(args: &ForceArgs, common: &Common) -> ForceOutcome {
    let attempts = args.attempts.unwrap_or(10_000);
    let runs = args.runs.unwrap_or(if common.quick { 2 } else { 10 });
    let mut out = Vec::new();
    let mut weight_sum = 0.0;
    let (mut w_min, mut w_max) = (f64::INFINITY, 0.0f64);
    for r in 0..runs {
        let mut rng = shudu::DefaultRng::seed_from_u64(shudu::mix64(common.seed ^ r));
        let start = Instant::now();
        let mut grids = Vec::new();
        for _ in 0..attempts {
            if let Some(g) = box_force::attempt(&mut rng) {
                grids.push(g);
            }
        }
        let seconds = elapsed(start);
        for g in &grids {
            let w = box_force::weight(g).expect("attempts make solved grids");
            weight_sum += w;
            w_min = w_min.min(w);
            w_max = w_max.max(w);
        }
        out.push(Run {
            successes: grids.len() as u64,
            seconds,
        });
    }
    let total = (attempts * runs) as f64;
    ForceOutcome {
        attempts,
        runs: out,
        estimated_grids: weight_sum / total,
        probability_ratio: if w_max > 0.0 { w_max / w_min } else { 0.0 },
    }
}

impl ForceOutcome {
    fn per_10000(&self) -> Spread {
        let scale = 10_000.0 / self.attempts as f64;
        Spread::of(self.runs.iter().map(|r| r.successes as f64 * scale))
    }

    fn successes(&self) -> u64 {
        self.runs.iter().map(|r| r.successes).sum()
    }

    fn seconds(&self) -> f64 {
        self.runs.iter().map(|r| r.seconds).sum()
    }
}

impl Outcome for ForceOutcome {
    fn title(&self) -> String {
        "Article 000, forced box-by-box fill: successes per 10,000 attempts".to_string()
    }

    fn table(&self) -> Table {
        let mut t = Table::new(&["", "article 000", "ours"]);
        let s = self.per_10000();
        let runs = self.runs.len();
        t.row(vec![
            "successes per 10,000 attempts".into(),
            "25 to 40".into(),
            if runs == 1 {
                format!("{:.0}", s.mean)
            } else {
                format!(
                    "{:.0} to {:.0} ({runs} runs, mean {:.1})",
                    s.min, s.max, s.mean
                )
            },
        ]);
        let per_run = self.seconds() / runs as f64 * 10_000.0 / self.attempts as f64;
        t.row(vec![
            "time for 10,000 attempts".into(),
            "under 1 s".into(),
            secs(per_run),
        ]);
        let made = self.successes();
        t.row(vec![
            "time per complete grid".into(),
            "-".into(),
            if made > 0 {
                secs(self.seconds() / made as f64)
            } else {
                "no grid made".into()
            },
        ]);
        t
    }

    fn notes(&self) -> Vec<String> {
        let total = self.attempts * self.runs.len() as u64;
        let mut notes = vec![format!(
            "{} attempts in {} runs of {}, one thread.",
            count(total),
            self.runs.len(),
            count(self.attempts)
        )];
        if self.successes() > 0 {
            notes.push(format!(
                "Each attempt makes grid g with probability 1/w(g), w the product over \
                 the 81 cells of the digits the cell could take. Averaging w over all \
                 attempts (0 for a dead grid) estimates the number of valid grids: \
                 {:.2e} (Felgenhauer and Jarvis: 6.67e21). Among the grids made, the \
                 likeliest was {:.0} times as likely as the least likely, so the method \
                 is not uniform.",
                self.estimated_grids, self.probability_ratio
            ));
        }
        notes
    }

    fn json(&self) -> Json {
        let runs = self
            .runs
            .iter()
            .map(|r| {
                obj([
                    ("attempts", Json::from(self.attempts)),
                    ("successes", Json::from(r.successes)),
                    ("seconds", Json::from(r.seconds)),
                ])
            })
            .collect();
        obj([
            (
                "attempts",
                Json::from(self.attempts * self.runs.len() as u64),
            ),
            ("successes", Json::from(self.successes())),
            ("seconds", Json::from(self.seconds())),
            ("successes_per_10000", self.per_10000().json()),
            ("runs", Json::Array(runs)),
            ("estimated_grids", Json::from(self.estimated_grids)),
            ("probability_ratio", Json::from(self.probability_ratio)),
            (
                "article_figures",
                obj([
                    ("successes_per_10000", Json::from("25-40")),
                    ("seconds_per_10000", Json::from("< 1")),
                ]),
            ),
        ])
    }
}
