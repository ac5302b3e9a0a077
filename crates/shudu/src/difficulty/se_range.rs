//! A range of the SE-style difficulty number that a generated puzzle must rate in.

use std::fmt;
use std::str::FromStr;

/// A closed range `min..=max` of the SE-style difficulty number (either end
/// may be open: `max` infinite means "at least `min`").
///
/// Written `MIN..MAX` (both ends included), `MIN..` or `..MAX`, or one number
/// for a range of that rating only.
///
/// ```
/// use shudu::difficulty::SeRange;
///
/// let b: SeRange = "7.5..8.5".parse().unwrap();
/// assert!(b.contains(7.5) && b.contains(8.5) && !b.contains(8.6));
/// assert_eq!(b.to_string(), "7.5..8.5");
/// let open: SeRange = "9..".parse().unwrap();
/// assert!(open.contains(11.0));
/// assert_eq!(open.to_string(), "9.0..");
/// assert!("5..3".parse::<SeRange>().unwrap_err().contains("5..3"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SeRange {
    min: f32,
    max: f32,
}

impl SeRange {
    /// The range `min..=max`. Fails when an end is not a number, `min` is
    /// negative or infinite, or `min > max` (`max` may be `f32::INFINITY`).
    pub fn new(min: f32, max: f32) -> Result<SeRange, String> {
        if min.is_nan() || max.is_nan() || !min.is_finite() || min < 0.0 || min > max {
            return Err(format!(
                "invalid rating band {}: expected 0 <= MIN <= MAX",
                SeRange { min, max }
            ));
        }
        Ok(SeRange { min, max })
    }

    /// Ratings of at least `min`, with no upper end.
    pub fn at_least(min: f32) -> Result<SeRange, String> {
        SeRange::new(min, f32::INFINITY)
    }

    /// The lowest rating inside.
    pub fn min(self) -> f32 {
        self.min
    }

    /// The highest rating inside (`f32::INFINITY` for an open range).
    pub fn max(self) -> f32 {
        self.max
    }

    /// Whether `se` lies in the range.
    #[inline]
    pub fn contains(self, se: f32) -> bool {
        self.min <= se && se <= self.max
    }

    /// How far `se` lies outside the range (0 inside).
    #[inline]
    pub fn distance(self, se: f32) -> f32 {
        if se < self.min {
            self.min - se
        } else if se > self.max {
            se - self.max
        } else {
            0.0
        }
    }
}

impl fmt::Display for SeRange {
    /// `MIN..MAX` with one decimal, `MIN..` for an open range.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.max.is_infinite() {
            write!(f, "{:.1}..", self.min)
        } else {
            write!(f, "{:.1}..{:.1}", self.min, self.max)
        }
    }
}

impl FromStr for SeRange {
    type Err = String;

    /// Reads `MIN..MAX`, `MIN..`, `..MAX` or a single number.
    fn from_str(s: &str) -> Result<SeRange, String> {
        let number = |part: &str, default: f32| -> Result<f32, String> {
            let part = part.trim();
            if part.is_empty() {
                return Ok(default);
            }
            part.parse::<f32>()
                .ok()
                .filter(|x| x.is_finite())
                .ok_or_else(|| {
                    format!("invalid rating band '{s}': '{part}' is not a number (expected MIN..MAX, e.g. 7.0..8.5)")
                })
        };
        let (min, max) = match s.split_once("..") {
            Some((a, b)) => (number(a, 0.0)?, number(b, f32::INFINITY)?),
            None if s.trim().is_empty() => {
                return Err("invalid rating band '': expected MIN..MAX, e.g. 7.0..8.5".into())
            }
            None => {
                let x = number(s, 0.0)?;
                (x, x)
            }
        };
        SeRange::new(min, max).map_err(|_| {
            format!("invalid rating band '{s}': expected 0 <= MIN <= MAX (MIN..MAX, e.g. 7.0..8.5)")
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_form() {
        let b: SeRange = "2..3.5".parse().unwrap();
        assert_eq!((b.min(), b.max()), (2.0, 3.5));
        let b: SeRange = "..1.5".parse().unwrap();
        assert_eq!((b.min(), b.max()), (0.0, 1.5));
        let b: SeRange = "9..".parse().unwrap();
        assert_eq!((b.min(), b.max()), (9.0, f32::INFINITY));
        let b: SeRange = " 4.5 ".parse().unwrap();
        assert_eq!((b.min(), b.max()), (4.5, 4.5));
        for bad in ["", "x..2", "3..y", "4..2", "-1..2", "1..2..3", "inf.."] {
            let e = bad.parse::<SeRange>().unwrap_err();
            assert!(e.contains("invalid rating band"), "{bad}: {e}");
        }
    }

    #[test]
    fn distance_is_zero_inside_and_grows_outside() {
        let b = SeRange::new(3.0, 4.0).unwrap();
        assert_eq!(b.distance(3.5), 0.0);
        assert_eq!(b.distance(2.0), 1.0);
        assert!((b.distance(4.5) - 0.5).abs() < 1e-6);
        assert!(SeRange::new(2.0, 1.0).is_err());
        assert!(SeRange::new(f32::NAN, 1.0).is_err());
        assert_eq!(SeRange::at_least(9.0).unwrap().distance(100.0), 0.0);
    }
}
