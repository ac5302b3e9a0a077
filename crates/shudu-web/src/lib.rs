//! # shudu-web: `shudu serve`
//!
//! The Sudoku game in the browser and the JSON API behind it, over the
//! `shudu` engine: an [axum] router on tokio with tower-http layers for body
//! limits, timeouts, compression and request logs.
//!
//! - [`pool`]: puzzles are made before they are asked for, one pool per
//!   level filled in the background on threads of their own, so that
//!   `GET /api/puzzle?level=hard` is a pop. The pool's [`pool::PuzzleSource`]
//!   is a small trait, so that a puzzle bank can feed it instead of the
//!   generator.
//! - [`api`]: the JSON endpoints (`/api/puzzle`, `/api/daily`,
//!   `/api/check`, `/api/solve`, `/api/rate`, `/api/explain`, `/api/hint`,
//!   `/healthz`, `/metrics`). Errors are `{"error": "..."}` with a 4xx status,
//!   or 503 with `Retry-After` when the server is overloaded.
//! - [`page`]: the game page (HTML, CSS, JavaScript modules, icon), compiled
//!   into the binary.
//!
//! ```no_run
//! use shudu_web::{ServeOptions, serve_blocking};
//!
//! // Listens on 127.0.0.1:8080 until Ctrl-C or SIGTERM.
//! serve_blocking(ServeOptions::default(), |url| println!("{url}"))?;
//! # Ok::<(), shudu_web::ServeError>(())
//! ```

pub mod api;
mod app;
mod budget;
mod daily;
mod error;
mod input;
mod metrics;
pub mod page;
pub mod pool;
pub mod records;
mod serve;

pub use app::{router, AppState};
pub use error::ApiError;
pub use serve::{serve, serve_blocking, serve_blocking_from, ServeError, ServeOptions};
