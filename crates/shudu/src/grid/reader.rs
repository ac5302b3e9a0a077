//! Reading many puzzles from a stream of lines: [`PuzzleReader`].

use super::csv::{self, Columns};
use super::json::{self, JsonScanner};
use super::parse::{cell_value, is_border};
use super::{Grid, ParseError, ParseErrorKind};
use std::collections::VecDeque;

/// The largest JSON value (spread over lines) the reader collects before
/// giving up on it, so that a stray `[` cannot make it hold a whole file.
const MAX_JSON_BYTES: usize = 64 << 20;

/// One puzzle read from a stream.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleEntry {
    /// One-based line where the puzzle starts.
    pub line: usize,
    /// The puzzle.
    pub puzzle: Grid,
    /// The solution, when the input carried one next to the puzzle (second
    /// field of a line, `solution` column or key, or a `# solution` block).
    /// It is read as written and not checked.
    pub solution: Option<Grid>,
}

/// Reads puzzles from lines pushed one at a time; completed puzzles and
/// errors come out in input order through [`Iterator::next`].
///
///
/// The engine does no I/O: the caller hands lines to a [`PuzzleReader`] one at
/// a time (from a file, standard input, a string) and takes the puzzles out as
/// soon as they are complete, so a file of any size is read in constant memory.
///
/// Forms recognised, freely mixed in one stream:
/// - one puzzle per line: 81 cells (`1`-`9`; `.`, `0`, `_` empty), optionally
///   followed by its solution and any other fields after a space, tab, `,` or
///   `;`;
/// - CSV with a header line naming a `puzzle` column (also `quizzes`, `grid`,
///   ...) and optionally a `solution` column, in any position;
/// - a block of nine lines of nine cells, plain or bordered (as
///   [`Grid::pretty`] writes it), the first line of which is the puzzle's line.
///   A block that follows a comment line `# solution` is the solution of the
///   block before it;
/// - JSON (see [`super::json`]): one value per line, a value spread over
///   several lines, or an array of puzzles;
/// - blank lines and `#` comments between puzzles; CRLF line ends; a byte
///   order mark at the start.
///
/// Every problem is reported with its line and what is wrong, and reading
/// goes on with the next puzzle.
///
/// ```
/// use shudu::grid::PuzzleReader;
///
/// let text = "# two puzzles and a bad line\n\
///     53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n\
///     55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n\
///     53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7\n\
///     {\"puzzle\": \"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\"}\n";
/// let mut reader = PuzzleReader::new();
/// let mut found = Vec::new();
/// for line in text.lines() {
///     reader.push_line(line);
///     found.extend(reader.by_ref());
/// }
/// reader.finish();
/// found.extend(reader.by_ref());
///
/// assert_eq!(found.len(), 4);
/// assert_eq!(found[0].as_ref().unwrap().line, 2);
/// assert_eq!(found[1].as_ref().unwrap_err().to_string(),
///            "line 3: digit 5 appears twice in row 1: r1c1 and r1c2");
/// assert_eq!(found[2].as_ref().unwrap_err().to_string(), "line 4: expected 81 cells, found 80");
/// assert_eq!(found[3].as_ref().unwrap().line, 5);
/// ```
#[derive(Debug)]
pub struct PuzzleReader {
    line_no: usize,
    check_conflicts: bool,
    attach_solutions: bool,
    state: State,
    columns: Option<Columns>,
    last_border_line: usize,
    closing_border_line: usize,
    held: Option<PuzzleEntry>,
    solution_next: bool,
    ready: VecDeque<Result<PuzzleEntry, ParseError>>,
}

#[derive(Debug)]
enum State {
    /// Between puzzles.
    Idle,
    /// Inside a block of rows: the line it started on, its cells so far, and
    /// whether it has borders (then a border line right after it closes it).
    Block {
        start: usize,
        cells: Vec<u8>,
        bordered: bool,
    },
    /// Inside a JSON value spread over lines.
    Json {
        start: usize,
        text: String,
        scanner: JsonScanner,
    },
    /// After an error inside a block: skipping the block's remaining rows.
    Recover,
}

