//! The reflexive transitive closure of a graph given as a row of bits per
//! node: Tarjan's strongly connected components, each found after every
//! component it leads to, so that a component's closure is its members'
//! and the closures of the nodes they lead to, made once for all of them.
//! Used by the reachability bounds of the static search
//! ([`node_layers::Reach`](super::node_layers::Reach),
//! [`region_reach`](super::region_reach)).

/// A set of nodes, one bit each.
pub(super) trait Set: Copy {
    const EMPTY: Self;
    fn has(&self, n: usize) -> bool;
    fn put(&mut self, n: usize);
    fn union(&mut self, other: &Self);
    fn remove_all(&mut self, other: &Self);
    /// Takes the lowest node out of the set.
    fn pop_lowest(&mut self) -> Option<usize>;
}

impl Set for u128 {
    const EMPTY: u128 = 0;

    #[inline(always)]
    fn has(&self, n: usize) -> bool {
        *self >> n & 1 == 1
    }

    #[inline(always)]
    fn put(&mut self, n: usize) {
        *self |= 1 << n;
    }

    #[inline(always)]
    fn union(&mut self, other: &u128) {
        *self |= *other;
    }

    #[inline(always)]
    fn remove_all(&mut self, other: &u128) {
        *self &= !*other;
    }

    #[inline(always)]
    fn pop_lowest(&mut self) -> Option<usize> {
        if *self == 0 {
            return None;
        }
        let n = self.trailing_zeros() as usize;
        *self &= *self - 1;
        Some(n)
    }
}

/// The first `W` words of a set of up to 256 nodes.
#[derive(Clone, Copy)]
pub(super) struct Words<const W: usize>(pub [u64; W]);

impl<const W: usize> Set for Words<W> {
    const EMPTY: Words<W> = Words([0; W]);

    #[inline(always)]
    fn has(&self, n: usize) -> bool {
        self.0[n / 64] >> (n % 64) & 1 == 1
    }

    #[inline(always)]
    fn put(&mut self, n: usize) {
        self.0[n / 64] |= 1 << (n % 64);
    }

    #[inline(always)]
    fn union(&mut self, other: &Words<W>) {
        for w in 0..W {
            self.0[w] |= other.0[w];
        }
    }

    #[inline(always)]
    fn remove_all(&mut self, other: &Words<W>) {
        for w in 0..W {
            self.0[w] &= !other.0[w];
        }
    }

    #[inline(always)]
    fn pop_lowest(&mut self) -> Option<usize> {
        for w in 0..W {
            if self.0[w] != 0 {
                let n = w * 64 + self.0[w].trailing_zeros() as usize;
                self.0[w] &= self.0[w] - 1;
                return Some(n);
            }
        }
        None
    }
}

/// Not yet visited.
const UNSEEN: u16 = u16::MAX;

/// The most nodes [`close`] takes.
pub(super) const MOST: usize = 256;

/// Scratch space of [`close`].
pub(super) struct Scratch {
    index: [u16; MOST],
    low: [u16; MOST],
    /// Tarjan's stack of nodes, and the nodes being searched (each below
    /// the other's length).
    stack: [u16; MOST],
    frames: [u16; MOST],
}

impl Default for Scratch {
    fn default() -> Scratch {
        Scratch {
            index: [UNSEEN; MOST],
            low: [0; MOST],
            stack: [0; MOST],
            frames: [0; MOST],
        }
    }
}

