//! Shared phrasing for step texts: lists of cells and of removed candidates.

use crate::logic::Candidate;
use crate::{Cell, Digit};

/// `a`, `a and b`, `a, b and c`.
pub(crate) fn and_list<T: std::fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    let items: Vec<String> = items.into_iter().map(|t| t.to_string()).collect();
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        n => format!("{} and {}", items[..n - 1].join(", "), items[n - 1]),
    }
}

/// "4 is removed from r3c2 and r4c2, and 6 from r5c2": eliminations grouped
/// by digit, digits ascending, cells in reading order.
pub(crate) fn removals(eliminations: &[Candidate]) -> String {
    let mut by_digit: Vec<(Digit, Vec<Cell>)> = Vec::new();
    let mut sorted = eliminations.to_vec();
    sorted.sort_by_key(|e| (e.digit, e.cell));
    sorted.dedup();
    for e in sorted {
        match by_digit.last_mut() {
            Some((d, cells)) if *d == e.digit => cells.push(e.cell),
            _ => by_digit.push((e.digit, vec![e.cell])),
        }
    }
    let parts: Vec<String> = by_digit
        .iter()
        .enumerate()
        .map(|(i, (d, cells))| {
            if i == 0 {
                format!("{d} is removed from {}", and_list(cells))
            } else {
                format!("{d} from {}", and_list(cells))
            }
        })
        .collect();
    match parts.len() {
        0 => String::new(),
        1 => parts[0].clone(),
        n => format!("{}, and {}", parts[..n - 1].join(", "), parts[n - 1]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grouped_by_digit() {
        let d = |v| Digit::new(v).unwrap();
        let e = [
            Candidate::new(Cell::at(4, 1), d(6)),
            Candidate::new(Cell::at(3, 1), d(4)),
            Candidate::new(Cell::at(2, 1), d(4)),
        ];
        assert_eq!(
            removals(&e),
            "4 is removed from r3c2 and r4c2, and 6 from r5c2"
        );
        assert_eq!(removals(&e[..1]), "6 is removed from r5c2");
        assert_eq!(and_list(["a", "b", "c"]), "a, b and c");
    }
}
