//! Bit helpers shared by the finders: a digit's places in a line as a 9-bit
//! mask, lines as cell sets, and a pruned walk over combinations.
//!
//! Fish, subsets and single-digit patterns reason about "which positions of
//! this line still hold the digit"; with nine bits per line those questions
//! become a handful of integer operations.

use crate::{Cell, CellSet, Unit};

/// The cell at `pos` of line `line`: row `line` if `by_rows`, else column
/// `line` (positions are columns, respectively rows).
#[inline]
pub(crate) fn line_cell(by_rows: bool, line: usize, pos: usize) -> Cell {
    if by_rows {
        Cell::at(line, pos)
    } else {
        Cell::at(pos, line)
    }
}

/// Row `i` or column `i`.
#[inline]
pub(crate) fn line_unit(by_rows: bool, i: usize) -> Unit {
    if by_rows {
        Unit::row(i)
    } else {
        Unit::column(i)
    }
}

/// The box holding position `pos` of line `line`.
#[inline]
pub(crate) fn line_box(by_rows: bool, line: usize, pos: usize) -> usize {
    if by_rows {
        (line / 3) * 3 + pos / 3
    } else {
        (pos / 3) * 3 + line / 3
    }
}

/// For each line (rows if `by_rows`, else columns), the positions of `set`
/// in it as a 9-bit mask.
#[inline]
pub(crate) fn line_masks(set: CellSet, by_rows: bool) -> [u16; 9] {
    let bits = set.bits();
    let mut out = [0u16; 9];
    if by_rows {
        for (r, m) in out.iter_mut().enumerate() {
            *m = ((bits >> (9 * r)) & 0x1FF) as u16;
        }
    } else {
        for (c, m) in out.iter_mut().enumerate() {
            *m = column_mask(bits, c);
        }
    }
    out
}

/// Bits 0, 9, 18, ..., 72: one column of the grid.
const COLUMN_BITS: u128 = 0x100_8040_2010_0804_0201;
/// Multiplier gathering [`COLUMN_BITS`] into bits 72..81: the bit at 9i
/// times 2^(72-8i) lands on 72+i, and no two partial products share a
/// position, so the product has no carries.
const COLUMN_GATHER: u128 = {
    let mut m = 0u128;
    let mut i = 0;
    while i < 9 {
        m |= 1 << (72 - 8 * i);
        i += 1;
    }
    m
};
/// Three 3-bit chunks nine bits apart: one box of the grid (shifted).
const BOX_BITS: u64 = 0o7 | 0o7 << 9 | 0o7 << 18;
/// Multiplier gathering [`BOX_BITS`] into bits 18..27 (chunk k times
/// 2^(18-6k) lands on 18+3k; the other products fall outside, disjoint).
const BOX_GATHER: u64 = 1 << 18 | 1 << 12 | 1 << 6;

/// Column `c` of the 81 cell bits as a 9-bit mask (bit r = row r).
#[inline]
pub(crate) fn column_mask(bits: u128, c: usize) -> u16 {
    ((((bits >> c) & COLUMN_BITS).wrapping_mul(COLUMN_GATHER) >> 72) & 0x1FF) as u16
}

/// Box `b` of the 81 cell bits as a 9-bit mask (positions as in [`Unit::cells`]).
#[inline]
pub(crate) fn box_mask(bits: u128, b: usize) -> u16 {
    let shift = 27 * (b / 3) + 3 * (b % 3);
    let chunk = ((bits >> shift) as u64) & BOX_BITS;
    ((chunk.wrapping_mul(BOX_GATHER) >> 18) & 0x1FF) as u16
}

/// Row `r` of the 81 cell bits as a 9-bit mask.
#[inline]
pub(crate) fn row_mask(bits: u128, r: usize) -> u16 {
    ((bits >> (9 * r)) & 0x1FF) as u16
}

/// The positions of `set` in unit number `u` (0..27) as a 9-bit mask.
#[inline]
pub(crate) fn unit_mask(set: CellSet, u: usize) -> u16 {
    let bits = set.bits();
    match u {
        0..=8 => row_mask(bits, u),
        9..=17 => column_mask(bits, u - 9),
        _ => box_mask(bits, u - 18),
    }
}

/// For each of the 27 units (in [`Unit`] index order: rows, columns, boxes),
/// the positions of `set` in it as a 9-bit mask, positions numbered as in
/// [`Unit::cells`].
#[inline]
pub(crate) fn unit_masks(set: CellSet) -> [u16; 27] {
    let bits = set.bits();
    let mut m = [0u16; 27];
    for i in 0..9 {
        m[i] = row_mask(bits, i);
        m[9 + i] = column_mask(bits, i);
        m[18 + i] = box_mask(bits, i);
    }
    m
}

