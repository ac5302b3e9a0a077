//! `shudu lab`: runs an experiment of the `shudu-lab` crate and turns its
//! error into the command line's.

use crate::error::CliError;
use shudu_lab::{LabArgs, LabError};

/// Runs `shudu lab`.
pub fn run(args: &LabArgs) -> Result<(), CliError> {
    shudu_lab::run(args).map_err(|e| match e {
        LabError::Write { target, source } => CliError::write(&target, source),
    })
}
