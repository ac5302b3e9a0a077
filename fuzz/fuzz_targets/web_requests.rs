//! The web server's request decoding through its router: JSON bodies of
//! `POST /api/check|solve|rate|hint` and query strings of
//! `GET /api/puzzle` and `/api/daily`, all arbitrary. Every answer is a
//! success or a 4xx/503 with a JSON error; never a panic or a 500.
#![no_main]

use axum::body::Body;
use axum::http::{Method, Request};
use axum::Router;
use http_body_util::BodyExt;
use libfuzzer_sys::fuzz_target;
use shudu::rate::Level;
use shudu_web::pool::{PoolPuzzle, Pools, PuzzleSource};
use shudu_web::{router, AppState, ServeOptions};
use std::sync::{Arc, OnceLock};
use std::time::Duration;
use tower::ServiceExt;

/// A pool that never has a puzzle: requests that need one get a 503 at
/// once, so that the fuzzer spends its time on decoding.
struct Empty;

impl PuzzleSource for Empty {
    fn next(&self, _level: Level) -> Result<PoolPuzzle, String> {
        std::thread::sleep(Duration::from_millis(50));
        Err("no puzzles while fuzzing".to_string())
    }
}

fn app() -> &'static (tokio::runtime::Runtime, Router) {
    static APP: OnceLock<(tokio::runtime::Runtime, Router)> = OnceLock::new();
    APP.get_or_init(|| {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        let options = ServeOptions {
            pool_capacity: 1,
            pool_fillers: 1,
            pool_wait: Duration::from_millis(1),
            workers: 1,
            worker_wait: Duration::from_millis(1),
            budget: Duration::from_secs(2),
            generate_budget: Duration::from_millis(200),
            ..ServeOptions::default()
        };
        let router = {
            let _guard = runtime.enter();
            router(AppState::new(
                Arc::new(Pools::start(Arc::new(Empty), 1, 1)),
                options,
            ))
        };
        (runtime, router)
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let (method, uri, body) = match which % 6 {
        0 => (Method::POST, "/api/check".to_string(), rest.to_vec()),
        1 => (Method::POST, "/api/solve".to_string(), rest.to_vec()),
        2 => (Method::POST, "/api/rate".to_string(), rest.to_vec()),
        3 => (Method::POST, "/api/hint".to_string(), rest.to_vec()),
        k => {
            // A query string: bytes that a URI cannot carry are escaped.
            let mut query = String::new();
            for &b in rest {
                if b.is_ascii_alphanumeric() || b"=&%+-._~".contains(&b) {
                    query.push(char::from(b));
                } else {
                    query.push_str(&format!("%{b:02X}"));
                }
            }
            let path = if k == 4 { "/api/puzzle" } else { "/api/daily" };
            (Method::GET, format!("{path}?{query}"), Vec::new())
        }
    };
    let request = Request::builder()
        .method(method)
        .uri(&uri)
        .header("content-type", "application/json")
        .body(Body::from(body))
        .expect("a request from an escaped URI");
    let (runtime, router) = app();
    let (status, bytes) = runtime.block_on(async {
        let response = router
            .clone()
            .oneshot(request)
            .await
            .expect("the router answers");
        let status = response.status();
        let bytes = response
            .into_body()
            .collect()
            .await
            .expect("a whole body")
            .to_bytes();
        (status, bytes)
    });
    assert!(
        status.as_u16() != 500,
        "500 for {uri}: {}",
        String::from_utf8_lossy(&bytes)
    );
    if status.is_client_error() || status.is_server_error() {
        let v: serde_json::Value = serde_json::from_slice(&bytes).expect("error answers are JSON");
        assert!(v["error"].is_string(), "no error message: {v}");
    }
});
