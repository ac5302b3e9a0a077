//! `shudu solve` and `shudu check`: every format reads back, solutions of
//! the shared data sets, multiple-solution puzzles, malformed input.

use crate::common::{data, lines, malformed_dir, shudu, shudu_in, verify, BIN};
use shudu::Grid;
use std::process::Command;

const FORMATS: [&str; 5] = ["line", "pretty", "grid", "json", "csv"];

#[test]
fn every_format_reads_back() {
    let reference = shudu(&["generate", "-n", "20", "--seed", "7", "--solution"])
        .ok()
        .stdout;
    let puzzles: Vec<&str> = reference.lines().map(|l| &l[..81]).collect();
    let solutions: Vec<&str> = reference.lines().map(|l| &l[82..]).collect();
    for format in FORMATS {
        for with_solution in [false, true] {
            let mut args = vec!["generate", "-n", "20", "--seed", "7", "--format", format];
            if with_solution {
                args.push("--solution");
            }
            let written = shudu(&args).ok().stdout;

            let solved = shudu_in(&["solve"], written.as_bytes()).ok().stdout;
            assert_eq!(
                solved.lines().collect::<Vec<_>>(),
                solutions,
                "{format}: solve does not read back generate's output"
            );

            let checked = shudu_in(&["check"], written.as_bytes()).ok().stdout;
            let lines: Vec<&str> = checked.lines().collect();
            assert_eq!(lines.len(), 20, "{format}:\n{checked}");
            for (line, puzzle) in lines.iter().zip(&puzzles) {
                let givens = Grid::parse(puzzle).unwrap().givens();
                assert_eq!(*line, format!("{puzzle} unique {givens}"), "{format}");
            }
        }
        // solve's own output in this format reads back as puzzle + solution.
        let solved = shudu_in(
            &["solve", "--with-puzzle", "--format", format],
            reference.as_bytes(),
        )
        .ok()
        .stdout;
        let again = shudu_in(&["solve", "--with-puzzle"], solved.as_bytes())
            .ok()
            .stdout;
        assert_eq!(
            again, reference,
            "{format}: solve output does not read back"
        );
        // check's output in this format reads back too.
        let checked = shudu_in(&["check", "--format", format], reference.as_bytes())
            .ok()
            .stdout;
        let again = shudu_in(&["solve"], checked.as_bytes()).ok().stdout;
        assert_eq!(again.lines().collect::<Vec<_>>(), solutions, "{format}");
    }
}

#[test]
fn structured_formats_carry_fields() {
    let json = shudu(&["generate", "-n", "2", "--seed", "3", "-f", "json"])
        .ok()
        .stdout;
    let first = json.lines().next().unwrap();
    assert!(first.starts_with("{\"puzzle\":\""), "{first}");
    assert!(first.contains("\"seed\":3,\"index\":0}"), "{first}");
    let csv = shudu(&[
        "generate",
        "-n",
        "2",
        "--seed",
        "3",
        "-f",
        "csv",
        "--solution",
    ])
    .ok()
    .stdout;
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("puzzle,solution,givens,seed,index"));
    let row: Vec<&str> = lines.next().unwrap().split(',').collect();
    assert_eq!(row.len(), 5);
    assert_eq!(row[1].len(), 81);
    assert_eq!(row[3..], ["3", "0"]);
}

