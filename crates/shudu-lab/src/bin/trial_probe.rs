//! For calibrating the SE-style number of the hardest puzzles: prints, per
//! puzzle, the rating, the depth and length of its hardest step, and the time:
//! `cargo run --release -p shudu-lab --bin trial_probe -- FILE [LIMIT] [STRIDE]`.
use shudu::rate::explain;
use shudu::Grid;
fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let file = args
        .next()
        .ok_or("usage: trial_probe FILE [LIMIT] [STRIDE]")?;
    let number = |s: String, what: &str| {
        s.parse::<usize>()
            .map_err(|e| format!("{what} must be a whole number, not {s:?}: {e}"))
    };
    let limit = args.next().map_or(Ok(usize::MAX), |s| number(s, "LIMIT"))?;
    let stride = args.next().map_or(Ok(1), |s| number(s, "STRIDE"))?.max(1);
    let text = std::fs::read_to_string(&file).map_err(|e| format!("{file}: {e}"))?;
    for l in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .step_by(stride)
        .take(limit)
    {
        let g: Grid = l.trim().parse().map_err(|e| format!("{file}: {e}"))?;
        let t = std::time::Instant::now();
        let Ok(e) = explain(&g) else {
            println!("error");
            continue;
        };
        let dt = t.elapsed().as_secs_f64() * 1e3;
        let Some(hard) = e.steps.iter().max_by_key(|s| s.se_tenths) else {
            println!("no steps");
            continue;
        };
        let trials: Vec<String> = e
            .steps
            .iter()
            .filter(|s| s.trial_depth > 0)
            .map(|s| {
                format!(
                    "{}:{}/{}",
                    s.trial_depth,
                    s.step.length,
                    s.step.eliminations.len()
                )
            })
            .collect();
        let _ = trials;
        println!(
            "{:.1} d{} len{} elim{} {:.0}ms",
            e.rating.se,
            hard.trial_depth,
            hard.step.length,
            hard.step.eliminations.len(),
            dt
        );
    }
    Ok(())
}
