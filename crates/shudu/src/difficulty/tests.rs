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

fn range(s: &str) -> SeRange {
    s.parse().unwrap()
}

/// Checks everything a rated puzzle promises and returns its rating.
fn check(p: &RatedPuzzle, range: SeRange, symmetry: Symmetry) -> f32 {
    assert_eq!(p.puzzle.uniqueness(), Uniqueness::Unique(p.solution));
    assert!(p.puzzle.is_subset_of(&p.solution));
    assert!(symmetry.holds(&p.puzzle), "{symmetry}: {}", p.puzzle);
    let again = singles_rater()(&p.puzzle).unwrap();
    assert_eq!(again, p.se, "re-rating gives the same number");
    assert_eq!(p.rating, p.se);
    assert!(
        range.contains(again),
        "{again} outside {range}: {}",
        p.puzzle
    );
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
        let b = range(b);
        for seed in 0..4 {
            let p = generate_in_range(b, &options, &mut singles_rater(), &mut rng(seed))
                .unwrap_or_else(|e| panic!("band #{i} seed {seed}: {e}"));
            check(&p, b, Symmetry::None);
        }
    }
}

#[test]
fn symmetric_when_asked() {
    let b = range("4.5..6.0");
    for &s in Symmetry::ALL {
        let options = DifficultyOptions::default()
            .with_symmetry(s)
            .with_max_attempts(400);
        let p = generate_in_range(b, &options, &mut singles_rater(), &mut rng(3))
            .unwrap_or_else(|e| panic!("{s}: {e}"));
        check(&p, b, s);
    }
    let easy = range("1.0..1.2");
    let options = DifficultyOptions::default().with_symmetry(Symmetry::Rot90);
    let p = generate_in_range(easy, &options, &mut singles_rater(), &mut rng(4)).unwrap();
    check(&p, easy, Symmetry::Rot90);
}

#[test]
fn minimal_when_asked() {
    let b = range("4.0..6.0");
    for (seed, s) in [(1, Symmetry::None), (2, Symmetry::Rot180)] {
        let options = DifficultyOptions::default()
            .with_symmetry(s)
            .with_minimal(true)
            .with_max_attempts(400);
        let p = generate_in_range(b, &options, &mut singles_rater(), &mut rng(seed)).unwrap();
        check(&p, b, s);
        assert!(is_minimal_with(&p.puzzle, s), "{}", p.puzzle);
    }
}

#[test]
fn same_seed_same_puzzle() {
    let b = range("5.0..6.0");
    let o = DifficultyOptions::default().with_symmetry(Symmetry::MirrorV);
    let a = generate_in_range(b, &o, &mut singles_rater(), &mut rng(99)).unwrap();
    let again = generate_in_range(b, &o, &mut singles_rater(), &mut rng(99)).unwrap();
    assert_eq!(a, again);
    let other = generate_in_range(b, &o, &mut singles_rater(), &mut rng(98)).unwrap();
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
        let e = generate_in_range(range(b), &o, &mut singles_rater(), &mut rng(1)).unwrap_err();
        assert_eq!(e.attempts(), 60);
        let closest = e.closest_se().unwrap();
        let p = e.closest().unwrap();
        assert_eq!(p.puzzle.uniqueness(), Uniqueness::Unique(p.solution));
        assert_eq!(singles_rater()(&p.puzzle), Some(closest));
        let msg = e.to_string();
        let want = format!(
            "could not reach SE {} within 60 attempts (closest: ",
            range(b)
        );
        assert!(msg.starts_with(&want), "{msg}");
    }
    let o = DifficultyOptions::default()
        .with_max_attempts(1)
        .with_symmetry(Symmetry::Rot90)
        .with_minimal(true);
    let e = generate_in_range(range("9.5.."), &o, &mut singles_rater(), &mut rng(1)).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("could not reach SE 9.5.. with symmetry rot90 as a minimal puzzle within 1 attempt (closest: "),
        "{e}"
    );
    let mut never = |_: &Grid| None;
    for b in ["1..2", "9.."] {
        let o = DifficultyOptions::default().with_max_attempts(20);
        let e = generate_in_range(range(b), &o, &mut never, &mut rng(1)).unwrap_err();
        assert!(e.to_string().ends_with("(no puzzle could be rated)"), "{e}");
        assert!(e.closest().is_none());
    }
}

