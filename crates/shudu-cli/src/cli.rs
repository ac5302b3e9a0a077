//! The command-line grammar: the top-level options and one variant per
//! command, each command's own options in a file of its own under `cli/`.
//!
//! A leaf: the grammar is plain data that `commands/` reads; nothing here
//! calls a command (so neither depends on the other both ways).

mod bank;
mod canon;
mod check;
mod completions;
#[cfg(test)]
mod conventions;
mod examples;
mod explain;
mod fast;
mod generate;
mod hint;
mod man;
mod print;
mod rate;
mod serve;
mod solve;

pub use bank::{AddArgs, BankArgs, BankCommand, DrawArgs, ExportArgs, FillArgs, StatsArgs};
pub use canon::CanonArgs;
pub use check::CheckArgs;
pub use completions::CompletionsArgs;
pub use explain::{ExplainArgs, ExplainFormat};
pub use fast::solve as plain_solve;
pub use generate::{GenerateArgs, Pattern};
pub use hint::{HintArgs, HintFormat};
pub use man::ManArgs;
pub use print::{LabelPart, PrintArgs, PrintFormat, SolutionsArg};
pub use rate::{RateArgs, RateFormat};
pub use serve::ServeArgs;
pub use solve::{SolveArgs, DEFAULT_LIMIT};

use crate::output::Format;
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

/// Shown at the end of every `--help`.
pub const EXIT_CODES: &str = "\
Exit codes:
  0    success
  1    some puzzle failed: input that cannot be read as a puzzle, a puzzle
       with no solution or several (solve), or not valid and unique (check)
  2    usage error, or a file could not be read or written
  3    generate or bank fill could not reach the requested target, or bank
       draw found fewer puzzles than asked for
  130  interrupted (Ctrl-C, SIGTERM or SIGHUP); the output holds only whole
       lines, and an output file keeps what was written

Input: one puzzle per line (81 cells: 1-9 given, '.', '0' or '_' empty;
further fields such as a solution may follow after a space, tab, ',' or ';';
a solution given is checked against the puzzle),
CSV with a 'puzzle' column, nine-line blocks (plain or bordered), and JSON
(81 numbers, 9 rows of 9, a string, or {\"puzzle\": ...}; one per line, spread
over lines, or an array of puzzles). Blank lines and '#' comments are skipped.
Commands that read puzzles also take them as arguments: `shudu solve PUZZLE`.
A line longer than 1 MiB is reported and skipped, so memory stays bounded.

The output file (-o) is written under a temporary name beside it and renamed
at the end; it may not be one of the inputs. NO_COLOR or --color never turns
colours off.";

/// The most worker threads `--jobs` accepts.
pub const MAX_JOBS: usize = 256;

/// Reads `--jobs`: 0 (one per core) up to [`MAX_JOBS`].
fn parse_jobs(s: &str) -> Result<usize, String> {
    let n: i64 = s
        .parse()
        .map_err(|_| format!("'{s}' is not a number of threads"))?;
    if n < 0 || n as u64 > MAX_JOBS as u64 {
        return Err(format!(
            "{n} threads: give 1 to {MAX_JOBS} (0 or none: one per core)"
        ));
    }
    Ok(n as usize)
}

/// shudu (数独): make, solve and check Sudoku puzzles.
#[derive(Debug, Parser)]
#[command(name = "shudu", version = env!("SHUDU_VERSION"), about, after_help = EXIT_CODES)]
pub struct Cli {
    /// The options every command takes.
    #[command(flatten)]
    pub globals: Globals,

    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The options every command takes (given before or after its name).
#[derive(Debug, Args)]
pub struct Globals {
    /// Worker threads for bulk work, at most 256 (default: one per core).
    #[arg(short = 'j', long, global = true, value_name = "N", value_parser = parse_jobs)]
    pub jobs: Option<usize>,

    /// No progress bar and no notes on standard error (errors are still said).
    #[arg(short = 'q', long, global = true)]
    pub quiet: bool,

    /// When to colour the help and error messages (NO_COLOR in the
    /// environment means never).
    #[arg(
        long,
        global = true,
        value_enum,
        value_name = "WHEN",
        default_value = "auto"
    )]
    pub color: clap::ColorChoice,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Make puzzles with exactly one solution, or complete grids.
    #[command(after_help = EXIT_CODES)]
    Generate(GenerateArgs),
    /// Solve puzzles: one solution per puzzle, in input order.
    #[command(after_help = EXIT_CODES)]
    Solve(SolveArgs),
    /// Check puzzles: invalid, no solution, unique or multiple.
    #[command(after_help = EXIT_CODES)]
    Check(CheckArgs),
    /// Reproduce the source articles' experiments beside our own figures.
    Lab(shudu_lab::LabArgs),
    /// Rate puzzles: SE-style number, level, HoDoKu, QQWing, holes, seed formula.
    #[command(after_help = EXIT_CODES)]
    Rate(RateArgs),
    /// Explain a puzzle: every step of its logical solution.
    #[command(after_help = EXIT_CODES)]
    Explain(ExplainArgs),
    /// Hint for a grid in progress: mistakes first, then the next step.
    #[command(after_help = EXIT_CODES)]
    Hint(HintArgs),
    /// Print puzzles: a PDF book, or one SVG picture per puzzle.
    #[command(after_help = EXIT_CODES)]
    Print(PrintArgs),
    /// Serve the game in the browser and the JSON API.
    Serve(ServeArgs),
    /// Canonical (minlex) form of puzzles, with their IDs: equivalent puzzles share them.
    #[command(after_help = EXIT_CODES)]
    Canon(CanonArgs),
    /// The puzzle bank: store, generate into, draw from and export rated puzzles (SQLite or
    /// PostgreSQL).
    #[command(after_help = EXIT_CODES)]
    Bank(BankArgs),
    /// Shell completions for bash, zsh, fish, elvish or powershell, on standard output.
    Completions(CompletionsArgs),
    /// Manual pages (roff): one per command, written into a folder.
    Man(ManArgs),
}

