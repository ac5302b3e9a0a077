//! One module per command; [`run`] dispatches.

pub mod bank;
pub mod canon;
pub mod check;
pub mod completions;
pub mod explain;
pub mod generate;
mod generate_pattern;
mod generate_rated;
mod given_solution;
pub mod hint;
mod lab;
pub mod man;
pub mod print;
pub mod rate;
pub mod serve;
pub mod solve;
mod stream;

use crate::cli::{Cli, Command};
use crate::error::CliError;

/// Runs the chosen command.
pub fn run(cli: Cli) -> Result<(), CliError> {
    match cli.command {
        Command::Generate(args) => generate::run(&args, cli.globals.jobs),
        Command::Solve(args) => solve::run(&args, cli.globals.jobs),
        Command::Check(args) => check::run(&args, cli.globals.jobs),
        Command::Lab(args) => lab::run(&args),
        Command::Rate(args) => rate::run(&args, cli.globals.jobs),
        Command::Explain(args) => explain::run(&args, cli.globals.jobs),
        Command::Hint(args) => hint::run(&args),
        Command::Print(args) => print::run(&args, cli.globals.jobs),
        Command::Serve(args) => serve::run(&args),
        Command::Canon(args) => canon::run(&args, cli.globals.jobs),
        Command::Bank(args) => bank::run(&args, cli.globals.jobs),
        Command::Completions(args) => completions::run(&args),
        Command::Man(args) => man::run(&args),
    }
}