/// The result of scanning one line for cells.
enum Scan {
    /// This many cells (borders and spaces skipped).
    Cells(usize),
    /// A character that is neither a cell nor a border, and its column.
    Bad(char, usize),
}

fn scan_cells(line: &str, out: &mut Vec<u8>) -> Scan {
    let before = out.len();
    for (i, ch) in line.chars().enumerate() {
        if let Some(v) = cell_value(ch) {
            out.push(v);
        } else if !is_border(ch) {
            out.truncate(before);
            return Scan::Bad(ch, i + 1);
        }
    }
    Scan::Cells(out.len() - before)
}

/// Whether a row line draws borders (`|` and the like, not just spaces).
fn scan_has_border(line: &str) -> bool {
    line.chars().any(|c| is_border(c) && !c.is_whitespace())
}

/// The values of an 81-cell field, if `field` is exactly that.
fn cells81(field: &str) -> Option<[u8; 81]> {
    let mut out = [0u8; 81];
    let mut n = 0;
    for ch in field.chars() {
        if n == 81 {
            return None;
        }
        out[n] = cell_value(ch)?;
        n += 1;
    }
    (n == 81).then_some(out)
}

fn grid81(field: &str) -> Option<Grid> {
    cells81(field).map(|v| Grid::from_values(v).expect("cell values are 0..=9"))
}

fn is_field_separator(c: char) -> bool {
    c.is_whitespace() || c == ',' || c == ';'
}

/// A line's puzzle field, the column (one-based) it starts at, and the field
/// that may hold the solution.
struct Fields {
    first: String,
    column: usize,
    second: Option<String>,
}

impl Default for PuzzleReader {
    fn default() -> Self {
        PuzzleReader::new()
    }
}

impl PuzzleReader {
    /// A reader that rejects puzzles with clashing givens (as
    /// [`Grid::parse`] does).
    pub fn new() -> PuzzleReader {
        PuzzleReader {
            line_no: 0,
            check_conflicts: true,
            attach_solutions: true,
            state: State::Idle,
            columns: None,
            last_border_line: 0,
            closing_border_line: 0,
            held: None,
            solution_next: false,
            ready: VecDeque::new(),
        }
    }

    /// Whether puzzles whose givens clash are errors (the default) or are
    /// passed on for the caller to judge (e.g. to report them as invalid
    /// next to the others).
    pub fn check_conflicts(mut self, check: bool) -> PuzzleReader {
        self.check_conflicts = check;
        self
    }

    /// Whether a block after a `# solution` comment is read as the solution
    /// of the block before it (the default). Doing so holds each block back
    /// until the next line with content arrives; turn it off when puzzles are
    /// typed by hand and each should be answered at once.
    pub fn attach_solutions(mut self, attach: bool) -> PuzzleReader {
        self.attach_solutions = attach;
        self
    }

    /// The number of lines pushed so far.
    pub fn lines_read(&self) -> usize {
        self.line_no
    }

    /// Reads a whole text at once: every puzzle and error, in order.
    ///
    /// ```
    /// use shudu::grid::PuzzleReader;
    /// let found = PuzzleReader::read_all("1........\n.........\n.........\n.........\n\
    ///     .........\n.........\n.........\n.........\n........2\n");
    /// assert_eq!(found.len(), 1);
    /// assert_eq!(found[0].as_ref().unwrap().puzzle.givens(), 2);
    /// ```
    pub fn read_all(text: &str) -> Vec<Result<PuzzleEntry, ParseError>> {
        let mut reader = PuzzleReader::new();
        let mut out = Vec::new();
        for line in text.lines() {
            reader.push_line(line);
            out.extend(reader.by_ref());
        }
        reader.finish();
        out.extend(reader.by_ref());
        out
    }

    /// Feeds the next line (with or without its line end; a trailing `\r` is
    /// ignored).
    pub fn push_line(&mut self, line: &str) {
        self.line_no += 1;
        let n = self.line_no;
        let mut line = line.strip_suffix('\n').unwrap_or(line);
        line = line.strip_suffix('\r').unwrap_or(line);
        if n == 1 {
            line = line.strip_prefix('\u{FEFF}').unwrap_or(line);
        }
        self.process(n, line);
    }

