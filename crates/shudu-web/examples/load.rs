//! Load test on loopback: requests per second and p50/p99 latency for
//! `GET /api/puzzle` at each level and for `POST /api/hint`, with the error
//! count and the process's peak memory. Bounded in count and time.
//!
//! ```sh
//! cargo run --release -p shudu-web --example load
//! ```
//!
//! The server runs in this process on an ephemeral port; the client opens
//! `SHUDU_LOAD_CONNECTIONS` keep-alive connections (default 32) and sends
//! `SHUDU_LOAD_REQUESTS` requests per endpoint (default 5000), stopping
//! early after `SHUDU_LOAD_SECONDS` per endpoint (default 20).
//!
//! The pools are filled before each level's run, so that the figures are
//! those of pooled puzzles (a request is a pop). Making thousands of extreme
//! puzzles takes minutes, so the pools here are fed by a source that cycles
//! through `SHUDU_LOAD_DISTINCT` puzzles per level (default 40) made by the
//! engine's generator at start-up: the request path is the same. Then the
//! pools are drained and `/healthz` is timed while the fillers make new
//! puzzles with the generator: the server stays responsive while they refill.

use shudu::rate::Level;
use shudu_web::pool::{Generator, PoolPuzzle, Pools, PuzzleSource};
use shudu_web::{serve, AppState, ServeOptions};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Cycles through puzzles made once per level.
struct Replay {
    made: HashMap<Level, Vec<PoolPuzzle>>,
    next: AtomicUsize,
    /// Once set, puzzles are made by the generator instead.
    generate: std::sync::atomic::AtomicBool,
    generator: Generator,
}

impl PuzzleSource for Replay {
    fn next(&self, level: Level) -> Result<PoolPuzzle, String> {
        if self.generate.load(Ordering::Relaxed) {
            return self.generator.next(level);
        }
        let list = self.made.get(&level).ok_or("no puzzles of that level")?;
        let i = self.next.fetch_add(1, Ordering::Relaxed);
        Ok(list[i % list.len()].clone())
    }
}

/// One keep-alive connection.
struct Conn {
    reader: BufReader<TcpStream>,
}

impl Conn {
    async fn open(addr: SocketAddr) -> std::io::Result<Conn> {
        let s = TcpStream::connect(addr).await?;
        s.set_nodelay(true)?;
        Ok(Conn {
            reader: BufReader::new(s),
        })
    }

    /// Sends one request and reads the whole answer; returns the status.
    async fn send(&mut self, request: &[u8]) -> std::io::Result<u16> {
        self.reader.get_mut().write_all(request).await?;
        let mut line = String::new();
        self.reader.read_line(&mut line).await?;
        let status: u16 = line
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| std::io::Error::other(format!("bad status line {line:?}")))?;
        let mut length = 0usize;
        loop {
            line.clear();
            self.reader.read_line(&mut line).await?;
            if line == "\r\n" || line.is_empty() {
                break;
            }
            if let Some((k, v)) = line.split_once(':') {
                if k.eq_ignore_ascii_case("content-length") {
                    length = v.trim().parse().unwrap_or(0);
                }
            }
        }
        let mut body = vec![0; length];
        self.reader.read_exact(&mut body).await?;
        Ok(status)
    }
}

struct Figures {
    requests: usize,
    errors: usize,
    seconds: f64,
    p50: Duration,
    p99: Duration,
    max: Duration,
}

/// `total` requests over `connections` connections, within `limit`.
async fn run(
    addr: SocketAddr,
    request: Vec<u8>,
    total: usize,
    connections: usize,
    limit: Duration,
) -> Figures {
    let request = Arc::new(request);
    let left = Arc::new(AtomicUsize::new(total));
    let latencies = Arc::new(Mutex::new(Vec::with_capacity(total)));
    let errors = Arc::new(AtomicUsize::new(0));
    let start = Instant::now();
    let mut tasks = Vec::new();
    for _ in 0..connections {
        let (request, left, latencies, errors) = (
            request.clone(),
            left.clone(),
            latencies.clone(),
            errors.clone(),
        );
        tasks.push(tokio::spawn(async move {
            let Ok(mut conn) = Conn::open(addr).await else {
                errors.fetch_add(1, Ordering::Relaxed);
                return;
            };
            let mut mine = Vec::new();
            while left
                .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| n.checked_sub(1))
                .is_ok()
            {
                if start.elapsed() > limit {
                    break;
                }
                let t = Instant::now();
                match conn.send(&request).await {
                    Ok(200) => mine.push(t.elapsed()),
                    Ok(_) | Err(_) => {
                        errors.fetch_add(1, Ordering::Relaxed);
                        match Conn::open(addr).await {
                            Ok(c) => conn = c,
                            Err(_) => return,
                        }
                    }
                }
            }
            latencies
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .extend(mine);
        }));
    }
    for t in tasks {
        let _ = t.await;
    }
    let seconds = start.elapsed().as_secs_f64();
    let mut l = std::mem::take(&mut *latencies.lock().unwrap_or_else(|e| e.into_inner()));
    l.sort();
    let at = |q: f64| {
        l.get(((l.len() as f64 * q) as usize).min(l.len().saturating_sub(1)))
            .copied()
            .unwrap_or_default()
    };
    Figures {
        requests: l.len(),
        errors: errors.load(Ordering::Relaxed),
        seconds,
        p50: at(0.50),
        p99: at(0.99),
        max: l.last().copied().unwrap_or_default(),
    }
}

