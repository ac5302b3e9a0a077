//! Soundness of the advanced techniques (chains, uniqueness, ALS, forcing
//! chains, trial) on hard puzzle collections: every step is checked against
//! the unique solution (no wrong placement, no true digit removed, only
//! present candidates removed), and with every technique available each
//! puzzle is solved completely.

use shudu::logic::{Candidates, LogicalSolver, Step, Technique};
use shudu::Grid;

const TOP1465: &str = "puzzles3_magictour_top1465";
const HARDEST1106: &str = "puzzles6_forum_hardest_1106";
const HARDEST1905: &str = "puzzles5_forum_hardest_1905_11+";

/// `count` puzzles spread evenly over a data set.
fn sample(set: &str, count: usize) -> Vec<Grid> {
    crate::support::data::spread(set, count)
        .iter()
        .map(|l| Grid::parse(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

/// Checks one step against the solution, in the state it was found in.
fn check_step(puzzle: &Grid, solution: &Grid, state: &Candidates, step: &Step) {
    assert!(step.is_productive(), "{puzzle}: empty step {}", step.text());
    for p in &step.placements {
        assert!(
            state.has(p.cell, p.digit),
            "{puzzle}: placed a non-candidate: {}",
            step.text()
        );
        assert_eq!(
            solution.get(p.cell),
            Some(p.digit),
            "{puzzle}: wrong placement: {}",
            step.text()
        );
    }
    for e in &step.eliminations {
        assert!(
            state.has(e.cell, e.digit),
            "{puzzle}: removed a non-candidate {e}: {}",
            step.text()
        );
        assert_ne!(
            solution.get(e.cell),
            Some(e.digit),
            "{puzzle}: removed the true digit {e}: {}",
            step.text()
        );
    }
    assert!(!step.text().is_empty());
}

/// Solves step by step with `solver`, checking every step; returns how often
/// each technique was used and whether the grid was solved.
fn run(solver: &LogicalSolver, puzzle: &Grid, uses: &mut [usize]) -> bool {
    let solution = puzzle.solve().expect("the collections are solvable");
    let mut state = Candidates::from_grid(puzzle);
    while !state.is_solved() {
        let Some(step) = solver.next_step(&state) else {
            return false;
        };
        check_step(puzzle, &solution, &state, &step);
        uses[index(step.technique)] += 1;
        state.apply(&step);
        assert!(!state.is_broken(), "{puzzle}: broken after {}", step.text());
    }
    assert_eq!(state.grid(), &solution);
    true
}

fn index(t: Technique) -> usize {
    Technique::ALL
        .iter()
        .position(|&x| x == t)
        .expect("every technique is in ALL")
}

fn hard_puzzles() -> Vec<Grid> {
    let mut v = sample(TOP1465, 300);
    v.extend(sample(HARDEST1106, 120));
    v.extend(sample(HARDEST1905, 60));
    v
}

#[test]
fn every_technique_solves_every_hard_puzzle_soundly() {
    let solver = LogicalSolver::new();
    let mut uses = vec![0; Technique::ALL.len()];
    for p in hard_puzzles() {
        assert!(run(&solver, &p, &mut uses), "{p}: not solved");
    }
    // The hard collections need the advanced techniques, trial included.
    for t in [
        Technique::XChain,
        Technique::XYChain,
        Technique::AlternatingInferenceChain,
        Technique::AlsXz,
        Technique::CellForcingChain,
        Technique::UnitForcingChain,
        Technique::Trial,
    ] {
        assert!(uses[index(t)] > 0, "{t} never used");
    }
}

const SINGLES: [Technique; 4] = [
    Technique::FullHouse,
    Technique::HiddenSingleBox,
    Technique::HiddenSingleLine,
    Technique::NakedSingle,
];

/// Singles plus `extra`, over `puzzles`: every step sound; returns how often
/// `extra[0]` fired.
fn exercise(extra: &[Technique], puzzles: &[Grid]) -> usize {
    let mut techniques = SINGLES.to_vec();
    techniques.extend_from_slice(extra);
    let solver = LogicalSolver::with_techniques(&techniques);
    let mut uses = vec![0; Technique::ALL.len()];
    for p in puzzles {
        run(&solver, p, &mut uses);
    }
    eprintln!("{:?}: {}", extra[0], uses[index(extra[0])]);
    uses[index(extra[0])]
}

#[test]
fn each_chain_technique_alone_is_sound() {
    let puzzles = sample(TOP1465, 200);
    assert!(exercise(&[Technique::XChain], &puzzles) >= 50);
    assert!(exercise(&[Technique::XYChain], &puzzles) >= 50);
    assert!(exercise(&[Technique::AlternatingInferenceChain], &puzzles) >= 100);
}

#[test]
fn uniqueness_techniques_alone_are_sound() {
    let puzzles = sample(TOP1465, 400);
    // With chains to get further into each puzzle, so rectangles appear.
    let chains = [
        Technique::XChain,
        Technique::XYChain,
        Technique::AlternatingInferenceChain,
    ];
    for (t, at_least) in [
        (Technique::UniqueRectangleType1, 10),
        (Technique::UniqueRectangleType2, 5),
        (Technique::UniqueRectangleType3, 5),
        (Technique::UniqueRectangleType4, 10),
    ] {
        let mut list = vec![t];
        list.extend_from_slice(&chains);
        let n = exercise(&list, &puzzles);
        assert!(n >= at_least, "{t}: {n} uses");
    }
    let easy = sample("puzzles2_17_clue", 400);
    assert!(exercise(&[Technique::BugPlusOne], &easy) >= 1);
}

#[test]
fn als_and_forcing_chains_alone_are_sound() {
    let puzzles = sample(TOP1465, 150);
    assert!(exercise(&[Technique::AlsXz], &puzzles) >= 50);
    assert!(exercise(&[Technique::CellForcingChain], &puzzles) >= 50);
    assert!(exercise(&[Technique::UnitForcingChain], &puzzles) >= 50);
}

#[test]
fn trial_alone_completes_every_puzzle_soundly() {
    let mut puzzles = sample(TOP1465, 100);
    puzzles.extend(sample(HARDEST1905, 40));
    let solver =
        LogicalSolver::with_techniques(&[SINGLES.as_slice(), &[Technique::Trial]].concat());
    let mut uses = vec![0; Technique::ALL.len()];
    for p in &puzzles {
        assert!(run(&solver, p, &mut uses), "{p}: not solved");
    }
    assert!(uses[index(Technique::Trial)] >= puzzles.len());
}
