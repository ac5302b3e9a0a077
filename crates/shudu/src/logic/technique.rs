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
    /// Unique rectangle type 4.
    UniqueRectangleType4,
    /// Bivalue universal grave plus one.
    BugPlusOne,
    /// Alternating inference chain, or a nice loop.
    AlternatingInferenceChain,
    /// Two almost locked sets joined by a restricted common candidate.
    AlsXz,
    /// Every candidate of one cell leads to the same conclusion.
    CellForcingChain,
    /// Every place of a digit in a unit leads to the same conclusion.
    UnitForcingChain,
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
        Technique::UniqueRectangleType4,
        Technique::BugPlusOne,
        Technique::AlternatingInferenceChain,
        Technique::AlsXz,
        Technique::CellForcingChain,
        Technique::UnitForcingChain,
        Technique::Trial,
    ];

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
            Technique::UniqueRectangleType4 => "Unique rectangle type 4",
            Technique::BugPlusOne => "BUG+1",
            Technique::AlternatingInferenceChain => "Alternating inference chain",
            Technique::AlsXz => "ALS-XZ",
            Technique::CellForcingChain => "Cell forcing chain",
            Technique::UnitForcingChain => "Unit forcing chain",
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
            Technique::UniqueRectangleType4 => "unique-rectangle-4",
            Technique::BugPlusOne => "bug-plus-one",
            Technique::AlternatingInferenceChain => "aic",
            Technique::AlsXz => "als-xz",
            Technique::CellForcingChain => "cell-forcing-chain",
            Technique::UnitForcingChain => "unit-forcing-chain",
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
