//! Helpers shared by the command-line tests: running `shudu`, the puzzle
//! sets and the independent checker (both from the repository's
//! `tests/support/`).

#![allow(dead_code)]

use crate::support::checker::{self, Lines};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};

pub use crate::support::data::{lines, path as data, spread as sample};

pub const BIN: &str = env!("CARGO_BIN_EXE_shudu");

/// Sends the signal named `name` (`INT`, `TERM`, `HUP`, `KILL`) to `child`.
pub fn send_signal(child: &Child, name: &str) {
    let sent = Command::new("kill")
        .args([&format!("-{name}"), &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success(), "kill -{name}");
}

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

/// Runs the independent checker on `text` (`--grids`: the lines are
/// complete grids), returns its summary line (`N passed, N failed`) after
/// asserting that everything passed.
pub fn verify(text: &str, options: &[&str]) -> String {
    let lines = match options {
        [] => Lines::Puzzles,
        ["--grids"] => Lines::Grids,
        _ => panic!("unknown checker options {options:?}"),
    };
    let verdict = checker::verify(text, lines);
    assert!(
        verdict.ok(),
        "the checker failed: {}\n{}",
        verdict.summary(),
        verdict.failures.join("\n")
    );
    verdict.summary()
}
