//! Trial and error, measured: how deep must an assumption be followed
//! before it breaks?
//!
//! When no pattern applies, a person (and Sudoku Explainer) assumes a digit
//! and follows its consequences until the grid breaks. The rating depends on
//! what "follow" needs, so the rater measures it as a *depth*:
//!
//! - depth 1: naked and hidden singles only (SE's dynamic forcing chains, 8.5+);
//! - depth 2: singles plus pointing and claiming (SE's dynamic forcing
//!   chains "+", 9.0+);
//! - depth 3: depth 2, plus, along the way, every candidate is removed whose
//!   assumption breaks by a *static* chain: singles that only follow the
//!   strong links (bivalue cells, bilocal units) present when the nested
//!   assumption is made (SE's dynamic chains with nested forcing chains,
//!   10.2+, calibrated on the SE 11+ list);
//! - depth 4: depth 2 plus nested depth-1 trials (nested dynamic chains,
//!   SE 10.5+);
//! - depth 5: depth 2 plus nested depth-2 trials (SE 11.0+).
//!
//! The rating of a trial is its depth's base plus SE's length bonus for the
//! number of deductions made between the assumption and the contradiction,
//! counting the deductions of the nested trials it relied on (as SE counts
//! the nodes of nested chains), for the shortest contradiction found at the
//! smallest depth. If even depth 5 finds nothing, the rater falls back on
//! the puzzle's solution (a candidate that differs from it is false, by a
//! complete search) and rates the step at depth 6 (11.5).
//!
//! Everything runs on the engine's one copyable bit board for "what if"
//! propagation (`bit_board.rs`), with what the trial adds in [`board`]: a
//! trial is a copy, a placement and a propagation, with no allocation.

pub(crate) mod board;

use super::bit_board::{bit, BitBoard};
use crate::logic::{Candidate, Candidates, Step, Technique};
use crate::{Cell, Digit, Grid};
use board::Budget;

/// The deepest level searched before falling back on the solution.
pub(crate) const MAX_DEPTH: u8 = 5;

/// The depth given to a step that only a complete search proves.
pub(crate) const FALLBACK_DEPTH: u8 = MAX_DEPTH + 1;

/// The easiest contradiction available in a state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TrialFinding {
    /// Nesting depth needed (1 = singles), [`FALLBACK_DEPTH`] if only a
    /// complete search proves it.
    pub depth: u8,
    /// Deductions between the assumption and the contradiction (the
    /// shortest found at this depth).
    pub deductions: usize,
    /// The assumption with the shortest contradiction.
    pub assumption: Candidate,
    /// Every candidate this step removes, the assumption first: at depths 1
    /// and 2 those whose contradiction earns the same rating as the
    /// shortest, at deeper levels all that break.
    pub eliminations: Vec<Candidate>,
}

impl TrialFinding {
    /// The step (its explanation written when asked for).
    pub fn to_step(&self) -> Step {
        let (a, depth, deductions) = (self.assumption, self.depth, self.deductions);
        Step::described(Technique::Trial, move |step| {
            let how = match depth {
                1 => "following naked and hidden singles",
                2 => "following singles, pointing and claiming",
                3 => "following singles, pointing, claiming and nested chains of strong links",
                4 => "following singles, pointing, claiming and nested assumptions followed by singles",
                5 => "following singles, pointing, claiming and nested assumptions followed by singles, pointing and claiming",
                _ => "only a complete search",
            };
            let mut text = if depth <= MAX_DEPTH {
                format!(
                    "Trial: assuming {}={} leads, {how}, to a contradiction after {} deductions, so {} is not {}",
                    a.cell, a.digit, deductions, a.cell, a.digit
                )
            } else {
                format!(
                    "Trial: {} cannot be {}, which {how} shows (no solution has it)",
                    a.cell, a.digit
                )
            };
            if step.eliminations.len() > 1 {
                let others: Vec<String> = step
                    .eliminations
                    .iter()
                    .filter(|&&e| e != a)
                    .map(|e| e.to_string())
                    .collect();
                text.push_str(&format!(
                    "; the same depth also rules out {}",
                    others.join(", ")
                ));
            }
            text
        })
            .with_cells([a.cell])
            .with_digits([a.digit])
            .with_length(self.deductions)
            .with_depth(self.depth)
            .eliminate(self.eliminations.iter().copied())
    }
}

impl BitBoard {
    /// Propagates at the given depth (see the module docs). `false` on a
    /// contradiction; `budget` counts what was deduced on the way (over its
    /// budget, propagation stops and reports no contradiction).
    pub(crate) fn propagate(&mut self, depth: u8, budget: &mut Budget) -> bool {
        loop {
            if !self.singles(budget) {
                return false;
            }
            if self.unsolved == 0 || budget.over() {
                return true;
            }
            if depth >= 2 && self.locked_candidates(budget) {
                continue;
            }
            if depth >= 3 {
                let inner = match depth {
                    3 => None,
                    d => Some(d - 3),
                };
                match self.nested(inner, budget) {
                    None => return false,
                    Some(true) => continue,
                    Some(false) => {}
                }
            }
            return true;
        }
    }

