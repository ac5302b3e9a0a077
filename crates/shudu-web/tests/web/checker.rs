//! The independent checker: the `sudoku` crate, which shares nothing with the
//! engine, says whether a puzzle has exactly one solution and which.

use sudoku::Sudoku;

/// The only solution of `puzzle` (81 characters), or why not.
pub fn unique_solution(puzzle: &str) -> Result<String, String> {
    let s = Sudoku::from_str_line(puzzle).map_err(|e| format!("{puzzle}: {e:?}"))?;
    match s.solutions_count_up_to(2) {
        1 => s
            .solution()
            .map(|x| x.to_str_line().to_string())
            .ok_or_else(|| format!("{puzzle}: no solution")),
        n => Err(format!("{puzzle}: {n} solutions")),
    }
}
