//! `shudu lab rows`: articles 001/003's random rows, orderings drawn per grid.
//!
//! Article 001 made 300 grids and counted the random orderings of 1..9 each
//! one drew: at least 11, at most 217, about 50 on average; it then set the
//! restart threshold to 220.

use crate::table::{count, obj, secs, Json, Table};
use crate::{elapsed, Common, Outcome, Spread};
use clap::Args;
use shudu::fill::rows::{self, RowStats};
use std::time::Instant;

/// Options of `shudu lab rows`.
#[derive(Debug, Args)]
pub struct RowsArgs {
    /// Grids to make (the article's 300).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub grids: Option<u64>,

    /// Draws before the whole grid starts again (the article's 220; at least 10).
    #[arg(long, value_name = "N", default_value_t = rows::DEFAULT_THRESHOLD,
          value_parser = clap::value_parser!(u32).range(rows::MIN_THRESHOLD as i64..))]
    pub threshold: u32,
}

/// What `shudu lab rows` measured.
#[derive(Clone, Debug)]
pub struct RowsOutcome {
    /// The threshold used.
    pub threshold: u32,
    /// Each grid's statistics.
    pub stats: Vec<RowStats>,
    /// Wall-clock seconds for all grids.
    pub seconds: f64,
}

/// Runs the experiment.
pub fn measure(args: &RowsArgs, common: &Common) -> RowsOutcome {
    let n = args.grids.unwrap_or(300);
    let start = Instant::now();
    let stats = (0..n)
        .map(|i| {
            let mut rng = shudu::rng_for(common.seed, i);
            rows::fill_counting(&mut rng, args.threshold).1
        })
        .collect();
    RowsOutcome {
        threshold: args.threshold,
        stats,
        seconds: elapsed(start),
    }
}

impl RowsOutcome {
    fn draws(&self) -> Spread {
        Spread::of(self.stats.iter().map(|s| f64::from(s.draws)))
    }

    fn final_draws(&self) -> Spread {
        Spread::of(self.stats.iter().map(|s| f64::from(s.final_draws)))
    }

    fn restarts(&self) -> u64 {
        self.stats.iter().map(|s| u64::from(s.restarts)).sum()
    }
}

impl Outcome for RowsOutcome {
    fn title(&self) -> String {
        "Articles 001/003, random rows: orderings drawn per grid".to_string()
    }

    fn table(&self) -> Table {
        let d = self.draws();
        let f = self.final_draws();
        let n = self.stats.len();
        let mut t = Table::new(&["", "article 001", "ours"]);
        t.row(vec!["grids".into(), "300".into(), count(n as u64)]);
        t.row(vec![
            "orderings drawn: min".into(),
            "11".into(),
            format!("{:.0}", f.min),
        ]);
        t.row(vec![
            "orderings drawn: mean".into(),
            "about 50".into(),
            format!("{:.1}", f.mean),
        ]);
        t.row(vec![
            "orderings drawn: max".into(),
            "217".into(),
            format!("{:.0}", f.max),
        ]);
        t.row(vec![
            "restart threshold".into(),
            "220".into(),
            self.threshold.to_string(),
        ]);
        let with_restart = self.stats.iter().filter(|s| s.restarts > 0).count();
        t.row(vec![
            "grids that restarted".into(),
            "-".into(),
            format!("{with_restart} ({} restarts)", self.restarts()),
        ]);
        t.row(vec![
            "orderings drawn in all starts: mean (max)".into(),
            "-".into(),
            format!("{:.1} ({:.0})", d.mean, d.max),
        ]);
        t.row(vec![
            "time per grid".into(),
            "-".into(),
            secs(self.seconds / n.max(1) as f64),
        ]);
        t
    }

    fn notes(&self) -> Vec<String> {
        vec![
            "Orderings drawn: the article's own counter, the random orderings of 1..9 drawn \
             since the grid last started from its top row (a failed row costs two: the \
             seed draws one that it throws away). A grid whose count reaches the threshold \
             starts again with the counter at zero, so this count stays below the \
             threshold; the draws of all starts are shown on their own line."
                .to_string(),
        ]
    }

    fn json(&self) -> Json {
        obj([
            ("grids", Json::from(self.stats.len())),
            ("draws", self.final_draws().json()),
            ("restarts", Json::from(self.restarts())),
            ("total_draws", self.draws().json()),
            ("threshold", Json::from(self.threshold)),
            ("seconds", Json::from(self.seconds)),
            (
                "article_figures",
                obj([
                    ("grids", Json::from(300)),
                    (
                        "draws",
                        obj([
                            ("min", Json::from(11)),
                            ("mean", Json::from(50)),
                            ("max", Json::from(217)),
                        ]),
                    ),
                    ("threshold", Json::from(220)),
                ]),
            ),
        ])
    }
}
