//! Chains: X-chain, XY-chain, and alternating inference chains with nice
//! loops.
//!
//! All three are the same search ([`dense::shortest`]) over different link
//! sets ([`links::ChainKind`], [`links::Links::x_all`]): an X-chain uses one digit and its conjugate
//! pairs; an XY-chain uses bivalue cells only; an AIC uses every candidate
//! and every link. The shortest productive chain is reported, so
//! explanations stay short; `Step::length` is its number of links.
//!
//! X- and XY-chains run the search on smaller sets
//! ([`shortest_chain::shortest_on_digit`]: one cell set per layer;
//! [`bivalue::shortest`]: one `u128` per layer over the bivalue nodes),
//! which only decide which start to hand to [`shortest_chain::from_start`], the
//! one place where a chain is chosen and rebuilt: the three searches give
//! the same chain. The general search itself keeps its layers on a dense
//! numbering of the nodes that have a strong link ([`dense`]); the chain
//! types and the rebuilding of a chain are in [`shortest_chain`].
//!
//! Forms covered by the AIC finder: open chains whose ends are strong
//! (type 1: same digit, cells seeing both ends lose it; type 2: different
//! digits in cells that see each other, each end's cell loses the other
//! digit; in general, whatever is weakly linked to both ends), discontinuous
//! nice loops (both ends weak at one candidate: removed, which the general
//! open-chain rule covers; both ends strong: placed), and continuous nice
//! loops (an open chain whose end sees its start is closed and reported as
//! a loop, removing what sees both ends of any link). Chains are limited to
//! [`AIC_MAX`] links ([`X_CHAIN_MAX`], [`XY_CHAIN_MAX`] for the others).
//!
//! Not covered: group nodes (several cells of a box-line intersection acting
//! as one node) and ALS nodes inside chains.

pub(crate) mod bivalue;
pub(crate) mod dense;
pub(crate) mod links;
pub(crate) mod shortest_chain;

use super::masks::is_pair;
use super::wording::removals;
use super::Memo;
use crate::logic::Candidates;
use crate::logic::{Step, Technique};
use crate::{Cell, CellSet, Digit, Unit};
use links::{ChainKind, Links, Node};
use shortest_chain::{Found, Limits, Shape};

/// Longest X-chain searched, in links.
const X_CHAIN_MAX: usize = 15;
/// Longest XY-chain searched, in links (7 bivalue cells).
const XY_CHAIN_MAX: usize = 13;
/// Longest AIC or nice loop searched, in links.
const AIC_MAX: usize = 15;

/// X-chain: a single-digit chain of alternating strong (conjugate pair) and
/// weak links whose two ends are strong; one end holds the digit, so cells
/// seeing both ends lose it.
pub(crate) fn x_chain(c: &Candidates) -> Option<Step> {
    x_chain_remembering(c, &mut Memo::new())
}

/// [`x_chain`], skipping the digits where an earlier state (kept in `memo`,
/// slot = digit index: the digit's cells when a full search found nothing)
/// proves there is nothing (see [`no_new_x_chain`]); the same answer.
pub(crate) fn x_chain_remembering(c: &Candidates, memo: &mut Memo) -> Option<Step> {
    let mut best: Option<(Digit, Found)> = None;
    let mut links = Links::x_all(c);
    for d in Digit::all() {
        let cells = c.cells_with(d);
        if cells.len() < 4 || no_new_x_chain(cells.bits(), memo.remembered(d.index())) {
            continue;
        }
        links.restrict_to(d);
        let max = best.as_ref().map_or(X_CHAIN_MAX, |(_, f)| f.depth - 1);
        let limits = Limits {
            min_links: 3,
            max_links: max,
            loops: false,
        };
        if let Some(f) =
            shortest_chain::shortest_on_digit(&links, d, &limits, |a, z| a.cell() != z.cell())
        {
            best = Some((d, f));
        } else if max == X_CHAIN_MAX {
            memo.remember_empty(d.index(), cells.bits());
        }
    }
    let (d, f) = best?;
    let nodes = f.nodes.clone();
    let text = move |step: &Step| {
        let mut notation = String::new();
        for (i, n) in nodes.iter().enumerate() {
            if i > 0 {
                notation.push(if i % 2 == 1 { '=' } else { '-' });
            }
            notation.push_str(&n.cell().to_string());
        }
        format!(
            "X-chain on {d}: {notation}, so {}",
            removals(&step.eliminations)
        )
    };
    Some(step(Technique::XChain, text, &f))
}

