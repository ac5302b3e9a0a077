//! `shudu hint`: what is wrong in a player's grid, then the next step, in
//! three grades of detail.

use crate::cli::{HintArgs, HintFormat};
use crate::error::CliError;
use crate::output::{output_path, Output};
use shudu::hint::{hint, Hint};
use shudu::logic::Candidates;
use shudu::Grid;
use shudu_formats::records::HintRecord;
use std::io::Read;
use std::path::Path;

/// The characters that stand for a cell or a candidate slot.
fn is_cell_char(c: char) -> bool {
    c.is_ascii_digit() || c == '.' || c == '_'
}

/// The cell characters of `text`, comment lines (`#`) skipped.
fn cell_chars(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .flat_map(|l| l.chars())
        .filter(|&c| is_cell_char(c))
        .collect()
}

/// The most text read for STATE from a file or standard input: a state is
/// at most a puzzle and 729 pencil marks with their borders, and an endless
/// stream (`yes | shudu hint -`) must not fill the memory.
const MAX_STATE_BYTES: u64 = 64 << 10;

/// Reads at most [`MAX_STATE_BYTES`] of `src`, named `name` in messages.
fn read_bounded(src: impl Read, name: &str) -> Result<String, CliError> {
    let mut bytes = Vec::new();
    src.take(MAX_STATE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| CliError::Usage(format!("cannot read {name}: {e}")))?;
    if bytes.len() as u64 > MAX_STATE_BYTES {
        return Err(CliError::Usage(format!(
            "{name}: STATE is longer than {} KiB; give one grid (81 cells, or 729 pencil-mark characters)",
            MAX_STATE_BYTES >> 10
        )));
    }
    String::from_utf8(bytes).map_err(|_| CliError::Usage(format!("{name} is not UTF-8 text")))
}

/// Reads the state argument: literal text, a file, or `-`.
fn state_text(words: &[String]) -> Result<String, CliError> {
    if let [one] = words {
        if one == "-" {
            return read_bounded(std::io::stdin().lock(), "standard input");
        }
        if Path::new(one).is_file() {
            let file = std::fs::File::open(one)
                .map_err(|e| CliError::Usage(format!("cannot read {one}: {e}")))?;
            return read_bounded(file, one);
        }
        if Path::new(one).exists() {
            return Err(CliError::Usage(format!("cannot read {one}: not a file")));
        }
        // A word that cannot be a grid but looks like a file name: say the
        // file is missing rather than count its cells.
        let looks_like_a_name = one.chars().any(|c| c.is_alphabetic() || c == '/');
        if looks_like_a_name && cell_chars(one).len() < 81 {
            return Err(CliError::Usage(format!(
                "cannot read {one}: no such file (STATE is a file, '-' for standard input, or the grid itself)"
            )));
        }
    }
    Ok(words.join(" "))
}

fn parse_grid(chars: &str, what: &str) -> Result<Grid, CliError> {
    Grid::parse_unchecked(chars).map_err(|e| CliError::Usage(format!("{what}: {}", e.kind)))
}

/// The puzzle (if given) and the state, from the arguments.
fn read(args: &HintArgs) -> Result<(Option<Grid>, Candidates), CliError> {
    let chars = cell_chars(&state_text(&args.state)?);
    let mut puzzle = match &args.puzzle {
        Some(p) => {
            let p = cell_chars(p);
            if p.len() != 81 {
                return Err(CliError::Usage(format!(
                    "--puzzle needs 81 cells, found {}",
                    p.len()
                )));
            }
            Some(parse_grid(&p, "--puzzle")?)
        }
        None => None,
    };
    let state_chars = match chars.len() {
        81 | 729 => chars.as_str(),
        162 | 810 if puzzle.is_none() => {
            puzzle = Some(parse_grid(&chars[..81], "the puzzle")?);
            &chars[81..]
        }
        n => {
            return Err(CliError::Usage(format!(
                "STATE needs 81 cells (digits), 729 pencil-mark characters, or the puzzle followed by either; found {n} cell characters"
            )))
        }
    };
    let state = if state_chars.len() == 81 {
        Candidates::from_grid(&parse_grid(state_chars, "STATE")?)
    } else {
        Candidates::from_pencil_marks(state_chars)
            .map_err(|e| CliError::Usage(format!("STATE: {}", e.kind)))?
    };
    Ok((puzzle, state))
}

/// The hint as text.
pub fn render_text(h: &Hint, level: u8) -> String {
    let mut s = String::new();
    if !h.mistakes.is_empty() {
        s.push_str("Mistakes:\n");
        for m in &h.mistakes {
            s.push_str(&format!("  - {m}\n"));
        }
        if h.step.is_some() {
            s.push_str(if h.mistakes.len() == 1 {
                "Once that is fixed: "
            } else {
                "Once they are fixed: "
            });
        }
    }
    s.push_str(&h.describe(level));
    s.push('\n');
    s
}

/// The hint as one JSON object: the mistakes, the hint sentence, and as much
/// of the step as `level` reveals (1: technique; 2: also units, cells and
/// digits; 3: also the explanation, placements and eliminations).
pub fn render_json(h: &Hint, level: u8) -> String {
    let mut s = String::new();
    shudu_formats::write::json_line(&HintRecord::from_hint(h, level), &mut s);
    s
}

/// Runs `shudu hint`.
pub fn run(args: &HintArgs) -> Result<(), CliError> {
    crate::output::refuse_input_as_output(crate::output::output_path(&args.output), &args.state)?;
    let (puzzle, state) = read(args)?;
    let h = hint(&state, puzzle.as_ref()).map_err(|e| CliError::Puzzle(e.to_string()))?;
    let text = match args.format {
        HintFormat::Text => render_text(&h, args.level),
        HintFormat::Json => render_json(&h, args.level),
    };
    let mut out = Output::open(output_path(&args.output))?;
    out.push(&text);
    out.finish()
}
