//! `shudu-verify`: checks generated puzzles (the JSON lines of
//! `shudu generate --format json`) with code that shares nothing with the
//! engine: a plain backtracking counter of its own and the `sudoku` crate.
//!
//! Checked for every puzzle: exactly one solution (both counters agree),
//! the solution written next to it is that solution, the `givens` field is
//! right; and, when asked: the count of givens or holes, minimality, the
//! clue pattern's symmetry, the level in the record, and, given the output
//! of `shudu rate --format json` on the same puzzles (`--rated`), that
//! re-rating gives the level or SE range asked. The last is a consistency
//! check of shudu's rater with itself, not an independent rating.

mod checks;
mod pattern;
mod record;

use checks::{check, Expected, Tally};
use clap::Parser;
use record::Record;
use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::process::ExitCode;
use std::time::Instant;

/// Check generated puzzles, independently of the engine.
#[derive(Parser, Debug)]
#[command(
    name = "shudu-verify",
    about = "Check generated puzzles (JSON lines of `shudu generate --format json`) independently of the engine",
    after_help = "Example:\n  shudu generate -n 1000 --symmetry rot180 --minimal --solution -f json > p.jsonl\n  shudu-verify p.jsonl --symmetry rot180 --minimal --solution --count 1000"
)]
struct Args {
    /// The generated puzzles, one JSON record per line ('-' for standard input).
    #[arg(value_name = "FILE", default_value = "-")]
    input: String,
    /// The output of `shudu rate --format json` on the same puzzles, line by line.
    #[arg(long, value_name = "FILE")]
    rated: Option<String>,
    /// Each puzzle has exactly N givens.
    #[arg(long, value_name = "N", conflicts_with = "holes")]
    givens: Option<u64>,
    /// Each puzzle has exactly N holes.
    #[arg(long, value_name = "N")]
    holes: Option<u64>,
    /// Each puzzle is minimal (no given can be removed).
    #[arg(long)]
    minimal: bool,
    /// The clue pattern of each puzzle has this symmetry.
    #[arg(long, value_name = "S", value_parser = parse_symmetry)]
    symmetry: Option<String>,
    /// Each record says this level, and so does re-rating (with --rated).
    #[arg(long, value_name = "LEVEL")]
    difficulty: Option<String>,
    /// Re-rating (with --rated) gives an SE number in MIN..MAX.
    #[arg(long, value_name = "MIN..MAX", value_parser = parse_range)]
    rating: Option<(f64, f64)>,
    /// Each record carries its solution.
    #[arg(long)]
    solution: bool,
    /// Exactly N puzzles are expected.
    #[arg(long, value_name = "N")]
    count: Option<u64>,
}

fn parse_symmetry(s: &str) -> Result<String, String> {
    if pattern::is_known(s) {
        Ok(s.to_string())
    } else {
        Err(format!(
            "unknown symmetry (expected one of {})",
            pattern::NAMES.join(", ")
        ))
    }
}

fn parse_range(s: &str) -> Result<(f64, f64), String> {
    let (lo, hi) = s
        .split_once("..")
        .ok_or("expected MIN..MAX, e.g. 2.5..4.0")?;
    let num = |t: &str| {
        t.trim()
            .parse::<f64>()
            .map_err(|_| format!("'{t}' is not a number"))
    };
    let (lo, hi) = (num(lo)?, num(hi)?);
    if lo > hi {
        return Err(format!("{lo} is above {hi}"));
    }
    Ok((lo, hi))
}

fn open(path: &str) -> io::Result<Box<dyn BufRead>> {
    if path == "-" {
        Ok(Box::new(BufReader::new(io::stdin().lock())))
    } else {
        Ok(Box::new(BufReader::new(File::open(path)?)))
    }
}

fn run(args: &Args) -> Result<Tally, String> {
    let expected = Expected {
        givens: args.givens,
        holes: args.holes,
        minimal: args.minimal,
        symmetry: args.symmetry.clone(),
        level: args.difficulty.clone(),
        se_range: args.rating,
        solution: args.solution,
    };
    let input = open(&args.input).map_err(|e| format!("cannot read {}: {e}", args.input))?;
    let mut rated = match &args.rated {
        Some(path) => Some(
            open(path)
                .map_err(|e| format!("cannot read {path}: {e}"))?
                .lines(),
        ),
        None => None,
    };
    let mut tally = Tally::default();
    for (n, line) in input.lines().enumerate() {
        let line = line.map_err(|e| format!("cannot read {}: {e}", args.input))?;
        let at = format!("{}:{}", args.input, n + 1);
        if line.trim().is_empty() {
            continue;
        }
        let rate_record = match rated.as_mut() {
            Some(lines) => match lines.next() {
                Some(Ok(l)) => {
                    Some(Record::parse(&l).map_err(|e| format!("{at}: the rate record: {e}"))?)
                }
                Some(Err(e)) => return Err(format!("cannot read the rate records: {e}")),
                None => return Err(format!("{at}: the rate records end before the puzzles")),
            },
            None => None,
        };
        let record = Record::parse(&line).map_err(|e| format!("{at}: {e}"))?;
        for problem in check(&record, rate_record.as_ref(), &expected, &mut tally) {
            eprintln!("{at}: FAIL: {problem}");
        }
    }
    if let Some(want) = args.count {
        if tally.puzzles != want {
            return Err(format!("{} puzzles read, {want} expected", tally.puzzles));
        }
    }
    if tally.puzzles == 0 {
        return Err("no puzzles read".to_string());
    }
    Ok(tally)
}

fn main() -> ExitCode {
    let args = Args::parse();
    let start = Instant::now();
    match run(&args) {
        Ok(t) => {
            println!(
                "{} puzzles, {} failed; unique by both counters, solutions compared {}, minimal checked {}, re-rated {} ({:.1} s)",
                t.puzzles,
                t.failed,
                t.solutions_compared,
                t.minimal_checked,
                t.rerated,
                start.elapsed().as_secs_f64()
            );
            if t.failed == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(e) => {
            eprintln!("shudu-verify: {e}");
            ExitCode::from(2)
        }
    }
}
