//! Tables kept between the searches of one thread: a search takes the
//! room the searches before it grew (runs, arenas, layers) instead of
//! asking the allocator for it again, and hands it back at its end.
//!
//! Nothing a table held is read again: each is cleared as it is taken,
//! or written anew before it is read (the graph, the region reach's
//! tables in the unary work). A search started while another holds the
//! tables finds none and makes its own.

use super::graph::{Run, Scratch};
use super::node_layers::Graph;
use super::Unary;
use std::cell::RefCell;

/// The most runs kept, so that the shelf stays small (a search that holds
/// more makes the rest anew).
const MOST_RUNS: usize = 128;

#[derive(Default)]
struct Shelf {
    runs: Vec<Run>,
    scratch: Option<Scratch>,
    /// Boxed: the tables' own arrays are kilobytes, and a search takes
    /// and gives them back whole.
    unary: Option<Box<Unary>>,
    /// The tables of the multiple forcing chains' graph (`Branches`).
    graph: Option<Graph>,
}

thread_local! {
    static SHELF: RefCell<Shelf> = RefCell::new(Shelf::default());
}

/// Runs to reuse (cleared), taken off the shelf.
pub(super) fn take_runs() -> Vec<Run> {
    let mut runs = SHELF
        .try_with(|s| std::mem::take(&mut s.borrow_mut().runs))
        .unwrap_or_default();
    for run in &mut runs {
        run.clear();
    }
    runs
}

/// Puts runs back on the shelf, up to [`MOST_RUNS`].
pub(super) fn give_runs(runs: impl IntoIterator<Item = Run>) {
    let _ = SHELF.try_with(|s| {
        let shelf = &mut s.borrow_mut().runs;
        let room = MOST_RUNS.saturating_sub(shelf.len());
        shelf.extend(runs.into_iter().take(room));
    });
}

/// What the shelf's slot `slot` holds, taken off it.
fn take<T>(slot: fn(&mut Shelf) -> &mut Option<T>) -> Option<T> {
    SHELF
        .try_with(|s| slot(&mut s.borrow_mut()).take())
        .ok()
        .flatten()
}

/// Puts `value` in the shelf's slot `slot`.
fn give<T>(slot: fn(&mut Shelf) -> &mut Option<T>, value: T) {
    let _ = SHELF.try_with(|s| *slot(&mut s.borrow_mut()) = Some(value));
}

/// The scratch space of runs (cleared), or a new one.
pub(super) fn take_scratch() -> Scratch {
    let mut scratch = take(|s| &mut s.scratch).unwrap_or_default();
    scratch.clear();
    scratch
}

pub(super) fn give_scratch(scratch: Scratch) {
    give(|s| &mut s.scratch, scratch);
}

/// The static search's scratch space (cleared), if one is on the shelf.
pub(super) fn take_unary() -> Option<Box<Unary>> {
    let mut unary = take(|s| &mut s.unary)?;
    unary.reset();
    Some(unary)
}

pub(super) fn give_unary(unary: Box<Unary>) {
    give(|s| &mut s.unary, unary);
}

/// The tables of a graph made before, if one is on the shelf (its
/// [`Graph::both_links`] fills them anew).
pub(super) fn take_graph() -> Option<Graph> {
    take(|s| &mut s.graph)
}

pub(super) fn give_graph(graph: Graph) {
    give(|s| &mut s.graph, graph);
}
