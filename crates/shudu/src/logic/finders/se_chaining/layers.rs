//! SE's static forcing-chain search, measured layer by layer on bit
//! boards: how many potentials the shortest chain from a start to its own
//! opposite has, without building the chain. SE's search is a breadth-first
//! one whose layers are exactly these, so the count is the complexity of
//! the hint SE would build; the finder builds the chain only for a hint
//! that can still be the one SE applies.

use std::cell::Cell;

pub(super) use super::bits::Bits;
use super::bits::{cell_links, take_new, take_new_kept};
use super::board::{peers, two_bits, Board, REGION_MASK};
use super::node_layers::{each_cell, Graph, Nodes};

/// No potential: the opposite side of [`take_new`] where none is asked.
const NONE: Bits = [0; 9];

/// The regions within cells 0-63 (boxes 0-5, rows 0-6), as one word.
static LOW_REGIONS: [u64; 13] = {
    let mut out = [0u64; 13];
    let mut i = 0;
    while i < 13 {
        let r = if i < 6 { i } else { 9 + i - 6 };
        out[i] = REGION_MASK[r] as u64;
        i += 1;
    }
    out
};

/// The other regions (boxes 6-8, rows 7-8, the columns).
static WIDE_REGIONS: [u128; 14] = {
    let mut out = [0u128; 14];
    let mut i = 0;
    while i < 14 {
        let r = if i < 3 { 6 + i } else { 16 + i - 3 };
        out[i] = REGION_MASK[r];
        i += 1;
    }
    out
};

/// The board's links, read once per search.
pub(super) struct Links {
    /// `strong[d][cell]`: the cells holding the other place of digit `d`
    /// in a region of `cell` where `d` has two places.
    strong: Vec<[u128; 81]>,
    /// `linked[d]`: the places of digit `d` with a strong link (those
    /// whose `strong` entry is not empty).
    linked: Bits,
    cand: [u16; 81],
    /// `cells[d]`: the places of digit `d`.
    cells: Bits,
    /// `pairs[d]`: the places of digit `d` in cells with two candidates.
    pairs: Bits,
    /// `free[y][on][d]`: potentials (on or off) of digit `d` in closures
    /// without a contradiction, with cell links if `y` (see
    /// [`Links::closed_free`]).
    free: [[[Cell<u128>; 9]; 2]; 2],
}

impl Links {
    /// The links of `board`, whose places in cells with two candidates
    /// are `pairs` (see [`Board::starts_and_pairs`]).
    pub fn new(board: &Board, pairs: Bits) -> Links {
        // One digit's table at a time, zeroed in place: `vec![..; 9]` asks
        // the allocator for zeroed memory (`calloc`), which cost more than
        // the rest of this function.
        let mut strong = Vec::with_capacity(9);
        let mut linked = [0u128; 9];
        for (d, linked) in linked.iter_mut().enumerate() {
            strong.push([0u128; 81]);
            let table = &mut strong[d];
            // Each region where the digit has two places links them: those
            // within cells 0-63 on one word, the others on two.
            let low = board.cells[d] as u64;
            for &mask in &LOW_REGIONS {
                let places = low & mask;
                let rest = places & places.wrapping_sub(1);
                if rest != 0 && rest & (rest - 1) == 0 {
                    let a = places.trailing_zeros() as usize;
                    let b = 63 - places.leading_zeros() as usize;
                    table[a] |= u128::from(1u64 << b);
                    table[b] |= u128::from(1u64 << a);
                    *linked |= u128::from(places);
                }
            }
            for &mask in &WIDE_REGIONS {
                let places = board.cells[d] & mask;
                if two_bits(places) {
                    let a = places.trailing_zeros() as usize;
                    let b = 127 - places.leading_zeros() as usize;
                    table[a] |= 1u128 << b;
                    table[b] |= 1u128 << a;
                    *linked |= places;
                }
            }
        }
        Links {
            strong,
            linked,
            cand: board.cand,
            cells: board.cells,
            pairs,
            free: Default::default(),
        }
    }

