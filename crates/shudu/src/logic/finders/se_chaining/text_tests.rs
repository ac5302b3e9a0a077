//! The chains written in SE chaining steps' texts, checked against the
//! board at that step by code that shares nothing with the search: its own
//! reading of the Eureka notation, its own units and peers.

use super::tests::RATED_BY_SE;
use crate::logic::{Candidates, LogicalSolver, Technique};
use crate::rate::se;
use crate::{Cell, Grid};

/// Puzzles (from the SE explain reference set) whose SE path shows a
/// Y-cycle, a bidirectional cycle and an X-cycle.
const CYCLES: &[&str] = &[
    ".7..8....8....2..4.49...3..2...4..6....6.9..3......95...18.....9....3...56..14.8.",
    "...8.56..4.........89...1...9......36......7..3725.........9.4.5..1.8..6..267.5..",
    "...4..59..1......45..........86.57..39.1....6.....9....3..7..4.7.92....31...8...7",
];

/// One node: cell 0..81, digit 1..=9, and the removals written after its
/// cell in brackets (cell, digit).
#[derive(Clone, Debug, PartialEq)]
struct Node {
    cell: usize,
    digit: u8,
    resting: Vec<(usize, u8)>,
}

/// A chain read from a text: nodes and the links between them (`true`
/// for "=").
#[derive(Debug)]
struct Chain {
    nodes: Vec<Node>,
    strong: Vec<bool>,
    /// Where the chain starts in the text.
    at: usize,
}

impl Chain {
    /// Whether the first node is assumed on (the first link is weak).
    fn starts_on(&self) -> bool {
        !self.strong[0]
    }

    /// Whether the last node is on (the last link is strong).
    fn ends_on(&self) -> bool {
        *self.strong.last().unwrap_or(&false)
    }
}

fn cell_at(b: &[u8], i: usize) -> Option<(usize, usize)> {
    if b.get(i) != Some(&b'r') || b.get(i + 2) != Some(&b'c') {
        return None;
    }
    let (r, c) = (b.get(i + 1)?, b.get(i + 3)?);
    if !(b'1'..=b'9').contains(r) || !(b'1'..=b'9').contains(c) {
        return None;
    }
    Some((usize::from(r - b'1') * 9 + usize::from(c - b'1'), i + 4))
}

/// A potential written "rXcY=d" or "rXcY<>d": (cell, digit, on).
fn potential_at(b: &[u8], i: usize) -> Option<(usize, u8, bool, usize)> {
    let (cell, j) = cell_at(b, i)?;
    let (on, k) = if b.get(j) == Some(&b'=') {
        (true, j + 1)
    } else if b.get(j..j + 2) == Some(b"<>") {
        (false, j + 2)
    } else {
        return None;
    };
    let d = *b.get(k)?;
    (b'1'..=b'9')
        .contains(&d)
        .then_some((cell, d - b'0', on, k + 1))
}

/// One group "(a=b)rXcY[...]" at `i`: its nodes, inner links, and the end.
fn group_at(b: &[u8], i: usize) -> Option<(Vec<Node>, Vec<bool>, usize)> {
    if b.get(i) != Some(&b'(') {
        return None;
    }
    let mut digits = Vec::new();
    let mut links = Vec::new();
    let mut j = i + 1;
    loop {
        let d = *b.get(j)?;
        if !(b'1'..=b'9').contains(&d) {
            return None;
        }
        digits.push(d - b'0');
        j += 1;
        match *b.get(j)? {
            b')' => break,
            b'=' => links.push(true),
            b'-' => links.push(false),
            _ => return None,
        }
        j += 1;
    }
    let (cell, mut j) = cell_at(b, j + 1)?;
    let mut resting = Vec::new();
    if b.get(j) == Some(&b'[') {
        j += 1;
        while b.get(j) != Some(&b']') {
            let (c, d, on, k) = potential_at(b, j)?;
            assert!(!on, "a removal in brackets is written rXcY<>d");
            resting.push((c, d));
            j = if b.get(k) == Some(&b',') { k + 1 } else { k };
        }
        j += 1;
    }
    let nodes = digits
        .into_iter()
        .map(|digit| Node {
            cell,
            digit,
            resting: resting.clone(),
        })
        .collect();
    Some((nodes, links, j))
}

/// Every chain of two nodes or more in `text`.
fn chains(text: &str) -> Vec<Chain> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let Some((mut nodes, mut strong, mut j)) = group_at(b, i) else {
            i += 1;
            continue;
        };
        while let Some(&l) = b.get(j).filter(|&&l| l == b'=' || l == b'-') {
            let Some((n, s, k)) = group_at(b, j + 1) else {
                break;
            };
            strong.push(l == b'=');
            strong.extend(s);
            nodes.extend(n);
            j = k;
        }
        if nodes.len() >= 2 {
            out.push(Chain {
                nodes,
                strong,
                at: i,
            });
        }
        i = j;
    }
    out
}

