//! The cycles' layers on the graph of the candidates that can carry a
//! chain on, one bit per candidate.
//!
//! An "off" potential forces something only where its candidate is one of
//! a cell's two (with cell links: the other one on) or one of its digit's
//! two places in a region (with region links: the other place on); call
//! these candidates the nodes. Every "on" potential after the start is
//! reached from such an "off" potential, so it is a node too; so is every
//! potential of a cycle (each leads on to the next), and its start. The
//! layers from the start on restricted to the nodes have the same "on"
//! layers as the full ones, and the other "off" potentials lead nowhere:
//! they meet the start's entries, and reach the start off, at the same
//! layers (both are read off the "on" layer before), so they bound the
//! cycles' lengths, and measure the forcing chain from the start on, as
//! [`Links::layers_recorded`] does; and the search back of
//! [`Links::cycle_may_remove`] restricted to them still keeps every
//! potential of a cycle, so its removal bound holds. A layer is a few
//! words, not nine bit boards, and a step reads only the front's nodes.
//!
//! [`Links::layers_recorded`]: super::layers::Links::layers_recorded
//! [`Links::cycle_may_remove`]: super::layers::Links::cycle_may_remove

use super::board::{peers, two_bits, Board};
use super::layers::{kept_layer, Links};
use std::cell::Cell;

mod branches;
mod reach;
pub(super) use self::branches::Branches;
pub(super) use self::reach::{Possible, Reach};

/// A set of nodes, by their numbers.
pub(super) type Nodes = [u64; 4];

const EMPTY: Nodes = [0; 4];

/// The most nodes a graph has (the bits of [`Nodes`]).
const NODES: usize = 64 * EMPTY.len();

/// A table of a row of nodes for each node, `NODES` rows whatever the
/// graph's count, so that a row is read without a bounds check (the
/// graphs' tables are kept between searches, so they are made once).
type Rows = Box<[Nodes; NODES]>;

// The sets of a graph of at most `64 * W` nodes have no node past their
// first `W` words: the operations below, and the searches generic over `W`,
// touch only those (most graphs need one or two of the four).

#[inline(always)]
fn or<const W: usize>(a: &mut Nodes, b: &Nodes) {
    for w in 0..W {
        a[w] |= b[w];
    }
}

#[inline(always)]
fn meets<const W: usize>(a: &Nodes, b: &Nodes) -> bool {
    (0..W).any(|w| a[w] & b[w] != 0)
}

#[inline]
fn put(a: &mut Nodes, n: usize) {
    a[n / 64] |= 1 << (n % 64);
}

#[inline(always)]
fn is_empty<const W: usize>(a: &Nodes) -> bool {
    (0..W).all(|w| a[w] == 0)
}

/// Whether some node of `a` is in `front` or not yet reached (not in
/// `all`).
#[inline(always)]
fn ahead<const W: usize>(a: &Nodes, all: &Nodes, front: &Nodes) -> bool {
    (0..W).any(|w| a[w] & (!all[w] | front[w]) != 0)
}

/// Calls `f` on each cell of `cells`, in increasing order, a 64-bit word
/// at a time (cheaper than stepping through the 128-bit set).
#[inline(always)]
pub(super) fn each_cell(cells: u128, mut f: impl FnMut(usize)) {
    for (base, word) in [(0, cells as u64), (64, (cells >> 64) as u64)] {
        let mut m = word;
        while m != 0 {
            f(base + m.trailing_zeros() as usize);
            m &= m - 1;
        }
    }
}

/// With cell links only the nodes are the candidates of the cells with two,
/// numbered in pairs (a cell's lower candidate `2 * i`, its higher one
/// `2 * i + 1`): an "off" node's "on" consequence is its partner.
#[inline(always)]
fn partners<const W: usize>(a: &Nodes) -> Nodes {
    const LOW: u64 = 0x5555_5555_5555_5555;
    let mut out = EMPTY;
    for w in 0..W {
        out[w] = (a[w] & LOW) << 1 | (a[w] >> 1) & LOW;
    }
    out
}

