//! The human-style solver: at every step, the first finder of its
//! [`Order`] that concludes something gives the step.
//!
//! One solver serves every use: the simplest-first order
//! ([`Order::simplest_first`], the default), Sudoku Explainer's order by
//! rating with its direct forms (what `rate`, `explain` and `hint` use,
//! [`crate::rate::se::order`]), or any order and set of techniques a
//! caller builds ([`Order::ranked`]).
//!
//! At every step where no single applies, every finder before the step's
//! one runs and finds nothing, so the solve is fast when failing is cheap.
//! What keeps it so (none of it changes what is found):
//!
//! - each finder keeps a memo for the whole solve of where it found
//!   nothing (a digit's candidate cells, or a unit's candidates) and skips
//!   what has not changed since;
//! - per-state tables (each unit's candidates and digit masks) are computed
//!   once and shared by the subset finders;
//! - the finned fish search answers for the sashimi fish of the same size
//!   ([`Pending`]);
//! - steps write their explanations only when asked ([`Step::text`]), and a
//!   solve that reads only which technique placed a single finds singles on
//!   bit boards without building a step.

use super::answers::{self, Recorded, Share};
use super::finders::{self, direct, quick_singles, trial, FinnedOrSashimi, Memo, Tables};
use super::{Candidates, Finder, Order, Step, Technique};
use crate::{CellSet, Digit, Grid};

/// Solves like a person: at every step, the first finder of its order
/// that concludes something.
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
/// println!("{}", path.steps[0].text());
/// ```
#[derive(Clone, Debug)]
pub struct LogicalSolver {
    order: Order,
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

/// What the solver takes at one step, shown to the caller of
/// [`LogicalSolver::walk`] before it is applied.
pub(crate) enum Taken<'a> {
    /// A single found on bit boards (no step built): its technique.
    Single(Technique),
    /// A step.
    Step(&'a Step),
}

impl Default for LogicalSolver {
    fn default() -> Self {
        LogicalSolver::new()
    }
}

impl LogicalSolver {
    /// A solver using every technique, simplest first
    /// ([`Order::simplest_first`]).
    pub fn new() -> LogicalSolver {
        LogicalSolver::with_order(Order::simplest_first())
    }

    /// A solver limited to `techniques` (tried in [`Technique::ALL`] order,
    /// whatever the order given).
    pub fn with_techniques(techniques: &[Technique]) -> LogicalSolver {
        LogicalSolver::with_order(Order::of(techniques))
    }

    /// A solver trying its finders in `order`.
    pub fn with_order(order: Order) -> LogicalSolver {
        LogicalSolver { order }
    }

    /// The order in which finders are tried.
    pub fn order(&self) -> &Order {
        &self.order
    }

    /// The next step from `state`: the first productive step of the first
    /// finder that has one.
    pub fn next_step(&self, state: &Candidates) -> Option<Step> {
        self.next_step_knowing(state, None)
    }

    /// [`next_step`](Self::next_step), knowing the puzzle's unique
    /// `solution` (if known), which makes a trial faster.
    pub fn next_step_knowing(&self, state: &Candidates, solution: Option<&Grid>) -> Option<Step> {
        let mut memos = vec![Memo::new(); self.order.places().len()];
        let mut pending = Pending::None;
        let mut tables = Tables::new();
        self.order
            .places()
            .iter()
            .zip(memos.iter_mut())
            .find_map(|(&(finder, _), memo)| {
                find(finder, state, solution, &mut pending, memo, &mut tables)
            })
    }

    /// Solves `puzzle` from its givens.
    pub fn solve(&self, puzzle: &Grid) -> SolvePath {
        self.solve_from(Candidates::from_grid(puzzle))
    }

    /// Solves from a candidate state (e.g. a player's pencil marks).
    pub fn solve_from(&self, mut state: Candidates) -> SolvePath {
        let mut steps = Vec::with_capacity(state.empty_cells().len() + 8);
        self.walk(
            &mut state,
            Known::nothing(),
            u16::MAX,
            false,
            Some(&mut steps),
            |_, _, _| true,
        );
        SolvePath {
            solved: state.is_solved(),
            steps,
            final_state: state,
        }
    }

