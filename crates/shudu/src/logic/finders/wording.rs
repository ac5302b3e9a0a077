//! Phrases shared by the step explanations, so that every technique words
//! lists and conclusions the same way: "r5c7 and r5c9", "rows 2 and 7",
//! "7 is removed from r5c7 and r5c9, and 3 from r1c1".

use crate::logic::Candidate;
use crate::{CellSet, Digit, DigitSet};
use std::fmt::{Display, Write};

/// "a", "a and b", "a, b and c".
pub(crate) fn and_list<T: Display>(items: impl IntoIterator<Item = T>) -> String {
    let items: Vec<String> = items.into_iter().map(|i| i.to_string()).collect();
    match items.len() {
        0 => String::new(),
        1 => items[0].clone(),
        n => format!("{} and {}", items[..n - 1].join(", "), items[n - 1]),
    }
}

/// The cells of `set` as an [`and_list`].
pub(crate) fn cells(set: CellSet) -> String {
    and_list(set)
}

/// The digits of `set` as an [`and_list`]: "3 and 7".
pub(crate) fn digits(set: DigitSet) -> String {
    and_list(set)
}

/// Lines by number: "row 2", "rows 2 and 7", "columns 1, 4 and 8".
pub(crate) fn lines(by_rows: bool, mask: u16) -> String {
    let kind = if by_rows { "row" } else { "column" };
    let numbers = and_list(super::masks::bits(mask).map(|i| i + 1));
    if mask.count_ones() == 1 {
        format!("{kind} {numbers}")
    } else {
        format!("{kind}s {numbers}")
    }
}

/// The conclusion of an elimination step, grouped by digit:
/// "7 is removed from r5c7 and r5c9", or with several digits
/// "3 is removed from r1c1, and 7 from r5c7 and r5c9".
pub(crate) fn removals(eliminations: &[Candidate]) -> String {
    let mut text = String::new();
    let groups: Vec<(Digit, CellSet)> = Digit::all()
        .filter_map(|d| {
            let set: CellSet = eliminations
                .iter()
                .filter(|e| e.digit == d)
                .map(|e| e.cell)
                .collect();
            (!set.is_empty()).then_some((d, set))
        })
        .collect();
    for (i, (d, set)) in groups.iter().enumerate() {
        if i == 0 {
            let _ = write!(text, "{d} is removed from {}", cells(*set));
        } else if i + 1 == groups.len() {
            let _ = write!(text, ", and {d} from {}", cells(*set));
        } else {
            let _ = write!(text, ", {d} from {}", cells(*set));
        }
    }
    text
}

/// The eliminations of `digit` from every cell of `set`.
pub(crate) fn eliminations(set: CellSet, digit: Digit) -> impl Iterator<Item = Candidate> {
    set.into_iter().map(move |cell| Candidate::new(cell, digit))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Cell;

    #[test]
    fn phrases() {
        assert_eq!(and_list(["a"]), "a");
        assert_eq!(and_list(["a", "b", "c"]), "a, b and c");
        assert_eq!(lines(true, 0b1000010), "rows 2 and 7");
        assert_eq!(lines(false, 0b1), "column 1");
        let d = |v| Digit::new(v).unwrap();
        let e = [
            Candidate::new(Cell::at(4, 8), d(7)),
            Candidate::new(Cell::at(0, 0), d(3)),
            Candidate::new(Cell::at(4, 6), d(7)),
        ];
        assert_eq!(
            removals(&e),
            "3 is removed from r1c1, and 7 from r5c7 and r5c9"
        );
        assert_eq!(removals(&e[..1]), "7 is removed from r5c9");
    }
}
