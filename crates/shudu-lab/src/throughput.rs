//! `shudu lab throughput`: grids per second for every method, with and
//! without printing them.
//!
//! Article 001 timed its random-rows method while printing every grid to the
//! console: 1,000 grids in under a second, 100,000 in about a minute, the
//! printing taking about 60% of the time. Here every method makes the same
//! numbers of grids on one thread, once without output and once printing
//! each grid as the article did (a title line, then nine lines of digits
//! separated by spaces) to a sink: `/dev/null` through a buffered writer by
//! default, or standard output with `--print` (the table then follows the
//! grids).

use crate::table::{count, obj, secs, Json, Table};
use crate::LabError;
use crate::{elapsed, Common, Outcome};
use clap::Args;
use rand::SeedableRng;
use shudu::fill::Method;
use shudu::Grid;
use std::io::{BufWriter, Write};
use std::time::Instant;

/// Options of `shudu lab throughput`.
#[derive(Debug, Args)]
pub struct ThroughputArgs {
    /// Numbers of grids to time, comma-separated (default 1000,100000; with
    /// --quick 100,500).
    #[arg(long, value_name = "N,..", value_delimiter = ',',
          value_parser = clap::value_parser!(u64).range(1..))]
    pub grids: Vec<u64>,

    /// Methods to time (default: all); may be repeated.
    #[arg(long, value_name = "NAME", value_parser = parse_method)]
    pub method: Vec<Method>,

    /// Print the grids to standard output instead of /dev/null.
    #[arg(long)]
    pub print: bool,
}

fn parse_method(s: &str) -> Result<Method, String> {
    s.parse()
}

/// One method at one size.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// Grids made.
    pub grids: u64,
    /// Seconds without printing.
    pub seconds: f64,
    /// Seconds making and printing them.
    pub seconds_printed: f64,
    /// Of those, seconds spent printing (timed grid by grid).
    pub seconds_printing: f64,
}

impl Timing {
    /// The share of the printed run spent printing.
    pub fn printing_share(&self) -> f64 {
        if self.seconds_printed > 0.0 {
            (self.seconds_printing / self.seconds_printed).clamp(0.0, 1.0)
        } else {
            0.0
        }
    }
}

/// What `shudu lab throughput` measured.
#[derive(Clone, Debug)]
pub struct ThroughputOutcome {
    /// The sizes timed.
    pub sizes: Vec<u64>,
    /// Where printed grids went.
    pub sink: &'static str,
    /// Each method's timings, one per size.
    pub methods: Vec<(Method, Vec<Timing>)>,
}

/// Where printed grids go.
enum Sink {
    Null(BufWriter<std::fs::File>),
    Discard(BufWriter<std::io::Sink>),
    Stdout(BufWriter<std::io::Stdout>),
}

impl Sink {
    fn open(print: bool) -> (Sink, &'static str) {
        if print {
            return (Sink::Stdout(BufWriter::new(std::io::stdout())), "stdout");
        }
        match std::fs::OpenOptions::new().write(true).open("/dev/null") {
            Ok(f) => (Sink::Null(BufWriter::new(f)), "/dev/null"),
            Err(_) => (
                Sink::Discard(BufWriter::new(std::io::sink())),
                "a discarding writer",
            ),
        }
    }

    fn writer(&mut self) -> &mut dyn Write {
        match self {
            Sink::Null(w) => w,
            Sink::Discard(w) => w,
            Sink::Stdout(w) => w,
        }
    }
}

/// Runs of at most this many grids are timed three times (best kept).
const SMALL_RUN: u64 = 10_000;

/// Runs the experiment.
pub fn measure(args: &ThroughputArgs, common: &Common) -> Result<ThroughputOutcome, LabError> {
    let sizes = if args.grids.is_empty() {
        if common.quick {
            vec![100, 500]
        } else {
            vec![1000, 100_000]
        }
    } else {
        args.grids.clone()
    };
    let methods = if args.method.is_empty() {
        Method::ALL.to_vec()
    } else {
        args.method.clone()
    };
    let (mut sink, sink_name) = Sink::open(args.print);
    let mut results = Vec::new();
    for &method in &methods {
        let mut timings = Vec::new();
        for &n in &sizes {
            // Small runs are repeated and the fastest kept, which removes
            // most of the noise of a shared machine.
            let repeats = if n <= SMALL_RUN && !args.print { 3 } else { 1 };
            let mut seconds = f64::INFINITY;
            let mut printed = (f64::INFINITY, 0.0);
            for _ in 0..repeats {
                seconds = seconds.min(time(method, n, common.seed)?);
                let run = time_printed(method, n, common.seed, sink.writer())?;
                if run.0 < printed.0 {
                    printed = run;
                }
            }
            timings.push(Timing {
                grids: n,
                seconds,
                seconds_printed: printed.0,
                seconds_printing: printed.1,
            });
        }
        results.push((method, timings));
    }
    Ok(ThroughputOutcome {
        sizes,
        sink: sink_name,
        methods: results,
    })
}