    /// `pairs[d]`: the places of digit `d` in cells with two candidates.
    #[inline]
    pub(super) fn pairs(&self, d: usize) -> u128 {
        self.pairs[d]
    }

    /// `linked[d]`: the places of digit `d` with a strong link.
    #[inline]
    pub(super) fn linked(&self, d: usize) -> u128 {
        self.linked[d]
    }

    /// The other places of digit `d` in the regions of `cell` where it
    /// has two.
    #[inline]
    pub(super) fn strong(&self, d: usize, cell: usize) -> u128 {
        self.strong[d][cell]
    }

    /// Whether `start` (on or off) lies in a closure, with cell links if
    /// `y`, that the forcing measure ran to its end without meeting a
    /// potential and its opposite. Everything `start` reaches then lies in
    /// that closure too (it is closed under the links), so the search from
    /// `start` meets no potential and its opposite either: no forcing chain
    /// from it, whatever the limit. The closures are those of this board,
    /// gathered by [`forcing_meeting`](Self::forcing_meeting) as it runs.
    #[inline]
    pub(super) fn closed_free(&self, start: usize, start_on: bool, y: bool) -> bool {
        let (cell, d) = (start / 9, start % 9);
        self.free[usize::from(y)][usize::from(start_on)][d].get() >> cell & 1 == 1
    }

    /// Notes a closure without a contradiction (see
    /// [`closed_free`](Self::closed_free)): `on` and `off` for each digit.
    pub(super) fn note_free(&self, y: bool, on: &Bits, off: &Bits) {
        let free = &self.free[usize::from(y)];
        for e in 0..9 {
            free[1][e].set(free[1][e].get() | on[e]);
            free[0][e].set(free[0][e].get() | off[e]);
        }
    }

    /// [`note_free`](Self::note_free) without cell links, of a closure
    /// within digit `d`'s board: `on` and `off` there.
    fn note_free_digit(&self, d: usize, on: u128, off: u128) {
        let free = &self.free[0];
        free[1][d].set(free[1][d].get() | on);
        free[0][d].set(free[0][d].get() | off);
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
        if y {
            // A cell with an "on" digit has its other candidates off.
            cell_links(on, &self.cells, out);
        } else {
            *out = [0; 9];
        }
        let mut ds = digits;
        while ds != 0 {
            let d = ds.trailing_zeros() as usize;
            ds &= ds - 1;
            if on[d] != 0 {
                out[d] |= self.seen(d, on[d]);
            }
        }
    }

    /// "On" potentials forced by the "off" ones: with `x` the other place
    /// of a digit with two places in a region, with `y` the other
    /// candidate of a cell with two. `off` holds nothing outside `digits`.
    fn off_to_on(&self, off: &Bits, y: bool, x: bool, digits: u16, out: &mut Bits) {
        if y {
            // In a cell with two candidates, one off makes the other on.
            cell_links(off, &self.pairs, out);
        } else {
            *out = [0; 9];
        }
        if x {
            let mut ds = digits;
            while ds != 0 {
                let d = ds.trailing_zeros() as usize;
                ds &= ds - 1;
                // Only places with a strong link add anything.
                let (table, mut acc) = (&self.strong[d], out[d]);
                each_cell(off[d] & self.linked[d], |c| acc |= table[c]);
                out[d] = acc;
            }
        }
    }

