//! The JSON records every interface speaks: what `generate`, `check`,
//! `solve`, `rate`, `explain`, `hint` and `canon` print with `--format json`, one
//! object per line, and what the web server answers and the bindings return.
//!
//! Each record is a plain `#[derive(Serialize, Deserialize)]` struct built
//! from engine values with one call (e.g. [`RateRecord::from_rating`]), so
//! that every interface writes the same keys in the same order. Grids are
//! written as their 81-character line (`.` for empty cells).
//!
//! ```
//! use shudu::Grid;
//! use shudu_formats::records::SolveRecord;
//!
//! let puzzle: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".parse()?;
//! let solution = puzzle.solve().unwrap();
//! let record = SolveRecord::new(&puzzle, &solution);
//! let json = serde_json::to_string(&record)?;
//! assert!(json.starts_with(r#"{"puzzle":"53..7....6..195"#));
//! assert!(json.ends_with(r#","givens":30}"#));
//! assert_eq!(serde_json::from_str::<SolveRecord>(&json)?, record);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::grid_text;
use serde::{Deserialize, Serialize};
use shudu::hint::{Hint, Mistake};
use shudu::logic::Candidate;
use shudu::rate::{Explanation, RatedStep, Rating, SeRating};
use shudu::transform::{canonical_puzzle, PuzzleId, Transformation};
use shudu::Grid;

/// One line of `shudu generate --format json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GenerateRecord {
    /// The puzzle (or the complete grid, with `--solved`).
    #[serde(with = "grid_text")]
    pub puzzle: Grid,
    /// Its solution, when asked for (`--solution`).
    #[serde(
        with = "grid_text::option",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub solution: Option<Grid>,
    /// The number of givens of `puzzle`.
    pub givens: usize,
    /// For puzzles made to a rating (`--difficulty`, `--rating`): the
    /// SE-style rating, a number with one decimal (e.g. `7.2`), as in the
    /// records of `rate`, `explain` and `hint`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub se: Option<f32>,
    /// For puzzles made to a rating: the level name (e.g. `"master"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    /// The random seed of the run.
    pub seed: u64,
    /// The puzzle's index in the run: seed and index give the puzzle back.
    pub index: u64,
}

impl GenerateRecord {
    /// A generated puzzle (no rating).
    pub fn new(puzzle: &Grid, solution: Option<&Grid>, seed: u64, index: u64) -> GenerateRecord {
        GenerateRecord {
            puzzle: *puzzle,
            solution: solution.copied(),
            givens: puzzle.givens(),
            se: None,
            level: None,
            seed,
            index,
        }
    }

    /// The same, made to a rating: adds the SE number and the level.
    pub fn with_rating(mut self, se: f32, level: shudu::rate::Level) -> GenerateRecord {
        self.se = Some((se * 10.0).round() / 10.0);
        self.level = Some(level.name().to_string());
        self
    }
}

/// One line of `shudu check --format json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckRecord {
    /// The puzzle as read.
    #[serde(with = "grid_text")]
    pub puzzle: Grid,
    /// Its solution, when it has exactly one.
    #[serde(
        with = "grid_text::option",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub solution: Option<Grid>,
    /// The number of givens.
    pub givens: usize,
    /// `invalid` (two givens clash), `no solution`, `unique` or `multiple`.
    pub status: String,
    /// For `invalid`: the clash, e.g. `digit 5 appears twice in row 1: r1c1 and r1c2`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    /// When asked (`check --minimal`): whether the puzzle has one solution
    /// and every given is needed for that.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minimal: Option<bool>,
    /// When asked (`check --symmetry`): the strongest symmetry of the
    /// pattern of givens (a name of `shudu::Symmetry`, `none` if it has none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub symmetry: Option<String>,
}

