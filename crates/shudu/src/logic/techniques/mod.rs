//! The technique finders: one file per family, one dispatch table here.
//!
//! A finder looks at a candidate grid and returns the first instance of its
//! pattern that concludes something, or `None`. Finders never change the
//! grid; the solver applies the step.

mod als;
mod chains;
mod forcing;
mod propagation;
mod singles;
#[cfg(test)]
mod testing;
mod trial;
mod uniqueness;
mod wording;

use super::{Candidates, Step, Technique};

/// Finds one productive instance of `technique`, if the technique is
/// implemented and present in `candidates`.
pub(crate) fn find(technique: Technique, candidates: &Candidates) -> Option<Step> {
    match technique {
        Technique::FullHouse => singles::full_house(candidates),
        Technique::HiddenSingleBox => singles::hidden_single_box(candidates),
        Technique::HiddenSingleLine => singles::hidden_single_line(candidates),
        Technique::NakedSingle => singles::naked_single(candidates),
        Technique::XChain => chains::x_chain(candidates),
        Technique::XYChain => chains::xy_chain(candidates),
        Technique::UniqueRectangleType1 => uniqueness::unique_rectangle_type1(candidates),
        Technique::UniqueRectangleType2 => uniqueness::unique_rectangle_type2(candidates),
        Technique::UniqueRectangleType3 => uniqueness::unique_rectangle_type3(candidates),
        Technique::UniqueRectangleType4 => uniqueness::unique_rectangle_type4(candidates),
        Technique::BugPlusOne => uniqueness::bug_plus_one(candidates),
        Technique::AlternatingInferenceChain => chains::alternating_inference_chain(candidates),
        Technique::AlsXz => als::als_xz(candidates),
        Technique::CellForcingChain => forcing::cell_forcing_chain(candidates),
        Technique::UnitForcingChain => forcing::unit_forcing_chain(candidates),
        Technique::Trial => trial::trial(candidates),
        _ => None,
    }
}
