//! The `shudu` command line: parse the arguments, run the command, turn the
//! outcome into an exit code (see `cli::EXIT_CODES`).

mod atomic;
mod bulk;
mod cli;
mod commands;
mod error;
mod input;
mod interrupt;
mod output;
mod report;

use clap::FromArgMatches;
use std::io::Write;

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    // The plainest `solve` lines are read without clap (see `cli::plain_solve`).
    let (cli, plain) = match cli::plain_solve(&args) {
        Some(cli) => (cli, true),
        None => (parse(args), false),
    };
    report::set_quiet(cli.globals.quiet);
    let defer = plain && may_defer(&cli);
    run(cli, defer);
}

/// The largest `--limit` of a count that may defer Ctrl-C's thread: the
/// default (1,000), whose longest count takes well under a millisecond.
const DEFER_LIMIT: usize = cli::DEFAULT_LIMIT;

/// Whether the Ctrl-C handler's thread may start late (`interrupt::defer`):
/// a plain `shudu solve --jobs 1` of regular files or puzzles given as
/// arguments, read without waiting, in which the check between puzzles
/// stops the run about as soon as the thread would. Not for counts past
/// [`DEFER_LIMIT`]: counting an empty grid's solutions to a million would
/// keep a Ctrl-C waiting for seconds.
fn may_defer(cli: &cli::Cli) -> bool {
    let cli::Command::Solve(args) = &cli.command else {
        return false;
    };
    let files = &args.input.files;
    cli.globals.jobs == Some(1)
        && (!args.count_solutions || args.limit <= DEFER_LIMIT)
        && !files.is_empty()
        // A path that is not there is a puzzle, or an input that cannot be opened.
        && files
            .iter()
            .all(|f| std::fs::metadata(f).map_or(true, |m| m.is_file()))
}

/// The arguments read by clap.
fn parse(args: Vec<std::ffi::OsString>) -> cli::Cli {
    let words: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let color = color_choice(&words);
    // The lean grammar of the named command parses; help, the version and
    // usage errors are written by the whole command, with its long help,
    // exactly as before. The grammar is left to the end of the process, not
    // taken apart (that was a seventh of clap's start-up instructions).
    let mut lean = cli::grammar_for(&words).color(color);
    let parsed = lean.try_get_matches_from_mut(args);
    std::mem::forget(lean);
    let matches = match parsed {
        Ok(matches) => matches,
        Err(_) => cli::command().color(color).get_matches(),
    };
    cli::Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit())
}

fn run(cli: cli::Cli, defer: bool) -> ! {
    // `--color` was applied before parsing (see `color_choice`), so that a
    // usage error is coloured as asked too.
    let _ = cli.globals.color;
    // `serve` stops gracefully on Ctrl-C itself (finishing the requests in flight).
    if defer {
        interrupt::defer();
    } else if !matches!(cli.command, cli::Command::Serve(_)) {
        interrupt::install();
    }
    let code = match commands::run(cli) {
        Ok(()) => error::exit::OK,
        Err(e) => {
            if !e.is_quiet() {
                let _ = writeln!(std::io::stderr(), "shudu: {e}");
            }
            e.exit_code()
        }
    };
    interrupt::check();
    std::process::exit(code);
}

/// The colour choice, known before the arguments are parsed (so that a
/// usage error is coloured as asked): `--color WHEN` or `--color=WHEN`, else
/// never when `NO_COLOR` is set and not empty (no-color.org), else auto.
fn color_choice(args: &[String]) -> clap::ColorChoice {
    let given = args.iter().enumerate().find_map(|(i, a)| {
        a.strip_prefix("--color=")
            .map(str::to_string)
            .or_else(|| (a == "--color").then(|| args.get(i + 1).cloned()).flatten())
    });
    match given.as_deref() {
        Some("always") => clap::ColorChoice::Always,
        Some("never") => clap::ColorChoice::Never,
        Some(_) => clap::ColorChoice::Auto,
        None if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) => {
            clap::ColorChoice::Never
        }
        None => clap::ColorChoice::Auto,
    }
}