    /// Removes every candidate whose nested trial breaks: a static chain
    /// for `inner == None`, else a trial at depth `inner`. `None` on a
    /// contradiction (a cell lost its last candidate), else whether anything
    /// was removed.
    fn nested(&mut self, inner: Option<u8>, budget: &mut Budget) -> Option<bool> {
        let links = if inner.is_none() {
            Some(self.strong_links())
        } else {
            None
        };
        let mut changed = false;
        let mut cells = self.unsolved;
        while cells != 0 {
            let i = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            for d in 0..9 {
                if !self.has(i, d) {
                    continue;
                }
                let mut t = *self;
                t.place(i, d);
                let mut inner_budget = Budget::UNLIMITED;
                let holds = match (inner, &links) {
                    (Some(depth), _) => t.propagate(depth, &mut inner_budget),
                    (None, Some((bivalue, bilocal))) => {
                        t.static_singles(*bivalue, bilocal, &mut inner_budget)
                    }
                    (None, None) => true,
                };
                if !holds {
                    self.cand[d] &= !bit(i);
                    budget.add(1 + inner_budget.n);
                    changed = true;
                    if (0..9).all(|e| !self.has(i, e)) {
                        return None;
                    }
                }
            }
        }
        Some(changed)
    }
}

/// The easiest trial step in `state`: the smallest depth at which some
/// assumption breaks, and the shortest such contradiction.
///
/// With `solution` (the puzzle's unique solution) only candidates that
/// differ from it are tried (the others cannot break), and a step is always
/// found while the state is unsolved and consistent with it. Without it,
/// every candidate is tried, and if nothing breaks up to [`MAX_DEPTH`] the
/// state's own solution stands in for it; `None` when the state has none,
/// or several.
pub(crate) fn find(state: &Candidates, solution: Option<&Grid>) -> Option<TrialFinding> {
    find_knowing(state, solution, |_, _| false)
}

/// [`find`], told by `holds(cell, digit)` (indices) of assumptions whose
/// singles are known to leave the grid whole: depth 1 passes over them.
/// Such a try breaks nothing at depth 1 under any budget (a budget only
/// cuts a propagation short, and a cut one holds), and the singles break
/// from a state whatever the order they are taken in, so the forcing
/// chains' branches (`forcing::Branches::holds`, followed on the state
/// settled by its singles, which the trial's singles reach first from the
/// bare state) may tell. The same answer as [`find`].
pub(crate) fn find_knowing(
    state: &Candidates,
    solution: Option<&Grid>,
    holds: impl Fn(usize, usize) -> bool,
) -> Option<TrialFinding> {
    let board = BitBoard::from_candidates(state);
    let mut tries: Vec<(usize, usize)> = Vec::with_capacity(256);
    let mut cells = board.unsolved;
    while cells != 0 {
        let i = cells.trailing_zeros() as usize;
        cells &= cells - 1;
        let true_digit = solution.and_then(|s| s.values()[i].checked_sub(1).map(usize::from));
        for d in 0..9 {
            if board.has(i, d) && Some(d) != true_digit {
                tries.push((i, d));
            }
        }
    }
    for depth in 1..=MAX_DEPTH {
        // The shortest contradiction decides the rating. At depths 1 and 2
        // the step removes every candidate whose contradiction earns the same
        // rating (SE would take them one after another at that rating, so the
        // puzzle's maximum is unchanged) and longer ones are cut short; deeper
        // levels, costly to repeat, remove every candidate that breaks.
        let mut best: Option<(usize, usize, usize)> = None;
        let mut broken: Vec<(usize, Candidate)> = Vec::new();
        for &(i, d) in &tries {
            if depth == 1 && holds(i, d) {
                continue;
            }
            let mut t = board;
            t.place(i, d);
            let mut budget = match best {
                Some((bn, _, _)) if depth <= 2 => Budget::within(length_tier_ceiling(bn)),
                _ => Budget::UNLIMITED,
            };
            if !t.propagate(depth, &mut budget) {
                let n = budget.n;
                if best.is_none_or(|(bn, _, _)| n < bn) {
                    best = Some((n, i, d));
                }
                broken.push((n, candidate(i, d)));
            }
        }
        if let Some((n, i, d)) = best {
            let assumption = candidate(i, d);
            let mut eliminations = vec![assumption];
            let ceiling = length_tier_ceiling(n);
            eliminations.extend(
                broken
                    .iter()
                    .filter(|&&(m, c)| c != assumption && (depth > 2 || m <= ceiling))
                    .map(|&(_, c)| c),
            );
            return Some(TrialFinding {
                depth,
                deductions: n,
                assumption,
                eliminations,
            });
        }
    }
    // Nothing breaks within MAX_DEPTH: a false candidate of a cell with the
    // fewest candidates, proven false by the solution (the state's own,
    // when it has exactly one and none was given).
    let own;
    let solution = match solution {
        Some(s) => s,
        None => {
            own = match state.grid().uniqueness() {
                crate::Uniqueness::Unique(s) => s,
                _ => return None,
            };
            &own
        }
    };
    let is_false = |&(i, d): &(usize, usize)| usize::from(solution.values()[i]) != d + 1;
    let (i, d) = tries
        .iter()
        .copied()
        .filter(is_false)
        .min_by_key(|&(i, _)| (0..9).filter(|&e| board.has(i, e)).count())?;
    let assumption = candidate(i, d);
    Some(TrialFinding {
        depth: FALLBACK_DEPTH,
        deductions: 0,
        assumption,
        eliminations: vec![assumption],
    })
}

