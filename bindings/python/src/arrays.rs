//! Bulk work with numpy: `generate_array`, `solve_array`, `rate_array`.
//! Each releases the GIL and spreads the puzzles over every core (or
//! `jobs` threads); rows keep their order.

use crate::convert::{self, GenerateOptions};
use crate::{bulk, errors};
use numpy::ndarray::{Array1, Array2};
use numpy::{AllowTypeChange, IntoPyArray, PyArray2, PyArrayLikeDyn};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use shudu::batch;
use shudu::rate::Level;
use shudu::{Grid, Uniqueness};

/// Rows of 81 cells as grids, from a numpy array of shape (n, 81) or
/// (n, 9, 9) (any integer type), nested lists, or a list of puzzles in any
/// form `solve()` reads.
fn grids(value: &Bound<'_, PyAny>) -> PyResult<Vec<Grid>> {
    if let Ok(array) = value.extract::<PyArrayLikeDyn<'_, i64, AllowTypeChange>>() {
        let view = array.as_array();
        let shape = view.shape().to_vec();
        let rows = match shape.as_slice() {
            [n, 81] | [n, 9, 9] => *n,
            [0] => 0,
            _ => {
                return Err(errors::PuzzleFormatError::new_err(format!(
                    "an array of puzzles has shape (n, 81) or (n, 9, 9), not {shape:?}"
                )))
            }
        };
        let flat: Vec<i64> = view.iter().copied().collect();
        return (0..rows)
            .map(|row| {
                let mut cells = [0u8; 81];
                for (position, (cell, &v)) in
                    cells.iter_mut().zip(&flat[row * 81..][..81]).enumerate()
                {
                    *cell = u8::try_from(v).ok().filter(|&d| d <= 9).ok_or_else(|| {
                        let cell =
                            shudu::Cell::new(position).map_or(String::new(), |c| c.to_string());
                        errors::PuzzleFormatError::new_err(format!(
                            "row {row}: value {v} for cell {cell} is not 0-9"
                        ))
                    })?;
                }
                Ok(Grid::from_values(cells).expect("every value checked to be 0-9"))
            })
            .collect();
    }
    value
        .try_iter()?
        .enumerate()
        .map(|(row, item)| {
            convert::grid(&item?).map_err(|e| {
                let py = value.py();
                let kind = e.get_type(py);
                PyErr::from_type(kind, format!("row {row}: {}", e.value(py)))
            })
        })
        .collect()
}

/// (n, 81) uint8 cells of `grids`, 0 for empty.
fn array<'py>(py: Python<'py>, grids: &[Grid]) -> Bound<'py, PyArray2<u8>> {
    let cells: Vec<u8> = grids.iter().flat_map(|g| *g.values()).collect();
    Array2::from_shape_vec((grids.len(), 81), cells)
        .expect("81 cells per grid")
        .into_pyarray(py)
}

/// Makes ``n`` puzzles as two uint8 arrays of shape (n, 81), puzzles (0 for an
/// empty cell) and solutions; the options and the seed are ``generate()``'s, and
/// the rows equal ``generate(n, ...)``'s puzzles.
///
/// >>> import shudu
/// >>> puzzles, solutions = shudu.generate_array(4, seed=1)
/// >>> puzzles.shape, puzzles.dtype.name
/// ((4, 81), 'uint8')
/// >>> bool(((puzzles == 0) | (puzzles == solutions)).all())
/// True
#[pyfunction]
#[pyo3(signature = (n, *, level=None, rating=None, givens=None, minimal=false,
                    symmetry=None, seed=None, start=0, attempts=None, jobs=None))]
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
fn generate_array<'py>(
    py: Python<'py>,
    n: usize,
    level: Option<&str>,
    rating: Option<&Bound<'py, PyAny>>,
    givens: Option<usize>,
    minimal: bool,
    symmetry: Option<&str>,
    seed: Option<u64>,
    start: u64,
    attempts: Option<usize>,
    jobs: Option<usize>,
) -> PyResult<(Bound<'py, PyArray2<u8>>, Bound<'py, PyArray2<u8>>)> {
    let request = convert::request(&GenerateOptions {
        level,
        rating,
        givens,
        minimal,
        symmetry,
        attempts,
    })?;
    let seed = seed.unwrap_or_else(bulk::random_seed);
    let made = bulk::map(py, jobs, n, |i| {
        batch::make(&request, seed, start + i as u64)
    })?;
    let mut puzzles = Vec::with_capacity(n);
    let mut solutions = Vec::with_capacity(n);
    for m in made {
        let m = m.map_err(|e| errors::make(&e))?;
        puzzles.push(m.puzzle);
        solutions.push(m.solution);
    }
    Ok((array(py, &puzzles), array(py, &solutions)))
}

