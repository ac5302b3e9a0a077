//! Runs cut short: a closed pipe and Ctrl-C leave only whole lines and no
//! panic message.

#![cfg(unix)]

use crate::common::{send_signal, BIN};
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
    send_signal(&child, "INT");
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

/// `shudu solve --jobs 1` of a file starts Ctrl-C's thread only after its
/// first chunk of puzzles (until then a signal is noted and acted on between
/// puzzles): interrupted early or late, with SIGINT, SIGTERM or SIGHUP, it
/// ends the same way, with exit code 130, the message and whole lines only,
/// in an output file put in place.
#[test]
fn solve_interrupted_early_or_late_ends_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("hard.txt");
    let hardest = crate::common::lines("puzzles6_forum_hardest_1106");
    let text: String = (0..200)
        .flat_map(|_| hardest.iter())
        .map(|p| format!("{}\n", &p[..81]))
        .collect();
    std::fs::write(&input, text).unwrap();
    for (signal, wait_ms) in [("INT", 0), ("TERM", 0), ("HUP", 0), ("INT", 150)] {
        let out_dir = tempfile::tempdir().unwrap();
        let output = out_dir.path().join("solutions.txt");
        let child = Command::new(BIN)
            .args(["solve", "--jobs", "1", "-o"])
            .arg(&output)
            .arg(&input)
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        wait_for_a_file_in(out_dir.path());
        std::thread::sleep(Duration::from_millis(wait_ms));
        send_signal(&child, signal);
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(130), "{signal} {wait_ms}: {stderr}");
        assert!(stderr.contains("shudu: interrupted"), "{stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
        let names: Vec<_> = std::fs::read_dir(out_dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["solutions.txt"], "{signal} {wait_ms}");
        let text = std::fs::read_to_string(&output).unwrap();
        assert!(text.is_empty() || text.ends_with('\n'));
        assert!(text.lines().all(|l| Grid::parse(l).unwrap().is_solved()));
    }
}

/// A long count (past the limit that lets a plain `solve` start Ctrl-C's
/// thread late) still stops at once on Ctrl-C, in the middle of a puzzle:
/// counting an empty grid's solutions to a trillion would otherwise run on.
#[test]
fn a_long_count_stops_at_once_on_ctrl_c() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("empty.txt");
    std::fs::write(&input, format!("{}\n", ".".repeat(81))).unwrap();
    let out_dir = tempfile::tempdir().unwrap();
    let output = out_dir.path().join("counts.txt");
    let mut child = Command::new(BIN)
        .args(["solve", "--jobs", "1", "--count-solutions", "--limit"])
        .arg("1000000000000")
        .arg("-o")
        .arg(&output)
        .arg(&input)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_for_a_file_in(out_dir.path());
    std::thread::sleep(Duration::from_millis(200));
    send_signal(&child, "INT");
    let signalled = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if signalled.elapsed() > Duration::from_secs(30) {
            let _ = child.kill();
            panic!("the count went on 30 s after Ctrl-C");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("shudu: interrupted"), "{stderr}");
}

/// Waits (up to a minute) until a file appears in `dir`: the output's
/// temporary file, made once the run's Ctrl-C handling is set up.
fn wait_for_a_file_in(dir: &std::path::Path) {
    let start = Instant::now();
    while std::fs::read_dir(dir).unwrap().count() == 0 {
        assert!(start.elapsed() < Duration::from_secs(60), "no output file");
        std::thread::sleep(Duration::from_millis(1));
    }
}
