//! The loop shared by commands that read puzzles and write one result per
//! puzzle (`solve`, `check`, and any later command of that shape): read a
//! chunk, judge its puzzles in parallel, write results in input order,
//! report problems with file and line.

use crate::bulk::{self, ChunkSizes};
use crate::cli::{InputArgs, OutputArgs};
use crate::error::CliError;
use crate::input::{Inputs, Item};
use crate::interrupt;
use crate::output::{output_path, refuse_input_as_output, Format, Output, Record};
use crate::report::{self, Progress, Reporter};
use serde::Serialize;
use shudu_formats::read::PuzzleEntry;
use std::borrow::Cow;
use std::time::{Duration, Instant};

/// The most puzzles read and judged at a time. Larger chunks save little
/// (a chunk's fixed cost is small beside 2,048 solves), and their items,
/// records and rendered lines come fresh from the system each time (the
/// allocator returns the freed memory of the last chunk): with 16,384, a
/// `shudu solve` of 49,158 17-clue puzzles took 11,700 page faults, a fifth
/// of its CPU time in the kernel.
const MAX_CHUNK: usize = 2048;
/// With one thread (`--jobs 1`) the puzzles are read 64 at a time: growing
/// chunks only serve the pool, and each larger one took fresh pages (its
/// items are some 200 bytes each, copied when the list grew): the unbiased
/// 1000 took 170 page faults instead of 111, the 49,158 17-clue 301 instead
/// of 110. The output is then written when 32 KiB are queued (and before any
/// message, and at the end), not after every chunk.
const SINGLE_CHUNK: usize = 64;
const SINGLE_COMMIT: usize = 32 << 10;
/// With Ctrl-C's thread deferred (see `interrupt::defer`), how long a run
/// goes before the thread is started, checked between chunks. Until then the
/// check between puzzles makes the same stop, one puzzle later at most (well
/// under a millisecond for the runs that defer). Started after the first
/// chunk instead, the thread (its start, its stack and malloc arena, and a
/// process of two threads to end) was a measurable part of a short `shudu
/// solve` (docs/benchmarks.md, the whole-process passes).
const ARM_AFTER: Duration = Duration::from_millis(20);

/// What a command made of one puzzle.
#[derive(Debug, Default)]
pub struct Judgement {
    /// The record to write, if any.
    pub record: Option<Record>,
    /// For `--format json`: the shared JSON record, already written (it
    /// takes the place of `record`).
    pub json: Option<String>,
    /// A problem to report on standard error (file and line are added):
    /// a fixed text is not copied (a file of puzzles with several solutions
    /// has one such problem a puzzle).
    pub problem: Option<Cow<'static, str>>,
    /// Whether this puzzle counts as failed for the exit code.
    pub failed: bool,
}

impl Judgement {
    /// A record to write; not a failure.
    #[inline]
    pub fn record(record: Record) -> Judgement {
        Judgement {
            record: Some(record),
            ..Judgement::default()
        }
    }

    /// A record to write: for JSON the shared record `json`, else `record`.
    pub fn typed<T: Serialize>(format: Format, json: &T, record: Record) -> Judgement {
        let json = (format == Format::Json).then(|| {
            let mut s = String::new();
            shudu_formats::write::json_line(json, &mut s);
            s
        });
        Judgement {
            record: Some(record),
            json,
            ..Judgement::default()
        }
    }

    /// This judgement, but failed with a problem if the input gave a
    /// solution next to the puzzle that is not one (see `given_solution`).
    #[inline]
    pub fn unless_wrong(self, entry: &PuzzleEntry) -> Judgement {
        let wrong = entry
            .solution
            .as_ref()
            .and_then(|s| super::given_solution::wrong(&entry.puzzle, s));
        match wrong {
            Some(why) => Judgement {
                problem: Some(why.into()),
                failed: true,
                ..self
            },
            None => self,
        }
    }

