//! Reading puzzles from files and standard input, a chunk at a time, with
//! the file and line each came from.

use shudu::grid::{PuzzleEntry, PuzzleReader};
use shudu::{ParseError, ParseErrorKind};
use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal};
use std::path::PathBuf;
use std::sync::Arc;

/// Longest line kept; the rest of a longer line is skipped and reported (so a
/// file without line ends cannot fill the memory).
const MAX_LINE_BYTES: usize = 64 << 20;

/// A puzzle (or the reason it could not be read), and where it came from.
#[derive(Debug)]
pub struct Item {
    /// The input's name as shown in messages (`<stdin>` for standard input).
    pub input: Arc<str>,
    /// One-based line number within the input.
    pub line: usize,
    /// The puzzle read, or why it could not be.
    pub result: Result<PuzzleEntry, ParseError>,
}

/// An input that could not be opened or read, to report and go on.
#[derive(Debug)]
pub struct InputError {
    /// The input's name.
    pub input: String,
    /// What the system said.
    pub error: io::Error,
}

struct Current {
    name: Arc<str>,
    /// Puzzles and errors read from this input so far.
    found: usize,
    lines: Box<dyn BufRead>,
    reader: PuzzleReader,
}

/// The inputs of a command, read in order, one chunk of puzzles at a time.
pub struct Inputs {
    pending: Vec<PathBuf>,
    current: Option<Current>,
    check_conflicts: bool,
    bytes_read: u64,
    interactive: bool,
    line_buf: Vec<u8>,
}

impl Inputs {
    /// The named files in order (`-` is standard input); no names means
    /// standard input. `check_conflicts`: clashing givens are errors (else
    /// they are passed on for the command to judge).
    pub fn new(files: &[PathBuf], check_conflicts: bool) -> Inputs {
        let pending = if files.is_empty() {
            vec![PathBuf::from("-")]
        } else {
            files.iter().rev().cloned().collect()
        };
        let interactive = pending.iter().any(|p| p.as_os_str() == "-") && io::stdin().is_terminal();
        Inputs {
            pending,
            current: None,
            check_conflicts,
            bytes_read: 0,
            interactive,
            line_buf: Vec::new(),
        }
    }

    /// Whether puzzles are typed at a terminal (then each is answered at once).
    pub fn is_interactive(&self) -> bool {
        self.interactive
    }

    /// The total size of the inputs if all are regular files.
    pub fn total_bytes(&self) -> Option<u64> {
        self.pending.iter().try_fold(0u64, |sum, p| {
            if p.as_os_str() == "-" {
                return None;
            }
            let meta = std::fs::metadata(p).ok()?;
            meta.is_file().then(|| sum + meta.len())
        })
    }

    /// Bytes consumed so far, over all inputs.
    pub fn bytes_read(&self) -> u64 {
        self.bytes_read
    }

    fn open_next(&mut self) -> Option<Result<(), InputError>> {
        let path = self.pending.pop()?;
        let (name, lines): (String, Box<dyn BufRead>) = if path.as_os_str() == "-" {
            ("<stdin>".into(), Box::new(BufReader::new(io::stdin())))
        } else {
            let name = path.display().to_string();
            match File::open(&path) {
                Ok(f) => (name, Box::new(BufReader::with_capacity(1 << 16, f))),
                Err(error) => return Some(Err(InputError { input: name, error })),
            }
        };
        self.current = Some(Current {
            name: name.into(),
            found: 0,
            lines,
            reader: PuzzleReader::new()
                .check_conflicts(self.check_conflicts)
                .attach_solutions(!(self.interactive && path.as_os_str() == "-")),
        });
        Some(Ok(()))
    }