/// The board: candidates per cell, bit `d - 1` for digit `d`.
type Board = [u16; 81];

fn has(board: &Board, cell: usize, digit: u8) -> bool {
    board[cell] >> (digit - 1) & 1 == 1
}

/// The 27 units' cells.
fn units() -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for k in 0..9 {
        out.push((0..9).map(|i| k * 9 + i).collect());
        out.push((0..9).map(|i| i * 9 + k).collect());
        out.push(
            (0..9)
                .map(|i| (k / 3 * 3 + i / 3) * 9 + k % 3 * 3 + i % 3)
                .collect(),
        );
    }
    out
}

fn sees(a: usize, b: usize) -> bool {
    a != b && units().iter().any(|u| u.contains(&a) && u.contains(&b))
}

/// Whether `a = b` is a strong link on `board`: the only two candidates
/// of a cell, or the only two places of a digit in a unit.
fn strong_link(board: &Board, a: &Node, b: &Node) -> bool {
    if a.cell == b.cell {
        return a.digit != b.digit
            && board[a.cell].count_ones() == 2
            && has(board, a.cell, a.digit)
            && has(board, a.cell, b.digit);
    }
    a.digit == b.digit
        && units().iter().any(|u| {
            let places: Vec<usize> = u
                .iter()
                .copied()
                .filter(|&c| has(board, c, a.digit))
                .collect();
            places.len() == 2 && places.contains(&a.cell) && places.contains(&b.cell)
        })
}

/// Whether `a - b` is a weak link: two candidates of one cell, or one
/// digit in two cells that see each other.
fn weak_link(a: &Node, b: &Node) -> bool {
    (a.cell == b.cell && a.digit != b.digit) || (a.digit == b.digit && sees(a.cell, b.cell))
}

/// Checks a chain's nodes and links on `board`; with `dynamic`, a strong
/// link may rest on the removals written after the node it leads to.
fn check_links(board: &Board, chain: &Chain, dynamic: bool, text: &str) {
    for n in &chain.nodes {
        assert!(
            has(board, n.cell, n.digit),
            "({}){} is no candidate: {text}",
            n.digit,
            Cell::at(n.cell / 9, n.cell % 9)
        );
        if !dynamic {
            assert!(
                n.resting.is_empty(),
                "a static chain rests on nothing: {text}"
            );
        }
    }
    for (k, &strong) in chain.strong.iter().enumerate() {
        let (a, b) = (&chain.nodes[k], &chain.nodes[k + 1]);
        if strong {
            let mut after = *board;
            for &(c, d) in &b.resting {
                after[c] &= !(1 << (d - 1));
            }
            assert!(strong_link(&after, a, b), "link {k} is not strong: {text}");
        } else {
            assert!(weak_link(a, b), "link {k} is not weak: {text}");
        }
        // Links alternate: an "on" node forces "off", an "off" one "on".
        if k > 0 {
            assert_ne!(strong, chain.strong[k - 1], "links alternate: {text}");
        }
    }
}

/// The potential written just before byte `at` as "P (" (a branch's
/// label), if any.
fn label_before(text: &str, at: usize) -> Option<(usize, u8, bool)> {
    let head = text.get(..at)?.strip_suffix(" (")?;
    let word = head.rsplit(' ').next()?;
    let (c, d, on, end) = potential_at(word.as_bytes(), 0)?;
    (end == word.len()).then_some((c, d, on))
}

/// The potential after the first `key` in the text.
fn potential_after(text: &str, key: &str) -> (usize, u8, bool) {
    let i = text
        .find(key)
        .unwrap_or_else(|| panic!("no {key:?}: {text}"))
        + key.len();
    let (c, d, on, _) = potential_at(text.as_bytes(), i).unwrap_or_else(|| panic!("{text}"));
    (c, d, on)
}

fn starts_at(chain: &Chain, (cell, digit, on): (usize, u8, bool), text: &str) {
    let first = &chain.nodes[0];
    assert_eq!((first.cell, first.digit), (cell, digit), "start: {text}");
    assert_eq!(chain.starts_on(), on, "the assumption's truth: {text}");
}

fn ends_at(chain: &Chain, (cell, digit, on): (usize, u8, bool), text: &str) {
    let last = chain.nodes.last().expect("nodes");
    assert_eq!((last.cell, last.digit), (cell, digit), "end: {text}");
    assert_eq!(chain.ends_on(), on, "the conclusion's truth: {text}");
}

