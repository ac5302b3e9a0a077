//! Training sets: rated puzzles split into named parts (train, test...)
//! so that no two equivalent puzzles land in different parts.
//!
//! Two puzzles are equivalent when a relabelling of digits and a move of
//! rows, columns, bands, stacks or a transposition turns one into the other.
//! Equivalent puzzles (each with one solution) have equivalent solutions, so
//! a puzzle's part is drawn from the canonical form of its solution
//! ([`shudu::transform::canonical_form`]): every puzzle of a solution grid's
//! class goes to the same part, which is stronger than keeping equivalent
//! puzzles together.

use crate::{bulk, convert, errors, puzzle_of};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use shudu::batch::{self, Request};
use shudu::rate::Level;
use shudu::transform::canonical_form;
use shudu::{mix64, Grid};

/// A number in [0, 1) fixed by the grid's class and the seed.
fn class_position(solution: &Grid, seed: u64) -> f64 {
    let canonical = canonical_form(solution).unwrap_or(*solution);
    let mut h = mix64(seed ^ 0x5348_5544_5553_504c); // "SHUDUSPL"
    for chunk in canonical.values().chunks(8) {
        let mut word = [0u8; 8];
        word[..chunk.len()].copy_from_slice(chunk);
        h = mix64(h ^ u64::from_le_bytes(word));
    }
    (h >> 11) as f64 / (1u64 << 53) as f64
}

/// The part whose share of [0, 1) holds `x`.
fn part_of(x: f64, cumulative: &[f64]) -> usize {
    cumulative
        .iter()
        .position(|&edge| x < edge)
        .unwrap_or(cumulative.len() - 1)
}

/// The cumulative edges of `split`'s normalised shares.
fn edges(split: &[(String, f64)]) -> PyResult<Vec<f64>> {
    if split.is_empty()
        || split
            .iter()
            .any(|(_, share)| share.is_nan() || *share < 0.0)
    {
        return Err(errors::argument(
            "split= maps part names to shares of at least 0, e.g. {\"train\": 0.9, \"test\": 0.1}",
        ));
    }
    let total: f64 = split.iter().map(|(_, s)| s).sum();
    if !(total > 0.0 && total.is_finite()) {
        return Err(errors::argument("split= shares must add up to more than 0"));
    }
    let mut cumulative = Vec::with_capacity(split.len());
    let mut edge = 0.0;
    for (_, share) in split {
        edge += share / total;
        cumulative.push(edge);
    }
    Ok(cumulative)
}

/// Sorts puzzles into the parts of a split by the class of their solution,
/// so that equivalent puzzles always share a part: returns, for each
/// puzzle, the index of its part. The engine half of `shudu.split()`.
#[pyfunction]
#[pyo3(signature = (puzzles, split, seed, jobs=None))]
fn _split_parts(
    py: Python<'_>,
    puzzles: Vec<Bound<'_, PyAny>>,
    split: Vec<(String, f64)>,
    seed: u64,
    jobs: Option<usize>,
) -> PyResult<Vec<usize>> {
    let cumulative = edges(&split)?;
    let grids: Vec<Grid> = puzzles
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let g = convert::puzzle(p).map_err(|e| {
                PyErr::from_type(e.get_type(py), format!("puzzle {i}: {}", e.value(py)))
            })?;
            g.solve().ok_or_else(|| {
                errors::NoSolutionError::new_err(format!("puzzle {i}: puzzle has no solution"))
            })
        })
        .collect::<PyResult<_>>()?;
    bulk::map(py, jobs, grids.len(), |i| {
        part_of(class_position(&grids[i], seed), &cumulative)
    })
}

/// `n` rated puzzles, puzzle `i` of level `levels[i % len]`, sorted into the
/// parts of `split` (name -> share; shares are normalised) by class. The
/// engine half of `shudu.dataset()`.
#[pyfunction]
#[pyo3(signature = (n, levels, split, seed, jobs=None))]
fn _dataset<'py>(
    py: Python<'py>,
    n: usize,
    levels: Vec<String>,
    split: Vec<(String, f64)>,
    seed: Option<u64>,
    jobs: Option<usize>,
) -> PyResult<Bound<'py, PyDict>> {
    let levels: Vec<Level> = levels
        .iter()
        .map(|l| l.parse::<Level>().map_err(errors::argument))
        .collect::<PyResult<_>>()?;
    if levels.is_empty() {
        return Err(errors::argument("levels= names at least one level"));
    }
    let cumulative = edges(&split)?;
    let seed = seed.unwrap_or_else(bulk::random_seed);
    let made = bulk::map(py, jobs, n, |i| {
        let index = i as u64;
        let request = Request::level(levels[i % levels.len()]);
        batch::make(&request, seed, index).map(|m| {
            let part = part_of(class_position(&m.solution, seed), &cumulative);
            (part, puzzle_of(m, seed, index))
        })
    })?;
    let mut parts: Vec<Vec<crate::records::Puzzle>> = vec![Vec::new(); split.len()];
    for m in made {
        let (part, p) = m.map_err(|e| errors::make(&e))?;
        parts[part].push(p);
    }
    let out = PyDict::new(py);
    for ((name, _), puzzles) in split.iter().zip(parts) {
        out.set_item(name, puzzles)?;
    }
    Ok(out)
}

/// Registers `_dataset`.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(_dataset, m)?)?;
    m.add_function(wrap_pyfunction!(_split_parts, m)?)
}
