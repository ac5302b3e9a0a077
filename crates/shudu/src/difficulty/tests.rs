//! Engine tests with a stand-in rater built on the singles of the logical solver.

use super::*;
use crate::dig::{is_minimal_with, Symmetry};
use crate::logic::{LogicalSolver, Technique};
use crate::Uniqueness;
use rand::SeedableRng;

fn rng(seed: u64) -> crate::DefaultRng {
    crate::DefaultRng::seed_from_u64(seed)
}

/// A stand-in on the SE scale: a puzzle the singles solve rates as its
/// hardest single (full house 1.0, hidden single in a box 1.2, in a line
/// 1.5, naked single 2.3); one they do not solve rates 3.0 plus a tenth of
/// the cells still empty when they stall (up to about 9.4).
fn singles_rater() -> impl FnMut(&Grid) -> Option<f32> {
    let solver = LogicalSolver::with_techniques(&[
        Technique::FullHouse,
        Technique::HiddenSingleBox,
        Technique::HiddenSingleLine,
        Technique::NakedSingle,
    ]);
    move |g: &Grid| {
        let path = solver.solve(g);
        if path.solved {
            let se = |t| match t {
                Technique::FullHouse => 1.0,
                Technique::HiddenSingleBox => 1.2,
                Technique::HiddenSingleLine => 1.5,
                _ => 2.3,
            };
            Some(
                path.steps
                    .iter()
                    .map(|s| se(s.technique))
                    .fold(1.0, f32::max),
            )
        } else {
            Some(3.0 + path.final_state.empty_cells().len() as f32 / 10.0)
        }
    }
}

fn band(s: &str) -> Band {
    s.parse().unwrap()
}

/// Checks everything a rated puzzle promises and returns its rating.
fn check(p: &RatedPuzzle, band: Band, symmetry: Symmetry) -> f32 {
    assert_eq!(p.puzzle.uniqueness(), Uniqueness::Unique(p.solution));
    assert!(p.puzzle.is_subset_of(&p.solution));
    assert!(symmetry.holds(&p.puzzle), "{symmetry}: {}", p.puzzle);
    let again = singles_rater()(&p.puzzle).unwrap();
    assert_eq!(again, p.se, "re-rating gives the same number");
    assert_eq!(p.rating, p.se);
    assert!(band.contains(again), "{again} outside {band}: {}", p.puzzle);
    assert!(p.attempts >= 1 && p.grids >= 1);
    again
}

#[test]
fn every_stand_in_level_is_reached_with_small_budgets() {
    let options = DifficultyOptions::default().with_max_attempts(300);
    for (i, b) in [
        "1.0..1.2", "1.5..1.5", "2.3..2.3", "4.5..5.5", "6.0..7.0", "8.5..",
    ]
    .into_iter()
    .enumerate()
    {
        let b = band(b);
        for seed in 0..4 {
            let p = generate_in_band(b, &options, &mut singles_rater(), &mut rng(seed))
                .unwrap_or_else(|e| panic!("band #{i} seed {seed}: {e}"));
            check(&p, b, Symmetry::None);
        }
    }
}

#[test]
fn symmetric_when_asked() {
    let b = band("4.5..6.0");
    for &s in Symmetry::ALL {
        let options = DifficultyOptions::default()
            .with_symmetry(s)
            .with_max_attempts(400);
        let p = generate_in_band(b, &options, &mut singles_rater(), &mut rng(3))
            .unwrap_or_else(|e| panic!("{s}: {e}"));
        check(&p, b, s);
    }
    let easy = band("1.0..1.2");
    let options = DifficultyOptions::default().with_symmetry(Symmetry::Rot90);
    let p = generate_in_band(easy, &options, &mut singles_rater(), &mut rng(4)).unwrap();
    check(&p, easy, Symmetry::Rot90);
}

