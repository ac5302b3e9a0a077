//! Puzzles as JSON text: a small reader for the shapes people use, and a
//! writer for one object per puzzle.
//!
//! Accepted puzzle shapes (each may also appear as an element of an array of
//! puzzles):
//! - an array of 81 numbers `0`-`9` (`0` or `null` for an empty cell);
//! - an array of nine rows, each an array of nine such numbers;
//! - a string of 81 cell characters, as in the line form;
//! - an object whose `"puzzle"` key holds any of the above (an optional
//!   `"solution"` key is read the same way; other keys are ignored).
//!
//! The engine does not depend on a JSON library: the parser here knows the
//! whole JSON grammar (so any valid document is read, and any invalid one gets
//! a message with its line and column), keeps no more than it needs, and
//! limits nesting so that no input can exhaust the stack.
//!
//! ```
//! use shudu::Grid;
//!
//! let g = Grid::from_json(r#"{"puzzle": "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"}"#)?;
//! assert_eq!(g.givens(), 30);
//! let rows = g.json_rows().to_string();
//! assert!(rows.starts_with("[[5,3,0,0,7,0,0,0,0],[6,0,0,1,9,5,0,0,0],"));
//! assert_eq!(Grid::from_json(&rows)?, g);
//!
//! let err = Grid::from_json("[1, 2, 12]").unwrap_err();
//! assert_eq!(err.to_string(), "line 1: value 12 for cell r1c3 is not 0-9");
//! # Ok::<(), shudu::ParseError>(())
//! ```

use super::parse::cell_value;
use super::{Grid, ParseError, ParseErrorKind};
use std::fmt;

/// Deepest nesting of arrays and objects the parser follows; puzzles need 3.
const MAX_DEPTH: usize = 64;

/// A parsed JSON value with the place it started (one-based line and column
/// within the parsed text).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Node {
    pub value: Value,
    pub line: usize,
    pub column: usize,
}

/// The JSON data model, keeping numbers as their source text so that large or
/// fractional values can be reported as written.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Value {
    Null,
    Bool(bool),
    Number(String),
    String(String),
    Array(Vec<Node>),
    Object(Vec<(String, Node)>),
}

impl Value {
    fn describe(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "a boolean",
            Value::Number(_) => "a number",
            Value::String(_) => "a string",
            Value::Array(_) => "an array",
            Value::Object(_) => "an object",
        }
    }
}

/// An error placed at a one-based line of the parsed text.
fn error_at(kind: ParseErrorKind, line: usize) -> ParseError {
    ParseError::new(kind).at_line(line)
}

fn syntax(msg: String, line: usize) -> ParseError {
    error_at(ParseErrorKind::Syntax(msg), line)
}

/// Parses one complete JSON document (surrounding whitespace allowed).
pub(crate) fn parse_document(text: &str) -> Result<Node, ParseError> {
    let mut p = Parser {
        bytes: text.as_bytes(),
        pos: 0,
        line: 1,
        line_start: 0,
    };
    p.skip_whitespace();
    let node = p.value(0)?;
    p.skip_whitespace();
    if p.pos < p.bytes.len() {
        return Err(p.error(format!(
            "unexpected {} after the end of the JSON value",
            p.describe_here()
        )));
    }
    Ok(node)
}

struct Parser<'a> {
    bytes: &'a [u8],
    pos: usize,
    line: usize,
    line_start: usize,
}

