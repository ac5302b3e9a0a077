//! Implication graphs: potentials with their parents, and SE's
//! propagation from one assumption ("doChaining").
//!
//! A potential is `cand * 2 + on`. Each run keeps the potentials reached,
//! each once, with the potentials that caused it (one, or, on a dynamic
//! board, the cause and the earlier eliminations that made it forced);
//! SE's complexity of a conclusion is the number of distinct potentials
//! among its ancestors.

use super::board::{two_bits, Board, CELL_REGIONS};
use std::collections::VecDeque;

/// One potential reached, with where its parents are in the arena.
#[derive(Clone, Copy)]
pub(super) struct Node {
    pub pot: u16,
    /// Where its parents start in the arena's list, or, if `count` is
    /// [`ONE`], its one parent itself.
    first: u32,
    count: u32,
}

/// The `count` of a node whose one parent is held in the node itself:
/// most nodes have one (every node but the root of a static run), and
/// keeping it there spares the parent list a push for each.
const ONE: u32 = u32::MAX;

impl Node {
    #[inline]
    pub fn cand(self) -> usize {
        usize::from(self.pot >> 1)
    }

    #[inline]
    pub fn is_on(self) -> bool {
        self.pot & 1 == 1
    }
}

/// Nodes and their parent lists.
#[derive(Default)]
pub(super) struct Arena {
    nodes: Vec<Node>,
    parents: Vec<u32>,
}

impl Arena {
    /// Room for `n` nodes with one parent each (a search of the static
    /// chains makes at most one node a potential, 1,458 in all, and a
    /// target): grown from empty the tables were reallocated about eight
    /// times in each search.
    pub fn with_capacity(n: usize) -> Arena {
        Arena {
            nodes: Vec::with_capacity(n),
            parents: Vec::with_capacity(n),
        }
    }

    pub fn clear(&mut self) {
        self.nodes.clear();
        self.parents.clear();
    }

    /// A new node for `pot` whose parents are `parents`.
    pub fn push(&mut self, pot: u16, parents: &[u32]) -> u32 {
        if let &[parent] = parents {
            return self.push_one(pot, parent);
        }
        let first = self.parents.len() as u32;
        self.parents.extend_from_slice(parents);
        self.nodes.push(Node {
            pot,
            first,
            count: parents.len() as u32,
        });
        (self.nodes.len() - 1) as u32
    }

    /// A new node for `pot` whose one parent is `parent`.
    #[inline]
    pub fn push_one(&mut self, pot: u16, parent: u32) -> u32 {
        self.nodes.push(Node {
            pot,
            first: parent,
            count: ONE,
        });
        (self.nodes.len() - 1) as u32
    }

    #[inline]
    pub fn node(&self, n: u32) -> Node {
        self.nodes[n as usize]
    }

    #[inline]
    pub fn parents(&self, n: u32) -> &[u32] {
        let node = &self.nodes[n as usize];
        if node.count == ONE {
            return std::slice::from_ref(&node.first);
        }
        &self.parents[node.first as usize..(node.first + node.count) as usize]
    }

    /// The first parent of `n`, if any.
    #[inline]
    pub fn parent(&self, n: u32) -> Option<u32> {
        self.parents(n).first().copied()
    }

    /// Whether `pot` is a strict ancestor of `n` along first parents.
    pub fn has_ancestor(&self, n: u32, pot: u16) -> bool {
        let mut at = n;
        while let Some(p) = self.parent(at) {
            if self.nodes[p as usize].pot == pot {
                return true;
            }
            at = p;
        }
        false
    }

    /// The number of distinct potentials among `n` and its ancestors (SE's
    /// "ancestor count").
    pub fn ancestors(&self, n: u32, seen: &mut [u64; 23], stack: &mut Vec<u32>) -> usize {
        *seen = [0; 23];
        stack.clear();
        stack.push(n);
        let mut count = 0;
        while let Some(at) = stack.pop() {
            let pot = usize::from(self.nodes[at as usize].pot);
            if seen[pot / 64] & (1 << (pot % 64)) != 0 {
                continue;
            }
            seen[pot / 64] |= 1 << (pot % 64);
            count += 1;
            stack.extend_from_slice(self.parents(at));
        }
        count
    }
}

/// No node in a [`PotSet`].
const NO_NODE: u16 = u16::MAX;