/// The number of set bits of every 9-bit mask: the default x86-64 target has
/// no popcount instruction, and the combination walks count bits at every
/// node, so a table lookup is cheaper than the software count.
static POP9: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
};

/// The number of set bits of a 9-bit mask (positions or digits).
#[inline(always)]
pub(crate) fn count9(mask: u16) -> u32 {
    debug_assert!(mask < 512, "a 9-bit mask");
    u32::from(POP9[usize::from(mask & 0x1FF)])
}

/// Which of the three 3-bit parts of a 9-bit mask hold a bit, as 3 bits:
/// for a line's positions, the boxes it meets; for a box's positions, its
/// rows (bit k set when part k, bits 3k..3k+3, is not empty).
#[inline]
pub(crate) fn parts(m: u16) -> u16 {
    u16::from(m & 0o7 != 0) | u16::from(m & 0o70 != 0) << 1 | u16::from(m & 0o700 != 0) << 2
}

/// Whether `bits` has exactly one bit set (no bit count needed).
#[inline(always)]
pub(crate) fn is_single(bits: u128) -> bool {
    bits != 0 && bits & (bits - 1) == 0
}

/// Whether `bits` has exactly two bits set (no bit count needed).
#[inline(always)]
pub(crate) fn is_pair(bits: u128) -> bool {
    is_single(bits & bits.wrapping_sub(1))
}

/// The cells of the lines whose numbers are set in `mask`.
#[inline]
pub(crate) fn lines_set(by_rows: bool, mask: u16) -> CellSet {
    let mut s = CellSet::EMPTY;
    let mut m = mask;
    while m != 0 {
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        s |= CellSet::unit(line_unit(by_rows, i));
    }
    s
}

/// The cells at positions `mask` of line `line`.
#[inline]
pub(crate) fn line_cells(by_rows: bool, line: usize, mask: u16) -> CellSet {
    let mut s = CellSet::EMPTY;
    let mut m = mask;
    while m != 0 {
        let p = m.trailing_zeros() as usize;
        m &= m - 1;
        s.insert(line_cell(by_rows, line, p));
    }
    s
}

/// The positions (0..9, in [`Unit::cells`] order) of `unit` that are in `set`.
#[cfg(test)]
pub(crate) fn unit_positions(set: CellSet, unit: Unit) -> u16 {
    let mut m = 0u16;
    for (i, &cell) in unit.cells().iter().enumerate() {
        if set.contains(cell) {
            m |= 1 << i;
        }
    }
    m
}

/// The cells at positions `mask` of `unit`.
#[inline]
pub(crate) fn unit_cells(unit: Unit, mask: u16) -> CellSet {
    let mut s = CellSet::EMPTY;
    let mut m = mask;
    while m != 0 {
        let i = m.trailing_zeros() as usize;
        m &= m - 1;
        s.insert(unit.cells()[i]);
    }
    s
}

/// The indices (0..9) of the set bits of `mask`, lowest first.
#[inline]
pub(crate) fn bits(mask: u16) -> impl Iterator<Item = usize> {
    let mut m = mask;
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(i)
        }
    })
}

/// Visits every choice of `size` indices among the bits of `eligible` whose
/// `masks` have a union of at most `limit` bits, in lexicographic order,
/// passing the chosen indices and the union; stops at the first `Some`.
///
/// Choices are pruned as soon as a partial union exceeds `limit`, which is
/// what keeps subset and fish searches cheap.
pub(crate) fn combinations<T>(
    masks: &[u16; 9],
    eligible: u16,
    size: u32,
    limit: u32,
    visit: &mut impl FnMut(u16, u16) -> Option<T>,
) -> Option<T> {
    combinations_with(masks, eligible, size, limit, (0, 0), visit)
}

