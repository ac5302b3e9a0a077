//! Unique loops: the unique rectangle's deadly pattern on six cells or more,
//! found and rated as Sudoku Explainer 1.2.1 does.
//!
//! A unique loop is a closed walk of empty cells, all holding the two
//! digits `a` and `b`, each cell linked to the next through a row, a column
//! or a box (never the same kind of unit twice in a row), such that every
//! unit the loop touches holds exactly two of its cells, one at an even and
//! one at an odd place of the walk. Were every cell reduced to {a, b}, the
//! digits could alternate round the loop either way: two solutions. So the
//! cells with other candidates (at most two, or any number sharing one
//! extra digit) cannot all lose them:
//! - type 1: one cell has extras: it loses a and b;
//! - type 2: the cells with extras share one extra digit x, one of them is
//!   x: x goes from every cell that sees them all;
//! - type 3: two cells with extras in one unit act as one cell holding
//!   their extra digits, which completes a naked subset with other cells of
//!   that unit: the subset's digits go from the unit's other cells;
//! - type 4: two cells with extras in one unit where `a` has no other
//!   place: one of them is `a`, so neither can be `b`.
//!
//! Rectangles (four cells) are the unique rectangle finders' (see
//! `uniqueness.rs`); this finder takes loops of 6 cells or more. SE rates a
//! loop 4.5, plus 0.1 for 6 or 7 cells, 0.2 for 8 or 9, 0.5 for 10 or more,
//! plus a tenth per digit of a type 3 subset beyond one
//! ([`crate::rate::se::step_tenths`]); of all loops it applies the one rated
//! lowest, then of the lowest type, then the first found (cells row by row,
//! the units of each cell box, row, column). SE's hidden form of type 3 is
//! not found here (docs/rating.md).
//!
//! Like every uniqueness technique, this assumes a single solution.

use super::wording::{and_list, removals};
use super::Memo;
use crate::logic::{Candidate, Candidates, Step, Technique};
use crate::{Cell, CellSet, Digit, DigitSet, Unit};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

/// The longest loop looked for (SE has no limit; loops this long are not
/// met in practice, and the limit bounds the search).
const LONGEST: usize = 16;

/// The units of a cell in SE's order: box, row, column.
fn units_of(cell: Cell) -> [Unit; 3] {
    [
        Unit::boxed(cell.box_index()),
        Unit::row(cell.row()),
        Unit::column(cell.col()),
    ]
}

/// SE's rating in tenths of a loop of `cells` cells whose type 3 subset
/// (if any) has `subset` digits (0 for the other types).
pub(crate) fn loop_tenths(cells: usize, subset: usize) -> u16 {
    let size = match cells {
        0..=5 => 0,
        6 | 7 => 1,
        8 | 9 => 2,
        _ => 5,
    };
    45 + size + subset.saturating_sub(1) as u16
}

/// SE's rating in tenths of a unique loop step of this finder: its
/// [`Step::length`] is the loop's number of cells, its digits the loop's two
/// and, for type 3, the naked subset's after them.
pub(crate) fn step_tenths(step: &Step) -> u16 {
    loop_tenths(step.length, step.digits.len().saturating_sub(2))
}

/// One hint: what SE sorts by, and the step.
struct Hint {
    tenths: u16,
    kind: u8,
    step: Step,
}

/// The walks found from a start cell, closed into loops. The walk runs on
/// the cells holding both digits numbered in reading order (at most 64 of
/// them in a 64-bit word, more in a 128-bit one), so each unit's cells and
/// the path are one word, met in the same order as the cells.
struct Search<'a, M> {
    c: &'a Candidates,
    pair: DigitSet,
    /// The cells holding both digits, by their number.
    cells: [Cell; 81],
    /// Each unit's cells among them, by number.
    in_unit: [M; 27],
    /// The cells with extras (more than the pair), by number.
    more: M,
    /// The cells the walk may step on, by number.
    steps: M,
    /// The cells of the walk, by number.
    on_path: M,
    /// The walk so far: its first `len` cells by number (the walk never
    /// grows past [`LONGEST`]).
    path: [u8; LONGEST],
    len: usize,
    loops: Vec<Vec<Cell>>,
    /// The units (bit per unit index) holding a cell of the path at an even
    /// and at an odd place: a walk that puts two cells of one unit at the
    /// same parity can only close into walks that fail [`is_loop`].
    parity: [u32; 2],
    /// Whether walks are pruned by `parity`, and starts off the pair's
    /// [`loop_core`] skipped (off only to test the pruning).
    prune: bool,
}

