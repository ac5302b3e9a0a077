//! Sudoku Explainer's chaining rules, rated as SE 1.2.1 rates them.
//!
//! SE has one chaining engine with four switches; each setting is one
//! finder here, tried (on the SE path) in SE's order:
//!
//! | finder | SE rule | hints and base ratings |
//! |---|---|---|
//! | [`chains_and_cycles`] | "Forcing Chains & Cycles" | X-cycle, Y-cycle 6.5; forcing X-chain 6.6; bidirectional cycle, forcing chain 7.0 |
//! | [`nishio`] | "Nishio Forcing Chains" | 7.5: a candidate whose single-digit consequences, carried out, contradict |
//! | [`multiple`] | "Multiple Forcing Chains" | 8.0: every candidate of a cell, or every place of a digit in a region, implies the same |
//! | [`dynamic`] | "Dynamic Forcing Chains" | 8.5: contradiction, double, cell and region chains, the eliminations carried out as they are made |
//!
//! Each rating grows with the hint's complexity (the number of distinct
//! potentials that its chains rest on) as in SE: +0.1 each time the
//! complexity less 2 passes 4, 6, 8, 12, 16, 24, ... A finder returns the
//! hint SE would apply: the lowest rating, then the lowest complexity, then
//! SE's order of hint kinds, then the first found in SE's scan (cells row
//! by row, digits up).
//!
//! [`Step::length`] of a step found here is its complexity less 3, so that
//! the SE scale's bonus for `length + 1` nodes is SE's bonus for the
//! complexity less 2. The static finder returns steps of five techniques
//! (the five kinds of its hints); it is reached through the first,
//! [`Technique::XCycle`], and the other four find nothing by themselves.

mod bits;
mod board;
mod chain_text;
mod closure;
mod graph;
mod layers;
mod nishio_breaks;
mod node_layers;
mod region_reach;
mod spare;

use self::board::{
    cell_of, on_to_off, over_two_bits, peers, two_bits, Board, CELL_REGIONS, REGION_CELLS,
};
use self::graph::{
    follow, follow_static, off_to_on, Arena, CandBits, PotSet, Rules, Run, Scratch, StaticLinks,
};
pub(crate) use self::region_reach::RegionReach;
use self::region_reach::RegionTables;
use super::Memo;
use crate::logic::{Candidate, Candidates, Step, Technique};
use crate::{Digit, Unit};

/// The largest complexity the bound searches ask about.
const MOST_COMPLEXITY: usize = 729 * 2;

/// The largest complexity (up to [`MOST_COMPLEXITY`]) whose length bonus
/// is at most `bonus`.
#[inline]
fn last_with_bonus(bonus: usize) -> usize {
    match LAST_WITH_BONUS.get(bonus) {
        Some(&k) => usize::from(k),
        None => MOST_COMPLEXITY,
    }
}

/// [`last_with_bonus`] for every bonus up to that of [`MOST_COMPLEXITY`].
static LAST_WITH_BONUS: [u16; bonus_of(MOST_COMPLEXITY) as usize + 1] = last_table();

const fn last_table() -> [u16; bonus_of(MOST_COMPLEXITY) as usize + 1] {
    let mut out = [0u16; bonus_of(MOST_COMPLEXITY) as usize + 1];
    let mut k = 0;
    while k <= MOST_COMPLEXITY {
        out[bonus_of(k) as usize] = k as u16;
        k += 1;
    }
    out
}

/// SE's length bonus, in tenths, for a hint of this complexity.
pub(crate) fn length_bonus(complexity: usize) -> u16 {
    match BONUS.get(complexity) {
        Some(&b) => u16::from(b),
        None => bonus_of(complexity),
    }
}

/// [`length_bonus`] for every complexity a search may ask about (the
/// bound searches ask often).
static BONUS: [u8; 729 * 2 + 1] = bonus_table();

const fn bonus_table() -> [u8; 729 * 2 + 1] {
    let mut out = [0u8; 729 * 2 + 1];
    let mut k = 0;
    while k < out.len() {
        out[k] = bonus_of(k) as u8;
        k += 1;
    }
    out
}

const fn bonus_of(complexity: usize) -> u16 {
    let length = complexity.saturating_sub(2);
    let (mut ceil, mut bonus, mut odd) = (4usize, 0u16, false);
    while length > ceil {
        bonus += 1;
        ceil = if odd { ceil * 4 / 3 } else { ceil * 3 / 2 };
        odd = !odd;
    }
    bonus
}

/// What a hint says, for its sentence.
#[derive(Clone, Copy, Debug)]
enum Form {
    /// A loop of alternating links through these potentials.
    Cycle,
    /// Assuming the source (on or off) forces its opposite.
    Forcing { on: bool },
    /// Assuming the source (on or off) breaks the grid.
    Contradiction { on: bool, at: usize },
    /// The source on and the source off both force the target.
    Double,
    /// Every candidate of the source's cell forces the target.
    Cell,
    /// Every place of the source's digit in the region forces the target.
    Region { region: usize },
}

/// One hint, with what SE sorts hints by.
#[derive(Clone, Debug)]
struct Hint {
    technique: Technique,
    tenths: u16,
    complexity: usize,
    sort: u8,
    form: Form,
    source: usize,
    /// The concluded potential: candidate and whether it is on.
    target: (usize, bool),
    /// The potentials (`cand * 2 + on`) the hint's cells are read from:
    /// a static chain's nodes (a cycle's from the start's successor round
    /// to the start, a forcing chain's from the conclusion back to the
    /// assumption), or the source and the target. Empty for a forcing
    /// chain offered by its measured length until it is drawn
    /// ([`Unary::draw_forcing`]).
    pots: Vec<usize>,
    removals: Vec<usize>,
}

/// The best hint so far in SE's sort.
#[derive(Default)]
struct Best(Option<Hint>);

impl Best {
    fn offer(&mut self, hint: Hint) {
        if hint.removals.is_empty() {
            return;
        }
        let better = match &self.0 {
            None => true,
            Some(b) => (hint.tenths, hint.complexity, hint.sort) < (b.tenths, b.complexity, b.sort),
        };
        if better {
            self.0 = Some(hint);
        }
    }

    /// Whether no hint of this base rating and sort key, with complexity
    /// `k` or more, could replace the best one (hints found later replace
    /// it only when strictly better, and the sort grows with complexity).
    fn out_of_reach(&self, base: u16, k: usize, sort: u8) -> bool {
        match &self.0 {
            None => false,
            Some(b) => (base + length_bonus(k), k, sort) >= (b.tenths, b.complexity, b.sort),
        }
    }

    /// The largest complexity a hint of this base rating and sort key may
    /// have and still replace the best one (0 if none may), up to 729 * 2:
    /// every complexity whose bonus is below the best one's rating less
    /// `base`, and those whose bonus makes that rating, below the best
    /// one's complexity (or at it, with a lower sort key).
    #[inline]
    fn reach(&self, base: u16, sort: u8) -> usize {
        let Some(b) = &self.0 else {
            return MOST_COMPLEXITY;
        };
        let Some(d) = b.tenths.checked_sub(base) else {
            return 0;
        };
        let d = usize::from(d);
        let below = if d == 0 { 0 } else { last_with_bonus(d - 1) };
        let at_most = if sort < b.sort {
            b.complexity
        } else {
            b.complexity.saturating_sub(1)
        };
        below.max(last_with_bonus(d).min(at_most))
    }

