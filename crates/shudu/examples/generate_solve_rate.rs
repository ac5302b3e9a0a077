//! Make a puzzle, solve it and rate it: the engine's three main uses.
//!
//! `cargo run --release -p shudu --example generate_solve_rate -- [SEED]`
//! prints a puzzle with a unique solution made from SEED (default 1), its
//! solution, and its difficulty as people would meet it.

use shudu::dig::{generate, DigOptions, Symmetry};
use shudu::rate::rate;
use shudu::{rng_for, Uniqueness};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let seed = match std::env::args().nth(1) {
        Some(text) => text
            .parse()
            .map_err(|e| format!("the seed must be a whole number, not {text:?}: {e}"))?,
        None => 1,
    };

    // Generate: a minimal puzzle whose givens are symmetric under a half
    // turn. The same seed (and item index 0) always gives the same puzzle.
    let options = DigOptions::default().with_symmetry(Symmetry::Rot180);
    let made = generate(&options, &mut rng_for(seed, 0))?;
    println!(
        "puzzle ({} givens):\n{}",
        made.puzzle.givens(),
        made.puzzle.pretty()
    );

    // Solve: the exact solver also says whether the solution is unique.
    match made.puzzle.uniqueness() {
        Uniqueness::Unique(solution) => println!("solution:\n{}", solution.pretty()),
        Uniqueness::Multiple => println!("more than one solution"),
        Uniqueness::NoSolution => println!("no solution"),
    }

    // Rate: the human-style solver's path, read off as difficulty scales.
    let rating = rate(&made.puzzle)?;
    let hardest = rating
        .hardest
        .map_or_else(|| "nothing".to_string(), |t| t.to_string());
    println!(
        "SE {:.1}, level {} (hardest step: {hardest}), {} steps",
        rating.se, rating.level, rating.steps
    );
    Ok(())
}
