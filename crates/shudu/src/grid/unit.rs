//! Rows, columns and boxes.

use super::Cell;
use std::fmt;

/// Whether a unit is a row, a column or a box.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum UnitKind {
    /// A horizontal line of nine cells.
    Row,
    /// A vertical line of nine cells.
    Column,
    /// One of the nine 3x3 boxes.
    Box,
}

/// A house of nine cells that must hold each digit once: a row, column or box.
///
/// Units are numbered 0..27 in code (rows 0..9, columns 9..18, boxes 18..27)
/// and named "row 3", "column 5", "box 2" for people (one-based).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Unit(u8);

static UNIT_CELLS: [[Cell; 9]; 27] = {
    let mut t = [[Cell::at(0, 0); 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            t[i][j] = Cell::at(i, j);
            t[9 + i][j] = Cell::at(j, i);
            t[18 + i][j] = Cell::at((i / 3) * 3 + j / 3, (i % 3) * 3 + j % 3);
            j += 1;
        }
        i += 1;
    }
    t
};

impl Unit {
    /// Row `i` (0..9).
    #[inline]
    pub const fn row(i: usize) -> Unit {
        assert!(i < 9);
        Unit(i as u8)
    }

    /// Column `i` (0..9).
    #[inline]
    pub const fn column(i: usize) -> Unit {
        assert!(i < 9);
        Unit(9 + i as u8)
    }

    /// Box `i` (0..9, reading order).
    #[inline]
    pub const fn boxed(i: usize) -> Unit {
        assert!(i < 9);
        Unit(18 + i as u8)
    }

    /// The unit with index `index` (0..27: rows, columns, boxes).
    #[inline]
    pub const fn from_index(index: usize) -> Option<Unit> {
        if index < 27 {
            Some(Unit(index as u8))
        } else {
            None
        }
    }

    /// All 27 units: rows, then columns, then boxes.
    pub fn all() -> impl DoubleEndedIterator<Item = Unit> + ExactSizeIterator + Clone {
        (0..27u8).map(Unit)
    }

    /// The index 0..27.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Row, column or box.
    #[inline]
    pub const fn kind(self) -> UnitKind {
        match self.0 / 9 {
            0 => UnitKind::Row,
            1 => UnitKind::Column,
            _ => UnitKind::Box,
        }
    }

    /// The zero-based number of the unit within its kind (0..9).
    #[inline]
    pub const fn number(self) -> usize {
        self.0 as usize % 9
    }

    /// The nine cells, in reading order.
    #[inline]
    pub fn cells(self) -> &'static [Cell; 9] {
        &UNIT_CELLS[self.index()]
    }

    /// The three units containing `cell`: its row, column and box.
    #[inline]
    pub fn of(cell: Cell) -> [Unit; 3] {
        [
            Unit::row(cell.row()),
            Unit::column(cell.col()),
            Unit::boxed(cell.box_index()),
        ]
    }
}

impl fmt::Display for Unit {
    /// "row 3", "column 5", "box 2" (one-based).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self.kind() {
            UnitKind::Row => "row",
            UnitKind::Column => "column",
            UnitKind::Box => "box",
        };
        write!(f, "{} {}", name, self.number() + 1)
    }
}

impl fmt::Debug for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_cell_in_three_units() {
        for c in Cell::all() {
            let n = Unit::all().filter(|u| u.cells().contains(&c)).count();
            assert_eq!(n, 3);
            for u in Unit::of(c) {
                assert!(u.cells().contains(&c));
            }
        }
        assert_eq!(Unit::boxed(4).cells()[0], Cell::at(3, 3));
        assert_eq!(Unit::column(2).to_string(), "column 3");
    }
}
