//! The names of the human-style techniques, simplest first.

use std::fmt;

/// A solving technique, named in the Sudoku community's vocabulary (HoDoKu and
/// Sudoku Explainer). The declaration order is the order the solver tries them:
/// roughly from simplest to hardest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Technique {
    /// The last empty cell of a row, column or box.
    FullHouse,
    /// A digit with one place left in a box.
    HiddenSingleBox,
    /// A digit with one place left in a row or column.
    HiddenSingleLine,
    /// A cell with one candidate left.
    NakedSingle,
    /// A digit confined to one row or column within a box: removed from the rest of that line.
    Pointing,
    /// A digit confined to one box within a row or column: removed from the rest of that box.
    Claiming,
    /// Two cells of a unit with the same two candidates.
    NakedPair,
    /// Two digits confined to the same two cells of a unit.
    HiddenPair,
    /// Three cells of a unit holding only three digits between them.
    NakedTriple,
    /// Three digits confined to the same three cells of a unit.
    HiddenTriple,
    /// Four cells of a unit holding only four digits between them.
    NakedQuad,
    /// Four digits confined to the same four cells of a unit.
    HiddenQuad,
    /// Basic fish of size 2.
    XWing,
    /// Basic fish of size 3.
    Swordfish,
    /// Basic fish of size 4.
    Jellyfish,
    /// X-wing with fin cells in one base box.
    FinnedXWing,
    /// Finned X-wing whose base line without the fin has one candidate only.
    SashimiXWing,
    /// Swordfish with fins.
    FinnedSwordfish,
    /// Sashimi swordfish.
    SashimiSwordfish,
    /// Jellyfish with fins.
    FinnedJellyfish,
    /// Sashimi jellyfish.
    SashimiJellyfish,
    /// Two parallel strong links joined at one end (a turbot fish).
    Skyscraper,
    /// A row strong link and a column strong link joined in a box.
    TwoStringKite,
    /// A box whose candidates for a digit lie on one row and one column, with a strong link.
    EmptyRectangle,
    /// A pivot with two bivalue pincers.
    XYWing,
    /// A trivalue pivot with two bivalue pincers.
    XYZWing,
    /// Two equal bivalue cells joined by a strong link.
    WWing,
    /// Two-colouring of a digit's conjugate pairs (colour trap or colour wrap).
    SimpleColouring,
    /// A chain of cells with the same two candidates.
    RemotePairs,
    /// A single-digit alternating chain.
    XChain,
    /// A chain of bivalue cells.
    XYChain,
    /// Unique rectangle type 1.
    UniqueRectangleType1,
    /// Unique rectangle type 2.
    UniqueRectangleType2,
    /// Unique rectangle type 3.
    UniqueRectangleType3,
    /// Unique rectangle type 3 with a hidden pair: the rectangle's two
    /// digits have one place in a unit besides the roof (Sudoku Explainer's
    /// hidden form of type 3).
    UniqueRectangleType3Hidden,
    /// Unique rectangle type 4.
    UniqueRectangleType4,
    /// Sudoku Explainer's unique loop: a deadly pattern of 6 cells or more
    /// (types 1 to 4, as on a rectangle).
    UniqueLoop,
    /// Bivalue universal grave plus one.
    BugPlusOne,
    /// Sudoku Explainer's BUG type 2: every extra candidate is one digit.
    BugType2,
    /// Sudoku Explainer's BUG type 3: the extras complete a naked subset.
    BugType3,
    /// Sudoku Explainer's BUG type 4: two BUG cells joined by a conjugate pair.
    BugType4,
    /// Sudoku Explainer's aligned pair exclusion: no way of filling two
    /// cells leaves every cell seeing both a candidate (SE 6.2).
    AlignedPairExclusion,
    /// Sudoku Explainer's aligned triple exclusion: the same for three
    /// cells (SE 7.5).
    AlignedTripleExclusion,
    /// Alternating inference chain, or a nice loop.
    AlternatingInferenceChain,
    /// Two almost locked sets joined by a restricted common candidate.
    AlsXz,
    /// Every candidate of one cell leads to the same conclusion.
    CellForcingChain,
    /// Every place of a digit in a unit leads to the same conclusion.
    UnitForcingChain,
    /// Sudoku Explainer's X-cycle: a loop of single-digit links (SE 6.5).
    XCycle,
    /// Sudoku Explainer's Y-cycle: a loop through bivalue cells (SE 6.5).
    YCycle,
    /// Sudoku Explainer's forcing X-chain: a single-digit chain from a
    /// candidate to its own opposite (SE 6.6).
    ForcingXChain,
    /// Sudoku Explainer's bidirectional cycle: a loop of cell and unit
    /// links (SE 7.0).
    BidirectionalCycle,
    /// Sudoku Explainer's forcing chain: a chain of cell and unit links
    /// from a candidate to its own opposite (SE 7.0).
    ForcingChain,
    /// Sudoku Explainer's Nishio forcing chain: a candidate whose
    /// single-digit consequences contradict (SE 7.5).
    NishioForcingChain,
    /// Sudoku Explainer's multiple forcing chains: every candidate of a
    /// cell, or every place of a digit in a unit, implies the same (SE 8.0).
    MultipleForcingChain,
    /// Sudoku Explainer's dynamic forcing chains: contradiction, double,
    /// cell and unit chains with eliminations carried along (SE 8.5).
    DynamicForcingChain,
    /// Last resort: a candidate whose assumption, followed by propagation, leads to a contradiction.
    Trial,
}

