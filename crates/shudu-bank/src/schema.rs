//! The schema, version by version (documented in docs/bank.md).
//!
//! A bank records its version in the one-row table `shudu_schema`. Opening a bank applies, in
//! one transaction, every step after the version it has: an empty database goes through all of
//! them, a bank of the previous version through the last. Steps are never edited once
//! released; a change is a new step.

use crate::{BankError, Entry};
use shudu::rate::{HodokuLevel, Level, QqwingClass};
use shudu::Grid;

/// The schema version this build writes.
pub const SCHEMA_VERSION: i64 = 2;

/// Columns of a stored puzzle, in the order [`Raw`] reads them.
pub(crate) const COLUMNS: &str = "puzzle_id, canonical, solution, givens, se_tenths, level, \
hodoku_score, hodoku_level, qqwing, hardest, symmetry, minimal, source, added_at";

/// The SQL dialects' differences.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dialect {
    Sqlite,
    Postgres,
}

/// Version 1: the puzzles table, unique by canonical form.
pub(crate) fn version_1(dialect: Dialect) -> String {
    let key = match dialect {
        Dialect::Sqlite => "INTEGER PRIMARY KEY",
        Dialect::Postgres => "BIGSERIAL PRIMARY KEY",
    };
    format!(
        "CREATE TABLE puzzles (
            id           {key},
            puzzle_id    TEXT NOT NULL,
            canonical    TEXT NOT NULL UNIQUE,
            solution     TEXT NOT NULL,
            givens       INTEGER NOT NULL,
            se_tenths    INTEGER NOT NULL,
            level        TEXT NOT NULL,
            hodoku_score INTEGER NOT NULL,
            hodoku_level TEXT NOT NULL,
            qqwing       TEXT NOT NULL,
            hardest      TEXT,
            symmetry     TEXT NOT NULL,
            minimal      BOOLEAN NOT NULL,
            source       TEXT NOT NULL,
            added_at     BIGINT NOT NULL
        );
        CREATE INDEX puzzles_level ON puzzles (level);"
    )
}

/// Version 2, part 1: the draw key column (filled by [`crate::draw`]'s hash for the rows
/// already there, between part 1 and part 2).
pub(crate) const VERSION_2_COLUMN: &str =
    "ALTER TABLE puzzles ADD COLUMN draw_key BIGINT NOT NULL DEFAULT 0;";

/// Version 2, part 2: the indexes behind draw and export's filters.
pub(crate) const VERSION_2_INDEXES: &str = "
    DROP INDEX puzzles_level;
    CREATE INDEX puzzles_draw ON puzzles (level, draw_key);
    CREATE INDEX puzzles_se ON puzzles (se_tenths);
    CREATE INDEX puzzles_givens ON puzzles (givens);
    CREATE INDEX puzzles_hardest ON puzzles (hardest);
    CREATE INDEX puzzles_symmetry ON puzzles (symmetry);
    CREATE INDEX puzzles_puzzle_id ON puzzles (puzzle_id);";

/// A stored row as plain values, before it is checked.
pub(crate) struct Raw {
    pub puzzle_id: String,
    pub canonical: String,
    pub solution: String,
    pub givens: i64,
    pub se_tenths: i64,
    pub level: String,
    pub hodoku_score: i64,
    pub hodoku_level: String,
    pub qqwing: String,
    pub hardest: Option<String>,
    pub symmetry: String,
    pub minimal: bool,
    pub source: String,
    pub added_at: i64,
}

impl Raw {
    /// The entry, or what is wrong with the stored values.
    pub fn entry(self, location: &str) -> Result<Entry, BankError> {
        let bad = |reason: String| BankError::Corrupt {
            location: location.to_string(),
            puzzle: self.puzzle_id.clone(),
            reason,
        };
        let grid = |what: &str, text: &str| -> Result<Grid, BankError> {
            text.parse::<Grid>()
                .map_err(|e| bad(format!("{what} '{text}': {e}")))
        };
        let number = |what: &str, v: i64, max: i64| -> Result<i64, BankError> {
            if (0..=max).contains(&v) {
                Ok(v)
            } else {
                Err(bad(format!("{what} {v} out of range")))
            }
        };
        Ok(Entry {
            canonical: grid("canonical form", &self.canonical)?,
            solution: grid("solution", &self.solution)?,
            givens: number("givens", self.givens, 81)? as u8,
            se_tenths: number("SE rating", self.se_tenths, 1000)? as u16,
            level: self
                .level
                .parse::<Level>()
                .map_err(|e| bad(e.to_string()))?,
            hodoku_score: number("HoDoKu score", self.hodoku_score, i64::from(u32::MAX))? as u32,
            hodoku_level: self
                .hodoku_level
                .parse::<HodokuLevel>()
                .map_err(|e| bad(e.to_string()))?,
            qqwing: self
                .qqwing
                .parse::<QqwingClass>()
                .map_err(|e| bad(e.to_string()))?,
            symmetry: self.symmetry.parse().map_err(bad)?,
            hardest: self.hardest.clone(),
            minimal: self.minimal,
            source: self.source.clone(),
            added_at: self.added_at,
            id: self.puzzle_id.clone(),
        })
    }
}
