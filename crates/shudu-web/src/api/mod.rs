//! The JSON API: one file per endpoint family.
//!
//! | endpoint | answer |
//! |---|---|
//! | `GET /api/puzzle?level=L` (or `rating=MIN..MAX`; `symmetry=`, `seed=`) | a puzzle record |
//! | `GET /api/daily?level=L[&date=YYYY-MM-DD]` | the day's puzzle record |
//! | `POST /api/check`, `/api/solve`, `/api/rate`, `/api/explain` | as `shudu check|solve|rate|explain --format json` |
//! | `POST /api/rate` with `"se_only": true` | as `shudu rate --se-only --format json` |
//! | `POST /api/hint` | as `shudu hint --format json` |
//! | `GET /healthz`, `GET /metrics` | liveness; Prometheus text |

pub mod analyse;
pub mod health;
pub mod hint;
pub mod puzzle;

use crate::error::ApiError;
use std::collections::HashMap;

/// Query parameters, each known name at most once; unknown names are a 400.
pub(crate) fn query_params(
    raw: Option<&str>,
    known: &[&str],
) -> Result<HashMap<String, String>, ApiError> {
    let mut out = HashMap::new();
    let Some(raw) = raw else { return Ok(out) };
    let pairs: Vec<(String, String)> = pairs(raw)?;
    for (k, v) in pairs {
        if !known.contains(&k.as_str()) {
            return Err(ApiError::bad_request(format!(
                "unknown query parameter '{k}' (expected {})",
                known.join(", ")
            )));
        }
        if out.insert(k.clone(), v).is_some() {
            return Err(ApiError::bad_request(format!(
                "query parameter '{k}' is given twice"
            )));
        }
    }
    Ok(out)
}

/// Splits `a=1&b=2`, decoding `%XX` and `+`.
fn pairs(raw: &str) -> Result<Vec<(String, String)>, ApiError> {
    raw.split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            Ok((decode(k)?, decode(v)?))
        })
        .collect()
}

fn decode(s: &str) -> Result<String, ApiError> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = s
                    .get(i + 1..i + 3)
                    .and_then(|h| u8::from_str_radix(h, 16).ok());
                match hex {
                    Some(b) => {
                        out.push(b);
                        i += 2;
                    }
                    None => {
                        return Err(ApiError::bad_request(format!(
                            "bad percent-escape in query at '{}'",
                            &s[i..]
                        )))
                    }
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).map_err(|_| ApiError::bad_request("the query is not UTF-8"))
}