#[test]
fn solves_the_shared_data_sets() {
    // Whole set through the independent checker.
    let path = data("puzzles1_unbiased_first1000");
    let run = shudu(&["solve", "--with-puzzle", path.to_str().unwrap()]).ok();
    let n = lines("puzzles1_unbiased_first1000").len();
    assert_eq!(verify(&run.stdout, &[]), format!("{n} passed, 0 failed"));

    // Larger and harder sets: every solution valid and agreeing with its
    // puzzle; a spread-out sample also through the (slow) checker.
    for (name, checked) in [
        ("puzzles2_17_clue", 3),
        ("puzzles3_magictour_top1465", 15),
        ("puzzles5_forum_hardest_1905_11+", 15),
        ("puzzles6_forum_hardest_1106", 15),
    ] {
        let puzzles = lines(name);
        let input = puzzles.join("\n");
        let run = shudu_in(&["solve", "--with-puzzle"], input.as_bytes()).ok();
        let lines: Vec<&str> = run.stdout.lines().collect();
        assert_eq!(lines.len(), puzzles.len(), "{name}");
        for (line, puzzle) in lines.iter().zip(&puzzles) {
            let (p, s) = line.split_once(' ').unwrap();
            assert_eq!(p, &puzzle[..81]);
            let (p, s) = (Grid::parse(p).unwrap(), Grid::parse(s).unwrap());
            assert!(s.is_solved() && p.is_subset_of(&s), "{name}: {line}");
        }
        let spread = lines.len() / checked;
        let picked: Vec<&str> = lines
            .iter()
            .step_by(spread)
            .take(checked)
            .copied()
            .collect();
        let summary = verify(&picked.join("\n"), &[]);
        assert_eq!(summary, format!("{checked} passed, 0 failed"), "{name}");
    }
}

#[test]
fn several_solutions_are_reported_with_file_and_line() {
    let path = data("puzzles7_serg_benchmark");
    let run = shudu(&["solve", path.to_str().unwrap()]);
    assert_eq!(run.code, Some(1));
    assert!(
        run.stdout.is_empty(),
        "no puzzle of the set has one solution"
    );
    let name = path.display().to_string();
    // The file starts with comment lines; its puzzles follow them.
    let text = std::fs::read_to_string(&path).unwrap();
    let first_line = 1 + text.lines().take_while(|l| l.starts_with('#')).count();
    let total = lines("puzzles7_serg_benchmark").len();
    let first = run.stderr.lines().next().unwrap();
    assert_eq!(
        first,
        format!("{name}:{first_line}: puzzle has more than one solution")
    );
    assert!(run.stderr.contains(&format!(
        "{name}:{}: puzzle has more than one solution",
        first_line + 1
    )));
    assert!(run.stderr.contains("more problems not shown"));
    assert!(run
        .stderr
        .contains(&format!("shudu: {total} of {total} puzzles failed")));

    let run = shudu(&["check", path.to_str().unwrap()]);
    assert_eq!(run.code, Some(1));
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), total);
    assert!(lines.iter().all(|l| l[81..].starts_with(" multiple ")));

    // Counting: every puzzle has at least two.
    let firsts = crate::common::lines("puzzles7_serg_benchmark")[..50].join("\n");
    let run = shudu_in(
        &["solve", "--count-solutions", "--limit", "5"],
        firsts.as_bytes(),
    )
    .ok();
    for line in run.stdout.lines() {
        let count = &line[82..];
        assert!(
            count == "5+" || (2..=5).contains(&count.parse::<u32>().unwrap()),
            "{line}"
        );
    }
}

#[test]
fn count_solutions() {
    let empty = ".".repeat(81);
    let unique =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let input = format!("{empty}\n{unique}\n");
    let run = shudu_in(&["solve", "--count-solutions"], input.as_bytes()).ok();
    assert_eq!(run.stdout, format!("{empty} 1000+\n{unique} 1\n"));
    let run = shudu_in(
        &["solve", "--count-solutions", "-f", "json"],
        format!("{empty}\n").as_bytes(),
    )
    .ok();
    assert_eq!(
        run.stdout,
        format!("{{\"puzzle\":\"{empty}\",\"count\":1000,\"limit_reached\":true}}\n")
    );
}

