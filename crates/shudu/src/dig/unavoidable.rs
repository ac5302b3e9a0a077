//! Unavoidable sets of a complete grid: cells of which every puzzle for the
//! grid must keep at least one given.
//!
//! A removal that leaves one of these sets without a given certainly breaks
//! uniqueness, so checking a few dozen known sets rejects many removals
//! without any search. Three cheap families are collected:
//! - *Two-digit sets*: for digits a and b, link each a-cell to the b-cells of
//!   its row, column and box. Swapping a and b over one connected group of
//!   linked cells gives another valid grid (every unit the group touches
//!   holds both its a and its b). Groups have 4 to 18 cells; the 4-cell ones
//!   are the "deadly rectangles".
//! - *Line-pair sets*: for two rows of one band, the digit of the first row
//!   in each column maps to the digit of the second row there; on the columns
//!   of one cycle of this map the two rows can trade their digits (each row
//!   keeps its digits, each column and box keeps its two). Cycles of length 2
//!   are two-digit sets already; longer ones (6, 8, ... cells) are new. The
//!   same holds for two columns of one stack.
//! - *Minirow pairs*: two minirows of one stack in different bands holding the
//!   same three digits can trade contents; likewise two minicolumns.
//!
//! Only sets of up to 12 cells are kept (see `MAX_SIZE`).

use super::bits::{Bits, PEERS};

/// Room for the sets of a typical grid (about 60); any beyond are dropped,
/// which only leaves more of the work to the solver.
const CAPACITY: usize = 128;

/// Larger sets are not kept: they are seldom left without a given, and
/// checking them costs more than they save (measured).
const MAX_SIZE: usize = 12;

/// Known unavoidable sets of one complete grid.
pub(crate) struct UnavoidableSets {
    sets: [Bits; CAPACITY],
    len: usize,
}

impl UnavoidableSets {
    /// The sets of the grid with digit index `digit[i]` in cell `i`
    /// (`by_digit[d]`: the cells of digit index `d`).
    pub fn of_grid(digit: &[u8; 81], by_digit: &[Bits; 9]) -> UnavoidableSets {
        let mut found = UnavoidableSets {
            sets: [0; CAPACITY],
            len: 0,
        };
        // The smallest sets (4-cell rectangles) come first.
        two_digit_sets(by_digit, &mut found);
        minirow_pair_sets(digit, &mut found);
        line_pair_sets(digit, &mut found);
        found
    }

    #[inline]
    fn push(&mut self, set: Bits) {
        if self.len < CAPACITY {
            self.sets[self.len] = set;
            self.len += 1;
        }
    }

    /// Whether a removal leaves some set with no given, where `givens` are
    /// the givens left after it.
    #[inline]
    pub fn emptied(&self, givens: Bits) -> bool {
        self.sets[..self.len].iter().any(|&s| s & givens == 0)
    }

    /// The sets.
    #[cfg(test)]
    pub fn sets(&self) -> &[Bits] {
        &self.sets[..self.len]
    }
}

/// The connected groups of each digit pair's cells (see the module docs).
fn two_digit_sets(by_digit: &[Bits; 9], found: &mut UnavoidableSets) {
    for a in 0..9 {
        for b in a + 1..9 {
            let cells = by_digit[a] | by_digit[b];
            let mut left = cells;
            while left != 0 {
                let start = left & left.wrapping_neg();
                let mut group = start;
                let mut frontier = start;
                // Level by level: the peers of a whole level are independent
                // loads, not a chain of dependent steps.
                while frontier != 0 {
                    let mut reach = 0;
                    let mut level = frontier;
                    while level != 0 {
                        reach |= PEERS[level.trailing_zeros() as usize];
                        level &= level - 1;
                    }
                    frontier = reach & cells & !group;
                    group |= frontier;
                }
                left &= !group;
                if group.count_ones() as usize <= MAX_SIZE {
                    found.push(group);
                }
            }
        }
    }
}

