//! Soundness of the human-style techniques, checked against exact solutions.
//!
//! Every step the logical solver takes on thousands of puzzles is compared
//! with the puzzle's unique solution: a placement must put the true digit,
//! an elimination must remove a candidate that is present and false, and
//! every step must conclude something. The same is done with solvers limited
//! to singles, intersections and one technique, so that each technique runs
//! many times on the states where it is the only way forward.
//!
//! Run with `--nocapture` to see how often each technique fired.

use shudu::logic::{Candidates, LogicalSolver, Step, Technique};
use shudu::Grid;
use std::collections::BTreeMap;

/// The first `n` puzzles of a data set.
fn puzzles(file: &str, n: usize) -> Vec<Grid> {
    crate::support::data::lines(file)
        .iter()
        .take(n)
        .map(|l| {
            l.parse()
                .unwrap_or_else(|e| panic!("{file}: bad puzzle {l}: {e}"))
        })
        .collect()
}

/// A mix of easy, minimal and hard puzzles with their solutions.
fn corpus() -> Vec<(Grid, Grid)> {
    let mut all = puzzles("puzzles1_unbiased_first1000", 1000);
    all.extend(puzzles("puzzles3_magictour_top1465", 300));
    all.extend(puzzles("puzzles2_17_clue", 300));
    all.into_iter()
        .map(|p| {
            let s = p.solve().expect("data sets hold solvable puzzles");
            (p, s)
        })
        .collect()
}

/// What the solver did over a corpus.
#[derive(Default)]
struct Tally {
    fired: BTreeMap<Technique, usize>,
    solved: usize,
    stalled: usize,
}

/// Checks one step against the solution, before it is applied to `state`.
fn check_step(puzzle: &Grid, state: &Candidates, step: &Step, solution: &Grid) {
    let ctx = || format!("puzzle {puzzle}, step \"{}\"", step.text());
    assert!(step.is_productive(), "unproductive step: {}", ctx());
    // Nice loops are reported under the AIC technique but named as loops.
    let named = step.text().starts_with(step.technique.name())
        || (step.technique == Technique::AlternatingInferenceChain
            && (step.text().starts_with("Continuous nice loop")
                || step.text().starts_with("Discontinuous nice loop")));
    assert!(
        named,
        "text does not start with the technique name: {}",
        ctx()
    );
    assert!(!step.digits.is_empty(), "no pattern digits: {}", ctx());
    assert!(!step.cells.is_empty(), "no pattern cells: {}", ctx());
    for p in &step.placements {
        assert!(
            state.has(p.cell, p.digit),
            "placement of a non-candidate {p}: {}",
            ctx()
        );
        assert_eq!(
            solution.get(p.cell),
            Some(p.digit),
            "wrong placement {p}: {}",
            ctx()
        );
    }
    for (i, e) in step.eliminations.iter().enumerate() {
        assert!(
            state.has(e.cell, e.digit),
            "elimination of a non-candidate {e}: {}",
            ctx()
        );
        assert_ne!(
            solution.get(e.cell),
            Some(e.digit),
            "true digit eliminated {e}: {}",
            ctx()
        );
        assert!(
            !step.eliminations[..i].contains(e),
            "elimination {e} twice: {}",
            ctx()
        );
    }
}

/// Solves every puzzle step by step with `solver`, checking each step.
fn run(solver: &LogicalSolver, corpus: &[(Grid, Grid)]) -> Tally {
    let mut tally = Tally::default();
    for (puzzle, solution) in corpus {
        let mut state = Candidates::from_grid(puzzle);
        loop {
            if state.is_solved() {
                assert_eq!(state.grid(), solution, "puzzle {puzzle}");
                tally.solved += 1;
                break;
            }
            let Some(step) = solver.next_step(&state) else {
                tally.stalled += 1;
                break;
            };
            check_step(puzzle, &state, &step, solution);
            *tally.fired.entry(step.technique).or_default() += 1;
            state.apply(&step);
            assert!(
                !state.is_broken(),
                "broken state after \"{}\" in {puzzle}",
                step.text()
            );
        }
    }
    tally
}

const SINGLES_AND_INTERSECTIONS: &[Technique] = &[
    Technique::FullHouse,
    Technique::HiddenSingleBox,
    Technique::HiddenSingleLine,
    Technique::NakedSingle,
    Technique::Pointing,
    Technique::Claiming,
];

/// The techniques of this harness's per-technique runs (basic to intermediate).
const TECHNIQUES: &[Technique] = &[
    Technique::NakedPair,
    Technique::HiddenPair,
    Technique::NakedTriple,
    Technique::HiddenTriple,
    Technique::NakedQuad,
    Technique::HiddenQuad,
    Technique::XWing,
    Technique::Swordfish,
    Technique::Jellyfish,
    Technique::FinnedXWing,
    Technique::SashimiXWing,
    Technique::FinnedSwordfish,
    Technique::SashimiSwordfish,
    Technique::FinnedJellyfish,
    Technique::SashimiJellyfish,
    Technique::Skyscraper,
    Technique::TwoStringKite,
    Technique::EmptyRectangle,
    Technique::XYWing,
    Technique::XYZWing,
    Technique::WWing,
    Technique::SimpleColouring,
    Technique::RemotePairs,
];

#[test]
fn every_step_of_the_full_solver_is_sound() {
    let corpus = corpus();
    let tally = run(&LogicalSolver::new(), &corpus);
    println!(
        "full solver: {} puzzles, {} solved, {} stalled",
        corpus.len(),
        tally.solved,
        tally.stalled
    );
    for (t, n) in &tally.fired {
        println!("  {:<28} {n}", t.id());
    }
    assert_eq!(tally.solved + tally.stalled, corpus.len());
    // Most puzzles need nothing beyond this file's techniques: at least the
    // 1,000 of 1,600 the full sets gave, as a share of the corpus read.
    assert!(
        tally.solved * 8 >= corpus.len() * 5,
        "only {} of {} solved",
        tally.solved,
        corpus.len()
    );
}

#[test]
fn each_technique_alone_is_sound_and_fires() {
    let corpus = corpus();
    let base = run(
        &LogicalSolver::with_techniques(SINGLES_AND_INTERSECTIONS),
        &corpus,
    );
    println!(
        "singles + intersections: {} solved, {} stalled",
        base.solved, base.stalled
    );
    for &t in TECHNIQUES {
        let mut list = SINGLES_AND_INTERSECTIONS.to_vec();
        list.push(t);
        let tally = run(&LogicalSolver::with_techniques(&list), &corpus);
        let n = tally.fired.get(&t).copied().unwrap_or(0);
        println!(
            "  + {:<22} fired {n:>5} times, {} solved (+{})",
            t.id(),
            tally.solved,
            tally.solved - base.solved
        );
        assert!(n > 0, "{} never fired", t.id());
        assert!(tally.solved >= base.solved);
    }
    for &t in &SINGLES_AND_INTERSECTIONS[4..] {
        assert!(
            base.fired.get(&t).copied().unwrap_or(0) > 0,
            "{} never fired",
            t.id()
        );
    }
}
