//! Forcing chains: try every option of a cell (cell forcing chain) or every
//! place of a digit in a unit (unit forcing chain), follow the singles each
//! option forces, and keep what all options agree on.
//!
//! One of the options is true, so whatever every option leads to is true.
//! Only the "verity" form is used here: every option must propagate without
//! breaking the grid. An option whose singles break the grid is a
//! contradiction, which is [`Technique::Trial`]'s business (see
//! `trial/`), so the two techniques stay distinct for ratings.
//!
//! `Step::length` is the sum, over the options, of the number of placements
//! (the assumption included) it takes each option to reach the conclusion.

use super::propagation::{Board, Trace};
use super::Memo;
use crate::logic::{Candidate, Candidates, Step, Technique};
use crate::{Cell, CellSet, Digit, DigitSet, Unit};

/// One option followed to its end.
struct Branch {
    board: Board,
    trace: Trace,
}

/// The best conclusion found so far: its cost and what it is.
#[derive(Clone, Copy)]
struct Conclusion {
    cost: usize,
    candidate: Candidate,
    placement: bool,
}

/// What the two forcing-chain finders of one state share: the settled
/// board and each candidate's branch, followed once for both (the rater
/// tries the unit finder right after the cell finder, in the same state).
pub(crate) struct Branches {
    /// The board after the singles already in the state; `None` if they
    /// break it.
    base: Option<Board>,
    outcomes: Outcomes,
    /// For each digit, cells where its branch is known to break from an
    /// earlier state of the solve ([`Branches::learn`]), never followed.
    broken: [u128; 9],
}

impl Branches {
    /// Nothing followed yet in `c`.
    pub(crate) fn new(c: &Candidates) -> Branches {
        let base = Board::settled(c);
        // Room for every candidate's branch, so that the list never regrows.
        let room = base.map_or(0, |b| {
            b.bits
                .cand
                .iter()
                .map(|&m| CellSet::from_bits(m & b.bits.unsolved).len())
                .sum()
        });
        Branches {
            base,
            outcomes: Outcomes::new(room),
            broken: [0; 9],
        }
    }

    /// Takes in the branches `memo` (a forcing-chain finder's, for one
    /// solve) knows to break, when every digit's cells of `c` lie within
    /// those of the state they broke in: a branch whose singles break
    /// breaks with fewer candidates too (the singles only remove more, and
    /// break whatever their order), so a cell or unit holding one is passed
    /// over as it would be on reaching it.
    pub(crate) fn learn(&mut self, c: &Candidates, memo: &Memo) {
        if memo.lost_since(c).is_some() {
            for (d, broken) in self.broken.iter_mut().enumerate() {
                *broken |= memo.remembered(BROKEN_SLOT + d).unwrap_or(0);
            }
        }
    }

    /// Whether the singles of `digit` assumed in `cell` are known to leave
    /// the grid whole: its branch was followed and did not break.
    #[inline]
    pub(crate) fn holds(&self, cell: usize, digit: usize) -> bool {
        self.base.is_some() && self.outcomes.index[cell * 9 + digit] > BROKE
    }

    /// Stores in `memo` the branches known to break in `c`, with its
    /// digits' cells.
    pub(crate) fn teach(&self, c: &Candidates, memo: &mut Memo) {
        let mut broken = self.broken;
        for (key, &k) in self.outcomes.index.iter().enumerate() {
            if k == BROKE {
                broken[key % 9] |= 1u128 << (key / 9);
            }
        }
        memo.remember_digit_cells(c);
        for (d, &broken) in broken.iter().enumerate() {
            memo.remember_empty(BROKEN_SLOT + d, broken);
        }
    }
}

/// The memo slot of digit index 0's cells known to break (see
/// [`Branches::learn`]); slots 0..9 hold the digits' cells then.
const BROKEN_SLOT: usize = 9;

/// Every candidate of one cell leads to the same placement or elimination.
pub(crate) fn cell_forcing_chain(c: &Candidates) -> Option<Step> {
    cell_forcing_chain_sharing(&mut Branches::new(c))
}

