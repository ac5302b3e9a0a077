//! The exact solver against the `sudoku` crate (an independent JCZSolve port)
//! on every public puzzle set, on invalid grids made here, and on random
//! partial grids.
//!
//! Every answer is checked twice: the solution count up to two must match the
//! crate's, and every solution we return must be a valid grid that keeps the
//! givens (and, when unique, equal the crate's solution).

use proptest::prelude::*;
use rand::SeedableRng;
use shudu::{solver, Cell, DefaultRng, Digit, Grid, Uniqueness};
use sudoku::Sudoku;

use crate::support::data::lines as puzzles;

fn theirs(grid: &Grid) -> Sudoku {
    Sudoku::from_bytes(*grid.values()).expect("values are 0..=9")
}

/// A solution must be complete, valid, and keep every given.
fn assert_solves(puzzle: &Grid, solution: &Grid) {
    assert!(
        solution.is_solved(),
        "{puzzle}: not a valid full grid: {solution}"
    );
    assert!(
        puzzle.is_subset_of(solution),
        "{puzzle}: lost givens: {solution}"
    );
}

/// Checks one puzzle against the crate; returns our solution count up to 2.
fn check(puzzle: &Grid) -> usize {
    let peer = theirs(puzzle);
    let count = puzzle.count_solutions(2);
    assert_eq!(count, peer.solutions_count_up_to(2), "count of {puzzle}");
    match puzzle.uniqueness() {
        Uniqueness::NoSolution => {
            assert_eq!(count, 0, "{puzzle}");
            assert_eq!(puzzle.solve(), None, "{puzzle}");
        }
        Uniqueness::Unique(solution) => {
            assert_eq!(count, 1, "{puzzle}");
            assert_solves(puzzle, &solution);
            let peer_solution = peer.solutions_up_to(1)[0].to_bytes();
            assert_eq!(solution.values(), &peer_solution, "{puzzle}");
            assert_eq!(puzzle.solve(), Some(solution), "{puzzle}");
        }
        Uniqueness::Multiple => {
            assert_eq!(count, 2, "{puzzle}");
            let two = puzzle.solutions(2);
            assert_eq!(two.len(), 2, "{puzzle}");
            assert_ne!(two[0], two[1], "{puzzle}");
            for s in &two {
                assert_solves(puzzle, s);
            }
        }
    }
    count
}

/// Checks every puzzle of a set; returns how many had 0, 1, 2+ solutions, and
/// how many were read.
fn check_file(file: &str) -> ([usize; 3], usize) {
    let mut counts = [0; 3];
    let lines = puzzles(file);
    for line in &lines {
        let grid = Grid::parse_unchecked(line).unwrap_or_else(|e| panic!("{file}: {line}: {e}"));
        // The crate's own line parser must read the same grid.
        let peer = Sudoku::from_str_line(line).expect("the crate reads the line");
        assert_eq!(&peer.to_bytes(), grid.values(), "{line}");
        counts[check(&grid)] += 1;
    }
    (counts, lines.len())
}

/// Every puzzle of a set of puzzles with one solution has exactly one.
fn check_unique_set(file: &str) {
    let (counts, n) = check_file(file);
    assert!(n > 0, "{file}: no puzzles");
    assert_eq!(counts, [0, n, 0], "{file}");
}

#[test]
fn unbiased_first1000() {
    check_unique_set("puzzles1_unbiased_first1000");
}

#[test]
fn every_17_clue_puzzle() {
    check_unique_set("puzzles2_17_clue");
}

#[test]
fn magictour_top1465() {
    check_unique_set("puzzles3_magictour_top1465");
}

#[test]
fn forum_hardest_1905() {
    check_unique_set("puzzles5_forum_hardest_1905_11+");
}

#[test]
fn forum_hardest_1106() {
    check_unique_set("puzzles6_forum_hardest_1106");
}

#[test]
fn serg_multi_solution_benchmark() {
    let (counts, n) = check_file("puzzles7_serg_benchmark");
    assert!(n > 0);
    // The set is made of puzzles with several solutions.
    assert_eq!(counts, [0, 0, n], "{counts:?}");
}

/// Counting many solutions (what `solve --count-solutions --limit N` does)
/// agrees with the crate on puzzles with several solutions: the whole count
/// under the limit, and the limit itself when there are more.
#[test]
fn serg_counts_every_solution_like_the_crate() {
    let (mut whole, mut capped) = (0, 0);
    for line in puzzles("puzzles7_serg_benchmark").iter().step_by(3) {
        let puzzle = Grid::parse_unchecked(line).unwrap();
        let peer = theirs(&puzzle);
        for limit in [7, 300] {
            let count = puzzle.count_solutions(limit);
            assert_eq!(count, peer.solutions_count_up_to(limit), "{puzzle}");
            if limit > 7 {
                if count < limit {
                    whole += 1;
                } else {
                    capped += 1;
                }
            }
        }
    }
    // Both cases are exercised.
    assert!(whole > 10 && capped > 0, "{whole} {capped}");
    // Fewer givens: the search splits layouts, then goes on by cells deep
    // down. Minimal puzzles with some givens taken away.
    let mut several = 0;
    for line in puzzles("puzzles1_unbiased_first1000").iter().step_by(40) {
        let mut puzzle = Grid::parse_unchecked(line).unwrap();
        let givens: Vec<Cell> = puzzle.filled_cells().map(|(c, _)| c).collect();
        for &cell in givens.iter().step_by(6) {
            puzzle.clear(cell);
        }
        let count = puzzle.count_solutions(300);
        assert_eq!(
            count,
            theirs(&puzzle).solutions_count_up_to(300),
            "{puzzle}"
        );
        several += (count > 1) as usize;
    }
    assert!(several > 4, "{several}");
}

