//! Cell indices and digits.

use std::fmt;

/// One of the 81 cells, numbered 0..81 in reading order, named `r1c1`..`r9c9`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

/// A digit 1..=9.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Digit(u8);

/// Each cell's 20 peers (cells sharing a row, column or box), computed at compile time.
static PEERS: [[Cell; 20]; 81] = {
    let mut table = [[Cell(0); 20]; 81];
    let mut i = 0;
    while i < 81 {
        let (r, c) = (i / 9, i % 9);
        let mut n = 0;
        let mut j = 0;
        while j < 81 {
            let (r2, c2) = (j / 9, j % 9);
            let same_box = r / 3 == r2 / 3 && c / 3 == c2 / 3;
            if j != i && (r == r2 || c == c2 || same_box) {
                table[i][n] = Cell(j as u8);
                n += 1;
            }
            j += 1;
        }
        i += 1;
    }
    table
};

impl Cell {
    /// The cell with index `index` (0..81), or `None` if out of range.
    #[inline]
    pub const fn new(index: usize) -> Option<Cell> {
        if index < 81 {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// The cell at zero-based `row` and `col`.
    ///
    /// # Panics
    /// If `row` or `col` is 9 or more.
    #[inline]
    pub const fn at(row: usize, col: usize) -> Cell {
        assert!(row < 9 && col < 9, "row and column must be below 9");
        Cell((row * 9 + col) as u8)
    }

    /// All 81 cells in reading order.
    pub fn all() -> impl DoubleEndedIterator<Item = Cell> + ExactSizeIterator + Clone {
        (0..81u8).map(Cell)
    }

    /// The index 0..81.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The zero-based row 0..9.
    #[inline]
    pub const fn row(self) -> usize {
        self.0 as usize / 9
    }

    /// The zero-based column 0..9.
    #[inline]
    pub const fn col(self) -> usize {
        self.0 as usize % 9
    }

    /// The zero-based box 0..9, numbered in reading order.
    #[inline]
    pub const fn box_index(self) -> usize {
        (self.row() / 3) * 3 + self.col() / 3
    }

    /// The 20 cells that share a row, column or box with this one.
    #[inline]
    pub fn peers(self) -> &'static [Cell; 20] {
        &PEERS[self.index()]
    }

    /// Whether `other` is a different cell in the same row, column or box.
    #[inline]
    pub const fn sees(self, other: Cell) -> bool {
        self.0 != other.0
            && (self.row() == other.row()
                || self.col() == other.col()
                || self.box_index() == other.box_index())
    }
}

impl fmt::Display for Cell {
    /// `r1c1` style: one-based row and column.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::str::FromStr for Cell {
    type Err = String;
    /// Parses `r1c1`..`r9c9` (case-insensitive).
    fn from_str(s: &str) -> Result<Cell, String> {
        let b = s.trim().as_bytes();
        let ok = b.len() == 4
            && b[0].eq_ignore_ascii_case(&b'r')
            && b[2].eq_ignore_ascii_case(&b'c')
            && (b'1'..=b'9').contains(&b[1])
            && (b'1'..=b'9').contains(&b[3]);
        if ok {
            Ok(Cell::at((b[1] - b'1') as usize, (b[3] - b'1') as usize))
        } else {
            Err(format!("'{s}' is not a cell name like r1c1..r9c9"))
        }
    }
}

impl Digit {
    /// The digit `value` if it is 1..=9, otherwise `None`.
    #[inline]
    pub const fn new(value: u8) -> Option<Digit> {
        if value >= 1 && value <= 9 {
            Some(Digit(value))
        } else {
            None
        }
    }

    /// All nine digits in ascending order.
    pub fn all() -> impl DoubleEndedIterator<Item = Digit> + ExactSizeIterator + Clone {
        (1..=9u8).map(Digit)
    }

    /// The value 1..=9.
    #[inline]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The zero-based index 0..9 (digit minus one), handy for bit sets.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize - 1
    }

    /// The digit whose zero-based index is `index` (0..9).
    #[inline]
    pub const fn from_index(index: usize) -> Option<Digit> {
        if index < 9 {
            Some(Digit(index as u8 + 1))
        } else {
            None
        }
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Debug for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_coordinates() {
        let c = Cell::at(2, 4);
        assert_eq!(c.to_string(), "r3c5");
        assert_eq!(c.box_index(), 1);
        assert_eq!("R3C5".parse::<Cell>().unwrap(), c);
        assert!("r0c1".parse::<Cell>().is_err());
    }

    #[test]
    fn every_cell_has_twenty_distinct_peers() {
        for c in Cell::all() {
            let peers = c.peers();
            for p in peers {
                assert!(c.sees(*p));
            }
            let mut v: Vec<_> = peers.iter().map(|p| p.index()).collect();
            v.sort();
            v.dedup();
            assert_eq!(v.len(), 20);
        }
    }

    #[test]
    fn digits_range() {
        assert!(Digit::new(0).is_none());
        assert!(Digit::new(10).is_none());
        assert_eq!(Digit::from_index(8).unwrap().get(), 9);
        assert_eq!(Digit::all().count(), 9);
    }
}