/// [`cell_forcing_chain`] with the branches of the state (see
/// [`Branches`]), which it reads and extends.
pub(crate) fn cell_forcing_chain_sharing(shared: &mut Branches) -> Option<Step> {
    let base = shared.base?;
    let known = &shared.broken;
    let outcomes = &mut shared.outcomes;
    let mut best: Option<(Conclusion, Cell)> = None;
    let mut chosen = Vec::with_capacity(9);
    // Each unsolved cell's candidates and their count, read once for all
    // sizes.
    let mut cells: Vec<(Cell, DigitSet, usize)> = Vec::with_capacity(81);
    for cell in CellSet::from_bits(base.bits.unsolved) {
        let digits = base.digits_of(cell);
        cells.push((cell, digits, digits.len()));
    }
    for size in 2..=9 {
        for &(cell, digits, n) in &cells {
            if n != size {
                continue;
            }
            if digits
                .iter()
                .any(|d| known[d.index()] >> cell.index() & 1 == 1)
            {
                continue;
            }
            if !outcomes.follow(&base, digits.iter().map(|d| (cell, d)), &mut chosen) {
                continue;
            }
            if let Some(k) = agreement(&base, outcomes, &chosen) {
                if best.is_none_or(|(b, _)| better(&k, &b)) {
                    best = Some((k, cell));
                }
            }
        }
        if best.is_some() {
            break;
        }
    }
    let (k, cell) = best?;
    let digits: Vec<Digit> = base.digits_of(cell).iter().collect();
    let text = move |step: &Step| {
        format!(
            "Cell forcing chain: whichever of {} goes in {cell}, {}",
            step.digits
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            consequence(&k)
        )
    };
    Some(finish(
        Technique::CellForcingChain,
        text,
        k,
        vec![cell],
        vec![],
        digits,
    ))
}

/// Every place of a digit in one unit leads to the same placement or
/// elimination.
pub(crate) fn unit_forcing_chain(c: &Candidates) -> Option<Step> {
    unit_forcing_chain_sharing(&mut Branches::new(c))
}

/// [`unit_forcing_chain`] with the branches of the state (see
/// [`Branches`]), which it reads and extends.
pub(crate) fn unit_forcing_chain_sharing(shared: &mut Branches) -> Option<Step> {
    let base = shared.base?;
    let known = &shared.broken;
    let outcomes = &mut shared.outcomes;
    let mut best: Option<(Conclusion, Unit, Digit)> = None;
    let mut chosen = Vec::with_capacity(9);
    // Each unit's places of each digit and their count, read once for all
    // sizes.
    let mut all_places = [(CellSet::EMPTY, 0u8); 27 * 9];
    for unit in Unit::all() {
        for digit in Digit::all() {
            let places = base.places(digit, unit);
            all_places[unit.index() * 9 + digit.index()] = (places, places.len() as u8);
        }
    }
    for size in 2..=9 {
        for unit in Unit::all() {
            for digit in Digit::all() {
                let (places, n) = all_places[unit.index() * 9 + digit.index()];
                if n as usize != size {
                    continue;
                }
                if places.bits() & known[digit.index()] != 0 {
                    continue;
                }
                if !outcomes.follow(&base, places.iter().map(|p| (p, digit)), &mut chosen) {
                    continue;
                }
                if let Some(k) = agreement(&base, outcomes, &chosen) {
                    if best.is_none_or(|(b, _, _)| better(&k, &b)) {
                        best = Some((k, unit, digit));
                    }
                }
            }
        }
        if best.is_some() {
            break;
        }
    }
    let (k, unit, digit) = best?;
    let places: Vec<Cell> = base.places(digit, unit).iter().collect();
    let text = move |step: &Step| {
        format!(
            "Unit forcing chain: wherever {digit} goes in {unit} ({}), {}",
            CellSet::from_iter(step.cells.iter().copied()),
            consequence(&k)
        )
    };
    Some(finish(
        Technique::UnitForcingChain,
        text,
        k,
        places,
        vec![unit],
        vec![digit],
    ))
}

