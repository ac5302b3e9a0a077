//! The general chain search ([`shortest`]): every start advanced in
//! lockstep, on a dense numbering of the nodes that have a strong link.
//!
//! A chain's true nodes are reached through strong links, so they have
//! one; a false node without one leads nowhere (nothing is strongly linked
//! to it) and is never an end (chains end on a true node). Dropping those
//! nodes therefore leaves every true layer as it was, and the rest number
//! a few hundred at most: a layer is then `W` words (`64 W` nodes) instead
//! of a [`NodeSet`](super::links::NodeSet)'s nine 128-bit sets, each node's
//! strong and weak links are one precomputed row, and every start's
//! search state fits in a few cache lines. Nodes are numbered in
//! [`NodeSet::iter`](super::links::NodeSet::iter) order (digit, then
//! cell), the order in which starts are tried, so start `i` is node `i`.

use super::links::{Links, Node, NodeSet};
use super::shortest_chain::{self, Found, Limits, MAX_LINKS};
use crate::{CellSet, Digit};

/// A set of dense node numbers.
type Bits<const W: usize> = [u64; W];

/// The shortest productive chain over every start, or `None`. `accept(a,
/// z)` says whether a chain from `a` to `z` is of the wanted kind.
///
/// Of the chains with the fewest links, the one from the first start (in
/// [`NodeSet::iter`] order) wins, and from that start the one
/// [`shortest_chain::from_start`] finds. Every start is advanced one layer
/// at a time, all together, so that no start is searched deeper than the
/// winning chain; when a start's new layer holds an end that may be
/// productive, its chain is rebuilt by [`shortest_chain::from_start`], which
/// also makes the final decision. The layers are kept on the dense
/// numbering (see the module docs).
pub(crate) fn shortest(
    links: &Links,
    limits: &Limits,
    accept: impl Fn(Node, Node) -> bool,
) -> Option<Found> {
    let max = limits.max_links.min(MAX_LINKS);
    if max < limits.min_links {
        return None;
    }
    // Strong links are symmetric, so these are the nodes with one.
    let starts = links.linked_nodes();
    let n: usize = starts.0.iter().map(|s| s.len()).sum();
    match n.div_ceil(64) {
        0 => None,
        1 | 2 => run::<2>(links, limits, &accept, &starts, max),
        3 => run::<3>(links, limits, &accept, &starts, max),
        4 => run::<4>(links, limits, &accept, &starts, max),
        5 | 6 => run::<6>(links, limits, &accept, &starts, max),
        _ => run::<12>(links, limits, &accept, &starts, max),
    }
}

/// One start's search.
#[derive(Clone, Copy)]
struct Run<const W: usize> {
    frontier: Bits<W>,
    seen_false: Bits<W>,
    seen_true: Bits<W>,
    /// The nodes whose arrival as true may end a chain from the start,
    /// once `has_ends` (read when first needed: a search often ends before
    /// every start is checked).
    ends: Bits<W>,
    has_ends: bool,
}

/// The numbering and the links of the nodes with a strong link.
struct Graph<const W: usize> {
    /// By number: the node.
    nodes: Vec<Node>,
    /// By number: the nodes strongly, and weakly, linked to it.
    strong: Vec<Bits<W>>,
    weak: Vec<Bits<W>>,
    /// The nodes of each digit, of each cell, and in the cells seeing each
    /// cell.
    of_digit: [Bits<W>; 9],
    of_cell: [Bits<W>; 81],
    of_peers: [Bits<W>; 81],
}

