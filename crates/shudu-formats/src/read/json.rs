//! Puzzles as JSON, read with `serde_json` straight from the stream.
//!
//! Accepted puzzle shapes (each may also be an element of an array of
//! puzzles):
//! - an array of 81 numbers `0`-`9` (`0` or `null` for an empty cell);
//! - an array of nine rows, each an array of nine such numbers;
//! - a string of 81 cell characters, as in the line form;
//! - an object whose `"puzzle"` key holds any of the above (an optional
//!   `"solution"` key is read the same way; other keys are ignored).
//!
//! The outer array of a list of puzzles is walked here, one element at a
//! time, each element parsed by `serde_json` (which limits nesting): a list
//! of any length, on one line or many, is read in linear time and in memory
//! bounded by one element ([`MAX_VALUE_BYTES`]).

use super::cells::cell_value;
use serde::Deserialize;
use serde_json::Value;
use shudu::{Cell, Grid, ParseError, ParseErrorKind};
use std::io::{self, BufRead, Read};

/// The longest single JSON value (a puzzle object, or an element of a list)
/// read; longer ones are reported and skipped.
pub const MAX_VALUE_BYTES: usize = 1 << 20;

/// Bytes of the current line kept to place errors in it.
const LINE_TEXT_BYTES: usize = 4096;

/// Where the stream is inside a JSON value: the line and column, the
/// bracket depth (to find the value's end after an error), and the last key.
#[derive(Debug, Default)]
pub(crate) struct JsonPos {
    /// One-based line of the next byte.
    pub line: usize,
    /// Characters of the current line consumed.
    pub column: usize,
    /// The current line so far (its first [`LINE_TEXT_BYTES`] bytes).
    pub line_text: Vec<u8>,
    /// Open brackets.
    pub depth: usize,
    in_string: bool,
    escaped: bool,
    string: Vec<u8>,
    /// The last string literal that closed (a key, before a `:`).
    last_string: Vec<u8>,
    /// Whether the end of the input was reached.
    pub eof: bool,
}

impl JsonPos {
    /// A value starting on line `line` after `column` characters.
    pub(crate) fn new(line: usize, lead: &[u8]) -> JsonPos {
        JsonPos {
            line,
            column: lead.len(),
            line_text: lead.to_vec(),
            ..JsonPos::default()
        }
    }

    /// Tracks one consumed byte.
    #[inline]
    pub(crate) fn track(&mut self, b: u8) {
        if b == b'\n' {
            self.line += 1;
            self.column = 0;
            self.line_text.clear();
            // A string never spans lines in JSON: end it so one bad quote
            // cannot swallow the rest of the file.
            self.in_string = false;
            self.escaped = false;
            return;
        }
        if b & 0xC0 != 0x80 {
            self.column += 1;
        }
        if self.line_text.len() < LINE_TEXT_BYTES {
            self.line_text.push(b);
        }
        if self.in_string {
            if self.escaped {
                self.escaped = false;
            } else if b == b'\\' {
                self.escaped = true;
            } else if b == b'"' {
                self.in_string = false;
                std::mem::swap(&mut self.last_string, &mut self.string);
                return;
            }
            if self.string.len() < 256 {
                self.string.push(b);
            }
            return;
        }
        match b {
            b'"' => {
                self.in_string = true;
                self.string.clear();
            }
            b'[' | b'{' => self.depth += 1,
            b']' | b'}' => self.depth = self.depth.saturating_sub(1),
            _ => {}
        }
    }

    /// The column to name in an error about the byte consumed last (or the
    /// end of the input).
    fn error_column(&self) -> usize {
        if self.eof {
            self.column + 1
        } else {
            self.column.max(1)
        }
    }
}

/// The stream as serde_json sees it: every byte tracked, and a value cut
/// off after [`MAX_VALUE_BYTES`].
pub(crate) struct JsonSource<'a, R> {
    pub inner: &'a mut R,
    pub pos: &'a mut JsonPos,
    pub bytes: &'a mut u64,
    budget: usize,
    /// The error the inner reader gave, kept to report as such.
    pub io_error: Option<io::Error>,
    over_budget: bool,
}