    /// Ends the input: reports a puzzle left incomplete and releases the last
    /// one. Call once after the last line.
    pub fn finish(&mut self) {
        match std::mem::replace(&mut self.state, State::Idle) {
            State::Block { start, cells, .. } => self.error(
                ParseError::new(ParseErrorKind::WrongCellCount { found: cells.len() })
                    .at_line(start),
            ),
            State::Json { start, text, .. } => self.finish_json(start, &text),
            State::Idle | State::Recover => {}
        }
        self.flush_held();
    }

    fn process(&mut self, n: usize, line: &str) {
        match std::mem::replace(&mut self.state, State::Idle) {
            State::Idle => self.idle_line(n, line),
            State::Block {
                start,
                cells,
                bordered,
            } => self.block_line(n, line, start, cells, bordered),
            State::Json {
                start,
                text,
                scanner,
            } => self.json_line(n, line, start, text, scanner),
            State::Recover => self.recover_line(n, line),
        }
    }

    fn push(&mut self, item: Result<PuzzleEntry, ParseError>) {
        self.ready.push_back(item);
    }

    fn flush_held(&mut self) {
        self.solution_next = false;
        if let Some(h) = self.held.take() {
            self.push(Ok(h));
        }
    }

    fn error(&mut self, e: ParseError) {
        self.flush_held();
        self.push(Err(e));
    }

    /// A complete grid was read: it is the solution of the held block after a
    /// `# solution` comment, or a new puzzle. Blocks are held until the next
    /// content line, in case their solution follows.
    fn found(&mut self, line: usize, puzzle: Grid, solution: Option<Grid>, is_block: bool) {
        if self.solution_next {
            if let Some(mut h) = self.held.take() {
                h.solution = Some(puzzle);
                self.solution_next = false;
                self.push(Ok(h));
                return;
            }
        }
        self.flush_held();
        if self.check_conflicts {
            if let Some(c) = puzzle.first_conflict() {
                self.push(Err(
                    ParseError::new(ParseErrorKind::Conflict(c)).at_line(line)
                ));
                return;
            }
        }
        let entry = PuzzleEntry {
            line,
            puzzle,
            solution,
        };
        if is_block && self.attach_solutions {
            self.held = Some(entry);
        } else {
            self.push(Ok(entry));
        }
    }

    fn fields(&self, t: &str, line: &str) -> Fields {
        let lead = line.chars().take_while(|c| c.is_whitespace()).count();
        if let Some(cols) = self.columns {
            if t.contains(cols.separator) {
                let fields = csv::split_fields(t, cols.separator);
                if let Some(first) = fields.get(cols.puzzle) {
                    // Column of the field, counting separators outside quotes
                    // only roughly (quotes are rare in puzzle files).
                    let before: usize = t
                        .split(cols.separator)
                        .take(cols.puzzle)
                        .map(|f| f.chars().count() + 1)
                        .sum();
                    return Fields {
                        first: first.trim().to_string(),
                        column: lead + before + 1,
                        second: cols
                            .solution
                            .and_then(|i| fields.get(i))
                            .map(|s| s.trim().to_string()),
                    };
                }
            }
        }
        if t.starts_with('"') {
            let sep = csv::separator_of(t).unwrap_or(',');
            let mut fields = csv::split_fields(t, sep).into_iter();
            return Fields {
                first: fields.next().unwrap_or_default().trim().to_string(),
                column: lead + 2,
                second: fields.next().map(|s| s.trim().to_string()),
            };
        }
        let mut parts = t.split(is_field_separator);
        let first = parts.next().unwrap_or_default().to_string();
        let second = parts.find(|p| !p.is_empty()).map(str::to_string);
        Fields {
            first,
            column: lead + 1,
            second,
        }
    }

