//! Reading many puzzles from a stream: [`PuzzleReader`].
//!
//! Forms recognised, freely mixed in one stream:
//! - one puzzle per line: 81 cells (`1`-`9`; `.`, `0`, `_` empty), optionally
//!   followed by its solution and any other fields after a space, tab, `,` or
//!   `;`;
//! - CSV with a header line naming a `puzzle` column (also `quizzes`, `grid`,
//!   ...) and optionally a `solution` column, in any position; the header may
//!   be the puzzle column's name alone;
//! - a block of nine lines of nine cells, plain or bordered (as
//!   [`Grid::pretty`] writes it), the first line of which is the puzzle's
//!   line. A block that follows a comment line `# solution` is the solution
//!   of the block before it;
//! - JSON (see [`json`](self#json)): one value per line, a value spread over
//!   several lines, or an array of puzzles of any length, also on one line;
//! - blank lines and `#` comments between puzzles; CRLF line ends; a byte
//!   order mark at the start.
//!
//! Every problem is reported with its line (and, where it helps, the
//! column) and what is wrong, and reading goes on with the next puzzle.
//! Memory stays bounded whatever the input: a line longer than
//! [`MAX_LINE_BYTES`] is skipped and reported, a JSON value longer than
//! [`MAX_VALUE_BYTES`] too, and a JSON array of puzzles is read one element
//! at a time.
//!
//! # JSON
//!
//! A puzzle in JSON is an array of 81 numbers `0`-`9` (`0` or `null` empty),
//! an array of nine rows of nine, a string of 81 cell characters, or an
//! object whose `"puzzle"` key holds one of these (and optionally
//! `"solution"`; other keys are ignored). JSON is read with `serde_json`.
//!
//! [`Grid::pretty`]: shudu::Grid::pretty

mod cells;
pub mod csv;
mod json;
mod lines;

pub use cells::cell_value;
pub use json::MAX_VALUE_BYTES;

use json::{JsonError, JsonPos, JsonPuzzle, JsonSource};
use lines::LineParser;
use shudu::{Grid, ParseError, ParseErrorKind};
use std::fmt;
use std::io::{self, BufRead};

/// The longest line read; the rest of a longer line is skipped and
/// reported, so that input without line ends cannot fill the memory.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// One puzzle read from a stream.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleEntry {
    /// One-based line where the puzzle starts.
    pub line: usize,
    /// The puzzle.
    pub puzzle: Grid,
    /// The solution, when the input carried one next to the puzzle (second
    /// field of a line, `solution` column or key, or a `# solution` block).
    /// It is read as written and not checked.
    pub solution: Option<Grid>,
}

