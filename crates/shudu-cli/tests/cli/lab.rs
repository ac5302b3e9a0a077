//! `shudu lab` and the article methods of `shudu generate`: every experiment
//! runs with `--quick` and prints sane figures; every method's grids pass
//! the independent checker.

use crate::common::{shudu, verify};
use serde_json::Value;

fn lab_json(experiment: &str, extra: &[&str]) -> Value {
    let mut args = vec!["lab", experiment, "--quick", "--format", "json"];
    args.extend_from_slice(extra);
    let run = shudu(&args).ok();
    assert_eq!(
        run.stdout.lines().count(),
        1,
        "one JSON line:\n{}",
        run.stdout
    );
    serde_json::from_str(&run.stdout).expect("valid JSON")
}

fn num(v: &Value, key: &str) -> f64 {
    v[key]
        .as_f64()
        .unwrap_or_else(|| panic!("{key} is not a number in {v}"))
}

#[test]
fn force_counts_successes_like_the_seed() {
    let v = lab_json("force", &[]);
    let attempts = num(&v, "attempts");
    let successes = num(&v, "successes");
    assert_eq!(attempts, 20_000.0);
    // Article 000: 25-40 per 10,000; allow a wide margin for chance.
    assert!((20.0..=120.0).contains(&successes), "{successes}");
    assert!(num(&v, "seconds") > 0.0);
    let per = &v["successes_per_10000"];
    assert!(num(per, "min") <= num(per, "max"));
    let est = num(&v, "estimated_grids");
    assert!((1e21..5e22).contains(&est), "{est}");
}

#[test]
fn rows_draws_are_in_the_seeds_range() {
    let v = lab_json("rows", &[]);
    assert_eq!(num(&v, "grids"), 300.0);
    let d = &v["draws"];
    assert!(num(d, "min") >= 9.0 && num(d, "max") < 220.0, "{d}");
    assert!((25.0..100.0).contains(&num(d, "mean")), "{d}");
    assert!(num(&v, "restarts") >= 0.0);
    assert!(num(&v["total_draws"], "max") >= num(d, "max"));

    let v = lab_json("rows", &["--threshold", "60", "--grids", "50"]);
    assert_eq!(num(&v, "threshold"), 60.0);
    assert!(num(&v["draws"], "max") < 60.0);
    let run = shudu(&["lab", "rows", "--threshold", "5"]);
    assert_eq!(run.code, Some(2));
}

#[test]
fn throughput_times_every_method_at_every_size() {
    let v = lab_json("throughput", &[]);
    let methods = v["methods"].as_array().unwrap();
    assert_eq!(methods.len(), 8);
    for m in methods {
        let runs = m["runs"].as_array().unwrap();
        assert_eq!(runs.len(), 2);
        for r in runs {
            assert!(
                num(r, "seconds") > 0.0 && num(r, "seconds_printed") > 0.0,
                "{m}"
            );
            let share = num(r, "printing_share");
            assert!((0.0..=1.0).contains(&share));
        }
    }
    assert_eq!(v["sizes"], serde_json::json!([100, 500]));

    let run = shudu(&[
        "lab",
        "throughput",
        "--grids",
        "3",
        "--method",
        "rows",
        "--print",
    ])
    .ok();
    // Three printed grids (a title and nine rows each), then the table.
    let titles = run
        .stdout
        .lines()
        .filter(|l| l.starts_with("grid "))
        .count();
    assert_eq!(titles, 3);
    assert!(run.stdout.contains("printing share"));
}

#[test]
fn las_vegas_rates_fall_with_more_starting_digits() {
    let v = lab_json("las-vegas", &[]);
    let counts = v["counts"].as_array().unwrap();
    assert_eq!(counts.len(), 21);
    assert_eq!(num(&counts[0], "rate"), 1.0);
    assert!(num(&counts[11], "rate") > 0.95);
    assert!(num(&counts[20], "rate") < num(&counts[0], "rate"));
    for c in counts {
        let total = num(c, "dead_starts") + num(c, "no_completion") + num(c, "completed");
        assert_eq!(total, num(c, "attempts"), "{c}");
    }
}

#[test]
fn dig_times_three_ways() {
    let v = lab_json("dig", &[]);
    let points = v["points"].as_array().unwrap();
    let holes: Vec<f64> = points.iter().map(|p| num(p, "holes")).collect();
    assert_eq!(holes, [20.0, 40.0, 55.0]);
    for p in points {
        for way in ["article", "article_loop_our_check", "engine"] {
            let w = &p[way];
            assert!(num(w, "made") <= num(w, "puzzles"), "{p}");
            assert!(num(w, "grids") >= num(w, "made"), "{p}");
        }
    }
    // Below 55 holes every way makes every puzzle.
    for p in &points[..2] {
        for way in ["article", "article_loop_our_check", "engine"] {
            assert_eq!(num(&p[way], "made"), num(&p[way], "puzzles"), "{p}");
            assert!(num(&p[way], "seconds_per_puzzle") > 0.0);
        }
    }
}

