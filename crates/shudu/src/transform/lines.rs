//! What the canonical-form searches share: the orders of three items, a
//! grid read as lines in both orientations, the labelling of digits in
//! order of appearance, and labels turned into a whole relabelling.

/// The six orders of three items (rows in a band, columns in a stack,
/// bands, stacks).
pub(super) const PERMS3: [[u8; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// The grid's lines in both orientations: `[0][r][c]` is row `r`, column
/// `c`; `[1]` is the transposed grid (its rows are the columns).
pub(super) fn oriented(values: &[u8; 81]) -> [[[u8; 9]; 9]; 2] {
    let mut lines = [[[0u8; 9]; 9]; 2];
    for r in 0..9 {
        for c in 0..9 {
            lines[0][r][c] = values[r * 9 + c];
            lines[1][c][r] = values[r * 9 + c];
        }
    }
    lines
}

/// A whole relabelling from the labels a search gave (`label[d]`, 0 for a
/// digit the grid lacks): digits without a label get `next`, `next + 1`,
/// ... in increasing order; 0 (empty) stays 0.
pub(super) fn relabelling(label: &[u8; 10], mut next: u8) -> [u8; 10] {
    let mut digits = [0u8; 10];
    for (to, &l) in digits.iter_mut().zip(label.iter()).skip(1) {
        *to = if l != 0 {
            l
        } else {
            next += 1;
            next - 1
        };
    }
    digits
}

/// The label of value `v` (0 for empty), giving it the next one if new.
#[inline]
pub(super) fn take_label(label: &mut [u8; 10], next: &mut u8, v: u8) -> u8 {
    if v == 0 {
        return 0;
    }
    if label[v as usize] == 0 {
        label[v as usize] = *next;
        *next += 1;
    }
    label[v as usize]
}
