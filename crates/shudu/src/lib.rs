//! # shudu — a Sudoku engine
//!
//! `shudu` (数独) makes complete grids, digs them into puzzles with exactly one
//! solution, solves and counts solutions, and explains and grades puzzles the
//! way a person would solve them.
//!
//! The crate is pure computation: no I/O, no threads. Randomness always comes
//! from a generator the caller passes in (see [`DefaultRng`] and [`rng_for`]),
//! so the same seed gives the same output on every platform.
//!
//! Layers, each using only those before it:
//! [`grid`] (cells, digits, units, reading and writing) →
//! [`solver`] (exact solving and counting) →
//! [`fill`] (complete grids) and [`dig`] (puzzles with one solution) →
//! [`logic`] (human-style techniques and explained steps) →
//! [`rate`] (SE-style, HoDoKu-style, QQWing-style and dependency-formula ratings) →
//! [`hint`] (a player's mistakes and next step) and
//! [`difficulty`] (generation to a requested level or SE band).
//! [`transform`] (grid symmetries and canonical forms) needs only [`grid`].
//!
//! ```
//! use shudu::difficulty::{generate_rated, DifficultyOptions, DifficultyTarget};
//! use shudu::rate::Level;
//!
//! let mut rng = shudu::rng_for(7, 0);
//! let made = generate_rated(DifficultyTarget::Level(Level::Hard), &DifficultyOptions::default(), &mut rng)?;
//! assert!(made.puzzle.has_unique_solution());
//! assert_eq!(made.rating.level, Level::Hard);
//! for step in shudu::rate::explain(&made.puzzle)?.steps.iter().take(3) {
//!     println!("{}", step.step.text());
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ```
//! use shudu::Grid;
//!
//! let puzzle: Grid = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
//!     .parse()?;
//! assert!(puzzle.has_unique_solution());
//! println!("{}", puzzle.solve().unwrap().pretty());
//! # Ok::<(), shudu::ParseError>(())
//! ```

#![warn(missing_docs)]

pub mod batch;
pub mod difficulty;
pub mod dig;
pub mod fill;
pub mod grid;
pub mod hint;
pub mod logic;
mod random;
pub mod rate;
pub mod solver;
pub mod transform;

pub use dig::{DigError, DigOptions, Puzzle, Symmetry, Target};
pub use grid::{
    Cell, CellSet, Conflict, Digit, DigitSet, Grid, ParseError, ParseErrorKind, Unit, UnitKind,
};
pub use random::{mix64, rng_for, DefaultRng};
pub use solver::Uniqueness;