/// Seconds to make `n` grids with `method`.
fn time(method: Method, n: u64, seed: u64) -> Result<f64, LabError> {
    let mut rng = shudu::DefaultRng::seed_from_u64(shudu::mix64(seed));
    let start = Instant::now();
    for _ in 0..n {
        std::hint::black_box(method.fill(&mut rng));
    }
    Ok(elapsed(start))
}

/// Seconds to make `n` grids with `method` and print each to `out`, and
/// the part of them spent printing (timed around each grid's printing, so
/// the share does not suffer from the noise between separate runs).
fn time_printed(
    method: Method,
    n: u64,
    seed: u64,
    out: &mut dyn Write,
) -> Result<(f64, f64), LabError> {
    let mut rng = shudu::DefaultRng::seed_from_u64(shudu::mix64(seed));
    let mut text = String::with_capacity(256);
    let mut printing = std::time::Duration::ZERO;
    let start = Instant::now();
    for i in 1..=n {
        let g = method.fill(&mut rng);
        let t = Instant::now();
        text.clear();
        print_titled(&g, i, &mut text);
        out.write_all(text.as_bytes())
            .map_err(|e| LabError::write("the grid sink", e))?;
        printing += t.elapsed();
    }
    let t = Instant::now();
    out.flush()
        .map_err(|e| LabError::write("the grid sink", e))?;
    printing += t.elapsed();
    Ok((elapsed(start), printing.as_secs_f64()))
}

/// A grid as article 001 printed it: a title line, then each row's digits
/// followed by a space.
fn print_titled(grid: &Grid, index: u64, out: &mut String) {
    use std::fmt::Write as _;
    let _ = writeln!(out, "grid {index}");
    for row in grid.values().chunks(9) {
        for &v in row {
            out.push((b'0' + v) as char);
            out.push(' ');
        }
        out.push('\n');
    }
}

impl Outcome for ThroughputOutcome {
    fn title(&self) -> String {
        "Article 001: time to make grids, with and without printing them".to_string()
    }

    fn table(&self) -> Table {
        let mut header = vec!["method".to_string()];
        for &n in &self.sizes {
            header.push(format!("{} grids", count(n)));
            header.push(format!("{} printed", count(n)));
        }
        header.push("printing share".to_string());
        let mut t = Table {
            header,
            rows: Vec::new(),
        };
        // The article's own figures, for its random-rows method (printed).
        let mut seed_row = vec!["article 001 (rows, Java)".to_string()];
        for &n in &self.sizes {
            seed_row.push("-".into());
            seed_row.push(match n {
                1000 => "under 1 s".into(),
                100_000 => "about 1 min".into(),
                _ => "-".into(),
            });
        }
        seed_row.push("about 60%".into());
        t.rows.push(seed_row);
        for (method, timings) in &self.methods {
            let mut row = vec![method.name().to_string()];
            for tm in timings {
                row.push(secs(tm.seconds));
                row.push(secs(tm.seconds_printed));
            }
            let share = timings.last().map_or(String::new(), |tm| {
                format!("{:.0}%", tm.printing_share() * 100.0)
            });
            row.push(share);
            t.rows.push(row);
        }
        t
    }

    fn notes(&self) -> Vec<String> {
        vec![format!(
            "One thread; runs of up to 10,000 grids are timed three times and the \
             fastest kept. \"Printed\" runs format every grid as article 001 did (a title \
             line and nine lines of digits separated by spaces) and write it to {} \
             through a buffered writer; the article wrote to a console, which is much \
             slower than any file. The printing share is the time spent formatting and \
             writing, timed around each grid's printing, over the whole printed run, at \
             the largest size.",
            self.sink
        )]
    }

    fn json(&self) -> Json {
        let methods = self
            .methods
            .iter()
            .map(|(m, timings)| {
                let runs = timings
                    .iter()
                    .map(|t| {
                        obj([
                            ("grids", Json::from(t.grids)),
                            ("seconds", Json::from(t.seconds)),
                            ("seconds_printed", Json::from(t.seconds_printed)),
                            ("seconds_printing", Json::from(t.seconds_printing)),
                            ("printing_share", Json::from(t.printing_share())),
                        ])
                    })
                    .collect();
                obj([
                    ("method", Json::from(m.name())),
                    ("runs", Json::Array(runs)),
                ])
            })
            .collect();
        obj([
            (
                "sizes",
                Json::Array(self.sizes.iter().map(|&n| Json::from(n)).collect()),
            ),
            ("sink", Json::from(self.sink)),
            ("methods", Json::Array(methods)),
            (
                "article_figures",
                obj([
                    ("seconds_1000_printed", Json::from("< 1")),
                    ("seconds_100000_printed", Json::from("about 60")),
                    ("printing_share", Json::from(0.6)),
                ]),
            ),
        ])
    }
}
