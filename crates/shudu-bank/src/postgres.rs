//! The PostgreSQL backend: the same schema and the same behaviour as SQLite, on a server that
//! many machines can share.

use crate::filter::Param;
use crate::location::redact;
use crate::schema::{self, Dialect, Raw, COLUMNS, SCHEMA_VERSION};
use crate::{Bank, BankError, Entry, Filter, Stats};
use postgres::fallible_iterator::FallibleIterator;
use postgres::types::ToSql;
use postgres::{Client, NoTls, Row};
use shudu::rate::Level;
use std::mem::ManuallyDrop;

/// The advisory lock key that serialises migrations of one database (`"shudu"` in ASCII).
const MIGRATION_LOCK: i64 = 0x73_68_75_64_75;

/// A bank in a PostgreSQL database.
pub struct PostgresBank {
    /// Taken out only by `Drop` (see there).
    client: ManuallyDrop<Client>,
    url: String,
}

impl Drop for PostgresBank {
    /// Closes the connection on a thread of its own: the `postgres` client closes it through a
    /// runtime of its own, which cannot start on a thread that is driving an async runtime (a
    /// bank behind `shudu serve` may be let go on one of the server's threads, and the client's
    /// drop panicked there). Waits for the close, so that the connection is gone on return.
    fn drop(&mut self) {
        // SAFETY: `client` is taken once, here, and never used again: the bank is being dropped
        // and `ManuallyDrop` keeps the field from being dropped a second time.
        let client = unsafe { ManuallyDrop::take(&mut self.client) };
        let closing = std::thread::Builder::new()
            .name("shudu-bank-close".into())
            .spawn(move || drop(client));
        // Without a thread (the system refused one) the client was dropped in `spawn` already.
        if let Ok(handle) = closing {
            let _ = handle.join();
        }
    }
}

impl PostgresBank {
    /// Connects (without TLS: for servers on a trusted network or loopback) and brings the
    /// schema to [`SCHEMA_VERSION`].
    pub fn open(url: &str) -> Result<PostgresBank, BankError> {
        PostgresBank::open_at(url, SCHEMA_VERSION)
    }

    /// Connects and migrates only as far as `version` (for tests of migration).
    #[doc(hidden)]
    pub fn open_at(url: &str, version: i64) -> Result<PostgresBank, BankError> {
        let config: postgres::Config =
            url.parse()
                .map_err(|e: postgres::Error| BankError::Location {
                    location: redact(url),
                    reason: e.to_string(),
                })?;
        let mut config = config;
        config.connect_timeout(std::time::Duration::from_secs(10));
        let client = config.connect(NoTls).map_err(|e| err(url, e))?;
        let mut bank = PostgresBank {
            client: ManuallyDrop::new(client),
            url: url.to_string(),
        };
        bank.migrate(version)?;
        Ok(bank)
    }

    fn err(&self, e: postgres::Error) -> BankError {
        err(&self.url, e)
    }

    fn migrate(&mut self, target: i64) -> Result<(), BankError> {
        let url = self.url.clone();
        let mut tx = self.client.transaction().map_err(|e| err(&url, e))?;
        let found = (|| -> Result<Option<i64>, postgres::Error> {
            // Two processes opening a new database at once: the second waits here.
            tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])?;
            tx.batch_execute("CREATE TABLE IF NOT EXISTS shudu_schema (version BIGINT NOT NULL);")?;
            let found: Option<i64> = tx
                .query_opt("SELECT version FROM shudu_schema", &[])?
                .map(|r| r.get(0));
            let mut version = match found {
                Some(v) => v,
                None => {
                    tx.execute("INSERT INTO shudu_schema (version) VALUES (0)", &[])?;
                    0
                }
            };
            if version > SCHEMA_VERSION {
                return Ok(Some(version));
            }
            while version < target.min(SCHEMA_VERSION) {
                match version {
                    0 => tx.batch_execute(&schema::version_1(Dialect::Postgres))?,
                    1 => {
                        tx.batch_execute(schema::VERSION_2_COLUMN)?;
                        let rows = tx.query("SELECT id, canonical FROM puzzles", &[])?;
                        let update =
                            tx.prepare("UPDATE puzzles SET draw_key = $1 WHERE id = $2")?;
                        for row in rows {
                            let (id, canonical): (i64, String) = (row.get(0), row.get(1));
                            let key = canonical
                                .parse::<shudu::Grid>()
                                .map_or(0, |g| crate::entry::draw_key(&g));
                            tx.execute(&update, &[&key, &id])?;
                        }
                        tx.batch_execute(schema::VERSION_2_INDEXES)?;
                    }
                    _ => break,
                }
                version += 1;
                tx.execute("UPDATE shudu_schema SET version = $1", &[&version])?;
            }
            Ok(None)
        })()
        .map_err(|e| err(&url, e))?;
        match found {
            Some(found) => Err(BankError::NewerSchema {
                location: redact(&url),
                found,
                known: SCHEMA_VERSION,
            }),
            None => tx.commit().map_err(|e| err(&url, e)),
        }
    }

    fn raw(row: &Row) -> Result<Raw, postgres::Error> {
        Ok(Raw {
            puzzle_id: row.try_get(0)?,
            canonical: row.try_get(1)?,
            solution: row.try_get(2)?,
            givens: i64::from(row.try_get::<_, i32>(3)?),
            se_tenths: i64::from(row.try_get::<_, i32>(4)?),
            level: row.try_get(5)?,
            hodoku_score: i64::from(row.try_get::<_, i32>(6)?),
            hodoku_level: row.try_get(7)?,
            qqwing: row.try_get(8)?,
            hardest: row.try_get(9)?,
            symmetry: row.try_get(10)?,
            minimal: row.try_get(11)?,
            source: row.try_get(12)?,
            added_at: row.try_get(13)?,
        })
    }

    fn counts(&mut self, sql: &str) -> Result<Vec<(Row, u64)>, BankError> {
        let rows = self.client.query(sql, &[]).map_err(|e| err(&self.url, e))?;
        rows.into_iter()
            .map(|r| {
                let n: i64 = r.try_get(1).map_err(|e| err(&self.url, e))?;
                Ok((r, n as u64))
            })
            .collect()
    }
}

