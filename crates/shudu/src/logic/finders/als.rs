//! ALS-XZ: two almost locked sets joined by a restricted common candidate.
//!
//! An almost locked set (ALS) is a group of N empty cells inside one unit
//! holding N + 1 digits between them; a single bivalue cell is the smallest.
//! Take two ALSs A and B that share no cell. A digit X of both is a
//! *restricted common* when every X-cell of A sees every X-cell of B: then X
//! is in at most one of them, so the other is reduced to a locked set. For
//! another common digit Z, Z must then be in A or in B, and any cell outside
//! them that sees every Z-cell of both loses Z.
//!
//! With two restricted commons X1 and X2 (doubly linked), each ALS is locked
//! on its other digits (each must miss X1 or X2), and each of X1, X2 is in
//! exactly one of them; so a non-restricted digit of either ALS goes from
//! the cells seeing all its cells in that ALS, and X1 and X2 go from the cells
//! seeing all their cells in both.
//!
//! ALSs of up to [`MAX_ALS_CELLS`] cells are used; the pair with the fewest
//! cells in all is reported.

use super::masks::count9;
use super::wording::removals;
use super::Memo;
use crate::logic::{Candidate, Candidates, Step, Technique};
use crate::{Cell, CellSet, Digit, DigitSet, Unit};

/// Largest ALS considered, in cells.
pub(crate) const MAX_ALS_CELLS: usize = 5;

/// One almost locked set with what the pair test needs precomputed.
struct Als {
    cells: CellSet,
    digits: DigitSet,
    unit: Unit,
    /// For each digit, the cells (outside the ALS) that see every ALS cell
    /// holding it and hold it too: where the digit could be removed. (A
    /// restricted common's cells in the other set are among them, as the
    /// other set's cells hold it.)
    target: [CellSet; 9],
    /// The digits whose `target` is not empty: the only ones this set could
    /// remove.
    reach: DigitSet,
}

/// Each unit's almost locked sets (of up to [`MAX_ALS_CELLS`] cells, in
/// search order) with the candidates of the unit's cells they were read off
/// (a filled cell as [`FILLED`]): a unit's sets depend on nothing else, so
/// a unit whose cells are as they were keeps its list.
#[derive(Clone, Debug)]
pub(crate) struct UnitSets {
    marks: [[u16; 9]; 27],
    found: Vec<Vec<(CellSet, DigitSet, Unit, u8)>>,
}

/// A filled cell in [`UnitSets`]' marks (no candidate set has this bit).
const FILLED: u16 = 1 << 15;

impl UnitSets {
    /// Nothing read yet (no unit's marks can equal these).
    pub(crate) fn new() -> UnitSets {
        UnitSets {
            marks: [[u16::MAX; 9]; 27],
            found: vec![Vec::new(); 27],
        }
    }
}

/// Every ALS of one to `max` cells, smallest first, each cell set once.
#[cfg(test)]
fn all_sets(c: &Candidates, max: usize) -> Vec<Als> {
    all_sets_keeping(c, max, None)
}

