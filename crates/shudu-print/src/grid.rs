//! One grid drawn as vector shapes: 81 cells, thin lines between cells,
//! thick lines between boxes and around the grid, givens in bold, and (for
//! a solution) the other digits in regular type, a little lighter.

use crate::drawing::{Align, Drawing, Role, Shape};
use crate::font::{self, Weight};
use shudu::Grid;

/// How a grid looks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GridStyle {
    /// Height of the digits' type as a fraction of the cell (0.2-0.9);
    /// 0.6 by default.
    pub digit_scale: f32,
}

impl Default for GridStyle {
    fn default() -> Self {
        GridStyle { digit_scale: 0.6 }
    }
}

/// Largest digit size, as a fraction of the cell, that still leaves room.
pub const MAX_DIGIT_SCALE: f32 = 0.9;

/// Thickness of the lines between cells of a grid `side` points wide.
pub fn cell_line_width(side: f32) -> f32 {
    (side * 0.0022).clamp(0.3, 0.9)
}

/// Thickness of the lines between boxes and around a grid `side` points wide.
pub fn box_line_width(side: f32) -> f32 {
    (side * 0.008).clamp(1.0, 3.2)
}

/// Draws `puzzle` with its top left corner at `at`, `side` points wide.
/// With `solution`, the cells the puzzle leaves empty show the solution's
/// digits in regular type; the givens are always bold.
pub fn draw_grid(
    d: &mut Drawing,
    at: (f32, f32),
    side: f32,
    puzzle: &Grid,
    solution: Option<&Grid>,
    style: GridStyle,
) {
    let (x0, y0) = at;
    let cell = side / 9.0;
    for i in 0..81u8 {
        let (r, c) = (f32::from(i / 9), f32::from(i % 9));
        d.shapes.push(Shape::Rect {
            at: (x0 + c * cell, y0 + r * cell),
            size: (cell, cell),
            grey: 1.0,
            role: Role::Cell { index: i },
        });
    }
    let thin = cell_line_width(side);
    let thick = box_line_width(side);
    // Thin lines first, so the thick ones cover their ends.
    for k in (1..9).filter(|k| k % 3 != 0) {
        let off = k as f32 * cell;
        d.line((x0 + off, y0), (x0 + off, y0 + side), thin, Role::CellLine);
        d.line((x0, y0 + off), (x0 + side, y0 + off), thin, Role::CellLine);
    }
    for k in [0, 3, 6, 9] {
        let off = k as f32 * cell;
        d.line((x0 + off, y0), (x0 + off, y0 + side), thick, Role::BoxLine);
        d.line((x0, y0 + off), (x0 + side, y0 + off), thick, Role::BoxLine);
    }
    let size = cell * style.digit_scale.clamp(0.2, MAX_DIGIT_SCALE);
    let values = puzzle.values();
    let answers = solution.map(|s| s.values());
    for (i, &given) in values.iter().enumerate() {
        let (digit, weight, grey, role) = match (given, answers.map(|a| a[i])) {
            (1..=9, _) => (given, Weight::Bold, 0.0, Role::Given),
            (_, Some(a @ 1..=9)) => (a, Weight::Regular, 0.3, Role::Answer),
            _ => continue,
        };
        let (r, c) = ((i / 9) as f32, (i % 9) as f32);
        let x = x0 + (c + 0.5) * cell;
        let y = y0 + (r + 0.5) * cell + font::digit_height(weight, size) / 2.0;
        d.shapes.push(Shape::Text {
            at: (x, y),
            align: Align::Middle,
            size,
            weight,
            grey,
            text: char::from(b'0' + digit).to_string(),
            role,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grid_has_81_cells_20_lines_and_its_digits() {
        let p = Grid::parse_unchecked(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let s = p.solve().unwrap();
        let mut d = Drawing::new(300.0, 300.0);
        draw_grid(
            &mut d,
            (10.0, 10.0),
            270.0,
            &p,
            Some(&s),
            GridStyle::default(),
        );
        let count = |f: &dyn Fn(&Shape) -> bool| d.shapes.iter().filter(|s| f(s)).count();
        assert_eq!(
            count(&|s| matches!(
                s,
                Shape::Rect {
                    role: Role::Cell { .. },
                    ..
                }
            )),
            81
        );
        assert_eq!(
            count(&|s| matches!(
                s,
                Shape::Line {
                    role: Role::CellLine,
                    ..
                }
            )),
            12
        );
        assert_eq!(
            count(&|s| matches!(
                s,
                Shape::Line {
                    role: Role::BoxLine,
                    ..
                }
            )),
            8
        );
        assert_eq!(
            count(&|s| matches!(
                s,
                Shape::Text {
                    role: Role::Given,
                    ..
                }
            )),
            p.givens()
        );
        assert_eq!(
            count(&|s| matches!(
                s,
                Shape::Text {
                    role: Role::Answer,
                    ..
                }
            )),
            81 - p.givens()
        );
        // The given 5 of r1c1 sits in the first cell, bold.
        let Some(Shape::Text {
            at, text, weight, ..
        }) = d.shapes.iter().find(|s| matches!(s, Shape::Text { .. }))
        else {
            panic!("no text");
        };
        assert_eq!((text.as_str(), *weight), ("5", Weight::Bold));
        assert!(
            at.0 > 10.0 && at.0 < 40.0 && at.1 > 10.0 && at.1 < 40.0,
            "{at:?}"
        );
    }
}
