//! Writing a grid: bordered block and plain nine-line block. (The line form is
//! `Display` on [`Grid`].)

use super::Grid;
use std::fmt;

/// The bordered block form, as `Display` (see [`Grid::pretty`]).
pub struct GridPretty<'a>(&'a Grid);

/// The plain nine-line block form, as `Display` (see [`Grid::rows`]).
pub struct GridRows<'a>(&'a Grid);

const BORDER: &str = "+-------+-------+-------+";

impl Grid {
    /// The bordered block: `+-------+` between bands, `|` between stacks, `.`
    /// for empty cells; 13 lines, no trailing newline. Parses back with
    /// [`Grid::parse`].
    ///
    /// ```
    /// use shudu::Grid;
    /// let g = Grid::empty();
    /// let text = g.pretty().to_string();
    /// assert_eq!(text.lines().count(), 13);
    /// assert_eq!(Grid::parse(&text).unwrap(), g);
    /// ```
    pub fn pretty(&self) -> GridPretty<'_> {
        GridPretty(self)
    }

    /// Nine lines of nine characters (digits, `.` for empty); no trailing newline.
    pub fn rows(&self) -> GridRows<'_> {
        GridRows(self)
    }
}

fn ch(v: u8) -> char {
    if v == 0 {
        '.'
    } else {
        (b'0' + v) as char
    }
}

impl fmt::Display for GridPretty<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = self.0.values();
        for r in 0..9 {
            if r % 3 == 0 {
                writeln!(f, "{BORDER}")?;
            }
            for c in 0..9 {
                if c % 3 == 0 {
                    f.write_str("| ")?;
                }
                write!(f, "{} ", ch(v[r * 9 + c]))?;
            }
            writeln!(f, "|")?;
        }
        f.write_str(BORDER)
    }
}

impl fmt::Display for GridRows<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = self.0.values();
        for r in 0..9 {
            if r > 0 {
                f.write_str("\n")?;
            }
            for c in 0..9 {
                write!(f, "{}", ch(v[r * 9 + c]))?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::Grid;

    #[test]
    fn forms_round_trip() {
        let g: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        assert_eq!(Grid::parse(&g.pretty().to_string()).unwrap(), g);
        assert_eq!(Grid::parse(&g.rows().to_string()).unwrap(), g);
        assert_eq!(Grid::parse(&g.to_line()).unwrap(), g);
        assert!(g
            .pretty()
            .to_string()
            .starts_with("+-------+-------+-------+\n| 5 3 . | . 7 . | . . . |"));
    }
}
