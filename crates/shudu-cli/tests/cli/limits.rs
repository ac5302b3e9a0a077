//! Absurd options are refused at once with a message that says what is
//! wrong, and unbounded input is read in bounded memory.

use crate::common::{shudu, shudu_in, BIN};
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const P: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Runs and expects a usage error (exit 2) whose message holds `says`,
/// within a few seconds.
fn refused(args: &[&str], says: &str) {
    let start = Instant::now();
    let run = shudu(args);
    assert_eq!(run.code, Some(2), "{args:?}: {}", run.stderr);
    assert!(run.stderr.contains(says), "{args:?}: {}", run.stderr);
    assert!(run.stdout.is_empty(), "{args:?}: {}", run.stdout);
    assert!(
        start.elapsed() < Duration::from_secs(20),
        "{args:?} was slow"
    );
}

#[test]
fn absurd_numbers_are_refused_at_once() {
    refused(&["-j", "10000", "solve", P], "10000 threads: give 1 to 256");
    refused(&["solve", "-j", "100000", P], "give 1 to 256");
    refused(&["-j", "-1", "check", P], "-1 threads");
    refused(&["generate", "--count", "0"], "--count <N>");
    refused(&["generate", "--count", "-5"], "invalid value '-5'");
    refused(&["generate", "--attempts", "0"], "give at least 1 attempt");
    refused(&["generate", "--givens", "5"], "5 is not in 17..=81");
    refused(&["generate", "--givens", "-3"], "invalid value '-3'");
    refused(&["generate", "--holes", "70"], "70 is not in 0..=64");
    refused(&["generate", "--seed", "-1"], "invalid value '-1'");
    refused(
        &["solve", "--count-solutions", "--limit", "0", P],
        "--limit <N>",
    );
    refused(
        &[
            "generate",
            "--start",
            "18446744073709551615",
            "--count",
            "1",
        ],
        "runs past the last index",
    );
}

#[test]
fn unknown_names_list_the_known_ones() {
    refused(&["generate", "--symmetry", "spiral"], "rot180");
    refused(&["generate", "--method", "magic"], "las-vegas");
    refused(&["generate", "--difficulty", "insane"], "extreme");
    refused(&["generate", "--pattern", "xyz"], "is not a cell");
    refused(
        &["generate", "--pattern", &"x".repeat(16)],
        "a pattern needs 81 cells, found 16",
    );
    refused(
        &[
            "generate",
            "--pattern",
            &format!("{}{}", "x".repeat(10), ".".repeat(71)),
        ],
        "10 givens",
    );
    refused(&["frobnicate"], "unrecognized subcommand");
}

#[test]
fn files_of_blank_lines_or_comments_are_no_puzzles() {
    let input = "\n\n  \n# only a comment\n\t\n".repeat(10_000);
    let run = shudu_in(&["solve"], input.as_bytes());
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(
        run.stderr.contains("<stdin>: no puzzles found"),
        "{}",
        run.stderr
    );
    assert!(run.stdout.is_empty());
}

/// Peak resident memory of a finished child, from `/proc/PID/status`
/// sampled while it runs (kB).
#[cfg(target_os = "linux")]
fn run_measuring_peak(
    args: &[&str],
    feed: impl FnOnce(std::process::ChildStdin) + Send + 'static,
) -> (Option<i32>, String, u64) {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdin = child.stdin.take().unwrap();
    let status = format!("/proc/{}/status", child.id());
    let feeder = std::thread::spawn(move || feed(stdin));
    let mut peak = 0;
    loop {
        if let Ok(text) = std::fs::read_to_string(&status) {
            if let Some(kb) = text
                .lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse::<u64>().ok())
            {
                peak = peak.max(kb);
            }
        }
        if child.try_wait().unwrap().is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    feeder.join().unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        peak,
    )
}

#[test]
#[cfg(target_os = "linux")]
fn a_long_line_without_a_newline_is_read_in_bounded_memory() {
    // 64 MB without a line end, then a puzzle: the line is reported and
    // skipped, memory stays far below the line's size.
    let (code, stderr, peak_kb) = run_measuring_peak(&["-j", "1", "check"], |mut stdin| {
        let chunk = vec![b'1'; 1 << 20];
        for _ in 0..64 {
            if stdin.write_all(&chunk).is_err() {
                return;
            }
        }
        let _ = stdin.write_all(format!("\n{P}\n").as_bytes());
    });
    assert_eq!(code, Some(1), "{stderr}");
    assert!(
        stderr.contains("<stdin>:1: line longer than 1 MiB skipped"),
        "{stderr}"
    );
    assert!(peak_kb < 40_000, "peak {peak_kb} kB for a 64 MB line");
}

#[test]
#[cfg(target_os = "linux")]
fn a_long_stream_is_read_in_bounded_memory() {
    // 200,000 lines (16 MB; the README's figure is for millions): memory
    // does not grow with the stream.
    let (code, stderr, peak_kb) = run_measuring_peak(&["-j", "2", "check"], |mut stdin| {
        let line = format!("{P}\n").repeat(10_000);
        for _ in 0..20 {
            if stdin.write_all(line.as_bytes()).is_err() {
                return;
            }
        }
    });
    assert_eq!(code, Some(0), "{stderr}");
    assert!(peak_kb < 60_000, "peak {peak_kb} kB for 200,000 lines");
}
