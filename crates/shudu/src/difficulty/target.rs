//! What a user asks for: a level by name or a range of the SE number, rated by the engine.

use super::{Capped, Rater, SeRange};
use crate::rate::{self, Level, SeFirst};
use crate::Grid;
use std::fmt;
use std::str::FromStr;

/// The difficulty asked for: one of the [`Level`]s users see, or any range
/// of the SE-style number.
///
/// Parses a level name (`easy` ... `extreme`) or a range (`MIN..MAX`).
///
/// ```
/// use shudu::difficulty::DifficultyTarget;
/// use shudu::rate::Level;
///
/// let t: DifficultyTarget = "expert".parse().unwrap();
/// assert_eq!(t, DifficultyTarget::Level(Level::Expert));
/// assert_eq!(t.to_string(), "expert (SE 4.1..6.4)");
/// let t: DifficultyTarget = "7.5..8.5".parse().unwrap();
/// assert_eq!(t.to_string(), "SE 7.5..8.5");
/// assert!(t.range().contains(8.0));
/// assert!("fiendish".parse::<DifficultyTarget>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum DifficultyTarget {
    /// A level: its SE range ([`Level::se_range`]).
    Level(Level),
    /// Any range of the SE number.
    Se(SeRange),
}

impl DifficultyTarget {
    /// The range of SE numbers that meets the target.
    pub fn range(self) -> SeRange {
        match self {
            DifficultyTarget::Level(level) => {
                let (min, max) = level.se_range();
                SeRange::new(min, max).expect("level ranges are valid bands")
            }
            DifficultyTarget::Se(range) => range,
        }
    }

    /// The level's name, for a level.
    pub fn level(self) -> Option<Level> {
        match self {
            DifficultyTarget::Level(level) => Some(level),
            DifficultyTarget::Se(_) => None,
        }
    }
}

impl From<Level> for DifficultyTarget {
    fn from(level: Level) -> DifficultyTarget {
        DifficultyTarget::Level(level)
    }
}

impl From<SeRange> for DifficultyTarget {
    fn from(range: SeRange) -> DifficultyTarget {
        DifficultyTarget::Se(range)
    }
}

impl fmt::Display for DifficultyTarget {
    /// `expert (SE 4.1..6.4)` or `SE 7.5..8.5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DifficultyTarget::Level(level) => write!(f, "{level} (SE {})", self.range()),
            DifficultyTarget::Se(range) => write!(f, "SE {range}"),
        }
    }
}

impl FromStr for DifficultyTarget {
    type Err = String;

    /// A level name or a range `MIN..MAX`.
    fn from_str(s: &str) -> Result<DifficultyTarget, String> {
        if let Ok(level) = s.parse::<Level>() {
            return Ok(DifficultyTarget::Level(level));
        }
        if s.trim_start()
            .starts_with(|c: char| c.is_ascii_digit() || c == '.')
        {
            return s.parse::<SeRange>().map(DifficultyTarget::Se);
        }
        let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
        Err(format!(
            "unknown difficulty '{s}' (expected one of: {}, or an SE band MIN..MAX)",
            names.join(", ")
        ))
    }
}

/// The engine's SE-style rating ([`rate::rate`]) as a [`Rater`]: what
/// `shudu rate` prints, so every puzzle made with it re-rates the same.
/// Its ratings are [`SeFirst`]: the SE number first, the other scales read
/// only for the tiebreak (the HoDoKu-style score) and for the puzzle found
/// ([`SeFirst::complete`]), so that the many puzzles turned away on their
/// SE number cost no solve in HoDoKu's order.
#[derive(Clone, Copy, Debug, Default)]
pub struct SeRater;

impl Rater for SeRater {
    type Rating = SeFirst;

    fn rate(&mut self, puzzle: &Grid) -> Option<SeFirst> {
        rate::rate_se_first_at_most(puzzle, u16::MAX).ok().flatten()
    }

    fn se(&self, rating: &SeFirst) -> f32 {
        rating.se().se
    }

    fn tiebreak(&self, rating: &SeFirst) -> u32 {
        rating.hodoku_score()
    }

    fn rate_up_to(&mut self, puzzle: &Grid, max: f32) -> Option<Capped<SeFirst>> {
        // SE numbers are whole tenths: the cap is the last tenth within `max`.
        let tenths = (max * 10.0 + 1e-3).floor();
        if !(0.0..f32::from(u16::MAX)).contains(&tenths) {
            return self.rate(puzzle).map(Capped::Rated);
        }
        match rate::rate_se_first_at_most(puzzle, tenths as u16) {
            Ok(Some(r)) => Some(Capped::Rated(r)),
            Ok(None) => Some(Capped::Above),
            Err(_) => None,
        }
    }
}
