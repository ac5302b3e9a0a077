//! The bank's behaviour, the same tests against every backend (SQLite and PostgreSQL): dedup
//! across equivalent copies, draws that honour the level, filters, concurrent writers,
//! migrations, and clear errors for bad locations.

mod backends;

/// The independent checker (the `sudoku` crate): the number of solutions, up to 2.
fn solutions(puzzle: &Grid) -> usize {
    sudoku::Sudoku::from_str_line(&puzzle.to_string()).map_or(0, |s| s.solutions_count_up_to(2))
}

/// Whether `solution` is the only solution of `puzzle`, by the independent checker.
fn solves(puzzle: &Grid, solution: &Grid) -> bool {
    sudoku::Sudoku::from_str_line(&puzzle.to_string())
        .ok()
        .and_then(|s| s.solution())
        .is_some_and(|s| s.to_str_line().to_string() == solution.to_string())
}

use rand::SeedableRng;
use shudu::rate::Level;
use shudu::transform::Transformation;
use shudu::{DefaultRng, Grid};
use shudu_bank::{open, Bank, Entry, Filter, PostgresBank, SqliteBank, SCHEMA_VERSION};
use std::collections::HashSet;
use std::sync::OnceLock;

/// The sample puzzles (tests/data/sample.txt), rated and canonicalised once.
fn sample() -> &'static [Entry] {
    static SAMPLE: OnceLock<Vec<Entry>> = OnceLock::new();
    SAMPLE.get_or_init(|| {
        let text = include_str!("data/sample.txt");
        text.lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .enumerate()
            .map(|(i, line)| {
                let grid: Grid = line.trim().parse().expect("sample puzzles parse");
                Entry::new(&grid, &format!("sample.txt:{}", i + 3), 1_700_000_000)
                    .expect("sample puzzles have one solution")
            })
            .collect()
    })
}

fn distinct(entries: &[Entry]) -> usize {
    entries
        .iter()
        .map(|e| e.canonical)
        .collect::<HashSet<_>>()
        .len()
}

fn all_entries(bank: &mut dyn Bank, filter: &Filter) -> Vec<Entry> {
    let mut v = Vec::new();
    bank.export(filter, &mut |e| {
        v.push(e);
        true
    })
    .expect("export");
    v
}

#[test]
fn sample_entries_are_sound() {
    for e in sample() {
        assert_eq!(solutions(&e.canonical), 1, "{}", e.canonical);
        assert!(solves(&e.canonical, &e.solution), "{}", e.canonical);
        assert_eq!(usize::from(e.givens), e.canonical.givens());
        assert_eq!(e.level, Level::from_se(e.se()));
    }
}

#[test]
fn equivalent_copies_are_stored_once() {
    for fresh in backends::all() {
        let mut bank = open(&fresh.location).unwrap();
        let entries = sample();
        let added = bank.add(entries).unwrap();
        assert_eq!(
            added.iter().filter(|&&b| b).count(),
            distinct(entries),
            "{}",
            fresh.name
        );
        // Relabelled, turned, reordered copies: each is the same puzzle.
        let mut rng = DefaultRng::seed_from_u64(12);
        for e in entries {
            for _ in 0..3 {
                let copy = Transformation::random(&mut rng).apply(&e.canonical);
                let again = Entry::new(&copy, "copy", 0).unwrap();
                assert_eq!(again.canonical, e.canonical, "{}: {copy}", fresh.name);
                assert_eq!(again.id, e.id);
                assert_eq!(bank.add(&[again]).unwrap(), vec![false], "{}", fresh.name);
            }
        }
        // The same puzzle twice in one batch: stored once.
        let twice = [entries[0].clone(), entries[0].clone()];
        assert_eq!(bank.add(&twice).unwrap(), vec![false, false]);
        assert_eq!(
            bank.count().unwrap(),
            distinct(entries) as u64,
            "{}",
            fresh.name
        );
        // What comes back is what went in.
        let stored = all_entries(bank.as_mut(), &Filter::default());
        assert_eq!(stored.len(), distinct(entries));
        for e in &stored {
            let original = entries.iter().find(|x| x.canonical == e.canonical).unwrap();
            assert_eq!(e, original, "{}", fresh.name);
        }
    }
}

