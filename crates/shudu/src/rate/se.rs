//! The Sudoku Explainer (SE) scale: a number per step, the hardest step
//! rating the puzzle.
//!
//! Reference: the ratings Sudoku Explainer 1.2.1 (Nicolas Juillerat) publishes
//! for its rules, as listed in its `Rule` documentation and restated on the
//! SukakuExplainer wiki page "Difficulty ratings in Sudoku Explainer v1.2.1".
//! Numbers are kept in tenths (SE only ever prints one decimal).
//!
//! | technique | SE | source |
//! |---|---|---|
//! | full house | 1.0 | SE "last value in block, row or column" |
//! | hidden single in a box / in a line | 1.2 / 1.5 | SE |
//! | direct pointing / direct claiming | 1.7 / 1.9 | SE (the intersection at once yields a hidden single) |
//! | direct hidden pair / direct hidden triple | 2.0 / 2.5 | SE (likewise) |
//! | naked single | 2.3 | SE |
//! | pointing / claiming | 2.6 / 2.8 | SE |
//! | naked pair, X-wing, hidden pair | 3.0, 3.2, 3.4 | SE |
//! | naked triple, swordfish, hidden triple | 3.6, 3.8, 4.0 | SE |
//! | XY-wing, XYZ-wing | 4.2, 4.4 | SE |
//! | W-wing | 4.4 | SE variants' "W-Wing (local)" |
//! | unique rectangle type 1, 2, 4 and type 3 with a hidden pair / type 3 with a naked pair | 4.5 / 4.6 | SE "4.5 - 5.0: unique rectangles and loops"; the hidden pair is SE's `UniqueLoopType3HiddenHint` on four cells |
//! | unique loop (6, 8, 10+ cells; type 3 + a tenth per subset digit beyond one) | 4.6, 4.7, 5.0 | SE's `UniqueLoopHint` |
//! | naked quad, jellyfish, hidden quad | 5.0, 5.2, 5.4 | SE |
//! | BUG+1 | 5.6 | SE "5.6 - 6.0: bivalue universal graves" |
//! | aligned pair / triple exclusion | 6.2 / 7.5 | SE's `AlignedExclusionHint` |
//! | BUG type 2, 4 / type 3 | 5.7 / 5.7 + a tenth per subset digit beyond one | SE's `Bug2Hint` - `Bug4Hint` |
//! | X-chain, skyscraper, two-string kite, empty rectangle, simple colouring, finned/sashimi X-wing | 6.6 + length | SE "forcing X-chains 6.6 - 7.6": SE 1.2.1 finds these single-digit patterns as X-chains |
//! | remote pairs | 6.6 + length | SE "Y-cycles" |
//! | finned/sashimi swordfish / jellyfish | 6.7 / 6.8 + length | as X-chains with one or two more links |
//! | XY-chain, alternating inference chain, ALS-XZ | 7.0 + length | SE "forcing chains, XY-cycles 7.0 - 8.0" |
//! | cell / unit forcing chain | 8.0 + length | SE "multiple chains 8.0 - 9.0" (observed 8.2 - 8.7) |
//! | trial, depth 1 to 5 (6: complete search) | 8.5, 9.0, 10.2, 10.5, 11.0 (11.5) + length | SE dynamic (8.5), dynamic+ (9.0), nested (9.5 - 10.5) and nested dynamic+ (11.0) forcing chains; depth 3 calibrated (see below) |
//!
//! Calibration of the trial levels: SE's nested chains count every node of
//! every nested chain, so their length bonus runs past 1.0; the rater's
//! deductions are fewer. The base of depth 3 (nested static chains) is set
//! to 10.2 so that the published list of puzzles rated SE 11 and above
//! (puzzles5_forum_hardest_1905_11+) rates 11.0 at the median; Easter
//! Monster (SE 11.8) rates 11.5.
//!
//! Techniques SE 1.2.1 does not have (the single-digit patterns, finned fish,
//! W-wing, ALS-XZ) take the value SE gives the chain it finds in their place,
//! so a puzzle gets about the number SE would print for it.
//!
//! Chains earn a length bonus as in SE: +0.1 each time the number of nodes
//! passes 4, 6, 8, 12, 16, 24, 32, 48, ... (alternately times 3/2 and 4/3).
//! For trials (see [`crate::logic::Technique::Trial`]) the "nodes" are the deductions made
//! between the assumption and the contradiction.

