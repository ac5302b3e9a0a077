//! Which starts of the pass with both kinds of links can have a forcing
//! chain or a cycle that removes something at all, whatever its length:
//! read off the graph's reachability once per graph, so that the searches
//! of the other starts, which could only find nothing, are not made.
//!
//! Write `a ⇒ b` when potential `a` forces `b` through the graph's links
//! (zero or more of them). On the graph every "on" potential after a start
//! is a node, reached from an "off" node, so what "`n` on" reaches is the
//! closure of the two-link step "`n` on, an "off" node, an "on" node": its
//! strongly connected components share their closure, which is the union
//! of their members and the closures they step into (Tarjan's algorithm
//! finds each component after those it steps into).
//!
//! - A forcing chain from `s` on is `s on ⇒ s off`: `s` on turns its
//!   *forcers* off (its cell's other nodes and its digit's nodes that see
//!   it), and `s` off is reached from one of them on.
//! - One from `s` off (`s` a node; off, any other start forces nothing) is
//!   `s off ⇒ s on`.
//! - A cycle removes a candidate `x` only if `x` sees two of its
//!   potentials of `x`'s digit, `p` on and `q` off: `x` on turns `q` off,
//!   the cycle leads from `q` off round to `p` on, which turns `x` off.
//!   Read forwards from `q` off, or backwards (the links are their own
//!   contrapositives: the cycle's potentials negated, in reverse order),
//!   that chain passes the start's "on" or its "off" potential; either way
//!   `x on ⇒ s on ⇒ x off` (`x on ⇒ s off` is `s on ⇒ x off`, and
//!   `s off ⇒ x off` is `x on ⇒ s on`). So a start none of whose cycles
//!   can remove anything has no such `x`: no candidate with `x on ⇒ x off`
//!   reaches it and is reached back from it.

use super::super::closure::{close, Scratch, Set, Words};
use super::{or, put, Graph, Nodes, EMPTY};

/// What each start may have on a graph, read off its reachability.
#[derive(Default)]
pub(in crate::logic::finders::se_chaining) struct Reach {
    /// The closure's scratch space.
    scratch: Scratch,
    /// The components found, by their first node, with their members.
    components: Vec<(u16, Nodes)>,
    /// For each candidate x with "x on" forcing "x off": the nodes "x on"
    /// reaches on (x too, if a node), and x's forcers.
    removable: Vec<(Nodes, Nodes)>,
    /// The nodes with a forcing chain from themselves on, from themselves
    /// off, and those a cycle that removes something may pass.
    forcing_on: Nodes,
    forcing_off: Nodes,
    cycle: Nodes,
    /// The candidates that are no nodes with a forcing chain from
    /// themselves on, a bit each.
    other_forcing_on: [u64; 12],
}

/// What a start may have, by [`Reach::of`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::logic::finders::se_chaining) struct Possible {
    /// A forcing chain from the start on.
    pub forcing_on: bool,
    /// A forcing chain from the start off.
    pub forcing_off: bool,
    /// A cycle from the start that removes a candidate.
    pub cycle: bool,
}

impl Possible {
    /// Everything (no reachability read).
    pub const ANY: Possible = Possible {
        forcing_on: true,
        forcing_off: true,
        cycle: true,
    };
}

#[inline(always)]
fn has(a: &Nodes, n: usize) -> bool {
    a[n / 64] >> (n % 64) & 1 == 1
}

/// Calls `f` on each node of `a`.
#[inline(always)]
pub(super) fn each_node<const W: usize>(a: &Nodes, mut f: impl FnMut(usize)) {
    for (w, &word) in a.iter().enumerate().take(W) {
        let mut m = word;
        while m != 0 {
            f(w * 64 + m.trailing_zeros() as usize);
            m &= m - 1;
        }
    }
}

/// The closures of a graph's nodes under the two-link step (what "`n`
/// on" reaches on), and what each node off reaches on, in the graph's
/// first `W` words.
pub(super) struct Closures<const W: usize> {
    /// `step[n]`: the nodes "`n` on" reaches in two links, but `n`.
    pub step: Vec<Words<W>>,
    /// `closure[n]`: the nodes "`n` on" reaches on, `n` too.
    pub closure: Vec<Words<W>>,
    /// `off_reach[k]`: the nodes "`k` off" reaches on (the closures of
    /// its row of `off_on`).
    pub off_reach: Vec<Words<W>>,
}

impl<const W: usize> Closures<W> {
    /// Tables for the nodes of `graph`.
    pub fn new(graph: &Graph) -> Closures<W> {
        let n = graph.cand.len();
        Closures {
            step: vec![Words::EMPTY; n],
            closure: vec![Words::EMPTY; n],
            off_reach: vec![Words::EMPTY; n],
        }
    }