/// The cycles of length 3 or more between two rows of a band or two columns
/// of a stack (see the module docs).
fn line_pair_sets(digit: &[u8; 81], found: &mut UnavoidableSets) {
    for transposed in [false, true] {
        let at = |line: usize, k: usize| {
            if transposed {
                k * 9 + line
            } else {
                line * 9 + k
            }
        };
        for band in 0..3 {
            for (a, b) in [(0, 1), (0, 2), (1, 2)] {
                let (l1, l2) = (band * 3 + a, band * 3 + b);
                // Where each digit stands along the first line.
                let mut pos_in_first = [0u8; 9];
                for k in 0..9 {
                    pos_in_first[digit[at(l1, k)] as usize] = k as u8;
                }
                let mut seen = 0u16;
                for start in 0..9 {
                    if seen & (1 << start) != 0 {
                        continue;
                    }
                    let mut set: Bits = 0;
                    let mut len = 0;
                    let mut k = start;
                    while seen & (1 << k) == 0 {
                        seen |= 1 << k;
                        set |= (1u128 << at(l1, k)) | (1u128 << at(l2, k));
                        len += 1;
                        k = pos_in_first[digit[at(l2, k)] as usize] as usize;
                    }
                    if len >= 3 && 2 * len <= MAX_SIZE {
                        found.push(set);
                    }
                }
            }
        }
    }
}

/// Two minirows of one stack in different bands (or two minicolumns of
/// one band in different stacks) that hold the same three digits: they can
/// trade contents (each column keeps its two digits, each row and box its
/// three).
fn minirow_pair_sets(digit: &[u8; 81], found: &mut UnavoidableSets) {
    for transposed in [false, true] {
        let at = |line: usize, k: usize| {
            if transposed {
                k * 9 + line
            } else {
                line * 9 + k
            }
        };
        for stack in 0..3 {
            // The digits of each line's minirow in this stack.
            let mut digits = [0u16; 9];
            let mut cells = [0u128; 9];
            for (line, (ds, cs)) in digits.iter_mut().zip(cells.iter_mut()).enumerate() {
                for k in stack * 3..stack * 3 + 3 {
                    *ds |= 1 << digit[at(line, k)];
                    *cs |= 1u128 << at(line, k);
                }
            }
            for l1 in 0..9 {
                for l2 in (l1 / 3 + 1) * 3..9 {
                    if digits[l1] == digits[l2] {
                        found.push(cells[l1] | cells[l2]);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::bits::cells_in;
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn every_set_is_unavoidable() {
        let mut rng = crate::DefaultRng::seed_from_u64(1);
        for _ in 0..20 {
            let g = crate::fill::random_grid(&mut rng);
            let mut digit = [0u8; 81];
            let mut by_digit = [0u128; 9];
            for (i, &v) in g.values().iter().enumerate() {
                digit[i] = v - 1;
                by_digit[v as usize - 1] |= 1 << i;
            }
            let sets = UnavoidableSets::of_grid(&digit, &by_digit);
            assert!(sets.sets().len() >= 10);
            for &s in sets.sets() {
                assert!((4..=MAX_SIZE as u32).contains(&s.count_ones()));
                // Each digit in the set appears there at least twice.
                let mut count = [0; 10];
                for i in cells_in(s) {
                    count[g.values()[i] as usize] += 1;
                }
                assert!(count.iter().all(|&n| n == 0 || n >= 2));
                // Emptying the set gives a puzzle with two or more solutions.
                let mut p = g;
                for i in cells_in(s) {
                    p.clear(crate::Cell::new(i).unwrap());
                }
                assert_eq!(p.count_solutions(2), 2, "{p}");
            }
            let all = (1u128 << 81) - 1;
            assert!(!sets.emptied(all & !1));
            assert!(sets.emptied(0));
            for &s in sets.sets() {
                assert!(sets.emptied(all & !s));
            }
        }
    }

    #[test]
    fn finds_a_known_rectangle_and_a_line_pair_cycle() {
        // Rows 1 and 2 of this grid: 123456789 / 456789123. Row 2 maps
        // column by column 1->4->7->1 etc.: three cycles of length 3.
        let g: crate::Grid =
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
                .parse()
                .unwrap();
        assert!(g.is_solved());
        let mut digit = [0u8; 81];
        let mut by_digit = [0u128; 9];
        for (i, &v) in g.values().iter().enumerate() {
            digit[i] = v - 1;
            by_digit[v as usize - 1] |= 1 << i;
        }
        let sets = UnavoidableSets::of_grid(&digit, &by_digit);
        // Columns 1, 4, 7 of rows 1 and 2 (digits 1, 4, 7).
        let cycle: Bits = [0, 3, 6, 9, 12, 15].iter().map(|&i| 1u128 << i).sum();
        assert!(sets.sets().contains(&cycle));
    }
}
