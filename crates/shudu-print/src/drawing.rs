//! A picture as a list of shapes, in points (1/72 inch) with the origin at
//! the top left and y growing downwards. The SVG and PDF writers each turn
//! the same list into their own syntax, so a grid looks the same in both.

use crate::font::Weight;

/// Where a text stands relative to its anchor point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// The text starts at the point.
    Start,
    /// The text is centred on the point.
    Middle,
    /// The text ends at the point.
    End,
}

/// What a shape stands for, so that a writer can name it (SVG classes) and
/// a test can find it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// A cell's square (`index` 0-80 in reading order).
    Cell {
        /// Reading-order index, 0-80.
        index: u8,
    },
    /// A line between two cells of one box.
    CellLine,
    /// A line between boxes, or the grid's frame.
    BoxLine,
    /// A given digit.
    Given,
    /// A digit of the solution that was not given.
    Answer,
    /// A puzzle's label: its number, level, rating.
    Label,
    /// The page header or footer.
    Margin,
}

/// One shape.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A straight line, `width` thick, with square ends (so that lines meet
    /// cleanly at the corners).
    Line {
        /// Start.
        from: (f32, f32),
        /// End.
        to: (f32, f32),
        /// Thickness.
        width: f32,
        /// What the line is.
        role: Role,
    },
    /// A rectangle filled with a grey level (1.0 white, 0.0 black).
    Rect {
        /// Top left corner.
        at: (f32, f32),
        /// Width and height.
        size: (f32, f32),
        /// Grey level.
        grey: f32,
        /// What the rectangle is.
        role: Role,
    },
    /// A line of text; `at` is on its baseline.
    Text {
        /// Anchor point on the baseline.
        at: (f32, f32),
        /// How the text stands on the point.
        align: Align,
        /// Size in points.
        size: f32,
        /// Face.
        weight: Weight,
        /// Grey level.
        grey: f32,
        /// The text.
        text: String,
        /// What the text is.
        role: Role,
    },
}

/// A page or a single grid: its size and its shapes, drawn in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawing {
    /// Width in points.
    pub width: f32,
    /// Height in points.
    pub height: f32,
    /// The shapes.
    pub shapes: Vec<Shape>,
}

impl Drawing {
    /// An empty drawing of the given size.
    pub fn new(width: f32, height: f32) -> Drawing {
        Drawing {
            width,
            height,
            shapes: Vec::new(),
        }
    }

    /// Adds a line.
    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), width: f32, role: Role) {
        self.shapes.push(Shape::Line {
            from,
            to,
            width,
            role,
        });
    }

    /// Adds a text in black.
    pub fn text(
        &mut self,
        at: (f32, f32),
        align: Align,
        size: f32,
        weight: Weight,
        text: String,
        role: Role,
    ) {
        self.shapes.push(Shape::Text {
            at,
            align,
            size,
            weight,
            grey: 0.0,
            text,
            role,
        });
    }

    /// The left edge of a text of `width` anchored at `x`.
    pub fn text_left(align: Align, x: f32, width: f32) -> f32 {
        match align {
            Align::Start => x,
            Align::Middle => x - width / 2.0,
            Align::End => x - width,
        }
    }
}
