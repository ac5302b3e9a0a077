//! The API over a real socket: the server on an ephemeral loopback port,
//! plain HTTP/1.1 from a TCP stream, and a graceful shutdown.

use crate::checker::unique_solution;
use crate::support::*;
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// A server running on its own runtime thread until dropped.
pub struct Server {
    pub addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<std::io::Result<()>>>,
}

impl Server {
    pub fn start(options: shudu_web::ServeOptions) -> Server {
        let (addr_tx, addr_rx) = std::sync::mpsc::channel();
        let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()?;
            rt.block_on(async move {
                let listener = tokio::net::TcpListener::bind(options.addr).await?;
                addr_tx
                    .send(listener.local_addr()?)
                    .map_err(|_| std::io::Error::other("the test went away"))?;
                let state = state_with(options);
                shudu_web::serve(listener, state, async {
                    let _ = stop_rx.await;
                })
                .await
            })
        });
        let addr = addr_rx
            .recv_timeout(Duration::from_secs(30))
            .expect("the server starts and reports its address");
        Server {
            addr,
            stop: Some(stop_tx),
            thread: Some(thread),
        }
    }

    /// Stops the server gracefully and waits for it (requests in flight end first).
    pub fn stop(mut self) -> std::io::Result<()> {
        self.shutdown()
    }

    fn shutdown(&mut self) -> std::io::Result<()> {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
        match self.thread.take() {
            Some(t) => t
                .join()
                .unwrap_or_else(|_| Err(std::io::Error::other("server thread panicked"))),
            None => Ok(()),
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.shutdown();
    }
}

/// A raw answer: status, headers (lower-case names), body.
pub struct Raw {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Raw {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body).expect("a JSON body")
    }
}

/// One request on a fresh connection (`Connection: close`).
pub fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> Raw {
    let mut s = TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(60)))
        .expect("timeout");
    let mut req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str("\r\n");
    req.push_str(body);
    s.write_all(req.as_bytes()).expect("write");
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).expect("read");
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a header block");
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let mut lines = head.split("\r\n");
    let status: u16 = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|c| c.parse().ok())
        .expect("a status line");
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let mut body = raw[split + 4..].to_vec();
    if headers
        .iter()
        .any(|(k, v)| k == "transfer-encoding" && v == "chunked")
    {
        body = dechunk(&body);
    }
    Raw {
        status,
        headers,
        body,
    }
}

fn dechunk(mut b: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let Some(eol) = b.windows(2).position(|w| w == b"\r\n") else {
            return out;
        };
        let size =
            usize::from_str_radix(String::from_utf8_lossy(&b[..eol]).trim(), 16).unwrap_or(0);
        if size == 0 {
            return out;
        }
        out.extend_from_slice(&b[eol + 2..eol + 2 + size]);
        b = &b[eol + 4 + size..];
    }
}

#[test]
fn every_endpoint_over_a_real_socket_then_a_graceful_stop() {
    let server = Server::start(options());
    let addr = server.addr;

    let h = request(addr, "GET", "/healthz", &[], "");
    assert_eq!(h.status, 200);
    assert_eq!(h.json()["status"], "ok");

    for level in levels() {
        let p = request(addr, "GET", &format!("/api/puzzle?level={level}"), &[], "");
        assert_eq!(p.status, 200, "{}", String::from_utf8_lossy(&p.body));
        assert_eq!(p.header("content-type"), Some("application/json"));
        let p = p.json();
        assert_eq!(
            unique_solution(p["puzzle"].as_str().expect("puzzle")).as_deref(),
            Ok(p["solution"].as_str().expect("solution"))
        );
        assert_eq!(p["level"], level);
    }
    let d = request(
        addr,
        "GET",
        "/api/daily?level=hard&date=2026-01-01",
        &[],
        "",
    );
    assert_eq!(d.status, 200);
    assert_eq!(d.json()["date"], "2026-01-01");

    let body = json!({ "puzzle": PUZZLE }).to_string();
    let json_header = [("Content-Type", "application/json")];
    for path in ["/api/check", "/api/solve", "/api/rate", "/api/explain"] {
        let a = request(addr, "POST", path, &json_header, &body);
        assert_eq!(
            a.status,
            200,
            "{path}: {}",
            String::from_utf8_lossy(&a.body)
        );
        assert_eq!(a.header("content-type"), Some("application/json"));
    }
    let hint = json!({ "puzzle": PUZZLE, "state": PUZZLE, "level": 3 }).to_string();
    let a = request(addr, "POST", "/api/hint", &json_header, &hint);
    assert_eq!(a.status, 200);
    assert!(a.json()["text"].is_string());

    // Errors.
    assert_eq!(request(addr, "GET", "/nope", &[], "").status, 404);
    assert_eq!(request(addr, "DELETE", "/api/puzzle", &[], "").status, 405);
    assert_eq!(
        request(addr, "POST", "/api/check", &json_header, "{").status,
        400
    );
    assert_eq!(
        request(addr, "GET", "/api/puzzle?level=nope", &[], "").status,
        400
    );
    let big = "x".repeat(65 * 1024);
    let a = request(addr, "POST", "/api/check", &json_header, &big);
    assert_eq!(a.status, 413);
    assert!(a.json()["error"].is_string());

    // The page, compressed when asked.
    let page = request(addr, "GET", "/", &[("Accept-Encoding", "gzip")], "");
    assert_eq!(page.status, 200);
    assert_eq!(page.header("content-encoding"), Some("gzip"));
    assert!(page.header("content-security-policy").is_some());

    let m = request(addr, "GET", "/metrics", &[], "");
    let text = String::from_utf8_lossy(&m.body);
    assert!(
        text.contains("shudu_http_requests_total{route=\"/api/check\",status=\"413\"} 1"),
        "{text}"
    );

    server.stop().expect("a graceful stop");
    assert!(
        TcpStream::connect(addr).is_err(),
        "the port is closed after the stop"
    );
}
