//! `shudu lab report`: every experiment, written as a Markdown page
//! (docs/methods.md) with the methods, their articles and deviations, the
//! results, and the machine they were measured on.

use crate::machine::{today, Machine};
use crate::table::Table;
use crate::LabError;
use crate::{bias, dig, force, las_vegas, rows, throughput, Common, Outcome};
use clap::Args;
use shudu::fill::Method;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::PathBuf;

/// Options of `shudu lab report`.
#[derive(Debug, Args)]
pub struct ReportArgs {
    /// Write the page to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// What each method changes from its article, and why.
fn deviations(method: Method) -> &'static [&'static str] {
    match method {
        Method::Default => &[
            "Not from an article. A random depth-first fill in reading order (each cell draws \
             uniformly among the digits its row, column and box allow, backtracking from \
             dead cells, restarting rare long searches), then a uniformly random symmetry \
             of the grid.",
        ],
        Method::BoxForce => &[
            "None in the procedure: boxes in reading order, cells in reading order inside \
             a box, candidates drawn without replacement from the box's remaining digits, \
             checked against the row to the left and the column above; a cell without \
             candidates ends the attempt. As in the article's test program, attempts are \
             repeated until one succeeds.",
            "The article's Java used `Math.random()`; here the caller's seeded generator \
             decides, so a seed gives the same grid every time.",
        ],
        Method::BoxBacktrack => &[
            "The article only names backtracking as the fix. Ours keeps the same order and \
             the same random draws, and sends a dead cell back to the previous cell, which \
             tries its next random candidate (chronological backtracking).",
        ],
        Method::Rows { .. } => &[
            "Kept, because they shape the article's figures: orderings drawn the article's way \
             (twenty swaps of the first element with a random other one, close to but not \
             exactly uniform); a failed row costs two draws (the article draws one it throws \
             away); the threshold is checked before each cell of rows 2 to 9.",
            "The thrown-away ordering is counted but not computed (it cannot influence \
             anything).",
            "Thresholds below 10 are raised to 10: a grid needs at least nine draws and the \
             check comes after the last row's draw, so a lower threshold never finishes.",
        ],
        Method::Transform => &[
            "The relabelling is any permutation of 1..9, drawn uniformly. The article maps each \
             digit to the next one in a shuffled list, which is always a single 9-cycle, an \
             even permutation, so half of the relabellings could never occur.",
            "Added: a random order of the bands, of the stacks, 0 to 3 quarter turns and a \
             transposition with probability 1/2. With the article's row swaps within bands and \
             column swaps within stacks these generate the whole symmetry group of the grid, \
             so every grid equivalent to a stored grid can come out (and no other).",
            "The four stored grids are our own, not the article's. The method can only ever \
             reach their four classes of equivalent grids.",
        ],
        Method::LasVegas { .. } => &[
            "A chosen cell with no allowed digit ends the attempt as a dead start and a new \
             attempt begins (the article's program stops with an error there).",
            "The completion is exactly the article's (the smallest in reading order), found by \
             the article's depth-first search for up to 1,000 placements and otherwise computed \
             without backtracking with the engine's solver, because the literal search can \
             take minutes when a dead end shows only rows below its cause.",
            "At most 30 starting digits (`--givens-first`); beyond about 25 nearly every \
             attempt fails.",
        ],
        Method::CentreShift => &[
            "The article never seeds its random generator, so it makes the same grid on every \
             run; here the caller's generator decides.",
            "The centre box is a shuffle of 1..9 (the article draws digits until an unused one \
             comes up; the distribution is the same).",
            "Only 9! = 362,880 grids can come out, all in one class of equivalent grids.",
        ],
        Method::Diagonal => &[
            "The article does not say how the six other boxes are filled; the engine's solver \
             completes them, trying digits in random order at each branch. A diagonal start \
             without completion would be redrawn; none has been seen.",
        ],
        _ => &[],
    }
}

/// Runs every experiment and writes the page.
pub fn run(args: &ReportArgs, common: &Common) -> Result<(), LabError> {
    let page = build(common);
    match &args.output {
        Some(path) => {
            std::fs::write(path, page).map_err(|e| LabError::write(&path.display().to_string(), e))
        }
        None => {
            let mut out = std::io::stdout().lock();
            out.write_all(page.as_bytes())
                .and_then(|()| out.flush())
                .map_err(|e| LabError::write("<stdout>", e))
        }
    }
}

fn progress(what: &str) {
    let _ = writeln!(std::io::stderr(), "shudu lab report: {what}");
}