/// [`combinations`] extending a given choice: `start` is the indices
/// already chosen and their union; `size` more are added from `eligible`.
pub(crate) fn combinations_with<T>(
    masks: &[u16; 9],
    eligible: u16,
    size: u32,
    limit: u32,
    start: (u16, u16),
    visit: &mut impl FnMut(u16, u16) -> Option<T>,
) -> Option<T> {
    fn walk<T>(
        masks: &[u16; 9],
        remaining: u16,
        left: u32,
        limit: u32,
        chosen: u16,
        union: u16,
        visit: &mut impl FnMut(u16, u16) -> Option<T>,
    ) -> Option<T> {
        if left == 0 {
            return visit(chosen, union);
        }
        let mut rest = remaining;
        if left == 1 {
            // Only a walk asked for one choice gets here (finned X-wings
            // add one line to the fin's; longer walks end in `last_two`):
            // visit directly rather than make a call per visit.
            while rest != 0 {
                let i = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let u = union | masks[i];
                if count9(u) <= limit {
                    if let Some(t) = visit(chosen | 1 << i, u) {
                        return Some(t);
                    }
                }
            }
            return None;
        }
        if left == 2 {
            return last_two(masks, rest, limit, chosen, union, visit);
        }
        while count9(rest) >= left {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let u = union | masks[i];
            if count9(u) <= limit {
                // Three left: the last two inline rather than one more call.
                let found = if left == 3 {
                    last_two(masks, rest, limit, chosen | 1 << i, u, visit)
                } else {
                    walk(masks, rest, left - 1, limit, chosen | 1 << i, u, visit)
                };
                if found.is_some() {
                    return found;
                }
            }
        }
        None
    }
    /// The last two choices of [`walk`] among `rest`, as two loops: most
    /// of the walk is here, and a call per first choice costs more.
    #[inline(always)]
    fn last_two<T>(
        masks: &[u16; 9],
        mut rest: u16,
        limit: u32,
        chosen: u16,
        union: u16,
        visit: &mut impl FnMut(u16, u16) -> Option<T>,
    ) -> Option<T> {
        while count9(rest) >= 2 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let u = union | masks[i];
            if count9(u) > limit {
                continue;
            }
            let mut second = rest;
            while second != 0 {
                let j = second.trailing_zeros() as usize;
                second &= second - 1;
                let v = u | masks[j];
                if count9(v) <= limit {
                    if let Some(t) = visit(chosen | 1 << i | 1 << j, v) {
                        return Some(t);
                    }
                }
            }
        }
        None
    }
    walk(masks, eligible, size, limit, start.0, start.1, visit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_transpose() {
        let set: CellSet = [Cell::at(1, 3), Cell::at(7, 3), Cell::at(7, 8)]
            .into_iter()
            .collect();
        let rows = line_masks(set, true);
        let cols = line_masks(set, false);
        assert_eq!(rows[1], 1 << 3);
        assert_eq!(rows[7], 1 << 3 | 1 << 8);
        assert_eq!(cols[3], 1 << 1 | 1 << 7);
        assert_eq!(cols[8], 1 << 7);
        assert_eq!(
            line_cells(false, 3, cols[3]),
            set - CellSet::single(Cell::at(7, 8))
        );
        assert_eq!(line_box(false, 8, 7), 8);
        assert_eq!(line_box(true, 1, 3), 1);
        assert_eq!(unit_positions(set, Unit::boxed(7)), 1 << 3);
        let all = unit_masks(set);
        for u in Unit::all() {
            assert_eq!(all[u.index()], unit_positions(set, u), "{u}");
        }
    }

    #[test]
    fn gathered_masks_match_cell_by_cell() {
        for seed in 0..500u64 {
            let bits = u128::from(crate::mix64(seed)) | u128::from(crate::mix64(seed + 1000)) << 64;
            // Thin some sets out so that sparse patterns are covered too.
            let bits = if seed % 2 == 0 {
                bits & u128::from(crate::mix64(seed + 7))
            } else {
                bits
            };
            let set = CellSet::from_bits(bits);
            let all = unit_masks(set);
            for u in Unit::all() {
                assert_eq!(all[u.index()], unit_positions(set, u), "{u} of {set:?}");
                assert_eq!(unit_mask(set, u.index()), all[u.index()]);
            }
            let cols = line_masks(set, false);
            for c in 0..9 {
                assert_eq!(cols[c], all[9 + c]);
            }
        }
    }

    #[test]
    fn combinations_prune_and_stop() {
        let masks = [0b11, 0b110, 0b11, 0b1000, 0, 0, 0, 0, 0];
        let mut seen = Vec::new();
        let r: Option<()> = combinations(&masks, 0b1111, 2, 2, &mut |chosen, union| {
            seen.push((chosen, union));
            None
        });
        assert!(r.is_none());
        // Only {0, 2} has a union of two bits; {0,1} etc. are pruned.
        assert_eq!(seen, vec![(0b101, 0b11)]);
        let first = combinations(&masks, 0b1111, 2, 3, &mut |chosen, _| Some(chosen));
        assert_eq!(first, Some(0b11));
    }
}
