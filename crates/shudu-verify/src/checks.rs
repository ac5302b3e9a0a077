//! The checks on one generated puzzle, each failure a sentence.

use crate::pattern::{break_of, orbit};
use crate::record::Record;
use shudu_verify::counter::{count_solutions, is_solved_grid};
use sudoku::Sudoku;

/// What was asked of the generator (each `None`/`false` is not checked).
#[derive(Clone, Debug, Default)]
pub struct Expected {
    /// The count of givens.
    pub givens: Option<u64>,
    /// The count of holes.
    pub holes: Option<u64>,
    /// No given can be removed without losing uniqueness.
    pub minimal: bool,
    /// The clue pattern's symmetry, by its CLI name.
    pub symmetry: Option<String>,
    /// The level (`--difficulty`), in the record and on re-rating.
    pub level: Option<String>,
    /// An SE range (`--rating MIN..MAX`), on re-rating.
    pub se_range: Option<(f64, f64)>,
    /// Every record carries its solution.
    pub solution: bool,
}

/// Counts of what was checked, for the summary.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Puzzles read.
    pub puzzles: u64,
    /// Puzzles with at least one failure.
    pub failed: u64,
    /// Solutions given and compared.
    pub solutions_compared: u64,
    /// Puzzles checked for minimality.
    pub minimal_checked: u64,
    /// Puzzles re-rated (a `shudu rate` record compared).
    pub rerated: u64,
}

/// The cells of the independent `sudoku` crate's grid.
fn sudoku_of(cells: &[u8; 81]) -> Sudoku {
    Sudoku::from_bytes(*cells).unwrap_or_else(|_| unreachable!("cells are 0..=9 by construction"))
}

/// Everything wrong with `record` (and its re-rating `rated`), given what
/// was asked.
pub fn check(
    record: &Record,
    rated: Option<&Record>,
    expected: &Expected,
    tally: &mut Tally,
) -> Vec<String> {
    let mut problems = Vec::new();
    let p = &record.puzzle;

    // Exactly one solution, by this crate's counter and by the sudoku crate.
    let (ours, first) = count_solutions(p, 2);
    let theirs = sudoku_of(p).solutions_count_up_to(2);
    if ours != 1 || theirs != 1 {
        problems.push(format!(
            "not exactly one solution: the counter finds {ours}, the sudoku crate {theirs} (2 or more shown as 2)"
        ));
    }
    if let (Some(a), Some(b)) = (first, sudoku_of(p).solution()) {
        if a != b.to_bytes() && ours == 1 && theirs == 1 {
            problems.push("the two counters disagree on the solution".to_string());
        }
    }

    // The solution given.
    match (&record.solution, first) {
        (Some(s), Some(ours)) => {
            tally.solutions_compared += 1;
            if !is_solved_grid(s) {
                problems.push("the solution given is not a solved grid".to_string());
            } else if *s != ours {
                problems.push("the solution given is not the puzzle's solution".to_string());
            }
        }
        (None, _) if expected.solution => problems.push("no solution given".to_string()),
        _ => {}
    }

    // Givens.
    let givens = p.iter().filter(|&&v| v != 0).count() as u64;
    if let Some(g) = record.givens {
        if g != givens {
            problems.push(format!("\"givens\" says {g}, the puzzle has {givens}"));
        }
    }
    if let Some(want) = expected.givens {
        if givens != want {
            problems.push(format!("{givens} givens, {want} asked"));
        }
    }
    if let Some(want) = expected.holes {
        if 81 - givens != want {
            problems.push(format!("{} holes, {want} asked", 81 - givens));
        }
    }

    // Minimality: every given is needed (with a symmetry, every orbit of
    // givens, since the pattern must keep it).
    if expected.minimal && ours == 1 {
        tally.minimal_checked += 1;
        let symmetry = expected.symmetry.as_deref().unwrap_or("none");
        for i in (0..81).filter(|&i| p[i] != 0) {
            let mut fewer = *p;
            for j in orbit(symmetry, i) {
                fewer[j] = 0;
            }
            if sudoku_of(&fewer).solutions_count_up_to(2) < 2 {
                problems.push(format!(
                    "not minimal: the given at r{}c{} can go{}",
                    i / 9 + 1,
                    i % 9 + 1,
                    if symmetry == "none" {
                        String::new()
                    } else {
                        format!(" (with its {symmetry} images)")
                    }
                ));
                break;
            }
        }
    }

    // The clue pattern's symmetry.
    if let Some(name) = &expected.symmetry {
        if let Some(pair) = break_of(p, name) {
            problems.push(format!("the pattern is not {name}: {pair}"));
        }
    }

    // The level: as the record says, and as `shudu rate` says again.
    if let Some(level) = &expected.level {
        match &record.level {
            Some(l) if l == level => {}
            Some(l) => problems.push(format!("level \"{l}\" in the record, {level} asked")),
            None => problems.push(format!("no level in the record, {level} asked")),
        }
    }
    if let Some(r) = rated {
        tally.rerated += 1;
        if r.puzzle != *p {
            problems.push(
                "the rate record is of another puzzle (the files are not in step)".to_string(),
            );
        } else {
            if let Some(level) = &expected.level {
                if r.level.as_deref() != Some(level) {
                    problems.push(format!(
                        "re-rated {:?}, {level} asked",
                        r.level.as_deref().unwrap_or("-")
                    ));
                }
            }
            if let Some((lo, hi)) = expected.se_range {
                match r.se {
                    Some(se) if se >= lo - 1e-6 && se <= hi + 1e-6 => {}
                    Some(se) => problems.push(format!("re-rated SE {se}, {lo}..{hi} asked")),
                    None => problems.push("the rate record has no SE".to_string()),
                }
            }
        }
    }

    tally.puzzles += 1;
    if !problems.is_empty() {
        tally.failed += 1;
    }
    problems
}
