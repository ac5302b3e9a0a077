//! Where the givens rule each digit out, kept up to date as givens go.
//!
//! A given rules its digit out of its own cell and its 20 peers. A cell can
//! be reached by at most three givens of one digit (one in its row, column
//! and box each), so for every digit a two-bit counter per cell, stored as
//! two 81-bit planes, says how many of its givens reach the cell. Removing a
//! given is then a bit-sliced subtraction (a few word operations) instead of
//! a walk over the digit's other givens, and "which cells does the digit's
//! givens reach" is one OR.

use super::bits::{bit, Bits, PEERS};

/// For each digit index, the number of its givens reaching each cell (0 to
/// 3), bit-sliced.
#[derive(Clone, Copy)]
pub(crate) struct Cover {
    low: [Bits; 9],
    high: [Bits; 9],
}

impl Cover {
    /// The counts for the givens `by_digit` (cells of each digit index).
    pub fn new(by_digit: &[Bits; 9]) -> Cover {
        let mut cover = Cover {
            low: [0; 9],
            high: [0; 9],
        };
        for (d, &cells) in by_digit.iter().enumerate() {
            let mut cells = cells;
            while cells != 0 {
                let i = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let reach = reach(i);
                let carry = cover.low[d] & reach;
                cover.low[d] ^= reach;
                cover.high[d] ^= carry;
            }
        }
        cover
    }

    /// Takes away the given of digit index `d` in cell `i`.
    #[inline]
    pub fn remove(&mut self, d: usize, i: usize) {
        let (low, high) = minus(self.low[d], self.high[d], reach(i));
        self.low[d] = low;
        self.high[d] = high;
    }

    /// The cells the givens of digit index `d` rule it out of (their own
    /// cells included).
    #[inline(always)]
    pub fn ruled_out(&self, d: usize) -> Bits {
        self.low[d] | self.high[d]
    }

    /// [`Cover::ruled_out`] as if the given of `d` in cell `i` were gone.
    #[inline(always)]
    pub fn ruled_out_without(&self, d: usize, i: usize) -> Bits {
        let (low, high) = minus(self.low[d], self.high[d], reach(i));
        low | high
    }
}

/// Cell `i` and its peers: where a given in `i` rules its digit out.
#[inline(always)]
fn reach(i: usize) -> Bits {
    PEERS[i] | bit(i)
}

/// The bit-sliced counters (`low`, `high`) minus one in the cells `cells`
/// (all at least one).
#[inline(always)]
fn minus(low: Bits, high: Bits, cells: Bits) -> (Bits, Bits) {
    let borrow = !low & cells;
    (low ^ cells, high ^ borrow)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// The cells the givens `cells` reach, the slow way.
    fn reached(mut cells: Bits) -> Bits {
        let mut out = 0;
        while cells != 0 {
            let i = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            out |= reach(i);
        }
        out
    }

    #[test]
    fn counts_follow_removals() {
        let mut rng = crate::DefaultRng::seed_from_u64(3);
        let g = crate::fill::random_grid(&mut rng);
        let mut by_digit = [0u128; 9];
        for (i, &v) in g.values().iter().enumerate() {
            by_digit[v as usize - 1] |= bit(i);
        }
        let mut cover = Cover::new(&by_digit);
        let mut order: Vec<usize> = (0..81).collect();
        rand::seq::SliceRandom::shuffle(&mut order[..], &mut rng);
        for &i in &order {
            let d = g.values()[i] as usize - 1;
            assert_eq!(
                cover.ruled_out_without(d, i),
                reached(by_digit[d] & !bit(i))
            );
            cover.remove(d, i);
            by_digit[d] &= !bit(i);
            for (e, &cells) in by_digit.iter().enumerate() {
                assert_eq!(cover.ruled_out(e), reached(cells));
            }
        }
        assert!((0..9).all(|e| cover.ruled_out(e) == 0));
    }
}
