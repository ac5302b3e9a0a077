//! The JSON records the API answers with. Check, solve, rate, explain and
//! hint answer with the shared records of `shudu-formats` (what the CLI
//! prints with `--format json`); a puzzle handed out by `/api/puzzle` and
//! `/api/daily` is `shudu generate --format json`'s record with what the
//! page shows beside it.

use crate::pool::PoolPuzzle;
use serde::{Deserialize, Serialize};
use shudu::rate::Rating;
use shudu_formats::records::GenerateRecord;

pub use shudu_formats::records::{
    CandidateRecord, CheckRecord, ExplainRecord, HintRecord, RateRecord, SeRateRecord, SolveRecord,
    StepRecord,
};

/// The answer of `/api/rate`: every rating (`shudu rate --format json`), or
/// with `"se_only": true` the Sudoku Explainer rating alone (`shudu rate
/// --se-only --format json`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum RateAnswer {
    /// Every scale.
    Every(RateRecord),
    /// The SE scale alone.
    SeOnly(SeRateRecord),
}

/// A puzzle handed out by `/api/puzzle` and `/api/daily`: the record of
/// `shudu generate --difficulty LEVEL --seed SEED --solution --format json`
/// (the same seed gives the same puzzle there), and its id, hardest
/// technique, the techniques it needs and, for the daily puzzle, the day.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRecord {
    /// The generate record: puzzle, solution, givens, se, level, seed, index.
    #[serde(flatten)]
    pub generated: GenerateRecord,
    /// The canonical puzzle ID (`shudu canon --id`): 13 characters of base
    /// 32, the same for every equivalent copy of the puzzle.
    pub id: String,
    /// The hardest technique's name.
    pub hardest: Option<String>,
    /// The techniques its logical solution uses, simplest first.
    pub techniques: Vec<String>,
    /// For the daily puzzle: the day, `YYYY-MM-DD`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
}

/// The names of the techniques a rating's path used, simplest first, each
/// once (the box and line forms of a hidden single share a name).
fn technique_names(r: &Rating) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for (t, _) in &r.techniques {
        if !names.iter().any(|n| n == t.name()) {
            names.push(t.name().to_string());
        }
    }
    names
}

impl PuzzleRecord {
    /// The record of a pooled or generated puzzle (a puzzle from a bank,
    /// without a seed, gets seed 0).
    pub fn new(p: &PoolPuzzle) -> PuzzleRecord {
        PuzzleRecord {
            generated: GenerateRecord::new(&p.puzzle, Some(&p.solution), p.seed.unwrap_or(0), 0)
                .with_rating(p.rating.se, p.rating.level),
            id: p.id.to_string(),
            hardest: p.rating.hardest.map(|t| t.name().to_string()),
            techniques: technique_names(&p.rating),
            date: None,
        }
    }
}