/// The nodes of one search's links and what their potentials force.
///
/// A graph's tables are filled in place: a search takes the room of a
/// graph of an earlier one (see [`super::spare`]) instead of allocating
/// them again.
pub(super) struct Graph {
    /// `node[cand]`: the number of a node, `u16::MAX` for other candidates.
    node: Vec<u16>,
    /// `cand[n]`: the candidate of node `n`.
    cand: Vec<u16>,
    /// `on_off[n]`: the nodes turned off by node `n` on (rows past the
    /// nodes unread).
    on_off: Rows,
    /// `off_on[n]`: the nodes turned on by node `n` off; empty and unread
    /// with cell links only (see [`partners`]).
    off_on: Rows,
    /// Whether the graph has region links (`off_on` is filled).
    region_links: bool,
    /// `first[c]..first[c + 1]`: the nodes of cell `c` (numbered cell by
    /// cell).
    first: [u16; 82],
    /// `places[d]`: the cells of the nodes of digit `d`.
    places: [u128; 9],
    /// `seen[n]`: the digit of node `n` and the places of that digit its
    /// cell sees (what the cycle removal bound reads of each node it
    /// keeps, the same for every start).
    seen: Vec<(u8, u128)>,
    /// `free[on]`: the nodes, off and on, of the closures that
    /// [`forcing_meeting`](Self::forcing_meeting) ran to their end without
    /// meeting a potential and its opposite (see [`Links::closed_free`]:
    /// the same closures, each node once, kept for the searches on this
    /// graph).
    free: [Cell<Nodes>; 2],
    /// The words of a set the nodes fill (1 to 4): the searches run on
    /// those only.
    words: u8,
}

impl Default for Graph {
    /// A graph with no tables yet, to fill.
    fn default() -> Graph {
        Graph {
            node: Vec::new(),
            cand: Vec::new(),
            on_off: Box::new([EMPTY; NODES]),
            off_on: Box::new([EMPTY; NODES]),
            region_links: false,
            first: [0; 82],
            places: [0; 9],
            seen: Vec::new(),
            free: Default::default(),
            words: 1,
        }
    }
}

/// Runs `$self.$method::<W>($args)` with the graph's word count as `W`.
macro_rules! by_words {
    ($self:ident.$method:ident($($arg:expr),*)) => {
        match $self.words {
            1 => $self.$method::<1>($($arg),*),
            2 => $self.$method::<2>($($arg),*),
            3 => $self.$method::<3>($($arg),*),
            _ => $self.$method::<4>($($arg),*),
        }
    };
}

impl Graph {
    /// The graph of the links of SE's pass with cell links only, on
    /// `pairs` (each digit's places in cells with two candidates); `None`
    /// if the board has more nodes than [`Nodes`] holds. It fills the
    /// tables of `room` if given (a graph no longer needed).
    pub fn cell_links_only(board: &Board, pairs: [u128; 9], room: Option<Graph>) -> Option<Graph> {
        Self::with_nodes(board, pairs, None, room)
    }

    /// The graph of the links of SE's pass with both kinds of links (the
    /// nodes of `links`); `None` if the board has more nodes than
    /// [`Nodes`] holds. It fills the tables of `room` if given.
    pub fn both_links(board: &Board, links: &Links, room: Option<Graph>) -> Option<Graph> {
        let nodes: [u128; 9] = std::array::from_fn(|d| links.pairs(d) | links.linked(d));
        Self::with_nodes(board, nodes, Some(links), room)
    }

    /// The graph on the nodes `nodes` (each digit's places), with region
    /// links from `links` if given, in the tables of `room` if given.
    fn with_nodes(
        board: &Board,
        nodes: [u128; 9],
        links: Option<&Links>,
        room: Option<Graph>,
    ) -> Option<Graph> {
        let count: u32 = nodes.iter().map(|b| b.count_ones()).sum();
        if count as usize > 64 * EMPTY.len() {
            return None;
        }
        let mut graph = room.unwrap_or_default();
        graph.fill(board, nodes, links, count);
        Some(graph)
    }

