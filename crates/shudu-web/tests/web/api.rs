//! The API through the router (tower's `oneshot`): every endpoint, every
//! error status, puzzles checked by the independent checker, hints checked
//! against the solution.

use crate::checker::unique_solution;
use crate::support::*;
use axum::http::StatusCode;
use serde_json::{json, Value};
use shudu_web::pool::{PoolPuzzle, Pools, PuzzleSource};
use shudu_web::records::SeRateRecord;
use shudu_web::{router, AppState};
use std::sync::Arc;
use std::time::Duration;

/// A puzzle from the forum's list of the hardest (SE 11+): explaining it
/// takes tens of milliseconds.
const HARDEST: &str =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

fn assert_puzzle_record(p: &Value, level: &str) {
    let puzzle = p["puzzle"].as_str().expect("puzzle");
    let solution = p["solution"].as_str().expect("solution");
    assert_eq!(unique_solution(puzzle).as_deref(), Ok(solution), "{p}");
    assert_eq!(p["level"], level, "{p}");
    let givens = puzzle.chars().filter(|c| c.is_ascii_digit()).count();
    assert_eq!(p["givens"].as_u64(), Some(givens as u64));
    // The SE number is a number with one decimal, as in every record.
    let se: f64 = p["se"].as_f64().expect("se");
    assert_eq!(format!("{}", p["se"]), format!("{se:.1}"), "{p}");
    let (lo, hi) = match level {
        "easy" => (1.0, 1.5),
        "medium" => (1.6, 2.5),
        "hard" => (2.6, 4.0),
        "expert" => (4.1, 6.4),
        "master" => (6.5, 8.9),
        _ => (9.0, 20.0),
    };
    assert!((lo..=hi).contains(&se), "{level}: SE {se}");
    // The id is the canonical puzzle ID: the same for an equivalent copy
    // (digits 1 and 2 swapped, the grid turned a quarter).
    let id = p["id"].as_str().expect("id");
    assert_eq!(id.len(), 13, "{p}");
    let swapped: String = puzzle
        .chars()
        .map(|c| match c {
            '1' => '2',
            '2' => '1',
            c => c,
        })
        .collect();
    let cells: Vec<char> = swapped.chars().collect();
    let turned: String = (0..81).map(|i| cells[(8 - i % 9) * 9 + i / 9]).collect();
    let copy: shudu::Grid = turned.parse().expect("a grid");
    assert_eq!(shudu::transform::puzzle_id(&copy).to_string(), id, "{p}");
    assert!(p["seed"].as_u64().is_some());
    assert_eq!(p["index"], 0);
    assert!(!p["techniques"].as_array().expect("techniques").is_empty());
}

#[tokio::test]
async fn pooled_puzzles_of_every_level_have_one_solution_and_their_seed_makes_them_again() {
    let app = app();
    for level in levels() {
        let a = get(&app, &format!("/api/puzzle?level={level}")).await;
        assert_eq!(a.status, StatusCode::OK, "{}", a.body);
        assert!(a.content_type().starts_with("application/json"));
        let p = a.json();
        assert_puzzle_record(&p, level);
        let seed = p["seed"].as_u64().expect("seed");
        let again = get(&app, &format!("/api/puzzle?level={level}&seed={seed}")).await;
        assert_eq!(again.status, StatusCode::OK, "{}", again.body);
        assert_eq!(again.json()["puzzle"], p["puzzle"], "{level} seed {seed}");
    }
}

#[tokio::test]
async fn seeds_bands_and_symmetry() {
    let app = app();
    let a = get(&app, "/api/puzzle?level=hard&seed=42").await.json();
    let b = get(&app, "/api/puzzle?level=hard&seed=42").await.json();
    let c = get(&app, "/api/puzzle?level=hard&seed=43").await.json();
    assert_eq!(a, b);
    assert_ne!(a["puzzle"], c["puzzle"]);
    assert_puzzle_record(&a, "hard");
    assert_eq!(a["seed"], 42);

    let banded = get(&app, "/api/puzzle?rating=3.0..3.4&seed=5").await;
    assert_eq!(banded.status, StatusCode::OK, "{}", banded.body);
    let banded = banded.json();
    let se: f64 = banded["se"].as_f64().expect("se");
    assert!((3.0..=3.4).contains(&se), "SE {se}");
    assert!(unique_solution(banded["puzzle"].as_str().expect("puzzle")).is_ok());

    let sym = get(&app, "/api/puzzle?level=medium&symmetry=rot180&seed=3")
        .await
        .json();
    let cells: Vec<char> = sym["puzzle"].as_str().expect("puzzle").chars().collect();
    for i in 0..81 {
        assert_eq!(cells[i] == '.', cells[80 - i] == '.', "rot180 at {i}");
    }
}

