//! The two faces every page is set in (DejaVu Sans and DejaVu Sans Bold,
//! compiled in, see `fonts/README.md`) and the measures the layout needs:
//! the width of a text and the height of the digits.

use skrifa::instance::{LocationRef, Size};
use skrifa::{FontRef, MetadataProvider};
use std::sync::OnceLock;

/// The regular face: answers, labels, headers.
static REGULAR: &[u8] = include_bytes!("../fonts/DejaVuSans.ttf");
/// The bold face: givens, titles.
static BOLD: &[u8] = include_bytes!("../fonts/DejaVuSans-Bold.ttf");

/// The weight of a text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Weight {
    /// DejaVu Sans.
    Regular,
    /// DejaVu Sans Bold.
    Bold,
}

/// What the layout knows of one face, in em units.
struct Measures {
    /// Advance width of the printable ASCII characters, by code - 32.
    ascii: [f32; 95],
    /// Advance of anything else (the face's average).
    other: f32,
    /// Height of the digits above the baseline.
    digit_height: f32,
}

fn measures_of(data: &'static [u8]) -> Measures {
    // The faces are compiled in and known good; a face that did not parse
    // would give empty measures, and the tests would see it at once.
    let Ok(font) = FontRef::new(data) else {
        return Measures {
            ascii: [0.6; 95],
            other: 0.6,
            digit_height: 0.73,
        };
    };
    let charmap = font.charmap();
    let metrics = font.glyph_metrics(Size::unscaled(), LocationRef::default());
    let upem = f32::from(
        font.metrics(Size::unscaled(), LocationRef::default())
            .units_per_em,
    );
    let advance = |c: char| {
        charmap
            .map(c)
            .and_then(|g| metrics.advance_width(g))
            .map(|w| w / upem)
    };
    let mut ascii = [0.0; 95];
    for (i, a) in ascii.iter_mut().enumerate() {
        *a = advance(char::from(32 + i as u8)).unwrap_or(0.6);
    }
    let digit_height = charmap
        .map('8')
        .and_then(|g| metrics.bounds(g))
        .map_or(0.73, |b| b.y_max / upem);
    Measures {
        ascii,
        other: ascii.iter().sum::<f32>() / ascii.len() as f32,
        digit_height,
    }
}

fn measures(weight: Weight) -> &'static Measures {
    static R: OnceLock<Measures> = OnceLock::new();
    static B: OnceLock<Measures> = OnceLock::new();
    match weight {
        Weight::Regular => R.get_or_init(|| measures_of(REGULAR)),
        Weight::Bold => B.get_or_init(|| measures_of(BOLD)),
    }
}

/// The face's font file.
pub fn data(weight: Weight) -> &'static [u8] {
    match weight {
        Weight::Regular => REGULAR,
        Weight::Bold => BOLD,
    }
}

/// The family name to give in SVG (the same face, if the viewer has it).
pub const FAMILY: &str = "DejaVu Sans, Verdana, Arial, sans-serif";

/// Width of `text` set at `size` points.
pub fn text_width(text: &str, weight: Weight, size: f32) -> f32 {
    let m = measures(weight);
    let em: f32 = text
        .chars()
        .map(|c| match u32::from(c) {
            32..=126 => m.ascii[(u32::from(c) - 32) as usize],
            _ => m.other,
        })
        .sum();
    em * size
}

/// Height of a digit above the baseline at `size` points (to centre digits
/// in their cells).
pub fn digit_height(weight: Weight, size: f32) -> f32 {
    measures(weight).digit_height * size
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_parse_and_digits_share_one_width() {
        for w in [Weight::Regular, Weight::Bold] {
            let one = text_width("1", w, 10.0);
            assert!(one > 4.0 && one < 8.0, "{w:?}: {one}");
            for d in '2'..='9' {
                assert_eq!(text_width(&d.to_string(), w, 10.0), one);
            }
            let h = digit_height(w, 10.0);
            assert!(h > 6.0 && h < 8.0, "{w:?}: {h}");
        }
        assert!(
            text_width("Sudoku", Weight::Bold, 10.0) > text_width("Sudoku", Weight::Regular, 10.0)
        );
    }
}
