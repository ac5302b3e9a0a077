//! Canonical forms and transformations on arbitrary grids: a random
//! equivalent copy has the same canonical form and puzzle ID; the
//! transformation found takes the grid to its form; a transformation undone
//! by its inverse gives the grid back; the form is its own form.
#![no_main]

use libfuzzer_sys::fuzz_target;
use shudu::transform::{canonical_puzzle, puzzle_id, Transformation};
use shudu::Grid;

fuzz_target!(|data: &[u8]| {
    let byte = |i: usize| data.get(i).copied().unwrap_or(0);
    let mut seed = [0u8; 8];
    for (i, s) in seed.iter_mut().enumerate() {
        *s = byte(i);
    }
    let mut values = [0u8; 81];
    for (i, v) in values.iter_mut().enumerate() {
        let b = byte(8 + i);
        *v = if b < 128 { 0 } else { b % 9 + 1 };
    }
    let grid = Grid::from_values(values).expect("values are 0..=9");
    let t = Transformation::random(&mut shudu::rng_for(u64::from_le_bytes(seed), 0));
    let copy = t.apply(&grid);
    assert_eq!(grid.givens(), copy.givens());
    assert_eq!(
        t.inverse().apply(&copy),
        grid,
        "the inverse does not undo {t:?}"
    );
    let u = Transformation::random(&mut shudu::rng_for(u64::from_le_bytes(seed), 1));
    assert_eq!(
        t.then(&u).apply(&grid),
        u.apply(&copy),
        "then() is not applying in turn"
    );

    let a = canonical_puzzle(&grid);
    let b = canonical_puzzle(&copy);
    assert_eq!(
        a.form,
        b.form,
        "equivalent grids, different forms: {} {}",
        grid.to_line(),
        copy.to_line()
    );
    assert_eq!(a.automorphisms, b.automorphisms);
    assert_eq!(
        a.transformation.apply(&grid),
        a.form,
        "the transformation does not reach the form"
    );
    assert_eq!(b.transformation.apply(&copy), b.form);
    assert_eq!(
        canonical_puzzle(&a.form).form,
        a.form,
        "the form is not its own form"
    );
    assert_eq!(
        puzzle_id(&grid),
        puzzle_id(&copy),
        "equivalent grids, different IDs"
    );
});
