//! `shudu check`'s options.

use super::{InputArgs, OutputArgs};
use clap::Args;

/// Options of `shudu check`.
#[derive(Debug, Args)]
#[command(
    long_about = "Check puzzles: one line per puzzle with the puzzle, its status \
    (`invalid (why)`, `no solution`, `unique` or `multiple`) and its number of givens. \
    With --minimal, also whether every given is needed (`minimal` or `not-minimal`; a puzzle \
    that is not minimal fails the check); with --symmetry, the strongest symmetry of the \
    pattern of givens (dihedral, rot90, both-mirrors, both-diagonals, rot180, mirror-h, \
    mirror-v, diagonal, anti-diagonal or none). A solution given after the puzzle (second \
    field, `solution` column or key) is checked too: a wrong one is reported and fails. \
    Exits with 1 if any puzzle is not valid and unique, or any input line is not a puzzle."
)]
pub struct CheckArgs {
    #[command(flatten)]
    pub input: InputArgs,

    #[command(flatten)]
    pub output: OutputArgs,

    /// Also check that every given is needed (removing any one would allow
    /// a second solution); a puzzle that is not minimal fails.
    #[arg(long)]
    pub minimal: bool,

    /// Also write the strongest symmetry of the pattern of givens.
    #[arg(long)]
    pub symmetry: bool,
}