/// The units of a cell as bits by unit index.
fn unit_bits(cell: Cell) -> u32 {
    units_of(cell)
        .into_iter()
        .fold(0, |bits, unit| bits | 1 << unit.index())
}

/// [`units_of`] of every cell, for the walk.
static CELL_UNITS: [[Unit; 3]; 81] = {
    let mut units = [[Unit::row(0); 3]; 81];
    let mut i = 0;
    while i < 81 {
        let (row, col) = (i / 9, i % 9);
        units[i] = [
            Unit::boxed(row / 3 * 3 + col / 3),
            Unit::row(row),
            Unit::column(col),
        ];
        i += 1;
    }
    units
};

/// [`unit_bits`] of every cell, for the walk.
static UNIT_BITS_OF: [u32; 81] = {
    let mut bits = [0u32; 81];
    let mut i = 0;
    while i < 81 {
        let units = CELL_UNITS[i];
        bits[i] = 1 << units[0].index() | 1 << units[1].index() | 1 << units[2].index();
        i += 1;
    }
    bits
};

/// The empty cells holding both digits of `pair`.
fn cells_holding(c: &Candidates, pair: DigitSet) -> CellSet {
    pair.iter()
        .fold(c.empty_cells(), |set, d| set & c.cells_with(d))
}

/// The word of a walk's cell numbers: `u64` for most pairs, `u128` for
/// a pair held by more than 64 cells.
trait Mask:
    Copy
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + Not<Output = Self>
    + BitOrAssign
    + BitAndAssign
{
    const ZERO: Self;
    /// The word with bit `i` alone.
    fn bit(i: usize) -> Self;
    /// Whether no bit is set.
    fn is_zero(self) -> bool;
    /// The lowest bit set, and the word without it.
    fn pop(self) -> (usize, Self);
}

/// [`Mask`] for the unsigned words, alike but for their width.
macro_rules! mask_for_words {
    ($($word:ty),*) => {$(
        impl Mask for $word {
            const ZERO: Self = 0;
            #[inline]
            fn bit(i: usize) -> Self {
                1 << i
            }
            #[inline]
            fn is_zero(self) -> bool {
                self == 0
            }
            #[inline]
            fn pop(self) -> (usize, Self) {
                (self.trailing_zeros() as usize, self & (self - 1))
            }
        }
    )*};
}

mask_for_words!(u64, u128);

/// The walks from `start` over the cells `holding` the `pair` that close
/// back on it (see [`Search::walk`]), stepping only on the cells of
/// `steps` (the start among them): the others lie on no loop the walk
/// may close, and their subtrees hold none. Of those, the cells with extras
/// are still met (SE gathers their extras across the level), those
/// without are left out (they add none).
fn closed_walks(
    c: &Candidates,
    pair: DigitSet,
    holding: CellSet,
    steps: CellSet,
    start: Cell,
    prune: bool,
) -> Vec<Vec<Cell>> {
    fn walked<M: Mask>(mut search: Search<'_, M>) -> Vec<Vec<Cell>> {
        search.walk(2, DigitSet::default(), None);
        search.loops
    }
    if holding.len() <= 64 {
        walked(Search::<u64>::new(c, pair, holding, steps, start, prune))
    } else {
        walked(Search::<u128>::new(c, pair, holding, steps, start, prune))
    }
}

impl<'a, M: Mask> Search<'a, M> {
    /// A walk of the cells `holding` the `pair` (at most as many as `M`
    /// has bits), from `start`, stepping on the cells of `steps` (see
    /// [`closed_walks`]).
    fn new(
        c: &'a Candidates,
        pair: DigitSet,
        holding: CellSet,
        steps: CellSet,
        start: Cell,
        prune: bool,
    ) -> Self {
        let mut search = Search {
            c,
            pair,
            cells: [start; 81],
            in_unit: [M::ZERO; 27],
            more: M::ZERO,
            steps: M::ZERO,
            on_path: M::ZERO,
            path: [0; LONGEST],
            len: 1,
            loops: Vec::new(),
            parity: [unit_bits(start), 0],
            prune,
        };
        let met = holding
            .iter()
            .filter(|&x| steps.contains(x) || c.candidates(x) != pair);
        for (i, cell) in met.enumerate() {
            search.cells[i] = cell;
            for unit in CELL_UNITS[cell.index()] {
                search.in_unit[unit.index()] |= M::bit(i);
            }
            if c.candidates(cell) != pair {
                search.more |= M::bit(i);
            }
            if steps.contains(cell) {
                search.steps |= M::bit(i);
            }
            if cell == start {
                search.path[0] = i as u8;
                search.on_path = M::bit(i);
            }
        }
        search
    }

