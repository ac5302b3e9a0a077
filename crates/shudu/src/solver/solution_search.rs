//! The search for solutions: depth-first over propagated boards.
//!
//! Each node propagates, then branches in two: the first side is tried on a
//! copy of the board, and the other side is simply taken in place (if the
//! first failed it is forced), so the search loops instead of recursing for
//! it. The branch splits a digit's layout in the most constrained band or
//! stack ([`Board::branch_split`]); cells are the fallback. Nearly solved
//! boards (from the start, [`NEARLY_SOLVED`], or deep in a search,
//! [`FEW_LEFT`]) branch on cells and propagate without the triads.

use super::board::{BandCell, Board};
use super::last_cells::{count_completions, count_completions_keeping, MAX_CELLS};
use super::tables::{LAYOUT_WEIGHT, UNDECIDED_WEIGHT};
use super::Uniqueness;
use crate::{Cell, Digit, Grid};
use core::mem::MaybeUninit;
use rand::Rng;

/// What the search does with each solution it meets.
pub(crate) trait Visitor {
    /// Whether the order in which solutions are met matters (the first
    /// one is kept). A visitor that only counts (or keeps a solution only
    /// when it is the only one) sets `false`: then the
    /// layout splits near the root go where the fewest digits are left to
    /// decide ([`UNDECIDED_FIRST`]), which meets the solutions in another
    /// order.
    const ORDERED: bool = true;

    /// Called once per solution; returns `true` to stop the search.
    fn visit(&mut self, board: &Board) -> bool;

    /// For a visitor that only counts (and keeps at most one solution):
    /// counts the completions of a nearly solved board at once (see
    /// [`ENUMERATED`]), without visiting each, and returns `Some(true)` to
    /// stop. `None`: it needs every solved board.
    fn count_directly(&mut self, _board: &Board) -> Option<bool> {
        None
    }

    /// Whether a search by cells may split two cells at once (see
    /// [`PAIRS_FROM`]): for a visitor that only counts, and only a few
    /// more solutions (counting many, the pairs' subtrees are smaller and
    /// the search slower).
    fn splits_pairs(&self) -> bool {
        false
    }
}

/// A counting search counts the completions of a propagated board with at
/// most this many unsolved cells directly ([`count_completions`]) instead
/// of branching and propagating to each solution.
///
/// Chosen by measurement (docs/benchmarks.md, the solver's passes: the
/// empty grid's and serg's solutions counted at several sizes): below 10
/// the propagation has rarely stalled; above, the cell-by-cell count prunes
/// worse than propagating, and its backtracking branches are less
/// predictable than a propagation's, so a larger size that saves
/// instructions can still take longer.
const ENUMERATED: u32 = 10;

/// Boards that start the search with at most this many unsolved cells (31
/// or more givens) branch on cells only, as [`search_by_cells`] does.
///
/// On such boards propagation decides little and the givens leave few
/// layouts to split, so a bivalue cell divides the solutions as well as a
/// layout split and costs no choice of split. Measured (nodes per puzzle,
/// counting to two): on the serg set (34-35 givens, several solutions
/// each) cells need 8.6 nodes where layouts need 9.3, and each node is
/// cheaper; every other benchmark set (at most 30 givens) keeps layout
/// splits, which need half the nodes of cells on the hardest sets.
const NEARLY_SOLVED: u32 = 50;

/// A search that splits layouts goes on by cells (and without triads) once
/// a board has at most this many unsolved cells left.
///
/// Deep in the tree, near the solutions, a node is mostly the last few
/// cells of several boxes: a layout split and the triads cost more there
/// than they save. Chosen by measurement (docs/benchmarks.md, the solver's
/// passes): far fewer instructions counting many solutions of the empty
/// grid, the hardest sets and the unbiased set level, where an earlier
/// switch costs on the hardest.
const FEW_LEFT: u32 = 28;