/// The symmetries from the strongest down: the first that a pattern has is
/// the one reported (a pattern with a stronger one has the weaker ones too).
const STRONGEST_FIRST: [shudu::Symmetry; 10] = [
    shudu::Symmetry::Dihedral,
    shudu::Symmetry::Rot90,
    shudu::Symmetry::BothMirrors,
    shudu::Symmetry::BothDiagonals,
    shudu::Symmetry::Rot180,
    shudu::Symmetry::MirrorH,
    shudu::Symmetry::MirrorV,
    shudu::Symmetry::Diagonal,
    shudu::Symmetry::AntiDiagonal,
    shudu::Symmetry::None,
];

impl CheckRecord {
    /// Also says whether the puzzle is minimal (unique, and no given can go).
    pub fn with_minimal(mut self) -> CheckRecord {
        self.minimal = Some(self.is_unique() && shudu::dig::is_minimal(&self.puzzle));
        self
    }

    /// Also names the strongest symmetry of the pattern of givens.
    pub fn with_symmetry(mut self) -> CheckRecord {
        let strongest = STRONGEST_FIRST
            .into_iter()
            .find(|s| s.holds(&self.puzzle))
            .unwrap_or(shudu::Symmetry::None);
        self.symmetry = Some(strongest.name().to_string());
        self
    }

    /// Checks `puzzle`: clashes first, then the number of solutions.
    pub fn check(puzzle: &Grid) -> CheckRecord {
        let (status, detail, solution) = match puzzle.first_conflict() {
            Some(c) => ("invalid", Some(c.to_string()), None),
            None => match puzzle.uniqueness() {
                shudu::Uniqueness::NoSolution => ("no solution", None, None),
                shudu::Uniqueness::Unique(s) => ("unique", None, Some(s)),
                shudu::Uniqueness::Multiple => ("multiple", None, None),
            },
        };
        CheckRecord {
            puzzle: *puzzle,
            solution,
            givens: puzzle.givens(),
            status: status.to_string(),
            detail,
            minimal: None,
            symmetry: None,
        }
    }

    /// Whether the puzzle is valid with exactly one solution.
    pub fn is_unique(&self) -> bool {
        self.status == "unique"
    }
}

/// One line of `shudu solve --format json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SolveRecord {
    /// The puzzle.
    #[serde(with = "grid_text")]
    pub puzzle: Grid,
    /// Its unique solution.
    #[serde(with = "grid_text")]
    pub solution: Grid,
    /// The number of givens of the puzzle.
    pub givens: usize,
}

impl SolveRecord {
    /// A puzzle and its solution.
    pub fn new(puzzle: &Grid, solution: &Grid) -> SolveRecord {
        SolveRecord {
            puzzle: *puzzle,
            solution: *solution,
            givens: puzzle.givens(),
        }
    }
}

/// One line of `shudu solve --count-solutions --format json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CountRecord {
    /// The puzzle.
    #[serde(with = "grid_text")]
    pub puzzle: Grid,
    /// Its number of solutions, at most the limit.
    pub count: usize,
    /// Whether counting stopped at the limit (there may be more).
    pub limit_reached: bool,
}

impl CountRecord {
    /// Counts the solutions of `puzzle`, stopping at `limit` (at least 1).
    pub fn count(puzzle: &Grid, limit: usize) -> CountRecord {
        let limit = limit.max(1);
        let n = puzzle.count_solutions(limit.saturating_add(1));
        CountRecord {
            puzzle: *puzzle,
            count: n.min(limit),
            limit_reached: n > limit,
        }
    }
}