/// A placement beats an elimination (it settles a cell, and the forcing
/// chain's usual form is "whichever ..., this cell becomes that"); between
/// conclusions of one kind the cheaper wins.
fn better(a: &Conclusion, b: &Conclusion) -> bool {
    (a.placement && !b.placement) || (a.placement == b.placement && a.cost < b.cost)
}

fn consequence(k: &Conclusion) -> String {
    let (cell, digit) = (k.candidate.cell, k.candidate.digit);
    if k.placement {
        format!("{cell} becomes {digit}, so {cell} is {digit}")
    } else {
        format!("{digit} cannot stay in {cell}, so {digit} is removed from {cell}")
    }
}

fn finish(
    technique: Technique,
    text: impl Fn(&Step) -> String + Send + Sync + 'static,
    k: Conclusion,
    cells: Vec<Cell>,
    units: Vec<Unit>,
    digits: Vec<Digit>,
) -> Step {
    let step = Step::described(technique, text)
        .with_cells(cells)
        .with_units(units)
        .with_digits(digits)
        .with_length(k.cost);
    if k.placement {
        step.place(k.candidate.cell, k.candidate.digit)
    } else {
        step.eliminate([k.candidate])
    }
}

/// Each candidate's branch, computed once per state (a unit forcing
/// chain meets every candidate up to three times, and the cell finder
/// once more).
struct Outcomes {
    /// For each candidate (`cell * 9 + digit index`): 0 if not computed yet,
    /// 1 ([`BROKE`]) if its singles break the grid, else 2 + its index in
    /// `list`.
    index: [u16; 729],
    list: Vec<Branch>,
}

/// [`Outcomes::index`] of a candidate whose singles break the grid.
const BROKE: u16 = 1;

impl Outcomes {
    fn new(room: usize) -> Outcomes {
        Outcomes {
            index: [0; 729],
            list: Vec::with_capacity(room),
        }
    }

    /// The branch of `digit` in `cell`, or `None` if it breaks the grid.
    fn get(&mut self, base: &Board, cell: Cell, digit: Digit) -> Option<usize> {
        let key = cell.index() * 9 + digit.index();
        match self.index[key] {
            0 => {
                let mut board = *base;
                let mut trace = Trace::NEW;
                if board.assume(cell, digit, &mut trace).is_err() {
                    self.index[key] = BROKE;
                    None
                } else {
                    self.list.push(Branch { board, trace });
                    self.index[key] = (self.list.len() + 1) as u16;
                    Some(self.list.len() - 1)
                }
            }
            BROKE => None,
            k => Some(k as usize - 2),
        }
    }

    /// Follows every option; `false` if one breaks the grid (then `chosen`
    /// is incomplete).
    fn follow(
        &mut self,
        base: &Board,
        options: impl Iterator<Item = (Cell, Digit)>,
        chosen: &mut Vec<usize>,
    ) -> bool {
        chosen.clear();
        for (cell, digit) in options {
            match self.get(base, cell, digit) {
                Some(k) => chosen.push(k),
                None => return false,
            }
        }
        true
    }
}

/// The cheapest conclusion shared by the chosen branches: a digit placed in
/// a cell that is empty now, or a candidate of now that every branch removes.
fn agreement(base: &Board, outcomes: &Outcomes, chosen: &[usize]) -> Option<Conclusion> {
    let branches = || chosen.iter().map(|&k| &outcomes.list[k]);
    let mut best: Option<Conclusion> = None;
    for d in 0..9 {
        let digit = Digit::from_index(d).expect("d < 9");
        let mut placed = base.bits.unsolved;
        let mut kept = 0u128;
        for b in branches() {
            placed &= b.board.bits.cand[d] & !b.board.bits.unsolved;
            kept |= b.board.bits.cand[d];
        }
        for cell in CellSet::from_bits(placed) {
            let cost: usize = branches()
                .map(|b| b.trace.placed_at[cell.index()] as usize)
                .sum();
            let k = Conclusion {
                cost,
                candidate: Candidate::new(cell, digit),
                placement: true,
            };
            if best.is_none_or(|b| better(&k, &b)) {
                best = Some(k);
            }
        }
        let removed = base.bits.cand[d] & base.bits.unsolved & !kept;
        for cell in CellSet::from_bits(removed) {
            let cost: usize = branches().map(|b| removal_time(b, cell, digit)).sum();
            let k = Conclusion {
                cost,
                candidate: Candidate::new(cell, digit),
                placement: false,
            };
            if best.is_none_or(|b| better(&k, &b)) {
                best = Some(k);
            }
        }
    }
    best
}

