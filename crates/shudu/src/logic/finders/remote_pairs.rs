//! Remote pairs: a chain of cells that all hold only the same two digits
//! {x, y}, each seeing the next. Neighbours differ, so the digits alternate
//! along the chain, and two cells an odd number of links apart hold x and y
//! between them: a cell seeing both loses x and y.
//!
//! The chain must have at least three links (four cells); with one link it
//! is a naked pair. Among the chains of a cluster the shortest one with an
//! elimination is reported; `length` is its number of links.

use super::wording;
use crate::logic::{Candidate, Candidates, Step, Technique};
use crate::{Cell, CellSet};

/// Breadth-first distances from `root` within `comp` (cells joined by
/// seeing each other); `u8::MAX` for unreached cells.
fn distances(comp: CellSet, root: Cell) -> [u8; 81] {
    let mut dist = [u8::MAX; 81];
    dist[root.index()] = 0;
    let mut seen = CellSet::single(root);
    let mut frontier = seen;
    let mut d = 0u8;
    while !frontier.is_empty() {
        d += 1;
        let mut next = CellSet::EMPTY;
        for cell in frontier {
            next |= CellSet::peers(cell) & comp;
        }
        next = next - seen;
        for cell in next {
            dist[cell.index()] = d;
        }
        seen |= next;
        frontier = next;
    }
    dist
}

