//! What can go wrong when opening or using a bank.

/// An error from the bank: where it was opened, and what failed.
#[derive(Debug, thiserror::Error)]
pub enum BankError {
    /// The location given is neither a usable file path nor a PostgreSQL URL.
    #[error("bad bank location '{location}': {reason}")]
    Location {
        /// The location as given.
        location: String,
        /// Why it cannot be used.
        reason: String,
    },
    /// The SQLite file could not be opened or used.
    #[error("SQLite bank {path}: {source}{}", io_hint(.source))]
    Sqlite {
        /// The file.
        path: String,
        /// What SQLite said.
        source: rusqlite::Error,
    },
    /// The PostgreSQL server could not be reached or refused a statement.
    #[error("PostgreSQL bank {url}: {source}")]
    Postgres {
        /// The URL, without its password.
        url: String,
        /// What the server or the client said.
        source: postgres::Error,
    },
    /// The bank was written by a newer shudu (a schema version this one does not know).
    #[error("bank {location} has schema version {found}; this shudu knows versions up to {known}")]
    NewerSchema {
        /// The bank's location.
        location: String,
        /// The version found in the bank.
        found: i64,
        /// The newest version this build knows.
        known: i64,
    },
    /// A stored value could not be read back (the bank was edited by hand, or is damaged).
    #[error("bank {location}: stored puzzle {puzzle}: {reason}")]
    Corrupt {
        /// The bank's location.
        location: String,
        /// The stored puzzle's ID (or its row number).
        puzzle: String,
        /// What is wrong with it.
        reason: String,
    },
}

/// What an SQLite I/O error most often means, said after SQLite's own words
/// ("disk I/O error" does not say that the disk is full, which is what it
/// usually is: SQLite says "database or disk is full" only when the file
/// itself cannot grow, not its shared-memory file).
fn io_hint(e: &rusqlite::Error) -> &'static str {
    match e {
        rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::SystemIoFailure => {
            if f.extended_code == rusqlite::ffi::SQLITE_IOERR_SHMSIZE {
                " (its shared-memory file beside it could not grow: is the disk full?)"
            } else {
                " (reading or writing it or its -wal and -shm files beside it failed: is the \
                 disk full, or the folder read-only?)"
            }
        }
        _ => "",
    }
}
