//! `shudu print`: books from piped puzzles, SVG files, refusals of bad
//! input and of puzzles without one solution. The PDFs are checked with
//! qpdf and poppler's tools (installed by `scripts/setup/pdf-tools.sh`).

use crate::common::{shudu, shudu_in};
use std::path::{Path, PathBuf};
use std::process::Command;

fn have_pdf_tools(test: &str) -> bool {
    let missing: Vec<&str> = ["qpdf", "pdfinfo", "pdftotext"]
        .into_iter()
        .filter(|t| Command::new(t).arg("-v").output().is_err())
        .collect();
    if missing.is_empty() {
        return true;
    }
    let msg = format!(
        "{test}: PDF tools missing ({}): run scripts/setup/pdf-tools.sh",
        missing.join(", ")
    );
    if std::env::var_os("SHUDU_REQUIRE_COMPONENTS").is_some_and(|v| v == "1") {
        panic!("{msg}");
    }
    eprintln!("SKIPPED {msg}");
    false
}

fn tool(cmd: &str, args: &[&str]) -> String {
    let out = Command::new(cmd)
        .args(args)
        .output()
        .expect("run a PDF tool");
    assert!(
        out.status.success(),
        "{cmd} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn pages(pdf: &Path) -> usize {
    tool("pdfinfo", &[pdf.to_str().unwrap()])
        .lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .expect("a page count")
}

fn dir(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("cli-print")
        .join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn puzzles(n: usize) -> String {
    shudu(&["generate", "-n", &n.to_string(), "--seed", "5"])
        .ok()
        .stdout
}

#[test]
fn generate_piped_into_print_makes_a_book() {
    if !have_pdf_tools("generate_piped_into_print_makes_a_book") {
        return;
    }
    let d = dir("book");
    let pdf = d.join("book.pdf");
    let p = pdf.to_str().unwrap();
    let input = puzzles(13);
    let args = [
        "print",
        "-o",
        p,
        "--per-page",
        "6",
        "--title",
        "Thirteen",
        "--label",
        "level,se,id",
    ];
    shudu_in(&args, input.as_bytes()).ok();
    tool("qpdf", &["--check", p]);
    // 13 puzzles, 6 a page: 3 pages; their solutions, 20 a page: 1.
    assert_eq!(pages(&pdf), 4);
    let text = tool("pdftotext", &["-layout", p, "-"]);
    assert!(
        text.contains("Thirteen") && text.contains("Page 4 of 4"),
        "{text}"
    );
    assert!(text.contains("Thirteen: solutions"));
    // Labels: level and SE rating, and each puzzle's ID (the canonical form's).
    for line in input.lines() {
        let puzzle: shudu::Grid = line.parse().expect("a generated puzzle");
        let id = shudu::transform::puzzle_id(&puzzle).to_string();
        assert!(text.contains(&id), "no label {id} in {text}");
    }
    assert!(text.contains("SE "), "{text}");
    // Landscape letter, 2x3 asked as a layout, no solutions.
    let args = [
        "print",
        "-o",
        p,
        "--layout",
        "3x2",
        "--paper",
        "letter",
        "--landscape",
        "--solutions",
        "none",
    ];
    shudu_in(&args, input.as_bytes()).ok();
    assert_eq!(pages(&pdf), 3);
    let info = tool("pdfinfo", &[p]);
    assert!(info.contains("792 x 612 pts"), "{info}");
}

#[test]
fn svg_files_one_per_puzzle_and_one_to_standard_output() {
    let d = dir("svg");
    let input = puzzles(3);
    shudu_in(
        &["print", "--format", "svg", "-o", d.to_str().unwrap()],
        input.as_bytes(),
    )
    .ok();
    let mut names: Vec<String> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "001-solution.svg",
            "001.svg",
            "002-solution.svg",
            "002.svg",
            "003-solution.svg",
            "003.svg"
        ]
    );
    for (name, line) in ["001.svg", "002.svg", "003.svg"].iter().zip(input.lines()) {
        let svg = std::fs::read_to_string(d.join(name)).unwrap();
        let doc = roxmltree::Document::parse(&svg).expect("valid XML");
        let cells = doc
            .descendants()
            .filter(|n| n.attribute("class") == Some("cell"))
            .count();
        assert_eq!(cells, 81);
        let givens: String = doc
            .descendants()
            .filter(|n| n.attribute("class") == Some("given"))
            .filter_map(|n| n.text())
            .collect();
        let expected: String = line
            .chars()
            .filter(|c| c.is_ascii_digit() && *c != '0')
            .collect();
        assert_eq!(givens, expected, "{name}: givens in reading order");
    }
    // One puzzle to standard output; several are refused there.
    let one = input.lines().next().unwrap();
    let out = shudu_in(&["print", "--format", "svg", "-o", "-"], one.as_bytes()).ok();
    assert!(out.stdout.starts_with("<?xml"));
    roxmltree::Document::parse(&out.stdout).expect("valid XML");
    let refused = shudu_in(&["print", "--format", "svg"], input.as_bytes());
    assert_eq!(refused.code, Some(2));
    assert!(refused.stderr.contains("-o DIR"), "{}", refused.stderr);
}

#[test]
fn bad_lines_and_puzzles_without_one_solution_are_refused() {
    let d = dir("refused");
    let pdf = d.join("book.pdf");
    let p = pdf.to_str().unwrap();
    let good = puzzles(1);
    let good = good.trim();
    let empty = ".".repeat(81);
    // A line that is not a puzzle: its line and reason, nothing written.
    let input = format!("{good}\nnot a puzzle\n");
    let run = shudu_in(&["print", "-o", p], input.as_bytes());
    assert_eq!(run.code, Some(1));
    assert!(run.stderr.contains("<stdin>:2:"), "{}", run.stderr);
    assert!(run.stderr.contains("nothing was written"), "{}", run.stderr);
    assert!(!pdf.exists());
    // A puzzle with many solutions: refused by default...
    let input = format!("{good}\n{empty}\n");
    let run = shudu_in(&["print", "-o", p], input.as_bytes());
    assert_eq!(run.code, Some(1));
    assert!(
        run.stderr.contains("<stdin>:2: more than one solution"),
        "{}",
        run.stderr
    );
    assert!(!pdf.exists());
    // ...printed and marked with --allow-invalid.
    shudu_in(&["print", "-o", p, "--allow-invalid"], input.as_bytes()).ok();
    if have_pdf_tools("bad_lines_and_puzzles_without_one_solution_are_refused") {
        let text = tool("pdftotext", &[p, "-"]);
        assert!(
            text.contains("NOT A VALID PUZZLE: MORE THAN ONE SOLUTION"),
            "{text}"
        );
        assert!(text.contains("no unique solution"), "{text}");
    }
}

#[test]
fn options_out_of_range_are_usage_errors() {
    let input = puzzles(2);
    let d = dir("usage");
    let p = d.join("x.pdf");
    let p = p.to_str().unwrap();
    for (args, says) in [
        (
            vec!["--font-size", "40", "--per-page", "4"],
            "use fewer grids a page",
        ),
        (vec!["--font-size", "400"], "out of range"),
        (vec!["--scale", "9"], "out of range"),
        (vec!["--layout", "7x1"], "bad layout"),
        (vec!["--per-page", "3"], "possible values"),
        (vec!["--paper", "a3"], "unknown paper"),
    ] {
        let mut all = vec!["print", "-o", p];
        all.extend(args.iter().copied());
        let run = shudu_in(&all, input.as_bytes());
        assert_eq!(run.code, Some(2), "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains(says), "{args:?}: {}", run.stderr);
    }
}
