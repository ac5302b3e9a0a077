//! Conversions between Python values and the engine's types, in one place:
//! puzzles in (a string, 81 numbers, 9 rows of 9, a numpy array, a
//! `Puzzle`), JSON-compatible records out (`to_dict()`).

use crate::errors;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};
use serde::Serialize;
use serde_json::Value;
use shudu::batch::{Request, RequestSpec};
use shudu::{Grid, ParseError, ParseErrorKind};

/// Reads a grid from any of the accepted forms, without checking clashes
/// (each function decides what a clash means for it).
///
/// - a string: one line of 81 cells (`1`-`9`, and `.`, `0` or `_` for empty
///   cells) or nine lines of nine, borders allowed;
/// - a sequence of 81 numbers 0-9 (`None` is empty), or nine sequences of
///   nine (lists, tuples, numpy arrays);
/// - a `Puzzle` returned by `generate()` (its givens).
pub fn grid(value: &Bound<'_, PyAny>) -> PyResult<Grid> {
    if let Ok(p) = value.extract::<PyRef<'_, crate::records::Puzzle>>() {
        return Ok(p.puzzle);
    }
    if let Ok(text) = value.cast::<PyString>() {
        return Grid::parse_unchecked(&text.to_cow()?).map_err(|e| errors::parse(&e));
    }
    let items: Vec<Bound<'_, PyAny>> = match value.try_iter() {
        Ok(iter) => iter.collect::<PyResult<_>>()?,
        Err(_) => {
            return Err(errors::PuzzleFormatError::new_err(format!(
                "a puzzle is a string of 81 cells, 81 numbers or 9 rows of 9, not {}",
                value.get_type().name()?
            )))
        }
    };
    let mut values = Vec::with_capacity(81);
    if items.len() == 9 && items.iter().all(|row| row.try_iter().is_ok()) {
        for row in &items {
            let cells: Vec<Bound<'_, PyAny>> = row.try_iter()?.collect::<PyResult<_>>()?;
            if cells.len() != 9 {
                return Err(errors::parse(&ParseError::new(
                    ParseErrorKind::WrongRowLength { found: cells.len() },
                )));
            }
            values.extend(cells);
        }
    } else {
        values = items;
    }
    if values.len() != 81 {
        return Err(errors::parse(&ParseError::new(
            ParseErrorKind::WrongCellCount {
                found: values.len(),
            },
        )));
    }
    let mut cells = [0u8; 81];
    for (position, (cell, v)) in cells.iter_mut().zip(&values).enumerate() {
        if v.is_none() {
            continue;
        }
        let bad = |value: i64| {
            errors::parse(&ParseError::new(ParseErrorKind::BadValue {
                value,
                position,
            }))
        };
        let n: i64 = v.extract().map_err(|_| {
            errors::PuzzleFormatError::new_err(format!(
                "cell {} holds {}, not a number 0-9",
                cell_name(position),
                v.repr().map_or_else(|_| "?".to_string(), |r| r.to_string())
            ))
        })?;
        *cell = u8::try_from(n)
            .ok()
            .filter(|&d| d <= 9)
            .ok_or_else(|| bad(n))?;
    }
    Ok(Grid::from_values(cells).expect("every value checked to be 0-9"))
}

/// Like [`grid`], but two equal givens in a unit are an error.
pub fn puzzle(value: &Bound<'_, PyAny>) -> PyResult<Grid> {
    let g = grid(value)?;
    match g.first_conflict() {
        Some(c) => Err(errors::InvalidPuzzleError::new_err(c.to_string())),
        None => Ok(g),
    }
}

/// `r1c1` ... `r9c9` for a position 0..81.
fn cell_name(position: usize) -> String {
    shudu::Cell::new(position).map_or_else(|| format!("#{position}"), |c| c.to_string())
}

/// A record of `shudu-formats` as the dict `json.loads` gives for the line
/// the command line writes (through the JSON text, so that an SE of 2.6 is
/// the float 2.6).
pub fn record<'py, T: Serialize>(py: Python<'py>, record: &T) -> PyResult<Bound<'py, PyAny>> {
    let text = serde_json::to_string(record)
        .map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(e.to_string()))?;
    let value: Value = serde_json::from_str(&text)
        .map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(e.to_string()))?;
    to_python(py, &value)
}

/// A JSON value as the Python object `json.loads` would give.
fn to_python<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match value {
        Value::Null => py.None().into_bound(py),
        Value::Bool(b) => b.into_pyobject(py)?.to_owned().into_any(),
        Value::Number(n) => match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => i.into_pyobject(py)?.into_any(),
            (None, Some(u)) => u.into_pyobject(py)?.into_any(),
            _ => n.as_f64().unwrap_or(f64::NAN).into_pyobject(py)?.into_any(),
        },
        Value::String(s) => s.into_pyobject(py)?.into_any(),
        Value::Array(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(to_python(py, item)?)?;
            }
            list.into_any()
        }
        Value::Object(fields) => {
            let dict = PyDict::new(py);
            for (k, v) in fields {
                dict.set_item(k, to_python(py, v)?)?;
            }
            dict.into_any()
        }
    })
}

/// The generation options of `generate()`, `generate_array()` and
/// `dataset()` as the engine's request.
pub struct GenerateOptions<'a, 'py> {
    pub level: Option<&'a str>,
    pub rating: Option<&'a Bound<'py, PyAny>>,
    pub givens: Option<usize>,
    pub minimal: bool,
    pub symmetry: Option<&'a str>,
    pub attempts: Option<usize>,
}

/// Reads the options into the engine's [`Request`], with its rules and
/// messages for names and bands.
pub fn request(o: &GenerateOptions<'_, '_>) -> PyResult<Request> {
    let rating = o.rating.map(band).transpose()?;
    Request::from_spec(&RequestSpec {
        level: o.level,
        rating: rating.as_deref(),
        givens: o.givens,
        minimal: o.minimal,
        symmetry: o.symmetry,
        attempts: o.attempts,
    })
    .map_err(errors::argument)
}

/// An SE band as the engine spells it, from `"3.0..4.0"`, `"9.0.."`,
/// `"..2.0"`, `"5.6"`, a number, or a `(min, max)` pair.
fn band(value: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(text) = value.extract::<String>() {
        return Ok(text);
    }
    if let Ok((min, max)) = value.extract::<(f64, f64)>() {
        return Ok(format!("{min}..{max}"));
    }
    if let Ok(x) = value.extract::<f64>() {
        return Ok(format!("{x}"));
    }
    Err(errors::argument(
        "rating= is a band such as \"3.0..4.0\", (3.0, 4.0) or 5.6",
    ))
}