use crate::logic::{Finder, Order, Step, Technique};

/// The SE rating of `technique` in tenths, before any length bonus and
/// for the non-direct form.
pub const fn base_tenths(technique: Technique) -> u16 {
    use Technique::*;
    match technique {
        FullHouse => 10,
        HiddenSingleBox => 12,
        HiddenSingleLine => 15,
        NakedSingle => 23,
        Pointing => 26,
        Claiming => 28,
        NakedPair => 30,
        XWing => 32,
        HiddenPair => 34,
        NakedTriple => 36,
        Swordfish => 38,
        HiddenTriple => 40,
        XYWing => 42,
        XYZWing | WWing => 44,
        UniqueRectangleType1
        | UniqueRectangleType2
        | UniqueRectangleType3Hidden
        | UniqueRectangleType4 => 45,
        UniqueRectangleType3 | UniqueLoop => 46,
        NakedQuad => 50,
        Jellyfish => 52,
        HiddenQuad => 54,
        BugPlusOne => 56,
        BugType2 | BugType3 | BugType4 => 57,
        AlignedPairExclusion => 62,
        AlignedTripleExclusion => 75,
        Skyscraper | TwoStringKite | EmptyRectangle | FinnedXWing | SashimiXWing
        | SimpleColouring | RemotePairs | XChain => 66,
        FinnedSwordfish | SashimiSwordfish => 67,
        FinnedJellyfish | SashimiJellyfish => 68,
        XYChain | AlternatingInferenceChain | AlsXz => 70,
        CellForcingChain | UnitForcingChain => 80,
        XCycle | YCycle => 65,
        ForcingXChain => 66,
        BidirectionalCycle | ForcingChain => 70,
        NishioForcingChain => 75,
        MultipleForcingChain => 80,
        DynamicForcingChain => 85,
        Trial => TRIAL_BASE_TENTHS[0],
    }
}

/// Sudoku Explainer's order: every finder by its rating in tenths
/// ([`base_tenths`], ties in [`Technique::ALL`] order), with the direct
/// forms of intersections and hidden subsets at their own ratings
/// ([`direct_tenths`]), SE's own chaining rules (`logic/finders/se_chaining`:
/// cycles and forcing chains 6.5, Nishio 7.5, multiple 8.0, dynamic 8.5)
/// and the measured trial last, standing in for SE's dynamic plus and nested
/// chains (9.0 and up). The order the rater solves in, so that every step is
/// the lowest-rated one available.
///
/// The chaining finders are costly, but the solver reaches them only when
/// every lower technique has nothing: a puzzle that needs no chain never
/// runs them (their place in the order is the gate).
///
/// ```
/// use shudu::logic::{Finder, Technique};
/// use shudu::rate::se;
///
/// let order = se::order();
/// let places = order.places();
/// assert_eq!(places[0], (Finder::Technique(Technique::FullHouse), 10));
/// assert!(places.windows(2).all(|w| w[0].1 <= w[1].1));
/// assert!(places.contains(&(Finder::Direct(Technique::Pointing), 17)));
/// assert!(places.contains(&(Finder::Technique(Technique::NishioForcingChain), 75)));
/// ```
pub fn order() -> Order {
    use Technique::*;
    let chaining = [
        XCycle,
        NishioForcingChain,
        MultipleForcingChain,
        DynamicForcingChain,
    ]
    .map(|t| (Finder::Technique(t), base_tenths(t)));
    Order::ranked(
        lower_order()
            .chain(chaining)
            .chain([(Finder::Technique(Trial), TRIAL_AFTER_DYNAMIC_TENTHS)]),
    )
}

