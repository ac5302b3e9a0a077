//! The digging questions, asked of boards built from cell sets: does a
//! puzzle have a solution other than a known one (in a given cell)?
//!
//! These boards are nearly solved (a puzzle with one given or orbit less than a
//! uniquely solvable one), and for them branching on a cell with two
//! candidates beats the general search's branching on a digit's layout in
//! a band or stack (measured on minimal-puzzle digs).

use super::board::{BandCell, Board};
use super::solution_search::{search_by_cells, Tally};

/// Whether the puzzle given as cell sets (see [`Board::from_cell_sets`]:
/// bit `i` is cell `i`) has a solution with something other than digit
/// index `d` in `cell` (not given).
pub(crate) fn has_solution_without_in(
    allowed: &[u128; 9],
    by_digit: &[u128; 9],
    givens: u128,
    cell: usize,
    d: usize,
) -> bool {
    let mut board = Board::from_cell_sets(allowed, by_digit, givens);
    board.forbid(BandCell::from_index(cell), d);
    count_from(&mut board, 1) > 0
}

/// The number of solutions of the puzzle whose givens are `by_digit` (bit
/// `i` of `by_digit[d]`: digit index `d` given in cell `i`), counting no
/// further than `limit` (> 0): the digging question for several cells.
pub(crate) fn count_in(by_digit: &[u128; 9], limit: usize) -> usize {
    match Board::from_digit_cells(by_digit) {
        Ok(mut board) => count_from(&mut board, limit),
        Err(_) => 0,
    }
}

/// The solutions of `board` (used up), at most `limit` (> 0), found by
/// branching on cells.
fn count_from(board: &mut Board, limit: usize) -> usize {
    let mut tally = Tally::new(limit);
    search_by_cells(board, &mut tally);
    tally.count
}
