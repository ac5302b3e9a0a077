//! HoDoKu-style score and level.
//!
//! HoDoKu (Bernhard Hobiger) gives every technique a score and a level; a
//! puzzle's score is the sum over the steps of its solution, and its level is
//! the highest level of any step, raised while the score exceeds that level's
//! maximum (easy up to 800, medium 1000, hard 1600, unfair 1800, extreme
//! beyond). Scores and levels below are HoDoKu 2.2's defaults
//! (`Options.DEFAULT_SOLVER_STEPS`):
//!
//! | technique | score | level |
//! |---|---|---|
//! | full house, naked single | 4 | easy |
//! | hidden single | 14 | easy |
//! | pointing, claiming (locked candidates 1, 2) | 50 | medium |
//! | naked pair, hidden pair, naked triple, hidden triple | 60, 70, 80, 100 | medium |
//! | naked quad, hidden quad | 120, 150 | hard |
//! | X-wing, swordfish, jellyfish | 140, 150, 160 | hard |
//! | finned / sashimi X-wing | 130 / 150 | hard |
//! | finned / sashimi swordfish, finned / sashimi jellyfish | 200 / 240, 250 / 260 | unfair |
//! | skyscraper, two-string kite, empty rectangle | 130, 150, 120 | hard |
//! | XY-wing, XYZ-wing, W-wing | 160, 180, 150 | hard |
//! | simple colouring, remote pairs | 150, 110 | hard |
//! | unique rectangles 1-4, BUG+1 | 100 | hard |
//! | X-chain, XY-chain | 260 | unfair |
//! | alternating inference chain (nice loop) | 280 | unfair |
//! | ALS-XZ | 300 | unfair |
//! | cell / unit forcing chain | 500 | extreme |
//! | trial of depth 1-2 (HoDoKu's forcing net) | 700 | extreme |
//! | deeper trial (beyond HoDoKu's nets: its brute force) | 10000 | extreme |

use crate::logic::{Answers, Finder, Known, LogicalSolver, Order, Share, Taken, Technique};
use crate::Grid;
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

/// HoDoKu's difficulty levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum HodokuLevel {
    /// Singles only, score up to 800.
    Easy,
    /// Intersections and subsets up to triples, score up to 1000.
    Medium,
    /// Fish, wings, uniqueness, single-digit patterns, score up to 1600.
    Hard,
    /// Chains, ALS, finned big fish, score up to 1800.
    Unfair,
    /// Forcing chains and nets, brute force, or a score above 1800.
    Extreme,
}

impl HodokuLevel {
    /// Every level, easiest first.
    pub const ALL: [HodokuLevel; 5] = [
        HodokuLevel::Easy,
        HodokuLevel::Medium,
        HodokuLevel::Hard,
        HodokuLevel::Unfair,
        HodokuLevel::Extreme,
    ];

    /// The highest score the level admits.
    pub const fn max_score(self) -> u32 {
        match self {
            HodokuLevel::Easy => 800,
            HodokuLevel::Medium => 1000,
            HodokuLevel::Hard => 1600,
            HodokuLevel::Unfair => 1800,
            HodokuLevel::Extreme => u32::MAX,
        }
    }

    /// Lower-case name.
    pub const fn name(self) -> &'static str {
        match self {
            HodokuLevel::Easy => "easy",
            HodokuLevel::Medium => "medium",
            HodokuLevel::Hard => "hard",
            HodokuLevel::Unfair => "unfair",
            HodokuLevel::Extreme => "extreme",
        }
    }

    fn next(self) -> HodokuLevel {
        match self {
            HodokuLevel::Easy => HodokuLevel::Medium,
            HodokuLevel::Medium => HodokuLevel::Hard,
            HodokuLevel::Hard => HodokuLevel::Unfair,
            _ => HodokuLevel::Extreme,
        }
    }

    /// HoDoKu's rule: start from the hardest step's level and move up while
    /// the score exceeds the level's maximum.
    pub fn of(hardest_step: HodokuLevel, score: u32) -> HodokuLevel {
        let mut level = hardest_step;
        while score > level.max_score() {
            level = level.next();
        }
        level
    }
}

impl fmt::Display for HodokuLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for HodokuLevel {
    type Err = String;
    fn from_str(s: &str) -> Result<HodokuLevel, String> {
        let lower = s.trim().to_ascii_lowercase();
        HodokuLevel::ALL
            .into_iter()
            .find(|l| l.name() == lower)
            .ok_or_else(|| format!("unknown HoDoKu level '{s}'"))
    }
}