    /// SE's walk: from the last cell of the path, through each kind of unit
    /// but the one just used, to every cell holding both digits; `spare` is
    /// how many more cells with extras may join, `extras` the extra digits
    /// met so far (SE gathers them across the cells it tries at a level,
    /// which this follows, so that the loops found are SE's).
    fn walk(&mut self, spare: i32, extras: DigitSet, last_kind: Option<usize>) {
        let here = self.cells[usize::from(self.path[self.len - 1])];
        let start = usize::from(self.path[0]);
        // The cells holding both digits off the path, and the start.
        let open = !(self.on_path & !M::bit(start));
        let mut extras = extras;
        for (kind, &unit) in CELL_UNITS[here.index()].iter().enumerate() {
            if Some(kind) == last_kind {
                continue;
            }
            // The unit's cells holding both digits, in the unit's order
            // (reading order, as their numbers); the others are never
            // stepped on.
            let mut nexts = self.in_unit[unit.index()] & open;
            while !nexts.is_zero() {
                let (i, rest) = nexts.pop();
                nexts = rest;
                if i == start {
                    if self.len >= 6 {
                        let cells = self.path[..self.len].iter();
                        self.loops
                            .push(cells.map(|&k| self.cells[usize::from(k)]).collect());
                    }
                    continue;
                }
                let next = self.cells[i];
                // The cells stepped on hold both digits: a cell with extras
                // holds more than the pair.
                let more = !(self.more & M::bit(i)).is_zero();
                extras |= self.c.candidates(next) - self.pair;
                if self.len >= LONGEST || (self.steps & M::bit(i)).is_zero() {
                    continue;
                }
                let one_extra = {
                    let x = extras.bits();
                    x != 0 && x & (x - 1) == 0
                };
                if !more || one_extra || spare > 0 {
                    // Pruned walks only lose loops `is_loop` rejects; the
                    // extras gathered above stay SE's.
                    let side = self.len % 2;
                    let bits = UNIT_BITS_OF[next.index()];
                    if self.prune && self.parity[side] & bits != 0 {
                        continue;
                    }
                    let spare = spare - i32::from(more);
                    self.parity[side] |= bits;
                    self.on_path |= M::bit(i);
                    self.path[self.len] = i as u8;
                    self.len += 1;
                    self.walk(spare, extras, Some(kind));
                    self.len -= 1;
                    self.on_path &= !M::bit(i);
                    self.parity[side] &= !bits;
                }
            }
        }
    }
}

/// The cells of `holding` that may lie on a loop of them. Every unit a
/// loop touches holds exactly two of its cells ([`is_loop`]), so each of a
/// loop's cells has another of them in each of its three units; cells of
/// `holding` without that are dropped until every one left has it, and no
/// loop's cell is ever dropped.
fn loop_core(holding: CellSet) -> CellSet {
    let mut core = holding;
    loop {
        let mut kept = CellSet::EMPTY;
        for x in core {
            let linked = CELL_UNITS[x.index()].iter().all(|&unit| {
                // The unit holds x and another cell of the core.
                let bits = (CellSet::unit(unit) & core).bits();
                bits & (bits - 1) != 0
            });
            if linked {
                kept.insert(x);
            }
        }
        if kept == core {
            return core;
        }
        core = kept;
    }
}

/// Whether every unit the walk touches holds exactly two of its cells, one
/// at an even and one at an odd place.
fn is_loop(cells: &[Cell]) -> bool {
    let (mut even, mut odd) = (0u32, 0u32);
    for (i, &cell) in cells.iter().enumerate() {
        for unit in units_of(cell) {
            let bit = 1u32 << unit.index();
            let seen = if i % 2 == 0 { &mut even } else { &mut odd };
            if *seen & bit != 0 {
                return false;
            }
            *seen |= bit;
        }
    }
    even == odd
}

/// The units two cells share, in SE's order.
pub(super) fn shared(p: Cell, q: Cell) -> impl Iterator<Item = Unit> {
    let theirs = units_of(q);
    units_of(p).into_iter().filter(move |u| theirs.contains(u))
}

/// The unique loop SE would apply, if any.
pub(crate) fn unique_loop(c: &Candidates) -> Option<Step> {
    unique_loop_pruned(c, true)
}

