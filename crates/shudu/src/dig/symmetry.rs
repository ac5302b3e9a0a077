//! Symmetries of a puzzle's clue pattern: which cells must be filled or empty together.
//!
//! A symmetry is a group of geometric moves of the 9x9 square (rotations and
//! reflections). A clue pattern has the symmetry when every move maps given
//! cells to given cells. The cells fall into *orbits* (the cells a cell is
//! carried to by the group's moves); a symmetric pattern fills or empties each
//! orbit as a whole, which is how [`dig`](super::dig) removes cells.

use crate::{Cell, Grid};
use std::fmt;
use std::str::FromStr;

/// A symmetry a puzzle's clue pattern can be asked to have.
///
/// "mirror-h" reflects in the horizontal middle line (row 1 pairs with row 9),
/// "mirror-v" in the vertical middle line (column 1 pairs with column 9),
/// "diagonal" in the main diagonal r1c1–r9c9, "anti-diagonal" in r1c9–r9c1.
/// "rot90" implies rot180; "both-mirrors" and "both-diagonals" imply rot180;
/// "dihedral" is all eight moves of the square.
///
/// ```
/// use shudu::dig::Symmetry;
///
/// let s: Symmetry = "rot180".parse().unwrap();
/// assert_eq!(s, Symmetry::Rot180);
/// assert_eq!(s.to_string(), "rot180");
/// assert_eq!(s.orbits().len(), 41); // 40 pairs and the centre cell
/// assert!("spiral".parse::<Symmetry>().unwrap_err().contains("rot90"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Symmetry {
    /// No constraint on the clue pattern.
    #[default]
    None,
    /// Half-turn rotation about the centre cell.
    Rot180,
    /// Quarter-turn rotation (and so also the half and three-quarter turns).
    Rot90,
    /// Reflection in the horizontal middle line (top and bottom halves match).
    MirrorH,
    /// Reflection in the vertical middle line (left and right halves match).
    MirrorV,
    /// Reflection in the main diagonal r1c1–r9c9.
    Diagonal,
    /// Reflection in the anti-diagonal r1c9–r9c1.
    AntiDiagonal,
    /// Both middle-line reflections (and so the half turn).
    BothMirrors,
    /// Both diagonal reflections (and so the half turn).
    BothDiagonals,
    /// All eight rotations and reflections of the square.
    Dihedral,
}

/// One geometric move of the square, acting on (row, column).
#[derive(Clone, Copy)]
enum Move {
    Rot90,
    Rot180,
    Rot270,
    MirrorH,
    MirrorV,
    Diagonal,
    AntiDiagonal,
}

impl Move {
    #[inline]
    const fn apply(self, cell: Cell) -> Cell {
        let (r, c) = (cell.row(), cell.col());
        match self {
            Move::Rot90 => Cell::at(c, 8 - r),
            Move::Rot180 => Cell::at(8 - r, 8 - c),
            Move::Rot270 => Cell::at(8 - c, r),
            Move::MirrorH => Cell::at(8 - r, c),
            Move::MirrorV => Cell::at(r, 8 - c),
            Move::Diagonal => Cell::at(c, r),
            Move::AntiDiagonal => Cell::at(8 - c, 8 - r),
        }
    }
}