impl Technique {
    /// Every technique, in the order the solver tries them.
    pub const ALL: &'static [Technique] = &[
        Technique::FullHouse,
        Technique::HiddenSingleBox,
        Technique::HiddenSingleLine,
        Technique::NakedSingle,
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::FinnedXWing,
        Technique::SashimiXWing,
        Technique::FinnedSwordfish,
        Technique::SashimiSwordfish,
        Technique::FinnedJellyfish,
        Technique::SashimiJellyfish,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::EmptyRectangle,
        Technique::XYWing,
        Technique::XYZWing,
        Technique::WWing,
        Technique::SimpleColouring,
        Technique::RemotePairs,
        Technique::XChain,
        Technique::XYChain,
        Technique::UniqueRectangleType1,
        Technique::UniqueRectangleType2,
        Technique::UniqueRectangleType3,
        Technique::UniqueRectangleType3Hidden,
        Technique::UniqueRectangleType4,
        Technique::UniqueLoop,
        Technique::BugPlusOne,
        Technique::BugType2,
        Technique::BugType3,
        Technique::BugType4,
        Technique::AlignedPairExclusion,
        Technique::AlignedTripleExclusion,
        Technique::AlternatingInferenceChain,
        Technique::AlsXz,
        Technique::CellForcingChain,
        Technique::UnitForcingChain,
        Technique::XCycle,
        Technique::YCycle,
        Technique::ForcingXChain,
        Technique::BidirectionalCycle,
        Technique::ForcingChain,
        Technique::NishioForcingChain,
        Technique::MultipleForcingChain,
        Technique::DynamicForcingChain,
        Technique::Trial,
    ];

    /// Sudoku Explainer's chaining family, found the way SE finds them (see
    /// [`Technique::is_se_chaining`]).
    pub const SE_CHAINING: &'static [Technique] = &[
        Technique::XCycle,
        Technique::YCycle,
        Technique::ForcingXChain,
        Technique::BidirectionalCycle,
        Technique::ForcingChain,
        Technique::NishioForcingChain,
        Technique::MultipleForcingChain,
        Technique::DynamicForcingChain,
    ];

    /// Whether the technique is one of Sudoku Explainer's chaining rules as
    /// SE applies them. They serve the SE rating path; the simplest-first
    /// order (explanations and hints) leaves them out, having chains and
    /// trials of its own. [`Technique::XCycle`]'s finder is SE's whole
    /// "forcing chains and cycles" rule: it returns the step SE would apply,
    /// of any of the first five of these techniques, and those other four
    /// find nothing by themselves.
    pub const fn is_se_chaining(self) -> bool {
        matches!(
            self,
            Technique::XCycle
                | Technique::YCycle
                | Technique::ForcingXChain
                | Technique::BidirectionalCycle
                | Technique::ForcingChain
                | Technique::NishioForcingChain
                | Technique::MultipleForcingChain
                | Technique::DynamicForcingChain
        )
    }

    /// The name people use, e.g. "Hidden single", "X-wing", "ALS-XZ".
    pub fn name(self) -> &'static str {
        match self {
            Technique::FullHouse => "Full house",
            Technique::HiddenSingleBox => "Hidden single",
            Technique::HiddenSingleLine => "Hidden single",
            Technique::NakedSingle => "Naked single",
            Technique::Pointing => "Pointing",
            Technique::Claiming => "Claiming",
            Technique::NakedPair => "Naked pair",
            Technique::HiddenPair => "Hidden pair",
            Technique::NakedTriple => "Naked triple",
            Technique::HiddenTriple => "Hidden triple",
            Technique::NakedQuad => "Naked quad",
            Technique::HiddenQuad => "Hidden quad",
            Technique::XWing => "X-wing",
            Technique::Swordfish => "Swordfish",
            Technique::Jellyfish => "Jellyfish",
            Technique::FinnedXWing => "Finned X-wing",
            Technique::SashimiXWing => "Sashimi X-wing",
            Technique::FinnedSwordfish => "Finned swordfish",
            Technique::SashimiSwordfish => "Sashimi swordfish",
            Technique::FinnedJellyfish => "Finned jellyfish",
            Technique::SashimiJellyfish => "Sashimi jellyfish",
            Technique::Skyscraper => "Skyscraper",
            Technique::TwoStringKite => "Two-string kite",
            Technique::EmptyRectangle => "Empty rectangle",
            Technique::XYWing => "XY-wing",
            Technique::XYZWing => "XYZ-wing",
            Technique::WWing => "W-wing",
            Technique::SimpleColouring => "Simple colouring",
            Technique::RemotePairs => "Remote pairs",
            Technique::XChain => "X-chain",
            Technique::XYChain => "XY-chain",
            Technique::UniqueRectangleType1 => "Unique rectangle type 1",
            Technique::UniqueRectangleType2 => "Unique rectangle type 2",
            Technique::UniqueRectangleType3 => "Unique rectangle type 3",
            Technique::UniqueRectangleType3Hidden => "Unique rectangle type 3 (hidden pair)",
            Technique::UniqueRectangleType4 => "Unique rectangle type 4",
            Technique::UniqueLoop => "Unique loop",
            Technique::BugPlusOne => "BUG+1",
            Technique::BugType2 => "BUG type 2",
            Technique::BugType3 => "BUG type 3",
            Technique::BugType4 => "BUG type 4",
            Technique::AlignedPairExclusion => "Aligned pair exclusion",
            Technique::AlignedTripleExclusion => "Aligned triple exclusion",
            Technique::AlternatingInferenceChain => "Alternating inference chain",
            Technique::AlsXz => "ALS-XZ",
            Technique::CellForcingChain => "Cell forcing chain",
            Technique::UnitForcingChain => "Unit forcing chain",
            Technique::XCycle => "X-cycle",
            Technique::YCycle => "Y-cycle",
            Technique::ForcingXChain => "Forcing X-chain",
            Technique::BidirectionalCycle => "Bidirectional cycle",
            Technique::ForcingChain => "Forcing chain",
            Technique::NishioForcingChain => "Nishio forcing chain",
            Technique::MultipleForcingChain => "Multiple forcing chain",
            Technique::DynamicForcingChain => "Dynamic forcing chain",
            Technique::Trial => "Trial",
        }
    }

    /// A stable identifier for files and JSON: lower-case, dash-separated,
    /// e.g. `hidden-single-box`, `x-wing`, `als-xz`.
    pub fn id(self) -> &'static str {
        match self {
            Technique::FullHouse => "full-house",
            Technique::HiddenSingleBox => "hidden-single-box",
            Technique::HiddenSingleLine => "hidden-single-line",
            Technique::NakedSingle => "naked-single",
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked-pair",
            Technique::HiddenPair => "hidden-pair",
            Technique::NakedTriple => "naked-triple",
            Technique::HiddenTriple => "hidden-triple",
            Technique::NakedQuad => "naked-quad",
            Technique::HiddenQuad => "hidden-quad",
            Technique::XWing => "x-wing",
            Technique::Swordfish => "swordfish",
            Technique::Jellyfish => "jellyfish",
            Technique::FinnedXWing => "finned-x-wing",
            Technique::SashimiXWing => "sashimi-x-wing",
            Technique::FinnedSwordfish => "finned-swordfish",
            Technique::SashimiSwordfish => "sashimi-swordfish",
            Technique::FinnedJellyfish => "finned-jellyfish",
            Technique::SashimiJellyfish => "sashimi-jellyfish",
            Technique::Skyscraper => "skyscraper",
            Technique::TwoStringKite => "two-string-kite",
            Technique::EmptyRectangle => "empty-rectangle",
            Technique::XYWing => "xy-wing",
            Technique::XYZWing => "xyz-wing",
            Technique::WWing => "w-wing",
            Technique::SimpleColouring => "simple-colouring",
            Technique::RemotePairs => "remote-pairs",
            Technique::XChain => "x-chain",
            Technique::XYChain => "xy-chain",
            Technique::UniqueRectangleType1 => "unique-rectangle-1",
            Technique::UniqueRectangleType2 => "unique-rectangle-2",
            Technique::UniqueRectangleType3 => "unique-rectangle-3",
            Technique::UniqueRectangleType3Hidden => "unique-rectangle-3-hidden",
            Technique::UniqueRectangleType4 => "unique-rectangle-4",
            Technique::UniqueLoop => "unique-loop",
            Technique::BugPlusOne => "bug-plus-one",
            Technique::BugType2 => "bug-2",
            Technique::BugType3 => "bug-3",
            Technique::BugType4 => "bug-4",
            Technique::AlignedPairExclusion => "aligned-pair-exclusion",
            Technique::AlignedTripleExclusion => "aligned-triple-exclusion",
            Technique::AlternatingInferenceChain => "aic",
            Technique::AlsXz => "als-xz",
            Technique::CellForcingChain => "cell-forcing-chain",
            Technique::UnitForcingChain => "unit-forcing-chain",
            Technique::XCycle => "x-cycle",
            Technique::YCycle => "y-cycle",
            Technique::ForcingXChain => "forcing-x-chain",
            Technique::BidirectionalCycle => "bidirectional-cycle",
            Technique::ForcingChain => "forcing-chain",
            Technique::NishioForcingChain => "nishio-forcing-chain",
            Technique::MultipleForcingChain => "multiple-forcing-chain",
            Technique::DynamicForcingChain => "dynamic-forcing-chain",
            Technique::Trial => "trial",
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Technique {
    type Err = String;
    /// Parses an [`id`](Technique::id).
    fn from_str(s: &str) -> Result<Technique, String> {
        Technique::ALL
            .iter()
            .copied()
            .find(|t| t.id() == s)
            .ok_or_else(|| format!("unknown technique '{s}'"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_is_in_declaration_order_and_ids_parse() {
        for w in Technique::ALL.windows(2) {
            assert!(w[0] < w[1]);
        }
        for &t in Technique::ALL {
            assert_eq!(t.id().parse::<Technique>(), Ok(t));
        }
    }
}
