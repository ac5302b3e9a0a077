//! `POST /api/hint`: body `{"puzzle": P, "state": S, "level": 1|2|3}`;
//! the mistakes first, then the next step at the requested detail.

use crate::app::AppState;
use crate::error::ApiError;
use crate::input;
use crate::records::HintRecord;
use axum::body::Bytes;
use axum::extract::State;
use axum::Json;
use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HintBody {
    #[serde(default)]
    puzzle: Value,
    #[serde(default)]
    state: Value,
    #[serde(default)]
    level: Option<Value>,
}

/// `POST /api/hint`.
pub async fn hint(
    State(state): State<AppState>,
    body: Bytes,
) -> Result<Json<HintRecord>, ApiError> {
    let b: HintBody = input::json_body(&body)?;
    let level = match &b.level {
        None | Some(Value::Null) => 1,
        Some(Value::Number(n)) if matches!(n.as_u64(), Some(1..=3)) => {
            n.as_u64().unwrap_or(1) as u8
        }
        Some(other) => {
            return Err(ApiError::bad_request(format!(
                "\"level\" must be 1, 2 or 3, not {other}"
            )))
        }
    };
    let puzzle = match &b.puzzle {
        Value::Null => None,
        p => Some(input::puzzle(p, "puzzle")?),
    };
    let player = input::state(&b.state)?;
    let h = state
        .budget
        .run("finding a hint", move || {
            shudu::hint::hint(&player, puzzle.as_ref())
        })
        .await?
        .map_err(|e| ApiError::bad_request(e.to_string()))?;
    Ok(Json(HintRecord::from_hint(&h, level)))
}