/// A chain of identical bivalue cells with an odd number (at least 3) of links.
pub(crate) fn remote_pairs(c: &Candidates) -> Option<Step> {
    let bi: CellSet = c.bivalue_cells();
    let mut done = CellSet::EMPTY;
    for first in bi {
        if done.contains(first) {
            continue;
        }
        let pair = c.candidates(first);
        let (Some(x), Some(y)) = (pair.first(), pair.iter().nth(1)) else {
            continue;
        };
        // The bivalue cells holding both digits hold exactly the pair: one
        // intersection of boards rather than a look at every bivalue cell.
        let same = bi & c.cells_with(x) & c.cells_with(y);
        done |= same;
        if same.len() < 4 {
            continue;
        }
        let holders = c.cells_with(x) | c.cells_with(y);
        let mut rest = same;
        while let Some(root) = rest.first() {
            // The component of `root`.
            let mut comp = CellSet::single(root);
            let mut frontier = comp;
            while !frontier.is_empty() {
                let mut next = CellSet::EMPTY;
                for cell in frontier {
                    next |= CellSet::peers(cell) & same;
                }
                frontier = next - comp;
                comp |= frontier;
            }
            rest = rest - comp;
            if comp.len() < 4 {
                continue;
            }
            // Parity classes from the root; a clash would mean a broken grid.
            let from_root = distances(comp, root);
            let even: CellSet = comp
                .into_iter()
                .filter(|x| from_root[x.index()] % 2 == 0)
                .collect();
            let odd = comp - even;
            if even.into_iter().any(|x| CellSet::peers(x).intersects(even))
                || odd.into_iter().any(|x| CellSet::peers(x).intersects(odd))
            {
                continue;
            }
            // Two cells an odd number of links apart are of opposite
            // classes, so every target sees a cell of each: without such a
            // cell outside the component, no chain here eliminates.
            let seeing = |class: CellSet| {
                class
                    .into_iter()
                    .fold(CellSet::EMPTY, |acc, x| acc | CellSet::peers(x))
            };
            if ((holders - comp) & seeing(even) & seeing(odd)).is_empty() {
                continue;
            }
            // The shortest chain (odd length >= 3) with an elimination.
            let mut best: Option<(u8, Cell, Cell, CellSet)> = None;
            for a in comp {
                let dist = distances(comp, a);
                for b in comp {
                    let d = dist[b.index()];
                    if b <= a || d < 3 || d % 2 == 0 || best.is_some_and(|(bd, ..)| bd <= d) {
                        continue;
                    }
                    let targets = (holders & CellSet::peers(a) & CellSet::peers(b)) - comp;
                    if !targets.is_empty() {
                        best = Some((d, a, b, targets));
                    }
                }
            }
            let Some((len, a, b, targets)) = best else {
                continue;
            };
            // Walk back from b to a along decreasing distance.
            let dist = distances(comp, a);
            let mut chain = vec![b];
            let mut cur = b;
            while cur != a {
                let want = dist[cur.index()] - 1;
                let Some(prev) = (CellSet::peers(cur) & comp)
                    .into_iter()
                    .find(|p| dist[p.index()] == want)
                else {
                    break;
                };
                chain.push(prev);
                cur = prev;
            }
            chain.reverse();
            let eliminations: Vec<Candidate> = targets
                .into_iter()
                .flat_map(|cell| {
                    [x, y]
                        .into_iter()
                        .filter(move |&d| c.has(cell, d))
                        .map(move |d| Candidate::new(cell, d))
                })
                .collect();
            let text = format!(
                "Remote pairs: {} hold only {x} and {y}, each seeing the next, so {a} and {b} \
                 hold {x} and {y} between them, and {}",
                wording::and_list(&chain),
                wording::removals(&eliminations)
            );
            return Some(
                Step::new(Technique::RemotePairs, text)
                    .with_cells(chain)
                    .with_digits([x, y])
                    .with_length(len as usize)
                    .eliminate(eliminations),
            );
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::finders::testing::{assert_spent, marks, removed, state};

    /// remote-pairs (puzzle 1, 7 techniques: 12.74.6.94..8......89..3.1....4.2..1..........4.6..9..3...2...62....6.....8...4..)
    const REMOTE_PAIRS: &str = "\
1.........2.........3............7.....4.........5.........6..........8.........9\
...4.........567......567.........8.1.......91.......9.23.5.7...23.5.7...23.5.7..\
....5.7.........8.........9.2............6.....3..........5.7..1...........4.....\
.......8...3.5.7.9....5.7.....4.......3.5.7.9.2.........3.5.7.......6...1........\
....567.91.3.567.912..567..1.3.5...91.3.5.7.91.....789.23.5.7.....4......23.5.78.\
....5.7.....4.....12..5.7.......6...1.3.5.7..1.....78.........9.23.5.7...23.5.78.\
..3......1...5.7.91...5.7..1...5...9.2..........4............8.....5.7.9.....6...\
.2...........5.7.9...4.......3.5...9.......8......6...1..........3.5.7.9..3.5.7..\
....56..91...56..9.......8.1.3.5...91.3.5.7.91.....7.9...4......23.5...9.23.5....";

    #[test]
    fn remote_pairs_example() {
        let c = state(REMOTE_PAIRS);
        // r3c7, r3c1 (row 3), r6c1 (column 1), r4c3 (box 4) all hold 57,
        // each seeing the next: the ends are three links apart, so one is 5
        // and the other 7. r4c7 (row 4, column 7) sees both and loses 5 and 7.
        let cells = ["r3c7", "r3c1", "r6c1", "r4c3", "r4c7"].map(|n| marks(&c, n));
        assert_eq!(cells, ["57", "57", "57", "57", "357"].map(String::from));
        let s = remote_pairs(&c).unwrap();
        assert_eq!(s.technique, Technique::RemotePairs);
        assert_eq!(s.length, 3);
        assert_eq!(removed(&s), "r4c7-5 r4c7-7");
        assert_eq!(
            s.text(),
            "Remote pairs: r3c7, r3c1, r6c1 and r4c3 hold only 5 and 7, each seeing the next, so \
             r3c7 and r4c3 hold 5 and 7 between them, and 5 is removed from r4c7, and 7 from r4c7"
        );
        assert_spent(remote_pairs, &c, &s);
    }

    #[test]
    fn a_chain_of_two_links_concludes_nothing() {
        // Three 57 cells in a chain (r1c1 - r1c5 - r5c5): the ends hold the
        // same digit, so a cell seeing both (r5c1) keeps its candidates, and
        // a naked pair is not a remote pair.
        let values = crate::Grid::empty();
        let pair = crate::DigitSet::from_bits(0b101_0000);
        let c = Candidates::from_marks(&values, |cell| match cell.to_string().as_str() {
            "r1c1" | "r1c5" | "r5c5" => pair,
            _ => crate::DigitSet::ALL,
        });
        assert_eq!(marks(&c, "r1c5"), "57");
        assert!(remote_pairs(&c).is_none());
    }
}
