//! What a bank holds: counts per level, SE rating, hardest technique and symmetry.

use shudu::rate::Level;

/// Counts over the whole bank.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stats {
    /// Puzzles stored.
    pub total: u64,
    /// Puzzles per level, easiest first, every level listed (zero if none).
    pub levels: Vec<(Level, u64)>,
    /// Puzzles per SE rating (in tenths), lowest first; ratings with no puzzle left out.
    pub se_tenths: Vec<(u16, u64)>,
    /// Puzzles per hardest technique id, most common first (`-` for nothing to solve).
    pub hardest: Vec<(String, u64)>,
    /// Puzzles per clue-pattern symmetry, most common first.
    pub symmetry: Vec<(String, u64)>,
    /// Puzzles per number of givens, fewest first.
    pub givens: Vec<(u8, u64)>,
    /// How many are minimal.
    pub minimal: u64,
}

impl Stats {
    /// Fills `levels` with every level from the counts found (`level name -> count`).
    pub(crate) fn levels_from(found: &[(String, u64)]) -> Vec<(Level, u64)> {
        Level::ALL
            .iter()
            .map(|&level| {
                let n = found
                    .iter()
                    .filter(|(name, _)| name == level.name())
                    .map(|(_, n)| n)
                    .sum();
                (level, n)
            })
            .collect()
    }
}
