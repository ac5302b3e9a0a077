//! Complete-grid methods: ways to make a full, valid 9x9 grid at random.
//!
//! [`Method`] names every method; [`Method::fill`] runs one with the
//! caller's random-number generator. Each method has its own file: the
//! engine's own fast method ([`random_grid`]) and the methods of the five
//! source articles, each faithful to its article (the module documentation lists
//! every deviation) and each always giving a valid grid.
//!
//! ```
//! use rand::SeedableRng;
//! use shudu::fill::Method;
//!
//! let mut rng = shudu::DefaultRng::seed_from_u64(7);
//! for method in Method::ALL {
//!     assert!(method.fill(&mut rng).is_solved(), "{method}");
//! }
//! let rows: Method = "rows".parse().unwrap();
//! assert_eq!(rows.with_threshold(100), Method::Rows { threshold: 100 });
//! ```

pub mod bias;
pub mod box_force;
pub mod centre_shift;
mod default;
pub mod diagonal;
pub mod las_vegas;
pub mod rows;
pub mod transform;

pub use default::random_grid;

use crate::Grid;
use rand::Rng;

/// A named way to make a complete grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Method {
    /// The engine's own fast method (see [`random_grid`]).
    #[default]
    Default,
    /// Article 000: box by box, random candidates, a dead grid means starting
    /// over ([`box_force::fill`]).
    BoxForce,
    /// Article 000's suggested fix: the same order with backtracking
    /// ([`box_force::fill_backtracking`]).
    BoxBacktrack,
    /// Articles 001/003: random row orderings, the whole grid restarted after
    /// `threshold` draws ([`rows::fill`]).
    Rows {
        /// Draws before a restart (the article's 220 by default; raised to at
        /// least [`rows::MIN_THRESHOLD`]).
        threshold: u32,
    },
    /// Article 003: a stored grid under random symmetries
    /// ([`transform::fill`]).
    Transform,
    /// Article 002: random starting digits, then depth-first completion
    /// ([`las_vegas::fill`]).
    LasVegas {
        /// Starting digits (the article's 11 by default; at most
        /// [`las_vegas::MAX_GIVENS_FIRST`]).
        givens_first: u8,
    },
    /// Article 004: a random centre box and cyclic shifts of it
    /// ([`centre_shift::fill`]).
    CentreShift,
    /// Article 000, appendix: random diagonal boxes, completed by the solver
    /// ([`diagonal::fill`]).
    Diagonal,
}

impl Method {
    /// The random-rows method with the article's threshold.
    pub const ROWS: Method = Method::Rows {
        threshold: rows::DEFAULT_THRESHOLD,
    };

    /// The Las Vegas method with the article's 11 starting digits.
    pub const LAS_VEGAS: Method = Method::LasVegas {
        givens_first: las_vegas::DEFAULT_GIVENS_FIRST,
    };