/// Why a puzzle could not be read: bad input (with its line; reading goes
/// on), or the stream itself failed (reading stops).
#[derive(Debug)]
pub enum ReadError {
    /// The input at some line is not a puzzle.
    Parse(ParseError),
    /// The stream could not be read.
    Io(io::Error),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Parse(e) => e.fmt(f),
            ReadError::Io(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ReadError {}

/// The buffered bytes, retrying when interrupted; empty at the end.
fn fill<R: BufRead>(src: &mut R) -> io::Result<&[u8]> {
    loop {
        match src.fill_buf() {
            Ok(_) => break,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        }
    }
    src.fill_buf()
}

/// The position of the first `\n` in `bytes`, eight bytes at a time: a
/// byte-by-byte search was a tenth of a `shudu solve` run's reading.
fn find_newline(bytes: &[u8]) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let mut words = bytes.chunks_exact(8);
    let mut at = 0;
    for word in &mut words {
        let mut eight = [0u8; 8];
        eight.copy_from_slice(word);
        // Bytes equal to `\n` become zero; the lowest byte flagged by the
        // zero-byte test is the first zero (flags above it may be false).
        let x = u64::from_le_bytes(eight) ^ (ONES * b'\n' as u64);
        let zeros = x.wrapping_sub(ONES) & !x & HIGHS;
        if zeros != 0 {
            return Some(at + (zeros.trailing_zeros() / 8) as usize);
        }
        at += 8;
    }
    let rest = words.remainder();
    rest.iter().position(|&b| b == b'\n').map(|i| at + i)
}

/// The length of the line at the start of `bytes`, line end included, if
/// it is 81 bytes and its end (`\n` or `\r\n`) and lies whole in `bytes`.
#[inline]
fn whole_line(bytes: &[u8]) -> Option<usize> {
    match bytes.get(81..83) {
        Some([b'\n', _]) => Some(82),
        Some(b"\r\n") => Some(83),
        // The line end last in `bytes`...
        None if bytes.get(81) == Some(&b'\n') => Some(82),
        // ...or a line cut by the end of `bytes`, or any other line.
        _ => None,
    }
}

/// Where the reader is.
#[derive(Debug)]
enum Mode {
    /// Reading line forms.
    Lines,
    /// Inside an array of puzzles, before an element (`first`) or a `,`.
    List { first: bool },
    /// After an error in a JSON value: skipping its lines until its brackets
    /// close or a puzzle line shows it was left open.
    Skip,
}

/// Reads puzzles from a [`BufRead`], in every form this crate knows, and
/// gives them (and the problems found) one at a time, in input order.
///
/// ```
/// use shudu_formats::read::PuzzleReader;
///
/// let text = "# two puzzles and a bad line\n\
///     53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n\
///     55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n\
///     53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7\n\
///     {\"puzzle\": \"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\"}\n";
/// let found: Vec<_> = PuzzleReader::new(text.as_bytes()).collect();
///
/// assert_eq!(found.len(), 4);
/// assert_eq!(found[0].as_ref().unwrap().line, 2);
/// assert_eq!(found[1].as_ref().unwrap_err().to_string(),
///            "line 3: digit 5 appears twice in row 1: r1c1 and r1c2");
/// assert_eq!(found[2].as_ref().unwrap_err().to_string(), "line 4: expected 81 cells, found 80");
/// assert_eq!(found[3].as_ref().unwrap().line, 5);
/// ```
#[derive(Debug)]
pub struct PuzzleReader<R> {
    src: R,
    lines: LineParser,
    mode: Mode,
    line_no: usize,
    bytes: u64,
    buf: Vec<u8>,
    pos: JsonPos,
    json_start: usize,
    done: bool,
    io_error: Option<io::Error>,
    /// The last line was taken in place and bytes are left in the stream's
    /// buffer: the next line can be looked at without reading.
    ahead: bool,
}

impl<'a> PuzzleReader<&'a [u8]> {
    /// Reads a whole text at once: every puzzle and error, in order.
    ///
    /// ```
    /// use shudu_formats::read::PuzzleReader;
    /// let found = PuzzleReader::read_all("1........\n.........\n.........\n.........\n\
    ///     .........\n.........\n.........\n.........\n........2\n");
    /// assert_eq!(found.len(), 1);
    /// assert_eq!(found[0].as_ref().unwrap().puzzle.givens(), 2);
    /// ```
    pub fn read_all(text: &'a str) -> Vec<Result<PuzzleEntry, ParseError>> {
        PuzzleReader::new(text.as_bytes())
            .map(|item| {
                item.map_err(|e| match e {
                    ReadError::Parse(p) => p,
                    // Reading from memory does not fail.
                    ReadError::Io(io) => ParseError::new(ParseErrorKind::Syntax(io.to_string())),
                })
            })
            .collect()
    }
}

impl<R: BufRead> PuzzleReader<R> {
    /// A reader of `src` that rejects puzzles with clashing givens (as
    /// [`Grid::parse`] does) and attaches `# solution` blocks.
    pub fn new(src: R) -> PuzzleReader<R> {
        PuzzleReader {
            src,
            lines: LineParser::new(true, true),
            mode: Mode::Lines,
            line_no: 0,
            bytes: 0,
            buf: Vec::with_capacity(256),
            pos: JsonPos::default(),
            json_start: 0,
            done: false,
            io_error: None,
            ahead: false,
        }
    }

