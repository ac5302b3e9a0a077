use super::*;
use crate::logic::LogicalSolver;
use crate::rate::{rate_path, se};
use crate::Grid;

/// What two searches must agree on in a step: its technique, eliminations,
/// cells, length and text.
fn view(s: Option<Step>) -> Option<impl PartialEq + std::fmt::Debug> {
    s.map(|s| {
        (
            s.technique,
            s.eliminations.clone(),
            s.cells.clone(),
            s.length,
            s.text(),
        )
    })
}

#[test]
fn length_bonus_follows_se() {
    // SE: +0.1 each time (complexity - 2) passes 4, 6, 8, 12, 16, 24.
    assert_eq!(length_bonus(6), 0);
    assert_eq!(length_bonus(7), 1);
    assert_eq!(length_bonus(8), 1);
    assert_eq!(length_bonus(9), 2);
    assert_eq!(length_bonus(10), 2);
    assert_eq!(length_bonus(11), 3);
    assert_eq!(length_bonus(14), 3);
    assert_eq!(length_bonus(15), 4);
    assert_eq!(length_bonus(18), 4);
    assert_eq!(length_bonus(19), 5);
}

/// The bound's closed form gives what a binary search on `out_of_reach`
/// gives, for every base rating and sort key of the chaining hints and
/// best hints around them.
#[test]
fn reach_equals_the_search() {
    let mut checked = 0;
    for tenths in 60..=100u16 {
        for complexity in (0..=40).chain([100, 729, 1457, 1458]) {
            for best_sort in 0..=8u8 {
                let best = Best(Some(Hint {
                    technique: Technique::ForcingChain,
                    tenths,
                    complexity,
                    sort: best_sort,
                    form: Form::Cycle,
                    source: 0,
                    target: (0, true),
                    pots: Vec::new(),
                    removals: vec![1],
                }));
                for base in [65, 66, 70, 75, 80, 85] {
                    for sort in 0..=8u8 {
                        assert_eq!(
                            best.reach(base, sort),
                            best.reach_by_search(base, sort),
                            "best ({tenths}, {complexity}, {best_sort}), base {base}, sort {sort}"
                        );
                        checked += 1;
                    }
                }
            }
        }
    }
    assert_eq!(
        Best::default().reach(70, 4),
        Best::default().reach_by_search(70, 4)
    );
    assert!(checked > 100_000);
}

/// A plain backtracking solver sharing nothing with the engine: the
/// solution, as 81 digits 1..=9.
fn backtrack(puzzle: &str) -> Option<[u8; 81]> {
    let mut g = [0u8; 81];
    for (i, ch) in puzzle.bytes().enumerate() {
        g[i] = if ch.is_ascii_digit() { ch - b'0' } else { 0 };
    }
    fn ok(g: &[u8; 81], i: usize, v: u8) -> bool {
        let (r, c) = (i / 9, i % 9);
        (0..9).all(|k| {
            let b = (r / 3 * 3 + k / 3) * 9 + c / 3 * 3 + k % 3;
            g[r * 9 + k] != v && g[k * 9 + c] != v && g[b] != v
        })
    }
    fn go(g: &mut [u8; 81]) -> bool {
        let Some(i) = g.iter().position(|&v| v == 0) else {
            return true;
        };
        for v in 1..=9 {
            if ok(g, i, v) {
                g[i] = v;
                if go(g) {
                    return true;
                }
            }
        }
        g[i] = 0;
        false
    }
    go(&mut g).then_some(g)
}

/// Generated puzzles from the calibration set (tests/data/se-calibration)
/// with the ER Sudoku Explainer 1.2.1.3 gave them, whose hardest step is
/// one of SE's chaining rules.
pub(super) const RATED_BY_SE: &[(&str, f32)] = &[
    (
        ".7.....1...1...9.63..2........9.2....25.7.6..8...1....9..8.72.14...9...7.....64.8",
        6.5,
    ),
    (
        "1.5...3..3...2...147.3...85.9.6.12....3..7......594.7......28....4.........9....6",
        6.6,
    ),
    (
        "..49.....3....215.7..8..9.443....2...29.15.3...5.3.........971......6.......8.3..",
        6.9,
    ),
    (
        "..8..267..69.4.2....31..4...........5.....3.27..48...5.1.578.....7.......9..3....",
        7.0,
    ),
    (
        "..3.947..1.7......5.......66.9..7...8..4.13...7.5..........5.8.3.......1..5...49.",
        7.1,
    ),
    (
        ".3.8.7.......4..5..12....3..93.....456.....2.2.....6.3..6..2.4..2...1...9...7.8..",
        7.3,
    ),
    (
        "1.9.4..5...5..6......35.....726...135......8..........7.........6.7....22...1.79.",
        7.6,
    ),
    (
        "...9..6....1.....9....6..3293..2.........9.1.2...38.....5...8.6163...4..8..5.....",
        7.8,
    ),
    (
        "..5.3.4.2.3..........78...6.5349..........1..74......9..8.......1.2...3...21..9.8",
        8.2,
    ),
    (
        ".3.9..5...7.....49..5.4...6.8..2....1....3.....7.5......4.75.3..2.......3..6...84",
        8.4,
    ),
    (
        ".9.2...38.7.........6...59.1...9.....285.........8.4.6..2..7......3..6.7.4..2.38.",
        8.5,
    ),
    (
        ".7.....6........831...8......1.7...5..4..6..8.8..35.....21.3..9..6...3.....96..5.",
        8.9,
    ),
];

