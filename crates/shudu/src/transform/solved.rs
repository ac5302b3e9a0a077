//! The minlex form of a solved grid, found quickly.
//!
//! In a solved grid every row holds all nine digits, so once the top row is
//! chosen the relabelling is forced by the column order (the top row becomes
//! `123456789`), and the second row is a permutation of the columns: with
//! `f(c)` the column of the top row holding the digit that the second row
//! has in column `c`, the second row of the result reads, at position `j`,
//! the position given to column `f(column at j)`, plus one.
//!
//! The search fills that second row left to right. At position `j` it tries
//! each column that may stand there; the column `x = f(that column)` is in
//! another stack, and its place is forced by minimality: where it already is,
//! or else the first free position of its stack's slot (the first free slot
//! if its stack has none yet), since any later place gives a larger digit at
//! `j`. Only the columns that give the smallest digit go on. When the row is
//! complete every column has its place; the third row is then fixed, and the
//! other two bands are best put in sorted order (rows inside a band, then
//! bands by their first row), as rows of a solved grid are all different.
//! This is done for each of the 36 choices of orientation, top band and
//! order of its rows, keeping the smallest grid; states whose rows are
//! already larger than the best grid found are dropped. When some choice
//! can start its second row with `456` (a stack of the second row holds the
//! digits of one stack of the top row), the others are not searched at all:
//! they cannot.
//!
//! The work is kept small where it is repeated: the first three digits of
//! the second row depend only on the stacks that the first slot's images
//! fall in, so the 18 ways to fill that slot are ranked by a small number
//! before any is built; at each later position the digit a column would
//! give is worked out from the state as it is, and only the columns that
//! give the smallest digit get a state of their own.

use super::lines::{oriented, PERMS3};

/// "No position" / "no column" / "no stack" yet.
const NONE: u8 = u8::MAX;

/// The result: the form, the map's parts and the automorphism count.
pub(super) struct SolvedForm {
    pub form: [u8; 81],
    pub transpose: bool,
    pub rows: [u8; 9],
    pub cols: [u8; 9],
    pub digits: [u8; 10],
    pub automorphisms: u32,
}

/// Where the columns stand so far in one top-band search.
#[derive(Clone, Copy)]
struct Placement {
    /// Position -> source column.
    col_at: [u8; 9],
    /// Source column -> position.
    pos_of: [u8; 9],
    /// Slot -> source stack.
    slot_stack: [u8; 3],
    /// Source stack -> slot.
    stack_slot: [u8; 3],
}

impl Placement {
    const EMPTY: Placement = Placement {
        col_at: [NONE; 9],
        pos_of: [NONE; 9],
        slot_stack: [NONE; 3],
        stack_slot: [NONE; 3],
    };

    #[inline]
    fn put(&mut self, column: u8, position: u8) {
        self.col_at[position as usize] = column;
        self.pos_of[column as usize] = position;
    }

    #[inline]
    fn assign(&mut self, stack: u8, slot: u8) {
        self.slot_stack[slot as usize] = stack;
        self.stack_slot[stack as usize] = slot;
    }

    /// Places `column` where minimality forces it, if it has no place yet,
    /// and returns its position.
    #[inline]
    fn place_image(&mut self, column: u8) -> u8 {
        if self.pos_of[column as usize] != NONE {
            return self.pos_of[column as usize];
        }
        let stack = column / 3;
        let mut slot = self.stack_slot[stack as usize];
        if slot == NONE {
            slot = (0..3u8)
                .find(|&s| self.slot_stack[s as usize] == NONE)
                .expect("a stack without a slot leaves a slot free");
            self.assign(stack, slot);
        }
        let position = (slot * 3..slot * 3 + 3)
            .find(|&p| self.col_at[p as usize] == NONE)
            .expect("a slot has room for its stack's columns");
        self.put(column, position);
        position
    }
}

struct Search {
    /// `values[orientation][row][column]`.
    values: [[[u8; 9]; 9]; 2],
    best: [u8; 81],
    best_map: (u8, [u8; 9], [u8; 9], [u8; 10]),
    found: bool,
    updates: u32,
    count: u32,
    cand: [u8; 81],
    /// The current top band: orientation, its rows, and `f` for its second
    /// row.
    orientation: u8,
    top: [u8; 3],
    image: [u8; 9],
    /// Column of each digit in the top row.
    column_of: [u8; 10],
}