/// One line of `shudu rate --format json`: every rating of a puzzle.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RateRecord {
    /// The puzzle.
    #[serde(with = "grid_text")]
    pub puzzle: Grid,
    /// The SE-style rating (Sudoku Explainer scale, one decimal): the hardest step's.
    pub se: f32,
    /// The level of `se`: easy, medium, hard, expert, master or extreme.
    pub level: String,
    /// HoDoKu-style score: the sum of the steps' scores.
    pub hodoku_score: u32,
    /// HoDoKu-style level: easy, medium, hard, unfair or extreme.
    pub hodoku_level: String,
    /// QQWing-style class: simple, easy, intermediate or expert.
    pub qqwing: String,
    /// Empty cells of the puzzle.
    pub holes: usize,
    /// The dependency formula A / (18 B) of the source article on puzzle
    /// difficulty (empty cells against the cells they depend on), in [0, 1],
    /// four decimals. Was `seed_formula` before the records were shared.
    pub dependency_formula: f64,
    /// The level 0-3 of `dependency_formula`. Was `seed_level`.
    pub dependency_level: u8,
    /// The id of the hardest step's technique (e.g. `x-wing`); `null` when
    /// there was nothing to solve.
    pub hardest: Option<String>,
    /// Its name for people (e.g. `X-Wing`).
    pub hardest_name: Option<String>,
    /// Whether the hardest step is SE's direct form of its technique.
    pub hardest_direct: bool,
    /// Steps of the logical path.
    pub steps: usize,
    /// Nesting depth of the hardest trial; 0 if none was needed.
    pub trial_depth: u8,
    /// How many steps used each technique, by technique id, in the
    /// solver's order of techniques.
    #[serde(with = "ordered_counts")]
    pub techniques: Vec<(String, usize)>,
}

impl RateRecord {
    /// The record of `puzzle` rated `rating`.
    pub fn from_rating(puzzle: &Grid, rating: &Rating) -> RateRecord {
        RateRecord {
            puzzle: *puzzle,
            se: rating.se,
            level: rating.level.name().to_string(),
            hodoku_score: rating.hodoku_score,
            hodoku_level: rating.hodoku_level.name().to_string(),
            qqwing: rating.qqwing.name().to_string(),
            holes: rating.holes,
            dependency_formula: (rating.dependency_formula * 1e4).round() / 1e4,
            dependency_level: rating.dependency_level,
            hardest: rating.hardest.map(|t| t.id().to_string()),
            hardest_name: rating.hardest.map(|t| t.name().to_string()),
            hardest_direct: rating.hardest_direct,
            steps: rating.steps,
            trial_depth: rating.trial_depth,
            techniques: rating
                .techniques
                .iter()
                .map(|(t, n)| (t.id().to_string(), *n))
                .collect(),
        }
    }
}

/// One line of `shudu rate --se-only --format json`: a puzzle's Sudoku
/// Explainer rating alone, the fields of [`RateRecord`] that it holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeRateRecord {
    /// The puzzle.
    #[serde(with = "grid_text")]
    pub puzzle: Grid,
    /// The SE-style rating (Sudoku Explainer scale, one decimal): the hardest step's.
    pub se: f32,
    /// The level of `se`: easy, medium, hard, expert, master or extreme.
    pub level: String,
    /// The id of the hardest step's technique (e.g. `x-wing`); `null` when
    /// there was nothing to solve.
    pub hardest: Option<String>,
    /// Its name for people (e.g. `X-Wing`).
    pub hardest_name: Option<String>,
    /// Whether the hardest step is SE's direct form of its technique.
    pub hardest_direct: bool,
    /// Steps of the logical path.
    pub steps: usize,
    /// Nesting depth of the hardest trial; 0 if none was needed.
    pub trial_depth: u8,
}

impl SeRateRecord {
    /// The record of `puzzle` rated `rating`.
    pub fn from_rating(puzzle: &Grid, rating: &SeRating) -> SeRateRecord {
        SeRateRecord {
            puzzle: *puzzle,
            se: rating.se,
            level: rating.level.name().to_string(),
            hardest: rating.hardest.map(|t| t.id().to_string()),
            hardest_name: rating.hardest.map(|t| t.name().to_string()),
            hardest_direct: rating.hardest_direct,
            steps: rating.steps,
            trial_depth: rating.trial_depth,
        }
    }
}

