//! The line forms: one puzzle per line, CSV records under a header, and
//! blocks of nine rows (plain or bordered), with `# solution` blocks attached
//! to the block before them. A state machine fed one line at a time; JSON
//! values are read by [`super::json`] and handed in through [`LineParser::found`].

use super::cells::{self, cell_value, is_border};
use super::csv::{self, Columns};
use super::PuzzleEntry;
use shudu::{Grid, ParseError, ParseErrorKind};
use std::collections::VecDeque;

/// Reads the line forms; completed puzzles and errors queue up in `ready`.
#[derive(Debug)]
pub(crate) struct LineParser {
    pub(crate) check_conflicts: bool,
    pub(crate) attach_solutions: bool,
    state: State,
    columns: Option<Columns>,
    last_border_line: usize,
    closing_border_line: usize,
    held: Option<PuzzleEntry>,
    solution_next: bool,
    pub(crate) ready: VecDeque<Result<PuzzleEntry, ParseError>>,
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
    /// After an error inside a block: skipping the `left` rows the block
    /// still has, so that a block right after it is read.
    Recover { left: usize, bordered: bool },
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

fn grid81(field: &str) -> Option<Grid> {
    cells::cells81(field.as_bytes()).and_then(Grid::from_values)
}

fn grid_of(cells: &[u8]) -> Option<Grid> {
    let values: [u8; 81] = cells.try_into().ok()?;
    Grid::from_values(values)
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

/// Whether `line` is a plain puzzle line: its first field is 81 cells (so
/// it cannot continue a JSON value or a block).
pub(crate) fn is_puzzle_line(line: &str) -> bool {
    let t = line.trim_start();
    !t.starts_with('"') && cells::line_puzzle(t.as_bytes()).is_some()
}

impl LineParser {
    pub(crate) fn new(check_conflicts: bool, attach_solutions: bool) -> LineParser {
        LineParser {
            check_conflicts,
            attach_solutions,
            state: State::Idle,
            columns: None,
            last_border_line: 0,
            closing_border_line: 0,
            held: None,
            solution_next: false,
            ready: VecDeque::new(),
        }
    }

    /// The fast path for a line of the line form, as bytes without the line
    /// end: true if it was taken (a puzzle between puzzles, outside CSV).
    #[inline]
    pub(crate) fn try_fast_line(&mut self, n: usize, line: &[u8]) -> bool {
        if !matches!(self.state, State::Idle) {
            return false;
        }
        // Under a CSV header, only when the puzzle is the first column and
        // the solution (if any) the second.
        let with_solution = match self.columns {
            None => true,
            Some(c) if c.puzzle == 0 && c.solution == Some(1) => true,
            Some(c) if c.puzzle == 0 && c.solution.is_none() => false,
            Some(_) => return false,
        };
        let Some((values, rest)) = cells::line_puzzle(line) else {
            return false;
        };
        let Some(puzzle) = Grid::from_values(values) else {
            return false;
        };
        let solution = if with_solution {
            cells::second_puzzle(rest).and_then(Grid::from_values)
        } else {
            None
        };
        self.found(n, puzzle, solution, false);
        true
    }

    /// The fast path's puzzle for a caller that hands it out at once, when
    /// nothing is queued or pending: between puzzles, no CSV header, no
    /// block held for its solution. `None` when the line needs anything
    /// else (clashing givens to report, too).
    #[inline]
    pub(crate) fn fast_entry(&mut self, n: usize, line: &[u8]) -> Option<PuzzleEntry> {
        let quiet = self.ready.is_empty()
            && self.held.is_none()
            && !self.solution_next
            && self.columns.is_none()
            && matches!(self.state, State::Idle);
        if !quiet {
            return None;
        }
        let (values, rest) = cells::line_puzzle(line)?;
        let puzzle = Grid::from_values(values)?;
        if self.check_conflicts && puzzle.first_conflict().is_some() {
            return None;
        }
        let solution = cells::second_puzzle(rest).and_then(Grid::from_values);
        Some(PuzzleEntry {
            line: n,
            puzzle,
            solution,
        })
    }

    /// Feeds line `n` (no line end, no byte order mark).
    pub(crate) fn push_line(&mut self, n: usize, line: &str) {
        match std::mem::replace(&mut self.state, State::Idle) {
            State::Idle => self.idle_line(n, line),
            State::Block {
                start,
                cells,
                bordered,
            } => self.block_line(n, line, start, cells, bordered),
            State::Recover { left, bordered } => self.recover_line(n, line, left, bordered),
        }
    }

    /// A JSON value starts on line `n`: it ends a block in progress, and a
    /// held block is released unless the value is its solution.
    pub(crate) fn json_starts(&mut self) {
        match std::mem::replace(&mut self.state, State::Idle) {
            State::Block { start, cells, .. } => self.error(
                ParseError::new(ParseErrorKind::WrongCellCount { found: cells.len() })
                    .at_line(start),
            ),
            State::Idle | State::Recover { .. } => {
                if !self.solution_next {
                    self.flush_held();
                }
            }
        }
    }

    /// Ends the input: reports a block left incomplete and releases the last
    /// puzzle held.
    pub(crate) fn finish(&mut self) {
        if let State::Block { start, cells, .. } = std::mem::replace(&mut self.state, State::Idle) {
            self.error(
                ParseError::new(ParseErrorKind::WrongCellCount { found: cells.len() })
                    .at_line(start),
            );
        }
        self.flush_held();
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

    /// Reports `e` in input order (after a puzzle held back).
    pub(crate) fn error(&mut self, e: ParseError) {
        self.flush_held();
        self.push(Err(e));
    }

    /// A complete grid was read: it is the solution of the held block after a
    /// `# solution` comment, or a new puzzle. Blocks are held until the next
    /// content line, in case their solution follows.
    pub(crate) fn found(
        &mut self,
        line: usize,
        puzzle: Grid,
        solution: Option<Grid>,
        is_block: bool,
    ) {
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
        // A broken first row of a block: skip the block's other rows, so
        // that a block right after it is read as itself.
        let row_like = |cells: usize| (5..=18).contains(&cells);
        let structured = fields.first.chars().count() >= 10 || csv::separator_of(t).is_some();
        if structured && !scan_has_border(&fields.first) {
            let count = fields.first.chars().count();
            if csv::separator_of(t).is_none() && row_like(count) {
                self.recover(n, 8, false);
            }
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
                self.error(ParseError::new(ParseErrorKind::BadCharacter { ch, column }).at_line(n));
                let count = line.chars().filter(|&c| cell_value(c).is_some()).count();
                if row_like(count) {
                    self.recover(n, 8, scan_has_border(line));
                }
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
            Scan::Cells(81) => match grid_of(&cells) {
                Some(grid) => self.found(n, grid, None, false),
                None => self.error(
                    ParseError::new(ParseErrorKind::WrongCellCount { found: 81 }).at_line(n),
                ),
            },
            Scan::Cells(found) => {
                self.error(ParseError::new(ParseErrorKind::WrongCellCount { found }).at_line(n));
                if row_like(found) {
                    self.recover(n, 8, scan_has_border(line));
                }
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
        // Rows of this block after the one on this line.
        let left = 8usize.saturating_sub(cells.len() / 9);
        match scan_cells(line, &mut cells) {
            Scan::Bad(ch, column) => {
                self.error(ParseError::new(ParseErrorKind::BadCharacter { ch, column }).at_line(n));
                self.recover(n, left, bordered || scan_has_border(line));
            }
            Scan::Cells(0) => {
                self.state = State::Block {
                    start,
                    cells,
                    bordered: true,
                }
            }
            Scan::Cells(9) if cells.len() == 81 => {
                let grid = grid_of(&cells);
                if bordered || scan_has_border(line) {
                    self.closing_border_line = n + 1;
                }
                match grid {
                    Some(grid) => self.found(start, grid, None, true),
                    None => self.error(
                        ParseError::new(ParseErrorKind::WrongCellCount { found: 81 })
                            .at_line(start),
                    ),
                }
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
                self.recover(n, left, bordered || scan_has_border(line));
            }
        }
    }

    /// After a bad row on line `n`: skip the block's `left` remaining rows.
    fn recover(&mut self, n: usize, left: usize, bordered: bool) {
        if left == 0 {
            if bordered {
                self.closing_border_line = n + 1;
            }
        } else {
            self.state = State::Recover { left, bordered };
        }
    }

    fn recover_line(&mut self, n: usize, line: &str, left: usize, bordered: bool) {
        let t = line.trim();
        if t.is_empty() {
            return;
        }
        if t.starts_with('#') {
            self.state = State::Recover { left, bordered };
            return;
        }
        let cells = if t.starts_with('{')
            || t.starts_with('[')
            || grid81(&self.fields(t, line).first).is_some()
        {
            None
        } else {
            match scan_cells(line, &mut Vec::with_capacity(81)) {
                Scan::Cells(c) if c <= 9 => Some(c),
                _ => None,
            }
        };
        match cells {
            // A border line inside the broken block.
            Some(0) => self.state = State::Recover { left, bordered },
            // One of its rows (right or wrong): skip it.
            Some(_) => self.recover(n, left - 1, bordered),
            None => self.idle_line(n, line),
        }
    }
}
