//! `shudu completions SHELL`: the shell's completion script (clap_complete).

use crate::cli::CompletionsArgs;
use crate::error::CliError;
use crate::output::Output;

/// Runs `shudu completions`.
pub fn run(args: &CompletionsArgs) -> Result<(), CliError> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut crate::cli::command(), "shudu", &mut script);
    let mut out = Output::open(None)?;
    out.push(&String::from_utf8_lossy(&script));
    out.finish()
}