    /// Every method with its default parameters, in the order they are
    /// listed to users.
    pub const ALL: &'static [Method] = &[
        Method::Default,
        Method::BoxForce,
        Method::BoxBacktrack,
        Method::ROWS,
        Method::Transform,
        Method::LAS_VEGAS,
        Method::CentreShift,
        Method::Diagonal,
    ];

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Method::Default => "default",
            Method::BoxForce => "box-force",
            Method::BoxBacktrack => "box-backtrack",
            Method::Rows { .. } => "rows",
            Method::Transform => "transform",
            Method::LasVegas { .. } => "las-vegas",
            Method::CentreShift => "centre-shift",
            Method::Diagonal => "diagonal",
        }
    }

    /// The source article the method comes from (`None` for the engine's own).
    pub fn article(self) -> Option<&'static str> {
        match self {
            Method::Default => None,
            Method::BoxForce | Method::BoxBacktrack | Method::Diagonal => Some("000"),
            Method::Rows { .. } => Some("001, 003"),
            Method::Transform => Some("003"),
            Method::LasVegas { .. } => Some("002"),
            Method::CentreShift => Some("004"),
        }
    }

    /// One line saying what the method does.
    pub fn summary(self) -> &'static str {
        match self {
            Method::Default => {
                "a random depth-first fill in reading order, then a random symmetry of the grid"
            }
            Method::BoxForce => {
                "box by box, random candidates checked against row and column; a dead grid starts over"
            }
            Method::BoxBacktrack => "box by box like box-force, backtracking from a dead cell",
            Method::Rows { .. } => {
                "row by row from random orderings of 1..9; a dead row is redrawn, all restarts after the threshold"
            }
            Method::Transform => {
                "a stored grid relabelled, rows/columns swapped in bands/stacks, bands/stacks reordered, turned, transposed"
            }
            Method::LasVegas { .. } => {
                "random starting digits, then the smallest depth-first completion; a new start if none"
            }
            Method::CentreShift => "a random centre box; the other boxes are cyclic shifts of its rows and columns",
            Method::Diagonal => "the three diagonal boxes at random, the rest by the solver",
        }
    }

    /// This method with another restart threshold, if it is
    /// [`Method::Rows`]; other methods are returned unchanged.
    pub fn with_threshold(self, threshold: u32) -> Method {
        match self {
            Method::Rows { .. } => Method::Rows { threshold },
            other => other,
        }
    }

    /// This method with another number of starting digits, if it is
    /// [`Method::LasVegas`]; other methods are returned unchanged.
    pub fn with_givens_first(self, givens_first: u8) -> Method {
        match self {
            Method::LasVegas { .. } => Method::LasVegas { givens_first },
            other => other,
        }
    }

    /// Makes one complete, valid grid.
    pub fn fill<R: Rng + ?Sized>(self, rng: &mut R) -> Grid {
        match self {
            Method::Default => random_grid(rng),
            Method::BoxForce => box_force::fill(rng),
            Method::BoxBacktrack => box_force::fill_backtracking(rng),
            Method::Rows { threshold } => rows::fill(rng, threshold),
            Method::Transform => transform::fill(rng),
            Method::LasVegas { givens_first } => las_vegas::fill(rng, givens_first),
            Method::CentreShift => centre_shift::fill(rng),
            Method::Diagonal => diagonal::fill(rng),
        }
    }
}

impl std::fmt::Display for Method {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Method {
    type Err = String;
    /// Parses a method name; parameters take their defaults.
    fn from_str(s: &str) -> Result<Method, String> {
        Method::ALL
            .iter()
            .copied()
            .find(|m| m.name() == s)
            .ok_or_else(|| {
                let names: Vec<_> = Method::ALL.iter().map(|m| m.name()).collect();
                format!(
                    "unknown method '{s}' (expected one of: {})",
                    names.join(", ")
                )
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DefaultRng;
    use rand::SeedableRng;

    #[test]
    fn names_round_trip() {
        for &m in Method::ALL {
            assert_eq!(m.name().parse::<Method>(), Ok(m));
            assert_eq!(m.to_string(), m.name());
        }
        assert!("nope".parse::<Method>().unwrap_err().contains("box-force"));
        assert_eq!(Method::ALL.len(), 8);
    }

    #[test]
    fn parameters_apply_only_to_their_method() {
        assert_eq!(
            Method::ROWS.with_threshold(50),
            Method::Rows { threshold: 50 }
        );
        assert_eq!(Method::Default.with_threshold(50), Method::Default);
        assert_eq!(
            Method::LAS_VEGAS.with_givens_first(3),
            Method::LasVegas { givens_first: 3 }
        );
        assert_eq!(Method::Transform.with_givens_first(3), Method::Transform);
    }

    #[test]
    fn every_method_is_valid_and_seeded() {
        for &m in Method::ALL {
            let mut rng = DefaultRng::seed_from_u64(1);
            let grids: Vec<Grid> = (0..2000).map(|_| m.fill(&mut rng)).collect();
            assert!(grids.iter().all(Grid::is_solved), "{m}");
            let mut again = DefaultRng::seed_from_u64(1);
            for g in grids.iter().take(20) {
                assert_eq!(m.fill(&mut again), *g, "{m} is not reproducible");
            }
        }
    }
}
