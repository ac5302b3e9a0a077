//! QQWing-style class: simple, easy, intermediate or expert.
//!
//! QQWing (Stephen Ostermiller) solves with naked singles first, then hidden
//! singles, then pointing, claiming ("box-line reduction"), naked pairs and
//! hidden pairs, and guesses when those run out. Its class is decided by
//! what that solve used: any guess makes it expert; else any of the four
//! pair/intersection techniques makes it intermediate; else any hidden
//! single makes it easy; else it is simple.
//!
//! The rater reproduces this from its own path without a second solve in
//! most cases, because applying sound eliminations in any order reaches the
//! same closure: a puzzle is simple when naked singles alone solve it, easy
//! when singles (but not naked singles alone) do, intermediate when QQWing's
//! six techniques do, expert otherwise. Only when the path used an X-wing or
//! a direct hidden triple (the two non-QQWing techniques a rater may try
//! before a hidden pair) is QQWing's closure checked by a solve.

use crate::logic::finders::bit_board::BitBoard;
use crate::logic::{Candidates, Known, LogicalSolver, Technique};
use crate::Grid;
use std::fmt;
use std::str::FromStr;

/// QQWing's difficulty classes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum QqwingClass {
    /// Naked singles alone solve it.
    Simple,
    /// Singles solve it, with at least one hidden single.
    Easy,
    /// Pointing, claiming, naked or hidden pairs needed, no guess.
    Intermediate,
    /// QQWing would have to guess.
    Expert,
}

impl QqwingClass {
    /// Every class, easiest first.
    pub const ALL: [QqwingClass; 4] = [
        QqwingClass::Simple,
        QqwingClass::Easy,
        QqwingClass::Intermediate,
        QqwingClass::Expert,
    ];

    /// Lower-case name.
    pub const fn name(self) -> &'static str {
        match self {
            QqwingClass::Simple => "simple",
            QqwingClass::Easy => "easy",
            QqwingClass::Intermediate => "intermediate",
            QqwingClass::Expert => "expert",
        }
    }
}

impl fmt::Display for QqwingClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for QqwingClass {
    type Err = String;
    fn from_str(s: &str) -> Result<QqwingClass, String> {
        let lower = s.trim().to_ascii_lowercase();
        QqwingClass::ALL
            .into_iter()
            .find(|c| c.name() == lower)
            .ok_or_else(|| format!("unknown QQWing class '{s}'"))
    }
}

/// QQWing's techniques, as ours.
pub const QQWING_TECHNIQUES: [Technique; 8] = [
    Technique::FullHouse,
    Technique::HiddenSingleBox,
    Technique::HiddenSingleLine,
    Technique::NakedSingle,
    Technique::Pointing,
    Technique::Claiming,
    Technique::NakedPair,
    Technique::HiddenPair,
];

fn is_single(t: Technique) -> bool {
    matches!(
        t,
        Technique::FullHouse
            | Technique::HiddenSingleBox
            | Technique::HiddenSingleLine
            | Technique::NakedSingle
    )
}

/// The class of `puzzle` given the techniques its path used (in any order)
/// and whether the path solved it.
pub fn classify(puzzle: &Grid, used: &[Technique], solved: bool) -> QqwingClass {
    if !solved {
        return QqwingClass::Expert;
    }
    if used.iter().all(|&t| is_single(t)) {
        let simple = BitBoard::from_grid(puzzle).is_some_and(BitBoard::solves_by_naked_singles);
        return if simple {
            QqwingClass::Simple
        } else {
            QqwingClass::Easy
        };
    }
    if used.iter().all(|t| QQWING_TECHNIQUES.contains(t)) {
        return QqwingClass::Intermediate;
    }
    let only_early_extras = used.iter().all(|t| {
        QQWING_TECHNIQUES.contains(t) || matches!(t, Technique::XWing | Technique::HiddenTriple)
    });
    if only_early_extras && solves_with_qqwing_techniques(puzzle) {
        return QqwingClass::Intermediate;
    }
    QqwingClass::Expert
}

/// Whether QQWing's techniques alone solve `puzzle` (only the outcome is
/// read: no step is kept, and singles are found on bit boards, the same
/// singles as the finders').
fn solves_with_qqwing_techniques(puzzle: &Grid) -> bool {
    let mut state = Candidates::from_grid(puzzle);
    LogicalSolver::with_techniques(&QQWING_TECHNIQUES).walk(
        &mut state,
        Known::nothing(),
        u16::MAX,
        true,
        None,
        |_, _, _| true,
    );
    state.is_solved()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn singles_classes() {
        // Naked singles alone fill it.
        let g: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let used = [Technique::NakedSingle, Technique::HiddenSingleBox];
        let c = classify(&g, &used, true);
        let naked_only = BitBoard::from_grid(&g).unwrap().solves_by_naked_singles();
        assert_eq!(
            c,
            if naked_only {
                QqwingClass::Simple
            } else {
                QqwingClass::Easy
            }
        );
        assert_eq!(classify(&g, &used, false), QqwingClass::Expert);
        assert_eq!(
            classify(&g, &[Technique::Pointing, Technique::NakedSingle], true),
            QqwingClass::Intermediate
        );
        assert_eq!(
            classify(&g, &[Technique::XYWing], true),
            QqwingClass::Expert
        );
    }

    #[test]
    fn a_full_house_only_puzzle_is_simple() {
        let s: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        let mut p = s;
        p.clear(crate::Cell::at(0, 0));
        assert_eq!(
            classify(&p, &[Technique::FullHouse], true),
            QqwingClass::Simple
        );
    }

    #[test]
    fn names_round_trip() {
        for c in QqwingClass::ALL {
            assert_eq!(c.to_string().parse::<QqwingClass>(), Ok(c));
        }
    }
}