    /// Whether puzzles whose givens clash are errors (the default) or are
    /// passed on for the caller to judge (e.g. to report them as invalid
    /// next to the others).
    pub fn check_conflicts(mut self, check: bool) -> PuzzleReader<R> {
        self.lines.check_conflicts = check;
        self
    }

    /// Whether a block after a `# solution` comment is read as the solution
    /// of the block before it (the default). Doing so holds each block back
    /// until the next line with content arrives; turn it off when puzzles are
    /// typed by hand and each should be answered at once.
    pub fn attach_solutions(mut self, attach: bool) -> PuzzleReader<R> {
        self.lines.attach_solutions = attach;
        self
    }

    /// The number of lines read so far.
    pub fn lines_read(&self) -> usize {
        self.line_no
    }

    /// The number of bytes read so far.
    pub fn bytes_read(&self) -> u64 {
        self.bytes
    }

    fn step(&mut self) -> Result<(), JsonError> {
        match self.mode {
            Mode::Lines => self.next_line(),
            Mode::List { first } => self.list_element(first),
            Mode::Skip => self.skip_line(),
        }
    }

    /// Reads the rest of the current line (up to and including `\n`) into
    /// `buf`, keeping at most [`MAX_LINE_BYTES`]. Returns whether it was cut,
    /// and whether anything was read.
    fn read_rest(&mut self) -> io::Result<(bool, bool)> {
        let mut overlong = false;
        let mut any = false;
        loop {
            let available = fill(&mut self.src)?;
            if available.is_empty() {
                return Ok((overlong, any));
            }
            any = true;
            let (chunk, done) = match find_newline(available) {
                Some(i) => (&available[..=i], true),
                None => (available, false),
            };
            let room = MAX_LINE_BYTES.saturating_sub(self.buf.len());
            if chunk.len() > room {
                overlong = true;
            }
            let used = chunk.len();
            self.buf.extend_from_slice(&chunk[..used.min(room)]);
            self.src.consume(used);
            self.bytes += used as u64;
            if done {
                return Ok((overlong, any));
            }
        }
    }

    /// Skips a UTF-8 byte order mark at the start of the input, a byte at a
    /// time, so that a buffer smaller than the mark reads as a large one does;
    /// the start of a mark that breaks off stays as the line's first bytes.
    fn skip_byte_order_mark(&mut self) -> io::Result<()> {
        const MARK: &[u8] = b"\xEF\xBB\xBF";
        let mut seen = 0;
        while seen < MARK.len() {
            match fill(&mut self.src)?.first() {
                Some(&b) if b == MARK[seen] => {
                    self.src.consume(1);
                    self.bytes += 1;
                    seen += 1;
                }
                _ => break,
            }
        }
        if seen < MARK.len() {
            self.buf.extend_from_slice(&MARK[..seen]);
        }
        Ok(())
    }

    fn next_line(&mut self) -> Result<(), JsonError> {
        let n = self.line_no + 1;
        self.buf.clear();
        if self.bytes == 0 {
            self.skip_byte_order_mark().map_err(JsonError::Io)?;
        }
        // Leading blanks, then a look at the first byte: `{` or `[` starts
        // JSON, read from the stream itself.
        let first = loop {
            let available = fill(&mut self.src).map_err(JsonError::Io)?;
            let blanks = available
                .iter()
                .take_while(|&&b| b == b' ' || b == b'\t')
                .count();
            if blanks < available.len() || available.is_empty() {
                let first = available.get(blanks).copied();
                let keep = blanks.min(MAX_LINE_BYTES.saturating_sub(self.buf.len()));
                self.buf.extend_from_slice(&available[..keep]);
                self.src.consume(blanks);
                self.bytes += blanks as u64;
                break first;
            }
            let keep = blanks.min(MAX_LINE_BYTES.saturating_sub(self.buf.len()));
            self.buf.extend_from_slice(&available[..keep]);
            self.src.consume(blanks);
            self.bytes += blanks as u64;
        };
        match first {
            None if self.buf.is_empty() => {
                self.lines.finish();
                self.done = true;
                return Ok(());
            }
            // JSON only when nothing but blanks came before (not the start of
            // a broken byte order mark).
            Some(b'{' | b'[') if self.buf.iter().all(|&b| b == b' ' || b == b'\t') => {
                self.line_no = n;
                return self.start_json(n);
            }
            _ => {}
        }
        if self.buf.is_empty() && self.take_whole_line(n) {
            return Ok(());
        }
        let (overlong, _) = self.read_rest().map_err(JsonError::Io)?;
        self.line_no = n;
        self.take_line(n, overlong);
        Ok(())
    }

