//! Ratings: how hard a puzzle is for a person, on several published scales,
//! all from one logical solve.
//!
//! [`rate`] checks the puzzle (valid, exactly one solution), solves it with
//! the one human-style solver ([`LogicalSolver`](crate::logic::LogicalSolver))
//! in Sudoku Explainer's order ([`se::order`]: the lowest-rated technique
//! first) and reads every rating off that one path:
//!
//! - [`Rating::se`]: the Sudoku Explainer scale, 1.0 to 11+; the hardest
//!   step decides ([`se`] documents every technique's value);
//! - [`Rating::level`]: the one name users see, a range of the SE number
//!   ([`Level`]);
//! - [`Rating::hodoku_score`] and [`Rating::hodoku_level`]: HoDoKu's sum of
//!   step scores and its level ([`hodoku`]), read off a second solve in
//!   HoDoKu's own order ([`hodoku::order`]: naked singles before hidden
//!   singles, its single-digit patterns, wings and finned fish), as HoDoKu
//!   scores a puzzle;
//! - [`Rating::qqwing`]: QQWing's class ([`qqwing`]);
//! - [`Rating::holes`], [`Rating::dependency_formula`] and
//!   [`Rating::dependency_level`]: the count of empty cells and the
//!   dependency formula A / (18 B) of source article 000
//!   ([`dependency_formula`]).
//!
//! ```
//! use shudu::rate::{rate, Level, QqwingClass};
//! use shudu::Grid;
//!
//! let g: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!     .parse()?;
//! let r = rate(&g).expect("a proper puzzle");
//! assert!(r.solved);
//! assert!(r.se >= 1.0 && r.se <= 2.3);
//! assert!(r.level <= Level::Medium);
//! assert!(r.qqwing <= QqwingClass::Easy);
//! assert_eq!(r.holes, 51);
//! # Ok::<(), shudu::ParseError>(())
//! ```

pub mod dependency_formula;
pub mod hodoku;
mod level;
pub mod qqwing;
mod rated;
pub mod se;

pub use hodoku::HodokuLevel;
pub use level::Level;
pub use qqwing::QqwingClass;
pub(crate) use rated::next_step;
pub use rated::{RatedPath, RatedStep, StepRating};

use crate::logic::{Answers, Candidates, SolvePath, Technique};
use crate::{Conflict, Grid, Uniqueness};
use std::fmt;

/// Every rating of one puzzle.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rating {
    /// The SE-style number (one decimal): the hardest step's rating.
    pub se: f32,
    /// The technique of the hardest step (the first one, if several tie);
    /// `None` for a grid with nothing to solve.
    pub hardest: Option<Technique>,
    /// Whether the hardest step is SE's "direct" form of its technique (an
    /// intersection or hidden subset that at once leaves a hidden single).
    pub hardest_direct: bool,
    /// The user-facing level: the range of [`Rating::se`].
    pub level: Level,
    /// HoDoKu-style score: the sum of the scores of the steps of a solve in
    /// HoDoKu's order ([`hodoku::rate`]).
    pub hodoku_score: u32,
    /// HoDoKu-style level.
    pub hodoku_level: HodokuLevel,
    /// QQWing-style class.
    pub qqwing: QqwingClass,
    /// Empty cells of the puzzle.
    pub holes: usize,
    /// The dependency formula A / (18 B), in [0, 1] (see
    /// [`dependency_formula`]).
    pub dependency_formula: f64,
    /// The dependency formula's level, 0 to 3.
    pub dependency_level: u8,
    /// Steps of the path.
    pub steps: usize,
    /// Whether the path solved the puzzle (always, for a puzzle with one
    /// solution rated by [`rate`]).
    pub solved: bool,
    /// For the hardest trial, its nesting depth (see
    /// [`Step::depth`](crate::logic::Step::depth)); 0 if the
    /// path needed no trial.
    pub trial_depth: u8,
    /// How many steps used each technique, in [`Technique::ALL`] order,
    /// techniques not used left out.
    pub techniques: Vec<(Technique, usize)>,
}

