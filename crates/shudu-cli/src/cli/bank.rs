//! `shudu bank`'s options: the bank's location and one set of options per subcommand (the
//! commands themselves are in `commands/bank/`).

use super::InputArgs;
use crate::output::Format;
use clap::builder::TypedValueParser;
use clap::{Args, Subcommand};
use shudu::difficulty::SeRange;
use shudu::dig::Symmetry;
use shudu::rate::Level;
use std::path::PathBuf;

/// `shudu bank`'s arguments.
#[derive(Debug, Args)]
pub struct BankArgs {
    /// The bank: a SQLite file (created if missing) or a postgres:// URL; default: the
    /// SHUDU_BANK environment variable, else shudu.db
    #[arg(long, global = true, value_name = "FILE|URL")]
    pub bank: Option<String>,

    #[command(subcommand)]
    pub command: BankCommand,
}

/// The bank's subcommands.
#[derive(Debug, Subcommand)]
pub enum BankCommand {
    /// Rate and canonicalise puzzles from files and store the new ones.
    Add(AddArgs),
    /// Generate puzzles of a level or SE band until N new ones are stored.
    Fill(FillArgs),
    /// Random puzzles of a level, optionally as shuffled equivalent copies.
    Draw(DrawArgs),
    /// Counts per level, SE rating, hardest technique, symmetry and givens.
    Stats(StatsArgs),
    /// Write stored puzzles, optionally filtered.
    Export(ExportArgs),
}

/// `shudu bank add`'s arguments.
#[derive(Debug, Args)]
pub struct AddArgs {
    #[command(flatten)]
    pub input: InputArgs,
}

/// `shudu bank fill`'s arguments.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("target").required(true).args(["level", "rating"])))]
pub struct FillArgs {
    /// Puzzles of this level: easy, medium, hard, expert, master or extreme (also
    /// `--level`)
    #[arg(long = "difficulty", visible_alias = "level", value_name = "LEVEL")]
    pub level: Option<Level>,

    /// Puzzles whose SE-style rating lies in MIN..MAX, both included (`3.0..4.0`, `9.0..`)
    #[arg(long, value_name = "MIN..MAX")]
    pub rating: Option<SeRange>,

    /// How many new puzzles to store (at least 1)
    #[arg(short = 'n', long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub count: u64,

    /// Pattern of givens: none, rot180, rot90, mirror-h, mirror-v, diagonal, anti-diagonal,
    /// both-mirrors, both-diagonals, dihedral
    #[arg(long, value_name = "SYMMETRY", default_value = "none")]
    pub symmetry: Symmetry,

    /// Random seed (default: a random one, printed to standard error)
    #[arg(short, long, value_name = "SEED")]
    pub seed: Option<u64>,

    /// Ratings to try per puzzle before giving up on it (default 10000; at least 1)
    #[arg(long, value_name = "N",
          value_parser = clap::value_parser!(u64).range(1..).map(|n| n as usize))]
    pub attempts: Option<usize>,
}

/// `shudu bank draw`'s arguments.
#[derive(Debug, Args)]
pub struct DrawArgs {
    /// The level: easy, medium, hard, expert, master or extreme (also `--level`)
    #[arg(long = "difficulty", visible_alias = "level", value_name = "LEVEL")]
    pub level: Level,

    /// How many different puzzles (at least 1)
    #[arg(short = 'n', long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..).map(|n| n as usize))]
    pub count: usize,

    /// Random seed (default: a random one, printed to standard error); the same seed and the
    /// same bank give the same puzzles
    #[arg(short, long, value_name = "SEED")]
    pub seed: Option<u64>,

    /// Hand out a random equivalent copy of each puzzle (relabelled, turned, rows and columns
    /// moved) rather than its canonical form
    #[arg(long)]
    pub shuffle: bool,

    /// Also write each puzzle's solution (line, pretty and grid formats; csv and json always
    /// carry it)
    #[arg(long)]
    pub solution: bool,

    /// Output format: line, pretty, grid, json or csv (default: pretty at a terminal, else line)
    #[arg(short, long, value_enum, value_name = "FORMAT")]
    pub format: Option<Format>,

    /// Write to this file instead of standard output
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// `shudu bank stats`'s arguments.
#[derive(Debug, Args)]
pub struct StatsArgs {}

/// `shudu bank export`'s arguments.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Only this level (also `--level`)
    #[arg(long = "difficulty", visible_alias = "level", value_name = "LEVEL")]
    pub level: Option<Level>,

    /// Only SE-style ratings in MIN..MAX, both included (`3.0..4.0`, `9.0..`, `..2.0`; also
    /// `--se`)
    #[arg(long = "rating", visible_alias = "se", value_name = "MIN..MAX")]
    pub se: Option<SeRange>,

    /// Only puzzles with this many givens: N, MIN..MAX, MIN.. or ..MAX
    #[arg(long, value_name = "MIN..MAX", value_parser = parse_givens)]
    pub givens: Option<(u8, u8)>,

    /// Only puzzles whose hardest technique has this id (`x-wing`, `xy-wing`, `aic`, ...; the ids
    /// of `shudu rate --format csv`)
    #[arg(long, value_name = "ID")]
    pub technique: Option<String>,

    /// Only puzzles stored with this clue-pattern symmetry (`none`, `rot180`, ...)
    #[arg(long, value_name = "SYMMETRY")]
    pub symmetry: Option<Symmetry>,

    /// Only minimal puzzles
    #[arg(long)]
    pub minimal: bool,

    /// At most N puzzles (at least 1)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: Option<u64>,

    /// Output format: line (puzzle and solution), json or csv (every stored field); pretty and
    /// grid also work
    #[arg(short, long, value_enum, value_name = "FORMAT", default_value = "line")]
    pub format: Format,

    /// Write to this file instead of standard output
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

fn parse_givens(s: &str) -> Result<(u8, u8), String> {
    let number = |part: &str, default: u8| -> Result<u8, String> {
        let part = part.trim();
        if part.is_empty() {
            return Ok(default);
        }
        part.parse::<u8>()
            .ok()
            .filter(|&n| n <= 81)
            .ok_or_else(|| format!("invalid givens '{s}': '{part}' is not a number 0-81"))
    };
    let (lo, hi) = match s.split_once("..") {
        Some((a, b)) => (number(a, 0)?, number(b, 81)?),
        None => {
            let n = number(s, 0)?;
            (n, n)
        }
    };
    if lo > hi {
        return Err(format!("invalid givens '{s}': MIN is above MAX"));
    }
    Ok((lo, hi))
}
