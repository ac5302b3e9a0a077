//! SE's static forcing-chain search, measured layer by layer on bit
//! boards: how many potentials the shortest chain from a start to its own
//! opposite has, without building the chain. SE's search is a breadth-first
//! one whose layers are exactly these, so the count is the complexity of
//! the hint SE would build; the finder builds the chain only for a hint
//! that can still be the one SE applies.

use super::board::{peers, two_bits, Board, CELL_REGIONS};

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
    /// `cells[d]`: the places of digit `d`.
    cells: Bits,
    /// The cells with two candidates.
    bivalue: u128,
}

/// For each digit `e`, the cells where `set` holds a digit other than `e`
/// (the union of the other digits' boards).
#[inline]
fn others(set: &Bits) -> Bits {
    let mut out = [0u128; 9];
    let mut below = 0u128;
    for e in 0..9 {
        out[e] = below;
        below |= set[e];
    }
    let mut above = 0u128;
    for e in (0..9).rev() {
        out[e] |= above;
        above |= set[e];
    }
    out
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
        let bivalue = (0..81)
            .filter(|&c| board.cand[c].count_ones() == 2)
            .fold(0u128, |m, c| m | 1u128 << c);
        Links {
            strong,
            peers_of,
            cand: board.cand,
            cells: board.cells,
            bivalue,
        }
    }

    /// The digits a search with these links may reach from digit `d`:
    /// all with cell links, `d` alone without.
    #[inline]
    fn digits(y: bool, d: usize) -> u16 {
        if y {
            0x1ff
        } else {
            1 << d
        }
    }

    /// "Off" potentials forced by the "on" ones: the digit's other places
    /// in the cell's regions, and with `y` the cell's other candidates.
    /// `on` holds nothing outside `digits`.
    fn on_to_off(&self, on: &Bits, y: bool, digits: u16, out: &mut Bits) {
        *out = [0; 9];
        let mut ds = digits;
        while ds != 0 {
            let d = ds.trailing_zeros() as usize;
            ds &= ds - 1;
            let mut cells = on[d];
            while cells != 0 {
                let c = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                out[d] |= self.peers_of[d][c];
            }
        }
        if y {
            // A cell with an "on" digit has its other candidates off.
            let other = others(on);
            for e in 0..9 {
                out[e] |= other[e] & self.cells[e];
            }
        }
    }

    /// "On" potentials forced by the "off" ones: with `x` the other place
    /// of a digit with two places in a region, with `y` the other
    /// candidate of a cell with two. `off` holds nothing outside `digits`.
    fn off_to_on(&self, off: &Bits, y: bool, x: bool, digits: u16, out: &mut Bits) {
        *out = [0; 9];
        if x {
            let mut ds = digits;
            while ds != 0 {
                let d = ds.trailing_zeros() as usize;
                ds &= ds - 1;
                let mut cells = off[d];
                while cells != 0 {
                    let c = cells.trailing_zeros() as usize;
                    cells &= cells - 1;
                    out[d] |= self.strong[d][c];
                }
            }
        }
        if y {
            // In a cell with two candidates, one off makes the other on.
            let other = others(off);
            for e in 0..9 {
                out[e] |= other[e] & self.cells[e] & self.bivalue;
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
        if !y {
            return self.forcing_one_digit(start, start_on, limit);
        }
        let (cell, d) = (start / 9, start % 9);
        let bit = 1u128 << cell;
        let digits = Self::digits(y, d);
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
                self.on_to_off(&on_front, y, digits, &mut next);
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
                self.off_to_on(&off_front, y, true, digits, &mut next);
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
        if !y {
            return self.layers_one_digit(start, x, cycle_limit, forcing_limit);
        }
        let (cell, d) = (start / 9, start % 9);
        let bit = 1u128 << cell;
        let digits = Self::digits(y, d);
        let mut entries = [0u128; 9];
        if y && two_bits(u128::from(self.cand[cell])) {
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
            self.on_to_off(&on_front, y, digits, &mut next);
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
            self.off_to_on(&off_front, y, x, digits, &mut next);
            layer += 1;
            for e in 0..9 {
                next[e] &= !on_all[e];
                on_all[e] |= next[e];
            }
            std::mem::swap(&mut on_front, &mut next);
        }
    }
}

/// Without cell links every potential reached has the start's digit: the
/// same layers on that digit's board alone.
impl Links {
    #[inline]
    fn on_to_off_digit(&self, d: usize, on: u128) -> u128 {
        let (mut out, mut cells) = (0u128, on);
        while cells != 0 {
            let c = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            out |= self.peers_of[d][c];
        }
        out
    }

    #[inline]
    fn off_to_on_digit(&self, d: usize, off: u128) -> u128 {
        let (mut out, mut cells) = (0u128, off);
        while cells != 0 {
            let c = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            out |= self.strong[d][c];
        }
        out
    }

    /// [`forcing_complexity`](Self::forcing_complexity) without cell links.
    fn forcing_one_digit(&self, start: usize, start_on: bool, limit: usize) -> Option<usize> {
        let (cell, d) = (start / 9, start % 9);
        let bit = 1u128 << cell;
        let (mut on_all, mut off_all) = (0u128, 0u128);
        let (mut on_front, mut off_front) = (0u128, 0u128);
        if start_on {
            (on_all, on_front) = (bit, bit);
        } else {
            (off_all, off_front) = (bit, bit);
        }
        let mut count = 1;
        loop {
            if count + 1 > limit {
                return None;
            }
            let mut any = false;
            if on_front != 0 {
                let next = self.on_to_off_digit(d, on_front);
                if start_on && next & bit != 0 {
                    return Some(count + 1);
                }
                off_front = next & !off_all;
                off_all |= off_front;
                on_front = 0;
                count += 1;
                any = true;
                if count + 1 > limit {
                    return None;
                }
            }
            if off_front != 0 {
                let next = self.off_to_on_digit(d, off_front);
                if !start_on && next & bit != 0 {
                    return Some(count + 1);
                }
                on_front = next & !on_all;
                on_all |= on_front;
                off_front = 0;
                count += 1;
                any = true;
            }
            if !any {
                return None;
            }
        }
    }

    /// [`layers_from_on`](Self::layers_from_on) without cell links.
    fn layers_one_digit(
        &self,
        start: usize,
        x: bool,
        cycle_limit: usize,
        forcing_limit: usize,
    ) -> (Option<(usize, usize)>, Option<usize>) {
        let (cell, d) = (start / 9, start % 9);
        let bit = 1u128 << cell;
        let entries = if x { self.strong[d][cell] } else { 0 };
        let cycle_limit = if entries == 0 { 0 } else { cycle_limit };
        let (mut on_all, mut off_all) = (bit, 0u128);
        let mut on_front = bit;
        let mut layer = 0;
        let mut cycles: Option<(usize, usize)> = None;
        let mut forcing = None;
        loop {
            let more_cycles = layer + 2 <= cycle_limit;
            let more_forcing = forcing.is_none() && layer + 2 <= forcing_limit;
            if !(more_cycles || more_forcing) || on_front == 0 {
                return (cycles, forcing);
            }
            let next = self.on_to_off_digit(d, on_front);
            layer += 1;
            if more_forcing && next & bit != 0 {
                forcing = Some(layer + 1);
            }
            if more_cycles && layer >= 3 && next & entries != 0 {
                let shortest = cycles.map_or(layer + 1, |f| f.0);
                cycles = Some((shortest, layer + 1));
            }
            let off_front = next & !off_all;
            off_all |= off_front;
            if off_front == 0 || !x {
                return (cycles, forcing);
            }
            on_front = self.off_to_on_digit(d, off_front) & !on_all;
            layer += 1;
            on_all |= on_front;
        }
    }
}
