//! `shudu generate --difficulty` and `--rating`: every puzzle passes the
//! independent checker and re-rates inside the band asked for.

use crate::common::{shudu, shudu_in, verify};
use shudu::dig::Symmetry;
use shudu::rate::{rate, Level};
use shudu::Grid;

/// The (puzzle, solution) pairs of line output with `--solution`.
fn pairs(stdout: &str) -> Vec<(Grid, Grid)> {
    stdout
        .lines()
        .map(|l| {
            let (p, s) = l.split_once(' ').expect("puzzle, space, solution");
            (Grid::parse(p).unwrap(), Grid::parse(s).unwrap())
        })
        .collect()
}

/// The (se, level) of each puzzle of `puzzles` (one per line) as `shudu rate`
/// prints them.
fn shudu_rate(puzzles: &str) -> Vec<(f32, String)> {
    let run = shudu_in(&["rate", "-f", "csv"], puzzles.as_bytes()).ok();
    let mut lines = run.stdout.lines();
    let header: Vec<&str> = lines.next().expect("a header").split(',').collect();
    let se = header
        .iter()
        .position(|&c| c == "se")
        .expect("an se column");
    let level = header
        .iter()
        .position(|&c| c == "level")
        .expect("a level column");
    lines
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            (f[se].parse().expect("a number"), f[level].to_string())
        })
        .collect()
}

#[test]
fn hard_puzzles_pass_the_checker_and_rate_hard() {
    let run = shudu(&[
        "generate",
        "--difficulty",
        "hard",
        "--count",
        "20",
        "--seed",
        "1",
        "--solution",
    ])
    .ok();
    assert_eq!(verify(&run.stdout, &[]), "20 passed, 0 failed");
    let made = pairs(&run.stdout);
    assert_eq!(made.len(), 20);
    let puzzles: String = made.iter().map(|(p, _)| format!("{p}\n")).collect();
    let rated = shudu_rate(&puzzles);
    assert_eq!(rated.len(), 20);
    for ((p, s), (se, level)) in made.iter().zip(rated) {
        assert_eq!(level, "hard", "{p} rated {se}");
        assert!((2.6..=4.0).contains(&se), "{p} rated {se}");
        assert_eq!(rate(p).unwrap().se, se, "the library agrees");
        assert_eq!(p.solve(), Some(*s));
    }
}

#[test]
fn every_level_with_a_symmetry() {
    for (level, symmetry) in [
        ("easy", "rot180"),
        ("medium", "mirror-v"),
        ("expert", "diagonal"),
        ("master", "rot90"),
    ] {
        let run = shudu(&[
            "generate",
            "--difficulty",
            level,
            "-n",
            "6",
            "--seed",
            "7",
            "--symmetry",
            symmetry,
            "--solution",
        ])
        .ok();
        assert_eq!(verify(&run.stdout, &[]), "6 passed, 0 failed", "{level}");
        let symmetry: Symmetry = symmetry.parse().unwrap();
        let made = pairs(&run.stdout);
        let puzzles: String = made.iter().map(|(p, _)| format!("{p}\n")).collect();
        for ((p, _), (se, rated)) in made.iter().zip(shudu_rate(&puzzles)) {
            assert!(symmetry.holds(p), "{level} {symmetry}: {p}");
            assert_eq!(rated, level, "{p} rated {se}");
        }
    }
}

#[test]
fn rating_bands_are_met() {
    for band in ["1.0..1.2", "4.2..4.6", "7.0..7.5"] {
        let (min, max) = band.split_once("..").unwrap();
        let (min, max): (f32, f32) = (min.parse().unwrap(), max.parse().unwrap());
        let run = shudu(&[
            "generate",
            "--rating",
            band,
            "-n",
            "5",
            "--seed",
            "3",
            "--solution",
        ])
        .ok();
        assert_eq!(verify(&run.stdout, &[]), "5 passed, 0 failed", "{band}");
        let puzzles: String = pairs(&run.stdout)
            .iter()
            .map(|(p, _)| format!("{p}\n"))
            .collect();
        for (se, _) in shudu_rate(&puzzles) {
            assert!(min <= se && se <= max, "{band}: rated {se}");
        }
    }
}

#[test]
fn extreme_puzzle_rates_nine_or_more() {
    let run = shudu(&[
        "generate",
        "--difficulty",
        "extreme",
        "--seed",
        "2",
        "-f",
        "line",
    ])
    .ok();
    let p = Grid::parse(run.stdout.trim()).unwrap();
    assert!(rate(&p).unwrap().se >= 9.0, "{p}");
}

