//! `shudu` for Python: the engine's generation, solving, checking, ratings,
//! explanations, hints and canonical forms, and numpy arrays for bulk work.
//!
//! The functions here only convert (module `convert`) and call the engine;
//! results keep the records of `shudu-formats` (the command line's JSON);
//! the Python package (`python/shudu/__init__.py`) re-exports them and adds
//! the data-set helper.

mod arrays;
mod bulk;
mod canon;
mod convert;
mod dataset;
mod errors;
mod records;

use convert::GenerateOptions;
use pyo3::prelude::*;
use records::{Check, Hint, Puzzle, Rating, Step};
use shudu::batch::{self, Made};
use shudu::hint::HintError;
use shudu::logic::Candidates;
use shudu::{Grid, Uniqueness};
use shudu_formats::records::{CheckRecord, RateRecord, StepRecord};

/// The engine's result as a `Puzzle`.
fn puzzle_of(made: Made, seed: u64, index: u64) -> Puzzle {
    Puzzle {
        puzzle: made.puzzle,
        solution: made.solution,
        rating: made.rating.map(|r| (r.se, r.level)),
        seed,
        index,
    }
}

/// Makes puzzles with exactly one solution.
///
/// Puzzle ``i`` of a run depends only on ``seed`` and ``i``: the same seed gives the
/// same puzzles here, in ``shudu generate --seed`` and in the Rust library, for any
/// ``jobs``. Without ``seed`` a random one is drawn (each ``Puzzle`` records it).
///
/// - ``level``: ``"easy"``, ``"medium"``, ``"hard"``, ``"expert"``, ``"master"`` or
///   ``"extreme"`` (by the SE-style rating);
/// - ``rating``: an SE band, ``"3.0..4.0"``, ``"9.0.."``, ``(3.0, 4.0)`` or ``5.6``;
/// - ``givens``: exactly this many givens (17-81); without it, and without a level,
///   puzzles are minimal;
/// - ``minimal``: minimal puzzles (with ``givens``: at most that many);
/// - ``symmetry``: ``"none"``, ``"rot180"``, ``"rot90"``, ``"mirror-h"``, ``"mirror-v"``,
///   ``"diagonal"``, ``"anti-diagonal"``, ``"both-mirrors"``, ``"both-diagonals"``,
///   ``"dihedral"``;
/// - ``start``: index of the first puzzle; ``attempts``: effort bound per puzzle;
/// - ``jobs``: threads (default: every core; the GIL is released).
///
/// Raises ``TargetNotReachedError`` when a target cannot be reached.
///
/// >>> import shudu
/// >>> puzzles = shudu.generate(3, seed=42)
/// >>> [p.index for p in puzzles]
/// [0, 1, 2]
/// >>> all(shudu.count_solutions(p) == 1 for p in puzzles)
/// True
/// >>> p = shudu.generate(level="hard", seed=7)[0]
/// >>> p.level, 2.6 <= p.se <= 4.0
/// ('hard', True)
#[pyfunction]
#[pyo3(signature = (count=1, *, level=None, rating=None, givens=None, minimal=false,
                    symmetry=None, seed=None, start=0, attempts=None, jobs=None))]
#[allow(clippy::too_many_arguments)]
fn generate(
    py: Python<'_>,
    count: usize,
    level: Option<&str>,
    rating: Option<&Bound<'_, PyAny>>,
    givens: Option<usize>,
    minimal: bool,
    symmetry: Option<&str>,
    seed: Option<u64>,
    start: u64,
    attempts: Option<usize>,
    jobs: Option<usize>,
) -> PyResult<Vec<Puzzle>> {
    let request = convert::request(&GenerateOptions {
        level,
        rating,
        givens,
        minimal,
        symmetry,
        attempts,
    })?;
    let seed = seed.unwrap_or_else(bulk::random_seed);
    let made = bulk::map(py, jobs, count, |i| {
        let index = start + i as u64;
        batch::make(&request, seed, index).map(|m| puzzle_of(m, seed, index))
    })?;
    made.into_iter()
        .map(|m| m.map_err(|e| errors::make(&e)))
        .collect()
}

/// The only solution of a puzzle, as 81 digits.
///
/// Raises ``InvalidPuzzleError`` (two equal givens in a unit), ``NoSolutionError``
/// or ``MultipleSolutionsError``; ``PuzzleFormatError`` for input that is not a grid.
///
/// >>> import shudu
/// >>> shudu.solve("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
/// '534678912672195348198342567859761423426853791713924856961537284287419635345286179'
#[pyfunction]
fn solve(puzzle: &Bound<'_, PyAny>) -> PyResult<String> {
    solution_of(&convert::puzzle(puzzle)?).map(|s| s.to_line())
}

/// The unique solution, or the error the command line reports.
fn solution_of(g: &Grid) -> PyResult<Grid> {
    match g.uniqueness() {
        Uniqueness::Unique(s) => Ok(s),
        Uniqueness::NoSolution => Err(errors::NoSolutionError::new_err("puzzle has no solution")),
        Uniqueness::Multiple => Err(errors::MultipleSolutionsError::new_err(
            "puzzle has more than one solution",
        )),
    }
}

/// How many solutions a puzzle has, counting no further than ``limit``.
///
/// >>> import shudu
/// >>> shudu.count_solutions("." * 81, limit=1000)
/// 1000
/// >>> shudu.count_solutions("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
/// 1
#[pyfunction]
#[pyo3(signature = (puzzle, limit=2))]
fn count_solutions(puzzle: &Bound<'_, PyAny>, limit: usize) -> PyResult<usize> {
    Ok(convert::puzzle(puzzle)?.count_solutions(limit))
}