/// HoDoKu's score for one step of `technique`. `trial_depth` matters only
/// for [`Technique::Trial`]: depth 1-2 is a forcing net (700), deeper is
/// beyond HoDoKu's nets (brute force, 10000).
pub const fn score(technique: Technique, trial_depth: u8) -> u32 {
    use Technique::*;
    match technique {
        FullHouse | NakedSingle => 4,
        HiddenSingleBox | HiddenSingleLine => 14,
        Pointing | Claiming => 50,
        NakedPair => 60,
        HiddenPair => 70,
        NakedTriple => 80,
        HiddenTriple => 100,
        NakedQuad => 120,
        HiddenQuad => 150,
        XWing => 140,
        Swordfish => 150,
        Jellyfish => 160,
        FinnedXWing => 130,
        SashimiXWing => 150,
        FinnedSwordfish => 200,
        SashimiSwordfish => 240,
        FinnedJellyfish => 250,
        SashimiJellyfish => 260,
        Skyscraper => 130,
        TwoStringKite => 150,
        EmptyRectangle => 120,
        XYWing => 160,
        XYZWing => 180,
        WWing => 150,
        SimpleColouring => 150,
        RemotePairs => 110,
        XChain | XYChain => 260,
        UniqueRectangleType1
        | UniqueRectangleType2
        | UniqueRectangleType3
        | UniqueRectangleType3Hidden
        | UniqueRectangleType4
        | UniqueLoop
        | BugPlusOne
        | BugType2
        | BugType3
        | BugType4 => 100,
        AlternatingInferenceChain => 280,
        AlsXz | AlignedPairExclusion | AlignedTripleExclusion => 300,
        XCycle | YCycle | BidirectionalCycle | ForcingXChain | ForcingChain => 280,
        CellForcingChain | UnitForcingChain | NishioForcingChain | MultipleForcingChain => 500,
        DynamicForcingChain => 700,
        Trial => {
            if trial_depth <= 2 {
                700
            } else {
                10000
            }
        }
    }
}

/// HoDoKu's level for one step of `technique`.
pub const fn level(technique: Technique) -> HodokuLevel {
    use Technique::*;
    match technique {
        FullHouse | NakedSingle | HiddenSingleBox | HiddenSingleLine => HodokuLevel::Easy,
        Pointing | Claiming | NakedPair | HiddenPair | NakedTriple | HiddenTriple => {
            HodokuLevel::Medium
        }
        NakedQuad
        | HiddenQuad
        | XWing
        | Swordfish
        | Jellyfish
        | FinnedXWing
        | SashimiXWing
        | Skyscraper
        | TwoStringKite
        | EmptyRectangle
        | XYWing
        | XYZWing
        | WWing
        | SimpleColouring
        | RemotePairs
        | UniqueRectangleType1
        | UniqueRectangleType2
        | UniqueRectangleType3
        | UniqueRectangleType3Hidden
        | UniqueRectangleType4
        | UniqueLoop
        | BugPlusOne
        | BugType2
        | BugType3
        | BugType4 => HodokuLevel::Hard,
        FinnedSwordfish
        | SashimiSwordfish
        | FinnedJellyfish
        | SashimiJellyfish
        | XChain
        | XYChain
        | AlternatingInferenceChain
        | AlsXz
        | AlignedPairExclusion
        | AlignedTripleExclusion
        | XCycle
        | YCycle
        | ForcingXChain
        | BidirectionalCycle
        | ForcingChain => HodokuLevel::Unfair,
        CellForcingChain | UnitForcingChain | NishioForcingChain | MultipleForcingChain
        | DynamicForcingChain | Trial => HodokuLevel::Extreme,
    }
}

/// HoDoKu's solving order (its default step indices, `Options.DEFAULT_SOLVER_STEPS`)
/// for the techniques shudu has: singles (full house and naked single before
/// hidden single), locked candidates, subsets, basic fish, remote pairs,
/// BUG+1, single-digit patterns, wings, uniqueness, finned fish, colouring,
/// chains, ALS, forcing chains, then the trial. The score is read off a solve
/// in this order, so that it sums the steps HoDoKu itself would take.
///
/// ```
/// use shudu::logic::{Finder, Technique};
/// use shudu::rate::hodoku;
///
/// let order = hodoku::order();
/// let first: Vec<Technique> = order.techniques().take(3).collect();
/// assert_eq!(first, [Technique::FullHouse, Technique::NakedSingle, Technique::HiddenSingleBox]);
/// ```
pub fn order() -> Order {
    Order::ranked(
        Technique::ALL
            .iter()
            .filter_map(|&t| hodoku_index(t).map(|rank| (Finder::Technique(t), rank))),
    )
}

