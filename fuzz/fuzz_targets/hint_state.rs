//! The player's state and pencil marks behind `shudu hint` (81 cells, 729
//! pencil-mark characters, or the puzzle followed by either; separators and
//! `#` comment lines skipped), read from arbitrary text, then the hint: no
//! panic, pencil marks round-trip, and whatever the hint concludes agrees
//! with the solution it found.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shudu::hint::hint;
use shudu::logic::Candidates;
use shudu::Grid;

/// The cell characters of `text`, as the CLI reads a state.
fn cell_chars(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .flat_map(|l| l.chars())
        .filter(|&c| c.is_ascii_digit() || c == '.' || c == '_')
        .collect()
}

fn state_of(chars: &str) -> Option<Candidates> {
    match chars.len() {
        81 => Grid::parse_unchecked(chars)
            .ok()
            .map(|g| Candidates::from_grid(&g)),
        729 => Candidates::from_pencil_marks(chars).ok(),
        _ => None,
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let chars = cell_chars(&text);
    let (puzzle, state_chars) = match chars.len() {
        162 | 810 => match Grid::parse_unchecked(&chars[..81]) {
            Ok(p) => (Some(p), &chars[81..]),
            Err(_) => return,
        },
        _ => (None, chars.as_str()),
    };
    let Some(state) = state_of(state_chars) else {
        return;
    };

    // Pencil marks written and read back: reading takes a cell with one
    // candidate as placed, so the first round may place digits; from then on
    // the state is stable. A broken state (a cell without candidates) is
    // refused on reading, as it should be.
    if let Ok(once) = Candidates::from_pencil_marks(&state.to_pencil_marks()) {
        let twice = Candidates::from_pencil_marks(&once.to_pencil_marks())
            .expect("marks read once read again");
        assert!(once == twice, "pencil marks do not round-trip: {}", once.to_pencil_marks());
    } else {
        assert!(state.is_broken(), "the marks of a sound state do not read back");
    }

    // Keep each run short: a puzzle given must have few holes for rating.
    if let Some(p) = &puzzle {
        if p.holes() > 64 {
            return;
        }
    }
    let Ok(h) = hint(&state, puzzle.as_ref()) else {
        return;
    };
    for level in 1..=3 {
        let _ = h.describe(level);
    }
    let Some(solution) = h.solution else { return };
    assert!(
        solution.is_solved(),
        "the hint's solution is not a solved grid"
    );
    if let Some(p) = &puzzle {
        assert!(
            p.is_subset_of(&solution),
            "the solution does not keep the puzzle's givens"
        );
    }
    for (cell, digit) in h.corrected.grid().filled_cells() {
        assert_eq!(
            solution.get(cell),
            Some(digit),
            "the corrected state keeps a wrong digit"
        );
    }
    if let Some(rated) = &h.step {
        for c in &rated.step.placements {
            assert_eq!(
                solution.get(c.cell),
                Some(c.digit),
                "the hint places a wrong digit"
            );
        }
        for c in &rated.step.eliminations {
            assert_ne!(
                solution.get(c.cell),
                Some(c.digit),
                "the hint removes the true digit"
            );
        }
    }
});
