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
use crate::{Cell, CellSet, Digit};

/// A candidate whose assumption leads to a contradiction, to be removed.
pub(crate) fn trial(c: &Candidates) -> Option<Step> {
    // Marks that already break under singles have no sound conclusion left.
    let base = Board::settled(c)?;
    for depth in [Depth::Singles, Depth::Intersections] {
        if let Some(s) = by_propagation(&base, depth) {
            return Some(s);
        }
    }
    by_search(&base)
}

fn by_propagation(base: &Board, depth: Depth) -> Option<Step> {
    // Apply to the base first whatever this depth finds without any
    // assumption, so each branch only scans what its assumption changes.
    let mut start = *base;
    start.propagate(depth, None).ok()?;
    let base = &start;
    let mut best: Option<(u8, Cell, Digit, Contradiction)> = None;
    // Bivalue cells first: their candidates tend to fail fastest, which
    // bounds the search for the others early.
    for size in 2..=9 {
        for cell in CellSet::from_bits(base.unsolved) {
            let digits = base.digits_of(cell);
            if digits.len() != size {
                continue;
            }
            for digit in digits {
                let mut b = *base;
                let mut t = Trace::within(best.map_or(u8::MAX, |(n, ..)| n));
                if let Err(why) = b.assume(cell, digit, depth, &mut t) {
                    if best.is_none_or(|(n, ..)| t.count < n) {
                        best = Some((t.count, cell, digit, why));
                    }
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

fn by_search(base: &Board) -> Option<Step> {
    // A solution consistent with every mark, found by searching within the
    // marks (much faster than solving the placed digits alone, because the
    // marks carry every elimination made so far). With no consistent
    // solution at all the marks are already wrong and nothing can be
    // concluded soundly from them.
    let solution = base.first_solution()?;
    // Candidates of bivalue cells first: removing one places the other.
    for size in 2..=9 {
        for cell in CellSet::from_bits(base.unsolved) {
            let digits = base.digits_of(cell);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::techniques::testing::{assert_sound, cand, state};

    const SINGLES_PUZZLE: &str =
        ".5..7..83..4....6.....5....83.6........9..1...........5.7...4.....3.2...1........";
    const SINGLES_MARKS: &str = ".2...6..9....5....12...6..912.4...........7..1..4.6....2......9.......8...3.......23...7..1.....78....4.....12.....8.........91.3....8..2..5.7.......6...12..5.7...23..67.91....678912...6.8912.....8.....5....1.3..6.8..2....7.912.4..7.912.4..7.9.......8...3......12..5...9.....6...12.4.....1..45.7...2..5.7.9.2.45.7.9.2.45.7.9.2.4.67.....4.67...2..56...........9..3.........45.78.1.........2.45.7...2.45678..2.4.67.91..4.67.912..56..91..45.78.12.4...8.1..45.78...3.......2.45.7.9.2.45678.....5.....2.............7..1......8......6...........9...4.......3......1......8....4.6..9...4.6.89.....6.89..3......1..4...8..2...........56.891...5.7..1...5.78.1...........4.6.8...3.........45.78....4...8....45.78..2...6.89.2......9.2......9";

    #[test]
    fn contradiction_by_singles() {
        // Bivalue cells are tried first. 1 in r7c4 {1,8} makes r7c9 {1,8}
        // an 8 (row 7); column 9 then loses 8, so row 5 has 8 only in r5c6
        // (a hidden single); that takes 8 from r6c4, r6c5, r6c6 (box 5), and
        // with r6c9 gone too, row 6 has no place for 8. Three placements.
        let c = state(SINGLES_MARKS);
        let s = trial(&c).unwrap();
        assert_eq!(s.technique, Technique::Trial);
        assert_eq!(
            s.text,
            "Trial: assuming 1 in r7c4 leads to a contradiction (8 has no place left in row 6), so 1 is removed from r7c4"
        );
        assert_eq!(s.eliminations, vec![cand("r7c4", 1)]);
        assert_eq!(s.length, 3);
        assert_sound(SINGLES_PUZZLE, &c, &s);
    }

    const DEEPER_PUZZLE: &str =
        "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";
    const DEEPER_MARKS: &str = "......7..12...6..........8....45...9...456..9...456..9..3......1..456...12..5.......4....9..3..6.....34.6..9.2.........3456...1...........4.67.....45.78.....5.78.....5....123..6...1234.6.........78...34.6.........78..2...6..91..4.6...12......91......89...4.....1...5.7.9..3.5.7.9....5...9..3.5.7.91.....78..2............6.....3......12...67..12...6..9...4..7.9.......8..2.4.6..91..4..7..1..45.7..1...5.7...2...6.8.....5.78..2..567..1.........2.456....2.4.67.....4..78.........9..3......12.....8.........91.3.5.7.......6...12..5.....23.5..8.12....7..1.3...78....4.....12.4.6.8.123..6.8.1234.6.....34...89......7...234...89....5....1.3..6.8.12.....8912.4.6.8...3.5.78.1234567....345..8912.4....9.2345..89.2...67.91.3..678.12....789";

    #[test]
    fn contradiction_needing_intersections() {
        let c = state(DEEPER_MARKS);
        let base = Board::settled(&c).unwrap();
        assert!(by_propagation(&base, Depth::Singles).is_none());
        let s = trial(&c).unwrap();
        assert_eq!(
            s.text,
            "Trial: assuming 3 in r3c3 leads, through singles and intersections, to a contradiction (7 has no place left in row 4), so 3 is removed from r3c3"
        );
        // Replaying the assumption gives the same contradiction.
        let mut b = base;
        let mut t = Trace::NEW;
        let r3c3 = Cell::at(2, 2);
        let three = Digit::new(3).unwrap();
        assert_eq!(
            b.assume(r3c3, three, Depth::Intersections, &mut t),
            Err(Contradiction::NoPlace(
                Digit::new(7).unwrap(),
                crate::Unit::row(3)
            ))
        );
        assert_eq!(s.length, t.count as usize);
        assert_sound(DEEPER_PUZZLE, &c, &s);
    }

    const SEARCH_PUZZLE: &str =
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
    const SEARCH_MARKS: &str = "12..567...2.45.7..12.4.67..1.34.67.91.345...9..34567..1.3...7.91.3.5...9.......8.1...5678.....5.78...3......1....67891...5..89....5678....4.....1...5...9.2.......1...5.78.........91..4..7..1.34..78..2.........345.78.1.3...7.......6...1...5.7..123.5..8..2345..8.12.4.......34...8.......7..........91.3..6.8.1.345..8.1..456.....3.5.789..345.78....4..7.9..34...8......6...1.........2.........345..89...45...91.3....89.....6...1..4....9....5......34...8..2.......1.3....89......7..1..4....9.23..67.9.23...7.........8.1234.67.91.34....9..34.67......5....1..4....91..4.67.9..3..67.91.............67.9..34.6789..345..89..345678......6789.2..........4.67.9...4......2....7......5....12...67891......89.....678.1....67891......89..3......";

    #[test]
    fn exhaustive_search_when_propagation_finds_nothing() {
        let c = state(SEARCH_MARKS);
        let base = Board::settled(&c).unwrap();
        assert!(by_propagation(&base, Depth::Singles).is_none());
        assert!(by_propagation(&base, Depth::Intersections).is_none());
        let s = trial(&c).unwrap();
        assert_eq!(
            s.text,
            "Trial: an exhaustive search finds no solution with 2 in r9c2, so 2 is removed from r9c2"
        );
        assert_eq!(s.eliminations, vec![cand("r9c2", 2)]);
        assert!(s.length > 1);
        assert_sound(SEARCH_PUZZLE, &c, &s);
    }

    #[test]
    fn nothing_removed_that_some_solution_uses() {
        // A solved grid with the four corners of a rectangle emptied, whose
        // digits can be swapped: two solutions, and each remaining candidate
        // is in one of them, so trial has nothing to remove.
        let mut g: crate::Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        let mut found = None;
        'search: for r1 in 0..9 {
            for r2 in r1 + 1..9 {
                for c1 in 0..9 {
                    for c2 in c1 + 1..9 {
                        let v = |r, c| g.get(Cell::at(r, c)).unwrap();
                        let boxes = (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3);
                        if boxes && v(r1, c1) == v(r2, c2) && v(r1, c2) == v(r2, c1) {
                            found = Some([
                                Cell::at(r1, c1),
                                Cell::at(r1, c2),
                                Cell::at(r2, c1),
                                Cell::at(r2, c2),
                            ]);
                            break 'search;
                        }
                    }
                }
            }
        }
        let corners = found.expect("this grid has a swappable rectangle");
        for x in corners {
            g.clear(x);
        }
        assert_eq!(g.count_solutions(3), 2);
        let c = Candidates::from_grid(&g);
        assert!(trial(&c).is_none());
        // The empty grid: every candidate is in some solution.
        let empty = Candidates::from_grid(&crate::Grid::empty());
        assert!(trial(&empty).is_none());
    }
}
