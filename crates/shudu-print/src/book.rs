//! Pages of a book: grids placed on a sheet by a [`Layout`], each under its
//! label, a header with the title, a footer with the page number, and the
//! solutions at the back or at the foot of each page.

use crate::drawing::{Align, Drawing, Role};
use crate::font::{self, Weight};
use crate::grid::{draw_grid, GridStyle, MAX_DIGIT_SCALE};
use crate::layout::{Layout, Paper};
use shudu::Grid;
use std::fmt;

/// One puzzle of a book or picture.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// Its number in the book, shown before the label (1-based).
    pub number: usize,
    /// The puzzle.
    pub puzzle: Grid,
    /// Its solution; `None` for a puzzle without a unique one (printed with
    /// `--allow-invalid`: its solution place says so).
    pub solution: Option<Grid>,
    /// What follows the number: level, rating, ID, warnings.
    pub label: String,
}

/// Where the solutions go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Solutions {
    /// Smaller grids on pages at the end of the book, numbered to match.
    Back,
    /// No solutions.
    None,
    /// Small grids at the foot of the page that holds their puzzles.
    EachPage,
}

/// How a book is set.
#[derive(Clone, Debug, PartialEq)]
pub struct BookOptions {
    /// The sheet.
    pub paper: Paper,
    /// Turned on its side.
    pub landscape: bool,
    /// Grids per page; `None`: 2x2, or with [`BookOptions::font_size`] the
    /// most of 9, 6, 4, 2 or 1 a page that leave the digits that size.
    pub layout: Option<Layout>,
    /// Where the solutions go.
    pub solutions: Solutions,
    /// The title, in the header of every page and in the PDF's metadata.
    pub title: Option<String>,
    /// Size of all type relative to the usual (digits as a share of their
    /// cell, labels, header and footer): 1.0 by default.
    pub scale: f32,
    /// The size of the puzzles' digits in points; the grids are drawn to fit
    /// it. `None`: grids as large as the layout allows.
    pub font_size: Option<f32>,
}

impl Default for BookOptions {
    fn default() -> Self {
        BookOptions {
            paper: Paper::A4,
            landscape: false,
            layout: None,
            solutions: Solutions::Back,
            title: None,
            scale: 1.0,
            font_size: None,
        }
    }
}

/// Why a book cannot be set as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutError(pub String);

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for LayoutError {}

/// A rectangle: left, top, width, height.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Area {
    x: f32,
    y: f32,
    w: f32,
    h: f32,
}

impl Area {
    /// The `col`, `row` slot of a `cols` x `rows` division.
    fn slot(self, cols: usize, rows: usize, col: usize, row: usize) -> Area {
        let (w, h) = (self.w / cols as f32, self.h / rows as f32);
        Area {
            x: self.x + col as f32 * w,
            y: self.y + row as f32 * h,
            w,
            h,
        }
    }
}

/// Share of the digits in their cell at `scale`.
fn digit_scale(scale: f32) -> f32 {
    (GridStyle::default().digit_scale * scale).clamp(0.2, MAX_DIGIT_SCALE)
}

/// Size of a label's type for a slot of `area`.
fn label_size(area: Area, scale: f32) -> f32 {
    (area.w.min(area.h) * 0.04).clamp(6.5, 11.0) * scale
}

/// The grid's side and the label's size for a slot, without a fixed side.
fn room_in(area: Area, scale: f32) -> (f32, f32) {
    let ls = label_size(area, scale);
    let gap = (area.w.min(area.h) * 0.07).max(6.0);
    let side = (area.w - gap).min(area.h - gap - ls * 1.6);
    (side.max(0.0), ls)
}

