//! Steps with their SE ratings, and the rater's solve: the one
//! [`LogicalSolver`] in Sudoku Explainer's order ([`se::order`]), so that
//! every step is the lowest-rated one available, each step rated as it is
//! taken.

use super::se;
use crate::logic::finders::{direct, trial};
use crate::logic::{Answers, Candidates, Known, LogicalSolver, Share, Step, Taken, Technique};
use crate::Grid;
use std::sync::OnceLock;

/// A step's ratings without the step itself: what the ratings are read
/// from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepRating {
    /// The technique.
    pub technique: Technique,
    /// SE rating in tenths.
    pub se_tenths: u16,
    /// SE's direct form (see [`RatedStep::direct`]).
    pub direct: bool,
    /// Trial depth, 0 if not a trial.
    pub trial_depth: u8,
}

/// A step of the rater's path with its SE rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedStep {
    /// The step.
    pub step: Step,
    /// Its SE rating in tenths (23 is 2.3).
    pub se_tenths: u16,
    /// Whether it is SE's "direct" form (an intersection or hidden subset
    /// that at once leaves a hidden single; see [`se::direct_tenths`]).
    pub direct: bool,
    /// For a trial, its nesting depth (see [`Step::depth`]); 0 otherwise.
    pub trial_depth: u8,
}

impl RatedStep {
    /// Its ratings without the step.
    pub fn rating(&self) -> StepRating {
        StepRating {
            technique: self.step.technique,
            se_tenths: self.se_tenths,
            direct: self.direct,
            trial_depth: self.trial_depth,
        }
    }

    /// Its SE rating.
    pub fn se(&self) -> f32 {
        f32::from(self.se_tenths) / 10.0
    }

    /// Rates `step`, found in `state` (the state before the step). A trial
    /// step is rated by its depth and length, or, if it has no depth (not
    /// found by the solver's trial), by the easiest contradiction available
    /// in `state`; `solution` speeds that up.
    pub fn rate(step: Step, state: &Candidates, solution: Option<&Grid>) -> RatedStep {
        let r = RatedStep::ratings(&step, state, solution);
        RatedStep {
            step,
            se_tenths: r.se_tenths,
            direct: r.direct,
            trial_depth: r.trial_depth,
        }
    }

    /// [`rate`](Self::rate) without keeping the step.
    fn ratings(step: &Step, state: &Candidates, solution: Option<&Grid>) -> StepRating {
        let technique = step.technique;
        if technique == Technique::Trial {
            // A trial step of the solver carries its depth; another is
            // measured here.
            let found = (step.depth > 0).then_some((step.depth, step.length));
            let (se_tenths, trial_depth) = match found
                .or_else(|| trial::find(state, solution).map(|f| (f.depth, f.deductions)))
            {
                Some((depth, deductions)) => (se::trial_tenths(depth, deductions), depth),
                // Nothing breaks within reach and no solution to lean on:
                // rate as the deepest level.
                None => (
                    se::trial_tenths(trial::FALLBACK_DEPTH, step.length),
                    trial::FALLBACK_DEPTH,
                ),
            };
            return StepRating {
                technique,
                se_tenths,
                direct: false,
                trial_depth,
            };
        }
        let direct = direct::is_direct(step);
        StepRating {
            technique,
            se_tenths: se::step_tenths(step, direct),
            direct,
            trial_depth: 0,
        }
    }
}

/// The rater's path.
#[derive(Clone, Debug)]
pub struct RatedPath {
    /// Every step, in order.
    pub steps: Vec<RatedStep>,
    /// Whether the grid ended up full.
    pub solved: bool,
    /// The candidate grid after the last step.
    pub final_state: Candidates,
}

/// The one solver in SE's order, built once.
pub(crate) fn se_solver() -> &'static LogicalSolver {
    static SOLVER: OnceLock<LogicalSolver> = OnceLock::new();
    SOLVER.get_or_init(|| LogicalSolver::with_order(se::order()))
}

impl StepRating {
    /// The ratings of what the solver took in `state` at a finder of rank
    /// `rank`.
    fn of(taken: Taken<'_>, rank: u16, state: &Candidates, solution: Option<&Grid>) -> StepRating {
        match taken {
            // A single is never direct, nor a trial: its rank is its rating.
            Taken::Single(technique) => StepRating {
                technique,
                se_tenths: rank,
                direct: false,
                trial_depth: 0,
            },
            Taken::Step(step) => RatedStep::ratings(step, state, solution),
        }
    }
}

