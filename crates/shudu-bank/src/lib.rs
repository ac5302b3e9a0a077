//! # shudu-bank: a store of rated puzzles, one per class of equivalent puzzles
//!
//! A bank keeps each puzzle in its canonical form (`shudu::transform::canonical_puzzle`), so a
//! relabelled, turned or reordered copy of a stored puzzle is recognised and not stored again.
//! With each puzzle it keeps the solution, the ratings (SE-style and level, HoDoKu-style,
//! QQWing-style, the hardest technique), the number of givens, the clue pattern's symmetry,
//! minimality, where the puzzle came from and when it was added ([`Entry`]).
//!
//! Two backends share one interface, the [`Bank`] trait, and one schema (docs/bank.md):
//!
//! - SQLite ([`SqliteBank`]), the default: one file, SQLite compiled in, WAL journal;
//! - PostgreSQL ([`PostgresBank`]), for a bank that several machines share.
//!
//! [`open`] picks the backend from the location: a `postgres://` URL or a file path. Writes are
//! transactions and the database enforces one row per canonical form, so several processes may
//! add to one bank at once, and an interrupted run leaves every committed batch and nothing
//! half-written.
//!
//! ```
//! use rand::SeedableRng;
//! use shudu::rate::Level;
//! use shudu_bank::{open, Entry};
//!
//! let folder = tempfile::tempdir()?;
//! let path = folder.path().join("bank.db");
//! let mut bank = open(path.to_str().unwrap())?;
//! let puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
//!     .parse()?;
//! let entry = Entry::new(&puzzle, "example", 0)?;
//! assert_eq!(bank.add(&[entry.clone()])?, vec![true]);
//! assert_eq!(bank.add(&[entry.clone()])?, vec![false]); // already there
//!
//! let counts = bank.count_by_level()?;
//! assert_eq!(counts.iter().map(|(_, n)| n).sum::<u64>(), 1);
//!
//! let mut rng = shudu::DefaultRng::seed_from_u64(1);
//! let drawn = bank.draw(entry.level, 5, &mut rng)?;
//! assert_eq!(drawn, vec![entry.clone()]);
//! let (copy, solution) = drawn[0].shuffled(&mut rng); // looks different, same puzzle
//! assert_eq!(copy.solve(), Some(solution));
//! assert!(bank.draw(Level::Extreme, 1, &mut rng)?.is_empty() || entry.level == Level::Extreme);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

pub mod draw;
mod entry;
mod error;
mod filter;
mod location;
mod postgres;
mod schema;
mod sqlite;
mod stats;
mod store;

pub use entry::{now, strongest_symmetry, Entry, EntryError};
pub use error::BankError;
pub use filter::Filter;
pub use location::{Location, DEFAULT_PATH};
pub use postgres::PostgresBank;
pub use schema::SCHEMA_VERSION;
pub use sqlite::SqliteBank;
pub use stats::Stats;
pub use store::Bank;

/// The environment variable that names the bank when `--bank` is not given.
pub const ENV_VAR: &str = "SHUDU_BANK";

/// Opens (creating if needed) the bank at `location`: a `postgres://` or `postgresql://` URL,
/// or a SQLite file path. The schema is brought up to date on opening.
pub fn open(location: &str) -> Result<Box<dyn Bank>, BankError> {
    open_location(&Location::parse(location)?)
}

/// Opens the bank at a parsed [`Location`].
pub fn open_location(location: &Location) -> Result<Box<dyn Bank>, BankError> {
    Ok(match location {
        Location::Sqlite(path) => Box::new(SqliteBank::open(path)?),
        Location::Postgres(url) => Box::new(PostgresBank::open(url)?),
    })
}
