//! TEMPORARY stand-in for `shudu::dig`, with the same names, until the
//! engine's generator lands in `main`; then this file is deleted and
//! `commands/generate.rs` imports `shudu::dig` instead (one line).
//!
//! It digs a random complete grid one symmetry orbit at a time in random
//! order, keeping a removal only while the puzzle still has exactly one
//! solution, so every puzzle it returns is unique (the tests check that with
//! the independent checker).

use rand::seq::SliceRandom;
use rand::Rng;
use shudu::{Cell, Grid};
use std::fmt;
use std::str::FromStr;

/// Which cells must be emptied together so the pattern of givens is symmetric.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Symmetry {
    /// No symmetry.
    #[default]
    None,
    /// Half-turn rotation.
    Rot180,
    /// Quarter-turn rotation.
    Rot90,
    /// Mirror across the horizontal middle line.
    MirrorH,
    /// Mirror across the vertical middle line.
    MirrorV,
    /// Mirror across the main diagonal.
    Diagonal,
    /// Mirror across the anti-diagonal.
    AntiDiagonal,
    /// Both mirrors.
    BothMirrors,
    /// Both diagonals.
    BothDiagonals,
    /// All eight symmetries of the square.
    Dihedral,
}

impl Symmetry {
    /// Every symmetry, in the order shown to users.
    pub const ALL: &'static [Symmetry] = &[
        Symmetry::None,
        Symmetry::Rot180,
        Symmetry::Rot90,
        Symmetry::MirrorH,
        Symmetry::MirrorV,
        Symmetry::Diagonal,
        Symmetry::AntiDiagonal,
        Symmetry::BothMirrors,
        Symmetry::BothDiagonals,
        Symmetry::Dihedral,
    ];

    /// The command-line name.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rot180 => "rot180",
            Symmetry::Rot90 => "rot90",
            Symmetry::MirrorH => "mirror-h",
            Symmetry::MirrorV => "mirror-v",
            Symmetry::Diagonal => "diagonal",
            Symmetry::AntiDiagonal => "anti-diagonal",
            Symmetry::BothMirrors => "both-mirrors",
            Symmetry::BothDiagonals => "both-diagonals",
            Symmetry::Dihedral => "dihedral",
        }
    }

    fn maps(self) -> &'static [fn(usize, usize) -> (usize, usize)] {
        fn rot180(r: usize, c: usize) -> (usize, usize) {
            (8 - r, 8 - c)
        }
        fn rot90(r: usize, c: usize) -> (usize, usize) {
            (c, 8 - r)
        }
        fn mirror_h(r: usize, c: usize) -> (usize, usize) {
            (8 - r, c)
        }
        fn mirror_v(r: usize, c: usize) -> (usize, usize) {
            (r, 8 - c)
        }
        fn diagonal(r: usize, c: usize) -> (usize, usize) {
            (c, r)
        }
        fn anti(r: usize, c: usize) -> (usize, usize) {
            (8 - c, 8 - r)
        }
        match self {
            Symmetry::None => &[],
            Symmetry::Rot180 => &[rot180],
            Symmetry::Rot90 => &[rot90],
            Symmetry::MirrorH => &[mirror_h],
            Symmetry::MirrorV => &[mirror_v],
            Symmetry::Diagonal => &[diagonal],
            Symmetry::AntiDiagonal => &[anti],
            Symmetry::BothMirrors => &[mirror_h, mirror_v],
            Symmetry::BothDiagonals => &[diagonal, anti],
            Symmetry::Dihedral => &[rot90, mirror_h],
        }
    }

    /// The cells that move together with `cell`.
    fn orbit(self, cell: usize) -> Vec<usize> {
        let mut orbit = vec![cell];
        let mut i = 0;
        while i < orbit.len() {
            let (r, c) = (orbit[i] / 9, orbit[i] % 9);
            for f in self.maps() {
                let (r2, c2) = f(r, c);
                let j = r2 * 9 + c2;
                if !orbit.contains(&j) {
                    orbit.push(j);
                }
            }
            i += 1;
        }
        orbit
    }

    fn orbits(self) -> Vec<Vec<usize>> {
        let mut seen = [false; 81];
        let mut out = Vec::new();
        for cell in 0..81 {
            if !seen[cell] {
                let orbit = self.orbit(cell);
                for &c in &orbit {
                    seen[c] = true;
                }
                out.push(orbit);
            }
        }
        out
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Symmetry {
    type Err = String;
    fn from_str(s: &str) -> Result<Symmetry, String> {
        Symmetry::ALL
            .iter()
            .copied()
            .find(|m| m.name() == s)
            .ok_or_else(|| {
                let names: Vec<_> = Symmetry::ALL.iter().map(|m| m.name()).collect();
                format!(
                    "unknown symmetry '{s}' (expected one of: {})",
                    names.join(", ")
                )
            })
    }
}

/// How far to dig.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Exactly this many givens.
    Givens(usize),
    /// Exactly this many empty cells.
    Holes(usize),
    /// Until no given can be removed.
    Minimal,
}