#[test]
fn draw_honours_the_level() {
    for fresh in backends::all() {
        let mut bank = open(&fresh.location).unwrap();
        bank.add(sample()).unwrap();
        let counts = bank.count_by_level().unwrap();
        assert_eq!(counts.len(), Level::ALL.len());
        for &(level, available) in &counts {
            let expected = sample().iter().filter(|e| e.level == level).count() as u64;
            assert_eq!(available, expected, "{}: {level}", fresh.name);
            for want in [1, 2, 5, 100] {
                let mut rng = DefaultRng::seed_from_u64(want as u64);
                let drawn = bank.draw(level, want, &mut rng).unwrap();
                assert_eq!(
                    drawn.len() as u64,
                    (want as u64).min(available),
                    "{}",
                    fresh.name
                );
                assert!(
                    drawn.iter().all(|e| e.level == level),
                    "{}: {level}",
                    fresh.name
                );
                assert_eq!(distinct(&drawn), drawn.len(), "a draw repeats a puzzle");
                // The same seed and the same bank: the same draw.
                let mut rng = DefaultRng::seed_from_u64(want as u64);
                assert_eq!(bank.draw(level, want, &mut rng).unwrap(), drawn);
            }
        }
    }
}

#[test]
fn batched_lookups_agree_with_single_ones_and_backends_draw_alike() {
    // `at_or_after_each` (one query on PostgreSQL) answers as `at_or_after` does key by key,
    // including keys past the last puzzle; and as draws depend only on the contents and the
    // seed, SQLite and PostgreSQL holding the same puzzles draw the same ones.
    let mut draws = Vec::new();
    for fresh in backends::all() {
        let mut bank = open(&fresh.location).unwrap();
        bank.add(sample()).unwrap();
        let keys = [0, 1 << 20, 1 << 40, 1 << 61, (1i64 << 62) - 1, 1 << 40];
        let mut drawn = Vec::new();
        for level in Level::ALL {
            let each = bank.at_or_after_each(level, &keys).unwrap();
            let single: Vec<_> = keys
                .iter()
                .map(|&k| bank.at_or_after(level, k).unwrap())
                .collect();
            assert_eq!(each, single, "{}: {level}", fresh.name);
            let mut rng = DefaultRng::seed_from_u64(9);
            drawn.push(bank.draw(level, 7, &mut rng).unwrap());
        }
        draws.push((fresh.name, drawn));
    }
    for pair in draws.windows(2) {
        let canonical = |d: &Vec<Vec<Entry>>| -> Vec<Vec<Grid>> {
            d.iter()
                .map(|l| l.iter().map(|e| e.canonical).collect())
                .collect()
        };
        assert_eq!(
            canonical(&pair[0].1),
            canonical(&pair[1].1),
            "{} and {} drew differently",
            pair[0].0,
            pair[1].0
        );
    }
}

#[test]
fn draw_spreads_over_the_level() {
    // Many puzzles of one level: single draws reach most of them, and a shuffled copy keeps
    // its solution.
    for fresh in backends::all() {
        let mut bank = open(&fresh.location).unwrap();
        bank.add(sample()).unwrap();
        let (level, available) = bank
            .count_by_level()
            .unwrap()
            .into_iter()
            .max_by_key(|&(_, n)| n)
            .unwrap();
        assert!(
            available >= 5,
            "the sample has a level with several puzzles"
        );
        let mut rng = DefaultRng::seed_from_u64(5);
        let mut seen = HashSet::new();
        for _ in 0..200 {
            let drawn = bank.draw(level, 1, &mut rng).unwrap();
            assert_eq!(drawn.len(), 1);
            let (copy, solution) = drawn[0].shuffled(&mut rng);
            assert!(solves(&copy, &solution));
            seen.insert(drawn[0].canonical);
        }
        assert!(
            seen.len() as u64 * 10 >= available * 7,
            "{}: 200 draws reached only {} of {available}",
            fresh.name,
            seen.len()
        );
    }
}

