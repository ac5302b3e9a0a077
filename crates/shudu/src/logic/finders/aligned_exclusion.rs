//! Aligned pair and triple exclusion, found and rated as Sudoku Explainer
//! 1.2.1 does (6.2 and 7.5).
//!
//! Take two (or three) *base* cells and the cells that see every one of
//! them holding two (or, for three base cells, two or three) candidates:
//! the *excluders*. A way of filling the base cells is impossible when two
//! base cells that see each other take the same digit, or when it takes
//! every candidate of an excluder (that cell would be left with nothing). A
//! candidate of a base cell that no possible way uses is removed.
//!
//! As in SE: base cells hold two candidates or more and see an excluder;
//! a set needs at least two common excluders; pairs are tried in cell order,
//! a triple's third cell among the base cells one of the first two sees;
//! the first set that removes something is the step.
//!
//! In a solve, a set is searched again only if it may have changed since
//! the last state where the whole search found nothing
//! ([`aligned_exclusion_remembering`]).

use super::masks::count9;
use super::wording::{and_list, removals};
use super::Memo;
use crate::logic::{Candidate, Candidates, Step, Technique};
use crate::{Cell, CellSet, Digit, DigitSet};

/// SE's aligned pair exclusion (6.2).
pub(crate) fn aligned_pair_exclusion(c: &Candidates) -> Option<Step> {
    aligned_exclusion(c, 2, true, None).0
}

/// SE's aligned triple exclusion (7.5).
pub(crate) fn aligned_triple_exclusion(c: &Candidates) -> Option<Step> {
    aligned_exclusion(c, 3, true, None).0
}

/// Memo slots: 0..9 the digits' boards of the last state where the search
/// found nothing, then its empty cells and its base cells.
const EMPTY_SLOT: usize = 9;
const BASE_SLOT: usize = 10;
const SMALL_SLOT: usize = 11;

/// What changed since a state where the whole search found nothing.
#[derive(Clone, Copy)]
struct Since {
    /// The cells whose candidates differ (or that were filled).
    changed: CellSet,
    /// That state's base cells.
    base: CellSet,
    /// That state's empty cells with `degree` candidates or fewer (the
    /// cells that may exclude).
    small: CellSet,
}

/// Whether `cells` holds two cells or more (without a count: x86-64's
/// baseline has no popcount instruction).
#[inline]
fn two_or_more(cells: CellSet) -> bool {
    let bits = cells.bits();
    bits & bits.wrapping_sub(1) != 0
}

/// The cells that see two of `cells` or more.
#[inline]
fn seeing_two(cells: CellSet) -> CellSet {
    let (mut once, mut twice) = (CellSet::EMPTY, CellSet::EMPTY);
    for x in cells {
        let peers = CellSet::peers(x);
        twice |= once & peers;
        once |= peers;
    }
    twice
}

/// The cells that see one of `cells`.
#[inline]
fn seeing(cells: CellSet) -> CellSet {
    cells
        .iter()
        .fold(CellSet::default(), |acc, x| acc | CellSet::peers(x))
}

