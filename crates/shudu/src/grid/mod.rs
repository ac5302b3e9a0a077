//! The 9x9 board: cells, digits, units, and the [`Grid`] of givens.
//!
//! Cells are numbered 0..81 in reading order and named `r1c1`..`r9c9` in every
//! message; rows, columns and boxes are numbered 1..9 for people and 0..9 in code.

mod cell;
mod error;
mod format;
pub(crate) mod parse;
mod sets;
mod unit;

pub use cell::{Cell, Digit};
pub use error::{ParseError, ParseErrorKind};
pub use format::{GridPretty, GridRows};
pub use sets::{CellSet, CellSetIter, DigitSet, DigitSetIter};
pub(crate) use sets::{CELL_UNIT_MASK, PEER_BITS, UNIT_BITS};
pub use unit::{Unit, UnitKind};

use std::fmt;

/// A 9x9 Sudoku grid: each cell holds a digit 1..=9 or is empty.
///
/// A `Grid` is plain data (81 bytes, `Copy`). It may hold a puzzle, a partly
/// solved grid, a complete solution, or even a contradictory grid: validity is
/// asked for with [`Grid::first_conflict`], not enforced by the type, so that a
/// player's wrong entry can be represented and reported.
///
/// ```
/// use shudu::Grid;
///
/// let g: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///     .parse()
///     .unwrap();
/// assert_eq!(g.givens(), 30);
/// assert_eq!(g.to_string().len(), 81);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Grid {
    cells: [u8; 81],
}

/// Two equal digits in one row, column or box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The repeated digit.
    pub digit: Digit,
    /// The first cell holding it (in reading order).
    pub first: Cell,
    /// The second cell holding it.
    pub second: Cell,
    /// The unit both cells share (row first, then column, then box).
    pub unit: Unit,
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "digit {} appears twice in {}: {} and {}",
            self.digit, self.unit, self.first, self.second
        )
    }
}

impl Default for Grid {
    fn default() -> Self {
        Grid::empty()
    }
}

impl Grid {
    /// A grid with every cell empty.
    pub const fn empty() -> Grid {
        Grid { cells: [0; 81] }
    }

    /// Builds a grid from 81 values, 0 for empty and 1..=9 for digits.
    ///
    /// Returns `None` if any value is greater than 9.
    ///
    /// Inlined into other crates: the reader builds a grid a puzzle, and
    /// the call (81 bytes copied in and out) cost as much as the check.
    #[inline]
    pub fn from_values(values: [u8; 81]) -> Option<Grid> {
        // The largest value, without stopping early: the compiler turns this
        // into a few vector instructions (the solver's random and collecting
        // searches read their solutions through here).
        if values.iter().fold(0, |m, &v| m.max(v)) <= 9 {
            Some(Grid { cells: values })
        } else {
            None
        }
    }

    /// The 81 values, 0 for empty and 1..=9 for digits, in reading order.
    #[inline]
    pub const fn values(&self) -> &[u8; 81] {
        &self.cells
    }

    /// The 81 values to write in place, for the solver, which writes whole
    /// solutions at once. Whoever writes must keep every value at most 9
    /// (the grid's invariant; nothing checks it afterwards).
    #[inline]
    pub(crate) fn values_mut(&mut self) -> &mut [u8; 81] {
        &mut self.cells
    }