    /// The commonest line, read where it lies in the stream's buffer: 81
    /// cells and the line end (`\n` or `\r\n`), taken by the line form's fast
    /// path. Then it is consumed and true returned; else nothing is consumed
    /// and the general path reads the line (and meets any error). Not
    /// copying the line into `buf` and not searching it for its end saved
    /// some 200 instructions a puzzle, a tenth of what `shudu solve` spends
    /// outside the solver.
    #[inline]
    fn take_whole_line(&mut self, n: usize) -> bool {
        // The bytes are buffered already (the first of them was looked at
        // and not consumed): this does not read, and cannot fail.
        let Ok(available) = self.src.fill_buf() else {
            return false;
        };
        let Some(used) = whole_line(available) else {
            return false;
        };
        if !self.lines.try_fast_line(n, &available[..81]) {
            return false;
        }
        self.ahead = available.len() > used;
        self.src.consume(used);
        self.bytes += used as u64;
        self.line_no = n;
        true
    }

    /// The next line as a puzzle, straight from the buffer, when the last
    /// line was taken in place and bytes are left (`ahead`): nothing is read,
    /// and the puzzle is handed out without queueing. `None` (nothing
    /// consumed) leaves the line to the general path.
    #[inline]
    fn next_whole_line(&mut self) -> Option<PuzzleEntry> {
        if !matches!(self.mode, Mode::Lines) {
            return None;
        }
        let n = self.line_no + 1;
        let available = self.src.fill_buf().ok()?;
        let used = whole_line(available)?;
        let entry = self.lines.fast_entry(n, &available[..81])?;
        self.ahead = available.len() > used;
        self.src.consume(used);
        self.bytes += used as u64;
        self.line_no = n;
        Some(entry)
    }

    /// Hands line `n`, in `buf`, to the line forms.
    fn take_line(&mut self, n: usize, overlong: bool) {
        if overlong {
            self.lines.push_line(n, "");
            self.lines.error(
                ParseError::new(ParseErrorKind::Syntax(format!(
                    "line longer than {} MiB skipped",
                    MAX_LINE_BYTES >> 20
                )))
                .at_line(n),
            );
            return;
        }
        let mut line = self.buf.as_slice();
        line = line.strip_suffix(b"\n").unwrap_or(line);
        line = line.strip_suffix(b"\r").unwrap_or(line);
        if self.lines.try_fast_line(n, line) {
            return;
        }
        let text = String::from_utf8_lossy(line);
        self.lines.push_line(n, &text);
    }

    fn emit(&mut self, found: Result<JsonPuzzle, ParseError>) {
        match found {
            Ok(p) => self.lines.found(p.line, p.puzzle, p.solution, false),
            Err(e) => self.lines.error(e),
        }
    }

    /// A JSON value starts on line `n` (its leading blanks are in `buf`).
    fn start_json(&mut self, n: usize) -> Result<(), JsonError> {
        self.lines.json_starts();
        self.pos = JsonPos::new(n, &self.buf);
        self.json_start = n;
        match self.open_json() {
            Err(JsonError::Parse(e)) => self.json_failed(e),
            other => other,
        }
    }

