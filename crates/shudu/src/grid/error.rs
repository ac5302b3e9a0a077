//! Errors from reading grids, with the place they happened.

use super::{Conflict, Digit};
use std::fmt;

/// What went wrong while reading a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// The text held a different number of cells than 81.
    WrongCellCount {
        /// How many cells were found.
        found: usize,
    },
    /// A character that is neither a cell (`1`-`9`, `.`, `0`, `_`) nor border.
    BadCharacter {
        /// The offending character.
        ch: char,
        /// One-based column of the character within its line.
        column: usize,
    },
    /// Two equal givens share a row, column or box.
    Conflict(Conflict),
    /// A number in JSON input outside 0..=9.
    BadValue {
        /// The value found.
        value: i64,
        /// Zero-based position among the 81 cells.
        position: usize,
    },
    /// Malformed structured input (JSON) with a description.
    Syntax(String),
    /// A row of a block did not hold nine cells.
    WrongRowLength {
        /// How many cells the row held.
        found: usize,
    },
}

/// An error from reading a grid: what went wrong, and on which line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What went wrong.
    pub kind: ParseErrorKind,
    /// One-based line number within the input, when known.
    pub line: Option<usize>,
}

impl ParseError {
    /// An error without a line number.
    pub fn new(kind: ParseErrorKind) -> ParseError {
        ParseError { kind, line: None }
    }

    /// The same error placed at one-based `line`.
    pub fn at_line(mut self, line: usize) -> ParseError {
        self.line = Some(line);
        self
    }

    /// The same error with its line moved down by `offset` lines (for text that
    /// was cut out of a larger file).
    pub fn offset_lines(mut self, offset: usize) -> ParseError {
        self.line = Some(self.line.unwrap_or(1) + offset);
        self
    }

    /// The digit involved, if any (for a conflict).
    pub fn digit(&self) -> Option<Digit> {
        match &self.kind {
            ParseErrorKind::Conflict(c) => Some(c.digit),
            _ => None,
        }
    }
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseErrorKind::WrongCellCount { found } => {
                write!(f, "expected 81 cells, found {found}")
            }
            ParseErrorKind::BadCharacter { ch, column } => write!(
                f,
                "character {ch:?} at column {column} is not a cell (use 1-9 for givens, '.', '0' or '_' for empty cells)"
            ),
            ParseErrorKind::Conflict(c) => write!(f, "{c}"),
            ParseErrorKind::BadValue { value, position } => write!(
                f,
                "value {value} for cell {} is not 0-9",
                super::Cell::new(*position).map_or_else(|| format!("#{position}"), |c| c.to_string())
            ),
            ParseErrorKind::Syntax(msg) => write!(f, "{msg}"),
            ParseErrorKind::WrongRowLength { found } => {
                write!(f, "a row of the grid must have 9 cells, found {found}")
            }
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "line {line}: {}", self.kind),
            None => write!(f, "{}", self.kind),
        }
    }
}

impl std::error::Error for ParseError {}