/// Draws a numbered label (bold number, then the label) starting at `x`
/// on baseline `y`, shrunk to fit in `width`.
fn draw_label(d: &mut Drawing, x: f32, y: f32, width: f32, size: f32, number: &str, rest: &str) {
    let rest = if rest.is_empty() {
        String::new()
    } else {
        format!("  {rest}")
    };
    let natural = font::text_width(number, Weight::Bold, size)
        + font::text_width(&rest, Weight::Regular, size);
    let size = if natural > width && natural > 0.0 {
        (size * width / natural).max(4.0)
    } else {
        size
    };
    d.text(
        (x, y),
        Align::Start,
        size,
        Weight::Bold,
        number.to_string(),
        Role::Label,
    );
    if !rest.is_empty() {
        let after = x + font::text_width(number, Weight::Bold, size);
        d.text(
            (after, y),
            Align::Start,
            size,
            Weight::Regular,
            rest,
            Role::Label,
        );
    }
}

/// Places one entry in `area`: its label over its grid, the two centred.
fn place(
    d: &mut Drawing,
    area: Area,
    entry: &Entry,
    solution: bool,
    scale: f32,
    side: Option<f32>,
) {
    let (room, ls) = room_in(area, scale);
    let side = side.map_or(room, |s| s.min(room));
    let label_h = ls * 1.6;
    let x = area.x + (area.w - side) / 2.0;
    let y = area.y + (area.h - side - label_h) / 2.0 + label_h;
    let number = entry.number.to_string();
    let (answers, rest) = match (solution, &entry.solution) {
        (true, Some(s)) => (Some(s), String::new()),
        (true, None) => (None, "no unique solution".to_string()),
        (false, _) => (None, entry.label.clone()),
    };
    draw_label(d, x, y - ls * 0.5, side, ls, &number, &rest);
    let style = GridStyle {
        digit_scale: digit_scale(scale),
    };
    draw_grid(d, (x, y), side, &entry.puzzle, answers, style);
}

/// The sheet's frame: margins, header and footer bands.
struct Sheet {
    width: f32,
    height: f32,
    margin: f32,
    /// Size of the header and footer type.
    text: f32,
}

impl Sheet {
    fn new(opts: &BookOptions) -> Sheet {
        let (width, height) = opts.paper.size(opts.landscape);
        let short = width.min(height);
        Sheet {
            width,
            height,
            margin: short * 0.06,
            text: (short / 55.0).clamp(8.0, 11.0) * opts.scale,
        }
    }

    /// The area left for grids, with or without a header.
    fn content(&self, header: bool) -> Area {
        let top = self.margin + if header { self.text * 2.4 } else { 0.0 };
        let bottom = self.margin + self.text * 3.0;
        Area {
            x: self.margin,
            y: top,
            w: self.width - 2.0 * self.margin,
            h: self.height - top - bottom,
        }
    }

    /// A new page with its header (if any) and footer.
    fn page(&self, header: Option<&str>, number: usize, total: usize) -> Drawing {
        let mut d = Drawing::new(self.width, self.height);
        if let Some(h) = header {
            d.text(
                (self.width / 2.0, self.margin + self.text),
                Align::Middle,
                self.text * 1.15,
                Weight::Bold,
                h.to_string(),
                Role::Margin,
            );
        }
        d.text(
            (self.width / 2.0, self.height - self.margin),
            Align::Middle,
            self.text,
            Weight::Regular,
            format!("Page {number} of {total}"),
            Role::Margin,
        );
        d
    }
}

/// Height of the caption over the band of solutions at a page's foot.
const BAND_CAPTION: f32 = 14.0;

/// The band at the foot of a page for its puzzles' solutions: the grids'
/// area above it, and the band's slots (two rows for more than five), under
/// a caption.
fn each_page_band(content: Area, per_page: usize) -> (Area, Vec<Area>) {
    let rows = if per_page > 5 { 2 } else { 1 };
    let cols = per_page.div_ceil(rows);
    let slot_w = content.w / cols as f32;
    let slot_h = (slot_w * 1.12).min(content.h * 0.16);
    let band_h = slot_h * rows as f32;
    let band = Area {
        x: content.x,
        y: content.y + content.h - band_h,
        w: content.w,
        h: band_h,
    };
    let grids = Area {
        h: content.h - band_h - BAND_CAPTION * 1.5,
        ..content
    };
    let mut slots = Vec::with_capacity(per_page);
    for i in 0..per_page {
        slots.push(band.slot(cols, rows, i % cols, i / cols));
    }
    (grids, slots)
}

