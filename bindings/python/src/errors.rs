//! The package's exceptions: every one a `ValueError`, each carrying the
//! command line's message (what is wrong and where: line, cell, digit).

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use shudu::batch::MakeError;
use shudu::rate::RateError;
use shudu::ParseError;

create_exception!(
    _shudu,
    ShuduError,
    PyValueError,
    "Base of every shudu error (a ValueError)."
);
create_exception!(
    _shudu,
    PuzzleFormatError,
    ShuduError,
    "The input is not a grid: wrong cell count, a bad character or value (with its line, column or cell)."
);
create_exception!(
    _shudu,
    InvalidPuzzleError,
    ShuduError,
    "Two equal givens share a row, column or box (the message names the digit and both cells)."
);
create_exception!(
    _shudu,
    NoSolutionError,
    ShuduError,
    "The puzzle has no solution."
);
create_exception!(
    _shudu,
    MultipleSolutionsError,
    ShuduError,
    "The puzzle has more than one solution."
);
create_exception!(
    _shudu,
    TargetNotReachedError,
    ShuduError,
    "generate() could not reach the requested givens, level or rating within its effort bound."
);

/// Registers the exception classes on the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("ShuduError", py.get_type::<ShuduError>())?;
    m.add("PuzzleFormatError", py.get_type::<PuzzleFormatError>())?;
    m.add("InvalidPuzzleError", py.get_type::<InvalidPuzzleError>())?;
    m.add("NoSolutionError", py.get_type::<NoSolutionError>())?;
    m.add(
        "MultipleSolutionsError",
        py.get_type::<MultipleSolutionsError>(),
    )?;
    m.add(
        "TargetNotReachedError",
        py.get_type::<TargetNotReachedError>(),
    )?;
    Ok(())
}

/// A reading error, with the prefix saying which argument or row it is.
pub fn parse(e: &ParseError) -> PyErr {
    PuzzleFormatError::new_err(e.to_string())
}

/// A rating error (also used by explain).
pub fn rate(e: &RateError) -> PyErr {
    match e {
        RateError::Invalid(c) => InvalidPuzzleError::new_err(c.to_string()),
        RateError::NoSolution => NoSolutionError::new_err("puzzle has no solution"),
        RateError::MultipleSolutions => {
            MultipleSolutionsError::new_err("puzzle has more than one solution")
        }
    }
}

/// A puzzle of a run that could not be made (a target out of reach), named
/// as the command line names it: `puzzle 3 (seed 42): ...`.
pub fn make(e: &MakeError) -> PyErr {
    TargetNotReachedError::new_err(e.to_string())
}

/// A bad argument (an unknown level name, a count out of range...).
pub fn argument(message: impl Into<String>) -> PyErr {
    PyValueError::new_err(message.into())
}
