//! The exact solver on arbitrary grids (contradictory ones included),
//! against an independent counter, the `sudoku` crate: the same count of
//! solutions (up to a limit), and the solution found is the one it finds.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shudu::Grid;
use sudoku::Sudoku;

fuzz_target!(|data: &[u8]| {
    // Bytes below 128 are empty cells, so that the fuzzer reaches puzzles
    // with few givens as easily as crowded, contradictory grids.
    let mut values = [0u8; 81];
    for (v, &b) in values.iter_mut().zip(data) {
        *v = if b < 128 { 0 } else { b % 9 + 1 };
    }
    let grid = Grid::from_values(values).expect("values are 0..=9");
    let theirs = Sudoku::from_bytes(values).expect("values are 0..=9");

    let limit = 3;
    let ours = grid.count_solutions(limit);
    let count = theirs.solutions_count_up_to(limit);
    assert_eq!(ours, count, "solution counts differ for {}", grid.to_line());
    assert_eq!(grid.has_unique_solution(), count == 1);

    match grid.solve() {
        Some(s) => {
            assert!(
                count >= 1,
                "a solution to a grid without one: {}",
                grid.to_line()
            );
            assert!(
                s.is_solved() && grid.is_subset_of(&s),
                "not a solution of the grid"
            );
            if count == 1 {
                let theirs = theirs.solution().expect("unique").to_bytes();
                assert_eq!(
                    s.values(),
                    &theirs,
                    "different solutions for {}",
                    grid.to_line()
                );
            }
        }
        None => assert_eq!(count, 0, "no solution found for {}", grid.to_line()),
    }
    for s in grid.solutions(limit) {
        assert!(s.is_solved() && grid.is_subset_of(&s));
    }
});
