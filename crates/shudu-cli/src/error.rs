//! The command line's errors and the exit code each one maps to.

use std::io;

/// Exit codes, as documented in `--help` and the README.
pub mod exit {
    /// Everything worked.
    pub const OK: i32 = 0;
    /// Some puzzle failed: invalid input, no solution or several, or not unique.
    pub const PUZZLE_FAILED: i32 = 1;
    /// Bad usage, or a file could not be read or written.
    pub const USAGE_OR_IO: i32 = 2;
    /// `generate` could not reach the requested target.
    pub const TARGET_NOT_REACHED: i32 = 3;
    /// Stopped by Ctrl-C (SIGINT), SIGTERM or SIGHUP.
    pub const INTERRUPTED: i32 = 130;
}

/// Why a command stopped or ended unsuccessfully.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The output could not be written.
    #[error("cannot write {target}: {source}")]
    Write {
        /// The file name (`<stdout>` for standard output).
        target: String,
        /// What the system said.
        source: io::Error,
    },
    /// The reader of our output went away (e.g. `| head`): stop quietly.
    #[error("output closed")]
    BrokenPipe,
    /// The thread pool could not be started.
    #[error("cannot start worker threads: {0}")]
    Threads(String),
    /// A generation target could not be reached.
    #[error("{0}")]
    TargetNotReached(String),
    /// Some puzzles failed; each was already reported on its own line.
    #[error("{failed} of {total} puzzles {what}")]
    PuzzlesFailed {
        /// How many failed.
        failed: u64,
        /// How many were read.
        total: u64,
        /// What went wrong with them, e.g. "could not be solved".
        what: &'static str,
    },
    /// Inputs that held no puzzles at all (each was already reported) and no
    /// puzzle failed: `total` puzzles were read from the other inputs.
    #[error("{}", no_puzzles_message(*.empty, *.total))]
    NoPuzzles {
        /// How many inputs held no puzzles.
        empty: u64,
        /// How many puzzles the other inputs held.
        total: u64,
    },
    /// Inputs could not all be read; each was already reported.
    #[error("{0} input(s) could not be read")]
    InputsFailed(u64),
    /// An argument that cannot be used (e.g. neither a file nor a puzzle).
    #[error("{0}")]
    Usage(String),
    /// The one puzzle a command was given cannot be used (e.g. several
    /// solutions).
    #[error("{0}")]
    Puzzle(String),
}

fn no_puzzles_message(empty: u64, total: u64) -> String {
    match (empty, total) {
        (_, 0) => "no puzzles were read".to_string(),
        _ => format!(
            "{empty} {} no puzzles ({total} {} read from the others)",
            if empty == 1 {
                "input held"
            } else {
                "inputs held"
            },
            if total == 1 { "puzzle" } else { "puzzles" },
        ),
    }
}

impl CliError {
    /// The process exit code for this error.
    pub fn exit_code(&self) -> i32 {
        match self {
            CliError::Write { .. }
            | CliError::Threads(_)
            | CliError::InputsFailed(_)
            | CliError::Usage(_) => exit::USAGE_OR_IO,
            CliError::BrokenPipe => exit::OK,
            CliError::TargetNotReached(_) => exit::TARGET_NOT_REACHED,
            CliError::PuzzlesFailed { .. } | CliError::NoPuzzles { .. } | CliError::Puzzle(_) => {
                exit::PUZZLE_FAILED
            }
        }
    }

    /// Whether the error is left unsaid: a closed pipe is not worth a
    /// message, and inputs without puzzles were each reported already.
    pub fn is_quiet(&self) -> bool {
        matches!(
            self,
            CliError::BrokenPipe | CliError::NoPuzzles { total: 0, .. }
        )
    }

    /// An output error: a closed pipe becomes [`CliError::BrokenPipe`].
    pub fn write(target: &str, source: io::Error) -> CliError {
        if source.kind() == io::ErrorKind::BrokenPipe {
            CliError::BrokenPipe
        } else {
            CliError::Write {
                target: target.to_string(),
                source,
            }
        }
    }
}
