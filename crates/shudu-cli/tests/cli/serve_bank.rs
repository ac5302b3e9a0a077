//! `shudu serve --bank`: `/api/puzzle` hands out the bank's puzzles as equivalent copies, a
//! level that runs low is generated into the bank, and two servers share one bank, against
//! SQLite and (when scripts/setup/postgres.sh has started one) PostgreSQL.

use crate::bank::{backends, export_csv, verify_pairs};
use crate::common::{send_signal, shudu, BIN};
use std::collections::HashSet;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Status line and body of a GET.
fn get(addr: &str, path: &str) -> (String, String) {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    let (head, body) = out.split_once("\r\n\r\n").unwrap_or((&out, ""));
    (
        head.lines().next().unwrap_or("").to_string(),
        body.to_string(),
    )
}

/// A server on a free port over `bank`; returns it and its address.
fn serve(bank: &str, low: u32) -> (Child, String) {
    let low = low.to_string();
    let mut child = Command::new(BIN)
        .args([
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--pool",
            "2",
            "--bank",
            bank,
        ])
        .args(["--bank-low", low.as_str()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap_or_else(|| panic!("no URL in {line:?}"));
    let addr = url.trim_start_matches("http://").trim_end_matches('/');
    (child, addr.to_string())
}

/// A puzzle of `level`, asking again while the pool is still filling (503).
fn puzzle(addr: &str, level: &str) -> serde_json::Value {
    let start = Instant::now();
    loop {
        let (status, body) = get(addr, &format!("/api/puzzle?level={level}"));
        if status.contains(" 200 ") {
            return serde_json::from_str(&body).unwrap();
        }
        assert!(status.contains(" 503 "), "{status}: {body}");
        assert!(
            start.elapsed() < Duration::from_secs(180),
            "no {level} puzzle"
        );
    }
}

fn stop(child: Child) {
    send_signal(&child, "TERM");
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn serve_hands_out_bank_puzzles_and_tops_the_bank_up() {
    for fresh in backends() {
        let loc = fresh.location.as_str();
        shudu(&[
            "bank", "--bank", loc, "fill", "--level", "easy", "--count", "4", "--seed", "3", "-j",
            "1",
        ])
        .ok();
        let stored: HashSet<String> = export_csv(loc, &["--level", "easy"])
            .into_iter()
            .map(|r| r["id"].clone())
            .collect();
        let forms: HashSet<String> = export_csv(loc, &["--level", "easy"])
            .into_iter()
            .map(|r| r["puzzle"].replace('.', "0"))
            .collect();
        assert_eq!(stored.len(), 4);

        // Two servers on one bank; easy has enough puzzles (4 >= 4), medium has none.
        let (a, addr_a) = serve(loc, 4);
        let (b, addr_b) = serve(loc, 4);
        let mut lines = Vec::new();
        let mut shuffled = 0;
        for addr in [&addr_a, &addr_b, &addr_a, &addr_b, &addr_a, &addr_b] {
            let p = puzzle(addr, "easy");
            assert_eq!(p["level"], "easy", "{p}");
            let id = p["id"].as_str().unwrap().to_string();
            assert!(
                stored.contains(&id),
                "{}: {id} is not in the bank",
                fresh.name
            );
            let line = p["puzzle"].as_str().unwrap().replace('.', "0");
            if !forms.contains(&line) {
                shuffled += 1;
            }
            lines.push(format!(
                "{} {}",
                p["puzzle"].as_str().unwrap(),
                p["solution"].as_str().unwrap()
            ));
        }
        assert!(
            shuffled > 0,
            "{}: every copy was a canonical form",
            fresh.name
        );
        verify_pairs(&lines);

        // Medium runs low: its puzzles are generated, served and stored.
        let p = puzzle(&addr_b, "medium");
        assert_eq!(p["level"], "medium", "{p}");
        let start = Instant::now();
        let medium = loop {
            let rows = export_csv(loc, &["--level", "medium"]);
            if rows.len() >= 2 {
                break rows;
            }
            assert!(
                start.elapsed() < Duration::from_secs(300),
                "{}: the bank was not topped up",
                fresh.name
            );
            std::thread::sleep(Duration::from_millis(200));
        };
        assert!(medium
            .iter()
            .all(|r| r["source"].starts_with("serve seed ")));
        stop(a);
        stop(b);

        // Both servers wrote to one bank: no puzzle twice.
        let rows = export_csv(loc, &[]);
        let distinct: HashSet<&String> = rows.iter().map(|r| &r["puzzle"]).collect();
        assert_eq!(distinct.len(), rows.len(), "{}", fresh.name);
    }
}

#[test]
fn serve_with_a_bad_bank_is_a_usage_error() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nowhere/bank.db");
    let out = Command::new(BIN)
        .args(["serve", "--addr", "127.0.0.1:0", "--bank"])
        .arg(&missing)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("does not exist"), "{stderr}");
}
