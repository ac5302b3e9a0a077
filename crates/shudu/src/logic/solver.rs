//! The human-style solving loop: simplest applicable technique first.

use super::techniques::{self, FinnedOrSashimi, Memo, Tables};
use super::{Candidates, Step, Technique};
use crate::Grid;

/// Solves like a person: at every step, the simplest technique that
/// concludes something is applied.
///
/// ```
/// use shudu::logic::LogicalSolver;
/// use shudu::Grid;
///
/// let g: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///     .parse()
///     .unwrap();
/// let path = LogicalSolver::new().solve(&g);
/// assert!(path.solved);
/// assert_eq!(path.final_state.grid(), &g.solve().unwrap());
/// println!("{}", path.steps[0].text);
/// ```
#[derive(Clone, Debug)]
pub struct LogicalSolver {
    techniques: Vec<Technique>,
}

/// The result of a logical solve: the steps taken, in order.
#[derive(Clone, Debug)]
pub struct SolvePath {
    /// Every step, in the order applied.
    pub steps: Vec<Step>,
    /// Whether the grid ended up full.
    pub solved: bool,
    /// The candidate grid after the last step.
    pub final_state: Candidates,
}

impl Default for LogicalSolver {
    fn default() -> Self {
        LogicalSolver::new()
    }
}

impl LogicalSolver {
    /// A solver using every technique in [`Technique::ALL`] order.
    pub fn new() -> LogicalSolver {
        LogicalSolver {
            techniques: Technique::ALL.to_vec(),
        }
    }

    /// A solver limited to `techniques` (tried in [`Technique::ALL`] order,
    /// whatever the order given).
    pub fn with_techniques(techniques: &[Technique]) -> LogicalSolver {
        let mut t = techniques.to_vec();
        t.sort();
        t.dedup();
        LogicalSolver { techniques: t }
    }

    /// The techniques this solver uses, in the order tried.
    pub fn techniques(&self) -> &[Technique] {
        &self.techniques
    }

    /// The next step from `state`: the first productive step of the simplest
    /// technique that has one.
    pub fn next_step(&self, state: &Candidates) -> Option<Step> {
        self.techniques
            .iter()
            .find_map(|&t| techniques::find(t, state).filter(Step::is_productive))
    }

    /// For a one-technique solver of a finned fish (not sashimi): its step,
    /// or if there is none, the step the sashimi solver of the same size
    /// would give, from one search; `None` for other solvers. Lets
    /// a caller that tries the two in turn search once. `memo` is this
    /// solver's (see [`next_step_remembering`](Self::next_step_remembering)).
    pub(crate) fn finned_or_sashimi(
        &self,
        state: &Candidates,
        memo: &mut Memo,
    ) -> Option<FinnedOrSashimi> {
        // Finned fish always eliminate (their cover meets the fin box
        // outside the base), so no productivity filter is needed.
        match self.techniques[..] {
            [t] => techniques::find_finned_or_sashimi(t, state, memo),
            _ => None,
        }
    }

    /// [`next_step`](Self::next_step) for a one-technique solver, with a
    /// memo of the digits where the technique found nothing in earlier
    /// states of the same solve (kept for this solver only) and the tables
    /// of `state` shared with other finders: the same step, found faster.
    /// Other solvers ignore both.
    pub(crate) fn next_step_remembering(
        &self,
        state: &Candidates,
        memo: &mut Memo,
        tables: &mut Tables,
    ) -> Option<Step> {
        match self.techniques[..] {
            [t] => techniques::find_remembering(t, state, memo, tables).filter(Step::is_productive),
            _ => self.next_step(state),
        }
    }

    /// Solves `puzzle` from its givens.
    pub fn solve(&self, puzzle: &Grid) -> SolvePath {
        self.solve_from(Candidates::from_grid(puzzle))
    }

    /// Solves from a candidate state (e.g. a player's pencil marks).
    pub fn solve_from(&self, mut state: Candidates) -> SolvePath {
        let mut steps = Vec::new();
        while !state.is_solved() && !state.is_broken() {
            let Some(step) = self.next_step(&state) else {
                break;
            };
            state.apply(&step);
            steps.push(step);
        }
        SolvePath {
            solved: state.is_solved(),
            steps,
            final_state: state,
        }
    }
}