    /// [`reach`](Self::reach) by a binary search on
    /// [`out_of_reach`](Self::out_of_reach), which the tests hold it to.
    #[cfg(test)]
    fn reach_by_search(&self, base: u16, sort: u8) -> usize {
        const MOST: usize = MOST_COMPLEXITY;
        if !self.out_of_reach(base, MOST, sort) {
            return MOST;
        }
        // out_of_reach grows with k: the last k for which it is false.
        let (mut lo, mut hi) = (0usize, MOST);
        while lo + 1 < hi {
            let mid = (lo + hi) / 2;
            if self.out_of_reach(base, mid, sort) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        lo
    }

    fn step(self, board: &Board) -> Option<Step> {
        self.0.map(|h| to_step(h, board))
    }
}

/// The candidates a conclusion removes: the target itself if it is off,
/// the cell's other candidates if it is on.
fn removals(board: &Board, target: usize, on: bool) -> Vec<usize> {
    if !on {
        return vec![target];
    }
    let cell = target / 9;
    let mut m = board.cand[cell] & !(1 << (target % 9));
    let mut out = Vec::new();
    while m != 0 {
        out.push(cell * 9 + m.trailing_zeros() as usize);
        m &= m - 1;
    }
    out
}

const fn digit_at(i: usize) -> Digit {
    match Digit::from_index(i) {
        Some(d) => d,
        None => panic!("digit index out of range"),
    }
}

/// The digits by index.
const DIGITS: [Digit; 9] = [
    digit_at(0),
    digit_at(1),
    digit_at(2),
    digit_at(3),
    digit_at(4),
    digit_at(5),
    digit_at(6),
    digit_at(7),
    digit_at(8),
];

fn candidate(cand: usize) -> Candidate {
    Candidate::new(cell_of(cand), DIGITS[cand % 9])
}

fn potential(cand: usize, on: bool) -> String {
    let c = candidate(cand);
    if on {
        format!("{}={}", c.cell, c.digit)
    } else {
        format!("{}<>{}", c.cell, c.digit)
    }
}

fn to_step(h: Hint, board: &Board) -> Step {
    let form = h.form;
    let (source, target) = (h.source, h.target);
    let digits = [candidate(source).digit];
    let units: Vec<Unit> = match form {
        Form::Region { region } => Unit::from_index(region_unit(region)).into_iter().collect(),
        _ => Vec::new(),
    };
    let mut cells: Vec<_> = Vec::new();
    for &pot in &h.pots {
        let cell = cell_of(pot / 2);
        if !cells.contains(&cell) {
            cells.push(cell);
        }
    }
    // What the text needs to write the chains: a static chain's nodes, or
    // the board and rules to replay the branches of a multiple one.
    let chain: Vec<usize> = match form {
        Form::Cycle => std::iter::once(source * 2 + 1)
            .chain(h.pots.iter().copied())
            .collect(),
        Form::Forcing { .. } => h.pots.iter().rev().copied().collect(),
        _ => Vec::new(),
    };
    let replay = match h.technique {
        Technique::NishioForcingChain => Some(Rules {
            y: false,
            x: true,
            dynamic: true,
        }),
        Technique::MultipleForcingChain => Some(Rules {
            y: true,
            x: true,
            dynamic: false,
        }),
        Technique::DynamicForcingChain => Some(Rules {
            y: true,
            x: true,
            dynamic: true,
        }),
        _ => None,
    }
    .map(|rules| (*board, rules));
    Step::described(h.technique, move |s| {
        let name = s.technique.name();
        let removed = s
            .eliminations
            .iter()
            .map(|c| format!("{}<>{}", c.cell, c.digit))
            .collect::<Vec<_>>()
            .join(", ");
        let mut replay = replay.map(|(b, rules)| chain_text::Replay::new(b, rules));
        let has = |r: &Option<chain_text::Replay>, c: usize| r.as_ref().is_some_and(|r| r.has(c));
        let to = |r: &mut Option<chain_text::Replay>, start: usize, on: bool| {
            r.as_mut()
                .and_then(|r| r.chain_to(start, on, target))
                .unwrap_or_default()
        };
        let src = candidate(source);
        let tgt = potential(target.0, target.1);
        // Each branch's assumption and the chain it leads by.
        let branches_text = |r: &mut Option<chain_text::Replay>, branches: &[usize]| {
            branches
                .iter()
                .map(|&c| format!("{} ({})", potential(c, true), to(r, c, true)))
                .collect::<Vec<_>>()
                .join("; ")
        };
        match form {
            Form::Cycle => format!(
                "{name}: {}, a loop of alternating links on {} cells, each link true one way round or the other: removes {removed}",
                chain_text::write_pots(chain.iter().copied()),
                s.cells.len()
            ),
            Form::Forcing { on } => format!(
                "{name}: assuming {} leads to {tgt}: {}, so {tgt}: removes {removed}",
                potential(source, on),
                chain_text::write_pots(chain.iter().copied()),
            ),
            Form::Contradiction { on, at } => {
                let (yes, no) = replay
                    .as_mut()
                    .and_then(|r| r.contradiction(source, on))
                    .unwrap_or_default();
                format!(
                    "{name}: assuming {} makes {} both true ({yes}) and false ({no}), so {}: removes {removed}",
                    potential(source, on),
                    candidate(at),
                    potential(source, !on)
                )
            }
            Form::Double => format!(
                "{name}: {} ({}) and {} ({}) both lead to {tgt}: removes {removed}",
                potential(source, true),
                to(&mut replay, source, true),
                potential(source, false),
                to(&mut replay, source, false),
            ),
            Form::Cell => {
                let cell = source / 9;
                let branches = (0..9)
                    .filter(|&d| has(&replay, cell * 9 + d))
                    .map(|d| cell * 9 + d)
                    .collect::<Vec<_>>();
                let text = branches_text(&mut replay, &branches);
                format!(
                    "{name}: every candidate of {} leads to {tgt}: {text}: removes {removed}",
                    src.cell
                )
            }
            Form::Region { region } => {
                let d = source % 9;
                let mut branches = vec![source];
                for &c in &REGION_CELLS[region] {
                    let c = usize::from(c) * 9 + d;
                    if c != source && has(&replay, c) {
                        branches.push(c);
                    }
                }
                let text = branches_text(&mut replay, &branches);
                format!(
                    "{name}: every place of {} in {} leads to {tgt}: {text}: removes {removed}",
                    src.digit,
                    Unit::from_index(region_unit(region))
                        .map(|u| u.to_string())
                        .unwrap_or_default()
                )
            }
        }
    })
    .with_cells(cells)
    .with_units(units)
    .with_digits(digits)
    .eliminate(h.removals.iter().map(|&c| candidate(c)))
    .with_length(h.complexity.saturating_sub(3))
}

/// The engine's unit index of one of SE's regions (blocks 0..9, rows
/// 9..18, columns 18..27 here).
fn region_unit(region: usize) -> usize {
    match region / 9 {
        0 => Unit::boxed(region % 9).index(),
        1 => Unit::row(region % 9).index(),
        _ => Unit::column(region % 9).index(),
    }
}

/// SE's "Forcing Chains & Cycles" (6.5 - 7.x): X-cycles, Y-cycles and
/// bidirectional cycles, forcing X-chains and forcing chains; the step of
/// the one SE would apply.
pub(crate) fn chains_and_cycles(c: &Candidates) -> Option<Step> {
    chains_and_cycles_with(c, None)
}

/// [`chains_and_cycles`] in a solve that remembers: the pass with region
/// links only (X-cycles, forcing X-chains) reads nothing but one digit's
/// places for each start, so a digit whose places it searched in vain
/// before, every place a start (no cell with that digit alone), is
/// skipped while its places stay the same. The pass with cell links only
/// (Y-cycles) reaches "on" potentials in cells with two candidates only
/// (an "off" elsewhere forces nothing), so the cycles SE's search finds
/// there depend on those cells and their candidates alone, and what a
/// cycle removes on the places of its digits: a state where that pass
/// found nothing with no bound cutting it short is remembered (slots 9..18
/// the places of each digit in cells with two candidates, 18..27 every
/// place of each digit), and the pass is skipped while the cells with two
/// candidates and their candidates stay the same and no place is new (the
/// same cycles, removing at most what they removed then: nothing).
pub(crate) fn chains_and_cycles_remembering(c: &Candidates, memo: &mut Memo) -> Option<Step> {
    chains_and_cycles_with(c, Some(memo))
}

fn chains_and_cycles_with(c: &Candidates, mut memo: Option<&mut Memo>) -> Option<Step> {
    let board = Board::new(c);
    let (starts, pairs) = board.starts_and_pairs();
    // Digits whose every place is a start, and those of them searched in
    // vain with these places before.
    let plain: [bool; 9] = std::array::from_fn(|d| board.cells[d] & !starts == 0);
    let known: [bool; 9] = std::array::from_fn(|d| {
        plain[d]
            && memo
                .as_ref()
                .is_some_and(|m| m.known_empty(d, board.cells[d]))
    });
    let y_known = memo
        .as_ref()
        .is_some_and(|m| y_cycles_known_empty(m, &board, &pairs));
    let mut best = Best::default();
    // The scratch tables start with room for a whole search (the arena)
    // or the usual depth (the layers): grown from empty they were
    // reallocated several times in each search.
    let mut work = spare::take_unary().unwrap_or_else(|| {
        Box::new(Unary {
            arena: Arena::with_capacity(2 * 729 + 2),
            nodes: Vec::with_capacity(LAYERS),
            fwd: Vec::with_capacity(LAYERS),
            ..Unary::default()
        })
    });
    let links = layers::Links::new(&board, pairs);
    // Kept in the solve's memo, if any, for the digits whose places stay
    // the same.
    if let Some(m) = memo.as_deref_mut() {
        std::mem::swap(&mut work.region_reach, m.region_reach());
    } else {
        work.region_reach = RegionReach::default();
    }
    work.region_reach
        .update(&board, &links, &mut work.closure, &mut work.region_tables);
    work.links = Some(links);
    for (y, x) in [(false, true), (true, false), (true, true)] {
        let x_only = !y;
        let y_only = !x;
        if y_only && y_known {
            continue;
        }
        // A pass none of whose hints can beat the best one so far would
        // offer nothing (the bound only tightens as it goes on): skipped,
        // its graph unbuilt.
        if !pass_may_win(&best, y, x) {
            continue;
        }
        if y_only {
            work.y_graph = node_layers::Graph::cell_links_only(&board, pairs, work.graphs.pop());
        }
        if let (true, true, Some(links)) = (y, x, &work.links) {
            work.xy_graph = node_layers::Graph::both_links(&board, links, work.graphs.pop());
            if let Some(graph) = &work.xy_graph {
                work.reach.fill(graph, &board.cand);
            }
        }
        let unbounded = best.0.is_none();
        for cell in 0..81 {
            let mut m = board.cand[cell];
            if m & m.wrapping_sub(1) == 0 {
                continue;
            }
            while m != 0 {
                let d = m.trailing_zeros() as usize;
                m &= m - 1;
                if x_only && known[d] {
                    continue;
                }
                work.unary(&board, cell * 9 + d, y, x, &mut best);
            }
        }
        // Nothing found with region links only, with no bound cutting the
        // search short (no hint to beat): each plain digit has none.
        if let (true, None, Some(m)) = (x_only, &best.0, memo.as_deref_mut()) {
            for d in (0..9).filter(|&d| plain[d]) {
                m.remember_empty(d, board.cells[d]);
            }
        }
        // No Y-cycle removes anything, searched with no bound.
        if let (true, true, None, Some(m)) = (y_only, unbounded, &best.0, memo.as_deref_mut()) {
            for (d, (&pair, &places)) in pairs.iter().zip(&board.cells).enumerate() {
                m.remember_empty(9 + d, pair);
                m.remember_empty(18 + d, places);
            }
        }
    }
    if let Some(hint) = best.0.as_mut() {
        work.draw_forcing(&board, hint);
    }
    if let Some(m) = memo {
        std::mem::swap(&mut work.region_reach, m.region_reach());
    }
    spare::give_unary(work);
    best.step(&board)
}

/// Whether `memo` holds a state where the pass with cell links only found
/// nothing, with the same cells with two candidates and their candidates
/// (`pairs`: each digit's places among them) as `board`, and every place
/// of `board` a place there.
fn y_cycles_known_empty(memo: &Memo, board: &Board, pairs: &[u128; 9]) -> bool {
    (0..9).all(|d| {
        memo.remembered(9 + d) == Some(pairs[d])
            && memo
                .remembered(18 + d)
                .is_some_and(|was| board.cells[d] & !was == 0)
    })
}

/// The fewest potentials of a cycle SE's static search offers.
const SHORTEST_CYCLE: usize = 4;

/// The fewest potentials of a forcing chain it offers.
const SHORTEST_FORCING: usize = 3;

/// Whether a pass of the static search with these links may offer a hint
/// that beats `best`: a cycle of [`SHORTEST_CYCLE`] potentials or more, or
/// (with region links) a forcing chain of [`SHORTEST_FORCING`] or more,
/// still within its reach. (With both kinds of links, cycles and forcing
/// chains share a base and sort key, so a pass that may win has a reach of
/// at least `SHORTEST_FORCING`.)
fn pass_may_win(best: &Best, y: bool, x: bool) -> bool {
    let (cycle_base, cycle_sort) = cycle_rating(y, x);
    let (forcing_base, forcing_sort) = forcing_rating(y);
    best.reach(cycle_base, cycle_sort) >= SHORTEST_CYCLE
        || (x && best.reach(forcing_base, forcing_sort) >= SHORTEST_FORCING)
}

/// The base rating and sort key of SE's forcing chains (with cell links
/// if `y`).
fn forcing_rating(y: bool) -> (u16, u8) {
    if y {
        (70, 4)
    } else {
        (66, 2)
    }
}

/// The base rating and sort key of SE's cycles with these links.
fn cycle_rating(y: bool, x: bool) -> (u16, u8) {
    match (y, x) {
        (true, true) => (70, 4),
        (true, false) => (65, 3),
        _ => (65, 2),
    }
}

/// The layers the scratch tables of [`Unary`] have room for at first.
const LAYERS: usize = 32;

/// Scratch space of the static search.
#[derive(Default)]
struct Unary {
    arena: Arena,
    on: PotSet,
    off: PotSet,
    offs: Vec<u16>,
    scratch: Scratch,
    cycles: Vec<u32>,
    path: Vec<u32>,
    links: Option<layers::Links>,
    /// The graph of the cells with two candidates, for the pass with cell
    /// links only.
    y_graph: Option<node_layers::Graph>,
    /// The graph of the nodes of both kinds of links, for that pass.
    xy_graph: Option<node_layers::Graph>,
    /// Graphs of earlier searches, whose tables the next ones fill.
    graphs: Vec<node_layers::Graph>,
    /// The layers from the start on, on one of the graphs, for the cycle
    /// bound.
    nodes: Vec<node_layers::Nodes>,
    /// The layers from the start on, for the cycle bound; then scratch
    /// space of the forcing chains' measure from the start off.
    fwd: Vec<layers::Bits>,
    /// The potentials within each distance of a forcing chain's start,
    /// for drawing its chain.
    within: Vec<(layers::Bits, layers::Bits)>,
    /// What each start may have at all on `xy_graph`.
    reach: node_layers::Reach,
    /// What each start may have at all with region links only.
    region_reach: RegionReach,
    /// The tables `region_reach` fills as it reads.
    region_tables: RegionTables,
    closure: closure::Scratch,
}

impl Unary {
    fn clear(&mut self) {
        self.arena.clear();
        self.on.clear();
        self.off.clear();
    }