/// A map from candidate to the node that holds it, with insertion order.
/// A run holds at most one node per potential (1,458) and one for its
/// contradiction, so a node's index fits in a `u16` (half the table a
/// fresh run fills).
pub(super) struct PotSet {
    /// The node table and the bits, on the heap (a run is moved between
    /// searches and their spare lists whole).
    table: Box<Table>,
    pub order: Vec<u16>,
}

struct Table {
    /// Each candidate's node, `NO_NODE` if none: a table of a power of two
    /// entries read at `cand & (SLOTS - 1)` (the candidate itself, as
    /// every candidate is below 729), which needs no bounds check.
    node: [u16; SLOTS],
    /// The candidates held, one bit each: what several runs reach in
    /// common is one AND of these, not a look-up per candidate and run.
    bits: CandBits,
}

/// A set of candidates, bit `c % 64` of word `c / 64` (16 words, so that
/// a masked candidate's word is in range; the last four stay empty).
pub(super) type CandBits = [u64; 16];

/// The entries of a [`PotSet`]'s node table.
const SLOTS: usize = 1024;

/// Where candidate `cand` is in a [`PotSet`]'s tables.
#[inline(always)]
fn slot(cand: usize) -> usize {
    debug_assert!(cand < 729);
    cand & (SLOTS - 1)
}

impl Default for PotSet {
    fn default() -> PotSet {
        PotSet {
            table: Box::new(Table {
                node: [NO_NODE; SLOTS],
                bits: [0; 16],
            }),
            order: Vec::new(),
        }
    }
}

impl PotSet {
    pub fn clear(&mut self) {
        for &c in &self.order {
            self.table.node[slot(usize::from(c))] = NO_NODE;
        }
        self.order.clear();
        self.table.bits = [0; 16];
    }

    /// The candidates held, as bits.
    #[inline]
    pub fn bits(&self) -> &CandBits {
        &self.table.bits
    }

    #[inline]
    fn mark(&mut self, cand: usize) {
        let at = slot(cand);
        self.table.bits[at / 64] |= 1 << (at % 64);
    }

    #[inline]
    pub fn get(&self, cand: usize) -> Option<u32> {
        let n = self.table.node[slot(cand)];
        (n != NO_NODE).then_some(u32::from(n))
    }

    #[inline]
    pub fn contains(&self, cand: usize) -> bool {
        self.table.node[slot(cand)] != NO_NODE
    }

    /// Inserts a candidate not there yet.
    #[inline]
    pub fn put_new(&mut self, cand: usize, n: u32) {
        debug_assert!(n < u32::from(NO_NODE) && !self.contains(cand));
        self.order.push(cand as u16);
        self.table.node[slot(cand)] = n as u16;
        self.mark(cand);
    }

    /// Inserts, or replaces the node of a candidate already there (its
    /// place in the order stays).
    #[inline]
    pub fn put(&mut self, cand: usize, n: u32) {
        debug_assert!(n < u32::from(NO_NODE));
        if self.table.node[slot(cand)] == NO_NODE {
            self.order.push(cand as u16);
            self.mark(cand);
        }
        self.table.node[slot(cand)] = n as u16;
    }
}

/// What a run reached: the arena and its on and off sets.
#[derive(Default)]
pub(super) struct Run {
    pub arena: Arena,
    pub on: PotSet,
    pub off: PotSet,
}

impl Run {
    /// Room in a fresh run for every potential of `board` at once: each is
    /// reached once, with one parent on a static board (the run then grows
    /// no list as it is made).
    fn reserve(&mut self, board: &Board) {
        if self.arena.nodes.capacity() != 0 {
            return;
        }
        let cands = board
            .cells
            .iter()
            .map(|c| c.count_ones() as usize)
            .sum::<usize>();
        self.arena.nodes.reserve(2 * cands + 2);
        self.arena.parents.reserve(2 * cands + 2);
        self.on.order.reserve(cands);
        self.off.order.reserve(cands);
    }

    pub fn clear(&mut self) {
        self.arena.clear();
        self.on.clear();
        self.off.clear();
    }

    /// Everything the run holds, in order: each node's potential and
    /// parents, and each set's candidates with their nodes.
    #[cfg(test)]
    #[allow(clippy::type_complexity)]
    pub fn contents(&self) -> (Vec<(u16, Vec<u32>)>, Vec<(u16, u32)>, Vec<(u16, u32)>) {
        let nodes = (0..self.arena.nodes.len() as u32)
            .map(|n| (self.arena.node(n).pot, self.arena.parents(n).to_vec()))
            .collect();
        let set = |s: &PotSet| {
            s.order
                .iter()
                .map(|&c| (c, s.get(usize::from(c)).expect("in its set")))
                .collect()
        };
        (nodes, set(&self.on), set(&self.off))
    }
}

