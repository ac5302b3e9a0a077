//! For calibrating the SE-style number of the hardest puzzles: prints, per
//! puzzle, the rating, the depth and length of its hardest step, and the time:
//! `cargo run --release -p shudu-lab --bin trial_probe -- FILE [LIMIT] [STRIDE]`.
use shudu::rate::explain;
use shudu::Grid;
fn main() {
    let mut args = std::env::args().skip(1);
    let file = args.next().unwrap();
    let limit: usize = args.next().map_or(usize::MAX, |s| s.parse().unwrap());
    let stride: usize = args.next().map_or(1, |s| s.parse().unwrap());
    let text = std::fs::read_to_string(&file).unwrap();
    for l in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .step_by(stride)
        .take(limit)
    {
        let g: Grid = l.trim().parse().unwrap();
        let t = std::time::Instant::now();
        let Ok(e) = explain(&g) else {
            println!("error");
            continue;
        };
        let dt = t.elapsed().as_secs_f64() * 1e3;
        let hard = e.steps.iter().max_by_key(|s| s.se_tenths).unwrap();
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
}
