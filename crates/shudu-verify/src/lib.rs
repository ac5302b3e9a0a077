//! The parts of `shudu-verify` other checkers reuse: the plain backtracking
//! counter (the fuzz targets use it, with a node budget, to decide which
//! inputs the `sudoku` crate can answer quickly). Shares no code with the
//! engine.

pub mod counter;