#[tokio::test]
async fn the_daily_puzzle_comes_from_the_date() {
    let app = app();
    let a = get(&app, "/api/daily?level=easy&date=2026-11-24").await;
    assert_eq!(a.status, StatusCode::OK, "{}", a.body);
    let a = a.json();
    assert_puzzle_record(&a, "easy");
    assert_eq!(a["date"], "2026-11-24");
    // Another server (another pool seed) gives the same puzzle that day.
    let other = router(state_with(shudu_web::ServeOptions {
        seed: 999,
        ..options()
    }));
    let b = get(&other, "/api/daily?level=easy&date=2026-11-24")
        .await
        .json();
    assert_eq!(a["puzzle"], b["puzzle"]);
    let next = get(&app, "/api/daily?level=easy&date=2026-11-25")
        .await
        .json();
    assert_ne!(a["puzzle"], next["puzzle"]);
    let today = get(&app, "/api/daily?level=medium").await;
    assert_eq!(today.status, StatusCode::OK, "{}", today.body);
    assert_puzzle_record(&today.json(), "medium");

    let bad = get(&app, "/api/daily?level=easy&date=2026-02-30").await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert!(bad.error().contains("2026-02-30"), "{}", bad.body);
}

#[tokio::test]
async fn check_answers_each_status_for_every_input_form() {
    let app = app();
    let unique = post(&app, "/api/check", json!({ "puzzle": PUZZLE }).to_string()).await;
    assert_eq!(unique.status, StatusCode::OK, "{}", unique.body);
    assert_eq!(
        unique.json(),
        json!({"puzzle": PUZZLE, "solution": SOLUTION, "givens": 30, "status": "unique"})
    );

    // Nine rows of nine, an array of 81 numbers, a block of text: the same puzzle.
    let digits: Vec<u8> = PUZZLE
        .chars()
        .map(|c| c.to_digit(10).unwrap_or(0) as u8)
        .collect();
    let rows: Vec<Vec<u8>> = digits.chunks(9).map(<[u8]>::to_vec).collect();
    let block: String = PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|r| format!("{}\n", String::from_utf8_lossy(r)))
        .collect();
    for body in [
        json!({ "puzzle": digits }),
        json!({ "puzzle": rows }),
        json!({ "puzzle": block }),
    ] {
        let a = post(&app, "/api/check", body.to_string()).await;
        assert_eq!(a.json()["status"], "unique", "{body}: {}", a.body);
    }

    let multiple = post(
        &app,
        "/api/check",
        json!({ "puzzle": ".".repeat(81) }).to_string(),
    )
    .await;
    assert_eq!(multiple.json()["status"], "multiple");
    let clash = format!("55{}", &PUZZLE[2..]);
    let invalid = post(&app, "/api/check", json!({ "puzzle": clash }).to_string())
        .await
        .json();
    assert_eq!(invalid["status"], "invalid");
    assert_eq!(
        invalid["detail"],
        "digit 5 appears twice in row 1: r1c1 and r1c2"
    );
    // Valid givens that admit no solution.
    let none = "12345678.........9".to_string() + &".".repeat(63);
    let none = post(&app, "/api/check", json!({ "puzzle": none }).to_string())
        .await
        .json();
    assert_eq!(none["status"], "no solution");
}

