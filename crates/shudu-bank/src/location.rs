//! Where a bank lives: a SQLite file, or a PostgreSQL database named by URL.

use crate::BankError;
use std::path::PathBuf;

/// The default SQLite file, in the current folder, when neither `--bank` nor `SHUDU_BANK` is set.
pub const DEFAULT_PATH: &str = "shudu.db";

/// A bank's location, as read from `--bank` or `SHUDU_BANK`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// A SQLite file (created if missing; its folder must exist).
    Sqlite(PathBuf),
    /// A PostgreSQL connection URL (`postgres://` or `postgresql://`).
    Postgres(String),
}

impl Location {
    /// Reads a location: a `postgres://` or `postgresql://` URL names a PostgreSQL database,
    /// any other non-empty text a SQLite file. Other URL schemes (`mysql://`, `http://`) are
    /// refused rather than taken for file names.
    pub fn parse(text: &str) -> Result<Location, BankError> {
        let bad = |reason: &str| BankError::Location {
            location: text.to_string(),
            reason: reason.to_string(),
        };
        if text.trim().is_empty() {
            return Err(bad("empty: give a file path or a postgres:// URL"));
        }
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            return Ok(Location::Postgres(text.to_string()));
        }
        if let Some((scheme, _)) = text.split_once("://") {
            if !scheme.is_empty()
                && scheme
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
            {
                return Err(bad(&format!(
                    "unknown scheme '{scheme}': a bank is a SQLite file path or a postgres:// URL"
                )));
            }
        }
        Ok(Location::Sqlite(PathBuf::from(text)))
    }

    /// The location for messages: the file path, or the URL with any password hidden.
    pub fn display(&self) -> String {
        match self {
            Location::Sqlite(path) => path.display().to_string(),
            Location::Postgres(url) => redact(url),
        }
    }
}

/// The URL with the password (between `user:` and `@`) replaced by `***`.
pub(crate) fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let Some(at) = rest.rfind('@') else {
        return url.to_string();
    };
    let (userinfo, host) = rest.split_at(at);
    match userinfo.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***{host}"),
        None => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_urls_and_refusals() {
        assert_eq!(
            Location::parse("a.db").unwrap(),
            Location::Sqlite("a.db".into())
        );
        assert_eq!(
            Location::parse("postgresql://u@h/db").unwrap(),
            Location::Postgres("postgresql://u@h/db".into())
        );
        let e = Location::parse("mysql://h/db").unwrap_err().to_string();
        assert!(e.contains("unknown scheme 'mysql'"), "{e}");
        assert!(Location::parse(" ").is_err());
    }

    #[test]
    fn passwords_are_hidden() {
        assert_eq!(
            redact("postgres://u:secret@h:5/db"),
            "postgres://u:***@h:5/db"
        );
        assert_eq!(redact("postgres://u@h/db"), "postgres://u@h/db");
    }
}
