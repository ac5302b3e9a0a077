//! One deduction of the human-style solver, as a value.

use super::Technique;
use crate::{Cell, Digit, Unit};
use std::fmt;

/// A digit in a cell: what a placement puts and what an elimination removes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Candidate {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: Digit,
}

impl Candidate {
    /// The candidate `digit` in `cell`.
    #[inline]
    pub const fn new(cell: Cell, digit: Digit) -> Candidate {
        Candidate { cell, digit }
    }
}

impl fmt::Display for Candidate {
    /// `r1c1=5` style.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", self.cell, self.digit)
    }
}

/// One deduction: the technique, the pattern it found, what it concludes,
/// and a one-sentence explanation in plain English.
///
/// `cells`, `units` and `digits` describe the pattern (what a hint points
/// at); `placements` and `eliminations` are the conclusions. A step always
/// concludes something: at least one placement or elimination.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique used.
    pub technique: Technique,
    /// The cells forming the pattern (e.g. the fish's base cells, a chain's cells).
    pub cells: Vec<Cell>,
    /// The units the pattern lives in.
    pub units: Vec<Unit>,
    /// The digits the pattern is about.
    pub digits: Vec<Digit>,
    /// Digits placed by this step.
    pub placements: Vec<Candidate>,
    /// Candidates removed by this step.
    pub eliminations: Vec<Candidate>,
    /// For chains and loops: the number of links (ratings grow with it); 0
    /// for fixed-size patterns.
    pub length: usize,
    /// One sentence, using r1c1 names, e.g. "Hidden single: 7 can only go in r3c5 within box 2".
    pub text: String,
}

impl Step {
    /// A step with the given technique and explanation and nothing else yet;
    /// fill in the pattern and conclusions with the builder methods.
    pub fn new(technique: Technique, text: impl Into<String>) -> Step {
        Step {
            technique,
            cells: Vec::new(),
            units: Vec::new(),
            digits: Vec::new(),
            placements: Vec::new(),
            eliminations: Vec::new(),
            length: 0,
            text: text.into(),
        }
    }

    /// Adds pattern cells.
    pub fn with_cells(mut self, cells: impl IntoIterator<Item = Cell>) -> Step {
        self.cells.extend(cells);
        self
    }

    /// Adds pattern units.
    pub fn with_units(mut self, units: impl IntoIterator<Item = Unit>) -> Step {
        self.units.extend(units);
        self
    }

    /// Adds pattern digits.
    pub fn with_digits(mut self, digits: impl IntoIterator<Item = Digit>) -> Step {
        self.digits.extend(digits);
        self
    }

    /// Sets the chain length (number of links).
    pub fn with_length(mut self, length: usize) -> Step {
        self.length = length;
        self
    }

    /// Adds a placement.
    pub fn place(mut self, cell: Cell, digit: Digit) -> Step {
        self.placements.push(Candidate::new(cell, digit));
        self
    }

    /// Adds eliminations.
    pub fn eliminate(mut self, candidates: impl IntoIterator<Item = Candidate>) -> Step {
        self.eliminations.extend(candidates);
        self
    }

    /// Whether the step concludes anything.
    pub fn is_productive(&self) -> bool {
        !self.placements.is_empty() || !self.eliminations.is_empty()
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}
