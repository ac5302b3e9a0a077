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

/// The three cells of a column within a band.
#[inline(always)]
pub(crate) const fn column_cells(col: usize) -> u32 {
    0o001_001_001 << col
}

/// The nine cells of box `k` (0..3) of a band.
const fn box_cells(k: usize) -> u32 {
    0o007_007_007 << (3 * k)
}

/// For each cell of the grid (reading order, bit `i` = cell `i`), the cells
/// of its row, column and box, itself included: where a given rules out its
/// own digit.
pub(crate) static UNITS_OF_CELL: [u128; 81] = {
    let mut t = [0u128; 81];
    let mut i = 0;
    while i < 81 {
        let mut j = 0;
        while j < 81 {
            let (ri, ci, rj, cj) = (i / 9, i % 9, j / 9, j % 9);
            if ri == rj || ci == cj || (ri / 3 == rj / 3 && ci / 3 == cj / 3) {
                t[i] |= 1u128 << j;
            }
            j += 1;
        }
        i += 1;
    }
    t
};

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

/// For each row `r` of a band (0..3) and each pattern of its nine cells,
/// the minirows it touches, already at their place in a band's minirow set
/// (bit `3 * r + k` for box `k`), so that the band step only ORs three loads.
pub(crate) static MINIROWS_OF_ROW: [[u16; 512]; 3] = {
    let mut t = [[0u16; 512]; 3];
    let mut r = 0;
    while r < 3 {
        let mut row = 0;
        while row < 512 {
            let mut k = 0;
            while k < 3 {
                if (row >> (3 * k)) & 7 != 0 {
                    t[r][row] |= 1 << (3 * r + k);
                }
                k += 1;
            }
            row += 1;
        }
        r += 1;
    }
    t
};

// The band step indexes `BAND_MATCH` by an OR of three of these entries
// without a bounds check (`board::band_match`), which is sound only while
// every entry is below 512: checked when compiling.
const _: () = {
    let mut r = 0;
    while r < 3 {
        let mut row = 0;
        while row < 512 {
            assert!(MINIROWS_OF_ROW[r][row] < 512);
            row += 1;
        }
        r += 1;
    }
};

/// The edges of a 3x3 bipartite graph that lie on some perfect matching,
/// indexed and valued as nine bits (bit `3 * i + j`: left node `i`, right
/// node `j`).
///
/// A digit fills exactly one cell in each row and each box of a band, so the
/// minirows it ends up in pair the band's three rows with its three boxes one
/// to one; likewise its minicolumns pair the three columns of a stack with
/// the stack's three boxes. An edge (minirow or minicolumn) on no such
/// pairing cannot hold the digit. This one rule covers pointing and claiming
/// (locked candidates) in both directions, and, with the single-cell test of
/// the band kernel, hidden singles in rows, columns and boxes. The relation
/// is symmetric, so either orientation of the 3x3 matrix gives the same
/// answer. 0 means no pairing exists: a contradiction.
pub(crate) static PAIRINGS: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut m = 0;
    while m < 512 {
        let mut p = 0;
        while p < 6 {
            let perm = PERMUTATIONS[p];
            let bits = (1 << perm[0]) | (1 << (3 + perm[1])) | (1 << (6 + perm[2]));
            if m & bits == bits {
                t[m] |= bits as u16;
            }
            p += 1;
        }
        m += 1;
    }
    t
};

/// The number of perfect matchings of each 3x3 bipartite graph (see
/// [`PAIRINGS`]): how many ways a digit can still be laid out over a band's
/// minirows or a stack's minicolumns.
pub(crate) static PAIRING_COUNT: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut m = 0;
    while m < 512 {
        let mut p = 0;
        while p < 6 {
            let perm = PERMUTATIONS[p];
            let bits = (1 << perm[0]) | (1 << (3 + perm[1])) | (1 << (6 + perm[2]));
            if m & bits == bits {
                t[m] += 1;
            }
            p += 1;
        }
        m += 1;
    }
    t
};