    /// Empties every table, keeping its room, for a search on another
    /// board ([`spare`]).
    fn reset(&mut self) {
        self.clear();
        self.offs.clear();
        self.scratch.clear();
        self.cycles.clear();
        self.path.clear();
        self.links = None;
        self.graphs.extend(self.y_graph.take());
        self.graphs.extend(self.xy_graph.take());
        self.nodes.clear();
        self.fwd.clear();
        self.within.clear();
    }

    /// SE's unary chaining from `start` on: cycles back to it, and
    /// (with X links) forcing chains from it on and off.
    fn unary(&mut self, board: &Board, start: usize, y: bool, x: bool, best: &mut Best) {
        if !x && over_two_bits(u128::from(board.cand[start / 9])) {
            return;
        }
        // Cycles: first a bound on their length, on bit boards; SE's search
        // only if a cycle may exist that can still win.
        let (cycle_base, cycle_sort) = cycle_rating(y, x);
        if let (true, false, Some(_), Some(graph)) = (y, x, &self.links, &self.y_graph) {
            // Cell links only: the same bounds on the graph of the cells
            // with two candidates.
            let limit = best.reach(cycle_base, cycle_sort);
            let cycle_limit = if limit >= SHORTEST_CYCLE { limit } else { 0 };
            let lengths = if cycle_limit < SHORTEST_CYCLE {
                None
            } else {
                graph.cell_link_layers(start, cycle_limit, &mut self.nodes)
            };
            if let Some((_, longest)) = lengths {
                if graph.cycle_may_remove(start, longest, &self.nodes) {
                    self.find_cycles(board, start, y, x, longest, best);
                }
            }
            return;
        }
        let (forcing_base, forcing_sort) = forcing_rating(y);
        // What the start may have at all, whatever the length (read off
        // the graph with both kinds of links, or each digit's with region
        // links only).
        let possible = match (y && x, &self.xy_graph) {
            (true, Some(graph)) => self.reach.of(graph, start),
            _ if !y && self.links.is_some() => self.region_reach.of(start),
            _ => node_layers::Possible::ANY,
        };
        let (lengths, forcing_on) = match &self.links {
            Some(_) if !possible.cycle && !possible.forcing_on => (None, None),
            Some(links) => {
                let limit = best.reach(cycle_base, cycle_sort);
                let forcing_limit = if x && possible.forcing_on {
                    best.reach(forcing_base, forcing_sort)
                } else {
                    0
                };
                let cycle_limit = if limit >= SHORTEST_CYCLE && possible.cycle {
                    limit
                } else {
                    0
                };
                match (y && x, &self.xy_graph) {
                    (true, Some(graph)) => links.layers_on_graph(
                        graph,
                        start,
                        cycle_limit,
                        forcing_limit,
                        &mut self.nodes,
                    ),
                    _ => links.layers_recorded(
                        start,
                        y,
                        x,
                        cycle_limit,
                        forcing_limit,
                        &mut self.fwd,
                    ),
                }
            }
            None => (Some((4, 729 * 2)), Some(3)),
        };
        // SE's search only if some cycle of at most `longest` potentials
        // could remove a candidate (most cycles remove nothing).
        if let Some((_, longest)) = lengths {
            let may_remove = match (&self.links, &self.xy_graph) {
                (None, _) => true,
                (Some(links), Some(graph)) if y && x => {
                    graph.cycle_may_remove(start, longest, &self.nodes)
                }
                (Some(links), _) => links.cycle_may_remove(start, y, x, longest, &mut self.fwd),
            };
            if may_remove {
                self.find_cycles(board, start, y, x, longest, best);
            }
        }
        if !x {
            return;
        }
        // Forcing chains from the start on, then off.
        let (base, sort) = (forcing_base, forcing_sort);
        for start_on in [true, false] {
            // The chain's length first, on bit boards; the chain itself only
            // if its hint can still win.
            let limit = best.reach(base, sort);
            if limit < SHORTEST_FORCING {
                continue;
            }
            let shortest = match (&self.links, start_on) {
                (Some(_), true) => forcing_on,
                (Some(_), false) if !possible.forcing_off => None,
                (Some(links), false) => match &self.xy_graph {
                    Some(graph) if y => graph.forcing_meeting(start, false, limit, &mut self.nodes),
                    _ => links.forcing_meeting(start, false, y, limit, &mut self.fwd),
                },
                (None, _) => Some(3),
            };
            if shortest.is_none_or(|k| k > limit) {
                continue;
            }
            let technique = if y {
                Technique::ForcingChain
            } else {
                Technique::ForcingXChain
            };
            let on = !start_on;
            let (complexity, pots) = if let (Some(_), Some(complexity)) = (&self.links, shortest) {
                // The measure is the complexity of SE's chain (the length
                // of its breadth-first search's first path to the start's
                // opposite): the hint is offered with it, and the chain
                // itself is drawn only for the hint the pass keeps
                // ([`Unary::draw_forcing`]).
                (complexity, Vec::new())
            } else if let Some(target) = self.forcing(board, start, start_on, y, best, None) {
                let complexity =
                    self.arena
                        .ancestors(target, &mut self.scratch.seen, &mut self.scratch.stack);
                (complexity, self.chain_pots(target))
            } else {
                continue;
            };
            best.offer(Hint {
                technique,
                tenths: base + length_bonus(complexity),
                complexity,
                sort,
                form: Form::Forcing { on: start_on },
                source: start,
                target: (start, on),
                pots,
                removals: removals(board, start, on),
            });
        }
    }

