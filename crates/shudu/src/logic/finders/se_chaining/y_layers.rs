//! The layers of SE's pass with cell links only (Y-cycles) on the graph of
//! the cells with two candidates, one bit per candidate.
//!
//! With cell links only, an "off" potential forces something only in a
//! cell with two candidates (the other one on), so every "on" potential
//! after the start, and every "off" potential that leads on, lies in such a
//! cell; so does every potential of a Y-cycle (the start's cell has two
//! candidates too). The layers from the start on restricted to these cells
//! have the same "on" layers as the full ones, and meet the start's
//! entry (its cell's other candidate off) at the same layers, so they
//! bound the cycles' lengths as [`Links::layers_recorded`] does; and the
//! search back of [`Links::cycle_may_remove`] restricted to them still
//! keeps every potential of a cycle, so its removal bound holds. Here a
//! layer is a few words, not nine bit boards.
//!
//! [`Links::layers_recorded`]: super::layers::Links::layers_recorded
//! [`Links::cycle_may_remove`]: super::layers::Links::cycle_may_remove

use super::board::{peers, two_bits, Board};
use super::layers::Links;

/// A set of nodes: node `2 * i` is the lower candidate of the `i`-th cell
/// with two candidates, node `2 * i + 1` the higher one.
pub(super) type Nodes = [u64; 3];

const EMPTY: Nodes = [0; 3];

#[inline]
fn or(a: &mut Nodes, b: &Nodes) {
    for (x, y) in a.iter_mut().zip(b) {
        *x |= y;
    }
}

#[inline]
fn has(a: &Nodes, n: usize) -> bool {
    a[n / 64] >> (n % 64) & 1 == 1
}

#[inline]
fn put(a: &mut Nodes, n: usize) {
    a[n / 64] |= 1 << (n % 64);
}

#[inline]
fn is_empty(a: &Nodes) -> bool {
    a.iter().all(|&w| w == 0)
}

/// Each node's cell partner: an "off" potential's "on" consequence, the
/// other candidate of its cell (a pair of nodes never straddles a word).
#[inline]
fn partners(a: &Nodes) -> Nodes {
    const LOW: u64 = 0x5555_5555_5555_5555;
    a.map(|w| (w & LOW) << 1 | (w >> 1) & LOW)
}

/// The cells with two candidates and what their "on" potentials force.
pub(super) struct YGraph {
    /// `node[cell * 9 + d]`: the node of a candidate in a cell with two
    /// candidates, `u8::MAX` elsewhere.
    node: Vec<u8>,
    /// `cand[n]`: the candidate of node `n`.
    cand: Vec<u16>,
    /// `on_off[n]`: the nodes turned off by node `n` on (its cell's other
    /// candidate, and its digit's places in the cells it sees).
    on_off: Vec<Nodes>,
}

impl YGraph {
    /// `None` if the board has more cells with two candidates than the
    /// node sets hold.
    pub fn new(board: &Board) -> Option<YGraph> {
        let cells: Vec<usize> = (0..81)
            .filter(|&c| two_bits(u128::from(board.cand[c])))
            .collect();
        if cells.len() * 2 > 64 * EMPTY.len() {
            return None;
        }
        let mut node = vec![u8::MAX; 729];
        let mut cand = Vec::with_capacity(cells.len() * 2);
        for &c in &cells {
            let mut m = board.cand[c];
            while m != 0 {
                let d = m.trailing_zeros() as usize;
                m &= m - 1;
                node[c * 9 + d] = cand.len() as u8;
                cand.push((c * 9 + d) as u16);
            }
        }
        let bivalue = cells.iter().fold(0u128, |m, &c| m | 1u128 << c);
        let on_off = (0..cand.len())
            .map(|n| {
                let (c, d) = (usize::from(cand[n]) / 9, usize::from(cand[n]) % 9);
                let mut out = EMPTY;
                put(&mut out, n ^ 1);
                let mut seen = peers(c) & board.cells[d] & bivalue;
                while seen != 0 {
                    let s = seen.trailing_zeros() as usize;
                    seen &= seen - 1;
                    put(&mut out, usize::from(node[s * 9 + d]));
                }
                out
            })
            .collect();
        Some(YGraph { node, cand, on_off })
    }

