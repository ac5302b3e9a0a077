//! `shudu` for JavaScript: the engine compiled to WebAssembly with
//! wasm-bindgen, for browsers and Node. Every function takes and returns
//! JSON-compatible values; the records are the command line's `--format
//! json` records. Conversions live in the module `convert`; the behaviour is the
//! engine's.

mod convert;

use convert::{grid, puzzle, record, Error};
use serde::Deserialize;
use shudu::batch::{self, Request, RequestSpec};
use shudu::logic::Candidates;
use shudu::Uniqueness;
use shudu_formats::records::{
    CanonRecord, CheckRecord, ExplainRecord, HintRecord, RateRecord, SeRateRecord,
};
use wasm_bindgen::prelude::*;

/// The options of `generate`, as JavaScript passes them.
#[derive(Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct GenerateOptions {
    count: Option<u32>,
    level: Option<String>,
    rating: Option<String>,
    givens: Option<usize>,
    minimal: bool,
    symmetry: Option<String>,
    seed: Option<u64>,
    start: u64,
    attempts: Option<usize>,
}

/// Makes puzzles with exactly one solution: a list of `{puzzle, solution,
/// givens, seed, index}` records (with `se` and `level` when made to a level
/// or rating), the records of `shudu generate --format json --solution`.
/// The same seed gives the same puzzles as the command line and the Python
/// package.
#[wasm_bindgen(skip_typescript)]
pub fn generate(options: JsValue) -> Result<JsValue, Error> {
    let o: GenerateOptions = convert::options(&options)?;
    let request = Request::from_spec(&RequestSpec {
        level: o.level.as_deref(),
        rating: o.rating.as_deref(),
        givens: o.givens,
        minimal: o.minimal,
        symmetry: o.symmetry.as_deref(),
        attempts: o.attempts,
    })
    .map_err(Error::argument)?;
    let seed = o.seed.unwrap_or_else(convert::random_seed);
    let count = o.count.unwrap_or(1);
    let mut out = Vec::with_capacity(count as usize);
    for i in 0..u64::from(count) {
        let index = o.start + i;
        let made = batch::make(&request, seed, index).map_err(|e| Error::target(&e))?;
        out.push(convert::generated(&made, seed, index));
    }
    record(&out)
}

/// The only solution of a puzzle, as 81 digits; throws when there is none or
/// several.
#[wasm_bindgen(skip_typescript)]
pub fn solve(p: JsValue) -> Result<String, Error> {
    match puzzle(&p)?.uniqueness() {
        Uniqueness::Unique(s) => Ok(s.to_line()),
        Uniqueness::NoSolution => Err(Error::no_solution()),
        Uniqueness::Multiple => Err(Error::multiple()),
    }
}

/// How many solutions a puzzle has, counting no further than `limit`
/// (default 2).
#[wasm_bindgen(skip_typescript)]
pub fn count(p: JsValue, limit: Option<u32>) -> Result<u32, Error> {
    let limit = limit.unwrap_or(2) as usize;
    Ok(puzzle(&p)?.count_solutions(limit) as u32)
}

/// Whether a puzzle is valid with exactly one solution: the record of
/// `shudu check --format json`.
#[wasm_bindgen(skip_typescript)]
pub fn check(p: JsValue) -> Result<JsValue, Error> {
    record(&CheckRecord::check(&grid(&p)?))
}

/// Every rating of a puzzle: the record of `shudu rate --format json`.
#[wasm_bindgen(skip_typescript)]
pub fn rate(p: JsValue) -> Result<JsValue, Error> {
    let g = puzzle(&p)?;
    let r = shudu::rate::rate(&g).map_err(|e| Error::rate(&e))?;
    record(&RateRecord::from_rating(&g, &r))
}

/// The Sudoku Explainer rating alone: the record of `shudu rate --se-only
/// --format json` (no solve in HoDoKu's order, no other scales).
#[wasm_bindgen(js_name = rateSe, skip_typescript)]
pub fn rate_se(p: JsValue) -> Result<JsValue, Error> {
    let g = puzzle(&p)?;
    let r = shudu::rate::rate_se(&g).map_err(|e| Error::rate(&e))?;
    record(&SeRateRecord::from_rating(&g, &r))
}

/// The logical path, simplest technique first: the list of steps of
/// `shudu explain --format json`.
#[wasm_bindgen(skip_typescript)]
pub fn explain(p: JsValue) -> Result<JsValue, Error> {
    let g = puzzle(&p)?;
    let e = shudu::rate::explain(&g).map_err(|e| Error::rate(&e))?;
    record(&ExplainRecord::from_explanation(&e))
}

/// The next step for a player's grid after its mistakes, at `level` 1-3:
/// the record of `shudu hint --format json`. `state` is 81 cells or 729
/// pencil marks; `puzzle` (or null) is the givens.
#[wasm_bindgen(skip_typescript)]
pub fn hint(p: JsValue, state: JsValue, level: Option<u8>) -> Result<JsValue, Error> {
    let level = level.unwrap_or(1);
    if !(1..=3).contains(&level) {
        return Err(Error::argument(format!("level {level} is not 1, 2 or 3")));
    }
    let given = if p.is_null() || p.is_undefined() {
        None
    } else {
        Some(grid(&p)?)
    };
    let candidates = match state.as_string() {
        Some(text) if convert::pencil_mark_count(&text) == 729 => {
            Candidates::from_pencil_marks(&text).map_err(|e| Error::format(&e))?
        }
        _ => Candidates::from_grid(&grid(&state)?),
    };
    let h = shudu::hint::hint(&candidates, given.as_ref()).map_err(|e| Error::hint(&e))?;
    record(&HintRecord::from_hint(&h, level))
}

/// The canonical (minlex) form of a puzzle, shared by every puzzle
/// equivalent to it, with its ID: the record of `shudu canon --id
/// --with-transform --format json`.
#[wasm_bindgen(skip_typescript)]
pub fn canonical(p: JsValue) -> Result<JsValue, Error> {
    record(&CanonRecord::of(&puzzle(&p)?))
}

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = include_str!("types.d.ts");
