//! What the tests of every crate share, kept outside the crates so that it shares no code with
//! them: the sample puzzle sets in `tests/data/` (or the full sets, with `SHUDU_TEST_DATA`) and
//! an independent checker. A crate's test binary includes it with
//! `#[path = "../../../../tests/support/mod.rs"] mod support;`.

#![allow(dead_code)]

pub mod checker;
pub mod data;