impl<const W: usize> Graph<W> {
    fn new(links: &Links, starts: &NodeSet) -> Graph<W> {
        let c = links.candidates();
        let mut g = Graph {
            nodes: Vec::with_capacity(64 * W),
            strong: Vec::new(),
            weak: Vec::new(),
            of_digit: [[0; W]; 9],
            of_cell: [[0; W]; 81],
            of_peers: [[0; W]; 81],
        };
        let mut of_unit = [[0; W]; 27];
        let mut number = [0u16; 729];
        // Digit by digit, cell by cell: NodeSet::iter order, read without
        // decoding nodes.
        for (d, digit) in Digit::all().enumerate() {
            for cell in starts.0[d] {
                let i = g.nodes.len();
                let k = cell.index();
                number[k * 9 + d] = i as u16;
                g.nodes.push(Node::new(cell, digit));
                set(&mut g.of_digit[d], i);
                set(&mut g.of_cell[k], i);
                for &u in &UNITS_OF[k] {
                    set(&mut of_unit[usize::from(u)], i);
                }
            }
        }
        // Only the cells that hold a candidate are ever asked for.
        let open = Digit::all().fold(CellSet::EMPTY, |acc, d| acc | c.cells_with(d));
        for cell in open {
            let k = cell.index();
            let [r, col, b] = UNITS_OF[k].map(usize::from);
            let all = or(&or(&of_unit[r], &of_unit[col]), &of_unit[b]);
            g.of_peers[k] = and_not(&all, &g.of_cell[k]);
        }
        let universe = links.universe();
        let bivalue = links.bivalue_cells();
        let in_cell = links.weak_in_cell();
        // Strong links, one pair at a time: a conjugate pair (its two cells
        // hold the digit, so both are numbered when both are in the
        // universe), or the two digits of a bivalue cell.
        g.strong = vec![[0; W]; g.nodes.len()];
        let mut link = |x: usize, y: usize| {
            let (x, y) = (usize::from(number[x]), usize::from(number[y]));
            set(&mut g.strong[x], y);
            set(&mut g.strong[y], x);
        };
        for d in 0..9 {
            for pair in links.conjugate_pairs(d) {
                if pair & universe.0[d] == pair {
                    let bits = pair.bits();
                    let p = bits.trailing_zeros() as usize;
                    let q = (bits & (bits - 1)).trailing_zeros() as usize;
                    link(p * 9 + d, q * 9 + d);
                }
            }
        }
        for cell in bivalue {
            let bits = c.candidates(cell).bits();
            let (a, e) = (
                bits.trailing_zeros() as usize,
                (bits & (bits - 1)).trailing_zeros() as usize,
            );
            if universe.0[a].contains(cell) && universe.0[e].contains(cell) {
                let k = cell.index() * 9;
                link(k + a, k + e);
            }
        }
        g.weak = Vec::with_capacity(g.nodes.len());
        let mut i = 0;
        for d in 0..9 {
            for cell in starts.0[d] {
                let k = cell.index();
                // The same digit in the cells seeing this one, and (if
                // links inside cells are allowed) the other digits of this
                // cell.
                let mut weak = and(&g.of_peers[k], &g.of_digit[d]);
                if in_cell {
                    weak = or(&weak, &g.of_cell[k]);
                    clear(&mut weak, i);
                }
                g.weak.push(weak);
                i += 1;
            }
        }
        g
    }

    /// The nodes whose arrival as true may end a chain from node `i`:
    /// [`Links::productive_ends`], and with `loops` also [`Links::weak_of`]
    /// (ends that may close a loop) and the start itself (a placement), on
    /// this numbering.
    fn ends(&self, links: &Links, i: usize, loops: bool) -> Bits<W> {
        let c = links.candidates();
        let a = self.nodes[i];
        let (ca, da) = (a.cell(), a.digit().index());
        let cands_a = c.candidates(ca).bits();
        let digit = Digit::from_index(da).expect("node digits are 0..9");
        let mut near = [0; W];
        let mut near_cells = [0; W];
        for w in CellSet::peers(ca) & c.cells_with(digit) {
            near = or(&near, &self.of_peers[w.index()]);
            near_cells = or(&near_cells, &self.of_cell[w.index()]);
        }
        let mut held = [0; W];
        let mut others = cands_a & !(1 << da);
        while others != 0 {
            let e = others.trailing_zeros() as usize;
            others &= others - 1;
            held = or(&held, &self.of_digit[e]);
        }
        let peers_a = self.of_peers[ca.index()];
        // On a's digit: the cells seeing a cell that sees a and holds the
        // digit (and with loops, a's peers).
        let mut same = near;
        if loops {
            same = or(&same, &peers_a);
        }
        let mut ends = and(&same, &self.of_digit[da]);
        // On a digit a's cell holds: every peer of a.
        ends = or(&ends, &and(&peers_a, &held));
        // On a digit it does not: the peers of a holding a's digit.
        let others = and_not(&and_not(&near_cells, &held), &self.of_digit[da]);
        ends = or(&ends, &others);
        // a's own cell, with a third digit or with loops.
        if loops || (cands_a & !(1 << da)).count_ones() >= 2 {
            ends = or(&ends, &self.of_cell[ca.index()]);
        }
        clear(&mut ends, i);
        if loops {
            set(&mut ends, i);
        }
        ends
    }
}