#[tokio::test]
async fn solve_rate_and_explain_answer_as_the_cli() {
    let app = app();
    let body = json!({ "puzzle": PUZZLE }).to_string();
    let solved = post(&app, "/api/solve", body.clone()).await;
    assert_eq!(
        solved.json(),
        json!({"puzzle": PUZZLE, "solution": SOLUTION, "givens": 30})
    );

    let rated = post(&app, "/api/rate", body.clone()).await.json();
    assert_eq!(rated["puzzle"], PUZZLE);
    assert_eq!(rated["se"], 1.2);
    assert_eq!(rated["level"], "easy");
    assert_eq!(rated["holes"], 51);
    for key in [
        "hodoku_score",
        "hodoku_level",
        "qqwing",
        "dependency_formula",
        "hardest",
        "steps",
        "techniques",
    ] {
        assert!(rated.get(key).is_some(), "rate lacks {key}: {rated}");
    }

    let steps = post(&app, "/api/explain", body).await.json();
    let steps = steps.as_array().expect("a list of steps");
    assert!(!steps.is_empty());
    // Playing every placement of the path fills the grid with the solution.
    let mut grid: Vec<char> = PUZZLE.chars().collect();
    for s in steps {
        for key in ["technique", "name", "se", "direct", "text"] {
            assert!(s.get(key).is_some(), "step lacks {key}: {s}");
        }
        for p in s["placements"].as_array().expect("placements") {
            let cell = p["cell"].as_str().expect("cell");
            let (r, c) = (cell.as_bytes()[1] - b'1', cell.as_bytes()[3] - b'1');
            let i = usize::from(r) * 9 + usize::from(c);
            let d = p["digit"].as_u64().expect("digit") as u8;
            assert_eq!(SOLUTION.as_bytes()[i], b'0' + d, "{s}");
            grid[i] = char::from(b'0' + d);
        }
    }
    assert_eq!(grid.into_iter().collect::<String>(), SOLUTION);

    let multiple = post(
        &app,
        "/api/solve",
        json!({ "puzzle": ".".repeat(81) }).to_string(),
    )
    .await;
    assert_eq!(multiple.status, StatusCode::BAD_REQUEST);
    assert!(
        multiple.error().contains("more than one solution"),
        "{}",
        multiple.body
    );
    let rate_bad = post(
        &app,
        "/api/rate",
        json!({ "puzzle": format!("55{}", &PUZZLE[2..]) }).to_string(),
    )
    .await;
    assert_eq!(rate_bad.status, StatusCode::BAD_REQUEST);
    assert!(
        rate_bad.error().contains("r1c1 and r1c2"),
        "{}",
        rate_bad.body
    );
}

/// A puzzle that needs forcing chains (SE 7.2), so that the SE path and
/// the other scales' solve differ in what they do.
const CHAINS: &str =
    "...7.....8.7..36..635..1.7.324...9..1...2...8..65.....5.......3.......1.9....4.6.";

#[tokio::test]
async fn rate_se_only_answers_the_full_ratings_se_fields() {
    let app = app();
    let every = post(&app, "/api/rate", json!({ "puzzle": CHAINS }).to_string())
        .await
        .json();
    let alone = post(
        &app,
        "/api/rate",
        json!({ "puzzle": CHAINS, "se_only": true }).to_string(),
    )
    .await
    .json();
    // The SE record: the record of `shudu rate --se-only` for the engine's
    // SE rating, each field equal to the full record's.
    let g: shudu::Grid = CHAINS.parse().expect("a grid");
    let se = shudu::rate::rate_se(&g).expect("one solution");
    // Through the JSON text, as the CLI prints it (an `f32` as its shortest decimal).
    let text = serde_json::to_string(&SeRateRecord::from_rating(&g, &se)).expect("a record");
    let record: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(alone, record);
    for (key, value) in alone.as_object().expect("an object") {
        assert_eq!(value, &every[key], "{key}: {alone} against {every}");
    }
    assert!(alone["se"].as_f64() > Some(6.5), "a chains puzzle: {alone}");
    assert!(every.get("hodoku_score").is_some(), "{every}");
    assert!(alone.get("hodoku_score").is_none(), "{alone}");
    // `false` is the full record.
    let off = post(
        &app,
        "/api/rate",
        json!({ "puzzle": CHAINS, "se_only": false }).to_string(),
    )
    .await
    .json();
    assert_eq!(off, every);

    // A flag that is not a boolean, clashing givens, an unknown key: 400s
    // that say what is wrong.
    let bad_flag = post(
        &app,
        "/api/rate",
        json!({ "puzzle": CHAINS, "se_only": "yes" }).to_string(),
    )
    .await;
    assert_eq!(bad_flag.status, StatusCode::BAD_REQUEST);
    assert!(
        bad_flag.error().contains("expected a boolean"),
        "{}",
        bad_flag.body
    );
    let clash = post(
        &app,
        "/api/rate",
        json!({ "puzzle": format!("55{}", &PUZZLE[2..]), "se_only": true }).to_string(),
    )
    .await;
    assert_eq!(clash.status, StatusCode::BAD_REQUEST);
    assert!(clash.error().contains("r1c1 and r1c2"), "{}", clash.body);
    let unknown = post(
        &app,
        "/api/rate",
        json!({ "puzzle": CHAINS, "se_alone": true }).to_string(),
    )
    .await;
    assert_eq!(unknown.status, StatusCode::BAD_REQUEST);
    assert!(
        unknown.error().contains("unknown field `se_alone`"),
        "{}",
        unknown.body
    );
}

