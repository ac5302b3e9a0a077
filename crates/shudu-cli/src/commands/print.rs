//! `shudu print`: puzzles as a PDF book or as SVG pictures, drawn by
//! `shudu-print`. This file only reads the puzzles (through the CLI's input
//! code), checks, solves and rates them, and hands them over.

use crate::atomic;
use crate::bulk;
use crate::cli::{LabelPart, PrintArgs, PrintFormat, SolutionsArg};
use crate::error::CliError;
use crate::input::Inputs;
use crate::interrupt;
use crate::report::{Progress, Reporter};
use shudu::rate::rate;
use shudu::Uniqueness;
use shudu_print::{BookOptions, Entry, Layout, PictureOptions, Solutions};
use std::fs;
use std::io::{self, IsTerminal, Write};
use std::path::Path;

/// A puzzle read, and what was found out about it.
struct Read {
    input: std::sync::Arc<str>,
    line: usize,
    puzzle: shudu::Grid,
}

/// Judges one puzzle: its entry, or why it is refused.
fn judge(
    read: &Read,
    number: usize,
    parts: &[LabelPart],
    allow_invalid: bool,
) -> Result<Entry, String> {
    let puzzle = read.puzzle;
    let (solution, trouble) = match puzzle.first_conflict() {
        Some(c) => (None, Some(format!("invalid ({c})"))),
        None => match puzzle.uniqueness() {
            Uniqueness::Unique(s) => (Some(s), None),
            Uniqueness::NoSolution => (None, Some("no solution".to_string())),
            Uniqueness::Multiple => (None, Some("more than one solution".to_string())),
        },
    };
    if let (Some(t), false) = (&trouble, allow_invalid) {
        return Err(format!("{t}: refused (--allow-invalid prints it anyway)"));
    }
    let mut label = Vec::new();
    let needs_rating = parts
        .iter()
        .any(|p| matches!(p, LabelPart::Level | LabelPart::Se));
    let rating = match (&solution, needs_rating) {
        (Some(_), true) => rate(&puzzle).ok(),
        _ => None,
    };
    for part in parts {
        match (part, &rating) {
            (LabelPart::Level, Some(r)) => label.push(r.level.to_string()),
            (LabelPart::Se, Some(r)) => label.push(format!("SE {:.1}", r.se)),
            (LabelPart::Id, _) => label.push(shudu::transform::puzzle_id(&puzzle).to_string()),
            _ => {}
        }
    }
    if let Some(t) = trouble {
        label.push(format!("NOT A VALID PUZZLE: {}", t.to_uppercase()));
    }
    Ok(Entry {
        number,
        puzzle,
        solution,
        label: label.join(" \u{b7} "),
    })
}

/// Writes `bytes` to `path` whole: into a file beside it first, renamed
/// over it at the end, so that an interruption or an error leaves any older
/// file as it was.
fn write_whole(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    let _guard = interrupt::write_guard();
    let target = path.display().to_string();
    let (mut file, replace) = atomic::create(path).map_err(|e| CliError::write(&target, e))?;
    let written = file.write_all(bytes).and_then(|()| file.flush());
    let result = match (written, replace) {
        (Ok(()), Some(r)) => r.commit(),
        (Ok(()), None) => Ok(()),
        (Err(e), r) => {
            if let Some(r) = r {
                r.abandon();
            }
            Err(e)
        }
    };
    result.map_err(|source| CliError::write(&target, source))
}

fn write_stdout(bytes: &[u8]) -> Result<(), CliError> {
    let _guard = interrupt::write_guard();
    let mut out = io::stdout().lock();
    out.write_all(bytes)
        .and_then(|()| out.flush())
        .map_err(|e| CliError::write("<stdout>", e))
}

