//! Simple colouring (single-digit colouring).
//!
//! For one digit, the conjugate pairs (units with exactly two places left)
//! link cells into clusters; along each link exactly one end holds the
//! digit, so colouring the cluster's cells alternately splits them into two
//! colours, one of which holds the digit everywhere and the other nowhere.
//!
//! - Colour wrap: two cells of one colour see each other, so that colour
//!   cannot be the true one: the digit is removed from all its cells.
//! - Colour trap: a cell outside the cluster that sees a cell of each colour
//!   loses the digit, whichever colour is true.
//!
//! Clusters of a single link are left alone (they only repeat intersections).
//! The step's `length` is the number of links joining the cluster (cells - 1).

use super::masks::{count9, unit_masks};
use super::wording;
use crate::logic::{Candidates, Step, Technique};
use crate::{Cell, CellSet, Digit, Unit};

/// The cells conjugate to `cell` for a digit whose places are `all`, given
/// the units where it has exactly two places (`links`, bit u for unit u).
#[inline]
fn partners(all: CellSet, links: u32, cell: Cell) -> CellSet {
    let mut p = CellSet::EMPTY;
    for unit in Unit::of(cell) {
        if links & (1 << unit.index()) != 0 {
            p |= all & CellSet::unit(unit);
        }
    }
    p - CellSet::single(cell)
}

/// The union of the peers of every cell of `set`.
#[inline]
fn seen_by(set: CellSet) -> CellSet {
    let mut s = CellSet::EMPTY;
    for cell in set {
        s |= CellSet::peers(cell);
    }
    s
}

/// Colour wrap or colour trap on one digit's conjugate pairs.
pub(crate) fn simple_colouring(c: &Candidates) -> Option<Step> {
    Digit::all().find_map(|digit| simple_colouring_digit(c, digit))
}

/// [`simple_colouring`] for one digit.
pub(crate) fn simple_colouring_digit(c: &Candidates, digit: Digit) -> Option<Step> {
    let all = c.cells_with(digit);
    let um = unit_masks(all);
    // The conjugate units (bit u for unit u).
    let links = (0..27).fold(0u32, |m, u| m | u32::from(count9(um[u]) == 2) << u);
    // A cluster of two links or more needs two conjugate units.
    if links.count_ones() < 2 {
        return None;
    }
    let mut linked = CellSet::EMPTY;
    for unit in Unit::all() {
        if links & (1 << unit.index()) != 0 {
            linked |= all & CellSet::unit(unit);
        }
    }
    let mut rest = linked;
    while let Some(start) = rest.first() {
        // Breadth-first colouring: each layer takes the other colour.
        let mut colours = [CellSet::single(start), CellSet::EMPTY];
        let mut frontier = colours[0];
        let mut side = 1;
        loop {
            let mut next = CellSet::EMPTY;
            for cell in frontier {
                next |= partners(all, links, cell);
            }
            next = next - colours[0] - colours[1];
            if next.is_empty() {
                break;
            }
            colours[side] |= next;
            frontier = next;
            side ^= 1;
        }
        let cluster = colours[0] | colours[1];
        rest = rest - cluster;
        if cluster.len() < 3 {
            continue;
        }
        if let Some(step) = wrap(digit, colours).or_else(|| trap(all, digit, colours)) {
            return Some(step);
        }
    }
    None
}

/// The opening of every colouring explanation.
fn coloured(digit: Digit, colours: [CellSet; 2]) -> String {
    format!(
        "colouring the conjugate pairs of {digit} gives one colour to {} and the other to {}",
        wording::cells(colours[0]),
        wording::cells(colours[1])
    )
}

/// Two cells of one colour seeing each other: that colour is false.
fn wrap(digit: Digit, colours: [CellSet; 2]) -> Option<Step> {
    for colour in colours {
        for cell in colour {
            let Some(clash) = (CellSet::peers(cell) & colour).first() else {
                continue;
            };
            let cluster = colours[0] | colours[1];
            let step = Step::new(Technique::SimpleColouring, String::new())
                .with_cells(colours[0])
                .with_cells(colours[1])
                .with_digits([digit])
                .with_length(cluster.len() - 1)
                .eliminate(wording::eliminations(colour, digit));
            let step = step.describe_with(move |step: &Step| {
                format!(
                    "Simple colouring (colour wrap): {}; {} and {} share a colour and see each other, \
                     so that colour is false, and {}",
                    coloured(digit, colours),
                    cell.min(clash),
                    cell.max(clash),
                    wording::removals(&step.eliminations)
                )
            });
            return Some(step);
        }
    }
    None
}

/// Cells outside the cluster seeing both colours lose the digit.
fn trap(all: CellSet, digit: Digit, colours: [CellSet; 2]) -> Option<Step> {
    let cluster = colours[0] | colours[1];
    let targets = (all & seen_by(colours[0]) & seen_by(colours[1])) - cluster;
    if targets.is_empty() {
        return None;
    }
    let step = Step::new(Technique::SimpleColouring, String::new())
        .with_cells(colours[0])
        .with_cells(colours[1])
        .with_digits([digit])
        .with_length(cluster.len() - 1)
        .eliminate(wording::eliminations(targets, digit));
    let step = step.describe_with(move |step: &Step| {
        format!(
            "Simple colouring (colour trap): {}; one colour holds {digit}, so {} (each sees both colours)",
            coloured(digit, colours),
            wording::removals(&step.eliminations)
        )
    });
    Some(step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::finders::testing::{assert_spent, removed, state};

    /// simple-colouring (puzzle 761, 28 techniques: 1.3..4...45.9...7.....2...18...1.36793.6....5...2.....6......9..9..5.7....4...1..)
    const SIMPLE_COLOURING: &str = "\
1.........2.........3............7.......6......4.........5...........8.........9\
...4.........5.........6.8.........9..3....8.1.........2...6.........7...23......\
......7.......6.8.........9..3....8..2...........5.......4.6.....34.....1........\
.......8....4......2...........5....1................9..3...........6.........7..\
........9..3......1.....7.......6......4..7........78..2.4...8.12.4.........5....\
....5....1....6...1....67...2.........34..78...3...78.........91..4........4...8.\
.....6...1.....78.....5....1..4.......3...78..23...78..2.4...8.........9.234...8.\
.23..............91......8.1..4.........5.....2...6.........7...234........4.6.8.\
.23............78....4.......3....8.........9.2...678.1............5.....2...6.8.";

    #[test]
    fn colour_trap_example() {
        let c = state(SIMPLE_COLOURING);
        // Conjugate pairs of 8: row 2 (r2c3, r2c5), row 3 (r3c2, r3c4), row
        // 8 (r8c3, r8c9), column 3 (r2c3, r8c3), column 4 (r3c4, r9c4), box
        // 1 (r2c3, r3c2), box 2 (r2c5, r3c4); they join one cluster with
        // colours {r2c3, r3c4, r8c9} and {r2c5, r3c2, r8c3, r9c4} (no clash).
        // r9c9 sees r8c9 (column 9) and r9c4 (row 9), so it loses 8.
        let s = simple_colouring(&c).unwrap();
        assert_eq!(s.technique, Technique::SimpleColouring);
        assert_eq!(removed(&s), "r9c9-8");
        assert_eq!(
            s.text(),
            "Simple colouring (colour trap): colouring the conjugate pairs of 8 gives one colour \
             to r2c3, r3c4 and r8c9 and the other to r2c5, r3c2, r8c3 and r9c4; one colour holds \
             8, so 8 is removed from r9c9 (each sees both colours)"
        );
        assert_spent(simple_colouring, &c, &s);
    }
}
