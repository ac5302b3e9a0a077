//! Starting and stopping the server: options, the listener, graceful
//! shutdown on Ctrl-C or SIGTERM.

use crate::app::{router, AppState};
use crate::pool::{Generator, Pools, PuzzleSource};
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;

/// How the server runs.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// Where to listen (default 127.0.0.1:8080: loopback only).
    pub addr: SocketAddr,
    /// Puzzles kept ready per level.
    pub pool_capacity: usize,
    /// Threads filling the pools.
    pub pool_fillers: usize,
    /// How long a request waits on an empty pool before a 503.
    pub pool_wait: Duration,
    /// Heavy requests (solve, rate, explain, hint, seeded puzzles) run at
    /// most this many at a time on the blocking pool ...
    pub workers: usize,
    /// ... waiting at most this long for a free worker before a 503 ...
    pub worker_wait: Duration,
    /// ... and each within this budget (503 when it runs over).
    pub budget: Duration,
    /// The budget for making a puzzle from a seed (the daily puzzle, a
    /// seeded or banded request).
    pub generate_budget: Duration,
    /// Any request's time limit.
    pub request_timeout: Duration,
    /// The largest request body, in bytes (64 KiB).
    pub body_limit: usize,
    /// Where the pools' and unseeded requests' seeds start.
    pub seed: u64,
}

impl Default for ServeOptions {
    fn default() -> ServeOptions {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        ServeOptions {
            addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
            pool_capacity: 64,
            pool_fillers: (cores / 2).max(1),
            pool_wait: Duration::from_secs(2),
            workers: cores * 2,
            worker_wait: Duration::from_secs(2),
            budget: Duration::from_secs(5),
            generate_budget: Duration::from_secs(20),
            request_timeout: Duration::from_secs(30),
            body_limit: 64 * 1024,
            seed: std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64),
        }
    }
}

/// Why the server could not run.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The address could not be bound.
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        /// The address.
        addr: SocketAddr,
        /// The reason.
        source: std::io::Error,
    },
    /// The runtime could not start or the server failed.
    #[error("server error: {0}")]
    Io(#[from] std::io::Error),
}

/// Serves on `listener` until `shutdown` completes, then finishes the
/// requests in flight and stops the pools' fillers.
pub async fn serve(
    listener: TcpListener,
    state: AppState,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let app = router(state.clone());
    let result = axum::serve(listener, app)
        .with_graceful_shutdown(shutdown)
        .await;
    // The fillers stop after the puzzle each is making; nothing waits for
    // them, so that a stop is quick even while an extreme puzzle is being made.
    state.pools.stop_soon();
    result
}

/// Completes on Ctrl-C or (on Unix) SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
    tracing::info!("shutting down: finishing the requests in flight");
}

/// Runs the server with the engine's generator feeding the pools: binds
/// `options.addr`, calls `ready` with the page's URL, and serves until
/// Ctrl-C or SIGTERM. Request logs go to stderr (`RUST_LOG` filters them).
pub fn serve_blocking(options: ServeOptions, ready: impl FnOnce(&str)) -> Result<(), ServeError> {
    let source = Arc::new(Generator::new(options.seed));
    serve_blocking_from(options, source, ready)
}

/// [`serve_blocking`] with the pools fed by `source` (a puzzle bank, say).
pub fn serve_blocking_from(
    options: ServeOptions,
    source: Arc<dyn PuzzleSource>,
    ready: impl FnOnce(&str),
) -> Result<(), ServeError> {
    let _ = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,tower_http=info")),
        )
        .try_init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let addr = options.addr;
        let listener = TcpListener::bind(addr)
            .await
            .map_err(|source| ServeError::Bind { addr, source })?;
        let local = listener.local_addr()?;
        let pools = Arc::new(Pools::start(
            source,
            options.pool_capacity,
            options.pool_fillers,
        ));
        let state = AppState::new(pools, options);
        ready(&format!("http://{local}/"));
        serve(listener, state, shutdown_signal()).await?;
        Ok(())
    })
}
