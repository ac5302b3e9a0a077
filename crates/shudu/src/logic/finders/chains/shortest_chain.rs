//! Breadth-first search for the shortest productive alternating chain.
//!
//! From a start candidate A, assumed false, the search alternates: strong
//! links lead to candidates that must then be true, weak links to candidates
//! that must then be false. Each layer is a [`NodeSet`] computed from the
//! previous one in one bit-parallel step; a node is kept only in the first
//! layer that reaches it with a given truth value, so layer `k` holds exactly
//! the candidates whose shortest chain from A has `k` links. Paths are not
//! stored: a chain is rebuilt backwards by finding, in the previous layer, a
//! node linked to the current one.
//!
//! A chain from "A false" to "Z true" proves "A or Z", which removes every
//! candidate weakly linked to both A and Z (both ends the same digit: the
//! cells seeing both; different digits in cells that see each other: the
//! other digit in each cell). If Z is A itself, A is true (a discontinuous
//! nice loop). If Z is weakly linked to A and the chain has no repeated
//! candidate, closing it gives a continuous nice loop, in which every link
//! holds exactly one true candidate, so whatever sees both ends of any link
//! goes.

use super::links::{Links, Node, NodeSet};
use crate::logic::Candidate;
use crate::{Cell, CellSet, Digit};

/// The most links a search may use (the size of the layer array).
pub(crate) const MAX_LINKS: usize = 24;

/// What a chain proves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    /// An open chain: one of its two ends is true.
    Open,
    /// A continuous nice loop (the chain plus a weak link from its end back
    /// to its start).
    Loop,
    /// A chain from "A false" back to "A true": A is placed.
    Placement,
}

/// A productive chain.
#[derive(Clone, Debug)]
pub(crate) struct Found {
    pub(crate) shape: Shape,
    /// Start (assumed false) to end (then true); links alternate strong,
    /// weak, strong, ... starting with strong.
    pub(crate) nodes: Vec<Node>,
    pub(crate) eliminations: Vec<Candidate>,
    /// Number of links (for a loop, including the closing one).
    pub(crate) length: usize,
    /// Search depth at which it was found: links from the start to the end
    /// (for a loop, without the closing link). Chains are ranked by it, so
    /// a loop is not beaten by its own rotations, which are open chains one
    /// link shorter.
    pub(crate) depth: usize,
}

/// How a search is limited.
pub(crate) struct Limits {
    pub(crate) min_links: usize,
    pub(crate) max_links: usize,
    /// Look for continuous loops and placements (nice loops) too.
    pub(crate) loops: bool,
}