#[test]
fn minimal_when_asked() {
    let b = band("4.0..6.0");
    for (seed, s) in [(1, Symmetry::None), (2, Symmetry::Rot180)] {
        let options = DifficultyOptions::default()
            .with_symmetry(s)
            .with_minimal(true)
            .with_max_attempts(400);
        let p = generate_in_band(b, &options, &mut singles_rater(), &mut rng(seed)).unwrap();
        check(&p, b, s);
        assert!(is_minimal_with(&p.puzzle, s), "{}", p.puzzle);
    }
}

#[test]
fn same_seed_same_puzzle() {
    let b = band("5.0..6.0");
    let o = DifficultyOptions::default().with_symmetry(Symmetry::MirrorV);
    let a = generate_in_band(b, &o, &mut singles_rater(), &mut rng(99)).unwrap();
    let again = generate_in_band(b, &o, &mut singles_rater(), &mut rng(99)).unwrap();
    assert_eq!(a, again);
    let other = generate_in_band(b, &o, &mut singles_rater(), &mut rng(98)).unwrap();
    assert_ne!(a.puzzle, other.puzzle);
}

#[test]
fn unreachable_bands_fail_within_the_bound() {
    // The stand-in never gives 2.5 (a gap between its singles and 3.0) nor
    // anything above 9.4 (a puzzle has at least 17 givens).
    for (b, s) in [
        ("2.5..2.9", Strategy::Steer),
        ("9.5..", Strategy::Steer),
        ("9.5..", Strategy::Reject),
    ] {
        let o = DifficultyOptions::default()
            .with_max_attempts(60)
            .with_strategy(s);
        let e = generate_in_band(band(b), &o, &mut singles_rater(), &mut rng(1)).unwrap_err();
        assert_eq!(e.attempts(), 60);
        let closest = e.closest_se().unwrap();
        let p = e.closest().unwrap();
        assert_eq!(p.puzzle.uniqueness(), Uniqueness::Unique(p.solution));
        assert_eq!(singles_rater()(&p.puzzle), Some(closest));
        let msg = e.to_string();
        let want = format!(
            "could not reach SE {} within 60 attempts (closest: ",
            band(b)
        );
        assert!(msg.starts_with(&want), "{msg}");
    }
    let o = DifficultyOptions::default()
        .with_max_attempts(1)
        .with_symmetry(Symmetry::Rot90)
        .with_minimal(true);
    let e = generate_in_band(band("9.5.."), &o, &mut singles_rater(), &mut rng(1)).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("could not reach SE 9.5.. with symmetry rot90 as a minimal puzzle within 1 attempt (closest: "),
        "{e}"
    );
    let mut never = |_: &Grid| None;
    let e = generate_in_band(band("1..2"), &o, &mut never, &mut rng(1)).unwrap_err();
    assert!(e.to_string().ends_with("(no puzzle could be rated)"), "{e}");
    assert!(e.closest().is_none());
}

#[test]
fn rejection_meets_the_same_promises() {
    let b = band("3.0..4.5");
    let o = DifficultyOptions::default()
        .with_strategy(Strategy::Reject)
        .with_symmetry(Symmetry::Rot180);
    for seed in 0..3 {
        let p = generate_in_band(b, &o, &mut singles_rater(), &mut rng(seed)).unwrap();
        check(&p, b, Symmetry::Rot180);
        assert!(is_minimal_with(&p.puzzle, Symmetry::Rot180));
        assert_eq!(p.attempts, p.grids, "one rating per grid");
    }
}

#[test]
fn steering_needs_fewer_ratings_than_rejection_for_rare_bands() {
    // Minimal puzzles that the hidden singles of boxes solve are rare; steering
    // gives clues back instead of drawing again.
    let b = band("1.0..1.2");
    let total = |strategy| {
        let o = DifficultyOptions::default()
            .with_strategy(strategy)
            .with_max_attempts(100_000);
        (0..5)
            .map(|seed| {
                generate_in_band(b, &o, &mut singles_rater(), &mut rng(seed))
                    .unwrap()
                    .attempts
            })
            .sum::<usize>()
    };
    let (steer, reject) = (total(Strategy::Steer), total(Strategy::Reject));
    assert!(
        steer * 4 < reject,
        "steer {steer} vs reject {reject} ratings"
    );
}