#[test]
fn bias_shows_centre_shift_and_transform_far_from_uniform() {
    let v = lab_json("bias", &[]);
    let methods = v["methods"].as_array().unwrap();
    assert_eq!(methods.len(), 8);
    let by_name = |name: &str| {
        methods
            .iter()
            .find(|m| m["method"] == name)
            .unwrap_or_else(|| panic!("{name} missing"))
    };
    let centre = by_name("centre-shift");
    assert_eq!(num(centre, "classes"), 1.0);
    assert!(num(centre, "pair_z2") > 10.0);
    assert_eq!(centre["bias_detected"], true);
    let transform = by_name("transform");
    assert!(num(transform, "classes") <= 4.0);
    assert_eq!(transform["bias_detected"], true);
    let engine = by_name("default");
    assert_eq!(num(engine, "classes"), num(engine, "classes_sampled"));
    assert_eq!(num(engine, "duplicates"), 0.0);
    assert!(num(engine, "pair_z2") < 1.3 && num(engine, "cell_digit_z2") < 1.3);
    assert!(num(by_name("box-force"), "probability_ratio") > 1.0);
}

#[test]
fn report_writes_every_section() {
    let dir = std::env::temp_dir().join(format!("shudu-lab-report-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("methods.md");
    let run = shudu(&[
        "lab",
        "report",
        "--quick",
        "--output",
        path.to_str().unwrap(),
    ])
    .ok();
    assert!(run.stdout.is_empty());
    let page = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_dir_all(&dir).ok();
    for needle in [
        "# Complete-grid methods",
        "### Deviations from the articles",
        "### shudu lab force",
        "### shudu lab rows",
        "### shudu lab throughput",
        "### shudu lab las-vegas",
        "### shudu lab dig",
        "### shudu lab bias",
        "logical core",
        "`centre-shift`",
    ] {
        assert!(page.contains(needle), "missing {needle}");
    }
}

#[test]
fn every_method_makes_valid_grids() {
    for method in [
        "default",
        "box-force",
        "box-backtrack",
        "rows",
        "transform",
        "las-vegas",
        "centre-shift",
        "diagonal",
    ] {
        let run = shudu(&[
            "generate", "--solved", "--method", method, "--count", "200", "--seed", "7",
        ])
        .ok();
        assert_eq!(
            verify(&run.stdout, &["--grids"]),
            "200 passed, 0 failed",
            "{method}"
        );
        // Same seed, same grids.
        let again = shudu(&[
            "generate", "--solved", "--method", method, "--count", "200", "--seed", "7",
        ])
        .ok();
        assert_eq!(run.stdout, again.stdout, "{method}");
    }
}

#[test]
fn puzzles_from_article_methods_are_unique() {
    for method in ["rows", "las-vegas", "centre-shift"] {
        let run = shudu(&[
            "generate",
            "--method",
            method,
            "-n",
            "30",
            "--seed",
            "3",
            "--holes",
            "50",
            "--solution",
        ])
        .ok();
        assert_eq!(verify(&run.stdout, &[]), "30 passed, 0 failed", "{method}");
    }
    let run = shudu(&[
        "generate",
        "--solved",
        "--method",
        "rows",
        "--threshold",
        "30",
        "-n",
        "20",
        "--seed",
        "1",
    ])
    .ok();
    assert_eq!(verify(&run.stdout, &["--grids"]), "20 passed, 0 failed");
    let run = shudu(&[
        "generate",
        "--solved",
        "--method",
        "las-vegas",
        "--givens-first",
        "0",
        "-n",
        "20",
        "--seed",
        "1",
    ])
    .ok();
    assert_eq!(verify(&run.stdout, &["--grids"]), "20 passed, 0 failed");
}

#[test]
fn levels_empty_twenty_cells_each_and_say_when_they_cannot() {
    let run = shudu(&[
        "generate",
        "--level",
        "2",
        "-n",
        "20",
        "--seed",
        "5",
        "--solution",
    ])
    .ok();
    assert_eq!(verify(&run.stdout, &[]), "20 passed, 0 failed");
    for line in run.stdout.lines() {
        assert_eq!(line[..81].matches('.').count(), 40, "{line}");
    }
    let run = shudu(&[
        "generate",
        "--level",
        "4",
        "-n",
        "2",
        "--seed",
        "5",
        "--solution",
    ])
    .ok();
    assert_eq!(verify(&run.stdout, &[]), "2 passed, 0 failed");
    assert_eq!(
        run.stderr.matches("asks for 80 empty cells").count(),
        2,
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("removed"));
}

#[test]
fn method_parameters_belong_to_their_method() {
    let run = shudu(&[
        "generate",
        "--solved",
        "--method",
        "transform",
        "--threshold",
        "50",
    ]);
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr.contains("--threshold applies to --method rows"),
        "{}",
        run.stderr
    );
    let run = shudu(&["generate", "--solved", "--givens-first", "3"]);
    assert_eq!(run.code, Some(2));
    assert!(run
        .stderr
        .contains("--givens-first applies to --method las-vegas"));
    let run = shudu(&["generate", "--solved", "--method", "nope"]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("box-force"));
    let run = shudu(&["generate", "--level", "5"]);
    assert_eq!(run.code, Some(2));
}