    /// The solve loop. `known` is what it may lean on besides the state
    /// (see [`Known`]). Tries no finder ranked above `cap`; with
    /// `quick_singles`, finds singles on bit boards without building a step
    /// (the same singles); keeps the steps in `steps` if given. Before each
    /// step is applied, `visit` sees the state, the step and its finder's
    /// rank, and may stop the solve by returning `false`. Returns `false`
    /// when stopped (by `visit` or by the cap), `true` when the grid is
    /// solved or no finder concludes anything.
    pub(crate) fn walk(
        &self,
        state: &mut Candidates,
        known: Known<'_>,
        cap: u16,
        quick_singles: bool,
        mut steps: Option<&mut Vec<Step>>,
        mut visit: impl FnMut(&Candidates, Taken<'_>, u16) -> bool,
    ) -> bool {
        let Known {
            solution,
            mut share,
        } = known;
        if let Share::Record(answers) = &mut share {
            answers.record_start(state);
        }
        let places = self.order.places();
        // Each finder's memo, made when the solve first reaches the finder
        // (most solves never reach the later ones).
        let mut memos: Vec<Memo> = Vec::with_capacity(places.len());
        'steps: while !state.is_solved() {
            let mut pending = Pending::None;
            let mut tables = Tables::new();
            // This state's stall in the shared answers, found or recorded
            // when the first finder past the quick singles runs.
            let mut stall: Option<Option<usize>> = None;
            for (at, &(finder, rank)) in places.iter().enumerate() {
                // Finders are sorted by rank: nothing later is within the cap.
                if rank > cap {
                    return false;
                }
                if at == memos.len() {
                    memos.push(Memo::new());
                }
                let memo = &mut memos[at];
                if quick_singles {
                    let single = match finder {
                        Finder::Technique(Technique::FullHouse) => {
                            Some(quick_singles::full_house_remembering(state, memo))
                        }
                        Finder::Technique(Technique::HiddenSingleBox) => {
                            Some(quick_singles::hidden_single_remembering(state, true, memo))
                        }
                        Finder::Technique(Technique::HiddenSingleLine) => {
                            Some(quick_singles::hidden_single_remembering(state, false, memo))
                        }
                        Finder::Technique(Technique::NakedSingle) => {
                            Some(quick_singles::naked_single(state))
                        }
                        _ => None,
                    };
                    match single {
                        Some(Some((technique, cell, digit))) => {
                            if !visit(state, Taken::Single(technique), rank) {
                                return false;
                            }
                            state.place(cell, digit);
                            continue 'steps;
                        }
                        Some(None) => continue,
                        None => {}
                    }
                }
                // A step to keep in the shared answers once taken (moved
                // there rather than cloned when the caller keeps no steps).
                let mut to_record = None;
                let found = match &mut share {
                    Share::Record(answers) if answers::keeps(finder) => {
                        let i = match stall {
                            Some(Some(i)) => i,
                            _ => {
                                let i = answers.record_stall(state);
                                stall = Some(Some(i));
                                i
                            }
                        };
                        let step = find(finder, state, solution, &mut pending, memo, &mut tables);
                        answers.record_asked(i, finder);
                        if step.is_some() {
                            to_record = Some((i, finder));
                        }
                        step
                    }
                    Share::Read(answers) if answers::keeps(finder) => {
                        let i = *stall.get_or_insert_with(|| answers.find_stall(state));
                        match i.and_then(|i| answers.get(i, finder)) {
                            Some(step) => step,
                            None => find(finder, state, solution, &mut pending, memo, &mut tables),
                        }
                    }
                    _ => find(finder, state, solution, &mut pending, memo, &mut tables),
                };
                if let Some(step) = found {
                    let step = match (to_record, &mut share) {
                        (Some((i, finder)), Share::Record(answers)) => {
                            answers.record_step(i, finder, step)
                        }
                        _ => Recorded::Own(step),
                    };
                    if !changes(state, step.get()) {
                        break 'steps;
                    }
                    if !visit(state, Taken::Step(step.get()), rank) {
                        return false;
                    }
                    state.apply(step.get());
                    if let Some(steps) = steps.as_deref_mut() {
                        steps.push(step.into_owned());
                    }
                    if has_empty_cell_without_candidates(state) {
                        break 'steps;
                    }
                    continue 'steps;
                }
            }
            break;
        }
        true
    }
}

/// What a solve may lean on besides the candidate state.
#[derive(Default)]
pub(crate) struct Known<'a> {
    /// The puzzle's unique solution, if known: makes a trial faster.
    pub(crate) solution: Option<&'a Grid>,
    /// The finders' answers shared with another solve of the same puzzle
    /// ([`Share`]).
    pub(crate) share: Share<'a>,
}

