//! Human-style solving: pencil marks, techniques, and explained steps.
//!
//! [`Candidates`] holds a grid's pencil marks; each technique finder looks for
//! its pattern and returns a [`Step`] (technique, pattern, conclusions, and a
//! sentence of explanation); [`LogicalSolver`] applies the simplest available
//! step until the grid is solved. The list of techniques, in order, is
//! [`Technique::ALL`].

mod candidates;
pub(crate) mod finders;
mod order;
mod solver;
mod step;
mod technique;

pub use candidates::Candidates;
pub use order::{Finder, Order};
pub(crate) use solver::Taken;
pub use solver::{LogicalSolver, SolvePath};
pub use step::{Candidate, Step};
pub use technique::Technique;
