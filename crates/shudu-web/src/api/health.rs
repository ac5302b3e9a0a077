//! `GET /healthz` and `GET /metrics`.

use crate::app::AppState;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use axum::Json;
use serde::Serialize;
use shudu::rate::Level;
use std::collections::BTreeMap;

#[derive(Serialize)]
struct Health {
    status: &'static str,
    pools: BTreeMap<&'static str, usize>,
}

/// Liveness, with the number of puzzles ready per level.
pub async fn healthz(State(state): State<AppState>) -> impl IntoResponse {
    Json(Health {
        status: "ok",
        pools: Level::ALL
            .iter()
            .map(|&l| (l.name(), state.pools.len(l)))
            .collect(),
    })
}

/// The Prometheus text exposition.
pub async fn metrics(State(state): State<AppState>) -> impl IntoResponse {
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        state.metrics.render(&state.pools),
    )
}