#[test]
fn check_reports_each_status() {
    let unique =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let clash = unique.replacen('.', "5", 1);
    let none = "12345678.........9".to_string() + &".".repeat(63);
    let many = ".".repeat(81);
    let input = format!("{unique}\r\n{clash}\r\n# comment\r\n{none}\r\n{many}\r\nnot a puzzle\r\n");
    let run = shudu_in(&["check"], input.as_bytes());
    assert_eq!(run.code, Some(1));
    assert_eq!(
        run.stdout,
        format!(
            "{unique} unique 30\n\
             {clash} invalid (digit 5 appears twice in row 1: r1c1 and r1c3) 31\n\
             {none} no solution 9\n\
             {many} multiple 0\n"
        )
    );
    assert!(
        run.stderr
            .contains("<stdin>:6: character 'n' at column 1 is not a cell"),
        "{}",
        run.stderr
    );
    assert!(run
        .stderr
        .contains("shudu: 4 of 5 puzzles are not valid with a unique solution"));

    let run = shudu_in(&["check", "-f", "csv"], input.as_bytes());
    let mut lines = run.stdout.lines();
    assert_eq!(lines.next(), Some("puzzle,solution,givens,status,detail"));
    let clash_row = lines.nth(1).unwrap();
    assert_eq!(
        clash_row,
        format!("{clash},,31,invalid,digit 5 appears twice in row 1: r1c1 and r1c3")
    );
    let run = shudu_in(&["check", "-f", "json"], input.as_bytes());
    assert!(run
        .stdout
        .lines()
        .nth(3)
        .unwrap()
        .contains("\"status\":\"multiple\""));

    // All fine: exit code 0.
    shudu_in(&["check"], unique.as_bytes()).ok();
}

#[test]
fn files_are_read_in_order_and_unreadable_ones_reported() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.txt");
    let b = dir.path().join("b.txt");
    let unique =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    std::fs::write(&a, format!("{unique}\n")).unwrap();
    std::fs::write(&b, format!("# b\n{}\n", unique.replacen('5', ".", 1))).unwrap();
    let missing = dir.path().join("missing.txt");
    let args = [
        "check",
        a.to_str().unwrap(),
        missing.to_str().unwrap(),
        "-",
        b.to_str().unwrap(),
    ];
    let run = shudu_in(&args, unique.as_bytes());
    assert_eq!(run.code, Some(2));
    assert_eq!(run.stdout.lines().count(), 3);
    assert!(run.stdout.lines().nth(2).unwrap().starts_with(".3..7"));
    assert!(run.stderr.contains("cannot read"), "{}", run.stderr);
    assert!(run.stderr.contains("missing.txt"), "{}", run.stderr);

    // --output writes the file instead of standard output.
    let out = dir.path().join("out.txt");
    let run = shudu(&["solve", a.to_str().unwrap(), "-o", out.to_str().unwrap()]).ok();
    assert!(run.stdout.is_empty());
    assert_eq!(std::fs::read_to_string(&out).unwrap().len(), 82);
}

/// Each malformed input: the message expected on stderr (after the file
/// name) for `solve`; all exit with code 1.
const MALFORMED: &[(&str, &str)] = &[
    (
        "too_few_cells.txt",
        "too_few_cells.txt:2: expected 81 cells, found 80",
    ),
    (
        "too_many_cells.txt",
        "too_many_cells.txt:1: expected 81 cells, found 82",
    ),
    (
        "bad_character.txt",
        "bad_character.txt:2: character 'x' at column 5 is not a cell",
    ),
    (
        "clash_row.txt",
        "clash_row.txt:1: digit 5 appears twice in row 1: r1c1 and r1c3",
    ),
    (
        "clash_column.txt",
        "clash_column.txt:1: digit 5 appears twice in column 1: r1c1 and r3c1",
    ),
    (
        "clash_box.txt",
        "clash_box.txt:1: digit 3 appears twice in box 1: r1c2 and r2c3",
    ),
    (
        "bad_json.txt",
        "bad_json.txt:2: invalid JSON at column 13: expected ':' after key \"solution\"",
    ),
    (
        "json_value_12.txt",
        "json_value_12.txt:1: value 12 for cell r1c3 is not 0-9",
    ),
    ("empty.txt", "empty.txt: no puzzles found"),
    ("binary_garbage.bin", "binary_garbage.bin:1: character "),
    (
        "short_row_block.txt",
        "short_row_block.txt:6: a row of the grid must have 9 cells, found 8",
    ),
    (
        "block_missing_row.txt",
        "block_missing_row.txt:1: expected 81 cells, found 72",
    ),
    (
        "csv_bad_cell.txt",
        "csv_bad_cell.txt:3: character '?' at column 41 is not a cell",
    ),
];