/// [`unique_loop`], its walks pruned by the parity of units (and its
/// starts by [`loop_core`]) or not.
fn unique_loop_pruned(c: &Candidates, prune: bool) -> Option<Step> {
    unique_loop_searching(c, prune, |_, _| true).0
}

/// Memo slots: 0..9 the digits' boards of the last state where the search
/// found nothing, then its empty cells and the pairs (bit `9 a + b` for
/// digit indices `a < b`) with a loop in it.
const EMPTY_SLOT: usize = 9;
const LOOPED_SLOT: usize = 10;

/// The bit of the pair `{a, b}` in the memo's slot of pairs with a loop.
fn pair_bit(pair: DigitSet) -> u128 {
    let mut digits = pair.iter();
    match (digits.next(), digits.next()) {
        (Some(a), Some(b)) => 1 << (9 * a.index() + b.index()),
        _ => 0,
    }
}

/// [`unique_loop`], using and filling `memo` (kept for this finder only):
/// the last state of the solve where the search found nothing, and which
/// pairs of digits had a loop in it. The loops of a pair are read off the
/// empty cells holding both its digits and those cells' candidates alone
/// (its walks step on no other cell), so a pair that had no loop then and
/// whose cells and their candidates are the same now has none now, and its
/// starts are passed over.
pub(crate) fn unique_loop_remembering(c: &Candidates, memo: &mut Memo) -> Option<Step> {
    let before = match (memo.remembered(EMPTY_SLOT), memo.remembered(LOOPED_SLOT)) {
        (Some(empty), Some(looped)) => {
            let boards: [u128; 9] =
                std::array::from_fn(|d| memo.remembered(d).unwrap_or(u128::MAX));
            let changed = Digit::all().fold(empty ^ c.empty_cells().bits(), |changed, d| {
                changed | (boards[d.index()] ^ c.cells_with(d).bits())
            });
            Some((empty, boards, looped, changed))
        }
        _ => None,
    };
    let unchanged = |pair: DigitSet, holding: CellSet| {
        let Some((empty, boards, looped, changed)) = before else {
            return false;
        };
        if looped & pair_bit(pair) != 0 || holding.bits() & changed != 0 {
            return false;
        }
        let held = pair.iter().fold(empty, |set, d| set & boards[d.index()]);
        held == holding.bits()
    };
    let (step, looped) = unique_loop_searching(c, true, |pair, holding| !unchanged(pair, holding));
    if step.is_none() {
        memo.remember_digit_cells(c);
        memo.remember_empty(EMPTY_SLOT, c.empty_cells().bits());
        memo.remember_empty(LOOPED_SLOT, looped);
    }
    step
}

/// [`unique_loop_pruned`], walking only from the starts whose pair and the
/// cells holding it `walk_pair` lets through; with the pairs of the starts
/// walked that have a loop (bits as [`pair_bit`]).
fn unique_loop_searching(
    c: &Candidates,
    prune: bool,
    mut walk_pair: impl FnMut(DigitSet, CellSet) -> bool,
) -> (Option<Step>, u128) {
    let mut best: Option<Hint> = None;
    let mut looped = 0u128;
    let mut offer = |hint: Hint| {
        if hint.step.eliminations.is_empty() {
            return;
        }
        let better = best
            .as_ref()
            .is_none_or(|b| (hint.tenths, hint.kind) < (b.tenths, b.kind));
        if better {
            best = Some(hint);
        }
    };
    // Per pair of digits (by `pair_bit`'s index), read once for all its
    // starts: the cells holding both and, where they may hold a loop, the
    // cells a start of a loop lies among (its core, or all of them
    // unpruned), and whether each loop lies apart from the starts walked
    // before ([`later_starts_skip_earlier`]); `None` when no start of the
    // pair is walked.
    let mut starts_of: [Option<Option<Pair>>; 81] = [None; 81];
    for start in c.bivalue_cells() {
        let pair = c.candidates(start);
        let key = pair_bit(pair).trailing_zeros() as usize;
        let walked = starts_of[key].get_or_insert_with(|| {
            // A loop of six needs six cells holding both digits.
            let holding = cells_holding(c, pair);
            if holding.len() < 6 || !walk_pair(pair, holding) {
                return None;
            }
            let starts = if prune { loop_core(holding) } else { holding };
            Some(Pair {
                holding,
                starts,
                skip_walked: prune && later_starts_skip_earlier(c, pair, starts),
                walked: CellSet::EMPTY,
            })
        });
        let Some(walked) = walked else {
            continue;
        };
        if !walked.starts.contains(start) {
            // No loop passes through the start: its walks close into none
            // that `is_loop` keeps.
            continue;
        }
        let steps = if walked.skip_walked && !walked.walked.is_empty() {
            // Every loop through an earlier start was found from there
            // (as the same cells): the loops left avoid those starts, so
            // they lie in the core of the cells without them.
            let left = walked.starts - walked.walked;
            walked.walked.insert(start);
            let steps = loop_core(left);
            if !steps.contains(start) {
                continue;
            }
            steps
        } else {
            walked.walked.insert(start);
            walked.starts
        };
        for cells in closed_walks(c, pair, walked.holding, steps, start, prune) {
            if is_loop(&cells) {
                looped |= pair_bit(pair);
                hints_of(c, pair, &cells, &mut offer);
            }
        }
    }
    (best.map(|b| b.step), looped)
}