    /// Reads `graph`'s closures; `found` gets each component (its first
    /// node and its members), every one after those it leads to.
    pub fn fill(
        &mut self,
        graph: &Graph,
        scratch: &mut Scratch,
        found: impl FnMut(usize, &Words<W>),
    ) {
        let n = graph.cand.len();
        let words = |a: &Nodes| Words::<W>(std::array::from_fn(|w| a[w]));
        // "i on" turns off its row of `on_off`, each turning on its row of
        // `off_on`.
        let mut all = Words::<W>::EMPTY;
        for i in 0..n {
            // (Without the step back to itself: a closure holds its node.)
            let mut row = graph.off_to_on::<W>(&graph.on_off[i]);
            row[i / 64] &= !(1 << (i % 64));
            self.step[i] = words(&row);
            all.put(i);
        }
        close(all, &self.step, &mut self.closure, scratch, found);
        for k in 0..n {
            let mut reach = Words::<W>::EMPTY;
            each_node::<W>(&graph.off_on[k], |m| reach.union(&self.closure[m]));
            self.off_reach[k] = reach;
        }
    }
}

impl Reach {
    /// Reads `graph`'s reachability, with `cand` its board's candidates
    /// (each cell's).
    pub fn fill(&mut self, graph: &Graph, cand: &[u16; 81]) {
        match graph.words {
            1 => self.fill_w::<1>(graph, cand),
            2 => self.fill_w::<2>(graph, cand),
            3 => self.fill_w::<3>(graph, cand),
            _ => self.fill_w::<4>(graph, cand),
        }
    }

    fn fill_w<const W: usize>(&mut self, graph: &Graph, cand: &[u16; 81]) {
        let n = graph.cand.len();
        let nodes = |a: &Words<W>| {
            let mut out = EMPTY;
            out[..W].copy_from_slice(&a.0);
            out
        };
        let mut closures = Closures::<W>::new(graph);
        self.components.clear();
        let components = &mut self.components;
        closures.fill(graph, &mut self.scratch, |first, members| {
            components.push((first as u16, nodes(members)));
        });
        let (closure, off_reach) = (&closures.closure, &closures.off_reach);
        let meet = |a: &Words<W>, b: &Nodes| (0..W).any(|w| a.0[w] & b[w] != 0);
        self.removable.clear();
        self.forcing_on = EMPTY;
        self.forcing_off = EMPTY;
        for i in 0..n {
            if meet(&closure[i], &graph.on_off[i]) {
                put(&mut self.forcing_on, i);
                self.removable.push((nodes(&closure[i]), graph.on_off[i]));
            }
            if off_reach[i].has(i) {
                put(&mut self.forcing_off, i);
            }
        }
        // The candidates that are no nodes: "x on" turns off its forcers,
        // its cell's nodes and its digit's nodes that see it.
        self.other_forcing_on = [0; 12];
        for (cell, &m) in cand.iter().enumerate() {
            let mut m = m;
            while m != 0 {
                let x = cell * 9 + m.trailing_zeros() as usize;
                m &= m - 1;
                if graph.holds(x) {
                    continue;
                }
                let forcers = graph.forcers(x);
                let mut reached = Words::<W>::EMPTY;
                each_node::<W>(&forcers, |k| reached.union(&off_reach[k]));
                if meet(&reached, &forcers) {
                    self.other_forcing_on[x / 64] |= 1 << (x % 64);
                    self.removable.push((nodes(&reached), forcers));
                }
            }
        }
        // A component's members share what they reach and are reached
        // from.
        self.cycle = EMPTY;
        for (first, members) in &self.components {
            let first = usize::from(*first);
            let from = &closure[first];
            if self
                .removable
                .iter()
                .any(|(reached, forcers)| has(reached, first) && meet(from, forcers))
            {
                or::<W>(&mut self.cycle, members);
            }
        }
    }

    /// What candidate `start` (of a cell with two candidates or more) may
    /// have on `graph` (the graph [`fill`](Self::fill) read).
    #[inline]
    pub fn of(&self, graph: &Graph, start: usize) -> Possible {
        let n = graph.node[start];
        if n == u16::MAX {
            // Off, the start forces nothing, and no cycle passes it.
            return Possible {
                forcing_on: self.other_forcing_on[start / 64] >> (start % 64) & 1 == 1,
                forcing_off: false,
                cycle: false,
            };
        }
        let n = usize::from(n);
        Possible {
            forcing_on: has(&self.forcing_on, n),
            forcing_off: has(&self.forcing_off, n),
            cycle: has(&self.cycle, n),
        }
    }
}