#[test]
fn malformed_inputs_get_clear_messages() {
    let dir = malformed_dir();
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let mut listed: Vec<String> = MALFORMED.iter().map(|(f, _)| f.to_string()).collect();
    listed.sort();
    assert_eq!(
        names, listed,
        "every file in tests/malformed has an expected message"
    );
    for (file, expected) in MALFORMED {
        for command in ["solve", "check"] {
            let out = Command::new(BIN)
                .current_dir(&dir)
                .args([command, file])
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(!stderr.contains("panicked"), "{file}: {stderr}");
            assert_eq!(out.status.code(), Some(1), "{command} {file}: {stderr}");
            // check passes clashing puzzles on as "invalid" on stdout.
            let clash = file.starts_with("clash_");
            if command == "check" && clash {
                let stdout = String::from_utf8_lossy(&out.stdout);
                let why = expected.split_once(": ").unwrap().1;
                assert!(
                    stdout.contains(&format!("invalid ({why})")),
                    "{file}: {stdout}"
                );
            } else {
                assert!(stderr.contains(expected), "{command} {file}:\n{stderr}");
            }
        }
    }
}

#[test]
fn valid_lines_around_bad_ones_are_still_solved() {
    let unique =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let input = format!("{unique}\n{}\n{unique}\n", &unique[..70]);
    let run = shudu_in(&["solve"], input.as_bytes());
    assert_eq!(run.code, Some(1));
    assert_eq!(run.stdout.lines().count(), 2);
    assert!(run
        .stderr
        .contains("<stdin>:2: expected 81 cells, found 70"));
}

#[test]
fn inputs_without_puzzles_are_not_counted_as_puzzles() {
    let dir = malformed_dir();
    let unique =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    // Only an empty input: its own line says so, and nothing claims that
    // "1 of 1 puzzles" failed.
    for command in ["check", "solve", "rate", "explain"] {
        let run = shudu_in(&[command, "-"], b"# only a comment\n\n");
        assert_eq!(run.code, Some(1), "{command}: {}", run.stderr);
        assert_eq!(
            run.stderr.trim_end(),
            "<stdin>: no puzzles found",
            "{command}"
        );
    }
    // An empty file beside a good puzzle: the puzzle is judged, the empty
    // file is named, and the summary counts inputs and puzzles apart.
    let empty = dir.join("empty.txt");
    let run = shudu_in(&["check", empty.to_str().unwrap(), "-"], unique.as_bytes());
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert_eq!(
        run.stdout.lines().filter(|l| l.contains("unique")).count(),
        1
    );
    assert!(
        run.stderr.contains("empty.txt: no puzzles found"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("shudu: 1 input held no puzzles (1 puzzle read from the others)"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains(" of 2 puzzles"), "{}", run.stderr);
}

/// One thread judges on the reading thread itself, several on a pool: the
/// same records, the same messages in the same order, the same exit code,
/// for good, bad and ambiguous puzzles mixed in one input, in every command
/// that reads a stream of puzzles.
#[test]
fn one_thread_and_several_agree() {
    let unique =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let several =
        "53467891267219534819834256785976.42.42685.79.713924856961.3728.287.1963.345286179";
    let clash = format!("55{}", &unique[2..]);
    let none = format!("12345678.{}9{}", ".".repeat(17), ".".repeat(54));
    let mut input = String::from("# a mix\n");
    for i in 0..300 {
        let line = match i % 6 {
            0 => unique.to_string(),
            1 => several.to_string(),
            2 => clash.clone(),
            3 => none.clone(),
            4 => unique[..70].to_string(),
            _ => format!("{unique} {several}"),
        };
        input.push_str(&line);
        input.push('\n');
    }
    for format in FORMATS {
        for command in [
            &["solve"][..],
            &["solve", "--count-solutions", "--limit", "3"],
            &["check"],
        ] {
            let run = |jobs: &str| {
                let mut args = command.to_vec();
                args.extend(["--format", format, "--jobs", jobs]);
                shudu_in(&args, input.as_bytes())
            };
            let (one, two) = (run("1"), run("2"));
            assert_eq!(one.stdout, two.stdout, "{command:?} {format}");
            assert_eq!(one.stderr, two.stderr, "{command:?} {format}");
            assert_eq!(one.code, two.code, "{command:?} {format}");
            assert!(one.stdout.lines().count() >= 50, "{command:?} {format}");
            assert!(one
                .stderr
                .contains("<stdin>:6: expected 81 cells, found 70"));
        }
    }
}