    /// Draws the chain of a forcing chain hint offered with its measured
    /// complexity (no potentials yet): SE's search from its start, with
    /// nothing to beat, finds it at that length.
    fn draw_forcing(&mut self, board: &Board, hint: &mut Hint) {
        let Form::Forcing { on: start_on } = hint.form else {
            return;
        };
        if !hint.pots.is_empty() {
            return;
        }
        let y = hint.technique == Technique::ForcingChain;
        // Only the potentials on a chain of that length from the start to
        // its opposite: those whose opposites are near enough the start.
        let mut within = std::mem::take(&mut self.within);
        let keep = match &self.links {
            Some(links) => {
                links.within(hint.source, start_on, y, hint.complexity - 1, &mut within);
                Some(&within[..])
            }
            None => None,
        };
        let found = self.forcing(board, hint.source, start_on, y, &Best::default(), keep);
        self.within = within;
        if let Some(target) = found {
            debug_assert_eq!(
                self.arena
                    .ancestors(target, &mut self.scratch.seen, &mut self.scratch.stack),
                hint.complexity
            );
            hint.pots = self.chain_pots(target);
        }
    }

    /// SE's search for cycles from `start` on back to itself, of at most
    /// `longest` potentials; offers each cycle found.
    fn find_cycles(
        &mut self,
        board: &Board,
        start: usize,
        y: bool,
        x: bool,
        longest: usize,
        best: &mut Best,
    ) {
        let (cycle_base, cycle_sort) = cycle_rating(y, x);
        let rules = Rules {
            y,
            x,
            dynamic: false,
        };
        self.clear();
        self.cycles.clear();
        let root = self.arena.push((start * 2 + 1) as u16, &[]);
        self.on.put(start, root);
        self.scratch.pending_on.clear();
        self.scratch.pending_off.clear();
        self.scratch.pending_on.push_back(root);
        let mut length = 0;
        // The cycles found (all kept, in order) and offered so far.
        let mut offered = 0;
        loop {
            let s = &mut self.scratch;
            if s.pending_on.is_empty() && s.pending_off.is_empty() {
                break;
            }
            // A cycle found from here on has at least length + 2 nodes.
            if length + 2 > longest
                || best.out_of_reach(cycle_base, (length + 2).max(4), cycle_sort)
            {
                break;
            }
            length += 1;
            while let Some(n) = s.pending_on.pop_front() {
                on_to_off(board, self.arena.node(n).cand(), y, &mut self.offs);
                for &q in &self.offs {
                    // SE queues an off potential again for every new way to
                    // reach it; on a static board a second copy leads to no
                    // new potential, only, perhaps, back to the start: so
                    // only the copies that link to the start are kept.
                    let again = self.off.contains(usize::from(q));
                    if again && !links_to(board, usize::from(q), start, y, x) {
                        continue;
                    }
                    if !self.arena.has_ancestor(n, q * 2) {
                        let off = self.arena.push(q * 2, &[n]);
                        s.pending_off.push_back(off);
                        self.off.put(usize::from(q), off);
                    }
                }
            }
            length += 1;
            while let Some(n) = s.pending_off.pop_front() {
                off_to_on(board, board, self.arena.node(n).cand(), rules, &self.off, s);
                for i in 0..s.ons.len() {
                    let q = usize::from(s.ons[i].0);
                    let is_source = q == start;
                    if !(is_source && length >= 4) && self.on.contains(q) {
                        continue;
                    }
                    let on = self.arena.push((q * 2 + 1) as u16, &[n]);
                    if is_source && length >= 4 {
                        self.cycles.push(on);
                    }
                    if !self.on.contains(q) {
                        self.on.put(q, on);
                        s.pending_on.push_back(on);
                    }
                }
            }
            // The cycles of this layer, in the order found: one that
            // removes something bounds the next layers (the cycles found
            // later from this start are longer, or as long and later).
            for i in offered..self.cycles.len() {
                if let Some(hint) = self.cycle_hint(board, self.cycles[i], start, y, x, best) {
                    best.offer(hint);
                }
            }
            offered = self.cycles.len();
        }
    }

