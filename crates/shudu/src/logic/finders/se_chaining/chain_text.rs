//! The chains of one SE chaining hint, written in Eureka notation for the
//! step's text: only when the text is asked for, never on the rating path.
//!
//! A chain is written from its assumption to its conclusion, one node per
//! potential: `(d)rXcY`, consecutive nodes of one cell grouped as
//! `(a=b)rXcY`. The link into a node is weak (`-`) when the node before it
//! is on (it forces this one off) and strong (`=`) when the node before it
//! is off (it forces this one on). So a chain that opens with `-` assumes
//! its first candidate true, one that opens with `=` assumes it false.
//!
//! On a dynamic board (Nishio, dynamic forcing chains) an "off to on" link
//! may hold only because the branch removed other candidates before: the
//! cell's other candidates, or the digit's other places in the region.
//! Those removals follow the node's cell in brackets,
//! `(5)r3c4=(5)r3c8[r3c1<>5,r3c2<>5]`: each is a potential reached earlier
//! in the same branch (SE counts them, and their own chains, in the hint's
//! complexity).

use super::board::Board;
use super::graph::{follow, Arena, Rules, Run, Scratch};
use super::{candidate, potential};

/// One node of a written chain: the potential (`cand * 2 + on`) and the
/// earlier removals (candidates) its link rests on.
struct Node {
    pot: usize,
    resting: Vec<usize>,
}

/// The chain through these potentials (`cand * 2 + on`), first to last,
/// on a static board.
pub(super) fn write_pots(pots: impl IntoIterator<Item = usize>) -> String {
    let nodes: Vec<Node> = pots
        .into_iter()
        .map(|pot| Node {
            pot,
            resting: Vec::new(),
        })
        .collect();
    write(&nodes)
}

/// The chain that reached node `n` of `arena`: from the root along first
/// parents, each node with the other parents it rests on.
fn write_node(arena: &Arena, n: u32) -> String {
    let mut path = Vec::new();
    let mut at = Some(n);
    while let Some(k) = at {
        let resting = arena.parents(k)[1.min(arena.parents(k).len())..]
            .iter()
            .map(|&p| arena.node(p).cand())
            .collect();
        path.push(Node {
            pot: usize::from(arena.node(k).pot),
            resting,
        });
        at = arena.parent(k);
    }
    path.reverse();
    write(&path)
}

fn write(nodes: &[Node]) -> String {
    let mut out = String::new();
    let link = |prev: &Node| if prev.pot & 1 == 1 { '-' } else { '=' };
    let mut i = 0;
    while i < nodes.len() {
        let cell = nodes[i].pot / 18;
        let mut j = i + 1;
        while j < nodes.len() && nodes[j].pot / 18 == cell {
            j += 1;
        }
        if i > 0 {
            out.push(link(&nodes[i - 1]));
        }
        out.push('(');
        for k in i..j {
            if k > i {
                out.push(link(&nodes[k - 1]));
            }
            out.push_str(&candidate(nodes[k].pot / 2).digit.to_string());
        }
        out.push(')');
        out.push_str(&candidate(nodes[i].pot / 2).cell.to_string());
        let resting: Vec<String> = nodes[i..j]
            .iter()
            .flat_map(|n| n.resting.iter())
            .map(|&c| potential(c, false))
            .collect();
        if !resting.is_empty() {
            out.push('[');
            out.push_str(&resting.join(","));
            out.push(']');
        }
        i = j;
    }
    out
}

/// SE's propagation again, for the text of one hint: the same board and
/// rules as the search, so the same nodes and parents.
pub(super) struct Replay {
    board: Board,
    rules: Rules,
    run: Run,
    scratch: Scratch,
}

impl Replay {
    pub fn new(board: Board, rules: Rules) -> Replay {
        Replay {
            board,
            rules,
            run: Run::default(),
            scratch: Scratch::default(),
        }
    }

    /// Whether `cand` is a candidate of the board.
    pub fn has(&self, cand: usize) -> bool {
        self.board.cand[cand / 9] >> (cand % 9) & 1 == 1
    }

    /// The chain from `start` (on or off) to `target` (candidate, on), if
    /// the propagation reaches it.
    pub fn chain_to(
        &mut self,
        start: usize,
        start_on: bool,
        target: (usize, bool),
    ) -> Option<String> {
        follow(
            &mut self.board,
            start,
            start_on,
            self.rules,
            &mut self.run,
            &mut self.scratch,
        );
        let set = if target.1 {
            &self.run.on
        } else {
            &self.run.off
        };
        set.get(target.0).map(|n| write_node(&self.run.arena, n))
    }

    /// The two chains from `start` (on or off) to a candidate made both
    /// true and false: (to it on, to it off).
    pub fn contradiction(&mut self, start: usize, start_on: bool) -> Option<(String, String)> {
        let (on, off) = follow(
            &mut self.board,
            start,
            start_on,
            self.rules,
            &mut self.run,
            &mut self.scratch,
        )?;
        Some((
            write_node(&self.run.arena, on),
            write_node(&self.run.arena, off),
        ))
    }
}
