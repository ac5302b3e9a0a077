//! The one difficulty name users see everywhere, each a stated range of the
//! SE-style number.

use std::fmt;
use std::str::FromStr;

/// A difficulty level: a range of the SE-style number (see
/// [`Level::se_range`]).
///
/// | level | SE | what it takes |
/// |---|---|---|
/// | easy | 1.0 - 1.5 | full houses and hidden singles: no pencil marks needed |
/// | medium | 1.6 - 2.5 | naked singles, and intersections or hidden subsets that at once give a hidden single |
/// | hard | 2.6 - 4.0 | pointing, claiming, naked and hidden pairs and triples, X-wing, swordfish |
/// | expert | 4.1 - 6.4 | XY-, XYZ- and W-wings, unique rectangles, quads, jellyfish, BUG+1 |
/// | master | 6.5 - 8.9 | chains and loops, colouring, single-digit patterns, finned fish, ALS, forcing chains, the shortest dynamic chains |
/// | extreme | 9.0 and up | dynamic and nested forcing chains: the published "hardest" lists |
///
/// The cuts follow the families of techniques on SE's own table: each level
/// adds one kind of reasoning (scanning, candidates of one cell, candidate
/// patterns in a unit, multi-unit patterns, chains, nested chains).
///
/// ```
/// use shudu::rate::Level;
///
/// assert_eq!(Level::from_se(1.2), Level::Easy);
/// assert_eq!(Level::from_se(2.3), Level::Medium);
/// assert_eq!(Level::from_se(3.2), Level::Hard);
/// assert_eq!(Level::from_se(11.7), Level::Extreme);
/// assert_eq!("master".parse::<Level>(), Ok(Level::Master));
/// assert_eq!(Level::Hard.se_range(), (2.6, 4.0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Level {
    /// SE 1.0 - 1.5.
    Easy,
    /// SE 1.6 - 2.5.
    Medium,
    /// SE 2.6 - 4.0.
    Hard,
    /// SE 4.1 - 6.4.
    Expert,
    /// SE 6.5 - 8.9.
    Master,
    /// SE 9.0 and up.
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 6] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Master,
        Level::Extreme,
    ];

    /// The lowest and highest SE number (tenths, inclusive) of the level;
    /// extreme has no upper end (`u16::MAX`).
    pub const fn se_range_tenths(self) -> (u16, u16) {
        match self {
            Level::Easy => (0, 15),
            Level::Medium => (16, 25),
            Level::Hard => (26, 40),
            Level::Expert => (41, 64),
            Level::Master => (65, 89),
            Level::Extreme => (90, u16::MAX),
        }
    }

    /// The lowest and highest SE number of the level, inclusive; easy starts
    /// at 1.0 (an already full grid rates 0.0 and counts as easy), extreme
    /// ends at infinity.
    pub fn se_range(self) -> (f32, f32) {
        let (lo, hi) = self.se_range_tenths();
        let lo = if self == Level::Easy {
            1.0
        } else {
            f32::from(lo) / 10.0
        };
        let hi = if hi == u16::MAX {
            f32::INFINITY
        } else {
            f32::from(hi) / 10.0
        };
        (lo, hi)
    }

    /// The level of an SE number given in tenths.
    pub fn from_se_tenths(tenths: u16) -> Level {
        Level::ALL
            .into_iter()
            .find(|l| tenths <= l.se_range_tenths().1)
            .unwrap_or(Level::Extreme)
    }

    /// The level of an SE number (rounded to one decimal first).
    pub fn from_se(se: f32) -> Level {
        Level::from_se_tenths((se.max(0.0) * 10.0).round() as u16)
    }

    /// Lower-case name: `easy`, `medium`, `hard`, `expert`, `master`, `extreme`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Master => "master",
            Level::Extreme => "extreme",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;
    /// Parses a level name, ignoring case.
    fn from_str(s: &str) -> Result<Level, String> {
        let lower = s.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|l| l.name() == lower)
            .ok_or_else(|| {
                format!(
                    "unknown level '{s}' (expected easy, medium, hard, expert, master or extreme)"
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_tile_the_scale() {
        let mut next = 0;
        for l in Level::ALL {
            let (lo, hi) = l.se_range_tenths();
            assert_eq!(lo, next, "{l}");
            assert!(hi >= lo);
            next = hi.saturating_add(1);
        }
        for t in 0..200u16 {
            let l = Level::from_se_tenths(t);
            let (lo, hi) = l.se_range_tenths();
            assert!(lo <= t && t <= hi);
        }
    }

    #[test]
    fn boundaries() {
        assert_eq!(Level::from_se(1.5), Level::Easy);
        assert_eq!(Level::from_se(1.7), Level::Medium);
        assert_eq!(Level::from_se(2.5), Level::Medium);
        assert_eq!(Level::from_se(2.6), Level::Hard);
        assert_eq!(Level::from_se(4.0), Level::Hard);
        assert_eq!(Level::from_se(4.2), Level::Expert);
        assert_eq!(Level::from_se(6.4), Level::Expert);
        assert_eq!(Level::from_se(6.6), Level::Master);
        assert_eq!(Level::from_se(8.9), Level::Master);
        assert_eq!(Level::from_se(9.0), Level::Extreme);
        assert_eq!(Level::from_se(0.0), Level::Easy);
    }

    #[test]
    fn names_round_trip() {
        for l in Level::ALL {
            assert_eq!(l.to_string().parse::<Level>(), Ok(l));
            assert_eq!(l.name().to_uppercase().parse::<Level>(), Ok(l));
        }
        assert!("impossible".parse::<Level>().is_err());
    }
}