    /// Makes this the graph on the `count` nodes `nodes` (see
    /// [`with_nodes`](Self::with_nodes)), every table written anew.
    fn fill(&mut self, board: &Board, nodes: [u128; 9], links: Option<&Links>, count: u32) {
        let Graph {
            node,
            cand,
            on_off,
            off_on,
            first,
            seen,
            ..
        } = self;
        node.clear();
        node.resize(729, u16::MAX);
        // Each cell's digits that are nodes, then the nodes numbered cell
        // by cell.
        let mut digits = [0u16; 81];
        for (d, &places) in nodes.iter().enumerate() {
            each_cell(places, |c| digits[c] |= 1 << d);
        }
        cand.clear();
        for (c, &m) in digits.iter().enumerate() {
            first[c] = cand.len() as u16;
            let mut m = m;
            while m != 0 {
                let d = m.trailing_zeros() as usize;
                m &= m - 1;
                node[c * 9 + d] = cand.len() as u16;
                cand.push((c * 9 + d) as u16);
            }
        }
        first[81] = cand.len() as u16;
        let of = |node: &[u16], c: usize, d: usize| usize::from(node[c * 9 + d]);
        for (n, &x) in cand.iter().enumerate() {
            let (c, d) = (usize::from(x) / 9, usize::from(x) % 9);
            let mut out = EMPTY;
            // The cell's other nodes, and the digit's places seen.
            for k in first[c]..first[c + 1] {
                put(&mut out, usize::from(k));
            }
            out[n / 64] &= !(1 << (n % 64));
            each_cell(peers(c) & nodes[d], |s| put(&mut out, of(node, s, d)));
            on_off[n] = out;
        }
        if let Some(links) = links {
            for (n, &x) in cand.iter().enumerate() {
                let (c, d) = (usize::from(x) / 9, usize::from(x) % 9);
                let mut out = EMPTY;
                if two_bits(u128::from(board.cand[c])) {
                    let e = (board.cand[c] & !(1 << d)).trailing_zeros() as usize;
                    put(&mut out, of(node, c, e));
                }
                each_cell(links.strong(d, c), |s| put(&mut out, of(node, s, d)));
                off_on[n] = out;
            }
        }
        seen.clear();
        seen.extend(cand.iter().map(|&x| {
            let (c, d) = (usize::from(x) / 9, usize::from(x) % 9);
            (d as u8, peers(c) & board.cells[d])
        }));
        self.region_links = links.is_some();
        self.places = nodes;
        self.free = Default::default();
        self.words = count.div_ceil(64).max(1) as u8;
    }

    /// Its tables, for the tests: a graph filled in the room of another
    /// is the graph made anew.
    #[cfg(test)]
    #[allow(clippy::type_complexity)]
    pub fn tables(
        &self,
    ) -> (
        &[u16],
        &[Nodes],
        Option<&[Nodes]>,
        &[u16; 82],
        &[(u8, u128)],
        u8,
    ) {
        (
            &self.node,
            &self.on_off[..self.cand.len()],
            self.region_links.then_some(&self.off_on[..self.cand.len()]),
            &self.first,
            &self.seen,
            self.words,
        )
    }

    /// [`Links::closed_free`] with both kinds of links, for the searches
    /// on this graph: the closures they ran through hold nodes only, so a
    /// start that is no node lies in none.
    #[inline]
    pub fn closed_free(&self, start: usize, start_on: bool) -> bool {
        let n = self.node[start];
        n != u16::MAX
            && self.free[usize::from(start_on)].get()[usize::from(n / 64)] >> (n % 64) & 1 == 1
    }

    /// Whether `cand` is a node.
    #[inline]
    pub fn holds(&self, cand: usize) -> bool {
        self.node[cand] != u16::MAX
    }

    /// The nodes whose "on" potential turns `cand` off: its cell's other
    /// nodes, and its digit's nodes that see it (a node's row of
    /// `on_off`).
    #[inline]
    pub fn forcers(&self, cand: usize) -> Nodes {
        let n = self.node[cand];
        if n != u16::MAX {
            return self.on_off[usize::from(n)];
        }
        let (cell, d) = (cand / 9, cand % 9);
        let mut out = EMPTY;
        for k in self.first[cell]..self.first[cell + 1] {
            put(&mut out, usize::from(k));
        }
        each_cell(peers(cell) & self.places[d], |c| {
            put(&mut out, usize::from(self.node[c * 9 + d]));
        });
        out
    }

    /// The "off" nodes the "on" nodes of `on` force.
    #[inline]
    fn on_to_off<const W: usize>(&self, on: &Nodes) -> Nodes {
        Self::image::<W>(on, &self.on_off)
    }

