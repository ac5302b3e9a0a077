//! What the measured trial adds to the shared bit board
//! ([`BitBoard`](crate::logic::finders::bit_board::BitBoard)): deductions
//! counted against a [`Budget`], singles until nothing changes, pointing and
//! claiming, and singles restricted to given strong links (a "static"
//! forcing chain).

use crate::logic::finders::bit_board::{bit, BitBoard, Bits, UNITS};

/// The 54 box-line intersections: (box mask, line mask).
static CROSSINGS: [(Bits, Bits); 54] = {
    let mut t = [(0u128, 0u128); 54];
    let mut b = 0;
    let mut k = 0;
    while b < 9 {
        let (br, bc) = ((b / 3) * 3, (b % 3) * 3);
        let mut j = 0;
        while j < 3 {
            t[k] = (UNITS[18 + b], UNITS[br + j]);
            t[k + 1] = (UNITS[18 + b], UNITS[9 + bc + j]);
            k += 2;
            j += 1;
        }
        b += 1;
    }
    t
};
/// Deductions counted against a limit: propagation gives up (reporting
/// no contradiction) once the count passes `limit`, which lets a search for
/// the shortest contradiction skip long ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Budget {
    /// Deductions so far.
    pub n: usize,
    /// The most allowed.
    pub limit: usize,
}

impl Budget {
    /// No budget.
    pub const UNLIMITED: Budget = Budget {
        n: 0,
        limit: usize::MAX,
    };

    /// At most `limit` deductions.
    pub const fn within(limit: usize) -> Budget {
        Budget { n: 0, limit }
    }

    #[inline(always)]
    pub fn add(&mut self, k: usize) {
        self.n = self.n.saturating_add(k);
    }

    #[inline(always)]
    pub fn over(&self) -> bool {
        self.n > self.limit
    }
}

impl BitBoard {
    /// Naked and hidden singles until nothing changes; adds the placements
    /// made to `budget`. `false` on a contradiction: a cell without
    /// candidates or a digit without a place in some unit. Over budget, it
    /// stops and returns `true`.
    pub fn singles(&mut self, budget: &mut Budget) -> bool {
        loop {
            if self.unsolved == 0 {
                return true;
            }
            match self.naked_singles(|_, _, _| budget.add(1)) {
                Err(_) => return false,
                Ok(0) => {}
                Ok(_) if budget.over() => return true,
                Ok(_) => continue,
            }
            match self.hidden_singles(|_, _| budget.add(1)) {
                None => return false,
                Some(0) => return true,
                Some(_) if budget.over() => return true,
                Some(_) => {}
            }
        }
    }

    /// One pass of pointing and claiming; adds the candidates removed to
    /// `budget` and returns whether any was.
    pub fn locked_candidates(&mut self, budget: &mut Budget) -> bool {
        let mut changed = false;
        for d in 0..9 {
            let c = self.cand[d] & self.unsolved;
            if c == 0 {
                continue;
            }
            let mut removed = 0;
            for &(bx, line) in &CROSSINGS {
                let inter = c & bx & line;
                if inter == 0 {
                    continue;
                }
                if c & bx & !line == 0 {
                    removed |= c & line & !bx; // pointing
                } else if c & line & !bx == 0 {
                    removed |= c & bx & !line; // claiming
                }
            }
            if removed != 0 {
                self.cand[d] &= !removed;
                budget.add(removed.count_ones() as usize);
                changed = true;
            }
        }
        changed
    }

    /// The strong links of this board, for [`BitBoard::static_singles`]: its
    /// bivalue cells, and per digit the units (bit `u` of a 27-bit mask)
    /// where the digit has exactly two places.
    pub fn strong_links(&self) -> (Bits, [u32; 9]) {
        let (one, two, three) = self.counts();
        let bivalue = one & two & !three;
        let mut bilocal = [0u32; 9];
        for (d, units) in bilocal.iter_mut().enumerate() {
            let c = self.cand[d] & self.unsolved;
            for (u, &mask) in UNITS.iter().enumerate() {
                if (c & mask).count_ones() == 2 {
                    *units |= 1 << u;
                }
            }
        }
        (bivalue, bilocal)
    }

    /// Singles restricted to given strong links (a "static" forcing chain):
    /// a cell takes its last candidate only if it was one of `bivalue`, a
    /// digit takes its last place in a unit only if the unit was bilocal
    /// for it in `bilocal`. `false` on a contradiction, which is still any
    /// empty cell or digit without a place.
    pub fn static_singles(
        &mut self,
        bivalue: Bits,
        bilocal: &[u32; 9],
        budget: &mut Budget,
    ) -> bool {
        loop {
            if self.unsolved == 0 {
                return true;
            }
            let (one, two, _) = self.counts();
            if self.unsolved & !one != 0 {
                return false;
            }
            let mut progress = false;
            let mut naked = one & !two & bivalue;
            while naked != 0 {
                let i = naked.trailing_zeros() as usize;
                naked &= naked - 1;
                if self.unsolved & bit(i) == 0 {
                    continue;
                }
                let Some(d) = self.digit_of(i) else {
                    return false;
                };
                self.place(i, d);
                budget.add(1);
                progress = true;
            }
            for (d, &links) in bilocal.iter().enumerate() {
                for (u, &mask) in UNITS.iter().enumerate() {
                    let m = self.cand[d] & mask;
                    if m == 0 {
                        return false;
                    }
                    if links & (1 << u) != 0 && m & (m - 1) == 0 && m & self.unsolved != 0 {
                        self.place(m.trailing_zeros() as usize, d);
                        budget.add(1);
                        progress = true;
                    }
                }
            }
            if !progress {
                return true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::finders::bit_board::tests::with_a_wrong_digit;
    use crate::Grid;

    const EASY: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn singles_solve_an_easy_puzzle() {
        let g: Grid = EASY.parse().unwrap();
        let mut b = BitBoard::from_grid(&g).unwrap();
        let mut w = Budget::UNLIMITED;
        assert!(b.singles(&mut w));
        assert_eq!(b.unsolved, 0);
        assert_eq!(w.n, g.holes());
        // With a budget it stops early without claiming a contradiction.
        let mut c = BitBoard::from_grid(&g).unwrap();
        let mut w = Budget::within(5);
        assert!(c.singles(&mut w));
        assert!(w.over() && c.unsolved != 0);
        assert_eq!(b, BitBoard::from_grid(&g.solve().unwrap()).unwrap());
    }

    #[test]
    fn wrong_placement_contradicts() {
        let mut b = with_a_wrong_digit(&EASY.parse().unwrap());
        let mut w = Budget::UNLIMITED;
        assert!(!b.singles(&mut w));
    }

    #[test]
    fn locked_candidates_remove_pointing() {
        // Digit 1 in box 1 confined to row 1 (r2 and r3 of box 1 are full).
        let g: Grid = ".".repeat(81).parse().unwrap();
        let mut b = BitBoard::from_grid(&g).unwrap();
        // Remove 1 from rows 2-3 of box 1 by hand.
        for i in [9, 10, 11, 18, 19, 20] {
            b.cand[0] &= !bit(i);
        }
        let mut w = Budget::UNLIMITED;
        assert!(b.locked_candidates(&mut w));
        assert_eq!(w.n, 6, "1 leaves r1c4..r1c9");
        assert_eq!(b.cand[0] & UNITS[0], 0b111);
    }
}