    fn open_json(&mut self) -> Result<(), JsonError> {
        let mut src = JsonSource::new(&mut self.src, &mut self.pos, &mut self.bytes);
        if src.peek()? == Some(b'{') {
            let column = src.pos.column + 1;
            let (value, line) = src.value()?;
            let found = json::puzzle_from(&value, line, column, &src);
            self.emit(found);
            return self.end_json();
        }
        let outer_line = src.pos.line;
        src.bump(b'[');
        match src.skip_space()? {
            Some(b']') => {
                src.bump(b']');
                self.end_json()
            }
            Some(b'{' | b'"') => {
                self.mode = Mode::List { first: true };
                Ok(())
            }
            Some(b'[') => {
                let column = src.pos.column + 1;
                let (first, line) = src.value()?;
                if json::starts_a_list(&first) {
                    let found = json::puzzle_from(&first, line, column, &src);
                    self.emit(found);
                    self.mode = Mode::List { first: false };
                    Ok(())
                } else {
                    self.rows_puzzle(first, outer_line)
                }
            }
            _ => self.flat_puzzle(outer_line),
        }
    }

    /// After an element: `,` (then true) or the closing `]` (then false).
    fn comma_or_end(src: &mut JsonSource<'_, R>) -> Result<bool, JsonError> {
        match src.skip_space()? {
            Some(b',') => {
                src.bump(b',');
                Ok(true)
            }
            Some(b']') => {
                src.bump(b']');
                Ok(false)
            }
            None => Err(src.syntax("expected ',' or ']', found end of input")),
            Some(b) => {
                src.bump(b);
                let what = if b.is_ascii() {
                    format!("character {:?}", b as char)
                } else {
                    "a non-ASCII character".to_string()
                };
                Err(src.syntax(format!("expected ',' or ']', found {what}")))
            }
        }
    }

    /// One puzzle written as nine rows: the outer array, its first row read.
    fn rows_puzzle(&mut self, first: serde_json::Value, line: usize) -> Result<(), JsonError> {
        let mut src = JsonSource::new(&mut self.src, &mut self.pos, &mut self.bytes);
        let mut rows = vec![first];
        let mut count = 1;
        while Self::comma_or_end(&mut src)? {
            let (row, _) = src.value()?;
            count += 1;
            if rows.len() < 9 {
                rows.push(row);
            }
        }
        let mut values = [0u8; 81];
        let found = json::rows_into(&rows, count, line, &mut values).map(|()| JsonPuzzle {
            puzzle: Grid::from_values(values).unwrap_or_default(),
            solution: None,
            line,
        });
        self.emit(found);
        self.end_json()
    }

    /// One puzzle written as 81 numbers: the outer array, opened.
    fn flat_puzzle(&mut self, line: usize) -> Result<(), JsonError> {
        let mut src = JsonSource::new(&mut self.src, &mut self.pos, &mut self.bytes);
        let mut values = [0u8; 81];
        let mut count = 0;
        let mut bad = None;
        loop {
            let (value, _) = src.value()?;
            if bad.is_none() {
                match json::cell_number(&value, count, line) {
                    Ok(v) => {
                        if let Some(slot) = values.get_mut(count) {
                            *slot = v;
                        }
                    }
                    Err(e) => bad = Some(e),
                }
            }
            count += 1;
            if !Self::comma_or_end(&mut src)? {
                break;
            }
        }
        let found = match bad {
            Some(e) => Err(e),
            None if count != 81 => {
                Err(ParseError::new(ParseErrorKind::WrongCellCount { found: count }).at_line(line))
            }
            None => Ok(JsonPuzzle {
                puzzle: Grid::from_values(values).unwrap_or_default(),
                solution: None,
                line,
            }),
        };
        self.emit(found);
        self.end_json()
    }

    /// The next element of a list of puzzles, or its end.
    fn list_element(&mut self, first: bool) -> Result<(), JsonError> {
        let result = (|| {
            let mut src = JsonSource::new(&mut self.src, &mut self.pos, &mut self.bytes);
            if !first && !Self::comma_or_end(&mut src)? {
                return Ok(None);
            }
            src.skip_space()?;
            let column = src.pos.column + 1;
            let (value, line) = src.value()?;
            Ok(Some(json::puzzle_from(&value, line, column, &src)))
        })();
        match result {
            Ok(Some(found)) => {
                self.emit(found);
                self.mode = Mode::List { first: false };
                Ok(())
            }
            Ok(None) => self.end_json(),
            Err(JsonError::Parse(e)) => self.json_failed(e),
            Err(e) => Err(e),
        }
    }