    /// The "off" nodes the "on" nodes of `on` force.
    #[inline]
    fn on_to_off(&self, on: &Nodes) -> Nodes {
        let mut out = EMPTY;
        for (w, &word) in on.iter().enumerate() {
            let mut m = word;
            while m != 0 {
                let n = w * 64 + m.trailing_zeros() as usize;
                m &= m - 1;
                or(&mut out, &self.on_off[n]);
            }
        }
        out
    }

    /// [`Links::layers_recorded`](super::layers::Links::layers_recorded)
    /// with cell links only, from `start` (a candidate of a cell with two):
    /// the bounds on its cycles' lengths, and the layers (restricted to
    /// the cells with two candidates) in `fwd` while a cycle may close.
    pub fn layers(
        &self,
        start: usize,
        cycle_limit: usize,
        fwd: &mut Vec<Nodes>,
    ) -> Option<(usize, usize)> {
        fwd.clear();
        if cycle_limit < 4 {
            return None;
        }
        let s = usize::from(self.node[start]);
        // The entry: the start's cell's other candidate off.
        let entry = s ^ 1;
        let mut front = EMPTY;
        put(&mut front, s);
        let (mut on_all, mut off_all) = (front, EMPTY);
        fwd.push(front);
        let mut layer = 0;
        let mut cycles: Option<(usize, usize)> = None;
        loop {
            if layer + 2 > cycle_limit || is_empty(&front) {
                return cycles;
            }
            let mut next = self.on_to_off(&front);
            layer += 1;
            if layer >= 3 && has(&next, entry) {
                let shortest = cycles.map_or(layer + 1, |f| f.0);
                cycles = Some((shortest, layer + 1));
            }
            for (n, a) in next.iter_mut().zip(off_all.iter_mut()) {
                *n &= !*a;
                *a |= *n;
            }
            fwd.push(next);
            if is_empty(&next) {
                return cycles;
            }
            let mut on = partners(&next);
            for (n, a) in on.iter_mut().zip(on_all.iter_mut()) {
                *n &= !*a;
                *a |= *n;
            }
            layer += 1;
            fwd.push(on);
            front = on;
        }
    }

    /// [`Links::cycle_may_remove`](super::layers::Links::cycle_may_remove)
    /// with cell links only, on the layers [`layers`](Self::layers) wrote.
    pub fn cycle_may_remove(
        &self,
        links: &Links,
        start: usize,
        longest: usize,
        fwd: &mut [Nodes],
    ) -> bool {
        let n = fwd.len().min(longest);
        for i in 2..n {
            let below = fwd[i - 2];
            or(&mut fwd[i], &below);
        }
        if n == 0 {
            return true;
        }
        let kept = |k: usize| -> Option<&Nodes> {
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
            Some(&fwd[j])
        };
        let s = usize::from(self.node[start]);
        let mut front = EMPTY;
        put(&mut front, s);
        // The search back from the start off; `on` and `off` gather the
        // opposites of what it keeps (the start's "on" potential first).
        let (mut on_all, mut off_all) = (EMPTY, front);
        let (mut on, mut off) = (front, EMPTY);
        for k in 1.. {
            let Some(pass) = kept(k) else {
                break;
            };
            let (mut next, all, gather) = if k % 2 == 1 {
                (partners(&front), &mut on_all, &mut off)
            } else {
                (self.on_to_off(&front), &mut off_all, &mut on)
            };
            let mut any = 0;
            for w in 0..next.len() {
                next[w] &= pass[w] & !all[w];
                all[w] |= next[w];
                gather[w] |= next[w];
                any |= next[w];
            }
            if any == 0 {
                break;
            }
            front = next;
        }
        let (on, off) = (self.boards(&on), self.boards(&off));
        let start_cell = 1u128 << (start / 9);
        (0..9).any(|e| {
            on[e] != 0
                && off[e] != 0
                && links.seen(e, on[e]) & links.seen(e, off[e]) & !start_cell != 0
        })
    }

    /// The nodes of `set` as one bit board per digit.
    fn boards(&self, set: &Nodes) -> [u128; 9] {
        let mut out = [0u128; 9];
        for (w, &word) in set.iter().enumerate() {
            let mut m = word;
            while m != 0 {
                let cand = usize::from(self.cand[w * 64 + m.trailing_zeros() as usize]);
                m &= m - 1;
                out[cand % 9] |= 1u128 << (cand / 9);
            }
        }
        out
    }
}
