//! `shudu bank`: a store of rated puzzles, one per class of equivalent puzzles, in a SQLite file
//! or a PostgreSQL database (the `shudu-bank` crate). One file per subcommand.

mod add;
mod draw;
mod export;
mod fill;
pub mod source;
mod stats;

use crate::cli::{BankArgs, BankCommand};
use crate::error::CliError;
use shudu_bank::{Bank, Location};

/// Runs `shudu bank ...`.
pub fn run(args: &BankArgs, jobs: Option<usize>) -> Result<(), CliError> {
    let location = location(args.bank.as_deref())?;
    match &args.command {
        BankCommand::Add(a) => add::run(a, &location, jobs),
        BankCommand::Fill(a) => fill::run(a, &location, jobs),
        BankCommand::Draw(a) => draw::run(a, &location),
        BankCommand::Stats(a) => stats::run(a, &location),
        BankCommand::Export(a) => export::run(a, &location),
    }
}

/// The bank's location: `--bank`, else `SHUDU_BANK`, else `shudu.db`.
fn location(flag: Option<&str>) -> Result<Location, CliError> {
    let text = match flag {
        Some(t) => t.to_string(),
        None => std::env::var(shudu_bank::ENV_VAR)
            .ok()
            .filter(|v| !v.is_empty())
            .unwrap_or_else(|| shudu_bank::DEFAULT_PATH.to_string()),
    };
    Location::parse(&text).map_err(bank_error)
}

/// Opens the bank (creating or migrating it).
fn open(location: &Location) -> Result<Box<dyn Bank>, CliError> {
    shudu_bank::open_location(location).map_err(bank_error)
}

/// A bank error as a command-line error: exit code 2, like a file that cannot be used.
pub(crate) fn bank_error(e: shudu_bank::BankError) -> CliError {
    CliError::Usage(e.to_string())
}

/// Stores a batch under the interruption lock, so that Ctrl-C waits for the commit to end.
fn add_batch(bank: &mut dyn Bank, entries: &[shudu_bank::Entry]) -> Result<Vec<bool>, CliError> {
    let _guard = crate::interrupt::write_guard();
    bank.add(entries).map_err(bank_error)
}
