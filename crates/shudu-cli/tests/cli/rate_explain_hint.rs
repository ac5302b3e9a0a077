//! `shudu rate`, `shudu explain` and `shudu hint`: output shapes, agreement
//! with the library, replayable explanations, hints with mistakes, and
//! clear errors for bad input.

use crate::common::{sample, shudu, shudu_in};
use serde_json::Value;
use shudu::logic::{Candidate, Candidates};
use shudu::rate::{rate, Level};
use shudu::{Cell, Digit, Grid};

const CSV_HEADER: &str =
    "puzzle,se,level,hodoku_score,hodoku_level,qqwing,holes,dependency_formula,dependency_level,hardest,steps";

/// A puzzle rated SE 2.0 (direct hidden pair) and its solution.
const P: &str = "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2....";

fn puzzles(n: usize) -> Vec<String> {
    sample("puzzles1_unbiased_first1000", n)
}

#[test]
fn rate_csv_header_is_exact_and_rows_match_the_library() {
    let input = puzzles(25).join("\n");
    let out = shudu_in(&["rate", "--format", "csv"], input.as_bytes())
        .ok()
        .stdout;
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some(CSV_HEADER));
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), 25);
    for (row, p) in rows.iter().zip(puzzles(25)) {
        let f: Vec<&str> = row.split(',').collect();
        assert_eq!(f.len(), 11, "{row}");
        let g: Grid = p.parse().unwrap();
        let r = rate(&g).unwrap();
        assert_eq!(f[0], g.to_line(), "input order kept");
        assert_eq!(f[1], format!("{:.1}", r.se));
        assert_eq!(f[2], r.level.name());
        assert_eq!(f[2].parse::<Level>().unwrap(), Level::from_se(r.se));
        assert_eq!(f[3], r.hodoku_score.to_string());
        assert_eq!(f[4], r.hodoku_level.name());
        assert_eq!(f[5], r.qqwing.name());
        assert_eq!(f[6], g.holes().to_string());
        let seed: f64 = f[7].parse().unwrap();
        assert!((seed - r.dependency_formula).abs() < 1e-4 && (0.0..=1.0).contains(&seed));
        assert_eq!(f[8], r.dependency_level.to_string());
        assert_eq!(f[9], r.hardest.unwrap().id());
        assert_eq!(f[10], r.steps.to_string());
    }
}

#[test]
fn rate_output_does_not_depend_on_threads() {
    let input = puzzles(30).join("\n");
    let one = shudu_in(&["-j", "1", "rate", "-f", "csv"], input.as_bytes())
        .ok()
        .stdout;
    let four = shudu_in(&["-j", "4", "rate", "-f", "csv"], input.as_bytes())
        .ok()
        .stdout;
    assert_eq!(one, four);
}

#[test]
fn rate_json_lines_have_every_field() {
    let input = puzzles(5).join("\n");
    let out = shudu_in(&["rate", "-f", "json"], input.as_bytes())
        .ok()
        .stdout;
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5);
    for line in lines {
        let v: Value = serde_json::from_str(line).unwrap();
        for key in [
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
            "steps",
            "techniques",
        ] {
            assert!(v.get(key).is_some(), "{key} missing in {line}");
        }
        assert!(v["se"].is_f64());
        assert!(v["holes"].is_u64());
        let counted: u64 = v["techniques"]
            .as_object()
            .unwrap()
            .values()
            .map(|n| n.as_u64().unwrap())
            .sum();
        assert_eq!(counted, v["steps"].as_u64().unwrap());
    }
}

#[test]
fn rate_table_has_a_header_and_a_row_per_puzzle() {
    let input = puzzles(3).join("\n");
    let out = shudu_in(&["rate"], input.as_bytes()).ok().stdout;
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4);
    assert!(lines[0].starts_with("puzzle "), "{}", lines[0]);
    for word in [
        "se",
        "level",
        "hodoku",
        "qqwing",
        "holes",
        "dependency",
        "hardest",
    ] {
        assert!(lines[0].split_whitespace().any(|w| w == word), "{word}");
    }
    for (line, p) in lines[1..].iter().zip(puzzles(3)) {
        assert!(line.starts_with(&p), "{line}");
    }
}

