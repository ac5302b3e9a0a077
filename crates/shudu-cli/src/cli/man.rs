//! `shudu man`'s options.

use clap::Args;
use std::path::PathBuf;

/// Options of `shudu man`.
#[derive(Debug, Args)]
#[command(
    long_about = "Write the manual pages (roff, section 1) into DIR: shudu.1 and one \
    shudu-COMMAND.1 per command. The folder is made if it does not exist."
)]
pub struct ManArgs {
    /// The folder to write the pages into.
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
}
