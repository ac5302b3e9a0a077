//! Trial, the last resort: a candidate whose assumption breaks the grid is
//! removed. Because it ends in an exhaustive search when nothing cheaper
//! works, every puzzle with a unique solution gets a complete path.
//!
//! Three levels, cheapest first; each removes one candidate:
//! 1. assume a candidate and follow naked and hidden singles until an empty
//!    cell has no candidate or a digit has no place in a unit (a
//!    contradiction); the candidate with the shortest such run is chosen;
//! 2. the same, also applying pointing and claiming when singles stall;
//! 3. an exhaustive search (depth-first, with singles) over the current
//!    candidates: first one solution consistent with every current mark,
//!    then, for a candidate outside it, proof that no consistent solution
//!    holds it.
//!
//! Every level reasons only from the current marks, so it never removes a
//! true digit as long as the marks still contain the solution. `Step::length`
//! is the number of placements up to the contradiction (levels 1 and 2) or
//! the number of boards the search visited (level 3).

use super::propagation::{Board, Contradiction, Depth, Trace};
use crate::logic::{Candidates, Step, Technique};
use crate::{Cell, Digit};

/// A candidate whose assumption leads to a contradiction, to be removed.
pub(crate) fn trial(c: &Candidates) -> Option<Step> {
    let base = Board::from_candidates(c);
    for depth in [Depth::Singles, Depth::Intersections] {
        if let Some(s) = by_propagation(c, &base, depth) {
            return Some(s);
        }
    }
    by_search(c, &base)
}

fn by_propagation(c: &Candidates, base: &Board, depth: Depth) -> Option<Step> {
    let mut best: Option<(u8, Cell, Digit, Contradiction)> = None;
    for cell in c.grid().empty_cells() {
        for digit in c.candidates(cell) {
            let mut b = *base;
            let mut t = Trace::NEW;
            if let Err(why) = b.assume(cell, digit, depth, &mut t) {
                if best.map_or(true, |(n, ..)| t.count < n) {
                    best = Some((t.count, cell, digit, why));
                }
            }
        }
    }
    let (n, cell, digit, why) = best?;
    let how = match depth {
        Depth::Singles => "leads to a contradiction".to_string(),
        Depth::Intersections => {
            "leads, through singles and intersections, to a contradiction".to_string()
        }
    };
    Some(
        Step::new(
            Technique::Trial,
            format!("Trial: assuming {digit} in {cell} {how} ({why}), so {digit} is removed from {cell}"),
        )
        .with_cells([cell])
        .with_digits([digit])
        .with_length(n as usize)
        .eliminate([crate::logic::Candidate::new(cell, digit)]),
    )
}

fn by_search(c: &Candidates, base: &Board) -> Option<Step> {
    // With no consistent solution at all the marks are already wrong and
    // nothing can be concluded soundly from them.
    let solution = base.first_solution()?;
    // Candidates of bivalue cells first: removing one places the other.
    for size in 2..=9 {
        for cell in c.grid().empty_cells() {
            let digits = c.candidates(cell);
            if digits.len() != size {
                continue;
            }
            for digit in digits {
                if solution.has(cell, digit) {
                    continue;
                }
                let mut b = *base;
                b.place(cell.index(), digit.index());
                let mut nodes = 0;
                if !b.has_solution(&mut nodes) {
                    return Some(
                        Step::new(
                            Technique::Trial,
                            format!(
                                "Trial: an exhaustive search finds no solution with {digit} in {cell}, so {digit} is removed from {cell}"
                            ),
                        )
                        .with_cells([cell])
                        .with_digits([digit])
                        .with_length(nodes as usize)
                        .eliminate([crate::logic::Candidate::new(cell, digit)]),
                    );
                }
            }
        }
    }
    None
}