    /// The number of potentials on SE's shortest forcing chain from
    /// `start` (on or off) to its opposite, with cell links if `y`; `None`
    /// if there is none, or none of at most `limit` potentials. Layer by
    /// layer to the end; the search measures with
    /// [`forcing_meeting`](Self::forcing_meeting), which the tests hold to
    /// this.
    #[cfg(test)]
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
    /// `start` on to `start` off, as [`forcing_meeting`]
    /// (Self::forcing_meeting) with `forcing_limit` says it.
    ///
    /// SE's search closes a cycle of `L >= 4` potentials with an "off"
    /// potential `q` whose removal forces `start` (the "entries"), reached
    /// at depth `L - 1` from an "on" potential other than the start. On a
    /// static board its layers are these breadth-first layers (it keeps
    /// each potential once, but for second copies of entries, which lead
    /// to nothing new but the start); so every cycle it closes has the
    /// length of a layer, from 3 on, whose new "off" potentials (before
    /// deduplication) meet the entries, plus one.
    #[cfg(test)]
    pub fn layers_from_on(
        &self,
        start: usize,
        y: bool,
        x: bool,
        cycle_limit: usize,
        forcing_limit: usize,
    ) -> (Option<(usize, usize)>, Option<usize>) {
        self.layers_recorded(start, y, x, cycle_limit, forcing_limit, &mut Vec::new())
    }

    /// [`layers_from_on`](Self::layers_from_on), which also writes the
    /// layers to `fwd` (each layer's potentials first reached there, the
    /// start's layer first) while a cycle may still close: every layer up
    /// to the last off layer that can close one. Where none can (no entry
    /// back to the start, or a bound below 4 potentials) it writes none and
    /// measures the forcing chain from both ends
    /// ([`forcing_meeting`](Self::forcing_meeting)).
    pub fn layers_recorded(
        &self,
        start: usize,
        y: bool,
        x: bool,
        cycle_limit: usize,
        forcing_limit: usize,
        fwd: &mut Vec<Bits>,
    ) -> (Option<(usize, usize)>, Option<usize>) {
        fwd.clear();
        // The forcing chain from the start on is measured as `x` asks.
        let forcing_limit = if x && self.closed_free(start, true, y) {
            0
        } else {
            forcing_limit
        };
        if !y {
            return self.layers_one_digit(start, x, cycle_limit, forcing_limit, fwd);
        }
        let (cell, d) = (start / 9, start % 9);
        let bit = 1u128 << cell;
        let digits = Self::digits(y, d);
        // The entries: the other candidate of a bivalue start cell (digit
        // `partner`, in the start's cell), and with `x` the places of `d`
        // with a strong link to the start.
        let partner = two_bits(u128::from(self.cand[cell]))
            .then(|| (self.cand[cell] & !(1 << d)).trailing_zeros() as usize);
        let entries_d = if x { self.strong[d][cell] } else { 0 };
        let mut cycle_limit = cycle_limit;
        if partner.is_none() && entries_d == 0 {
            cycle_limit = 0;
        }
        if cycle_limit < 4 {
            // No cycle to bound: the forcing chain alone, from both ends.
            let forcing = self.forcing_meeting(start, true, y, forcing_limit, fwd);
            fwd.clear();
            return (None, forcing);
        }
        let (mut on_all, mut off_all) = ([0u128; 9], [0u128; 9]);
        let mut on_front = [0u128; 9];
        let (mut off_front, mut next) = ([0u128; 9], [0u128; 9]);
        on_all[d] = bit;
        on_front[d] = bit;
        let record = cycle_limit > 0;
        if record {
            fwd.push(on_front);
        }
        // The layer of the potentials in the frontier.
        let mut layer = 0;
        let mut cycles: Option<(usize, usize)> = None;
        let mut forcing = None;
        // Whether the "on" frontier holds anything.
        let mut on_any = true;
        loop {
            // On to off makes layer + 1; a chain or cycle ends there (the
            // forcing chain) or one layer later (the cycle).
            let more_cycles = layer + 2 <= cycle_limit;
            let more_forcing = forcing.is_none() && layer + 2 <= forcing_limit;
            if !(more_cycles || more_forcing) || !on_any {
                return (cycles, forcing);
            }
            self.on_to_off(&on_front, y, digits, &mut next);
            layer += 1;
            if more_forcing && next[d] & bit != 0 {
                forcing = Some(layer + 1);
            }
            if more_cycles
                && layer >= 3
                && (next[d] & entries_d != 0 || partner.is_some_and(|e| next[e] & bit != 0))
            {
                let shortest = cycles.map_or(layer + 1, |f| f.0);
                cycles = Some((shortest, layer + 1));
            }
            let (any, _) = take_new(&mut next, &mut off_all, &NONE);
            std::mem::swap(&mut off_front, &mut next);
            if record {
                fwd.push(off_front);
            }
            if !any {
                return (cycles, forcing);
            }
            self.off_to_on(&off_front, y, x, digits, &mut next);
            layer += 1;
            (on_any, _) = take_new(&mut next, &mut on_all, &NONE);
            std::mem::swap(&mut on_front, &mut next);
            if record {
                fwd.push(on_front);
            }
        }
    }
}

