//! Human-style solving: pencil marks, techniques, and explained steps.
//!
//! [`Candidates`] holds a grid's pencil marks; each finder (in `finders/`,
//! one file per technique family) looks for its pattern and returns a
//! [`Step`] (technique, pattern, conclusions, and a sentence of
//! explanation written when asked, [`Step::text`]). [`LogicalSolver`], the
//! one solver, applies at every step the first finder of its [`Order`] that
//! concludes something, until the grid is solved: simplest first
//! ([`Technique::ALL`] order) by default; the rater gives it Sudoku
//! Explainer's order ([`crate::rate::se::order`]).

mod answers;
mod candidates;
pub(crate) mod finders;
mod order;
mod solver;
mod step;
mod technique;

pub(crate) use answers::{Answers, Share};
pub use candidates::Candidates;
pub use order::{Finder, Order};
pub(crate) use solver::{Known, Taken};
pub use solver::{LogicalSolver, SolvePath};
pub use step::{Candidate, Step};
pub use technique::Technique;