/// Checks one step's text against the board before it.
fn check_step(board: &Board, technique: Technique, text: &str) {
    let found = chains(text);
    assert!(!found.is_empty(), "no chain: {text}");
    let dynamic = matches!(
        technique,
        Technique::NishioForcingChain | Technique::DynamicForcingChain
    );
    for chain in &found {
        check_links(board, chain, dynamic, text);
    }
    match technique {
        Technique::XCycle | Technique::YCycle | Technique::BidirectionalCycle => {
            assert_eq!(found.len(), 1, "{text}");
            let c = &found[0];
            assert_eq!(c.nodes.first(), c.nodes.last(), "the loop closes: {text}");
            assert!(c.starts_on() && c.ends_on(), "{text}");
            if technique == Technique::XCycle {
                assert!(
                    c.nodes.iter().all(|n| n.digit == c.nodes[0].digit),
                    "{text}"
                );
            }
        }
        Technique::ForcingXChain | Technique::ForcingChain => {
            assert_eq!(found.len(), 1, "{text}");
            let from = potential_after(text, "assuming ");
            let to = potential_after(text, " leads to ");
            assert_eq!((from.0, from.1, !from.2), to, "{text}");
            starts_at(&found[0], from, text);
            ends_at(&found[0], to, text);
        }
        _ if text.contains(" both true (") => {
            assert_eq!(found.len(), 2, "{text}");
            let from = potential_after(text, "assuming ");
            let (at, digit, _) = potential_after(text, " makes ");
            for (chain, on) in found.iter().zip([true, false]) {
                starts_at(chain, from, text);
                ends_at(chain, (at, digit, on), text);
            }
        }
        _ => {
            // Double, cell and region chains: one chain per branch, each
            // from its label to the conclusion, the branches covering
            // every case.
            let to = if text.contains("both lead to ") {
                potential_after(text, "both lead to ")
            } else {
                potential_after(text, " leads to ")
            };
            let mut labels = Vec::new();
            for chain in &found {
                let label = label_before(text, chain.at).unwrap_or_else(|| panic!("{text}"));
                starts_at(chain, label, text);
                ends_at(chain, to, text);
                labels.push(label);
            }
            if text.contains("both lead to ") {
                assert_eq!(labels.len(), 2);
                assert_eq!(labels[0], (labels[1].0, labels[1].1, true), "{text}");
                assert!(!labels[1].2, "{text}");
            } else if text.contains("every candidate of ") {
                let cell = labels[0].0;
                let mut digits: Vec<u8> = labels.iter().map(|l| l.1).collect();
                digits.sort_unstable();
                let all: Vec<u8> = (1..=9).filter(|&d| has(board, cell, d)).collect();
                assert_eq!(digits, all, "{text}");
                assert!(labels.iter().all(|l| l.0 == cell && l.2), "{text}");
            } else {
                let digit = labels[0].1;
                let mut cells: Vec<usize> = labels.iter().map(|l| l.0).collect();
                cells.sort_unstable();
                let covered = units().into_iter().any(|u| {
                    let places: Vec<usize> =
                        u.into_iter().filter(|&c| has(board, c, digit)).collect();
                    places == cells
                });
                assert!(covered, "the branches are a unit's places: {text}");
                assert!(labels.iter().all(|l| l.1 == digit && l.2), "{text}");
            }
        }
    }
}

#[test]
fn chain_texts_follow_the_board() {
    let solver = LogicalSolver::with_order(se::order());
    let mut seen: Vec<Technique> = Vec::new();
    let puzzles = RATED_BY_SE
        .iter()
        .map(|&(p, _)| p)
        .chain(CYCLES.iter().copied());
    for text in puzzles {
        let g: Grid = text.parse().expect("a puzzle");
        let mut c = Candidates::from_grid(&g);
        for step in solver.solve(&g).steps {
            if step.technique.is_se_chaining() {
                let board: Board =
                    std::array::from_fn(|i| c.candidates(Cell::at(i / 9, i % 9)).bits());
                check_step(&board, step.technique, &step.text());
                if !seen.contains(&step.technique) {
                    seen.push(step.technique);
                }
            }
            c.apply(&step);
        }
    }
    for t in [
        Technique::XCycle,
        Technique::YCycle,
        Technique::BidirectionalCycle,
        Technique::ForcingXChain,
        Technique::ForcingChain,
        Technique::NishioForcingChain,
        Technique::MultipleForcingChain,
        Technique::DynamicForcingChain,
    ] {
        assert!(seen.contains(&t), "no {t} step in {seen:?}");
    }
}

/// The reader itself: a text whose link is wrong fails.
#[test]
fn a_wrong_chain_is_caught() {
    let mut board: Board = [0b11; 81];
    // r1c1 {1,2}, r1c2 {1,2} in a row where 1 sits only there.
    board[0] = 0b11;
    board[1] = 0b11;
    let ok = "X-cycle: (1)r1c1-(1)r1c2=(1)r1c1, a loop: removes r5c5<>1";
    let chain = &chains(ok)[0];
    assert_eq!(chain.nodes.len(), 3);
    assert_eq!(chain.strong, [false, true]);
    let bad = chains("X: (1)r1c1=(1)r5c5-(1)r1c1");
    let caught = std::panic::catch_unwind(|| check_links(&board, &bad[0], false, "bad"));
    assert!(caught.is_err(), "r1c1 and r5c5 share no unit");
}