/// The longest length in the tier of `nodes`: SE's length bonus grows by
/// one tenth per tier, whose bounds grow alternately by 3/2 and by 4/3 from
/// 4 (4, 6, 8, 12, 16, ...). The trial removes, with the shortest
/// contradiction, those of the same tier (they rate the same).
pub(crate) fn length_tier_ceiling(nodes: usize) -> usize {
    let mut ceiling = 4usize;
    let mut grow_by_half = true;
    while nodes > ceiling {
        ceiling = if grow_by_half {
            ceiling * 3 / 2
        } else {
            ceiling * 4 / 3
        };
        grow_by_half = !grow_by_half;
    }
    ceiling
}
fn candidate(i: usize, d: usize) -> Candidate {
    Candidate::new(
        Cell::new(i).expect("board cells are 0..81"),
        Digit::from_index(d).expect("board digits are 0..9"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::LogicalSolver;

    /// Stuck after singles (a magictour "top" puzzle).
    const HARD: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    fn stuck_state(p: &str) -> (Candidates, Grid) {
        let g: Grid = p.parse().unwrap();
        let singles = LogicalSolver::with_techniques(&[
            Technique::FullHouse,
            Technique::HiddenSingleBox,
            Technique::HiddenSingleLine,
            Technique::NakedSingle,
        ]);
        let path = singles.solve(&g);
        assert!(!path.solved);
        (path.final_state, g.solve().unwrap())
    }

    #[test]
    fn finds_a_sound_trial() {
        let (state, solution) = stuck_state(HARD);
        let f = find(&state, Some(&solution)).expect("a unique puzzle always yields a step");
        assert!(f.depth >= 1);
        for e in &f.eliminations {
            assert!(state.has(e.cell, e.digit));
            assert_ne!(solution.get(e.cell), Some(e.digit), "{e} is the solution");
        }
        // Without the solution the same depth is found (true candidates never break).
        let g = find(&state, None).expect("same step without the solution");
        assert_eq!(g.depth, f.depth);
        assert_eq!(g.deductions, f.deductions);
        let step = f.to_step();
        assert_eq!(step.technique, Technique::Trial);
        assert!(step.text().starts_with("Trial: "), "{}", step.text());
    }

    #[test]
    fn branches_known_to_hold_change_no_trial() {
        use crate::logic::finders::forcing;
        let singles = LogicalSolver::with_techniques(&[
            Technique::FullHouse,
            Technique::HiddenSingleBox,
            Technique::HiddenSingleLine,
            Technique::NakedSingle,
        ]);
        let (mut known, mut differs) = (0, false);
        for p in [
            HARD,
            "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
            ".5...6..7.7...2.4.6....18...1.....9....7...23..5.8...64...2.....36....5....1.....",
            "8....1...9..45......76......5...6.7........8..7.32...618.....52......49.3....2...",
        ] {
            let (mut state, solution) = stuck_state(p);
            for _ in 0..200 {
                if state.is_solved() {
                    break;
                }
                // The forcing chains follow their branches as the walk's
                // finders do, the unit finder only when the cell finder
                // finds nothing.
                let mut b = forcing::Branches::new(&state);
                if forcing::cell_forcing_chain_sharing(&mut b).is_none() {
                    forcing::unit_forcing_chain_sharing(&mut b);
                }
                for sol in [Some(&solution), None] {
                    let f = find(&state, sol);
                    assert_eq!(find_knowing(&state, sol, |i, d| b.holds(i, d)), f);
                    // Told that everything holds, it would miss contradictions.
                    differs |= find_knowing(&state, sol, |_, _| true) != f;
                }
                known += (0..81 * 9).filter(|&k| b.holds(k / 9, k % 9)).count();
                let f = find(&state, Some(&solution)).unwrap();
                state.apply(&f.to_step());
                state = singles.solve_from(state).final_state;
            }
            assert_eq!(state.grid(), &solution);
        }
        assert!(known > 1000, "{known}");
        assert!(differs);
    }

    #[test]
    fn applying_trials_reaches_the_solution() {
        let (mut state, solution) = stuck_state(HARD);
        let singles = LogicalSolver::with_techniques(&[
            Technique::FullHouse,
            Technique::HiddenSingleBox,
            Technique::HiddenSingleLine,
            Technique::NakedSingle,
        ]);
        for _ in 0..200 {
            if state.is_solved() {
                break;
            }
            let f = find(&state, Some(&solution)).unwrap();
            state.apply(&f.to_step());
            state = singles.solve_from(state).final_state;
        }
        assert_eq!(state.grid(), &solution);
    }
}