/// How much a digit with a given 3x3 edge set adds to a unit's branching
/// score: about `100 * log2` of its number of layouts ([`PAIRING_COUNT`]), so
/// that the band or stack with the fewest combined layouts scores lowest. A
/// decided digit (one layout) adds nothing.
pub(crate) static LAYOUT_WEIGHT: [u16; 512] = layout_weights(0);

/// [`LAYOUT_WEIGHT`] with 300 more for every digit not decided yet (as if
/// it had eight times the layouts): the band or stack with the fewest
/// undecided digits scores lowest, and the layouts break the ties. A search
/// that only counts splits there near the root (see
/// `solution_search::UNDECIDED_FIRST`).
pub(crate) static UNDECIDED_WEIGHT: [u16; 512] = layout_weights(300);

/// About `100 * log2` of each edge set's number of layouts, plus `undecided`
/// if that is two or more.
const fn layout_weights(undecided: u16) -> [u16; 512] {
    const LOG2_TIMES_100: [u16; 7] = [0, 0, 100, 158, 200, 232, 258];
    let mut t = [0u16; 512];
    let mut m = 0;
    while m < 512 {
        let layouts = PAIRING_COUNT[m] as usize;
        t[m] = LOG2_TIMES_100[layouts] + if layouts >= 2 { undecided } else { 0 };
        m += 1;
    }
    t
}

/// [`PAIRINGS`] for the minirows of one digit in a band (bit `3 * r + k`: row
/// `r`, box `k`), expanded to cells.
///
/// Low 32 bits: the cells of the minirows that survive (0 on a
/// contradiction). High 32 bits: the cells of the boxes left with exactly
/// one minirow, whose row is therefore known. One 64-bit load gives both.
pub(crate) static BAND_MATCH: [u64; 512] = {
    let mut t = [0u64; 512];
    let mut m = 0;
    while m < 512 {
        let allowed = PAIRINGS[m] as usize;
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
                single_row_boxes |= box_cells(k);
            }
            k += 1;
        }
        t[m] = cells as u64 | (single_row_boxes as u64) << 32;
        m += 1;
    }
    t
};

/// The cells of a set of minirows (bit `3 * r + k`) of a band.
pub(crate) static MINIROW_CELLS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let mut e = 0;
        while e < 9 {
            if m & (1 << e) != 0 {
                t[m] |= 7 << (9 * (e / 3) + 3 * (e % 3));
            }
            e += 1;
        }
        m += 1;
    }
    t
};

/// For a set of minirows (bit `3 * r + k`) known to hold a digit, the band's
/// cells that may still hold it: outside each such minirow's row and box, or
/// inside the minirow.
pub(crate) static KEEP_FOR_MINIROWS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let mut keep = BAND;
        let mut e = 0;
        while e < 9 {
            if m & (1 << e) != 0 {
                let row = ROW << (9 * (e / 3));
                let boxed = box_cells(e % 3);
                keep &= !(row ^ boxed);
            }
            e += 1;
        }
        t[m] = keep & BAND;
        m += 1;
    }
    t
};

/// For each 3x3 edge set, the edges alone in their row (bit `3 * i + j`).
pub(crate) static LONE_IN_ROW: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut m = 0;
    while m < 512 {
        let mut i = 0;
        while i < 3 {
            let row = (m >> (3 * i)) & 7;
            if row != 0 && row & (row - 1) == 0 {
                t[m] |= (row << (3 * i)) as u16;
            }
            i += 1;
        }
        m += 1;
    }
    t
};

/// For the nine bits saying which columns of a band still hold a digit, the
/// cells of the boxes where it is down to a single column.
pub(crate) static SINGLE_COLUMN_BOX_CELLS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut cols = 0;
    while cols < 512 {
        let mut k = 0;
        while k < 3 {
            let g = (cols >> (3 * k)) & 7;
            if g != 0 && g & (g - 1) == 0 {
                t[cols] |= box_cells(k);
            }
            k += 1;
        }
        cols += 1;
    }
    t
};