#[test]
fn ratings_equal_sudoku_explainers() {
    let solver = LogicalSolver::with_order(se::order());
    for &(text, er) in RATED_BY_SE {
        let g: Grid = text.parse().expect("a puzzle");
        let path = solver.solve(&g);
        assert!(path.solved, "{text}: not solved");
        let rating = rate_path(&g, &path);
        assert_eq!(
            (rating.se * 10.0).round() as i32,
            (er * 10.0).round() as i32,
            "{text}: shudu {} SE {er}",
            rating.se
        );
        let hardest = rating.hardest.expect("a hardest step");
        assert!(hardest.is_se_chaining(), "{text}: hardest {hardest}");
    }
}

#[test]
fn chaining_steps_are_sound_and_described() {
    let solver = LogicalSolver::with_order(se::order());
    let mut seen = Vec::new();
    for &(text, _) in RATED_BY_SE {
        let solution = backtrack(text).expect("solvable");
        let g: Grid = text.parse().expect("a puzzle");
        for step in solver.solve(&g).steps {
            if !step.technique.is_se_chaining() {
                continue;
            }
            assert!(!step.eliminations.is_empty());
            for e in &step.eliminations {
                assert_ne!(
                    solution[e.cell.index()],
                    e.digit.get(),
                    "{text}: {} removes the solution's {e}",
                    step.technique
                );
            }
            let sentence = step.text();
            assert!(sentence.starts_with(step.technique.name()), "{sentence}");
            if !seen.contains(&step.technique) {
                seen.push(step.technique);
            }
        }
    }
    // The set exercises every rule.
    for t in [
        Technique::XCycle,
        Technique::ForcingXChain,
        Technique::ForcingChain,
        Technique::NishioForcingChain,
        Technique::MultipleForcingChain,
        Technique::DynamicForcingChain,
    ] {
        assert!(seen.contains(&t), "no {t} step in {seen:?}");
    }
}

/// The bit-board bounds on a cycle's length hold every cycle that SE's
/// search finds (run without them and with no hint to beat: it stops only
/// after the first layer with a cycle that removes something), and the shared layers measure the
/// forcing chain from the start as its own search does: checked for every
/// candidate and every link setting on the boards the SE path meets
/// before each of its chaining steps.
#[test]
fn cycle_bound_never_exceeds_the_cycles_found() {
    let solver = LogicalSolver::with_order(se::order());
    let (mut boards, mut cycles) = (0, 0);
    for &(text, _) in RATED_BY_SE {
        let g: Grid = text.parse().expect("a puzzle");
        let mut c = Candidates::from_grid(&g);
        for step in solver.solve(&g).steps {
            if step.technique.is_se_chaining() {
                boards += 1;
                let board = Board::new(&c);
                let links = layers::Links::new(&board, board.starts_and_pairs().1);
                let mut work = Unary::default();
                for (y, x) in [(false, true), (true, false), (true, true)] {
                    for start in 0..729 {
                        if board.cand[start / 9] >> (start % 9) & 1 == 0 {
                            continue;
                        }
                        let mut best = Best::default();
                        work.find_cycles(&board, start, y, x, 729 * 2, &mut best);
                        let lengths: Vec<usize> = (0..work.cycles.len())
                            .map(|i| {
                                let s = &mut work.scratch;
                                work.arena
                                    .ancestors(work.cycles[i], &mut s.seen, &mut s.stack)
                            })
                            .collect();
                        let (bounds, forcing) = links.layers_from_on(start, y, x, 729 * 2, 729 * 2);
                        if x {
                            assert_eq!(
                                forcing,
                                links.forcing_complexity(start, true, y, 729 * 2),
                                "{text}: start {start} (y {y}): forcing chain"
                            );
                        }
                        for &k in &lengths {
                            cycles += 1;
                            assert!(
                                bounds.is_some_and(|(lo, hi)| lo <= k && k <= hi),
                                "{text}: start {start} (y {y}, x {x}): cycle of {k}, bounds {bounds:?}"
                            );
                        }
                    }
                }
            }
            c.apply(&step);
        }
    }
    assert!(
        boards >= RATED_BY_SE.len() && cycles > 100,
        "{boards} boards, {cycles} cycles"
    );
}

