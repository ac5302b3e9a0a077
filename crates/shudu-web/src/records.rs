//! The JSON records the API answers with: the same objects, key for key,
//! that `shudu generate|check|solve|rate|explain|hint --format json` print.
//!
//! These follow the CLI's JSON until the shared records of
//! `crates/shudu-formats` land; then this module gives way to them.

use crate::pool::PoolPuzzle;
use serde::Serialize;
use shudu::logic::Candidate;
use shudu::rate::hint::Hint;
use shudu::rate::{RatedStep, Rating};
use shudu::Grid;

/// An SE number: one decimal, as the CLI prints it.
fn se(value: f32) -> f64 {
    (f64::from(value) * 10.0).round() / 10.0
}

/// A puzzle handed out by `/api/puzzle` and `/api/daily`.
#[derive(Clone, Debug, Serialize)]
pub struct PuzzleRecord {
    /// The givens, 81 characters (`.` empty).
    pub puzzle: String,
    /// The only solution.
    pub solution: String,
    /// The level (`easy` .. `extreme`).
    pub level: &'static str,
    /// The SE-style rating.
    pub se: f64,
    /// How many givens.
    pub givens: usize,
    /// The seed that makes it again (`null` for a puzzle from a bank).
    pub seed: Option<u64>,
    /// A stable name of the puzzle (from its givens).
    pub id: String,
    /// The hardest technique's name.
    pub hardest: Option<&'static str>,
    /// The techniques its logical solution uses, simplest first.
    pub techniques: Vec<&'static str>,
    /// For the daily puzzle: the day, `YYYY-MM-DD`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
}

/// The names of the techniques a rating's path used, simplest first, each
/// once (the box and line forms of a hidden single share a name).
fn technique_names(r: &Rating) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = Vec::new();
    for (t, _) in &r.techniques {
        if !names.contains(&t.name()) {
            names.push(t.name());
        }
    }
    names
}

/// A puzzle's stable name: 16 hex digits from its givens.
pub fn puzzle_id(puzzle: &Grid) -> String {
    let line = puzzle.to_line();
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in line.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{:016x}", shudu::mix64(h))
}

impl PuzzleRecord {
    /// The record of a pooled or generated puzzle.
    pub fn new(p: &PoolPuzzle) -> PuzzleRecord {
        PuzzleRecord {
            puzzle: p.puzzle.to_line(),
            solution: p.solution.to_line(),
            level: p.rating.level.name(),
            se: se(p.rating.se),
            givens: p.puzzle.givens(),
            seed: p.seed,
            id: puzzle_id(&p.puzzle),
            hardest: p.rating.hardest.map(|t| t.name()),
            techniques: technique_names(&p.rating),
            date: None,
        }
    }
}

/// `shudu check --format json`.
#[derive(Clone, Debug, Serialize)]
pub struct CheckRecord {
    pub puzzle: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solution: Option<String>,
    pub givens: usize,
    /// `invalid`, `no solution`, `unique` or `multiple`.
    pub status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
}

/// `shudu solve --format json`.
#[derive(Clone, Debug, Serialize)]
pub struct SolveRecord {
    pub puzzle: String,
    pub solution: String,
}

/// A placed or removed candidate, `{"cell": "r1c1", "digit": 5}`.
#[derive(Clone, Debug, Serialize)]
pub struct CandidateRecord {
    pub cell: String,
    pub digit: u8,
}

fn candidates(list: &[Candidate]) -> Vec<CandidateRecord> {
    list.iter()
        .map(|c| CandidateRecord {
            cell: c.cell.to_string(),
            digit: c.digit.get(),
        })
        .collect()
}

/// `shudu rate --format json`.
#[derive(Clone, Debug, Serialize)]
pub struct RatingRecord {
    pub puzzle: String,
    pub se: f64,
    pub level: &'static str,
    pub hodoku_score: u32,
    pub hodoku_level: &'static str,
    pub qqwing: &'static str,
    pub holes: usize,
    pub seed_formula: f64,
    pub seed_level: u8,
    pub hardest: Option<&'static str>,
    pub hardest_name: Option<&'static str>,
    pub hardest_direct: bool,
    pub steps: usize,
    pub trial_depth: u8,
    pub techniques: serde_json::Map<String, serde_json::Value>,
}

impl RatingRecord {
    pub fn new(puzzle: &Grid, r: &Rating) -> RatingRecord {
        RatingRecord {
            puzzle: puzzle.to_line(),
            se: se(r.se),
            level: r.level.name(),
            hodoku_score: r.hodoku_score,
            hodoku_level: r.hodoku_level.name(),
            qqwing: r.qqwing.name(),
            holes: r.holes,
            seed_formula: (r.seed_formula * 10_000.0).round() / 10_000.0,
            seed_level: r.seed_level,
            hardest: r.hardest.map(|t| t.id()),
            hardest_name: r.hardest.map(|t| t.name()),
            hardest_direct: r.hardest_direct,
            steps: r.steps,
            trial_depth: r.trial_depth,
            techniques: r
                .techniques
                .iter()
                .map(|(t, n)| (t.id().to_string(), serde_json::Value::from(*n)))
                .collect(),
        }
    }
}

/// One step of `shudu explain --format json`.
#[derive(Clone, Debug, Serialize)]
pub struct StepRecord {
    pub technique: &'static str,
    pub name: &'static str,
    pub se: f64,
    pub direct: bool,
    pub placements: Vec<CandidateRecord>,
    pub eliminations: Vec<CandidateRecord>,
    pub text: String,
}

impl StepRecord {
    pub fn new(s: &RatedStep) -> StepRecord {
        StepRecord {
            technique: s.step.technique.id(),
            name: s.step.technique.name(),
            se: se(s.se()),
            direct: s.direct,
            placements: candidates(&s.step.placements),
            eliminations: candidates(&s.step.eliminations),
            text: s.step.text.clone(),
        }
    }
}

/// `shudu hint --format json`: the mistakes, the hint sentence, and as
/// much of the step as the level reveals (1: technique; 2: also units,
/// cells and digits; 3: also the explanation, placements and eliminations).
#[derive(Clone, Debug, Serialize)]
pub struct HintRecord {
    pub mistakes: Vec<String>,
    pub solved: bool,
    pub level: u8,
    pub hint: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub technique: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub se: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub units: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cells: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub digits: Option<Vec<u8>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub placements: Option<Vec<CandidateRecord>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eliminations: Option<Vec<CandidateRecord>>,
}

impl HintRecord {
    pub fn new(h: &Hint, level: u8) -> HintRecord {
        let step = h.step.as_ref();
        let at = |l: u8| step.filter(|_| level >= l);
        HintRecord {
            mistakes: h.mistakes.iter().map(|m| m.to_string()).collect(),
            solved: h.solved(),
            level,
            hint: h.describe(level),
            technique: step.map(|s| s.step.technique.id()),
            name: step.map(|s| s.step.technique.name()),
            se: step.map(|s| se(s.se())),
            units: at(2).map(|s| s.step.units.iter().map(|u| u.to_string()).collect()),
            cells: at(2).map(|s| s.step.cells.iter().map(|c| c.to_string()).collect()),
            digits: at(2).map(|s| s.step.digits.iter().map(|d| d.get()).collect()),
            text: at(3).map(|s| s.step.text.clone()),
            placements: at(3).map(|s| candidates(&s.step.placements)),
            eliminations: at(3).map(|s| candidates(&s.step.eliminations)),
        }
    }
}