    /// The "on" nodes the "off" nodes of `off` force.
    #[inline]
    fn off_to_on<const W: usize>(&self, off: &Nodes) -> Nodes {
        if self.region_links {
            Self::image::<W>(off, &self.off_on)
        } else {
            partners::<W>(off)
        }
    }

    /// The union of the rows of `table` of the nodes of `set`: inlined
    /// in every step (a front holds few nodes, and the call and its
    /// result through memory cost about as much as their rows).
    #[inline(always)]
    fn image<const W: usize>(set: &Nodes, table: &[Nodes; NODES]) -> Nodes {
        let mut out = EMPTY;
        for (w, &word) in set.iter().enumerate().take(W) {
            let mut m = word;
            while m != 0 {
                let n = w * 64 + m.trailing_zeros() as usize;
                m &= m - 1;
                // Every node is below `NODES`: no bounds check.
                or::<W>(&mut out, &table[n % NODES]);
            }
        }
        out
    }

    /// The nodes among the candidates of `cells` (one board per digit).
    #[cfg(test)]
    fn nodes_of(&self, cells: &[u128; 9]) -> Nodes {
        let mut out = EMPTY;
        for (d, (&b, &places)) in cells.iter().zip(&self.places).enumerate() {
            let mut m = b & places;
            while m != 0 {
                let c = m.trailing_zeros() as usize;
                m &= m - 1;
                put(&mut out, usize::from(self.node[c * 9 + d]));
            }
        }
        out
    }

    /// [`Links::layers_recorded`](super::layers::Links::layers_recorded)
    /// from `start` (a node) where a cycle may close: the bounds on its
    /// cycles' lengths and the forcing chain from it on, with the layers
    /// (restricted to the nodes) in `fwd`, each gathered with the layers
    /// before it of its polarity (what the removal bound reads). `entries`
    /// are the "off" potentials whose removal forces the start (one board
    /// per digit).
    #[cfg(test)]
    pub fn layers(
        &self,
        start: usize,
        entries: &[u128; 9],
        cycle_limit: usize,
        forcing_limit: usize,
        fwd: &mut Vec<Nodes>,
    ) -> (Option<(usize, usize)>, Option<usize>) {
        let entries = self.nodes_of(entries);
        by_words!(self.layers_w(start, &entries, cycle_limit, forcing_limit, fwd))
    }

    /// [`layers`](Self::layers) on the graph of
    /// [`both_links`](Self::both_links) from a start that is a node, with
    /// its entries: the nodes whose removal forces it (its cell's other
    /// candidate if the cell has two, its digit's other places in the
    /// regions where it has two), which are the nodes the start off turns
    /// on, its row of `off_on` (both links go both ways).
    pub fn node_layers(
        &self,
        start: usize,
        cycle_limit: usize,
        forcing_limit: usize,
        fwd: &mut Vec<Nodes>,
    ) -> (Option<(usize, usize)>, Option<usize>) {
        let entries = if self.region_links {
            self.off_on[usize::from(self.node[start])]
        } else {
            EMPTY
        };
        by_words!(self.layers_w(start, &entries, cycle_limit, forcing_limit, fwd))
    }

    /// [`layers`](Self::layers) on the graph of
    /// [`cell_links_only`](Self::cell_links_only) with its entries, the
    /// start's partner (see [`partners`]), and no forcing chain.
    pub fn cell_link_layers(
        &self,
        start: usize,
        cycle_limit: usize,
        fwd: &mut Vec<Nodes>,
    ) -> Option<(usize, usize)> {
        let mut entries = EMPTY;
        put(&mut entries, usize::from(self.node[start] ^ 1));
        by_words!(self.layers_w(start, &entries, cycle_limit, 0, fwd)).0
    }

