//! Helpers shared by the command-line tests: running `shudu` and the
//! independent checker `verify-puzzles`.

#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

pub const BIN: &str = env!("CARGO_BIN_EXE_shudu");

/// The shared puzzle data sets (beside the repository).
pub fn data(name: &str) -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/data")).join(name)
}

/// The independent checker.
pub const VERIFY: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../../shared/tools/verify-puzzles"
);

/// The folder of malformed inputs.
pub fn malformed_dir() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/malformed"))
}

/// What a run printed and how it ended.
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub code: Option<i32>,
}

impl Run {
    fn from(out: Output) -> Run {
        let run = Run {
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            code: out.status.code(),
        };
        assert!(
            !run.stderr.contains("panicked"),
            "the command panicked:\n{}",
            run.stderr
        );
        run
    }

    /// The run ended with exit code 0.
    pub fn ok(self) -> Run {
        assert_eq!(self.code, Some(0), "stderr:\n{}", self.stderr);
        self
    }
}

/// Runs `shudu` with `args` and `stdin` as standard input.
pub fn shudu_in(args: &[&str], stdin: &[u8]) -> Run {
    run_with_input(Command::new(BIN).args(args), stdin)
}

/// Runs `shudu` with `args` and empty standard input.
pub fn shudu(args: &[&str]) -> Run {
    shudu_in(args, b"")
}

fn run_with_input(cmd: &mut Command, stdin: &[u8]) -> Run {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the command");
    let mut pipe = child.stdin.take().expect("stdin is piped");
    let input = stdin.to_vec();
    // Feed input from a thread so a large output cannot block the feeding.
    let feeder = std::thread::spawn(move || {
        let _ = pipe.write_all(&input);
    });
    let out = child.wait_with_output().expect("wait for the command");
    feeder.join().expect("feeder thread");
    Run::from(out)
}

/// Runs the independent checker on `text` (extra options such as
/// `--grids`), returns its summary line after asserting it passed.
pub fn verify(text: &str, options: &[&str]) -> String {
    let mut cmd = Command::new("python3");
    cmd.arg(VERIFY).args(options);
    let run = run_with_input(&mut cmd, text.as_bytes());
    assert_eq!(
        run.code,
        Some(0),
        "verify-puzzles failed:\n{}{}",
        run.stdout,
        run.stderr
    );
    run.stdout.trim().to_string()
}

/// The non-comment, non-blank lines of a data file, every `step`-th one.
pub fn sample(name: &str, step: usize, max: usize) -> Vec<String> {
    let text = std::fs::read_to_string(data(name)).expect("read data file");
    text.lines()
        .map(|l| l.trim_end_matches('\r'))
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .step_by(step)
        .take(max)
        .map(str::to_string)
        .collect()
}