/// A digit in a cell: `{"cell": "r1c1", "digit": 5}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CandidateRecord {
    /// The cell's name, `r1c1` to `r9c9`.
    pub cell: String,
    /// The digit 1-9.
    pub digit: u8,
}

impl CandidateRecord {
    /// The record of one candidate.
    pub fn from_candidate(c: &Candidate) -> CandidateRecord {
        CandidateRecord {
            cell: c.cell.to_string(),
            digit: c.digit.get(),
        }
    }

    fn list(list: &[Candidate]) -> Vec<CandidateRecord> {
        list.iter().map(CandidateRecord::from_candidate).collect()
    }
}

/// One step of a logical path, as `explain` lists it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StepRecord {
    /// The technique's stable id (e.g. `hidden-single-box`, `x-wing`, `aic`).
    pub technique: String,
    /// The technique's name for people.
    pub name: String,
    /// The step's SE-style rating (one decimal).
    pub se: f32,
    /// Whether it is SE's direct form of its technique.
    pub direct: bool,
    /// Digits the step places.
    pub placements: Vec<CandidateRecord>,
    /// Candidates the step removes.
    pub eliminations: Vec<CandidateRecord>,
    /// The step in one sentence.
    pub text: String,
}

impl StepRecord {
    /// The record of one rated step.
    pub fn from_step(s: &RatedStep) -> StepRecord {
        let t = s.step.technique;
        StepRecord {
            technique: t.id().to_string(),
            name: t.name().to_string(),
            se: s.se(),
            direct: s.direct,
            placements: CandidateRecord::list(&s.step.placements),
            eliminations: CandidateRecord::list(&s.step.eliminations),
            text: s.step.text(),
        }
    }
}

/// One line of `shudu explain --format json`: the list of steps.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ExplainRecord {
    /// The steps, in order.
    pub steps: Vec<StepRecord>,
}

impl ExplainRecord {
    /// The record of an explanation.
    pub fn from_explanation(e: &Explanation) -> ExplainRecord {
        ExplainRecord {
            steps: e.steps.iter().map(StepRecord::from_step).collect(),
        }
    }
}

/// One line of `shudu hint --format json`: the mistakes, the hint, and as
/// much of the step as the level reveals.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HintRecord {
    /// Mistakes in the player's grid, one sentence each, most basic first.
    pub mistakes: Vec<String>,
    /// The cells each mistake is about (`r1c3`), one list per sentence of `mistakes` and in
    /// the same order (empty when no cell can be blamed), so that a page marks them without
    /// reading the sentences.
    #[serde(default)]
    pub mistake_cells: Vec<Vec<String>>,
    /// Whether the (corrected) grid is full.
    pub solved: bool,
    /// The level of detail: 1 the technique, 2 also where, 3 the whole deduction.
    pub level: u8,
    /// The hint as a sentence at that level.
    pub hint: String,
    /// The next step's technique id (absent when there is no step).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub technique: Option<String>,
    /// Its name for people.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Its SE-style rating.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub se: Option<f32>,
    /// Level 2 and up: the units the pattern lives in (e.g. `box 1`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub units: Option<Vec<String>>,
    /// Level 2 and up: the cells of the pattern.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cells: Option<Vec<String>>,
    /// Level 2 and up: the digits the pattern is about.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub digits: Option<Vec<u8>>,
    /// Level 3: the whole deduction in one sentence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// Level 3: the digits the step places.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placements: Option<Vec<CandidateRecord>>,
    /// Level 3: the candidates the step removes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eliminations: Option<Vec<CandidateRecord>>,
}

