//! Reading what requests carry: JSON bodies, puzzles in any form the CLI
//! reads, the player's state for a hint, query values. Every error says
//! what and where, and becomes a 400.

use crate::error::ApiError;
use serde::de::DeserializeOwned;
use serde_json::Value;
use shudu::logic::Candidates;
use shudu::Grid;
use shudu_formats::PuzzleReader;

/// Reads a JSON body into `T`; the error names the line and column, or
/// the field that is wrong.
pub fn json_body<T: DeserializeOwned>(body: &[u8]) -> Result<T, ApiError> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::bad_request(
            "the request needs a JSON body, e.g. {\"puzzle\": \"53..7....\"}",
        ));
    }
    serde_json::from_slice(body).map_err(|e| ApiError::bad_request(format!("bad JSON body: {e}")))
}

/// The one puzzle in `value`: a string in any input form (a line of 81
/// cells, a nine-line block, CSV, JSON text) or JSON itself (81 numbers,
/// nine rows of nine, an object with a `puzzle` key). Givens may clash
/// (check reports that); the error otherwise says what and where.
pub fn puzzle(value: &Value, field: &str) -> Result<Grid, ApiError> {
    let text = match value {
        Value::String(s) => s.clone(),
        Value::Array(_) | Value::Object(_) => value.to_string(),
        Value::Null => {
            return Err(ApiError::bad_request(format!(
                "\"{field}\" is missing: give the puzzle as 81 cells, e.g. \"53..7....6..195...\""
            )))
        }
        _ => {
            return Err(ApiError::bad_request(format!(
                "\"{field}\" must be a string of 81 cells or an array of 81 numbers, not {value}"
            )))
        }
    };
    let mut puzzles = Vec::new();
    for entry in PuzzleReader::new(text.as_bytes()).check_conflicts(false) {
        match entry {
            Ok(p) => puzzles.push(p.puzzle),
            Err(e) => return Err(ApiError::bad_request(format!("\"{field}\": {e}"))),
        }
    }
    match puzzles.as_slice() {
        [one] => Ok(*one),
        [] => Err(ApiError::bad_request(format!(
            "\"{field}\" holds no puzzle: give 81 cells (1-9 givens, '.' or '0' empty)"
        ))),
        many => Err(ApiError::bad_request(format!(
            "\"{field}\" holds {} puzzles; give one",
            many.len()
        ))),
    }
}

/// The cell characters of a state string (separators such as spaces, `|`,
/// `+`, `-` and line breaks skipped, as `shudu hint` does).
fn cell_chars(text: &str) -> String {
    text.chars()
        .filter(|&c| c.is_ascii_digit() || c == '.' || c == '_')
        .collect()
}

/// The player's state for a hint: 81 cells (the digits placed, givens
/// included), or 729 pencil-mark characters (nine per cell, the k-th is k
/// when k is still a candidate, '.' when not), or an object
/// `{"grid": 81 cells, "marks": 729 characters}` whose placed digits
/// override the marks.
pub fn state(value: &Value) -> Result<Candidates, ApiError> {
    let bad = |what: String| ApiError::bad_request(format!("\"state\": {what}"));
    match value {
        Value::String(s) => {
            let chars = cell_chars(s);
            match chars.len() {
                81 => Grid::parse_unchecked(&chars)
                    .map(|g| Candidates::from_grid(&g))
                    .map_err(|e| bad(e.kind.to_string())),
                729 => Candidates::from_pencil_marks(&chars).map_err(|e| bad(e.kind.to_string())),
                n => Err(bad(format!(
                    "needs 81 cells or 729 pencil-mark characters, found {n}"
                ))),
            }
        }
        Value::Object(o) => {
            let grid = match o.get("grid") {
                Some(Value::String(g)) => {
                    let chars = cell_chars(g);
                    if chars.len() != 81 {
                        return Err(bad(format!(
                            "\"grid\" needs 81 cells, found {}",
                            chars.len()
                        )));
                    }
                    Grid::parse_unchecked(&chars)
                        .map_err(|e| bad(format!("\"grid\": {}", e.kind)))?
                }
                _ => return Err(bad("\"grid\" (81 cells) is missing".to_string())),
            };
            let Some(Value::String(m)) = o.get("marks") else {
                return Ok(Candidates::from_grid(&grid));
            };
            let chars = cell_chars(m);
            if chars.len() != 729 {
                return Err(bad(format!(
                    "\"marks\" needs 729 characters (nine per cell), found {}",
                    chars.len()
                )));
            }
            let bytes = chars.as_bytes();
            for (i, &b) in bytes.iter().enumerate() {
                let k = (i % 9) as u8 + 1;
                if b != b'.' && b != b'0' && b != b'_' && b != b'0' + k {
                    return Err(bad(format!(
                        "\"marks\": character {} of r{}c{} must be {k} or '.', not '{}'",
                        i % 9 + 1,
                        i / 81 + 1,
                        i / 9 % 9 + 1,
                        char::from(b)
                    )));
                }
            }
            // The marks of each empty cell as given (one mark is a mark, not
            // a placed digit: the grid says what is placed).
            Ok(Candidates::from_marks(&grid, |cell| {
                let at = cell.index() * 9;
                bytes[at..at + 9]
                    .iter()
                    .enumerate()
                    .filter(|&(k, &b)| b == b'1' + k as u8)
                    .filter_map(|(k, _)| shudu::Digit::new(k as u8 + 1))
                    .collect()
            }))
        }
        Value::Null => Err(ApiError::bad_request(
            "\"state\" is missing: give the player's grid as 81 cells",
        )),
        other => Err(bad(format!("must be a string of 81 cells, not {other}"))),
    }
}

/// Reads a level name.
pub fn level(text: &str) -> Result<shudu::rate::Level, ApiError> {
    text.parse()
        .map_err(|e: String| ApiError::bad_request(format!("level: {e}")))
}