impl Symmetry {
    /// Every symmetry, in the order they are listed to users.
    pub const ALL: &'static [Symmetry] = &[
        Symmetry::None,
        Symmetry::Rot180,
        Symmetry::Rot90,
        Symmetry::MirrorH,
        Symmetry::MirrorV,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
        Symmetry::BothMirrors,
        Symmetry::BothDiagonals,
        Symmetry::Dihedral,
    ];

    /// The name used on the command line, e.g. `"rot180"` or `"mirror-h"`.
    pub const fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rot180 => "rot180",
            Symmetry::Rot90 => "rot90",
            Symmetry::MirrorH => "mirror-h",
            Symmetry::MirrorV => "mirror-v",
            Symmetry::Diagonal => "diagonal",
            Symmetry::AntiDiagonal => "anti-diagonal",
            Symmetry::BothMirrors => "both-mirrors",
            Symmetry::BothDiagonals => "both-diagonals",
            Symmetry::Dihedral => "dihedral",
        }
    }

    /// The group's moves other than the identity.
    const fn moves(self) -> &'static [Move] {
        match self {
            Symmetry::None => &[],
            Symmetry::Rot180 => &[Move::Rot180],
            Symmetry::Rot90 => &[Move::Rot90, Move::Rot180, Move::Rot270],
            Symmetry::MirrorH => &[Move::MirrorH],
            Symmetry::MirrorV => &[Move::MirrorV],
            Symmetry::Diagonal => &[Move::Diagonal],
            Symmetry::AntiDiagonal => &[Move::AntiDiagonal],
            Symmetry::BothMirrors => &[Move::MirrorH, Move::MirrorV, Move::Rot180],
            Symmetry::BothDiagonals => &[Move::Diagonal, Move::AntiDiagonal, Move::Rot180],
            Symmetry::Dihedral => &[
                Move::Rot90,
                Move::Rot180,
                Move::Rot270,
                Move::MirrorH,
                Move::MirrorV,
                Move::Diagonal,
                Move::AntiDiagonal,
            ],
        }
    }

    /// The cells grouped into orbits: each orbit is a set of cells the
    /// symmetry's moves carry into one another. Orbits are listed by their
    /// first cell in reading order, and each orbit's cells in reading order.
    ///
    /// ```
    /// use shudu::{dig::Symmetry, Cell};
    ///
    /// let orbits = Symmetry::Rot90.orbits();
    /// assert_eq!(orbits.len(), 21); // 20 groups of four and the centre
    /// assert_eq!(orbits.get(0), &[Cell::at(0, 0), Cell::at(0, 8), Cell::at(8, 0), Cell::at(8, 8)]);
    /// assert_eq!(orbits.iter().map(|o| o.len()).sum::<usize>(), 81);
    /// ```
    pub fn orbits(self) -> Orbits {
        let mut orbits = Orbits {
            cells: [Cell::at(0, 0); 81],
            ends: [0; 81],
            count: 0,
        };
        let mut seen = [false; 81];
        let mut next = 0;
        for cell in Cell::all() {
            if seen[cell.index()] {
                continue;
            }
            let start = next;
            seen[cell.index()] = true;
            orbits.cells[next] = cell;
            next += 1;
            for m in self.moves() {
                let image = m.apply(cell);
                if !seen[image.index()] {
                    seen[image.index()] = true;
                    orbits.cells[next] = image;
                    next += 1;
                }
            }
            orbits.cells[start..next].sort_unstable();
            orbits.ends[orbits.count] = next as u8;
            orbits.count += 1;
        }
        orbits
    }

    /// The cells `cell` is carried to by the symmetry, itself included.
    pub fn orbit_of(self, cell: Cell) -> impl Iterator<Item = Cell> {
        std::iter::once(cell).chain(self.moves().iter().map(move |m| m.apply(cell)))
    }

    /// Whether `grid`'s clue pattern (which cells are filled, whatever their
    /// digits) has this symmetry.
    ///
    /// ```
    /// use shudu::{dig::Symmetry, Cell, Digit, Grid};
    ///
    /// let mut g = Grid::empty();
    /// g.set(Cell::at(0, 0), Digit::new(1));
    /// g.set(Cell::at(8, 8), Digit::new(2));
    /// assert!(Symmetry::Rot180.holds(&g));
    /// assert!(Symmetry::Diagonal.holds(&g));
    /// assert!(!Symmetry::MirrorH.holds(&g));
    /// ```
    pub fn holds(self, grid: &Grid) -> bool {
        Cell::all().all(|cell| {
            let empty = grid.is_empty_cell(cell);
            self.moves()
                .iter()
                .all(|m| grid.is_empty_cell(m.apply(cell)) == empty)
        })
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Symmetry {
    type Err = String;

    /// Reads a name from [`Symmetry::name`]; the error lists the names.
    fn from_str(s: &str) -> Result<Symmetry, String> {
        Symmetry::ALL
            .iter()
            .copied()
            .find(|m| m.name() == s)
            .ok_or_else(|| {
                let names: Vec<_> = Symmetry::ALL.iter().map(|m| m.name()).collect();
                format!(
                    "unknown symmetry '{s}' (expected one of: {})",
                    names.join(", ")
                )
            })
    }
}

/// The cells of the grid grouped into a symmetry's orbits (see
/// [`Symmetry::orbits`]). Plain fixed-size data: no allocation.
#[derive(Clone, Copy, Debug)]
pub struct Orbits {
    /// All 81 cells, orbit after orbit.
    cells: [Cell; 81],
    /// Where each orbit ends in `cells` (exclusive).
    ends: [u8; 81],
    count: usize,
}

impl Orbits {
    /// The number of orbits.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Always `false`: every symmetry has at least one orbit.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The cells of orbit `i` (panics if `i >= len()`).
    pub fn get(&self, i: usize) -> &[Cell] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.cells[start..self.ends[i] as usize]
    }

    /// The orbits in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = &[Cell]> + '_ {
        (0..self.count).map(move |i| self.get(i))
    }

    /// The size of the largest orbit.
    pub fn largest(&self) -> usize {
        self.iter().map(<[Cell]>::len).max().unwrap_or(0)
    }

    /// Whether some set of whole orbits holds exactly `givens` cells, so
    /// that a puzzle with this symmetry can have exactly that many givens
    /// (with rot90, whose orbits hold 4 cells but for the centre, 30 cannot).
    pub fn can_hold(&self, givens: usize) -> bool {
        // Bit k of `sums`: some set of the orbits seen so far holds k cells.
        let mut sums: u128 = 1;
        for orbit in self.iter() {
            sums |= sums << orbit.len();
        }
        givens <= 81 && sums >> givens & 1 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for &s in Symmetry::ALL {
            assert_eq!(s.name().parse::<Symmetry>(), Ok(s));
            assert_eq!(s.to_string(), s.name());
        }
        let err = "rot45".parse::<Symmetry>().unwrap_err();
        assert!(
            err.contains("rot45") && err.contains("both-diagonals"),
            "{err}"
        );
    }

    #[test]
    fn orbit_counts_and_sizes() {
        // (symmetry, number of orbits, largest orbit)
        let expected = [
            (Symmetry::None, 81, 1),
            (Symmetry::Rot180, 41, 2),
            (Symmetry::Rot90, 21, 4),
            (Symmetry::MirrorH, 45, 2),
            (Symmetry::MirrorV, 45, 2),
            (Symmetry::Diagonal, 45, 2),
            (Symmetry::AntiDiagonal, 45, 2),
            (Symmetry::BothMirrors, 25, 4),
            (Symmetry::BothDiagonals, 25, 4),
            (Symmetry::Dihedral, 15, 8),
        ];
        for (s, n, largest) in expected {
            let o = s.orbits();
            assert_eq!(o.len(), n, "{s}");
            assert_eq!(o.largest(), largest, "{s}");
            let mut all: Vec<Cell> = o.iter().flatten().copied().collect();
            all.sort();
            assert_eq!(all, Cell::all().collect::<Vec<_>>(), "{s}: a partition");
        }
    }

    #[test]
    fn orbits_are_closed_and_make_symmetric_patterns() {
        for &s in Symmetry::ALL {
            let o = s.orbits();
            for orbit in o.iter() {
                for &c in orbit {
                    assert!(s.orbit_of(c).all(|d| orbit.contains(&d)), "{s} {c}");
                }
                // Emptying one orbit from a full grid keeps the symmetry;
                // emptying one cell of a larger orbit breaks it.
                let mut g = Grid::from_values([1; 81]).unwrap();
                for &c in orbit {
                    g.clear(c);
                }
                assert!(s.holds(&g), "{s}");
                if orbit.len() > 1 {
                    let mut h = Grid::from_values([1; 81]).unwrap();
                    h.clear(orbit[0]);
                    assert!(!s.holds(&h), "{s}");
                }
            }
        }
    }

    #[test]
    fn rot90_implies_rot180_and_dihedral_implies_all() {
        let mut g = Grid::from_values([1; 81]).unwrap();
        for c in Symmetry::Dihedral.orbits().get(3) {
            g.clear(*c);
        }
        for &s in Symmetry::ALL {
            assert!(s.holds(&g), "{s}");
        }
        let mut r = Grid::from_values([1; 81]).unwrap();
        for c in Symmetry::Rot90.orbits().get(1) {
            r.clear(*c);
        }
        assert!(Symmetry::Rot180.holds(&r));
        assert!(!Symmetry::MirrorH.holds(&r));
    }
}
