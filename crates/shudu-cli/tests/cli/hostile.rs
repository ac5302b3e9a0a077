//! The corpus of hostile inputs in `tests/hostile/`: each file is run
//! through the command named in `tests/hostile/cases.txt`, which also gives
//! the exit code and a part of the message expected on standard error.
//! Nothing may panic, hang or pass silently.

use crate::common::BIN;
use std::path::PathBuf;
use std::process::{Command, Stdio};

fn corpus() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/hostile"))
}

#[test]
fn every_hostile_input_gets_its_message() {
    let cases = std::fs::read_to_string(corpus().join("cases.txt")).unwrap();
    let mut ran = 0;
    let mut files_named = std::collections::BTreeSet::new();
    for (n, line) in cases.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(" | ").map(str::trim).collect();
        let [file, command, code, message] = fields[..] else {
            panic!(
                "cases.txt:{}: expected FILE | COMMAND | CODE | MESSAGE",
                n + 1
            );
        };
        files_named.insert(file.to_string());
        let out = Command::new(BIN)
            .current_dir(corpus())
            .args(command.split_whitespace())
            .arg(file)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        let what = format!("cases.txt:{}: {command} {file}", n + 1);
        assert!(!stderr.contains("panicked"), "{what}: {stderr}");
        assert_eq!(
            out.status.code(),
            Some(code.parse().unwrap()),
            "{what}: {stderr}"
        );
        assert!(
            stderr.contains(message),
            "{what}: expected '{message}' in:\n{stderr}"
        );
        ran += 1;
    }
    // Every file of the corpus has a case.
    for entry in std::fs::read_dir(corpus()).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        assert!(
            name == "cases.txt" || files_named.contains(&name),
            "{name} has no case in cases.txt"
        );
    }
    assert!(ran >= 20, "only {ran} cases ran");
}
