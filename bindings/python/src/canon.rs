//! Canonical forms and puzzle IDs: `canonical()` and `puzzle_id()`, both the
//! engine's (`shudu::transform`), as `shudu canon` writes them.

use crate::convert;
use crate::records::Canonical;
use pyo3::prelude::*;
use shudu::transform::puzzle_id as engine_puzzle_id;
use shudu_formats::records::CanonRecord;

/// The canonical form of a puzzle: the community's *minlex* form, the smallest of all
/// the puzzles equivalent to it (by relabelling the digits, moving bands, stacks, rows
/// and columns inside them, and transposing), with its ID, the number of
/// automorphisms and the transformation that takes the puzzle there. Two puzzles are
/// equivalent exactly when their forms are equal. (``to_dict()`` is the record of
/// ``shudu canon --id --with-transform --format json``.)
///
/// Raises ``InvalidPuzzleError`` for two equal givens in a unit, ``PuzzleFormatError``
/// for input that is not a grid.
///
/// >>> import shudu
/// >>> p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
/// >>> turned = "".join(p[r * 9 + c] for c in range(9) for r in range(9))  # transposed
/// >>> shudu.canonical(p) == shudu.canonical(turned)
/// True
/// >>> shudu.canonical(p).form == shudu.canonical(shudu.canonical(p).form).form
/// True
#[pyfunction]
pub fn canonical(py: Python<'_>, puzzle: &Bound<'_, PyAny>) -> PyResult<Canonical> {
    let g = convert::puzzle(puzzle)?;
    let record = py.detach(|| CanonRecord::of(&g));
    Ok(Canonical { record })
}

/// The ID of a puzzle: 13 characters of Crockford base 32 (a 64-bit hash of the
/// minlex form), the same for every equivalent puzzle, on every platform and in
/// every version (``shudu canon --id``, ``shudu print --label id``).
///
/// >>> import shudu
/// >>> shudu.puzzle_id("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
/// 'B76PW60H1FHC6'
#[pyfunction]
pub fn puzzle_id(py: Python<'_>, puzzle: &Bound<'_, PyAny>) -> PyResult<String> {
    let g = convert::puzzle(puzzle)?;
    Ok(py.detach(|| engine_puzzle_id(&g).to_string()))
}

/// Registers `Canonical`, `canonical` and `puzzle_id`.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Canonical>()?;
    m.add_function(wrap_pyfunction!(canonical, m)?)?;
    m.add_function(wrap_pyfunction!(puzzle_id, m)?)
}
