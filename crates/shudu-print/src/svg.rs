//! A drawing as an SVG document. Cells are `<rect class="cell">` with a
//! `data-cell` name (`r1c1`...), digits are `<text>` (class `given` or
//! `answer`), so that a page or a script can find them; sizes are in points,
//! so the picture prints at the size it was drawn.

use crate::drawing::{Align, Drawing, Role, Shape};
use crate::font::{self, Weight};
use std::fmt::Write;

/// A number with at most two decimals and no trailing zeros.
fn num(v: f32) -> String {
    let s = format!("{v:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_string()
    } else {
        s.to_string()
    }
}

fn grey_colour(grey: f32) -> String {
    let v = (grey.clamp(0.0, 1.0) * 255.0).round() as u8;
    format!("#{v:02x}{v:02x}{v:02x}")
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            // Characters XML 1.0 does not allow.
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

fn class(role: Role) -> &'static str {
    match role {
        Role::Cell { .. } => "cell",
        Role::CellLine => "cell-line",
        Role::BoxLine => "box-line",
        Role::Given => "given",
        Role::Answer => "answer",
        Role::Label => "label",
        Role::Margin => "margin",
    }
}

/// The drawing as a standalone SVG document (UTF-8 text).
pub fn to_svg(d: &Drawing) -> String {
    let mut s = String::with_capacity(16_384);
    let (w, h) = (num(d.width), num(d.height));
    let _ = writeln!(s, r#"<?xml version="1.0" encoding="UTF-8"?>"#);
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{w}pt" height="{h}pt" viewBox="0 0 {w} {h}" font-family="{}">"#,
        font::FAMILY
    );
    for shape in &d.shapes {
        match shape {
            Shape::Rect {
                at,
                size,
                grey,
                role,
            } => {
                let name = match role {
                    Role::Cell { index } => {
                        format!(r#" data-cell="r{}c{}""#, index / 9 + 1, index % 9 + 1)
                    }
                    _ => String::new(),
                };
                let _ = writeln!(
                    s,
                    r#"<rect class="{}"{name} x="{}" y="{}" width="{}" height="{}" fill="{}"/>"#,
                    class(*role),
                    num(at.0),
                    num(at.1),
                    num(size.0),
                    num(size.1),
                    grey_colour(*grey)
                );
            }
            Shape::Line {
                from,
                to,
                width,
                role,
            } => {
                let _ = writeln!(
                    s,
                    r##"<line class="{}" x1="{}" y1="{}" x2="{}" y2="{}" stroke="#000000" stroke-width="{}" stroke-linecap="square"/>"##,
                    class(*role),
                    num(from.0),
                    num(from.1),
                    num(to.0),
                    num(to.1),
                    num(*width)
                );
            }
            Shape::Text {
                at,
                align,
                size,
                weight,
                grey,
                text,
                role,
            } => {
                let anchor = match align {
                    Align::Start => "start",
                    Align::Middle => "middle",
                    Align::End => "end",
                };
                let bold = match weight {
                    Weight::Bold => r#" font-weight="bold""#,
                    Weight::Regular => "",
                };
                let _ = writeln!(
                    s,
                    r#"<text class="{}" x="{}" y="{}" font-size="{}"{bold} text-anchor="{anchor}" fill="{}">{}</text>"#,
                    class(*role),
                    num(at.0),
                    num(at.1),
                    num(*size),
                    grey_colour(*grey),
                    escape(text)
                );
            }
        }
    }
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(12.5), "12.5");
        assert_eq!(num(1.0 / 3.0), "0.33");
        assert_eq!(num(-0.001), "0");
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(
            escape("a<b & \"c\"\u{1}"),
            "a&lt;b &amp; &quot;c&quot;\u{fffd}"
        );
    }
}
