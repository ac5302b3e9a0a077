//! Small bit sets of cells and digits, the working vocabulary of every
//! technique: "the cells of row 3 where 7 can go", "the candidates of r1c1".

use super::{Cell, Digit, Unit};
use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub};

/// A set of cells, one bit per cell (81 bits).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct CellSet(u128);

/// A set of digits, one bit per digit (bit 0 is digit 1).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct DigitSet(u16);

const ALL_CELL_BITS: u128 = (1u128 << 81) - 1;

/// Each unit's cells as raw bits (rows 0-8, columns 9-17, boxes 18-26):
/// the one table every bit-board in the crate reads.
pub(crate) static UNIT_BITS: [u128; 27] = {
    let mut t = [0u128; 27];
    let mut i = 0;
    while i < 81 {
        let (r, c) = (i / 9, i % 9);
        t[r] |= 1u128 << i;
        t[9 + c] |= 1u128 << i;
        t[18 + (r / 3) * 3 + c / 3] |= 1u128 << i;
        i += 1;
    }
    t
};

/// Each cell's three units as bits of unit indices (bit `row`, `9 + column`,
/// `18 + box`, the numbering of [`UNIT_BITS`]).
pub(crate) static CELL_UNIT_MASK: [u32; 81] = {
    let mut t = [0u32; 81];
    let mut i = 0;
    while i < 81 {
        let (r, c) = (i / 9, i % 9);
        t[i] = 1 << r | 1 << (9 + c) | 1 << (18 + (r / 3) * 3 + c / 3);
        i += 1;
    }
    t
};

/// Each cell's 20 peers as raw bits.
pub(crate) static PEER_BITS: [u128; 81] = {
    let mut t = [0u128; 81];
    let mut i = 0;
    while i < 81 {
        let mut j = 0;
        while j < 81 {
            if Cell::at(i / 9, i % 9).sees(Cell::at(j / 9, j % 9)) {
                t[i] |= 1u128 << j;
            }
            j += 1;
        }
        i += 1;
    }
    t
};

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet(0);
    /// All 81 cells.
    pub const ALL: CellSet = CellSet(ALL_CELL_BITS);

    /// The set with raw bits (bit i = cell i); bits above 80 are dropped.
    #[inline]
    pub const fn from_bits(bits: u128) -> CellSet {
        CellSet(bits & ALL_CELL_BITS)
    }

    /// The raw bits.
    #[inline]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set holding only `cell`.
    #[inline]
    pub const fn single(cell: Cell) -> CellSet {
        CellSet(1u128 << cell.index())
    }

    /// The nine cells of `unit`.
    #[inline]
    pub fn unit(unit: Unit) -> CellSet {
        CellSet(UNIT_BITS[unit.index()])
    }

    /// The 20 peers of `cell`.
    #[inline]
    pub fn peers(cell: Cell) -> CellSet {
        CellSet(PEER_BITS[cell.index()])
    }

    /// The cells that see every cell of `self` (its common peers), excluding
    /// the cells of `self`.
    #[inline]
    pub fn common_peers(self) -> CellSet {
        let mut acc = CellSet::ALL;
        for c in self {
            acc &= CellSet::peers(c);
        }
        if self.is_empty() {
            CellSet::EMPTY
        } else {
            acc - self
        }
    }

    /// Whether `cell` is in the set.
    #[inline]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & (1u128 << cell.index()) != 0
    }

    /// Adds `cell`.
    #[inline]
    pub fn insert(&mut self, cell: Cell) {
        self.0 |= 1u128 << cell.index();
    }

    /// Removes `cell`.
    #[inline]
    pub fn remove(&mut self, cell: Cell) {
        self.0 &= !(1u128 << cell.index());
    }

    /// The number of cells.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The lowest-numbered cell, if any.
    #[inline]
    pub fn first(self) -> Option<Cell> {
        if self.0 == 0 {
            None
        } else {
            Cell::new(self.0.trailing_zeros() as usize)
        }
    }

    /// Whether every cell of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: CellSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Whether `self` and `other` share a cell.
    #[inline]
    pub const fn intersects(self, other: CellSet) -> bool {
        self.0 & other.0 != 0
    }

    /// The rows (0..9) touched by the set, as a 9-bit mask.
    pub fn rows(self) -> u16 {
        self.into_iter().fold(0, |m, c| m | 1 << c.row())
    }

    /// The columns (0..9) touched by the set, as a 9-bit mask.
    pub fn cols(self) -> u16 {
        self.into_iter().fold(0, |m, c| m | 1 << c.col())
    }

    /// The boxes (0..9) touched by the set, as a 9-bit mask.
    pub fn boxes(self) -> u16 {
        self.into_iter().fold(0, |m, c| m | 1 << c.box_index())
    }

    /// The cells in reading order.
    #[inline]
    pub fn iter(self) -> CellSetIter {
        CellSetIter(self.0)
    }
}

/// Iterator over a [`CellSet`] in reading order.
#[derive(Clone)]
pub struct CellSetIter(u128);

impl Iterator for CellSetIter {
    type Item = Cell;
    #[inline]
    fn next(&mut self) -> Option<Cell> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Cell::new(i)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CellSetIter {}

impl IntoIterator for CellSet {
    type Item = Cell;
    type IntoIter = CellSetIter;
    fn into_iter(self) -> CellSetIter {
        self.iter()
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> CellSet {
        let mut s = CellSet::EMPTY;
        for c in iter {
            s.insert(c);
        }
        s
    }
}

impl DigitSet {
    /// The empty set.
    pub const EMPTY: DigitSet = DigitSet(0);
    /// All nine digits.
    pub const ALL: DigitSet = DigitSet(0x1FF);

