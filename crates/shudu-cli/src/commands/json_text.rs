//! JSON text for ratings and steps (`rate`, `explain`, `hint`): small
//! writers for the few shapes these commands print.

use shudu::grid::json::write_string;
use shudu::logic::Candidate;
use shudu::rate::{RatedStep, Rating};
use shudu::Grid;

/// A JSON string literal.
pub fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    write_string(&mut out, s);
    out
}

/// `[{"cell": "r1c1", "digit": 5}, ...]`
pub fn candidates(list: &[Candidate]) -> String {
    let items: Vec<String> = list
        .iter()
        .map(|c| format!("{{\"cell\":\"{}\",\"digit\":{}}}", c.cell, c.digit))
        .collect();
    format!("[{}]", items.join(","))
}

/// An SE number: always one decimal, a JSON number.
pub fn se(value: f32) -> String {
    format!("{value:.1}")
}

/// A step: technique (id), name, SE rating, placements, eliminations, text.
pub fn step(s: &RatedStep) -> String {
    let t = s.step.technique;
    format!(
        "{{\"technique\":{},\"name\":{},\"se\":{},\"direct\":{},\"placements\":{},\"eliminations\":{},\"text\":{}}}",
        string(t.id()),
        string(t.name()),
        se(s.se()),
        s.direct,
        candidates(&s.step.placements),
        candidates(&s.step.eliminations),
        string(&s.step.text())
    )
}

/// Every rating of `puzzle` as one JSON object.
pub fn rating(puzzle: &Grid, r: &Rating) -> String {
    let techniques: Vec<String> = r
        .techniques
        .iter()
        .map(|(t, n)| format!("{}:{n}", string(t.id())))
        .collect();
    format!(
        "{{\"puzzle\":{},\"se\":{},\"level\":{},\"hodoku_score\":{},\"hodoku_level\":{},\"qqwing\":{},\"holes\":{},\"seed_formula\":{:.4},\"seed_level\":{},\"hardest\":{},\"hardest_name\":{},\"hardest_direct\":{},\"steps\":{},\"trial_depth\":{},\"techniques\":{{{}}}}}",
        string(&puzzle.to_line()),
        se(r.se),
        string(r.level.name()),
        r.hodoku_score,
        string(r.hodoku_level.name()),
        string(r.qqwing.name()),
        r.holes,
        r.dependency_formula,
        r.dependency_level,
        r.hardest.map_or("null".to_string(), |t| string(t.id())),
        r.hardest.map_or("null".to_string(), |t| string(t.name())),
        r.hardest_direct,
        r.steps,
        r.trial_depth,
        techniques.join(",")
    )
}