    /// The digit in `cell`, if any.
    #[inline]
    pub fn get(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.cells[cell.index()])
    }

    /// Puts `digit` into `cell`, or empties it with `None`.
    #[inline]
    pub fn set(&mut self, cell: Cell, digit: Option<Digit>) {
        self.cells[cell.index()] = digit.map_or(0, Digit::get);
    }

    /// Empties `cell`.
    #[inline]
    pub fn clear(&mut self, cell: Cell) {
        self.cells[cell.index()] = 0;
    }

    /// Whether `cell` is empty.
    #[inline]
    pub fn is_empty_cell(&self, cell: Cell) -> bool {
        self.cells[cell.index()] == 0
    }

    /// The number of filled cells (givens, for a puzzle).
    pub fn givens(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// The number of empty cells (holes).
    pub fn holes(&self) -> usize {
        81 - self.givens()
    }

    /// Whether every cell holds a digit (it may still contain conflicts).
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&v| v != 0)
    }

    /// Whether the grid is full and free of conflicts: a valid solution.
    pub fn is_solved(&self) -> bool {
        self.is_full() && self.first_conflict().is_none()
    }

    /// The filled cells, in reading order.
    pub fn filled_cells(&self) -> impl Iterator<Item = (Cell, Digit)> + '_ {
        Cell::all().filter_map(move |c| self.get(c).map(|d| (c, d)))
    }

    /// The empty cells, in reading order.
    pub fn empty_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        Cell::all().filter(move |&c| self.is_empty_cell(c))
    }

    /// The first pair of equal digits sharing a unit, scanning rows, then
    /// columns, then boxes; `None` if the givens do not clash.
    pub fn first_conflict(&self) -> Option<Conflict> {
        if !self.has_conflict() {
            return None;
        }
        for unit in Unit::all() {
            let mut seen: [Option<Cell>; 10] = [None; 10];
            for &cell in unit.cells() {
                let v = self.cells[cell.index()] as usize;
                if v == 0 {
                    continue;
                }
                if let Some(first) = seen[v] {
                    return Some(Conflict {
                        digit: Digit::new(v as u8).expect("1..=9"),
                        first,
                        second: cell,
                        unit,
                    });
                }
                seen[v] = Some(cell);
            }
        }
        None
    }

    /// Whether two givens clash anywhere: one pass over the cells with a
    /// digit mask per row, column and box (the common answer, no, is all
    /// [`Grid::first_conflict`] needs from it).
    fn has_conflict(&self) -> bool {
        let (mut rows, mut cols, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
        let mut clash = 0u16;
        for (i, &v) in self.cells.iter().enumerate() {
            // Digit 0 (empty) maps to no bit.
            let bit = (1u16 << v) >> 1;
            let (r, c) = (i / 9, i % 9);
            let b = r / 3 * 3 + c / 3;
            clash |= (rows[r] | cols[c] | boxes[b]) & bit;
            rows[r] |= bit;
            cols[c] |= bit;
            boxes[b] |= bit;
        }
        clash != 0
    }

    /// Whether `digit` may go into `cell` without repeating a digit of its row,
    /// column or box (the cell's own content is ignored).
    pub fn allows(&self, cell: Cell, digit: Digit) -> bool {
        cell.peers()
            .iter()
            .all(|&p| self.cells[p.index()] != digit.get())
    }

    /// Whether `self` agrees with `other` on every cell that `self` fills:
    /// e.g. a solution agrees with its puzzle's givens when
    /// `puzzle.is_subset_of(&solution)`.
    pub fn is_subset_of(&self, other: &Grid) -> bool {
        self.cells
            .iter()
            .zip(other.cells.iter())
            .all(|(&a, &b)| a == 0 || a == b)
    }

    /// The 81-character line form: digits and `.` for empty cells.
    pub fn to_line(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Grid {
    /// Writes the 81-character line form (`.` for empty cells).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; 81];
        for (b, &v) in buf.iter_mut().zip(self.cells.iter()) {
            *b = if v == 0 { b'.' } else { b'0' + v };
        }
        f.write_str(std::str::from_utf8(&buf).expect("ascii"))
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({self})")
    }
}

impl std::ops::Index<Cell> for Grid {
    type Output = u8;
    /// The cell's value: 0 for empty, 1..=9 for a digit.
    fn index(&self, cell: Cell) -> &u8 {
        &self.cells[cell.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn solved_grid_is_solved() {
        let g: Grid = SOLVED.parse().unwrap();
        assert!(g.is_solved());
        assert_eq!(g.givens(), 81);
        assert_eq!(g.holes(), 0);
    }

    #[test]
    fn conflict_names_digit_cells_and_unit() {
        let mut g = Grid::empty();
        g.set(Cell::at(0, 0), Digit::new(5));
        g.set(Cell::at(1, 1), Digit::new(5));
        let c = g.first_conflict().unwrap();
        assert_eq!(c.digit.get(), 5);
        assert_eq!(
            c.to_string(),
            "digit 5 appears twice in box 1: r1c1 and r2c2"
        );
    }

    #[test]
    fn every_single_clash_is_found() {
        // Each pair of cells that see each other, given the same digit on an
        // otherwise empty grid, is a conflict; a pair that does not see
        // each other is not.
        for a in Cell::all() {
            for b in Cell::all().filter(|&b| b.index() > a.index()) {
                let mut g = Grid::empty();
                g.set(a, Digit::new(7));
                g.set(b, Digit::new(7));
                assert_eq!(g.first_conflict().is_some(), a.sees(b), "{a} {b}");
            }
        }
        let g: Grid = SOLVED.parse().unwrap();
        assert_eq!(g.first_conflict(), None);
    }

    #[test]
    fn allows_checks_peers() {
        let g: Grid = SOLVED.parse().unwrap();
        let mut h = g;
        h.clear(Cell::at(0, 0));
        assert!(h.allows(Cell::at(0, 0), Digit::new(5).unwrap()));
        assert!(!h.allows(Cell::at(0, 0), Digit::new(3).unwrap()));
        assert!(h.is_subset_of(&g));
        assert!(!g.is_subset_of(&h));
    }
}
