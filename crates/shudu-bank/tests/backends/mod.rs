//! The backends every test runs against: a SQLite file in a fresh folder, and a fresh database
//! on the PostgreSQL server named by SHUDU_TEST_POSTGRES (scripts/setup/postgres.sh starts one).
//! Without that server the PostgreSQL half is skipped, loudly, unless SHUDU_REQUIRE_COMPONENTS=1,
//! which makes it fail.

#![allow(dead_code)]

use std::sync::atomic::{AtomicU32, Ordering};

/// A fresh, empty bank location; dropping it removes the file or the database.
pub struct Fresh {
    pub name: &'static str,
    pub location: String,
    _dir: Option<tempfile::TempDir>,
    admin: Option<(String, String)>,
}

impl Drop for Fresh {
    fn drop(&mut self) {
        if let Some((admin_url, db)) = &self.admin {
            if let Ok(mut c) = postgres::Client::connect(admin_url, postgres::NoTls) {
                let _ = c.batch_execute(&format!("DROP DATABASE IF EXISTS {db} WITH (FORCE)"));
            }
        }
    }
}

/// The PostgreSQL server for tests, if any; fails when one is required and missing.
pub fn postgres_url() -> Option<String> {
    match std::env::var("SHUDU_TEST_POSTGRES") {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            let required = std::env::var("SHUDU_REQUIRE_COMPONENTS").is_ok_and(|v| v == "1");
            assert!(
                !required,
                "SHUDU_TEST_POSTGRES is not set: no PostgreSQL server for the bank tests \
                 (scripts/setup/postgres.sh starts one; scripts/test sources it)"
            );
            eprintln!(
                "SKIPPING the PostgreSQL half of this test: SHUDU_TEST_POSTGRES is not set \
                 (run scripts/test, or source scripts/setup/postgres.sh first)"
            );
            None
        }
    }
}

static NEXT: AtomicU32 = AtomicU32::new(0);

/// A fresh SQLite bank location.
pub fn sqlite() -> Fresh {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let location = dir.path().join("bank.db").display().to_string();
    Fresh {
        name: "sqlite",
        location,
        _dir: Some(dir),
        admin: None,
    }
}

/// A fresh PostgreSQL database, if a server is there.
pub fn postgres() -> Option<Fresh> {
    let admin_url = postgres_url()?;
    let db = format!(
        "shudu_test_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    let mut client = postgres::Client::connect(&admin_url, postgres::NoTls)
        .unwrap_or_else(|e| panic!("cannot reach the test PostgreSQL server {admin_url}: {e}"));
    client
        .batch_execute(&format!("CREATE DATABASE {db}"))
        .expect("create a test database");
    let (base, _) = admin_url
        .rsplit_once('/')
        .expect("SHUDU_TEST_POSTGRES ends in /DATABASE");
    Some(Fresh {
        name: "postgres",
        location: format!("{base}/{db}"),
        _dir: None,
        admin: Some((admin_url, db)),
    })
}

/// Every backend: SQLite, and PostgreSQL when there is a server.
pub fn all() -> Vec<Fresh> {
    let mut v = vec![sqlite()];
    v.extend(postgres());
    v
}