impl Links {
    /// [`layers_recorded`](Self::layers_recorded) with both kinds of
    /// links, on `graph` (`Graph::both_links` of this board): where a
    /// cycle may close, its layers restricted to the graph's nodes written
    /// to `nodes`; else the forcing chain from the start on measured from
    /// both ends (`nodes` its scratch space).
    pub fn layers_on_graph(
        &self,
        graph: &Graph,
        start: usize,
        cycle_limit: usize,
        forcing_limit: usize,
        nodes: &mut Vec<Nodes>,
    ) -> (Option<(usize, usize)>, Option<usize>) {
        nodes.clear();
        let forcing_limit = if graph.closed_free(start, true) {
            0
        } else {
            forcing_limit
        };
        let (cell, d) = (start / 9, start % 9);
        let partner = two_bits(u128::from(self.cand[cell]))
            .then(|| (self.cand[cell] & !(1 << d)).trailing_zeros() as usize);
        let entries_d = self.strong[d][cell];
        if (partner.is_none() && entries_d == 0) || cycle_limit < 4 {
            // No cycle to bound: the forcing chain alone, from both ends.
            let forcing = graph.forcing_meeting(start, true, forcing_limit, nodes);
            nodes.clear();
            return (None, forcing);
        }
        // The start is a node (it has a partner or a strong link): its
        // entries are its row of the graph's "off to on" links.
        graph.node_layers(start, cycle_limit, forcing_limit, nodes)
    }
}

impl Links {
    /// The potentials within each distance of `start` (on or off):
    /// `within[j]` holds, "on" and "off", those at most `j` links away,
    /// for `j` up to `most`.
    pub(super) fn within(
        &self,
        start: usize,
        start_on: bool,
        y: bool,
        most: usize,
        within: &mut Vec<(Bits, Bits)>,
    ) {
        within.clear();
        let digits = Self::digits(y, start % 9);
        let mut front = NONE;
        front[start % 9] = 1u128 << (start / 9);
        let (mut on_all, mut off_all) = if start_on {
            (front, NONE)
        } else {
            (NONE, front)
        };
        within.push((on_all, off_all));
        let mut at_on = start_on;
        let mut next = NONE;
        for _ in 0..most {
            let all = if at_on {
                self.on_to_off(&front, y, digits, &mut next);
                &mut off_all
            } else {
                self.off_to_on(&front, y, true, digits, &mut next);
                &mut on_all
            };
            take_new(&mut next, all, &NONE);
            within.push((on_all, off_all));
            front = next;
            at_on = !at_on;
        }
    }
}

/// Without cell links every potential reached has the start's digit: the
/// same layers on that digit's board alone.
impl Links {
    /// An "on" potential of digit `d` turns off the places of `d` it sees.
    #[inline]
    fn on_to_off_digit(&self, d: usize, on: u128) -> u128 {
        self.seen(d, on)
    }

    #[inline]
    fn off_to_on_digit(&self, d: usize, off: u128) -> u128 {
        let (table, mut out) = (&self.strong[d], 0u128);
        each_cell(off & self.linked[d], |c| out |= table[c]);
        out
    }

