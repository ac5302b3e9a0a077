//! Drawings as the pages of one PDF, written with `krilla`: the two faces
//! are embedded (subset to the glyphs used), digits and labels stay text
//! (searchable, and checkable with `pdftotext`), lines are strokes.

use crate::drawing::{Drawing, Shape};
use crate::font::{self, Weight};
use krilla::color::luma;
use krilla::geom::{PathBuilder, Point};
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::paint::{Fill, LineCap, Stroke};
use krilla::surface::Surface;
use krilla::text::{Font, TextDirection};
use krilla::Document;
use std::fmt;

/// Why a PDF could not be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdfError(pub String);

impl fmt::Display for PdfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot make the PDF: {}", self.0)
    }
}

impl std::error::Error for PdfError {}

fn luma_of(grey: f32) -> luma::Color {
    luma::Color::new((grey.clamp(0.0, 1.0) * 255.0).round() as u8)
}

struct Faces {
    regular: Font,
    bold: Font,
}

impl Faces {
    fn load() -> Result<Faces, PdfError> {
        let load = |w: Weight| {
            Font::new(font::data(w).into(), 0)
                .ok_or_else(|| PdfError(format!("the {w:?} face does not load")))
        };
        Ok(Faces {
            regular: load(Weight::Regular)?,
            bold: load(Weight::Bold)?,
        })
    }

    fn get(&self, w: Weight) -> Font {
        match w {
            Weight::Regular => self.regular.clone(),
            Weight::Bold => self.bold.clone(),
        }
    }
}

/// A line from one point to another.
type Segment = ((f32, f32), (f32, f32));

/// Strokes `lines`, all of one width, as one path.
fn stroke_lines(surface: &mut Surface, lines: &[Segment], width: f32) {
    let mut pb = PathBuilder::new();
    for (from, to) in lines {
        pb.move_to(from.0, from.1);
        pb.line_to(to.0, to.1);
    }
    if let Some(path) = pb.finish() {
        surface.set_fill(None);
        surface.set_stroke(Some(Stroke {
            width,
            line_cap: LineCap::Square,
            ..Stroke::default()
        }));
        surface.draw_path(&path);
        surface.set_stroke(None);
    }
}

fn draw_page(surface: &mut Surface, d: &Drawing, faces: &Faces) {
    // Lines of one width in a row are stroked as one path: a grid is then a
    // handful of drawing operations rather than twenty.
    let mut run: Vec<Segment> = Vec::new();
    let mut run_width = 0.0;
    for shape in &d.shapes {
        if let Shape::Line {
            from, to, width, ..
        } = shape
        {
            if !run.is_empty() && *width != run_width {
                stroke_lines(surface, &run, run_width);
                run.clear();
            }
            run_width = *width;
            run.push((*from, *to));
            continue;
        }
        if !run.is_empty() {
            stroke_lines(surface, &run, run_width);
            run.clear();
        }
        match shape {
            Shape::Line { .. } => {}
            Shape::Rect { at, size, grey, .. } => {
                // White on white paper: nothing to draw.
                if *grey >= 1.0 {
                    continue;
                }
                let mut pb = PathBuilder::new();
                if let Some(rect) = krilla::geom::Rect::from_xywh(at.0, at.1, size.0, size.1) {
                    pb.push_rect(rect);
                }
                if let Some(path) = pb.finish() {
                    surface.set_stroke(None);
                    surface.set_fill(Some(Fill {
                        paint: luma_of(*grey).into(),
                        ..Fill::default()
                    }));
                    surface.draw_path(&path);
                }
            }
            Shape::Text {
                at,
                align,
                size,
                weight,
                grey,
                text,
                ..
            } => {
                let width = font::text_width(text, *weight, *size);
                let x = Drawing::text_left(*align, at.0, width);
                surface.set_stroke(None);
                surface.set_fill(Some(Fill {
                    paint: luma_of(*grey).into(),
                    ..Fill::default()
                }));
                surface.draw_text(
                    Point::from_xy(x, at.1),
                    faces.get(*weight),
                    *size,
                    text,
                    false,
                    TextDirection::LeftToRight,
                );
            }
        }
    }
    if !run.is_empty() {
        stroke_lines(surface, &run, run_width);
    }
}

/// The drawings as the pages of one PDF document, in order. `title` goes
/// into the document's metadata.
pub fn to_pdf<'a>(
    pages: impl IntoIterator<Item = &'a Drawing>,
    title: Option<&str>,
) -> Result<Vec<u8>, PdfError> {
    let faces = Faces::load()?;
    let mut document = Document::new();
    let mut metadata = Metadata::new().creator(format!("shudu {}", env!("CARGO_PKG_VERSION")));
    if let Some(t) = title {
        metadata = metadata.title(t.to_string());
    }
    document.set_metadata(metadata);
    let mut any = false;
    for d in pages {
        let settings = PageSettings::from_wh(d.width, d.height)
            .ok_or_else(|| PdfError(format!("bad page size {} x {}", d.width, d.height)))?;
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        draw_page(&mut surface, d, &faces);
        surface.finish();
        page.finish();
        any = true;
    }
    if !any {
        return Err(PdfError("no pages".into()));
    }
    document.finish().map_err(|e| PdfError(e.to_string()))
}