    /// [`layers`](Self::layers) on the first `W` words.
    fn layers_w<const W: usize>(
        &self,
        start: usize,
        entries: &Nodes,
        cycle_limit: usize,
        forcing_limit: usize,
        fwd: &mut Vec<Nodes>,
    ) -> (Option<(usize, usize)>, Option<usize>) {
        fwd.clear();
        let s = usize::from(self.node[start]);
        // The "on" nodes that force the start off: those the start on
        // forces off (its cell's other candidates, its digit's places that
        // see it).
        let to_start_off = if forcing_limit > 0 {
            self.on_off[s]
        } else {
            EMPTY
        };
        // The "on" nodes that force an entry off (the links that force
        // "off" go both ways). A front holds only nodes reached "on" for
        // the first time, so once all of these are behind it no later
        // layer meets the entries: the cycles' bounds are final, and the
        // layers past them unread. Likewise `to_start_off` and the forcing
        // chain from the start on.
        let to_entries = self.on_to_off::<W>(entries);
        let mut front = EMPTY;
        put(&mut front, s);
        let (mut on_all, mut off_all) = (front, EMPTY);
        fwd.push(front);
        let mut layer = 0;
        let mut cycles: Option<(usize, usize)> = None;
        let mut forcing = None;
        loop {
            let more_cycles = layer + 2 <= cycle_limit && ahead::<W>(&to_entries, &on_all, &front);
            let more_forcing = forcing.is_none()
                && layer + 2 <= forcing_limit
                && ahead::<W>(&to_start_off, &on_all, &front);
            if !(more_cycles || more_forcing) || is_empty::<W>(&front) {
                return (cycles, forcing);
            }
            if more_forcing && meets::<W>(&front, &to_start_off) {
                forcing = Some(layer + 2);
            }
            let mut next = self.on_to_off::<W>(&front);
            layer += 1;
            if more_cycles && layer >= 3 && meets::<W>(&next, entries) {
                let shortest = cycles.map_or(layer + 1, |f| f.0);
                cycles = Some((shortest, layer + 1));
            }
            for w in 0..W {
                next[w] &= !off_all[w];
                off_all[w] |= next[w];
            }
            fwd.push(off_all);
            if is_empty::<W>(&next) {
                return (cycles, forcing);
            }
            let mut on = self.off_to_on::<W>(&next);
            for w in 0..W {
                on[w] &= !on_all[w];
                on_all[w] |= on[w];
            }
            layer += 1;
            fwd.push(on_all);
            front = on;
        }
    }

    /// [`Links::cycle_may_remove`](super::layers::Links::cycle_may_remove)
    /// on the layers [`layers`](Self::layers) wrote (already gathered).
    pub fn cycle_may_remove(&self, start: usize, longest: usize, fwd: &[Nodes]) -> bool {
        by_words!(self.cycle_may_remove_w(start, longest, fwd))
    }

    /// [`cycle_may_remove`](Self::cycle_may_remove) on the first `W`
    /// words.
    fn cycle_may_remove_w<const W: usize>(
        &self,
        start: usize,
        longest: usize,
        fwd: &[Nodes],
    ) -> bool {
        let n = fwd.len().min(longest);
        if n == 0 {
            return true;
        }
        let kept = |k: usize| -> Option<&Nodes> { Some(&fwd[kept_layer(longest, n, k)?]) };
        let s = usize::from(self.node[start]);
        let mut front = EMPTY;
        put(&mut front, s);
        // The search back from the start off; `on_all` and `off_all` gather
        // what it keeps (the start off first).
        let (mut on_all, mut off_all) = (EMPTY, front);
        for k in 1.. {
            let Some(pass) = kept(k) else {
                break;
            };
            let (mut next, all) = if k % 2 == 1 {
                (self.off_to_on::<W>(&front), &mut on_all)
            } else {
                (self.on_to_off::<W>(&front), &mut off_all)
            };
            let mut any = 0;
            for w in 0..W {
                next[w] &= pass[w] & !all[w];
                all[w] |= next[w];
                any |= next[w];
            }
            if any == 0 {
                break;
            }
            front = next;
        }
        // The opposites of what it kept: the start's "on" potential and
        // the "on" ones of `off_all`, the "off" ones of `on_all`.
        let (on, off) = (off_all, on_all);
        // A candidate outside the start's cell seen by an "on" and an
        // "off" potential of its digit: the places each digit's "on"
        // potentials see, then each "off" one's read against them.
        let mut seen_on = [0u128; 9];
        for (w, &word) in on.iter().enumerate().take(W) {
            let mut m = word;
            while m != 0 {
                let (d, places) = self.seen[w * 64 + m.trailing_zeros() as usize];
                m &= m - 1;
                seen_on[usize::from(d)] |= places;
            }
        }
        let outside = !(1u128 << (start / 9));
        for (w, &word) in off.iter().enumerate().take(W) {
            let mut m = word;
            while m != 0 {
                let (d, places) = self.seen[w * 64 + m.trailing_zeros() as usize];
                m &= m - 1;
                if places & seen_on[usize::from(d)] & outside != 0 {
                    return true;
                }
            }
        }
        false
    }

