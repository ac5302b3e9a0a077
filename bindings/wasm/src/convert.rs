//! Conversions between JavaScript values and the engine's types, in one
//! place: options and puzzles in (through `JSON.stringify`, so any
//! JSON-compatible value reads), the command line's JSON records out
//! (the records of `shudu-formats`, through `JSON.parse`), and errors as JavaScript `Error`s whose `name`
//! says the kind and whose `message` is the command line's.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use shudu::batch::{Made, MakeError};
use shudu::hint::HintError;
use shudu::rate::RateError;
use shudu::{Grid, ParseError, ParseErrorKind};
use shudu_formats::records::GenerateRecord;
use wasm_bindgen::prelude::*;

/// An error thrown to JavaScript: an `Error` with this `name` and `message`.
#[derive(Debug)]
pub struct Error {
    name: &'static str,
    message: String,
}

impl From<Error> for JsValue {
    fn from(e: Error) -> JsValue {
        let error = js_sys::Error::new(&e.message);
        error.set_name(e.name);
        error.into()
    }
}

impl Error {
    fn new(name: &'static str, message: impl Into<String>) -> Error {
        Error {
            name,
            message: message.into(),
        }
    }

    /// A bad option or argument.
    pub fn argument(message: impl Into<String>) -> Error {
        Error::new("TypeError", message)
    }

    /// Input that is not a grid (with line, column or cell).
    pub fn format(e: &ParseError) -> Error {
        Error::new("PuzzleFormatError", e.to_string())
    }

    /// No solution.
    pub fn no_solution() -> Error {
        Error::new("NoSolutionError", "puzzle has no solution")
    }

    /// Several solutions.
    pub fn multiple() -> Error {
        Error::new(
            "MultipleSolutionsError",
            "puzzle has more than one solution",
        )
    }

    /// A puzzle that cannot be rated or explained.
    pub fn rate(e: &RateError) -> Error {
        match e {
            RateError::Invalid(c) => Error::new("InvalidPuzzleError", c.to_string()),
            RateError::NoSolution => Error::no_solution(),
            RateError::MultipleSolutions => Error::multiple(),
        }
    }

    /// A hint that cannot be given.
    pub fn hint(e: &HintError) -> Error {
        match e {
            HintError::Puzzle(e) => Error::rate(e),
            HintError::Ambiguous => Error::new("MultipleSolutionsError", e.to_string()),
        }
    }

    /// A generation target out of reach.
    pub fn target(e: &MakeError) -> Error {
        Error::new("TargetNotReachedError", e.to_string())
    }
}

/// A JavaScript value as JSON.
fn to_json(value: &JsValue) -> Result<Value, Error> {
    if value.is_undefined() {
        return Ok(Value::Null);
    }
    let text = js_sys::JSON::stringify(value)
        .map_err(|_| Error::argument("the value cannot be written as JSON"))?;
    let text: String = text.into();
    serde_json::from_str(&text).map_err(|e| Error::argument(e.to_string()))
}

/// Options of a call, read as JSON; `undefined` and `null` give the defaults.
pub fn options<T: DeserializeOwned + Default>(value: &JsValue) -> Result<T, Error> {
    match to_json(value)? {
        Value::Null => Ok(T::default()),
        v => serde_json::from_value(v).map_err(|e| Error::argument(format!("options: {e}"))),
    }
}

/// A result as the JavaScript value `JSON.parse` gives for its JSON.
pub fn record<T: Serialize>(value: &T) -> Result<JsValue, Error> {
    let text = serde_json::to_string(value).map_err(|e| Error::argument(e.to_string()))?;
    js_sys::JSON::parse(&text).map_err(|_| Error::argument("the result is not JSON"))
}

/// A grid from a string (a line of 81 cells, or nine lines of nine), 81
/// numbers 0-9 (`null` empty, in an array or a typed array such as
/// `Uint8Array`) or nine arrays of nine; clashes allowed.
pub fn grid(value: &JsValue) -> Result<Grid, Error> {
    if let Some(text) = value.as_string() {
        return Grid::parse_unchecked(&text).map_err(|e| Error::format(&e));
    }
    let bad = |kind| Error::format(&ParseError::new(kind));
    // Typed arrays (Uint8Array...) become plain arrays: JSON would write them as objects.
    let items = if js_sys::ArrayBuffer::is_view(value) {
        to_json(&js_sys::Array::from(value))?
    } else {
        to_json(value)?
    };
    let items = match items {
        Value::Array(items) => items,
        _ => {
            return Err(Error::argument(
                "a puzzle is a string of 81 cells, 81 numbers or 9 rows of 9",
            ))
        }
    };
    let cells: Vec<Value> = if items.len() == 9 && items.iter().all(Value::is_array) {
        let mut cells = Vec::with_capacity(81);
        for row in items {
            let row = match row {
                Value::Array(row) => row,
                _ => Vec::new(),
            };
            if row.len() != 9 {
                return Err(bad(ParseErrorKind::WrongRowLength { found: row.len() }));
            }
            cells.extend(row);
        }
        cells
    } else {
        items
    };
    if cells.len() != 81 {
        return Err(bad(ParseErrorKind::WrongCellCount { found: cells.len() }));
    }
    let mut values = [0u8; 81];
    for (position, (out, v)) in values.iter_mut().zip(&cells).enumerate() {
        *out = match v {
            Value::Null => 0,
            Value::Number(n) => match n.as_i64() {
                Some(d @ 0..=9) => d as u8,
                Some(value) => return Err(bad(ParseErrorKind::BadValue { value, position })),
                None => {
                    return Err(bad(ParseErrorKind::Syntax(format!(
                        "cell {} holds {n}, not a number 0-9",
                        position + 1
                    ))))
                }
            },
            other => {
                return Err(bad(ParseErrorKind::Syntax(format!(
                    "cell {} holds {other}, not a number 0-9",
                    position + 1
                ))))
            }
        };
    }
    Ok(Grid::from_values(values).expect("every value checked to be 0-9"))
}

/// Like [`grid`], but two equal givens in a unit are an error.
pub fn puzzle(value: &JsValue) -> Result<Grid, Error> {
    let g = grid(value)?;
    match g.first_conflict() {
        Some(c) => Err(Error::new("InvalidPuzzleError", c.to_string())),
        None => Ok(g),
    }
}

/// Cell and candidate characters in `text` (digits, `.`, `_`).
pub fn pencil_mark_count(text: &str) -> usize {
    text.chars()
        .filter(|c| c.is_ascii_digit() || *c == '.' || *c == '_')
        .count()
}

/// A seed nobody chose, for calls without one: from `Math.random()`, kept
/// within JavaScript's exact integers so that it can be passed back.
pub fn random_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}

/// The record of a generated puzzle (with its solution).
pub fn generated(made: &Made, seed: u64, index: u64) -> GenerateRecord {
    let record = GenerateRecord::new(&made.puzzle, Some(&made.solution), seed, index);
    match &made.rating {
        Some(r) => record.with_rating(r.se, r.level),
        None => record,
    }
}
