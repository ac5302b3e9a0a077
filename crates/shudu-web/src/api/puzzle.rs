//! `GET /api/puzzle` and `GET /api/daily`.

use super::query_params;
use crate::app::AppState;
use crate::daily::Date;
use crate::error::ApiError;
use crate::input;
use crate::pool::{self, PoolPuzzle};
use crate::records::PuzzleRecord;
use axum::extract::{RawQuery, State};
use axum::Json;
use shudu::difficulty::{DifficultyOptions, DifficultyTarget, SeRange};
use shudu::dig::Symmetry;
use shudu::rate::Level;

/// `GET /api/puzzle?level=LEVEL` (default `medium`), or
/// `?rating=MIN..MAX`, with optional `symmetry=` and `seed=`. A plain
/// level is popped from its pool; a seed, a band or a symmetry makes the
/// puzzle on the spot (the same seed gives the same puzzle).
pub async fn puzzle(
    State(state): State<AppState>,
    RawQuery(query): RawQuery,
) -> Result<Json<PuzzleRecord>, ApiError> {
    let q = query_params(query.as_deref(), &["level", "rating", "symmetry", "seed"])?;
    let target = match (q.get("level"), q.get("rating")) {
        (Some(_), Some(_)) => return Err(ApiError::bad_request("give level or rating, not both")),
        (Some(l), None) => DifficultyTarget::Level(input::level(l)?),
        (None, Some(r)) => DifficultyTarget::Se(
            r.parse::<SeRange>()
                .map_err(|e| ApiError::bad_request(format!("rating: {e}")))?,
        ),
        (None, None) => DifficultyTarget::Level(Level::Medium),
    };
    let symmetry = match q.get("symmetry") {
        Some(s) => s
            .parse::<Symmetry>()
            .map_err(|e| ApiError::bad_request(format!("symmetry: {e}")))?,
        None => Symmetry::None,
    };
    let seed = match q.get("seed") {
        Some(s) => Some(s.parse::<u64>().map_err(|_| {
            ApiError::bad_request(format!(
                "seed: '{s}' is not a whole number from 0 to 18446744073709551615"
            ))
        })?),
        None => None,
    };
    if let (DifficultyTarget::Level(level), None, Symmetry::None) = (target, seed, symmetry) {
        let p =
            state
                .pools
                .pop(level, state.options.pool_wait)
                .await
                .map_err(|_| {
                    ApiError::unavailable(
                format!("no {level} puzzle is ready yet; the pool is refilling, try again shortly"),
                1,
            )
                })?;
        return Ok(Json(PuzzleRecord::new(&p)));
    }
    let seed = seed.unwrap_or_else(|| state.fresh_seed());
    let options = DifficultyOptions::default().with_symmetry(symmetry);
    let made = state
        .budget
        .run_for(
            "making the puzzle",
            state.options.generate_budget,
            move || pool::make(target, &options, seed),
        )
        .await?
        .map_err(|e| ApiError::bad_request(format!("cannot make that puzzle: {e}")))?;
    Ok(Json(PuzzleRecord::new(&made)))
}

/// `GET /api/daily?level=LEVEL[&date=YYYY-MM-DD]`: the day's puzzle (today
/// in UTC by default), derived from the date and level alone.
pub async fn daily(
    State(state): State<AppState>,
    RawQuery(query): RawQuery,
) -> Result<Json<PuzzleRecord>, ApiError> {
    let q = query_params(query.as_deref(), &["level", "date"])?;
    let level = match q.get("level") {
        Some(l) => input::level(l)?,
        None => Level::Medium,
    };
    let date = match q.get("date") {
        Some(d) => Date::parse(d).map_err(ApiError::bad_request)?,
        None => Date::today_utc(),
    };
    let made = match state.daily_cached(date, level) {
        Some(p) => p,
        None => {
            let seed = date.seed(level);
            let p: PoolPuzzle = state
                .budget
                .run_for(
                    "making the daily puzzle",
                    state.options.generate_budget,
                    move || {
                        pool::make(
                            DifficultyTarget::Level(level),
                            &DifficultyOptions::default(),
                            seed,
                        )
                    },
                )
                .await?
                .map_err(|e| {
                    ApiError::unavailable(format!("cannot make the daily puzzle: {e}"), 5)
                })?;
            state.remember_daily(date, level, p.clone());
            p
        }
    };
    let mut record = PuzzleRecord::new(&made);
    record.date = Some(date.to_string());
    Ok(Json(record))
}