/// Every ALS of one to `max` cells, smallest first, each cell set once;
/// with `kept` (and `max` at [`MAX_ALS_CELLS`]), each unit's sets read from
/// there when its cells are as they were, the others' kept there.
fn all_sets_keeping(c: &Candidates, max: usize, mut kept: Option<&mut UnitSets>) -> Vec<Als> {
    // Found in unit and search order, then taken size by size (the order
    // a stable sort by size gives) and built last, so that the per-digit
    // tables are written once.
    let mut found: Vec<(CellSet, DigitSet, Unit, u8)> = Vec::with_capacity(512);
    let empty = c.empty_cells();
    // Depth-first, each node pushing all its children: at most 9 per level.
    // A node is (next index, subset as a mask over the unit's open cells,
    // digit bits, size): small, so that the pushes stay cheap.
    let mut stack = [(0u8, 0u16, 0u16, 0u8); 9 * MAX_ALS_CELLS + 1];
    if max < MAX_ALS_CELLS {
        kept = None;
    }
    let max = max.min(MAX_ALS_CELLS);
    for unit in Unit::all() {
        let u = unit.index();
        let mut marks = [FILLED; 9];
        for (k, &cell) in unit.cells().iter().enumerate() {
            if empty.contains(cell) {
                marks[k] = c.candidates(cell).bits();
            }
        }
        if let Some(kept) = kept.as_deref() {
            if kept.marks[u] == marks {
                found.extend_from_slice(&kept.found[u]);
                continue;
            }
        }
        let from = found.len();
        let kind = unit.kind();
        let mut cells = [Cell::at(0, 0); 9];
        let mut cands = [0u16; 9];
        // Per open cell, its row and column as one bit each (for boxes).
        let mut rows = [0u16; 9];
        let mut cols = [0u16; 9];
        let mut n = 0;
        for cell in empty & CellSet::unit(unit) {
            cells[n] = cell;
            cands[n] = c.candidates(cell).bits();
            rows[n] = 1 << cell.row();
            cols[n] = 1 << cell.col();
            n += 1;
        }
        // Grow subsets in index order; digits only grow, so a subset with
        // more than max + 1 digits is dropped with all its extensions.
        let mut top = 1;
        stack[0] = (0, 0, 0, 0);
        while top > 0 {
            top -= 1;
            let (next, mask, digits, size) = stack[top];
            let size = size as usize;
            if size > 0 && count9(digits) as usize == size + 1 {
                // Each cell set once: a single cell is taken in its row, and
                // a box's sets lying in one row or column are taken in that
                // line.
                let listed_elsewhere = match kind {
                    crate::UnitKind::Row => false,
                    _ if size == 1 => true,
                    crate::UnitKind::Box => {
                        let (mut r, mut k) = (0u16, 0u16);
                        let mut m = mask;
                        while m != 0 {
                            let i = m.trailing_zeros() as usize;
                            m &= m - 1;
                            r |= rows[i];
                            k |= cols[i];
                        }
                        r.count_ones() == 1 || k.count_ones() == 1
                    }
                    _ => false,
                };
                if !listed_elsewhere {
                    let mut set = CellSet::EMPTY;
                    let mut m = mask;
                    while m != 0 {
                        set.insert(cells[m.trailing_zeros() as usize]);
                        m &= m - 1;
                    }
                    found.push((set, DigitSet::from_bits(digits), unit, size as u8));
                }
            }
            if size == max {
                continue;
            }
            for (i, &cand) in cands[..n].iter().enumerate().skip(next as usize) {
                let d = digits | cand;
                // An ALS in this child's subtree has at most
                // min(max, size + 1 + cells after i) cells, and one digit
                // more: with more digits already, it has none.
                if count9(d) as usize > max.min(size + n - i) + 1 {
                    continue;
                }
                stack[top] = (i as u8 + 1, mask | 1 << i, d, size as u8 + 1);
                top += 1;
            }
        }
        if let Some(kept) = kept.as_deref_mut() {
            kept.marks[u] = marks;
            kept.found[u].clear();
            kept.found[u].extend_from_slice(&found[from..]);
        }
    }
    // A counting sort by size, stable: found order within each size.
    let mut start = [0usize; MAX_ALS_CELLS + 2];
    for f in &found {
        start[f.3 as usize + 1] += 1;
    }
    for s in 1..start.len() {
        start[s] += start[s - 1];
    }
    let mut order = vec![0u32; found.len()];
    for (k, f) in found.iter().enumerate() {
        order[start[f.3 as usize]] = k as u32;
        start[f.3 as usize] += 1;
    }
    let mut out = Vec::with_capacity(found.len());
    for &k in &order {
        let (set, digits, unit, _) = found[k as usize];
        out.push(Als {
            cells: set,
            digits,
            unit,
            target: [CellSet::EMPTY; 9],
            reach: DigitSet::EMPTY,
        });
        // Filled in place: the set is too large to move cheaply.
        fill_targets(c, out.last_mut().expect("just pushed"));
    }
    out
}