/// The search of [`shortest`] with `W` words per layer.
fn run<const W: usize>(
    links: &Links,
    limits: &Limits,
    accept: &impl Fn(Node, Node) -> bool,
    starts: &NodeSet,
    max: usize,
) -> Option<Found> {
    let g = Graph::<W>::new(links, starts);
    let n = g.nodes.len();
    let mut runs: Vec<Run<W>> = (0..n)
        .map(|i| {
            let mut one = [0; W];
            set(&mut one, i);
            Run {
                frontier: one,
                seen_false: one,
                seen_true: [0; W],
                ends: [0; W],
                has_ends: false,
            }
        })
        .collect();
    // Reused by every rebuild: each layer is written before it is read.
    let mut layers = [NodeSet::EMPTY; MAX_LINKS + 1];
    // The starts whose last layer was not empty, in order.
    let mut live: Vec<u16> = (0..n as u16).collect();
    // Odd layers only (chains end on a strong link): each start takes its
    // weak layer just before its strong one, so that the starts after the
    // winner are spared the weak layer too.
    for k in (1..=max).step_by(2) {
        let check = k >= limits.min_links;
        let mut kept = 0;
        for j in 0..live.len() {
            let i = usize::from(live[j]);
            let run = &mut runs[i];
            // A start with an empty layer has no chain at any further length.
            if k > 1 && !step(&g.weak, &mut run.frontier, &mut run.seen_false) {
                continue;
            }
            if !step(&g.strong, &mut run.frontier, &mut run.seen_true) {
                continue;
            }
            live[kept] = i as u16;
            kept += 1;
            if !check {
                continue;
            }
            if !run.has_ends {
                run.ends = g.ends(links, i, limits.loops);
                run.has_ends = true;
            }
            if intersects(&run.frontier, &run.ends) {
                if let Some(f) =
                    shortest_chain::from_start(links, limits, accept, g.nodes[i], k, &mut layers)
                {
                    return Some(f);
                }
            }
        }
        live.truncate(kept);
        if live.is_empty() {
            return None;
        }
    }
    None
}

/// One layer: `frontier` becomes the nodes linked (by `table`) to it that
/// are not in `seen`, and `seen` gains them; whether there are any.
#[inline]
fn step<const W: usize>(table: &[Bits<W>], frontier: &mut Bits<W>, seen: &mut Bits<W>) -> bool {
    let mut out = [0u64; W];
    for (w, &word) in frontier.iter().enumerate() {
        let mut x = word;
        while x != 0 {
            let row = &table[w * 64 + x.trailing_zeros() as usize];
            x &= x - 1;
            for k in 0..W {
                out[k] |= row[k];
            }
        }
    }
    let mut any = 0;
    for k in 0..W {
        let new = out[k] & !seen[k];
        seen[k] |= new;
        frontier[k] = new;
        any |= new;
    }
    any != 0
}

#[inline]
fn set<const W: usize>(b: &mut Bits<W>, i: usize) {
    b[i / 64] |= 1 << (i % 64);
}

#[inline]
fn clear<const W: usize>(b: &mut Bits<W>, i: usize) {
    b[i / 64] &= !(1 << (i % 64));
}

#[inline]
fn or<const W: usize>(a: &Bits<W>, b: &Bits<W>) -> Bits<W> {
    std::array::from_fn(|k| a[k] | b[k])
}

#[inline]
fn and<const W: usize>(a: &Bits<W>, b: &Bits<W>) -> Bits<W> {
    std::array::from_fn(|k| a[k] & b[k])
}

#[inline]
fn and_not<const W: usize>(a: &Bits<W>, b: &Bits<W>) -> Bits<W> {
    std::array::from_fn(|k| a[k] & !b[k])
}

#[inline]
fn intersects<const W: usize>(a: &Bits<W>, b: &Bits<W>) -> bool {
    a.iter().zip(b).any(|(x, y)| x & y != 0)
}

/// The indices (as in [`Unit::all`](crate::Unit::all)) of each cell's row,
/// column and box.
static UNITS_OF: [[u8; 3]; 81] = {
    let mut t = [[0u8; 3]; 81];
    let mut i = 0;
    while i < 81 {
        let (r, c) = (i / 9, i % 9);
        t[i] = [r as u8, (9 + c) as u8, (18 + (r / 3) * 3 + c / 3) as u8];
        i += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::finders::chains::links::ChainKind;

    #[test]
    fn ends_are_those_of_the_links() {
        // For every start of a few real states: the dense ends are the
        // nodes of Links::productive_ends (with loops also the
        // nodes weakly linked to the start, which may close a loop) that
        // have a strong link, plus the start itself with loops.
        for marks in [
            super::super::tests::X_MARKS,
            super::super::tests::AIC_MARKS,
            super::super::tests::LOOP_MARKS,
        ] {
            let c = crate::logic::finders::testing::state(marks);
            for kind in [ChainKind::Aic, ChainKind::Xy] {
                let links = Links::new(&c, kind);
                let starts = links.linked_nodes();
                let g = Graph::<12>::new(&links, &starts);
                for (i, &a) in g.nodes.iter().enumerate() {
                    for loops in [false, true] {
                        let mut expected = links.productive_ends(a);
                        if loops {
                            expected.union_with(&links.weak_of(a));
                        }
                        let mut expected = expected.and(&starts);
                        if loops {
                            expected.insert(a);
                        }
                        let got = g.ends(&links, i, loops);
                        let got_nodes: Vec<Node> = g
                            .nodes
                            .iter()
                            .enumerate()
                            .filter(|&(j, _)| got[j / 64] & (1 << (j % 64)) != 0)
                            .map(|(_, &v)| v)
                            .collect();
                        assert_eq!(got_nodes, expected.iter().collect::<Vec<_>>(), "{a:?}");
                    }
                }
            }
        }
    }
}