/// A search that only counts ([`Visitor::ORDERED`] `false`) splits a
/// layout in the band or stack with the fewest undecided digits (their
/// layouts breaking ties, [`UNDECIDED_WEIGHT`]) while a board has more
/// than this many unsolved cells, and in the one with the fewest layouts
/// ([`LAYOUT_WEIGHT`]) below.
///
/// Near the root a split in a unit with few digits left to decide soon
/// settles the whole unit; deeper, the fewest layouts divide the work
/// better. Measured by instruction counts (callgrind, counting to two, the
/// scratch harness): the forum's hardest 1106 -14%, the first 1,000 of the
/// hardest 1905 -7.6%, top1465 -2.4%, the unbiased and 17-clue sets -0.6%.
/// Fewest undecided digits at every depth: hardest 1106 -22%, but top1465
/// +3.4% and 17-clue +3%; from 50 or 60 cells: 1106 -14% or -3%; switching
/// to it only after a number of splits (for the hard puzzles only): 1106
/// -3% to +2%, hardest 1905 up to +5%; about 186 or 100 per undecided
/// digit instead of 300: 1106 -9% or -1%; the undecided count alone:
/// 1106 -19.5%, top1465 +1.4% (docs/benchmarks.md, seventh pass).
const UNDECIDED_FIRST: u32 = 55;

/// Runs the search from `board` (which it uses up); `true` if the visitor
/// stopped it. Branches on layouts, or on cells for nearly solved boards
/// (see [`NEARLY_SOLVED`]).
pub(crate) fn search<V: Visitor>(board: &mut Board, visitor: &mut V) -> bool {
    if board.unsolved_count() <= NEARLY_SOLVED {
        // The givens' naked singles first, outright: the root's band steps
        // then start from a board with fewer candidates and find the rest
        // in fewer rounds (one scan: scanning again until none is left
        // costs more than it saves; docs/benchmarks.md).
        if board.place_singles().is_err() || board.band_steps_all::<false>().is_err() {
            return false;
        }
        branch::<V, false>(board, visitor)
    } else {
        if board.band_steps_all::<true>().is_err() {
            return false;
        }
        branch::<V, true>(board, visitor)
    }
}

/// [`search`] branching on cells only, never on a digit's layout: better
/// for nearly solved boards (see the `dig_query` module).
pub(crate) fn search_by_cells<V: Visitor>(board: &mut Board, visitor: &mut V) -> bool {
    if board.band_steps_all::<false>().is_err() {
        return false;
    }
    branch::<V, false>(board, visitor)
}

/// The search, with layout splits (`LAYOUTS`) or cells only.
fn branch<V: Visitor, const LAYOUTS: bool>(board: &mut Board, visitor: &mut V) -> bool {
    loop {
        // Triads pay for themselves only where layouts are split.
        let propagated = if LAYOUTS {
            board.propagate()
        } else {
            board.propagate_without_triads()
        };
        if propagated.is_err() {
            return false;
        }
        if board.is_solved() {
            return visitor.visit(board);
        }
        let unsolved = board.unsolved_count();
        if unsolved <= ENUMERATED {
            if let Some(stop) = visitor.count_directly(board) {
                return stop;
            }
        }
        if LAYOUTS && unsolved <= FEW_LEFT {
            return branch::<V, false>(board, visitor);
        }
        // A search that only counts may split anywhere (see `UNDECIDED_FIRST`).
        let weights = if !V::ORDERED && unsolved > UNDECIDED_FIRST {
            &UNDECIDED_WEIGHT
        } else {
            &LAYOUT_WEIGHT
        };
        if let Some(split) = LAYOUTS.then(|| board.branch_split(weights)).flatten() {
            let mut slot = MaybeUninit::uninit();
            let next = board.copy_into(&mut slot);
            next.take_split(split, true);
            if branch::<V, LAYOUTS>(next, visitor) {
                return true;
            }
            board.take_split(split, false);
            continue;
        }
        // A search by cells that only counts may branch anywhere.
        let cell = if V::ORDERED || LAYOUTS {
            board.branch_cell()
        } else {
            board.branch_cell_counting()
        };
        let mut digits = board.digits_of(cell);
        if digits == 0 {
            // Cannot happen after a successful propagation; stay safe anyway.
            return false;
        }
        // Far from the solutions, a search that only counts splits two
        // bivalue cells at once (see `PAIRS_FROM`).
        if !V::ORDERED
            && !LAYOUTS
            && unsolved > PAIRS_FROM
            && visitor.splits_pairs()
            && is_pair(digits)
        {
            if let Some(second) = second_of_pair(board, cell) {
                let d = digits.trailing_zeros() as usize;
                let other = digits & (digits - 1);
                let mut slot = MaybeUninit::uninit();
                let next = board.copy_into(&mut slot);
                next.place(cell, d, other);
                if split_pair(next, visitor, second) {
                    return true;
                }
                board.place(cell, other.trailing_zeros() as usize, 1 << d);
                continue;
            }
        }
        while digits & (digits - 1) != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let mut slot = MaybeUninit::uninit();
            let next = board.copy_into(&mut slot);
            if LAYOUTS {
                next.assume(cell, d);
            } else {
                next.place(cell, d, digits);
            }
            if branch::<V, LAYOUTS>(next, visitor) {
                return true;
            }
            board.forbid(cell, d);
        }
        let d = digits.trailing_zeros() as usize;
        if LAYOUTS {
            board.assume(cell, d);
        } else {
            // The digits tried before are gone from the cell already.
            board.place(cell, d, 0);
        }
    }
}