/// The rater's solve of `puzzle`: every step with its rating. `solution`
/// (the puzzle's unique solution, if known) makes trials faster and
/// guarantees one is found. The finders' answers are kept in `answers`
/// for the HoDoKu solve ([`Answers`]).
pub(crate) fn solve(puzzle: &Grid, solution: Option<&Grid>, answers: &mut Answers) -> RatedPath {
    let mut state = Candidates::from_grid(puzzle);
    let mut steps = Vec::with_capacity(puzzle.holes() + 8);
    let mut ratings = Vec::with_capacity(puzzle.holes() + 8);
    se_solver().walk(
        &mut state,
        Known {
            solution,
            share: Share::Record(answers),
        },
        u16::MAX,
        false,
        Some(&mut steps),
        |before, taken, rank| {
            ratings.push(StepRating::of(taken, rank, before, solution));
            true
        },
    );
    let steps = steps
        .into_iter()
        .zip(ratings)
        .map(|(step, r)| RatedStep {
            step,
            se_tenths: r.se_tenths,
            direct: r.direct,
            trial_depth: r.trial_depth,
        })
        .collect();
    RatedPath {
        solved: state.is_solved(),
        steps,
        final_state: state,
    }
}

/// The ratings of the path [`solve`] takes, while every step rates at most
/// `cap_tenths`, without building the steps of singles or any explanation:
/// `None` as soon as the path needs a step above the cap, found without
/// trying the finders ranked above it (chains, trials), which is what makes
/// a puzzle that is too hard cheap to recognise. Otherwise the step
/// ratings (exactly those of `solve`'s steps, checked by the tests) and
/// whether the grid was solved. The finders' answers are kept in
/// `answers`, when given, as [`solve`] does (only the HoDoKu solve reads
/// them).
pub(crate) fn solve_quietly(
    puzzle: &Grid,
    solution: Option<&Grid>,
    cap_tenths: u16,
    answers: Option<&mut Answers>,
) -> Option<(Vec<StepRating>, bool)> {
    let mut state = Candidates::from_grid(puzzle);
    let mut out = Vec::with_capacity(puzzle.holes() + 8);
    let finished = se_solver().walk(
        &mut state,
        Known {
            solution,
            share: answers.map_or(Share::Nothing, Share::Record),
        },
        cap_tenths,
        true,
        None,
        |before, taken, rank| {
            let r = StepRating::of(taken, rank, before, solution);
            out.push(r);
            r.se_tenths <= cap_tenths
        },
    );
    finished.then(|| (out, state.is_solved()))
}

/// The lowest-rated step available in `state`, rated.
pub(crate) fn next_step(state: &Candidates, solution: Option<&Grid>) -> Option<RatedStep> {
    let step = se_solver().next_step_knowing(state, solution)?;
    Some(RatedStep::rate(step, state, solution))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::Finder;

    #[test]
    fn order_is_by_rating() {
        let order = se::order();
        let places = order.places();
        for w in places.windows(2) {
            assert!(w[0].1 <= w[1].1);
        }
        assert_eq!(places[0], (Finder::Technique(Technique::FullHouse), 10));
        assert_eq!(
            places.last().map(|p| p.0),
            Some(Finder::Technique(Technique::Trial))
        );
        let naked = places
            .iter()
            .position(|p| p.0 == Finder::Technique(Technique::NakedSingle))
            .unwrap();
        let direct_pointing = places
            .iter()
            .position(|p| *p == (Finder::Direct(Technique::Pointing), 17))
            .unwrap();
        assert!(direct_pointing < naked);
        assert_eq!(
            order
                .techniques()
                .filter(|&t| t == Technique::Trial)
                .count(),
            1
        );
    }

    #[test]
    fn quiet_ratings_are_those_of_the_full_solve() {
        for p in [
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        ] {
            let g: Grid = p.parse().unwrap();
            let solution = g.solve();
            let full = solve(&g, solution.as_ref(), &mut Answers::new());
            let (quiet, solved) =
                solve_quietly(&g, solution.as_ref(), u16::MAX, Some(&mut Answers::new())).unwrap();
            let rated: Vec<StepRating> = full.steps.iter().map(RatedStep::rating).collect();
            assert_eq!(quiet, rated);
            assert_eq!(solved, full.solved);
        }
    }

    #[test]
    fn the_solver_in_se_order_takes_the_raters_path() {
        let g: Grid =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
                .parse()
                .unwrap();
        let rated = solve(&g, g.solve().as_ref(), &mut Answers::new());
        let path = LogicalSolver::with_order(se::order()).solve(&g);
        let steps: Vec<Step> = rated.steps.iter().map(|s| s.step.clone()).collect();
        assert!(path.solved && rated.solved);
        assert_eq!(path.steps, steps);
        // Texts are written on demand and equal however often asked.
        for s in &path.steps {
            assert_eq!(s.text(), s.to_string());
            assert!(!s.text().is_empty());
        }
    }
}