/// The exclusion of `degree` base cells in `c` (the same step as
/// [`aligned_pair_exclusion`] or [`aligned_triple_exclusion`]), using and
/// filling `memo` (kept for this finder only): the last state of the solve
/// where the search found nothing. A set's answer reads only its base
/// cells' candidates, whether they are base cells, and the candidates of
/// their common peers (its excluders), so a set whose base cells were base
/// cells then, with none of them changed since, nor any common peer that
/// may exclude (`degree` candidates or fewer) then or now, finds nothing
/// again: only the other sets are searched, in the same order.
pub(crate) fn aligned_exclusion_remembering(
    c: &Candidates,
    degree: usize,
    memo: &mut Memo,
) -> Option<Step> {
    let slots = (
        memo.remembered(EMPTY_SLOT),
        memo.remembered(BASE_SLOT),
        memo.remembered(SMALL_SLOT),
    );
    let since = match slots {
        (Some(empty), Some(base), Some(small)) => {
            let changed = Digit::all().fold(empty ^ c.empty_cells().bits(), |changed, d| {
                let before = memo.remembered(d.index()).unwrap_or(u128::MAX);
                changed | (before ^ c.cells_with(d).bits())
            });
            let changed = CellSet::from_bits(changed) & CellSet::ALL;
            if changed.is_empty() {
                return None;
            }
            Some(Since {
                changed,
                base: CellSet::from_bits(base),
                small: CellSet::from_bits(small),
            })
        }
        _ => None,
    };
    let (step, base, small) = aligned_exclusion(c, degree, true, since);
    if step.is_none() {
        memo.remember_digit_cells(c);
        memo.remember_empty(EMPTY_SLOT, c.empty_cells().bits());
        memo.remember_empty(BASE_SLOT, base.bits());
        memo.remember_empty(SMALL_SLOT, small.bits());
    }
    step
}

/// The exclusion of `degree` base cells, the base cells and the cells that
/// may exclude (empty, `degree` candidates or fewer); `gated`:
/// whether a set none of whose fillings can be excluded is passed over
/// unsearched (off only to test the gate). With `since`, only the sets
/// that may have changed since a state where nothing was found are
/// searched (see [`aligned_exclusion_remembering`]).
fn aligned_exclusion(
    c: &Candidates,
    degree: usize,
    gated: bool,
    since: Option<Since>,
) -> (Option<Step>, CellSet, CellSet) {
    // Base cells and, for each, the cells of its house that may exclude
    // (by cell index; `in_base` says which are base cells). The cells by
    // count of candidates, bit-sliced: `more[k]` holds more than k.
    let mut more = [CellSet::default(); 4];
    for d in Digit::all() {
        let cells = c.cells_with(d);
        for k in (1..4).rev() {
            more[k] |= more[k - 1] & cells;
        }
        more[0] |= cells;
    }
    let empty = c.empty_cells();
    // SE skips a cell that sees a naked single; the excluders are the
    // empty peers with `degree` candidates or fewer.
    let single = empty & (more[0] - more[1]);
    let small = empty - more[degree];
    let mut excluders_of = [CellSet::default(); 81];
    let mut in_base = CellSet::default();
    for cell in empty & more[1] {
        let peers = CellSet::peers(cell);
        if !(peers & single).is_empty() {
            continue;
        }
        let excluders = peers & small;
        if !excluders.is_empty() {
            excluders_of[cell.index()] = excluders;
            in_base.insert(cell);
        }
    }
    // `fresh`: cells every set with them is searched (changed, or new base
    // cells); `changed`: the cells whose change reaches the sets of which
    // they are a common peer.
    // A changed common peer with more than `degree` candidates then and
    // now is no excluder of either state: it changes no set.
    let (changed, fresh) = match since {
        None => (CellSet::ALL, CellSet::ALL),
        Some(s) => (
            s.changed & (small | s.small),
            s.changed | (in_base - s.base),
        ),
    };
    for p in in_base {
        let ep = excluders_of[p.index()];
        // A set needs two common excluders: the later cells seeing two of
        // p's excluders (a base cell's excluders are its peers that may
        // exclude).
        // (The cheaper restrictions first: a set left with nothing to
        // search skips the sweeps of peers.)
        if !two_or_more(ep) {
            continue;
        }
        let mut later = CellSet::from_bits(in_base.bits() & !((2u128 << p.index()) - 1));
        let p_fresh = fresh.contains(p);
        if degree == 2 && !p_fresh {
            later &= fresh | seeing(changed & CellSet::peers(p));
        }
        if later.is_empty() {
            continue;
        }
        later &= seeing_two(ep);
        for q in later {
            let eq = excluders_of[q.index()];
            if degree == 2 {
                if let Some(step) = try_set(c, &[p, q], ep & eq, gated) {
                    return (Some(step), in_base, small);
                }
                continue;
            }
            // The third cell: a base cell one of the first two sees, that
            // sees two of their common excluders (so there are two).
            let common = ep & eq;
            if !two_or_more(common) {
                continue;
            }
            let mut area = ((ep | eq) & in_base) - CellSet::single(p) - CellSet::single(q);
            if gated {
                area = area - tried_before(p, q, small);
            }
            if !p_fresh && !fresh.contains(q) {
                area &= fresh | seeing(changed & CellSet::peers(p) & CellSet::peers(q));
            }
            if area.is_empty() {
                continue;
            }
            area &= seeing_two(common);
            for r in area {
                let er = excluders_of[r.index()];
                if let Some(step) = try_set(c, &[p, q, r], ep & eq & er, gated) {
                    return (Some(step), in_base, small);
                }
            }
        }
    }
    (None, in_base, small)
}

