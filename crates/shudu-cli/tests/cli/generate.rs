//! `shudu generate`: every puzzle passes the independent checker, targets and
//! symmetries hold, output depends only on the seed.

use crate::common::{shudu, verify};
use shudu::Grid;

fn puzzles_and_solutions(stdout: &str) -> Vec<(Grid, Grid)> {
    stdout
        .lines()
        .map(|l| {
            let (p, s) = l.split_once(' ').expect("puzzle, space, solution");
            (Grid::parse(p).unwrap(), Grid::parse(s).unwrap())
        })
        .collect()
}

#[test]
fn default_puzzles_pass_the_checker() {
    let run = shudu(&["generate", "--count", "200", "--seed", "1", "--solution"]).ok();
    assert_eq!(run.stdout.lines().count(), 200);
    assert_eq!(verify(&run.stdout, &[]), "200 passed, 0 failed");
    // The default target is a minimal puzzle.
    for (p, _) in puzzles_and_solutions(&run.stdout).iter().take(20) {
        assert_minimal(p);
    }
}

#[test]
fn givens_and_holes_targets_are_exact() {
    let run = shudu(&[
        "generate",
        "-n",
        "60",
        "--seed",
        "2",
        "--givens",
        "30",
        "--solution",
    ])
    .ok();
    assert_eq!(verify(&run.stdout, &[]), "60 passed, 0 failed");
    assert!(puzzles_and_solutions(&run.stdout)
        .iter()
        .all(|(p, _)| p.givens() == 30));

    let run = shudu(&[
        "generate",
        "-n",
        "40",
        "--seed",
        "3",
        "--holes",
        "52",
        "--solution",
    ])
    .ok();
    assert_eq!(verify(&run.stdout, &[]), "40 passed, 0 failed");
    assert!(puzzles_and_solutions(&run.stdout)
        .iter()
        .all(|(p, _)| p.holes() == 52));
}

fn assert_minimal(p: &Grid) {
    for (cell, _) in p.filled_cells() {
        let mut q = *p;
        q.clear(cell);
        assert!(
            q.count_solutions(2) > 1,
            "{p}: removing {cell} keeps one solution, so it is not minimal"
        );
    }
}

#[test]
fn minimal_puzzles_are_minimal() {
    let run = shudu(&[
        "generate",
        "-n",
        "40",
        "--seed",
        "4",
        "--minimal",
        "--solution",
    ])
    .ok();
    assert_eq!(verify(&run.stdout, &[]), "40 passed, 0 failed");
    for (p, _) in puzzles_and_solutions(&run.stdout) {
        assert_minimal(&p);
    }
}

/// The images of (r, c) under each symmetry's generating maps, written
/// out here independently of the generator.
fn images(symmetry: &str, r: usize, c: usize) -> Vec<(usize, usize)> {
    let rot180 = (8 - r, 8 - c);
    let rot90 = (c, 8 - r);
    let mirror_h = (8 - r, c);
    let mirror_v = (r, 8 - c);
    let diagonal = (c, r);
    let anti = (8 - c, 8 - r);
    match symmetry {
        "rot180" => vec![rot180],
        "rot90" => vec![rot90],
        "mirror-h" => vec![mirror_h],
        "mirror-v" => vec![mirror_v],
        "diagonal" => vec![diagonal],
        "anti-diagonal" => vec![anti],
        "both-mirrors" => vec![mirror_h, mirror_v],
        "both-diagonals" => vec![diagonal, anti],
        "dihedral" => vec![rot90, mirror_h, diagonal],
        other => panic!("unknown symmetry {other}"),
    }
}

