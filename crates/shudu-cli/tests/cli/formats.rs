//! Input defects fixed in the readers, seen from the command line: a long
//! JSON list on one line, a CSV of the puzzle column alone, a block right
//! after a broken block, and an endless stream given to `hint`.

use crate::common::{shudu, shudu_in, BIN};
use std::io::Write;
use std::process::{Command, Stdio};

const P: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const S: &str = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

#[test]
fn a_json_list_of_many_puzzles_on_one_line_is_read_whole() {
    // What Python's json.dump writes: a hundred thousand puzzles, one line.
    let n = 100_000;
    let items: Vec<String> = (0..n)
        .map(|i| {
            if i % 2 == 0 {
                format!("\"{P}\"")
            } else {
                format!("{{\"puzzle\": \"{P}\", \"id\": {i}}}")
            }
        })
        .collect();
    let input = format!("[{}]\n", items.join(", "));
    let out = shudu_in(&["-j", "2", "solve"], input.as_bytes())
        .ok()
        .stdout;
    assert_eq!(out.lines().count(), n);
    assert!(out.lines().all(|l| l == S));
}

#[test]
fn a_csv_of_the_puzzle_column_alone_is_read() {
    // shudu generate -f csv | cut -d, -f1 | shudu check
    let csv = shudu(&["generate", "-n", "5", "--seed", "11", "-f", "csv"])
        .ok()
        .stdout;
    let cut: String = csv
        .lines()
        .map(|l| format!("{}\n", l.split(',').next().unwrap()))
        .collect();
    assert!(cut.starts_with("puzzle\n"));
    let checked = shudu_in(&["check"], cut.as_bytes()).ok().stdout;
    let lines: Vec<&str> = checked.lines().collect();
    assert_eq!(lines.len(), 5, "{checked}");
    for (line, puzzle) in lines.iter().zip(cut.lines().skip(1)) {
        assert!(line.starts_with(&format!("{puzzle} unique ")), "{line}");
    }
}

#[test]
fn a_block_right_after_a_broken_block_is_solved() {
    let rows: Vec<String> = P
        .as_bytes()
        .chunks(9)
        .map(|r| String::from_utf8(r.to_vec()).unwrap())
        .collect();
    let mut broken = rows.clone();
    broken[3].replace_range(4..5, "x");
    let input = format!("{}\n{}\n", broken.join("\n"), rows.join("\n"));
    let run = shudu_in(&["solve"], input.as_bytes());
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert_eq!(run.stdout, format!("{S}\n"));
    assert!(
        run.stderr
            .contains("<stdin>:4: character 'x' at column 5 is not a cell"),
        "{}",
        run.stderr
    );
}

#[test]
fn hint_refuses_an_endless_state_at_once() {
    // yes 123456789 | shudu hint -
    let mut child = Command::new(BIN)
        .args(["hint", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let line = b"123456789\n".repeat(1000);
        // Until the command stops reading (a broken pipe), at most 1 GiB.
        for _ in 0..100_000 {
            if stdin.write_all(&line).is_err() {
                return true;
            }
        }
        false
    });
    let out = child.wait_with_output().unwrap();
    assert!(writer.join().unwrap(), "hint kept reading");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("standard input: STATE is longer than 64 KiB"),
        "{stderr}"
    );
}