    /// `forcing_complexity` without cell links.
    #[cfg(test)]
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
        fwd: &mut Vec<Bits>,
    ) -> (Option<(usize, usize)>, Option<usize>) {
        let (cell, d) = (start / 9, start % 9);
        let bit = 1u128 << cell;
        let entries = if x { self.strong[d][cell] } else { 0 };
        let cycle_limit = if entries == 0 { 0 } else { cycle_limit };
        if cycle_limit < 4 {
            // No cycle to bound: the forcing chain alone, from both ends.
            let forcing = if x {
                self.meeting_one_digit(start, true, forcing_limit, fwd)
            } else {
                None
            };
            fwd.clear();
            return (None, forcing);
        }
        let record = cycle_limit > 0;
        let layer_of = |b: u128| {
            let mut out = [0u128; 9];
            out[d] = b;
            out
        };
        if record {
            fwd.push(layer_of(bit));
        }
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
            if record {
                fwd.push(layer_of(off_front));
            }
            if off_front == 0 || !x {
                return (cycles, forcing);
            }
            on_front = self.off_to_on_digit(d, off_front) & !on_all;
            layer += 1;
            on_all |= on_front;
            if record {
                fwd.push(layer_of(on_front));
            }
        }
    }
}

/// Whether a cycle could remove anything: a bound on the removals of SE's
/// cycles through a start, from the layers out of it and a search back.
impl Links {
    /// Whether a cycle of SE's from `start` on back to itself, of at most
    /// `longest` potentials (cell links if `y`, region links for "off to
    /// on" if `x`), may remove a candidate; `false` only if none can.
    /// `fwd` holds the layers from the start on, as
    /// [`layers_recorded`](Self::layers_recorded) writes them (this
    /// gathers them: each layer ends holding the layers before it of its
    /// polarity).
    ///
    /// A potential `p` at position `i` of such a cycle of `L` potentials
    /// (the start at 0) is in a layer `f(p) <= i` from the start on; its
    /// `L - i` links on to the start, read backwards with every potential
    /// negated, are links from the start off to `!p` (each link of these
    /// rules is its own contrapositive), and so are those of every later
    /// potential of the cycle. So a search from the start off that keeps
    /// at its layer `k` only the potentials `q` with `f(!q) <= L - k`
    /// still reaches the opposite of every potential of the cycle. A cycle
    /// removes the candidates, outside its cells, that see an "on" and an
    /// "off" potential of their digit on it: if no candidate outside the
    /// start's cell sees both among the opposites of what that search
    /// keeps, no cycle removes anything.
    pub fn cycle_may_remove(
        &self,
        start: usize,
        y: bool,
        x: bool,
        longest: usize,
        fwd: &mut [Bits],
    ) -> bool {
        if !y {
            return self.cycle_may_remove_one_digit(start, longest, fwd);
        }
        let (cell, d) = (start / 9, start % 9);
        let digits = Self::digits(y, d);
        // The search back reads layers below `longest` only; fwd[i]
        // becomes every potential of layers i, i - 2, ... (the polarity of
        // layer i: on at even layers).
        let n = fwd.len().min(longest);
        for i in 2..n {
            let below = fwd[i - 2];
            for (b, p) in fwd[i].iter_mut().zip(below) {
                *b |= p;
            }
        }
        if n == 0 {
            return true;
        }
        // What layer `k` of the search back may keep: the potentials whose
        // opposites are within `longest - k` layers of the start on (the
        // opposite of an off potential, at an even layer k, is on, at an
        // even layer of `fwd`).
        let kept = |k: usize| -> Option<&Bits> { Some(&fwd[kept_layer(longest, n, k)?]) };
        // The search back from the start off; `on` and `off` gather the
        // opposites of what it keeps (the start's on potential first).
        let mut front = [0u128; 9];
        front[d] = 1u128 << cell;
        let (mut on_all, mut off_all) = ([0u128; 9], front);
        let (mut on, mut off) = (front, [0u128; 9]);
        let mut next = [0u128; 9];
        for k in 1.. {
            let Some(pass) = kept(k) else {
                break;
            };
            let any = if k % 2 == 1 {
                self.off_to_on(&front, y, x, digits, &mut next);
                take_new_kept(&mut next, pass, &mut on_all, &mut off)
            } else {
                self.on_to_off(&front, y, digits, &mut next);
                take_new_kept(&mut next, pass, &mut off_all, &mut on)
            };
            if !any {
                break;
            }
            std::mem::swap(&mut front, &mut next);
        }
        let start_cell = 1u128 << cell;
        for e in 0..9 {
            if on[e] == 0 || off[e] == 0 {
                continue;
            }
            let seen_on = self.seen(e, on[e]);
            if seen_on & self.seen(e, off[e]) & !start_cell != 0 {
                return true;
            }
        }
        false
    }

