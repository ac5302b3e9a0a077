//! `shudu-verify` on crafted records: good ones pass, each kind of fault is
//! caught with a message saying what and where.

use std::io::Write;
use std::process::{Command, Output, Stdio};

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
/// A minimal puzzle with 17 givens.
const SEVENTEEN: &str =
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";

fn run(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_shudu-verify"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("shudu-verify starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("written");
    child.wait_with_output().expect("shudu-verify ends")
}

fn record(puzzle: &str, extra: &str) -> String {
    let givens = puzzle
        .bytes()
        .filter(u8::is_ascii_digit)
        .filter(|&b| b != b'0')
        .count();
    format!("{{\"puzzle\":\"{puzzle}\",\"givens\":{givens}{extra},\"seed\":1,\"index\":0}}\n")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn good_records_pass() {
    let input = record(PUZZLE, &format!(",\"solution\":\"{SOLUTION}\"")) + &record(SEVENTEEN, "");
    let o = run(&["--count", "2"], &input);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.starts_with("2 puzzles, 0 failed"), "{out}");
    assert!(out.contains("solutions compared 1"), "{out}");

    let o = run(&["--minimal", "--givens", "17"], &record(SEVENTEEN, ""));
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn faults_are_caught() {
    // Several solutions.
    let several = format!("..{}", &PUZZLE[2..]);
    let o = run(&[], &record(&several, ""));
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("-:1: FAIL: not exactly one solution"),
        "{}",
        stderr(&o)
    );

    // A wrong solution next to the puzzle.
    let wrong = format!("{}{}", &SOLUTION[..80], "8");
    let o = run(&[], &record(PUZZLE, &format!(",\"solution\":\"{wrong}\"")));
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("not a solved grid"), "{}", stderr(&o));

    // Givens, minimality, symmetry, level, missing solution.
    let o = run(
        &[
            "--givens",
            "25",
            "--minimal",
            "--symmetry",
            "diagonal",
            "--difficulty",
            "hard",
            "--solution",
        ],
        &record(PUZZLE, ",\"level\":\"easy\""),
    );
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    for want in [
        "30 givens, 25 asked",
        "not minimal",
        "the pattern is not diagonal",
        "level \"easy\"",
        "no solution given",
    ] {
        assert!(e.contains(want), "missing '{want}' in {e}");
    }

    // A wrong "givens" field.
    let o = run(
        &[],
        &record(PUZZLE, "").replace("\"givens\":30", "\"givens\":31"),
    );
    assert!(stderr(&o).contains("\"givens\" says 31"), "{}", stderr(&o));
}

#[test]
fn rerating_is_compared_line_by_line() {
    let dir = std::env::temp_dir().join(format!("shudu-verify-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let rated = dir.join("rated.jsonl");
    std::fs::write(
        &rated,
        format!("{{\"puzzle\":\"{PUZZLE}\",\"se\":1.5,\"level\":\"easy\"}}\n"),
    )
    .expect("written");
    let rated = rated.to_string_lossy().into_owned();
    let input = record(PUZZLE, ",\"level\":\"easy\"");
    let o = run(
        &[
            "--rated",
            &rated,
            "--difficulty",
            "easy",
            "--rating",
            "1.0..2.0",
        ],
        &input,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("re-rated 1"));

    let o = run(
        &[
            "--rated",
            &rated,
            "--difficulty",
            "hard",
            "--rating",
            "2.0..3.0",
        ],
        &record(PUZZLE, ",\"level\":\"hard\""),
    );
    let e = stderr(&o);
    assert!(
        e.contains("re-rated \"easy\", hard asked") && e.contains("re-rated SE 1.5"),
        "{e}"
    );

    // Out of step: the rate records run out.
    let o = run(&["--rated", &rated], &(input.clone() + &input));
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("-:2: the rate records end before the puzzles"),
        "{}",
        stderr(&o)
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_input_is_an_error_with_its_line() {
    let o = run(&[], &(record(PUZZLE, "") + "{\"puzzle\": 5}\n"));
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("-:2: no \"puzzle\" string"),
        "{}",
        stderr(&o)
    );
    let o = run(&[], "");
    assert!(stderr(&o).contains("no puzzles read"), "{}", stderr(&o));
    let o = run(&["--symmetry", "spiral"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("unknown symmetry"), "{}", stderr(&o));
    let o = run(&["/nonexistent/file"], "");
    assert!(
        stderr(&o).contains("cannot read /nonexistent/file"),
        "{}",
        stderr(&o)
    );
}
