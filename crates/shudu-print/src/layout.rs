//! Paper sizes and how many grids a page holds (columns x rows).

use std::fmt;
use std::str::FromStr;

/// A sheet of paper.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Paper {
    /// ISO A4, 210 x 297 mm.
    A4,
    /// US Letter, 8.5 x 11 in.
    Letter,
    /// ISO A5, 148 x 210 mm.
    A5,
    /// US Legal, 8.5 x 14 in.
    Legal,
}

impl Paper {
    /// Every paper, in the order `--help` lists them.
    pub const ALL: [Paper; 4] = [Paper::A4, Paper::Letter, Paper::A5, Paper::Legal];

    /// Width and height in points, upright (portrait).
    pub fn portrait_size(self) -> (f32, f32) {
        const MM: f32 = 72.0 / 25.4;
        match self {
            Paper::A4 => (210.0 * MM, 297.0 * MM),
            Paper::Letter => (612.0, 792.0),
            Paper::A5 => (148.0 * MM, 210.0 * MM),
            Paper::Legal => (612.0, 1008.0),
        }
    }

    /// Width and height in points, turned on its side with `landscape`.
    pub fn size(self, landscape: bool) -> (f32, f32) {
        let (w, h) = self.portrait_size();
        if landscape {
            (h, w)
        } else {
            (w, h)
        }
    }

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
            Paper::A5 => "a5",
            Paper::Legal => "legal",
        }
    }
}

impl fmt::Display for Paper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Paper {
    type Err = String;
    fn from_str(s: &str) -> Result<Paper, String> {
        Paper::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("unknown paper '{s}' (expected a4, letter, a5 or legal)"))
    }
}

/// Grids on a page: `cols` across, `rows` down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    /// Grids across the page.
    pub cols: u8,
    /// Grids down the page.
    pub rows: u8,
}

impl Layout {
    /// Largest number of columns or rows.
    pub const MAX_SIDE: u8 = 6;

    /// `cols` x `rows`, each 1 to [`Layout::MAX_SIDE`].
    pub fn new(cols: u8, rows: u8) -> Option<Layout> {
        let ok = |n: u8| (1..=Layout::MAX_SIDE).contains(&n);
        (ok(cols) && ok(rows)).then_some(Layout { cols, rows })
    }

    /// Grids per page.
    pub fn per_page(self) -> usize {
        usize::from(self.cols) * usize::from(self.rows)
    }

    /// The layout for `n` grids a page (1, 2, 4, 6 or 9): on an upright page
    /// the longer side goes down, on a landscape page across.
    pub fn for_per_page(n: usize, landscape: bool) -> Option<Layout> {
        let (short, long) = match n {
            1 => (1, 1),
            2 => (1, 2),
            4 => (2, 2),
            6 => (2, 3),
            9 => (3, 3),
            _ => return None,
        };
        Some(if landscape {
            Layout {
                cols: long,
                rows: short,
            }
        } else {
            Layout {
                cols: short,
                rows: long,
            }
        })
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.cols, self.rows)
    }
}

impl FromStr for Layout {
    type Err = String;
    /// `COLSxROWS`, e.g. `2x3`.
    fn from_str(s: &str) -> Result<Layout, String> {
        let bad = || {
            format!(
                "bad layout '{s}': expected COLSxROWS with each 1-{}, e.g. 2x3",
                Layout::MAX_SIDE
            )
        };
        let (c, r) = s.split_once(['x', 'X']).ok_or_else(bad)?;
        let c: u8 = c.trim().parse().map_err(|_| bad())?;
        let r: u8 = r.trim().parse().map_err(|_| bad())?;
        Layout::new(c, r).ok_or_else(bad)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_parse_and_turn() {
        assert_eq!("2x3".parse::<Layout>(), Ok(Layout { cols: 2, rows: 3 }));
        assert!("0x3".parse::<Layout>().is_err());
        assert!("7x1".parse::<Layout>().is_err());
        assert!("2by3".parse::<Layout>().is_err());
        assert_eq!(
            Layout::for_per_page(6, true),
            Some(Layout { cols: 3, rows: 2 })
        );
        assert_eq!(
            Layout::for_per_page(2, false),
            Some(Layout { cols: 1, rows: 2 })
        );
        assert_eq!(Layout::for_per_page(3, false), None);
    }

    #[test]
    fn papers_have_their_sizes() {
        let (w, h) = Paper::A4.size(false);
        assert!((w - 595.3).abs() < 0.1 && (h - 841.9).abs() < 0.1);
        assert_eq!(Paper::Letter.size(true), (792.0, 612.0));
        assert_eq!("LEGAL".parse::<Paper>(), Ok(Paper::Legal));
        assert!("a3".parse::<Paper>().is_err());
    }
}