/// A pair of digits whose starts are walked: see [`unique_loop_searching`].
#[derive(Clone, Copy)]
struct Pair {
    /// The empty cells holding both digits.
    holding: CellSet,
    /// The cells a loop's start lies among.
    starts: CellSet,
    /// Whether later starts' walks leave out the earlier ones.
    skip_walked: bool,
    /// The starts walked (or passed over) so far.
    walked: CellSet,
}

/// Whether each loop of `pair` on the cells `core` is found from every
/// start it passes through, so that a start's walk may leave out the
/// starts walked before it (their loops were found from there, as the same
/// cells: the same hints, never better than the one first found) and pass
/// over a start with no loop apart from them.
///
/// The walk steps on any cell holding only the pair, and on two cells with
/// extras whatever they hold: a loop with at most two cells with extras is
/// walked from each of its starts. A third cell with extras is stepped on
/// only while every extra digit met at that point is one and the same,
/// which depends on the cells tried before it (SE gathers them across a
/// level), so from one start a loop may be walked and from another not.
/// Of such loops only type 2 gives a hint, and only when all its cells
/// with extras hold the pair and one same digit `x`: without three such
/// cells in the core for any `x`, every hint comes from a loop walked from
/// each of its starts. The starts walked before are cells with the pair
/// alone, so leaving them out changes no extras the walk gathers.
fn later_starts_skip_earlier(c: &Candidates, pair: DigitSet, core: CellSet) -> bool {
    let mut once = DigitSet::default();
    let mut twice = DigitSet::default();
    for x in core {
        let extra = c.candidates(x) - pair;
        if extra.len() == 1 {
            if !(twice & extra).is_empty() {
                return false;
            }
            twice |= once & extra;
            once |= extra;
        }
    }
    true
}

/// The hints of one loop, offered in SE's order.
fn hints_of(c: &Candidates, pair: DigitSet, cells: &[Cell], offer: &mut impl FnMut(Hint)) {
    let mut digits = pair.iter();
    let (Some(a), Some(b)) = (digits.next(), digits.next()) else {
        return;
    };
    let extra_cells: Vec<Cell> = cells
        .iter()
        .copied()
        .filter(|&x| c.candidates(x).len() > 2)
        .collect();
    let extras = extra_cells
        .iter()
        .fold(DigitSet::default(), |m, &x| m | (c.candidates(x) - pair));
    let tenths = loop_tenths(cells.len(), 0);
    let cells_v = cells.to_vec();
    match extra_cells.len() {
        1 => {
            let x = extra_cells[0];
            let elim = vec![Candidate::new(x, a), Candidate::new(x, b)];
            let step = loop_step(cells, a, b, elim, move |s| {
                format!(
                    "Unique loop type 1 on {a} and {b} in {}: only {x} has other candidates, and without them the puzzle would have two solutions, so {}",
                    and_list(s.cells.iter()),
                    removals(&s.eliminations)
                )
            });
            offer(Hint {
                tenths,
                kind: 1,
                step,
            });
        }
        0 => {}
        n => {
            if extras.len() == 1 {
                offer(type2(c, cells, a, b, &extra_cells, extras, tenths));
            } else if n == 2 {
                type3(
                    c,
                    &cells_v,
                    a,
                    b,
                    extra_cells[0],
                    extra_cells[1],
                    extras,
                    offer,
                );
            }
            if n == 2 {
                if let Some(h) = type4(c, cells, a, b, extra_cells[0], extra_cells[1], tenths) {
                    offer(h);
                }
            }
        }
    }
}