/// The third cells r of a triple whose first two are `p` and `q` (`p`
/// before `q`) that make a set tried before in another order. A triple
/// (p, q, r) is tried whenever its three cells have two common excluders
/// and pass the memo's restriction (both alike in every order) and r is an
/// excluder of p or q (one of their peers with few enough candidates, in
/// `small`); its answer does not depend on the order, and a set tried
/// before found nothing. So with r before q, (p, r, q) came first when q
/// is an excluder of p or r; with r before p, also (r, q, p) when p is an
/// excluder of r or q.
#[inline]
fn tried_before(p: Cell, q: Cell, small: CellSet) -> CellSet {
    let before_q = CellSet::from_bits((1u128 << q.index()) - 1);
    let before_p = CellSet::from_bits((1u128 << p.index()) - 1);
    let sees = CellSet::peers(p).contains(q);
    let (p_small, q_small) = (small.contains(p), small.contains(q));
    if q_small && sees {
        // q is an excluder of p: every r before q.
        return before_q;
    }
    let mut before = CellSet::EMPTY;
    if q_small {
        // q is an excluder of r.
        before |= CellSet::peers(q) & before_q;
    }
    if p_small {
        // p is an excluder of q (every r before p), or of r.
        before |= if sees {
            before_p
        } else {
            CellSet::peers(p) & before_p
        };
    }
    before
}

/// The step of one set of base cells with these common excluders, if it
/// removes something. Allocates only for the step it returns.
/// Generic over the number of base cells, so that each size gets its own
/// unrolled copy; the step itself is built apart ([`step_of`]).
#[inline]
fn try_set<const N: usize>(
    c: &Candidates,
    cells: &[Cell; N],
    excluders: CellSet,
    gated: bool,
) -> Option<Step> {
    if !two_or_more(excluders) {
        return None;
    }
    let n = N;
    // Only an excluder whose candidates all belong to base cells can be
    // emptied by a filling; the others never exclude one.
    let full: [u16; 3] = core::array::from_fn(|i| {
        if i < N {
            c.candidates(cells[i]).bits()
        } else {
            0
        }
    });
    let offered = full[0] | full[1] | full[2];
    let mut marks = [0u16; 20];
    let mut m = 0;
    for x in excluders {
        let mark = c.candidates(x).bits();
        if m < marks.len() && (!gated || mark & !offered == 0) {
            marks[m] = mark;
            m += 1;
        }
    }
    let marks = &marks[..m];
    // Two base cells: taking d from one needs every other digit e of the
    // other blocked, which only an excluder holding just {d, e} does; so
    // some cell's count less one excluders at least.
    if gated && n == 2 && m + 1 < count9(full[0]).min(count9(full[1])) as usize {
        return None;
    }
    // Which base cells see which: bit b of `see[a]`.
    let mut see = [0u8; 3];
    for a in 0..n {
        let peers = CellSet::peers(cells[a]);
        for b in a + 1..n {
            if peers.contains(cells[b]) {
                see[a] |= 1 << b;
                see[b] |= 1 << a;
            }
        }
    }
    // With no excluder that can be emptied and no two base cells that see
    // each other sharing a digit, every filling is possible.
    let clash_possible =
        (0..n).any(|a| (a + 1..n).any(|b| see[a] & (1 << b) != 0 && full[a] & full[b] != 0));
    if gated && marks.is_empty() && !clash_possible {
        return None;
    }
    if gated && N == 3 && marks.is_empty() && !naked_pair_inside(full, see) {
        return None;
    }
    let used = fillings(&full[..n], marks, see)?;
    if (0..n).all(|i| full[i] & !used[i] == 0) {
        return None;
    }
    step_of(c, cells, used, excluders)
}

