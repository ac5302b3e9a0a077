//! Tables kept between the searches of one thread: a search takes the
//! room the searches before it grew (runs, arenas, layers) instead of
//! asking the allocator for it again, and hands it back at its end.
//!
//! Nothing a table held is read again: each is cleared as it is taken
//! (and the searches clear what they use before they fill it). A search
//! started while another holds the tables finds none and makes its own.

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

/// The scratch space of runs (cleared), or a new one.
pub(super) fn take_scratch() -> Scratch {
    let mut scratch = SHELF
        .try_with(|s| s.borrow_mut().scratch.take())
        .ok()
        .flatten()
        .unwrap_or_default();
    scratch.clear();
    scratch
}

pub(super) fn give_scratch(scratch: Scratch) {
    let _ = SHELF.try_with(|s| s.borrow_mut().scratch = Some(scratch));
}

/// The static search's scratch space (cleared), if one is on the shelf.
pub(super) fn take_unary() -> Option<Box<Unary>> {
    let mut unary = SHELF
        .try_with(|s| s.borrow_mut().unary.take())
        .ok()
        .flatten()?;
    unary.reset();
    Some(unary)
}

pub(super) fn give_unary(unary: Box<Unary>) {
    let _ = SHELF.try_with(|s| s.borrow_mut().unary = Some(unary));
}

/// The tables of a graph made before, if one is on the shelf (its
/// [`Graph::both_links`] fills them anew).
pub(super) fn take_graph() -> Option<Graph> {
    SHELF
        .try_with(|s| s.borrow_mut().graph.take())
        .ok()
        .flatten()
}

pub(super) fn give_graph(graph: Graph) {
    let _ = SHELF.try_with(|s| s.borrow_mut().graph = Some(graph));
}