fn loop_step(
    cells: &[Cell],
    a: Digit,
    b: Digit,
    mut elim: Vec<Candidate>,
    describe: impl Fn(&Step) -> String + Send + Sync + 'static,
) -> Step {
    elim.sort();
    elim.dedup();
    Step::described(Technique::UniqueLoop, describe)
        .with_cells(cells.to_vec())
        .with_digits([a, b])
        .eliminate(elim)
        .with_length(cells.len())
}

fn type2(
    c: &Candidates,
    cells: &[Cell],
    a: Digit,
    b: Digit,
    extra_cells: &[Cell],
    extras: DigitSet,
    tenths: u16,
) -> Hint {
    let x = extras.first().unwrap_or(a);
    let seeing = extra_cells
        .iter()
        .fold(c.cells_with(x), |set, &e| set & CellSet::peers(e));
    let elim = seeing.iter().map(|e| Candidate::new(e, x)).collect();
    let named = extra_cells.to_vec();
    let step = loop_step(cells, a, b, elim, move |s| {
        format!(
            "Unique loop type 2 on {a} and {b} in {}: one of {} must be {x} to avoid two solutions, so {}",
            and_list(s.cells.iter()),
            and_list(named.iter()),
            removals(&s.eliminations)
        )
    });
    Hint {
        tenths,
        kind: 2,
        step,
    }
}

/// Type 3 with a naked subset: SE tries subsets from as many digits as the
/// extras up to 7, in each unit the two cells share.
#[allow(clippy::too_many_arguments)]
fn type3(
    c: &Candidates,
    cells: &[Cell],
    a: Digit,
    b: Digit,
    p: Cell,
    q: Cell,
    extras: DigitSet,
    offer: &mut impl FnMut(Hint),
) {
    for degree in extras.len()..=7 {
        for unit in shared(p, q) {
            let others: Vec<Cell> = unit
                .cells()
                .iter()
                .copied()
                .filter(|&x| x != p && x != q && c.grid().get(x).is_none())
                .collect();
            // SE looks for a naked set only where the unit has room for it
            // twice over (its empty cells, counting p and q).
            if degree * 2 > others.len() + 2 {
                continue;
            }
            let n = others.len();
            for mask in 1u32..(1 << n) {
                if mask.count_ones() as usize != degree - 1 {
                    continue;
                }
                let chosen = (0..n)
                    .filter(|&i| mask & (1 << i) != 0)
                    .fold(DigitSet::default(), |m, i| m | c.candidates(others[i]));
                let digits = chosen | extras;
                // SE also wants the subset's digits from the other cells and
                // the extras both p and q hold.
                let shared_extras = extras & c.candidates(p) & c.candidates(q);
                if digits.len() != degree || (chosen | shared_extras).len() != degree {
                    continue;
                }
                let mut elim = Vec::new();
                for (i, &x) in others.iter().enumerate() {
                    if mask & (1 << i) == 0 {
                        for d in c.candidates(x) & digits {
                            elim.push(Candidate::new(x, d));
                        }
                    }
                }
                let subset: Vec<Cell> = (0..n)
                    .filter(|&i| mask & (1 << i) != 0)
                    .map(|i| others[i])
                    .collect();
                let step = loop_step(cells, a, b, elim, move |s| {
                    format!(
                        "Unique loop type 3 on {a} and {b} in {}: one of {p} and {q} must hold {extras}, so with {} they form a naked set on {digits} in {unit}, and {}",
                        and_list(s.cells.iter()),
                        and_list(subset.iter()),
                        removals(&s.eliminations)
                    )
                })
                .with_digits(digits.iter())
                .with_units([unit]);
                offer(Hint {
                    tenths: loop_tenths(cells.len(), degree),
                    kind: 3,
                    step,
                });
            }
        }
    }
}