    /// The set with raw bits (bit 0 = digit 1); bits above 8 are dropped.
    #[inline]
    pub const fn from_bits(bits: u16) -> DigitSet {
        DigitSet(bits & 0x1FF)
    }

    /// The raw bits (bit 0 = digit 1).
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The set holding only `digit`.
    #[inline]
    pub const fn single(digit: Digit) -> DigitSet {
        DigitSet(1 << digit.index())
    }

    /// Whether `digit` is in the set.
    #[inline]
    pub const fn contains(self, digit: Digit) -> bool {
        self.0 & (1 << digit.index()) != 0
    }

    /// Adds `digit`.
    #[inline]
    pub fn insert(&mut self, digit: Digit) {
        self.0 |= 1 << digit.index();
    }

    /// Removes `digit`.
    #[inline]
    pub fn remove(&mut self, digit: Digit) {
        self.0 &= !(1 << digit.index());
    }

    /// The number of digits.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The smallest digit, if any.
    #[inline]
    pub fn first(self) -> Option<Digit> {
        if self.0 == 0 {
            None
        } else {
            Digit::from_index(self.0.trailing_zeros() as usize)
        }
    }

    /// The only digit, if the set has exactly one.
    #[inline]
    pub fn single_digit(self) -> Option<Digit> {
        if self.0 != 0 && self.0 & (self.0 - 1) == 0 {
            self.first()
        } else {
            None
        }
    }

    /// Whether every digit of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: DigitSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The digits in ascending order.
    #[inline]
    pub fn iter(self) -> DigitSetIter {
        DigitSetIter(self.0)
    }
}

/// Iterator over a [`DigitSet`] in ascending order.
#[derive(Clone)]
pub struct DigitSetIter(u16);

impl Iterator for DigitSetIter {
    type Item = Digit;
    #[inline]
    fn next(&mut self) -> Option<Digit> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Digit::from_index(i)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for DigitSetIter {}

impl IntoIterator for DigitSet {
    type Item = Digit;
    type IntoIter = DigitSetIter;
    fn into_iter(self) -> DigitSetIter {
        self.iter()
    }
}

impl FromIterator<Digit> for DigitSet {
    fn from_iter<I: IntoIterator<Item = Digit>>(iter: I) -> DigitSet {
        let mut s = DigitSet::EMPTY;
        for d in iter {
            s.insert(d);
        }
        s
    }
}

/// Set operators (`&`, `|`, `^`, `-` difference, `!` complement) for both
/// set types, written once per type because they are one-liners.
macro_rules! set_ops {
    ($t:ident, $all:expr) => {
        impl BitAnd for $t {
            type Output = $t;
            #[inline]
            fn bitand(self, o: $t) -> $t {
                $t(self.0 & o.0)
            }
        }
        impl BitOr for $t {
            type Output = $t;
            #[inline]
            fn bitor(self, o: $t) -> $t {
                $t(self.0 | o.0)
            }
        }
        impl BitXor for $t {
            type Output = $t;
            #[inline]
            fn bitxor(self, o: $t) -> $t {
                $t(self.0 ^ o.0)
            }
        }
        impl Sub for $t {
            type Output = $t;
            #[inline]
            fn sub(self, o: $t) -> $t {
                $t(self.0 & !o.0)
            }
        }
        impl Not for $t {
            type Output = $t;
            #[inline]
            fn not(self) -> $t {
                $t(!self.0 & $all)
            }
        }
        impl BitAndAssign for $t {
            #[inline]
            fn bitand_assign(&mut self, o: $t) {
                self.0 &= o.0;
            }
        }
        impl BitOrAssign for $t {
            #[inline]
            fn bitor_assign(&mut self, o: $t) {
                self.0 |= o.0;
            }
        }
    };
}

set_ops!(CellSet, ALL_CELL_BITS);
set_ops!(DigitSet, 0x1FF);

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl fmt::Display for CellSet {
    /// Cells as a comma-separated list of names: `r1c1, r1c5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{{self}}}")
    }
}

impl fmt::Display for DigitSet {
    /// Digits run together in ascending order: `157`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in self.iter() {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_sets() {
        let row = CellSet::unit(Unit::row(0));
        assert_eq!(row.len(), 9);
        let pair: CellSet = [Cell::at(0, 0), Cell::at(0, 8)].into_iter().collect();
        // Two cells of row 1 in different boxes share only their row.
        assert_eq!(pair.common_peers(), row - pair);
        assert_eq!(pair.to_string(), "r1c1, r1c9");
        assert_eq!(pair.rows(), 1);
        assert_eq!(pair.cols(), 0b1_0000_0001);
        assert_eq!((!CellSet::EMPTY), CellSet::ALL);
        assert_eq!(CellSet::peers(Cell::at(4, 4)).len(), 20);
    }

    #[test]
    fn digit_sets() {
        let s: DigitSet = [1, 5, 7].iter().filter_map(|&d| Digit::new(d)).collect();
        assert_eq!(s.to_string(), "157");
        assert_eq!(s.len(), 3);
        assert_eq!((!s).len(), 6);
        assert_eq!(
            DigitSet::single(Digit::new(4).unwrap()).single_digit(),
            Digit::new(4)
        );
        assert_eq!(s.single_digit(), None);
    }
}
