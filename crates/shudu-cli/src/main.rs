//! The `shudu` command line: parse the arguments, run the command, turn the
//! outcome into an exit code (see `cli::EXIT_CODES`).

mod bulk;
mod cli;
mod commands;
mod error;
mod input;
mod interrupt;
mod output;
mod report;

use clap::Parser;
use std::io::Write;

fn main() {
    let cli = cli::Cli::parse();
    interrupt::install();
    let code = match commands::run(cli) {
        Ok(()) => error::exit::OK,
        Err(e) => {
            if !e.is_quiet() {
                let _ = writeln!(std::io::stderr(), "shudu: {e}");
            }
            e.exit_code()
        }
    };
    std::process::exit(code);
}