fn type4(
    c: &Candidates,
    cells: &[Cell],
    a: Digit,
    b: Digit,
    p: Cell,
    q: Cell,
    tenths: u16,
) -> Option<Hint> {
    let both = CellSet::single(p) | CellSet::single(q);
    let (mut lock_a, mut lock_b) = (None, None);
    for unit in shared(p, q) {
        if c.cells_with_in(a, unit) - both == CellSet::default() {
            lock_a = Some(unit);
        }
        if c.cells_with_in(b, unit) - both == CellSet::default() {
            lock_b = Some(unit);
        }
    }
    let (unit, keep, drop) = match (lock_a, lock_b) {
        (Some(u), _) => (u, a, b),
        (None, Some(u)) => (u, b, a),
        _ => return None,
    };
    let elim = vec![Candidate::new(p, drop), Candidate::new(q, drop)];
    let step = loop_step(cells, a, b, elim, move |s| {
        format!(
            "Unique loop type 4 on {a} and {b} in {}: {keep} must go in {p} or {q} within {unit}, so to avoid two solutions {drop} is removed from {p} and {q}",
            and_list(s.cells.iter())
        )
    })
    .with_units([unit]);
    Some(Hint {
        tenths,
        kind: 4,
        step,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::finders::testing::{assert_sound, assert_spent, cand, cell, state_before};
    use crate::Grid;

    fn before_the_loop(puzzle: &str) -> Candidates {
        state_before(puzzle, Technique::UniqueLoop)
    }

    #[test]
    fn the_walk_tables_are_each_cells_units() {
        for cell in Cell::all() {
            assert_eq!(CELL_UNITS[cell.index()], units_of(cell));
            assert_eq!(UNIT_BITS_OF[cell.index()], unit_bits(cell));
        }
    }

    #[test]
    fn type1_removes_the_pair_from_the_one_cell_with_extras() {
        // r7c2, r9c2, r9c4, r8c4, r8c9, r7c9 all hold 1 and 4 (columns 2, 4,
        // 9; rows 7, 8, 9; boxes 7, 8, 9, each twice); only r9c4 holds more.
        const P: &str =
            "..9...41..6..29.7.82.7..........7..9.7.9..635..1.45.....85..7..6....28.........63";
        let c = before_the_loop(P);
        let s = unique_loop(&c).expect("a unique loop");
        assert_eq!(s.technique, Technique::UniqueLoop);
        assert_eq!(s.cells.len(), 6);
        assert_eq!(s.eliminations, vec![cand("r9c4", 1), cand("r9c4", 4)]);
        assert_eq!(crate::rate::se::step_tenths(&s, false), 46);
        assert!(s.text().starts_with("Unique loop type 1 on 1 and 4"));
        assert_sound(P, &c, &s);
        assert_spent(unique_loop, &c, &s);
    }

    #[test]
    fn type2_removes_the_shared_extra_from_cells_seeing_them_all() {
        // Loop r5c8, r5c9, r3c9, r3c7, r8c7, r8c8 on 1 and 6; r3c9, r3c7 and
        // r8c7 hold 8 as well; r1c7 sees all three (box 3, column 7).
        const P: &str =
            ".3.........1.....4729.3.....4.1..7.3...4829.......3..5..45...97.7.......9.2..1...";
        let c = before_the_loop(P);
        let s = unique_loop(&c).expect("a unique loop");
        assert_eq!(s.eliminations, vec![cand("r1c7", 8)]);
        let cells: CellSet = s.cells.iter().copied().collect();
        let expected: CellSet = ["r5c8", "r5c9", "r3c9", "r3c7", "r8c7", "r8c8"]
            .map(cell)
            .into_iter()
            .collect();
        assert_eq!(cells, expected);
        assert_eq!(crate::rate::se::step_tenths(&s, false), 46);
        assert_sound(P, &c, &s);
        assert_spent(unique_loop, &c, &s);
    }

    // The puzzles below: Sudoku Explainer 1.2.1.3 rates each as the loop.

    #[test]
    fn type3_completes_a_naked_subset_and_rates_its_size() {
        // Loop r3c1, r3c3, r4c3, r4c8, r5c8, r5c1 on 7 and 9; r5c8 and r5c1
        // hold 5 and 8 besides, and with r5c3 {5,8} they make a naked pair
        // in row 5: 5 goes from r5c9. SE: 4.6 + 0.1 for the pair = 4.7.
        const P: &str =
            ".2..8.7.945..7.....8...324..3...1..2.....46..2....7.8.561....3.......5......9...4";
        let c = before_the_loop(P);
        let s = unique_loop(&c).expect("a unique loop");
        assert!(
            s.text().starts_with("Unique loop type 3 on 7 and 9"),
            "{}",
            s.text()
        );
        assert_eq!(s.eliminations, vec![cand("r5c9", 5)]);
        assert_eq!(crate::rate::se::step_tenths(&s, false), 47);
        assert_sound(P, &c, &s);
    }

    #[test]
    fn type4_keeps_the_digit_locked_in_the_pair() {
        // Loop r7c1, r7c5, r8c5, r8c2, r2c2, r2c1 on 5 and 7; in row 2, 7 can
        // only go in r2c2 or r2c1, so neither is 5. SE: 4.6.
        const P: &str =
            "6.4....9.......12.....9.6.44.5..8....6.724.....7.3.........3...1....2...2.386..57";
        let c = before_the_loop(P);
        let s = unique_loop(&c).expect("a unique loop");
        assert!(
            s.text().starts_with("Unique loop type 4 on 5 and 7"),
            "{}",
            s.text()
        );
        assert_eq!(s.eliminations, vec![cand("r2c1", 5), cand("r2c2", 5)]);
        assert_eq!(crate::rate::se::step_tenths(&s, false), 46);
        assert_sound(P, &c, &s);
    }

    #[test]
    fn no_loop_in_the_starting_candidates_of_an_easy_puzzle() {
        let g: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .expect("a puzzle");
        assert!(unique_loop(&Candidates::from_grid(&g)).is_none());
    }

    /// Every loop an unpruned walk finds lies in its pair's core, at every
    /// state of the SE solves of calibration puzzles rated 4.5 to 7.5.
    #[test]
    fn loops_lie_in_the_core() {
        let mut loops = 0;
        crate::logic::finders::testing::agree_on_se_solves(|c| {
            for start in c.bivalue_cells() {
                let pair = c.candidates(start);
                let holding = cells_holding(c, pair);
                let walks = closed_walks(c, pair, holding, holding, start, false);
                // The wide word (pairs held by more than 64 cells) walks
                // the same.
                let mut wide = Search::<u128>::new(c, pair, holding, holding, start, false);
                wide.walk(2, DigitSet::default(), None);
                assert_eq!(walks, wide.loops);
                let core = loop_core(holding);
                for cells in walks.iter().filter(|cells| is_loop(cells)) {
                    assert!(cells.iter().all(|&x| core.contains(x)), "{cells:?}");
                    loops += 1;
                }
            }
            unique_loop(c).is_some()
        });
        assert!(loops > 0, "no loop");
    }

    /// The pruning of the walks and starts changes no step: pruned and
    /// plain searches agree at every state of the SE solves of calibration
    /// puzzles rated 4.5 to 7.5.
    #[test]
    fn pruned_walks_find_the_same_loops() {
        let found = crate::logic::finders::testing::agree_on_se_solves(|c| {
            let view =
                |s: Option<Step>| s.map(|s| (s.eliminations.clone(), s.cells.clone(), s.text()));
            let pruned = view(unique_loop_pruned(c, true));
            assert_eq!(pruned, view(unique_loop_pruned(c, false)));
            pruned.is_some()
        });
        assert!(found > 0, "no state with a unique loop");
    }

    /// The remembering search gives the full search's step at every state
    /// of the SE solves of calibration puzzles rated 4.5 to 7.5, one memo
    /// kept across all of them.
    #[test]
    fn remembering_finds_the_same_loops() {
        let mut memo = Memo::new();
        let found = crate::logic::finders::testing::agree_on_se_solves(|c| {
            let view =
                |s: Option<Step>| s.map(|s| (s.eliminations.clone(), s.cells.clone(), s.text()));
            let full = view(unique_loop(c));
            assert_eq!(full, view(unique_loop_remembering(c, &mut memo)));
            full.is_some()
        });
        assert!(found > 0, "no state with a unique loop");
    }

    #[test]
    fn ratings_follow_se() {
        assert_eq!(loop_tenths(6, 0), 46);
        assert_eq!(loop_tenths(8, 0), 47);
        assert_eq!(loop_tenths(10, 0), 50);
        assert_eq!(loop_tenths(14, 0), 50);
        assert_eq!(loop_tenths(6, 2), 47);
        assert_eq!(loop_tenths(6, 4), 49);
    }

    #[test]
    fn a_loop_touches_each_unit_twice_with_both_parities() {
        // Six cells over the three boxes of the first band.
        let six = ["r1c1", "r1c4", "r2c4", "r2c7", "r3c7", "r3c1"].map(cell);
        assert!(is_loop(&six));
        // The same cells in another order break the parity rule.
        let mixed = ["r1c1", "r1c4", "r2c7", "r2c4", "r3c7", "r3c1"].map(cell);
        assert!(!is_loop(&mixed));
        // A rectangle over four boxes is no deadly pattern.
        let wide = ["r1c1", "r1c4", "r4c4", "r4c1"].map(cell);
        assert!(!is_loop(&wide));
    }
}
