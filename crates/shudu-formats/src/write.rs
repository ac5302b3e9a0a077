//! The output forms: a result as named fields ([`Fields`]) written as a
//! line, a bordered or plain block, a JSON object or a CSV record. Every
//! form reads back with [`crate::read::PuzzleReader`], the solution too.
//!
//! ```
//! use shudu::Grid;
//! use shudu_formats::write::{Fields, OutputForm};
//!
//! let p: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
//! let fields = Fields::new().grid("puzzle", p).int("givens", 30).text("status", "unique");
//! let mut out = String::new();
//! OutputForm::Json.render(&fields, &[], &mut out);
//! assert_eq!(out, format!("{{\"puzzle\":\"{p}\",\"givens\":30,\"status\":\"unique\"}}\n"));
//! out.clear();
//! OutputForm::Line.render(&fields, &[], &mut out);
//! assert_eq!(out, format!("{p} 30 unique\n"));
//! # Ok::<(), shudu::ParseError>(())
//! ```

use crate::read::csv;
use serde::ser::{Serialize, SerializeMap, Serializer};
use shudu::Grid;

/// How results are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OutputForm {
    /// One record per line: the fields' text separated by spaces (grids as
    /// 81 characters, `.` for empty cells).
    Line,
    /// A bordered block per grid, a blank line after each; the other
    /// fields in a `#` comment line above, a second grid after a `# name`
    /// line.
    Pretty,
    /// Like `Pretty` with nine plain lines of nine cells.
    Grid,
    /// One JSON object per line, grids as 81-character strings.
    Json,
    /// Comma-separated values under a header line.
    Csv,
}

impl OutputForm {
    /// Whether records carry named fields (JSON, CSV), where extra columns
    /// cost nothing to skip.
    pub fn is_structured(self) -> bool {
        matches!(self, OutputForm::Json | OutputForm::Csv)
    }

    /// The CSV header line for these columns (empty for other forms).
    pub fn header(self, columns: &[&str]) -> String {
        match self {
            OutputForm::Csv => {
                let mut s = String::new();
                csv::write_record(&mut s, columns.iter().copied());
                s.push('\n');
                s
            }
            _ => String::new(),
        }
    }

    /// Appends one record: whole lines, each ending in a newline. For CSV,
    /// `columns` is the header the fields are placed under.
    pub fn render(self, record: &Fields, columns: &[&str], out: &mut String) {
        match self {
            OutputForm::Line => {
                let mut fields = record.iter();
                if let Some((_, v)) = fields.next() {
                    v.write_text(out);
                }
                for (_, v) in fields {
                    out.push(' ');
                    v.write_text(out);
                }
                out.push('\n');
            }
            OutputForm::Pretty | OutputForm::Grid => {
                let notes: Vec<String> = record
                    .iter()
                    .filter(|(_, v)| !matches!(v, Value::Grid(_)))
                    .map(|(k, v)| format!("{k}: {}", v.text()))
                    .collect();
                if !notes.is_empty() {
                    out.push_str("# ");
                    out.push_str(&notes.join(", "));
                    out.push('\n');
                }
                let grids = record.iter().filter_map(|(k, v)| match v {
                    Value::Grid(g) => Some((k, g)),
                    _ => None,
                });
                for (i, (name, g)) in grids.enumerate() {
                    if i > 0 {
                        // The reader attaches a block after this comment to
                        // the block before it.
                        out.push_str("# ");
                        out.push_str(name);
                        out.push('\n');
                    }
                    if self == OutputForm::Pretty {
                        out.push_str(&g.pretty().to_string());
                    } else {
                        out.push_str(&g.rows().to_string());
                    }
                    out.push_str("\n\n");
                }
            }
            OutputForm::Json => {
                json_line(record, out);
            }
            OutputForm::Csv => {
                let texts: Vec<String> = columns
                    .iter()
                    .map(|c| record.get(c).map(Value::text).unwrap_or_default())
                    .collect();
                csv::write_record(out, texts.iter().map(String::as_str));
                out.push('\n');
            }
        }
    }
}

/// Appends `value` as JSON on one line, with its newline: the JSON form of
/// every record (see [`crate::records`]).
pub fn json_line<T: Serialize + ?Sized>(value: &T, out: &mut String) {
    // Serializing records and fields into memory cannot fail: every key is
    // a string and every number finite or written as null.
    if let Ok(text) = serde_json::to_string(value) {
        out.push_str(&text);
    }
    out.push('\n');
}

/// Appends the decimal digits of `n`. A count is written for every puzzle
/// of `shudu solve --count-solutions`: through `write!` and an `i128` it
/// cost some 150 instructions.
#[inline]
fn push_digits(out: &mut String, mut n: u64) {
    // Most counts are one digit (`1`, or `2+` at the default `--limit 2`).
    if n < 10 {
        out.push(char::from(b'0' + n as u8));
        return;
    }
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &digits[at..] {
        out.push(char::from(d));
    }
}

