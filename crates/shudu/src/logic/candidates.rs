//! The candidate grid (pencil marks) that human-style techniques reason about.

use crate::grid::parse::{cell_value, is_border, is_ignorable};
use crate::{Cell, CellSet, Digit, DigitSet, Grid, ParseError, ParseErrorKind, Unit};

/// A grid of placed digits plus, for every empty cell, the digits still
/// possible there.
///
/// Two views are kept in step: per cell (`DigitSet`) and per digit
/// (`CellSet` of the empty cells where the digit is a candidate), because
/// singles and subsets read the first while fish and chains read the second.
///
/// ```
/// use shudu::logic::Candidates;
/// use shudu::{Cell, Digit, Grid};
///
/// let g: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///     .parse()
///     .unwrap();
/// let c = Candidates::from_grid(&g);
/// assert_eq!(c.candidates(Cell::at(0, 2)).to_string(), "124");
/// assert!(c.cells_with(Digit::new(5).unwrap()).len() > 0);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Candidates {
    values: Grid,
    cell_digits: [DigitSet; 81],
    digit_cells: [CellSet; 9],
    /// Cells holding each digit; with `digit_cells`, makes the broken-state
    /// test a few bit operations per digit.
    placed: [CellSet; 9],
    empty: CellSet,
}

impl Candidates {
    /// Pencil marks computed from the digits in `grid`: every digit not
    /// already in an empty cell's row, column or box.
    pub fn from_grid(grid: &Grid) -> Candidates {
        let placed = placed_sets(grid);
        let empty: CellSet = grid.empty_cells().collect();
        let mut c = Candidates {
            values: *grid,
            cell_digits: [DigitSet::EMPTY; 81],
            digit_cells: [CellSet::EMPTY; 9],
            placed,
            empty,
        };
        // A digit is a candidate of the empty cells that see none of its
        // placed copies (seeing is symmetric: the peers of those copies).
        for d in Digit::all() {
            let mut seen = CellSet::EMPTY;
            for cell in placed[d.index()] {
                seen |= CellSet::peers(cell);
            }
            let cells = empty - seen;
            c.digit_cells[d.index()] = cells;
            for cell in cells {
                c.cell_digits[cell.index()].insert(d);
            }
        }
        c
    }

    /// Pencil marks given explicitly: `values` holds the placed digits, and
    /// `marks(cell)` the candidates of each empty cell (used as given, even if
    /// they contradict the placed digits, so that a player's state can be
    /// checked).
    pub fn from_marks(values: &Grid, marks: impl Fn(Cell) -> DigitSet) -> Candidates {
        let mut c = Candidates {
            values: *values,
            cell_digits: [DigitSet::EMPTY; 81],
            digit_cells: [CellSet::EMPTY; 9],
            placed: placed_sets(values),
            empty: values.empty_cells().collect(),
        };
        for cell in values.empty_cells() {
            let digits = marks(cell);
            c.cell_digits[cell.index()] = digits;
            for d in digits {
                c.digit_cells[d.index()].insert(cell);
            }
        }
        c
    }

    /// Reads the 729-character pencil-mark format: for each cell in reading
    /// order, nine characters, the k-th being digit k if it is a candidate
    /// and `.` or `0` if not. A cell with exactly one candidate is taken as
    /// placed. Spaces, line breaks and border characters are skipped, so one
    /// cell group per column with separators also reads.
    pub fn from_pencil_marks(text: &str) -> Result<Candidates, ParseError> {
        let mut marks = Vec::with_capacity(729);
        for (line_no, line) in text.lines().enumerate() {
            if is_ignorable(line) {
                continue;
            }
            for (col, ch) in line.chars().enumerate() {
                if let Some(v) = cell_value(ch) {
                    if v != 0 && v as usize != marks.len() % 9 + 1 {
                        return Err(ParseError::new(ParseErrorKind::Syntax(format!(
                            "pencil marks: character '{ch}' at column {} stands where only {} or '.' may be (cell {})",
                            col + 1,
                            marks.len() % 9 + 1,
                            Cell::new(marks.len() / 9).map_or_else(|| "beyond r9c9".into(), |c| c.to_string())
                        )))
                        .at_line(line_no + 1));
                    }
                    marks.push(v != 0);
                } else if !is_border(ch) {
                    return Err(ParseError::new(ParseErrorKind::BadCharacter {
                        ch,
                        column: col + 1,
                    })
                    .at_line(line_no + 1));
                }
            }
        }
        if marks.len() != 729 {
            return Err(ParseError::new(ParseErrorKind::Syntax(format!(
                "pencil marks need 729 characters (9 per cell), found {}",
                marks.len()
            ))));
        }
        let set_of = |i: usize| -> DigitSet {
            DigitSet::from_bits(
                (0..9)
                    .filter(|&k| marks[i * 9 + k])
                    .fold(0, |m, k| m | 1 << k),
            )
        };
        let mut values = Grid::empty();
        for cell in Cell::all() {
            if let Some(d) = set_of(cell.index()).single_digit() {
                values.set(cell, Some(d));
            } else if set_of(cell.index()).is_empty() {
                return Err(ParseError::new(ParseErrorKind::Syntax(format!(
                    "pencil marks: cell {cell} has no candidate"
                ))));
            }
        }
        Ok(Candidates::from_marks(&values, |c| set_of(c.index())))
    }

