//! A [`Grid`] in records: the 81-character line (`.` for empty cells), as
//! every JSON record writes it. Use with `#[serde(with = "grid_text")]`.

use serde::{de, Deserialize, Deserializer, Serializer};
use shudu::Grid;

/// Writes the grid as its 81-character line.
pub fn serialize<S: Serializer>(grid: &Grid, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(grid)
}

/// Reads an 81-character line (clashing digits allowed: a record may hold
/// an invalid puzzle, e.g. `check`'s `"status": "invalid"`).
pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Grid, D::Error> {
    let text = String::deserialize(d)?;
    line(&text).map_err(de::Error::custom)
}

fn line(text: &str) -> Result<Grid, String> {
    if text.len() != 81 || text.contains(['\n', '\r']) {
        return Err(format!(
            "a grid is 81 cell characters, found {}",
            text.chars().count()
        ));
    }
    Grid::parse_unchecked(text).map_err(|e| e.kind.to_string())
}

/// The same for an optional grid (`null` or absent is `None`).
pub mod option {
    use super::*;

    /// Writes the grid as its line, or `null`.
    pub fn serialize<S: Serializer>(grid: &Option<Grid>, s: S) -> Result<S::Ok, S::Error> {
        match grid {
            Some(g) => s.collect_str(g),
            None => s.serialize_none(),
        }
    }

    /// Reads a line or `null`.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Grid>, D::Error> {
        match Option::<String>::deserialize(d)? {
            Some(text) => line(&text).map(Some).map_err(de::Error::custom),
            None => Ok(None),
        }
    }
}