/// Where the trial stands in SE's order: after SE's dynamic forcing chains
/// (8.5), in the place of its dynamic plus chains (9.0).
const TRIAL_AFTER_DYNAMIC_TENTHS: u16 = 90;

/// The chains SE's own chaining rules replace on the rating path; they stay
/// in the simplest-first order (explanations and hints).
const STAND_IN_CHAINS: [Technique; 5] = [
    Technique::XChain,
    Technique::XYChain,
    Technique::AlternatingInferenceChain,
    Technique::CellForcingChain,
    Technique::UnitForcingChain,
];

/// SE's techniques below its chaining rules, with the direct forms: every
/// place of the rating order but the chains and the trial.
fn lower_order() -> impl Iterator<Item = (Finder, u16)> {
    let plain = Technique::ALL
        .iter()
        .filter(|&&t| {
            t != Technique::Trial
                && in_se(t)
                && !t.is_se_chaining()
                && !STAND_IN_CHAINS.contains(&t)
        })
        .map(|&t| (Finder::Technique(t), base_tenths(t)));
    let direct = [
        Technique::Pointing,
        Technique::Claiming,
        Technique::HiddenPair,
        Technique::HiddenTriple,
    ]
    .into_iter()
    .filter_map(|t| direct_tenths(t).map(|tenths| (Finder::Direct(t), tenths)));
    plain.chain(direct)
}

/// SE's order as it was before SE's chaining rules joined the path: the
/// stand-in chains (X-chain, XY-chain, alternating inference chain, cell and
/// unit forcing chains) at their ratings and the trial from 8.5. Kept to
/// compare with (`shudu-lab`'s `se_chain_agreement`); not a rating path.
pub fn order_with_stand_in_chains() -> Order {
    let stand_ins = STAND_IN_CHAINS.map(|t| (Finder::Technique(t), base_tenths(t)));
    let trial = (
        Finder::Technique(Technique::Trial),
        base_tenths(Technique::Trial),
    );
    Order::ranked(lower_order().chain(stand_ins).chain([trial]))
}

/// Whether Sudoku Explainer 1.2.1.3 has the technique, so that it belongs
/// on the rating path ([`order`]). SE has no finned or sashimi fish, no
/// single-digit patterns (skyscraper, two-string kite, empty rectangle),
/// no W-wing, no colouring, no remote pairs and no ALS-XZ: a step of one of
/// these would let the path skip the harder step SE needs, and lower the
/// number. They stay in the simplest-first order (explanations, hints, the
/// HoDoKu-style score). The stand-in chains (X-, XY-chain, AIC, cell and
/// unit forcing chains) are in SE's set by this test but [`order`] uses
/// SE's own chaining rules in their place.
///
/// ```
/// use shudu::logic::Technique;
/// use shudu::rate::se;
///
/// assert!(se::in_se(Technique::XYZWing));
/// assert!(!se::in_se(Technique::WWing));
/// ```
pub const fn in_se(technique: Technique) -> bool {
    use Technique::*;
    !matches!(
        technique,
        FinnedXWing
            | SashimiXWing
            | FinnedSwordfish
            | SashimiSwordfish
            | FinnedJellyfish
            | SashimiJellyfish
            | Skyscraper
            | TwoStringKite
            | EmptyRectangle
            | WWing
            | SimpleColouring
            | RemotePairs
            | AlsXz
    )
}

/// The SE rating of `technique` (before any length bonus).
///
/// ```
/// use shudu::logic::Technique;
/// use shudu::rate::se;
///
/// assert_eq!(se::base(Technique::HiddenSingleBox), 1.2);
/// assert_eq!(se::base(Technique::XWing), 3.2);
/// ```
pub fn base(technique: Technique) -> f32 {
    f32::from(base_tenths(technique)) / 10.0
}

/// The "direct" form SE rates lower: an intersection or hidden subset whose
/// eliminations at once leave a hidden single. `None` for other techniques.
pub const fn direct_tenths(technique: Technique) -> Option<u16> {
    match technique {
        Technique::Pointing => Some(17),
        Technique::Claiming => Some(19),
        Technique::HiddenPair => Some(20),
        Technique::HiddenTriple => Some(25),
        _ => None,
    }
}