fn get(path: &str) -> Vec<u8> {
    format!("GET {path} HTTP/1.1\r\nHost: load\r\n\r\n").into_bytes()
}

fn post(path: &str, body: &str) -> Vec<u8> {
    format!(
        "POST {path} HTTP/1.1\r\nHost: load\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

fn peak_rss_kib() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    s.lines()
        .find(|l| l.starts_with("VmHWM:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

fn print(name: &str, f: &Figures) {
    println!(
        "{name:<28} {:>6} req {:>9.0} req/s   p50 {:>7.2} ms   p99 {:>7.2} ms   max {:>7.2} ms   errors {}",
        f.requests,
        f.requests as f64 / f.seconds,
        f.p50.as_secs_f64() * 1e3,
        f.p99.as_secs_f64() * 1e3,
        f.max.as_secs_f64() * 1e3,
        f.errors
    );
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let total = env_usize("SHUDU_LOAD_REQUESTS", 5000);
    let connections = env_usize("SHUDU_LOAD_CONNECTIONS", 32).max(1);
    let distinct = env_usize("SHUDU_LOAD_DISTINCT", 40).max(1);
    let limit = Duration::from_secs(env_usize("SHUDU_LOAD_SECONDS", 20) as u64);

    eprintln!("making {distinct} puzzles per level ...");
    let generator = Generator::new(2026);
    let mut made = HashMap::new();
    for level in Level::ALL {
        let list: Result<Vec<_>, _> = (0..distinct).map(|_| generator.next(level)).collect();
        made.insert(level, list?);
    }
    let replay = Arc::new(Replay {
        made,
        next: AtomicUsize::new(0),
        generate: std::sync::atomic::AtomicBool::new(false),
        generator,
    });
    let source = Arc::clone(&replay);

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let options = ServeOptions {
            addr: SocketAddr::from(([127, 0, 0, 1], 0)),
            pool_capacity: total,
            pool_fillers: 1,
            pool_wait: Duration::from_secs(2),
            ..ServeOptions::default()
        };
        let pools = Arc::new(Pools::start(replay, total, 1));
        let state = AppState::new(Arc::clone(&pools), options.clone());
        let listener = tokio::net::TcpListener::bind(options.addr).await?;
        let addr = listener.local_addr()?;
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let server = tokio::spawn(serve(listener, state, async {
            let _ = stopped.await;
        }));
        println!(
            "{total} requests per endpoint over {connections} connections, on {} cores",
            std::thread::available_parallelism().map_or(1, |n| n.get())
        );
        for level in Level::ALL {
            while pools.len(level) < total {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            let f = run(
                addr,
                get(&format!("/api/puzzle?level={level}")),
                total,
                connections,
                limit,
            )
            .await;
            print(&format!("GET /api/puzzle?level={level}"), &f);
        }
        let p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let s = "534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let body = format!("{{\"puzzle\":\"{p}\",\"state\":\"{s}\",\"level\":3}}");
        let f = run(addr, post("/api/hint", &body), total, connections, limit).await;
        print("POST /api/hint (level 3)", &f);
        // Drain the pools and let the filler make new puzzles with the
        // generator while /healthz is timed.
        source.generate.store(true, Ordering::Relaxed);
        for level in Level::ALL {
            while pools.len(level) > 0 {
                let _ = pools.pop(level, Duration::ZERO).await;
            }
        }
        let f = run(addr, get("/healthz"), total, connections, limit).await;
        print("GET /healthz (pools refilling)", &f);
        println!("peak memory: {} MiB", peak_rss_kib().unwrap_or(0) / 1024);
        let _ = stop.send(());
        let _ = server.await;
        Ok::<(), Box<dyn std::error::Error>>(())
    })?;
    Ok(())
}
