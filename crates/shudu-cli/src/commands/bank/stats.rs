//! `shudu bank stats`: what the bank holds.

use super::{bank_error, open};
use crate::cli::StatsArgs;
use crate::error::CliError;
use shudu_bank::Location;
use std::fmt::Write as _;
use std::io::Write as _;

/// Runs `shudu bank stats`.
pub fn run(_args: &StatsArgs, location: &Location) -> Result<(), CliError> {
    let mut bank = open(location)?;
    let stats = bank.stats().map_err(bank_error)?;
    let version = bank.schema_version().map_err(bank_error)?;
    let mut s = String::new();
    let pct = |n: u64| {
        if stats.total == 0 {
            0.0
        } else {
            100.0 * n as f64 / stats.total as f64
        }
    };
    let _ = writeln!(s, "bank: {} (schema version {version})", bank.location());
    let _ = writeln!(s, "puzzles: {} ({} minimal)", stats.total, stats.minimal);
    let _ = writeln!(s, "\nlevel      SE         puzzles");
    for (level, n) in &stats.levels {
        let (lo, hi) = level.se_range();
        let range = if hi.is_finite() {
            format!("{lo:.1}-{hi:.1}")
        } else {
            format!("{lo:.1}+")
        };
        let _ = writeln!(
            s,
            "{:<10} {range:<9} {n:>8}  {:5.1}%",
            level.name(),
            pct(*n)
        );
    }
    let _ = writeln!(s, "\nSE        puzzles");
    let mut whole: Vec<(u16, u64)> = Vec::new();
    for &(tenths, n) in &stats.se_tenths {
        let unit = tenths / 10;
        match whole.last_mut() {
            Some((u, m)) if *u == unit => *m += n,
            _ => whole.push((unit, n)),
        }
    }
    let widest = whole.iter().map(|(_, n)| *n).max().unwrap_or(1).max(1);
    for (unit, n) in whole {
        let bar = "#".repeat(((n * 40).div_ceil(widest)) as usize);
        let _ = writeln!(
            s,
            "{:>4.1}-{:<4.1} {n:>8}  {bar}",
            unit,
            f32::from(unit) + 0.9
        );
    }
    let _ = writeln!(s, "\nhardest technique      puzzles");
    for (technique, n) in &stats.hardest {
        let _ = writeln!(s, "{technique:<22} {n:>8}  {:5.1}%", pct(*n));
    }
    let _ = writeln!(s, "\nsymmetry               puzzles");
    for (symmetry, n) in &stats.symmetry {
        let _ = writeln!(s, "{symmetry:<22} {n:>8}  {:5.1}%", pct(*n));
    }
    let _ = writeln!(s, "\ngivens  puzzles");
    for (givens, n) in &stats.givens {
        let _ = writeln!(s, "{givens:>6} {n:>8}");
    }
    let _guard = crate::interrupt::write_guard();
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(s.as_bytes())
        .and_then(|()| stdout.flush())
        .map_err(|e| CliError::write("<stdout>", e))
}