#[test]
fn symmetric_patterns_are_symmetric() {
    for symmetry in [
        "rot180",
        "rot90",
        "mirror-h",
        "mirror-v",
        "diagonal",
        "anti-diagonal",
        "both-mirrors",
        "both-diagonals",
        "dihedral",
    ] {
        let run = shudu(&[
            "generate",
            "-n",
            "15",
            "--seed",
            "5",
            "--symmetry",
            symmetry,
            "--solution",
        ])
        .ok();
        assert_eq!(
            verify(&run.stdout, &[]),
            "15 passed, 0 failed",
            "{symmetry}"
        );
        for (p, _) in puzzles_and_solutions(&run.stdout) {
            let v = p.values();
            for r in 0..9 {
                for c in 0..9 {
                    for (r2, c2) in images(symmetry, r, c) {
                        assert_eq!(
                            v[r * 9 + c] != 0,
                            v[r2 * 9 + c2] != 0,
                            "{symmetry}: {p} is not symmetric at r{}c{}",
                            r + 1,
                            c + 1
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn solved_grids_are_valid() {
    let run = shudu(&["generate", "-n", "300", "--seed", "6", "--solved"]).ok();
    assert_eq!(verify(&run.stdout, &["--grids"]), "300 passed, 0 failed");
    let distinct: std::collections::HashSet<&str> = run.stdout.lines().collect();
    assert_eq!(distinct.len(), 300);
}

#[test]
fn same_seed_same_bytes_for_any_thread_count() {
    let args = |jobs: &'static str| {
        vec![
            "generate",
            "-n",
            "300",
            "--seed",
            "9",
            "--solution",
            "--jobs",
            jobs,
        ]
    };
    let one = shudu(&args("1")).ok().stdout;
    let two = shudu(&args("2")).ok().stdout;
    let three = shudu(&args("3")).ok().stdout;
    assert_eq!(one.lines().count(), 300);
    assert!(one == two && two == three, "output depends on --jobs");
    // --start repeats one puzzle of the run.
    let tenth = shudu(&["generate", "--seed", "9", "--start", "10", "--solution"])
        .ok()
        .stdout;
    assert_eq!(tenth.lines().next(), one.lines().nth(10));
    // A different seed gives different puzzles.
    let other = shudu(&["generate", "-n", "5", "--seed", "10"]).ok().stdout;
    assert_ne!(other.lines().next(), one.lines().next().map(|l| &l[..81]));
}

#[test]
fn a_random_seed_is_printed_and_repeats_the_run() {
    let run = shudu(&["generate", "-n", "3"]).ok();
    let seed = run
        .stderr
        .lines()
        .find_map(|l| l.strip_prefix("seed: "))
        .expect("the seed is printed to stderr")
        .trim()
        .to_string();
    let again = shudu(&["generate", "-n", "3", "--seed", &seed]).ok();
    assert_eq!(run.stdout, again.stdout);
    assert!(!again.stderr.contains("seed:"));
}

#[test]
fn unreachable_target_stops_with_exit_code_3() {
    let run = shudu(&[
        "generate",
        "-n",
        "3",
        "--seed",
        "1",
        "--givens",
        "17",
        "--attempts",
        "2",
    ]);
    assert_eq!(run.code, Some(3));
    assert!(
        run.stderr
            .contains("could not reach 17 givens in 2 attempts (fewest reached: "),
        "{}",
        run.stderr
    );
    assert!(run.stdout.is_empty() || run.stdout.ends_with('\n'));
}

#[test]
fn impossible_options_are_usage_errors() {
    for args in [
        &["generate", "--givens", "16"][..],
        &["generate", "--givens", "30", "--holes", "40"],
        &["generate", "--solved", "--solution"],
        &["generate", "--symmetry", "sideways"],
        &["generate", "--format", "yaml"],
    ] {
        let run = shudu(args);
        assert_eq!(run.code, Some(2), "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains("error:"), "{args:?}: {}", run.stderr);
    }
    let run = shudu(&["generate", "--symmetry", "sideways"]);
    assert!(run.stderr.contains("unknown symmetry 'sideways'"));
}

#[test]
fn help_documents_exit_codes() {
    let run = shudu(&["--help"]).ok();
    assert!(run.stdout.contains("Exit codes:"));
    assert!(run.stdout.contains("130"));
    let run = shudu(&["generate", "--help"]).ok();
    assert!(run.stdout.contains("--symmetry"));
    assert!(run.stdout.contains("Exit codes:"));
}
