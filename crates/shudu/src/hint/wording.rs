//! The phrases of a hint: the technique's name with its article, where to
//! look, and what the step concludes.

use crate::logic::Technique;
use crate::rate::RatedStep;
use crate::DigitSet;

/// "a hidden single", "an X-wing", "a pointing (that leaves a hidden single)".
pub(super) fn technique_phrase(t: Technique, direct: bool) -> String {
    let name = match t {
        Technique::Trial => "a contradiction: assume a candidate and follow it".to_string(),
        Technique::FullHouse => "a full house".to_string(),
        _ => {
            let n = t.name();
            let keeps_case = ["X", "W", "BUG", "ALS"].iter().any(|p| n.starts_with(p));
            let lower = if keeps_case {
                n.to_string()
            } else {
                n.to_lowercase()
            };
            // "a unique rectangle", "an X-wing" (said "ex"), "a W-wing".
            let article = match lower.chars().next() {
                Some('a' | 'e' | 'i' | 'o' | 'A' | 'E' | 'I' | 'O' | 'X') => "an",
                _ => "a",
            };
            format!("{article} {lower}")
        }
    };
    if direct {
        format!("{name} that leaves a hidden single")
    } else {
        name
    }
}

/// " in box 2", " of 7 in row 3", " at r3c5" ...
pub(super) fn where_to_look(rated: &RatedStep) -> String {
    let step = &rated.step;
    if step.technique == Technique::Trial {
        return match (step.cells.first(), step.digits.first()) {
            (Some(c), Some(d)) => format!(" starting from {c}={d}"),
            _ => String::new(),
        };
    }
    let mut s = String::new();
    if !step.digits.is_empty() && step.digits.len() <= 4 {
        let digits: DigitSet = step.digits.iter().copied().collect();
        s.push_str(&format!(" of {}", spell_digits(digits)));
    }
    if !step.units.is_empty() {
        let units: Vec<String> = step.units.iter().map(|u| u.to_string()).collect();
        s.push_str(&format!(" in {}", join_and(&units)));
    } else if !step.cells.is_empty() {
        let cells: Vec<String> = step.cells.iter().map(|c| c.to_string()).collect();
        s.push_str(&format!(" around {}", join_and(&cells)));
    }
    s
}

fn spell_digits(digits: DigitSet) -> String {
    let v: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
    join_and(&v)
}

fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [a] => a.clone(),
        [a, b] => format!("{a} and {b}"),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

pub(super) fn conclusions(rated: &RatedStep) -> String {
    let step = &rated.step;
    let mut parts = Vec::new();
    for p in &step.placements {
        parts.push(format!("Place {} in {}.", p.digit, p.cell));
    }
    if !step.eliminations.is_empty() {
        let e: Vec<String> = step.eliminations.iter().map(|c| c.to_string()).collect();
        parts.push(format!("Remove {}.", e.join(", ").replace('=', "<>")));
    }
    parts.join(" ")
}