/// Cells and digits of `[{"cell": "r1c1", "digit": 5}, ...]`.
fn candidates(list: &Value) -> Vec<(usize, u8)> {
    list.as_array()
        .expect("a list")
        .iter()
        .map(|p| {
            let cell = p["cell"].as_str().expect("cell").as_bytes();
            let i = usize::from(cell[1] - b'1') * 9 + usize::from(cell[3] - b'1');
            (i, p["digit"].as_u64().expect("digit") as u8)
        })
        .collect()
}

#[tokio::test]
async fn hints_flag_mistakes_first_and_are_sound() {
    let app = app();
    // A pooled hard puzzle, half filled in from its solution, then the hints
    // at each level: every placement is the solution's digit, no elimination
    // removes it.
    let p = get(&app, "/api/puzzle?level=hard").await.json();
    let puzzle = p["puzzle"].as_str().expect("puzzle").to_string();
    let solution = p["solution"].as_str().expect("solution").to_string();
    let mut state: Vec<u8> = puzzle.bytes().collect();
    for i in (0..81).step_by(3) {
        state[i] = solution.as_bytes()[i];
    }
    let state = String::from_utf8(state).expect("ascii");
    for level in 1..=3 {
        let h = post(
            &app,
            "/api/hint",
            json!({ "puzzle": puzzle, "state": state, "level": level }).to_string(),
        )
        .await;
        assert_eq!(h.status, StatusCode::OK, "{}", h.body);
        let h = h.json();
        assert_eq!(h["mistakes"], json!([]));
        assert_eq!(h["level"], level);
        assert!(
            h["hint"].as_str().expect("hint").starts_with("Look for"),
            "{h}"
        );
        assert_eq!(h.get("cells").is_some(), level >= 2, "{h}");
        assert_eq!(h.get("eliminations").is_some(), level >= 3, "{h}");
        if level == 3 {
            let placed = candidates(&h["placements"]);
            let removed = candidates(&h["eliminations"]);
            assert!(!placed.is_empty() || !removed.is_empty(), "{h}");
            for (i, d) in placed {
                assert_eq!(solution.as_bytes()[i], b'0' + d, "{h}");
            }
            for (i, d) in removed {
                assert_ne!(solution.as_bytes()[i], b'0' + d, "{h}");
            }
        }
    }

    // A wrong digit comes first, named with its cell.
    let mut wrong: Vec<u8> = PUZZLE.bytes().collect();
    wrong[2] = b'1'; // r1c3 is 4
    let h = post(
        &app,
        "/api/hint",
        json!({ "puzzle": PUZZLE, "state": String::from_utf8(wrong).expect("ascii"), "level": 2 })
            .to_string(),
    )
    .await
    .json();
    assert_eq!(h["mistakes"], json!(["r1c3 holds 1, but its digit is 4"]));
    assert_eq!(h["mistake_cells"], json!([["r1c3"]]));

    // A clash, without the puzzle: both cells, one list per sentence.
    let mut clash = PUZZLE.as_bytes().to_vec();
    clash[2] = b'5'; // r1c1 holds 5
    let h = post(
        &app,
        "/api/hint",
        json!({ "state": String::from_utf8(clash).expect("ascii") }).to_string(),
    )
    .await
    .json();
    let sentences = h["mistakes"].as_array().expect("mistakes");
    let cells = h["mistake_cells"].as_array().expect("mistake_cells");
    assert_eq!(sentences.len(), cells.len(), "{h}");
    assert_eq!(sentences[0], "r1c1 and r1c3 both hold 5 in row 1", "{h}");
    assert_eq!(cells[0], json!(["r1c1", "r1c3"]), "{h}");

    // Pencil marks: removing the true candidate of a cell is a mistake.
    let marks: String = PUZZLE
        .chars()
        .enumerate()
        .map(|(i, c)| {
            let digit = SOLUTION.as_bytes()[i] - b'0';
            (1..=9u8)
                .map(|k| match c.to_digit(10) {
                    Some(g) if g as u8 == k => char::from(b'0' + k),
                    Some(_) => '.',
                    // r1c3 loses its 4; every other empty cell keeps all nine.
                    None if i == 2 && k == digit => '.',
                    None => char::from(b'0' + k),
                })
                .collect::<String>()
        })
        .collect();
    let h = post(
        &app,
        "/api/hint",
        json!({ "puzzle": PUZZLE, "state": { "grid": PUZZLE, "marks": marks } }).to_string(),
    )
    .await;
    assert_eq!(h.status, StatusCode::OK, "{}", h.body);
    let h = h.json();
    assert_eq!(
        h["mistakes"],
        json!(["r1c3 no longer has 4 as a candidate, but 4 is its digit"])
    );
    assert_eq!(h["mistake_cells"], json!([["r1c3"]]));

    // The solved grid.
    let done = post(
        &app,
        "/api/hint",
        json!({ "puzzle": PUZZLE, "state": SOLUTION }).to_string(),
    )
    .await
    .json();
    assert_eq!(done["solved"], true);
}