/// Fills `closure[n]` for each node `n` of `nodes` (numbered below
/// `step.len()`, at most [`MOST`]): the nodes reached from `n` by zero or
/// more steps, `step[m]` the nodes one step from `m` (within `nodes`).
/// `found` is called on each component, with its first node and its
/// members, in the order found (every component after those it leads
/// to). Until its component is found, a node's entry of `closure` holds
/// the steps from it left to look at.
pub(super) fn close<S: Set>(
    nodes: S,
    step: &[S],
    closure: &mut [S],
    scratch: &mut Scratch,
    mut found: impl FnMut(usize, &S),
) {
    let n = step.len();
    assert!(n <= MOST && closure.len() >= n);
    let Scratch {
        index,
        low,
        stack,
        frames,
    } = scratch;
    index[..n].fill(UNSEEN);
    let (mut depth, mut stacked) = (0, 0);
    // The nodes whose component is found: their steps need no look.
    let mut done = S::EMPTY;
    let mut next = 0u16;
    let mut roots = nodes;
    while let Some(root) = roots.pop_lowest() {
        if index[root] != UNSEEN {
            continue;
        }
        // Starts the search of node `v`.
        macro_rules! open {
            ($v:expr) => {{
                let v = $v;
                index[v] = next;
                low[v] = next;
                next += 1;
                stack[stacked] = v as u16;
                stacked += 1;
                frames[depth] = v as u16;
                depth += 1;
                closure[v] = step[v];
                closure[v].remove_all(&done);
            }};
        }
        open!(root);
        'search: while depth > 0 {
            let v = usize::from(frames[depth - 1]);
            let mut left = closure[v];
            left.remove_all(&done);
            let mut low_v = low[v];
            while let Some(u) = left.pop_lowest() {
                if index[u] == UNSEEN {
                    closure[v] = left;
                    low[v] = low_v;
                    open!(u);
                    continue 'search;
                }
                // On the stack: the others are done.
                low_v = low_v.min(index[u]);
            }
            low[v] = low_v;
            depth -= 1;
            if depth > 0 {
                let p = usize::from(frames[depth - 1]);
                low[p] = low[p].min(low[v]);
            }
            if low[v] != index[v] {
                continue;
            }
            // A component: its members, and the nodes they step to outside
            // it, whose closures are made.
            let (mut members, mut steps) = (S::EMPTY, S::EMPTY);
            while stacked > 0 {
                stacked -= 1;
                let x = usize::from(stack[stacked]);
                members.put(x);
                steps.union(&step[x]);
                if x == v {
                    break;
                }
            }
            done.union(&members);
            steps.remove_all(&members);
            let mut reached = members;
            while let Some(u) = steps.pop_lowest() {
                // A node already reached has its closure inside.
                if !reached.has(u) {
                    reached.union(&closure[u]);
                }
            }
            let mut each = members;
            while let Some(x) = each.pop_lowest() {
                closure[x] = reached;
            }
            found(v, &members);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The nodes reached from `n` by zero or more steps, one at a time.
    fn plain_closure(step: &[u128], n: usize) -> u128 {
        let (mut reached, mut todo) = (1u128 << n, vec![n]);
        while let Some(m) = todo.pop() {
            let mut next = step[m] & !reached;
            reached |= next;
            while let Some(u) = next.pop_lowest() {
                todo.push(u);
            }
        }
        reached
    }

    /// On many drawn graphs, sparse and dense, with and without nodes left
    /// out: every closure is the plain one, and the components found are
    /// the nodes of equal closures that reach each other, each found after
    /// those it leads to.
    #[test]
    fn closures_are_the_plain_ones() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut scratch = Scratch::default();
        for round in 0..3000 {
            let n = 1 + (next() % 100) as usize;
            let density = 1 + next() % 12;
            let nodes: u128 = (0..n)
                .filter(|_| round % 2 == 0 || next() % 5 != 0)
                .fold(0, |m, i| m | 1 << i);
            let step: Vec<u128> = (0..n)
                .map(|i| {
                    if nodes >> i & 1 == 0 {
                        return 0;
                    }
                    (0..n)
                        .filter(|_| next() % 100 < density)
                        .fold(0u128, |m, j| m | 1 << j)
                        & nodes
                })
                .collect();
            let mut closure = vec![0u128; n];
            let mut found = Vec::new();
            close(
                nodes,
                &step,
                &mut closure,
                &mut scratch,
                |first, members| {
                    found.push((first, *members));
                },
            );
            let mut covered = 0u128;
            for (first, members) in &found {
                assert!(members >> first & 1 == 1);
                assert_eq!(covered & members, 0, "a node in two components");
                covered |= members;
                // Every node it leads to outside it is in an earlier one.
                let mut m = *members;
                while let Some(x) = m.pop_lowest() {
                    assert_eq!(closure[x], closure[*first]);
                    assert_eq!(step[x] & !members & !(covered & !members), 0);
                    assert!(plain_closure(&step, x) >> first & 1 == 1);
                }
            }
            assert_eq!(covered, nodes);
            let mut m = nodes;
            while let Some(x) = m.pop_lowest() {
                assert_eq!(
                    closure[x],
                    plain_closure(&step, x),
                    "round {round}, node {x}"
                );
            }
            // Closures of the same width in words, three words of a wide
            // set against two u128s.
            let wide: Vec<Words<2>> = step
                .iter()
                .map(|&s| Words([s as u64, (s >> 64) as u64]))
                .collect();
            let mut wide_closure = vec![Words::<2>::EMPTY; n];
            let wide_nodes = Words([nodes as u64, (nodes >> 64) as u64]);
            close(
                wide_nodes,
                &wide,
                &mut wide_closure,
                &mut scratch,
                |_, _| {},
            );
            for i in 0..n {
                if nodes >> i & 1 == 1 {
                    let w = wide_closure[i].0;
                    assert_eq!(u128::from(w[0]) | u128::from(w[1]) << 64, closure[i]);
                }
            }
        }
    }
}