/// A search by cells that only counts ([`Visitor::ORDERED`] `false`)
/// splits two bivalue cells at once, propagating once for both, while a
/// board has more than this many unsolved cells (see [`split_pair`]).
///
/// Far from the solutions a split of a sparse board (the serg set, 34-35
/// givens, many solutions each) almost never fails, and its propagation
/// finds little: a node's time goes mostly to the round of steps itself,
/// and a pair saves a round. Three cells at once fail more often and ran
/// slower (docs/benchmarks.md, the exact solver's tenth pass).
const PAIRS_FROM: u32 = 28;

/// Pairs are split only while a search wants at most this many more
/// solutions ([`Visitor::splits_pairs`]).
const PAIRS_ROOM: usize = 3;

/// The second cell of a pair split at `first` (a bivalue cell of a
/// propagated board): the first bivalue cell in neither its band nor its
/// stack. Not a peer of `first`, so placing either digit there leaves it
/// both candidates.
#[inline(always)]
fn second_of_pair(board: &Board, first: BandCell) -> Option<BandCell> {
    let mut cells = board.bivalue_lanes();
    cells[first.band] = 0;
    let stack = 0o7007007u32 << (3 * (first.pos % 9 / 3));
    for (band, lane) in cells.into_iter().enumerate() {
        let lane = lane & !stack;
        if lane != 0 {
            return Some(BandCell {
                band,
                pos: lane.trailing_zeros() as usize,
            });
        }
    }
    None
}

/// Whether `digits` (not 0) has exactly two bits: cheaper than
/// `count_ones` on the baseline target (see [`super::lanes::lane_counts`]).
#[inline(always)]
fn is_pair(digits: u32) -> bool {
    let rest = digits & (digits - 1);
    rest != 0 && rest & (rest - 1) == 0
}

/// Both sides of a split on the bivalue `cell` of `board`, which has a
/// digit placed since its last propagation: each side places one of the
/// two digits and propagates both placements at once.
#[inline(always)]
fn split_pair<V: Visitor>(board: &mut Board, visitor: &mut V, cell: BandCell) -> bool {
    let digits = board.digits_of(cell);
    let d = digits.trailing_zeros() as usize;
    let other = digits & (digits - 1);
    let mut slot = MaybeUninit::uninit();
    let next = board.copy_into(&mut slot);
    next.place(cell, d, other);
    if branch::<V, false>(next, visitor) {
        return true;
    }
    board.place(cell, other.trailing_zeros() as usize, 1 << d);
    branch::<V, false>(board, visitor)
}