/// The Sudoku Explainer rating alone: the part of [`Rating`] read off the
/// solve in SE's order ([`rate_se`]), without the other scales (no solve
/// in HoDoKu's order, no QQWing class, no dependency formula).
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SeRating {
    /// The SE-style number (one decimal): [`Rating::se`].
    pub se: f32,
    /// The technique of the hardest step: [`Rating::hardest`].
    pub hardest: Option<Technique>,
    /// Whether the hardest step is SE's direct form: [`Rating::hardest_direct`].
    pub hardest_direct: bool,
    /// The level: [`Rating::level`].
    pub level: Level,
    /// Steps of the path: [`Rating::steps`].
    pub steps: usize,
    /// Whether the path solved the puzzle: [`Rating::solved`].
    pub solved: bool,
    /// The hardest trial's nesting depth: [`Rating::trial_depth`].
    pub trial_depth: u8,
}

impl Rating {
    /// The SE part of the rating: what [`rate_se`] gives for the same puzzle.
    pub fn se_rating(&self) -> SeRating {
        SeRating {
            se: self.se,
            hardest: self.hardest,
            hardest_direct: self.hardest_direct,
            level: self.level,
            steps: self.steps,
            solved: self.solved,
            trial_depth: self.trial_depth,
        }
    }
}

/// Why a grid cannot be rated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RateError {
    /// Two givens clash.
    Invalid(Conflict),
    /// The givens admit no solution.
    NoSolution,
    /// The givens admit more than one solution.
    MultipleSolutions,
}

impl fmt::Display for RateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RateError::Invalid(c) => write!(f, "invalid puzzle: {c}"),
            RateError::NoSolution => f.write_str("the puzzle has no solution"),
            RateError::MultipleSolutions => {
                f.write_str("the puzzle has more than one solution, so it cannot be rated")
            }
        }
    }
}

impl std::error::Error for RateError {}

/// A puzzle's rating with the path it was read from.
#[derive(Clone, Debug)]
pub struct Explanation {
    /// The ratings.
    pub rating: Rating,
    /// The rated steps, in order.
    pub steps: Vec<RatedStep>,
    /// The candidate grid after the last step.
    pub final_state: Candidates,
    /// The puzzle's unique solution.
    pub solution: Grid,
}

/// The puzzle's unique solution, or why there is none.
pub fn check(puzzle: &Grid) -> Result<Grid, RateError> {
    if let Some(c) = puzzle.first_conflict() {
        return Err(RateError::Invalid(c));
    }
    match puzzle.uniqueness() {
        Uniqueness::Unique(s) => Ok(s),
        Uniqueness::NoSolution => Err(RateError::NoSolution),
        Uniqueness::Multiple => Err(RateError::MultipleSolutions),
    }
}

/// Rates a puzzle: see the [module docs](self). Errors for clashing givens,
/// no solution, or several solutions. The same ratings as
/// [`explain`]'s, without building the explanations.
pub fn rate(puzzle: &Grid) -> Result<Rating, RateError> {
    let solution = check(puzzle)?;
    let mut answers = Answers::new();
    let (steps, solved) =
        rated::solve_quietly(puzzle, Some(&solution), u16::MAX, Some(&mut answers))
            .expect("without a cap the path is never cut short");
    Ok(summarize(
        puzzle,
        Some(&solution),
        steps.iter().copied(),
        solved,
        &answers,
    ))
}

/// Rates a puzzle on the Sudoku Explainer scale alone: the same number,
/// level and hardest step as [`rate`] (`rate_se(p)` is
/// `rate(p).map(|r| r.se_rating())`), without the solve in HoDoKu's order
/// and the other scales, which are about 30% of [`rate`]'s work on
/// generated puzzles. Errors as [`rate`].
///
/// ```
/// use shudu::rate::{rate, rate_se};
/// use shudu::Grid;
///
/// let g: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///     .parse()?;
/// assert_eq!(rate_se(&g).unwrap(), rate(&g).unwrap().se_rating());
/// # Ok::<(), shudu::ParseError>(())
/// ```
pub fn rate_se(puzzle: &Grid) -> Result<SeRating, RateError> {
    let solution = check(puzzle)?;
    let (steps, solved) = rated::solve_quietly(puzzle, Some(&solution), u16::MAX, None)
        .expect("without a cap the path is never cut short");
    Ok(read_se(steps.iter().copied(), solved, &mut [0; 64]))
}