/// The minlex form of a solved grid (`values` all 1..=9, rows, columns and
/// boxes valid).
pub(super) fn solved_minlex(values: &[u8; 81]) -> SolvedForm {
    let mut s = Search {
        values: oriented(values),
        best: [0; 81],
        best_map: (0, [0; 9], [0; 9], [0; 10]),
        found: false,
        updates: 0,
        count: 0,
        cand: [0; 81],
        orientation: 0,
        top: [0; 3],
        image: [0; 9],
        column_of: [0; 10],
    };
    s.cand[..9].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // The 36 top bands, and which of them are pure (see `is_pure`): if any
    // is, only those can give the smallest second row.
    let mut tops = [(0u8, [0u8; 3], false); 36];
    let mut n = 0;
    for orientation in 0..2u8 {
        for band in 0..3u8 {
            for order in &PERMS3 {
                let top = order.map(|k| band * 3 + k);
                let pure = is_pure(&s.values[orientation as usize], top);
                tops[n] = (orientation, top, pure);
                n += 1;
            }
        }
    }
    let any_pure = tops.iter().any(|t| t.2);
    for &(orientation, top, pure) in &tops {
        if any_pure && !pure {
            continue;
        }
        s.orientation = orientation;
        s.top = top;
        let rows = &s.values[orientation as usize];
        for (c, &d) in rows[top[0] as usize].iter().enumerate() {
            s.column_of[d as usize] = c as u8;
        }
        for (image, &d) in s.image.iter_mut().zip(rows[top[1] as usize].iter()) {
            *image = s.column_of[d as usize];
        }
        let tight = s.found;
        s.first_slot(tight);
    }
    let (o, rows, cols, digits) = s.best_map;
    SolvedForm {
        form: s.best,
        transpose: o == 1,
        rows,
        cols,
        digits,
        automorphisms: s.count,
    }
}

/// Whether the band with rows `top` (in this order) can start its second
/// row with `456`: some stack holds, in the second row, the three digits
/// that the top row has in one other stack. If it cannot, every second row
/// it gives has a 7 or more among its first three digits.
fn is_pure(rows: &[[u8; 9]; 9], top: [u8; 3]) -> bool {
    let (first, second) = (&rows[top[0] as usize], &rows[top[1] as usize]);
    let mut stack_of = [0u8; 10];
    for (c, &d) in first.iter().enumerate() {
        stack_of[d as usize] = (c / 3) as u8;
    }
    second.chunks_exact(3).any(|mini| {
        let s = stack_of[mini[0] as usize];
        stack_of[mini[1] as usize] == s && stack_of[mini[2] as usize] == s
    })
}

/// The first three digits of the second row when its first slot holds
/// columns whose images lie in stacks `a`, `b`, `c` (in that order), as an
/// index into [`FIRST_SLOT_DIGITS`] (in increasing order): the first image
/// opens slot 1 (digit 4); an image in a stack already given a slot takes
/// that slot's next position, one in a new stack opens slot 2 (digit 7).
#[inline]
fn first_slot_rank(a: u8, b: u8, c: u8) -> u8 {
    match (b == a, c == a) {
        (true, true) => 0,
        (true, false) => 1,
        (false, true) => 2,
        // Only two stacks are left to the images: `c` is `b`'s.
        (false, false) => 3,
    }
}

/// The digits of each [`first_slot_rank`].
const FIRST_SLOT_DIGITS: [[u8; 3]; 4] = [[4, 5, 6], [4, 5, 7], [4, 7, 5], [4, 7, 8]];

impl Search {
    /// Fills the first three positions of the second row: each stack in the
    /// first slot, its columns in each order, keeping those that give the
    /// smallest three digits (the same as filling them one by one, with
    /// less work), then goes on from position 3.
    fn first_slot(&mut self, tight: bool) {
        // The three digits depend only on which stacks the images fall in
        // (never the first slot's own stack, as the two rows share a box):
        // rank the 18 orders by that first, and place only the best.
        let mut prefixes = [0u8; 18];
        for (k, prefix) in prefixes.iter_mut().enumerate() {
            let stack = (k / 6) as u8;
            let at = |j: usize| self.image[(stack * 3 + PERMS3[k % 6][j]) as usize] / 3;
            *prefix = first_slot_rank(at(0), at(1), at(2));
        }
        let min_rank = *prefixes.iter().min().expect("18 orders");
        let min = FIRST_SLOT_DIGITS[min_rank as usize];
        let rel = if tight {
            min.as_slice().cmp(&self.best[9..12])
        } else {
            std::cmp::Ordering::Less
        };
        if rel == std::cmp::Ordering::Greater {
            return;
        }
        self.cand[9..12].copy_from_slice(&min);
        let before = self.updates;
        for (k, prefix) in prefixes.iter().enumerate() {
            if *prefix != min_rank {
                continue;
            }
            let stack = (k / 6) as u8;
            let mut state = Placement::EMPTY;
            state.assign(stack, 0);
            for (j, &i) in PERMS3[k % 6].iter().enumerate() {
                let column = stack * 3 + i;
                state.put(column, j as u8);
                state.place_image(self.image[column as usize]);
            }
            let child_tight = rel == std::cmp::Ordering::Equal || self.updates != before;
            self.second_row(&state, 3, child_tight);
        }
    }

