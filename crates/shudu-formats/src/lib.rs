//! Puzzle files and wire records for shudu: the layer between the engine
//! (`shudu`, pure computation) and its interfaces (the command line, the web
//! server, the bindings).
//!
//! - [`read`]: every input form, read as a stream from any
//!   [`std::io::BufRead`] with the line (and column) of every problem:
//!   81-character lines, nine-line blocks plain or bordered, CSV with a
//!   header, JSON in its four shapes (also one array of many puzzles on one
//!   line), `#` comments, CRLF, a byte order mark.
//! - [`write`](mod@write): every output form (`line`, `pretty`, `grid`, `json`, `csv`).
//! - [`records`]: the JSON records of `generate`, `check`, `solve`, `rate`,
//!   `explain` and `hint`, as serde types every interface shares.
//!
//! This crate does no I/O of its own beyond reading from a reader it is
//! given and writing into strings, and starts no threads.

#![warn(missing_docs)]

pub mod grid_text;
pub mod read;
pub mod records;
pub mod write;

pub use read::{PuzzleEntry, PuzzleReader, ReadError};
pub use write::{Fields, OutputForm};

/// The README's examples, compiled and run as doctests (they use the engine
/// and this crate).
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeDoctests;
