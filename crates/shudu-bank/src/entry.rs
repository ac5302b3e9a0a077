//! One stored puzzle: its canonical form and everything the bank keeps about it.

use rand::Rng;
use shudu::dig::{self, Symmetry};
use shudu::rate::{self, HodokuLevel, Level, QqwingClass, RateError};
use shudu::transform::{canonical_puzzle, PuzzleId, Transformation};
use shudu::Grid;

/// A puzzle as the bank stores it: the canonical form of its class of equivalent puzzles
/// (see `shudu::transform::canonical_puzzle`), that form's solution, and its ratings.
///
/// Every field is the same for every equivalent copy of the puzzle except [`Entry::symmetry`]
/// (the clue pattern's symmetry as it was added: turning or moving rows can hide it),
/// [`Entry::source`] and [`Entry::added_at`].
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// The stable puzzle ID (`shudu::transform::puzzle_id`): 13 characters of base 32.
    pub id: String,
    /// The canonical form: the bank's key (unique).
    pub canonical: Grid,
    /// The canonical form's only solution.
    pub solution: Grid,
    /// Number of givens.
    pub givens: u8,
    /// SE-style rating in tenths (`72` is SE 7.2).
    pub se_tenths: u16,
    /// The level users see (a range of the SE rating).
    pub level: Level,
    /// HoDoKu-style score.
    pub hodoku_score: u32,
    /// HoDoKu-style level.
    pub hodoku_level: HodokuLevel,
    /// QQWing-style class.
    pub qqwing: QqwingClass,
    /// The hardest technique's id (`x-wing`, `aic`, ...); `None` for nothing to solve.
    pub hardest: Option<String>,
    /// The strongest symmetry of the clue pattern as added (`none` if it has none).
    pub symmetry: Symmetry,
    /// Whether removing any given would allow a second solution.
    pub minimal: bool,
    /// Where the puzzle came from: `file.txt:12`, `fill seed 7 #3`, ...
    pub source: String,
    /// When it was added: seconds since 1970-01-01 UTC.
    pub added_at: i64,
}

/// Why a puzzle cannot go into the bank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EntryError {
    /// Clashing givens, no solution, or several solutions.
    #[error("{0}")]
    Rate(#[from] RateError),
}

impl Entry {
    /// Rates and canonicalises a puzzle. The ratings are those of the canonical form, so that
    /// every equivalent copy gets the same ones whichever copy is added first.
    pub fn new(puzzle: &Grid, source: &str, added_at: i64) -> Result<Entry, EntryError> {
        rate::check(puzzle)?;
        let canonical = canonical_puzzle(puzzle);
        let form = canonical.form;
        let solution = rate::check(&form)?;
        let rating = rate::rate(&form)?;
        Ok(Entry {
            id: PuzzleId::of_form(&form).to_string(),
            canonical: form,
            solution,
            givens: form.givens() as u8,
            se_tenths: (rating.se * 10.0).round() as u16,
            level: rating.level,
            hodoku_score: rating.hodoku_score,
            hodoku_level: rating.hodoku_level,
            qqwing: rating.qqwing,
            hardest: rating.hardest.map(|t| t.id().to_string()),
            symmetry: strongest_symmetry(puzzle),
            minimal: dig::is_minimal(&form),
            source: source.to_string(),
            added_at,
        })
    }

    /// The SE-style rating.
    pub fn se(&self) -> f32 {
        f32::from(self.se_tenths) / 10.0
    }

    /// A random equivalent copy of the puzzle and its solution, moved by the same
    /// transformation (`Transformation::random`): relabelled, turned, rows and columns moved.
    pub fn shuffled<R: Rng + ?Sized>(&self, rng: &mut R) -> (Grid, Grid) {
        let t = Transformation::random(rng);
        (t.apply(&self.canonical), t.apply(&self.solution))
    }

    /// The draw key: a number in `0..2^62` fixed by the canonical form, so that the same bank
    /// contents give the same draws for the same seed, whatever order puzzles were added in.
    pub fn draw_key(&self) -> i64 {
        draw_key(&self.canonical)
    }
}

/// See [`Entry::draw_key`].
pub(crate) fn draw_key(canonical: &Grid) -> i64 {
    let mut h: u64 = 0x5344_4b42_414e_4b00;
    for chunk in canonical.values().chunks(8) {
        let mut word = 0u64;
        for &v in chunk {
            word = word << 8 | u64::from(v);
        }
        h = shudu::mix64(h ^ word);
    }
    (h >> 2) as i64
}

/// The symmetry of the clue pattern with the fewest orbits (the most constrained) among those
/// that hold; `none` if none does.
pub fn strongest_symmetry(puzzle: &Grid) -> Symmetry {
    Symmetry::ALL
        .iter()
        .copied()
        .filter(|s| s.holds(puzzle))
        .min_by_key(|s| s.orbits().len())
        .unwrap_or(Symmetry::None)
}

/// The current time in seconds since 1970 (0 if the clock is before it).
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}