#[test]
fn output_depends_only_on_the_seed() {
    let args = [
        "generate",
        "--difficulty",
        "expert",
        "-n",
        "8",
        "--seed",
        "11",
    ];
    let one = shudu(&[&["-j", "1"], &args[..]].concat()).ok();
    let two = shudu(&[&["-j", "2"], &args[..]].concat()).ok();
    assert_eq!(one.stdout, two.stdout);
    let other = shudu(&[
        "generate",
        "--difficulty",
        "expert",
        "-n",
        "8",
        "--seed",
        "12",
    ])
    .ok();
    assert_ne!(one.stdout, other.stdout);
    let reject = shudu(&[&args[..], &["--strategy", "reject"]].concat()).ok();
    assert_eq!(reject.stdout.lines().count(), 8);
}

#[test]
fn verbose_reports_rating_and_attempts_per_puzzle() {
    let run = shudu(&[
        "generate",
        "--difficulty",
        "medium",
        "-n",
        "4",
        "--seed",
        "5",
        "--verbose",
    ])
    .ok();
    let notes: Vec<&str> = run
        .stderr
        .lines()
        .map(|l| l.strip_prefix("shudu: ").unwrap_or(l))
        .collect();
    assert_eq!(notes.len(), 4, "{}", run.stderr);
    for (i, note) in notes.iter().enumerate() {
        assert!(note.starts_with(&format!("puzzle {i}: SE ")), "{note}");
        assert!(note.contains("(medium"), "{note}");
        assert!(note.contains(" attempt"), "{note}");
    }
}

#[test]
fn csv_and_json_carry_the_rating() {
    let run = shudu(&[
        "generate", "--rating", "4.0..6.4", "-n", "3", "--seed", "9", "-f", "csv",
    ])
    .ok();
    let mut lines = run.stdout.lines();
    assert_eq!(
        lines.next(),
        Some("puzzle,solution,givens,se,level,seed,index")
    );
    for line in lines {
        let fields: Vec<&str> = line.split(',').collect();
        let se: f32 = fields[3].parse().unwrap();
        assert!((4.0..=6.4).contains(&se), "{line}");
        assert_eq!(rate(&Grid::parse(fields[0]).unwrap()).unwrap().se, se);
        assert_eq!(fields[4], Level::from_se(se).name());
    }
    let run = shudu(&[
        "generate",
        "--difficulty",
        "easy",
        "--seed",
        "9",
        "-f",
        "json",
    ])
    .ok();
    assert!(run.stdout.contains("\"level\":\"easy\""), "{}", run.stdout);
}

#[test]
fn out_of_reach_bands_fail_with_the_closest_rating() {
    // No SE rating is 3.1 (naked pairs are 3.0, X-wings 3.2).
    let run = shudu(&[
        "generate",
        "--rating",
        "3.1..3.1",
        "--attempts",
        "40",
        "--seed",
        "1",
    ]);
    assert_eq!(run.code, Some(3), "{}", run.stderr);
    assert!(
        run.stderr.contains(
            "puzzle 0 (seed 1): could not reach SE 3.1..3.1 within 40 attempts (closest: "
        ),
        "{}",
        run.stderr
    );
    assert!(run.stdout.is_empty());

    let run = shudu(&[
        "generate",
        "--difficulty",
        "extreme",
        "--attempts",
        "5",
        "--seed",
        "1",
    ]);
    assert_eq!(run.code, Some(3));
    assert!(
        run.stderr
            .contains("could not reach level extreme (SE 9.0..) within 5 attempts"),
        "{}",
        run.stderr
    );
}

#[test]
fn bad_difficulty_arguments_are_usage_errors() {
    for (args, says) in [
        (
            &["--difficulty", "fiendish"][..],
            "unknown level 'fiendish'",
        ),
        (&["--rating", "5..3"][..], "invalid rating band '5..3'"),
        (&["--rating", "hard"][..], "'hard' is not a number"),
        (
            &["--difficulty", "hard", "--rating", "1..2"][..],
            "cannot be used with",
        ),
        (
            &["--difficulty", "hard", "--givens", "30"][..],
            "cannot be used with",
        ),
        (
            &["--difficulty", "hard", "--strategy", "guess"][..],
            "unknown strategy 'guess'",
        ),
    ] {
        let run = shudu(&[&["generate"][..], args].concat());
        assert_eq!(run.code, Some(2), "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains(says), "{args:?}: {}", run.stderr);
    }
}