/// Whether the technique's rating grows with its [`Step::length`].
pub const fn has_length_bonus(technique: Technique) -> bool {
    use Technique::*;
    matches!(
        technique,
        Skyscraper
            | TwoStringKite
            | EmptyRectangle
            | FinnedXWing
            | SashimiXWing
            | FinnedSwordfish
            | SashimiSwordfish
            | FinnedJellyfish
            | SashimiJellyfish
            | SimpleColouring
            | RemotePairs
            | XChain
            | XYChain
            | AlternatingInferenceChain
            | AlsXz
            | CellForcingChain
            | UnitForcingChain
            | XCycle
            | YCycle
            | ForcingXChain
            | BidirectionalCycle
            | ForcingChain
            | NishioForcingChain
            | MultipleForcingChain
            | DynamicForcingChain
            | Trial
    )
}

/// SE's length bonus in tenths for a chain of `nodes` nodes: one tenth each
/// time `nodes` passes 4, 6, 8, 12, 16, 24, 32, ...
pub fn length_bonus_tenths(nodes: usize) -> u16 {
    let mut bonus = 0;
    let mut ceiling = 4usize;
    let mut grow_by_half = true;
    while nodes > ceiling {
        bonus += 1;
        ceiling = if grow_by_half {
            ceiling * 3 / 2
        } else {
            ceiling * 4 / 3
        };
        grow_by_half = !grow_by_half;
    }
    bonus
}

/// The longest chain (in nodes) that earns the same bonus as `nodes`: 4, 6,
/// 8, 12, 16, 24, ...
pub fn length_tier_ceiling(nodes: usize) -> usize {
    crate::logic::finders::length_tier_ceiling(nodes)
}

/// Base rating in tenths of a trial of depth 1 to 5 (see [`Step::depth`]);
/// deeper levels add half a point each.
pub const TRIAL_BASE_TENTHS: [u16; 5] = [85, 90, 102, 105, 110];

/// The SE rating in tenths of a trial of the given depth (1 = assumption
/// followed by singles) whose contradiction took `deductions` deductions.
pub fn trial_tenths(depth: u8, deductions: usize) -> u16 {
    let depth = usize::from(depth.max(1));
    let base = match TRIAL_BASE_TENTHS.get(depth - 1) {
        Some(&b) => b,
        None => TRIAL_BASE_TENTHS[4] + 5 * (depth - 5) as u16,
    };
    base + length_bonus_tenths(deductions)
}