/// The whole grammar, as the `shudu` binary parses it: the derived
/// commands, with negative numbers read as values (so that `--count -1`
/// is refused as a bad number, not as an unknown option).
pub fn command() -> clap::Command {
    examples::complete(grammar())
}

/// [`command`] without the long help texts (each command's long
/// description and examples): the same grammar, all a run that asks for no
/// help needs. Building those texts (each command's arguments a second
/// time) was a quarter of a run's start-up instructions.
pub fn grammar() -> clap::Command {
    negatives(<Cli as clap::CommandFactory>::command())
}

/// Negative numbers read as values, in `cmd` and every command below it.
fn negatives(cmd: clap::Command) -> clap::Command {
    cmd.allow_negative_numbers(true).mut_subcommands(negatives)
}

/// The grammar `main` parses `args` with: when they name a command, the
/// top-level options and that command alone (see [`grammar_of`]), else
/// [`grammar`]. Building all thirteen commands' arguments to read one
/// command's was most of clap's share of a one-puzzle `shudu solve`.
///
/// Whatever this grammar accepts, the whole one reads the same way: the
/// named command is the only one there, with all its arguments, and a word
/// taken for the command's name that is really a value (`--jobs solve`)
/// is refused by the top-level option, after which `main` parses with the
/// whole grammar.
pub fn grammar_for(args: &[String]) -> clap::Command {
    named_command(args)
        .and_then(grammar_of)
        .unwrap_or_else(grammar)
}

/// The first argument after the program's name that is not an option, nor
/// the value of a top-level option given apart (`-j N`, `--jobs N`, `--color
/// WHEN`): the command's name, if the arguments are well formed.
fn named_command(args: &[String]) -> Option<&str> {
    let mut rest = args.iter().skip(1);
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "-j" | "--jobs" | "--color" => {
                rest.next();
            }
            "--" => return None,
            a if a.starts_with('-') => {}
            a => return Some(a),
        }
    }
    None
}

/// The top-level options and the command `name` alone, as [`grammar`] has
/// them (the long help and the other commands left out); `None` for a name
/// that is not a command's.
fn grammar_of(name: &str) -> Option<clap::Command> {
    use clap::Args as _;
    type Augment = fn(clap::Command) -> clap::Command;
    let (name, augment): (&'static str, Augment) = match name {
        "generate" => ("generate", GenerateArgs::augment_args),
        "solve" => ("solve", SolveArgs::augment_args),
        "check" => ("check", CheckArgs::augment_args),
        "lab" => ("lab", shudu_lab::LabArgs::augment_args),
        "rate" => ("rate", RateArgs::augment_args),
        "explain" => ("explain", ExplainArgs::augment_args),
        "hint" => ("hint", HintArgs::augment_args),
        "print" => ("print", PrintArgs::augment_args),
        "serve" => ("serve", ServeArgs::augment_args),
        "canon" => ("canon", CanonArgs::augment_args),
        "bank" => ("bank", BankArgs::augment_args),
        "completions" => ("completions", CompletionsArgs::augment_args),
        "man" => ("man", ManArgs::augment_args),
        _ => return None,
    };
    let command = augment(clap::Command::new(name));
    let top = Globals::augment_args(clap::Command::new("shudu"));
    Some(negatives(top.subcommand(command)))
}

/// Where puzzles are read from (shared by commands that read puzzles).
#[derive(Debug, Args)]
pub struct InputArgs {
    /// Files to read, in order, or puzzles themselves (81 cells); `-` or
    /// none: standard input.
    #[arg(value_name = "FILE|PUZZLE")]
    pub files: Vec<PathBuf>,
}

/// Where and how results are written (shared by commands that write them).
#[derive(Debug, Args)]
pub struct OutputArgs {
    /// Output format.
    #[arg(short, long, value_enum, value_name = "FORMAT")]
    pub format: Option<Format>,

    /// Write to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}
