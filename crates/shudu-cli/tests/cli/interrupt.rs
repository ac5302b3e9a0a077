//! Runs cut short: a closed pipe and Ctrl-C leave only whole lines and no
//! panic message.

#![cfg(unix)]

use crate::common::BIN;
use shudu::Grid;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[test]
fn closed_pipe_ends_quietly() {
    let script = format!("set -o pipefail; '{BIN}' generate --count 100000 --seed 1 | head -1");
    let out = Command::new("bash").args(["-c", &script]).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(
        stderr.is_empty(),
        "a closed pipe is not worth a message: {stderr}"
    );
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(stdout.lines().count(), 1);
    assert!(Grid::parse(stdout.trim()).unwrap().has_unique_solution());
}

#[test]
fn ctrl_c_leaves_whole_lines_and_exit_code_130() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("puzzles.txt");
    let child = Command::new(BIN)
        .args([
            "generate",
            "--count",
            "100000000",
            "--seed",
            "1",
            "--solution",
        ])
        .arg("--output")
        .arg(&path)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Wait until a good deal has been written (under a temporary name
    // beside the output until the run ends).
    let start = Instant::now();
    let written = || -> u64 {
        std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().metadata().unwrap().len())
            .sum()
    };
    while written() < 50_000 {
        assert!(start.elapsed() < Duration::from_secs(120), "no output");
        std::thread::sleep(Duration::from_millis(20));
    }
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("interrupted"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");

    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.ends_with('\n'));
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() > 100);
    for line in &lines {
        assert_eq!(line.len(), 163, "not a whole line: {line:?}");
        let (p, s) = line.split_once(' ').unwrap();
        let (p, s) = (Grid::parse(p).unwrap(), Grid::parse(s).unwrap());
        assert!(s.is_solved() && p.is_subset_of(&s));
    }
}
