//! A solution given with a puzzle (the second field of a line, a `solution`
//! column or key): checked before it is believed. `check`, `solve` and
//! `rate` report a wrong one as a failure of that puzzle.

use shudu::Grid;

/// Why `solution` is not a solution of `puzzle`, if it is not: an empty
/// cell, two equal digits in a unit, or a digit that differs from a given.
/// A complete, valid grid that keeps every given is a solution (for a
/// puzzle with one solution, the solution).
pub fn wrong(puzzle: &Grid, solution: &Grid) -> Option<String> {
    if let Some(cell) = solution.empty_cells().next() {
        return Some(format!(
            "the solution given is not complete: {cell} and {} other cell(s) are empty",
            solution.holes() - 1
        ));
    }
    if let Some(conflict) = solution.first_conflict() {
        return Some(format!("the solution given is not valid: {conflict}"));
    }
    for (cell, digit) in puzzle.filled_cells() {
        if let Some(other) = solution.get(cell).filter(|&d| d != digit) {
            return Some(format!(
                "the solution given disagrees with the puzzle: {other} at {cell}, where the puzzle gives {digit}"
            ));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const S: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn right_and_wrong_solutions() {
        let p: Grid = P.parse().unwrap();
        let s: Grid = S.parse().unwrap();
        assert_eq!(wrong(&p, &s), None);
        let ones = Grid::parse_unchecked(&"1".repeat(81)).unwrap();
        assert!(wrong(&p, &ones).unwrap().contains("not valid"));
        let mut holes = s;
        holes.clear(shudu::Cell::new(80).unwrap());
        assert!(wrong(&p, &holes).unwrap().contains("r9c9 and 0 other"));
        // A valid grid (digits 1 and 2 swapped) that disagrees with the givens.
        let swapped: String = S
            .chars()
            .map(|c| match c {
                '1' => '2',
                '2' => '1',
                c => c,
            })
            .collect();
        let swapped = Grid::parse(&swapped).unwrap();
        assert!(swapped.is_solved());
        let why = wrong(&p, &swapped).unwrap();
        assert!(why.contains("disagrees with the puzzle"), "{why}");
    }
}