    /// The value closed: the rest of its last line must be blank.
    fn end_json(&mut self) -> Result<(), JsonError> {
        let line = self.pos.line;
        let column = self.pos.column;
        self.mode = Mode::Lines;
        self.buf.clear();
        self.read_rest().map_err(JsonError::Io)?;
        self.line_no = line;
        let rest = String::from_utf8_lossy(&self.buf);
        let lead = rest.chars().take_while(|c| c.is_whitespace()).count();
        if let Some(ch) = rest.chars().nth(lead) {
            self.lines.error(
                ParseError::new(ParseErrorKind::Syntax(format!(
                    "invalid JSON at column {}: unexpected character {ch:?} after the end of the JSON value",
                    column + lead + 1
                )))
                .at_line(line),
            );
        }
        Ok(())
    }

    /// A JSON value turned out malformed: report it, and skip the rest of it
    /// (or, if the line where it failed is a puzzle, say the value was left
    /// open and read that line).
    fn json_failed(&mut self, e: ParseError) -> Result<(), JsonError> {
        let line = self.pos.line;
        let mut text = std::mem::take(&mut self.pos.line_text);
        self.buf.clear();
        let (overlong, _) = self.read_rest().map_err(JsonError::Io)?;
        for &b in &self.buf {
            self.pos.track(b);
        }
        self.line_no = line;
        text.extend_from_slice(&self.buf);
        let full = String::from_utf8_lossy(&text);
        if line > self.json_start && !overlong && lines::is_puzzle_line(full.trim_end()) {
            self.lines.error(
                ParseError::new(ParseErrorKind::Syntax(format!(
                    "JSON value is not closed before line {line}"
                )))
                .at_line(self.json_start),
            );
            self.mode = Mode::Lines;
            self.buf = text;
            self.take_line(line, false);
            return Ok(());
        }
        self.lines.error(e);
        self.mode = if self.pos.depth == 0 {
            Mode::Lines
        } else {
            Mode::Skip
        };
        Ok(())
    }

    /// A line of a malformed JSON value, or the first line after it.
    fn skip_line(&mut self) -> Result<(), JsonError> {
        self.buf.clear();
        let (overlong, any) = self.read_rest().map_err(JsonError::Io)?;
        if !any {
            self.mode = Mode::Lines;
            return Ok(());
        }
        let n = self.line_no + 1;
        self.line_no = n;
        let text = String::from_utf8_lossy(&self.buf);
        if !overlong && lines::is_puzzle_line(text.trim_end()) {
            self.mode = Mode::Lines;
            self.take_line(n, false);
            return Ok(());
        }
        for &b in &self.buf {
            self.pos.track(b);
        }
        if self.pos.depth == 0 {
            self.mode = Mode::Lines;
        }
        Ok(())
    }
}

impl<R: BufRead> Iterator for PuzzleReader<R> {
    type Item = Result<PuzzleEntry, ReadError>;

    /// The next puzzle or problem, reading as far as needed.
    fn next(&mut self) -> Option<Self::Item> {
        if std::mem::take(&mut self.ahead) {
            if let Some(entry) = self.next_whole_line() {
                return Some(Ok(entry));
            }
        }
        loop {
            if let Some(item) = self.lines.ready.pop_front() {
                return Some(item.map_err(ReadError::Parse));
            }
            if let Some(e) = self.io_error.take() {
                return Some(Err(ReadError::Io(e)));
            }
            if self.done {
                return None;
            }
            match self.step() {
                Ok(()) => {}
                Err(JsonError::Parse(e)) => self.lines.error(e),
                Err(JsonError::Io(e)) => {
                    self.lines.finish();
                    self.done = true;
                    self.io_error = Some(e);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