/// `--se-only` prints the SE fields of the full rating, in every format,
/// and reports bad puzzles as the full rating does.
#[test]
fn rate_se_only_prints_the_full_ratings_se_fields() {
    let input = puzzles(40).join("\n");
    let full = shudu_in(&["rate", "-f", "json"], input.as_bytes())
        .ok()
        .stdout;
    let alone = shudu_in(&["rate", "--se-only", "-f", "json"], input.as_bytes())
        .ok()
        .stdout;
    let (full, alone): (Vec<&str>, Vec<&str>) = (full.lines().collect(), alone.lines().collect());
    assert_eq!((full.len(), alone.len()), (40, 40));
    let mut chains = 0;
    for (f, a) in full.iter().zip(&alone) {
        let (f, a): (Value, Value) = (
            serde_json::from_str(f).unwrap(),
            serde_json::from_str(a).unwrap(),
        );
        let keys = [
            "puzzle",
            "se",
            "level",
            "hardest",
            "hardest_name",
            "hardest_direct",
            "steps",
            "trial_depth",
        ];
        for key in keys {
            assert_eq!(a[key], f[key], "{key}: {a}");
        }
        assert_eq!(a.as_object().unwrap().len(), keys.len(), "{a}");
        chains += usize::from(f["se"].as_f64().unwrap() >= 6.5);
    }
    assert!(chains >= 5, "the sample reaches the chains: {chains}");

    let csv = shudu_in(&["rate", "--se-only", "-f", "csv"], input.as_bytes())
        .ok()
        .stdout;
    let full_csv = shudu_in(&["rate", "-f", "csv"], input.as_bytes())
        .ok()
        .stdout;
    assert_eq!(csv.lines().next(), Some("puzzle,se,level,hardest,steps"));
    for (row, full_row) in csv.lines().zip(full_csv.lines()).skip(1) {
        let (r, f): (Vec<&str>, Vec<&str>) =
            (row.split(',').collect(), full_row.split(',').collect());
        assert_eq!(r, [f[0], f[1], f[2], f[9], f[10]], "{row}");
    }

    let table = shudu_in(&["rate", "--se-only"], input.as_bytes())
        .ok()
        .stdout;
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(lines.len(), 41);
    let header: Vec<&str> = lines[0].split_whitespace().collect();
    assert_eq!(header, ["puzzle", "se", "level", "hardest"]);
    for (line, a) in lines[1..].iter().zip(&alone) {
        let a: Value = serde_json::from_str(a).unwrap();
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words[0], a["puzzle"].as_str().unwrap());
        assert_eq!(words[1], format!("{:.1}", a["se"].as_f64().unwrap()));
        assert_eq!(words[2], a["level"].as_str().unwrap());
        assert!(line.contains(a["hardest_name"].as_str().unwrap()), "{line}");
    }

    let bad = format!("{P}\n{}\n", ".".repeat(81));
    let run = shudu_in(&["rate", "--se-only", "-f", "csv"], bad.as_bytes());
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 2, "{}", run.stdout);
    assert!(
        run.stderr.contains(":2:") && run.stderr.contains("more than one solution"),
        "{}",
        run.stderr
    );
}

#[test]
fn rate_reports_bad_puzzles_by_line_and_goes_on() {
    let multiple = ".".repeat(81);
    let input = format!("{P}\n{multiple}\n123\n{P}\n");
    let run = shudu_in(&["rate", "-f", "csv"], input.as_bytes());
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    let rows: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        rows.len(),
        3,
        "header and the two good puzzles:\n{}",
        run.stdout
    );
    assert!(
        run.stderr.contains(":2:") && run.stderr.contains("more than one solution"),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains(":3:"), "{}", run.stderr);
}