/// How consequences are drawn.
#[derive(Clone, Copy)]
pub(super) struct Rules {
    /// Cell rules (naked single, "other candidates of the cell are off").
    pub y: bool,
    /// Region rules for "off to on" (hidden single).
    pub x: bool,
    /// Eliminations are carried out on the board as they are processed,
    /// so that later steps see them (SE's dynamic chaining).
    pub dynamic: bool,
}

/// Scratch space reused across runs.
#[derive(Default)]
pub(super) struct Scratch {
    pub offs: Vec<u16>,
    pub ons: Vec<(u16, usize, usize)>,
    pub hidden: Vec<u32>,
    pub parents: Vec<u32>,
    pub pending_on: VecDeque<u32>,
    pub pending_off: VecDeque<u32>,
    pub seen: [u64; 23],
    pub stack: Vec<u32>,
}

impl Scratch {
    /// Empties every table, keeping its room.
    pub fn clear(&mut self) {
        self.offs.clear();
        self.ons.clear();
        self.hidden.clear();
        self.parents.clear();
        self.pending_on.clear();
        self.pending_off.clear();
        self.seen = [0; 23];
        self.stack.clear();
    }
}

/// SE's "on" consequences of `cand` being off (before it is removed from
/// `board`), each with the parents it has on a dynamic board: `cause`
/// first, then the eliminations (found in `offs`) that made it forced
/// since `source`. Writes into `scratch.ons` as (candidate, start, end)
/// into `scratch.hidden`.
pub(super) fn off_to_on(
    board: &Board,
    source: &Board,
    cand: usize,
    rules: Rules,
    offs: &PotSet,
    scratch: &mut Scratch,
) {
    scratch.ons.clear();
    scratch.hidden.clear();
    let (cell, d) = (cand / 9, cand % 9);
    if rules.y {
        let m = board.cand[cell];
        if two_bits(u128::from(m)) {
            let other = (m & !(1 << d)).trailing_zeros() as usize;
            let start = scratch.hidden.len();
            if rules.dynamic {
                let mut gone = source.cand[cell] & !m;
                while gone != 0 {
                    let e = gone.trailing_zeros() as usize;
                    gone &= gone - 1;
                    if let Some(n) = offs.get(cell * 9 + e) {
                        scratch.hidden.push(n);
                    }
                }
            }
            scratch
                .ons
                .push(((cell * 9 + other) as u16, start, scratch.hidden.len()));
        }
    }
    if rules.x {
        for &r in &CELL_REGIONS[cell] {
            let r = r as usize;
            let places = board.places(r, d);
            if !two_bits(places) {
                continue;
            }
            let other = (places & !(1u128 << cell)).trailing_zeros() as usize;
            let target = (other * 9 + d) as u16;
            if scratch.ons.iter().any(|&(t, _, _)| t == target) {
                continue;
            }
            let start = scratch.hidden.len();
            if rules.dynamic {
                let gone = source.places(r, d) & !places;
                // In SE's order: increasing index within a region.
                let mut m = gone;
                while m != 0 {
                    let c = m.trailing_zeros() as usize;
                    m &= m - 1;
                    if let Some(n) = offs.get(c * 9 + d) {
                        scratch.hidden.push(n);
                    }
                }
            }
            scratch.ons.push((target, start, scratch.hidden.len()));
        }
    }
}

/// SE's consequences of every candidate of a static board, on and off
/// (what [`super::board::on_to_off`] and [`off_to_on`] without
/// `rules.dynamic` return, which then depends on the candidate alone), in
/// their order. Made once per search for [`follow_static`], which carries
/// out hundreds of runs on one board.
pub(super) struct StaticLinks {
    /// A candidate's "on" consequences of its being off: at most one in
    /// the cell and one per region, the rest of each entry `NO_CAND`.
    off_to_on: Vec<[u16; 4]>,
    /// A candidate's "off" consequences of its being on:
    /// `on_to_off[on_to_off_at[c]..on_to_off_at[c + 1]]`.
    on_to_off_at: Vec<u16>,
    on_to_off: Vec<u16>,
}

/// No candidate in a [`StaticLinks`] entry.
const NO_CAND: u16 = u16::MAX;