/// Fills `a.target` and `a.reach` from its cells and digits.
#[inline]
fn fill_targets(c: &Candidates, a: &mut Als) {
    // Per digit, the cells seeing every ALS cell holding it: one pass over
    // the cells rather than one per digit.
    let mut seeing = [CellSet::ALL; 9];
    for cell in a.cells {
        let peers = CellSet::peers(cell);
        for d in c.candidates(cell) {
            seeing[d.index()] &= peers;
        }
    }
    for d in a.digits {
        let with = c.cells_with(d);
        // The ALS's own cells without `d` drop out with `with`.
        let t = (seeing[d.index()] - a.cells) & with;
        a.target[d.index()] = t;
        if !t.is_empty() {
            a.reach.insert(d);
        }
    }
}

/// ALS-XZ, singly or doubly linked.
pub(crate) fn als_xz(c: &Candidates) -> Option<Step> {
    als_xz_touching(c, None, None)
}

/// [`als_xz`], using and filling `memo` (kept for this finder only): each
/// digit's cells in the last state of the solve where the search found
/// nothing. While every digit's cells now are within those, a pair of sets
/// none of whose cells lost a candidate since was a pair then, with the
/// same restricted commons, and its targets (cells holding a digit that
/// see every cell of a set holding it) only lost cells: it removed nothing
/// then, and removes nothing now. So only the pairs with a cell that
/// changed are searched, in the same order: the same step.
pub(crate) fn als_xz_remembering(c: &Candidates, memo: &mut Memo) -> Option<Step> {
    let changed = memo.lost_since(c);
    if changed == Some(CellSet::EMPTY) {
        return None;
    }
    let step = als_xz_touching(c, changed, Some(memo.als_sets()));
    if step.is_none() {
        memo.remember_digit_cells(c);
    }
    step
}