    /// Writes the 729-character pencil-mark form (placed cells as a single
    /// candidate), which [`Candidates::from_pencil_marks`] reads back.
    pub fn to_pencil_marks(&self) -> String {
        let mut s = String::with_capacity(729);
        for cell in Cell::all() {
            let set = match self.values.get(cell) {
                Some(d) => DigitSet::single(d),
                None => self.candidates(cell),
            };
            for d in Digit::all() {
                s.push(if set.contains(d) {
                    (b'0' + d.get()) as char
                } else {
                    '.'
                });
            }
        }
        s
    }

    /// The placed digits (givens and solved cells).
    #[inline]
    pub fn grid(&self) -> &Grid {
        &self.values
    }

    /// The candidates of `cell` (empty for a placed cell).
    #[inline]
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        self.cell_digits[cell.index()]
    }

    /// Every cell's candidates, by cell index.
    #[inline]
    pub(crate) fn all_candidates(&self) -> &[DigitSet; 81] {
        &self.cell_digits
    }

    /// Whether `digit` is a candidate in `cell`.
    #[inline]
    pub fn has(&self, cell: Cell, digit: Digit) -> bool {
        self.cell_digits[cell.index()].contains(digit)
    }

    /// The empty cells where `digit` is a candidate.
    #[inline]
    pub fn cells_with(&self, digit: Digit) -> CellSet {
        self.digit_cells[digit.index()]
    }

    /// [`cells_with`](Self::cells_with) by digit index (0..9), for bit
    /// boards indexed by digit.
    #[inline]
    pub(crate) fn cells_with_index(&self, d: usize) -> CellSet {
        self.digit_cells[d]
    }

    /// The cells of `unit` where `digit` is a candidate.
    #[inline]
    pub fn cells_with_in(&self, digit: Digit, unit: Unit) -> CellSet {
        self.digit_cells[digit.index()] & CellSet::unit(unit)
    }

    /// The empty cells.
    #[inline]
    pub fn empty_cells(&self) -> CellSet {
        self.empty
    }

    /// The cells holding `digit` (givens and placed).
    #[inline]
    pub fn placed(&self, digit: Digit) -> CellSet {
        self.placed[digit.index()]
    }

    /// The empty cells with exactly two candidates.
    pub fn bivalue_cells(&self) -> CellSet {
        // Bit-sliced count of candidates per cell: at least two, not three.
        let (mut one, mut two, mut three) = (CellSet::EMPTY, CellSet::EMPTY, CellSet::EMPTY);
        for &cells in &self.digit_cells {
            three |= two & cells;
            two |= one & cells;
            one |= cells;
        }
        two - three
    }

    /// Whether every cell is placed.
    #[inline]
    pub fn is_solved(&self) -> bool {
        self.empty.is_empty()
    }

    /// Places `digit` in `cell` and removes it from the cell's peers.
    pub fn place(&mut self, cell: Cell, digit: Digit) {
        for d in self.cell_digits[cell.index()] {
            self.digit_cells[d.index()].remove(cell);
        }
        self.cell_digits[cell.index()] = DigitSet::EMPTY;
        if let Some(old) = self.values.get(cell) {
            self.placed[old.index()].remove(cell);
        }
        self.values.set(cell, Some(digit));
        self.placed[digit.index()].insert(cell);
        self.empty.remove(cell);
        // Only the peers that still have the digit change.
        let affected = self.digit_cells[digit.index()] & CellSet::peers(cell);
        self.digit_cells[digit.index()] = self.digit_cells[digit.index()] - affected;
        for p in affected {
            self.cell_digits[p.index()].remove(digit);
        }
    }

    /// Removes `digit` from the candidates of `cell`; returns whether it was
    /// there.
    #[inline]
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) -> bool {
        let had = self.has(cell, digit);
        self.cell_digits[cell.index()].remove(digit);
        self.digit_cells[digit.index()].remove(cell);
        had
    }

    /// Applies a step: its placements, then its eliminations.
    pub fn apply(&mut self, step: &super::Step) {
        for p in &step.placements {
            self.place(p.cell, p.digit);
        }
        for e in &step.eliminations {
            self.eliminate(e.cell, e.digit);
        }
    }

    /// Whether the state is plainly broken: an empty cell without candidates,
    /// or a digit that has neither a place nor a candidate in some unit.
    pub fn is_broken(&self) -> bool {
        let mut any_candidate = CellSet::EMPTY;
        for d in 0..9 {
            let reach = self.placed[d] | self.digit_cells[d];
            any_candidate |= self.digit_cells[d];
            if Unit::all().any(|u| !reach.intersects(CellSet::unit(u))) {
                return true;
            }
        }
        !(self.empty - any_candidate).is_empty()
    }
}