    /// A failure reported on standard error, nothing written.
    pub fn problem(message: impl Into<Cow<'static, str>>) -> Judgement {
        Judgement {
            record: None,
            json: None,
            problem: Some(message.into()),
            failed: true,
        }
    }
}

/// How a stream ended.
#[derive(Debug, Default)]
pub struct Summary {
    /// Puzzles read (and lines that failed to read as puzzles).
    pub total: u64,
    /// Of which failed.
    pub failed: u64,
    /// Inputs that could not be read.
    pub unreadable: u64,
    /// Inputs that held no puzzles (not counted in `total`).
    pub empty_inputs: u64,
}

impl Summary {
    /// The command's result: inputs that could not be read come first (exit
    /// code 2), then failed puzzles (exit code 1).
    pub fn into_result(self, what: &'static str) -> Result<(), CliError> {
        if self.unreadable > 0 {
            Err(CliError::InputsFailed(self.unreadable))
        } else if self.failed > 0 {
            Err(CliError::PuzzlesFailed {
                failed: self.failed,
                total: self.total,
                what,
            })
        } else if self.empty_inputs > 0 {
            Err(CliError::NoPuzzles {
                empty: self.empty_inputs,
                total: self.total,
            })
        } else {
            Ok(())
        }
    }
}

/// Reads every puzzle of `input`, judges it with `judge` on `jobs` threads,
/// and writes the records in `format` under the CSV header `columns`.
/// `check_conflicts`: clashing givens are reported as unreadable input
/// instead of being passed to `judge`.
pub fn run<F>(
    input: &InputArgs,
    output: &OutputArgs,
    format: Format,
    columns: &[&str],
    jobs: Option<usize>,
    check_conflicts: bool,
    judge: F,
) -> Result<Summary, CliError>
where
    F: Fn(&PuzzleEntry) -> Judgement + Sync + Send,
{
    run_with_preamble(
        input,
        output,
        format,
        columns,
        "",
        jobs,
        check_conflicts,
        judge,
    )
}

/// [`run`], writing `preamble` (whole lines, e.g. a table header) before
/// the first record, after the format's own header.
#[allow(clippy::too_many_arguments)]
pub fn run_with_preamble<F>(
    input: &InputArgs,
    output: &OutputArgs,
    format: Format,
    columns: &[&str],
    preamble: &str,
    jobs: Option<usize>,
    check_conflicts: bool,
    judge: F,
) -> Result<Summary, CliError>
where
    F: Fn(&PuzzleEntry) -> Judgement + Sync + Send,
{
    let pool = bulk::pool(jobs)?;
    refuse_input_as_output(output_path(&output.output), &input.files)?;
    let mut out = Output::open(output_path(&output.output))?;
    let mut inputs = Inputs::new(&input.files, check_conflicts);
    // The inputs' sizes (a `statx` each) only for a bar that is shown.
    let progress = if inputs.is_interactive() || !report::bar_shown() {
        Progress::Hidden
    } else {
        match inputs.total_bytes() {
            Some(bytes) => Progress::Bytes(bytes),
            None => Progress::Spinner,
        }
    };
    let by_bytes = matches!(progress, Progress::Bytes(_));
    let mut reporter = Reporter::new(progress);
    if inputs.is_interactive() {
        reporter.note("shudu: reading puzzles from the terminal (Ctrl-D to end)");
    }
    let mut summary = Summary::default();
    match stream(
        &pool,
        &mut out,
        &mut inputs,
        &mut reporter,
        format,
        columns,
        preamble,
        by_bytes,
        &judge,
        &mut summary,
    ) {
        Ok(()) | Err(CliError::BrokenPipe) => {}
        Err(e) => return Err(e),
    }
    reporter.finish();
    out.finish()?;
    Ok(summary)
}