#[test]
fn export_filters_select_what_they_say() {
    for fresh in backends::all() {
        let mut bank = open(&fresh.location).unwrap();
        bank.add(sample()).unwrap();
        let everything = all_entries(bank.as_mut(), &Filter::default());
        let e0 = &everything[0];
        let filters = [
            Filter {
                level: Some(e0.level),
                ..Filter::default()
            },
            Filter {
                se_min_tenths: Some(20),
                se_max_tenths: Some(75),
                ..Filter::default()
            },
            Filter {
                givens_min: Some(22),
                givens_max: Some(24),
                ..Filter::default()
            },
            Filter {
                hardest: e0.hardest.clone(),
                ..Filter::default()
            },
            Filter {
                symmetry: Some(e0.symmetry),
                minimal: Some(true),
                ..Filter::default()
            },
            Filter {
                limit: Some(3),
                ..Filter::default()
            },
        ];
        for f in &filters {
            let got = all_entries(bank.as_mut(), f);
            let want: Vec<Entry> = everything
                .iter()
                .filter(|e| f.level.is_none_or(|l| e.level == l))
                .filter(|e| f.se_min_tenths.is_none_or(|m| e.se_tenths >= m))
                .filter(|e| f.se_max_tenths.is_none_or(|m| e.se_tenths <= m))
                .filter(|e| f.givens_min.is_none_or(|m| e.givens >= m))
                .filter(|e| f.givens_max.is_none_or(|m| e.givens <= m))
                .filter(|e| f.hardest.is_none() || e.hardest == f.hardest)
                .filter(|e| f.symmetry.is_none_or(|s| e.symmetry == s))
                .filter(|e| f.minimal.is_none_or(|m| e.minimal == m))
                .take(f.limit.map_or(usize::MAX, |n| n as usize))
                .cloned()
                .collect();
            assert!(
                !want.is_empty() || f.givens_min.is_some(),
                "{f:?} selects something"
            );
            assert_eq!(got, want, "{}: {f:?}", fresh.name);
        }
        let stats = bank.stats().unwrap();
        assert_eq!(stats.total, everything.len() as u64);
        assert_eq!(
            stats.levels.iter().map(|(_, n)| n).sum::<u64>(),
            stats.total
        );
        assert_eq!(
            stats.se_tenths.iter().map(|(_, n)| n).sum::<u64>(),
            stats.total
        );
        assert_eq!(
            stats.hardest.iter().map(|(_, n)| n).sum::<u64>(),
            stats.total
        );
        assert_eq!(
            stats.givens.iter().map(|(_, n)| n).sum::<u64>(),
            stats.total
        );
        assert_eq!(
            stats.minimal,
            everything.iter().filter(|e| e.minimal).count() as u64
        );
    }
}

#[test]
fn concurrent_writers_store_each_puzzle_once() {
    for fresh in backends::all() {
        // Create the schema first, then race: four connections add the same puzzles at once.
        drop(open(&fresh.location).unwrap());
        let location = fresh.location.clone();
        let threads: Vec<_> = (0..4)
            .map(|t| {
                let location = location.clone();
                std::thread::spawn(move || {
                    let mut bank = open(&location).unwrap();
                    let mut new = 0;
                    let mut entries = sample().to_vec();
                    entries.rotate_left(t * 7);
                    for chunk in entries.chunks(3) {
                        new += bank.add(chunk).unwrap().iter().filter(|&&b| b).count();
                    }
                    new
                })
            })
            .collect();
        let new: usize = threads.into_iter().map(|t| t.join().unwrap()).sum();
        assert_eq!(
            new,
            distinct(sample()),
            "{}: each stored by exactly one",
            fresh.name
        );
        let mut bank = open(&fresh.location).unwrap();
        assert_eq!(bank.count().unwrap(), distinct(sample()) as u64);
    }
}

