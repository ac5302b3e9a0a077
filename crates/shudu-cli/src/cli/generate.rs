//! `shudu generate`'s options, with `--difficulty` and `--rating`.

use super::OutputArgs;
use clap::Args;
use shudu::difficulty::{SeRange, Strategy};
use shudu::dig::Symmetry;
use shudu::fill::{las_vegas, rows, Method};
use shudu::rate::Level;

/// Options of `shudu generate`.
#[derive(Debug, Args)]
#[command(
    long_about = "Make puzzles with exactly one solution (or complete grids with --solved). \
    Puzzle i of a run depends only on the seed and i, so the same --seed gives the same \
    output for any --jobs. Without --seed a random seed is used and printed to standard error."
)]
pub struct GenerateArgs {
    /// How many puzzles (at least 1).
    #[arg(short = 'n', long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub count: u64,

    /// Seed for reproducible output (default: random, printed to stderr).
    #[arg(short, long, value_name = "SEED")]
    pub seed: Option<u64>,

    /// Index of the first puzzle (to repeat one puzzle of a long run).
    #[arg(long, value_name = "I", default_value_t = 0)]
    pub start: u64,

    /// Exactly this many givens (17-81).
    #[arg(long, value_name = "N", conflicts_with = "holes",
          value_parser = clap::value_parser!(u8).range(17..=81))]
    pub givens: Option<u8>,

    /// Exactly this many empty cells (0-64).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=64))]
    pub holes: Option<u8>,

    /// Article 004's difficulty 1-4: empty 20 x L cells, keeping the solution
    /// unique; when no grid can give up that many, the puzzle with the most
    /// holes found is written and the count said on standard error.
    #[arg(long, value_name = "L", conflicts_with_all = ["givens", "holes", "minimal"],
          value_parser = clap::value_parser!(u8).range(1..=4))]
    pub level: Option<u8>,

    /// How complete grids are made: default, box-force, box-backtrack, rows,
    /// transform, las-vegas, centre-shift or diagonal (see docs/methods.md).
    #[arg(long, value_name = "NAME", default_value = "default", value_parser = parse_method)]
    pub method: Method,

    /// For --method rows: orderings drawn before the grid starts again
    /// (default 220).
    #[arg(long, value_name = "N",
          value_parser = clap::value_parser!(u32).range(rows::MIN_THRESHOLD as i64..))]
    pub threshold: Option<u32>,

    /// For --method las-vegas: random digits placed before the depth-first
    /// completion (default 11).
    #[arg(long, value_name = "N",
          value_parser = clap::value_parser!(u8).range(0..=las_vegas::MAX_GIVENS_FIRST as i64))]
    pub givens_first: Option<u8>,

    /// Minimal puzzles: removing any given would allow a second solution.
    /// This is the default without --givens or --holes; with them it means
    /// a minimal puzzle with at most that many givens.
    #[arg(long)]
    pub minimal: bool,

    /// Symmetry of the pattern of givens: none, rot180, rot90, mirror-h,
    /// mirror-v, diagonal, anti-diagonal, both-mirrors, both-diagonals or
    /// dihedral.
    #[arg(long, value_name = "SYMMETRY", default_value = "none", value_parser = parse_symmetry)]
    pub symmetry: Symmetry,

    /// Dig each grid to exactly the givens of this pattern: 81 cells, a
    /// digit, 'x', 'X' or '*' for a given, '.', '0' or '_' for an empty cell
    /// (a puzzle works as its own pattern). Grids are tried until one gives a
    /// unique puzzle, at most --attempts (default 1000) per puzzle.
    #[arg(long, value_name = "MASK", value_parser = parse_pattern,
          conflicts_with_all = ["givens", "holes", "level", "minimal", "solved",
                                "difficulty", "rating", "symmetry"])]
    pub pattern: Option<Pattern>,

    /// Complete grids instead of puzzles.
    #[arg(long, conflicts_with_all = ["givens", "holes", "level", "minimal", "solution", "symmetry"])]
    pub solved: bool,

    /// Also write each puzzle's solution (line form: `puzzle solution`).
    #[arg(long)]
    pub solution: bool,

    #[arg(long, value_name = "LEVEL", help = LEVELS_HELP, value_parser = parse_level,
          conflicts_with_all = ["rating", "givens", "holes", "level", "solved"])]
    pub difficulty: Option<Level>,

    /// Puzzles whose SE-style rating lies in MIN..MAX, both included
    /// (e.g. 7.0..8.5; 9.0.. for 9.0 and up).
    #[arg(long, value_name = "MIN..MAX", value_parser = parse_se_range,
          conflicts_with_all = ["givens", "holes", "level", "solved"])]
    pub rating: Option<SeRange>,

    /// How --difficulty and --rating search: steer toward the band, or
    /// reject puzzles until one fits (the baseline).
    #[arg(long, value_name = "STRATEGY", default_value = "steer", value_parser = parse_strategy)]
    pub strategy: Strategy,

    /// Effort bound per puzzle before giving up on the target: grids to dig
    /// (default 1000), or with --difficulty or --rating, puzzles to rate
    /// (default 10000).
    #[arg(long, value_name = "N", value_parser = parse_attempts)]
    pub attempts: Option<usize>,

    /// With --difficulty or --rating: print each puzzle's rating and the
    /// attempts it took to standard error.
    #[arg(short, long)]
    pub verbose: bool,

    #[command(flatten)]
    pub output: OutputArgs,
}

