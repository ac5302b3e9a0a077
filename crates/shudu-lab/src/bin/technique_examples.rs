//! Finds puzzles where a technique fires when only singles (and the
//! techniques named) are available, and prints the pencil marks before the
//! step, the step, and its conclusions: raw material for hand-checked tests.
//!
//! `cargo run --release -p shudu-lab --bin technique_examples -- FILE TECHNIQUE-ID [MIN-LENGTH] [COUNT] [EXTRA-IDS...]`

use shudu::logic::{Candidates, LogicalSolver, Technique};
use shudu::{Cell, Grid};

fn main() {
    let mut args = std::env::args().skip(1);
    let usage = "usage: technique_examples FILE TECHNIQUE [MIN-LENGTH] [COUNT] [EXTRA...]";
    let file = args.next().expect(usage);
    let wanted: Technique = args.next().expect(usage).parse().expect("a technique id");
    let min_len: usize = args.next().map_or(0, |s| s.parse().expect("MIN-LENGTH"));
    let count: usize = args.next().map_or(1, |s| s.parse().expect("COUNT"));
    let mut allowed = vec![
        Technique::FullHouse,
        Technique::HiddenSingleBox,
        Technique::HiddenSingleLine,
        Technique::NakedSingle,
        wanted,
    ];
    allowed.extend(args.map(|s| s.parse::<Technique>().expect("a technique id")));
    let solver = LogicalSolver::with_techniques(&allowed);
    // Only steps whose text contains this (e.g. "Continuous") are shown.
    let needle = std::env::var("SHUDU_MATCH").unwrap_or_default();
    let text = std::fs::read_to_string(&file).expect("readable file");
    let mut found = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let g = Grid::parse_unchecked(line.trim()).expect("a puzzle line");
        let mut state = Candidates::from_grid(&g);
        while let Some(step) = solver.next_step(&state) {
            if step.technique == wanted && step.length >= min_len && step.text().contains(&needle) {
                println!("puzzle {}", line.trim());
                println!("marks {}", state.to_pencil_marks());
                print_marks(&state);
                println!("{}", step.text());
                println!("placements {:?}", step.placements);
                println!("eliminations {:?}", step.eliminations);
                println!("length {}\n", step.length);
                found += 1;
                break;
            }
            state.apply(&step);
        }
        if found >= count {
            break;
        }
    }
}

fn print_marks(c: &Candidates) {
    for r in 0..9 {
        let mut line = String::new();
        for col in 0..9 {
            let cell = Cell::at(r, col);
            let s = match c.grid().get(cell) {
                Some(d) => format!("[{d}]"),
                None => c.candidates(cell).to_string(),
            };
            line.push_str(&format!("{s:<10}"));
            if col % 3 == 2 && col < 8 {
                line.push_str("| ");
            }
        }
        println!("{line}");
        if r % 3 == 2 && r < 8 {
            println!("{}", "-".repeat(96));
        }
    }
}
