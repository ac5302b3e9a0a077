//! The benches' results file. A bench includes this module first, with
//! `#[macro_use] #[path = "support/record.rs"] mod record;`: its `println!`
//! then prints as before and also keeps the line, and [`finish`] at the end
//! of `main` appends everything printed, under a heading naming the run, to
//! `docs/benchmarks.md` when `SHUDU_BENCH_RECORD=1`. Figures thus live in
//! that one file, written by the runs themselves, and not in comments that
//! go stale.

// Every includer uses a part of this file only.
#![allow(dead_code, unused_macros)]

use std::fmt::Write as _;
use std::io::Write as _;
use std::sync::Mutex;

/// What the bench printed so far.
static PRINTED: Mutex<String> = Mutex::new(String::new());

/// The variable that asks for the run to be recorded.
pub const RECORD: &str = "SHUDU_BENCH_RECORD";

/// The results file, at the repository's root.
pub const RESULTS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/benchmarks.md");

/// Prints a line to standard output and keeps it for the record.
pub fn line(text: String) {
    println_std(&text);
    if let Ok(mut printed) = PRINTED.lock() {
        printed.push_str(&text);
        printed.push('\n');
    }
}

fn println_std(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{text}");
}

/// `println!` for the benches: prints and keeps the line (see [`line`]).
macro_rules! println {
    () => {
        $crate::record::line(String::new())
    };
    ($($arg:tt)*) => {
        $crate::record::line(format!($($arg)*))
    };
}

/// Appends what `bench` printed to the results file when `SHUDU_BENCH_RECORD=1`.
pub fn finish(bench: &str) {
    if std::env::var(RECORD).as_deref() != Ok("1") {
        return;
    }
    let printed = PRINTED.lock().map(|p| p.clone()).unwrap_or_default();
    let mut section = String::new();
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let mut vars: Vec<String> = std::env::vars()
        .filter(|(k, _)| k.starts_with("SHUDU_BENCH_") && k != RECORD)
        .map(|(k, v)| format!("{k}={v} "))
        .collect();
    vars.sort();
    let _ = writeln!(
        section,
        "\n## `{}cargo bench -p shudu --bench {bench}{}{}`\n",
        vars.concat(),
        if args.is_empty() { "" } else { " -- " },
        args.join(" ")
    );
    let _ = writeln!(section, "{}, {}.\n", today(), machine());
    let _ = writeln!(section, "```text\n{}```", printed);
    let written = std::fs::OpenOptions::new()
        .append(true)
        .open(RESULTS)
        .and_then(|mut f| f.write_all(section.as_bytes()));
    match written {
        Ok(()) => eprintln!("recorded in {RESULTS}"),
        Err(e) => eprintln!("cannot record the results in {RESULTS}: {e}"),
    }
}

/// Today's date (UTC) as `YYYY-MM-DD`.
fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    // Days since 1970-01-01 to a civil date (proleptic Gregorian calendar).
    let z = (secs / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// The processor and the number of logical cores, as far as known.
fn machine() -> String {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let cpu = info
        .lines()
        .find_map(|l| {
            l.strip_prefix("model name")?
                .split_once(':')
                .map(|(_, v)| v.trim().to_string())
        })
        .unwrap_or_else(|| "an unknown processor".to_string());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let load = std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(str::to_string))
        .map_or(String::new(), |l| format!(", load {l} at the end"));
    format!("{cpu}, {cores} cores{load}")
}