/// One field's value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A grid, written as 81 characters (or a block).
    Grid(Grid),
    /// Free text.
    Text(String),
    /// A whole number.
    Int(i128),
    /// A count that reached its limit `n`, written `n+` (the solutions of
    /// a puzzle counted up to a limit).
    AtLeast(u64),
    /// A number in tenths (an SE rating), written with one decimal: `72` is
    /// `7.2`.
    Tenths(u16),
    /// Yes or no, written `true` or `false`.
    Bool(bool),
}

impl Value {
    /// The value as text (for the line and CSV forms).
    pub fn text(&self) -> String {
        let mut s = String::new();
        self.write_text(&mut s);
        s
    }

    fn write_text(&self, out: &mut String) {
        use std::fmt::Write;
        match self {
            // The line form byte by byte: through `Display` and the
            // formatting machinery it cost several times as much, a
            // noticeable part of a `shudu solve` run over a file.
            Value::Grid(g) => {
                let mut line = [0u8; 81];
                for (c, &v) in line.iter_mut().zip(g.values()) {
                    // `.` is two below `0`: no branch, so the loop vectorises.
                    // The mask keeps every byte ASCII whatever the value.
                    *c = (b'0' + v - (((v == 0) as u8) << 1)) & 0x7F;
                }
                // SAFETY: every byte of `line` is below 0x80 (the mask), so
                // the bytes appended are ASCII and `out` stays UTF-8. Checking
                // it again (`str::from_utf8`) cost 79 instructions a grid
                // written; `grid_text_is_the_display_form` tests it against
                // `Grid`'s `Display`.
                unsafe { out.as_mut_vec() }.extend_from_slice(&line);
            }
            Value::Text(t) => out.push_str(t),
            Value::Int(n) => match u64::try_from(*n) {
                Ok(n) => push_digits(out, n),
                Err(_) => {
                    let _ = write!(out, "{n}");
                }
            },
            Value::AtLeast(n) => {
                push_digits(out, *n);
                out.push('+');
            }
            Value::Tenths(t) => {
                let _ = write!(out, "{}.{}", t / 10, t % 10);
            }
            Value::Bool(b) => {
                let _ = write!(out, "{b}");
            }
        }
    }
}

impl Serialize for Value {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Value::Grid(g) => s.collect_str(g),
            Value::Text(t) => s.serialize_str(t),
            Value::Int(n) => match i64::try_from(*n) {
                Ok(n) => s.serialize_i64(n),
                Err(_) => match u64::try_from(*n) {
                    Ok(n) => s.serialize_u64(n),
                    Err(_) => s.serialize_str(&n.to_string()),
                },
            },
            Value::AtLeast(n) => s.collect_str(&format_args!("{n}+")),
            Value::Tenths(t) => s.serialize_f64(f64::from(*t) / 10.0),
            Value::Bool(b) => s.serialize_bool(*b),
        }
    }
}

/// One named field.
type Field = (&'static str, Value);

/// How many fields a record keeps in place before it takes memory from the
/// allocator: a `solve` record has one to three. Records are built by the
/// million on worker threads and freed on the writing thread; allocated one
/// by one, they cost a `malloc` and a `free` each, and the workers' memory,
/// handed back to the system a chunk at a time, came back page by page (on
/// 49,158 17-clue puzzles, 4,600 of `shudu solve`'s 5,300 page faults).
const INLINE_FIELDS: usize = 3;

/// One result as named fields, in the order the line form shows them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Fields {
    /// The first fields, in order; the used ones come first.
    head: [Option<Field>; INLINE_FIELDS],
    /// The fields after the first [`INLINE_FIELDS`].
    tail: Vec<Field>,
}

impl Fields {
    /// No fields yet.
    #[inline]
    pub fn new() -> Fields {
        Fields::default()
    }

    /// Appends a field.
    #[inline]
    fn push(&mut self, field: Field) {
        match self.head.iter_mut().find(|slot| slot.is_none()) {
            Some(slot) => *slot = Some(field),
            None => self.tail.push(field),
        }
    }

    /// The fields in order.
    fn iter(&self) -> impl Iterator<Item = &Field> {
        // The used ones come first: the first empty slot ends them.
        self.head.iter().map_while(Option::as_ref).chain(&self.tail)
    }

    /// The number of fields.
    fn len(&self) -> usize {
        self.head.iter().flatten().count() + self.tail.len()
    }

    /// Adds a grid field.
    #[inline]
    pub fn grid(mut self, name: &'static str, grid: Grid) -> Fields {
        self.push((name, Value::Grid(grid)));
        self
    }

    /// Adds a text field.
    pub fn text(mut self, name: &'static str, text: impl Into<String>) -> Fields {
        self.push((name, Value::Text(text.into())));
        self
    }

