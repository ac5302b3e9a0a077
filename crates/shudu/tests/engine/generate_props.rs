//! Properties of generated grids and puzzles, checked over random seeds and
//! random options; uniqueness is judged twice, by the engine's exact solver
//! and by the independent checker that shares no code with it.

use proptest::prelude::*;
use rand::SeedableRng;
use shudu::dig::{dig, generate, is_minimal_with, DigErrorKind, DigOptions, Symmetry, Target};
use shudu::{DefaultRng, Grid, Uniqueness};

use crate::support::checker;

fn target() -> impl Strategy<Value = Target> {
    prop_oneof![
        (15usize..50).prop_map(Target::Givens),
        (31usize..=66).prop_map(Target::Holes),
        Just(Target::Minimal),
    ]
}

fn symmetry() -> impl Strategy<Value = Symmetry> {
    (0..Symmetry::ALL.len()).prop_map(|i| Symmetry::ALL[i])
}

fn options() -> impl Strategy<Value = DigOptions> {
    (target(), symmetry(), any::<bool>()).prop_map(|(t, s, m)| {
        DigOptions::new(t)
            .with_symmetry(s)
            .with_minimal(m)
            .with_max_attempts(20)
    })
}

/// Whether removing any single given leaves more than one solution, judged
/// by counting solutions directly.
fn every_given_is_needed(puzzle: &Grid) -> bool {
    puzzle.filled_cells().all(|(cell, _)| {
        let mut fewer = *puzzle;
        fewer.clear(cell);
        fewer.count_solutions(2) == 2
    })
}

/// The checks every puzzle made by `generate` or `dig` must pass.
fn check_puzzle(puzzle: &Grid, solution: &Grid, options: &DigOptions) -> Result<(), TestCaseError> {
    let s = options.symmetry;
    prop_assert!(solution.is_solved());
    prop_assert!(puzzle.is_subset_of(solution));
    prop_assert_eq!(puzzle.uniqueness(), Uniqueness::Unique(*solution));
    let (count, found) = checker::count_solutions(puzzle.values(), 2);
    prop_assert_eq!(
        count,
        1,
        "{} has {} solutions by the checker",
        puzzle,
        count
    );
    prop_assert_eq!(found.as_ref(), Some(solution.values()));
    prop_assert!(s.holds(puzzle), "{} lacks symmetry {}", puzzle, s);
    if options.wants_minimal() {
        prop_assert!(is_minimal_with(puzzle, s), "{} not {}-minimal", puzzle, s);
        if s == Symmetry::None {
            prop_assert!(every_given_is_needed(puzzle), "{} not minimal", puzzle);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn generated_puzzles_keep_their_promises(seed in any::<u64>(), options in options()) {
        let result = generate(&options, &mut DefaultRng::seed_from_u64(seed));
        // Same seed, same outcome (puzzle or error).
        prop_assert_eq!(&result, &generate(&options, &mut DefaultRng::seed_from_u64(seed)));
        let goal = options.target.givens();
        let largest = options.symmetry.orbits().largest();
        match result {
            Ok(p) => {
                check_puzzle(&p.puzzle, &p.solution, &options)?;
                if let Some(n) = goal {
                    prop_assert!(p.givens() <= n, "{} givens for a goal of {}", p.givens(), n);
                    if !options.wants_minimal() {
                        // Within one orbit of the goal; exact without symmetry.
                        prop_assert!(p.givens() + largest > n);
                        if options.symmetry == Symmetry::None {
                            prop_assert_eq!(p.givens(), n);
                        }
                    }
                }
            }
            Err(e) => {
                let n = goal.expect("digging as far as possible always succeeds");
                let best = e.best().expect("a puzzle was made");
                check_puzzle(&best.puzzle, &best.solution, &options)?;
                prop_assert!(best.givens() > n);
                let message = e.to_string();
                if n < 17 {
                    prop_assert_eq!(e.kind(), DigErrorKind::Impossible);
                    prop_assert!(message.contains("fewer than 17 givens"), "{}", message);
                } else {
                    prop_assert_eq!(e.kind(), DigErrorKind::NotReached);
                    prop_assert!(message.contains("in 20 attempts"), "{}", message);
                }
                let count = match options.target {
                    Target::Holes(h) => format!("{h} holes"),
                    _ => format!("{n} givens"),
                };
                prop_assert!(message.contains(&count), "{}", message);
            }
        }
    }

    #[test]
    fn dug_puzzles_keep_the_given_grid(seed in any::<u64>(), options in options()) {
        let mut rng = DefaultRng::seed_from_u64(seed);
        let grid = shudu::fill::random_grid(&mut rng);
        match dig(&grid, &options, &mut rng) {
            Ok(puzzle) => check_puzzle(&puzzle, &grid, &options)?,
            Err(e) => {
                let best = e.best().expect("a puzzle was made");
                prop_assert_eq!(best.solution, grid);
                check_puzzle(&best.puzzle, &grid, &options)?;
            }
        }
    }
}

#[test]
fn complete_grids_are_valid_over_many_seeds() {
    for seed in 0..5000 {
        let mut rng = DefaultRng::seed_from_u64(seed);
        let a = shudu::fill::random_grid(&mut rng);
        let b = shudu::fill::random_grid(&mut rng);
        assert!(a.is_solved() && b.is_solved(), "seed {seed}");
        assert_ne!(a, b, "seed {seed}");
    }
}

#[test]
fn unreachable_targets_end_with_an_error() {
    let mut rng = DefaultRng::seed_from_u64(17);
    let e = generate(&DigOptions::givens(17), &mut rng).unwrap_err();
    assert_eq!(e.kind(), DigErrorKind::NotReached);
    assert_eq!(e.attempts(), DigOptions::DEFAULT_MAX_ATTEMPTS);
    assert!(e.fewest_givens().unwrap() > 17);

    let e = generate(&DigOptions::givens(10), &mut rng).unwrap_err();
    assert_eq!(e.kind(), DigErrorKind::Impossible);
    assert!(e.to_string().contains("10 givens"), "{e}");

    let e = generate(
        &DigOptions::givens(18).with_symmetry(Symmetry::Dihedral),
        &mut rng,
    )
    .unwrap_err();
    assert_eq!(e.kind(), DigErrorKind::NotReached);
    assert!(e.to_string().contains("with symmetry dihedral"), "{e}");
}