/// Replays explain's JSON steps on the puzzle; returns the final grid.
fn replay(puzzle: &Grid, steps: &[Value]) -> Grid {
    let mut state = Candidates::from_grid(puzzle);
    let list = |v: &Value| -> Vec<Candidate> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|c| {
                let cell: Cell = c["cell"].as_str().unwrap().parse().unwrap();
                let digit = Digit::new(c["digit"].as_u64().unwrap() as u8).unwrap();
                Candidate::new(cell, digit)
            })
            .collect()
    };
    for s in steps {
        assert!(s["technique"]
            .as_str()
            .unwrap()
            .parse::<shudu::logic::Technique>()
            .is_ok());
        assert!(!s["text"].as_str().unwrap().is_empty());
        for p in list(&s["placements"]) {
            state.place(p.cell, p.digit);
        }
        for e in list(&s["eliminations"]) {
            assert!(state.has(e.cell, e.digit), "{s}");
            state.eliminate(e.cell, e.digit);
        }
    }
    *state.grid()
}

#[test]
fn explain_json_steps_replay_to_the_solution() {
    for p in puzzles(8).iter().chain([P.to_string()].iter()) {
        let out = shudu(&["explain", "--format", "json", p]).ok().stdout;
        let v: Value = serde_json::from_str(out.trim()).unwrap();
        let steps = v.as_array().expect("a list of steps");
        let g: Grid = p.parse().unwrap();
        assert_eq!(replay(&g, steps), g.solve().unwrap(), "{p}");
        let max = steps
            .iter()
            .map(|s| s["se"].as_f64().unwrap())
            .fold(0.0, f64::max);
        assert!((max - f64::from(rate(&g).unwrap().se)).abs() < 1e-6);
    }
}

#[test]
fn explain_text_numbers_the_steps_and_sums_up() {
    let out = shudu(&["explain", P]).ok().stdout;
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], format!("Puzzle {P}"));
    assert!(lines[1].trim_start().starts_with("1. [1."), "{}", lines[1]);
    let last = lines.last().unwrap();
    let r = rate(&P.parse().unwrap()).unwrap();
    // Sudoku Explainer 1.2.1.3 rates this puzzle 2.6: its direct hidden
    // pair keeps no eliminations, and a pointing step follows.
    assert!(
        last.starts_with("Solved in ") && last.contains("SE 2.6 (hard)"),
        "{last}"
    );
    assert!((f64::from(r.se) - 2.6).abs() < 1e-6, "{}", r.se);
    assert_eq!(lines.len(), r.steps + 2);
}

#[test]
fn explain_reads_a_file_of_puzzles() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("two.txt");
    std::fs::write(&file, format!("# two puzzles\n{P}\n{}\n", puzzles(1)[0])).unwrap();
    let out = shudu(&["explain", "-f", "json", file.to_str().unwrap()])
        .ok()
        .stdout;
    assert_eq!(out.lines().count(), 2);
    let text = shudu(&["explain", file.to_str().unwrap()]).ok().stdout;
    assert_eq!(text.matches("Puzzle ").count(), 2);
}

#[test]
fn explain_bad_input_is_a_clear_error() {
    let run = shudu(&["explain", "no-such-file-or-puzzle"]);
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr.contains("neither a file nor a puzzle"),
        "{}",
        run.stderr
    );
    let run = shudu(&["explain", &".".repeat(81)]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr.contains("more than one solution"),
        "{}",
        run.stderr
    );
    let mut clash = P.to_string();
    clash.replace_range(0..1, "3");
    let run = shudu(&["explain", &clash]);
    assert_ne!(run.code, Some(0));
    assert!(run.stderr.contains("appears twice"), "{}", run.stderr);
}

#[test]
fn hint_levels_add_detail() {
    let l1 = shudu(&["hint", P]).ok().stdout;
    let l2 = shudu(&["hint", "--level", "2", P]).ok().stdout;
    let l3 = shudu(&["hint", "--level", "3", P]).ok().stdout;
    assert!(l1.starts_with("Look for a "), "{l1}");
    assert!(l2.starts_with(l1.trim_end().trim_end_matches('.')) && l2.len() > l1.len());
    assert!(
        l3.starts_with(l2.trim_end()) && l3.contains("Place "),
        "{l3}"
    );
    let run = shudu(&["hint", "--level", "4", P]);
    assert_eq!(run.code, Some(2));
}