/// Runs `shudu print`.
pub fn run(args: &PrintArgs, jobs: Option<usize>) -> Result<(), CliError> {
    let to_stdout = match args.output.as_deref() {
        None => true,
        Some(p) => p == Path::new("-"),
    };
    if to_stdout && args.format == PrintFormat::Pdf && io::stdout().is_terminal() {
        return Err(CliError::Usage(
            "a PDF is not for the terminal: give a file with -o book.pdf (or pipe the output)"
                .into(),
        ));
    }
    let layout = match (&args.per_page, args.layout) {
        (Some(n), _) => {
            let n: usize = n
                .parse()
                .map_err(|_| CliError::Usage(format!("bad --per-page {n}")))?;
            Layout::for_per_page(n, args.landscape)
        }
        (None, l) => l,
    };
    let opts = BookOptions {
        paper: args.paper,
        landscape: args.landscape,
        layout,
        solutions: match args.solutions {
            SolutionsArg::Back => Solutions::Back,
            SolutionsArg::None => Solutions::None,
            SolutionsArg::EachPage => Solutions::EachPage,
        },
        title: args.title.clone(),
        scale: args.scale,
        font_size: args.font_size,
    };
    let parts: Vec<LabelPart> = if args.label.contains(&LabelPart::None) {
        Vec::new()
    } else {
        args.label.clone()
    };

    crate::output::refuse_input_as_output(args.output.as_deref(), &args.input.files)?;
    // Read everything first: a book is written whole, or not at all.
    let mut inputs = Inputs::new(&args.input.files, !args.allow_invalid);
    let mut reporter = Reporter::new(Progress::Hidden);
    if inputs.is_interactive() {
        reporter.note("shudu: reading puzzles from the terminal (Ctrl-D to end)");
    }
    let mut unreadable = Vec::new();
    let mut read = Vec::new();
    let mut failed = 0u64;
    let mut total = 0u64;
    let mut unreadable_inputs = 0u64;
    let mut empty_inputs = 0u64;
    loop {
        let items = inputs.next_chunk(4096, &mut unreadable);
        for e in unreadable.drain(..) {
            reporter.message(&format!("shudu: cannot read {}: {}", e.input, e.error));
            unreadable_inputs += 1;
        }
        if items.is_empty() {
            break;
        }
        for item in items {
            if item.no_puzzles {
                if let Err(e) = &item.result {
                    reporter.puzzle_message(&item.input, item.line, &e.kind.to_string());
                }
                empty_inputs += 1;
                continue;
            }
            total += 1;
            match item.result {
                Ok(entry) => read.push(Read {
                    input: item.input,
                    line: item.line,
                    puzzle: entry.puzzle,
                }),
                Err(e) => {
                    failed += 1;
                    reporter.puzzle_message(&item.input, item.line, &e.kind.to_string());
                }
            }
        }
    }
    if unreadable_inputs > 0 {
        reporter.finish();
        reporter.message("shudu: nothing was written");
        return Err(CliError::InputsFailed(unreadable_inputs));
    }
    if empty_inputs > 0 && failed == 0 {
        reporter.finish();
        reporter.message("shudu: nothing was written");
        return Err(CliError::NoPuzzles {
            empty: empty_inputs,
            total,
        });
    }

    let pool = bulk::pool(jobs)?;
    let numbered: Vec<(usize, &Read)> = read.iter().enumerate().map(|(i, r)| (i + 1, r)).collect();
    let judged = bulk::map_ordered(&pool, &numbered, |(n, r)| {
        judge(r, *n, &parts, args.allow_invalid)
    });
    let mut entries = Vec::with_capacity(judged.len());
    for (r, j) in read.iter().zip(judged) {
        match j {
            Ok(e) => entries.push(e),
            Err(why) => {
                failed += 1;
                reporter.puzzle_message(&r.input, r.line, &why);
            }
        }
    }
    reporter.finish();
    if failed > 0 {
        return Err(CliError::PuzzlesFailed {
            failed,
            total,
            what: "could not be printed; nothing was written",
        });
    }
    if entries.is_empty() {
        return Err(CliError::Usage("no puzzles to print".into()));
    }

    match args.format {
        PrintFormat::Pdf => {
            let pages = shudu_print::book_pages(&entries, &opts)
                .map_err(|e| CliError::Usage(e.to_string()))?;
            let pdf = shudu_print::to_pdf(&pages, opts.title.as_deref())
                .map_err(|e| CliError::Usage(e.to_string()))?;
            match &args.output {
                Some(p) if p != Path::new("-") => write_whole(p, &pdf),
                _ => write_stdout(&pdf),
            }
        }
        PrintFormat::Svg => write_svgs(args, &entries, opts),
    }
}

fn write_svgs(args: &PrintArgs, entries: &[Entry], opts: BookOptions) -> Result<(), CliError> {
    let picture = PictureOptions {
        scale: opts.scale,
        font_size: opts.font_size,
    };
    let svg = |e: &Entry, solution: bool| {
        shudu_print::picture(e, solution, picture)
            .map(|d| shudu_print::to_svg(&d))
            .map_err(|e| CliError::Usage(e.to_string()))
    };
    let dir = match &args.output {
        Some(p) if p != Path::new("-") => p,
        _ => {
            let [one] = entries else {
                return Err(CliError::Usage(format!(
                    "SVG to standard output takes one puzzle, and {} were read: give a directory with -o DIR",
                    entries.len()
                )));
            };
            return write_stdout(svg(one, false)?.as_bytes());
        }
    };
    fs::create_dir_all(dir).map_err(|e| CliError::write(&dir.display().to_string(), e))?;
    let width = entries.len().to_string().len().max(3);
    for e in entries {
        let name = format!("{:0width$}", e.number);
        write_whole(&dir.join(format!("{name}.svg")), svg(e, false)?.as_bytes())?;
        if opts.solutions != Solutions::None {
            write_whole(
                &dir.join(format!("{name}-solution.svg")),
                svg(e, true)?.as_bytes(),
            )?;
        }
    }
    Ok(())
}
