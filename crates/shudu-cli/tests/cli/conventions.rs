//! What users of a command-line tool expect: --version with the commit,
//! completions, man pages, long help with examples, --color and NO_COLOR,
//! --quiet, puzzles as arguments, solutions checked, check --minimal and
//! --symmetry, generate --pattern.

use crate::common::{shudu, shudu_in, verify};
use shudu::Grid;

const P: &str = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const S: &str = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

const COMMANDS: &[&str] = &[
    "generate",
    "solve",
    "check",
    "lab",
    "rate",
    "explain",
    "hint",
    "print",
    "serve",
    "canon",
    "bank",
    "completions",
    "man",
];

#[test]
fn version_names_the_commit_when_built_from_git() {
    let out = shudu(&["--version"]).ok().stdout;
    assert!(
        out.starts_with(&format!("shudu {}", env!("CARGO_PKG_VERSION"))),
        "{out}"
    );
    let in_git = std::process::Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .is_ok_and(|o| o.status.success());
    if in_git {
        assert!(out.contains("(commit "), "{out}");
    }
}

#[test]
fn every_command_has_long_help_with_examples() {
    for command in COMMANDS {
        let long = shudu(&[command, "--help"]).ok().stdout;
        let short = shudu(&[command, "-h"]).ok().stdout;
        assert!(long.contains("Examples:\n  shudu "), "{command}:\n{long}");
        assert!(
            long.len() > short.len(),
            "{command}: --help is no longer than -h"
        );
    }
    let hint = shudu(&["hint", "--help"]).ok().stdout;
    assert!(hint.contains("729 pencil-mark characters"), "{hint}");
    let generate = shudu(&["generate", "--help"]).ok().stdout;
    assert!(generate.contains("both-diagonals"), "{generate}");
    assert!(
        generate.contains("Puzzle i of a run depends only on the seed"),
        "{generate}"
    );
}

#[test]
fn completions_for_every_shell() {
    for (shell, marker) in [
        ("bash", "complete -F"),
        ("zsh", "#compdef shudu"),
        ("fish", "complete -c shudu"),
        ("powershell", "Register-ArgumentCompleter"),
        ("elvish", "edit:completion"),
    ] {
        let script = shudu(&["completions", shell]).ok().stdout;
        assert!(script.contains(marker), "{shell}: {script}");
        assert!(
            script.contains("generate") && script.contains("symmetry"),
            "{shell}"
        );
    }
    let run = shudu(&["completions", "tcsh"]);
    assert_eq!(run.code, Some(2));
}

#[test]
fn man_pages_are_written_and_well_formed() {
    let dir = tempfile::tempdir().unwrap();
    shudu(&["man", dir.path().to_str().unwrap()]).ok();
    let mut pages: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    pages.sort();
    assert!(pages.contains(&"shudu.1".to_string()), "{pages:?}");
    for command in COMMANDS {
        assert!(
            pages.contains(&format!("shudu-{command}.1")),
            "{command}: {pages:?}"
        );
    }
    for page in &pages {
        let text = std::fs::read_to_string(dir.path().join(page)).unwrap();
        assert!(
            text.starts_with(".ie \\n(.g .ds Aq") || text.contains("\n.TH "),
            "{page}"
        );
        assert!(
            text.contains(".SH NAME") && text.contains(".SH SYNOPSIS"),
            "{page}"
        );
        if let Ok(out) = std::process::Command::new("groff")
            .args(["-man", "-Tutf8", "-z"])
            .arg(dir.path().join(page))
            .output()
        {
            let warnings = String::from_utf8_lossy(&out.stderr);
            assert!(
                out.status.success() && !warnings.contains("error"),
                "{page}: {warnings}"
            );
        }
    }
    let generate = std::fs::read_to_string(dir.path().join("shudu-generate.1")).unwrap();
    assert!(
        generate.contains("pattern"),
        "the man page holds the long help"
    );
}

#[test]
fn color_and_no_color() {
    let run = shudu(&["--color", "always", "solve", "--no-such-option"]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains('\u{1b}'), "{}", run.stderr);
    let run = shudu(&["--color", "never", "solve", "--no-such-option"]);
    assert!(!run.stderr.contains('\u{1b}'), "{}", run.stderr);
    let out = std::process::Command::new(crate::common::BIN)
        .args(["solve", "--no-such-option"])
        .env("NO_COLOR", "1")
        .env("CLICOLOR_FORCE", "1")
        .output()
        .unwrap();
    assert!(!String::from_utf8_lossy(&out.stderr).contains('\u{1b}'));
}

#[test]
fn quiet_leaves_out_notes_but_not_errors() {
    let run = shudu(&["generate"]).ok();
    assert!(run.stderr.contains("seed: "), "{}", run.stderr);
    let run = shudu(&["-q", "generate"]).ok();
    assert!(run.stderr.is_empty(), "{}", run.stderr);
    assert_eq!(run.stdout.lines().count(), 1);
    let run = shudu(&["check", "--quiet", &P.replace('3', "5")]);
    assert_eq!(run.code, Some(1));
    assert!(run.stderr.contains("not valid"), "{}", run.stderr);
}