/// The step of a set of base cells whose fillings use only `used`.
#[cold]
#[inline(never)]
fn step_of(c: &Candidates, cells: &[Cell], used: [u16; 3], excluders: CellSet) -> Option<Step> {
    let n = cells.len();
    let used: [DigitSet; 3] = used.map(DigitSet::from_bits);
    let mut elim = Vec::new();
    for (i, &x) in cells.iter().enumerate() {
        for d in c.candidates(x) - used[i] {
            elim.push(Candidate::new(x, d));
        }
    }
    if elim.is_empty() {
        return None;
    }
    elim.sort();
    let removed: DigitSet = elim.iter().map(|e| e.digit).collect();
    let technique = if n == 2 {
        Technique::AlignedPairExclusion
    } else {
        Technique::AlignedTripleExclusion
    };
    let (base, named) = (cells.to_vec(), excluders);
    Some(
        Step::described(technique, move |s| {
            format!(
                "{}: every way of filling {} that leaves each of {named} a candidate and puts no digit twice in a unit avoids some digits, so {}",
                s.technique.name(),
                and_list(base.iter()),
                removals(&s.eliminations)
            )
        })
        .with_cells(cells.to_vec())
        .with_digits(removed.iter())
        .eliminate(elim),
    )
}

/// Whether three base cells without a mark can lose a candidate: with
/// clashes alone, a digit `d` of a cell is impossible only when the two
/// others must both take the one digit left to them besides `d`, in sight
/// of each other; each base cell holds two candidates or more, so that
/// needs all three in sight of one another and the two others holding the
/// same two digits, `d` one of them.
#[inline]
fn naked_pair_inside(full: [u16; 3], see: [u8; 3]) -> bool {
    if see[0] != 0b110 || see[1] & 0b100 == 0 {
        return false;
    }
    // Two digits exactly, without a count (see `two_or_more`).
    let two = |x: u16| {
        let rest = x & x.wrapping_sub(1);
        rest != 0 && rest & (rest - 1) == 0
    };
    let pair =
        |i: usize, j: usize, k: usize| full[i] == full[j] && two(full[i]) && full[i] & full[k] != 0;
    pair(0, 1, 2) || pair(0, 2, 1) || pair(1, 2, 0)
}