impl StaticLinks {
    pub fn new(board: &Board, rules: Rules) -> StaticLinks {
        debug_assert!(!rules.dynamic);
        let mut off_to_on_of = vec![[NO_CAND; 4]; 729];
        let mut on_to_off_at = Vec::with_capacity(730);
        // Room for every list at once (a candidate turns off at most the
        // 8 others of its cell and its 20 peers' places): grown from
        // empty the list was reallocated several times in each search.
        let cands: u32 = board.cells.iter().map(|c| c.count_ones()).sum();
        let mut on_to_off = Vec::with_capacity(cands as usize * 28);
        for (cand, entry) in off_to_on_of.iter_mut().enumerate() {
            on_to_off_at.push(on_to_off.len() as u16);
            if board.cand[cand / 9] >> (cand % 9) & 1 == 0 {
                continue;
            }
            *entry = Self::ons_of(board, cand, rules);
            super::board::on_to_off_onto(board, cand, rules.y, &mut on_to_off);
        }
        on_to_off_at.push(on_to_off.len() as u16);
        StaticLinks {
            off_to_on: off_to_on_of,
            on_to_off_at,
            on_to_off,
        }
    }

    /// What [`off_to_on`] without `rules.dynamic` finds, in its order:
    /// the cell's other candidate if it has two (with `rules.y`), then
    /// each region's other place of the digit if it has two (with
    /// `rules.x`), each once; the rest `NO_CAND`.
    fn ons_of(board: &Board, cand: usize, rules: Rules) -> [u16; 4] {
        let mut out = [NO_CAND; 4];
        let mut k = 0;
        let (cell, d) = (cand / 9, cand % 9);
        if rules.y {
            let m = board.cand[cell];
            if two_bits(u128::from(m)) {
                out[k] = (cell * 9 + (m & !(1 << d)).trailing_zeros() as usize) as u16;
                k += 1;
            }
        }
        if rules.x {
            for &r in &CELL_REGIONS[cell] {
                let places = board.places(r as usize, d);
                if !two_bits(places) {
                    continue;
                }
                let other = (places & !(1u128 << cell)).trailing_zeros() as usize;
                let target = (other * 9 + d) as u16;
                if !out[..k].contains(&target) {
                    out[k] = target;
                    k += 1;
                }
            }
        }
        out
    }

    /// The "off" consequences of `cand` on.
    #[inline]
    fn on_to_off(&self, cand: usize) -> &[u16] {
        let (a, b) = (self.on_to_off_at[cand], self.on_to_off_at[cand + 1]);
        &self.on_to_off[usize::from(a)..usize::from(b)]
    }

    /// The "on" consequences of `cand` off.
    #[inline]
    fn off_to_on(&self, cand: usize) -> impl Iterator<Item = &u16> {
        self.off_to_on[cand].iter().take_while(|&&q| q != NO_CAND)
    }
}

/// [`follow`] from `start` on, on a static board (`rules` without
/// `dynamic`) whose consequences `links` holds: `board` only sizes the
/// run's tables.
pub(super) fn follow_static(
    board: &Board,
    links: &StaticLinks,
    start: usize,
    rules: Rules,
    run: &mut Run,
) -> Option<(u32, u32)> {
    debug_assert!(!rules.dynamic);
    run.clear();
    run.reserve(board);
    follow_links(links, start, run)
}

/// [`follow_inner`] from `start` on, on a static board whose consequences
/// `links` holds: the same run, in the same order (every node but the
/// root has one parent, the potential that forced it).
fn follow_links(links: &StaticLinks, start: usize, run: &mut Run) -> Option<(u32, u32)> {
    let root = run.arena.push((start * 2 + 1) as u16, &[]);
    run.on.put(start, root);
    let (mut on_head, mut off_head) = (0, 0);
    loop {
        if let Some(&cand) = run.on.order.get(on_head) {
            on_head += 1;
            let cand = usize::from(cand);
            let n = u32::from(run.on.table.node[slot(cand)]);
            for &q in links.on_to_off(cand) {
                let q = usize::from(q);
                if let Some(on) = run.on.get(q) {
                    let off = run.arena.push_one((q * 2) as u16, n);
                    return Some((on, off));
                } else if !run.off.contains(q) {
                    let off = run.arena.push_one((q * 2) as u16, n);
                    run.off.put_new(q, off);
                }
            }
        } else if let Some(&cand) = run.off.order.get(off_head) {
            off_head += 1;
            let cand = usize::from(cand);
            let n = u32::from(run.off.table.node[slot(cand)]);
            for &q in links.off_to_on(cand) {
                let q = usize::from(q);
                let found_off = run.off.get(q);
                if found_off.is_none() && run.on.contains(q) {
                    continue;
                }
                let on = run.arena.push_one((q * 2 + 1) as u16, n);
                match found_off {
                    Some(off) => return Some((on, off)),
                    None => run.on.put_new(q, on),
                }
            }
        } else {
            return None;
        }
    }
}