impl HintRecord {
    /// The record of `hint` at `level` (1-3).
    pub fn from_hint(hint: &Hint, level: u8) -> HintRecord {
        let step = hint.step.as_ref();
        let at = |min: u8| step.filter(|_| level >= min);
        HintRecord {
            mistakes: hint.mistakes.iter().map(|m| m.to_string()).collect(),
            mistake_cells: hint
                .mistakes
                .iter()
                .map(|m| mistake_cells(m).iter().map(|c| c.to_string()).collect())
                .collect(),
            solved: hint.solved(),
            level,
            hint: hint.describe(level),
            technique: step.map(|s| s.step.technique.id().to_string()),
            name: step.map(|s| s.step.technique.name().to_string()),
            se: step.map(RatedStep::se),
            units: at(2).map(|s| s.step.units.iter().map(|u| u.to_string()).collect()),
            cells: at(2).map(|s| s.step.cells.iter().map(|c| c.to_string()).collect()),
            digits: at(2).map(|s| s.step.digits.iter().map(|d| d.get()).collect()),
            text: at(3).map(|s| s.step.text()),
            placements: at(3).map(|s| CandidateRecord::list(&s.step.placements)),
            eliminations: at(3).map(|s| CandidateRecord::list(&s.step.eliminations)),
        }
    }
}

/// The cells a mistake is about: both cells of a clash, the cell of a wrong digit, changed given
/// or removed candidate, the suspects when one of several digits is wrong, none when no cell can
/// be blamed.
fn mistake_cells(m: &Mistake) -> Vec<shudu::Cell> {
    match m {
        Mistake::Clash(c) => vec![c.first, c.second],
        Mistake::WrongDigit { cell, .. }
        | Mistake::GivenChanged { cell, .. }
        | Mistake::RemovedCandidate { cell, .. } => vec![*cell],
        Mistake::OneOfTheseIsWrong(cells) => cells.clone(),
        Mistake::NoSolution => Vec::new(),
    }
}

/// One line of `shudu canon --id --with-transform --format json`: a
/// puzzle's minlex form (the canonical form shared by every puzzle
/// equivalent to it), its ID, the number of layouts that map it to itself and
/// the transformation that takes it to the form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CanonRecord {
    /// The puzzle.
    #[serde(with = "grid_text")]
    pub puzzle: Grid,
    /// Its minlex form ([`shudu::transform::canonical_puzzle`]).
    #[serde(with = "grid_text")]
    pub form: Grid,
    /// The puzzle ID: 13 characters of Crockford base 32
    /// ([`shudu::transform::puzzle_id`]).
    pub id: String,
    /// How many of the 3,359,232 layouts map the puzzle to a relabelling of
    /// itself.
    pub automorphisms: u32,
    /// The map to the form as `T:ROWS:COLUMNS:DIGITS` (see
    /// [`transformation_text`]).
    pub transformation: String,
}

impl CanonRecord {
    /// The canonical form of `puzzle`, with its ID and transformation.
    pub fn of(puzzle: &Grid) -> CanonRecord {
        let canon = canonical_puzzle(puzzle);
        CanonRecord {
            puzzle: *puzzle,
            form: canon.form,
            id: PuzzleId::of_form(&canon.form).to_string(),
            automorphisms: canon.automorphisms,
            transformation: transformation_text(&canon.transformation),
        }
    }
}

/// A transformation as `T:ROWS:COLUMNS:DIGITS`, as `shudu canon
/// --with-transform` writes it: `T` is 1 when the puzzle is first transposed,
/// else 0; row `r` of the result is row `ROWS[r]` (0-8) of the (transposed)
/// puzzle, column `c` is column `COLUMNS[c]`, and digit `d` becomes
/// `DIGITS[d-1]`.
pub fn transformation_text(t: &Transformation) -> String {
    let digits = |xs: [u8; 9]| -> String { xs.iter().map(|x| char::from(b'0' + x)).collect() };
    format!(
        "{}:{}:{}:{}",
        u8::from(t.transposes()),
        digits(t.row_order()),
        digits(t.column_order()),
        digits(t.relabelling())
    )
}

/// Counts by name, written as a JSON object whose keys keep their order.
mod ordered_counts {
    use serde::de::{MapAccess, Visitor};
    use serde::ser::SerializeMap;
    use serde::{Deserializer, Serializer};
    use std::fmt;

