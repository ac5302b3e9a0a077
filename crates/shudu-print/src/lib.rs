//! Sudoku puzzles on paper.
//!
//! A grid is drawn once, as a list of vector shapes ([`Drawing`]): 81 cells,
//! thin lines between cells, thick lines between boxes, givens in bold. The
//! same drawing becomes SVG ([`to_svg`], one grid: [`picture`]) or the pages
//! of a PDF book ([`book_pages`] then [`to_pdf`]), with DejaVu Sans embedded
//! so that the book looks the same everywhere.
//!
//! ```
//! use shudu::Grid;
//! use shudu_print::{book_pages, to_pdf, BookOptions, Entry};
//!
//! let puzzle = Grid::parse(
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
//! )
//! .unwrap();
//! let entry = Entry { number: 1, puzzle, solution: puzzle.solve(), label: "easy".into() };
//! let pages = book_pages(&[entry], &BookOptions::default()).unwrap();
//! assert_eq!(pages.len(), 2); // the puzzle, then its solution at the back
//! let pdf = to_pdf(&pages, Some("One puzzle")).unwrap();
//! assert!(pdf.starts_with(b"%PDF-"));
//! ```

mod book;
mod drawing;
mod font;
mod grid;
mod layout;
mod pdf;
mod svg;

pub use book::{book_pages, picture, BookOptions, Entry, LayoutError, PictureOptions, Solutions};
pub use drawing::{Align, Drawing, Role, Shape};
pub use font::Weight;
pub use grid::{box_line_width, cell_line_width, draw_grid, GridStyle};
pub use layout::{Layout, Paper};
pub use pdf::{to_pdf, PdfError};
pub use svg::to_svg;