    fn idle_line(&mut self, n: usize, line: &str) {
        let t = line.trim();
        if t.is_empty() {
            return;
        }
        if let Some(comment) = t.strip_prefix('#') {
            let c = comment.trim_start();
            let marks_solution = c
                .get(..8)
                .is_some_and(|w| w.eq_ignore_ascii_case("solution"));
            if self.held.is_some() && marks_solution {
                self.solution_next = true;
            }
            return;
        }
        if t.starts_with('{') || t.starts_with('[') {
            if !self.solution_next {
                self.flush_held();
            }
            let mut scanner = JsonScanner::default();
            let mut text = String::with_capacity(line.len() + 1);
            text.push_str(line);
            text.push('\n');
            if scanner.feed(line) {
                self.finish_json(n, &text);
            } else {
                self.state = State::Json {
                    start: n,
                    text,
                    scanner,
                };
            }
            return;
        }
        let fields = self.fields(t, line);
        if let Some(puzzle) = grid81(&fields.first) {
            let solution = fields.second.as_deref().and_then(grid81);
            self.found(n, puzzle, solution, false);
            return;
        }
        if let Some(cols) = csv::header_columns(t) {
            self.flush_held();
            self.columns = Some(cols);
            return;
        }
        // A long first field or separated fields: a puzzle line gone wrong,
        // judged by its first field (unless it draws a bordered row).
        let structured = fields.first.chars().count() >= 10 || csv::separator_of(t).is_some();
        if structured && !scan_has_border(&fields.first) {
            let kind = match fields
                .first
                .chars()
                .enumerate()
                .find(|(_, c)| cell_value(*c).is_none())
            {
                Some((i, ch)) => ParseErrorKind::BadCharacter {
                    ch,
                    column: fields.column + i,
                },
                None => ParseErrorKind::WrongCellCount {
                    found: fields.first.chars().count(),
                },
            };
            self.error(ParseError::new(kind).at_line(n));
            return;
        }
        let mut cells = Vec::with_capacity(81);
        match scan_cells(line, &mut cells) {
            Scan::Bad(ch, column) => {
                self.error(ParseError::new(ParseErrorKind::BadCharacter { ch, column }).at_line(n))
            }
            // A border line right after a bordered block closes that block;
            // any other one may open the next block.
            Scan::Cells(0) if n == self.closing_border_line => {}
            Scan::Cells(0) => self.last_border_line = n,
            Scan::Cells(9) => {
                if !self.solution_next {
                    self.flush_held();
                }
                let bordered = self.last_border_line + 1 == n && n > 1;
                let start = if bordered { n - 1 } else { n };
                self.state = State::Block {
                    start,
                    cells,
                    bordered,
                };
            }
            Scan::Cells(81) => {
                let mut values = [0u8; 81];
                values.copy_from_slice(&cells);
                let grid = Grid::from_values(values).expect("cell values are 0..=9");
                self.found(n, grid, None, false);
            }
            Scan::Cells(found) => {
                self.error(ParseError::new(ParseErrorKind::WrongCellCount { found }).at_line(n))
            }
        }
    }

    fn block_line(
        &mut self,
        n: usize,
        line: &str,
        start: usize,
        mut cells: Vec<u8>,
        bordered: bool,
    ) {
        let t = line.trim();
        if t.starts_with('#') {
            self.state = State::Block {
                start,
                cells,
                bordered,
            };
            return;
        }
        let interrupted = t.is_empty()
            || t.starts_with('{')
            || t.starts_with('[')
            || grid81(&self.fields(t, line).first).is_some();
        if interrupted {
            self.error(
                ParseError::new(ParseErrorKind::WrongCellCount { found: cells.len() })
                    .at_line(start),
            );
            self.idle_line(n, line);
            return;
        }
        match scan_cells(line, &mut cells) {
            Scan::Bad(ch, column) => {
                self.error(ParseError::new(ParseErrorKind::BadCharacter { ch, column }).at_line(n));
                self.state = State::Recover;
            }
            Scan::Cells(0) => {
                self.state = State::Block {
                    start,
                    cells,
                    bordered: true,
                }
            }
            Scan::Cells(9) if cells.len() == 81 => {
                let mut values = [0u8; 81];
                values.copy_from_slice(&cells);
                let grid = Grid::from_values(values).expect("cell values are 0..=9");
                if bordered || scan_has_border(line) {
                    self.closing_border_line = n + 1;
                }
                self.found(start, grid, None, true);
            }
            Scan::Cells(9) => {
                self.state = State::Block {
                    start,
                    cells,
                    bordered: bordered || scan_has_border(line),
                }
            }
            Scan::Cells(found) => {
                self.error(ParseError::new(ParseErrorKind::WrongRowLength { found }).at_line(n));
                self.state = State::Recover;
            }
        }
    }