/// [`rate_se`] if the SE number is at most `max_tenths`, `Ok(None)` when it
/// is higher: [`rate_at_most`] on the SE scale alone.
pub fn rate_se_at_most(puzzle: &Grid, max_tenths: u16) -> Result<Option<SeRating>, RateError> {
    let solution = check(puzzle)?;
    let path = rated::solve_quietly(puzzle, Some(&solution), max_tenths, None);
    Ok(path.map(|(steps, solved)| read_se(steps.iter().copied(), solved, &mut [0; 64])))
}

/// A puzzle rated on the Sudoku Explainer scale whose other scales are
/// read only when asked ([`rate_se_first_at_most`]): what the generators
/// steer by, since most puzzles they rate are turned away on their SE
/// number alone. [`SeFirst::complete`] gives exactly what [`rate`] gives.
#[derive(Clone)]
pub struct SeFirst {
    se: SeRating,
    puzzle: Grid,
    solution: Grid,
    steps: Vec<StepRating>,
    /// The SE solve's answers, for the solve in HoDoKu's order.
    answers: Answers,
}

impl SeFirst {
    /// The SE rating: [`rate_se`]'s.
    pub fn se(&self) -> &SeRating {
        &self.se
    }

    /// The HoDoKu-style score ([`Rating::hodoku_score`]), from a solve in
    /// HoDoKu's order made on each call.
    pub fn hodoku_score(&self) -> u32 {
        hodoku::rate_sharing(&self.puzzle, Some(&self.solution), &self.answers).0
    }

    /// Every rating: [`rate`]'s for the same puzzle.
    pub fn complete(&self) -> Rating {
        summarize(
            &self.puzzle,
            Some(&self.solution),
            self.steps.iter().copied(),
            self.se.solved,
            &self.answers,
        )
    }
}

/// [`rate_at_most`] with every scale but SE's left for later ([`SeFirst`]):
/// `Ok(None)` when the SE number is above `max_tenths` (`u16::MAX` for no
/// cap). Errors as [`rate`].
///
/// ```
/// use shudu::rate::{rate, rate_se_first_at_most};
/// use shudu::Grid;
///
/// let g: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///     .parse()?;
/// let first = rate_se_first_at_most(&g, u16::MAX).unwrap().unwrap();
/// let full = rate(&g).unwrap();
/// assert_eq!(*first.se(), full.se_rating());
/// assert_eq!(first.hodoku_score(), full.hodoku_score);
/// assert_eq!(first.complete(), full);
/// # Ok::<(), shudu::ParseError>(())
/// ```
pub fn rate_se_first_at_most(puzzle: &Grid, max_tenths: u16) -> Result<Option<SeFirst>, RateError> {
    let solution = check(puzzle)?;
    let mut answers = Answers::new();
    let path = rated::solve_quietly(puzzle, Some(&solution), max_tenths, Some(&mut answers));
    Ok(path.map(|(steps, solved)| SeFirst {
        se: read_se(steps.iter().copied(), solved, &mut [0; 64]),
        puzzle: *puzzle,
        solution,
        steps,
        answers,
    }))
}

/// Rates a puzzle and keeps the path the ratings were read from (what
/// `shudu explain` prints).
pub fn explain(puzzle: &Grid) -> Result<Explanation, RateError> {
    let solution = check(puzzle)?;
    let mut answers = Answers::new();
    let path = rated::solve(puzzle, Some(&solution), &mut answers);
    let rating = summarize(
        puzzle,
        Some(&solution),
        path.steps.iter().map(RatedStep::rating),
        path.solved,
        &answers,
    );
    Ok(Explanation {
        rating,
        steps: path.steps,
        final_state: path.final_state,
        solution,
    })
}