#[test]
fn concurrent_first_opens_migrate_once() {
    // Several processes opening one new bank at the same moment (SQLite once answered "database
    // is locked" to some of them, busy timeout or not): many rounds, the openers started together.
    let fresh_banks = (0..40)
        .map(|_| backends::sqlite())
        .chain((0..3).filter_map(|_| backends::postgres()));
    for (round, fresh) in fresh_banks.enumerate() {
        let start = std::sync::Arc::new(std::sync::Barrier::new(8));
        let threads: Vec<_> = (0..8)
            .map(|_| {
                let location = fresh.location.clone();
                let start = start.clone();
                std::thread::spawn(move || {
                    start.wait();
                    open(&location).map(|mut b| b.schema_version().unwrap())
                })
            })
            .collect();
        for t in threads {
            match t.join().unwrap() {
                Ok(version) => assert_eq!(version, SCHEMA_VERSION, "{}", fresh.name),
                Err(e) => panic!("{}: round {round}: {e}", fresh.name),
            }
        }
    }
}

#[test]
fn a_bank_can_be_let_go_inside_an_async_runtime() {
    // `shudu serve --bank` keeps the bank behind the server's pools; the last of them may be
    // dropped on one of the server's threads, where the `postgres` client's own close panicked
    // ("Cannot start a runtime from within a runtime").
    for fresh in backends::all() {
        let mut bank = open(&fresh.location).unwrap();
        assert_eq!(bank.count().unwrap(), 0, "{}", fresh.name);
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .expect("a runtime");
        runtime.block_on(async move { drop(bank) });
        // The connection is closed on return: the bank opens again as before.
        let mut bank = open(&fresh.location).unwrap();
        assert_eq!(bank.count().unwrap(), 0, "{}", fresh.name);
    }
}

#[test]
fn migration_from_empty() {
    for fresh in backends::all() {
        let mut bank = open(&fresh.location).unwrap();
        assert_eq!(bank.schema_version().unwrap(), SCHEMA_VERSION);
        assert_eq!(bank.count().unwrap(), 0);
        let mut rng = DefaultRng::seed_from_u64(1);
        assert!(bank.draw(Level::Hard, 3, &mut rng).unwrap().is_empty());
        drop(bank);
        // Opening again changes nothing.
        let mut bank = open(&fresh.location).unwrap();
        assert_eq!(bank.schema_version().unwrap(), SCHEMA_VERSION);
    }
}

/// Writes the sample into a version 1 bank the way version 1 stored it (no draw key).
fn insert_version_1(fresh: &backends::Fresh) {
    let columns = "puzzle_id, canonical, solution, givens, se_tenths, level, hodoku_score, \
                   hodoku_level, qqwing, hardest, symmetry, minimal, source, added_at";
    if fresh.name == "sqlite" {
        let conn = rusqlite::Connection::open(&fresh.location).unwrap();
        for e in sample() {
            conn.execute(
                &format!("INSERT OR IGNORE INTO puzzles ({columns}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)"),
                rusqlite::params![e.id, e.canonical.to_string(), e.solution.to_string(), e.givens, e.se_tenths,
                    e.level.name(), e.hodoku_score, e.hodoku_level.name(), e.qqwing.name(), e.hardest,
                    e.symmetry.name(), e.minimal, e.source, e.added_at],
            )
            .unwrap();
        }
    } else {
        let mut c = postgres::Client::connect(&fresh.location, postgres::NoTls).unwrap();
        for e in sample() {
            c.execute(
                &format!("INSERT INTO puzzles ({columns}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT DO NOTHING"),
                &[&e.id, &e.canonical.to_string(), &e.solution.to_string(), &i32::from(e.givens),
                  &i32::from(e.se_tenths), &e.level.name(), &(e.hodoku_score as i32), &e.hodoku_level.name(),
                  &e.qqwing.name(), &e.hardest, &e.symmetry.name(), &e.minimal, &e.source, &e.added_at],
            )
            .unwrap();
        }
    }
}

