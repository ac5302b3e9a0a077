//! The engine's integration tests, built as one test binary (one link, one
//! run): one module per file in this folder. A new test file becomes a module
//! here, not a binary of its own.
//!
//! Puzzle sets come from the samples in the repository's `tests/data/` (or
//! the full sets, with `SHUDU_TEST_DATA`), and the independent checker from
//! `tests/support/`, shared with the other crates' tests.

#[path = "../../../../tests/support/mod.rs"]
mod support;

mod fuzz_regressions;
mod generate_props;
mod logic_soundness;
mod logic_soundness_advanced;
mod rate_calibration;
mod se_agreement;
mod solver_differential;