/// SE's propagation from one assumption: `start` (a candidate) on or off,
/// following both kinds of consequence, ons first, until nothing is new or
/// a potential would be both on and off. Returns that pair of nodes (on,
/// off) if it happens. `board` is restored before returning (a static
/// run, without `rules.dynamic`, does not change it).
pub(super) fn follow(
    board: &mut Board,
    start: usize,
    start_on: bool,
    rules: Rules,
    run: &mut Run,
    scratch: &mut Scratch,
) -> Option<(u32, u32)> {
    run.clear();
    run.reserve(board);
    if !rules.dynamic {
        return follow_inner(board, None, start, start_on, rules, run, scratch);
    }
    let saved = *board;
    let found = follow_inner(board, Some(&saved), start, start_on, rules, run, scratch);
    *board = saved;
    found
}

/// Notes "`q` on" in `run` with its `parents`, unless the run holds it
/// already (and not its opposite); the two nodes when the run already holds
/// "`q` off": a contradiction, which ends the run.
#[inline(always)]
fn note_on(run: &mut Run, q: usize, parents: &[u32]) -> Option<(u32, u32)> {
    let found_off = run.off.get(q);
    if found_off.is_none() && run.on.contains(q) {
        return None;
    }
    let on = run.arena.push((q * 2 + 1) as u16, parents);
    match found_off {
        Some(off) => Some((on, off)),
        None => {
            run.on.put(q, on);
            None
        }
    }
}

/// [`follow`] on `board`, from which a dynamic run removes what it turns
/// off (`saved` is the board before, `None` for a static run). The two
/// queues, the "on" and the "off" potentials still to carry out, are the
/// run's two sets in the order reached: each new potential joins its set
/// and its queue at once, so a place in each set's order is its queue's
/// head.
fn follow_inner(
    board: &mut Board,
    saved: Option<&Board>,
    start: usize,
    start_on: bool,
    rules: Rules,
    run: &mut Run,
    s: &mut Scratch,
) -> Option<(u32, u32)> {
    let root = run
        .arena
        .push((start * 2 + usize::from(start_on)) as u16, &[]);
    if start_on {
        run.on.put(start, root);
    } else {
        run.off.put(start, root);
    }
    let (mut on_head, mut off_head) = (0, 0);
    let mut offs = std::mem::take(&mut s.offs);
    let result = loop {
        if let Some(&cand) = run.on.order.get(on_head) {
            on_head += 1;
            let cand = usize::from(cand);
            let n = u32::from(run.on.table.node[slot(cand)]);
            super::board::on_to_off(board, cand, rules.y, &mut offs);
            let mut hit = None;
            for &q in &offs {
                let q = usize::from(q);
                if let Some(on) = run.on.get(q) {
                    let off = run.arena.push_one((q * 2) as u16, n);
                    hit = Some((on, off));
                    break;
                } else if !run.off.contains(q) {
                    let off = run.arena.push_one((q * 2) as u16, n);
                    run.off.put_new(q, off);
                }
            }
            if hit.is_some() {
                break hit;
            }
        } else if let Some(&cand) = run.off.order.get(off_head) {
            off_head += 1;
            let cand = usize::from(cand);
            let n = u32::from(run.off.table.node[slot(cand)]);
            let now: &Board = board;
            off_to_on(now, saved.unwrap_or(now), cand, rules, &run.off, s);
            if rules.dynamic {
                board.remove(cand);
            }
            let mut hit = None;
            for i in 0..s.ons.len() {
                let (q, a, b) = s.ons[i];
                s.parents.clear();
                s.parents.push(n);
                s.parents.extend_from_slice(&s.hidden[a..b]);
                hit = note_on(run, usize::from(q), &s.parents);
                if hit.is_some() {
                    break;
                }
            }
            if hit.is_some() {
                break hit;
            }
        } else {
            break None;
        }
    };
    s.offs = offs;
    result
}