    fn recover_line(&mut self, n: usize, line: &str) {
        let t = line.trim();
        if t.is_empty() {
            return;
        }
        if t.starts_with('#') {
            self.state = State::Recover;
            return;
        }
        let looks_like_row = !t.starts_with('{')
            && !t.starts_with('[')
            && grid81(&self.fields(t, line).first).is_none()
            && matches!(
                scan_cells(line, &mut Vec::with_capacity(81)),
                Scan::Cells(0 | 9)
            );
        if looks_like_row {
            self.state = State::Recover;
        } else {
            self.idle_line(n, line);
        }
    }

    fn json_line(
        &mut self,
        n: usize,
        line: &str,
        start: usize,
        mut text: String,
        mut scanner: JsonScanner,
    ) {
        let t = line.trim();
        // A plain puzzle line cannot continue a JSON value: the value was
        // left open, so report it and read the line afresh.
        if !t.starts_with('"') && grid81(&self.fields(t, line).first).is_some() {
            self.error(
                ParseError::new(ParseErrorKind::Syntax(format!(
                    "JSON value is not closed before line {n}"
                )))
                .at_line(start),
            );
            self.idle_line(n, line);
            return;
        }
        if text.len() + line.len() > MAX_JSON_BYTES {
            self.error(
                ParseError::new(ParseErrorKind::Syntax(format!(
                    "JSON value is not closed within {} MiB",
                    MAX_JSON_BYTES >> 20
                )))
                .at_line(start),
            );
            self.state = State::Recover;
            return;
        }
        text.push_str(line);
        text.push('\n');
        if scanner.feed(line) {
            self.finish_json(start, &text);
        } else {
            self.state = State::Json {
                start,
                text,
                scanner,
            };
        }
    }

    fn finish_json(&mut self, start: usize, text: &str) {
        let offset = start - 1;
        match json::parse_document(text.trim_end()) {
            Err(e) => self.error(e.offset_lines(offset)),
            Ok(node) => {
                for item in json::puzzles_in(&node) {
                    match item {
                        Ok(p) => self.found(p.line + offset, p.puzzle, p.solution, false),
                        Err(e) => self.error(e.offset_lines(offset)),
                    }
                }
            }
        }
    }
}

impl Iterator for PuzzleReader {
    type Item = Result<PuzzleEntry, ParseError>;