/// The whole page.
pub fn build(common: &Common) -> String {
    let machine = Machine::detect();
    let mut command = "shudu lab report".to_string();
    if common.quick {
        command.push_str(" --quick");
    }
    if common.seed != 1 {
        let _ = write!(command, " --seed {}", common.seed);
    }
    let mut page = String::new();
    let _ = writeln!(
        page,
        "# Complete-grid methods and the articles' experiments\n"
    );
    let _ = writeln!(
        page,
        "This page is written by `{command}` (on {}). Every figure below was measured by \
         that run, on {} ({} build). Times are single-threaded wall-clock times; the \
         machine may have been shared with other work{}, so treat small differences in \
         time as noise. Every figure other than a time depends only on the seed ({}).{}\n",
        today(),
        machine.describe(),
        if cfg!(debug_assertions) {
            "debug"
        } else {
            "release"
        },
        machine.load.map_or(String::new(), |l| format!(
            " (load average {l:.1} when the run began)"
        )),
        common.seed,
        if common.quick {
            " This run used the small `--quick` sizes, so its figures are rough."
        } else {
            ""
        }
    );
    methods_section(&mut page);
    difficulty_section(&mut page);

    let _ = writeln!(page, "## The articles' experiments, reproduced\n");
    let _ = writeln!(
        page,
        "Each section is the output of one `shudu lab` command (add `--format json` for \
         the same figures as JSON).\n"
    );
    progress("force");
    let f = force::measure(
        &force::ForceArgs {
            attempts: None,
            runs: None,
        },
        common,
    );
    section(&mut page, "shudu lab force", &f);
    progress("rows");
    let r = rows::measure(
        &rows::RowsArgs {
            grids: None,
            threshold: shudu::fill::rows::DEFAULT_THRESHOLD,
        },
        common,
    );
    section(&mut page, "shudu lab rows", &r);
    progress("throughput (the longest)");
    match throughput::measure(
        &throughput::ThroughputArgs {
            grids: Vec::new(),
            method: Vec::new(),
            print: false,
        },
        common,
    ) {
        Ok(t) => section(&mut page, "shudu lab throughput", &t),
        Err(e) => {
            let _ = writeln!(page, "### shudu lab throughput\n\nCould not run: {e}\n");
        }
    }
    progress("las-vegas");
    let lv = las_vegas::measure(
        &las_vegas::LasVegasArgs {
            attempts: None,
            max_givens: 20,
        },
        common,
    );
    section(&mut page, "shudu lab las-vegas", &lv);
    progress("dig");
    let d = dig::measure(
        &dig::DigArgs {
            holes: Vec::new(),
            puzzles: None,
            attempts: None,
        },
        common,
    );
    section(&mut page, "shudu lab dig", &d);
    progress("bias");
    let b = bias::measure(
        &bias::BiasArgs {
            grids: None,
            classes: None,
            method: Vec::new(),
        },
        common,
    );
    section(&mut page, "shudu lab bias", &b);
    page
}

fn methods_section(page: &mut String) {
    let _ = writeln!(page, "## Methods\n");
    let _ = writeln!(
        page,
        "`shudu generate --solved --method NAME` makes complete grids with a method; \
         `shudu generate --method NAME` digs puzzles out of that method's grids. Every \
         method is seeded (`--seed`) and never yields an invalid grid (each is tested on \
         thousands of grids).\n"
    );
    let mut t = Table::new(&["method", "article", "what it does"]);
    for &m in Method::ALL {
        t.row(vec![
            format!("`{}`", m.name()),
            m.article().unwrap_or("ours").to_string(),
            m.summary().to_string(),
        ]);
    }
    let _ = writeln!(page, "{}", t.markdown());
    let _ = writeln!(
        page,
        "Parameters: `--threshold N` for `rows` (default 220), `--givens-first N` for \
         `las-vegas` (default 11).\n"
    );
    let _ = writeln!(page, "### Deviations from the articles\n");
    for &m in Method::ALL {
        let _ = writeln!(page, "**{}**\n", m.name());
        for d in deviations(m) {
            let _ = writeln!(page, "- {d}");
        }
        page.push('\n');
    }
}

fn difficulty_section(page: &mut String) {
    let _ = writeln!(page, "## Difficulty by holes\n");
    let _ = writeln!(
        page,
        "`--holes N` (article 002) empties exactly N cells and `--level L` (article 004) \
         empties 20 x L cells. Unlike the articles, every removal keeps the solution unique \
         (article 004 empties random cells, repeats included, without any check; article 002 \
         checks, but loops forever when the grid cannot give up that many cells). When no \
         grid tried can give up that many cells, `--holes` fails and says the most it \
         removed; `--level` keeps the puzzle with the most holes found and says how many \
         cells were removed. No puzzle with a unique solution has more than 64 holes, so \
         level 4 (80 cells) always stops short.\n"
    );
}

fn section(page: &mut String, command: &str, outcome: &dyn Outcome) {
    let _ = writeln!(page, "### {command}\n");
    let _ = writeln!(page, "{}\n", outcome.title());
    let _ = writeln!(page, "{}", outcome.table().markdown());
    for note in outcome.notes() {
        let _ = writeln!(page, "{note}\n");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_method_has_deviations() {
        for &m in Method::ALL {
            assert!(!deviations(m).is_empty(), "{m}");
        }
    }
}