    pub fn serialize<S: Serializer>(counts: &[(String, usize)], s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(counts.len()))?;
        for (k, v) in counts {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(String, usize)>, D::Error> {
        struct Counts;
        impl<'de> Visitor<'de> for Counts {
            type Value = Vec<(String, usize)>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an object of counts")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut out = Vec::new();
                while let Some(entry) = map.next_entry::<String, usize>()? {
                    out.push(entry);
                }
                Ok(out)
            }
        }
        d.deserialize_map(Counts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shudu::rate::{explain, rate};

    const P: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    #[test]
    fn rate_record_keys_in_order_and_round_trip() {
        let puzzle: Grid = P.parse().unwrap();
        let r = rate(&puzzle).unwrap();
        let record = RateRecord::from_rating(&puzzle, &r);
        let json = serde_json::to_string(&record).unwrap();
        let keys: Vec<&str> = json
            .split(['{', ','])
            .filter_map(|s| s.strip_prefix('"'))
            .filter_map(|s| s.split_once("\":").map(|(k, _)| k))
            .take(15)
            .collect();
        assert_eq!(
            keys,
            [
                "puzzle",
                "se",
                "level",
                "hodoku_score",
                "hodoku_level",
                "qqwing",
                "holes",
                "dependency_formula",
                "dependency_level",
                "hardest",
                "hardest_name",
                "hardest_direct",
                "steps",
                "trial_depth",
                "techniques"
            ]
        );
        assert!(json.contains(&format!("\"se\":{:.1},", r.se)), "{json}");
        assert!(json.contains(&format!(
            "\"dependency_formula\":{}",
            (r.dependency_formula * 1e4).round() / 1e4
        )));
        let back: RateRecord = serde_json::from_str(&json).unwrap();
        assert_eq!(back, record);
        assert_eq!(back.techniques.len(), r.techniques.len());
    }

    #[test]
    fn explain_record_is_a_list_of_steps() {
        let puzzle: Grid = P.parse().unwrap();
        let e = explain(&puzzle).unwrap();
        let record = ExplainRecord::from_explanation(&e);
        let json = serde_json::to_string(&record).unwrap();
        assert!(json.starts_with("[{\"technique\":"), "{json}");
        let back: ExplainRecord = serde_json::from_str(&json).unwrap();
        assert_eq!(back.steps.len(), e.steps.len());
        assert_eq!(back, record);
    }

    #[test]
    fn check_record_says_invalid_with_detail() {
        let clash: Grid = Grid::parse_unchecked(&P.replacen('.', "4", 1)).unwrap();
        let record = CheckRecord::check(&clash);
        let json = serde_json::to_string(&record).unwrap();
        assert_eq!(
            json,
            format!(
                "{{\"puzzle\":\"{clash}\",\"givens\":18,\"status\":\"invalid\",\"detail\":\"digit 4 appears twice in row 1: r1c1 and r1c2\"}}"
            )
        );
        assert_eq!(serde_json::from_str::<CheckRecord>(&json).unwrap(), record);
        assert!(serde_json::from_str::<CheckRecord>(&json.replace(".\",", "\",")).is_err());
    }

    #[test]
    fn canon_record_is_the_same_for_equivalent_puzzles() {
        let puzzle: Grid = P.parse().unwrap();
        let record = CanonRecord::of(&puzzle);
        let turned = CanonRecord::of(&Transformation::rotate(1).apply(&puzzle));
        assert_eq!((turned.form, &turned.id), (record.form, &record.id));
        assert_eq!(record.id, shudu::transform::puzzle_id(&puzzle).to_string());
        let json = serde_json::to_string(&record).unwrap();
        assert!(
            json.starts_with(&format!("{{\"puzzle\":\"{P}\",\"form\":\"")),
            "{json}"
        );
        assert_eq!(serde_json::from_str::<CanonRecord>(&json).unwrap(), record);
    }
}
