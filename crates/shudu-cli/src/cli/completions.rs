//! `shudu completions`'s options.

use clap::Args;
use clap_complete::Shell;

/// Options of `shudu completions`.
#[derive(Debug, Args)]
#[command(long_about = "Write the shell completion script for SHELL to standard output.")]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, elvish or powershell.
    #[arg(value_name = "SHELL")]
    pub shell: Shell,
}