/// The removal bound of the cycles (`Links::cycle_may_remove`) says "none"
/// only where SE's cycle search, with no hint to beat, finds no cycle that
/// removes anything: every candidate, link setting and two length limits,
/// on the boards the SE path meets before each of its chaining steps.
#[test]
fn cycle_removal_bound_never_hides_a_removal() {
    const MOST: usize = 729 * 2;
    let solver = LogicalSolver::with_order(se::order());
    let (mut searched, mut cut, mut removing) = (0, 0, 0);
    for &(text, _) in RATED_BY_SE {
        let g: Grid = text.parse().expect("a puzzle");
        let mut c = Candidates::from_grid(&g);
        for step in solver.solve(&g).steps {
            if step.technique.is_se_chaining() {
                let board = Board::new(&c);
                let links = layers::Links::new(&board, board.starts_and_pairs().1);
                let mut work = Unary::default();
                for (y, x) in [(false, true), (true, false), (true, true)] {
                    for start in (0..729).filter(|&s| board.cand[s / 9] >> (s % 9) & 1 == 1) {
                        for limit in [MOST, 7] {
                            let mut fwd = Vec::new();
                            let (bounds, _) =
                                links.layers_recorded(start, y, x, limit, 0, &mut fwd);
                            let Some((_, longest)) = bounds else {
                                continue;
                            };
                            searched += 1;
                            let may = links.cycle_may_remove(start, y, x, longest, &mut fwd);
                            let mut best = Best::default();
                            work.find_cycles(&board, start, y, x, longest, &mut best);
                            removing += usize::from(best.0.is_some());
                            cut += usize::from(!may);
                            assert!(
                                may || best.0.is_none(),
                                "{text}: start {start} (y {y}, x {x}, longest {longest}): a cycle removes something"
                            );
                        }
                    }
                }
            }
            c.apply(&step);
        }
    }
    assert!(
        searched > 1000 && cut > 100 && removing > 10,
        "{searched} searches, {cut} cut, {removing} removing"
    );
}

/// Within a region, SE's order of cells is increasing cell index (the
/// searches walk a region's places as bits in that order).
#[test]
fn region_cells_increase() {
    for (r, cells) in board::REGION_CELLS.iter().enumerate() {
        assert!(
            cells.windows(2).all(|w| w[0] < w[1]),
            "region {r}: {cells:?}"
        );
        let mask = cells.iter().fold(0u128, |m, &c| m | 1u128 << c);
        assert_eq!(mask, board::REGION_MASK[r], "region {r}");
    }
}

/// Multiple and dynamic forcing chains find the same step with the runs
/// shared between branches as with a run made for every branch, at the
/// chaining states of the SE solves (dynamic at the first of each solve).
#[test]
fn shared_runs_find_the_same_steps() {
    let solver = LogicalSolver::with_order(se::order());
    let search = |c: &Candidates, mode: Mode, share_runs: bool| {
        let mut m = Multiple::new(c, mode);
        m.share_runs = share_runs;
        view(m.search())
    };
    let mut found = 0;
    for &(text, _) in RATED_BY_SE {
        let g: Grid = text.parse().expect("a puzzle");
        let mut c = Candidates::from_grid(&g);
        let mut first = true;
        for step in solver.solve(&g).steps {
            if step.technique.is_se_chaining() {
                let modes: &[Mode] = if first {
                    &[Mode::Multiple, Mode::Dynamic]
                } else {
                    &[Mode::Multiple]
                };
                for &mode in modes {
                    let shared = search(&c, mode, true);
                    assert_eq!(shared, search(&c, mode, false), "{text}");
                    found += usize::from(shared.is_some());
                }
                first = false;
            }
            c.apply(&step);
        }
    }
    assert!(found > 0, "no forcing chain found");
}

/// A static run read from the board's "off to on" table
/// (`graph::follow_static`) is the run `graph::follow` makes, node for
/// node, from every candidate at every state of the SE solves of
/// calibration puzzles rated 4.5 to 7.5.
#[test]
fn static_runs_read_from_the_table_are_the_runs() {
    let mut runs = 0;
    crate::logic::finders::testing::agree_on_se_solves(|c| {
        let mut board = Board::new(c);
        let rules = Rules {
            y: true,
            x: true,
            dynamic: false,
        };
        let links = StaticLinks::new(&board, rules);
        let (mut a, mut b, mut s) = (Run::default(), Run::default(), Scratch::default());
        let cand = board.cand;
        for start in (0..729).filter(|&q| cand[q / 9] >> (q % 9) & 1 == 1) {
            let found = follow(&mut board, start, true, rules, &mut a, &mut s);
            let read = follow_static(&board, &links, start, rules, &mut b);
            assert_eq!(found, read, "start {start}");
            assert!(a.contents() == b.contents(), "start {start}");
            runs += 1;
        }
        false
    });
    assert!(runs > 1000, "{runs} runs");
}