    /// The next completed puzzle or error, if any is ready.
    fn next(&mut self) -> Option<Self::Item> {
        self.ready.pop_front()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const S: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    fn grid(s: &str) -> Grid {
        Grid::parse(s).unwrap()
    }

    fn ok(found: &[Result<PuzzleEntry, ParseError>]) -> Vec<(usize, Grid, Option<Grid>)> {
        found
            .iter()
            .map(|r| {
                let e = r.as_ref().expect("no error expected");
                (e.line, e.puzzle, e.solution)
            })
            .collect()
    }

    fn messages(found: &[Result<PuzzleEntry, ParseError>]) -> Vec<String> {
        found
            .iter()
            .map(|r| match r {
                Ok(e) => format!("ok {}", e.line),
                Err(e) => e.to_string(),
            })
            .collect()
    }

    #[test]
    fn lines_with_solutions_comments_and_crlf() {
        let text = format!("# header\r\n{P} {S}\r\n\r\n{P},{S},25\r\n{P};x\r\n\t{P}\r\n");
        let got = ok(&PuzzleReader::read_all(&text));
        let (p, s) = (grid(P), grid(S));
        assert_eq!(
            got,
            vec![(2, p, Some(s)), (4, p, Some(s)), (5, p, None), (6, p, None)]
        );
    }

    #[test]
    fn csv_with_header_in_any_column() {
        let text = format!("id,rating,puzzle,solution\n1,2.5,{P},{S}\n2,\"a, b\",{P},\n{P}\n");
        let got = ok(&PuzzleReader::read_all(&text));
        let (p, s) = (grid(P), grid(S));
        assert_eq!(got, vec![(2, p, Some(s)), (3, p, None), (4, p, None)]);
        let text = format!("puzzle,solution,givens\n\"{P}\",\"{S}\",30\n");
        assert_eq!(ok(&PuzzleReader::read_all(&text)), vec![(2, p, Some(s))]);
    }

    #[test]
    fn blocks_plain_bordered_and_with_solution() {
        let (p, s) = (grid(P), grid(S));
        let text = format!(
            "{}\n\n# solution\n{}\n\n{}\n{}\n{}\n",
            p.pretty(),
            s.pretty(),
            p.rows(),
            p.pretty(),
            p.rows()
        );
        let got = ok(&PuzzleReader::read_all(&text));
        assert_eq!(
            got,
            vec![(1, p, Some(s)), (30, p, None), (39, p, None), (52, p, None)]
        );
        // Blank lines between blocks are optional, also after a solution.
        let text = format!("{}\n# solution\n{}\n{}\n", p.rows(), s.rows(), p.rows());
        assert_eq!(
            ok(&PuzzleReader::read_all(&text)),
            vec![(1, p, Some(s)), (20, p, None)]
        );
    }

    #[test]
    fn json_in_every_arrangement() {
        let p = grid(P);
        let rows = p.json_rows().to_string();
        let pretty = rows.replace("],[", "],\n [");
        let text = format!(
            "{{\"puzzle\":\"{P}\",\"solution\":\"{S}\"}}\n{rows}\n{pretty}\n[\n  {{\"puzzle\": {rows}}},\n  \"{P}\"\n]\n"
        );
        let got = ok(&PuzzleReader::read_all(&text));
        let lines: Vec<usize> = got.iter().map(|g| g.0).collect();
        assert_eq!(lines, vec![1, 2, 3, 13, 14]);
        assert!(got.iter().all(|g| g.1 == p));
        assert_eq!(got[0].2, Some(grid(S)));
    }

    #[test]
    fn errors_name_line_and_place() {
        let short = &P[..80];
        let long = format!("{P}1");
        let bad = P.replacen('.', "x", 1);
        let clash = P.replacen('.', "5", 1);
        let mut block: Vec<String> = grid(P)
            .rows()
            .to_string()
            .lines()
            .map(String::from)
            .collect();
        block[4].pop();
        let text = format!(
            "{short}\n{long}\n{bad}\n{clash}\n{}\n[1, 2,\n 12]\n{{\"puzzle\": [1,2]}}\n{P}\nhello\n",
            block.join("\n")
        );
        let got = messages(&PuzzleReader::read_all(&text));
        assert_eq!(
            got,
            vec![
                "line 1: expected 81 cells, found 80".to_string(),
                "line 2: expected 81 cells, found 82".into(),
                "line 3: character 'x' at column 3 is not a cell (use 1-9 for givens, '.', '0' or '_' for empty cells)".into(),
                "line 4: digit 5 appears twice in row 1: r1c1 and r1c3".into(),
                "line 9: a row of the grid must have 9 cells, found 8".into(),
                "line 15: value 12 for cell r1c3 is not 0-9".into(),
                "line 16: expected 81 cells, found 2".into(),
                "ok 17".into(),
                "line 18: character 'h' at column 1 is not a cell (use 1-9 for givens, '.', '0' or '_' for empty cells)".into(),
            ]
        );
    }

    #[test]
    fn incomplete_block_and_unclosed_json() {
        let rows: Vec<&str> = vec!["53..7....", "6..195..."];
        let text = format!("{}\n\n{{\"puzzle\": [1,\n{P}\n[1, 2\n", rows.join("\n"));
        let got = messages(&PuzzleReader::read_all(&text));
        assert_eq!(
            got,
            vec![
                "line 1: expected 81 cells, found 18",
                "line 4: JSON value is not closed before line 5",
                "ok 5",
                "line 6: invalid JSON at column 6: expected ',' or ']', found end of input",
            ]
        );
    }

    #[test]
    fn blocks_without_waiting_for_a_solution() {
        let p = grid(P);
        let mut r = PuzzleReader::new().attach_solutions(false);
        for line in p.pretty().to_string().lines() {
            r.push_line(line);
        }
        assert_eq!(r.next().unwrap().unwrap().puzzle, p);
        let mut r = PuzzleReader::new();
        for line in p.pretty().to_string().lines() {
            r.push_line(line);
        }
        assert!(r.next().is_none(), "held in case a solution follows");
        r.push_line("# solution");
        for line in grid(S).rows().to_string().lines() {
            r.push_line(line);
        }
        assert_eq!(r.next().unwrap().unwrap().solution, Some(grid(S)));
    }

    #[test]
    fn conflicts_can_be_passed_on() {
        let clash = P.replacen('.', "5", 1);
        let mut r = PuzzleReader::new().check_conflicts(false);
        r.push_line(&clash);
        r.finish();
        let e = r.next().unwrap().unwrap();
        assert!(e.puzzle.first_conflict().is_some());
    }

    #[test]
    fn byte_order_mark_and_odd_bytes() {
        let text = format!("\u{FEFF}{P}\n\u{0}\u{FFFD}é\n");
        let got = messages(&PuzzleReader::read_all(&text));
        assert_eq!(got[0], "ok 1");
        assert!(
            got[1].starts_with("line 2: character '\\0' at column 1"),
            "{}",
            got[1]
        );
        assert_eq!(got.len(), 2);
    }

    use proptest::prelude::*;

    proptest! {
        #[test]
        fn never_panics_on_random_lines(
            lines in proptest::collection::vec(
                proptest::prop_oneof![
                    proptest::string::string_regex("[0-9._ |+#{}\\[\\],;:\"a-z\t-]{0,100}").unwrap(),
                    proptest::collection::vec(proptest::num::u8::ANY, 0..120)
                        .prop_map(|b: Vec<u8>| String::from_utf8_lossy(&b).into_owned()),
                    proptest::string::string_regex("[1-9.]{81}( [1-9]{81})?").unwrap(),
                ],
                0..40,
            )
        ) {
            let mut r = PuzzleReader::new();
            let mut found = Vec::new();
            for line in &lines {
                r.push_line(line);
                found.extend(r.by_ref());
            }
            r.finish();
            found.extend(r.by_ref());
            for item in found {
                let line = match item {
                    Ok(e) => Some(e.line),
                    Err(e) => e.line,
                };
                prop_assert!(line.is_some_and(|l| l >= 1 && l <= lines.len()));
            }
        }

        #[test]
        fn written_forms_read_back(values in proptest::collection::vec(0u8..=9, 81)) {
            let mut v = [0u8; 81];
            v.copy_from_slice(&values);
            let g = Grid::from_values(v).unwrap();
            let mut obj = String::new();
            let mut w = crate::grid::json::ObjectWriter::new(&mut obj);
            w.grid("puzzle", &g).grid("solution", &g).number("givens", g.givens() as i64);
            w.finish();
            let text = format!(
                "{g}\n{}\n\n{}\n{}\n{}\npuzzle,solution\n{g},{g}\n",
                g.pretty(), g.rows(), g.json_rows(), obj
            );
            let mut r = PuzzleReader::new().check_conflicts(false);
            for line in text.lines() {
                r.push_line(line);
            }
            r.finish();
            let got: Vec<_> = r.collect();
            prop_assert_eq!(got.len(), 6);
            for item in got {
                prop_assert_eq!(item.unwrap().puzzle, g);
            }
        }
    }

    #[test]
    fn puzzles_come_out_as_soon_as_complete() {
        let mut r = PuzzleReader::new();
        r.push_line(P);
        assert_eq!(r.next().unwrap().unwrap().line, 1);
        r.push_line("{\"puzzle\":");
        assert!(r.next().is_none());
        r.push_line(&format!("\"{P}\"}}"));
        assert_eq!(r.next().unwrap().unwrap().line, 2);
        assert_eq!(r.lines_read(), 3);
    }
}