fn with_wrong_digit() -> (String, Cell, Digit) {
    let g: Grid = P.parse().unwrap();
    let s = g.solve().unwrap();
    let (cell, wrong) = g
        .empty_cells()
        .find_map(|cell| {
            let truth = s.get(cell).unwrap();
            Digit::all()
                .find(|&d| d != truth && g.allows(cell, d))
                .map(|d| (cell, d))
        })
        .unwrap();
    let mut state = g;
    state.set(cell, Some(wrong));
    (state.to_line(), cell, wrong)
}

#[test]
fn hint_says_first_that_a_digit_is_wrong() {
    let (state, cell, wrong) = with_wrong_digit();
    let truth = P
        .parse::<Grid>()
        .unwrap()
        .solve()
        .unwrap()
        .get(cell)
        .unwrap();
    let expected = format!("{cell} holds {wrong}, but its digit is {truth}");
    // With the puzzle, as an option or as a first field.
    for args in [
        vec!["hint", "--puzzle", P, state.as_str()],
        vec!["hint", P, state.as_str()],
    ] {
        let out = shudu(&args).ok().stdout;
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "Mistakes:", "{out}");
        assert_eq!(lines[1], format!("  - {expected}"));
        assert!(lines[2].contains("Look for"), "{out}");
    }
    // Without the puzzle the state's lack of a solution points at it.
    let out = shudu(&["hint", &state]).ok().stdout;
    assert!(out.starts_with("Mistakes:"), "{out}");
    assert!(out.contains(&cell.to_string()), "{out}");
}

#[test]
fn hint_says_first_that_a_true_candidate_was_removed() {
    let g: Grid = P.parse().unwrap();
    let s = g.solve().unwrap();
    let cell = Cell::at(4, 4);
    assert!(g.is_empty_cell(cell));
    let truth = s.get(cell).unwrap();
    let base = Candidates::from_grid(&g);
    let state = Candidates::from_marks(&g, |c| {
        let mut m = base.candidates(c);
        if c == cell {
            m.remove(truth);
        }
        m
    });
    let marks = state.to_pencil_marks();
    assert_eq!(marks.len(), 729);
    let out = shudu(&["hint", &marks]).ok().stdout;
    assert!(
        out.contains(&format!(
            "{cell} no longer has {truth} as a candidate, but {truth} is its digit"
        )),
        "{out}"
    );
    let out = shudu(&["hint", "-f", "json", "--puzzle", P, &marks])
        .ok()
        .stdout;
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["mistakes"].as_array().unwrap().len(), 1);
    assert!(v["technique"].is_string());
}

#[test]
fn hint_json_reveals_by_level() {
    let one: Value =
        serde_json::from_str(shudu(&["hint", "-f", "json", P]).ok().stdout.trim()).unwrap();
    assert!(
        one["technique"].is_string()
            && one.get("cells").is_none()
            && one.get("placements").is_none()
    );
    let two: Value = serde_json::from_str(
        shudu(&["hint", "-f", "json", "-l", "2", P])
            .ok()
            .stdout
            .trim(),
    )
    .unwrap();
    assert!(two["cells"].is_array() && two.get("placements").is_none());
    let three: Value = serde_json::from_str(
        shudu(&["hint", "-f", "json", "-l", "3", P])
            .ok()
            .stdout
            .trim(),
    )
    .unwrap();
    assert!(three["placements"].is_array() && three["text"].is_string());
}

#[test]
fn hint_bad_input_is_a_clear_error() {
    let run = shudu(&["hint", "123"]);
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr.contains("found 3 cell characters"),
        "{}",
        run.stderr
    );
    let run = shudu(&["hint", "--puzzle", &".".repeat(81), P]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr.contains("more than one solution"),
        "{}",
        run.stderr
    );
    let run = shudu(&["hint", &".".repeat(81)]);
    assert_eq!(run.code, Some(1));
    assert!(run.stderr.contains("give the puzzle"), "{}", run.stderr);
    // A solved grid is not an error.
    let solved = P.parse::<Grid>().unwrap().solve().unwrap().to_line();
    let out = shudu(&["hint", &solved]).ok().stdout;
    assert_eq!(out.trim(), "The grid is solved.");
}
