//! `shudu hint`: what is wrong in a player's grid, then the next step, in
//! three grades of detail.

use super::json_text;
use crate::cli::{HintArgs, HintFormat};
use crate::error::CliError;
use crate::output::{output_path, Output};
use shudu::logic::Candidates;
use shudu::rate::hint::{hint, Hint};
use shudu::Grid;
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

/// Reads the state argument: literal text, a file, or `-`.
fn state_text(words: &[String]) -> Result<String, CliError> {
    if let [one] = words {
        if one == "-" {
            let mut s = String::new();
            std::io::stdin()
                .read_to_string(&mut s)
                .map_err(|e| CliError::Usage(format!("cannot read standard input: {e}")))?;
            return Ok(s);
        }
        if Path::new(one).is_file() {
            return std::fs::read_to_string(one)
                .map_err(|e| CliError::Usage(format!("cannot read {one}: {e}")));
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
    let mistakes: Vec<String> = h
        .mistakes
        .iter()
        .map(|m| json_text::string(&m.to_string()))
        .collect();
    let mut fields = vec![
        format!("\"mistakes\":[{}]", mistakes.join(",")),
        format!("\"solved\":{}", h.solved()),
        format!("\"level\":{level}"),
        format!("\"hint\":{}", json_text::string(&h.describe(level))),
    ];
    if let Some(s) = &h.step {
        let t = s.step.technique;
        fields.push(format!("\"technique\":{}", json_text::string(t.id())));
        fields.push(format!("\"name\":{}", json_text::string(t.name())));
        fields.push(format!("\"se\":{}", json_text::se(s.se())));
        if level >= 2 {
            let units: Vec<String> = s
                .step
                .units
                .iter()
                .map(|u| json_text::string(&u.to_string()))
                .collect();
            let cells: Vec<String> = s
                .step
                .cells
                .iter()
                .map(|c| json_text::string(&c.to_string()))
                .collect();
            let digits: Vec<String> = s.step.digits.iter().map(|d| d.to_string()).collect();
            fields.push(format!("\"units\":[{}]", units.join(",")));
            fields.push(format!("\"cells\":[{}]", cells.join(",")));
            fields.push(format!("\"digits\":[{}]", digits.join(",")));
        }
        if level >= 3 {
            fields.push(format!("\"text\":{}", json_text::string(&s.step.text)));
            fields.push(format!(
                "\"placements\":{}",
                json_text::candidates(&s.step.placements)
            ));
            fields.push(format!(
                "\"eliminations\":{}",
                json_text::candidates(&s.step.eliminations)
            ));
        }
    }
    format!("{{{}}}\n", fields.join(","))
}

/// Runs `shudu hint`.
pub fn run(args: &HintArgs) -> Result<(), CliError> {
    let (puzzle, state) = read(args)?;
    let h = hint(&state, puzzle.as_ref()).map_err(|e| CliError::Puzzle(e.to_string()))?;
    let text = match args.format {
        HintFormat::Text => render_text(&h, args.level),
        HintFormat::Json => render_json(&h, args.level),
    };
    let mut out = Output::open(output_path(&args.output))?;
    out.push(&text);
    out.commit()
}