#[allow(clippy::too_many_arguments)]
fn stream<F>(
    pool: &bulk::Pool,
    out: &mut Output,
    inputs: &mut Inputs,
    reporter: &mut Reporter,
    format: Format,
    columns: &[&str],
    preamble: &str,
    by_bytes: bool,
    judge: &F,
    summary: &mut Summary,
) -> Result<(), CliError>
where
    F: Fn(&PuzzleEntry) -> Judgement + Sync + Send,
{
    out.push(&format.header(columns));
    out.push(preamble);
    out.commit()?;
    let interactive = inputs.is_interactive();
    let single = bulk::single(pool);
    let sizes = if interactive {
        ChunkSizes::single()
    } else if single {
        ChunkSizes::new(SINGLE_CHUNK, SINGLE_CHUNK)
    } else {
        ChunkSizes::new(64, MAX_CHUNK)
    };
    let mut unreadable = Vec::new();
    // Both kept from chunk to chunk (see `Inputs::next_chunk_into`).
    let mut items = Vec::new();
    let mut judged = Vec::new();
    let started = Instant::now();
    for size in sizes {
        inputs.next_chunk_into(size, &mut items, &mut unreadable);
        for e in unreadable.drain(..) {
            out.commit()?;
            reporter.message(&format!("shudu: cannot read {}: {}", e.input, e.error));
            summary.unreadable += 1;
        }
        if items.is_empty() {
            break;
        }
        // A run past its first `ARM_AFTER` has Ctrl-C's thread (see `interrupt::defer`).
        if interrupt::deferred() && started.elapsed() >= ARM_AFTER {
            interrupt::arm();
        }
        // Records are rendered below, in order, into the output's queue: a
        // string per record made in the workers cost an allocation each and,
        // freed a chunk at a time, pages the system had to hand back.
        let judge_item = |item: &Item| match &item.result {
            Err(e) => Err(e.kind.to_string()),
            Ok(entry) => Ok(judge(entry)),
        };
        if single {
            // One thread: each judgement is written where it is made, never
            // moved into a `Result` or the chunk's results (it is a few
            // hundred bytes, copied at every move).
            for item in &items {
                interrupt::check();
                match &item.result {
                    Ok(entry) => {
                        let judged = judge(entry);
                        take(out, reporter, format, columns, summary, item, Ok(&judged))?;
                    }
                    Err(e) => {
                        let why = e.kind.to_string();
                        take(out, reporter, format, columns, summary, item, Err(&why))?;
                    }
                }
            }
        } else {
            bulk::map_ordered_into(pool, &items, &mut judged, judge_item);
            for (item, result) in items.iter().zip(&judged) {
                let result = result.as_ref().map_err(String::as_str);
                take(out, reporter, format, columns, summary, item, result)?;
            }
            judged.clear();
        }
        if !single || interactive || out.queued() >= SINGLE_COMMIT {
            out.commit()?;
        }
        reporter.set_position(if by_bytes {
            inputs.bytes_read()
        } else {
            summary.total
        });
    }
    Ok(())
}

/// Writes one puzzle's result (its record, or its problem on standard
/// error) and counts it in `summary`.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn take(
    out: &mut Output,
    reporter: &mut Reporter,
    format: Format,
    columns: &[&str],
    summary: &mut Summary,
    item: &Item,
    result: Result<&Judgement, &str>,
) -> Result<(), CliError> {
    match result {
        Err(why) => {
            out.commit()?;
            reporter.puzzle_message(&item.input, item.line, why);
            if item.no_puzzles {
                summary.empty_inputs += 1;
            } else {
                summary.total += 1;
                summary.failed += 1;
            }
        }
        Ok(j) => {
            summary.total += 1;
            if let Some(t) = &j.json {
                out.push(t);
            } else if let Some(r) = &j.record {
                // Straight into the output's queue (a string of its own and
                // a copy a puzzle before).
                format.render(r, columns, out.queue());
            }
            if let Some(p) = &j.problem {
                out.commit()?;
                reporter.puzzle_message(&item.input, item.line, p);
            }
            if j.failed {
                summary.failed += 1;
            }
        }
    }
    Ok(())
}
