//! The finders' answers of one solve, kept so that a second solve of the
//! same puzzle in another order reads them instead of searching again.
//!
//! The rater solves every puzzle twice: in Sudoku Explainer's order (the SE
//! number) and in HoDoKu's (the HoDoKu score). The two paths meet in the
//! same candidate states more often than not (the first state where no
//! single applies always, and again after both take the same step), and
//! there both ask the same finders (intersections, subsets, fish, wings,
//! chains, forcing chains, the trial). A finder's answer depends only on
//! the state (and, for the trial, on the puzzle's solution, the same for
//! both solves), so reading it back gives exactly the path a fresh search
//! would.
//!
//! A state is recorded when the solver stops finding singles in it (a
//! *stall*, where the other finders run), with a fingerprint of its
//! candidates for a quick look-up and the state itself to confirm a match.

use super::{Candidates, Finder, Step, Technique};
use crate::{Digit, Grid};

/// The answers of the finders asked in each stall of a solve.
#[derive(Clone, Default)]
pub(crate) struct Answers {
    stalls: Vec<Stall>,
    /// The state the recording solve started from (the puzzle's givens and
    /// their candidates), so that the second solve copies it rather than
    /// computes it again.
    start: Option<Candidates>,
}

/// How a solve uses [`Answers`].
#[derive(Default)]
pub(crate) enum Share<'a> {
    /// Not at all.
    #[default]
    Nothing,
    /// Records its finders' answers (the first solve).
    Record(&'a mut Answers),
    /// Reads the answers another solve recorded, where it meets that
    /// solve's states, and searches elsewhere.
    Read(&'a Answers),
}

/// A step the solver takes: kept in the answers (and lent back), or its
/// own.
pub(crate) enum Recorded<'a> {
    Kept(&'a Step),
    Own(Step),
}

impl Recorded<'_> {
    /// The step.
    #[inline]
    pub(crate) fn get(&self) -> &Step {
        match self {
            Recorded::Kept(step) => step,
            Recorded::Own(step) => step,
        }
    }

    /// The step as a value (a copy of a kept one).
    pub(crate) fn into_owned(self) -> Step {
        match self {
            Recorded::Kept(step) => step.clone(),
            Recorded::Own(step) => step,
        }
    }
}

/// One state where the solver ran its finders, and what each answered.
#[derive(Clone)]
struct Stall {
    fingerprint: u64,
    state: Candidates,
    /// The finders asked, one bit per [`key`].
    asked: u128,
    /// The answers that were steps (at most a few: the solver stops at
    /// the first), by key; the other finders asked found nothing.
    steps: Vec<(usize, Step)>,
}

/// A finder's slot: its technique (the discriminants follow
/// [`Technique::ALL`], fewer than 64), plus 64 for a direct form.
#[inline]
fn key(finder: Finder) -> usize {
    finder.technique() as usize + if finder.is_direct() { 64 } else { 0 }
}

impl Answers {
    /// Nothing recorded yet.
    pub(crate) fn new() -> Answers {
        Answers::default()
    }

    /// Records the state a solve starts from (the rater's SE solve starts
    /// from its puzzle's givens, [`Candidates::from_grid`]).
    pub(crate) fn record_start(&mut self, state: &Candidates) {
        self.start = Some(state.clone());
    }

    /// The candidates of `puzzle`'s givens: the recorded start if it is
    /// that puzzle's, else computed.
    pub(crate) fn start(&self, puzzle: &Grid) -> Candidates {
        match &self.start {
            Some(start) if start.grid() == puzzle => start.clone(),
            _ => Candidates::from_grid(puzzle),
        }
    }

    /// Records a new stall in `state`: the index to record its answers
    /// under.
    pub(crate) fn record_stall(&mut self, state: &Candidates) -> usize {
        self.stalls.push(Stall {
            fingerprint: fingerprint(state),
            state: state.clone(),
            asked: 0,
            steps: Vec::new(),
        });
        self.stalls.len() - 1
    }

    /// Records `finder`'s answer in stall `stall`.
    #[cfg(test)]
    pub(crate) fn record(&mut self, stall: usize, finder: Finder, step: Option<&Step>) {
        self.record_asked(stall, finder);
        if let Some(step) = step {
            let _ = self.record_step(stall, finder, step.clone());
        }
    }

