//! The JSON records of the command line's `--format json`, as values:
//! `to_dict()` converts these, so a dict equals the CLI's line parsed.

use serde_json::{json, Map, Value};
use shudu::logic::Candidate;
use shudu::rate::hint::Hint;
use shudu::rate::{RatedStep, Rating};
use shudu::Grid;

/// An SE number as the CLI writes it: one decimal.
pub fn se(value: f32) -> Value {
    let tenths = (f64::from(value) * 10.0).round() / 10.0;
    json!(tenths)
}

fn candidates(list: &[Candidate]) -> Value {
    list.iter()
        .map(|c| json!({"cell": c.cell.to_string(), "digit": c.digit.get()}))
        .collect()
}

/// `shudu generate --format json --solution`: one puzzle.
pub fn generated(
    puzzle: &Grid,
    solution: &Grid,
    rating: Option<(f32, &str)>,
    seed: u64,
    index: u64,
) -> Value {
    let mut m = Map::new();
    m.insert("puzzle".into(), json!(puzzle.to_line()));
    m.insert("solution".into(), json!(solution.to_line()));
    m.insert("givens".into(), json!(puzzle.givens()));
    if let Some((value, level)) = rating {
        m.insert("se".into(), json!(format!("{value:.1}")));
        m.insert("level".into(), json!(level));
    }
    m.insert("seed".into(), json!(seed));
    m.insert("index".into(), json!(index));
    Value::Object(m)
}

/// `shudu check --format json`: one puzzle's status.
pub fn checked(puzzle: &Grid, status: &str, detail: &str, solution: Option<&Grid>) -> Value {
    let mut m = Map::new();
    m.insert("puzzle".into(), json!(puzzle.to_line()));
    if let Some(s) = solution {
        m.insert("solution".into(), json!(s.to_line()));
    }
    m.insert("givens".into(), json!(puzzle.givens()));
    m.insert("status".into(), json!(status));
    if !detail.is_empty() {
        m.insert("detail".into(), json!(detail));
    }
    Value::Object(m)
}

/// `shudu rate --format json`: every rating of one puzzle.
pub fn rating(puzzle: &Grid, r: &Rating) -> Value {
    let techniques: Map<String, Value> = r
        .techniques
        .iter()
        .map(|(t, n)| (t.id().to_string(), json!(n)))
        .collect();
    let seed_formula = (r.seed_formula * 10_000.0).round() / 10_000.0;
    json!({
        "puzzle": puzzle.to_line(),
        "se": se(r.se),
        "level": r.level.name(),
        "hodoku_score": r.hodoku_score,
        "hodoku_level": r.hodoku_level.name(),
        "qqwing": r.qqwing.name(),
        "holes": r.holes,
        "seed_formula": seed_formula,
        "seed_level": r.seed_level,
        "hardest": r.hardest.map(|t| t.id()),
        "hardest_name": r.hardest.map(|t| t.name()),
        "hardest_direct": r.hardest_direct,
        "steps": r.steps,
        "trial_depth": r.trial_depth,
        "techniques": techniques,
    })
}

/// One step of `shudu explain --format json`.
pub fn step(s: &RatedStep) -> Value {
    let t = s.step.technique;
    json!({
        "technique": t.id(),
        "name": t.name(),
        "se": se(s.se()),
        "direct": s.direct,
        "placements": candidates(&s.step.placements),
        "eliminations": candidates(&s.step.eliminations),
        "text": s.step.text,
    })
}

/// `shudu hint --format json --level L`: the mistakes, the sentence, and as
/// much of the step as `level` reveals.
pub fn hint(h: &Hint, level: u8) -> Value {
    let mut m = Map::new();
    let mistakes: Vec<String> = h.mistakes.iter().map(ToString::to_string).collect();
    m.insert("mistakes".into(), json!(mistakes));
    m.insert("solved".into(), json!(h.solved()));
    m.insert("level".into(), json!(level));
    m.insert("hint".into(), json!(h.describe(level)));
    if let Some(s) = &h.step {
        let t = s.step.technique;
        m.insert("technique".into(), json!(t.id()));
        m.insert("name".into(), json!(t.name()));
        m.insert("se".into(), se(s.se()));
        if level >= 2 {
            let units: Vec<String> = s.step.units.iter().map(ToString::to_string).collect();
            let cells: Vec<String> = s.step.cells.iter().map(ToString::to_string).collect();
            let digits: Vec<u8> = s.step.digits.iter().map(|d| d.get()).collect();
            m.insert("units".into(), json!(units));
            m.insert("cells".into(), json!(cells));
            m.insert("digits".into(), json!(digits));
        }
        if level >= 3 {
            m.insert("text".into(), json!(s.step.text));
            m.insert("placements".into(), candidates(&s.step.placements));
            m.insert("eliminations".into(), candidates(&s.step.eliminations));
        }
    }
    Value::Object(m)
}
