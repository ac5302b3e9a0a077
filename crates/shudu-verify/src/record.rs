//! One line of generated output (`shudu generate --format json`) or of
//! `shudu rate --format json`, read with serde_json into plain values.

use serde_json::Value;

/// What the checks need of one JSON record.
#[derive(Debug)]
pub struct Record {
    /// The puzzle's cells, 0 empty.
    pub puzzle: [u8; 81],
    /// The solution written next to it, if any.
    pub solution: Option<[u8; 81]>,
    /// The `givens` field, if any.
    pub givens: Option<u64>,
    /// The `level` field, if any.
    pub level: Option<String>,
    /// The `se` field (a number, or a string such as "2.8"), if any.
    pub se: Option<f64>,
}

/// The 81 cells of a string (`1`-`9` givens; `.`, `0`, `_` empty).
fn cells(text: &str, field: &str) -> Result<[u8; 81], String> {
    let bytes = text.as_bytes();
    if bytes.len() != 81 {
        return Err(format!(
            "\"{field}\" has {} characters, not 81",
            bytes.len()
        ));
    }
    let mut out = [0u8; 81];
    for (i, (v, &b)) in out.iter_mut().zip(bytes).enumerate() {
        *v = match b {
            b'1'..=b'9' => b - b'0',
            b'.' | b'0' | b'_' => 0,
            _ => {
                return Err(format!(
                    "\"{field}\": character {} is '{}', not a cell",
                    i + 1,
                    char::from(b)
                ))
            }
        };
    }
    Ok(out)
}

impl Record {
    /// Reads one JSON line; the error says what is wrong.
    pub fn parse(line: &str) -> Result<Record, String> {
        let v: Value = serde_json::from_str(line).map_err(|e| format!("not JSON: {e}"))?;
        let Some(puzzle) = v.get("puzzle").and_then(Value::as_str) else {
            return Err("no \"puzzle\" string".to_string());
        };
        let puzzle = cells(puzzle, "puzzle")?;
        let solution = match v.get("solution") {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => Some(cells(s, "solution")?),
            Some(other) => return Err(format!("\"solution\" is not a string: {other}")),
        };
        let se = match v.get("se") {
            None | Some(Value::Null) => None,
            Some(Value::Number(n)) => n.as_f64(),
            Some(Value::String(s)) => Some(
                s.parse::<f64>()
                    .map_err(|_| format!("\"se\" is not a number: {s}"))?,
            ),
            Some(other) => return Err(format!("\"se\" is not a number: {other}")),
        };
        Ok(Record {
            puzzle,
            solution,
            givens: v.get("givens").and_then(Value::as_u64),
            level: v.get("level").and_then(Value::as_str).map(str::to_string),
            se,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_generate_and_rate_lines() {
        let p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let r = Record::parse(&format!(
            "{{\"puzzle\":\"{p}\",\"givens\":30,\"se\":\"2.8\",\"level\":\"hard\",\"seed\":1,\"index\":0}}"
        ))
        .unwrap();
        assert_eq!(r.puzzle[0], 5);
        assert_eq!(r.puzzle[2], 0);
        assert_eq!(r.givens, Some(30));
        assert_eq!(r.se, Some(2.8));
        assert_eq!(r.level.as_deref(), Some("hard"));
        let r = Record::parse(&format!(
            "{{\"puzzle\":\"{p}\",\"se\":7.4,\"level\":\"master\"}}"
        ))
        .unwrap();
        assert_eq!(r.se, Some(7.4));
        assert!(Record::parse("{\"puzzle\":\"12\"}")
            .unwrap_err()
            .contains("2 characters"));
        assert!(Record::parse("[1,2]")
            .unwrap_err()
            .contains("no \"puzzle\""));
        assert!(Record::parse("{").unwrap_err().contains("not JSON"));
    }
}