/// [`als_xz`], searching only the pairs with a set that meets `changed`
/// (all pairs with `None`).
fn als_xz_touching(
    c: &Candidates,
    changed: Option<CellSet>,
    kept: Option<&mut UnitSets>,
) -> Option<Step> {
    let sets = all_sets_keeping(c, MAX_ALS_CELLS, kept);
    // The pair loop reads only these small keys (cells, digits, size), kept
    // apart from the per-digit tables so that the scan stays in cache.
    let keys: Vec<(CellSet, DigitSet, usize)> = sets
        .iter()
        // An ALS has one digit more than cells: its size is its cell count.
        .map(|a| (a.cells, a.digits, a.cells.len()))
        .collect();
    // A restricted common X of A and B needs B's X-cells, the first of
    // them included, among the cells seeing A's X-cells. So B is looked up
    // by (digit, first cell holding it): each key has a slot,
    // a bitmap of the sets whose first X-cell is that cell (key = X * 81 +
    // cell). The pairs skipped that way have no restricted common, which
    // is all the loop below would have found out about them.
    let words = sets.len().div_ceil(64);
    // Indexed by key directly: one zeroed block, no growing.
    let mut slots: Vec<u64> = vec![0; 9 * 81 * words];
    // Per key, the last set in it.
    let mut last = [0u32; 9 * 81];
    // Per digit, the cells whose key holds sets (and, in the loop below,
    // still holds sets after A): the only keys worth reading.
    let mut anchors = [CellSet::EMPTY; 9];
    for (j, a) in sets.iter().enumerate() {
        for x in a.digits {
            if let Some(p) = (a.cells & c.cells_with(x)).first() {
                let key = x.index() * 81 + p.index();
                anchors[x.index()].insert(p);
                slots[key * words + j / 64] |= 1 << (j % 64);
                last[key] = j as u32;
            }
        }
    }
    let mut partners = vec![0u64; words];
    // Bitmaps over the sets: those holding each cell, and each digit. A
    // partner must miss A's cells and share two of its digits; both are
    // applied to whole words, so that the loop below (whose branches are
    // hard to predict) sees fewer sets.
    let mut with_cell = vec![0u64; 81 * words];
    let mut with_digit = vec![0u64; 9 * words];
    for (j, &(cells, digits, _)) in keys.iter().enumerate() {
        let (w, bit) = (j / 64, 1u64 << (j % 64));
        for cell in cells {
            with_cell[cell.index() * words + w] |= bit;
        }
        for d in digits {
            with_digit[d.index() * words + w] |= bit;
        }
    }
    // The sets meeting a changed cell, if only pairs with one are searched.
    // Every set is searched as the first of a pair only without `changed`.
    let searching_all = if changed.is_some() { 0 } else { keys.len() };
    let touched: Option<Vec<u64>> = changed.map(|changed| {
        let mut touched = vec![0u64; words];
        for (j, &(cells, _, _)) in keys.iter().enumerate() {
            if cells.intersects(changed) {
                touched[j / 64] |= 1 << (j % 64);
            }
        }
        touched
    });
    let mut one = vec![0u64; words];
    let mut two = vec![0u64; words];
    let mut best: Option<(usize, usize, usize, DigitSet, Vec<Candidate>)> = None;
    if let Some(touched) = touched {
        // Only the pairs with a touched set: each touched set against every
        // other set, earlier or later, a pair of two touched sets once (from
        // the first). The step is the pair the ordered loop below would
        // keep: the fewest cells in all, then the first set, then the
        // second, in index order.
        for (w, &word) in touched.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let t = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let (t_cells, t_digits, t_size) = keys[t];
                let tset = &sets[t];
                sharing_two_digits(
                    &with_digit,
                    &with_cell,
                    t_digits,
                    t_cells,
                    0,
                    &mut one,
                    &mut two,
                );
                // Touched sets up to T were paired with T from their side.
                for k in 0..words {
                    let upto = if k < t / 64 {
                        u64::MAX
                    } else if k == t / 64 {
                        (2u64 << (t % 64)).wrapping_sub(1)
                    } else {
                        0
                    };
                    two[k] &= !(touched[k] & upto);
                }
                partners.fill(0);
                for x in t_digits {
                    for p in tset.target[x.index()] & anchors[x.index()] {
                        let from = &slots[(x.index() * 81 + p.index()) * words..][..words];
                        for (k, bits) in partners.iter_mut().zip(from) {
                            *k |= bits;
                        }
                    }
                }
                let blocks = blocks(c, tset);
                for (k, &word) in partners.iter().enumerate() {
                    let mut bits = word & two[k];
                    while bits != 0 {
                        let s = k * 64 + bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        let (s_cells, s_digits, s_size) = keys[s];
                        let size = t_size + s_size;
                        let (i, j) = if t < s { (t, s) } else { (s, t) };
                        if best
                            .as_ref()
                            .is_some_and(|x| (size, i, j) >= (x.0, x.1, x.2))
                        {
                            continue;
                        }
                        let common = t_digits & s_digits;
                        let restricted = restricted_commons(common, s_cells, &blocks);
                        if restricted.is_empty() {
                            continue;
                        }
                        let (a, b) = (&sets[i], &sets[j]);
                        if productive(a, b, common, restricted) {
                            let elim = eliminations(a, b, common, restricted);
                            best = Some((size, i, j, restricted, elim));
                        }
                    }
                }
            }
        }
    }
    for (i, &(a_cells, a_digits, a_size)) in keys.iter().enumerate().take(searching_all) {
        if best.as_ref().is_some_and(|x| a_size + a_size >= x.0) {
            // Every later pair has at least this many cells.
            break;
        }
        let a = &sets[i];
        // Only the words holding later sets are worth building.
        let w0 = i / 64;
        sharing_two_digits(
            &with_digit,
            &with_cell,
            a_digits,
            a_cells,
            w0,
            &mut one,
            &mut two,
        );
        two[w0] &= (u64::MAX << (i % 64)) << 1;
        if two[w0..].iter().all(|&w| w == 0) {
            // No later set misses A's cells and shares two digits.
            continue;
        }
        partners[w0..].fill(0);
        for x in a_digits {
            for p in a.target[x.index()] & anchors[x.index()] {
                let slot = x.index() * 81 + p.index();
                if last[slot] as usize <= i {
                    anchors[x.index()].remove(p);
                    continue;
                }
                let from = &slots[slot * words..][..words];
                for (w, bits) in partners[w0..].iter_mut().zip(&from[w0..]) {
                    *w |= bits;
                }
            }
        }
        let blocks = blocks(c, a);
        // Only later sets, in index order, as before.
        'later: for (w, &word) in partners.iter().enumerate().skip(w0) {
            // Sets up to A already cleared from `two[w0]`.
            let mut bits = word & two[w];
            while bits != 0 {
                let j = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let (b_cells, b_digits, b_size) = keys[j];
                let size = a_size + b_size;
                if best.as_ref().is_some_and(|x| size >= x.0) {
                    break 'later;
                }
                // Both already ensured word by word above.
                debug_assert!(!a_cells.intersects(b_cells));
                let common = a_digits & b_digits;
                debug_assert!(common.len() >= 2);
                let restricted = restricted_commons(common, b_cells, &blocks);
                if restricted.is_empty() {
                    continue;
                }
                let b = &sets[j];
                if productive(a, b, common, restricted) {
                    let elim = eliminations(a, b, common, restricted);
                    best = Some((size, i, j, restricted, elim));
                }
            }
        }
    }
    let (_, i, j, restricted, elim) = best?;
    let (a, b) = (&sets[i], &sets[j]);
    let link = if restricted.len() >= 2 {
        let r: Vec<Digit> = linking_pair(restricted).iter().collect();
        format!(
            "are doubly linked by the restricted commons {} and {}",
            r[0], r[1]
        )
    } else {
        format!("share the restricted common {restricted}")
    };
    let text = format!(
        "ALS-XZ: {} ({} in {}) and {} ({} in {}) {link}, so {}",
        a.cells,
        a.digits,
        a.unit,
        b.cells,
        b.digits,
        b.unit,
        removals(&elim)
    );
    Some(
        Step::new(Technique::AlsXz, text)
            .with_cells(a.cells.iter().chain(b.cells.iter()))
            .with_units([a.unit, b.unit])
            .with_digits((a.digits | b.digits).iter())
            .eliminate(elim),
    )
}

