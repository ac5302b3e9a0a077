//! The rater's solve: techniques tried in order of their SE rating, so that
//! every step is the lowest-rated one available (as Sudoku Explainer
//! chooses), and each step comes with its rating.
//!
//! At every step where no single applies, every finder rated below the
//! step's technique runs and finds nothing, so the solve is fast when
//! failing is cheap. What keeps it so (none of it changes what is
//! found):
//!
//! - each finder keeps a memo for the whole solve of where it found
//!   nothing (a digit's candidate cells, or a unit's candidates) and skips
//!   what has not changed since;
//! - per-state tables (each unit's candidates and digit masks) are computed
//!   once and shared by the subset finders;
//! - the finned fish search answers for the sashimi fish of the same size,
//!   tried next ([`Pending`]); and the quiet solve, which returns only
//!   ratings, lets finders skip writing explanations.

use super::{direct, se, trial};
use crate::logic::techniques::wording::Quiet;
use crate::logic::techniques::{FinnedOrSashimi, Memo, Tables};
use crate::logic::{Candidates, LogicalSolver, Step, Technique};
use crate::{CellSet, Digit, Grid};

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
    /// For a trial, its nesting depth (see [`trial`]); 0 otherwise.
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
        let mut memos = vec![Memo::new(); self.finders.len()];
        self.next_step_with(state, solution, &mut memos)
    }

    /// [`next_step`](Self::next_step) with each finder's memo of the digits
    /// where it found nothing in earlier states of the same solve.
    fn next_step_with(
        &self,
        state: &Candidates,
        solution: Option<&Grid>,
        memos: &mut [Memo],
    ) -> Option<RatedStep> {
        let mut pending = Pending::None;
        let mut tables = Tables::new();
        self.finders
            .iter()
            .zip(memos.iter_mut())
            .find_map(|((_, finder), memo)| {
                self.find_with(finder, state, solution, &mut pending, memo, &mut tables)
            })
    }

    /// One finder's step in `state`, rated. `pending` carries a step found
    /// ahead by an earlier finder in the same state (see [`Pending`]);
    /// `memo` is this finder's, for the whole solve (see [`Memo`]);
    /// `tables` are `state`'s, shared by the finders.
    #[allow(clippy::too_many_arguments)]
    fn find_with(
        &self,
        finder: &Finder,
        state: &Candidates,
        solution: Option<&Grid>,
        pending: &mut Pending,
        memo: &mut Memo,
        tables: &mut Tables,
    ) -> Option<RatedStep> {
        let step = match finder {
            Finder::Technique(s) => technique_step(s, state, pending, memo, tables),
            Finder::DirectPointing => direct::direct_intersection_remembering(state, true, memo),
            Finder::DirectClaiming => direct::direct_intersection_remembering(state, false, memo),
            Finder::DirectHiddenPair => {
                direct::direct_hidden_subset_remembering(state, 2, memo, tables.places(state))
            }
            Finder::DirectHiddenTriple => {
                direct::direct_hidden_subset_remembering(state, 3, memo, tables.places(state))
            }
            Finder::Trial => {
                return trial::find(state, solution).map(|f| RatedStep {
                    step: f.to_step(),
                    se_tenths: f.se_tenths(),
                    direct: false,
                    trial_depth: f.depth,
                });
            }
        }?;
        Some(RatedStep::rate(step, state, solution))
    }

    /// The ratings of the path [`RatingSolver::solve`] takes, without
    /// building its steps' explanations: singles (most of any path) are
    /// found on bit boards and applied directly. Returns the step ratings
    /// and whether the grid was solved; the ratings are exactly those of
    /// `solve`'s steps (checked by the tests).
    pub fn solve_quietly(&self, puzzle: &Grid, solution: Option<&Grid>) -> (Vec<StepRating>, bool) {
        self.solve_quietly_up_to(puzzle, solution, u16::MAX)
            .expect("without a cap the path is never cut short")
    }

    /// [`solve_quietly`](Self::solve_quietly) while every step rates at most
    /// `cap_tenths`: `None` as soon as the path needs a step above it, found
    /// without trying the techniques rated above the cap (chains, trials),
    /// which is what makes a puzzle that is too hard cheap to recognise.
    /// When the path stays within the cap it is `solve_quietly`'s, step for
    /// step. For a puzzle with one solution (where a next step always
    /// exists); generators use it to ask "at most this hard?".
    pub fn solve_quietly_up_to(
        &self,
        puzzle: &Grid,
        solution: Option<&Grid>,
        cap_tenths: u16,
    ) -> Option<(Vec<StepRating>, bool)> {
        // Only ratings leave this function: no step explanation is read.
        let _quiet = Quiet::on();
        let mut state = Candidates::from_grid(puzzle);
        let mut out = Vec::with_capacity(puzzle.holes() + 8);
        let mut memos = vec![Memo::new(); self.finders.len()];
        'steps: while !state.is_solved() {
            let mut pending = Pending::None;
            let mut tables = Tables::new();
            for ((tenths, finder), memo) in self.finders.iter().zip(memos.iter_mut()) {
                // Finders are sorted by rating, and SE's direct forms have
                // their own places: nothing later yields a step within the cap.
                if *tenths > cap_tenths {
                    return None;
                }
                let single = match finder {
                    Finder::Technique(s) => match s.techniques()[0] {
                        Technique::FullHouse => Some(fast::full_house(&state)),
                        Technique::HiddenSingleBox => Some(fast::hidden_single(&state, true)),
                        Technique::HiddenSingleLine => Some(fast::hidden_single(&state, false)),
                        Technique::NakedSingle => Some(fast::naked_single(&state)),
                        _ => None,
                    },
                    _ => None,
                };
                match single {
                    Some(Some((technique, cell, digit))) => {
                        state.place(cell, digit);
                        out.push(StepRating {
                            technique,
                            se_tenths: *tenths,
                            direct: false,
                            trial_depth: 0,
                        });
                        continue 'steps;
                    }
                    Some(None) => continue,
                    None => {}
                }
                if let Some(rated) =
                    self.find_with(finder, &state, solution, &mut pending, memo, &mut tables)
                {
                    if rated.se_tenths > cap_tenths {
                        return None;
                    }
                    if !changes(&state, &rated) {
                        break 'steps;
                    }
                    state.apply(&rated.step);
                    out.push(rated.rating());
                    if has_empty_cell_without_candidates(&state) {
                        break 'steps;
                    }
                    continue 'steps;
                }
            }
            break;
        }
        let solved = state.is_solved();
        Some((out, solved))
    }

    /// Solves `puzzle` from its givens.
    pub fn solve(&self, puzzle: &Grid, solution: Option<&Grid>) -> RatedPath {
        self.solve_from(Candidates::from_grid(puzzle), solution)
    }

    /// Solves from a candidate state.
    pub fn solve_from(&self, mut state: Candidates, solution: Option<&Grid>) -> RatedPath {
        let mut steps = Vec::with_capacity(state.empty_cells().len() + 8);
        let mut memos = vec![Memo::new(); self.finders.len()];
        while !state.is_solved() {
            let Some(rated) = self.next_step_with(&state, solution, &mut memos) else {
                break;
            };
            if !changes(&state, &rated) {
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

/// A step found ahead of its finder's turn, for one state: the finned-fish
/// search also answers for the sashimi fish of the same size, which the
/// rating order tries next.
enum Pending {
    None,
    /// The sashimi technique's answer.
    Sashimi(Technique, Option<Step>),
}

/// The step of a one-technique solver, using or filling `pending`.
fn technique_step(
    s: &LogicalSolver,
    state: &Candidates,
    pending: &mut Pending,
    memo: &mut Memo,
    tables: &mut Tables,
) -> Option<Step> {
    let technique = s.techniques()[0];
    if matches!(pending, Pending::Sashimi(t, _) if *t == technique) {
        if let Pending::Sashimi(_, step) = std::mem::replace(pending, Pending::None) {
            return step;
        }
    }
    let sashimi = match technique {
        Technique::FinnedXWing => Technique::SashimiXWing,
        Technique::FinnedSwordfish => Technique::SashimiSwordfish,
        Technique::FinnedJellyfish => Technique::SashimiJellyfish,
        _ => return s.next_step_remembering(state, memo, tables),
    };
    match s.finned_or_sashimi(state, memo) {
        Some(FinnedOrSashimi::Finned(step)) => Some(step),
        Some(FinnedOrSashimi::Sashimi(step)) => {
            *pending = Pending::Sashimi(sashimi, step);
            None
        }
        None => s.next_step_remembering(state, memo, tables),
    }
}

/// Whether the step changes `state` (a step that changes nothing would
/// repeat forever; only a broken state or a faulty finder could give one).
fn changes(state: &Candidates, rated: &RatedStep) -> bool {
    rated
        .step
        .placements
        .iter()
        .any(|p| state.grid().is_empty_cell(p.cell))
        || rated
            .step
            .eliminations
            .iter()
            .any(|e| state.has(e.cell, e.digit))
}

/// Singles on bit boards, choosing exactly what the logic module's finders
/// choose (same units, digits and cells in the same order), without
/// building a step.
mod fast {
    use crate::logic::techniques::masks::{is_single, row_mask};
    use crate::logic::{Candidates, Technique};
    use crate::{Cell, Digit, Unit};

    fn cell(i: u32) -> Cell {
        Cell::new(i as usize).expect("board cells are 0..81")
    }

    fn digit(d: usize) -> Digit {
        Digit::from_index(d).expect("digit indices are 0..9")
    }

    /// The first unit (rows, columns, boxes) with one empty cell. On 9-bit
    /// row masks: each row's test is one small mask, the columns' a
    /// bit-sliced count over the rows, the boxes' three row parts.
    pub(super) fn full_house(c: &Candidates) -> Option<(Technique, Cell, Digit)> {
        let empty = c.empty_cells().bits();
        let rows: [u16; 9] = std::array::from_fn(|r| row_mask(empty, r));
        let at = |r: usize, col: u32| cell(9 * r as u32 + col);
        let found = if let Some(r) = rows.iter().position(|&m| is_single(u128::from(m))) {
            at(r, rows[r].trailing_zeros())
        } else {
            let (mut one, mut two) = (0u16, 0u16);
            for &m in &rows {
                two |= one & m;
                one |= m;
            }
            let columns = one & !two;
            if columns != 0 {
                let col = columns.trailing_zeros();
                let r = rows
                    .iter()
                    .position(|&m| m & (1 << col) != 0)
                    .expect("a column with one empty cell has it in some row");
                at(r, col)
            } else {
                let mut in_box = None;
                for b in 0..9 {
                    let (band, shift) = (3 * (b / 3), 3 * (b % 3));
                    let part = |k: usize| (rows[band + k] >> shift) & 0o7;
                    let m = part(0) | part(1) << 3 | part(2) << 6;
                    if is_single(u128::from(m)) {
                        let p = m.trailing_zeros() as usize;
                        in_box = Some(at(band + p / 3, (shift + p % 3) as u32));
                        break;
                    }
                }
                in_box?
            }
        };
        // As the finder does: a broken cell ends the search.
        let d = c.candidates(found).single_digit()?;
        Some((Technique::FullHouse, found, d))
    }

    /// The first box (or row, then column), then digit, with one place.
    pub(super) fn hidden_single(c: &Candidates, boxes: bool) -> Option<(Technique, Cell, Digit)> {
        let (units, technique) = if boxes {
            (18..27, Technique::HiddenSingleBox)
        } else {
            (0..18, Technique::HiddenSingleLine)
        };
        for u in units {
            let unit = Unit::from_index(u).expect("unit indices are 0..27");
            // Bit-sliced count of each digit's places over the unit's cells
            // (the per-cell view, nine loads instead of nine boards).
            let (mut one, mut two) = (0u16, 0u16);
            for &cell in unit.cells() {
                let m = c.candidates(cell).bits();
                two |= one & m;
                one |= m;
            }
            let single = one & !two;
            if single != 0 {
                let d = digit(single.trailing_zeros() as usize);
                let at = c
                    .cells_with_in(d, unit)
                    .first()
                    .expect("a digit with one place in the unit has a cell there");
                return Some((technique, at, d));
            }
        }
        None
    }

    /// The first cell in reading order with one candidate.
    pub(super) fn naked_single(c: &Candidates) -> Option<(Technique, Cell, Digit)> {
        let (mut one, mut two) = (0u128, 0u128);
        let boards: [u128; 9] = std::array::from_fn(|d| c.cells_with(digit(d)).bits());
        for &b in &boards {
            two |= one & b;
            one |= b;
        }
        let single = one & !two;
        if single == 0 {
            return None;
        }
        let i = single.trailing_zeros();
        let d = boards.iter().position(|&b| b & (1u128 << i) != 0)?;
        Some((Technique::NakedSingle, cell(i), digit(d)))
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