    /// [`cycle_may_remove`](Self::cycle_may_remove) without cell links:
    /// every potential reached has the start's digit, so the same search
    /// on that digit's board alone.
    fn cycle_may_remove_one_digit(&self, start: usize, longest: usize, fwd: &mut [Bits]) -> bool {
        let (cell, d) = (start / 9, start % 9);
        let n = fwd.len().min(longest);
        for i in 2..n {
            let below = fwd[i - 2][d];
            fwd[i][d] |= below;
        }
        if n == 0 {
            return true;
        }
        let kept = |k: usize| -> Option<u128> { Some(fwd[kept_layer(longest, n, k)?][d]) };
        let bit = 1u128 << cell;
        let mut front = bit;
        let (mut on_all, mut off_all) = (0u128, bit);
        let (mut on, mut off) = (bit, 0u128);
        for k in 1.. {
            let Some(pass) = kept(k) else {
                break;
            };
            let next = if k % 2 == 1 {
                let next = self.off_to_on_digit(d, front) & pass & !on_all;
                on_all |= next;
                off |= next;
                next
            } else {
                let next = self.on_to_off_digit(d, front) & pass & !off_all;
                off_all |= next;
                on |= next;
                next
            };
            if next == 0 {
                break;
            }
            front = next;
        }
        on != 0 && off != 0 && self.seen(d, on) & self.seen(d, off) & !bit != 0
    }

    /// The places of digit `e` that see one of `cells` (its places).
    #[inline]
    pub(super) fn seen(&self, e: usize, cells: u128) -> u128 {
        let mut out = 0u128;
        each_cell(cells, |c| out |= peers(c));
        out & self.cells[e]
    }
}

/// SE's forcing chains measured from both ends at once.
///
/// The links of these rules are their own contrapositives (`a => b` is a
/// link exactly when `!b => !a` is), so a chain from the start `s` to a
/// potential `p` and one from `s` to `!p` make a chain from `s` through
/// `p` to `!s`, of `f(p) + f(!p)` links (`f` the layer from `s`); and the
/// potential in the middle of a shortest chain from `s` to `!s`, of `n`
/// links, has `f(p)` and `f(!p)` both at most `ceil(n / 2)`. So the first
/// layer `m` that reaches the opposite of a potential reached before, at
/// layer `j` at the earliest, gives the shortest chain: `m + j` links
/// (one shorter would have met by layer `m - 1`), found after about half
/// the layers.
impl Links {
    /// The number of potentials on SE's shortest forcing chain from
    /// `start` (on or off) to its opposite, with cell links if `y`; `None`
    /// if there is none, or none of at most `limit` potentials; from about
    /// half the layers. `layers` is scratch space.
    pub fn forcing_meeting(
        &self,
        start: usize,
        start_on: bool,
        y: bool,
        limit: usize,
        layers: &mut Vec<Bits>,
    ) -> Option<usize> {
        if self.closed_free(start, start_on, y) {
            return None;
        }
        if !y {
            return self.meeting_one_digit(start, start_on, limit, layers);
        }
        let (cell, d) = (start / 9, start % 9);
        let digits = Self::digits(y, d);
        let mut front = [0u128; 9];
        front[d] = 1u128 << cell;
        let (mut on_all, mut off_all) = ([0u128; 9], [0u128; 9]);
        if start_on {
            on_all = front;
        } else {
            off_all = front;
        }
        layers.clear();
        layers.push(front);
        let mut next = [0u128; 9];
        let mut at_on = start_on;
        // `m`: the layer of the front, `layers[m]`. No meeting up to it: the chain has at
        // least 2m + 1 links, 2m + 2 potentials.
        let mut m = 0;
        loop {
            if 2 * m + 2 > limit {
                return None;
            }
            let (same, opposite) = if at_on {
                self.on_to_off(&layers[m], y, digits, &mut next);
                (&mut off_all, &on_all)
            } else {
                self.off_to_on(&layers[m], y, true, digits, &mut next);
                (&mut on_all, &off_all)
            };
            m += 1;
            let (any, meet) = take_new(&mut next, same, opposite);
            if !any {
                // The whole closure, and no potential met its opposite.
                self.note_free(y, &on_all, &off_all);
                return None;
            }
            if meet {
                // The earliest layer of the other polarity met.
                let j = (1 - m % 2..m)
                    .step_by(2)
                    .find(|&j| (0..9).any(|e| next[e] & layers[j][e] != 0))?;
                let k = m + j + 1;
                return (k <= limit).then_some(k);
            }
            // The new front: the layer of `m` from here on.
            layers.push(next);
            at_on = !at_on;
        }
    }

