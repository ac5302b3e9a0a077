//! The technique finders: one file per family, one dispatch table here.
//!
//! A finder looks at a candidate grid and returns the first instance of its
//! pattern that concludes something, or `None`. Finders never change the
//! grid; the solver applies the step.

mod singles;

use super::{Candidates, Step, Technique};

/// Finds one productive instance of `technique`, if the technique is
/// implemented and present in `candidates`.
pub(crate) fn find(technique: Technique, candidates: &Candidates) -> Option<Step> {
    match technique {
        Technique::FullHouse => singles::full_house(candidates),
        Technique::HiddenSingleBox => singles::hidden_single_box(candidates),
        Technique::HiddenSingleLine => singles::hidden_single_line(candidates),
        Technique::NakedSingle => singles::naked_single(candidates),
        _ => None,
    }
}
