//! SE's static forcing-chain search, measured layer by layer on bit
//! boards: how many potentials the shortest chain from a start to its own
//! opposite has, without building the chain. SE's search is a breadth-first
//! one whose layers are exactly these, so the count is the complexity of
//! the hint SE would build; the finder builds the chain only for a hint
//! that can still be the one SE applies.

use super::board::{peers, Board, CELL_REGIONS};

/// Candidates as one bit board per digit.
type Bits = [u128; 9];

/// The board's links, read once per search.
pub(super) struct Links {
    /// `strong[d][cell]`: the cells holding the other place of digit `d`
    /// in a region of `cell` where `d` has two places.
    strong: Vec<[u128; 81]>,
    /// `peers_of[d][cell]`: the other places of `d` in `cell`'s regions.
    peers_of: Vec<[u128; 81]>,
    cand: [u16; 81],
}

impl Links {
    pub fn new(board: &Board) -> Links {
        let mut strong = vec![[0u128; 81]; 9];
        let mut peers_of = vec![[0u128; 81]; 9];
        for d in 0..9 {
            let mut cells = board.cells[d];
            while cells != 0 {
                let c = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                peers_of[d][c] = peers(c) & board.cells[d];
                for &r in &CELL_REGIONS[c] {
                    let places = board.places(usize::from(r), d);
                    if places.count_ones() == 2 {
                        strong[d][c] |= places & !(1u128 << c);
                    }
                }
            }
        }
        Links {
            strong,
            peers_of,
            cand: board.cand,
        }
    }

    fn on_to_off(&self, on: &Bits, y: bool, out: &mut Bits) {
        *out = [0; 9];
        for d in 0..9 {
            let mut cells = on[d];
            while cells != 0 {
                let c = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                out[d] |= self.peers_of[d][c];
                if y {
                    let mut others = self.cand[c] & !(1 << d);
                    while others != 0 {
                        let e = others.trailing_zeros() as usize;
                        others &= others - 1;
                        out[e] |= 1u128 << c;
                    }
                }
            }
        }
    }

    fn off_to_on(&self, off: &Bits, y: bool, out: &mut Bits) {
        *out = [0; 9];
        for d in 0..9 {
            let mut cells = off[d];
            while cells != 0 {
                let c = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                out[d] |= self.strong[d][c];
                if y && self.cand[c].count_ones() == 2 {
                    let e = (self.cand[c] & !(1 << d)).trailing_zeros() as usize;
                    out[e] |= 1u128 << c;
                }
            }
        }
    }

    /// The number of potentials on SE's shortest forcing chain from
    /// `start` (on or off) to its opposite, with cell links if `y`; `None`
    /// if there is none, or none of at most `limit` potentials.
    pub fn forcing_complexity(
        &self,
        start: usize,
        start_on: bool,
        y: bool,
        limit: usize,
    ) -> Option<usize> {
        let (cell, d) = (start / 9, start % 9);
        let bit = 1u128 << cell;
        let (mut on_all, mut off_all) = ([0u128; 9], [0u128; 9]);
        let (mut on_front, mut off_front) = ([0u128; 9], [0u128; 9]);
        let mut next = [0u128; 9];
        if start_on {
            on_all[d] = bit;
            on_front[d] = bit;
        } else {
            off_all[d] = bit;
            off_front[d] = bit;
        }
        // Potentials on a chain to the frontier's nodes.
        let mut count = 1;
        loop {
            if count + 1 > limit {
                return None;
            }
            let mut any = false;
            if on_front.iter().any(|&b| b != 0) {
                self.on_to_off(&on_front, y, &mut next);
                if start_on && next[d] & bit != 0 {
                    return Some(count + 1);
                }
                for e in 0..9 {
                    next[e] &= !off_all[e];
                    off_all[e] |= next[e];
                }
                off_front = next;
                on_front = [0; 9];
                count += 1;
                any = true;
                if count + 1 > limit {
                    return None;
                }
            }
            if off_front.iter().any(|&b| b != 0) {
                self.off_to_on(&off_front, y, &mut next);
                if !start_on && next[d] & bit != 0 {
                    return Some(count + 1);
                }
                for e in 0..9 {
                    next[e] &= !on_all[e];
                    on_all[e] |= next[e];
                }
                on_front = next;
                off_front = [0; 9];
                count += 1;
                any = true;
            }
            if !any {
                return None;
            }
        }
    }
}