#[tokio::test]
async fn bad_requests_are_400_with_what_and_where() {
    let app = app();
    let cases: Vec<(&str, &str, Option<String>, &str)> = vec![
        (
            "GET",
            "/api/puzzle?level=fiendish",
            None,
            "unknown level 'fiendish'",
        ),
        (
            "GET",
            "/api/puzzle?level=hard&rating=2..3",
            None,
            "not both",
        ),
        ("GET", "/api/puzzle?rating=abc", None, "rating"),
        (
            "GET",
            "/api/puzzle?level=hard&symmetry=spiral",
            None,
            "symmetry",
        ),
        ("GET", "/api/puzzle?level=hard&seed=-1", None, "seed"),
        (
            "GET",
            "/api/puzzle?colour=red",
            None,
            "unknown query parameter 'colour'",
        ),
        (
            "GET",
            "/api/daily?level=easy&date=tomorrow",
            None,
            "YYYY-MM-DD",
        ),
        (
            "POST",
            "/api/check",
            Some("{\"puzzle\": ".into()),
            "bad JSON body",
        ),
        (
            "POST",
            "/api/check",
            Some(String::new()),
            "needs a JSON body",
        ),
        (
            "POST",
            "/api/check",
            Some("{\"puzle\": \"1\"}".into()),
            "unknown field `puzle`",
        ),
        (
            "POST",
            "/api/check",
            Some("{}".into()),
            "\"puzzle\" is missing",
        ),
        (
            "POST",
            "/api/check",
            Some(json!({"puzzle": "123"}).to_string()),
            "expected 81 cells, found 3",
        ),
        (
            "POST",
            "/api/solve",
            Some(json!({"puzzle": format!("{}x", &PUZZLE[..80])}).to_string()),
            "column 81",
        ),
        (
            "POST",
            "/api/rate",
            Some(json!({"puzzle": [1, 2, 12]}).to_string()),
            "value 12 for cell r1c3",
        ),
        (
            "POST",
            "/api/explain",
            Some(json!({"puzzle": 7}).to_string()),
            "must be a string",
        ),
        (
            "POST",
            "/api/hint",
            Some(json!({"puzzle": PUZZLE, "state": "12"}).to_string()),
            "found 2",
        ),
        (
            "POST",
            "/api/hint",
            Some(json!({"puzzle": PUZZLE, "state": PUZZLE, "level": 4}).to_string()),
            "\"level\" must be 1, 2 or 3",
        ),
        (
            "POST",
            "/api/hint",
            Some(json!({"puzzle": PUZZLE}).to_string()),
            "\"state\" is missing",
        ),
        (
            "POST",
            "/api/hint",
            Some(json!({"puzzle": ".".repeat(81), "state": PUZZLE}).to_string()),
            "more than one solution",
        ),
    ];
    for (method, uri, body, needle) in cases {
        let a = match body {
            None => get(&app, uri).await,
            Some(b) => post(&app, uri, b).await,
        };
        assert_eq!(
            a.status,
            StatusCode::BAD_REQUEST,
            "{method} {uri}: {}",
            a.body
        );
        let e = a.error();
        assert!(e.contains(needle), "{method} {uri}: '{e}' lacks '{needle}'");
        let _ = method;
    }
}