/// Whether a digit whose cells are `now` has no X-chain, given that a full
/// search found none when its cells were `then` (`None` if never): `now`
/// is within `then` and every conjugate pair of `now` was one of `then`.
/// Then every chain of `now` is a chain of `then`, removing no
/// more (fewer cells hold the digit), and is found no shorter in `then`:
/// `then`'s shortest path to its end has at least three links, since a
/// one-link path (a conjugate pair of `then` whose two cells remain) would
/// be a pair of `now` too.
fn no_new_x_chain(now: u128, then: Option<u128>) -> bool {
    let Some(then) = then else {
        return false;
    };
    if now == then {
        return true;
    }
    if now & !then != 0 {
        return false;
    }
    // Only the units that lost a cell can hold a new pair.
    let lost = CellSet::from_bits(then & !now);
    let mut units = 0u32;
    for cell in lost {
        units |= 1 << cell.row() | 1 << (9 + cell.col()) | 1 << (18 + cell.box_index());
    }
    Unit::all()
        .enumerate()
        .all(|(i, u)| units & (1 << i) == 0 || !is_pair(now & CellSet::unit(u).bits()))
}

/// XY-chain: a chain of bivalue cells, each linked to the next by a shared
/// digit, that starts and ends on the same digit; one end holds it, so cells
/// seeing both ends lose it.
pub(crate) fn xy_chain(c: &Candidates) -> Option<Step> {
    xy_chain_remembering(c, &mut Memo::new())
}

/// [`xy_chain`], answering `None` at once when an earlier state (kept in
/// `memo`: slots 0..9 each digit's cells, slot 9 the bivalue cells, when
/// the search found nothing) proves there is nothing: every candidate of
/// now was one then, and so was every bivalue cell. Then every XY-chain of
/// now is one of then (its cells were bivalue with the same two digits),
/// and removes no more; its ends are on one digit in different cells, so
/// the shortest path between them in the earlier state is a chain of at
/// least three links, which that search would have found. The same answer
/// as [`xy_chain`].
///
/// When cells have become bivalue since, an XY-chain of now that avoids
/// them is still one of then, so any chain of now passes through one of
/// them; a new bivalue cell with no bivalue peer sharing one of its digits
/// has no link to pass through, and when every new cell is such, there is
/// nothing now either (remembered as the new state).
pub(crate) fn xy_chain_remembering(c: &Candidates, memo: &mut Memo) -> Option<Step> {
    let bivalue = c.bivalue_cells().bits();
    // Slots 0..9 are stored together with slot 9, so they are there too.
    if let Some(then) = memo.remembered(9) {
        if memo.lost_since(c).is_some()
            && CellSet::from_bits(bivalue & !then)
                .iter()
                .all(|n| unlinked_bivalue(c, n, bivalue))
        {
            if bivalue != then {
                remember_no_xy_chain(c, memo, bivalue);
            }
            return None;
        }
    }
    let links = Links::new(c, ChainKind::Xy);
    let limits = Limits {
        min_links: 3,
        max_links: XY_CHAIN_MAX,
        loops: false,
    };
    let Some(f) = bivalue::shortest(&links, &limits, |a, z| {
        a.digit() == z.digit() && a.cell() != z.cell()
    }) else {
        remember_no_xy_chain(c, memo, bivalue);
        return None;
    };
    let nodes = f.nodes.clone();
    let text = move |step: &Step| {
        format!(
            "XY-chain: {}, so {}",
            notation(&nodes),
            removals(&step.eliminations)
        )
    };
    Some(step(Technique::XYChain, text, &f))
}

/// Remembers in `memo` that the state of `c` (its bivalue cells
/// `bivalue`) has no XY-chain: each digit's cells, then the bivalue cells.
fn remember_no_xy_chain(c: &Candidates, memo: &mut Memo, bivalue: u128) {
    memo.remember_digit_cells(c);
    memo.remember_empty(9, bivalue);
}

