//! What a dig should aim for: a number of givens or holes, minimality, a symmetry, an effort bound.

use super::Symmetry;
use crate::fill::Method;

/// How far to dig.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Target {
    /// Stop once the puzzle has this many givens (see [`DigOptions`] for how
    /// symmetry and minimality change that).
    Givens(usize),
    /// Stop once the puzzle has this many empty cells; the same as
    /// `Givens(81 - n)`.
    Holes(usize),
    /// No count: remove cells until none (no orbit, under a symmetry) can be
    /// removed without losing uniqueness. The result is always minimal.
    #[default]
    Minimal,
}

impl Target {
    /// The number of givens aimed at, `None` for [`Target::Minimal`].
    /// A `Holes` target above 81 asks for a negative number of givens and is
    /// clamped to 0 (which no puzzle can reach).
    pub fn givens(self) -> Option<usize> {
        match self {
            Target::Givens(n) => Some(n),
            Target::Holes(n) => Some(81usize.saturating_sub(n)),
            Target::Minimal => None,
        }
    }
}

/// The options of [`dig`](super::dig) and [`generate`](super::generate).
///
/// Semantics:
/// - Cells are removed a whole symmetry orbit at a time, in random order; a
///   removal is kept only if the puzzle keeps exactly one solution.
/// - `Target::Givens(n)` (or `Holes`): stop as soon as the puzzle has `n`
///   givens. Under a symmetry whose orbits have several cells, an orbit that
///   would go below `n` is put aside while others may still land exactly; if
///   the pass ends above `n`, the put-aside orbits are tried, smallest first,
///   and one of them may take the puzzle below `n` by less than its size. So
///   a pass ends with at most `n` givens. Without a symmetry it ends on
///   exactly `n`. Under a symmetry whose whole orbits can hold `n`, a pass that
///   lands below `n` does not end the search: the other passes (up to
///   `max_attempts`) look for an exact one, and the closest below (short by
///   less than one orbit) is returned only if none lands on `n`; so with
///   `max_attempts = 1` a result can be one orbit short. When whole orbits
///   cannot hold `n` at all, the first pass at or below `n` is the answer.
///   [`Puzzle::givens`](super::Puzzle::givens) reports the exact count.
/// - `minimal: true` with a count: the result is a *minimal* puzzle with *at
///   most* `n` givens. The dig does not stop at `n` but keeps trying every
///   orbit; it lands on exactly `n` only if the puzzle there is already
///   minimal. Under a symmetry, minimal means orbit-minimal: no orbit can be
///   removed (a single cell might still be, breaking the symmetry).
/// - `Target::Minimal`: dig until nothing can be removed; `minimal` is implied.
/// - When one pass over the orbits misses the target, another is made with a
///   new removal order ([`dig`](super::dig)) or a new grid
///   ([`generate`](super::generate)), `max_attempts` passes in all; then the
///   error carries the best (fewest givens) puzzle found. Targets below 17
///   givens, which no puzzle with one solution has, fail after one pass.
///
/// ```
/// use shudu::dig::{DigOptions, Symmetry, Target};
///
/// let o = DigOptions::givens(28).with_symmetry(Symmetry::Rot180);
/// assert_eq!(o.target, Target::Givens(28));
/// assert!(!o.minimal);
/// assert_eq!(DigOptions::default().target, Target::Minimal);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DigOptions {
    /// How far to dig (default: [`Target::Minimal`]).
    pub target: Target,
    /// Whether the result must be minimal (orbit-minimal under a symmetry).
    pub minimal: bool,
    /// The symmetry the clue pattern must have (default: none).
    pub symmetry: Symmetry,
    /// The most digging passes to make before giving up (at least one is
    /// always made).
    pub max_attempts: usize,
    /// How [`generate`](super::generate) makes its complete grids.
    pub method: Method,
}

impl DigOptions {
    /// The default effort bound: enough for targets a few givens below the
    /// typical minimal puzzle, and bounded to a fraction of a second for
    /// unreachable ones.
    pub const DEFAULT_MAX_ATTEMPTS: usize = 1000;

    /// Options with the given target and defaults elsewhere.
    pub fn new(target: Target) -> DigOptions {
        DigOptions {
            target,
            ..DigOptions::default()
        }
    }

    /// Aim for `n` givens.
    pub fn givens(n: usize) -> DigOptions {
        DigOptions::new(Target::Givens(n))
    }

    /// Aim for `n` empty cells.
    pub fn holes(n: usize) -> DigOptions {
        DigOptions::new(Target::Holes(n))
    }

    /// The same options with another symmetry.
    pub fn with_symmetry(self, symmetry: Symmetry) -> DigOptions {
        DigOptions { symmetry, ..self }
    }

    /// The same options with minimality required or not.
    pub fn with_minimal(self, minimal: bool) -> DigOptions {
        DigOptions { minimal, ..self }
    }

    /// The same options with another effort bound.
    pub fn with_max_attempts(self, max_attempts: usize) -> DigOptions {
        DigOptions {
            max_attempts,
            ..self
        }
    }

    /// The same options with another complete-grid method.
    pub fn with_method(self, method: Method) -> DigOptions {
        DigOptions { method, ..self }
    }

    /// Whether the result must be minimal: asked for, or implied by
    /// [`Target::Minimal`].
    pub fn wants_minimal(&self) -> bool {
        self.minimal || self.target == Target::Minimal
    }
}

impl Default for DigOptions {
    fn default() -> DigOptions {
        DigOptions {
            target: Target::Minimal,
            minimal: false,
            symmetry: Symmetry::None,
            max_attempts: DigOptions::DEFAULT_MAX_ATTEMPTS,
            method: Method::Default,
        }
    }
}
