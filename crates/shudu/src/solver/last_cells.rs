//! Counting the completions of a nearly solved board cell by cell, without
//! propagating: for searches that only count (many solutions of a sparse
//! grid, where most of the time went into propagating the last few cells
//! once per solution).
//!
//! On a propagated board every unsolved cell's candidates already exclude
//! the digits of its solved peers, so the unsolved cells of a unit can only
//! take its missing digits. A choice of one candidate per unsolved cell
//! with no digit twice among peers therefore fills every unit with each
//! digit once: the completions of the board are exactly such choices, and
//! counting them needs only each cell's candidates and which earlier cells
//! are its peers.

use super::board::Board;
use crate::Grid;

/// The most unsolved cells [`count_completions`] takes (a peer set of the
/// earlier cells fits a `u32`).
pub(crate) const MAX_CELLS: usize = 32;

/// The number of completions of `board` (propagated, no contradiction
/// found, at most [`MAX_CELLS`] unsolved cells), counting no further than
/// `limit` (> 0).
pub(crate) fn count_completions(board: &Board, limit: usize) -> usize {
    count::<false>(board, limit, None)
}

/// [`count_completions`], writing the completion into `first` when the
/// count is exactly one (else `first` is left as it was): for a search that
/// keeps its solution only when it is the only one.
pub(crate) fn count_completions_keeping(board: &Board, limit: usize, first: &mut Grid) -> usize {
    count::<true>(board, limit, Some(first))
}

/// [`count_completions`]; `KEEP`: a count of one writes its completion into
/// `first`.
///
/// The completion is written only once the count is known: on sparse boards
/// (many solutions) a second completion usually follows the first at once,
/// and the grid written for the first would go unused. Until then the first
/// completion's choices are kept, a copy of a few words.
#[inline(always)]
fn count<const KEEP: bool>(board: &Board, limit: usize, first: Option<&mut Grid>) -> usize {
    let mut digits = [0u32; MAX_CELLS];
    // Each listed cell's index in reading order (only for `KEEP`).
    let mut index = [0u8; MAX_CELLS];
    // Bit `j` of `peers[k]`: cell `j` (< `k`) of the list shares a unit with cell `k`.
    let mut peers = [0u32; MAX_CELLS];
    // The cells of the list so far in each row, column and box (bit `j`:
    // cell `j`): a cell's earlier peers are three lookups, not a pass over
    // the list (docs/benchmarks.md, the eighth pass).
    let mut rows = [0u32; 9];
    let mut columns = [0u32; 9];
    let mut boxes = [0u32; 9];
    debug_assert!(board.unsolved_count() as usize <= MAX_CELLS);
    let cell_digits = board.cell_digits();
    let mut n = 0;
    for (band, &lane) in board.unsolved_lanes().iter().enumerate() {
        let mut cells = lane;
        while cells != 0 && n < MAX_CELLS {
            let pos = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let (row, column) = (3 * band + pos / 9, pos % 9);
            let box_ = 3 * band + column / 3;
            peers[n] = rows[row] | columns[column] | boxes[box_];
            let bit = 1u32 << n;
            rows[row] |= bit;
            columns[column] |= bit;
            boxes[box_] |= bit;
            digits[n] = cell_digits.of(band, pos);
            if KEEP {
                index[n] = (27 * band + pos) as u8;
            }
            n += 1;
        }
    }
    if n == 0 {
        if let Some(grid) = first {
            board.write_solution(grid);
        }
        return 1;
    }
    // The digits cell `k` may take given the choices of the cells before it.
    let open = |k: usize, chosen: &[u32; MAX_CELLS]| {
        let mut used = 0;
        let mut p = peers[k];
        while p != 0 {
            used |= chosen[p.trailing_zeros() as usize];
            p &= p - 1;
        }
        digits[k] & !used
    };
    let mut chosen = [0u32; MAX_CELLS];
    let mut options = [0u32; MAX_CELLS];
    // The first completion's choices (only for `KEEP`).
    let mut kept = [0u32; MAX_CELLS];
    let mut count = 0;
    let mut k = 0;
    options[0] = open(0, &chosen);
    loop {
        if k == n - 1 {
            // The last cell: each digit left is one completion.
            if KEEP && count == 0 && options[k] != 0 {
                chosen[k] = options[k] & options[k].wrapping_neg();
                kept = chosen;
            }
            count += digit_count(options[k]);
            if count >= limit {
                count = limit;
                break;
            }
            options[k] = 0;
        }
        if options[k] == 0 {
            if k == 0 {
                break;
            }
            k -= 1;
            continue;
        }
        let digit = options[k] & options[k].wrapping_neg();
        options[k] ^= digit;
        chosen[k] = digit;
        k += 1;
        options[k] = open(k, &chosen);
    }
    if KEEP && count == 1 {
        if let Some(grid) = first {
            write_completion(board, &index[..n], &kept[..n], grid);
        }
    }
    count
}

