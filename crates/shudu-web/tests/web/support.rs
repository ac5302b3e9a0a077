//! What the tests share: an app over small pools, requests through the router.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use axum::Router;
use http_body_util::BodyExt;
use serde_json::Value;
use shudu::rate::Level;
use shudu_web::pool::{Generator, Pools};
use shudu_web::{router, AppState, ServeOptions};
use std::sync::Arc;
use std::time::Duration;
use tower::ServiceExt;

/// A puzzle with one solution (SE 1.2) and its solution.
pub const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
pub const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// Options for tests: small pools, short waits.
pub fn options() -> ServeOptions {
    ServeOptions {
        addr: "127.0.0.1:0".parse().expect("a literal address"),
        pool_capacity: 4,
        pool_fillers: 1,
        pool_wait: Duration::from_secs(30),
        seed: 11,
        ..ServeOptions::default()
    }
}

/// The app state over pools filling from the engine's generator.
pub fn state_with(options: ServeOptions) -> AppState {
    let pools = Arc::new(Pools::start(
        Arc::new(Generator::new(options.seed)),
        options.pool_capacity,
        options.pool_fillers,
    ));
    AppState::new(pools, options)
}

pub fn app() -> Router {
    router(state_with(options()))
}

/// An answer: status, headers, body as text.
pub struct Answer {
    pub status: StatusCode,
    pub headers: axum::http::HeaderMap,
    pub body: String,
}

impl Answer {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }

    pub fn content_type(&self) -> &str {
        self.headers
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
    }

    /// The error message of a `{"error": ...}` answer.
    pub fn error(&self) -> String {
        assert!(
            self.content_type().starts_with("application/json"),
            "error answers are JSON, got {}",
            self.content_type()
        );
        self.json()["error"]
            .as_str()
            .unwrap_or_else(|| panic!("no error message in {}", self.body))
            .to_string()
    }
}

pub async fn send(app: &Router, request: Request<Body>) -> Answer {
    let response = app
        .clone()
        .oneshot(request)
        .await
        .expect("the router answers");
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("a whole body")
        .to_bytes();
    Answer {
        status,
        headers,
        body: String::from_utf8_lossy(&bytes).into_owned(),
    }
}

pub async fn get(app: &Router, uri: &str) -> Answer {
    send(
        app,
        Request::get(uri).body(Body::empty()).expect("a request"),
    )
    .await
}

pub async fn post(app: &Router, uri: &str, body: impl Into<String>) -> Answer {
    send(
        app,
        Request::post(uri)
            .header("content-type", "application/json")
            .body(Body::from(body.into()))
            .expect("a request"),
    )
    .await
}

/// Every level, as the API names them.
pub fn levels() -> impl Iterator<Item = &'static str> {
    Level::ALL.iter().map(|l| l.name())
}
