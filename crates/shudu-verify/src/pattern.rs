//! Symmetries of a clue pattern, written from their definitions, by the
//! names `shudu generate --symmetry` takes.

/// The images of cell (row, column) under each move of the symmetry named
/// `name`; `None` for an unknown name.
fn images(name: &str, r: usize, c: usize) -> Option<Vec<(usize, usize)>> {
    let rot90 = (c, 8 - r);
    let rot180 = (8 - r, 8 - c);
    let rot270 = (8 - c, r);
    let mirror_h = (8 - r, c);
    let mirror_v = (r, 8 - c);
    let diagonal = (c, r);
    let anti = (8 - c, 8 - r);
    Some(match name {
        "none" => vec![],
        "rot180" => vec![rot180],
        "rot90" => vec![rot90, rot180, rot270],
        "mirror-h" => vec![mirror_h],
        "mirror-v" => vec![mirror_v],
        "diagonal" => vec![diagonal],
        "anti-diagonal" => vec![anti],
        "both-mirrors" => vec![mirror_h, mirror_v, rot180],
        "both-diagonals" => vec![diagonal, anti, rot180],
        "dihedral" => vec![rot90, rot180, rot270, mirror_h, mirror_v, diagonal, anti],
        _ => return None,
    })
}

/// Every symmetry name known.
pub const NAMES: [&str; 10] = [
    "none",
    "rot180",
    "rot90",
    "mirror-h",
    "mirror-v",
    "diagonal",
    "anti-diagonal",
    "both-mirrors",
    "both-diagonals",
    "dihedral",
];

/// Whether `name` is a symmetry this checker knows.
pub fn is_known(name: &str) -> bool {
    images(name, 0, 0).is_some()
}

/// The first cell pair that breaks the symmetry `name` in the pattern of
/// `cells` (one given, one empty), as "rXcY and rXcY"; `None` when the
/// pattern has the symmetry (or the name is unknown: see [`is_known`]).
pub fn break_of(cells: &[u8; 81], name: &str) -> Option<String> {
    for i in 0..81 {
        let (r, c) = (i / 9, i % 9);
        for (r2, c2) in images(name, r, c)? {
            if (cells[i] == 0) != (cells[r2 * 9 + c2] == 0) {
                return Some(format!("r{}c{} and r{}c{}", r + 1, c + 1, r2 + 1, c2 + 1));
            }
        }
    }
    None
}

/// The cell index `i` and its images under the symmetry `name` (the
/// givens that must go together); `[i]` for "none" or an unknown name.
pub fn orbit(name: &str, i: usize) -> Vec<usize> {
    let mut cells = vec![i];
    for (r, c) in images(name, i / 9, i % 9).unwrap_or_default() {
        let j = r * 9 + c;
        if !cells.contains(&j) {
            cells.push(j);
        }
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns() {
        let mut cells = [0u8; 81];
        cells[0] = 1;
        assert!(break_of(&cells, "none").is_none());
        assert_eq!(break_of(&cells, "rot180").as_deref(), Some("r1c1 and r9c9"));
        assert!(break_of(&cells, "diagonal").is_none());
        assert!(break_of(&cells, "anti-diagonal").is_some());
        cells[80] = 2;
        assert!(break_of(&cells, "rot180").is_none());
        assert!(break_of(&cells, "rot90").is_some());
        cells[8] = 3;
        cells[72] = 4;
        for name in NAMES {
            assert!(break_of(&cells, name).is_none(), "{name}");
        }
        assert!(!is_known("spiral"));
        assert_eq!(orbit("none", 10), vec![10]);
        assert_eq!(orbit("rot180", 0), vec![0, 80]);
        assert_eq!(orbit("rot180", 40), vec![40]);
        assert_eq!(orbit("rot90", 0).len(), 4);
    }
}