/// Loads `grid` and runs the search on it; nothing is visited if two givens
/// clash.
fn search_grid<V: Visitor>(grid: &Grid, visitor: &mut V) {
    let mut board = Board::EMPTY;
    if board.load(grid).is_ok() {
        search(&mut board, visitor);
    }
}

/// Counts solutions up to a limit and keeps the first: the first met
/// (`ORDERED`), or any one (for `uniqueness`, where a solution is kept only
/// when it is the only one).
struct Counter<const ORDERED: bool = true> {
    limit: usize,
    count: usize,
    /// The first solution once `count > 0` (a plain grid, not an `Option`:
    /// the count says whether it is one, and the grid is copied less).
    first: Grid,
}

impl<const ORDERED: bool> Counter<ORDERED> {
    fn new(limit: usize) -> Counter<ORDERED> {
        Counter {
            limit,
            count: 0,
            first: Grid::empty(),
        }
    }
}

impl<const ORDERED: bool> Visitor for Counter<ORDERED> {
    const ORDERED: bool = ORDERED;

    #[inline]
    fn visit(&mut self, board: &Board) -> bool {
        if self.count == 0 {
            board.write_solution(&mut self.first);
        }
        self.count += 1;
        self.count >= self.limit
    }

    /// A search that keeps its solution only when it is the only one
    /// (`uniqueness`) counts nearly solved boards directly, keeping the
    /// completion when it is the only one; the first solution met is kept
    /// in order (`solve`):
    /// every solution is visited.
    #[inline]
    fn splits_pairs(&self) -> bool {
        !ORDERED && self.limit - self.count <= PAIRS_ROOM
    }

    #[inline]
    fn count_directly(&mut self, board: &Board) -> Option<bool> {
        if ORDERED {
            return None;
        }
        let room = self.limit - self.count;
        let n = if self.count == 0 {
            count_completions_keeping(board, room, &mut self.first)
        } else {
            count_completions(board, room)
        };
        self.count += n;
        Some(self.count >= self.limit)
    }
}

/// Only counts solutions, up to a limit (no grid to build for each).
pub(crate) struct Tally {
    limit: usize,
    /// Solutions found, at most the limit.
    pub count: usize,
}

impl Tally {
    /// Nothing counted yet; stops at `limit` (> 0).
    pub fn new(limit: usize) -> Tally {
        Tally { limit, count: 0 }
    }
}

impl Visitor for Tally {
    const ORDERED: bool = false;

    #[inline]
    fn visit(&mut self, _: &Board) -> bool {
        self.count += 1;
        self.count >= self.limit
    }

    #[inline]
    fn splits_pairs(&self) -> bool {
        self.limit - self.count <= PAIRS_ROOM
    }

    #[inline]
    fn count_directly(&mut self, board: &Board) -> Option<bool> {
        self.count += count_completions(board, self.limit - self.count);
        Some(self.count >= self.limit)
    }
}

const _: () = assert!(ENUMERATED as usize <= MAX_CELLS);

/// The number of solutions of `grid`, counting no further than `limit` (> 0).
pub(crate) fn count(grid: &Grid, limit: usize) -> usize {
    let mut tally = Tally::new(limit);
    search_grid(grid, &mut tally);
    tally.count
}

/// Keeps every solution up to a limit.
struct Collector {
    limit: usize,
    found: Vec<Grid>,
}

impl Visitor for Collector {
    fn visit(&mut self, board: &Board) -> bool {
        self.found.push(board.solution());
        self.found.len() >= self.limit
    }
}

/// A solution search that records the first solution and counts up to a limit.
///
/// Most callers want [`Grid::solve`], [`Grid::count_solutions`] or
/// [`Grid::uniqueness`]; this type is the engine underneath them.
///
/// ```
/// use shudu::{solver::Solutions, Grid};
/// let mut s = Solutions::new(&Grid::empty(), 3);
/// s.run();
/// assert_eq!(s.count(), 3);
/// assert!(s.first().unwrap().is_solved());
/// ```
pub struct Solutions {
    /// The grid still to search, until [`Solutions::run`].
    start: Option<Grid>,
    counter: Counter,
}