fn err(url: &str, source: postgres::Error) -> BankError {
    BankError::Postgres {
        url: redact(url),
        source,
    }
}

fn to_sql(p: &Param) -> &(dyn ToSql + Sync) {
    match p {
        Param::Int(v) => v,
        Param::Text(v) => v,
        Param::Bool(v) => v,
    }
}

impl Bank for PostgresBank {
    fn location(&self) -> String {
        redact(&self.url)
    }

    fn schema_version(&mut self) -> Result<i64, BankError> {
        let row = self
            .client
            .query_one("SELECT version FROM shudu_schema", &[])
            .map_err(|e| self.err(e))?;
        row.try_get(0).map_err(|e| self.err(e))
    }

    fn add(&mut self, entries: &[Entry]) -> Result<Vec<bool>, BankError> {
        // One statement per batch: the columns as arrays, unnested into rows (a round trip
        // per batch rather than per puzzle); RETURNING names the rows that went in.
        let url = self.url.clone();
        let canonical: Vec<String> = entries.iter().map(|e| e.canonical.to_string()).collect();
        let columns: [&(dyn ToSql + Sync); 15] = [
            &entries.iter().map(|e| e.id.clone()).collect::<Vec<_>>(),
            &canonical,
            &entries
                .iter()
                .map(|e| e.solution.to_string())
                .collect::<Vec<_>>(),
            &entries
                .iter()
                .map(|e| i32::from(e.givens))
                .collect::<Vec<_>>(),
            &entries
                .iter()
                .map(|e| i32::from(e.se_tenths))
                .collect::<Vec<_>>(),
            &entries.iter().map(|e| e.level.name()).collect::<Vec<_>>(),
            &entries
                .iter()
                .map(|e| e.hodoku_score.min(i32::MAX as u32) as i32)
                .collect::<Vec<_>>(),
            &entries
                .iter()
                .map(|e| e.hodoku_level.name())
                .collect::<Vec<_>>(),
            &entries.iter().map(|e| e.qqwing.name()).collect::<Vec<_>>(),
            &entries
                .iter()
                .map(|e| e.hardest.clone())
                .collect::<Vec<_>>(),
            &entries
                .iter()
                .map(|e| e.symmetry.name())
                .collect::<Vec<_>>(),
            &entries.iter().map(|e| e.minimal).collect::<Vec<_>>(),
            &entries.iter().map(|e| e.source.clone()).collect::<Vec<_>>(),
            &entries.iter().map(|e| e.added_at).collect::<Vec<_>>(),
            &entries.iter().map(|e| e.draw_key()).collect::<Vec<_>>(),
        ];
        let mut tx = self.client.transaction().map_err(|e| err(&url, e))?;
        let rows = tx
            .query(
                &format!(
                    "INSERT INTO puzzles ({COLUMNS}, draw_key) \
                     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int4[], \
                     $5::int4[], $6::text[], $7::int4[], $8::text[], $9::text[], $10::text[], \
                     $11::text[], $12::bool[], $13::text[], $14::int8[], $15::int8[]) \
                     ON CONFLICT (canonical) DO NOTHING RETURNING canonical"
                ),
                &columns,
            )
            .map_err(|e| err(&url, e))?;
        tx.commit().map_err(|e| err(&url, e))?;
        let mut inserted: std::collections::HashSet<String> =
            rows.iter().map(|r| r.get::<_, String>(0)).collect();
        // A form inserted once counts for its first entry only (a later copy in the same
        // batch was a duplicate).
        Ok(canonical.iter().map(|c| inserted.remove(c)).collect())
    }

