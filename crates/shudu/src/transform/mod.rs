//! Grid equivalences: the transformations that turn a valid grid into
//! another valid grid, canonical forms for the classes they make, and
//! puzzle IDs.
//!
//! These moves keep every row, column and box a set of nine different
//! digits, so they map solutions to solutions and puzzles to puzzles with
//! the same number of solutions:
//!
//! - relabelling the digits (any permutation of 1..9);
//! - permuting the three rows inside a band, or the three columns inside a
//!   stack;
//! - permuting the three bands, or the three stacks;
//! - transposing (reflecting in the main diagonal).
//!
//! Rotations and the other reflections are compositions of these (a quarter
//! turn is a transposition followed by reversing the column order), and are
//! offered as constructors for convenience. Together the moves form a group
//! of 2 x 6^8 = 3,359,232 geometric maps times 9! relabellings; two grids are
//! *equivalent* when one of them maps to the other. Felgenhauer and Jarvis
//! counted 6,670,903,752,021,072,936,960 valid grids, and Russell and Jarvis
//! 5,472,730,538 classes of equivalent grids.
//!
//! A [`Transformation`] stores one element of the group in a normal form
//! (an optional transposition, a row order, a column order, a relabelling),
//! so any sequence of moves composes into a value that is applied in one
//! pass. [`canonical_form`] picks one representative per class of solved
//! grids; [`canonical_puzzle`] does the same for puzzles (the community's
//! *minlex* form, defined in its docs) and also returns the map that takes
//! the puzzle there and the number of automorphisms; [`puzzle_id`] names a
//! class of puzzles by a short, stable hash of that form.
//!
//! Files: `transformation.rs` (the group and the solved-grid form),
//! `minlex.rs` (the puzzle form), `solved.rs` (the fast search for solved
//! grids), `line_clash.rs` (the search for grids with a digit twice in a
//! line), `lines.rs` (what the searches share), `id.rs` (IDs).
//!
//! ```
//! use rand::SeedableRng;
//! use shudu::transform::{canonical_form, Transformation};
//!
//! let mut rng = shudu::DefaultRng::seed_from_u64(3);
//! let grid = shudu::fill::random_grid(&mut rng);
//! let moved = Transformation::random(&mut rng).apply(&grid);
//! assert!(moved.is_solved());
//! assert_eq!(canonical_form(&moved), canonical_form(&grid));
//! ```

mod id;
mod line_clash;
mod lines;
mod minlex;
mod solved;
mod transformation;

pub use id::{puzzle_id, ParsePuzzleIdError, PuzzleId};
pub use minlex::{canonical_puzzle, CanonicalPuzzle};
pub use transformation::{canonical_form, Transformation};

#[cfg(test)]
mod tests;
