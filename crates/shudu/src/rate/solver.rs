//! The rater's solve: techniques tried in order of their SE rating, so that
//! every step is the lowest-rated one available (as Sudoku Explainer
//! chooses), and each step comes with its rating.

use super::{direct, se, trial};
use crate::logic::{Candidates, LogicalSolver, Step, Technique};
use crate::{CellSet, Digit, Grid};

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
    /// For a trial, its nesting depth (see [`trial`]); 0 otherwise.
    pub trial_depth: u8,
}

impl RatedStep {
    /// Its SE rating.
    pub fn se(&self) -> f32 {
        f32::from(self.se_tenths) / 10.0
    }

    /// Rates `step`, found in `state` (the state before the step). Trial
    /// steps are rated by the easiest contradiction available in `state`
    /// (see [`trial::find`]); `solution` speeds that up.
    pub fn rate(step: Step, state: &Candidates, solution: Option<&Grid>) -> RatedStep {
        if step.technique == Technique::Trial {
            let (tenths, depth) = match trial::find(state, solution) {
                Some(f) => (f.se_tenths(), f.depth),
                // Nothing breaks within reach and no solution to lean on:
                // rate as the deepest level.
                None => (
                    se::trial_tenths(trial::FALLBACK_DEPTH, step.length),
                    trial::FALLBACK_DEPTH,
                ),
            };
            return RatedStep {
                step,
                se_tenths: tenths,
                direct: false,
                trial_depth: depth,
            };
        }
        let direct = se::direct_tenths(step.technique).is_some()
            && direct::leaves_hidden_single(state, &step.eliminations);
        RatedStep {
            se_tenths: se::step_tenths(&step, direct),
            step,
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

#[derive(Clone, Debug)]
enum Finder {
    Technique(LogicalSolver),
    DirectPointing,
    DirectClaiming,
    DirectHiddenPair,
    DirectHiddenTriple,
    Trial,
}

/// Solves like Sudoku Explainer: at every step the lowest-rated technique
/// that concludes something, each step rated on the SE scale.
///
/// The order is that of [`se::base_tenths`] (ties in [`Technique::ALL`]
/// order), with SE's direct intersections and hidden subsets at their own
/// ratings, and the rater's measured trial (see [`trial`]) last, in place
/// of the logic module's own trial finder.
///
/// ```
/// use shudu::rate::RatingSolver;
/// use shudu::Grid;
///
/// let g: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///     .parse()
///     .unwrap();
/// let path = RatingSolver::new().solve(&g, None);
/// assert!(path.solved);
/// assert!(path.steps.iter().all(|s| s.se() <= 2.3));
/// ```
#[derive(Clone, Debug)]
pub struct RatingSolver {
    finders: Vec<(u16, Finder)>,
}

impl Default for RatingSolver {
    fn default() -> Self {
        RatingSolver::new()
    }
}

impl RatingSolver {
    /// The solver with every technique.
    pub fn new() -> RatingSolver {
        let mut finders: Vec<(u16, Finder)> = Technique::ALL
            .iter()
            .filter(|&&t| t != Technique::Trial)
            .map(|&t| {
                (
                    se::base_tenths(t),
                    Finder::Technique(LogicalSolver::with_techniques(&[t])),
                )
            })
            .collect();
        let direct = |t| se::direct_tenths(t).expect("has a direct form");
        finders.push((direct(Technique::Pointing), Finder::DirectPointing));
        finders.push((direct(Technique::Claiming), Finder::DirectClaiming));
        finders.push((direct(Technique::HiddenPair), Finder::DirectHiddenPair));
        finders.push((direct(Technique::HiddenTriple), Finder::DirectHiddenTriple));
        finders.push((se::base_tenths(Technique::Trial), Finder::Trial));
        // Stable: equal ratings keep Technique::ALL order.
        finders.sort_by_key(|(tenths, _)| *tenths);
        RatingSolver { finders }
    }

    /// The order in which techniques are tried: each with its base SE
    /// rating in tenths and whether it is the direct form.
    pub fn order(&self) -> Vec<(Technique, bool, u16)> {
        self.finders
            .iter()
            .map(|(tenths, f)| match f {
                Finder::Technique(s) => (s.techniques()[0], false, *tenths),
                Finder::DirectPointing => (Technique::Pointing, true, *tenths),
                Finder::DirectClaiming => (Technique::Claiming, true, *tenths),
                Finder::DirectHiddenPair => (Technique::HiddenPair, true, *tenths),
                Finder::DirectHiddenTriple => (Technique::HiddenTriple, true, *tenths),
                Finder::Trial => (Technique::Trial, false, *tenths),
            })
            .collect()
    }

    /// The lowest-rated step available in `state`, rated. `solution` (the
    /// puzzle's unique solution, if known) makes trials faster and
    /// guarantees one is found.
    pub fn next_step(&self, state: &Candidates, solution: Option<&Grid>) -> Option<RatedStep> {
        for (_, finder) in &self.finders {
            let step = match finder {
                Finder::Technique(s) => s.next_step(state),
                Finder::DirectPointing => direct::direct_pointing(state),
                Finder::DirectClaiming => direct::direct_claiming(state),
                Finder::DirectHiddenPair => direct::direct_hidden_pair(state),
                Finder::DirectHiddenTriple => direct::direct_hidden_triple(state),
                Finder::Trial => {
                    return trial::find(state, solution).map(|f| RatedStep {
                        step: f.to_step(),
                        se_tenths: f.se_tenths(),
                        direct: false,
                        trial_depth: f.depth,
                    });
                }
            };
            if let Some(step) = step {
                return Some(RatedStep::rate(step, state, solution));
            }
        }
        None
    }

    /// Solves `puzzle` from its givens.
    pub fn solve(&self, puzzle: &Grid, solution: Option<&Grid>) -> RatedPath {
        self.solve_from(Candidates::from_grid(puzzle), solution)
    }

    /// Solves from a candidate state.
    pub fn solve_from(&self, mut state: Candidates, solution: Option<&Grid>) -> RatedPath {
        let mut steps = Vec::with_capacity(state.empty_cells().len() + 8);
        while !state.is_solved() {
            let Some(rated) = self.next_step(&state, solution) else {
                break;
            };
            // A step that changes nothing would repeat forever (only a broken
            // state or a faulty finder could give one).
            let changes = rated
                .step
                .placements
                .iter()
                .any(|p| state.grid().is_empty_cell(p.cell))
                || rated
                    .step
                    .eliminations
                    .iter()
                    .any(|e| state.has(e.cell, e.digit));
            if !changes {
                break;
            }
            state.apply(&rated.step);
            steps.push(rated);
            if has_empty_cell_without_candidates(&state) {
                break;
            }
        }
        RatedPath {
            solved: state.is_solved(),
            steps,
            final_state: state,
        }
    }
}

/// A broken state: an empty cell without candidates (cheaper than
/// [`Candidates::is_broken`], and enough to stop a path).
fn has_empty_cell_without_candidates(state: &Candidates) -> bool {
    let with_candidates = Digit::all().fold(CellSet::EMPTY, |acc, d| acc | state.cells_with(d));
    !state.empty_cells().is_subset(with_candidates)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order_is_by_rating() {
        let order = RatingSolver::new().order();
        for w in order.windows(2) {
            assert!(w[0].2 <= w[1].2);
        }
        assert_eq!(order[0], (Technique::FullHouse, false, 10));
        assert_eq!(order.last().map(|o| o.0), Some(Technique::Trial));
        let naked = order
            .iter()
            .position(|o| o.0 == Technique::NakedSingle)
            .unwrap();
        let direct_pointing = order
            .iter()
            .position(|o| *o == (Technique::Pointing, true, 17))
            .unwrap();
        assert!(direct_pointing < naked);
        assert_eq!(
            order.iter().filter(|o| o.0 == Technique::Trial).count(),
            1,
            "the rater's trial replaces the logic module's"
        );
    }
}