/// [`dense::shortest`](super::dense::shortest) for links on the one digit `d` without bivalue cells
/// (X-chains, [`Links::restrict_to`]): the same chain, found with one cell
/// set per layer instead of a [`NodeSet`]. Every start is advanced a layer
/// at a time as in [`dense::shortest`](super::dense::shortest); a start whose new layer holds a productive
/// end is handed to [`from_start`], which decides.
pub(crate) fn shortest_on_digit(
    links: &Links,
    d: Digit,
    limits: &Limits,
    accept: impl Fn(Node, Node) -> bool,
) -> Option<Found> {
    // X-chains have no loops; with loops, every node weakly linked to the
    // start would be an end too, not only the start itself.
    debug_assert!(!limits.loops, "shortest_on_digit does not look for loops");
    let max = limits.max_links.min(MAX_LINKS);
    if max < limits.min_links {
        return None;
    }
    let di = d.index();
    let universe = links.universe().0[di];
    debug_assert!(links
        .universe()
        .0
        .iter()
        .enumerate()
        .all(|(e, u)| e == di || u.is_empty()));
    // Strong links are symmetric, so these are the cells with one.
    let starts = links.conjugates_on(di, universe) & universe;
    let n = starts.len();
    // Only as many as there are starts (often a handful).
    let mut runs: Vec<CellRun> = starts
        .iter()
        .map(|a| CellRun {
            a,
            frontier: CellSet::single(a),
            seen_false: CellSet::single(a),
            seen_true: CellSet::EMPTY,
            // The productive ends on one digit (see Links::productive_ends):
            // the cells seeing a cell that sees `a` and holds the digit.
            ends: super::links::peers_of_all(CellSet::peers(a) & universe) - CellSet::single(a),
        })
        .collect();
    let mut live: [u8; 81] = std::array::from_fn(|i| i as u8);
    let mut live_len = n;
    // Odd layers only, each start's weak layer just before its strong one
    // (as in `shortest`).
    for k in (1..=max).step_by(2) {
        let check = k >= limits.min_links;
        let mut kept = 0;
        for j in 0..live_len {
            let i = live[j] as usize;
            let run = &mut runs[i];
            let mut f = run.frontier;
            if k > 1 {
                f = (super::links::peers_of_all(f) & universe) - run.seen_false;
                run.seen_false |= f;
                if f.is_empty() {
                    continue;
                }
            }
            let next = (links.conjugates_on(di, f) & universe) - run.seen_true;
            run.seen_true |= next;
            run.frontier = next;
            if next.is_empty() {
                continue;
            }
            live[kept] = i as u8;
            kept += 1;
            if check && next.intersects(run.ends) {
                let a = Node::new(run.a, d);
                let mut layers = [NodeSet::EMPTY; MAX_LINKS + 1];
                if let Some(f) = from_start(links, limits, &accept, a, k, &mut layers) {
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

/// One start's search in [`shortest_on_digit`].
struct CellRun {
    a: Cell,
    frontier: CellSet,
    seen_false: CellSet,
    seen_true: CellSet,
    /// The cells whose arrival as true may end a chain from `a`.
    ends: CellSet,
}

/// The first productive chain from `a`, with at most `bound` links.
pub(crate) fn from_start(
    links: &Links,
    limits: &Limits,
    accept: &impl Fn(Node, Node) -> bool,
    a: Node,
    bound: usize,
    layers: &mut [NodeSet; MAX_LINKS + 1],
) -> Option<Found> {
    layers[0] = NodeSet::single(a);
    let mut seen_false = layers[0];
    let mut seen_true = NodeSet::EMPTY;
    let weak_a = links.weak_of(a);
    let productive = links.productive_ends(a);
    for k in 1..=bound {
        let next = if k % 2 == 1 {
            let n = links.strong_from(&layers[k - 1]).minus(&seen_true);
            seen_true.union_with(&n);
            n
        } else {
            let n = links.weak_from(&layers[k - 1]).minus(&seen_false);
            seen_false.union_with(&n);
            n
        };
        if next.is_empty() {
            return None;
        }
        layers[k] = next;
        if k % 2 == 0 || k < limits.min_links {
            continue;
        }
        if limits.loops && next.contains(a) {
            let nodes = rebuild(links, &layers[..], k, a)?;
            return Some(Found {
                shape: Shape::Placement,
                nodes,
                eliminations: Vec::new(),
                length: k,
                depth: k,
            });
        }
        // Only ends that remove something, or close a loop, can stop the
        // search: the rest are skipped in one step (same order as before).
        let mut ends = next.and(&productive);
        if limits.loops {
            ends.union_with(&next.and(&weak_a));
        }
        for z in ends.iter() {
            if z == a || !accept(a, z) {
                continue;
            }
            // A chain whose end sees its start closes into a loop, which
            // removes at least what the open chain removes.
            if limits.loops && weak_a.contains(z) {
                if let Some(f) = closed_loop(links, &layers[..], k, a, z) {
                    return Some(f);
                }
            }
            let mut elim = weak_a.and(&links.weak_of(z));
            elim.remove(a);
            elim.remove(z);
            if !elim.is_empty() {
                let nodes = rebuild(links, &layers[..], k, z)?;
                return Some(Found {
                    shape: Shape::Open,
                    nodes,
                    eliminations: to_candidates(&elim),
                    length: k,
                    depth: k,
                });
            }
        }
    }
    None
}

/// The continuous loop closing the chain to `z` with the weak link `z - a`,
/// if its candidates are all different and it removes something.
fn closed_loop(links: &Links, layers: &[NodeSet], k: usize, a: Node, z: Node) -> Option<Found> {
    let nodes = rebuild(links, layers, k, z)?;
    let mut members = NodeSet::EMPTY;
    for &n in &nodes {
        if members.contains(n) {
            return None;
        }
        members.insert(n);
    }
    let mut elim = NodeSet::EMPTY;
    for i in 0..nodes.len() {
        let (x, y) = (nodes[i], nodes[(i + 1) % nodes.len()]);
        elim.union_with(&links.weak_of(x).and(&links.weak_of(y)));
    }
    let elim = elim.minus(&members);
    debug_assert!(nodes[0] == a);
    if elim.is_empty() {
        return None;
    }
    Some(Found {
        shape: Shape::Loop,
        nodes,
        eliminations: to_candidates(&elim),
        length: k + 1,
        depth: k,
    })
}

/// The chain from the start to `end` (found in layer `k`), walking back
/// through the layers.
fn rebuild(links: &Links, layers: &[NodeSet], k: usize, end: Node) -> Option<Vec<Node>> {
    let mut nodes = vec![end; k + 1];
    for j in (1..=k).rev() {
        let n = nodes[j];
        nodes[j - 1] = if j % 2 == 1 {
            links.strong_partner_in(n, &layers[j - 1])?
        } else {
            links.weak_partner_in(n, &layers[j - 1])?
        };
    }
    Some(nodes)
}

fn to_candidates(set: &NodeSet) -> Vec<Candidate> {
    let mut v: Vec<Candidate> = set
        .iter()
        .map(|n| Candidate::new(n.cell(), n.digit()))
        .collect();
    v.sort();
    v
}
