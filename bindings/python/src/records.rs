//! The result classes: `Puzzle`, `Rating`, `Step`, `Hint`, `Check`,
//! `Canonical`. Each keeps the engine's values and gives `to_dict()`, the
//! command line's JSON record as a dict.

use crate::convert;
use pyo3::prelude::*;
use shudu::hint::Hint as EngineHint;
use shudu::rate::Level;
use shudu::Grid;
use shudu_formats::records::{
    CandidateRecord, CanonRecord, CheckRecord, GenerateRecord, HintRecord, RateRecord, StepRecord,
};

/// An SE number as a float with one decimal.
fn one_decimal(se: f32) -> f64 {
    (f64::from(se) * 10.0).round() / 10.0
}

/// A generated puzzle with its solution, where it came from (seed, index)
/// and, when made to a level or rating, its SE rating.
///
/// >>> import shudu
/// >>> p = shudu.generate(seed=42)[0]
/// >>> len(str(p)), p.givens == 81 - str(p).count(".")
/// (81, True)
/// >>> shudu.solve(p) == p.solution
/// True
#[pyclass(module = "shudu", frozen, eq, from_py_object)]
#[derive(Clone, PartialEq)]
pub struct Puzzle {
    pub puzzle: Grid,
    pub solution: Grid,
    pub rating: Option<(f32, Level)>,
    pub seed: u64,
    pub index: u64,
}

#[pymethods]
impl Puzzle {
    /// The givens: 81 characters, `.` for an empty cell.
    #[getter]
    fn puzzle(&self) -> String {
        self.puzzle.to_line()
    }

    /// The only solution: 81 digits.
    #[getter]
    fn solution(&self) -> String {
        self.solution.to_line()
    }

    /// How many cells are given.
    #[getter]
    fn givens(&self) -> usize {
        self.puzzle.givens()
    }

    /// The SE-style rating, for puzzles made with `level=` or `rating=`; else None.
    #[getter]
    fn se(&self) -> Option<f64> {
        self.rating.map(|(se, _)| one_decimal(se))
    }

    /// The level name (easy ... extreme), for puzzles made with `level=` or `rating=`; else None.
    #[getter]
    fn level(&self) -> Option<&'static str> {
        self.rating.map(|(_, level)| level.name())
    }

    /// The random seed of the run that made this puzzle.
    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// The puzzle's index in its run: `generate(1, seed=s, start=i)` makes it again.
    #[getter]
    fn index(&self) -> u64 {
        self.index
    }

    /// The grid as a bordered block of nine lines.
    fn pretty(&self) -> String {
        self.puzzle.pretty().to_string()
    }

    /// The record `shudu generate --format json --solution` writes for this puzzle.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let mut record =
            GenerateRecord::new(&self.puzzle, Some(&self.solution), self.seed, self.index);
        if let Some((se, level)) = self.rating {
            record = record.with_rating(se, level);
        }
        convert::record(py, &record)
    }

    fn __str__(&self) -> String {
        self.puzzle.to_line()
    }

    fn __repr__(&self) -> String {
        format!(
            "Puzzle('{}', givens={}, seed={}, index={})",
            self.puzzle.to_line(),
            self.puzzle.givens(),
            self.seed,
            self.index
        )
    }
}

/// Every rating of one puzzle, read off one logical solve (what `shudu rate` prints).
#[pyclass(module = "shudu", frozen)]
pub struct Rating {
    pub record: RateRecord,
}

