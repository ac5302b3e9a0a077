//! One deduction of the human-style solver, as a value.

use super::Technique;
use crate::{Cell, Digit, Unit};
use std::fmt;
use std::sync::Arc;

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
///
/// The explanation is written only when asked for ([`Step::text`], or the
/// step's `Display`): a finder keeps what the sentence needs, not the
/// sentence, so a solve that reads only conclusions and ratings never
/// formats one.
#[derive(Clone)]
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
    /// For a trial, the nesting depth of the reasoning that reached the
    /// contradiction (see the trial's module docs); 0 for other steps.
    pub depth: u8,
    /// Writes the explanation from the step (see [`Step::text`]).
    describe: Describe,
}

/// How a step's explanation is written: a fixed sentence, or a function of
/// the step and of what its finder kept.
#[derive(Clone)]
enum Describe {
    Fixed(String),
    Deferred(Arc<dyn Fn(&Step) -> String + Send + Sync>),
}

impl Step {
    /// A step with the given technique and explanation and nothing else yet;
    /// fill in the pattern and conclusions with the builder methods.
    pub fn new(technique: Technique, text: impl Into<String>) -> Step {
        Step::blank(technique, Describe::Fixed(text.into()))
    }

    /// A step with the given technique whose explanation `describe` writes,
    /// from the finished step, when it is asked for ([`Step::text`]).
    pub fn described(
        technique: Technique,
        describe: impl Fn(&Step) -> String + Send + Sync + 'static,
    ) -> Step {
        Step::blank(technique, Describe::Deferred(Arc::new(describe)))
    }

    /// The step with its explanation written by `describe` when asked for
    /// (see [`Step::described`]).
    pub fn describe_with(
        mut self,
        describe: impl Fn(&Step) -> String + Send + Sync + 'static,
    ) -> Step {
        self.describe = Describe::Deferred(Arc::new(describe));
        self
    }

    fn blank(technique: Technique, describe: Describe) -> Step {
        Step {
            technique,
            cells: Vec::new(),
            units: Vec::new(),
            digits: Vec::new(),
            placements: Vec::new(),
            eliminations: Vec::new(),
            length: 0,
            depth: 0,
            describe,
        }
    }

    /// One sentence, using r1c1 names, e.g. "Hidden single: 7 can only go in
    /// r3c5 within box 2", written now.
    pub fn text(&self) -> String {
        match &self.describe {
            Describe::Fixed(text) => text.clone(),
            Describe::Deferred(describe) => describe(self),
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

    /// Sets the trial depth.
    pub fn with_depth(mut self, depth: u8) -> Step {
        self.depth = depth;
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
    /// The explanation ([`Step::text`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.describe {
            Describe::Fixed(text) => f.write_str(text),
            Describe::Deferred(describe) => f.write_str(&describe(self)),
        }
    }
}

impl fmt::Debug for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Step")
            .field("technique", &self.technique)
            .field("cells", &self.cells)
            .field("units", &self.units)
            .field("digits", &self.digits)
            .field("placements", &self.placements)
            .field("eliminations", &self.eliminations)
            .field("length", &self.length)
            .field("depth", &self.depth)
            .field("text", &self.text())
            .finish()
    }
}

/// Steps are equal when everything about them is, their explanations
/// included.
impl PartialEq for Step {
    fn eq(&self, other: &Step) -> bool {
        self.technique == other.technique
            && self.cells == other.cells
            && self.units == other.units
            && self.digits == other.digits
            && self.placements == other.placements
            && self.eliminations == other.eliminations
            && self.length == other.length
            && self.depth == other.depth
            && self.text() == other.text()
    }
}

impl Eq for Step {}