impl<'a> Known<'a> {
    /// Nothing but the state.
    pub(crate) fn nothing() -> Known<'a> {
        Known::default()
    }
}

/// A step found ahead of its finder's turn, for one state: the finned-fish
/// search also answers for the sashimi fish of the same size, which both
/// orders try next.
enum Pending {
    None,
    /// The sashimi technique's answer.
    Sashimi(Technique, Option<Step>),
}

/// One finder's step in `state`. `pending` carries a step found ahead by an
/// earlier finder in the same state (see [`Pending`]); `memo` is this
/// finder's, for the whole solve (see [`Memo`]); `tables` are `state`'s,
/// shared by the finders.
fn find(
    finder: Finder,
    state: &Candidates,
    solution: Option<&Grid>,
    pending: &mut Pending,
    memo: &mut Memo,
    tables: &mut Tables,
) -> Option<Step> {
    match finder {
        Finder::Technique(Technique::Trial) => match tables.followed() {
            // The forcing chains' branches that held in this state hold in
            // the trial's singles too: depth 1 passes over them.
            Some(b) => trial::find_knowing(state, solution, |i, d| b.holds(i, d)),
            None => trial::find(state, solution),
        }
        .map(|f| f.to_step()),
        Finder::Technique(t) => technique_step(t, state, pending, memo, tables),
        Finder::Direct(Technique::Pointing) => {
            direct::direct_intersection_remembering(state, true, memo)
        }
        Finder::Direct(Technique::Claiming) => {
            direct::direct_intersection_remembering(state, false, memo)
        }
        Finder::Direct(Technique::HiddenPair) => {
            direct::direct_hidden_subset_remembering(state, 2, memo, tables.places(state))
        }
        Finder::Direct(Technique::HiddenTriple) => {
            direct::direct_hidden_subset_remembering(state, 3, memo, tables.places(state))
        }
        Finder::Direct(_) => None,
    }
}

/// The step of technique `t`, using or filling `pending`.
fn technique_step(
    technique: Technique,
    state: &Candidates,
    pending: &mut Pending,
    memo: &mut Memo,
    tables: &mut Tables,
) -> Option<Step> {
    if matches!(pending, Pending::Sashimi(t, _) if *t == technique) {
        if let Pending::Sashimi(_, step) = std::mem::replace(pending, Pending::None) {
            return step;
        }
    }
    let sashimi = match technique {
        Technique::FinnedXWing => Technique::SashimiXWing,
        Technique::FinnedSwordfish => Technique::SashimiSwordfish,
        Technique::FinnedJellyfish => Technique::SashimiJellyfish,
        _ => {
            return finders::find_remembering(technique, state, memo, tables)
                .filter(Step::is_productive)
        }
    };
    // Finned fish always eliminate (their cover meets the fin box outside
    // the base), so no productivity filter is needed.
    match finders::find_finned_or_sashimi(technique, state, memo) {
        Some(FinnedOrSashimi::Finned(step)) => Some(step),
        Some(FinnedOrSashimi::Sashimi(step)) => {
            *pending = Pending::Sashimi(sashimi, step);
            None
        }
        None => {
            finders::find_remembering(technique, state, memo, tables).filter(Step::is_productive)
        }
    }
}

/// Whether the step changes `state` (a step that changes nothing would
/// repeat forever; only a broken state or a faulty finder could give one).
fn changes(state: &Candidates, step: &Step) -> bool {
    step.placements
        .iter()
        .any(|p| state.grid().is_empty_cell(p.cell))
        || step.eliminations.iter().any(|e| state.has(e.cell, e.digit))
}

/// A broken state: an empty cell without candidates (cheaper than
/// [`Candidates::is_broken`], and enough to stop a path).
fn has_empty_cell_without_candidates(state: &Candidates) -> bool {
    let with_candidates = Digit::all().fold(CellSet::EMPTY, |acc, d| acc | state.cells_with(d));
    !state.empty_cells().is_subset(with_candidates)
}