/// [`STACK_LANES`] worked out column by column, independently of the
/// table (for the tests).
#[cfg(test)]
pub(crate) fn stack_lanes(columns: u32, b: usize) -> u32 {
    (0..9)
        .filter(|c| columns >> c & 1 != 0)
        .fold(0, |lanes, c| lanes | 1 << (9 * (c / 3) + 3 * b + c % 3))
}

/// What the band step reads for band `b` and the set of columns (bit `c`)
/// its digit still has there, in one load: [`STACK_LANES`] in the low 32
/// bits, [`SINGLE_COLUMN_BOX_CELLS`] in the high 32 bits.
#[inline(always)]
pub(crate) fn column_data(columns: u32, b: usize) -> u64 {
    // `b` is at most 3 (a subband's lane) and `columns` nine bits, so the
    // index is in range without a check.
    BAND_STEP.column_data[(b & 3) << 9 | (columns & ROW) as usize]
}

/// [`column_data`] for every band `b` (0..4) and set of columns, at
/// `512 * b + columns`.
static COLUMN_DATA: [u64; 2048] = {
    let mut t = [0u64; 2048];
    let mut i = 0;
    while i < 2048 {
        t[i] = STACK_LANES[i] as u64 | (SINGLE_COLUMN_BOX_CELLS[i % 512] as u64) << 32;
        i += 1;
    }
    t
};

/// For band `b` (0..4, the fourth lane all zero) and a set of its columns
/// (bit `c`), at `512 * b + columns`: the same columns in the stack-major
/// minicolumn layout (bit `9 * t + 3 * b + j` for column `3 * t + j`), where
/// the band step files a band's columns for the stack step (it reads this
/// through [`COLUMN_DATA`]).
const STACK_LANES: [u32; 2048] = {
    let mut t = [0u32; 2048];
    let mut b = 0;
    while b < 3 {
        let mut cols = 0;
        while cols < 512 {
            let c = cols as u32;
            t[512 * b + cols] = ((c & 0o7) | (c & 0o70) << 6 | (c & 0o700) << 12) << (3 * b);
            cols += 1;
        }
        b += 1;
    }
    t
};

/// Each band's bits in the stack-major minicolumn layout (see [`STACK_LANES`]).
pub(crate) const BAND_LANES: [u32; 3] = [0o007_007_007, 0o070_070_070, 0o700_700_700];

/// The tables the band step reads, side by side in one static: the step then
/// reaches them all from one base register instead of loading each one's
/// address (it runs some 150 times per puzzle, and registers are short).
pub(crate) struct BandStepTables {
    /// [`MINIROWS_OF_ROW`].
    pub minirows_of_row: [[u16; 512]; 3],
    /// [`BAND_MATCH`].
    pub band_match: [u64; 512],
    /// [`COLUMN_DATA`].
    pub column_data: [u64; 2048],
    /// For each band `b` (0..4), the stack-major lanes of the other bands:
    /// what a band step keeps of a digit's minicolumns before adding its own.
    pub other_lanes: [u32; 4],
}