/// The SE rating in tenths of one step of a path. `direct` says the step
/// left a hidden single at once (see [`direct_tenths`]). Trial steps are
/// rated from their depth, not here: this gives their depth-1 value.
pub fn step_tenths(step: &Step, direct: bool) -> u16 {
    if direct {
        if let Some(t) = direct_tenths(step.technique) {
            return t;
        }
    }
    let mut t = base_tenths(step.technique);
    if step.technique == Technique::UniqueRectangleType3 && step.length > 2 {
        // SE: 4.5 plus a tenth per digit of the naked subset beyond one
        // (pair 4.6, triple 4.7, quad 4.8).
        return 45 + (step.length as u16 - 1).min(3);
    }
    if step.technique == Technique::BugType3 && step.length > 1 {
        // SE: 5.7 plus a tenth per digit of the naked subset beyond one.
        return 57 + (step.length as u16 - 1);
    }
    if step.technique == Technique::UniqueLoop {
        // SE: 4.5, plus 0.1 / 0.2 / 0.5 for loops of 6 / 8 / 10+ cells, plus
        // a tenth per digit of a type 3 subset beyond one.
        return crate::logic::finders::unique_loop_tenths(step);
    }
    if has_length_bonus(step.technique) && step.length > 0 {
        // SE counts nodes; a chain of n links has n + 1 nodes.
        t += length_bonus_tenths(step.length + 1);
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn published_values() {
        assert_eq!(base_tenths(Technique::FullHouse), 10);
        assert_eq!(base_tenths(Technique::HiddenSingleBox), 12);
        assert_eq!(base_tenths(Technique::HiddenSingleLine), 15);
        assert_eq!(base_tenths(Technique::NakedSingle), 23);
        assert_eq!(base_tenths(Technique::Pointing), 26);
        assert_eq!(base_tenths(Technique::Claiming), 28);
        assert_eq!(base_tenths(Technique::NakedPair), 30);
        assert_eq!(base_tenths(Technique::XWing), 32);
        assert_eq!(base_tenths(Technique::HiddenPair), 34);
        assert_eq!(base_tenths(Technique::NakedTriple), 36);
        assert_eq!(base_tenths(Technique::Swordfish), 38);
        assert_eq!(base_tenths(Technique::HiddenTriple), 40);
        assert_eq!(base_tenths(Technique::XYWing), 42);
        assert_eq!(base_tenths(Technique::XYZWing), 44);
        assert_eq!(base_tenths(Technique::NakedQuad), 50);
        assert_eq!(base_tenths(Technique::Jellyfish), 52);
        assert_eq!(base_tenths(Technique::HiddenQuad), 54);
        assert_eq!(base_tenths(Technique::BugPlusOne), 56);
        assert_eq!(direct_tenths(Technique::Pointing), Some(17));
        assert_eq!(direct_tenths(Technique::XWing), None);
    }

    #[test]
    fn every_technique_is_rated_in_range() {
        for &t in Technique::ALL {
            let b = base_tenths(t);
            assert!((10..=100).contains(&b), "{t}: {b}");
        }
    }

    #[test]
    fn length_bonus_follows_se_steps() {
        // Ceilings 4, 6, 8, 12, 16, 24, 32, 48, 64.
        assert_eq!(length_bonus_tenths(1), 0);
        assert_eq!(length_bonus_tenths(4), 0);
        assert_eq!(length_bonus_tenths(5), 1);
        assert_eq!(length_bonus_tenths(6), 1);
        assert_eq!(length_bonus_tenths(7), 2);
        assert_eq!(length_bonus_tenths(8), 2);
        assert_eq!(length_bonus_tenths(9), 3);
        assert_eq!(length_bonus_tenths(12), 3);
        assert_eq!(length_bonus_tenths(13), 4);
        assert_eq!(length_bonus_tenths(17), 5);
        assert_eq!(length_bonus_tenths(25), 6);
        assert_eq!(length_bonus_tenths(33), 7);
        assert_eq!(length_bonus_tenths(49), 8);
        assert_eq!(length_bonus_tenths(65), 9);
    }

    #[test]
    fn tier_ceilings() {
        for n in 0..300 {
            let c = length_tier_ceiling(n);
            assert!(c >= n);
            assert_eq!(length_bonus_tenths(c), length_bonus_tenths(n));
            assert_eq!(length_bonus_tenths(c + 1), length_bonus_tenths(n) + 1);
        }
    }

    #[test]
    fn trial_depths_climb() {
        assert_eq!(trial_tenths(1, 3), 85);
        assert_eq!(trial_tenths(2, 3), 90);
        assert_eq!(trial_tenths(3, 3), 102);
        assert_eq!(trial_tenths(4, 3), 105);
        assert_eq!(trial_tenths(5, 3), 110);
        assert_eq!(trial_tenths(6, 3), 115);
        assert!(trial_tenths(1, 40) > trial_tenths(1, 10));
    }

    #[test]
    fn step_rating_uses_direct_and_length() {
        let s = Step::new(Technique::Pointing, "p");
        assert_eq!(step_tenths(&s, false), 26);
        assert_eq!(step_tenths(&s, true), 17);
        let chain = Step::new(Technique::XChain, "x").with_length(7);
        assert_eq!(step_tenths(&chain, false), 66 + 2);
        let wing = Step::new(Technique::XYWing, "w").with_length(7);
        assert_eq!(step_tenths(&wing, false), 42);
    }
}