/// Solves every row: a uint8 array of shape (n, 81). Accepts an array of shape
/// (n, 81) or (n, 9, 9), or a list of puzzles in any form ``solve()`` reads. A row
/// without exactly one solution raises the error ``solve()`` would, prefixed
/// with its row number.
///
/// >>> import shudu
/// >>> puzzles, solutions = shudu.generate_array(3, seed=5)
/// >>> bool((shudu.solve_array(puzzles) == solutions).all())
/// True
#[pyfunction]
#[pyo3(signature = (puzzles, *, jobs=None))]
fn solve_array<'py>(
    py: Python<'py>,
    puzzles: &Bound<'py, PyAny>,
    jobs: Option<usize>,
) -> PyResult<Bound<'py, PyArray2<u8>>> {
    let grids = grids(puzzles)?;
    let solved = bulk::map(py, jobs, grids.len(), |i| {
        let g = &grids[i];
        match g.first_conflict() {
            Some(c) => Err((0, c.to_string())),
            None => match g.uniqueness() {
                Uniqueness::Unique(s) => Ok(s),
                Uniqueness::NoSolution => Err((1, "puzzle has no solution".to_string())),
                Uniqueness::Multiple => Err((2, "puzzle has more than one solution".to_string())),
            },
        }
    })?;
    let mut out = Vec::with_capacity(solved.len());
    for (row, s) in solved.into_iter().enumerate() {
        match s {
            Ok(s) => out.push(s),
            Err((kind, why)) => {
                let message = format!("row {row}: {why}");
                return Err(match kind {
                    0 => errors::InvalidPuzzleError::new_err(message),
                    1 => errors::NoSolutionError::new_err(message),
                    _ => errors::MultipleSolutionsError::new_err(message),
                });
            }
        }
    }
    Ok(array(py, &out))
}

/// Rates every row: a dict of arrays, ``"se"`` (float32, the SE-style rating),
/// ``"level"`` (uint8, an index into ``shudu.LEVELS``) and ``"hodoku_score"``
/// (uint32), ready for ``pandas.DataFrame``. With ``se_only=True`` only ``"se"``
/// and ``"level"``, without the solve in HoDoKu's order (``shudu rate --se-only``:
/// about 1.5x as fast). Inputs as for ``solve_array``; a row that cannot be
/// rated raises the error ``rate()`` would, with its row number.
///
/// >>> import shudu
/// >>> puzzles, _ = shudu.generate_array(3, level="medium", seed=2)
/// >>> r = shudu.rate_array(puzzles)
/// >>> [shudu.LEVELS[i] for i in r["level"]]
/// ['medium', 'medium', 'medium']
/// >>> sorted(shudu.rate_array(puzzles, se_only=True))
/// ['level', 'se']
#[pyfunction]
#[pyo3(signature = (puzzles, *, jobs=None, se_only=false))]
fn rate_array<'py>(
    py: Python<'py>,
    puzzles: &Bound<'py, PyAny>,
    jobs: Option<usize>,
    se_only: bool,
) -> PyResult<Bound<'py, PyDict>> {
    let grids = grids(puzzles)?;
    // The SE part of each rating, and the HoDoKu score unless `se_only`.
    let rated = bulk::map(py, jobs, grids.len(), |i| {
        if se_only {
            shudu::rate::rate_se(&grids[i]).map(|r| (r, 0))
        } else {
            shudu::rate::rate(&grids[i]).map(|r| (r.se_rating(), r.hodoku_score))
        }
    })?;
    let n = rated.len();
    let mut se = Vec::with_capacity(n);
    let mut level = Vec::with_capacity(n);
    let mut hodoku = Vec::with_capacity(n);
    for (row, r) in rated.into_iter().enumerate() {
        let (r, hodoku_score) = r.map_err(|e| {
            let err = errors::rate(&e);
            PyErr::from_type(err.get_type(py), format!("row {row}: {}", err.value(py)))
        })?;
        se.push((r.se * 10.0).round() / 10.0);
        level.push(level_index(r.level));
        hodoku.push(hodoku_score);
    }
    let out = PyDict::new(py);
    out.set_item("se", Array1::from(se).into_pyarray(py))?;
    out.set_item("level", Array1::from(level).into_pyarray(py))?;
    if !se_only {
        out.set_item("hodoku_score", Array1::from(hodoku).into_pyarray(py))?;
    }
    Ok(out)
}

/// Registers the array functions and `LEVELS`.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(generate_array, m)?)?;
    m.add_function(wrap_pyfunction!(solve_array, m)?)?;
    m.add_function(wrap_pyfunction!(rate_array, m)?)?;
    // The level names, easiest first: `rate_array(a)["level"]` indexes them.
    m.add("LEVELS", Level::ALL.map(Level::name))?;
    Ok(())
}

/// The position of `level` in [`Level::ALL`] (easy is 0).
fn level_index(level: Level) -> u8 {
    Level::ALL.iter().position(|&l| l == level).unwrap_or(0) as u8
}
