//! The one way an experiment fails: its output cannot be written.

use std::io;

/// Why an experiment stopped.
#[derive(Debug, thiserror::Error)]
pub enum LabError {
    /// The output could not be written.
    #[error("cannot write {target}: {source}")]
    Write {
        /// The file name (`<stdout>` for standard output, `the grid sink`).
        target: String,
        /// What the system said.
        source: io::Error,
    },
}

impl LabError {
    /// An output error on `target`.
    pub fn write(target: &str, source: io::Error) -> LabError {
        LabError::Write {
            target: target.to_string(),
            source,
        }
    }
}