impl Solutions {
    /// A search over `grid` that stops after `limit` solutions.
    pub fn new(grid: &Grid, limit: usize) -> Solutions {
        Solutions {
            start: Some(*grid),
            counter: Counter::new(limit),
        }
    }

    /// Runs the search (once; later calls do nothing).
    pub fn run(&mut self) {
        if let Some(grid) = self.start.take() {
            if self.counter.limit > 0 {
                search_grid(&grid, &mut self.counter);
            }
        }
    }

    /// Solutions found, at most the limit.
    pub fn count(&self) -> usize {
        self.counter.count
    }

    /// The first solution found.
    pub fn first(&self) -> Option<Grid> {
        (self.counter.count > 0).then_some(self.counter.first)
    }
}

/// No solution, the unique solution, or several (see [`Grid::uniqueness`]).
pub(crate) fn uniqueness(grid: &Grid) -> Uniqueness {
    // The solution is kept only if it is the only one: any order will do.
    let mut counter = Counter::<false>::new(2);
    search_grid(grid, &mut counter);
    match counter.count {
        0 => Uniqueness::NoSolution,
        1 => Uniqueness::Unique(counter.first),
        _ => Uniqueness::Multiple,
    }
}

/// Up to `limit` solutions of `grid`, in the order the search meets them.
pub(crate) fn solutions(grid: &Grid, limit: usize) -> Vec<Grid> {
    let mut collector = Collector {
        limit,
        found: Vec::new(),
    };
    if limit > 0 {
        search_grid(grid, &mut collector);
    }
    collector.found
}

/// Whether `grid` has a solution with something other than `digit` at `cell`.
pub(crate) fn has_solution_without(grid: &Grid, cell: Cell, digit: Digit) -> bool {
    let mut g = *grid;
    g.clear(cell);
    let mut board = Board::EMPTY;
    if board.load(&g).is_err() {
        return false;
    }
    board.forbid(BandCell::from_index(cell.index()), digit.index());
    let mut tally = Tally::new(1);
    search(&mut board, &mut tally);
    tally.count > 0
}

/// A solution of `grid` drawn by trying digits in random order at every
/// branch; from the empty grid this makes a random complete grid.
///
/// Returns `None` if the grid has no solution. The result depends only on
/// `grid` and the state of `rng`. From the empty grid, the three boxes of
/// the main diagonal (which share no row or column) are first filled with
/// shuffled digits, then the search completes the grid: several times
/// faster than branching from nothing, and any such start can be completed.
///
/// ```
/// use rand::SeedableRng;
/// let mut rng = shudu::DefaultRng::seed_from_u64(7);
/// let g = shudu::solver::random_solution(&shudu::Grid::empty(), &mut rng).unwrap();
/// assert!(g.is_solved());
/// ```
pub fn random_solution<R: Rng + ?Sized>(grid: &Grid, rng: &mut R) -> Option<Grid> {
    if *grid == Grid::empty() {
        use rand::seq::SliceRandom;
        let mut g = Grid::empty();
        for k in [0usize, 4, 8] {
            let mut digits = [1u8, 2, 3, 4, 5, 6, 7, 8, 9];
            digits.shuffle(rng);
            for (i, &v) in digits.iter().enumerate() {
                let (r, c) = (3 * (k / 3) + i / 3, 3 * (k % 3) + i % 3);
                g.set(Cell::at(r, c), Digit::new(v));
            }
        }
        let mut board = Board::EMPTY;
        if board.load(&g).is_ok() && board.band_steps_all::<true>().is_ok() {
            if let Some(solution) = random_search(&mut board, rng) {
                return Some(solution);
            }
        }
        // Not reached (three filled diagonal boxes always extend to a full
        // grid); the general search below is the safe fallback.
    }
    let mut board = Board::EMPTY;
    board.load(grid).ok()?;
    board.band_steps_all::<true>().ok()?;
    random_search(&mut board, rng)
}