/// The digits each base cell takes in some possible filling, as bits
/// (`full[i]`: base cell i's candidates, `marks`: the excluders'
/// candidates, `sees[i]`: bit j set when base cells i and j see each
/// other); `None` once every candidate of every base cell is taken by some
/// filling (nothing to remove). A filling is possible when no two base
/// cells that see each other take the same digit and it takes no
/// excluder's every candidate.
///
/// The last base cell is not enumerated: given the others' digits, it may
/// take any of its candidates but those a cell it sees took and those that
/// alone complete an excluder (a mark less the others' digits of one
/// digit); a mark inside the others' digits excludes them all.
#[inline]
fn fillings(full: &[u16], marks: &[u16], sees: [u8; 3]) -> Option<[u16; 3]> {
    if full.len() == 2 {
        fillings_of_pair(full[0], full[1], marks, sees[0] & 2 != 0)
    } else {
        // The enumeration's work grows with the first two cells' digits:
        // the cells are taken fewest digits first (the fillings do not
        // depend on the order), and put back in place after.
        // Three steps of a bubble sort (swapping on fewer only: stable).
        let n = [count9(full[0]), count9(full[1]), count9(full[2])];
        let mut order = [0, 1, 2];
        for (a, b) in [(0, 1), (1, 2), (0, 1)] {
            if n[order[b]] < n[order[a]] {
                order.swap(a, b);
            }
        }
        if order == [0, 1, 2] {
            return fillings_of_triple([full[0], full[1], full[2]], marks, sees);
        }
        let [x, y, z] = order;
        let see = |i: usize, j: usize| sees[i] >> j & 1;
        let sees_now = [
            see(x, y) << 1 | see(x, z) << 2,
            see(x, y) | see(y, z) << 2,
            see(x, z) | see(y, z) << 1,
        ];
        let used = fillings_of_triple([full[x], full[y], full[z]], marks, sees_now)?;
        let mut back = [0u16; 3];
        back[x] = used[0];
        back[y] = used[1];
        back[z] = used[2];
        Some(back)
    }
}

/// [`fillings`] of two base cells.
#[inline]
fn fillings_of_pair(p: u16, q: u16, marks: &[u16], see: bool) -> Option<[u16; 3]> {
    let mut used = [0u16; 3];
    let mut rest = p;
    while rest != 0 {
        let a = rest & rest.wrapping_neg();
        rest &= rest - 1;
        if let Some(mut allowed) = completing(q, marks, a) {
            if see {
                allowed &= !a;
            }
            if allowed != 0 {
                used[0] |= a;
                used[1] |= allowed;
                if used[0] == p && used[1] == q {
                    return None;
                }
            }
        }
    }
    Some(used)
}

/// [`fillings`] of three base cells.
///
/// For each digit `a` of the first cell, the marks are read once: a mark
/// left with one digit once `a` is taken (`block`) forbids that digit to
/// the second cell (the mark would be complete) and to the last (the
/// same); one left with two digits forbids the last cell the other of the
/// two when the second takes one of them (`after`, by the second cell's
/// digit); one left with three or more never completes with two more
/// digits. That is [`completing`] with `a` and `b` taken, mark by mark.
#[inline]
fn fillings_of_triple(full: [u16; 3], marks: &[u16], sees: [u8; 3]) -> Option<[u16; 3]> {
    // The three cells' digits side by side in one word, 16 bits each.
    let whole = u64::from(full[0]) | u64::from(full[1]) << 16 | u64::from(full[2]) << 32;
    let mut used = 0u64;
    let mut rest_a = full[0];
    'a: while rest_a != 0 {
        let a = rest_a & rest_a.wrapping_neg();
        rest_a &= rest_a - 1;
        let mut block = 0u16;
        let mut after = [0u16; 9];
        for &mk in marks {
            let left = mk & !a;
            if left == 0 {
                // The first cell's digit alone completes a mark.
                continue 'a;
            }
            let rest = left & (left - 1);
            if rest == 0 {
                block |= left;
            } else if rest & (rest - 1) == 0 {
                let (x, y) = (left.trailing_zeros(), rest.trailing_zeros());
                after[x as usize] |= 1 << y;
                after[y as usize] |= 1 << x;
            }
        }
        let mut last = full[2] & !block;
        if sees[0] & 4 != 0 {
            last &= !a;
        }
        let mut rest_b = full[1] & !block;
        if sees[0] & 2 != 0 {
            rest_b &= !a;
        }
        while rest_b != 0 {
            let b = rest_b & rest_b.wrapping_neg();
            rest_b &= rest_b - 1;
            let mut allowed = last & !after[b.trailing_zeros() as usize];
            if sees[1] & 4 != 0 {
                allowed &= !b;
            }
            if allowed != 0 {
                used |= u64::from(a) | u64::from(b) << 16 | u64::from(allowed) << 32;
                if used == whole {
                    return None;
                }
            }
        }
    }
    Some([used as u16, (used >> 16) as u16, (used >> 32) as u16])
}

