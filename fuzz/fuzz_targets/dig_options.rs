//! Digging with arbitrary options (target, symmetry, minimal, method,
//! attempts, seed), and digging an arbitrary "solution": no panic; every
//! puzzle made has exactly one solution (checked by the `sudoku` crate), the
//! solution given, a clue pattern with the symmetry asked for, and no
//! removable given (no removable orbit under a symmetry) when minimal was
//! asked. The count of givens is checked as `DigOptions` documents it:
//! - minimal with a count: at most that many givens;
//! - a count of 81 or more: the full grid;
//! - otherwise at most `n` givens and fewer than `n` by less than one orbit
//!   (one orbit put aside may overshoot); exactly `n` whenever every orbit is
//!   one cell. Under a symmetry whose orbits cannot hold `n` cells in whole
//!   (`Orbits::can_hold`, e.g. 30 with rot90) exactly `n` is impossible; when
//!   they can, a pass may still miss it on a given grid (rot180 with a centre
//!   given that cannot go), and the closest puzzle below is the answer.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shudu::dig::{dig, generate, DigOptions};
use shudu::fill::Method;
use shudu::{Grid, Symmetry, Target};
use sudoku::Sudoku;

fn count(values: [u8; 81], limit: usize) -> usize {
    Sudoku::from_bytes(values)
        .expect("values are 0..=9")
        .solutions_count_up_to(limit)
}

/// The images of (row, column) under the symmetry's moves, written here from
/// the symmetries' definitions (not the engine's tables).
fn images(symmetry: Symmetry, r: usize, c: usize) -> Vec<(usize, usize)> {
    let rot90 = (c, 8 - r);
    let rot180 = (8 - r, 8 - c);
    let rot270 = (8 - c, r);
    let mirror_h = (8 - r, c);
    let mirror_v = (r, 8 - c);
    let diagonal = (c, r);
    let anti = (8 - c, 8 - r);
    match symmetry {
        Symmetry::None => vec![],
        Symmetry::Rot180 => vec![rot180],
        Symmetry::Rot90 => vec![rot90, rot180, rot270],
        Symmetry::MirrorH => vec![mirror_h],
        Symmetry::MirrorV => vec![mirror_v],
        Symmetry::Diagonal => vec![diagonal],
        Symmetry::AntiDiagonal => vec![anti],
        Symmetry::BothMirrors => vec![mirror_h, mirror_v, rot180],
        Symmetry::BothDiagonals => vec![diagonal, anti, rot180],
        Symmetry::Dihedral => vec![rot90, rot180, rot270, mirror_h, mirror_v, diagonal, anti],
    }
}

fn check(puzzle: &Grid, solution: &Grid, options: &DigOptions) {
    let values = *puzzle.values();
    let minimal = options.wants_minimal();
    assert_eq!(
        count(values, 2),
        1,
        "not exactly one solution: {}",
        puzzle.to_line()
    );
    let theirs = Sudoku::from_bytes(values)
        .unwrap()
        .solution()
        .unwrap()
        .to_bytes();
    assert_eq!(
        &theirs,
        solution.values(),
        "the solution given is not the solution"
    );
    let orbits = options.symmetry.orbits();
    let givens = puzzle.givens();
    match options.target.givens() {
        None => {}
        Some(n) if minimal => assert!(givens <= n, "at most {n} givens asked, {givens} made"),
        Some(n) if n >= 81 => assert_eq!(givens, 81, "{n} givens asked: the full grid"),
        Some(n) => {
            assert!(givens <= n, "{n} givens asked, {givens} made");
            assert!(
                givens + orbits.largest() > n,
                "{n} givens asked, {givens} made: more than one orbit below"
            );
            if !orbits.can_hold(n) {
                assert!(givens < n, "whole orbits cannot hold {n}, yet {givens}");
            }
        }
    }
    for i in 0..81 {
        let (r, c) = (i / 9, i % 9);
        for (r2, c2) in images(options.symmetry, r, c) {
            assert_eq!(
                values[i] == 0,
                values[r2 * 9 + c2] == 0,
                "pattern not {:?}: r{}c{} and r{}c{}",
                options.symmetry,
                r + 1,
                c + 1,
                r2 + 1,
                c2 + 1
            );
        }
    }
    if minimal {
        // No orbit of givens can go (a single cell under Symmetry::None).
        for i in (0..81).filter(|&i| values[i] != 0) {
            let (r, c) = (i / 9, i % 9);
            let orbit = images(options.symmetry, r, c);
            if orbit.iter().any(|&(r2, c2)| r2 * 9 + c2 < i) {
                continue; // the orbit was tried from its first cell
            }
            let mut fewer = values;
            fewer[i] = 0;
            for (r2, c2) in orbit {
                fewer[r2 * 9 + c2] = 0;
            }
            assert!(
                count(fewer, 2) > 1,
                "minimal asked, but the orbit of r{}c{} can go",
                r + 1,
                c + 1
            );
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let byte = |i: usize| data.get(i).copied().unwrap_or(0);
    let mut seed = [0u8; 8];
    for (i, s) in seed.iter_mut().enumerate() {
        *s = byte(i);
    }
    let seed = u64::from_le_bytes(seed);
    let n = usize::from(byte(9));
    let target = match byte(8) % 3 {
        0 => Target::Givens(n),
        1 => Target::Holes(n),
        _ => Target::Minimal,
    };
    let symmetry = Symmetry::ALL[usize::from(byte(10)) % Symmetry::ALL.len()];
    let method = Method::ALL[usize::from(byte(11)) % Method::ALL.len()];
    let options = DigOptions::new(target)
        .with_symmetry(symmetry)
        .with_minimal(byte(12) & 1 == 1)
        .with_max_attempts(usize::from(byte(13) % 3))
        .with_method(method);
    let mut rng = shudu::rng_for(seed, u64::from(byte(14)));

    if byte(15) & 1 == 0 {
        if let Ok(p) = generate(&options, &mut rng) {
            check(&p.puzzle, &p.solution, &options);
        }
    } else {
        // An arbitrary grid as the solution to dig: refused unless solved.
        let mut values = [0u8; 81];
        for (i, v) in values.iter_mut().enumerate() {
            *v = byte(16 + i) % 10;
        }
        let solution = Grid::from_values(values).expect("values are 0..=9");
        match dig(&solution, &options, &mut rng) {
            Ok(puzzle) => {
                assert!(
                    count(values, 2) == 1 && solution.is_full(),
                    "dug a grid that is no solution"
                );
                check(&puzzle, &solution, &options);
            }
            Err(_) => {}
        }
    }
});
