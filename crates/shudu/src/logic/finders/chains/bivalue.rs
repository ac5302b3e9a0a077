//! The XY-chain search on a compact numbering of its nodes.
//!
//! An XY-chain's nodes are the candidates of bivalue cells, rarely more
//! than a hundred, so a set of them fits one `u128` when they are numbered
//! in [`NodeSet::iter`](super::links::NodeSet::iter) order (digit, then cell). Each node's links are then
//! precomputed: its strong partner (the cell's other digit) and its weak
//! neighbours (the same digit in the bivalue cells it sees), and a search
//! layer is a few word operations. Every start is advanced a layer at a time
//! as in [`dense::shortest`], which finds the same chain; a start whose new
//! layer holds a productive end is handed to [`shortest_chain::from_start`], which
//! decides and rebuilds the chain.

use super::dense;
use super::links::{Links, Node};
use super::shortest_chain::{self, Found, Limits, MAX_LINKS};
use crate::{CellSet, Digit};

/// The most nodes numbered; with more, the generic search runs.
const MAX_NODES: usize = 128;

/// [`dense::shortest`] for XY-chain links ([`super::links::ChainKind::Xy`]).
pub(crate) fn shortest(
    links: &Links,
    limits: &Limits,
    accept: impl Fn(Node, Node) -> bool,
) -> Option<Found> {
    let universe = links.universe();
    let count: usize = universe.0.iter().map(|s| s.len()).sum();
    if count > MAX_NODES {
        return dense::shortest(links, limits, accept);
    }
    // XY-chains have no loops; with loops, every node weakly linked to the
    // start would be an end too, not only the start itself.
    debug_assert!(!limits.loops, "the bivalue search does not look for loops");
    let max = limits.max_links.min(MAX_LINKS);
    if max < limits.min_links || count == 0 {
        return None;
    }
    let c = links.candidates();
    // Bits: the m-th cell (in reading order) with nodes has bits 2m (its
    // lower digit) and 2m + 1 (its higher digit), so a strong link, which
    // joins a cell's two digits, swaps neighbouring bits. Starts keep
    // their own numbering, in `NodeSet::iter` order (digit, then cell):
    // the order in which they are tried.
    let cells_with_nodes = universe.0.iter().fold(CellSet::EMPTY, |acc, &s| acc | s);
    // Each cell's m, read once (a population count per lookup is slow on
    // baseline x86-64).
    let mut rank = [0u8; 81];
    for (m, cell) in cells_with_nodes.iter().enumerate() {
        rank[cell.index()] = m as u8;
    }
    let bit_of = |cell: crate::Cell, d: usize| {
        let m = rank[cell.index()] as usize;
        let higher = 15 - c.candidates(cell).bits().leading_zeros() as usize;
        2 * m + usize::from(d == higher)
    };
    let placeholder = Node::new(crate::Cell::at(0, 0), Digit::all().next()?);
    // By bit: the node and its weak links.
    let mut nodes = vec![placeholder; count];
    let mut weak = vec![0u128; count];
    // By start, in order.
    let mut runs: Vec<BitRun> = Vec::with_capacity(count);
    for d in Digit::all() {
        let di = d.index();
        for cell in universe.0[di] {
            let b = bit_of(cell, di);
            nodes[b] = Node::new(cell, d);
            let mut w = 0u128;
            for p in CellSet::peers(cell) & universe.0[di] {
                w |= 1u128 << bit_of(p, di);
            }
            weak[b] = w;
            runs.push(BitRun {
                slot: b,
                frontier: 1u128 << b,
                seen_false: 1u128 << b,
                seen_true: 0,
                ends: None,
            });
        }
    }
    const LOWER: u128 = u128::MAX / 3; // bits 0, 2, 4, ...
    let mut live: [u8; MAX_NODES] = std::array::from_fn(|i| i as u8);
    let mut live_len = count;
    // Odd layers only, each start's weak layer just before its strong one
    // (as in dense::shortest).
    for k in (1..=max).step_by(2) {
        let check = k >= limits.min_links;
        let mut kept = 0;
        for j in 0..live_len {
            let i = live[j] as usize;
            let run = &mut runs[i];
            let mut f = run.frontier;
            if k > 1 {
                let mut out = 0;
                while f != 0 {
                    out |= weak[f.trailing_zeros() as usize];
                    f &= f - 1;
                }
                f = out & !run.seen_false;
                run.seen_false |= f;
                if f == 0 {
                    continue;
                }
            }
            let out = (((f & LOWER) << 1) | ((f >> 1) & LOWER)) & !run.seen_true;
            run.seen_true |= out;
            run.frontier = out;
            if out == 0 {
                continue;
            }
            live[kept] = i as u8;
            kept += 1;
            if !check {
                continue;
            }
            let a = nodes[run.slot];
            let ends = *run.ends.get_or_insert_with(|| {
                // As Links::productive_ends, on the start's own digit (the
                // only one an XY-chain may end on): the cells seeing a cell
                // that sees the start and holds the digit.
                // Read off the digit's nodes in those cells, fewer than
                // the digit's nodes.
                let di = a.digit().index();
                let near =
                    super::links::peers_of_all(CellSet::peers(a.cell()) & c.cells_with(a.digit()));
                let ends = (near & universe.0[di])
                    .iter()
                    .fold(0u128, |acc, cell| acc | 1u128 << bit_of(cell, di));
                ends & !(1u128 << run.slot)
            });
            if out & ends != 0 {
                let mut layers = [super::links::NodeSet::EMPTY; MAX_LINKS + 1];
                if let Some(f) =
                    shortest_chain::from_start(links, limits, &accept, a, k, &mut layers)
                {
                    return Some(f);
                }
            }
        }
        live_len = kept;
        if live_len == 0 {
            return None;
        }
    }
    None
}

/// One start's search: its node's bit, the layer sets, and the nodes of
/// its digit that are productive ends (read when first needed: a search
/// often ends before every start is checked).
struct BitRun {
    slot: usize,
    frontier: u128,
    seen_false: u128,
    seen_true: u128,
    ends: Option<u128>,
}