    /// [`forcing_meeting`](Self::forcing_meeting) without cell links.
    fn meeting_one_digit(
        &self,
        start: usize,
        start_on: bool,
        limit: usize,
        layers: &mut Vec<Bits>,
    ) -> Option<usize> {
        let (cell, d) = (start / 9, start % 9);
        let bit = 1u128 << cell;
        let (mut on_all, mut off_all) = if start_on { (bit, 0) } else { (0, bit) };
        // The layers on the digit's board, in the first word of each.
        layers.clear();
        layers.push([bit, 0, 0, 0, 0, 0, 0, 0, 0]);
        let (mut front, mut at_on, mut m) = (bit, start_on, 0);
        loop {
            if 2 * m + 2 > limit {
                return None;
            }
            let (next, opposite) = if at_on {
                let next = self.on_to_off_digit(d, front) & !off_all;
                off_all |= next;
                (next, on_all)
            } else {
                let next = self.off_to_on_digit(d, front) & !on_all;
                on_all |= next;
                (next, off_all)
            };
            m += 1;
            if next == 0 {
                self.note_free_digit(d, on_all, off_all);
                return None;
            }
            if next & opposite != 0 {
                let j = (1 - m % 2..m)
                    .step_by(2)
                    .find(|&j| next & layers[j][0] != 0)?;
                let k = m + j + 1;
                return (k <= limit).then_some(k);
            }
            layers.push([next, 0, 0, 0, 0, 0, 0, 0, 0]);
            front = next;
            at_on = !at_on;
        }
    }
}

/// Which of the `n` forward layers (each already merged with the layers of
/// its parity below it) bounds layer `k` of a search back from a start off
/// within `longest` layers: the highest layer of `k`'s parity within
/// `longest - k` of the start on, or none when no such layer exists.
#[inline]
pub(super) fn kept_layer(longest: usize, n: usize, k: usize) -> Option<usize> {
    let mut j = longest.checked_sub(k)?;
    if j % 2 != k % 2 {
        j = j.checked_sub(1)?;
    }
    if j >= n {
        j = if (n - 1) % 2 == k % 2 {
            n - 1
        } else {
            n.checked_sub(2)?
        };
    }
    Some(j)
}

#[cfg(test)]
mod region_tests {
    use super::{LOW_REGIONS, REGION_MASK, WIDE_REGIONS};

    /// The one-word and two-word regions are the 27 regions, each once,
    /// the one-word ones within cells 0-63.
    #[test]
    fn low_and_wide_regions_are_the_regions() {
        let mut all: Vec<u128> = LOW_REGIONS.iter().map(|&m| u128::from(m)).collect();
        all.extend(WIDE_REGIONS);
        let mut want = REGION_MASK.to_vec();
        for &m in &LOW_REGIONS {
            assert_eq!(m.count_ones(), 9);
        }
        all.sort_unstable();
        want.sort_unstable();
        assert_eq!(all, want);
    }
}