    /// [`Links::forcing_meeting`](super::layers::Links::forcing_meeting)
    /// with both kinds of links on this graph (`Graph::both_links`):
    /// every potential of a forcing chain but its ends leads on, so is a
    /// node, and a potential met with its opposite is a node or the start.
    /// `layers` is scratch space.
    pub fn forcing_meeting(
        &self,
        start: usize,
        start_on: bool,
        limit: usize,
        layers: &mut Vec<Nodes>,
    ) -> Option<usize> {
        by_words!(self.forcing_meeting_w(start, start_on, limit, layers))
    }

    /// [`forcing_meeting`](Self::forcing_meeting) on the first `W` words.
    fn forcing_meeting_w<const W: usize>(
        &self,
        start: usize,
        start_on: bool,
        limit: usize,
        layers: &mut Vec<Nodes>,
    ) -> Option<usize> {
        if self.closed_free(start, start_on) {
            return None;
        }
        let mut front = EMPTY;
        // The "on" nodes that force the start off: where the start is no
        // node, the start on forces them off, and reaching one of them on
        // reaches the start off.
        let mut to_start_off = EMPTY;
        if self.holds(start) {
            put(&mut front, usize::from(self.node[start]));
        } else if start_on {
            to_start_off = self.forcers(start);
        } else {
            // The start off forces nothing.
            return None;
        }
        let (mut on_all, mut off_all) = (EMPTY, EMPTY);
        if start_on {
            on_all = front;
        } else {
            off_all = front;
        }
        layers.clear();
        layers.push(front);
        let mut at_on = start_on;
        // `m`: the layer of the front, `layers[m]`. No meeting up to it:
        // the chain has at least 2m + 1 links, 2m + 2 potentials.
        let mut m = 0;
        loop {
            if 2 * m + 2 > limit {
                return None;
            }
            let front = &layers[m];
            let (mut next, same, opposite) = if m == 0 && !is_empty::<W>(&to_start_off) {
                (to_start_off, &mut off_all, &on_all)
            } else if at_on {
                if m > 0 && meets::<W>(front, &to_start_off) {
                    // The start off, met with the start (layer 0).
                    let k = m + 2;
                    return (k <= limit).then_some(k);
                }
                (self.on_to_off::<W>(front), &mut off_all, &on_all)
            } else {
                (self.off_to_on::<W>(front), &mut on_all, &off_all)
            };
            m += 1;
            let (mut any, mut meet) = (0, 0);
            for w in 0..W {
                next[w] &= !same[w];
                same[w] |= next[w];
                any |= next[w];
                meet |= next[w] & opposite[w];
            }
            if any == 0 {
                // The whole closure, and no potential met its opposite.
                for (free, all) in self.free.iter().zip([off_all, on_all]) {
                    let mut set = free.get();
                    or::<W>(&mut set, &all);
                    free.set(set);
                }
                return None;
            }
            if meet != 0 {
                // The earliest layer of the other polarity met.
                let j = (1 - m % 2..m)
                    .step_by(2)
                    .find(|&j| meets::<W>(&next, &layers[j]))?;
                let k = m + j + 1;
                return (k <= limit).then_some(k);
            }
            layers.push(next);
            at_on = !at_on;
        }
    }
}

/// The entries of a search with cell links only from `start` on (a
/// candidate of a cell with two): the cell's other candidate, off, in its
/// digit's board.
#[cfg(test)]
pub(super) fn cell_link_entries(board: &Board, start: usize) -> [u128; 9] {
    let mut entries = [0u128; 9];
    let (cell, d) = (start / 9, start % 9);
    let e = (board.cand[cell] & !(1 << d)).trailing_zeros() as usize;
    entries[e] = 1u128 << cell;
    entries
}