    /// The nodes from `n` back along first parents, `n` first, the root
    /// last.
    /// The potentials of the chain from `target` back to its root, as a
    /// hint holds them.
    fn chain_pots(&mut self, target: u32) -> Vec<usize> {
        self.path_of(target);
        self.path
            .iter()
            .map(|&n| usize::from(self.arena.node(n).pot))
            .collect()
    }

    fn path_of(&mut self, n: u32) {
        self.path.clear();
        let mut at = n;
        self.path.push(at);
        while let Some(p) = self.arena.parent(at) {
            self.path.push(p);
            at = p;
        }
    }

    /// The hint of the cycle closed at `dst`, if it removes something and
    /// can replace the best one (the chain is written out only then).
    fn cycle_hint(
        &mut self,
        board: &Board,
        dst: u32,
        start: usize,
        y: bool,
        x: bool,
        best: &Best,
    ) -> Option<Hint> {
        let (technique, base, sort) = match (y, x) {
            (true, true) => (Technique::BidirectionalCycle, 70, 4),
            (true, false) => (Technique::YCycle, 65, 3),
            _ => (Technique::XCycle, 65, 2),
        };
        let complexity = self
            .arena
            .ancestors(dst, &mut self.scratch.seen, &mut self.scratch.stack);
        if best.out_of_reach(base, complexity, sort) {
            return None;
        }
        self.path_of(dst);
        self.path.pop(); // the root: the same potential as `dst`
        let mut cells = 0u128;
        for &n in &self.path {
            cells |= 1u128 << (self.arena.node(n).cand() / 9);
        }
        let (mut forw, mut back) = ([0u128; 9], [0u128; 9]);
        for &n in &self.path {
            let node = self.arena.node(n);
            let (cell, d) = (node.cand() / 9, node.cand() % 9);
            let seen = peers(cell) & !cells & board.cells[d];
            if node.is_on() {
                forw[d] |= seen;
            } else {
                back[d] |= seen;
            }
        }
        // Candidates seen by an "on" and an "off" potential of their digit,
        // cell by cell, digits up.
        let both: [u128; 9] = std::array::from_fn(|d| forw[d] & back[d]);
        let mut removals = Vec::new();
        let mut any = both.iter().fold(0u128, |a, &b| a | b);
        while any != 0 {
            let cell = any.trailing_zeros() as usize;
            any &= any - 1;
            for (d, b) in both.iter().enumerate() {
                if b >> cell & 1 == 1 {
                    removals.push(cell * 9 + d);
                }
            }
        }
        if removals.is_empty() {
            return None;
        }
        let pots = self
            .path
            .iter()
            .rev()
            .map(|&n| usize::from(self.arena.node(n).pot))
            .collect();
        Some(Hint {
            technique,
            tenths: base + length_bonus(complexity),
            complexity,
            sort,
            form: Form::Cycle,
            source: start,
            target: (start, true),
            pots,
            removals,
        })
    }