/// `nishio_breaks::breaks` says whether SE's Nishio run (region links
/// only, dynamic) from every candidate, on and off, meets a potential and
/// its opposite, on the boards of the SE solves from their first chaining
/// step on.
#[test]
fn nishio_breaks_as_the_runs_do() {
    let rules = Rules {
        y: false,
        x: true,
        dynamic: true,
    };
    let (mut run, mut s) = (Run::default(), Scratch::default());
    let (mut broken, mut held) = (0, 0);
    on_boards_from_first_chaining(|text, board| {
        let mut board = *board;
        let cand = board.cand;
        for start in (0..729).filter(|&q| cand[q / 9] >> (q % 9) & 1 == 1) {
            for on in [true, false] {
                let found = follow(&mut board, start, on, rules, &mut run, &mut s).is_some();
                assert_eq!(
                    nishio_breaks::breaks(&board, start, on),
                    found,
                    "{text}: start {start}, on {on}"
                );
                if found {
                    broken += 1;
                } else {
                    held += 1;
                }
            }
        }
    });
    assert!(broken > 100 && held > 1000, "{broken} broken, {held} held");
}

/// The remembering form of "chains and cycles" finds the same step as the
/// plain one at every state of the SE solves, and skips digits on the way.
#[test]
fn remembering_finds_the_same_steps() {
    let solver = LogicalSolver::with_order(se::order());
    let (mut asked, mut remembered) = (0, 0);
    for &(text, _) in RATED_BY_SE {
        let g: Grid = text.parse().expect("a puzzle");
        let mut c = Candidates::from_grid(&g);
        let mut memo = Memo::new();
        let mut chaining = false;
        for step in solver.solve(&g).steps {
            // From the first chaining step on (where the finder is asked).
            chaining |= step.technique.is_se_chaining();
            if chaining {
                asked += 1;
                remembered += (0..9).filter(|&d| memo.remembered(d).is_some()).count();
                let plain = chains_and_cycles(&c);
                let kept = chains_and_cycles_remembering(&c, &mut memo);
                assert_eq!(view(plain), view(kept), "{text}");
            }
            c.apply(&step);
        }
    }
    assert!(
        asked >= RATED_BY_SE.len() && remembered > 0,
        "{asked} states, {remembered} digits remembered"
    );
}

/// The remembering forms of "chains and cycles" and of Nishio's search
/// find the full searches' steps at every state of the SE solves of
/// calibration puzzles rated 4.5 to 7.5, one memo of each kept across all
/// of them; the pass with cell links only and Nishio's digits are skipped
/// on the way.
#[test]
fn remembering_agrees_on_calibration_solves() {
    let (mut chains, mut nishios) = (Memo::new(), Memo::new());
    let (mut y_skipped, mut digits_skipped) = (0, 0);
    let found = crate::logic::finders::testing::agree_on_se_solves(|c| {
        let board = Board::new(c);
        let bivalue = (0..81)
            .filter(|&cell| two_bits(u128::from(board.cand[cell])))
            .fold(0u128, |m, cell| m | 1u128 << cell);
        let pairs: [u128; 9] = std::array::from_fn(|d| board.cells[d] & bivalue);
        y_skipped += usize::from(y_cycles_known_empty(&chains, &board, &pairs));
        let full = view(chains_and_cycles(c));
        assert_eq!(full, view(chains_and_cycles_remembering(c, &mut chains)));
        digits_skipped += (0..9)
            .filter(|&d| nishios.known_empty(d, board.cells[d]))
            .count();
        let full_nishio = view(nishio(c));
        assert_eq!(full_nishio, view(nishio_remembering(c, &mut nishios)));
        full.is_some() || full_nishio.is_some()
    });
    assert!(
        found > 0 && y_skipped > 0 && digits_skipped > 0,
        "{found} steps, {y_skipped} passes and {digits_skipped} digits skipped"
    );
}