/// Rates a puzzle if its SE number is at most `max_tenths` (tenths: 40 is
/// 4.0): `Ok(None)` when it is higher. The result, when there is one, is
/// exactly [`rate`]'s; a puzzle above the cap is known as soon as its path
/// needs a step above it, without the chains and trials that would rate
/// that step, which is what makes it cheap. Errors as [`rate`].
///
/// ```
/// use shudu::rate::{rate, rate_at_most};
/// use shudu::Grid;
///
/// let g: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///     .parse()?;
/// let r = rate(&g).unwrap();
/// assert_eq!(rate_at_most(&g, 23).unwrap(), Some(r.clone()));
/// let below = (r.se * 10.0).round() as u16 - 1;
/// assert_eq!(rate_at_most(&g, below).unwrap(), None);
/// # Ok::<(), shudu::ParseError>(())
/// ```
pub fn rate_at_most(puzzle: &Grid, max_tenths: u16) -> Result<Option<Rating>, RateError> {
    let solution = check(puzzle)?;
    let mut answers = Answers::new();
    let path = rated::solve_quietly(puzzle, Some(&solution), max_tenths, Some(&mut answers));
    Ok(path.map(|(steps, solved)| {
        summarize(
            puzzle,
            Some(&solution),
            steps.iter().copied(),
            solved,
            &answers,
        )
    }))
}

/// Rates a path found by another solver (e.g. [`crate::logic::LogicalSolver`]),
/// which must start from `puzzle`'s givens. Each step is rated in the state
/// before it; a trial step by its depth (see [`RatedStep::rate`]). The
/// HoDoKu-style score and level are the puzzle's, from HoDoKu's own order
/// ([`hodoku::rate`]), whatever the path.
/// The puzzle is not checked for uniqueness: use [`rate`] for that.
pub fn rate_path(puzzle: &Grid, path: &SolvePath) -> Rating {
    let solution = if path.steps.iter().any(|s| s.technique == Technique::Trial) {
        puzzle.solve()
    } else {
        None
    };
    let mut state = Candidates::from_grid(puzzle);
    let mut rated = Vec::with_capacity(path.steps.len());
    for step in &path.steps {
        let r = RatedStep::rate(step.clone(), &state, solution.as_ref());
        state.apply(step);
        rated.push(r);
    }
    summarize(
        puzzle,
        solution.as_ref(),
        rated.iter().map(RatedStep::rating),
        path.solved,
        &Answers::new(),
    )
}

/// Reads every rating off a rated path; the HoDoKu-style ones off a solve
/// in HoDoKu's order that reads the rated path's finders' `answers`.
fn summarize(
    puzzle: &Grid,
    solution: Option<&Grid>,
    steps: impl Iterator<Item = StepRating>,
    solved: bool,
    answers: &Answers,
) -> Rating {
    let (hodoku_score, hodoku_level) = hodoku::rate_sharing(puzzle, solution, answers);
    let mut counts = [0usize; 64];
    let se = read_se(steps, solved, &mut counts);
    let techniques: Vec<(Technique, usize)> = Technique::ALL
        .iter()
        .zip(counts)
        .filter(|(_, n)| *n > 0)
        .map(|(&t, n)| (t, n))
        .collect();
    let used: Vec<Technique> = techniques.iter().map(|&(t, _)| t).collect();
    let dependency = dependency_formula::dependency_formula(puzzle);
    Rating {
        se: se.se,
        hardest: se.hardest,
        hardest_direct: se.hardest_direct,
        level: se.level,
        hodoku_score,
        hodoku_level,
        qqwing: qqwing::classify(puzzle, &used, solved),
        holes: puzzle.holes(),
        dependency_formula: dependency.value,
        dependency_level: dependency.level,
        steps: se.steps,
        solved,
        trial_depth: se.trial_depth,
        techniques,
    }
}