    /// Fills position `j` of the second row in every way that can still
    /// give the form.
    fn second_row(&mut self, p: &Placement, j: usize, tight: bool) {
        if j == 9 {
            self.finish(p, tight);
            return;
        }
        // The digit each column that may stand at `j` gives (without
        // building the state: most are dropped), then the states of the best.
        let mut columns = [0u8; 9];
        let mut digit = [0u8; 9];
        let mut n = 0;
        if p.col_at[j] != NONE {
            columns[0] = p.col_at[j];
            digit[0] = self.digit_at(p, j, p.col_at[j]);
            n = 1;
        } else {
            let slot_stack = p.slot_stack[j / 3];
            for column in 0..9u8 {
                let stack = column / 3;
                let allowed = if slot_stack != NONE {
                    stack == slot_stack
                } else {
                    p.stack_slot[stack as usize] == NONE
                };
                if allowed && p.pos_of[column as usize] == NONE {
                    columns[n] = column;
                    digit[n] = self.digit_at(p, j, column);
                    n += 1;
                }
            }
        }
        let min = *digit[..n]
            .iter()
            .min()
            .expect("a free position has a column");
        let at = 9 + j;
        let rel = if tight {
            min.cmp(&self.best[at])
        } else {
            std::cmp::Ordering::Less
        };
        if rel == std::cmp::Ordering::Greater {
            return;
        }
        self.cand[at] = min;
        let before = self.updates;
        for k in 0..n {
            if digit[k] == min {
                let mut q = *p;
                if q.col_at[j] == NONE {
                    if q.slot_stack[j / 3] == NONE {
                        q.assign(columns[k] / 3, (j / 3) as u8);
                    }
                    q.put(columns[k], j as u8);
                }
                q.place_image(self.image[columns[k] as usize]);
                let child_tight = rel == std::cmp::Ordering::Equal || self.updates != before;
                self.second_row(&q, j + 1, child_tight);
            }
        }
    }

    /// The digit the second row gets at `j` with `column` standing there:
    /// the position its image has, or would be given by
    /// [`Placement::place_image`] once `column` is placed. The image is in
    /// another stack than `column` (the two rows share a box), so placing
    /// `column` only matters when it opens slot `j / 3`, which the image's
    /// stack then cannot take.
    #[inline]
    fn digit_at(&self, p: &Placement, j: usize, column: u8) -> u8 {
        let image = self.image[column as usize];
        if p.pos_of[image as usize] != NONE {
            return p.pos_of[image as usize] + 1;
        }
        let mut slot = p.stack_slot[(image / 3) as usize];
        if slot == NONE {
            let opened = (p.slot_stack[j / 3] == NONE).then_some((j / 3) as u8);
            slot = (0..3u8)
                .find(|&s| p.slot_stack[s as usize] == NONE && Some(s) != opened)
                .expect("a stack without a slot leaves a slot free");
        }
        let position = (slot * 3..slot * 3 + 3)
            .find(|&q| p.col_at[q as usize] == NONE)
            .expect("a slot has room for its stack's columns");
        position + 1
    }

    /// Every column has its place: the rest of the grid is forced.
    fn finish(&mut self, p: &Placement, tight: bool) {
        let rows = &self.values[self.orientation as usize];
        let mut label = [0u8; 10];
        for (d, l) in label.iter_mut().enumerate().skip(1) {
            *l = p.pos_of[self.column_of[d] as usize] + 1;
        }
        let relabel = |r: u8| -> [u8; 9] {
            let src = &rows[r as usize];
            let mut out = [0u8; 9];
            for (o, &c) in out.iter_mut().zip(p.col_at.iter()) {
                *o = label[src[c as usize] as usize];
            }
            out
        };
        let third = relabel(self.top[2]);
        let mut rel = if tight {
            third.as_slice().cmp(&self.best[18..27])
        } else {
            std::cmp::Ordering::Less
        };
        if rel == std::cmp::Ordering::Greater {
            return;
        }
        self.cand[18..27].copy_from_slice(&third);
        // The other bands: rows sorted inside each, bands by first row.
        let top_band = self.top[0] / 3;
        let mut bands = [[([0u8; 9], 0u8); 3]; 2];
        for (slot, band) in bands.iter_mut().zip((0..3u8).filter(|&b| b != top_band)) {
            for (k, row) in slot.iter_mut().enumerate() {
                let r = band * 3 + k as u8;
                *row = (relabel(r), r);
            }
            slot.sort_unstable();
        }
        bands.sort_unstable();
        let mut order = [0u8; 9];
        order[..3].copy_from_slice(&self.top);
        for (b, band) in bands.iter().enumerate() {
            for (k, (row, r)) in band.iter().enumerate() {
                let at = (3 + b * 3 + k) * 9;
                self.cand[at..at + 9].copy_from_slice(row);
                order[3 + b * 3 + k] = *r;
            }
        }
        if rel == std::cmp::Ordering::Equal {
            rel = self.cand[27..].cmp(&self.best[27..]);
        }
        match rel {
            std::cmp::Ordering::Greater => {}
            std::cmp::Ordering::Equal => self.count += 1,
            std::cmp::Ordering::Less => {
                self.best = self.cand;
                self.best_map = (self.orientation, order, p.col_at, label);
                self.count = 1;
                self.found = true;
                self.updates += 1;
            }
        }
    }
}