impl Parser<'_> {
    fn column(&self) -> usize {
        // Count characters, not bytes, so the column matches what an editor shows.
        let start = self.line_start.min(self.bytes.len());
        let end = self.pos.min(self.bytes.len());
        String::from_utf8_lossy(&self.bytes[start..end])
            .chars()
            .count()
            + 1
    }

    fn error(&self, msg: String) -> ParseError {
        syntax(
            format!("invalid JSON at column {}: {msg}", self.column()),
            self.line,
        )
    }

    fn describe_here(&self) -> String {
        match self.peek() {
            None => "end of input".to_string(),
            Some(_) => {
                let rest = String::from_utf8_lossy(&self.bytes[self.pos..]);
                let ch = rest.chars().next().unwrap_or('\u{FFFD}');
                format!("character {ch:?}")
            }
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn skip_whitespace(&mut self) {
        while let Some(b) = self.peek() {
            match b {
                b'\n' => {
                    self.pos += 1;
                    self.line += 1;
                    self.line_start = self.pos;
                }
                b' ' | b'\t' | b'\r' => self.pos += 1,
                _ => break,
            }
        }
    }

    fn expect_literal(&mut self, word: &str, value: Value) -> Result<Value, ParseError> {
        if self.bytes[self.pos..].starts_with(word.as_bytes()) {
            self.pos += word.len();
            Ok(value)
        } else {
            Err(self.error(format!("unexpected {}", self.describe_here())))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Node, ParseError> {
        let (line, column) = (self.line, self.column());
        let value = match self.peek() {
            None => return Err(self.error("expected a value, found end of input".into())),
            Some(b'{') => self.object(depth)?,
            Some(b'[') => self.array(depth)?,
            Some(b'"') => Value::String(self.string()?),
            Some(b't') => self.expect_literal("true", Value::Bool(true))?,
            Some(b'f') => self.expect_literal("false", Value::Bool(false))?,
            Some(b'n') => self.expect_literal("null", Value::Null)?,
            Some(b'-' | b'0'..=b'9') => Value::Number(self.number()?),
            Some(_) => {
                return Err(self.error(format!("expected a value, found {}", self.describe_here())))
            }
        };
        Ok(Node {
            value,
            line,
            column,
        })
    }

    fn enter(&self, depth: usize) -> Result<usize, ParseError> {
        if depth >= MAX_DEPTH {
            Err(self.error(format!("nested deeper than {MAX_DEPTH} levels")))
        } else {
            Ok(depth + 1)
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value, ParseError> {
        let depth = self.enter(depth)?;
        self.pos += 1; // '['
        let mut items = Vec::new();
        self.skip_whitespace();
        if self.peek() == Some(b']') {
            self.pos += 1;
            return Ok(Value::Array(items));
        }
        loop {
            self.skip_whitespace();
            items.push(self.value(depth)?);
            self.skip_whitespace();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b']') => {
                    self.pos += 1;
                    return Ok(Value::Array(items));
                }
                _ => {
                    return Err(self.error(format!(
                        "expected ',' or ']', found {}",
                        self.describe_here()
                    )))
                }
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, ParseError> {
        let depth = self.enter(depth)?;
        self.pos += 1; // '{'
        let mut members = Vec::new();
        self.skip_whitespace();
        if self.peek() == Some(b'}') {
            self.pos += 1;
            return Ok(Value::Object(members));
        }
        loop {
            self.skip_whitespace();
            if self.peek() != Some(b'"') {
                return Err(self.error(format!(
                    "expected a key in double quotes, found {}",
                    self.describe_here()
                )));
            }
            let key = self.string()?;
            self.skip_whitespace();
            if self.peek() != Some(b':') {
                return Err(self.error(format!(
                    "expected ':' after key {key:?}, found {}",
                    self.describe_here()
                )));
            }
            self.pos += 1;
            self.skip_whitespace();
            let value = self.value(depth)?;
            members.push((key, value));
            self.skip_whitespace();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b'}') => {
                    self.pos += 1;
                    return Ok(Value::Object(members));
                }
                _ => {
                    return Err(self.error(format!(
                        "expected ',' or '}}', found {}",
                        self.describe_here()
                    )))
                }
            }
        }
    }

    fn number(&mut self) -> Result<String, ParseError> {
        let start = self.pos;
        if self.peek() == Some(b'-') {
            self.pos += 1;
        }
        let digits = |p: &mut Self| {
            let s = p.pos;
            while matches!(p.peek(), Some(b'0'..=b'9')) {
                p.pos += 1;
            }
            p.pos - s
        };
        if digits(self) == 0 {
            return Err(self.error("a number needs digits".into()));
        }
        if self.peek() == Some(b'.') {
            self.pos += 1;
            if digits(self) == 0 {
                return Err(self.error("expected digits after '.'".into()));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.pos += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            if digits(self) == 0 {
                return Err(self.error("expected digits in the exponent".into()));
            }
        }
        Ok(String::from_utf8_lossy(&self.bytes[start..self.pos]).into_owned())
    }

    fn string(&mut self) -> Result<String, ParseError> {
        self.pos += 1; // opening quote
        let mut out: Vec<u8> = Vec::new();
        loop {
            match self.peek() {
                None => return Err(self.error("unterminated string".into())),
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(String::from_utf8_lossy(&out).into_owned());
                }
                Some(b'\\') => {
                    self.pos += 1;
                    let esc = self.peek();
                    self.pos += 1;
                    let ch = match esc {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => self.unicode_escape()?,
                        _ => {
                            self.pos -= 1;
                            return Err(self.error("invalid escape in string".into()));
                        }
                    };
                    let mut buf = [0u8; 4];
                    out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                }
                Some(b) if b < 0x20 => {
                    return Err(self.error("control character inside a string".into()))
                }
                Some(b) => {
                    out.push(b);
                    self.pos += 1;
                }
            }
        }
    }

    fn hex4(&mut self) -> Result<u32, ParseError> {
        let end = self.pos + 4;
        let hex = self
            .bytes
            .get(self.pos..end)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u32::from_str_radix(h, 16).ok())
            .ok_or_else(|| self.error("expected four hex digits after \\u".into()))?;
        self.pos = end;
        Ok(hex)
    }

    fn unicode_escape(&mut self) -> Result<char, ParseError> {
        let first = self.hex4()?;
        if (0xD800..0xDC00).contains(&first) && self.bytes[self.pos..].starts_with(b"\\u") {
            self.pos += 2;
            let second = self.hex4()?;
            if (0xDC00..0xE000).contains(&second) {
                let code = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00);
                return Ok(char::from_u32(code).unwrap_or('\u{FFFD}'));
            }
            return Ok('\u{FFFD}');
        }
        Ok(char::from_u32(first).unwrap_or('\u{FFFD}'))
    }
}

/// A puzzle read from JSON, with its solution when the object carried one,
/// and the one-based line (within the parsed text) where it started.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct JsonPuzzle {
    pub puzzle: Grid,
    pub solution: Option<Grid>,
    pub line: usize,
}

/// Every puzzle in a parsed document: the document itself, or each element of
/// an array of puzzles. Errors are per puzzle, so one bad element does not hide
/// the others.
pub(crate) fn puzzles_in(node: &Node) -> Vec<Result<JsonPuzzle, ParseError>> {
    if let Value::Array(items) = &node.value {
        if is_puzzle_list(items) {
            return items.iter().map(puzzle_from).collect();
        }
    }
    vec![puzzle_from(node)]
}

/// Whether an array holds puzzles rather than being one puzzle: its elements
/// are objects, strings, or arrays too long to be rows.
fn is_puzzle_list(items: &[Node]) -> bool {
    match items.first().map(|n| &n.value) {
        None => true,
        Some(Value::Object(_) | Value::String(_)) => true,
        Some(Value::Array(inner)) => {
            inner.len() > 9 || matches!(inner.first().map(|n| &n.value), Some(Value::Array(_)))
        }
        Some(_) => false,
    }
}

fn puzzle_from(node: &Node) -> Result<JsonPuzzle, ParseError> {
    match &node.value {
        Value::Object(members) => {
            let find = |key: &str| members.iter().find(|(k, _)| k == key).map(|(_, v)| v);
            let puzzle = find("puzzle").ok_or_else(|| {
                syntax("JSON object has no \"puzzle\" key".to_string(), node.line)
            })?;
            let solution = match find("solution") {
                None
                | Some(Node {
                    value: Value::Null, ..
                }) => None,
                Some(s) => Some(grid_from(s).map_err(|e| {
                    let line = e.line.unwrap_or(s.line);
                    syntax(format!("in \"solution\": {}", e.kind), line)
                })?),
            };
            Ok(JsonPuzzle {
                puzzle: grid_from(puzzle)?,
                solution,
                line: node.line,
            })
        }
        _ => Ok(JsonPuzzle {
            puzzle: grid_from(node)?,
            solution: None,
            line: node.line,
        }),
    }
}

/// One grid from an array of 81 numbers, nine rows of nine, or a string.
fn grid_from(node: &Node) -> Result<Grid, ParseError> {
    let mut values = [0u8; 81];
    match &node.value {
        Value::String(s) => {
            let mut n = 0;
            for (i, ch) in s.chars().enumerate() {
                let v = cell_value(ch).ok_or_else(|| {
                    error_at(
                        ParseErrorKind::BadCharacter {
                            ch,
                            // The string's opening quote is at node.column.
                            column: node.column + 1 + i,
                        },
                        node.line,
                    )
                })?;
                if n < 81 {
                    values[n] = v;
                }
                n += 1;
            }
            if n != 81 {
                return Err(error_at(
                    ParseErrorKind::WrongCellCount { found: n },
                    node.line,
                ));
            }
        }
        Value::Array(items) if items.iter().any(|n| matches!(n.value, Value::Array(_))) => {
            if items.len() != 9 {
                return Err(syntax(
                    format!("expected 9 rows of 9 numbers, found {} rows", items.len()),
                    node.line,
                ));
            }
            for (r, row) in items.iter().enumerate() {
                let Value::Array(cells) = &row.value else {
                    return Err(syntax(
                        format!("row {} is {}, not an array", r + 1, row.value.describe()),
                        row.line,
                    ));
                };
                if cells.len() != 9 {
                    return Err(error_at(
                        ParseErrorKind::WrongRowLength { found: cells.len() },
                        row.line,
                    ));
                }
                for (c, cell) in cells.iter().enumerate() {
                    values[r * 9 + c] = cell_number(cell, r * 9 + c)?;
                }
            }
        }
        Value::Array(items) => {
            // Bad values first: they say more than a wrong count.
            for (i, cell) in items.iter().enumerate() {
                let v = cell_number(cell, i)?;
                if let Some(slot) = values.get_mut(i) {
                    *slot = v;
                }
            }
            if items.len() != 81 {
                return Err(error_at(
                    ParseErrorKind::WrongCellCount { found: items.len() },
                    node.line,
                ));
            }
        }
        other => {
            return Err(syntax(
                format!(
                    "expected a puzzle (81 numbers, 9 rows of 9, a string or an object), found {}",
                    other.describe()
                ),
                node.line,
            ))
        }
    }
    Ok(Grid::from_values(values).expect("cell values were checked to be 0..=9"))
}

/// The value 0..=9 of one cell (`null` is empty), or an error naming the cell.
fn cell_number(node: &Node, position: usize) -> Result<u8, ParseError> {
    let cell = super::Cell::new(position).map_or_else(|| format!("#{position}"), |c| c.to_string());
    match &node.value {
        Value::Null => Ok(0),
        Value::Number(text) => match text.parse::<i64>() {
            Ok(v) if (0..=9).contains(&v) => Ok(v as u8),
            Ok(v) => Err(error_at(
                ParseErrorKind::BadValue { value: v, position },
                node.line,
            )),
            Err(_) => Err(syntax(
                format!("value {text} for cell {cell} is not 0-9"),
                node.line,
            )),
        },
        other => Err(syntax(
            format!(
                "value for cell {cell} is {}, not a number 0-9",
                other.describe()
            ),
            node.line,
        )),
    }
}

/// Tracks brackets across lines to tell when a JSON value spread over several
/// lines is complete, without parsing it.
#[derive(Debug, Default, Clone)]
pub(crate) struct JsonScanner {
    depth: usize,
    in_string: bool,
    escaped: bool,
    started: bool,
}

impl JsonScanner {
    /// Feeds one line; true once the outermost array or object has closed (or
    /// a stray closing bracket appeared, which the parser will report).
    pub fn feed(&mut self, line: &str) -> bool {
        for b in line.bytes() {
            if self.in_string {
                match b {
                    _ if self.escaped => self.escaped = false,
                    b'\\' => self.escaped = true,
                    b'"' => self.in_string = false,
                    _ => {}
                }
                continue;
            }
            match b {
                b'"' => self.in_string = true,
                b'[' | b'{' => {
                    self.depth += 1;
                    self.started = true;
                }
                b']' | b'}' => {
                    if self.depth <= 1 {
                        self.depth = 0;
                        return true;
                    }
                    self.depth -= 1;
                }
                _ => {}
            }
        }
        // A string never spans lines in JSON: end it so one bad quote cannot
        // swallow the rest of the file.
        self.in_string = false;
        self.escaped = false;
        self.started && self.depth == 0
    }
}

impl Grid {
    /// Reads one puzzle from JSON: 81 numbers `0`-`9`, nine rows of nine, an
    /// 81-character string, or an object with a `"puzzle"` key holding one of
    /// those. Clashing givens are an error, as in [`Grid::parse`]. Errors
    /// carry the one-based line within `text`.
    pub fn from_json(text: &str) -> Result<Grid, ParseError> {
        let node = parse_document(text)?;
        let found = puzzle_from(&node)?;
        match found.puzzle.first_conflict() {
            Some(c) => Err(error_at(ParseErrorKind::Conflict(c), found.line)),
            None => Ok(found.puzzle),
        }
    }

    /// The JSON array of nine rows of nine numbers (`0` for empty), on one
    /// line, as `Display`. Parses back with [`Grid::from_json`].
    pub fn json_rows(&self) -> JsonRows<'_> {
        JsonRows(self)
    }
}

