//! The technique finders: one file per family, one dispatch table here.
//!
//! A finder looks at a candidate grid and returns the first instance of its
//! pattern that concludes something, or `None`. Finders never change the
//! grid; the solver applies the step.

mod als;
mod chains;
mod colouring;
mod fish;
mod forcing;
mod intersections;
pub(crate) mod masks;
mod propagation;
mod remote_pairs;
mod single_digit;
mod singles;
mod subsets;
#[cfg(test)]
mod testing;
mod trial;
mod uniqueness;
mod wings;
mod wording;

use super::{Candidates, Step, Technique};

/// Finds one productive instance of `technique` in `candidates`, if any.
pub(crate) fn find(technique: Technique, candidates: &Candidates) -> Option<Step> {
    match technique {
        Technique::FullHouse => singles::full_house(candidates),
        Technique::HiddenSingleBox => singles::hidden_single_box(candidates),
        Technique::HiddenSingleLine => singles::hidden_single_line(candidates),
        Technique::NakedSingle => singles::naked_single(candidates),
        Technique::Pointing => intersections::pointing(candidates),
        Technique::Claiming => intersections::claiming(candidates),
        Technique::NakedPair => subsets::naked_pair(candidates),
        Technique::HiddenPair => subsets::hidden_pair(candidates),
        Technique::NakedTriple => subsets::naked_triple(candidates),
        Technique::HiddenTriple => subsets::hidden_triple(candidates),
        Technique::NakedQuad => subsets::naked_quad(candidates),
        Technique::HiddenQuad => subsets::hidden_quad(candidates),
        Technique::XWing => fish::x_wing(candidates),
        Technique::Swordfish => fish::swordfish(candidates),
        Technique::Jellyfish => fish::jellyfish(candidates),
        Technique::FinnedXWing => fish::finned_x_wing(candidates),
        Technique::SashimiXWing => fish::sashimi_x_wing(candidates),
        Technique::FinnedSwordfish => fish::finned_swordfish(candidates),
        Technique::SashimiSwordfish => fish::sashimi_swordfish(candidates),
        Technique::FinnedJellyfish => fish::finned_jellyfish(candidates),
        Technique::SashimiJellyfish => fish::sashimi_jellyfish(candidates),
        Technique::Skyscraper => single_digit::skyscraper(candidates),
        Technique::TwoStringKite => single_digit::two_string_kite(candidates),
        Technique::EmptyRectangle => single_digit::empty_rectangle(candidates),
        Technique::XYWing => wings::xy_wing(candidates),
        Technique::XYZWing => wings::xyz_wing(candidates),
        Technique::WWing => wings::w_wing(candidates),
        Technique::SimpleColouring => colouring::simple_colouring(candidates),
        Technique::RemotePairs => remote_pairs::remote_pairs(candidates),
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
    }
}

/// For a finned-fish technique (finned, not sashimi) of the X-wing,
/// swordfish or jellyfish size: its step in `candidates`, or if it has none,
/// the step of the sashimi technique of the same size (`Err`), from one
/// search. `None` for any other technique. The rater tries the two one after
/// the other; the answers are exactly those of [`find`].
pub(crate) fn find_finned_or_sashimi(
    technique: Technique,
    candidates: &Candidates,
) -> Option<Result<Step, Option<Step>>> {
    let size = match technique {
        Technique::FinnedXWing => 2,
        Technique::FinnedSwordfish => 3,
        Technique::FinnedJellyfish => 4,
        _ => return None,
    };
    Some(fish::finned_or_sashimi(candidates, size))
}
