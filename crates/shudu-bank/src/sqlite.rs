//! The SQLite backend: one file, WAL journal, every write a transaction.

use crate::filter::Param;
use crate::schema::{self, Dialect, Raw, COLUMNS, SCHEMA_VERSION};
use crate::{Bank, BankError, Entry, Filter, Stats};
use rusqlite::{params, Connection, OpenFlags, OptionalExtension, TransactionBehavior};
use shudu::rate::Level;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How long a statement waits for another process's lock before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(60);

/// A bank in a SQLite file.
pub struct SqliteBank {
    conn: Connection,
    path: PathBuf,
}

impl SqliteBank {
    /// Opens the file (creating it if missing: its folder must exist) and brings its schema to
    /// [`SCHEMA_VERSION`].
    pub fn open(path: &Path) -> Result<SqliteBank, BankError> {
        SqliteBank::open_at(path, SCHEMA_VERSION)
    }

    /// Opens the file and migrates it only as far as `version` (for tests of migration:
    /// a bank as an older shudu left it).
    #[doc(hidden)]
    pub fn open_at(path: &Path, version: i64) -> Result<SqliteBank, BankError> {
        if path.is_dir() {
            return Err(BankError::Location {
                location: path.display().to_string(),
                reason: "is a folder, not a file".to_string(),
            });
        }
        if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            if !parent.is_dir() {
                return Err(BankError::Location {
                    location: path.display().to_string(),
                    reason: format!("folder {} does not exist", parent.display()),
                });
            }
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(|e| err(path, e))?;
        let mut bank = SqliteBank {
            conn,
            path: path.to_path_buf(),
        };
        bank.configure().map_err(|e| err(path, e))?;
        bank.migrate(version)?;
        Ok(bank)
    }

    fn configure(&mut self) -> rusqlite::Result<()> {
        // Wait for another process's write rather than failing at once.
        self.conn.busy_timeout(BUSY_TIMEOUT)?;
        // Reading the header here makes a file that is not a database fail at open.
        let mode = self.switch_to_wal()?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(rusqlite::Error::InvalidQuery);
        }
        self.conn.execute_batch("PRAGMA synchronous = FULL;")?;
        Ok(())
    }

    /// Sets the WAL journal and returns the journal mode the file now has. SQLite answers "database
    /// is locked" at once, without its busy handler, when another process is switching the same
    /// new file at that moment (several processes opening a new bank together): wait and retry,
    /// as the busy timeout would.
    fn switch_to_wal(&self) -> rusqlite::Result<String> {
        let deadline = Instant::now() + BUSY_TIMEOUT;
        loop {
            match self
                .conn
                .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
            {
                Err(e)
                    if e.sqlite_error_code() == Some(rusqlite::ErrorCode::DatabaseBusy)
                        && Instant::now() < deadline =>
                {
                    std::thread::sleep(Duration::from_millis(5));
                }
                answer => return answer,
            }
        }
    }

    fn err(&self, e: rusqlite::Error) -> BankError {
        err(&self.path, e)
    }

    fn migrate(&mut self, target: i64) -> Result<(), BankError> {
        let path = self.path.clone();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|e| err(&path, e))?;
        let run = |tx: &rusqlite::Transaction<'_>| -> rusqlite::Result<Option<i64>> {
            tx.execute_batch(
                "CREATE TABLE IF NOT EXISTS shudu_schema (version INTEGER NOT NULL);",
            )?;
            let found: Option<i64> = tx
                .query_row("SELECT version FROM shudu_schema", [], |r| r.get(0))
                .optional()?;
            let mut version = match found {
                Some(v) => v,
                None => {
                    tx.execute("INSERT INTO shudu_schema (version) VALUES (0)", [])?;
                    0
                }
            };
            if version > SCHEMA_VERSION {
                return Ok(Some(version));
            }
            while version < target.min(SCHEMA_VERSION) {
                match version {
                    0 => tx.execute_batch(&schema::version_1(Dialect::Sqlite))?,
                    1 => {
                        tx.execute_batch(schema::VERSION_2_COLUMN)?;
                        fill_draw_keys(tx)?;
                        tx.execute_batch(schema::VERSION_2_INDEXES)?;
                    }
                    _ => break,
                }
                version += 1;
                tx.execute("UPDATE shudu_schema SET version = ?1", [version])?;
            }
            Ok(None)
        };
        match run(&tx).map_err(|e| err(&path, e))? {
            Some(found) => Err(BankError::NewerSchema {
                location: path.display().to_string(),
                found,
                known: SCHEMA_VERSION,
            }),
            None => tx.commit().map_err(|e| err(&path, e)),
        }
    }

    fn raw(row: &rusqlite::Row<'_>) -> rusqlite::Result<Raw> {
        Ok(Raw {
            puzzle_id: row.get(0)?,
            canonical: row.get(1)?,
            solution: row.get(2)?,
            givens: row.get(3)?,
            se_tenths: row.get(4)?,
            level: row.get(5)?,
            hodoku_score: row.get(6)?,
            hodoku_level: row.get(7)?,
            qqwing: row.get(8)?,
            hardest: row.get(9)?,
            symmetry: row.get(10)?,
            minimal: row.get(11)?,
            source: row.get(12)?,
            added_at: row.get(13)?,
        })
    }

    fn counts<T: rusqlite::types::FromSql>(&self, sql: &str) -> Result<Vec<(T, u64)>, BankError> {
        let mut stmt = self.conn.prepare(sql).map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map([], |r| Ok((r.get::<_, T>(0)?, r.get::<_, i64>(1)? as u64)))
            .map_err(|e| self.err(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.err(e))
    }
}