/// HoDoKu's step index of `technique` (its rank in [`order`]); `None` for
/// a technique HoDoKu has no step for, which stays out of its order.
const fn hodoku_index(technique: Technique) -> Option<u16> {
    use Technique::*;
    Some(match technique {
        FullHouse => 100,
        NakedSingle => 200,
        HiddenSingleBox | HiddenSingleLine => 300,
        Pointing => 1200,
        Claiming => 1210,
        NakedPair => 1300,
        NakedTriple => 1400,
        HiddenPair => 1500,
        HiddenTriple => 1600,
        NakedQuad => 2000,
        HiddenQuad => 2100,
        XWing => 2200,
        Swordfish => 2300,
        Jellyfish => 2400,
        RemotePairs => 2800,
        BugPlusOne => 2900,
        Skyscraper => 3000,
        TwoStringKite => 3100,
        EmptyRectangle => 3170,
        WWing => 3200,
        XYWing => 3300,
        XYZWing => 3400,
        UniqueRectangleType1 => 3500,
        UniqueRectangleType2 => 3600,
        UniqueRectangleType3 => 3700,
        UniqueRectangleType4 => 3800,
        FinnedXWing => 4100,
        SashimiXWing => 4200,
        FinnedSwordfish => 4300,
        SashimiSwordfish => 4400,
        FinnedJellyfish => 4500,
        SashimiJellyfish => 4600,
        SimpleColouring => 5330,
        XChain => 5400,
        XYChain => 5500,
        AlternatingInferenceChain => 5600,
        AlsXz => 5700,
        CellForcingChain | UnitForcingChain => 8500,
        Trial => 8600,
        // Sudoku Explainer's own chaining family (its cycles, Nishio,
        // dynamic chains), when present: not HoDoKu's steps.
        #[allow(unreachable_patterns)]
        _ => return None,
    })
}

/// The one solver in HoDoKu's order, built once.
fn solver() -> &'static LogicalSolver {
    static SOLVER: OnceLock<LogicalSolver> = OnceLock::new();
    SOLVER.get_or_init(|| LogicalSolver::with_order(order()))
}

/// A puzzle's HoDoKu-style score and level: the sum of [`score`] over the
/// steps of a solve in HoDoKu's [`order`], and [`HodokuLevel::of`] its
/// hardest step's level and that score. `solution` (the puzzle's unique
/// solution, if known) makes a trial faster.
pub fn rate(puzzle: &Grid, solution: Option<&Grid>) -> (u32, HodokuLevel) {
    rate_sharing(puzzle, solution, &Answers::new())
}

/// [`rate`], reading the finders' answers that another solve of the same
/// puzzle kept in `answers` wherever the two solves meet in a state (the
/// rater's SE solve: [`Answers`]); the same result.
pub(crate) fn rate_sharing(
    puzzle: &Grid,
    solution: Option<&Grid>,
    answers: &Answers,
) -> (u32, HodokuLevel) {
    let mut state = answers.start(puzzle);
    let mut total = 0u32;
    let mut hardest = HodokuLevel::Easy;
    let known = Known {
        solution,
        share: Share::Read(answers),
    };
    solver().walk(&mut state, known, u16::MAX, true, None, |_, taken, _| {
        let (technique, depth) = match taken {
            Taken::Single(t) => (t, 0),
            Taken::Step(step) => (step.technique, step.depth),
        };
        total = total.saturating_add(score(technique, depth));
        hardest = hardest.max(level(technique));
        true
    });
    (total, HodokuLevel::of(hardest, total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_rises_with_score() {
        assert_eq!(HodokuLevel::of(HodokuLevel::Easy, 800), HodokuLevel::Easy);
        assert_eq!(HodokuLevel::of(HodokuLevel::Easy, 801), HodokuLevel::Medium);
        assert_eq!(HodokuLevel::of(HodokuLevel::Easy, 1001), HodokuLevel::Hard);
        assert_eq!(
            HodokuLevel::of(HodokuLevel::Hard, 1700),
            HodokuLevel::Unfair
        );
        assert_eq!(
            HodokuLevel::of(HodokuLevel::Medium, 5000),
            HodokuLevel::Extreme
        );
        assert_eq!(
            HodokuLevel::of(HodokuLevel::Extreme, 10),
            HodokuLevel::Extreme
        );
    }

    #[test]
    fn every_technique_has_a_score_and_level() {
        for &t in Technique::ALL {
            assert!(score(t, 1) > 0);
            let _ = level(t);
        }
        assert_eq!(score(Technique::HiddenSingleBox, 0), 14);
        assert_eq!(level(Technique::XWing), HodokuLevel::Hard);
        assert_eq!(score(Technique::Trial, 3), 10000);
    }

    #[test]
    fn names_round_trip() {
        for l in HodokuLevel::ALL {
            assert_eq!(l.to_string().parse::<HodokuLevel>(), Ok(l));
        }
    }
}
