//! `POST /api/check`, `/api/solve`, `/api/rate`, `/api/explain`: body
//! `{"puzzle": P}` with P in any form the CLI reads; answers as
//! `shudu check|solve|rate|explain --format json`. `/api/rate` also takes
//! `"se_only": true` and then answers as `shudu rate --se-only --format json`.

use crate::app::AppState;
use crate::error::ApiError;
use crate::input;
use crate::records::{
    CheckRecord, ExplainRecord, RateAnswer, RateRecord, SeRateRecord, SolveRecord,
};
use axum::body::Bytes;
use axum::extract::State;
use axum::Json;
use serde::Deserialize;
use serde_json::Value;
use shudu::Grid;

/// The body of the puzzle endpoints.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PuzzleBody {
    #[serde(default)]
    puzzle: Value,
}

/// The body of `/api/rate`: the puzzle and whether to rate on the SE scale
/// alone (`shudu rate --se-only`), which skips the other scales' solve.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RateBody {
    #[serde(default)]
    puzzle: Value,
    #[serde(default)]
    se_only: bool,
}

fn read_puzzle(body: &[u8]) -> Result<Grid, ApiError> {
    let b: PuzzleBody = input::json_body(body)?;
    input::puzzle(&b.puzzle, "puzzle")
}

/// A puzzle that clashes, has no solution or several: what is wrong.
fn rate_error(e: shudu::rate::RateError) -> ApiError {
    ApiError::bad_request(e.to_string())
}

/// `POST /api/check`: invalid, no solution, unique or multiple (200 for
/// each: the answer is the status).
pub async fn check(
    State(state): State<AppState>,
    body: Bytes,
) -> Result<Json<CheckRecord>, ApiError> {
    let puzzle = read_puzzle(&body)?;
    let record = state
        .budget
        .run("checking the puzzle", move || CheckRecord::check(&puzzle))
        .await?;
    Ok(Json(record))
}

/// `POST /api/solve`: the only solution; 400 if there is none or several.
pub async fn solve(
    State(state): State<AppState>,
    body: Bytes,
) -> Result<Json<SolveRecord>, ApiError> {
    let puzzle = read_puzzle(&body)?;
    let solution = state
        .budget
        .run("solving the puzzle", move || shudu::rate::check(&puzzle))
        .await?
        .map_err(rate_error)?;
    Ok(Json(SolveRecord::new(&puzzle, &solution)))
}

/// `POST /api/rate`: every rating, or with `"se_only": true` the Sudoku
/// Explainer rating alone.
pub async fn rate(
    State(state): State<AppState>,
    body: Bytes,
) -> Result<Json<RateAnswer>, ApiError> {
    let b: RateBody = input::json_body(&body)?;
    let puzzle = input::puzzle(&b.puzzle, "puzzle")?;
    let answer = state
        .budget
        .run("rating the puzzle", move || {
            Ok(if b.se_only {
                RateAnswer::SeOnly(SeRateRecord::from_rating(
                    &puzzle,
                    &shudu::rate::rate_se(&puzzle)?,
                ))
            } else {
                RateAnswer::Every(RateRecord::from_rating(
                    &puzzle,
                    &shudu::rate::rate(&puzzle)?,
                ))
            })
        })
        .await?
        .map_err(rate_error)?;
    Ok(Json(answer))
}

/// `POST /api/explain`: the list of steps.
pub async fn explain(
    State(state): State<AppState>,
    body: Bytes,
) -> Result<Json<ExplainRecord>, ApiError> {
    let puzzle = read_puzzle(&body)?;
    let e = state
        .budget
        .run("explaining the puzzle", move || {
            shudu::rate::explain(&puzzle)
        })
        .await?
        .map_err(rate_error)?;
    Ok(Json(ExplainRecord::from_explanation(&e)))
}
