//! The logical solver, the rater and the hint on valid puzzles (made by the
//! generator from a fuzzed seed, or fuzzed grids with one solution) and on
//! player states built from them: every step places only true digits and
//! removes only false candidates; a state without mistakes gets none
//! reported; a wrong digit is reported.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shudu::dig::{generate, DigOptions};
use shudu::hint::hint;
use shudu::logic::{Candidates, LogicalSolver, Step};
use shudu::{Cell, Digit, Grid};
use sudoku::Sudoku;

fn sound(step: &Step, solution: &Grid, what: &str) {
    for c in &step.placements {
        assert_eq!(
            solution.get(c.cell),
            Some(c.digit),
            "{what}: {:?} places a wrong digit",
            step.technique
        );
    }
    for c in &step.eliminations {
        assert_ne!(
            solution.get(c.cell),
            Some(c.digit),
            "{what}: {:?} removes the true digit",
            step.technique
        );
    }
}

fuzz_target!(|data: &[u8]| {
    let byte = |i: usize| data.get(i).copied().unwrap_or(0);
    let (puzzle, solution) = if byte(0) & 1 == 0 {
        // A generated puzzle from the seed in the next eight bytes.
        let mut seed = [0u8; 8];
        for (i, s) in seed.iter_mut().enumerate() {
            *s = byte(1 + i);
        }
        let options = DigOptions::default().with_max_attempts(1);
        let Ok(p) = generate(&options, &mut shudu::rng_for(u64::from_le_bytes(seed), 0)) else {
            return;
        };
        (p.puzzle, p.solution)
    } else {
        // A fuzzed grid, kept when the independent counter finds it unique.
        let mut values = [0u8; 81];
        for (i, v) in values.iter_mut().enumerate() {
            let b = byte(1 + i);
            *v = if b < 128 { 0 } else { b % 9 + 1 };
        }
        let theirs = Sudoku::from_bytes(values).expect("values are 0..=9");
        if theirs.solutions_count_up_to(2) != 1 {
            return;
        }
        let solution =
            Grid::from_values(theirs.solution().expect("unique").to_bytes()).expect("digits");
        (
            Grid::from_values(values).expect("values are 0..=9"),
            solution,
        )
    };
    let rest = data.get(82..).unwrap_or(&[]);

    // The logical solver, step by step.
    let path = LogicalSolver::new().solve(&puzzle);
    let mut state = Candidates::from_grid(&puzzle);
    for step in &path.steps {
        sound(step, &solution, "solve");
        state.apply(step);
    }
    assert!(
        state == path.final_state,
        "the path does not lead to its final state"
    );
    if path.solved {
        assert_eq!(path.final_state.grid(), &solution, "solved to a wrong grid");
    }

    // The rater (and its explanation) on the same puzzle.
    let rating = shudu::rate::rate(&puzzle).expect("a puzzle with one solution rates");
    let explanation = shudu::rate::explain(&puzzle).expect("a puzzle with one solution explains");
    for rated in &explanation.steps {
        sound(&rated.step, &solution, "explain");
    }
    let hardest = explanation
        .steps
        .iter()
        .map(|s| s.se_tenths)
        .max()
        .unwrap_or(0);
    assert_eq!(
        (rating.se * 10.0).round() as u16,
        hardest,
        "the rating is not its hardest step's: {}",
        puzzle.to_line()
    );

    // A player's state: some true digits placed, some false candidates
    // removed (each byte pair picks a cell and what to do there).
    let mut marks = [0u16; 81];
    let mut values = *puzzle.values();
    let start = Candidates::from_grid(&puzzle);
    for i in 0..81 {
        let cell = Cell::new(i).expect("0..81");
        for d in start.candidates(cell) {
            marks[i] |= 1 << d.get();
        }
    }
    let mut wrong = None;
    for pair in rest.chunks(2) {
        let i = usize::from(pair[0]) % 81;
        let act = pair.get(1).copied().unwrap_or(0);
        let Some(true_digit) = solution.get(Cell::new(i).expect("0..81")) else {
            continue;
        };
        if values[i] != 0 {
            continue;
        }
        match act % 4 {
            0 => values[i] = true_digit.get(),
            1 | 2 => {
                let d = act / 4 % 9 + 1;
                if d != true_digit.get() {
                    marks[i] &= !(1 << d);
                }
            }
            _ if wrong.is_none() => {
                let d = act / 4 % 9 + 1;
                if d != true_digit.get() {
                    values[i] = d;
                    wrong = Some(i);
                }
            }
            _ => {}
        }
    }
    let grid = Grid::from_values(values).expect("values are 0..=9");
    let player = Candidates::from_marks(&grid, |c| {
        let m = marks[c.index()];
        (1..=9u8)
            .filter(|d| m & (1 << d) != 0)
            .filter_map(Digit::new)
            .collect()
    });
    let h = hint(&player, Some(&puzzle)).expect("a proper puzzle gives a hint");
    assert_eq!(h.solution, Some(solution), "the hint's solution differs");
    match wrong {
        None => assert!(
            h.mistakes.is_empty(),
            "mistakes reported in a sound state: {:?}",
            h.mistakes
        ),
        Some(_) => assert!(!h.mistakes.is_empty(), "a wrong digit went unreported"),
    }
    if let Some(rated) = &h.step {
        sound(&rated.step, &solution, "hint");
    }
});