fn random_search<R: Rng + ?Sized>(board: &mut Board, rng: &mut R) -> Option<Grid> {
    loop {
        board.propagate().ok()?;
        if board.is_solved() {
            return Some(board.solution());
        }
        let cell = board.branch_cell();
        let mut digits = [0usize; 9];
        let mut n = 0;
        let mut mask = board.digits_of(cell);
        if mask == 0 {
            return None;
        }
        while mask != 0 {
            digits[n] = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            n += 1;
        }
        // Fisher-Yates over the cell's candidates, drawn lazily; the last
        // candidate left is forced and continues in place.
        for k in 0..n - 1 {
            let j = rng.random_range(k..n);
            digits.swap(k, j);
            let mut slot = MaybeUninit::uninit();
            let next = board.copy_into(&mut slot);
            next.assume(cell, digits[k]);
            if let Some(g) = random_search(next, rng) {
                return Some(g);
            }
            board.forbid(cell, digits[k]);
        }
        board.assume(cell, digits[n - 1]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn empty_grid_has_many_solutions() {
        assert_eq!(Grid::empty().count_solutions(5), 5);
        assert!(Grid::empty().solve().unwrap().is_solved());
    }

    #[test]
    fn clashing_givens_have_none() {
        let g = Grid::parse_unchecked(&format!("11{}", ".".repeat(79))).unwrap();
        assert_eq!(g.count_solutions(2), 0);
        assert_eq!(g.uniqueness(), Uniqueness::NoSolution);
        assert_eq!(g.solve(), None);
        assert!(g.solutions(5).is_empty());
    }

    #[test]
    fn unsolvable_without_clash() {
        // Row 1 needs a 9 at r1c9, but column 9 already has one.
        let g: Grid = format!("12345678.{}9{}", ".".repeat(17), ".".repeat(54))
            .parse()
            .unwrap();
        assert_eq!(g.count_solutions(10), 0);
    }

    #[test]
    fn solution_without_a_digit() {
        let p: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let s = p.solve().unwrap();
        let c = Cell::at(0, 0);
        // The puzzle minus r1c1 is still unique, so no solution avoids 5 there.
        assert!(!p.has_solution_without(c, s.get(c).unwrap()));
        let mut q = Grid::empty();
        q.set(c, Digit::new(1));
        assert!(q.has_solution_without(c, Digit::new(1).unwrap()));
    }

    #[test]
    fn solved_grid_is_its_own_solution() {
        let g: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        assert_eq!(g.uniqueness(), Uniqueness::Unique(g));
    }

    /// The two sides of a split divide the solutions between them.
    #[test]
    fn split_sides_partition_the_solutions() {
        let count = |board: &Board| {
            let mut counter = Counter::<true>::new(100_000);
            search(&mut { *board }, &mut counter);
            counter.count
        };
        let grids = [
            "53467891267219534819834256785976.42.42685.79.713924856961.3728.287.1963.345286179",
            "8.........95.......76.........426798...571243...893165......916....3.487....1.532",
            ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
        ];
        for line in grids {
            let mut board = Board::EMPTY;
            board.load(&Grid::parse_unchecked(line).unwrap()).unwrap();
            board.propagate().unwrap();
            let total = count(&board);
            assert!(total >= 1, "{line}");
            for weights in [&LAYOUT_WEIGHT, &UNDECIDED_WEIGHT] {
                let split = board
                    .branch_split(weights)
                    .expect("not solved by propagation");
                let (mut inside, mut outside) = (board, board);
                inside.take_split(split, true);
                outside.take_split(split, false);
                assert_eq!(count(&inside) + count(&outside), total, "{line}");
            }
        }
    }

    /// Branching on layouts and on cells find the same solutions, on either
    /// side of [`NEARLY_SOLVED`], so the choice between them changes only speed.
    #[test]
    fn layout_and_cell_branching_count_alike() {
        use rand::{Rng, SeedableRng};
        let mut rng = crate::DefaultRng::seed_from_u64(16);
        let mut nearly_solved = 0;
        for round in 0..60 {
            let full = crate::fill::random_grid(&mut rng);
            let mut g = full;
            // From 20 to 79 cells emptied: both sides of the threshold.
            let holes = 20 + round;
            for c in crate::Cell::all() {
                if rng.random_range(0..81) < holes {
                    g.clear(c);
                }
            }
            let mut board = Board::EMPTY;
            board.load(&g).unwrap();
            nearly_solved += (board.unsolved_count() <= NEARLY_SOLVED) as usize;
            let count = |layouts: bool| {
                let mut tally = Tally::new(500);
                let mut b = board;
                if layouts {
                    branch::<Tally, true>(&mut b, &mut tally);
                } else {
                    branch::<Tally, false>(&mut b, &mut tally);
                }
                tally.count
            };
            let by_layouts = count(true);
            assert!(by_layouts >= 1, "{g}");
            assert_eq!(by_layouts, count(false), "{g}");
            assert_eq!(by_layouts, g.count_solutions(500), "{g}");
        }
        assert!(nearly_solved > 5 && nearly_solved < 55, "{nearly_solved}");
    }

    /// Counting to two or three and `uniqueness` (which split two cells at
    /// once far from the solutions, see [`PAIRS_FROM`]) agree with the
    /// solutions collected one by one in order (which never do), on
    /// boards searched by cells from the root with several solutions.
    #[test]
    fn pair_splits_count_what_the_ordered_search_finds() {
        use rand::Rng;
        let mut rng = crate::DefaultRng::seed_from_u64(1607);
        let (mut several, mut unique) = (0, 0);
        for round in 0..300 {
            let full = crate::fill::random_grid(&mut rng);
            let mut g = full;
            // 31 to 50 cells emptied: searched by cells from the root, and
            // mostly more than `PAIRS_FROM` unsolved cells after it.
            let holes = 31 + round % 20;
            while g.filled_cells().count() > 81 - holes {
                g.clear(crate::Cell::at(
                    rng.random_range(0..9),
                    rng.random_range(0..9),
                ));
            }
            let all = g.solutions(10);
            assert!(!all.is_empty(), "{g}");
            assert_eq!(g.count_solutions(2), all.len().min(2), "{g}");
            assert_eq!(g.count_solutions(3), all.len().min(3), "{g}");
            let verdict = match all.len() {
                1 => Uniqueness::Unique(all[0]),
                _ => Uniqueness::Multiple,
            };
            assert_eq!(g.uniqueness(), verdict, "{g}");
            several += (all.len() > 1) as usize;
            unique += (all.len() == 1) as usize;
        }
        assert!(several > 50 && unique > 20, "{several} {unique}");
    }

    #[test]
    fn collected_solutions_are_distinct_and_complete_the_grid() {
        // Two rectangles of swappable pairs (r4c6/r4c9/r5c6/r5c9 and
        // r7c4/r7c9/r8c4/r8c9) emptied: four solutions.
        let p = Grid::parse_unchecked(
            "53467891267219534819834256785976.42.42685.79.713924856961.3728.287.1963.345286179",
        )
        .unwrap();
        let all = p.solutions(100);
        assert_eq!(all.len(), p.count_solutions(100));
        assert_eq!(all.len(), 4);
        for (i, s) in all.iter().enumerate() {
            assert!(s.is_solved() && p.is_subset_of(s));
            assert!(all[..i].iter().all(|t| t != s));
        }
        assert_eq!(p.solutions(1).len(), 1);
        assert!(p.solutions(0).is_empty());
    }

    #[test]
    fn random_solution_is_deterministic_and_valid() {
        let mut a = crate::DefaultRng::seed_from_u64(3);
        let mut b = crate::DefaultRng::seed_from_u64(3);
        for _ in 0..20 {
            let x = random_solution(&Grid::empty(), &mut a).unwrap();
            let y = random_solution(&Grid::empty(), &mut b).unwrap();
            assert!(x.is_solved());
            assert_eq!(x, y);
        }
        let p: Grid = format!("12345678.{}9{}", ".".repeat(17), ".".repeat(54))
            .parse()
            .unwrap();
        assert_eq!(random_solution(&p, &mut a), None);
    }
}
