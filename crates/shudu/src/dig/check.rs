//! The removal test: may an orbit of givens go with the solution staying unique?

use crate::{Cell, Grid};

/// Whether emptying `orbit` (all filled) in `puzzle`, whose only solution is
/// `solution`, leaves exactly one solution.
///
/// Any other solution of the emptied puzzle must differ from `solution` in one
/// of the emptied cells (elsewhere it agrees with the givens), so one cell is
/// tested with [`Grid::has_solution_without`], several with a count.
pub(crate) fn can_remove(puzzle: &Grid, solution: &Grid, orbit: &[Cell]) -> bool {
    match orbit {
        [cell] => {
            let digit = solution.get(*cell).expect("the solution is complete");
            !puzzle.has_solution_without(*cell, digit)
        }
        _ => {
            let mut emptied = *puzzle;
            for &c in orbit {
                emptied.clear(c);
            }
            emptied.count_solutions(2) == 1
        }
    }
}
