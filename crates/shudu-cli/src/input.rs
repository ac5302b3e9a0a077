//! Reading puzzles from files and standard input, a chunk at a time, with
//! the file and line each came from (the forms themselves are read by
//! `shudu_formats::read`).

use shudu::{ParseError, ParseErrorKind};
use shudu_formats::read::{PuzzleEntry, PuzzleReader, ReadError};
use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A puzzle (or the reason it could not be read), and where it came from.
#[derive(Debug)]
pub struct Item {
    /// The input's name as shown in messages (`<stdin>` for standard input).
    pub input: Arc<str>,
    /// One-based line number within the input.
    pub line: usize,
    /// The puzzle read, or why it could not be.
    pub result: Result<PuzzleEntry, ParseError>,
    /// This item only says that its input held no puzzles at all (`result`
    /// carries the message): it is not a puzzle, so it is counted apart.
    pub no_puzzles: bool,
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
    reader: PuzzleReader<Box<dyn BufRead>>,
}

/// The inputs of a command, read in order, one chunk of puzzles at a time.
pub struct Inputs {
    pending: Vec<PathBuf>,
    current: Option<Current>,
    check_conflicts: bool,
    /// Bytes of the inputs finished so far.
    bytes_done: u64,
    interactive: bool,
    /// Puzzles given as arguments so far (they are named by this number).
    arguments: usize,
}

/// The text of an argument that is a puzzle rather than a file name: no
/// such file, and at least 81 cell characters (`1`-`9`, `.`, `0`, `_`).
pub fn puzzle_argument(path: &Path) -> Option<String> {
    let text = path.to_str()?;
    let cells = text
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '.' || *c == '_')
        .count();
    (cells >= 81 && !path.exists()).then(|| text.to_string())
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
            bytes_done: 0,
            interactive,
            arguments: 0,
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
        self.bytes_done + self.current.as_ref().map_or(0, |c| c.reader.bytes_read())
    }

    fn open_next(&mut self) -> Option<Result<(), InputError>> {
        let path = self.pending.pop()?;
        let (name, src): (String, Box<dyn BufRead>) = if path.as_os_str() == "-" {
            ("<stdin>".into(), Box::new(BufReader::new(io::stdin())))
        } else if let Some(text) = puzzle_argument(&path) {
            self.arguments += 1;
            (
                format!("<argument {}>", self.arguments),
                Box::new(io::Cursor::new(text.into_bytes())),
            )
        } else {
            let name = path.display().to_string();
            match File::open(&path) {
                // 16 KiB: the buffer's pages are fresh, each a page fault when
                // first read into (64 KiB took 16 of the 92 of `shudu solve`
                // over the unbiased 1,000); more reads cost less than that.
                Ok(f) => (name, Box::new(BufReader::with_capacity(1 << 14, f))),
                Err(error) => return Some(Err(InputError { input: name, error })),
            }
        };
        self.current = Some(Current {
            name: name.into(),
            found: 0,
            reader: PuzzleReader::new(src)
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
        self.next_chunk_into(max, &mut items, failed);
        items
    }

    /// [`Inputs::next_chunk`] into `items` (emptied first), whose memory a
    /// long run reuses from chunk to chunk: freed and allocated afresh, it
    /// came back from the system each time, page by page.
    pub fn next_chunk_into(
        &mut self,
        max: usize,
        items: &mut Vec<Item>,
        failed: &mut Vec<InputError>,
    ) {
        let max = max.max(1);
        items.clear();
        // Sized once: grown by doubling, a chunk's items were copied twice over.
        items.reserve(max);
        while items.len() < max {
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
            match cur.reader.next() {
                Some(Ok(entry)) => {
                    cur.found += 1;
                    items.push(Item {
                        input: cur.name.clone(),
                        line: entry.line,
                        result: Ok(entry),
                        no_puzzles: false,
                    });
                }
                Some(Err(ReadError::Parse(e))) => {
                    cur.found += 1;
                    items.push(Item {
                        input: cur.name.clone(),
                        line: e.line.unwrap_or(0),
                        result: Err(e),
                        no_puzzles: false,
                    });
                }
                Some(Err(ReadError::Io(error))) => {
                    failed.push(InputError {
                        input: cur.name.to_string(),
                        error,
                    });
                    self.finish_current();
                }
                None => {
                    if cur.found == 0 {
                        // Say so: an empty input is more often a mistake
                        // than a request to do nothing.
                        items.push(Item {
                            input: cur.name.clone(),
                            line: 0,
                            result: Err(ParseError::new(ParseErrorKind::Syntax(
                                "no puzzles found".into(),
                            ))),
                            no_puzzles: true,
                        });
                    }
                    self.finish_current();
                }
            }
        }
    }

    fn finish_current(&mut self) {
        if let Some(cur) = self.current.take() {
            self.bytes_done += cur.reader.bytes_read();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_numbers_and_empty_inputs() {
        let p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let dir = std::env::temp_dir().join(format!("shudu-input-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (full, empty) = (dir.join("full.txt"), dir.join("empty.txt"));
        std::fs::write(&full, format!("# c\r\n{p}\r\n\r\nxx\r\n{p}")).unwrap();
        std::fs::write(&empty, "# nothing\n").unwrap();
        let mut inputs = Inputs::new(&[full.clone(), empty], true);
        let mut failed = Vec::new();
        let items = inputs.next_chunk(100, &mut failed);
        let lines: Vec<(usize, bool)> = items.iter().map(|i| (i.line, i.result.is_ok())).collect();
        assert_eq!(lines, vec![(2, true), (4, false), (5, true), (0, false)]);
        assert_eq!(
            items[3].input.as_ref(),
            dir.join("empty.txt").display().to_string()
        );
        assert!(failed.is_empty());
        assert_eq!(
            inputs.bytes_read(),
            std::fs::metadata(&full).unwrap().len() + 10
        );
        std::fs::remove_dir_all(&dir).unwrap();
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
