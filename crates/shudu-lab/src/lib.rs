//! shudu's laboratory: the source articles' experiments behind `shudu lab`,
//! reproduced with our code, and (as this crate's binaries, `src/bin/`) the
//! development probes that profile and calibrate the engine.
//!
//! It is a crate of its own, as `regex-cli` is beside `regex`, so that the
//! engine's build and tests never compile the experiments or the probes.
//! The `shudu` command line embeds [`LabArgs`] as its `lab` subcommand and
//! calls [`run`].
//!
//! Each experiment measures one of the articles' claims with the engine's
//! implementation of that article's method and prints the article's figure beside
//! ours (and beside the engine's own method where that says something).
//! Times are wall-clock times of one thread, measured here (the engine has
//! no clock); every other figure depends only on `--seed`. `--quick` shrinks
//! every experiment to a few seconds.

pub mod bias;
pub mod dig;
mod error;
pub mod force;
pub mod las_vegas;
pub mod machine;
pub mod report;
pub mod rows;
pub mod table;
pub mod throughput;

use clap::{Args, Subcommand, ValueEnum};
pub use error::LabError;
use std::io::Write;
use table::{obj, Json, Table};

/// Options of `shudu lab`.
#[derive(Debug, Args)]
#[command(
    long_about = "Reproduce the source articles' experiments: each prints a table with the \
    article's figure beside ours (or JSON with --format json). Times are single-threaded \
    wall-clock times on this machine; other figures depend only on --seed."
)]
pub struct LabArgs {
    /// Options shared by every experiment.
    #[command(flatten)]
    pub common: Common,

    /// Which experiment.
    #[command(subcommand)]
    pub experiment: Experiment,
}

/// Options shared by every experiment.
#[derive(Clone, Debug, Args)]
pub struct Common {
    /// Small sizes: every experiment in a few seconds (for CI).
    #[arg(long, global = true)]
    pub quick: bool,

    /// Output format.
    #[arg(
        short,
        long,
        value_enum,
        value_name = "FORMAT",
        default_value = "table",
        global = true
    )]
    pub format: LabFormat,

    /// Seed of the random choices.
    #[arg(short, long, value_name = "SEED", default_value_t = 1, global = true)]
    pub seed: u64,
}

/// How an experiment's results are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LabFormat {
    /// A table for people, with notes.
    Table,
    /// One JSON object.
    Json,
}

/// The experiments.
#[derive(Debug, Subcommand)]
pub enum Experiment {
    /// Article 000: success rate and speed of the forced box-by-box fill.
    Force(force::ForceArgs),
    /// Articles 001/003: orderings drawn per grid by the random-rows method.
    Rows(rows::RowsArgs),
    /// Article 001: time for 1,000 and 100,000 grids, with and without printing.
    Throughput(throughput::ThroughputArgs),
    /// Article 002: how often N random starting digits can be completed.
    LasVegas(las_vegas::LasVegasArgs),
    /// Article 002: time per unique puzzle against the number of holes.
    Dig(dig::DigArgs),
    /// How far each method is from drawing grids uniformly.
    Bias(bias::BiasArgs),
    /// Every experiment, written as the Markdown page docs/methods.md.
    Report(report::ReportArgs),
}

/// The result of one experiment.
pub trait Outcome {
    /// A heading.
    fn title(&self) -> String;
    /// The main table: the article's figures beside ours.
    fn table(&self) -> Table;
    /// Sentences saying what was measured and how to read it.
    fn notes(&self) -> Vec<String>;
    /// The same figures as JSON.
    fn json(&self) -> Json;
}

/// Runs `shudu lab`.
pub fn run(args: &LabArgs) -> Result<(), LabError> {
    let common = &args.common;
    let outcome: Box<dyn Outcome> = match &args.experiment {
        Experiment::Force(a) => Box::new(force::measure(a, common)),
        Experiment::Rows(a) => Box::new(rows::measure(a, common)),
        Experiment::Throughput(a) => Box::new(throughput::measure(a, common)?),
        Experiment::LasVegas(a) => Box::new(las_vegas::measure(a, common)),
        Experiment::Dig(a) => Box::new(dig::measure(a, common)),
        Experiment::Bias(a) => Box::new(bias::measure(a, common)),
        Experiment::Report(a) => return report::run(a, common),
    };
    print(outcome.as_ref(), common.format)
}

/// Writes an outcome to standard output.
fn print(outcome: &dyn Outcome, format: LabFormat) -> Result<(), LabError> {
    let text = match format {
        LabFormat::Json => format!("{}\n", outcome.json()),
        LabFormat::Table => as_text(outcome),
    };
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| LabError::write("<stdout>", e))
}

/// The table form: title, table, notes.
pub fn as_text(outcome: &dyn Outcome) -> String {
    let mut s = format!("{}\n\n{}", outcome.title(), outcome.table().text());
    for note in outcome.notes() {
        s.push('\n');
        s.push_str(&wrap(&note, 78));
    }
    s
}

/// Wraps text at spaces to lines of at most `width` characters.
fn wrap(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = 0;
    for word in text.split_whitespace() {
        let n = word.chars().count();
        if line > 0 && line + 1 + n > width {
            out.push('\n');
            line = 0;
        } else if line > 0 {
            out.push(' ');
            line += 1;
        }
        out.push_str(word);
        line += n;
    }
    out.push('\n');
    out
}

/// Seconds since `start`, as a float.
fn elapsed(start: std::time::Instant) -> f64 {
    start.elapsed().as_secs_f64()
}

/// Min, mean and max of some numbers (zeros when there are none).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Spread {
    /// The smallest.
    pub min: f64,
    /// The mean.
    pub mean: f64,
    /// The largest.
    pub max: f64,
}

impl Spread {
    /// The spread of `values`.
    pub fn of(values: impl IntoIterator<Item = f64>) -> Spread {
        let (mut min, mut max, mut sum, mut n) = (f64::INFINITY, f64::NEG_INFINITY, 0.0, 0u64);
        for v in values {
            min = min.min(v);
            max = max.max(v);
            sum += v;
            n += 1;
        }
        if n == 0 {
            return Spread::default();
        }
        Spread {
            min,
            mean: sum / n as f64,
            max,
        }
    }

    /// As a JSON object `{"min", "mean", "max"}`.
    pub fn json(&self) -> Json {
        obj([
            ("min", Json::from(self.min)),
            ("mean", Json::from(self.mean)),
            ("max", Json::from(self.max)),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping_keeps_words_whole() {
        assert_eq!(wrap("aa bb cc", 5), "aa bb\ncc\n");
        assert_eq!(wrap("", 5), "\n");
    }

    #[test]
    fn spread() {
        let s = Spread::of([3.0, 1.0, 2.0]);
        assert_eq!((s.min, s.mean, s.max), (1.0, 2.0, 3.0));
        assert_eq!(Spread::of([]), Spread::default());
    }
}