/// Whether the bivalue cell `n` has no XY-chain link: no bivalue cell
/// (of `bivalue`) among its peers holds one of its two digits.
fn unlinked_bivalue(c: &Candidates, n: Cell, bivalue: u128) -> bool {
    let digits = c.candidates(n).bits();
    (CellSet::peers(n) & CellSet::from_bits(bivalue))
        .iter()
        .all(|p| c.candidates(p).bits() & digits == 0)
}

/// Alternating inference chain over every candidate and link, including
/// nice loops: an open chain removes what sees both ends; a continuous loop
/// removes what sees both ends of any of its links; a chain from a
/// candidate's absence back to its presence places it.
pub(crate) fn alternating_inference_chain(c: &Candidates) -> Option<Step> {
    let links = Links::new(c, ChainKind::Aic);
    let limits = Limits {
        min_links: 3,
        max_links: AIC_MAX,
        loops: true,
    };
    let f = dense::shortest(&links, &limits, |_, _| true)?;
    let (nodes, shape) = (f.nodes.clone(), f.shape);
    let text = move |step: &Step| {
        let chain = notation(&nodes);
        match shape {
            Shape::Open => format!(
                "Alternating inference chain: {chain}, so {}",
                removals(&step.eliminations)
            ),
            Shape::Loop => format!(
                "Continuous nice loop: {chain}-{}, so {}",
                node_name(nodes[0]),
                removals(&step.eliminations)
            ),
            Shape::Placement => {
                let a = nodes[0];
                format!(
                    "Discontinuous nice loop: {chain}: if {} were not {} it would have to be {}, so {} is {}",
                    a.cell(),
                    a.digit(),
                    a.digit(),
                    a.cell(),
                    a.digit()
                )
            }
        }
    };
    let mut s = step(Technique::AlternatingInferenceChain, text, &f);
    if f.shape == Shape::Placement {
        s = s.place(f.nodes[0].cell(), f.nodes[0].digit());
    }
    Some(s)
}

fn step(
    technique: Technique,
    text: impl Fn(&Step) -> String + Send + Sync + 'static,
    f: &Found,
) -> Step {
    let mut cells: Vec<Cell> = Vec::new();
    let mut digits: Vec<Digit> = Vec::new();
    for n in &f.nodes {
        if !cells.contains(&n.cell()) {
            cells.push(n.cell());
        }
        if !digits.contains(&n.digit()) {
            digits.push(n.digit());
        }
    }
    digits.sort();
    Step::described(technique, text)
        .with_cells(cells)
        .with_digits(digits)
        .with_length(f.length)
        .eliminate(f.eliminations.iter().copied())
}

fn node_name(n: Node) -> String {
    format!("({}){}", n.digit(), n.cell())
}

