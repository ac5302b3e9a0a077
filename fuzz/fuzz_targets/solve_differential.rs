//! The exact solver on arbitrary grids (contradictory ones included),
//! against independent counters: the same count of solutions (up to a
//! limit) and the same solution as shudu-verify's plain counter and the
//! `sudoku` crate.
//!
//! The oracles are bounded by the harness, never by the engine: an input the
//! plain counter cannot settle within `ORACLE_NODES` search nodes is not
//! compared, only checked for the engine's own consistency (such inputs are
//! rare: the budget is generous). The `sudoku` crate, whose work cannot be
//! counted from outside, is asked only about grids of at least
//! `CRATE_MIN_GIVENS` givens: on sparser ones its search can run for minutes
//! (two grids of 12 givens the fuzzer found in a minute: over 60 s each,
//! where the plain counter needs 116 and 210 nodes; they are seeds now), while every grid of 17 givens or more in the
//! corpus takes it milliseconds.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shudu::Grid;
use shudu_verify::counter::count_solutions_within;
use sudoku::Sudoku;

/// Search nodes the plain counter may spend on one input (a few
/// milliseconds in the sanitizer build).
const ORACLE_NODES: u64 = 20_000;

/// The fewest givens a grid needs before the `sudoku` crate is asked too
/// (17: the fewest any puzzle with one solution has).
const CRATE_MIN_GIVENS: usize = 17;

fuzz_target!(|data: &[u8]| {
    // Bytes below 128 are empty cells, so that the fuzzer reaches puzzles
    // with few givens as easily as crowded, contradictory grids.
    let mut values = [0u8; 81];
    for (v, &b) in values.iter_mut().zip(data) {
        *v = if b < 128 { 0 } else { b % 9 + 1 };
    }
    let grid = Grid::from_values(values).expect("values are 0..=9");
    let limit = 3;
    let ours = grid.count_solutions(limit);

    // The engine with itself: the count, the solutions listed and the
    // solution found agree, and every solution is one.
    let listed = grid.solutions(limit);
    assert_eq!(
        listed.len(),
        ours,
        "count and list differ for {}",
        grid.to_line()
    );
    for s in &listed {
        assert!(
            s.is_solved() && grid.is_subset_of(s),
            "not a solution of {}",
            grid.to_line()
        );
    }
    assert_eq!(grid.has_unique_solution(), ours == 1);
    let solved = grid.solve();
    match &solved {
        Some(s) => assert!(
            s.is_solved() && grid.is_subset_of(s),
            "not a solution of the grid"
        ),
        None => assert_eq!(ours, 0, "no solution found for {}", grid.to_line()),
    }

    let Some((count, first)) = count_solutions_within(&values, limit, ORACLE_NODES) else {
        return; // beyond the oracles' budget
    };
    assert_eq!(
        ours,
        count,
        "the plain counter counts {count} for {}",
        grid.to_line()
    );
    if count == 1 {
        let unique = first.expect("one solution found");
        assert_eq!(
            solved.as_ref().map(Grid::values),
            Some(&unique),
            "different solutions for {}",
            grid.to_line()
        );
    }
    if values.iter().filter(|&&v| v != 0).count() < CRATE_MIN_GIVENS {
        return;
    }
    let theirs = Sudoku::from_bytes(values).expect("values are 0..=9");
    let theirs_count = theirs.solutions_count_up_to(limit);
    assert_eq!(
        ours,
        theirs_count,
        "the sudoku crate counts {theirs_count} for {}",
        grid.to_line()
    );
    if let (1, Some(unique)) = (count, first) {
        let theirs = theirs.solution().expect("unique").to_bytes();
        assert_eq!(
            unique,
            theirs,
            "the two oracles differ for {}",
            grid.to_line()
        );
    }
});
