//! Wings: short patterns of bivalue cells.
//!
//! - XY-wing: a pivot with candidates {x, y} sees two pincers {x, z} and
//!   {y, z}. Whatever the pivot holds, one pincer is z, so cells seeing both
//!   pincers lose z.
//! - XYZ-wing: a pivot {x, y, z} sees pincers {x, z} and {y, z}. One of the
//!   three is z, so cells seeing all three lose z.
//! - W-wing: two cells {x, y} that do not see each other, and a strong link
//!   on x (a unit with exactly two places for x) whose ends see one cell
//!   each. One of the cells must be y (if both were x, neither link end could
//!   be x), so cells seeing both lose y.

use super::wording;
use crate::logic::{Candidates, Step, Technique};
use crate::{Cell, CellSet, DigitSet, Unit};

/// The empty cells with exactly two candidates, and with exactly three.
fn bi_and_trivalue(c: &Candidates) -> (CellSet, CellSet) {
    let mut bi = CellSet::EMPTY;
    let mut tri = CellSet::EMPTY;
    for cell in Cell::all() {
        match c.candidates(cell).len() {
            2 => bi.insert(cell),
            3 => tri.insert(cell),
            _ => {}
        }
    }
    (bi, tri)
}

/// Pivot {x, y} with pincers {x, z} and {y, z}.
pub(crate) fn xy_wing(c: &Candidates) -> Option<Step> {
    let (bi, _) = bi_and_trivalue(c);
    for pivot in bi {
        let p = c.candidates(pivot);
        let near = bi & CellSet::peers(pivot);
        for a in near {
            let sa = c.candidates(a);
            if (sa & p).len() != 1 {
                continue;
            }
            let z = (sa - p).first()?;
            // The other pincer holds the pivot's other digit and z.
            let want = (p - sa) | DigitSet::single(z);
            for b in near {
                if b <= a || c.candidates(b) != want {
                    continue;
                }
                // Pincers with the same two digits are impossible here: want
                // differs from sa since it lacks sa's shared digit.
                let targets = (c.cells_with(z) & CellSet::peers(a) & CellSet::peers(b))
                    - CellSet::single(pivot);
                if targets.is_empty() {
                    continue;
                }
                let step = Step::new(Technique::XYWing, String::new())
                    .with_cells([pivot, a, b])
                    .with_digits(p | DigitSet::single(z))
                    .eliminate(wording::eliminations(targets, z));
                let text = format!(
                    "XY-wing: pivot {pivot} ({p}) with pincers {a} ({sa}) and {b} ({want}), \
                     so {a} or {b} is {z}, and {}",
                    wording::removals(&step.eliminations)
                );
                return Some(Step { text, ..step });
            }
        }
    }
    None
}

/// Pivot {x, y, z} with pincers {x, z} and {y, z}.
pub(crate) fn xyz_wing(c: &Candidates) -> Option<Step> {
    let (bi, tri) = bi_and_trivalue(c);
    for pivot in tri {
        let p = c.candidates(pivot);
        let near = bi & CellSet::peers(pivot);
        for a in near {
            let sa = c.candidates(a);
            if !sa.is_subset(p) {
                continue;
            }
            for b in near {
                let sb = c.candidates(b);
                if b <= a || !sb.is_subset(p) || (sa | sb) != p {
                    continue;
                }
                let Some(z) = (sa & sb).single_digit() else {
                    continue;
                };
                let targets =
                    c.cells_with(z) & CellSet::peers(pivot) & CellSet::peers(a) & CellSet::peers(b);
                if targets.is_empty() {
                    continue;
                }
                let step = Step::new(Technique::XYZWing, String::new())
                    .with_cells([pivot, a, b])
                    .with_digits(p)
                    .eliminate(wording::eliminations(targets, z));
                let text = format!(
                    "XYZ-wing: pivot {pivot} ({p}) with pincers {a} ({sa}) and {b} ({sb}), \
                     so {pivot}, {a} or {b} is {z}, and {}",
                    wording::removals(&step.eliminations)
                );
                return Some(Step { text, ..step });
            }
        }
    }
    None
}

/// Two equal bivalue cells joined by a strong link on one of their digits.
pub(crate) fn w_wing(c: &Candidates) -> Option<Step> {
    let (bi, _) = bi_and_trivalue(c);
    for a in bi {
        let pair = c.candidates(a);
        for b in bi {
            if b <= a || c.candidates(b) != pair || a.sees(b) {
                continue;
            }
            let (pa, pb) = (CellSet::peers(a), CellSet::peers(b));
            for x in pair {
                let Some(y) = (pair - DigitSet::single(x)).first() else {
                    continue;
                };
                let targets = c.cells_with(y) & pa & pb;
                if targets.is_empty() {
                    continue;
                }
                for unit in Unit::all() {
                    let link = c.cells_with_in(x, unit);
                    if link.len() != 2 || link.contains(a) || link.contains(b) {
                        continue;
                    }
                    let (Some(e1), Some(e2)) = (link.first(), link.iter().nth(1)) else {
                        continue;
                    };
                    let (ea, eb) = if pa.contains(e1) && pb.contains(e2) {
                        (e1, e2)
                    } else if pa.contains(e2) && pb.contains(e1) {
                        (e2, e1)
                    } else {
                        continue;
                    };
                    let step = Step::new(Technique::WWing, String::new())
                        .with_cells([a, ea, eb, b])
                        .with_units([unit])
                        .with_digits([x, y])
                        .eliminate(wording::eliminations(targets, y));
                    let text = format!(
                        "W-wing: {a} and {b} hold only {x} and {y}, and {x} in {unit} lies only in \
                         {ea} and {eb}, which see them, so {a} or {b} is {y}, and {}",
                        wording::removals(&step.eliminations)
                    );
                    return Some(Step { text, ..step });
                }
            }
        }
    }
    None
}
