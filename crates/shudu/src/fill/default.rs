//! The engine's default complete-grid method: a randomized cell-by-cell
//! backtracking fill on 9-bit digit masks, then a random reshuffle.
//!
//! How it works:
//! 1. Row 1 gets a uniformly random permutation of 1..9.
//! 2. The other cells are filled in reading order; each takes a digit drawn
//!    uniformly from those its row, column and box still allow. A cell with
//!    no digit left sends the fill back to the previous cell, which draws
//!    another of its remaining digits (depth-first search in random order).
//!    This takes about 125 placements per grid on average; a fill that needs
//!    more than `NODE_BUDGET` (400) placements starts over, which cuts off the
//!    rare long searches.
//! 3. The grid is moved by a uniformly random element of the 2·6⁸ geometric
//!    moves that keep a grid valid (rows within a band, bands, columns within
//!    a stack, stacks, transposition).
//!
//! What is known about the distribution: every valid grid can come out (the
//! search visits every completion of row 1 in some random order). The process
//! treats the nine digits alike, and step 3 makes every geometric position
//! alike, so the distribution is invariant under all 9!·2·6⁸ Sudoku
//! equivalence moves: the grids of one equivalence class are equally likely.
//! It is *not* known to be uniform over all grids: how often each class comes
//! out follows the backtracking search's choices, not the class's size.
//!
//! Small draws use the multiply-shift reduction of a 32-bit random word, whose
//! bias (below 2⁻²⁸ for ranges up to 9) is far below anything measurable; the
//! output depends only on the generator's words, so the same seed gives the
//! same grid on every platform.

use crate::Grid;
use rand::{Rng, RngCore};

/// Placements after which a fill gives up and starts over.
const NODE_BUDGET: u32 = 400;

/// The box of each cell.
static BOX_OF: [u8; 81] = {
    let mut t = [0u8; 81];
    let mut i = 0;
    while i < 81 {
        t[i] = ((i / 27) * 3 + (i % 9) / 3) as u8;
        i += 1;
    }
    t
};

const ALL_DIGITS: u16 = 0x1ff;

/// A random complete grid (see the module documentation for the method and
/// what is known about its distribution).
///
/// ```
/// use rand::SeedableRng;
/// let mut rng = shudu::DefaultRng::seed_from_u64(1);
/// let grid = shudu::fill::random_grid(&mut rng);
/// assert!(grid.is_solved());
/// let again = shudu::fill::random_grid(&mut shudu::DefaultRng::seed_from_u64(1));
/// assert_eq!(grid, again);
/// ```
pub fn random_grid<R: Rng + ?Sized>(rng: &mut R) -> Grid {
    loop {
        if let Some(values) = try_fill(rng) {
            let values = reshuffle(&values, rng);
            return Grid::from_values(values).expect("digits 1..=9");
        }
    }
}

/// A uniform draw from `0..n` (`n` ≤ 2³²) by multiply-shift.
#[inline(always)]
fn below<R: RngCore + ?Sized>(rng: &mut R, n: u32) -> u32 {
    ((u64::from(rng.next_u32()) * u64::from(n)) >> 32) as u32
}

/// One digit bit drawn uniformly from `mask` (not empty).
#[inline(always)]
fn pick<R: RngCore + ?Sized>(mask: u16, rng: &mut R) -> u16 {
    if mask & (mask - 1) == 0 {
        return mask;
    }
    let mut m = mask;
    for _ in 0..below(rng, mask.count_ones()) {
        m &= m - 1;
    }
    m & m.wrapping_neg()
}