/// Version 2's draw keys for the rows a version 1 bank holds.
fn fill_draw_keys(tx: &rusqlite::Transaction<'_>) -> rusqlite::Result<()> {
    let rows: Vec<(i64, String)> = {
        let mut stmt = tx.prepare("SELECT id, canonical FROM puzzles")?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
        rows.collect::<Result<_, _>>()?
    };
    let mut update = tx.prepare("UPDATE puzzles SET draw_key = ?1 WHERE id = ?2")?;
    for (id, canonical) in rows {
        // A row whose form does not parse keeps key 0: it is still drawn, and reported
        // as damaged when it is read.
        let key = canonical
            .parse::<shudu::Grid>()
            .map_or(0, |g| crate::entry::draw_key(&g));
        update.execute(params![key, id])?;
    }
    Ok(())
}

fn err(path: &Path, source: rusqlite::Error) -> BankError {
    BankError::Sqlite {
        path: path.display().to_string(),
        source,
    }
}

impl rusqlite::ToSql for Param {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        match self {
            Param::Int(v) => v.to_sql(),
            Param::Text(v) => v.to_sql(),
            Param::Bool(v) => v.to_sql(),
        }
    }
}

impl Bank for SqliteBank {
    fn location(&self) -> String {
        self.path.display().to_string()
    }

    fn schema_version(&mut self) -> Result<i64, BankError> {
        self.conn
            .query_row("SELECT version FROM shudu_schema", [], |r| r.get(0))
            .map_err(|e| self.err(e))
    }

