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
        for d in Digit::all() {
            memo.remember_empty(d.index(), c.cells_with(d).bits());
        }
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
        let mut later = CellSet::from_bits(in_base.bits() & !((2u128 << p.index()) - 1));
        let p_fresh = fresh.contains(p);
        if degree == 2 && !p_fresh {
            later &= fresh | seeing(changed & CellSet::peers(p));
        }
        for q in later {
            let eq = excluders_of[q.index()];
            if degree == 2 {
                if let Some(step) = try_set(c, &[p, q], ep & eq, gated) {
                    return (Some(step), in_base, small);
                }
                continue;
            }
            // A set needs two common excluders: none with p and q lacking them.
            if (ep & eq).len() < 2 {
                continue;
            }
            // The third cell: a base cell one of the first two sees.
            let mut area = ((ep | eq) & in_base) - CellSet::single(p) - CellSet::single(q);
            if !p_fresh && !fresh.contains(q) {
                area &= fresh | seeing(changed & CellSet::peers(p) & CellSet::peers(q));
            }
            for r in area {
                let er = excluders_of[r.index()];
                if (ep & eq & er).len() < 2 {
                    continue;
                }
                if let Some(step) = try_set(c, &[p, q, r], ep & eq & er, gated) {
                    return (Some(step), in_base, small);
                }
            }
        }
    }
    (None, in_base, small)
}

/// The step of one set of base cells with these common excluders, if it
/// removes something. Allocates only for the step it returns.
fn try_set(c: &Candidates, cells: &[Cell], excluders: CellSet, gated: bool) -> Option<Step> {
    if excluders.len() < 2 {
        return None;
    }
    let n = cells.len();
    // Only an excluder whose candidates all belong to base cells can be
    // emptied by a filling; the others never exclude one.
    let offered = cells
        .iter()
        .fold(0u16, |all, &x| all | c.candidates(x).bits());
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
    let sees = |a: usize, b: usize| cells[a].sees(cells[b]);
    // With no excluder that can be emptied and no two base cells that see
    // each other sharing a digit, every filling is possible.
    let clash_possible = (0..n).any(|a| {
        (a + 1..n).any(|b| {
            sees(a, b) && c.candidates(cells[a]) & c.candidates(cells[b]) != DigitSet::default()
        })
    });
    if gated && marks.is_empty() && !clash_possible {
        return None;
    }
    // Two base cells: taking d from one needs every other digit e of the
    // other blocked, which only an excluder holding just {d, e} does; so
    // some cell's count less one excluders at least.
    if gated
        && n == 2
        && m + 1
            < c.candidates(cells[0])
                .len()
                .min(c.candidates(cells[1]).len())
    {
        return None;
    }
    // Each base cell's candidates as a list of digit bits.
    let mut options = [[0u16; 9]; 3];
    let mut counts = [0usize; 3];
    for (i, &x) in cells.iter().enumerate() {
        for d in c.candidates(x) {
            options[i][counts[i]] = 1 << d.index();
            counts[i] += 1;
        }
    }
    // The digits each base cell takes in some possible filling, as bits.
    let mut used = [0u16; 3];
    let mut full = [0u16; 3];
    for (i, &x) in cells.iter().enumerate() {
        full[i] = c.candidates(x).bits();
    }
    let mut pick = [0usize; 3];
    loop {
        let bit = |i: usize| options[i][pick[i]];
        let clash = (0..n).any(|a| (a + 1..n).any(|b| bit(a) == bit(b) && sees(a, b)));
        let taken = (0..n).fold(0u16, |t, i| t | bit(i));
        if !clash && !marks.iter().any(|&mk| mk & !taken == 0) {
            let mut grew = false;
            for (i, u) in used.iter_mut().enumerate().take(n) {
                grew |= *u & bit(i) == 0;
                *u |= bit(i);
            }
            // Every candidate of every base cell taken: nothing to remove.
            if grew && used == full {
                return None;
            }
        }
        // Next filling.
        let mut k = 0;
        while k < n {
            pick[k] += 1;
            if pick[k] < counts[k] {
                break;
            }
            pick[k] = 0;
            k += 1;
        }
        if k == n {
            break;
        }
    }
    if (0..n).all(|i| c.candidates(cells[i]).bits() & !used[i] == 0) {
        return None;
    }
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

    const PAIR: &str =
        "7..93.5...........5.9.86.12..6..7.8..9..6..213..2.......8.2...4...3....7.....1.5.";
    const TRIPLE: &str =
        ".78...3....2.......4.....6.6.49...7.....1.5...276...49............2....4....3871.";
}
