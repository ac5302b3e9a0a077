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

    fn off_to_on(&self, off: &Bits, y: bool, x: bool, out: &mut Bits) {
        *out = [0; 9];
        for d in 0..9 {
            let mut cells = off[d];
            while cells != 0 {
                let c = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                if x {
                    out[d] |= self.strong[d][c];
                }
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
                self.off_to_on(&off_front, y, true, &mut next);
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

impl Links {
    /// What the breadth-first layers from `start` on say (cell links if
    /// `y`, region links for "off to on" if `x`): bounds on the number of
    /// potentials of SE's cycles from `start` back to itself, the shortest
    /// and the longest of at most `cycle_limit` that may exist (`None` if
    /// none may); and the number of potentials of SE's forcing chain from
    /// `start` on to `start` off, as [`forcing_complexity`]
    /// (Self::forcing_complexity) with `forcing_limit` says it.
    ///
    /// SE's search closes a cycle of `L >= 4` potentials with an "off"
    /// potential `q` whose removal forces `start` (the "entries"), reached
    /// at depth `L - 1` from an "on" potential other than the start. On a
    /// static board its layers are these breadth-first layers (it keeps
    /// each potential once, but for second copies of entries, which lead
    /// to nothing new but the start); so every cycle it closes has the
    /// length of a layer, from 3 on, whose new "off" potentials (before
    /// deduplication) meet the entries, plus one.
    pub fn layers_from_on(
        &self,
        start: usize,
        y: bool,
        x: bool,
        cycle_limit: usize,
        forcing_limit: usize,
    ) -> (Option<(usize, usize)>, Option<usize>) {
        let (cell, d) = (start / 9, start % 9);
        let bit = 1u128 << cell;
        let mut entries = [0u128; 9];
        if y && self.cand[cell].count_ones() == 2 {
            let e = (self.cand[cell] & !(1 << d)).trailing_zeros() as usize;
            entries[e] |= bit;
        }
        if x {
            entries[d] |= self.strong[d][cell];
        }
        let mut cycle_limit = cycle_limit;
        if entries.iter().all(|&b| b == 0) {
            cycle_limit = 0;
        }
        let (mut on_all, mut off_all) = ([0u128; 9], [0u128; 9]);
        let mut on_front = [0u128; 9];
        let (mut off_front, mut next) = ([0u128; 9], [0u128; 9]);
        on_all[d] = bit;
        on_front[d] = bit;
        // The layer of the potentials in the frontier.
        let mut layer = 0;
        let mut cycles: Option<(usize, usize)> = None;
        let mut forcing = None;
        loop {
            // On to off makes layer + 1; a chain or cycle ends there (the
            // forcing chain) or one layer later (the cycle).
            let more_cycles = layer + 2 <= cycle_limit;
            let more_forcing = forcing.is_none() && layer + 2 <= forcing_limit;
            if !(more_cycles || more_forcing) || on_front.iter().all(|&b| b == 0) {
                return (cycles, forcing);
            }
            self.on_to_off(&on_front, y, &mut next);
            layer += 1;
            if more_forcing && next[d] & bit != 0 {
                forcing = Some(layer + 1);
            }
            if more_cycles && layer >= 3 && (0..9).any(|e| next[e] & entries[e] != 0) {
                let shortest = cycles.map_or(layer + 1, |f| f.0);
                cycles = Some((shortest, layer + 1));
            }
            for e in 0..9 {
                next[e] &= !off_all[e];
                off_all[e] |= next[e];
            }
            std::mem::swap(&mut off_front, &mut next);
            if off_front.iter().all(|&b| b == 0) {
                return (cycles, forcing);
            }
            self.off_to_on(&off_front, y, x, &mut next);
            layer += 1;
            for e in 0..9 {
                next[e] &= !on_all[e];
                on_all[e] |= next[e];
            }
            std::mem::swap(&mut on_front, &mut next);
        }
    }
}
