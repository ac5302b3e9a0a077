//! The engine's default complete-grid method.

use crate::Grid;
use rand::Rng;

/// A random complete grid: the solver's search from the empty grid with the
/// digits of each branch cell tried in random order.
///
/// ```
/// use rand::SeedableRng;
/// let mut rng = shudu::DefaultRng::seed_from_u64(1);
/// assert!(shudu::fill::random_grid(&mut rng).is_solved());
/// ```
pub fn random_grid<R: Rng + ?Sized>(rng: &mut R) -> Grid {
    crate::solver::random_solution(&Grid::empty(), rng)
        .expect("the empty grid always has a solution")
}
