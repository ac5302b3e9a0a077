//! Reading a grid from text: the 81-character line, a 9-line block, or the
//! bordered block that [`Grid::pretty`](super::Grid::pretty) writes.

use super::{Grid, ParseError, ParseErrorKind};
use std::str::FromStr;

/// The value of a cell character: `Some(0)` for empty, `Some(1..=9)` for a
/// digit, `None` if the character is not a cell.
#[inline]
pub(crate) fn cell_value(ch: char) -> Option<u8> {
    match ch {
        '1'..='9' => Some(ch as u8 - b'0'),
        '.' | '0' | '_' => Some(0),
        _ => None,
    }
}

/// Characters that draw borders and spacing and carry no cell.
#[inline]
pub(crate) fn is_border(ch: char) -> bool {
    matches!(ch, ' ' | '\t' | '\r' | '|' | '+' | '-' | '=' | '*' | ':')
        || ('\u{2500}'..='\u{257F}').contains(&ch)
}

/// Whether a line holds no puzzle content: blank, or a `#` comment.
#[inline]
pub(crate) fn is_ignorable(line: &str) -> bool {
    let t = line.trim();
    t.is_empty() || t.starts_with('#')
}

/// If the line's first field (up to whitespace, `,`, `;`) is exactly 81 cell
/// characters, returns those values: the fast path for one-puzzle-per-line
/// files, which may carry a solution or other fields after the puzzle.
pub(crate) fn line_field(line: &str) -> Option<[u8; 81]> {
    let field = line
        .trim_start()
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .next()?;
    let bytes = field.as_bytes();
    if bytes.len() != 81 {
        return None;
    }
    let mut out = [0u8; 81];
    for (o, &b) in out.iter_mut().zip(bytes) {
        *o = cell_value(b as char)?;
    }
    Some(out)
}

/// Scans one line of a block: its cells, with borders skipped.
fn scan_line(line: &str, line_no: usize, out: &mut Vec<u8>) -> Result<usize, ParseError> {
    let before = out.len();
    for (col, ch) in line.chars().enumerate() {
        if let Some(v) = cell_value(ch) {
            out.push(v);
        } else if !is_border(ch) {
            return Err(ParseError::new(ParseErrorKind::BadCharacter {
                ch,
                column: col + 1,
            })
            .at_line(line_no));
        }
    }
    Ok(out.len() - before)
}

impl Grid {
    /// Reads a grid from text and checks that no two givens clash.
    ///
    /// Accepts the 81-character line (`1`-`9` givens; `.`, `0`, `_` empty; any
    /// further fields after a space, `,` or `;` are ignored), a block of nine
    /// lines of nine cells, or the bordered block written by
    /// [`Grid::pretty`]: spaces and the border characters `| + - =` and
    /// box-drawing characters are skipped. Blank lines and `#` comments are
    /// ignored. Errors carry the one-based line within `text`.
    ///
    /// ```
    /// use shudu::Grid;
    ///
    /// let block = "\
    /// +-------+-------+-------+
    /// | 5 3 . | . 7 . | . . . |
    /// | 6 . . | 1 9 5 | . . . |
    /// | . 9 8 | . . . | . 6 . |
    /// +-------+-------+-------+
    /// | 8 . . | . 6 . | . . 3 |
    /// | 4 . . | 8 . 3 | . . 1 |
    /// | 7 . . | . 2 . | . . 6 |
    /// +-------+-------+-------+
    /// | . 6 . | . . . | 2 8 . |
    /// | . . . | 4 1 9 | . . 5 |
    /// | . . . | . 8 . | . 7 9 |
    /// +-------+-------+-------+";
    /// let g = Grid::parse(block).unwrap();
    /// assert_eq!(g.to_line(), "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    ///
    /// let err = Grid::parse("55..").unwrap_err();
    /// assert_eq!(err.to_string(), "line 1: expected 81 cells, found 4");
    /// ```
    pub fn parse(text: &str) -> Result<Grid, ParseError> {
        let grid = Grid::parse_unchecked(text)?;
        match grid.first_conflict() {
            Some(c) => {
                let line = first_content_line(text);
                Err(ParseError::new(ParseErrorKind::Conflict(c)).at_line(line))
            }
            None => Ok(grid),
        }
    }

    /// Reads a grid like [`Grid::parse`] but accepts clashing digits, e.g. to
    /// load a player's state that contains a mistake.
    pub fn parse_unchecked(text: &str) -> Result<Grid, ParseError> {
        let content: Vec<(usize, &str)> = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l))
            .filter(|(_, l)| !is_ignorable(l))
            .collect();
        let first_line = content.first().map_or(1, |(n, _)| *n);
        if let [(_, line)] = content.as_slice() {
            if let Some(values) = line_field(line) {
                return Ok(Grid::from_values(values).expect("cell values are 0..=9"));
            }
        }
        let mut cells = Vec::with_capacity(81);
        let multi_line = content.len() > 1;
        for &(line_no, line) in &content {
            let n = scan_line(line, line_no, &mut cells)?;
            if multi_line && n != 0 && n != 9 {
                return Err(
                    ParseError::new(ParseErrorKind::WrongRowLength { found: n }).at_line(line_no)
                );
            }
        }
        if cells.len() != 81 {
            return Err(
                ParseError::new(ParseErrorKind::WrongCellCount { found: cells.len() })
                    .at_line(first_line),
            );
        }
        let mut values = [0u8; 81];
        values.copy_from_slice(&cells);
        Ok(Grid::from_values(values).expect("cell values are 0..=9"))
    }
}

fn first_content_line(text: &str) -> usize {
    text.lines()
        .position(|l| !is_ignorable(l))
        .map_or(1, |i| i + 1)
}

impl FromStr for Grid {
    type Err = ParseError;
    /// Same as [`Grid::parse`].
    fn from_str(s: &str) -> Result<Grid, ParseError> {
        Grid::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn line_with_trailing_solution_and_crlf() {
        let text = format!("{LINE} 534678912672195348198342567859761423426853791713924856961537284287419635345286179\r\n");
        assert_eq!(Grid::parse(&text).unwrap().to_line(), LINE);
        let zeros = LINE.replace('.', "0");
        assert_eq!(Grid::parse(&zeros).unwrap().to_line(), LINE);
        let under = LINE.replace('.', "_");
        assert_eq!(Grid::parse(&under).unwrap().to_line(), LINE);
    }

    #[test]
    fn nine_line_block_with_comments() {
        let mut text = String::from("# a comment\n\n");
        for r in 0..9 {
            text.push_str(&LINE[r * 9..r * 9 + 9]);
            text.push('\n');
        }
        assert_eq!(Grid::parse(&text).unwrap().to_line(), LINE);
    }

    #[test]
    fn errors_say_where() {
        let bad = LINE.replacen('.', "x", 1);
        let e = Grid::parse(&bad).unwrap_err();
        assert_eq!(e.kind, ParseErrorKind::BadCharacter { ch: 'x', column: 3 });
        assert_eq!(e.line, Some(1));

        let clash = LINE.replacen('.', "5", 1);
        let e = Grid::parse(&clash).unwrap_err();
        assert!(e
            .to_string()
            .contains("digit 5 appears twice in row 1: r1c1 and r1c3"));
        assert!(Grid::parse_unchecked(&clash).is_ok());

        let e = Grid::parse("123456789\n12345678\n").unwrap_err();
        assert_eq!(e.line, Some(2));
        assert_eq!(e.kind, ParseErrorKind::WrongRowLength { found: 8 });

        assert!(Grid::parse("").is_err());
    }
}