/// A grid as a JSON array of nine rows of nine numbers (see [`Grid::json_rows`]).
pub struct JsonRows<'a>(&'a Grid);

impl fmt::Display for JsonRows<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = self.0.values();
        f.write_str("[")?;
        for r in 0..9 {
            if r > 0 {
                f.write_str(",")?;
            }
            f.write_str("[")?;
            for c in 0..9 {
                if c > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{}", v[r * 9 + c])?;
            }
            f.write_str("]")?;
        }
        f.write_str("]")
    }
}

/// Appends `s` to `out` as a JSON string literal, quotes included.
pub fn write_string(out: &mut String, s: &str) {
    out.push('"');
    for ch in s.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Writes one JSON object on one line, member by member: the record form of
/// the `json` output format.
///
/// ```
/// use shudu::{grid::json::ObjectWriter, Grid};
///
/// let puzzle: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
/// let mut line = String::new();
/// let mut obj = ObjectWriter::new(&mut line);
/// obj.grid("puzzle", &puzzle).number("givens", 30).string("status", "unique");
/// obj.finish();
/// assert_eq!(line, r#"{"puzzle":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79","givens":30,"status":"unique"}"#);
/// assert_eq!(Grid::from_json(&line)?, puzzle);
/// # Ok::<(), shudu::ParseError>(())
/// ```
pub struct ObjectWriter<'a> {
    out: &'a mut String,
    empty: bool,
}