/// The breadth-first layers from `start` (on or off), drawn one potential
/// at a time with SE's own consequences (`board::on_to_off`,
/// `graph::off_to_on`): for each layer after the start, the potentials it
/// reaches before those of earlier layers are taken out.
fn plain_layers(board: &Board, start: usize, start_on: bool, y: bool, x: bool) -> Vec<Vec<usize>> {
    let rules = Rules {
        y,
        x,
        dynamic: false,
    };
    let (mut seen_on, mut seen_off) = ([false; 729], [false; 729]);
    let mut front = vec![start];
    let mut on = start_on;
    if on {
        seen_on[start] = true;
    } else {
        seen_off[start] = true;
    }
    let (mut offs, mut scratch, none) = (Vec::new(), Scratch::default(), PotSet::default());
    let mut layers = Vec::new();
    while !front.is_empty() {
        let mut raw = Vec::new();
        for &p in &front {
            if on {
                on_to_off(board, p, y, &mut offs);
                raw.extend(offs.iter().map(|&q| usize::from(q)));
            } else {
                off_to_on(board, board, p, rules, &none, &mut scratch);
                raw.extend(scratch.ons.iter().map(|&(q, _, _)| usize::from(q)));
            }
        }
        raw.sort_unstable();
        raw.dedup();
        on = !on;
        let seen = if on { &mut seen_on } else { &mut seen_off };
        front = raw.iter().copied().filter(|&q| !seen[q]).collect();
        for &q in &front {
            seen[q] = true;
        }
        layers.push(raw);
    }
    layers
}

/// What the layers say, counted plainly: the cycles' shortest and longest
/// complexity and the forcing chain's (each at most its limit), as
/// `Links::layers_from_on` and `Links::forcing_complexity` report them.
fn plain_bounds(
    board: &Board,
    start: usize,
    y: bool,
    x: bool,
    cycle_limit: usize,
    forcing_limit: usize,
) -> (Option<(usize, usize)>, Option<usize>) {
    let rules = Rules {
        y,
        x,
        dynamic: false,
    };
    // The "off" potentials that force the start on.
    let (mut scratch, none) = (Scratch::default(), PotSet::default());
    let entries: Vec<usize> = (0..729)
        .filter(|&q| board.cand[q / 9] >> (q % 9) & 1 == 1)
        .filter(|&q| {
            off_to_on(board, board, q, rules, &none, &mut scratch);
            scratch.ons.iter().any(|&(t, _, _)| usize::from(t) == start)
        })
        .collect();
    let layers = plain_layers(board, start, true, y, x);
    let (mut cycles, mut forcing) = (None::<(usize, usize)>, None);
    for (i, raw) in layers.iter().enumerate() {
        let layer = i + 1;
        if layer % 2 == 0 {
            continue;
        }
        let k = layer + 1;
        if forcing.is_none() && k <= forcing_limit && raw.contains(&start) {
            forcing = Some(k);
        }
        if layer >= 3 && k <= cycle_limit && raw.iter().any(|q| entries.contains(q)) {
            cycles = Some((cycles.map_or(k, |c| c.0), k));
        }
    }
    (cycles, forcing)
}

/// The shortest forcing chain from `start` (on or off) to its opposite,
/// counted plainly on the layers with region links.
fn plain_forcing(
    board: &Board,
    start: usize,
    start_on: bool,
    y: bool,
    limit: usize,
) -> Option<usize> {
    let layers = plain_layers(board, start, start_on, y, true);
    layers
        .iter()
        .enumerate()
        .filter(|(i, _)| (i + 1) % 2 == 1)
        .find(|(_, raw)| raw.contains(&start))
        .map(|(i, _)| i + 2)
        .filter(|&k| k <= limit)
}

/// Calls `check` with each puzzle's text and each board the SE path of
/// every second puzzle of `RATED_BY_SE` meets from its first chaining step
/// on; returns how many boards.
fn on_boards_from_first_chaining(mut check: impl FnMut(&str, &Board)) -> usize {
    let solver = LogicalSolver::with_order(se::order());
    let mut boards = 0;
    for &(text, _) in RATED_BY_SE.iter().step_by(2) {
        let g: Grid = text.parse().expect("a puzzle");
        let mut c = Candidates::from_grid(&g);
        let mut chaining = false;
        for step in solver.solve(&g).steps {
            chaining |= step.technique.is_se_chaining();
            if chaining {
                boards += 1;
                check(text, &Board::new(&c));
            }
            c.apply(&step);
        }
    }
    boards
}

/// `Board::starts_and_pairs` is what the cells' candidate counts say.
#[test]
fn starts_and_pairs_follow_the_counts() {
    let boards = on_boards_from_first_chaining(|_, board| {
        let with = |n: fn(u32) -> bool| {
            (0..81)
                .filter(|&c| n(board.cand[c].count_ones()))
                .fold(0u128, |m, c| m | 1u128 << c)
        };
        let bivalue = with(|n| n == 2);
        let (starts, pairs) = board.starts_and_pairs();
        assert_eq!(starts, with(|n| n >= 2));
        assert_eq!(pairs, board.cells.map(|b| b & bivalue));
    });
    assert!(boards > 100, "{boards} boards");
}