    fn add(&mut self, entries: &[Entry]) -> Result<Vec<bool>, BankError> {
        let path = self.path.clone();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|e| err(&path, e))?;
        let mut added = Vec::with_capacity(entries.len());
        {
            let mut insert = tx
                .prepare_cached(&format!(
                    "INSERT INTO puzzles ({COLUMNS}, draw_key) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15) \
                     ON CONFLICT (canonical) DO NOTHING"
                ))
                .map_err(|e| err(&path, e))?;
            for e in entries {
                let n = insert
                    .execute(params![
                        e.id,
                        e.canonical.to_string(),
                        e.solution.to_string(),
                        e.givens,
                        e.se_tenths,
                        e.level.name(),
                        e.hodoku_score,
                        e.hodoku_level.name(),
                        e.qqwing.name(),
                        e.hardest,
                        e.symmetry.name(),
                        e.minimal,
                        e.source,
                        e.added_at,
                        e.draw_key(),
                    ])
                    .map_err(|e| err(&path, e))?;
                added.push(n == 1);
            }
        }
        tx.commit().map_err(|e| err(&path, e))?;
        Ok(added)
    }

    fn count_by_level(&mut self) -> Result<Vec<(Level, u64)>, BankError> {
        let found: Vec<(String, u64)> =
            self.counts("SELECT level, COUNT(*) FROM puzzles GROUP BY level")?;
        Ok(Stats::levels_from(&found))
    }

    fn at_or_after(&mut self, level: Level, key: i64) -> Result<Option<Entry>, BankError> {
        let location = self.location();
        let raw = self
            .conn
            .prepare_cached(&format!(
                "SELECT {COLUMNS} FROM puzzles WHERE level = ?1 AND draw_key >= ?2 \
                 ORDER BY draw_key LIMIT 1"
            ))
            .and_then(|mut s| {
                s.query_row(params![level.name(), key], Self::raw)
                    .optional()
            })
            .map_err(|e| self.err(e))?;
        raw.map(|r| r.entry(&location)).transpose()
    }

    fn export(
        &mut self,
        filter: &Filter,
        each: &mut dyn FnMut(Entry) -> bool,
    ) -> Result<u64, BankError> {
        let location = self.location();
        let (condition, params) = filter.condition(|i| format!("?{i}"));
        let limit = filter
            .limit
            .map_or(String::new(), |n| format!(" LIMIT {n}"));
        let sql = format!("SELECT {COLUMNS} FROM puzzles WHERE {condition} ORDER BY id{limit}");
        let mut stmt = self.conn.prepare(&sql).map_err(|e| err(&self.path, e))?;
        let mut rows = stmt
            .query(rusqlite::params_from_iter(params.iter()))
            .map_err(|e| err(&self.path, e))?;
        let mut n = 0;
        while let Some(row) = rows.next().map_err(|e| err(&self.path, e))? {
            let entry = Self::raw(row)
                .map_err(|e| err(&self.path, e))?
                .entry(&location)?;
            n += 1;
            if !each(entry) {
                break;
            }
        }
        Ok(n)
    }

    fn stats(&mut self) -> Result<Stats, BankError> {
        let levels = self.count_by_level()?;
        let se: Vec<(i64, u64)> = self.counts(
            "SELECT se_tenths, COUNT(*) FROM puzzles GROUP BY se_tenths ORDER BY se_tenths",
        )?;
        let hardest = self.counts(
            "SELECT COALESCE(hardest, '-'), COUNT(*) AS n FROM puzzles \
             GROUP BY COALESCE(hardest, '-') ORDER BY n DESC, 1",
        )?;
        let symmetry = self.counts(
            "SELECT symmetry, COUNT(*) AS n FROM puzzles GROUP BY symmetry ORDER BY n DESC, 1",
        )?;
        let givens: Vec<(i64, u64)> =
            self.counts("SELECT givens, COUNT(*) FROM puzzles GROUP BY givens ORDER BY givens")?;
        let minimal: i64 = self
            .conn
            .query_row("SELECT COUNT(*) FROM puzzles WHERE minimal", [], |r| {
                r.get(0)
            })
            .map_err(|e| self.err(e))?;
        Ok(Stats {
            total: levels.iter().map(|(_, n)| n).sum(),
            levels,
            se_tenths: se.into_iter().map(|(t, n)| (t as u16, n)).collect(),
            hardest,
            symmetry,
            givens: givens.into_iter().map(|(g, n)| (g as u8, n)).collect(),
            minimal: minimal as u64,
        })
    }
}