/// When a branch removed `digit` from `cell`: at the placement of another
/// digit there, or of `digit` in a peer, whichever came first.
fn removal_time(b: &Branch, cell: Cell, digit: Digit) -> usize {
    let mut t = usize::MAX;
    if b.board.is_placed(cell) {
        t = b.trace.placed_at[cell.index()] as usize;
    }
    for &p in cell.peers() {
        let at = b.trace.placed_at[p.index()] as usize;
        if at > 0 && at < t && b.board.is_placed(p) && b.board.has(p, digit) {
            t = at;
        }
    }
    // Every removal in a singles-only branch comes from some placement.
    if t == usize::MAX {
        b.trace.count as usize
    } else {
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::finders::testing::{assert_sound, cand, state};

    const CELL_PUZZLE: &str =
        "......41.9..3.....3...5.....48..7..........52.1.......6..2....5.7....8......9....";
    const CELL_MARKS: &str = ".2..5..8..2..56.8..2..567.......6789.2...678..2...6.89...4.....1..........3..............9.2...6.8.12.4.67....3......12.4.678.12.4.6.8.....5.....2...678......678...3.......2...6.8.12.4.67..1..4.6789....5....12.4.6.89.2...67.9.2...6789.....6789.2..5.......4............8.1...56..9123..6.........7..1.3..6..9..3..6..91....6..9......7....3..6..9..3..6..91..4.6.891.34.6.8.1.34.6.891.3..6..9....5.....2........2..5....1.........23.56..9...456.89.234.6.8..23456.89..3..67.9..34.6789...4.6789.....6.....3....891.34....9.2.......1.34..78.1.34...8.1.3...7.9..34..7.9....5....12.45..........7..12345...91..456...1.34.6...1.3456..........8..234.6..91..4.6..912.45..8..23.5..8.12345....1..45678.........91.3456.8.123..67...234.67..1..4.67..";

    /// The forcing chains that pass over the branches known to break from
    /// earlier states find what they find afresh, at every state of
    /// HoDoKu-order solves of calibration puzzles SE rates 8.0 and up (where
    /// the walk reaches them), one memo per finder and solve, each state's
    /// branches shared as the walk shares them.
    #[test]
    fn known_broken_branches_change_no_step() {
        let view = |s: Option<Step>| {
            s.map(|s| {
                let text = s.text();
                (s.eliminations, s.placements, s.cells, s.length, text)
            })
        };
        let solver = crate::logic::LogicalSolver::with_order(crate::rate::hodoku::order());
        let (mut found, mut passed_over) = (0, 0);
        let hard = crate::logic::finders::testing::calibration_puzzles(|se| se >= 8.0, 12);
        for puzzle in hard {
            let g: crate::Grid = puzzle.parse().expect("a puzzle");
            let path = solver.solve(&g);
            let (mut cell_memo, mut unit_memo) = (Memo::new(), Memo::new());
            let mut c = Candidates::from_grid(&g);
            for s in &path.steps {
                if matches!(
                    s.technique,
                    Technique::CellForcingChain | Technique::UnitForcingChain | Technique::Trial
                ) {
                    let mut b = Branches::new(&c);
                    b.learn(&c, &cell_memo);
                    passed_over += b.broken.iter().map(|m| m.count_ones()).sum::<u32>();
                    let cell = cell_forcing_chain_sharing(&mut b);
                    b.teach(&c, &mut cell_memo);
                    let cell = view(cell);
                    assert_eq!(cell, view(cell_forcing_chain(&c)), "{puzzle}");
                    if cell.is_none() {
                        b.learn(&c, &unit_memo);
                        let unit = unit_forcing_chain_sharing(&mut b);
                        b.teach(&c, &mut unit_memo);
                        let unit = view(unit);
                        assert_eq!(unit, view(unit_forcing_chain(&c)), "{puzzle}");
                        found += usize::from(unit.is_some());
                    }
                    found += usize::from(cell.is_some());
                }
                c.apply(s);
            }
        }
        assert!(found > 10 && passed_over > 100, "{found} {passed_over}");
    }

    #[test]
    fn cell_forcing_chain_places_a_digit() {
        // r4c1 is {2,5}. If 2: r6c1 {2,5} becomes 5, and r1c1 {2,5,8} loses
        // 2 and 5 (column 1) and becomes 8. If 5: r6c1 becomes 2, and r1c1
        // again becomes 8. Three placements in each branch: length 6.
        let c = state(CELL_MARKS);
        let s = cell_forcing_chain(&c).unwrap();
        assert_eq!(s.technique, Technique::CellForcingChain);
        assert_eq!(
            s.text(),
            "Cell forcing chain: whichever of 2, 5 goes in r4c1, r1c1 becomes 8, so r1c1 is 8"
        );
        assert_eq!(s.placements, vec![cand("r1c1", 8)]);
        assert_eq!(s.length, 6);
        assert_sound(CELL_PUZZLE, &c, &s);
    }

    const UNIT_PUZZLE: &str =
        "......41.6..3.....3...2.....49..8..........52.1.......5..6....7.8....9......3....";
    const UNIT_MARKS: &str = ".2....789.2..5.7.9.2....78.....5.789....56789....567.9...4.....1..........3...........6....2..5.7.912.4..78...3......1..45.7891..45.7.9.2..5.78..2....789....5..89..3..........5.7.91..4..78.1..45.789.2.......1..4567.9....5678......6789....56.89.2....7.....4.............912..5.7..1...567.........8.1.3..67....3..67..1....6.........78...3..67....3..678.1..4..7.91..4.67.91.34.67.91.3..678.....5.....2........2....78.1............5.....2.4..7.9...4.67.9.234.67.9..3..678...34.6789...4.6.89....5.....23.....91234..........6...1..4...8912.4....9123....8..234...8.......7..12.4..7.........8.1234.67..12.45.7..1..45.7..12.45.7..........9.234.6...1..456...12.4..7.9.2...67.912.4.67..12.45.789..3......12.45.7.912..56.8..2.4.6.8.1..456.8.";

    #[test]
    fn unit_forcing_chain_places_a_digit() {
        // Row 4 has 3 only in r4c7 and r4c8, both in box 6. Either way, r6c7
        // and r6c8 lose 3, and row 6 is left with one place for 3: r6c6.
        // Two placements in each branch: length 4.
        let c = state(UNIT_MARKS);
        let s = unit_forcing_chain(&c).unwrap();
        assert_eq!(s.technique, Technique::UnitForcingChain);
        assert_eq!(
            s.text(),
            "Unit forcing chain: wherever 3 goes in row 4 (r4c7, r4c8), r6c6 becomes 3, so r6c6 is 3"
        );
        assert_eq!(s.placements, vec![cand("r6c6", 3)]);
        assert_eq!(s.length, 4);
        assert_sound(UNIT_PUZZLE, &c, &s);
    }

    #[test]
    fn no_forcing_chain_when_options_agree_on_nothing() {
        // In the empty grid any single assumption forces nothing, so the
        // options of a cell or unit share no conclusion.
        let empty = Candidates::from_grid(&crate::Grid::empty());
        assert!(cell_forcing_chain(&empty).is_none());
        assert!(unit_forcing_chain(&empty).is_none());
    }
}
