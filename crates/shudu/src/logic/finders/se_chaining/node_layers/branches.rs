//! Which cells and regions can give SE's multiple forcing chains (static,
//! both kinds of links) a hint at all: a cell's (or a region's) hint needs
//! a potential that every branch reaches, each branch a candidate of the
//! cell (a place of the digit in the region) on. A static run from a
//! candidate on reaches no more than what the graph's reachability says
//! it reaches (a run that meets a contradiction stops short of it), so
//! where those sets have nothing in common no run is needed: the search
//! makes the runs of the other cells and regions only.
//!
//! What "`x` on" reaches: "on", the nodes of the closures of what its
//! forcers off turn on (and `x`); "off", what `x` and each of those nodes
//! turn off, gathered by component (a component's closure is its members'
//! and those of the components it leads to).

use super::super::board::{peers, Board, REGION_MASK};
use super::super::closure::{Scratch, Set, Words};
use super::reach::{each_node, Closures};
use super::{Graph, EMPTY};

/// The cells and regions whose branches may share a potential.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::logic::finders::se_chaining) struct Branches {
    /// The cells, a bit each.
    cells: u128,
    /// `regions[r]`: the digits, a bit each.
    regions: [u16; 27],
}

impl Branches {
    /// Whether the branches of `cell` (its candidates on) may share a
    /// potential.
    #[inline]
    pub fn cell(&self, cell: usize) -> bool {
        self.cells >> cell & 1 == 1
    }

    /// Whether the branches of digit `d` in region `r` (its places on) may
    /// share a potential.
    #[inline]
    pub fn region(&self, r: usize, d: usize) -> bool {
        self.regions[r] >> d & 1 == 1
    }

    /// The cells and regions of `board`, whose graph with both kinds of
    /// links is `graph`, whose branches may share a potential.
    pub fn of(graph: &Graph, board: &Board, scratch: &mut Scratch) -> Branches {
        match graph.words {
            1 => Self::of_w::<1>(graph, board, scratch),
            2 => Self::of_w::<2>(graph, board, scratch),
            3 => Self::of_w::<3>(graph, board, scratch),
            _ => Self::of_w::<4>(graph, board, scratch),
        }
    }

    fn of_w<const W: usize>(graph: &Graph, board: &Board, scratch: &mut Scratch) -> Branches {
        // What a candidate on turns off, digit by digit: its digit's places
        // it sees, and its cell's other candidates.
        let offs = |cand: usize, out: &mut [u128; 9]| {
            let (cell, d) = (cand / 9, cand % 9);
            out[d] |= peers(cell) & board.cells[d];
            let mut m = board.cand[cell] & !(1 << d);
            while m != 0 {
                out[m.trailing_zeros() as usize] |= 1 << cell;
                m &= m - 1;
            }
        };
        let mut closures = Closures::<W>::new(graph);
        let mut order = Vec::with_capacity(graph.cand.len());
        closures.fill(graph, scratch, |first, members| {
            order.push((first as u16, *members))
        });
        // Each component's "off" potentials, in the order found.
        let mut component_of = vec![0u16; graph.cand.len()];
        let mut off_of = vec![[0u128; 9]; order.len()];
        for (k, (_, members)) in order.iter().enumerate() {
            let (mut out, mut steps) = ([0u128; 9], Words::<W>::EMPTY);
            let mut m = *members;
            while let Some(x) = m.pop_lowest() {
                component_of[x] = k as u16;
                offs(usize::from(graph.cand[x]), &mut out);
                steps.union(&closures.step[x]);
            }
            steps.remove_all(members);
            gather(steps, &component_of, &off_of, &mut out);
            off_of[k] = out;
        }
        // What each candidate on reaches, on and off.
        let mut index = [u16::MAX; 729];
        let mut reached: Vec<(Words<W>, [u128; 9])> = Vec::with_capacity(256);
        for (cell, &m) in board.cand.iter().enumerate() {
            let mut m = m;
            while m != 0 {
                let d = m.trailing_zeros() as usize;
                m &= m - 1;
                let x = cell * 9 + d;
                let forcers = graph.forcers(x);
                let (mut on, mut off) = (Words::<W>::EMPTY, [0u128; 9]);
                each_node::<W>(&forcers, |k| on.union(&closures.off_reach[k]));
                let first = graph.off_to_on::<W>(&forcers);
                let first = Words::<W>(std::array::from_fn(|w| first[w]));
                let node = graph.node[x];
                if node != u16::MAX {
                    on.put(usize::from(node));
                }
                offs(x, &mut off);
                gather(first, &component_of, &off_of, &mut off);
                index[x] = reached.len() as u16;
                reached.push((on, off));
            }
        }
        // Whether the branches of the candidates `cands` share a potential.
        let shared = |cands: &[u16]| {
            let (mut on, mut off) = reached[usize::from(index[usize::from(cands[0])])];
            for &x in &cands[1..] {
                let (o, f) = &reached[usize::from(index[usize::from(x)])];
                for w in 0..W {
                    on.0[w] &= o.0[w];
                }
                for (a, b) in off.iter_mut().zip(f) {
                    *a &= b;
                }
            }
            on.0.iter().any(|&w| w != 0) || off.iter().any(|&w| w != 0)
        };
        let mut branches = Branches {
            cells: 0,
            regions: [0; 27],
        };
        let mut cands = [0u16; 9];
        for (cell, &m) in board.cand.iter().enumerate() {
            if m & m.wrapping_sub(1) == 0 {
                continue;
            }
            let (mut k, mut left) = (0, m);
            while left != 0 {
                cands[k] = (cell * 9 + left.trailing_zeros() as usize) as u16;
                left &= left - 1;
                k += 1;
            }
            if shared(&cands[..k]) {
                branches.cells |= 1 << cell;
            }
        }
        for (r, &mask) in REGION_MASK.iter().enumerate() {
            for d in 0..9 {
                let places = board.cells[d] & mask;
                if places & places.wrapping_sub(1) == 0 {
                    continue;
                }
                let (mut k, mut left) = (0, places);
                while left != 0 {
                    cands[k] = (left.trailing_zeros() as usize * 9 + d) as u16;
                    left &= left - 1;
                    k += 1;
                }
                if shared(&cands[..k]) {
                    branches.regions[r] |= 1 << d;
                }
            }
        }
        branches
    }
}

/// Adds to `out` the "off" potentials of the components (`component_of`
/// each node's, `off_of` each component's) of the nodes of `nodes`, each
/// component once.
#[inline]
fn gather<const W: usize>(
    mut nodes: Words<W>,
    component_of: &[u16],
    off_of: &[[u128; 9]],
    out: &mut [u128; 9],
) {
    let mut seen = EMPTY;
    while let Some(u) = nodes.pop_lowest() {
        let j = usize::from(component_of[u]);
        if seen[j / 64] >> (j % 64) & 1 == 0 {
            seen[j / 64] |= 1 << (j % 64);
            for (o, f) in out.iter_mut().zip(&off_of[j]) {
                *o |= f;
            }
        }
    }
}
