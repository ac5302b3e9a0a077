//! The command line's integration tests, built as one test binary (one link,
//! one run): one module per file in this folder, each running the `shudu`
//! binary. A new test file becomes a module here, not a binary of its own.
//!
//! Puzzle sets come from the samples in the repository's `tests/data/` (or
//! the full sets, with `SHUDU_TEST_DATA`), and the independent checker from
//! `tests/support/`, shared with the other crates' tests.

#[path = "../../../../tests/support/mod.rs"]
mod support;

mod common;

mod bank;
mod canon;
mod conventions;
mod difficulty;
#[cfg(target_os = "linux")]
mod disk_full;
mod formats;
mod generate;
mod hostile;
mod interrupt;
mod lab;
mod limits;
mod output_files;
mod print;
mod rate_explain_hint;
#[cfg(unix)]
mod serve;
#[cfg(unix)]
mod serve_bank;
mod solve_check;
