//! The puzzle sets the tests read: the samples in `tests/data/`, or the full sets from the folder
//! named by `SHUDU_TEST_DATA` (files of the same names; see `tests/data/README.md`).

use std::path::PathBuf;

/// The variable that names a folder of full sets to test on instead of the samples.
pub const FULL_SETS: &str = "SHUDU_TEST_DATA";

/// The path of set `name`: in `$SHUDU_TEST_DATA` when that is set, else the sample.
pub fn path(name: &str) -> PathBuf {
    match std::env::var_os(FULL_SETS) {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir).join(name),
        _ => PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data")).join(name),
    }
}

/// Every puzzle line of set `name`: comments and blank lines skipped, line ends trimmed.
pub fn lines(name: &str) -> Vec<String> {
    let path = path(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read the puzzle set {}: {e}", path.display()));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

/// At most `count` puzzle lines spread evenly over set `name` (every K-th line from the
/// first, K = lines / count rounded down): all of a sample that has no more than `count`,
/// the same spread over a full set.
pub fn spread(name: &str, count: usize) -> Vec<String> {
    let all = lines(name);
    let stride = (all.len() / count.max(1)).max(1);
    all.into_iter().step_by(stride).take(count).collect()
}