/// Whether a puzzle is valid and has exactly one solution: a ``Check`` with
/// ``status`` ``"invalid"``, ``"no solution"``, ``"unique"`` or ``"multiple"`` (true
/// only when unique).
///
/// >>> import shudu
/// >>> c = shudu.check("55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
/// >>> c.status, c.detail
/// ('invalid', 'digit 5 appears twice in row 1: r1c1 and r1c2')
/// >>> bool(shudu.check("." * 81))
/// False
#[pyfunction]
fn check(puzzle: &Bound<'_, PyAny>) -> PyResult<Check> {
    Ok(Check {
        record: CheckRecord::check(&convert::grid(puzzle)?),
    })
}

/// Every rating of a puzzle from one logical solve: the SE-style number and the
/// level users see, the HoDoKu-style score and level, the QQWing-style class, the
/// holes and article 000's formula (what ``shudu rate`` prints).
///
/// >>> import shudu
/// >>> r = shudu.rate("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
/// >>> r.se, r.level, r.hodoku_score, r.qqwing
/// (2.6, 'hard', 756, 'intermediate')
#[pyfunction]
fn rate(puzzle: &Bound<'_, PyAny>) -> PyResult<Rating> {
    let g = convert::puzzle(puzzle)?;
    let rating = shudu::rate::rate(&g).map_err(|e| errors::rate(&e))?;
    Ok(Rating {
        record: RateRecord::from_rating(&g, &rating),
    })
}

/// The whole logical path of a puzzle, simplest technique first: a list of
/// ``Step`` (``[s.to_dict() for s in steps]`` is ``shudu explain --format json``).
///
/// >>> import shudu
/// >>> steps = shudu.explain("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
/// >>> print(steps[0].text)
/// Hidden single: 4 can only go in r6c2 within box 4
/// >>> steps[0].to_dict()["placements"]
/// [{'cell': 'r6c2', 'digit': 4}]
#[pyfunction]
fn explain(puzzle: &Bound<'_, PyAny>) -> PyResult<Vec<Step>> {
    let g = convert::puzzle(puzzle)?;
    let e = shudu::rate::explain(&g).map_err(|e| errors::rate(&e))?;
    Ok(e.steps
        .iter()
        .map(|step| Step {
            record: StepRecord::from_step(step),
        })
        .collect())
}

/// The next step for a player's grid, after any mistakes in it.
///
/// ``state`` is the grid in progress (81 cells in any form ``solve`` reads) or 729
/// pencil-mark characters (nine per cell: ``k`` if ``k`` is still a candidate, ``.``
/// if not). ``puzzle`` (the givens, or None) lets wrong digits be told from givens.
/// ``level`` 1 names the technique, 2 says where to look, 3 gives the deduction.
///
/// >>> import shudu
/// >>> p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
/// >>> h = shudu.hint(p, "531" + p[3:], level=2)
/// >>> h.mistakes
/// ['r1c3 holds 1, but its digit is 4']
/// >>> print(shudu.hint(p, p[:2] + "4" + p[3:], level=3))
/// Look for a hidden single of 1 in box 1. Hidden single: 1 can only go in r3c1 within box 1. Place 1 in r3c1.
#[pyfunction]
#[pyo3(signature = (puzzle, state, level=1))]
fn hint(puzzle: Option<&Bound<'_, PyAny>>, state: &Bound<'_, PyAny>, level: u8) -> PyResult<Hint> {
    if !(1..=3).contains(&level) {
        return Err(errors::argument(format!("level={level} is not 1, 2 or 3")));
    }
    let puzzle = match puzzle {
        Some(p) if !p.is_none() => Some(convert::grid(p)?),
        _ => None,
    };
    let state = match state.extract::<String>() {
        Ok(text) if pencil_mark_count(&text) == 729 => {
            Candidates::from_pencil_marks(&text).map_err(|e| errors::parse(&e))?
        }
        _ => Candidates::from_grid(&convert::grid(state)?),
    };
    let h = shudu::hint::hint(&state, puzzle.as_ref()).map_err(|e| match e {
        HintError::Puzzle(e) => errors::rate(&e),
        HintError::Ambiguous => errors::MultipleSolutionsError::new_err(e.to_string()),
    })?;
    Ok(Hint { hint: h, level })
}

/// Cell and candidate characters in `text` (digits, `.`, `_`).
fn pencil_mark_count(text: &str) -> usize {
    text.chars()
        .filter(|c| c.is_ascii_digit() || *c == '.' || *c == '_')
        .count()
}

/// The extension module `shudu._shudu`.
#[pymodule]
fn _shudu(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Puzzle>()?;
    m.add_class::<Rating>()?;
    m.add_class::<Step>()?;
    m.add_class::<Hint>()?;
    m.add_class::<Check>()?;
    m.add_function(wrap_pyfunction!(generate, m)?)?;
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(count_solutions, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(rate, m)?)?;
    m.add_function(wrap_pyfunction!(explain, m)?)?;
    m.add_function(wrap_pyfunction!(hint, m)?)?;
    arrays::register(m)?;
    canon::register(m)?;
    dataset::register(m)?;
    errors::register(m)?;
    Ok(())
}
