//! `shudu serve`: the game page and the JSON API (crate `shudu-web`); this
//! file only reads the flags.

use crate::cli::ServeArgs;
use crate::error::CliError;
use shudu_web::{serve_blocking, ServeOptions};
use std::io::Write;
use std::time::Duration;

/// Runs `shudu serve` until Ctrl-C or SIGTERM.
pub fn run(args: &ServeArgs) -> Result<(), CliError> {
    let options = ServeOptions {
        addr: args.addr,
        pool_capacity: args.pool as usize,
        budget: Duration::from_millis(args.budget),
        ..ServeOptions::default()
    };
    serve_blocking(options, |url| {
        let mut out = std::io::stdout();
        let _ = writeln!(out, "shudu: serving the game at {url} (Ctrl-C stops)");
        let _ = out.flush();
    })
    .map_err(|e| CliError::Usage(e.to_string()))
}
