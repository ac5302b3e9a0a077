//! Comma-separated records: splitting a line into fields (with `"`-quoted
//! fields), writing a record, and recognising a header line.
//!
//! Only what puzzle files need: one record per line (no line breaks inside
//! quoted fields), separators `,`, `;` or tab.
//!
//! ```
//! use shudu_formats::read::csv;
//!
//! let fields = csv::split_fields(r#"7,"a, b","say ""hi""",,x"#, ',');
//! assert_eq!(fields, ["7", "a, b", "say \"hi\"", "", "x"]);
//!
//! let mut line = String::new();
//! csv::write_record(&mut line, ["7", "a, b", "say \"hi\""]);
//! assert_eq!(line, r#"7,"a, b","say ""hi""""#);
//! assert_eq!(csv::split_fields(&line, ','), ["7", "a, b", "say \"hi\""]);
//! ```

use std::borrow::Cow;

/// Header names that mark the column holding the puzzle.
pub const PUZZLE_COLUMNS: &[&str] = &["puzzle", "puzzles", "quiz", "quizzes", "sudoku", "grid"];

/// Header names that mark the column holding the solution.
pub const SOLUTION_COLUMNS: &[&str] = &["solution", "solutions"];

/// Splits one line into fields at `sep`, honouring `"`-quoted fields (a
/// doubled `""` inside quotes is one quote). Spaces around unquoted fields are
/// kept; a missing closing quote ends the field at the end of the line.
pub fn split_fields(line: &str, sep: char) -> Vec<String> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut chars = line.chars().peekable();
    let mut in_quotes = false;
    let mut at_field_start = true;
    while let Some(ch) = chars.next() {
        if in_quotes {
            if ch == '"' {
                if chars.peek() == Some(&'"') {
                    chars.next();
                    field.push('"');
                } else {
                    in_quotes = false;
                }
            } else {
                field.push(ch);
            }
            continue;
        }
        if ch == sep {
            fields.push(std::mem::take(&mut field));
            at_field_start = true;
            continue;
        }
        if ch == '"' && at_field_start {
            in_quotes = true;
        } else {
            field.push(ch);
        }
        at_field_start = false;
    }
    fields.push(field);
    fields
}

/// The field as it must be written: quoted when it holds the separator `,`, a
/// quote, or a line break.
pub fn escape(field: &str) -> Cow<'_, str> {
    if field.contains([',', '"', '\n', '\r']) {
        Cow::Owned(format!("\"{}\"", field.replace('"', "\"\"")))
    } else {
        Cow::Borrowed(field)
    }
}

/// Appends one record (fields joined by `,`, escaped as needed; no line end).
pub fn write_record<'a, I>(out: &mut String, fields: I)
where
    I: IntoIterator<Item = &'a str>,
{
    for (i, field) in fields.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&escape(field));
    }
}

/// The separator a record line uses: `,`, `;` or tab, whichever appears first.
pub fn separator_of(line: &str) -> Option<char> {
    line.chars().find(|c| matches!(c, ',' | ';' | '\t'))
}

/// Where the puzzle and solution are in the records below a header line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Columns {
    /// The field separator the header used.
    pub separator: char,
    /// Zero-based index of the puzzle field.
    pub puzzle: usize,
    /// Zero-based index of the solution field, if the header names one.
    pub solution: Option<usize>,
}

/// If `line` is a header (separated fields, one of them named like a puzzle
/// column, e.g. `puzzle,solution,givens` or `id;quizzes;solutions`, or that
/// name alone), where its puzzle and solution columns are. Names are matched case-insensitively.
///
/// ```
/// use shudu_formats::read::csv::{header_columns, Columns};
/// assert_eq!(
///     header_columns("id,Puzzle,solution,rating"),
///     Some(Columns { separator: ',', puzzle: 1, solution: Some(2) })
/// );
/// assert_eq!(header_columns("puzzle").map(|c| c.puzzle), Some(0));
/// assert_eq!(header_columns("puzzles are fun"), None);
/// ```
pub fn header_columns(line: &str) -> Option<Columns> {
    let Some(separator) = separator_of(line) else {
        // A single column (e.g. `generate -f csv | cut -d, -f1`): its name
        // alone makes the header.
        let name = line.trim();
        return PUZZLE_COLUMNS
            .iter()
            .any(|n| name.eq_ignore_ascii_case(n))
            .then_some(Columns {
                separator: ',',
                puzzle: 0,
                solution: None,
            });
    };
    let fields = split_fields(line.trim(), separator);
    let position = |names: &[&str]| {
        fields
            .iter()
            .position(|f| names.iter().any(|n| f.trim().eq_ignore_ascii_case(n)))
    };
    Some(Columns {
        separator,
        puzzle: position(PUZZLE_COLUMNS)?,
        solution: position(SOLUTION_COLUMNS),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_round_trip() {
        let fields = ["plain", "with,comma", "with \"quote\"", "", "  spaced  "];
        let mut line = String::new();
        write_record(&mut line, fields);
        assert_eq!(split_fields(&line, ','), fields);
    }

    #[test]
    fn unterminated_quote_ends_at_line_end() {
        assert_eq!(split_fields("\"abc,def", ','), ["abc,def"]);
        assert_eq!(split_fields("", ','), [""]);
        assert_eq!(split_fields("a;b", ';'), ["a", "b"]);
    }

    #[test]
    fn headers() {
        assert_eq!(
            header_columns("quizzes,solutions\r"),
            Some(Columns {
                separator: ',',
                puzzle: 0,
                solution: Some(1)
            })
        );
        assert_eq!(header_columns("seed\tindex\tgrid").unwrap().puzzle, 2);
        assert_eq!(header_columns("a,b,c"), None);
    }
}