/// A graph filled in the tables of another (of another board, with the
/// other kind of links) is the graph made anew.
#[test]
fn graphs_filled_in_room_are_made_anew() {
    use node_layers::Graph;
    let same = |a: &Option<Graph>, b: &Option<Graph>| {
        assert_eq!(a.as_ref().map(Graph::tables), b.as_ref().map(Graph::tables));
    };
    let mut room = None;
    let boards = on_boards_from_first_chaining(|_, board| {
        let links = layers::Links::new(board, board.starts_and_pairs().1);
        let y = Graph::cell_links_only(board, board.starts_and_pairs().1, room.take());
        same(
            &y,
            &Graph::cell_links_only(board, board.starts_and_pairs().1, None),
        );
        let xy = Graph::both_links(board, &links, y);
        same(&xy, &Graph::both_links(board, &links, None));
        room = xy;
    });
    assert!(boards > 100, "{boards} boards");
}

/// The bit-parallel layers (`layers.rs`) say what the layers drawn one
/// potential at a time with SE's own consequences say, for every
/// candidate, link setting and a few limits, on the boards the SE path
/// meets from its first chaining step on.
#[test]
fn bit_layers_equal_plain_layers() {
    const MOST: usize = 729 * 2;
    let mut found = 0;
    let boards = on_boards_from_first_chaining(|text, board| {
        let links = layers::Links::new(board, board.starts_and_pairs().1);
        let mut scratch = Vec::new();
        // The measure on the graph, with its own remembered closures.
        let graph_links = layers::Links::new(board, board.starts_and_pairs().1);
        let graph = node_layers::Graph::both_links(board, &graph_links, None).expect("few nodes");
        let mut nodes = Vec::new();
        for start in (0..729).filter(|&s| board.cand[s / 9] >> (s % 9) & 1 == 1) {
            for (y, x) in [(false, true), (true, false), (true, true)] {
                for (cl, fl) in [(MOST, MOST), (7, MOST), (MOST, 5), (4, 0)] {
                    let fl = if x { fl } else { 0 };
                    let plain = plain_bounds(board, start, y, x, cl, fl);
                    found += usize::from(plain.0.is_some()) + usize::from(plain.1.is_some());
                    assert_eq!(
                        links.layers_from_on(start, y, x, cl, fl),
                        plain,
                        "{text}: start {start} (y {y}, x {x}, limits {cl} {fl})"
                    );
                }
                if x {
                    for on in [true, false] {
                        for limit in [MOST, 6, 7, 2, 3] {
                            let plain = plain_forcing(board, start, on, y, limit);
                            assert_eq!(
                                links.forcing_complexity(start, on, y, limit),
                                plain,
                                "{text}: start {start} (on {on}, y {y}, limit {limit})"
                            );
                            assert_eq!(
                                links.forcing_meeting(start, on, y, limit, &mut scratch),
                                plain,
                                "{text}: start {start} (on {on}, y {y}, limit {limit}), meeting"
                            );
                            if y {
                                assert_eq!(
                                    graph.forcing_meeting(start, on, limit, &mut nodes),
                                    plain,
                                    "{text}: start {start} (on {on}, limit {limit}), on the graph"
                                );
                            }
                        }
                    }
                }
            }
        }
    });
    assert!(
        boards > 10 && found > 1000,
        "{boards} boards, {found} bounds"
    );
}

/// SE's forcing chain search from a start (on or off), with no hint to
/// beat, finds its chain at the length the layers measure (the search
/// offers a forcing chain with the measured complexity and draws the chain
/// only for the hint it keeps), and draws the same chain on the
/// potentials of chains of that length alone: every start, both link
/// settings with region links, on the boards the SE path meets from its
/// first chaining step on.
#[test]
fn forcing_search_finds_the_measured_length() {
    const MOST: usize = 729 * 2;
    let mut chains = 0;
    let boards = on_boards_from_first_chaining(|text, board| {
        let links = layers::Links::new(board, board.starts_and_pairs().1);
        let mut work = Unary::default();
        let mut within = Vec::new();
        let chain = |work: &mut Unary, target: u32| {
            work.path_of(target);
            work.path
                .iter()
                .map(|&n| work.arena.node(n).pot)
                .collect::<Vec<_>>()
        };
        for start in (0..729).filter(|&s| board.cand[s / 9] >> (s % 9) & 1 == 1) {
            for (y, on) in [(false, true), (false, false), (true, true), (true, false)] {
                let target = work.forcing(board, start, on, y, &Best::default(), None);
                let found = target.map(|target| {
                    let s = &mut work.scratch;
                    work.arena.ancestors(target, &mut s.seen, &mut s.stack)
                });
                assert_eq!(
                    found,
                    plain_forcing(board, start, on, y, MOST),
                    "{text}: start {start} (on {on}, y {y})"
                );
                let (Some(target), Some(k)) = (target, found) else {
                    continue;
                };
                chains += 1;
                // Drawn on the potentials of chains of that length
                // only: the same chain.
                let full = chain(&mut work, target);
                links.within(start, on, y, k - 1, &mut within);
                let kept = work
                    .forcing(board, start, on, y, &Best::default(), Some(&within))
                    .expect("the chain");
                assert_eq!(
                    chain(&mut work, kept),
                    full,
                    "{text}: start {start} (on {on}, y {y}), drawn"
                );
            }
        }
    });
    assert!(
        boards > 10 && chains > 1000,
        "{boards} boards, {chains} chains"
    );
}

