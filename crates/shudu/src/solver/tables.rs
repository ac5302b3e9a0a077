//! Lookup tables for the band kernel, all computed at compile time.
//!
//! A *band* is three rows of the grid (rows 0-2, 3-5 or 6-8). For one digit,
//! its possible cells in a band fit in 27 bits: bit `9 * r + c` is row `r` of
//! the band (0..3) and column `c` (0..9). Three consecutive bits of a row that
//! share a box form a *minirow*; a band has nine of them, numbered `3 * r + k`
//! for row `r` and box `k` (0..3, left to right).

/// The low nine bits: one row of a band, or one bit per column.
pub(crate) const ROW: u32 = 0x1FF;

/// All 27 cells of a band.
pub(crate) const BAND: u32 = (1 << 27) - 1;

/// Where the per-box flags sit in [`BAND_MATCH`] and [`COLUMN_INFO`] entries,
/// above the 27 cell bits.
pub(crate) const FLAG_SHIFT: u32 = 27;

/// The three cells of a column within a band.
#[inline(always)]
pub(crate) const fn column_cells(col: usize) -> u32 {
    0o001_001_001 << col
}

/// The nine cells of box `k` (0..3) of a band.
const fn box_cells(k: usize) -> u32 {
    0o007_007_007 << (3 * k)
}

/// The six ways to give each of the three rows of a band a different box:
/// `PERMUTATIONS[p][r]` is the box of row `r`.
const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// For each pattern of one row's nine cells, which boxes (bit `k`) it touches.
pub(crate) static MINIROWS_OF_ROW: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut row = 0;
    while row < 512 {
        let mut k = 0;
        while k < 3 {
            if (row >> (3 * k)) & 7 != 0 {
                t[row] |= 1 << k;
            }
            k += 1;
        }
        row += 1;
    }
    t
};

/// Band-level reasoning for one digit, indexed by its nine minirow bits.
///
/// A digit fills exactly one cell in each row and in each box of a band, so
/// the minirows it finally occupies pair the three rows with the three boxes
/// one to one. A minirow that belongs to no such pairing cannot hold the
/// digit. This covers pointing and claiming (locked candidates) inside the
/// band, and hidden singles in rows once combined with [`COLUMN_INFO`].
///
/// Low 27 bits: the cells of the minirows that survive (0 when no pairing
/// exists: a contradiction). Bits `FLAG_SHIFT + k`: box `k` has exactly one
/// minirow left, so its row is known.
pub(crate) static BAND_MATCH: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let mut allowed = 0usize;
        let mut p = 0;
        while p < 6 {
            let perm = PERMUTATIONS[p];
            let bits = (1 << perm[0]) | (1 << (3 + perm[1])) | (1 << (6 + perm[2]));
            if m & bits == bits {
                allowed |= bits;
            }
            p += 1;
        }
        let mut cells = 0u32;
        let mut single_row_boxes = 0u32;
        let mut k = 0;
        while k < 3 {
            let mut rows = 0;
            let mut r = 0;
            while r < 3 {
                if allowed & (1 << (3 * r + k)) != 0 {
                    cells |= 7 << (9 * r + 3 * k);
                    rows += 1;
                }
                r += 1;
            }
            if rows == 1 {
                single_row_boxes |= 1 << k;
            }
            k += 1;
        }
        t[m] = cells | single_row_boxes << FLAG_SHIFT;
        m += 1;
    }
    t
};

/// Column-level facts about one digit in one band, indexed by the nine bits
/// saying which columns still hold a candidate.
///
/// Low 27 bits: the cells the *other two bands* keep. When a box of this band
/// has the digit in a single column, the digit sits in that column inside
/// this band, so the rest of the column loses it (pointing along a column;
/// a placed digit is the simplest case). Bits `FLAG_SHIFT + k`: box `k` has
/// exactly one column left.
pub(crate) static COLUMN_INFO: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut cols = 0;
    while cols < 512 {
        let mut keep = BAND;
        let mut single_col_boxes = 0u32;
        let mut k = 0;
        while k < 3 {
            let g = (cols >> (3 * k)) & 7;
            if g != 0 && g & (g - 1) == 0 {
                single_col_boxes |= 1 << k;
                keep &= !(0o001_001_001 * ((g as u32) << (3 * k)));
            }
            k += 1;
        }
        t[cols] = keep | single_col_boxes << FLAG_SHIFT;
        cols += 1;
    }
    t
};

/// The cells of a set of boxes (bit `k` = box `k`) of a band.
pub(crate) static BOXES_CELLS: [u32; 8] = {
    let mut t = [0u32; 8];
    let mut s = 0;
    while s < 8 {
        let mut k = 0;
        while k < 3 {
            if s & (1 << k) != 0 {
                t[s] |= box_cells(k);
            }
            k += 1;
        }
        s += 1;
    }
    t
};

/// For each cell of a band (`9 * r + c`), the band's cells outside its row
/// and box, plus the cell itself: what a digit placed there leaves of its own
/// band.
pub(crate) static KEEP_IN_BAND: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut p = 0;
    while p < 27 {
        let (r, c) = (p / 9, p % 9);
        let row = ROW << (9 * r);
        t[p] = (BAND & !row & !box_cells(c / 3)) | 1 << p;
        p += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minirows_of_row() {
        assert_eq!(MINIROWS_OF_ROW[0], 0);
        assert_eq!(MINIROWS_OF_ROW[0b000_000_100], 0b001);
        assert_eq!(MINIROWS_OF_ROW[0b100_001_000], 0b110);
        assert_eq!(MINIROWS_OF_ROW[0b111_111_111], 0b111);
    }

    #[test]
    fn band_match_keeps_only_pairings() {
        // Everything possible: nothing to remove, no box decided.
        assert_eq!(BAND_MATCH[0o777], BAND);
        // Row 0 only in box 0 (claiming): box 0 loses rows 1 and 2, and its row is known.
        let m = 0o771; // row 0 = minirow 0 only
        let e = BAND_MATCH[m];
        assert_eq!(e & BAND & box_cells(0), 7);
        assert_eq!(e >> FLAG_SHIFT, 0b001);
        // A box with no minirow: no pairing at all.
        assert_eq!(BAND_MATCH[0o666], 0);
        // Two rows confined to the same single box: contradiction.
        assert_eq!(BAND_MATCH[0o001 | 0o010 | 0o700], 0);
    }

    #[test]
    fn column_info_points_along_columns() {
        // Box 0 has the digit only in column 1; boxes 1 and 2 in two columns each.
        let e = COLUMN_INFO[0b011_110_010];
        assert_eq!(e & BAND, BAND & !column_cells(1));
        assert_eq!(e >> FLAG_SHIFT, 0b001);
        assert_eq!(COLUMN_INFO[0o777], BAND);
    }

    #[test]
    fn keep_in_band_clears_row_and_box_peers() {
        // r1c5 of a band (p = 9 + 4): row 1 and box 1 go, the cell stays.
        let keep = KEEP_IN_BAND[13];
        assert_eq!(keep.count_ones(), 27 - 9 - 9 + 3 + 1);
        assert_ne!(keep & (1 << 13), 0);
        assert_eq!(keep & (1 << 12), 0);
        assert_eq!(keep & (1 << 3), 0);
        assert_ne!(keep & (1 << 0), 0);
        assert_eq!(keep & (1 << 22), 0); // row 2, column 4: same box
        assert_ne!(keep & (1 << 18), 0); // row 2, column 0: no relation
    }
}
