//! `shudu canon`: forms, IDs and transformations per puzzle, in order;
//! equivalent copies agree; every format; bad input.

use crate::common::{shudu, shudu_in};
use rand::SeedableRng;
use shudu::transform::Transformation;
use shudu::{DefaultRng, Grid};
use std::io::Write;

/// Puzzles of the 17-clue list, which the community publishes in minlex form
/// (each is its own form), and one 30-given puzzle with its form and ID.
const SEVENTEEN: [&str; 4] = [
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
    ".................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....",
    ".................1.....2.3......425...6.......17....8.....7...64...6....9..8...1.",
    ".................1.....2.3......45....1.6.....4......7....8.4....9...2..3.61...9.",
];
const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const PUZZLE_FORM: &str =
    "........1.....2.34156...27......8.......51..232974......16..9....34..7..28.91.45.";
const PUZZLE_ID: &str = "AS6K4E7E1ZQ9R";

fn grid(s: &str) -> Grid {
    Grid::parse(s).expect("a test puzzle")
}

/// Applies a `T:ROWS:COLUMNS:DIGITS` transformation to `puzzle` (written
/// here from its description in the help, not with the engine's code).
fn apply_text(transformation: &str, puzzle: &str) -> String {
    let parts: Vec<&str> = transformation.split(':').collect();
    assert_eq!(parts.len(), 4, "{transformation}");
    let digits = |s: &str| -> Vec<usize> { s.bytes().map(|b| (b - b'0') as usize).collect() };
    let (rows, cols, relabel) = (digits(parts[1]), digits(parts[2]), digits(parts[3]));
    let cells: Vec<u8> = puzzle.bytes().collect();
    let mut out = String::new();
    for &sr in &rows {
        for &sc in &cols {
            let cell = if parts[0] == "1" {
                cells[sc * 9 + sr]
            } else {
                cells[sr * 9 + sc]
            };
            out.push(match cell {
                b'1'..=b'9' => char::from(b'0' + relabel[(cell - b'1') as usize] as u8),
                _ => '.',
            });
        }
    }
    out
}

#[test]
fn a_puzzle_on_the_command_line_gets_its_form_id_and_transformation() {
    let out = shudu(&["canon", PUZZLE, "--id", "--with-transform"])
        .ok()
        .stdout;
    let fields: Vec<&str> = out.split_whitespace().collect();
    assert_eq!(fields.len(), 3, "{out}");
    assert_eq!(fields[0], PUZZLE_FORM);
    assert_eq!(fields[1], PUZZLE_ID);
    assert_eq!(apply_text(fields[2], PUZZLE), fields[0]);
}

#[test]
fn the_seventeen_clue_list_is_its_own_form() {
    let mut args = vec!["canon"];
    args.extend(SEVENTEEN);
    let out = shudu(&args).ok().stdout;
    assert_eq!(out.lines().collect::<Vec<_>>(), SEVENTEEN);
}

#[test]
fn equivalent_copies_share_form_and_id_in_input_order() {
    let mut rng = DefaultRng::seed_from_u64(3);
    let mut input = String::new();
    let mut expected_class = Vec::new();
    for i in 0..60 {
        let (class, base) = match i % 3 {
            0 => (0, PUZZLE),
            1 => (1, SEVENTEEN[1]),
            _ => (2, SEVENTEEN[2]),
        };
        let copy = Transformation::random(&mut rng).apply(&grid(base));
        input.push_str(&copy.to_line());
        input.push('\n');
        expected_class.push(class);
    }
    let mut file = tempfile::NamedTempFile::new().expect("temp file");
    file.write_all(input.as_bytes()).expect("write");
    let path = file.path().to_str().expect("utf-8 path");
    let out = shudu(&[
        "canon",
        "--id",
        "--with-puzzle",
        "--with-transform",
        "-j",
        "3",
        path,
    ])
    .ok()
    .stdout;
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 60);
    let forms = [PUZZLE_FORM, SEVENTEEN[1], SEVENTEEN[2]];
    let mut ids = [None, None, None];
    for ((line, class), puzzle) in lines.iter().zip(&expected_class).zip(input.lines()) {
        let f: Vec<&str> = line.split(' ').collect();
        assert_eq!(f[0], puzzle, "in input order");
        assert_eq!(f[1], forms[*class]);
        let id = ids[*class].get_or_insert(f[2].to_string());
        assert_eq!(f[2], id.as_str());
        assert_eq!(apply_text(f[3], puzzle), f[1]);
    }
    assert_eq!(ids[0].as_deref(), Some(PUZZLE_ID));
    assert!(ids[0] != ids[1] && ids[1] != ids[2] && ids[0] != ids[2]);

    // The same from standard input, on one thread: the same lines.
    let one = shudu_in(
        &[
            "canon",
            "--id",
            "--with-puzzle",
            "--with-transform",
            "-j",
            "1",
        ],
        input.as_bytes(),
    )
    .ok()
    .stdout;
    assert_eq!(one, out);
}

#[test]
fn json_and_csv_hold_every_field() {
    let out = shudu(&[
        "canon",
        "--format",
        "json",
        "--id",
        "--with-transform",
        PUZZLE,
    ])
    .ok()
    .stdout;
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    assert_eq!(v["puzzle"], PUZZLE);
    assert_eq!(v["form"], PUZZLE_FORM);
    assert_eq!(v["id"], PUZZLE_ID);
    assert_eq!(v["automorphisms"], 1);
    let t = v["transformation"].as_str().expect("a string");
    assert_eq!(apply_text(t, PUZZLE), PUZZLE_FORM);

    let empty = ".".repeat(81);
    let out = shudu(&["canon", "--format", "csv", "--id", &empty])
        .ok()
        .stdout;
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "puzzle,form,id,automorphisms");
    assert_eq!(lines[1], format!("{empty},{empty},A079NDSN39EVF,3359232"));
}

#[test]
fn bad_input_is_reported_with_its_line_and_the_rest_is_written() {
    let run = shudu(&["canon", "not-a-puzzle-nor-a-file"]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(
        run.stderr.contains("neither a file nor a puzzle"),
        "{}",
        run.stderr
    );

    let input = format!("{PUZZLE}\n12345\n{}\n", SEVENTEEN[0]);
    let run = shudu_in(&["canon"], input.as_bytes());
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(run.stderr.contains("<stdin>:2:"), "{}", run.stderr);
    assert_eq!(
        run.stdout.lines().collect::<Vec<_>>(),
        [PUZZLE_FORM, SEVENTEEN[0]]
    );

    // Clashing givens are not a puzzle.
    let clash = format!("11{}", ".".repeat(79));
    let run = shudu(&["canon", &clash]);
    assert_ne!(run.code, Some(0));
    assert!(!run.stderr.is_empty());
}
