//! `shudu serve`: prints its URL, answers on it, and stops gracefully with
//! exit code 0 on Ctrl-C (SIGINT) and SIGTERM.

use crate::common::{send_signal, BIN};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::Duration;

fn get(addr: &str, path: &str) -> String {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    out
}

fn serve_then(signal: &str) {
    let mut child = Command::new(BIN)
        .args(["serve", "--addr", "127.0.0.1:0", "--pool", "2"])
        .env("RUST_LOG", "info")
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
    assert!(
        addr.starts_with("127.0.0.1:"),
        "loopback by default: {addr}"
    );

    let health = get(addr, "/healthz");
    assert!(health.starts_with("HTTP/1.1 200"), "{health}");
    let page = get(addr, "/");
    assert!(page.contains("data-board"), "{page}");
    let puzzle = get(addr, "/api/puzzle?level=easy&seed=7");
    assert!(puzzle.contains("\"level\":\"easy\""), "{puzzle}");

    send_signal(&child, signal);
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{signal}: {stderr}");
    assert!(stderr.contains("shutting down"), "{stderr}");
    assert!(
        stderr.contains("/healthz"),
        "request logs on stderr: {stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn serve_answers_and_stops_gracefully_on_sigint() {
    serve_then("INT");
}

#[test]
fn serve_stops_gracefully_on_sigterm() {
    serve_then("TERM");
}

#[test]
fn a_bad_address_is_a_usage_error() {
    let out = Command::new(BIN)
        .args(["serve", "--addr", "nowhere"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--addr"));
}