#[test]
fn puzzles_as_arguments() {
    let out = shudu(&["solve", P, P]).ok().stdout;
    assert_eq!(out, format!("{S}\n{S}\n"));
    let out = shudu(&["check", P]).ok().stdout;
    assert_eq!(out, format!("{P} unique 30\n"));
    let out = shudu(&["rate", "-f", "csv", P]).ok().stdout;
    assert_eq!(out.lines().count(), 2, "{out}");
    let bad = format!("{}x", &P[..80]);
    let run = shudu(&["solve", &bad]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(run.stderr.contains("cannot read"), "{}", run.stderr);
    let broken = P.replacen('5', "6", 1);
    let run = shudu(&["check", &broken]);
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(run.stdout.contains("invalid"), "{}", run.stdout);
}

#[test]
fn a_wrong_solution_given_is_reported() {
    let ones = "1".repeat(81);
    let swapped: String = S
        .chars()
        .map(|c| match c {
            '1' => '2',
            '2' => '1',
            c => c,
        })
        .collect();
    for (solution, says) in [
        (ones.as_str(), "the solution given is not valid"),
        (
            swapped.as_str(),
            "the solution given disagrees with the puzzle",
        ),
    ] {
        for command in ["check", "solve", "rate"] {
            let run = shudu_in(&[command], format!("{P} {solution}\n").as_bytes());
            assert_eq!(run.code, Some(1), "{command}: {}", run.stderr);
            assert!(
                run.stderr.contains(&format!("<stdin>:1: {says}")),
                "{command}: {}",
                run.stderr
            );
        }
    }
    for command in ["check", "solve", "rate"] {
        shudu_in(&[command], format!("{P} {S}\n").as_bytes()).ok();
    }
}

#[test]
fn check_says_minimal_and_symmetry() {
    let minimal = shudu(&["generate", "-n", "4", "--seed", "5"]).ok().stdout;
    let out = shudu_in(&["check", "--minimal"], minimal.as_bytes())
        .ok()
        .stdout;
    assert_eq!(out.lines().count(), 4);
    assert!(out.lines().all(|l| l.ends_with(" minimal")), "{out}");
    let symmetric = shudu(&["generate", "-n", "4", "--seed", "5", "--symmetry", "rot90"])
        .ok()
        .stdout;
    let out = shudu_in(&["check", "--symmetry"], symmetric.as_bytes())
        .ok()
        .stdout;
    assert_eq!(out.lines().count(), 4);
    for line in out.lines() {
        assert!(
            line.ends_with(" rot90") || line.ends_with(" dihedral"),
            "{line}"
        );
    }
    // A solved grid is not minimal; one empty cell less is not unique.
    let run = shudu(&["check", "--minimal", &format!("{}.", &S[..80])]);
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(run.stdout.contains("not-minimal"), "{}", run.stdout);
    // The classic puzzle is half-turn symmetric.
    let run = shudu(&["check", "-f", "json", "--minimal", "--symmetry", P]);
    let v: serde_json::Value = serde_json::from_str(run.stdout.trim()).unwrap();
    assert_eq!(run.code, Some(if v["minimal"] == true { 0 } else { 1 }));
    assert_eq!(v["symmetry"], "rot180");
}

#[test]
fn generate_pattern_digs_to_exactly_the_pattern() {
    // The pattern of a known puzzle (rot180 symmetric, 30 givens).
    let pattern: String = P
        .chars()
        .map(|c| if c == '.' { '.' } else { 'x' })
        .collect();
    let out = shudu(&["generate", "-n", "3", "--seed", "9", "--pattern", &pattern])
        .ok()
        .stdout;
    verify(&out, &[]);
    for line in out.lines() {
        let g = Grid::parse(line).unwrap();
        let mask: String = line
            .chars()
            .map(|c| if c == '.' { '.' } else { 'x' })
            .collect();
        assert_eq!(mask, pattern);
        assert_eq!(g.givens(), 30);
    }
    // 17 givens in the first rows only: no grid fits.
    let hopeless = format!("{}{}", "x".repeat(17), ".".repeat(64));
    let run = shudu(&[
        "generate",
        "--seed",
        "1",
        "--attempts",
        "20",
        "--pattern",
        &hopeless,
    ]);
    assert_eq!(run.code, Some(3), "{}", run.stderr);
    assert!(
        run.stderr.contains("no grid fits the pattern"),
        "{}",
        run.stderr
    );
    assert!(run.stdout.is_empty());
}

#[test]
fn hint_tells_a_missing_file_from_a_grid() {
    let run = shudu(&["hint", "my-game.txt"]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(
        run.stderr.contains("cannot read my-game.txt: no such file"),
        "{}",
        run.stderr
    );
    let run = shudu(&["hint", "12345"]);
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr.contains("STATE needs 81 cells"),
        "{}",
        run.stderr
    );
    shudu(&["hint", P]).ok();
}

#[test]
fn the_se_rating_is_a_number_in_every_json_record() {
    let dir = tempfile::tempdir().unwrap();
    let bank = dir.path().join("bank.db");
    let bank = bank.to_str().unwrap();
    let sample = format!("{P}\n");
    shudu_in(&["bank", "--bank", bank, "add"], sample.as_bytes()).ok();
    let runs = [
        shudu(&[
            "generate",
            "-n",
            "2",
            "--seed",
            "4",
            "--difficulty",
            "easy",
            "-f",
            "json",
        ]),
        shudu(&["rate", "-f", "json", P]),
        shudu(&[
            "bank",
            "--bank",
            bank,
            "draw",
            "--difficulty",
            "easy",
            "-f",
            "json",
        ]),
        shudu(&["bank", "--bank", bank, "export", "-f", "json"]),
    ];
    for run in runs {
        let run = run.ok();
        assert!(!run.stdout.is_empty());
        for line in run.stdout.lines() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            let se = v["se"]
                .as_f64()
                .unwrap_or_else(|| panic!("se is not a number: {line}"));
            assert_eq!(v["se"].to_string(), format!("{se:.1}"), "{line}");
        }
    }
}