/// The passes with cell links on the graphs of their nodes
/// (`node_layers`): the same cycle length bounds (and forcing chain from
/// the start on) as the full layers, and a removal bound that says "none"
/// only where SE's cycle search, with no hint to beat, removes nothing;
/// every start of each pass, five length limits, on the boards the SE
/// path meets before each of its chaining steps.
#[test]
fn graph_bounds_equal_the_layers() {
    let solver = LogicalSolver::with_order(se::order());
    let (mut searched, mut cut) = ([0; 2], [0; 2]);
    for &(text, _) in RATED_BY_SE {
        let g: Grid = text.parse().expect("a puzzle");
        let mut c = Candidates::from_grid(&g);
        for step in solver.solve(&g).steps {
            if step.technique.is_se_chaining() {
                let board = Board::new(&c);
                let links = layers::Links::new(&board, board.starts_and_pairs().1);
                let y_graph =
                    node_layers::Graph::cell_links_only(&board, board.starts_and_pairs().1, None)
                        .expect("few nodes");
                let xy_graph =
                    node_layers::Graph::both_links(&board, &links, None).expect("few nodes");
                let mut work = Unary::default();
                let starts: Vec<usize> = (0..729)
                    .filter(|&s| {
                        board.cand[s / 9] >> (s % 9) & 1 == 1 && board.cand[s / 9].count_ones() >= 2
                    })
                    .collect();
                for &start in &starts {
                    let bivalue = two_bits(u128::from(board.cand[start / 9]));
                    for limit in [729 * 2, 9, 7, 4, 3] {
                        for x in [false, true] {
                            if !x && !bivalue {
                                continue;
                            }
                            let forcing_limit = if x { limit } else { 0 };
                            let (want, want_forcing) = links.layers_recorded(
                                start,
                                true,
                                x,
                                limit,
                                forcing_limit,
                                &mut Vec::new(),
                            );
                            let mut nodes = Vec::new();
                            let (got, got_forcing) = if x {
                                links.layers_on_graph(
                                    &xy_graph,
                                    start,
                                    limit,
                                    forcing_limit,
                                    &mut nodes,
                                )
                            } else if limit < 4 {
                                (None, None)
                            } else {
                                let got = y_graph.layers(
                                    start,
                                    &node_layers::cell_link_entries(&board, start),
                                    limit,
                                    0,
                                    &mut nodes,
                                );
                                let mut direct = Vec::new();
                                assert_eq!(
                                    y_graph.cell_link_layers(start, limit, &mut direct),
                                    got.0
                                );
                                assert_eq!(direct, nodes);
                                got
                            };
                            assert_eq!(
                                (got, got_forcing),
                                (want, want_forcing),
                                "{text}: start {start}, x {x}, limit {limit}"
                            );
                            let Some((_, longest)) = got else {
                                continue;
                            };
                            let graph = if x { &xy_graph } else { &y_graph };
                            searched[usize::from(x)] += 1;
                            let may = graph.cycle_may_remove(start, longest, &nodes);
                            cut[usize::from(x)] += usize::from(!may);
                            let mut best = Best::default();
                            work.find_cycles(&board, start, true, x, longest, &mut best);
                            assert!(
                                may || best.0.is_none(),
                                "{text}: start {start} (x {x}, longest {longest}): a cycle removes something"
                            );
                        }
                    }
                }
            }
            c.apply(&step);
        }
    }
    assert!(
        searched.iter().all(|&n| n > 500) && cut.iter().all(|&n| n > 100),
        "{searched:?} searches, {cut:?} cut"
    );
}