    /// Adds a number field.
    #[inline]
    pub fn int(mut self, name: &'static str, n: impl TryInto<i128>) -> Fields {
        let n = n.try_into().unwrap_or(i128::MAX);
        self.push((name, Value::Int(n)));
        self
    }

    /// Adds an SE rating: a number with one decimal (`7.2`) in every form.
    pub fn rating(mut self, name: &'static str, se: f32) -> Fields {
        let tenths = (se * 10.0).round().clamp(0.0, f32::from(u16::MAX)) as u16;
        self.push((name, Value::Tenths(tenths)));
        self
    }

    /// Adds a count that reached its limit `n`, written `n+` (in JSON as
    /// the string `"n+"`).
    #[inline]
    pub fn at_least(mut self, name: &'static str, n: u64) -> Fields {
        self.push((name, Value::AtLeast(n)));
        self
    }

    /// Adds a yes-or-no field.
    pub fn flag(mut self, name: &'static str, value: bool) -> Fields {
        self.push((name, Value::Bool(value)));
        self
    }

    /// The field called `name`, if present.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.iter().find(|(k, _)| *k == name).map(|(_, v)| v)
    }
}

impl Serialize for Fields {
    /// A JSON object with the fields as keys, in order.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.len()))?;
        for (k, v) in self.iter() {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read::PuzzleReader;

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const S: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn every_form_reads_back_with_its_solution() {
        let (p, s) = (Grid::parse(P).unwrap(), Grid::parse(S).unwrap());
        let columns = ["puzzle", "solution", "givens", "status"];
        let record = Fields::new()
            .grid("puzzle", p)
            .grid("solution", s)
            .int("givens", 30)
            .text("status", "a, \"quoted\" note");
        for form in [
            OutputForm::Line,
            OutputForm::Pretty,
            OutputForm::Grid,
            OutputForm::Json,
            OutputForm::Csv,
        ] {
            let mut text = form.header(&columns);
            for _ in 0..3 {
                form.render(&record, &columns, &mut text);
            }
            let found = PuzzleReader::read_all(&text);
            assert_eq!(found.len(), 3, "{form:?}:\n{text}");
            for f in found {
                let e = f.unwrap_or_else(|e| panic!("{form:?}: {e}\n{text}"));
                assert_eq!((e.puzzle, e.solution), (p, Some(s)), "{form:?}");
            }
        }
    }

    #[test]
    fn grid_text_is_the_display_form() {
        // The line form of a grid is written without `str::from_utf8`'s
        // check (see `Value::write_text`): the same text as `Display`, for
        // every value in every cell.
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for round in 0..2000 {
            let mut values = [0u8; 81];
            for (i, v) in values.iter_mut().enumerate() {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                *v = if round < 10 {
                    round as u8
                } else {
                    (state % 10) as u8
                };
                if round == 10 {
                    *v = (i % 10) as u8;
                }
            }
            let g = Grid::from_values(values).unwrap();
            let mut text = String::from("x");
            Value::Grid(g).write_text(&mut text);
            assert_eq!(text, format!("x{g}"));
        }
    }

    #[test]
    fn fields_beyond_the_inline_ones_keep_their_order() {
        let mut fields = Fields::new();
        for (i, name) in ["a", "b", "c", "d", "e"].into_iter().enumerate() {
            fields = fields.int(name, i as i64 * 10);
        }
        let mut line = String::new();
        OutputForm::Line.render(&fields, &[], &mut line);
        assert_eq!(line, "0 10 20 30 40\n");
        assert_eq!(fields.get("e"), Some(&Value::Int(40)));
        assert_eq!(fields.get("c"), Some(&Value::Int(20)));
        assert_eq!(fields.get("f"), None);
        let counts = Fields::new()
            .int("none", 0)
            .int("many", u64::MAX)
            .int("below", -12)
            .at_least("limit", 1000);
        let mut line = String::new();
        OutputForm::Line.render(&counts, &[], &mut line);
        assert_eq!(line, format!("0 {} -12 1000+\n", u64::MAX));
        line.clear();
        OutputForm::Json.render(&counts, &[], &mut line);
        let max = u64::MAX;
        assert_eq!(
            line,
            format!("{{\"none\":0,\"many\":{max},\"below\":-12,\"limit\":\"1000+\"}}\n")
        );
        let mut json = String::new();
        OutputForm::Json.render(&fields, &[], &mut json);
        assert_eq!(json, "{\"a\":0,\"b\":10,\"c\":20,\"d\":30,\"e\":40}\n");
    }

    #[test]
    fn json_escapes_text() {
        let mut out = String::new();
        let fields = Fields::new().text("t", "a\"b\\c\nd\u{1}é").flag("ok", true);
        OutputForm::Json.render(&fields, &[], &mut out);
        assert_eq!(out, "{\"t\":\"a\\\"b\\\\c\\nd\\u0001é\",\"ok\":true}\n");
        let back: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(back["t"], "a\"b\\c\nd\u{1}é");
    }
}
