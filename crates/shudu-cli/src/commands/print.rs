//! `shudu print`: puzzles as a PDF book or as SVG pictures, drawn by
//! `shudu-print`. This file only reads the puzzles (through the CLI's input
//! code), checks, solves and rates them, and hands them over.

use crate::bulk;
use crate::cli::InputArgs;
use crate::error::CliError;
use crate::input::Inputs;
use crate::interrupt;
use crate::report::{Progress, Reporter};
use clap::{Args, ValueEnum};
use shudu::rate::rate;
use shudu::Uniqueness;
use shudu_print::{BookOptions, Entry, Layout, Paper, PictureOptions, Solutions};
use std::fs;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};

/// Options of `shudu print`.
#[derive(Debug, Args)]
#[command(
    long_about = "Print puzzles: a PDF book (grids several to a page, solutions at the back \
    or at the foot of each page, a title, page numbers, each puzzle numbered and labelled \
    with its level and SE-style rating) or one SVG picture per puzzle. Reads every input \
    form the other commands read; `shudu generate ... | shudu print -o book.pdf` works. \
    Puzzles without exactly one solution are refused (nothing is written, exit code 1) \
    unless --allow-invalid, which prints them marked as such; input that is not a puzzle \
    is reported with its file and line, and nothing is written."
)]
pub struct PrintArgs {
    #[command(flatten)]
    input: InputArgs,

    /// Output: the PDF file, or for SVG a directory (one file per puzzle);
    /// `-` or none: standard output (SVG: one puzzle only).
    #[arg(short, long, value_name = "PATH")]
    output: Option<PathBuf>,

    /// What to write.
    #[arg(short, long, value_enum, default_value = "pdf")]
    format: PrintFormat,

    /// Grids per page: 1, 2, 4, 6 or 9 (default 4, or with --font-size
    /// the most that fit).
    #[arg(long, value_name = "N", value_parser = ["1", "2", "4", "6", "9"], conflicts_with = "layout")]
    per_page: Option<String>,

    /// Grids per page as COLSxROWS, e.g. 2x3 (each 1-6).
    #[arg(long, value_name = "COLSxROWS", value_parser = parse_layout)]
    layout: Option<Layout>,

    /// Paper size.
    #[arg(long, value_name = "PAPER", default_value = "a4", value_parser = parse_paper)]
    paper: Paper,

    /// Turn the paper on its side.
    #[arg(long)]
    landscape: bool,

    /// Where the solutions go: on pages at the back, nowhere, or at the foot
    /// of each page (SVG: back or each-page also writes NNN-solution.svg).
    #[arg(long, value_enum, default_value = "back", value_name = "WHERE")]
    solutions: SolutionsArg,

    /// Title, in every page's header and the PDF's metadata.
    #[arg(long, value_name = "TEXT")]
    title: Option<String>,

    /// What follows each puzzle's number, comma-separated: level, se (the
    /// SE-style rating), id (where the puzzle was read: file and line), or
    /// none.
    #[arg(
        long,
        value_name = "WHAT",
        value_enum,
        value_delimiter = ',',
        default_value = "level,se"
    )]
    label: Vec<LabelPart>,

    /// Size of the puzzles' digits in points (large print: 20 or more); the
    /// grids are sized to match.
    #[arg(long, value_name = "PT")]
    font_size: Option<f32>,

    /// Size of all type relative to the usual (digits in their cells,
    /// labels, header, footer), 0.25-4.
    #[arg(long, value_name = "F", default_value_t = 1.0)]
    scale: f32,

    /// Print puzzles without exactly one solution too, marked as such.
    #[arg(long)]
    allow_invalid: bool,
}

/// `--format` of `shudu print`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PrintFormat {
    /// One PDF book.
    Pdf,
    /// One SVG picture per puzzle.
    Svg,
}

/// `--solutions` of `shudu print`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SolutionsArg {
    /// Smaller grids on pages at the end, numbered to match.
    Back,
    /// No solutions.
    None,
    /// Small grids at the foot of each page.
    EachPage,
}

/// One part of `--label`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LabelPart {
    /// The level (easy ... extreme).
    Level,
    /// The SE-style rating.
    Se,
    /// Where the puzzle was read: file (or `line` for standard input) and line.
    Id,
    /// Nothing but the number.
    None,
}

fn parse_layout(s: &str) -> Result<Layout, String> {
    s.parse()
}

fn parse_paper(s: &str) -> Result<Paper, String> {
    s.parse()
}

/// A puzzle read, and what was found out about it.
struct Read {
    input: std::sync::Arc<str>,
    line: usize,
    puzzle: shudu::Grid,
}

/// Where the puzzle came from, as `--label id` shows it.
fn place_name(input: &str, line: usize) -> String {
    if input == "<stdin>" {
        format!("line {line}")
    } else {
        let name = Path::new(input)
            .file_name()
            .map_or_else(|| input.to_string(), |n| n.to_string_lossy().into_owned());
        format!("{name}:{line}")
    }
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
            (LabelPart::Id, _) => label.push(place_name(&read.input, read.line)),
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
    let mut partial = path.as_os_str().to_owned();
    partial.push(".partial");
    let partial = PathBuf::from(partial);
    let result = fs::write(&partial, bytes).and_then(|()| fs::rename(&partial, path));
    result.map_err(|source| {
        let _ = fs::remove_file(&partial);
        CliError::write(&target, source)
    })
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

    // Read everything first: a book is written whole, or not at all.
    let mut inputs = Inputs::new(&args.input.files, !args.allow_invalid);
    let mut reporter = Reporter::new(Progress::Hidden);
    if inputs.is_interactive() {
        reporter.message("shudu: reading puzzles from the terminal (Ctrl-D to end)");
    }
    let mut unreadable = Vec::new();
    let mut read = Vec::new();
    let mut failed = 0u64;
    let mut total = 0u64;
    let mut unreadable_inputs = 0u64;
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