/// In `two` (from word `w0` on; `one` is scratch), the sets that share two
/// or more of `digits` and none of `cells`, read off the bitmaps over the
/// sets holding each digit (`with_digit`) and each cell (`with_cell`).
#[inline(always)]
fn sharing_two_digits(
    with_digit: &[u64],
    with_cell: &[u64],
    digits: DigitSet,
    cells: CellSet,
    w0: usize,
    one: &mut [u64],
    two: &mut [u64],
) {
    let words = one.len();
    one[w0..].fill(0);
    two[w0..].fill(0);
    for d in digits {
        let row = &with_digit[d.index() * words..][..words];
        for w in w0..words {
            two[w] |= one[w] & row[w];
            one[w] |= row[w];
        }
    }
    for cell in cells {
        let row = &with_cell[cell.index() * words..][..words];
        for w in w0..words {
            two[w] &= !row[w];
        }
    }
}

/// Per digit X of `a`, the cells holding X that do not see all of A's
/// X-cells: X is a restricted common of A and B when B's X-cells avoid them.
#[inline(always)]
fn blocks(c: &Candidates, a: &Als) -> [CellSet; 9] {
    let mut blocks = [CellSet::EMPTY; 9];
    for x in a.digits {
        blocks[x.index()] = c.cells_with(x) - a.target[x.index()];
    }
    blocks
}

/// The digits of `common` that are restricted commons with the set over
/// `cells`, given the first set's [`blocks`] (over the common digits only:
/// two or three, mostly).
#[inline(always)]
fn restricted_commons(common: DigitSet, cells: CellSet, blocks: &[CellSet; 9]) -> DigitSet {
    let mut r = 0u16;
    let mut m = common.bits();
    while m != 0 {
        let x = m.trailing_zeros() as usize;
        m &= m - 1;
        r |= u16::from(!cells.intersects(blocks[x])) << x;
    }
    DigitSet::from_bits(r)
}