/// The number of digits in `digits` (a mask of at most nine bits): a
/// table lookup where the target has no `popcnt` instruction (the baseline
/// x86-64 target the crate is built for), on which `count_ones` is a run of
/// shifts, masks and adds.
#[inline(always)]
fn digit_count(digits: u32) -> usize {
    #[cfg(target_feature = "popcnt")]
    {
        digits.count_ones() as usize
    }
    #[cfg(not(target_feature = "popcnt"))]
    {
        static COUNTS: [u8; 512] = {
            let mut counts = [0u8; 512];
            let mut i = 0;
            while i < 512 {
                counts[i] = (i as u32).count_ones() as u8;
                i += 1;
            }
            counts
        };
        COUNTS[digits as usize & 0x1FF] as usize
    }
}

/// Writes the solution of `board` with digit bit `chosen[k]` in cell
/// `index[k]` (reading order) for each unsolved cell.
#[cold]
fn write_completion(board: &Board, index: &[u8], chosen: &[u32], grid: &mut Grid) {
    board.write_solution(grid);
    let values = grid.values_mut();
    for (&i, &bit) in index.iter().zip(chosen) {
        values[i as usize] = bit.trailing_zeros() as u8 + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Cell, Grid};
    use rand::{Rng, SeedableRng};

    /// The completions counted directly are the solutions the search finds
    /// one by one (`Grid::solutions` keeps every solved board, so it never
    /// takes the shortcut), on propagated boards of 1 to 32 unsolved cells,
    /// many of them with several solutions.
    #[test]
    fn counts_what_the_search_finds() {
        let mut rng = crate::DefaultRng::seed_from_u64(1616);
        let (mut checked, mut several) = (0, 0);
        for round in 0..400 {
            let full = crate::fill::random_grid(&mut rng);
            let mut g = full;
            let holes = 8 + round % 50;
            for c in Cell::all() {
                if rng.random_range(0..81) < holes {
                    g.clear(c);
                }
            }
            let mut board = Board::EMPTY;
            board.load(&g).unwrap();
            if board.propagate().is_err() || board.is_solved() {
                continue;
            }
            if board.unsolved_count() as usize > MAX_CELLS {
                continue;
            }
            let all = g.solutions(100_000);
            let expected = all.len();
            assert_eq!(count_completions(&board, 100_000), expected, "{g}");
            // The counting search, and the searches that keep the first solution.
            assert_eq!(g.count_solutions(100_000), expected, "{g}");
            let mut first_and_count = crate::solver::Solutions::new(&g, 5);
            first_and_count.run();
            assert_eq!(first_and_count.count(), expected.min(5), "{g}");
            assert_eq!(first_and_count.first(), all.first().copied(), "{g}");
            let verdict = match expected {
                1 => crate::Uniqueness::Unique(all[0]),
                _ => crate::Uniqueness::Multiple,
            };
            assert_eq!(g.uniqueness(), verdict, "{g}");
            // A limit stops the count there.
            assert_eq!(count_completions(&board, 1), 1, "{g}");
            checked += 1;
            several += (expected > 1) as usize;
        }
        assert!(checked > 100 && several > 30, "{checked} {several}");
    }

    #[test]
    fn a_solved_board_has_one_completion_and_a_rectangle_two() {
        let propagated = |text: &str| {
            let mut board = Board::EMPTY;
            board.load(&Grid::parse_unchecked(text).unwrap()).unwrap();
            board.propagate().unwrap();
            board
        };
        let board = propagated(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        );
        assert_eq!(count_completions(&board, 10), 1);
        // r4c6, r4c9, r5c6, r5c9 emptied: 1 and 3 swap.
        let board = propagated(
            "53467891267219534819834256785976.42.42685.79.713924856961537284287419635345286179",
        );
        assert_eq!(board.unsolved_count(), 4);
        assert_eq!(count_completions(&board, 10), 2);
        assert_eq!(count_completions(&board, 2), 2);
        assert_eq!(count_completions(&board, 1), 1);
    }
}
