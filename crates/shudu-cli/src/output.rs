//! Output formats and the writer that puts whole records out in order.
//!
//! A command turns each result into a [`Record`] (named columns), which
//! [`Format::render`] turns into text: whole lines ending in a newline. The
//! [`Output`] collects rendered records and writes them in batches, each
//! batch with one `write_all` under the interruption lock, so that output cut
//! short by Ctrl-C, a closed pipe or a full disk holds only whole records.

use crate::error::CliError;
use crate::interrupt;
use shudu::grid::{csv, json::ObjectWriter};
use shudu::Grid;
use std::fs::File;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};

/// How puzzles are written.
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

    /// Whether records carry named fields (JSON, CSV), where extra columns
    /// cost nothing to skip.
    pub fn is_structured(self) -> bool {
        matches!(self, Format::Json | Format::Csv)
    }

    /// The CSV header line for these columns (empty for other formats).
    pub fn header(self, columns: &[&str]) -> String {
        match self {
            Format::Csv => {
                let mut s = String::new();
                csv::write_record(&mut s, columns.iter().copied());
                s.push('\n');
                s
            }
            _ => String::new(),
        }
    }

    /// Appends one record: whole lines, each ending in a newline. For CSV,
    /// `columns` is the header the record's fields are placed under.
    pub fn render(self, record: &Record, columns: &[&str], out: &mut String) {
        match self {
            Format::Line => {
                let fields: Vec<String> = record.fields.iter().map(|(_, v)| v.text()).collect();
                out.push_str(&fields.join(" "));
                out.push('\n');
            }
            Format::Pretty | Format::Grid => {
                let notes: Vec<String> = record
                    .fields
                    .iter()
                    .filter(|(_, v)| !matches!(v, Value::Grid(_)))
                    .map(|(k, v)| format!("{k}: {}", v.text()))
                    .collect();
                if !notes.is_empty() {
                    out.push_str("# ");
                    out.push_str(&notes.join(", "));
                    out.push('\n');
                }
                let grids = record.fields.iter().filter_map(|(k, v)| match v {
                    Value::Grid(g) => Some((k, g)),
                    _ => None,
                });
                for (i, (name, g)) in grids.enumerate() {
                    if i > 0 {
                        // The reader attaches a block after this comment to
                        // the block before it.
                        out.push_str("# ");
                        out.push_str(name);
                        out.push('\n');
                    }
                    if self == Format::Pretty {
                        out.push_str(&g.pretty().to_string());
                    } else {
                        out.push_str(&g.rows().to_string());
                    }
                    out.push_str("\n\n");
                }
            }
            Format::Json => {
                let mut obj = ObjectWriter::new(out);
                for (k, v) in &record.fields {
                    match v {
                        Value::Grid(g) => obj.grid(k, g),
                        Value::Text(t) => obj.string(k, t),
                        Value::Int(n) => obj.number(k, *n),
                        Value::Bool(b) => obj.boolean(k, *b),
                    };
                }
                obj.finish();
                out.push('\n');
            }
            Format::Csv => {
                let texts: Vec<String> = columns
                    .iter()
                    .map(|c| record.get(c).map(Value::text).unwrap_or_default())
                    .collect();
                csv::write_record(out, texts.iter().map(String::as_str));
                out.push('\n');
            }
        }
    }
}

/// One field's value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A grid, written as 81 characters (or a block).
    Grid(Grid),
    /// Free text.
    Text(String),
    /// A whole number.
    Int(i128),
    /// Yes or no, written `true` or `false`.
    Bool(bool),
}

impl Value {
    fn text(&self) -> String {
        match self {
            Value::Grid(g) => g.to_line(),
            Value::Text(t) => t.clone(),
            Value::Int(n) => n.to_string(),
            Value::Bool(b) => b.to_string(),
        }
    }
}

/// One result as named fields, in the order the line form shows them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Record {
    fields: Vec<(&'static str, Value)>,
}

impl Record {
    /// An empty record.
    pub fn new() -> Record {
        Record::default()
    }

    /// Adds a grid field.
    pub fn grid(mut self, name: &'static str, grid: Grid) -> Record {
        self.fields.push((name, Value::Grid(grid)));
        self
    }

    /// Adds a text field.
    pub fn text(mut self, name: &'static str, text: impl Into<String>) -> Record {
        self.fields.push((name, Value::Text(text.into())));
        self
    }

    /// Adds a number field.
    pub fn int(mut self, name: &'static str, n: impl TryInto<i128>) -> Record {
        let n = n.try_into().unwrap_or(i128::MAX);
        self.fields.push((name, Value::Int(n)));
        self
    }

    /// Adds a yes-or-no field.
    pub fn flag(mut self, name: &'static str, value: bool) -> Record {
        self.fields.push((name, Value::Bool(value)));
        self
    }

    /// The field called `name`, if present.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.fields.iter().find(|(k, _)| *k == name).map(|(_, v)| v)
    }
}

enum Sink {
    Stdout(io::Stdout),
    File(File),
}

/// Where results go: standard output or a file, written in whole records.
pub struct Output {
    sink: Sink,
    name: String,
    pending: Vec<u8>,
    /// Bytes known to be written whole: a failed write is cut back to here.
    committed: u64,
}

impl Output {
    /// Standard output, or the file at `path` (created or emptied; `-` means
    /// standard output).
    pub fn open(path: Option<&Path>) -> Result<Output, CliError> {
        let (sink, name) = match path {
            Some(p) if p != Path::new("-") => {
                let file = File::create(p).map_err(|source| CliError::Write {
                    target: p.display().to_string(),
                    source,
                })?;
                (Sink::File(file), p.display().to_string())
            }
            _ => (Sink::Stdout(io::stdout()), "<stdout>".to_string()),
        };
        Ok(Output {
            sink,
            name,
            pending: Vec::with_capacity(1 << 16),
            committed: 0,
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
        self.pending.extend_from_slice(text.as_bytes());
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
                lock.write_all(&self.pending).and_then(|()| lock.flush())
            }
            Sink::File(f) => f.write_all(&self.pending),
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
                Err(CliError::write(&self.name, e))
            }
        }
    }
}

/// The file an `--output` option names, if any and not `-`.
pub fn output_path(path: &Option<PathBuf>) -> Option<&Path> {
    path.as_deref().filter(|p| *p != Path::new("-"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shudu::grid::PuzzleReader;

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const S: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn every_format_reads_back_with_its_solution() {
        let (p, s) = (Grid::parse(P).unwrap(), Grid::parse(S).unwrap());
        let columns = ["puzzle", "solution", "givens", "status"];
        let record = Record::new()
            .grid("puzzle", p)
            .grid("solution", s)
            .int("givens", 30)
            .text("status", "a, \"quoted\" note");
        for format in [
            Format::Line,
            Format::Pretty,
            Format::Grid,
            Format::Json,
            Format::Csv,
        ] {
            let mut text = format.header(&columns);
            for _ in 0..3 {
                format.render(&record, &columns, &mut text);
            }
            let found = PuzzleReader::read_all(&text);
            assert_eq!(found.len(), 3, "{format:?}:\n{text}");
            for f in found {
                let e = f.unwrap_or_else(|e| panic!("{format:?}: {e}\n{text}"));
                assert_eq!((e.puzzle, e.solution), (p, Some(s)), "{format:?}");
            }
        }
    }
}