/// The cells `--pattern` keeps as givens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pattern(pub [bool; 81]);

/// Reads `--pattern`: 81 cells, separators (spaces, '|', '+', '-', line
/// breaks) ignored.
fn parse_pattern(s: &str) -> Result<Pattern, String> {
    let mut cells = Vec::with_capacity(81);
    for (i, c) in s.chars().enumerate() {
        match c {
            '1'..='9' | 'x' | 'X' | '*' => cells.push(true),
            '.' | '0' | '_' => cells.push(false),
            ' ' | '\t' | '\n' | '\r' | '|' | '+' | '-' => {}
            _ => {
                return Err(format!(
                    "character '{c}' at position {} is not a cell (a given: 1-9, x or *; \
                     empty: '.', '0' or '_')",
                    i + 1
                ))
            }
        }
    }
    let mask: [bool; 81] = cells
        .as_slice()
        .try_into()
        .map_err(|_| format!("a pattern needs 81 cells, found {}", cells.len()))?;
    let givens = mask.iter().filter(|&&g| g).count();
    if givens < 17 {
        return Err(format!(
            "{givens} givens: no Sudoku with fewer than 17 givens has one solution"
        ));
    }
    Ok(Pattern(mask))
}

/// Reads `--attempts`: at least 1.
fn parse_attempts(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(0) => Err("give at least 1 attempt".to_string()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("'{s}' is not a number of attempts")),
    }
}

/// Reads `--symmetry`.
fn parse_symmetry(s: &str) -> Result<Symmetry, String> {
    s.parse()
}

/// Reads `--method`.
fn parse_method(s: &str) -> Result<Method, String> {
    s.parse()
}

/// Help text for `--difficulty`: the levels and their SE ranges.
const LEVELS_HELP: &str = "Puzzles of this level, by their SE-style rating: \
easy (1.0-1.5), medium (1.6-2.5), hard (2.6-4.0), expert (4.1-6.4), \
master (6.5-8.9) or extreme (9.0 and up)";

/// Reads `--difficulty`.
fn parse_level(s: &str) -> Result<Level, String> {
    s.parse()
}

/// Reads `--rating`.
fn parse_se_range(s: &str) -> Result<SeRange, String> {
    s.parse()
}

/// Reads `--strategy`.
fn parse_strategy(s: &str) -> Result<Strategy, String> {
    s.parse()
}