/// The restricted commons a doubly linked pair of ALSs is linked by: the
/// two smallest (the search, the eliminations and the text agree on them).
#[inline]
fn linking_pair(restricted: DigitSet) -> DigitSet {
    restricted.iter().take(2).collect()
}

/// Whether [`eliminations`] finds anything (without building the list).
#[inline]
fn productive(a: &Als, b: &Als, common: DigitSet, restricted: DigitSet) -> bool {
    let meet = |d: Digit| a.target[d.index()].intersects(b.target[d.index()]);
    if restricted.len() == 1 {
        ((common - restricted) & a.reach & b.reach).iter().any(meet)
    } else {
        let pair = linking_pair(restricted);
        !((a.digits - pair) & a.reach).is_empty()
            || !((b.digits - pair) & b.reach).is_empty()
            || (pair & a.reach & b.reach).iter().any(meet)
    }
}

fn eliminations(a: &Als, b: &Als, common: DigitSet, restricted: DigitSet) -> Vec<Candidate> {
    let mut out = Vec::new();
    // Every target set already holds only cells with its digit.
    let mut push = |cells: CellSet, d: Digit| {
        for t in cells {
            let cand = Candidate::new(t, d);
            if !out.contains(&cand) {
                out.push(cand);
            }
        }
    };
    if restricted.len() == 1 {
        for z in common - restricted {
            push(a.target[z.index()] & b.target[z.index()], z);
        }
    } else {
        let pair = linking_pair(restricted);
        for x in pair {
            push(a.target[x.index()] & b.target[x.index()], x);
        }
        for z in a.digits - pair {
            push(a.target[z.index()], z);
        }
        for z in b.digits - pair {
            push(b.target[z.index()], z);
        }
    }
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::finders::testing::{assert_sound, cand, state};

    const SINGLE_PUZZLE: &str =
        "3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....";
    const SINGLE_MARKS: &str = "..3......1...56.........7.........89...4.....12...6.89.2...6.8..2..56....2..56.8..2..56......456....2.456.....3...78..23...7...23..6.8..2.4.6.8.........91...............8.1..4.6...........9....5....12.......12...6....2.4.6.....3...7....3...7.....4.....1.3.56.8.12..56.....3....89..3....89..3....89......7..123.56....23.56.89.2..5.7.9..3.5.78..2..5....1.............6......4..7...2.4...89.2345.....2345..891....67.91.3..678.1....6....2...........5.......4..7..1..4.6.891.34.6.....34.6.891...567..1..4567..1..456.........7.912....7.912..5...9..3.............8..2.4.67.91....67..........9..3....8....4.....123...78.123....8.....5....12...67...2...67..1...5.7...2.........3....8......6...1.3...7891.3.5..891..4....91..4..7.....4..7.9";

    /// The remembering search gives the full search's step at every state
    /// of the SE solves of calibration puzzles rated 4.5 to 7.5, one memo
    /// kept across all of them.
    #[test]
    fn remembering_finds_the_same_als_xz() {
        let view = |s: Option<Step>| s.map(|s| (s.eliminations.clone(), s.cells.clone(), s.text()));
        let mut memo = Memo::new();
        let (mut found, mut skipped) = (0, 0);
        crate::logic::finders::testing::agree_on_se_solves(|c| {
            let full = view(als_xz(c));
            let before = memo.clone();
            assert_eq!(full, view(als_xz_remembering(c, &mut memo)));
            found += usize::from(full.is_some());
            skipped += usize::from(before.remembered(0).is_some() && full.is_none());
            full.is_some()
        });
        assert!(found > 0 && skipped > 0, "{found} {skipped}");
    }

    /// The same at every state of HoDoKu-order solves of calibration
    /// puzzles SE rates 8.0 and up (where ALS-XZ is asked most, with few
    /// cells changed between its searches), one memo per solve.
    #[test]
    fn remembering_finds_the_same_als_xz_on_hodoku_solves() {
        let view = |s: Option<Step>| s.map(|s| (s.eliminations.clone(), s.cells.clone(), s.text()));
        let solver = crate::logic::LogicalSolver::with_order(crate::rate::hodoku::order());
        let (mut found, mut skipped, mut states) = (0, 0, 0);
        let hard = crate::logic::finders::testing::calibration_puzzles(|se| se >= 8.0, 12);
        for puzzle in hard {
            let g: crate::Grid = puzzle.parse().expect("a puzzle");
            let path = solver.solve(&g);
            let mut memo = Memo::new();
            let mut c = Candidates::from_grid(&g);
            for s in &path.steps {
                let full = view(als_xz(&c));
                let before = memo.clone();
                assert_eq!(full, view(als_xz_remembering(&c, &mut memo)), "{puzzle}");
                found += usize::from(full.is_some());
                skipped += usize::from(before.remembered(0).is_some() && full.is_none());
                states += 1;
                c.apply(s);
            }
        }
        assert!(found > 10 && skipped > 10, "{found} {skipped} {states}");
    }

    #[test]
    fn singly_linked() {
        // A = r3c5 {1,2}. B = r2c1 {2,5,6}, r2c2 {4,5,6}, r2c3 {2,4,5,6},
        // r3c2 {1,4,6}: four cells of box 1 with five digits. The only 1s are
        // r3c5 in A and r3c2 in B, which share row 3: 1 is a restricted
        // common. So A or B is locked without 1, and 2 is in A (r3c5) or in
        // B (r2c1 or r2c3). r2c5 and r2c6 see all three (row 2, box 2).
        let c = state(SINGLE_MARKS);
        let s = als_xz(&c).unwrap();
        assert_eq!(s.technique, Technique::AlsXz);
        assert_eq!(
            s.text(),
            "ALS-XZ: r3c5 (12 in row 3) and r2c1, r2c2, r2c3, r3c2 (12456 in box 1) share the restricted common 1, so 2 is removed from r2c5 and r2c6"
        );
        assert_eq!(s.eliminations, vec![cand("r2c5", 2), cand("r2c6", 2)]);
        assert_sound(SINGLE_PUZZLE, &c, &s);
    }

    const DOUBLE_PUZZLE: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    const DOUBLE_MARKS: &str = "...4.........56..912...6.8.....5.789..3......1...5.789.2..5...9.2..567...2..567.9123...7....3.5...912............6...12....7..1..45.7.9.......8..23.5.7...2345.7.9.23..678...3.56..9.2...6.8....45.789.2....78....45.789.2345...9.23.567..1........123..6.....34.6...12.4.6.....34..78.....5....1.34.678.1234.............9.234..78.123.............8.....5...9..34..7.91.....7..1.34..7.9.....6...123.5.7...2345.7..1.3..6.........7......5...9.2.......1....6.8.1.34.6.891.345....1.3.5..8...345..8......6.8....4.6......4.6.8.1................9.2.............7....3.5......3.5........5....12.........3............78......678......678.12......9...4......2......9........912.............7....3.5.......4.......3.5....12............6.8......6.8.";

    #[test]
    fn doubly_linked() {
        // A = r8c9 {2,9}; B = r8c7 {1,2,9}, r9c7 {1,2} in column 7. Both 2
        // and 9 are restricted commons (r8c9 sees r8c7 and r9c7). So B keeps
        // 1: the 1s of column 7 outside B (r4c7, r6c7) go.
        let c = state(DOUBLE_MARKS);
        let s = als_xz(&c).unwrap();
        assert_eq!(
            s.text(),
            "ALS-XZ: r8c9 (29 in row 8) and r8c7, r9c7 (129 in column 7) are doubly linked by the restricted commons 2 and 9, so 1 is removed from r4c7 and r6c7"
        );
        assert_eq!(s.eliminations, vec![cand("r4c7", 1), cand("r6c7", 1)]);
        assert_sound(DOUBLE_PUZZLE, &c, &s);
    }

    #[test]
    fn no_als_pair_in_the_empty_grid() {
        // Nine open cells per unit hold nine digits: no almost locked set.
        let empty = Candidates::from_grid(&crate::Grid::empty());
        assert!(all_sets(&empty, MAX_ALS_CELLS).is_empty());
        assert!(als_xz(&empty).is_none());
    }
}
