//! Complete-grid methods: ways to make a full, valid 9x9 grid at random.
//!
//! [`Method`] names every method; [`Method::fill`] runs one with the
//! caller's random-number generator. Each method has its own file.

mod default;

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
}

impl Method {
    /// Every method, in the order they are listed to users.
    pub const ALL: &'static [Method] = &[Method::Default];

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Method::Default => "default",
        }
    }

    /// Makes one complete, valid grid.
    pub fn fill<R: Rng + ?Sized>(self, rng: &mut R) -> Grid {
        match self {
            Method::Default => random_grid(rng),
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