    /// SE's forcing chain search from `start` on (or off): the node of
    /// its opposite, if the chain reaches it.
    fn forcing(
        &mut self,
        board: &Board,
        start: usize,
        start_on: bool,
        y: bool,
        best: &Best,
        keep: Option<&[(layers::Bits, layers::Bits)]>,
    ) -> Option<u32> {
        let (base, sort) = if y { (70, 4) } else { (66, 2) };
        // With `keep` (the potentials within each distance of the start,
        // up to the chain's `k - 1` links), a potential reached at layer
        // `p` is kept only if its opposite is within `k - 1 - p` links of
        // the start: only then is it on a chain of `k` potentials to the
        // start's opposite (the links are their own contrapositives). The
        // parents of such a potential are on such chains too, so each one
        // kept is reached first from the same parent, in the same order,
        // and the chain found is the same.
        let kept = |depth: usize, cand: usize, on: bool| {
            keep.is_none_or(|w| {
                w.len().checked_sub(1 + depth).is_some_and(|j| {
                    let (w_on, w_off) = &w[j];
                    let b = if on { w_off } else { w_on };
                    b[cand % 9] >> (cand / 9) & 1 == 1
                })
            })
        };
        let rules = Rules {
            y,
            x: true,
            dynamic: false,
        };
        self.clear();
        let s = &mut self.scratch;
        s.pending_on.clear();
        s.pending_off.clear();
        let root = self
            .arena
            .push((start * 2 + usize::from(start_on)) as u16, &[]);
        if start_on {
            self.on.put(start, root);
            s.pending_on.push_back(root);
        } else {
            self.off.put(start, root);
            s.pending_off.push_back(root);
        }
        // The depth of the nodes about to be processed; a target they reach
        // has depth + 2 potentials on its chain. The first target found is
        // SE's (what its search goes on to add cannot change its chain).
        let mut depth = 0;
        while !s.pending_on.is_empty() || !s.pending_off.is_empty() {
            if best.out_of_reach(base, depth + 2, sort) {
                break;
            }
            depth += usize::from(!s.pending_on.is_empty());
            while let Some(n) = s.pending_on.pop_front() {
                on_to_off(board, self.arena.node(n).cand(), y, &mut self.offs);
                for &q in &self.offs {
                    let qi = usize::from(q);
                    if start_on && qi == start {
                        return Some(self.arena.push(q * 2, &[n]));
                    }
                    // SE also asks that `q` off is no ancestor of `n`; on a
                    // static board every ancestor is already in `on` or
                    // `off`, so an "off" potential not yet reached is none.
                    if !self.off.contains(qi) && kept(depth, qi, false) {
                        let off = self.arena.push(q * 2, &[n]);
                        self.off.put(qi, off);
                        s.pending_off.push_back(off);
                    }
                }
            }
            if best.out_of_reach(base, depth + 2, sort) {
                break;
            }
            depth += usize::from(!s.pending_off.is_empty());
            while let Some(n) = s.pending_off.pop_front() {
                off_to_on(board, board, self.arena.node(n).cand(), rules, &self.off, s);
                for i in 0..s.ons.len() {
                    let q = usize::from(s.ons[i].0);
                    if !start_on && q == start {
                        return Some(self.arena.push((q * 2 + 1) as u16, &[n]));
                    }
                    if !self.on.contains(q) && kept(depth, q, true) {
                        let on = self.arena.push((q * 2 + 1) as u16, &[n]);
                        self.on.put(q, on);
                        s.pending_on.push_back(on);
                    }
                }
            }
        }
        None
    }
}

/// Whether `off` being off makes `on` on in one step on a static board
/// (bivalue cell with `y`, or with `x` a region holding the digit twice).
fn links_to(board: &Board, off: usize, on: usize, y: bool, x: bool) -> bool {
    let (cell, d) = (off / 9, off % 9);
    if y && on / 9 == cell && on != off {
        return two_bits(u128::from(board.cand[cell])) && board.cand[cell] >> (on % 9) & 1 == 1;
    }
    if x && on % 9 == d && on != off {
        let other = on / 9;
        return CELL_REGIONS[cell].iter().any(|&r| {
            let places = board.places(usize::from(r), d);
            two_bits(places) && places >> other & 1 == 1
        });
    }
    false
}

/// SE's "Nishio Forcing Chains" (7.5 +): a candidate whose assumption,
/// followed with single-digit links on a board where each elimination is
/// carried out, makes a potential both true and false.
pub(crate) fn nishio(c: &Candidates) -> Option<Step> {
    Multiple::new(c, Mode::Nishio).search()
}

/// [`nishio`] in a solve that remembers. With single-digit links only,
/// the runs from a candidate of digit `d`, on and off, read and remove
/// nothing but `d`'s places, and a hint comes only from a run that
/// contradicts itself: a digit whose runs all held, with every place a
/// start (in a cell with two candidates or more), is remembered with its
/// places (slot `d`) and skipped while they stay the same.
pub(crate) fn nishio_remembering(c: &Candidates, memo: &mut Memo) -> Option<Step> {
    let mut search = Multiple::new(c, Mode::Nishio);
    let board = search.board;
    let starts = (0..81)
        .filter(|&cell| board.cand[cell] & board.cand[cell].wrapping_sub(1) != 0)
        .fold(0u128, |m, cell| m | 1u128 << cell);
    let plain = (0..9)
        .filter(|&d| board.cells[d] & !starts == 0)
        .fold(0u16, |m, d| m | 1 << d);
    search.skip = (0..9)
        .filter(|&d| plain >> d & 1 == 1 && memo.known_empty(d, board.cells[d]))
        .fold(0u16, |m, d| m | 1 << d);
    let (step, absurd) = search.search_noting();
    for d in (0..9).filter(|&d| (plain & !absurd) >> d & 1 == 1) {
        memo.remember_empty(d, board.cells[d]);
    }
    step
}

/// SE's "Multiple Forcing Chains" (8.0 +): cell and region forcing chains
/// on the static board.
pub(crate) fn multiple(c: &Candidates) -> Option<Step> {
    Multiple::new(c, Mode::Multiple).search()
}

/// SE's "Dynamic Forcing Chains" (8.5 +): contradiction, double, cell and
/// region forcing chains, each elimination carried out as it is made.
pub(crate) fn dynamic(c: &Candidates) -> Option<Step> {
    Multiple::new(c, Mode::Dynamic).search()
}

/// No run made yet for a candidate ([`Multiple::run_of`]).
const NO_RUN: u16 = u16::MAX;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Nishio,
    Multiple,
    Dynamic,
}

struct Multiple {
    board: Board,
    mode: Mode,
    rules: Rules,
    technique: Technique,
    base: u16,
    /// Every run from a candidate "on" made in this search, each with
    /// what it ran into (a potential both on and off), and where each
    /// candidate's is (`NO_RUN` if not made yet): SE's propagation from an
    /// assumption reads only the board (restored after each run), the rules
    /// and the assumption, so a candidate's run is made once however many
    /// branches start from it (its cell's value and the places of its digit
    /// in up to three regions).
    runs: Vec<(Run, Option<(u32, u32)>)>,
    run_of: Vec<u16>,
    /// Places in `runs` free for a new run (see [`Multiple::release`]).
    spare: Vec<usize>,
    /// Runs made before, free to be made again (see [`spare`]).
    kept: Vec<Run>,
    /// Whether runs are kept and shared (off for Nishio's search, and to
    /// test the sharing).
    share_runs: bool,
    /// The runs of the candidates of the current cell, one for "off", and
    /// the runs of the other places of a digit in a region.
    values: [usize; 9],
    off: Run,
    places: [usize; 8],
    scratch: Scratch,
    best: Best,
    /// Digits whose candidates start no run (Nishio's search only, see
    /// [`nishio_remembering`]).
    skip: u16,
    /// The board's "off to on" consequences, for a static search's runs.
    static_links: Option<StaticLinks>,
    /// The cells and regions whose branches may share a potential, for a
    /// static search (see [`node_layers::Branches`]); `None`: all.
    branches: Option<node_layers::Branches>,
}