impl<'a, R: BufRead> JsonSource<'a, R> {
    pub(crate) fn new(inner: &'a mut R, pos: &'a mut JsonPos, bytes: &'a mut u64) -> Self {
        JsonSource {
            inner,
            pos,
            bytes,
            budget: MAX_VALUE_BYTES,
            io_error: None,
            over_budget: false,
        }
    }

    /// The next byte, not consumed; `None` at the end of the input.
    pub(crate) fn peek(&mut self) -> Result<Option<u8>, JsonError> {
        loop {
            match self.inner.fill_buf() {
                Ok(b) => {
                    let first = b.first().copied();
                    if first.is_none() {
                        self.pos.eof = true;
                    }
                    return Ok(first);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(JsonError::Io(e)),
            }
        }
    }

    /// Consumes the byte [`Self::peek`] returned.
    pub(crate) fn bump(&mut self, b: u8) {
        self.inner.consume(1);
        *self.bytes += 1;
        self.pos.track(b);
    }

    /// Skips JSON white space.
    pub(crate) fn skip_space(&mut self) -> Result<Option<u8>, JsonError> {
        loop {
            match self.peek()? {
                Some(b @ (b' ' | b'\t' | b'\r' | b'\n')) => self.bump(b),
                other => return Ok(other),
            }
        }
    }

    /// A syntax error at the current place.
    pub(crate) fn syntax(&self, msg: impl std::fmt::Display) -> JsonError {
        if self.pos.eof && self.pos.column == 0 && self.pos.line > 1 {
            // The input ended right after a line end: name the last line.
            return JsonError::Parse(
                ParseError::new(ParseErrorKind::Syntax(format!(
                    "invalid JSON at the end of the line: {msg}"
                )))
                .at_line(self.pos.line - 1),
            );
        }
        JsonError::Parse(
            ParseError::new(ParseErrorKind::Syntax(format!(
                "invalid JSON at column {}: {msg}",
                self.pos.error_column()
            )))
            .at_line(self.pos.line),
        )
    }

    fn describe_next(&mut self) -> Result<String, JsonError> {
        Ok(match self.peek()? {
            None => "end of input".to_string(),
            Some(b) if b.is_ascii() => format!("character {:?}", b as char),
            Some(_) => "a non-ASCII character".to_string(),
        })
    }

    /// One whole JSON value, for the line it starts on. Scalars are read
    /// here (serde_json would read one byte past a number); arrays, objects
    /// and strings by serde_json, which ends on their last byte.
    pub(crate) fn value(&mut self) -> Result<(Value, usize), JsonError> {
        let Some(first) = self.skip_space()? else {
            return Err(self.syntax("expected a value, found end of input"));
        };
        let line = self.pos.line;
        self.budget = MAX_VALUE_BYTES;
        let value = match first {
            b'-' | b'0'..=b'9' | b'a'..=b'z' => self.scalar()?,
            b'[' | b'{' | b'"' => {
                let parsed = {
                    let mut de = serde_json::Deserializer::from_reader(&mut *self);
                    Value::deserialize(&mut de)
                };
                match parsed {
                    Ok(v) => v,
                    Err(e) => return Err(self.serde_error(e)),
                }
            }
            _ => {
                let found = self.describe_next()?;
                self.bump(first);
                return Err(self.syntax(format!("expected a value, found {found}")));
            }
        };
        Ok((value, line))
    }

    /// A number or `true`, `false`, `null`.
    fn scalar(&mut self) -> Result<Value, JsonError> {
        let mut token = String::new();
        while let Some(b) = self.peek()? {
            if !(b.is_ascii_alphanumeric() || matches!(b, b'-' | b'+' | b'.')) {
                break;
            }
            self.bump(b);
            if token.len() < 64 {
                token.push(b as char);
            }
        }
        match token.as_str() {
            "null" => Ok(Value::Null),
            "true" => Ok(Value::Bool(true)),
            "false" => Ok(Value::Bool(false)),
            _ => match serde_json::from_str::<serde_json::Number>(&token) {
                Ok(n) => Ok(Value::Number(n)),
                Err(_) => Err(self.syntax(format!("{token:?} is not a JSON value"))),
            },
        }
    }

    fn serde_error(&mut self, e: serde_json::Error) -> JsonError {
        if let Some(io) = self.io_error.take() {
            return JsonError::Io(io);
        }
        if self.over_budget {
            return self.syntax(format!(
                "a value longer than {} MiB is not read",
                MAX_VALUE_BYTES >> 20
            ));
        }
        let text = e.to_string();
        let msg = match text.rfind(" at line ") {
            Some(i) => &text[..i],
            None => &text,
        };
        let msg = msg.replace('`', "'");
        let msg = if msg == "expected ':'" {
            format!(
                "expected ':' after key {:?}",
                String::from_utf8_lossy(&self.pos.last_string)
            )
        } else if msg.starts_with("EOF while parsing") {
            "unexpected end of input".to_string()
        } else {
            msg
        };
        self.syntax(msg)
    }

    /// The column of the opening quote of `text` in the current line,
    /// to place an error inside a string that belongs to an object.
    fn column_of(&self, text: &str) -> Option<usize> {
        let line = String::from_utf8_lossy(&self.pos.line_text);
        let quoted = format!("\"{text}\"");
        let at = line.rfind(&quoted)?;
        Some(line[..at].chars().count() + 1)
    }
}

impl<R: BufRead> Read for JsonSource<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if buf.is_empty() {
            return Ok(0);
        }
        if self.budget == 0 {
            self.over_budget = true;
            return Err(io::Error::other("value too long"));
        }
        match self.peek() {
            Ok(None) => Ok(0),
            Ok(Some(b)) => {
                self.bump(b);
                self.budget -= 1;
                buf[0] = b;
                Ok(1)
            }
            Err(JsonError::Io(e)) => {
                let kind = e.kind();
                self.io_error = Some(e);
                Err(io::Error::new(kind, "read failed"))
            }
            Err(JsonError::Parse(_)) => Err(io::Error::other("read failed")),
        }
    }
}