/// What to generate.
#[derive(Clone, Debug)]
pub struct DigOptions {
    /// How far to dig.
    pub target: Target,
    /// Whether the result must also be minimal.
    pub minimal: bool,
    /// The symmetry of the givens.
    pub symmetry: Symmetry,
    /// Grids to try before giving up.
    pub max_attempts: usize,
    /// How complete grids are made.
    pub method: shudu::fill::Method,
}

impl Default for DigOptions {
    fn default() -> Self {
        DigOptions {
            target: Target::Minimal,
            minimal: false,
            symmetry: Symmetry::None,
            max_attempts: 200,
            method: shudu::fill::Method::Default,
        }
    }
}

/// A puzzle and its unique solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The givens.
    pub puzzle: Grid,
    /// The only solution.
    pub solution: Grid,
}

/// The target could not be reached.
#[derive(Clone, Debug)]
pub struct DigError {
    /// The puzzle with the fewest givens reached.
    pub best: Option<Puzzle>,
    target: String,
    attempts: usize,
}

impl fmt::Display for DigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "could not reach {} in {} attempts",
            self.target, self.attempts
        )?;
        if let Some(b) = &self.best {
            write!(f, " (fewest reached: {})", b.puzzle.givens())?;
        }
        Ok(())
    }
}

impl std::error::Error for DigError {}

fn unique_without(puzzle: &Grid, orbit: &[usize]) -> bool {
    let mut g = *puzzle;
    for &c in orbit {
        g.clear(Cell::new(c).expect("orbit cells are below 81"));
    }
    g.count_solutions(2) == 1
}

/// Digs one grid: returns the puzzle reached.
fn dig_once<R: Rng + ?Sized>(solution: &Grid, opts: &DigOptions, rng: &mut R) -> Grid {
    let floor = match opts.target {
        Target::Givens(n) => n,
        Target::Holes(n) => 81usize.saturating_sub(n),
        Target::Minimal => 0,
    };
    let mut orbits = opts.symmetry.orbits();
    orbits.shuffle(rng);
    let mut puzzle = *solution;
    for orbit in &orbits {
        if puzzle.givens().saturating_sub(orbit.len()) < floor {
            continue;
        }
        if unique_without(&puzzle, orbit) {
            for &c in orbit {
                puzzle.clear(Cell::new(c).expect("orbit cells are below 81"));
            }
        }
    }
    puzzle
}

fn is_minimal(puzzle: &Grid, symmetry: Symmetry) -> bool {
    symmetry
        .orbits()
        .iter()
        .filter(|o| o.iter().all(|&c| puzzle.values()[c] != 0))
        .all(|o| !unique_without(puzzle, o))
}

/// Makes a puzzle with exactly one solution that meets `opts`.
pub fn generate<R: Rng + ?Sized>(opts: &DigOptions, rng: &mut R) -> Result<Puzzle, DigError> {
    let want = match opts.target {
        Target::Givens(n) => Some(n),
        Target::Holes(n) => Some(81usize.saturating_sub(n)),
        Target::Minimal => None,
    };
    let mut best: Option<Puzzle> = None;
    let attempts = opts.max_attempts.max(1);
    for _ in 0..attempts {
        let solution = opts.method.fill(rng);
        let puzzle = dig_once(&solution, opts, rng);
        let reached = want.map_or(true, |n| puzzle.givens() == n);
        let minimal_ok = !opts.minimal || want.is_none() || is_minimal(&puzzle, opts.symmetry);
        if reached && minimal_ok {
            return Ok(Puzzle { puzzle, solution });
        }
        if best.map_or(true, |b| puzzle.givens() < b.puzzle.givens()) {
            best = Some(Puzzle { puzzle, solution });
        }
    }
    let target = match want {
        Some(n) if opts.minimal => format!("a minimal puzzle with {n} givens"),
        Some(n) => format!("{n} givens"),
        None => "a minimal puzzle".to_string(),
    };
    Err(DigError {
        best,
        target,
        attempts,
    })
}