#[pymethods]
impl Rating {
    /// The SE-style number (Sudoku Explainer scale, 1.0 to 11+): the hardest step's rating.
    #[getter]
    fn se(&self) -> f64 {
        one_decimal(self.record.se)
    }
    /// The level users see: easy, medium, hard, expert, master or extreme.
    #[getter]
    fn level(&self) -> &str {
        &self.record.level
    }
    /// The HoDoKu-style score: the sum of the steps' scores.
    #[getter]
    fn hodoku_score(&self) -> u32 {
        self.record.hodoku_score
    }
    /// The HoDoKu-style level.
    #[getter]
    fn hodoku_level(&self) -> &str {
        &self.record.hodoku_level
    }
    /// The QQWing-style class.
    #[getter]
    fn qqwing(&self) -> &str {
        &self.record.qqwing
    }
    /// Empty cells.
    #[getter]
    fn holes(&self) -> usize {
        self.record.holes
    }
    /// The dependency formula A / (18 B) of the source article on difficulty, in [0, 1].
    #[getter]
    fn dependency_formula(&self) -> f64 {
        self.record.dependency_formula
    }
    /// The level 0-3 of the dependency formula.
    #[getter]
    fn dependency_level(&self) -> u8 {
        self.record.dependency_level
    }
    /// The stable id of the hardest step's technique (e.g. "x-wing"); None for a full grid.
    #[getter]
    fn hardest(&self) -> Option<&str> {
        self.record.hardest.as_deref()
    }
    /// Steps of the logical path.
    #[getter]
    fn steps(&self) -> usize {
        self.record.steps
    }
    /// How many steps used each technique, by technique id.
    #[getter]
    fn techniques(&self) -> Vec<(String, usize)> {
        self.record.techniques.clone()
    }
    /// The record `shudu rate --format json` writes for this puzzle.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::record(py, &self.record)
    }
    fn __repr__(&self) -> String {
        format!(
            "Rating(se={:.1}, level='{}', hodoku_score={}, qqwing='{}')",
            self.record.se, self.record.level, self.record.hodoku_score, self.record.qqwing
        )
    }
}

fn pairs(list: &[CandidateRecord]) -> Vec<(String, u8)> {
    list.iter().map(|c| (c.cell.clone(), c.digit)).collect()
}

/// One step of a logical solve: the technique, its SE value, what it places
/// and eliminates, and the sentence that explains it.
#[pyclass(module = "shudu", frozen)]
pub struct Step {
    pub record: StepRecord,
}

#[pymethods]
impl Step {
    /// The technique's stable id, e.g. "hidden-single-box", "x-wing", "aic".
    #[getter]
    fn technique(&self) -> &str {
        &self.record.technique
    }
    /// The technique's name for people.
    #[getter]
    fn name(&self) -> &str {
        &self.record.name
    }
    /// The step's SE value.
    #[getter]
    fn se(&self) -> f64 {
        one_decimal(self.record.se)
    }
    /// Whether it is SE's "direct" form (it at once leaves a hidden single).
    #[getter]
    fn direct(&self) -> bool {
        self.record.direct
    }
    /// Digits placed, as (cell, digit) pairs such as ("r1c1", 5).
    #[getter]
    fn placements(&self) -> Vec<(String, u8)> {
        pairs(&self.record.placements)
    }
    /// Candidates removed, as (cell, digit) pairs.
    #[getter]
    fn eliminations(&self) -> Vec<(String, u8)> {
        pairs(&self.record.eliminations)
    }
    /// The sentence that explains the step.
    #[getter]
    fn text(&self) -> &str {
        &self.record.text
    }
    /// The step as in the list `shudu explain --format json` writes.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::record(py, &self.record)
    }
    fn __str__(&self) -> String {
        format!("[{:.1}] {}", self.record.se, self.record.text)
    }
    fn __repr__(&self) -> String {
        format!(
            "Step(technique='{}', se={:.1})",
            self.record.technique, self.record.se
        )
    }
}

/// What is wrong in a player's grid, then the next step, at a level of detail.
#[pyclass(module = "shudu", frozen)]
pub struct Hint {
    pub hint: EngineHint,
    pub level: u8,
}

#[pymethods]
impl Hint {
    /// The mistakes found, most basic first (e.g. "r1c3 holds 1, but its digit is 4").
    #[getter]
    fn mistakes(&self) -> Vec<String> {
        self.hint.mistakes.iter().map(ToString::to_string).collect()
    }
    /// The hint sentence at this level (1: technique, 2: where, 3: the whole deduction).
    #[getter]
    fn text(&self) -> String {
        self.hint.describe(self.level)
    }
    /// Whether the (corrected) grid is full.
    #[getter]
    fn solved(&self) -> bool {
        self.hint.solved()
    }
    /// The level of detail asked for.
    #[getter]
    fn level(&self) -> u8 {
        self.level
    }
    /// The next step's technique id, or None when solved.
    #[getter]
    fn technique(&self) -> Option<&'static str> {
        self.hint.step.as_ref().map(|s| s.step.technique.id())
    }
    /// The record `shudu hint --format json --level L` writes.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::record(py, &HintRecord::from_hint(&self.hint, self.level))
    }
    fn __str__(&self) -> String {
        self.hint.describe(self.level)
    }
    fn __repr__(&self) -> String {
        format!(
            "Hint({:?}, mistakes={})",
            self.hint.describe(self.level),
            self.hint.mistakes.len()
        )
    }
}