#[test]
fn rejection_meets_the_same_promises() {
    let b = range("3.0..4.5");
    let o = DifficultyOptions::default()
        .with_strategy(Strategy::Reject)
        .with_symmetry(Symmetry::Rot180);
    for seed in 0..3 {
        let p = generate_in_range(b, &o, &mut singles_rater(), &mut rng(seed)).unwrap();
        check(&p, b, Symmetry::Rot180);
        assert!(is_minimal_with(&p.puzzle, Symmetry::Rot180));
        assert_eq!(p.attempts, p.grids, "one rating per grid");
    }
}

#[test]
fn steering_needs_fewer_ratings_than_rejection_for_rare_bands() {
    // Minimal puzzles that the hidden singles of boxes solve are rare; steering
    // gives clues back instead of drawing again.
    let b = range("1.0..1.2");
    let total = |strategy| {
        let o = DifficultyOptions::default()
            .with_strategy(strategy)
            .with_max_attempts(100_000);
        (0..5)
            .map(|seed| {
                generate_in_range(b, &o, &mut singles_rater(), &mut rng(seed))
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

/// The stand-in rater with a tiebreak (a checksum of the givens) that
/// notes the number of every rating it is asked to break a tie for.
struct TieNoting<F> {
    rate: F,
    asked: std::cell::RefCell<Vec<f32>>,
}

impl<F: FnMut(&Grid) -> Option<f32>> Rater for TieNoting<F> {
    type Rating = (f32, u32);

    fn rate(&mut self, puzzle: &Grid) -> Option<(f32, u32)> {
        let checksum = (puzzle.to_string().bytes().enumerate())
            .map(|(i, b)| (i as u32 + 1) * u32::from(b))
            .sum::<u32>()
            % 101;
        (self.rate)(puzzle).map(|se| (se, checksum))
    }

    fn se(&self, rating: &(f32, u32)) -> f32 {
        rating.0
    }

    fn tiebreak(&self, rating: &(f32, u32)) -> u32 {
        self.asked.borrow_mut().push(rating.0);
        rating.1
    }
}

#[test]
fn climbs_ask_for_tiebreaks_only_where_numbers_tie() {
    // A climb compares a move's number with the current puzzle's and asks
    // for tiebreaks only when the two are equal: then for both (the current
    // one once), so every number asked about is asked about at least twice.
    let b = range("8.0..");
    let options = DifficultyOptions::default().with_max_attempts(2_000);
    let (mut asks, mut untied) = (0, Vec::new());
    for seed in 0..6 {
        let mut rater = TieNoting {
            rate: singles_rater(),
            asked: Default::default(),
        };
        let p = generate_in_range(b, &options, &mut rater, &mut rng(seed))
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert!(b.contains(p.se), "seed {seed}: {}", p.se);
        assert_eq!(p.puzzle.uniqueness(), Uniqueness::Unique(p.solution));
        let asked = rater.asked.into_inner();
        asks += asked.len();
        untied.extend(
            asked
                .iter()
                .filter(|&&se| asked.iter().filter(|&&a| a == se).count() < 2)
                .map(|&se| (seed, se)),
        );
    }
    assert!(asks > 0, "the climbs met no tie");
    assert!(
        untied.is_empty(),
        "tiebreaks asked without a tie: {untied:?}"
    );
}

// With the engine's SE rater: what `shudu generate --difficulty` runs.

use crate::rate::{rate, rate_at_most, Level};

/// Checks a puzzle made for `target` against the user-visible promises.
fn check_rated(p: &RatedPuzzle<crate::rate::Rating>, target: DifficultyTarget, symmetry: Symmetry) {
    assert_eq!(p.puzzle.uniqueness(), Uniqueness::Unique(p.solution));
    assert!(symmetry.holds(&p.puzzle), "{symmetry}: {}", p.puzzle);
    let again = rate(&p.puzzle).unwrap();
    assert_eq!(again, p.rating, "re-rating {}", p.puzzle);
    assert_eq!(again.se, p.se);
    assert!(
        target.range().contains(again.se),
        "{} outside {target}",
        again.se
    );
    if let Some(level) = target.level() {
        assert_eq!(again.level, level, "{}", p.puzzle);
    }
}

#[test]
fn every_level_up_to_master_is_reached_with_small_budgets() {
    let options = DifficultyOptions::default().with_max_attempts(400);
    for level in [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
    ] {
        for seed in 0..3 {
            let target = DifficultyTarget::Level(level);
            let p = generate_rated(target, &options, &mut rng(seed))
                .unwrap_or_else(|e| panic!("{level} seed {seed}: {e}"));
            check_rated(&p, target, Symmetry::None);
            assert!(p.attempts <= 400);
        }
    }
}

#[test]
fn extreme_is_reached() {
    let target = DifficultyTarget::Level(Level::Extreme);
    let p = generate_rated(target, &DifficultyOptions::default(), &mut rng(1)).unwrap();
    check_rated(&p, target, Symmetry::None);
    assert!(p.se >= 9.0);
}

#[test]
fn se_bands_and_symmetries_with_the_engine_rater() {
    for (range, s) in [
        ("1.0..1.2", Symmetry::Rot180),
        ("2.0..2.0", Symmetry::MirrorH),
        ("4.2..4.6", Symmetry::Diagonal),
        ("7.0..7.5", Symmetry::None),
    ] {
        let target: DifficultyTarget = range.parse().unwrap();
        let options = DifficultyOptions::default().with_symmetry(s);
        let p = generate_rated(target, &options, &mut rng(5))
            .unwrap_or_else(|e| panic!("{range} {s}: {e}"));
        check_rated(&p, target, s);
    }
    let target = DifficultyTarget::Level(Level::Hard);
    let options = DifficultyOptions::default()
        .with_symmetry(Symmetry::Rot90)
        .with_minimal(true);
    let p = generate_rated(target, &options, &mut rng(6)).unwrap();
    check_rated(&p, target, Symmetry::Rot90);
    assert!(is_minimal_with(&p.puzzle, Symmetry::Rot90));
}

#[test]
fn same_seed_same_rated_puzzle() {
    let target = DifficultyTarget::Level(Level::Expert);
    let o = DifficultyOptions::default().with_symmetry(Symmetry::Rot180);
    let a = generate_rated(target, &o, &mut rng(42)).unwrap();
    let b = generate_rated(target, &o, &mut rng(42)).unwrap();
    assert_eq!(a, b);
    for strategy in Strategy::ALL {
        let o = o.with_strategy(*strategy);
        assert_eq!(
            generate_rated(target, &o, &mut rng(3)),
            generate_rated(target, &o, &mut rng(3))
        );
    }
}

#[test]
fn a_band_no_rating_falls_in_fails_fast_with_a_clear_message() {
    // No SE rating is 3.1: naked pairs are 3.0, X-wings 3.2, and only chains
    // get length bonuses.
    let target: DifficultyTarget = "3.1..3.1".parse().unwrap();
    let o = DifficultyOptions::default().with_max_attempts(100);
    let e = generate_rated(target, &o, &mut rng(1)).unwrap_err();
    assert_eq!(e.attempts(), 100);
    let msg = e.to_string();
    assert!(
        msg.starts_with("could not reach SE 3.1..3.1 within 100 attempts (closest: "),
        "{msg}"
    );
    // Ratings above the range stop short at its top, so the closest known
    // rating lies below.
    let closest = e.closest_se().unwrap();
    assert!(closest < 3.1, "{msg}");
    let p = e.closest().unwrap();
    assert_eq!(rate(&p.puzzle).unwrap().se, closest);

    let e = generate_rated(
        DifficultyTarget::Level(Level::Extreme),
        &DifficultyOptions::default()
            .with_max_attempts(3)
            .with_symmetry(Symmetry::Dihedral),
        &mut rng(2),
    )
    .unwrap_err();
    assert!(
        e.to_string().starts_with(
            "could not reach level extreme (SE 9.0..) with symmetry dihedral within 3 attempts (closest: "
        ),
        "{e}"
    );
}

#[test]
fn capped_ratings_agree_with_full_ratings() {
    let mut g = rng(77);
    let options = crate::dig::DigOptions::default();
    let mut above = 0;
    for _ in 0..150 {
        let p = crate::dig::generate(&options, &mut g).unwrap();
        let full = rate(&p.puzzle).unwrap();
        let tenths = (full.se * 10.0).round() as u16;
        for cap in [15, 25, 40, 64, 89, tenths, tenths.saturating_sub(1)] {
            let capped = rate_at_most(&p.puzzle, cap).unwrap();
            if tenths <= cap {
                assert_eq!(capped.as_ref(), Some(&full), "cap {cap}: {}", p.puzzle);
            } else {
                assert_eq!(capped, None, "cap {cap}: {}", p.puzzle);
                above += 1;
            }
        }
    }
    assert!(above > 100, "the caps were exercised");
    let multiple = Grid::empty();
    assert!(rate_at_most(&multiple, 40).is_err());
}