/// The layout of the solution pages at the back.
fn back_layout(opts: &BookOptions) -> Layout {
    let (short, long) = if opts.paper == Paper::A5 {
        (3, 4)
    } else {
        (4, 5)
    };
    if opts.landscape {
        Layout {
            cols: long,
            rows: short,
        }
    } else {
        Layout {
            cols: short,
            rows: long,
        }
    }
}

/// The layout and the grids' fixed side (with a font size) of a book.
fn choose_layout(opts: &BookOptions, content: Area) -> Result<(Layout, Option<f32>), LayoutError> {
    if !(opts.scale.is_finite() && (0.25..=4.0).contains(&opts.scale)) {
        return Err(LayoutError(format!(
            "scale {} is out of range (0.25-4)",
            opts.scale
        )));
    }
    let Some(fs) = opts.font_size else {
        return Ok((opts.layout.unwrap_or(Layout { cols: 2, rows: 2 }), None));
    };
    if !(fs.is_finite() && (4.0..=200.0).contains(&fs)) {
        return Err(LayoutError(format!(
            "font size {fs} is out of range (4-200 points)"
        )));
    }
    let side = 9.0 * fs / digit_scale(opts.scale);
    let fits = |layout: Layout| {
        let mut area = content;
        if opts.solutions == Solutions::EachPage {
            area = each_page_band(content, layout.per_page()).0;
        }
        let slot = area.slot(layout.cols.into(), layout.rows.into(), 0, 0);
        room_in(slot, opts.scale).0
    };
    match opts.layout {
        Some(layout) => {
            let room = fits(layout);
            if room + 0.01 < side {
                return Err(LayoutError(format!(
                    "digits of {fs} pt need grids {side:.0} pt wide, but a {layout} layout on {} leaves {room:.0} pt: \
                     use fewer grids a page, or digits of at most {:.1} pt",
                    opts.paper,
                    room * digit_scale(opts.scale) / 9.0
                )));
            }
            Ok((layout, Some(side)))
        }
        None => {
            for n in [9, 6, 4, 2, 1] {
                if let Some(layout) = Layout::for_per_page(n, opts.landscape)
                    && fits(layout) + 0.01 >= side
                {
                    return Ok((layout, Some(side)));
                }
            }
            let room = fits(Layout { cols: 1, rows: 1 });
            Err(LayoutError(format!(
                "digits of {fs} pt need grids {side:.0} pt wide, but {} leaves at most {room:.0} pt: \
                 use digits of at most {:.1} pt, or larger paper",
                opts.paper,
                room * digit_scale(opts.scale) / 9.0
            )))
        }
    }
}

