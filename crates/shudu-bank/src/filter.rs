//! Which puzzles `export` hands out: level, SE band, givens, hardest technique, symmetry.

use shudu::dig::Symmetry;
use shudu::rate::Level;

/// A selection of stored puzzles; every field that is set must hold.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Filter {
    /// Only this level.
    pub level: Option<Level>,
    /// Only SE ratings at least this (tenths).
    pub se_min_tenths: Option<u16>,
    /// Only SE ratings at most this (tenths).
    pub se_max_tenths: Option<u16>,
    /// Only puzzles with at least this many givens.
    pub givens_min: Option<u8>,
    /// Only puzzles with at most this many givens.
    pub givens_max: Option<u8>,
    /// Only puzzles whose hardest technique has this id (`x-wing`, `aic`, ...).
    pub hardest: Option<String>,
    /// Only puzzles stored with this clue-pattern symmetry.
    pub symmetry: Option<Symmetry>,
    /// Only minimal (or only non-minimal) puzzles.
    pub minimal: Option<bool>,
    /// At most this many puzzles.
    pub limit: Option<u64>,
}

/// A value bound into a query.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Param {
    Int(i32),
    Text(String),
    Bool(bool),
}

impl Filter {
    /// The SQL condition (`TRUE` when nothing is set) and its parameters, numbered by
    /// `placeholder(1)`, `placeholder(2)`, ...
    pub(crate) fn condition(&self, placeholder: impl Fn(usize) -> String) -> (String, Vec<Param>) {
        let mut terms = Vec::new();
        let mut params = Vec::new();
        let mut add = |column: &str, op: &str, value: Param| {
            params.push(value);
            terms.push(format!("{column} {op} {}", placeholder(params.len())));
        };
        if let Some(level) = self.level {
            add("level", "=", Param::Text(level.name().to_string()));
        }
        if let Some(min) = self.se_min_tenths {
            add("se_tenths", ">=", Param::Int(i32::from(min)));
        }
        if let Some(max) = self.se_max_tenths {
            add("se_tenths", "<=", Param::Int(i32::from(max)));
        }
        if let Some(min) = self.givens_min {
            add("givens", ">=", Param::Int(i32::from(min)));
        }
        if let Some(max) = self.givens_max {
            add("givens", "<=", Param::Int(i32::from(max)));
        }
        if let Some(hardest) = &self.hardest {
            add("hardest", "=", Param::Text(hardest.clone()));
        }
        if let Some(symmetry) = self.symmetry {
            add("symmetry", "=", Param::Text(symmetry.name().to_string()));
        }
        if let Some(minimal) = self.minimal {
            add("minimal", "=", Param::Bool(minimal));
        }
        if terms.is_empty() {
            ("1 = 1".to_string(), params)
        } else {
            (terms.join(" AND "), params)
        }
    }
}
