//! The bank's figures, in one bounded run: `bank add` and `bank fill` throughput, and draw
//! latency (p50/p99) and size with a million puzzles stored, in SQLite and in PostgreSQL.
//!
//! ```sh
//! cargo run --release -p shudu-bank --example bank_figures -- [POSTGRES_URL]
//! ```
//!
//! Without a URL argument it uses `SHUDU_TEST_POSTGRES` (scripts/setup/postgres.sh starts a
//! server) and skips PostgreSQL if neither is set. `SHUDU_BANK_ROWS` sets the size of the large
//! bank (default 1,000,000); `SHUDU_BANK_ADD` the puzzles rated for the add figure (default
//! 1,000, from ../shared/data/puzzles1_unbiased_first1000).
//!
//! How the large bank is made cheaply: a few thousand generated puzzles are rated once, and
//! each row of the bank is one of them moved by a random transformation. Those copies are the
//! same puzzle, so the bank would refuse them; here each copy is stored under its own moved
//! text as if it were canonical (only this measurement does that), which gives a million
//! distinct rows with real ratings spread over the levels as generation spreads them.
//!
//! Times are wall-clock per operation on a quiet database (a single client); CPU figures for
//! rating and canonical forms come from the engine's own benches.

use rand::SeedableRng;
use shudu::difficulty::{generate_rated, DifficultyOptions, DifficultyTarget};
use shudu::dig::{generate, DigOptions};
use shudu::rate::Level;
use shudu::transform::Transformation;
use shudu::{DefaultRng, Grid};
use shudu_bank::{open, Bank, Entry};
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let pg = std::env::args()
        .nth(1)
        .or_else(|| std::env::var("SHUDU_TEST_POSTGRES").ok());
    let rows: usize = env_number("SHUDU_BANK_ROWS", 1_000_000);
    let add_n: usize = env_number("SHUDU_BANK_ADD", 1_000);
    let dir = tempfile::tempdir()?;

    // 1. bank add: rate + canonicalise (CPU, one thread), then store.
    let data = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/data/puzzles1_unbiased_first1000"
    ))?;
    let puzzles: Vec<Grid> = data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.trim().parse().ok())
        .take(add_n)
        .collect();
    let t = Instant::now();
    let entries: Vec<Entry> = puzzles
        .iter()
        .enumerate()
        .map(|(i, p)| Entry::new(p, &format!("data:{i}"), 0))
        .collect::<Result<_, _>>()?;
    let rate_s = t.elapsed().as_secs_f64();
    println!(
        "bank add, rate and canonicalise: {} puzzles in {:.2} s = {:.0} puzzles/s (one thread)",
        entries.len(),
        rate_s,
        entries.len() as f64 / rate_s
    );
    let mut backends: Vec<(&str, Box<dyn Bank>)> = vec![(
        "SQLite",
        open(dir.path().join("add.db").to_str().ok_or("path")?)?,
    )];
    if let Some(url) = &pg {
        let url = fresh_database(url, "shudu_figures_add")?;
        backends.push(("PostgreSQL", open(&url)?));
    }
    for (name, bank) in backends.iter_mut() {
        let t = Instant::now();
        for chunk in entries.chunks(64) {
            bank.add(chunk)?;
        }
        let s = t.elapsed().as_secs_f64();
        println!(
            "bank add, store ({name}, batches of 64): {:.0} puzzles/s; with rating: {:.0} puzzles/s",
            entries.len() as f64 / s,
            entries.len() as f64 / (s + rate_s)
        );
    }

    // 2. bank fill per level: generate to the level, rate and canonicalise (one thread).
    for level in Level::ALL {
        let n = if level == Level::Extreme { 2 } else { 20 };
        let t = Instant::now();
        for i in 0..n {
            let mut rng = shudu::rng_for(11, i);
            let p = generate_rated(
                DifficultyTarget::Level(level),
                &DifficultyOptions::default(),
                &mut rng,
            )?;
            Entry::new(&p.puzzle, "fill", 0)?;
        }
        let s = t.elapsed().as_secs_f64();
        println!(
            "bank fill {level}: {:.1} puzzles/s per thread ({n} puzzles)",
            n as f64 / s
        );
    }

    // 3. A large bank: draw latency and size.
    let mut base = Vec::new();
    let mut rng = DefaultRng::seed_from_u64(5);
    let t = Instant::now();
    while base.len() < 4_000.min(rows) {
        let p = generate(&DigOptions::default(), &mut rng)?;
        base.push(Entry::new(&p.puzzle, "figures", 0)?);
    }
    println!(
        "large bank: {} generated minimal puzzles rated in {:.1} s",
        base.len(),
        t.elapsed().as_secs_f64()
    );
    let sqlite_path = dir.path().join("large.db");
    let mut large: Vec<(&str, Box<dyn Bank>)> =
        vec![("SQLite", open(sqlite_path.to_str().ok_or("path")?)?)];
    let mut pg_large = None;
    if let Some(url) = &pg {
        let url = fresh_database(url, "shudu_figures_large")?;
        large.push(("PostgreSQL", open(&url)?));
        pg_large = Some(url);
    }
    for (name, bank) in large.iter_mut() {
        let mut rng = DefaultRng::seed_from_u64(6);
        let t = Instant::now();
        let mut batch = Vec::with_capacity(10_000);
        let mut stored = 0;
        for i in 0..rows {
            let e = &base[i % base.len()];
            let m = Transformation::random(&mut rng);
            let mut copy = e.clone();
            copy.canonical = m.apply(&e.canonical);
            copy.solution = m.apply(&e.solution);
            batch.push(copy);
            if batch.len() == 10_000 || i + 1 == rows {
                stored += bank.add(&batch)?.iter().filter(|&&b| b).count();
                batch.clear();
            }
        }
        let s = t.elapsed().as_secs_f64();
        println!(
            "{name}: {stored} rows stored in {s:.0} s ({:.0} rows/s, batches of 10,000)",
            stored as f64 / s
        );
        let counts = bank.count_by_level()?;
        println!("{name}: per level {counts:?}");
        for (what, count) in [("draw of 1", 1usize), ("draw of 10", 10)] {
            let mut times = Vec::new();
            let mut rng = DefaultRng::seed_from_u64(7);
            for i in 0..2_000 {
                let level = Level::ALL[i % 5]; // the levels generation reaches
                let t = Instant::now();
                let got = bank.draw(level, count, &mut rng)?;
                times.push(t.elapsed().as_secs_f64() * 1e3);
                assert!(!got.is_empty());
            }
            times.sort_by(f64::total_cmp);
            println!(
                "{name}: {what}: p50 {:.3} ms, p99 {:.3} ms",
                times[times.len() / 2],
                times[times.len() * 99 / 100]
            );
        }
    }
    drop(large);
    let size = std::fs::metadata(&sqlite_path)?.len()
        + std::fs::metadata(sqlite_path.with_extension("db-wal")).map_or(0, |m| m.len());
    println!(
        "SQLite file: {:.0} MB for {rows} puzzles ({:.0} MB per million)",
        size as f64 / 1e6,
        size as f64 / 1e6 * 1e6 / rows as f64
    );
    if let Some(url) = pg_large {
        let mut c = postgres::Client::connect(&url, postgres::NoTls)?;
        let bytes: i64 = c
            .query_one("SELECT pg_total_relation_size('puzzles')", &[])?
            .get(0);
        println!(
            "PostgreSQL table with indexes: {:.0} MB for {rows} puzzles ({:.0} MB per million)",
            bytes as f64 / 1e6,
            bytes as f64 / 1e6 * 1e6 / rows as f64
        );
    }
    Ok(())
}

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A new empty database beside the one `url` names; its URL.
fn fresh_database(url: &str, name: &str) -> Result<String, Box<dyn std::error::Error>> {
    let mut c = postgres::Client::connect(url, postgres::NoTls)?;
    c.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))?;
    c.batch_execute(&format!("CREATE DATABASE {name}"))?;
    let (base, _) = url.rsplit_once('/').ok_or("URL without a database")?;
    Ok(format!("{base}/{name}"))
}