/// The digits of `last` that complete no mark with the digits `taken`;
/// `None` if a mark lies inside `taken` already.
#[inline]
fn completing(last: u16, marks: &[u16], taken: u16) -> Option<u16> {
    let mut allowed = last;
    for &mk in marks {
        let left = mk & !taken;
        if left == 0 {
            return None;
        }
        if left & (left - 1) == 0 {
            allowed &= !left;
        }
    }
    Some(allowed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::finders::testing::{assert_sound, assert_spent, state_before};

    // Puzzles of the SE calibration set: SE 1.2.1.3 rates the first 7.2 (a
    // chain after the pair exclusion), the second 7.5, its triple exclusion.

    #[test]
    fn pair_exclusion_is_sound_and_rated_as_se() {
        const P: &str = PAIR;
        let c = state_before(P, Technique::AlignedPairExclusion);
        let s = aligned_pair_exclusion(&c).expect("an aligned pair exclusion");
        assert_eq!(s.cells.len(), 2);
        assert_eq!(crate::rate::se::step_tenths(&s, false), 62);
        assert_sound(P, &c, &s);
        assert_spent(aligned_pair_exclusion, &c, &s);
    }

    #[test]
    fn triple_exclusion_is_sound_and_rated_as_se() {
        const P: &str = TRIPLE;
        let c = state_before(P, Technique::AlignedTripleExclusion);
        let s = aligned_triple_exclusion(&c).expect("an aligned triple exclusion");
        assert_eq!(s.cells.len(), 3);
        assert_eq!(crate::rate::se::step_tenths(&s, false), 75);
        assert_sound(P, &c, &s);
        assert_spent(aligned_triple_exclusion, &c, &s);
    }

    /// The gate changes no step: gated and plain searches agree at every
    /// state of the SE solves of calibration puzzles rated 4.5 to 7.5.
    #[test]
    fn gated_sets_give_the_same_steps() {
        let found = crate::logic::finders::testing::agree_on_se_solves(|c| {
            let view =
                |s: Option<Step>| s.map(|s| (s.eliminations.clone(), s.cells.clone(), s.text()));
            let mut any = false;
            for degree in [2, 3] {
                let gated = view(aligned_exclusion(c, degree, true, None).0);
                assert_eq!(
                    gated,
                    view(aligned_exclusion(c, degree, false, None).0),
                    "degree {degree}"
                );
                any |= gated.is_some();
            }
            any
        });
        assert!(found > 0, "no state with an aligned exclusion");
    }

    /// The remembering search gives the full search's step at every state
    /// of the SE solves of calibration puzzles rated 4.5 to 7.5, one memo
    /// per degree kept across all of them.
    #[test]
    fn remembering_gives_the_same_steps() {
        let mut memos = [Memo::new(), Memo::new()];
        let found = crate::logic::finders::testing::agree_on_se_solves(|c| {
            let view =
                |s: Option<Step>| s.map(|s| (s.eliminations.clone(), s.cells.clone(), s.text()));
            let mut any = false;
            for (degree, memo) in [2, 3].into_iter().zip(memos.iter_mut()) {
                let full = view(aligned_exclusion(c, degree, true, None).0);
                assert_eq!(
                    full,
                    view(aligned_exclusion_remembering(c, degree, memo)),
                    "degree {degree}"
                );
                any |= full.is_some();
            }
            any
        });
        assert!(found > 0, "no state with an aligned exclusion");
    }

    /// Every filling enumerated: the digits each base cell takes in some
    /// possible one (the reference for [`fillings`]).
    fn fillings_enumerated(full: &[u16], marks: &[u16], sees: [u8; 3]) -> [u16; 3] {
        let n = full.len();
        let mut used = [0u16; 3];
        let digits = |bits: u16| (0..9).map(|d| 1u16 << d).filter(move |b| bits & b != 0);
        let mut fill = |f: [u16; 3]| {
            let clash =
                (0..n).any(|a| (0..n).any(|b| a != b && f[a] == f[b] && sees[a] & (1 << b) != 0));
            let taken = f[..n].iter().fold(0, |t, b| t | b);
            if !clash && !marks.iter().any(|&mk| mk & !taken == 0) {
                for i in 0..n {
                    used[i] |= f[i];
                }
            }
        };
        for a in digits(full[0]) {
            for b in digits(full[1]) {
                if n == 2 {
                    fill([a, b, 0]);
                } else {
                    for c in digits(full[2]) {
                        fill([a, b, c]);
                    }
                }
            }
        }
        used
    }

    /// The fillings found without enumerating the last cell are the
    /// enumerated ones, on many drawn base cells, excluders and sight lines.
    #[test]
    fn fillings_agree_with_every_filling_enumerated() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move |below: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % below
        };
        let mut nothing_left = 0;
        for _ in 0..40_000 {
            let n = 2 + next(2) as usize;
            // Digits from a small range, so that cells share them often.
            let range = 3 + next(7) as u32;
            let mut full = [0u16; 3];
            for f in full.iter_mut().take(n) {
                while f.count_ones() < 2 {
                    *f |= 1 << next(range as u64);
                }
                if next(2) == 0 {
                    *f |= 1 << next(range as u64);
                }
            }
            let mut marks = [0u16; 6];
            let m = next(7) as usize;
            for mk in marks.iter_mut().take(m) {
                let size = 1 + next(n as u64) as u32;
                while mk.count_ones() < size {
                    *mk |= 1 << next(range as u64);
                }
            }
            let mut sees = [0u8; 3];
            for a in 0..n {
                for b in a + 1..n {
                    if next(2) == 0 {
                        sees[a] |= 1 << b;
                        sees[b] |= 1 << a;
                    }
                }
            }
            let want = fillings_enumerated(&full[..n], &marks[..m], sees);
            let got = fillings(&full[..n], &marks[..m], sees);
            if want == full {
                assert_eq!(got, None, "{full:?} {:?} {sees:?}", &marks[..m]);
                nothing_left += 1;
            } else {
                assert_eq!(got, Some(want), "{full:?} {:?} {sees:?}", &marks[..m]);
            }
        }
        assert!(nothing_left > 1000 && nothing_left < 39_000);
    }

    /// Three base cells without a mark lose a candidate exactly when
    /// [`naked_pair_inside`] says they may, over every sight pattern and
    /// every choice of two or three candidates among four digits.
    #[test]
    fn without_marks_only_a_naked_pair_inside_removes() {
        let choices: Vec<u16> = (0u16..16).filter(|x| x.count_ones() >= 2).collect();
        let (mut removing, mut tried) = (0, 0);
        for see_bits in 0..8u8 {
            let mut sees = [0u8; 3];
            for (k, (a, b)) in [(0, 1), (0, 2), (1, 2)].into_iter().enumerate() {
                if see_bits & (1 << k) != 0 {
                    sees[a] |= 1 << b;
                    sees[b] |= 1 << a;
                }
            }
            for &f0 in &choices {
                for &f1 in &choices {
                    for &f2 in &choices {
                        let full = [f0, f1, f2];
                        let removes = fillings_enumerated(&full, &[], sees) != full;
                        assert_eq!(removes, naked_pair_inside(full, sees), "{full:?} {sees:?}");
                        removing += usize::from(removes);
                        tried += 1;
                    }
                }
            }
        }
        assert!(removing > 0 && removing < tried);
    }

    const PAIR: &str =
        "7..93.5...........5.9.86.12..6..7.8..9..6..213..2.......8.2...4...3....7.....1.5.";
    const TRIPLE: &str =
        ".78...3....2.......4.....6.6.49...7.....1.5...276...49............2....4....3871.";
}