    /// Reads until at least `max` puzzles (or errors) are ready or the inputs
    /// end. Inputs that cannot be read are returned in `failed` and skipped.
    /// An empty result means the end.
    pub fn next_chunk(&mut self, max: usize, failed: &mut Vec<InputError>) -> Vec<Item> {
        let mut items = Vec::new();
        while items.len() < max.max(1) {
            if self.current.is_none() {
                match self.open_next() {
                    None => break,
                    Some(Err(e)) => {
                        failed.push(e);
                        continue;
                    }
                    Some(Ok(())) => {}
                }
            }
            let Some(cur) = self.current.as_mut() else {
                break;
            };
            self.line_buf.clear();
            match read_line(&mut cur.lines, &mut self.line_buf) {
                Ok((0, _)) => {
                    cur.reader.finish();
                    drain(cur, &mut items);
                    if cur.found == 0 {
                        // Say so: an empty input is more often a mistake
                        // than a request to do nothing.
                        items.push(Item {
                            input: cur.name.clone(),
                            line: 0,
                            result: Err(ParseError::new(ParseErrorKind::Syntax(
                                "no puzzles found".into(),
                            ))),
                        });
                    }
                    self.current = None;
                }
                Ok((n, overlong)) => {
                    self.bytes_read += n as u64;
                    if overlong {
                        cur.reader.push_line("");
                        cur.found += 1;
                        let line = cur.reader.lines_read();
                        items.push(Item {
                            input: cur.name.clone(),
                            line,
                            result: Err(ParseError::new(ParseErrorKind::Syntax(format!(
                                "line longer than {} MiB skipped",
                                MAX_LINE_BYTES >> 20
                            )))
                            .at_line(line)),
                        });
                    } else {
                        cur.reader
                            .push_line(&String::from_utf8_lossy(&self.line_buf));
                    }
                    drain(cur, &mut items);
                }
                Err(error) => {
                    failed.push(InputError {
                        input: cur.name.to_string(),
                        error,
                    });
                    self.current = None;
                }
            }
        }
        items
    }
}

fn drain(cur: &mut Current, items: &mut Vec<Item>) {
    for result in cur.reader.by_ref() {
        cur.found += 1;
        let line = match &result {
            Ok(e) => e.line,
            Err(e) => e.line.unwrap_or(0),
        };
        items.push(Item {
            input: cur.name.clone(),
            line,
            result,
        });
    }
}

/// Reads one line (up to and including `\n`) into `buf`, keeping at most
/// `MAX_LINE_BYTES`. Returns the bytes consumed and whether the line was cut.
fn read_line(src: &mut dyn BufRead, buf: &mut Vec<u8>) -> io::Result<(usize, bool)> {
    let mut consumed = 0;
    let mut overlong = false;
    loop {
        let available = match src.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            return Ok((consumed, overlong));
        }
        let (chunk, done) = match available.iter().position(|&b| b == b'\n') {
            Some(i) => (&available[..=i], true),
            None => (available, false),
        };
        let room = MAX_LINE_BYTES.saturating_sub(buf.len());
        if chunk.len() > room {
            overlong = true;
        }
        buf.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = chunk.len();
        src.consume(used);
        consumed += used;
        if done {
            return Ok((consumed, overlong));
        }
    }
}

/// Reads all of a small input at once (for tests of this module).
#[cfg(test)]
fn items_of(text: &str) -> Vec<Item> {
    let mut cur = Current {
        name: "t".into(),
        found: 0,
        lines: Box::new(io::Cursor::new(text.as_bytes().to_vec())),
        reader: PuzzleReader::new(),
    };
    let mut items = Vec::new();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        let (n, _) = read_line(&mut cur.lines, &mut buf).unwrap();
        if n == 0 {
            cur.reader.finish();
            drain(&mut cur, &mut items);
            return items;
        }
        cur.reader.push_line(&String::from_utf8_lossy(&buf));
        drain(&mut cur, &mut items);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_numbers() {
        let p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let text = format!("# c\r\n{p}\r\n\r\nxx\r\n{p}");
        let items = items_of(&text);
        let lines: Vec<(usize, bool)> = items.iter().map(|i| (i.line, i.result.is_ok())).collect();
        assert_eq!(lines, vec![(2, true), (4, false), (5, true)]);
    }

    #[test]
    fn read_line_caps_length() {
        let mut src = io::Cursor::new(b"abc\ndef".to_vec());
        let mut buf = Vec::new();
        assert_eq!(read_line(&mut src, &mut buf).unwrap(), (4, false));
        assert_eq!(buf, b"abc\n");
        buf.clear();
        assert_eq!(read_line(&mut src, &mut buf).unwrap(), (3, false));
        buf.clear();
        assert_eq!(read_line(&mut src, &mut buf).unwrap(), (0, false));
    }

    #[test]
    fn unreadable_inputs_are_reported_and_skipped() {
        let mut inputs = Inputs::new(&[PathBuf::from("/nonexistent/shudu-test")], true);
        let mut failed = Vec::new();
        assert!(inputs.next_chunk(10, &mut failed).is_empty());
        assert_eq!(failed.len(), 1);
        assert_eq!(failed[0].input, "/nonexistent/shudu-test");
    }
}