/// Eureka-style notation: `(4)r1c2=(4)r1c7-(4=6)r5c7-...`; two consecutive
/// candidates of one cell are written together. Link `i` (between nodes `i`
/// and `i + 1`) is strong (`=`) for even `i`, weak (`-`) for odd `i`.
fn notation(nodes: &[Node]) -> String {
    let link = |i: usize| if i % 2 == 0 { '=' } else { '-' };
    let mut s = String::new();
    let mut i = 0;
    while i < nodes.len() {
        if i > 0 {
            s.push(link(i - 1));
        }
        let n = nodes[i];
        if i + 1 < nodes.len() && nodes[i + 1].cell() == n.cell() {
            s.push_str(&format!(
                "({}{}{}){}",
                n.digit(),
                link(i),
                nodes[i + 1].digit(),
                n.cell()
            ));
            i += 2;
        } else {
            s.push_str(&node_name(n));
            i += 1;
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::finders::testing::{assert_sound, cand, state};

    #[test]
    fn memos_give_the_answers_of_full_searches() {
        // Along solving paths (each state within the one before, as in the
        // rater), the finders with a memo answer exactly as without one.
        let text = include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/data/puzzles6_forum_hardest_1106"
        ));
        let solver = crate::logic::LogicalSolver::new();
        let (mut states, mut x_found, mut xy_found) = (0, 0, 0);
        for line in text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .step_by(37)
        {
            let g: crate::Grid = line.parse().unwrap();
            let mut c = Candidates::from_grid(&g);
            let (mut x_memo, mut xy_memo) = (Memo::new(), Memo::new());
            while !c.is_solved() {
                let x = x_chain(&c);
                assert_eq!(x_chain_remembering(&c, &mut x_memo), x);
                let xy = xy_chain(&c);
                assert_eq!(xy_chain_remembering(&c, &mut xy_memo), xy);
                states += 1;
                x_found += usize::from(x.is_some());
                xy_found += usize::from(xy.is_some());
                let Some(step) = solver.next_step(&c) else {
                    break;
                };
                c.apply(&step);
            }
        }
        assert!(states > 500 && x_found > 20 && xy_found > 20);
    }

    // top1465, solved with singles only until the X-chain.
    const X_PUZZLE: &str =
        "......41.9..3.....3...2.....48..7..........52.1.......5..2....6.7....8......9....";
    pub(super) const X_MARKS: &str = ".....678..2..56.8..2...67......56789....5678.....56.89...4.....1..........3..............9.2..56.8.1..4.67....3......1..45678.1..456.8..2..567...2...678.....5.78...3..........56.8.1..4.67..1..456789.2.......1..456.89....567.9.....6789....5.789.2..........4............8.1...56..91.3.56.........7..1.3..6..9..3..6..91.......9.....67....3..6..9..3..67.91..4.6.891.34.6.8.1.34.6.891.3..67.9....5.....2............67..1............5.......4.6.89..34.6.8..2.........3..67.9..34.6789...4..789....5......3....891.34....9.2.......1.34..78.1.34...8.1.3...7.9..34..7.9.....6...1..4.6.........7..1234.6..91..456...1.3456...1.3456..........8..234....91..45...91..4.6.8..23..6.8.1234.6...1..45678.........91.3456.8.123.5.7...234..7..1..45.7..";

    #[test]
    fn x_chain_of_five_links() {
        // Checked by hand: row 1 has 2 only in r1c2 and r1c3; r1c3 and r8c3
        // share column 3; row 8 has 2 only in r8c3 and r8c8; r8c8 and r9c7
        // share box 9; column 7 has 2 only in r9c7 and r2c7. So r1c2 or r2c7
        // is 2, and r2c2, which sees both (box 1, row 2), cannot be.
        let c = state(X_MARKS);
        let s = x_chain(&c).unwrap();
        assert_eq!(s.technique, Technique::XChain);
        assert_eq!(
            s.text(),
            "X-chain on 2: r1c2=r1c3-r8c3=r8c8-r9c7=r2c7, so 2 is removed from r2c2"
        );
        assert_eq!(s.eliminations, vec![cand("r2c2", 2)]);
        assert_eq!(s.length, 5);
        assert_sound(X_PUZZLE, &c, &s);
    }

    const XY_PUZZLE: &str =
        ".139.....7...........24..1......1...48..6.........39.6.........2.5...74..6...489.";
    const XY_MARKS: &str = "....56.8.1..........3..............9....5.78.....5678..2.456....2..5678..2.45.78.......7...2.45...9.2.4.6.891.3.56.8.1.3.5..8.....56.8..23456....23.56.8..2345..89....56.89....5...9.....6.89.2..........4.........5678...3.56...1..........3.5.789..3.56..9.23.5.7.9.2...67.9....5.78..2..5.7891.........2345.....23.5.78..2345.78....4............8.12....7.9....5.7.......6....2..5.7.9123.5.....23.5.7..123.5.7..1...5.....2..5.7..12....7.....4......2..5.78...3..............9.2..5.78......6...1.3....89..34..7.91..4..7891.3.5678.123.5.789.2..56789123.56....23.56...123.5.....2.........3.....9....5....1.3..6.8.1.3....89.....6.89......7.....4.....1.3......1.3...........6...1.....7..1.3.5.7..123.5.7.....4............8.........9123.5....";

    #[test]
    fn xy_chain_of_four_cells() {
        // r3c2 {5,9}, r8c2 {3,9} (column 2), r9c1 {1,3} (box 7), r6c1 {1,5}
        // (column 1): if r3c2 is not 5 it is 9, so r8c2 is 3, r9c1 is 1 and
        // r6c1 is 5. Either way a 5 sits in r3c2 or r6c1, so the cells seeing
        // both lose 5: r1c1, r3c1 (box 1 / column 1), r4c2, r6c2 (column 2 /
        // box 4). r4c1 sees r6c1 but not r3c2, so it keeps its 5.
        let c = state(XY_MARKS);
        let s = xy_chain(&c).unwrap();
        assert_eq!(
            s.text(),
            "XY-chain: (5=9)r3c2-(9=3)r8c2-(3=1)r9c1-(1=5)r6c1, so 5 is removed from r1c1, r3c1, r4c2 and r6c2"
        );
        assert_eq!(
            s.eliminations,
            vec![
                cand("r1c1", 5),
                cand("r3c1", 5),
                cand("r4c2", 5),
                cand("r6c2", 5)
            ]
        );
        assert_eq!(s.length, 7);
        assert_sound(XY_PUZZLE, &c, &s);
    }

    const AIC_PUZZLE: &str =
        "3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....";
    pub(super) const AIC_MARKS: &str = "..3......1...56.........7.........89...4.....12...6.89.2...6.8..2..56....2..56.8..2..56......456....2.456.....3...78..23...78..23..6.8..2.4.6.8.........91...............8.1..4.6...........9....5....12.......12...6....2.4.6.....3...7....3...7.....4.....1.3.56.8.12..56.....3....89..3....89..3....89......7..123.56....23.56.89.2..5.7.9..3.5.78..2..5....1.............6......4..7...2.4...89.2345.....2345..891....67.91.3..678.1....6....2...........5.......4..7..1..4.6.891.34.6.....34.6.891...567..1..4567..1..456.........7.912....7.912..5...9..3.............8..2.4.67.91....67..........9..3....8....4.....123...78.123....8.....5....12...67...2...67..1...5.7...2.........3....8......6...1.3...7891.3.5..891..4....91..4..7.....4..7.9";

    #[test]
    fn aic_with_ends_on_different_digits() {
        // Row 2 has 7 only in r2c5 and r2c4; r2c4 and r7c4 share column 4;
        // r7c4 is {7,9}; r7c4 and r1c4 share column 4; r1c4 is {8,9}. So
        // r2c5 is 7 or r1c4 is 8; r2c5 sees r1c4 (box 2), so if r2c5 were 8
        // neither could hold: 8 goes from r2c5.
        let c = state(AIC_MARKS);
        let s = alternating_inference_chain(&c).unwrap();
        assert_eq!(s.technique, Technique::AlternatingInferenceChain);
        assert_eq!(
            s.text(),
            "Alternating inference chain: (7)r2c5=(7)r2c4-(7=9)r7c4-(9=8)r1c4, so 8 is removed from r2c5"
        );
        assert_eq!(s.eliminations, vec![cand("r2c5", 8)]);
        assert_eq!(s.length, 5);
        assert_sound(AIC_PUZZLE, &c, &s);
    }

    const LOOP_PUZZLE: &str =
        "6.9.....8...3.1...4............6...4.2.....3..7....5...1.5...7.8...9..........2..";
    pub(super) const LOOP_MARKS: &str = ".....6.....3.5............9.2.4..7...2.45.7...2.45.7..1.34..7..12.45...........8..2....7......5..8..2....7....3.........45..8.1...........4.6..9...456..9....56..9...4.......3.5..8.1.............6..9.2..5.78......6..9..3...7...2..5.....23.5.7....3.5............9.......8.12....7.......6.....3.5....1.....7..12..........4.....1...5.....2..........4.6...1..4..7891..45.78....45.7891....6789..3...........67.91.3............7.....4.6...12.4...891234...8..234...89....5....12...6.89.2...6..9.2......91.........23..........5.....234...8..234.6.8...34.6.89......7....3..6..9.......8....4.6....23.5.7..12.4.67..........9.234.67..1.34.6...1..456...1.3.56.........7.9...4.6.....3.5.7..1..4.678.1.34..78...34.678..2.......1..456.891.3.56..9";

    #[test]
    fn continuous_nice_loop() {
        // r4c7 {1,7}; r4c7 and r5c9 share box 6; column 9 has 7 only in r5c9
        // and r3c9; column 9 has 2 only in r3c9 and r6c9; r6c9 and r4c8
        // share box 6; r4c8 {1,2}; r4c8 and r4c7 share row 4, closing the
        // loop. Eight links, four strong and four weak over eight distinct
        // candidates, so exactly one end of every link is true:
        // - 7 in r4c7 or r5c9: r5c7 (box 6) loses 7;
        // - 7 or 2 in r3c9: r3c9 loses 3 and 5;
        // - 2 in r6c9 or r4c8: r6c8 (row 6, column 8) loses 2;
        // - 1 in r4c8 or r4c7: r4c4 (row 4), r5c7 and r6c8 (box 6) lose 1.
        let c = state(LOOP_MARKS);
        let s = alternating_inference_chain(&c).unwrap();
        assert_eq!(
            s.text(),
            "Continuous nice loop: (1=7)r4c7-(7)r5c9=(7-2)r3c9=(2)r6c9-(2=1)r4c8-(1)r4c7, so 1 is removed from r4c4, r5c7 and r6c8, 2 from r6c8, 3 from r3c9, 5 from r3c9, and 7 from r5c7"
        );
        let mut expected = vec![
            cand("r4c4", 1),
            cand("r5c7", 1),
            cand("r6c8", 1),
            cand("r6c8", 2),
            cand("r3c9", 3),
            cand("r3c9", 5),
            cand("r5c7", 7),
        ];
        expected.sort();
        assert_eq!(s.eliminations, expected);
        assert_eq!(s.length, 8);
        assert_sound(LOOP_PUZZLE, &c, &s);
    }

    const DISC_PUZZLE: &str =
        "..5.8......75..9.....741....143..6...6....5......1.3.........32..3.5.7..7..4....6";
    const DISC_MARKS: &str = "12.4.6..9.2.4....9....5.....2...6..9.......8..23..6..912.4.....12.4.67..1.34..7..12.4...8..2.4...8.......7......5.....23..6....23..6...........912.4.6.8.1.34...8......6.89..3...........6.89......7.....4.....1.........2.....8..2...6.8.....5.....2..5..891...........4.......3.......2....7.9.2..5.789.....6....2....789......789..3...........6....2.....89.2.....89.2....7.9.2.4..789....5....12.4..7891..4..789.2..5..89......7...2.....89.2...6.891.........2.456.89..3.......2.4...89...4...891..4.6.89....5....1....6.891....6.89.....67.9.....67891..4...8...3.......2........2.4.6.89.2.4...89..3......12...6.89....5.....2...6.89......7..1..4...891..4...89......7...2.....8912.....89...4......23.....9.23....891......8.....5.........6...";

    #[test]
    fn discontinuous_nice_loop_places_a_digit() {
        // Column 7 has 2 only in r3c7 and r1c7; row 3 has 2 only in r3c7 and
        // r3c8. If r3c7 were not 2, both r1c7 and r3c8 would be 2, but they
        // share box 3. So r3c7 is 2.
        let c = state(DISC_MARKS);
        let s = alternating_inference_chain(&c).unwrap();
        assert_eq!(
            s.text(),
            "Discontinuous nice loop: (2)r3c7=(2)r1c7-(2)r3c8=(2)r3c7: if r3c7 were not 2 it would have to be 2, so r3c7 is 2"
        );
        assert_eq!(s.placements, vec![cand("r3c7", 2)]);
        assert!(s.eliminations.is_empty());
        assert_eq!(s.length, 3);
        assert_sound(DISC_PUZZLE, &c, &s);
    }

    #[test]
    fn no_chain_without_strong_links_or_targets() {
        // The empty grid: every unit holds every digit nine times and no cell
        // is bivalue, so there is no strong link to start a chain.
        let empty = Candidates::from_grid(&crate::Grid::empty());
        assert!(x_chain(&empty).is_none());
        assert!(xy_chain(&empty).is_none());
        assert!(alternating_inference_chain(&empty).is_none());
        // Two bivalue cells {1,2} in r1c1 and r9c9 (everything else placed
        // or wide open) form no chain that removes anything: they do not see
        // each other and nothing links them.
        let g = crate::Grid::empty();
        let c = Candidates::from_marks(&g, |cell| {
            if cell == Cell::at(0, 0) || cell == Cell::at(8, 8) {
                crate::DigitSet::from_bits(0b11)
            } else {
                crate::DigitSet::ALL
            }
        });
        assert!(xy_chain(&c).is_none());
    }
}