/// What the reachability says each start may have (`node_layers::Reach`
/// with both kinds of links, `RegionReach` with region links only) is
/// what the searches find with no limit: a forcing chain from the start on
/// or off exactly when the plain layers reach its opposite, and no cycle
/// that removes something where it says none; every start, on the boards
/// the SE path meets from its first chaining step on.
#[test]
fn reachability_bounds_match_the_searches() {
    const MOST: usize = 729 * 2;
    let (mut starts, mut no_cycle, mut forcing) = (0, [0; 2], [0; 2]);
    let mut scratch = closure::Scratch::default();
    // Kept from board to board, as the search keeps them: what one board
    // left in them must not change the next one's bits.
    let mut tables = RegionTables::default();
    let boards = on_boards_from_first_chaining(|text, board| {
        let links = layers::Links::new(board, board.starts_and_pairs().1);
        let graph = node_layers::Graph::both_links(board, &links, None).expect("few nodes");
        let mut reach = node_layers::Reach::default();
        reach.fill(&graph, &board.cand);
        let mut region = RegionReach::default();
        region.update(board, &links, &mut scratch, &mut tables);
        let mut work = Unary::default();
        for start in (0..729).filter(|&s| {
            board.cand[s / 9] >> (s % 9) & 1 == 1 && board.cand[s / 9].count_ones() >= 2
        }) {
            starts += 1;
            for (y, possible) in [(true, reach.of(&graph, start)), (false, region.of(start))] {
                let k = usize::from(y);
                let on = plain_forcing(board, start, true, y, MOST).is_some();
                let off = plain_forcing(board, start, false, y, MOST).is_some();
                assert_eq!(
                    (possible.forcing_on, possible.forcing_off),
                    (on, off),
                    "{text}: start {start}, cell links {y}"
                );
                forcing[k] += usize::from(on || off);
                if !possible.cycle {
                    no_cycle[k] += 1;
                    let mut best = Best::default();
                    work.find_cycles(board, start, y, true, MOST, &mut best);
                    assert!(
                        best.0.is_none(),
                        "{text}: start {start}, cell links {y}: a cycle removes something"
                    );
                }
            }
        }
    });
    assert!(
        boards > 100 && forcing.iter().all(|&n| n > 300) && no_cycle.iter().all(|&n| n > 1000),
        "{boards} boards, {starts} starts: {forcing:?} with a forcing chain, {no_cycle:?} without a cycle"
    );
}

/// Where `node_layers::Branches` says a cell's (or a region's) branches
/// share nothing, the static runs from its candidates (places) on share no
/// potential, and SE's multiple forcing chains find the same step with
/// and without it; on the boards the SE path meets at its chaining steps.
#[test]
fn branches_without_a_shared_potential_share_none() {
    let solver = LogicalSolver::with_order(se::order());
    let rules = Rules {
        y: true,
        x: true,
        dynamic: false,
    };
    let (mut dead, mut live, mut found) = (0, 0, 0);
    for &(text, _) in RATED_BY_SE {
        let g: Grid = text.parse().expect("a puzzle");
        let mut c = Candidates::from_grid(&g);
        for step in solver.solve(&g).steps {
            if step.technique.is_se_chaining() {
                let pruned = Multiple::new(&c, Mode::Multiple);
                let branches = pruned.branches.expect("few nodes");
                let mut plain = Multiple::new(&c, Mode::Multiple);
                plain.branches = None;
                let want = view(plain.search());
                found += usize::from(want.is_some());
                assert_eq!(view(pruned.search()), want, "{text}");
                let board = Board::new(&c);
                let links = StaticLinks::new(&board, rules);
                let mut run = Run::default();
                let mut shares = |cands: &[usize]| {
                    let (mut on, mut off) = ([true; 729], [true; 729]);
                    for &x in cands {
                        follow_static(&board, &links, x, rules, &mut run);
                        for q in 0..729 {
                            on[q] &= run.on.contains(q);
                            off[q] &= run.off.contains(q);
                        }
                    }
                    on.iter().chain(&off).any(|&b| b)
                };
                for cell in (0..81).filter(|&cell| board.cand[cell].count_ones() >= 2) {
                    let cands: Vec<usize> = (0..9)
                        .filter(|&d| board.cand[cell] >> d & 1 == 1)
                        .map(|d| cell * 9 + d)
                        .collect();
                    if branches.cell(cell) {
                        live += 1;
                    } else {
                        dead += 1;
                        assert!(!shares(&cands), "{text}: cell {cell}");
                    }
                }
                for r in 0..27 {
                    for d in 0..9 {
                        let places = board.places(r, d);
                        if places.count_ones() < 2 {
                            continue;
                        }
                        let cands: Vec<usize> = (0..81)
                            .filter(|&x| places >> x & 1 == 1)
                            .map(|x| x * 9 + d)
                            .collect();
                        if branches.region(r, d) {
                            live += 1;
                        } else {
                            dead += 1;
                            assert!(!shares(&cands), "{text}: region {r}, digit {d}");
                        }
                    }
                }
            }
            c.apply(&step);
        }
    }
    assert!(
        found > 0 && dead > 1000 && live > 50,
        "{found} steps, {dead} cells and regions without a shared potential, {live} with"
    );
}