fn open_at(fresh: &backends::Fresh, version: i64) -> Box<dyn Bank> {
    if fresh.name == "sqlite" {
        Box::new(SqliteBank::open_at(fresh.location.as_ref(), version).unwrap())
    } else {
        Box::new(PostgresBank::open_at(&fresh.location, version).unwrap())
    }
}

#[test]
fn migration_from_the_previous_version_keeps_the_puzzles() {
    for fresh in backends::all() {
        let mut old = open_at(&fresh, SCHEMA_VERSION - 1);
        assert_eq!(old.schema_version().unwrap(), SCHEMA_VERSION - 1);
        drop(old);
        insert_version_1(&fresh);
        let mut bank = open(&fresh.location).unwrap();
        assert_eq!(
            bank.schema_version().unwrap(),
            SCHEMA_VERSION,
            "{}",
            fresh.name
        );
        assert_eq!(bank.count().unwrap(), distinct(sample()) as u64);
        // The new draw keys were filled in: a draw of a whole level finds each puzzle, and
        // single draws reach more than one.
        for (level, n) in bank.count_by_level().unwrap() {
            let mut rng = DefaultRng::seed_from_u64(3);
            let drawn = bank.draw(level, n as usize, &mut rng).unwrap();
            assert_eq!(drawn.len() as u64, n);
        }
        let (level, n) = bank
            .count_by_level()
            .unwrap()
            .into_iter()
            .max_by_key(|&(_, n)| n)
            .unwrap();
        let mut rng = DefaultRng::seed_from_u64(4);
        let seen: HashSet<Grid> = (0..50)
            .map(|_| bank.draw(level, 1, &mut rng).unwrap()[0].canonical)
            .collect();
        assert!(
            n < 2 || seen.len() > 1,
            "{}: draw keys were not filled",
            fresh.name
        );
        // And new puzzles go in as before.
        assert_eq!(bank.add(&sample()[..1]).unwrap(), vec![false]);
    }
}

#[test]
fn a_newer_schema_is_refused() {
    for fresh in backends::all() {
        drop(open(&fresh.location).unwrap());
        if fresh.name == "sqlite" {
            let conn = rusqlite::Connection::open(&fresh.location).unwrap();
            conn.execute("UPDATE shudu_schema SET version = 99", [])
                .unwrap();
        } else {
            let mut c = postgres::Client::connect(&fresh.location, postgres::NoTls).unwrap();
            c.execute("UPDATE shudu_schema SET version = 99", &[])
                .unwrap();
        }
        let e = open(&fresh.location).err().expect("refused").to_string();
        assert!(e.contains("schema version 99"), "{e}");
    }
}

#[test]
fn bad_locations_are_clear_errors() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no/such/folder/bank.db");
    let e = open(missing.to_str().unwrap()).err().unwrap().to_string();
    assert!(e.contains("does not exist"), "{e}");
    let e = open(dir.path().to_str().unwrap())
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("is a folder"), "{e}");
    let text = dir.path().join("notes.txt");
    std::fs::write(&text, "these are notes, not a database\n".repeat(200)).unwrap();
    let e = open(text.to_str().unwrap()).err().unwrap().to_string();
    assert!(e.contains("not a database"), "{e}");
    let e = open("mysql://localhost/bank").err().unwrap().to_string();
    assert!(e.contains("unknown scheme 'mysql'"), "{e}");
    let e = open("postgres://nobody:secret@127.0.0.1:1/bank")
        .err()
        .unwrap()
        .to_string();
    assert!(
        e.contains("PostgreSQL bank postgres://nobody:***@127.0.0.1:1/bank"),
        "{e}"
    );
    assert!(!e.contains("secret"), "{e}");
    let e = open("postgres://u@h:notaport/db")
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("bad bank location"), "{e}");
    if let Some(url) = backends::postgres_url() {
        let (base, _) = url.rsplit_once('/').unwrap();
        let e = open(&format!("{base}/no_such_database_here"))
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("no_such_database_here"), "{e}");
    }
}