impl Multiple {
    fn new(c: &Candidates, mode: Mode) -> Multiple {
        let (technique, base) = match mode {
            Mode::Nishio => (Technique::NishioForcingChain, 75),
            Mode::Multiple => (Technique::MultipleForcingChain, 80),
            Mode::Dynamic => (Technique::DynamicForcingChain, 85),
        };
        let board = Board::new(c);
        let rules = Rules {
            y: mode != Mode::Nishio,
            x: true,
            dynamic: mode != Mode::Multiple,
        };
        let mut kept = spare::take_runs();
        Multiple {
            board,
            mode,
            rules,
            technique,
            base,
            runs: Vec::new(),
            run_of: vec![NO_RUN; 729],
            spare: Vec::new(),
            off: kept.pop().unwrap_or_default(),
            kept,
            share_runs: mode != Mode::Nishio,
            values: [0; 9],
            places: [0; 8],
            scratch: spare::take_scratch(),
            best: Best::default(),
            skip: 0,
            static_links: (!rules.dynamic).then(|| StaticLinks::new(&board, rules)),
            branches: (mode == Mode::Multiple)
                .then(|| {
                    let links = layers::Links::new(&board, board.starts_and_pairs().1);
                    let graph =
                        node_layers::Graph::both_links(&board, &links, spare::take_graph())?;
                    let mut scratch = closure::Scratch::default();
                    let branches = node_layers::Branches::of(&graph, &board, &mut scratch);
                    spare::give_graph(graph);
                    Some(branches)
                })
                .flatten(),
        }
    }

    /// Whether the branches of `cell` may share a potential.
    #[inline]
    fn cell_may_force(&self, cell: usize) -> bool {
        self.branches.is_none_or(|b| b.cell(cell))
    }

    /// Whether the branches of digit `d` in region `r` may share a
    /// potential.
    #[inline]
    fn region_may_force(&self, r: usize, d: usize) -> bool {
        self.branches.is_none_or(|b| b.region(r, d))
    }

    /// The regions of `cell` whose branches of digit `d` the search takes
    /// from `cell` ([`regions`](Self::regions): those where the cell is the
    /// digit's first place, with two places or more: the search with
    /// region branches is never Nishio's) and that may share a potential, a
    /// bit each.
    fn regions_from(&self, cell: usize, d: usize) -> u32 {
        let mut out = 0;
        for &r in &CELL_REGIONS[cell] {
            let r = r as usize;
            let places = self.board.places(r, d);
            if places & places.wrapping_sub(1) == 0 || !self.region_may_force(r, d) {
                continue;
            }
            let first = REGION_CELLS[r]
                .iter()
                .find(|&&c| places >> c & 1 == 1)
                .map(|&c| usize::from(c));
            if first == Some(cell) {
                out |= 1 << r;
            }
        }
        out
    }

    fn hint(
        &self,
        form: Form,
        source: usize,
        target: (usize, bool),
        complexity: usize,
        sort: u8,
    ) -> Hint {
        Hint {
            technique: self.technique,
            tenths: self.base + length_bonus(complexity),
            complexity,
            sort,
            form,
            source,
            target,
            pots: vec![source * 2, target.0 * 2],
            removals: removals(&self.board, target.0, target.1),
        }
    }

    /// The run from candidate `start` "on" (see [`Multiple::runs`]): its
    /// index in `runs`. Nishio's search starts no run twice (it has no
    /// region branches): there, and without `share_runs`, `start`'s run is
    /// made again in `runs[slot]` (0..9 for the current cell's candidates,
    /// 9.. for the places of a region), not kept past its use.
    fn on_run(&mut self, start: usize, slot: usize) -> usize {
        let slot = if self.share_runs {
            let at = self.run_of[start];
            if at != NO_RUN {
                return usize::from(at);
            }
            let slot = self.spare.pop().unwrap_or(self.runs.len());
            self.run_of[start] = slot as u16;
            slot
        } else {
            slot
        };
        while self.runs.len() <= slot {
            let run = self.kept.pop().unwrap_or_default();
            self.runs.push((run, None));
        }
        let (run, absurd) = &mut self.runs[slot];
        *absurd = match &self.static_links {
            Some(links) => follow_static(&self.board, links, start, self.rules, run),
            None => follow(
                &mut self.board,
                start,
                true,
                self.rules,
                run,
                &mut self.scratch,
            ),
        };
        slot
    }

    /// Hands the runs of `cell`'s candidates back for reuse, once the scan
    /// has passed it: a run is read by its own cell and, as a region
    /// branch, by the first place of its digit in the region, which comes
    /// before it in the scan (cells in increasing order, a region's places
    /// too), so no cell after `cell` reads them.
    fn release(&mut self, cell: usize) {
        for start in cell * 9..cell * 9 + 9 {
            let at = std::mem::replace(&mut self.run_of[start], NO_RUN);
            if at != NO_RUN {
                self.spare.push(usize::from(at));
            }
        }
    }

    fn count(run: &Run, n: u32, s: &mut Scratch) -> usize {
        run.arena.ancestors(n, &mut s.seen, &mut s.stack)
    }

    /// The complexity of a hint whose branches are `own` (a run and its
    /// node at the target, if given) and `runs`, each of which must reach
    /// target `q` (on or off): `None` when one does not reach it (looked at
    /// before any counting) or when the sum passes `limit` (the complexity
    /// only grows, so past the limit the hint cannot replace the best one).
    fn branches_within(
        own: Option<(&Run, u32)>,
        pool: &[(Run, Option<(u32, u32)>)],
        runs: &[usize],
        (q, on_side): (usize, bool),
        limit: usize,
        s: &mut Scratch,
    ) -> Option<usize> {
        let node = |run: &Run| {
            if on_side {
                run.on.get(q)
            } else {
                run.off.get(q)
            }
        };
        let runs = runs.iter().map(|&r| &pool[r].0);
        if runs.clone().any(|run| node(run).is_none()) {
            return None;
        }
        let reached = runs.filter_map(|run| Some((run, node(run)?)));
        let mut total = 0;
        for (run, n) in own.into_iter().chain(reached) {
            total += Self::count(run, n, s);
            if total > limit {
                return None;
            }
        }
        Some(total)
    }

    fn search(self) -> Option<Step> {
        self.search_noting().0
    }