impl<'a> ObjectWriter<'a> {
    /// Starts an object at the end of `out`.
    pub fn new(out: &'a mut String) -> ObjectWriter<'a> {
        out.push('{');
        ObjectWriter { out, empty: true }
    }

    fn key(&mut self, key: &str) {
        if !self.empty {
            self.out.push(',');
        }
        self.empty = false;
        write_string(self.out, key);
        self.out.push(':');
    }

    /// A grid member, written as its 81-character line string.
    pub fn grid(&mut self, key: &str, grid: &Grid) -> &mut Self {
        self.key(key);
        self.out.push('"');
        self.out.push_str(&grid.to_line());
        self.out.push('"');
        self
    }

    /// A string member.
    pub fn string(&mut self, key: &str, value: &str) -> &mut Self {
        self.key(key);
        write_string(self.out, value);
        self
    }

    /// An integer member (any integer type up to 64 bits, signed or not).
    pub fn number(&mut self, key: &str, value: impl Into<i128>) -> &mut Self {
        let value: i128 = value.into();
        self.key(key);
        self.out.push_str(&value.to_string());
        self
    }

    /// A boolean member.
    pub fn boolean(&mut self, key: &str, value: bool) -> &mut Self {
        self.key(key);
        self.out.push_str(if value { "true" } else { "false" });
        self
    }

    /// A `null` member.
    pub fn null(&mut self, key: &str) -> &mut Self {
        self.key(key);
        self.out.push_str("null");
        self
    }

    /// Closes the object.
    pub fn finish(self) {
        self.out.push('}');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn grid() -> Grid {
        LINE.parse().unwrap()
    }

    #[test]
    fn flat_rows_string_and_object_forms() {
        let g = grid();
        let flat: Vec<String> = g.values().iter().map(|v| v.to_string()).collect();
        let flat = format!("[{}]", flat.join(", "));
        assert_eq!(Grid::from_json(&flat).unwrap(), g);
        assert_eq!(Grid::from_json(&g.json_rows().to_string()).unwrap(), g);
        assert_eq!(Grid::from_json(&format!("\"{LINE}\"")).unwrap(), g);
        let obj = format!("{{\"id\": 7, \"puzzle\": {flat}, \"rating\": [1.5, null]}}");
        assert_eq!(Grid::from_json(&obj).unwrap(), g);
        let rows_obj = format!("{{\"puzzle\":{}}}", g.json_rows());
        assert_eq!(Grid::from_json(&rows_obj).unwrap(), g);
        // null is an empty cell.
        let with_null = flat.replacen('0', "null", 1);
        assert_eq!(Grid::from_json(&with_null).unwrap(), g);
    }

    #[test]
    fn pretty_printed_over_lines() {
        let g = grid();
        let mut text = String::from("{\n  \"puzzle\": [\n");
        for r in 0..9 {
            let row: Vec<String> = g.values()[r * 9..r * 9 + 9]
                .iter()
                .map(|v| v.to_string())
                .collect();
            text.push_str(&format!(
                "    [{}]{}\n",
                row.join(", "),
                if r < 8 { "," } else { "" }
            ));
        }
        text.push_str("  ]\n}\n");
        assert_eq!(Grid::from_json(&text).unwrap(), g);
        // The bad row is reported on its own line.
        let bad = text.replacen("[5, 3, 0", "[5, 3", 1);
        let e = Grid::from_json(&bad).unwrap_err();
        assert_eq!(e.line, Some(3));
        assert_eq!(e.kind, ParseErrorKind::WrongRowLength { found: 8 });
    }

    #[test]
    fn errors_say_what_and_where() {
        let cases: &[(&str, &str)] = &[
            ("[1, 2, 12]", "line 1: value 12 for cell r1c3 is not 0-9"),
            ("[1,\n -1]", "line 2: value -1 for cell r1c2 is not 0-9"),
            ("[1, 2.5]", "line 1: value 2.5 for cell r1c2 is not 0-9"),
            ("[1, \"a\"]", "line 1: value for cell r1c2 is a string, not a number 0-9"),
            ("[1, 2, 3]", "line 1: expected 81 cells, found 3"),
            ("{\"puzle\": []}", "line 1: JSON object has no \"puzzle\" key"),
            ("[1, 2", "line 1: invalid JSON at column 6: expected ',' or ']', found end of input"),
            ("{\"puzzle\" 1}", "line 1: invalid JSON at column 11: expected ':' after key \"puzzle\", found character '1'"),
            ("[1] x", "line 1: invalid JSON at column 5: unexpected character 'x' after the end of the JSON value"),
            ("\"12x\"", "line 1: character 'x' at column 4 is not a cell (use 1-9 for givens, '.', '0' or '_' for empty cells)"),
            ("true", "line 1: expected a puzzle (81 numbers, 9 rows of 9, a string or an object), found a boolean"),
            ("", "line 1: invalid JSON at column 1: expected a value, found end of input"),
            ("\"abc", "line 1: invalid JSON at column 5: unterminated string"),
        ];
        for (text, want) in cases {
            let got = Grid::from_json(text).unwrap_err().to_string();
            assert_eq!(&got, want, "input {text:?}");
        }
        let clash = format!("\"{}\"", LINE.replacen('.', "5", 1));
        assert!(Grid::from_json(&clash)
            .unwrap_err()
            .to_string()
            .contains("digit 5 appears twice in row 1: r1c1 and r1c3"));
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let deep = "[".repeat(100_000);
        let e = Grid::from_json(&deep).unwrap_err();
        assert!(
            e.to_string().contains("nested deeper than 64 levels"),
            "{e}"
        );
    }

    #[test]
    fn lists_of_puzzles() {
        let g = grid();
        let text = format!(
            "[\n\"{LINE}\",\n{{\"puzzle\": {}}},\n[1,2]\n]",
            g.json_rows()
        );
        let node = parse_document(&text).unwrap();
        let found = puzzles_in(&node);
        assert_eq!(found.len(), 3);
        assert_eq!(found[0].as_ref().unwrap().puzzle, g);
        assert_eq!(found[0].as_ref().unwrap().line, 2);
        assert_eq!(found[1].as_ref().unwrap().line, 3);
        assert_eq!(found[2].as_ref().unwrap_err().line, Some(4));
        let arrays = format!(
            "[{}, {}]",
            format_args!("{:?}", g.values().to_vec()),
            format_args!("{:?}", g.values().to_vec())
        );
        let node = parse_document(&arrays).unwrap();
        assert_eq!(puzzles_in(&node).len(), 2);
    }

    #[test]
    fn writer_escapes_and_parses_back() {
        let mut s = String::new();
        write_string(&mut s, "a\"b\\c\nd\u{1}é");
        assert_eq!(s, "\"a\\\"b\\\\c\\nd\\u0001é\"");
        let node = parse_document(&s).unwrap();
        assert_eq!(node.value, Value::String("a\"b\\c\nd\u{1}é".into()));
        let node = parse_document("\"\\ud83d\\ude00 \\u00e9\"").unwrap();
        assert_eq!(node.value, Value::String("😀 é".into()));
    }

    #[test]
    fn scanner_finds_the_end_of_a_value() {
        let mut s = JsonScanner::default();
        assert!(!s.feed("{"));
        assert!(!s.feed("  \"puzzle\": \"]]]\","));
        assert!(!s.feed("  \"x\": [1, 2"));
        assert!(!s.feed("]"));
        assert!(s.feed("}"));
    }
}