/// The band step's tables (see [`BandStepTables`]).
pub(crate) static BAND_STEP: BandStepTables = BandStepTables {
    minirows_of_row: MINIROWS_OF_ROW,
    band_match: BAND_MATCH,
    column_data: COLUMN_DATA,
    other_lanes: [
        !BAND_LANES[0] & BAND,
        !BAND_LANES[1] & BAND,
        !BAND_LANES[2] & BAND,
        BAND,
    ],
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

/// What a digit given in a cell does to that digit's cells, band by band
/// (the fourth lane is padding): see [`GIVENS`].
#[derive(Clone, Copy)]
pub(crate) struct Given {
    /// What it leaves: [`KEEP_IN_BAND`] in its own band, all but its column
    /// in the others. Its peers lose the digit; the cell itself keeps it.
    pub keep: [u32; 4],
    /// The cell itself.
    pub cell: [u32; 4],
}

/// [`Given`] for each cell of the grid (reading order).
pub(crate) static GIVENS: [Given; 81] = {
    let mut t = [Given {
        keep: [0; 4],
        cell: [0; 4],
    }; 81];
    let mut i = 0;
    while i < 81 {
        let (band, pos) = (i / 27, i % 27);
        let mut b = 0;
        while b < 3 {
            t[i].keep[b] = if b == band {
                KEEP_IN_BAND[pos]
            } else {
                BAND & !column_cells(pos % 9)
            };
            b += 1;
        }
        t[i].cell[band] = 1 << pos;
        i += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minirows_of_row() {
        assert_eq!(MINIROWS_OF_ROW[0][0], 0);
        assert_eq!(MINIROWS_OF_ROW[0][0b000_000_100], 0b001);
        assert_eq!(MINIROWS_OF_ROW[0][0b100_001_000], 0b110);
        assert_eq!(MINIROWS_OF_ROW[0][0b111_111_111], 0b111);
        assert_eq!(MINIROWS_OF_ROW[1][0b100_001_000], 0b110_000);
        assert_eq!(MINIROWS_OF_ROW[2][0b000_000_100], 0b001_000_000);
    }

    #[test]
    fn band_match_keeps_only_pairings() {
        // Everything possible: nothing to remove, no box decided.
        assert_eq!(BAND_MATCH[0o777], BAND as u64);
        // Row 0 only in box 0 (claiming): box 0 loses rows 1 and 2, and its row is known.
        let m = 0o771; // row 0 = minirow 0 only
        let e = BAND_MATCH[m];
        assert_eq!(e as u32 & box_cells(0), 7);
        assert_eq!((e >> 32) as u32, box_cells(0));
        // A box with no minirow: no pairing at all.
        assert_eq!(BAND_MATCH[0o666], 0);
        // Two rows confined to the same single box: contradiction.
        assert_eq!(BAND_MATCH[0o001 | 0o010 | 0o700], 0);
    }

    #[test]
    fn pairings() {
        assert_eq!(PAIRINGS[0o777], 0o777);
        // The identity pairing only.
        assert_eq!(PAIRINGS[0o421], 0o421);
        // Node 0 only on edge 0: nodes 1 and 2 lose edge 0.
        assert_eq!(PAIRINGS[0o771], 0o661);
        // Left nodes 1 and 2 both only on right node 2: nothing works.
        assert_eq!(PAIRINGS[0o447], 0);
    }

    #[test]
    fn single_column_box_cells() {
        assert_eq!(SINGLE_COLUMN_BOX_CELLS[0b011_110_010], box_cells(0));
        assert_eq!(
            SINGLE_COLUMN_BOX_CELLS[0b100_001_111],
            box_cells(1) | box_cells(2)
        );
        assert_eq!(SINGLE_COLUMN_BOX_CELLS[0], 0);
    }

    #[test]
    fn column_data_pairs_stack_lanes_with_single_column_boxes() {
        for b in 0..3 {
            for columns in [0, 0o777, 0o421, 0o124, 0o700] {
                let data = column_data(columns, b);
                assert_eq!(data as u32, stack_lanes(columns, b));
                assert_eq!(
                    (data >> 32) as u32,
                    SINGLE_COLUMN_BOX_CELLS[columns as usize]
                );
            }
        }
        // Column 4 of band 1 (stack 1, j = 1) sits at 9 + 3 + 1; its box is single.
        assert_eq!(
            column_data(1 << 4, 1),
            1 << 13 | (box_cells(1) as u64) << 32
        );
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