/// The cells holding each digit in `grid`.
fn placed_sets(grid: &Grid) -> [CellSet; 9] {
    let mut placed = [CellSet::EMPTY; 9];
    for (cell, digit) in grid.filled_cells() {
        placed[digit.index()].insert(cell);
    }
    placed
}

impl std::fmt::Debug for Candidates {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Candidates({})", self.to_pencil_marks())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn views_agree_and_place_updates_peers() {
        let g: Grid = P.parse().unwrap();
        let mut c = Candidates::from_grid(&g);
        let five = Digit::new(5).unwrap();
        for cell in Cell::all() {
            for d in Digit::all() {
                assert_eq!(c.has(cell, d), c.cells_with(d).contains(cell));
            }
        }
        let target = Cell::at(4, 4);
        assert!(c.has(target, five));
        c.place(target, five);
        assert_eq!(c.grid().get(target), Some(five));
        assert!(CellSet::peers(target).iter().all(|p| !c.has(p, five)));
    }

    #[test]
    fn broken_states_and_bivalue_cells() {
        let g: Grid = P.parse().unwrap();
        let mut c = Candidates::from_grid(&g);
        assert!(!c.is_broken());
        let slow: CellSet = Cell::all()
            .filter(|&cell| c.candidates(cell).len() == 2)
            .collect();
        assert_eq!(c.bivalue_cells(), slow);
        // Remove every candidate of r1c3: an empty cell without candidates.
        let cell = Cell::at(0, 2);
        for d in c.candidates(cell) {
            c.eliminate(cell, d);
        }
        assert!(c.is_broken());
        // A digit with no place left in a unit: 7 nowhere in row 1.
        let mut c = Candidates::from_grid(&g);
        let seven = Digit::new(7).unwrap();
        assert!(!c.is_broken());
        for cell in c.cells_with_in(Digit::new(1).unwrap(), Unit::row(0)) {
            c.eliminate(cell, Digit::new(1).unwrap());
        }
        assert!(c.is_broken());
        assert_eq!(
            c.placed(seven).len(),
            g.filled_cells().filter(|&(_, d)| d == seven).count()
        );
        assert_eq!(c.empty_cells().len(), g.holes());
    }

    #[test]
    fn pencil_marks_round_trip() {
        let g: Grid = P.parse().unwrap();
        let c = Candidates::from_grid(&g);
        let text = c.to_pencil_marks();
        assert_eq!(text.len(), 729);
        let back = Candidates::from_pencil_marks(&text).unwrap();
        assert_eq!(back.to_pencil_marks(), text);
        // Cells with one candidate read back as placed; the others keep their marks.
        for cell in Cell::all() {
            if c.candidates(cell).len() > 1 {
                assert_eq!(back.candidates(cell), c.candidates(cell), "{cell}");
            }
        }
        assert!(Candidates::from_pencil_marks("123").is_err());
        let bad = text.replacen('1', "2", 1);
        assert!(Candidates::from_pencil_marks(&bad).is_err());
    }
}