    fn count_by_level(&mut self) -> Result<Vec<(Level, u64)>, BankError> {
        let rows = self.counts("SELECT level, COUNT(*) FROM puzzles GROUP BY level")?;
        let found: Vec<(String, u64)> = rows.into_iter().map(|(r, n)| (r.get(0), n)).collect();
        Ok(Stats::levels_from(&found))
    }

    fn at_or_after(&mut self, level: Level, key: i64) -> Result<Option<Entry>, BankError> {
        let location = self.location();
        let row = self
            .client
            .query_opt(
                &format!(
                    "SELECT {COLUMNS} FROM puzzles WHERE level = $1 AND draw_key >= $2 \
                     ORDER BY draw_key LIMIT 1"
                ),
                &[&level.name(), &key],
            )
            .map_err(|e| self.err(e))?;
        match row {
            Some(r) => Ok(Some(
                Self::raw(&r).map_err(|e| self.err(e))?.entry(&location)?,
            )),
            None => Ok(None),
        }
    }

    fn at_or_after_each(
        &mut self,
        level: Level,
        keys: &[i64],
    ) -> Result<Vec<Option<Entry>>, BankError> {
        let location = self.location();
        // One query for all keys: each key's first puzzle at or after it, and the key's place
        // in the list as the last column.
        let rows = self
            .client
            .query(
                &format!(
                    "SELECT p.*, k.i FROM unnest($2::bigint[]) WITH ORDINALITY AS k(key, i) \
                     CROSS JOIN LATERAL (SELECT {COLUMNS} FROM puzzles \
                     WHERE level = $1 AND draw_key >= k.key ORDER BY draw_key LIMIT 1) p"
                ),
                &[&level.name(), &keys],
            )
            .map_err(|e| self.err(e))?;
        let mut found = vec![None; keys.len()];
        for r in &rows {
            let i: i64 = r.try_get(14).map_err(|e| self.err(e))?;
            let slot = usize::try_from(i - 1)
                .ok()
                .and_then(|i| found.get_mut(i))
                .ok_or_else(|| BankError::Corrupt {
                    location: location.clone(),
                    puzzle: format!("draw key number {i}"),
                    reason: "the server answered for a key that was not asked".to_string(),
                })?;
            *slot = Some(Self::raw(r).map_err(|e| self.err(e))?.entry(&location)?);
        }
        Ok(found)
    }

    fn export(
        &mut self,
        filter: &Filter,
        each: &mut dyn FnMut(Entry) -> bool,
    ) -> Result<u64, BankError> {
        let location = self.location();
        let url = self.url.clone();
        let (condition, params) = filter.condition(|i| format!("${i}"));
        let limit = filter
            .limit
            .map_or(String::new(), |n| format!(" LIMIT {n}"));
        let sql = format!("SELECT {COLUMNS} FROM puzzles WHERE {condition} ORDER BY id{limit}");
        let mut rows = self
            .client
            .query_raw(&sql, params.iter().map(to_sql))
            .map_err(|e| err(&url, e))?;
        let mut n = 0;
        while let Some(row) = rows.next().map_err(|e| err(&url, e))? {
            let entry = Self::raw(&row)
                .map_err(|e| err(&url, e))?
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
        let se = self
            .counts(
                "SELECT se_tenths, COUNT(*) FROM puzzles GROUP BY se_tenths ORDER BY se_tenths",
            )?
            .into_iter()
            .map(|(r, n)| (r.get::<_, i32>(0) as u16, n))
            .collect();
        let hardest = self
            .counts(
                "SELECT COALESCE(hardest, '-'), COUNT(*) AS n FROM puzzles \
                 GROUP BY COALESCE(hardest, '-') ORDER BY n DESC, 1",
            )?
            .into_iter()
            .map(|(r, n)| (r.get(0), n))
            .collect();
        let symmetry = self
            .counts(
                "SELECT symmetry, COUNT(*) AS n FROM puzzles GROUP BY symmetry ORDER BY n DESC, 1",
            )?
            .into_iter()
            .map(|(r, n)| (r.get(0), n))
            .collect();
        let givens = self
            .counts("SELECT givens, COUNT(*) FROM puzzles GROUP BY givens ORDER BY givens")?
            .into_iter()
            .map(|(r, n)| (r.get::<_, i32>(0) as u8, n))
            .collect();
        let minimal: i64 = self
            .client
            .query_one("SELECT COUNT(*) FROM puzzles WHERE minimal", &[])
            .and_then(|r| r.try_get(0))
            .map_err(|e| self.err(e))?;
        Ok(Stats {
            total: levels.iter().map(|(_, n)| n).sum(),
            levels,
            se_tenths: se,
            hardest,
            symmetry,
            givens,
            minimal: minimal as u64,
        })
    }
}
