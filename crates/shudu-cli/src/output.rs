//! Output formats and the writer that puts whole records out in order.
//!
//! A command turns each result into a [`Record`] (named columns), which
//! [`Format::render`] turns into text: whole lines ending in a newline. The
//! [`Output`] collects rendered records and writes them in batches, each
//! batch with one `write_all` under the interruption lock, so that output cut
//! short by Ctrl-C, a closed pipe or a full disk holds only whole records.

use crate::atomic;
use crate::error::CliError;
use crate::interrupt;
use serde::Serialize;
use shudu_formats::write::OutputForm;
use std::fs::File;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};

pub use shudu_formats::write::Fields as Record;

/// How puzzles are written (the forms of `shudu_formats::write`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// One record per line: the 81-character puzzle ('.' for empty cells),
    /// then any further fields, separated by spaces.
    Line,
    /// A bordered block per grid, blank line after each.
    Pretty,
    /// Nine lines of nine cells per grid, blank line after each.
    Grid,
    /// One JSON object per line, grids as 81-character strings.
    Json,
    /// Comma-separated values with a header line.
    Csv,
}

impl Format {
    /// The default when the user chose none: a bordered block for a person
    /// at a terminal, lines for a pipe or file.
    pub fn default_for_terminal(to_terminal: bool) -> Format {
        if to_terminal {
            Format::Pretty
        } else {
            Format::Line
        }
    }

    fn form(self) -> OutputForm {
        match self {
            Format::Line => OutputForm::Line,
            Format::Pretty => OutputForm::Pretty,
            Format::Grid => OutputForm::Grid,
            Format::Json => OutputForm::Json,
            Format::Csv => OutputForm::Csv,
        }
    }

    /// Whether records carry named fields (JSON, CSV), where extra columns
    /// cost nothing to skip.
    pub fn is_structured(self) -> bool {
        self.form().is_structured()
    }

    /// The CSV header line for these columns (empty for other formats).
    pub fn header(self, columns: &[&str]) -> String {
        self.form().header(columns)
    }

    /// Appends one record: whole lines, each ending in a newline. For CSV,
    /// `columns` is the header the record's fields are placed under.
    pub fn render(self, record: &Record, columns: &[&str], out: &mut String) {
        self.form().render(record, columns, out);
    }

    /// Appends one result: for JSON the shared record `json` (the form every
    /// interface writes), else `record` in this format.
    pub fn render_record<T: Serialize>(
        self,
        json: &T,
        record: &Record,
        columns: &[&str],
        out: &mut String,
    ) {
        match self {
            Format::Json => shudu_formats::write::json_line(json, out),
            _ => self.render(record, columns, out),
        }
    }
}

enum Sink {
    Stdout(io::Stdout),
    File(File),
}

/// Where results go: standard output or a file, written in whole records.
///
/// A regular file is written under a temporary name beside it (see
/// [`crate::atomic`]) and renamed when the output is finished, so that the
/// file named never holds a half-written run, and an input given as the
/// output is refused before anything is read.
pub struct Output {
    sink: Sink,
    name: String,
    pending: String,
    /// Bytes known to be written whole: a failed write is cut back to here.
    committed: u64,
    /// The temporary file to rename to the file named, if any.
    replace: Option<atomic::Replace>,
}

impl Output {
    /// Standard output, or the file at `path` (created or replaced; `-` means
    /// standard output).
    pub fn open(path: Option<&Path>) -> Result<Output, CliError> {
        let (sink, name, replace) = match path {
            Some(p) if p != Path::new("-") => {
                let name = p.display().to_string();
                let (file, replace) = atomic::create(p).map_err(|source| CliError::Write {
                    target: name.clone(),
                    source,
                })?;
                (Sink::File(file), name, replace)
            }
            _ => (Sink::Stdout(io::stdout()), "<stdout>".to_string(), None),
        };
        Ok(Output {
            sink,
            name,
            pending: String::with_capacity(1 << 16),
            committed: 0,
            replace,
        })
    }

    /// Whether output goes to a terminal.
    pub fn is_terminal(&self) -> bool {
        match &self.sink {
            Sink::Stdout(s) => s.is_terminal(),
            Sink::File(_) => false,
        }
    }

    /// Queues whole lines of text (they must end in a newline).
    pub fn push(&mut self, text: &str) {
        self.pending.push_str(text);
    }

    /// The queue itself, to render whole lines into without a string of
    /// their own (they must end in a newline).
    #[inline]
    pub fn queue(&mut self) -> &mut String {
        &mut self.pending
    }

    /// How many bytes are queued.
    #[inline]
    pub fn queued(&self) -> usize {
        self.pending.len()
    }

    /// Writes everything queued so far, at once.
    pub fn commit(&mut self) -> Result<(), CliError> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let _guard = interrupt::write_guard();
        let result = match &mut self.sink {
            Sink::Stdout(s) => {
                let mut lock = s.lock();
                lock.write_all(self.pending.as_bytes())
                    .and_then(|()| lock.flush())
            }
            Sink::File(f) => f.write_all(self.pending.as_bytes()),
        };
        match result {
            Ok(()) => {
                self.committed += self.pending.len() as u64;
                self.pending.clear();
                Ok(())
            }
            Err(e) => {
                if let Sink::File(f) = &mut self.sink {
                    // Cut a partly written batch back to its last whole
                    // record; if even that fails there is nothing better to do.
                    let _ = f.set_len(self.committed);
                }
                self.pending.clear();
                // A write that failed (a full disk) leaves the file named
                // as it was: the partial run is removed, not renamed.
                if let Some(r) = self.replace.take() {
                    r.abandon();
                }
                Err(CliError::write(&self.name, e))
            }
        }
    }

    /// Writes what is queued and puts the file in place (renames the
    /// temporary file). Dropping an output without finishing it does the
    /// same, but cannot report a failure.
    pub fn finish(mut self) -> Result<(), CliError> {
        self.commit()?;
        self.close()
    }

    fn close(&mut self) -> Result<(), CliError> {
        let _guard = interrupt::write_guard();
        if let Sink::File(f) = &mut self.sink {
            if let Err(e) = f.flush() {
                return Err(CliError::write(&self.name, e));
            }
        }
        match self.replace.take() {
            Some(r) => r.commit().map_err(|e| CliError::write(&self.name, e)),
            None => Ok(()),
        }
    }
}

impl Drop for Output {
    fn drop(&mut self) {
        // Records queued but never committed are left out: only whole
        // batches were ever written.
        if let Err(e) = self.close() {
            let _ = writeln!(io::stderr(), "shudu: {e}");
        }
    }
}

/// Refuses an output file that is one of the inputs (the same file, also
/// through a link): writing it would destroy the input before it is read.
pub fn refuse_input_as_output<P: AsRef<Path>>(
    output: Option<&Path>,
    inputs: &[P],
) -> Result<(), CliError> {
    let Some(out) = output.filter(|p| *p != Path::new("-")) else {
        return Ok(());
    };
    for input in inputs {
        let input = input.as_ref();
        if input != Path::new("-") && atomic::same_file(out, input) {
            return Err(CliError::Usage(format!(
                "the output {} is also an input ({}); write to another file",
                out.display(),
                input.display()
            )));
        }
    }
    Ok(())
}

/// The file an `--output` option names, if any and not `-`.
pub fn output_path(path: &Option<PathBuf>) -> Option<&Path> {
    path.as_deref().filter(|p| *p != Path::new("-"))
}