/// Whether a puzzle is valid and has exactly one solution (what `shudu check` prints).
#[pyclass(module = "shudu", frozen)]
pub struct Check {
    pub record: CheckRecord,
}

#[pymethods]
impl Check {
    /// "invalid", "no solution", "unique" or "multiple".
    #[getter]
    fn status(&self) -> &str {
        &self.record.status
    }
    /// For an invalid puzzle, why (e.g. "digit 5 appears twice in row 1: r1c1 and r1c2"); else "".
    #[getter]
    fn detail(&self) -> &str {
        self.record.detail.as_deref().unwrap_or("")
    }
    /// The solution when it is unique, else None.
    #[getter]
    fn solution(&self) -> Option<String> {
        self.record.solution.map(|s| s.to_line())
    }
    /// How many cells are given.
    #[getter]
    fn givens(&self) -> usize {
        self.record.givens
    }
    /// True when the puzzle is valid with exactly one solution.
    #[getter]
    fn unique(&self) -> bool {
        self.record.is_unique()
    }
    fn __bool__(&self) -> bool {
        self.record.is_unique()
    }
    /// The record `shudu check --format json` writes.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::record(py, &self.record)
    }
    fn __repr__(&self) -> String {
        format!(
            "Check(status='{}', givens={})",
            self.record.status, self.record.givens
        )
    }
}

/// A puzzle's canonical (minlex) form, shared by every puzzle equivalent to
/// it, with its ID (what `shudu canon --id --with-transform` prints).
///
/// >>> import shudu
/// >>> c = shudu.canonical("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
/// >>> c.form
/// '........1.....1.23..4.5..........5.....6..74.38............2.....7...6...1...8...'
/// >>> c.id, c.automorphisms
/// ('B76PW60H1FHC6', 1)
#[pyclass(module = "shudu", frozen)]
pub struct Canonical {
    pub record: CanonRecord,
}

#[pymethods]
impl Canonical {
    /// The puzzle it was made from: 81 characters, `.` for an empty cell.
    #[getter]
    fn puzzle(&self) -> String {
        self.record.puzzle.to_line()
    }
    /// The minlex form: the smallest equivalent puzzle, read as 81 characters with 0
    /// for an empty cell (written with `.`).
    #[getter]
    fn form(&self) -> String {
        self.record.form.to_line()
    }
    /// The puzzle ID: 13 characters of Crockford base 32, the same for every
    /// equivalent puzzle and in every version.
    #[getter]
    fn id(&self) -> &str {
        &self.record.id
    }
    /// How many of the 3,359,232 layouts map the puzzle to a relabelling of itself.
    #[getter]
    fn automorphisms(&self) -> u32 {
        self.record.automorphisms
    }
    /// The map from the puzzle to its form, `T:ROWS:COLUMNS:DIGITS`: T is 1 when the
    /// puzzle is first transposed; row r of the form is row ROWS[r] (0-8), column c is
    /// column COLUMNS[c], and digit d becomes DIGITS[d-1].
    #[getter]
    fn transformation(&self) -> &str {
        &self.record.transformation
    }
    /// The record `shudu canon --id --with-transform --format json` writes.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::record(py, &self.record)
    }
    fn __str__(&self) -> String {
        self.record.form.to_line()
    }
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .extract::<PyRef<'_, Canonical>>()
            .is_ok_and(|o| o.record.form == self.record.form)
    }
    fn __hash__(&self) -> u64 {
        shudu::transform::PuzzleId::of_form(&self.record.form).to_u64()
    }
    fn __repr__(&self) -> String {
        format!(
            "Canonical('{}', id='{}')",
            self.record.form.to_line(),
            self.record.id
        )
    }
}