/// Steps 1 and 2: the values 1..=9 of a complete grid, or `None` when the
/// search ran over its budget.
fn try_fill<R: RngCore + ?Sized>(rng: &mut R) -> Option<[u8; 81]> {
    let mut rows = [0u16; 9];
    let mut cols = [0u16; 9];
    let mut boxes = [0u16; 9];
    // The digit bit placed in each cell, and the digits a cell has not tried.
    let mut placed = [0u16; 81];
    let mut untried = [0u16; 81];

    let mut first_row = [0u8; 9];
    for (i, d) in first_row.iter_mut().enumerate() {
        *d = i as u8;
    }
    for i in (1..9).rev() {
        first_row.swap(i, below(rng, i as u32 + 1) as usize);
    }
    for (c, &d) in first_row.iter().enumerate() {
        let bit = 1u16 << d;
        placed[c] = bit;
        rows[0] |= bit;
        cols[c] = bit;
        boxes[c / 3] |= bit;
    }

    let mut budget = NODE_BUDGET;
    let mut i = 9;
    untried[i] = ALL_DIGITS & !(rows[1] | cols[0] | boxes[0]);
    loop {
        let m = untried[i];
        if m == 0 {
            // Dead end: take back the previous cell's digit; it tries another.
            i -= 1;
            if i < 9 || budget == 0 {
                return None;
            }
            let bit = placed[i];
            rows[i / 9] ^= bit;
            cols[i % 9] ^= bit;
            boxes[BOX_OF[i] as usize] ^= bit;
            continue;
        }
        let bit = pick(m, rng);
        untried[i] = m & !bit;
        placed[i] = bit;
        rows[i / 9] |= bit;
        cols[i % 9] |= bit;
        boxes[BOX_OF[i] as usize] |= bit;
        budget = budget.saturating_sub(1);
        i += 1;
        if i == 81 {
            break;
        }
        untried[i] = ALL_DIGITS & !(rows[i / 9] | cols[i % 9] | boxes[BOX_OF[i] as usize]);
    }

    let mut values = [0u8; 81];
    for (v, &bit) in values.iter_mut().zip(placed.iter()) {
        *v = bit.trailing_zeros() as u8 + 1;
    }
    Some(values)
}

/// The six orders of three things.
const PERMS3: [[u8; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// A random line order keeping bands (or stacks) together: four orders of
/// three, read from `code` in base 6.
#[inline]
fn line_order(code: &mut u64) -> [u8; 9] {
    let outer = PERMS3[(*code % 6) as usize];
    *code /= 6;
    let mut order = [0u8; 9];
    for (b, &band) in outer.iter().enumerate() {
        let inner = PERMS3[(*code % 6) as usize];
        *code /= 6;
        for (k, &line) in inner.iter().enumerate() {
            order[b * 3 + k] = band * 3 + line;
        }
    }
    order
}

/// Step 3: the grid under a uniformly random geometric equivalence move.
fn reshuffle<R: RngCore + ?Sized>(values: &[u8; 81], rng: &mut R) -> [u8; 81] {
    // 2 * 6^8 = 3,359,232 moves; one 64-bit word picks one (bias < 2^-42).
    const MOVES: u64 = 2 * 6u64.pow(8);
    let mut code = ((u128::from(rng.next_u64()) * u128::from(MOVES)) >> 64) as u64;
    let transpose = code % 2 == 1;
    code /= 2;
    let rows = line_order(&mut code);
    let cols = line_order(&mut code);
    let mut out = [0u8; 81];
    for (r, &from_r) in rows.iter().enumerate() {
        for (c, &from_c) in cols.iter().enumerate() {
            let (fr, fc) = if transpose {
                (from_c, from_r)
            } else {
                (from_r, from_c)
            };
            out[r * 9 + c] = values[fr as usize * 9 + fc as usize];
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn grids_are_valid_and_reproducible() {
        for seed in 0..2000 {
            let g = random_grid(&mut crate::DefaultRng::seed_from_u64(seed));
            assert!(g.is_solved(), "seed {seed}: {g}");
            assert_eq!(g, random_grid(&mut crate::DefaultRng::seed_from_u64(seed)));
        }
    }

    #[test]
    fn reshuffle_keeps_grids_valid_and_moves_them() {
        let mut rng = crate::DefaultRng::seed_from_u64(3);
        let g = random_grid(&mut rng);
        let mut moved = 0;
        for _ in 0..50 {
            let h = reshuffle(g.values(), &mut rng);
            let h = Grid::from_values(h).unwrap();
            assert!(h.is_solved());
            moved += usize::from(h != g);
        }
        assert!(moved >= 45);
    }

    #[test]
    fn pick_draws_only_from_the_mask_and_reaches_every_bit() {
        let mut rng = crate::DefaultRng::seed_from_u64(4);
        let mask = 0b1_0100_1010u16;
        let mut seen = 0u16;
        for _ in 0..200 {
            let b = pick(mask, &mut rng);
            assert_eq!(b.count_ones(), 1);
            assert_eq!(b & !mask, 0);
            seen |= b;
        }
        assert_eq!(seen, mask);
    }

    #[test]
    fn every_cell_sees_every_digit_over_many_grids() {
        // A coarse check against gross positional bias: over 900 grids each
        // digit appears in each cell about 100 times.
        let mut rng = crate::DefaultRng::seed_from_u64(5);
        let mut counts = [[0u32; 9]; 81];
        for _ in 0..900 {
            let g = random_grid(&mut rng);
            for (i, &v) in g.values().iter().enumerate() {
                counts[i][v as usize - 1] += 1;
            }
        }
        for cell in counts {
            for n in cell {
                assert!((50..=160).contains(&n), "{n}");
            }
        }
    }
}