/// Minimal puzzles: removing any given opens a second solution, and no
/// solution avoids the digit of an empty cell. This is the digging test.
#[test]
fn solution_without_matches_counting_on_minimal_puzzles() {
    for line in puzzles("puzzles1_unbiased_first1000").iter().step_by(10) {
        let puzzle = Grid::parse_unchecked(line).unwrap();
        let solution = puzzle.solve().unwrap();
        for cell in Cell::all() {
            let digit = solution.get(cell).unwrap();
            let mut dug = puzzle;
            dug.clear(cell);
            let expected = dug.count_solutions(2) == 2;
            assert_eq!(
                puzzle.has_solution_without(cell, digit),
                expected,
                "{puzzle} at {cell}"
            );
        }
    }
}

const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

#[test]
fn invalid_and_edge_grids() {
    // Clashing givens, in a row, a column and a box.
    for clash in [
        format!("5.5{}", ".".repeat(78)),
        format!("5{}5{}", ".".repeat(26), ".".repeat(53)),
        format!("5.........5{}", ".".repeat(70)),
    ] {
        let g = Grid::parse_unchecked(&clash).unwrap();
        assert_eq!(check(&g), 0, "{clash}");
    }
    // Unsolvable without a clash: r1c9 must be 9 (row 1), but column 9 has a 9.
    let g =
        Grid::parse_unchecked(&format!("12345678.{}9{}", ".".repeat(17), ".".repeat(54))).unwrap();
    assert_eq!(g.first_conflict(), None);
    assert_eq!(check(&g), 0);
    // Unsolvable deeper down: a hard puzzle with one given changed to another
    // digit that does not clash. Most such grids have no solution, some have
    // several; either way the crate must agree.
    let hard = Grid::parse_unchecked(&puzzles("puzzles6_forum_hardest_1106")[0]).unwrap();
    let mut counts = [0; 3];
    for cell in hard.filled_cells().map(|(c, _)| c) {
        for v in 1..=9 {
            let mut g = hard;
            g.set(cell, Digit::new(v));
            if g != hard && g.first_conflict().is_none() {
                counts[check(&g)] += 1;
            }
        }
    }
    assert!(counts[0] > 0, "{counts:?}");
    // The empty grid has many solutions.
    assert_eq!(check(&Grid::empty()), 2);
    assert_eq!(Grid::empty().count_solutions(1000), 1000);
    // A full valid grid is its own unique solution.
    let full = Grid::parse_unchecked(SOLVED).unwrap();
    assert_eq!(check(&full), 1);
    assert_eq!(full.uniqueness(), Uniqueness::Unique(full));
    // A full grid with one wrong digit has none (whether or not it clashes).
    for cell in [Cell::at(0, 0), Cell::at(4, 4), Cell::at(8, 8)] {
        let mut g = full;
        let right = g.get(cell).unwrap().get();
        g.set(cell, Digit::new(right % 9 + 1));
        assert_eq!(check(&g), 0, "{g}");
    }
    // A full grid with one cell emptied is unique.
    let mut g = full;
    g.clear(Cell::at(3, 3));
    assert_eq!(check(&g), 1);
}

#[test]
fn random_solutions_are_valid_and_seeded() {
    let mut rng = DefaultRng::seed_from_u64(11);
    let mut again = DefaultRng::seed_from_u64(11);
    let mut distinct = std::collections::HashSet::new();
    for _ in 0..300 {
        let g = solver::random_solution(&Grid::empty(), &mut rng).unwrap();
        assert!(g.is_solved());
        assert_eq!(Some(g), solver::random_solution(&Grid::empty(), &mut again));
        distinct.insert(g);
    }
    assert_eq!(distinct.len(), 300);
    // From a partial grid: the solution keeps the givens.
    let puzzle = Grid::parse_unchecked(&puzzles("puzzles7_serg_benchmark")[0]).unwrap();
    for _ in 0..50 {
        let s = solver::random_solution(&puzzle, &mut rng).unwrap();
        assert_solves(&puzzle, &s);
    }
}

/// A random partial grid: some cells of a random solution, then a few cells
/// set to random digits (which may clash or leave no solution).
fn perturbed_grid(seed: u64, keep_per_mille: u32, noise: usize) -> Grid {
    use rand::Rng;
    let mut rng = DefaultRng::seed_from_u64(seed);
    let full = solver::random_solution(&Grid::empty(), &mut rng).unwrap();
    let mut g = Grid::empty();
    for cell in Cell::all() {
        if rng.random_range(0..1000) < keep_per_mille {
            g.set(cell, full.get(cell));
        }
    }
    for _ in 0..noise {
        let cell = Cell::new(rng.random_range(0..81)).unwrap();
        g.set(cell, Digit::new(rng.random_range(0..=9)));
    }
    g
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn random_partial_grids_agree_with_the_crate(
        seed in any::<u64>(),
        keep in 150u32..700,
        noise in 0usize..4,
    ) {
        let g = perturbed_grid(seed, keep, noise);
        let ours = g.count_solutions(3);
        prop_assert_eq!(ours, theirs(&g).solutions_count_up_to(3), "{}", g);
        let all = g.solutions(3);
        prop_assert_eq!(all.len(), ours);
        for (i, s) in all.iter().enumerate() {
            prop_assert!(s.is_solved() && g.is_subset_of(s), "{} -> {}", g, s);
            prop_assert!(all[..i].iter().all(|t| t != s));
        }
    }
}
