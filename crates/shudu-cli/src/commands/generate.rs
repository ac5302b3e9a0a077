//! `shudu generate`: puzzles with exactly one solution, or complete grids,
//! reproducible from a seed and independent of the number of threads.

use super::generate_pattern as pattern;
use super::generate_rated as rated;
use crate::bulk::{self, ChunkSizes};
use crate::cli::GenerateArgs;
use crate::error::CliError;
use crate::output::{output_path, Format, Output, Record};
use crate::report::{Progress, Reporter};
use shudu::dig::{self, DigOptions, Target};
use shudu::fill::Method;
use shudu_formats::records::GenerateRecord;
use std::hash::{BuildHasher, Hasher};

/// Cells article 004 empties per difficulty level.
const CELLS_PER_LEVEL: usize = 20;

/// The method with its parameters; a parameter given for another method is
/// a usage error.
fn method_of(args: &GenerateArgs) -> Result<Method, CliError> {
    let mut method = args.method;
    if let Some(t) = args.threshold {
        if !matches!(method, Method::Rows { .. }) {
            return Err(CliError::Usage(format!(
                "--threshold applies to --method rows, not {method}"
            )));
        }
        method = method.with_threshold(t);
    }
    if let Some(n) = args.givens_first {
        if !matches!(method, Method::LasVegas { .. }) {
            return Err(CliError::Usage(format!(
                "--givens-first applies to --method las-vegas, not {method}"
            )));
        }
        method = method.with_givens_first(n);
    }
    Ok(method)
}

/// CSV columns (the line form shows only the grids).
const COLUMNS: &[&str] = &["puzzle", "solution", "givens", "seed", "index"];

/// CSV columns of rated puzzles (--difficulty, --rating).
const RATED_COLUMNS: &[&str] = &[
    "puzzle", "solution", "givens", "se", "level", "seed", "index",
];

/// A seed nobody chose: the operating system's per-process hashing keys
/// mixed with the time.
pub(crate) fn random_seed() -> u64 {
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    h.write_u128(nanos);
    h.write_u32(std::process::id());
    h.finish()
}

/// Runs `shudu generate`.
pub fn run(args: &GenerateArgs, jobs: Option<usize>) -> Result<(), CliError> {
    if args.start.checked_add(args.count).is_none() {
        return Err(CliError::Usage(format!(
            "--start {} with --count {} runs past the last index, {}",
            args.start,
            args.count,
            u64::MAX - 1
        )));
    }
    let target = match (args.givens, args.holes, args.level) {
        (Some(n), _, _) => Target::Givens(n.into()),
        (None, Some(n), _) => Target::Holes(n.into()),
        (None, None, Some(level)) => Target::Holes(CELLS_PER_LEVEL * usize::from(level)),
        (None, None, None) => Target::Minimal,
    };
    let options = DigOptions {
        target,
        minimal: args.minimal,
        symmetry: args.symmetry,
        max_attempts: args
            .attempts
            .unwrap_or(DigOptions::DEFAULT_MAX_ATTEMPTS)
            .max(1),
        method: method_of(args)?,
    };
    let pool = bulk::pool(jobs)?;
    let mut out = Output::open(output_path(&args.output.output))?;
    let to_terminal = out.is_terminal();
    let format = args
        .output
        .format
        .unwrap_or_else(|| Format::default_for_terminal(to_terminal));
    let mut reporter = Reporter::new(if args.count > 1 {
        Progress::Items(args.count)
    } else {
        Progress::Hidden
    });
    let seed = match args.seed {
        Some(s) => s,
        None => {
            let s = random_seed();
            reporter.note(&format!("seed: {s}"));
            s
        }
    };
    let result = write_all(args, seed, &options, format, &pool, &mut out, &mut reporter);
    reporter.finish();
    result?;
    out.finish()
}

fn write_all(
    args: &GenerateArgs,
    seed: u64,
    options: &DigOptions,
    format: Format,
    pool: &bulk::Pool,
    out: &mut Output,
    reporter: &mut Reporter,
) -> Result<(), CliError> {
    let target = rated::target(args);
    let rated_options = rated::options(args, options.method);
    let columns = if target.is_some() {
        RATED_COLUMNS
    } else {
        COLUMNS
    };
    out.push(&format.header(columns));
    let jobs = pool.current_num_threads().max(1);
    let sizes = ChunkSizes::new(jobs * 2, 4096);
    let mut done = 0u64;
    for range in bulk::index_chunks(args.start, args.count, sizes) {
        let indices: Vec<u64> = range.collect();
        let made = bulk::map_ordered(pool, &indices, |&index| {
            let mut rng = shudu::rng_for(seed, index);
            let mut note = None;
            let mut rating = None;
            let (puzzle, solution) = if args.solved {
                (options.method.fill(&mut rng), None)
            } else if let Some(pattern) = &args.pattern {
                let (puzzle, solution) =
                    pattern::make(pattern, options.method, options.max_attempts, &mut rng)
                        .map_err(|e| format!("puzzle {index} (seed {seed}): {e}"))?;
                (puzzle, Some(solution))
            } else if let Some(target) = target {
                let p = rated::make(target, &rated_options, &mut rng, seed, index)?;
                if args.verbose {
                    note = Some(rated::verbose_line(index, &p));
                }
                let (puzzle, solution) = rated::grids(&p);
                rating = Some(p);
                (puzzle, Some(solution))
            } else {
                let p = match dig::generate(options, &mut rng) {
                    Ok(p) => p,
                    // A level is a best effort, as in article 004: keep the
                    // puzzle with the most holes and say how many.
                    Err(e) if args.level.is_some() && e.best().is_some() => {
                        let best = *e.best().expect("checked in the guard");
                        note = Some(format!(
                            "puzzle {index}: level {} asks for {} empty cells; {} removed, \
                             the most that kept one solution in {} grid(s) tried",
                            args.level.unwrap_or_default(),
                            options.target.givens().map_or(0, |g| 81 - g),
                            best.holes(),
                            e.attempts()
                        ));
                        best
                    }
                    Err(e) => return Err(format!("puzzle {index} (seed {seed}): {e}")),
                };
                (p.puzzle, Some(p.solution))
            };
            let mut record = Record::new().grid("puzzle", puzzle);
            if args.solution {
                if let Some(s) = solution {
                    record = record.grid("solution", s);
                }
            }
            if format.is_structured() {
                record = record.int("givens", puzzle.givens());
                if let Some(p) = &rating {
                    record = record
                        .rating("se", p.se)
                        .text("level", p.rating.level.name());
                }
                record = record.int("seed", seed).int("index", index);
            }
            let mut json = GenerateRecord::new(
                &puzzle,
                solution.as_ref().filter(|_| args.solution),
                seed,
                index,
            );
            if let Some(p) = &rating {
                json = json.with_rating(p.se, p.rating.level);
            }
            let mut text = String::new();
            format.render_record(&json, &record, columns, &mut text);
            Ok::<(String, Option<String>), String>((text, note))
        });
        for item in made {
            match item {
                Ok((text, note)) => {
                    out.push(&text);
                    if let Some(note) = note {
                        reporter.message(&format!("shudu: {note}"));
                    }
                }
                Err(why) => {
                    out.commit()?;
                    return Err(CliError::TargetNotReached(why));
                }
            }
        }
        out.commit()?;
        done += indices.len() as u64;
        reporter.set_position(done);
    }
    out.commit()
}