/// The pages of a book of `entries`, in order: the puzzles, then (with
/// [`Solutions::Back`]) the solutions.
pub fn book_pages(entries: &[Entry], opts: &BookOptions) -> Result<Vec<Drawing>, LayoutError> {
    if entries.is_empty() {
        return Err(LayoutError("no puzzles to print".into()));
    }
    let sheet = Sheet::new(opts);
    let title = opts.title.as_deref().filter(|t| !t.trim().is_empty());
    let content = sheet.content(title.is_some());
    let (layout, side) = choose_layout(opts, content)?;
    let per_page = layout.per_page();
    let puzzle_pages = entries.len().div_ceil(per_page);
    let back = back_layout(opts);
    let back_pages = match opts.solutions {
        Solutions::Back => entries.len().div_ceil(back.per_page()),
        _ => 0,
    };
    let total = puzzle_pages + back_pages;
    let mut pages = Vec::with_capacity(total);
    for (p, chunk) in entries.chunks(per_page).enumerate() {
        let mut d = sheet.page(title, p + 1, total);
        let (grids, band) = if opts.solutions == Solutions::EachPage {
            each_page_band(content, per_page)
        } else {
            (content, Vec::new())
        };
        for (i, e) in chunk.iter().enumerate() {
            let cols = usize::from(layout.cols);
            let slot = grids.slot(cols, layout.rows.into(), i % cols, i / cols);
            place(&mut d, slot, e, false, opts.scale, side);
        }
        if let Some(first) = band.first() {
            // A hairline and a caption between the puzzles and their solutions.
            let y = first.y - BAND_CAPTION * 1.2;
            d.line(
                (content.x, y),
                (content.x + content.w, y),
                0.4,
                Role::Margin,
            );
            d.text(
                (content.x, y + BAND_CAPTION * 0.8),
                Align::Start,
                BAND_CAPTION * 0.6 * opts.scale,
                Weight::Regular,
                "Solutions".to_string(),
                Role::Margin,
            );
        }
        for (e, slot) in chunk.iter().zip(&band) {
            place(&mut d, *slot, e, true, opts.scale, None);
        }
        pages.push(d);
    }
    if opts.solutions == Solutions::Back {
        let header = match title {
            Some(t) => format!("{t}: solutions"),
            None => "Solutions".to_string(),
        };
        let content = sheet.content(true);
        let cols = usize::from(back.cols);
        for (p, chunk) in entries.chunks(back.per_page()).enumerate() {
            let mut d = sheet.page(Some(&header), puzzle_pages + p + 1, total);
            for (i, e) in chunk.iter().enumerate() {
                let slot = content.slot(cols, back.rows.into(), i % cols, i / cols);
                place(&mut d, slot, e, true, opts.scale, None);
            }
            pages.push(d);
        }
    }
    Ok(pages)
}

/// Options of a single-grid picture.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PictureOptions {
    /// Size of the type relative to the usual.
    pub scale: f32,
    /// The digits' size in points (sets the grid's size); `None`: a grid
    /// 252 pt (3.5 in) wide.
    pub font_size: Option<f32>,
}

impl Default for PictureOptions {
    fn default() -> Self {
        PictureOptions {
            scale: 1.0,
            font_size: None,
        }
    }
}

/// One grid with its label, on a canvas just larger than itself (for SVG).
/// With `solution`, the entry's solution is filled in.
pub fn picture(
    entry: &Entry,
    solution: bool,
    opts: PictureOptions,
) -> Result<Drawing, LayoutError> {
    if !(opts.scale.is_finite() && (0.25..=4.0).contains(&opts.scale)) {
        return Err(LayoutError(format!(
            "scale {} is out of range (0.25-4)",
            opts.scale
        )));
    }
    let side = match opts.font_size {
        None => 252.0,
        Some(fs) if fs.is_finite() && (4.0..=200.0).contains(&fs) => {
            9.0 * fs / digit_scale(opts.scale)
        }
        Some(fs) => {
            return Err(LayoutError(format!(
                "font size {fs} is out of range (4-200 points)"
            )))
        }
    };
    let margin = (side * 0.04).max(4.0);
    let ls = (side * 0.04).clamp(6.5, 11.0) * opts.scale;
    let label_h = ls * 1.6;
    let mut d = Drawing::new(side + 2.0 * margin, side + 2.0 * margin + label_h);
    let (x, y) = (margin, margin + label_h);
    let (answers, rest) = match (solution, &entry.solution) {
        (true, Some(s)) => (Some(s), "solution".to_string()),
        (true, None) => (None, "no unique solution".to_string()),
        (false, _) => (None, entry.label.clone()),
    };
    draw_label(
        &mut d,
        x,
        y - ls * 0.5,
        side,
        ls,
        &entry.number.to_string(),
        &rest,
    );
    let style = GridStyle {
        digit_scale: digit_scale(opts.scale),
    };
    draw_grid(&mut d, (x, y), side, &entry.puzzle, answers, style);
    Ok(d)
}