    /// Records that `finder` was asked in stall `stall` (and found nothing,
    /// unless [`record_step`](Self::record_step) follows).
    #[inline]
    pub(crate) fn record_asked(&mut self, stall: usize, finder: Finder) {
        self.stalls[stall].asked |= 1 << key(finder);
    }

    /// Keeps `step`, `finder`'s answer in stall `stall`, and lends it back
    /// to the solve that found it.
    pub(crate) fn record_step(&mut self, stall: usize, finder: Finder, step: Step) -> Recorded<'_> {
        let steps = &mut self.stalls[stall].steps;
        steps.push((key(finder), step));
        Recorded::Kept(&steps[steps.len() - 1].1)
    }

    /// The recorded stall in exactly `state`, if any.
    pub(crate) fn find_stall(&self, state: &Candidates) -> Option<usize> {
        let fingerprint = fingerprint(state);
        self.stalls
            .iter()
            .position(|s| s.fingerprint == fingerprint && s.state == *state)
    }

    /// The answer `finder` gave in stall `stall`, if it was asked there.
    pub(crate) fn get(&self, stall: usize, finder: Finder) -> Option<Option<Step>> {
        let s = &self.stalls[stall];
        let k = key(finder);
        if s.asked & (1 << k) == 0 {
            return None;
        }
        Some(
            s.steps
                .iter()
                .find(|(i, _)| *i == k)
                .map(|(_, step)| step.clone()),
        )
    }
}

/// Whether the finder's answer can be kept: every finder answers from the
/// state alone, but the finned-fish finder also answers ahead for the
/// sashimi fish of its size (the solver's `Pending`), which a recorded
/// answer would not; those two families are always searched.
pub(crate) fn keeps(finder: Finder) -> bool {
    use Technique::*;
    !matches!(
        finder.technique(),
        FinnedXWing
            | SashimiXWing
            | FinnedSwordfish
            | SashimiSwordfish
            | FinnedJellyfish
            | SashimiJellyfish
    )
}

/// A 64-bit digest of the candidates (each digit's cells).
#[inline]
fn fingerprint(state: &Candidates) -> u64 {
    Digit::all().fold(0u64, |h, d| {
        let b = state.cells_with(d).bits();
        let mixed = (b as u64) ^ ((b >> 64) as u64).rotate_left(17);
        (h ^ mixed)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(29)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_state_is_found_again_and_keeps_its_answers() {
        let g: Grid =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
                .parse()
                .unwrap();
        let state = Candidates::from_grid(&g);
        let mut answers = Answers::new();
        assert_eq!(answers.find_stall(&state), None);
        let i = answers.record_stall(&state);
        let pointing = Finder::Technique(Technique::Pointing);
        assert!(answers.get(i, pointing).is_none());
        let step = Step::new(Technique::Pointing, "p");
        answers.record(i, pointing, Some(&step));
        answers.record(i, Finder::Technique(Technique::XWing), None);
        assert_eq!(answers.find_stall(&state.clone()), Some(i));
        assert_eq!(answers.get(i, pointing), Some(Some(step)));
        assert_eq!(
            answers.get(i, Finder::Technique(Technique::XWing)),
            Some(None)
        );
        // The direct form has a slot of its own.
        assert!(answers
            .get(i, Finder::Direct(Technique::Pointing))
            .is_none());
        // Another state is not found.
        let mut other = state.clone();
        let cell = other.empty_cells().iter().next().unwrap();
        let digit = other.candidates(cell).iter().next().unwrap();
        other.eliminate(cell, digit);
        assert_eq!(answers.find_stall(&other), None);
        assert!(keeps(pointing));
        // The start is the puzzle's candidates, recorded or not.
        assert!(answers.start(&g) == state);
        answers.record_start(&state);
        assert!(answers.start(&g) == state);
        let other_puzzle: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        assert!(answers.start(&other_puzzle) == Candidates::from_grid(&other_puzzle));
        assert!(!keeps(Finder::Technique(Technique::SashimiXWing)));
    }
}
