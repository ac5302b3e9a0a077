//! The application: shared state and the router with its layers.

use crate::api;
use crate::budget::Budget;
use crate::daily::Date;
use crate::error::ApiError;
use crate::metrics::Metrics;
use crate::page;
use crate::pool::{PoolPuzzle, Pools, SEED_MASK};
use crate::serve::ServeOptions;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use shudu::rate::Level;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;
use tower_http::compression::CompressionLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::{DefaultMakeSpan, DefaultOnResponse, TraceLayer};

/// Everything the handlers share.
#[derive(Clone)]
pub struct AppState {
    pub(crate) pools: Arc<Pools>,
    pub(crate) budget: Budget,
    pub(crate) metrics: Arc<Metrics>,
    pub(crate) options: Arc<ServeOptions>,
    daily: Arc<Mutex<HashMap<(Date, Level), PoolPuzzle>>>,
    seeds: Arc<AtomicU64>,
}

impl AppState {
    /// The state over `pools` (already filling) with `options`.
    pub fn new(pools: Arc<Pools>, options: ServeOptions) -> AppState {
        AppState {
            pools,
            budget: Budget::new(options.workers, options.worker_wait, options.budget),
            metrics: Arc::new(Metrics::default()),
            daily: Arc::new(Mutex::new(HashMap::new())),
            seeds: Arc::new(AtomicU64::new(options.seed)),
            options: Arc::new(options),
        }
    }

    /// The pools.
    pub fn pools(&self) -> &Pools {
        &self.pools
    }

    /// A seed for a puzzle asked for without one.
    pub(crate) fn fresh_seed(&self) -> u64 {
        shudu::mix64(self.seeds.fetch_add(1, Ordering::Relaxed) ^ 0xf00d) & SEED_MASK
    }

    pub(crate) fn daily_cached(&self, date: Date, level: Level) -> Option<PoolPuzzle> {
        let d = self.daily.lock().unwrap_or_else(|e| e.into_inner());
        d.get(&(date, level)).cloned()
    }

    pub(crate) fn remember_daily(&self, date: Date, level: Level, p: PoolPuzzle) {
        let mut d = self.daily.lock().unwrap_or_else(|e| e.into_inner());
        if d.len() >= 64 {
            d.clear();
        }
        d.insert((date, level), p);
    }
}

/// The router: the page, the API, health and metrics, with body limits,
/// timeouts, compression, request logs and metrics.
pub fn router(state: AppState) -> Router {
    let options = Arc::clone(&state.options);
    Router::new()
        .route("/", get(page::index))
        .route("/assets/{*file}", get(page::asset))
        .route("/favicon.ico", get(page::favicon))
        .route("/api/puzzle", get(api::puzzle::puzzle))
        .route("/api/daily", get(api::puzzle::daily))
        .route("/api/check", post(api::analyse::check))
        .route("/api/solve", post(api::analyse::solve))
        .route("/api/rate", post(api::analyse::rate))
        .route("/api/explain", post(api::analyse::explain))
        .route("/api/hint", post(api::hint::hint))
        .route("/healthz", get(api::health::healthz))
        .route("/metrics", get(api::health::metrics))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(RequestBodyLimitLayer::new(options.body_limit))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::SERVICE_UNAVAILABLE,
            options.request_timeout,
        ))
        .layer(middleware::from_fn(json_errors))
        .layer(CompressionLayer::new())
        .layer(middleware::from_fn_with_state(state.clone(), record))
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(DefaultMakeSpan::new().level(tracing::Level::INFO))
                .on_response(DefaultOnResponse::new().level(tracing::Level::INFO)),
        )
        .with_state(state)
}

async fn not_found(request: Request) -> ApiError {
    ApiError::not_found(request.uri().path())
}

async fn method_not_allowed(request: Request) -> ApiError {
    ApiError {
        status: StatusCode::METHOD_NOT_ALLOWED,
        message: format!(
            "{} is not allowed on {}",
            request.method(),
            request.uri().path()
        ),
        retry_after: None,
    }
}

/// Turns any error answered without a JSON body (the body limit's 413, the
/// timeout's 503) into `{"error": "..."}`.
async fn json_errors(request: Request, next: Next) -> Response {
    let response = next.run(request).await;
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return response;
    }
    let message = match status {
        StatusCode::PAYLOAD_TOO_LARGE => {
            "the request body is larger than the limit of 64 KiB".to_string()
        }
        StatusCode::SERVICE_UNAVAILABLE => {
            "the request took too long; try again shortly".to_string()
        }
        s => s.canonical_reason().unwrap_or("error").to_lowercase(),
    };
    let retry = response.headers().get(header::RETRY_AFTER).cloned();
    let mut r = ApiError {
        status,
        message,
        retry_after: None,
    }
    .into_response();
    if status == StatusCode::SERVICE_UNAVAILABLE {
        r.headers_mut().insert(
            header::RETRY_AFTER,
            retry.unwrap_or(HeaderValue::from_static("1")),
        );
    }
    r
}

/// Counts the request and its latency for `/metrics`.
async fn record(State(state): State<AppState>, request: Request<Body>, next: Next) -> Response {
    let route = route_label(request.uri().path());
    let start = Instant::now();
    let response = next.run(request).await;
    state
        .metrics
        .record(route, response.status().as_u16(), start.elapsed());
    response
}

/// The metrics label of a path: the route itself, `/assets` for the page's
/// files, `other` for anything unknown (so that labels stay few).
fn route_label(path: &str) -> &'static str {
    const ROUTES: [&str; 12] = [
        "/",
        "/favicon.ico",
        "/api/puzzle",
        "/api/daily",
        "/api/check",
        "/api/solve",
        "/api/rate",
        "/api/explain",
        "/api/hint",
        "/healthz",
        "/metrics",
        "/assets",
    ];
    if path.starts_with("/assets/") {
        return "/assets";
    }
    ROUTES
        .iter()
        .find(|&&r| r == path)
        .copied()
        .unwrap_or("other")
}