/// A JSON problem: bad input (reported, reading goes on) or a failed read.
#[derive(Debug)]
pub(crate) enum JsonError {
    Parse(ParseError),
    Io(io::Error),
}

/// A puzzle read from JSON and the line it starts on.
pub(crate) struct JsonPuzzle {
    pub puzzle: Grid,
    pub solution: Option<Grid>,
    pub line: usize,
}

fn describe(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

fn syntax(msg: String, line: usize) -> ParseError {
    ParseError::new(ParseErrorKind::Syntax(msg)).at_line(line)
}

/// Whether an array that is the first element of an outer array makes the
/// outer one a list of puzzles (rather than one puzzle of nine rows).
pub(crate) fn starts_a_list(first: &Value) -> bool {
    match first {
        Value::Object(_) | Value::String(_) => true,
        Value::Array(inner) => inner.len() > 9 || matches!(inner.first(), Some(Value::Array(_))),
        _ => false,
    }
}

/// A puzzle from one JSON value starting on `line`; `column` places a
/// string that is the value itself. `src` places strings inside objects.
pub(crate) fn puzzle_from<R: BufRead>(
    value: &Value,
    line: usize,
    column: usize,
    src: &JsonSource<'_, R>,
) -> Result<JsonPuzzle, ParseError> {
    match value {
        Value::Object(members) => {
            let puzzle = members
                .get("puzzle")
                .ok_or_else(|| syntax("JSON object has no \"puzzle\" key".to_string(), line))?;
            let in_object = |v: &Value| match v {
                Value::String(s) => src.column_of(s).unwrap_or(1),
                _ => 1,
            };
            let solution = match members.get("solution") {
                None | Some(Value::Null) => None,
                Some(s) => Some(grid_from(s, line, in_object(s)).map_err(|e| {
                    let line = e.line.unwrap_or(line);
                    syntax(format!("in \"solution\": {}", e.kind), line)
                })?),
            };
            Ok(JsonPuzzle {
                puzzle: grid_from(puzzle, line, in_object(puzzle))?,
                solution,
                line,
            })
        }
        _ => Ok(JsonPuzzle {
            puzzle: grid_from(value, line, column)?,
            solution: None,
            line,
        }),
    }
}

/// One grid from an array of 81 numbers, nine rows of nine, or a string
/// whose opening quote is at `column`.
fn grid_from(value: &Value, line: usize, column: usize) -> Result<Grid, ParseError> {
    let mut values = [0u8; 81];
    match value {
        Value::String(s) => {
            let mut n = 0;
            for (i, ch) in s.chars().enumerate() {
                let v = cell_value(ch).ok_or_else(|| {
                    ParseError::new(ParseErrorKind::BadCharacter {
                        ch,
                        column: column + 1 + i,
                    })
                    .at_line(line)
                })?;
                if let Some(slot) = values.get_mut(n) {
                    *slot = v;
                }
                n += 1;
            }
            if n != 81 {
                return Err(
                    ParseError::new(ParseErrorKind::WrongCellCount { found: n }).at_line(line)
                );
            }
        }
        Value::Array(items) if items.iter().any(Value::is_array) => {
            rows_into(items, items.len(), line, &mut values)?;
        }
        Value::Array(items) => {
            // Bad values first: they say more than a wrong count.
            for (i, cell) in items.iter().enumerate() {
                let v = cell_number(cell, i, line)?;
                if let Some(slot) = values.get_mut(i) {
                    *slot = v;
                }
            }
            if items.len() != 81 {
                return Err(
                    ParseError::new(ParseErrorKind::WrongCellCount { found: items.len() })
                        .at_line(line),
                );
            }
        }
        other => {
            return Err(syntax(
                format!(
                    "expected a puzzle (81 numbers, 9 rows of 9, a string or an object), found {}",
                    describe(other)
                ),
                line,
            ))
        }
    }
    Grid::from_values(values).ok_or_else(|| syntax("cell value out of range".into(), line))
}

/// Nine rows of nine numbers into `values`; `count` is how many rows the
/// array had (of which `rows` holds the first ones).
pub(crate) fn rows_into(
    rows: &[Value],
    count: usize,
    line: usize,
    values: &mut [u8; 81],
) -> Result<(), ParseError> {
    if count != 9 {
        return Err(syntax(
            format!("expected 9 rows of 9 numbers, found {count} rows"),
            line,
        ));
    }
    for (r, row) in rows.iter().enumerate() {
        let Value::Array(cells) = row else {
            return Err(syntax(
                format!("row {} is {}, not an array", r + 1, describe(row)),
                line,
            ));
        };
        if cells.len() != 9 {
            return Err(
                ParseError::new(ParseErrorKind::WrongRowLength { found: cells.len() })
                    .at_line(line),
            );
        }
        for (c, cell) in cells.iter().enumerate() {
            values[r * 9 + c] = cell_number(cell, r * 9 + c, line)?;
        }
    }
    Ok(())
}

/// The value 0..=9 of one cell (`null` is empty), or an error naming the cell.
pub(crate) fn cell_number(value: &Value, position: usize, line: usize) -> Result<u8, ParseError> {
    let cell = Cell::new(position).map_or_else(|| format!("#{position}"), |c| c.to_string());
    match value {
        Value::Null => Ok(0),
        Value::Number(n) => match n.as_i64() {
            Some(v) if (0..=9).contains(&v) => Ok(v as u8),
            Some(v) => {
                Err(ParseError::new(ParseErrorKind::BadValue { value: v, position }).at_line(line))
            }
            None => Err(syntax(
                format!("value {n} for cell {cell} is not 0-9"),
                line,
            )),
        },
        other => Err(syntax(
            format!(
                "value for cell {cell} is {}, not a number 0-9",
                describe(other)
            ),
            line,
        )),
    }
}
