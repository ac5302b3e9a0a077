//! `shudu serve`: the game page and the JSON API (crate `shudu-web`); this
//! file only reads the flags.

use crate::cli::ServeArgs;
use crate::error::CliError;
use shudu_web::pool::{Generator, PuzzleSource};
use shudu_web::{serve_blocking_from, ServeOptions};
use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

/// Runs `shudu serve` until Ctrl-C or SIGTERM.
pub fn run(args: &ServeArgs) -> Result<(), CliError> {
    let options = ServeOptions {
        addr: args.addr,
        pool_capacity: args.pool as usize,
        budget: Duration::from_millis(args.budget),
        ..ServeOptions::default()
    };
    // The pools' puzzles: drawn from a bank (opened, and migrated, before listening), or made
    // by the engine's generator.
    let source: Arc<dyn PuzzleSource> = match &args.bank {
        Some(text) => {
            let location = shudu_bank::Location::parse(text).map_err(super::bank::bank_error)?;
            let bank = shudu_bank::open_location(&location).map_err(super::bank::bank_error)?;
            Arc::new(super::bank::source::BankSource::new(
                bank,
                args.bank_low,
                options.seed,
            ))
        }
        None => Arc::new(Generator::new(options.seed)),
    };
    serve_blocking_from(options, source, |url| {
        let mut out = std::io::stdout();
        let _ = writeln!(out, "shudu: serving the game at {url} (Ctrl-C stops)");
        let _ = out.flush();
    })
    .map_err(|e| CliError::Usage(e.to_string()))
}