#[tokio::test]
async fn unknown_paths_methods_and_large_bodies() {
    let app = app();
    let a = get(&app, "/api/nothing").await;
    assert_eq!(a.status, StatusCode::NOT_FOUND);
    assert!(a.error().contains("/api/nothing"));
    let a = get(&app, "/assets/../Cargo.toml").await;
    assert_eq!(a.status, StatusCode::NOT_FOUND);

    let a = get(&app, "/api/check").await;
    assert_eq!(a.status, StatusCode::METHOD_NOT_ALLOWED);
    assert!(
        a.error().contains("GET is not allowed on /api/check"),
        "{}",
        a.body
    );
    let a = post(&app, "/api/puzzle", "{}").await;
    assert_eq!(a.status, StatusCode::METHOD_NOT_ALLOWED);
    a.error();

    let big = json!({ "puzzle": format!("{PUZZLE}{}", " ".repeat(70 * 1024)) }).to_string();
    let a = post(&app, "/api/check", big).await;
    assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(a.error().contains("64 KiB"), "{}", a.body);
}

/// A source that never has a puzzle.
struct Dry;

impl PuzzleSource for Dry {
    fn next(&self, _level: shudu::rate::Level) -> Result<PoolPuzzle, String> {
        std::thread::sleep(Duration::from_millis(20));
        Err("the bank is empty".to_string())
    }
}

#[tokio::test]
async fn overload_is_503_with_retry_after() {
    // An empty pool: the request waits its bounded time, then 503.
    let opts = shudu_web::ServeOptions {
        pool_wait: Duration::from_millis(50),
        budget: Duration::from_millis(1),
        ..options()
    };
    let pools = Arc::new(Pools::start(Arc::new(Dry), 2, 1));
    let app = router(AppState::new(pools, opts));
    let a = get(&app, "/api/puzzle?level=easy").await;
    assert_eq!(a.status, StatusCode::SERVICE_UNAVAILABLE, "{}", a.body);
    assert_eq!(
        a.headers.get("retry-after").and_then(|v| v.to_str().ok()),
        Some("1")
    );
    assert!(a.error().contains("no easy puzzle is ready"), "{}", a.body);

    // Work over its time budget: 503 too.
    let a = post(
        &app,
        "/api/explain",
        json!({ "puzzle": HARDEST }).to_string(),
    )
    .await;
    assert_eq!(a.status, StatusCode::SERVICE_UNAVAILABLE, "{}", a.body);
    assert!(a.headers.get("retry-after").is_some());
    assert!(a.error().contains("budget"), "{}", a.body);

    let m = get(&app, "/metrics").await;
    assert!(
        m.body.contains("shudu_pool_source_failures_total"),
        "{}",
        m.body
    );
}

#[tokio::test]
async fn health_metrics_and_the_page() {
    let app = app();
    let _ = get(&app, "/api/puzzle?level=easy").await;
    let h = get(&app, "/healthz").await;
    assert_eq!(h.status, StatusCode::OK);
    assert_eq!(h.json()["status"], "ok");
    assert!(h.json()["pools"]["extreme"].is_u64());

    let m = get(&app, "/metrics").await;
    assert_eq!(m.status, StatusCode::OK);
    assert!(m.content_type().starts_with("text/plain"));
    assert!(
        m.body
            .contains("shudu_http_requests_total{route=\"/api/puzzle\",status=\"200\"} 1"),
        "{}",
        m.body
    );
    assert!(m.body.contains(
        "shudu_http_request_duration_seconds_bucket{route=\"/api/puzzle\",le=\"+Inf\"} 1"
    ));
    assert!(m.body.contains("shudu_pool_puzzles{level=\"hard\"}"));

    let page = get(&app, "/").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.content_type().starts_with("text/html"));
    let csp = page
        .headers
        .get("content-security-policy")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    assert!(
        csp.contains("script-src 'self'") && !csp.contains("unsafe"),
        "{csp}"
    );
    assert!(page.body.contains("data-board"));
    for name in shudu_web::page::asset_names() {
        let a = get(&app, &format!("/assets/{name}")).await;
        assert_eq!(a.status, StatusCode::OK, "{name}");
        assert!(!a.body.is_empty(), "{name} is empty");
    }
}
