//! The storage interface every backend implements.

use crate::{BankError, Entry, Filter, Stats};
use rand::RngCore;
use shudu::rate::Level;

/// A puzzle bank: SQLite ([`crate::SqliteBank`]) or PostgreSQL ([`crate::PostgresBank`]).
/// Open one with [`crate::open`].
///
/// Writes happen in transactions: [`Bank::add`] stores a whole batch or nothing, and the
/// database itself refuses a second copy of a canonical form (a UNIQUE constraint), so several
/// processes may add to one bank at once.
pub trait Bank: Send {
    /// Where the bank is, for messages (a file path, or a URL without its password).
    fn location(&self) -> String;

    /// The schema version of the open bank (after migration: [`crate::SCHEMA_VERSION`]).
    fn schema_version(&mut self) -> Result<i64, BankError>;

    /// Stores the entries that are not there yet, in one transaction; for each entry, whether
    /// it was new (`false`: its canonical form was already stored, by anyone, or earlier in
    /// this batch).
    fn add(&mut self, entries: &[Entry]) -> Result<Vec<bool>, BankError>;

    /// How many puzzles each level holds, easiest first (every level listed).
    fn count_by_level(&mut self) -> Result<Vec<(Level, u64)>, BankError>;

    /// How many puzzles the bank holds in all.
    fn count(&mut self) -> Result<u64, BankError> {
        Ok(self.count_by_level()?.iter().map(|(_, n)| n).sum())
    }

    /// The first puzzle of `level` whose draw key is at least `key`, in draw-key order.
    fn at_or_after(&mut self, level: Level, key: i64) -> Result<Option<Entry>, BankError>;

    /// [`Bank::at_or_after`] for each of `keys`, in order: one answer per key. A backend across
    /// a network answers all of them in one round trip.
    fn at_or_after_each(
        &mut self,
        level: Level,
        keys: &[i64],
    ) -> Result<Vec<Option<Entry>>, BankError> {
        keys.iter().map(|&k| self.at_or_after(level, k)).collect()
    }

    /// Every puzzle that passes `filter`, in insertion order, handed to `each` one at a time
    /// (streamed: memory stays constant); `each` returns `false` to stop. Returns how many were
    /// handed out.
    fn export(
        &mut self,
        filter: &Filter,
        each: &mut dyn FnMut(Entry) -> bool,
    ) -> Result<u64, BankError>;

    /// Counts per level, SE rating, hardest technique, symmetry and givens.
    fn stats(&mut self) -> Result<Stats, BankError>;

    /// Up to `count` different random puzzles of `level` (fewer only if the level holds fewer):
    /// see [`crate::draw`].
    fn draw(
        &mut self,
        level: Level,
        count: usize,
        rng: &mut dyn RngCore,
    ) -> Result<Vec<Entry>, BankError> {
        crate::draw::draw(self, level, count, rng)
    }
}