    /// [`search`](Self::search), and the digits of the starts whose run,
    /// on or off, contradicted itself.
    fn search_noting(mut self) -> (Option<Step>, u16) {
        let mut absurd_digits = 0u16;
        let dynamic = self.mode != Mode::Multiple;
        let nishio = self.mode == Mode::Nishio;
        let multiple = self.mode != Mode::Nishio;
        for cell in 0..81 {
            if cell > 0 && self.share_runs {
                self.release(cell - 1);
            }
            let mask = self.board.cand[cell];
            let card = mask.count_ones();
            if !(card > 2 || (card > 1 && dynamic)) {
                continue;
            }
            let do_double = card >= 3 && !nishio && dynamic;
            let do_contradiction = dynamic;
            let cell_forces = self.cell_may_force(cell);
            let mut m = mask;
            let mut i = 0;
            while m != 0 {
                let d = m.trailing_zeros() as usize;
                m &= m - 1;
                if self.skip >> d & 1 == 1 {
                    continue;
                }
                let start = cell * 9 + d;
                let regions = if nishio {
                    0
                } else {
                    self.regions_from(cell, d)
                };
                // Nishio's hints come from broken runs only: a run that
                // holds is not made; nor is one no hint can use.
                let unused = !dynamic && !cell_forces && regions == 0;
                let absurd =
                    if unused || (nishio && !nishio_breaks::breaks(&self.board, start, true)) {
                        None
                    } else {
                        self.values[i] = self.on_run(start, i);
                        self.runs[self.values[i]].1
                    };
                if absurd.is_some() {
                    absurd_digits |= 1 << d;
                }
                if let (true, Some((on, off))) = (do_contradiction, absurd) {
                    let run = &self.runs[self.values[i]].0;
                    let k = Self::count(run, on, &mut self.scratch)
                        + Self::count(run, off, &mut self.scratch);
                    let at = run.arena.node(on).cand();
                    let h = self.hint(
                        Form::Contradiction { on: true, at },
                        start,
                        (start, false),
                        k,
                        7,
                    );
                    self.best.offer(h);
                }
                if (do_double || do_contradiction)
                    && (!nishio || nishio_breaks::breaks(&self.board, start, false))
                {
                    let absurd = follow(
                        &mut self.board,
                        start,
                        false,
                        self.rules,
                        &mut self.off,
                        &mut self.scratch,
                    );
                    if absurd.is_some() {
                        absurd_digits |= 1 << d;
                    }
                    if let (true, Some((on, off))) = (do_contradiction, absurd) {
                        let run = &self.off;
                        let k = Self::count(run, on, &mut self.scratch)
                            + Self::count(run, off, &mut self.scratch);
                        let at = run.arena.node(on).cand();
                        let h = self.hint(
                            Form::Contradiction { on: false, at },
                            start,
                            (start, true),
                            k,
                            7,
                        );
                        self.best.offer(h);
                    }
                }
                if do_double {
                    self.doubles(i, start);
                }
                if regions != 0 {
                    self.regions(cell, d, i, regions);
                }
                i += 1;
            }
            if !nishio && (card == 2 || (multiple && card > 2)) && cell_forces {
                self.cell_reductions(cell, i);
            }
        }
        (
            std::mem::take(&mut self.best).step(&self.board),
            absurd_digits,
        )
    }

    fn doubles(&mut self, i: usize, start: usize) {
        for on_side in [true, false] {
            let run = &self.runs[self.values[i]].0;
            let set = if on_side { &run.on } else { &run.off };
            // Only what both runs reach can be a target.
            let off_set = if on_side { &self.off.on } else { &self.off.off };
            let mut common = *set.bits();
            for (c, &w) in common.iter_mut().zip(off_set.bits()) {
                *c &= w;
            }
            if common.iter().all(|&w| w == 0) {
                continue;
            }
            let mut limit = self.best.reach(self.base, 1);
            for &q in &set.order {
                let q = usize::from(q);
                if !holds(&common, q) {
                    continue;
                }
                let other = if on_side {
                    self.off.on.get(q)
                } else {
                    self.off.off.get(q)
                };
                let (Some(b), Some(a)) = (other, set.get(q)) else {
                    continue;
                };
                let k = Self::count(run, a, &mut self.scratch);
                if k >= limit {
                    continue;
                }
                let k = k + Self::count(&self.off, b, &mut self.scratch);
                if k > limit {
                    continue;
                }
                let h = self.hint(Form::Double, start, (q, on_side), k, 1);
                self.best.offer(h);
                limit = self.best.reach(self.base, 1);
            }
        }
    }

    fn cell_reductions(&mut self, cell: usize, n: usize) {
        let source = cell * 9 + self.board.cand[cell].trailing_zeros() as usize;
        for on_side in [true, false] {
            let first = &self.runs[self.values[0]].0;
            let set = if on_side { &first.on } else { &first.off };
            // Only what every branch reaches can be a target.
            let common = common_bits(&self.runs, &self.values[..n], on_side);
            if common.iter().all(|&w| w == 0) {
                continue;
            }
            let mut limit = self.best.reach(self.base, 5);
            for &q in &set.order {
                let q = usize::from(q);
                if !holds(&common, q) {
                    continue;
                }
                let runs = &self.values[..n];
                let target = (q, on_side);
                let Some(k) =
                    Self::branches_within(None, &self.runs, runs, target, limit, &mut self.scratch)
                else {
                    continue;
                };
                let h = self.hint(Form::Cell, source, (q, on_side), k, 5);
                self.best.offer(h);
                limit = self.best.reach(self.base, 5);
            }
        }
    }

    /// The region forcing chains of digit `d` from `cell` (its `i`th
    /// candidate) in `regions` ([`regions_from`](Self::regions_from)).
    fn regions(&mut self, cell: usize, d: usize, i: usize, regions: u32) {
        for &r in &CELL_REGIONS[cell] {
            let r = r as usize;
            if regions >> r & 1 == 0 {
                continue;
            }
            let places = self.board.places(r, d);
            let mut k = 0;
            for &other in &REGION_CELLS[r] {
                let other = usize::from(other);
                if other == cell || places >> other & 1 == 0 {
                    continue;
                }
                self.places[k] = self.on_run(other * 9 + d, 9 + k);
                k += 1;
            }
            for on_side in [true, false] {
                let own = &self.runs[self.values[i]].0;
                let set = if on_side { &own.on } else { &own.off };
                // Only what every branch reaches can be a target.
                let mut common = common_bits(&self.runs, &self.places[..k], on_side);
                for (c, &w) in common.iter_mut().zip(set.bits()) {
                    *c &= w;
                }
                if common.iter().all(|&w| w == 0) {
                    continue;
                }
                let mut limit = self.best.reach(self.base, 6);
                for &q in &set.order {
                    let q = usize::from(q);
                    if !holds(&common, q) {
                        continue;
                    }
                    let Some(node) = set.get(q) else { continue };
                    let (runs, target) = (&self.places[..k], (q, on_side));
                    let own = Some((own, node));
                    let Some(total) = Self::branches_within(
                        own,
                        &self.runs,
                        runs,
                        target,
                        limit,
                        &mut self.scratch,
                    ) else {
                        continue;
                    };
                    let h = self.hint(
                        Form::Region { region: r },
                        cell * 9 + d,
                        (q, on_side),
                        total,
                        6,
                    );
                    self.best.offer(h);
                    limit = self.best.reach(self.base, 6);
                }
            }
        }
    }
}

/// The candidates that every run of `pool` listed in `runs` reaches on
/// (`on_side`) or off.
fn common_bits(pool: &[(Run, Option<(u32, u32)>)], runs: &[usize], on_side: bool) -> CandBits {
    let mut common = [u64::MAX; 16];
    for &r in runs {
        let run = &pool[r].0;
        let set = if on_side { &run.on } else { &run.off };
        for (c, &w) in common.iter_mut().zip(set.bits()) {
            *c &= w;
        }
    }
    common
}

/// Whether candidate `q` is in `bits`.
#[inline]
fn holds(bits: &CandBits, q: usize) -> bool {
    bits[q / 64 % 16] >> (q % 64) & 1 == 1
}

/// The runs and their scratch space go back to [`spare`] for the next
/// search.
impl Drop for Multiple {
    fn drop(&mut self) {
        let runs = self.runs.drain(..).map(|(run, _)| run);
        let off = std::mem::take(&mut self.off);
        spare::give_runs(runs.chain(self.kept.drain(..)).chain(Some(off)));
        spare::give_scratch(std::mem::take(&mut self.scratch));
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod text_tests;