/// The SE rating of a rated path: its hardest step (the first one, if
/// several tie) decides. Each technique's steps are counted into `counts`
/// (by discriminant, which is [`Technique::ALL`] order).
fn read_se(
    steps: impl Iterator<Item = StepRating>,
    solved: bool,
    counts: &mut [usize; 64],
) -> SeRating {
    let mut se_tenths = 0u16;
    let mut hardest = None;
    let mut hardest_direct = false;
    let mut trial_depth = 0u8;
    let mut count = 0;
    for s in steps {
        count += 1;
        let t = s.technique;
        // Declaration order is ALL order (checked in the tests).
        counts[t as usize] += 1;
        if s.se_tenths > se_tenths || hardest.is_none() {
            se_tenths = se_tenths.max(s.se_tenths);
            hardest = Some(t);
            hardest_direct = s.direct;
        }
        trial_depth = trial_depth.max(s.trial_depth);
    }
    SeRating {
        se: f32::from(se_tenths) / 10.0,
        hardest,
        hardest_direct,
        level: Level::from_se_tenths(se_tenths),
        steps: count,
        solved,
        trial_depth,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::LogicalSolver;

    const SINGLES: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn technique_discriminants_follow_all() {
        for (i, &t) in Technique::ALL.iter().enumerate() {
            assert_eq!(t as usize, i);
        }
        assert!(Technique::ALL.len() <= 64);
    }

    #[test]
    fn singles_puzzle_rates_low() {
        let g: Grid = SINGLES.parse().unwrap();
        let r = rate(&g).unwrap();
        assert!(r.solved);
        assert!((1.0..=2.3).contains(&r.se), "{}", r.se);
        assert_eq!(r.steps, 51);
        assert_eq!(r.hodoku_level, HodokuLevel::Easy);
        assert!(r.qqwing <= QqwingClass::Easy);
        assert_eq!(r.trial_depth, 0);
        let total: usize = r.techniques.iter().map(|&(_, n)| n).sum();
        assert_eq!(total, r.steps);
        // HoDoKu score: 4 per full house / naked single, 14 per hidden
        // single, over a solve in HoDoKu's order (naked singles first).
        let hodoku_path = LogicalSolver::with_order(hodoku::order()).solve(&g);
        let expected: u32 = hodoku_path
            .steps
            .iter()
            .map(|s| hodoku::score(s.technique, 0))
            .sum();
        assert_eq!(r.hodoku_score, expected);
        assert!(r.hodoku_score < 51 * 14);
    }

    #[test]
    fn errors_for_bad_puzzles() {
        let empty: Grid = ".".repeat(81).parse().unwrap();
        assert_eq!(rate(&empty), Err(RateError::MultipleSolutions));
        let mut v = [0u8; 81];
        v[0] = 1;
        v[1] = 1;
        let clash = Grid::from_values(v).unwrap();
        assert!(matches!(rate(&clash), Err(RateError::Invalid(_))));
        // Unsolvable without a direct clash: r1c9 needs 9 but 9 is in column 9.
        let mut v = [0u8; 81];
        for (i, d) in (1..=8).enumerate() {
            v[i] = d;
        }
        v[80] = 9;
        let none = Grid::from_values(v).unwrap();
        assert_eq!(rate(&none), Err(RateError::NoSolution));
        assert!(RateError::MultipleSolutions
            .to_string()
            .contains("more than one"));
    }

    /// The HoDoKu solve reads the SE solve's answers where the two meet
    /// (`logic::Answers`): the score and level are those of a HoDoKu solve
    /// on its own, on calibration puzzles of every source (chains, forcing
    /// chains and trials included).
    #[test]
    fn shared_answers_leave_the_hodoku_rating_unchanged() {
        let set = include_str!("../../../../tests/data/se-calibration/ratings.txt");
        let mut met = 0;
        for line in set.lines().filter(|l| !l.starts_with('#')).step_by(45) {
            let g: Grid = line[..81].parse().unwrap();
            let r = rate(&g).unwrap();
            let alone = hodoku::rate(&g, g.solve().as_ref());
            assert_eq!((r.hodoku_score, r.hodoku_level), alone, "{line}");
            met += usize::from(r.se >= 6.5);
        }
        // The sample reaches the chains, where the finders cost most.
        assert!(met >= 10, "{met}");
    }

    /// The SE rating alone (no answers recorded, no HoDoKu solve) is the SE
    /// part of the full rating, capped or not, and the SE-first rating
    /// completes to the full one, on calibration puzzles of every source
    /// and on a finished grid.
    #[test]
    fn se_rating_alone_is_the_full_ratings_se_part() {
        let set = include_str!("../../../../tests/data/se-calibration/ratings.txt");
        let mut chains = 0;
        for line in set.lines().filter(|l| !l.starts_with('#')).step_by(15) {
            let g: Grid = line[..81].parse().unwrap();
            let full = rate(&g).unwrap();
            let alone = rate_se(&g).unwrap();
            assert_eq!(alone, full.se_rating(), "{line}");
            let tenths = (full.se * 10.0).round() as u16;
            for cap in [tenths.saturating_sub(1), tenths, tenths + 5] {
                let capped = rate_at_most(&g, cap).unwrap();
                let se = capped.as_ref().map(Rating::se_rating);
                assert_eq!(rate_se_at_most(&g, cap).unwrap(), se, "{line} cap {cap}");
                let first = rate_se_first_at_most(&g, cap).unwrap();
                assert_eq!(first.as_ref().map(|f| *f.se()), se, "{line} cap {cap}");
                if let Some(first) = first {
                    assert_eq!(first.hodoku_score(), full.hodoku_score, "{line}");
                    assert_eq!(first.complete(), full, "{line} cap {cap}");
                }
            }
            chains += usize::from(full.se >= 6.5);
        }
        assert!(chains >= 30, "{chains}");
        let solved: Grid = SINGLES.parse::<Grid>().unwrap().solve().unwrap();
        assert_eq!(
            rate_se(&solved).unwrap(),
            rate(&solved).unwrap().se_rating()
        );
        let first = rate_se_first_at_most(&solved, u16::MAX).unwrap().unwrap();
        assert_eq!(first.complete(), rate(&solved).unwrap());
        let two: Grid = SINGLES
            .replacen('5', ".", 1)
            .replacen('3', ".", 1)
            .parse()
            .unwrap();
        assert_eq!(rate_se(&two).err(), rate(&two).err());
    }

    #[test]
    fn full_grid_rates_zero() {
        let g: Grid = SINGLES.parse::<Grid>().unwrap().solve().unwrap();
        let r = rate(&g).unwrap();
        assert_eq!((r.se, r.steps, r.hardest, r.holes), (0.0, 0, None, 0));
        assert_eq!(r.level, Level::Easy);
        assert_eq!(r.qqwing, QqwingClass::Simple);
    }

    #[test]
    fn rate_path_agrees_with_rate_on_its_own_path() {
        let g: Grid = SINGLES.parse().unwrap();
        let e = explain(&g).unwrap();
        let path = SolvePath {
            steps: e.steps.iter().map(|s| s.step.clone()).collect(),
            solved: true,
            final_state: e.final_state.clone(),
        };
        assert_eq!(rate_path(&g, &path), e.rating);
        // And the logic module's own path rates within the singles range.
        let other = LogicalSolver::new().solve(&g);
        let r = rate_path(&g, &other);
        assert!(r.solved && r.se <= 2.3);
    }

    #[test]
    fn explained_steps_replay_to_the_solution() {
        let g: Grid =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
                .parse()
                .unwrap();
        let e = explain(&g).unwrap();
        assert!(e.rating.solved);
        let mut state = Candidates::from_grid(&g);
        for s in &e.steps {
            for p in &s.step.placements {
                assert_eq!(e.solution.get(p.cell), Some(p.digit), "{}", s.step.text());
            }
            for x in &s.step.eliminations {
                assert_ne!(e.solution.get(x.cell), Some(x.digit), "{}", s.step.text());
            }
            state.apply(&s.step);
        }
        assert_eq!(state.grid(), &e.solution);
        let max = e.steps.iter().map(|s| s.se_tenths).max().unwrap();
        assert_eq!(e.rating.se, f32::from(max) / 10.0);
    }
}
