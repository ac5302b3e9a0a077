//! ALS-XZ: two almost locked sets joined by a restricted common candidate.
//!
//! An almost locked set (ALS) is a group of N empty cells inside one unit
//! holding N + 1 digits between them; a single bivalue cell is the smallest.
//! Take two ALSs A and B that share no cell. A digit X of both is a
//! *restricted common* when every X-cell of A sees every X-cell of B: then X
//! is in at most one of them, so the other is reduced to a locked set. For
//! another common digit Z, Z must then be in A or in B, and any cell outside
//! them that sees every Z-cell of both loses Z.
//!
//! With two restricted commons X1 and X2 (doubly linked), each ALS is locked
//! on its other digits (each must miss X1 or X2), and each of X1, X2 is in
//! exactly one of them; so a non-restricted digit of either ALS goes from
//! the cells seeing all its cells in that ALS, and X1 and X2 go from the cells
//! seeing all their cells in both.
//!
//! ALSs of up to [`MAX_ALS_CELLS`] cells are used; the pair with the fewest
//! cells in all is reported.

use super::wording::removals;
use crate::logic::{Candidate, Candidates, Step, Technique};
use crate::{Cell, CellSet, Digit, DigitSet, Unit};

/// Largest ALS considered, in cells.
pub(crate) const MAX_ALS_CELLS: usize = 5;

/// One almost locked set with what the pair test needs precomputed.
struct Als {
    cells: CellSet,
    digits: DigitSet,
    unit: Unit,
    /// For each digit, the ALS cells holding it.
    holding: [CellSet; 9],
    /// For each digit, the cells (outside the ALS) that see every ALS cell
    /// holding it.
    seeing: [CellSet; 9],
}

/// Every ALS of one to `max` cells, smallest first, each cell set once.
fn all_sets(c: &Candidates, max: usize) -> Vec<Als> {
    let mut out: Vec<Als> = Vec::new();
    let mut seen: std::collections::HashSet<u128> = std::collections::HashSet::new();
    let empty = c.empty_cells();
    for unit in Unit::all() {
        let cells: Vec<Cell> = (empty & CellSet::unit(unit)).iter().collect();
        let n = cells.len();
        // Grow subsets in index order, pruning once digits exceed size + 1
        // would be impossible to recover (digits only grow).
        let mut stack: Vec<(usize, CellSet, DigitSet, usize)> =
            vec![(0, CellSet::EMPTY, DigitSet::EMPTY, 0)];
        while let Some((next, set, digits, size)) = stack.pop() {
            if size > 0 && digits.len() == size + 1 && seen.insert(set.bits()) {
                out.push(make(c, set, digits, unit));
            }
            if size == max {
                continue;
            }
            for i in next..n {
                let d = digits | c.candidates(cells[i]);
                // A set of k cells may hold at most max + 1 digits in the end.
                if d.len() > max + 1 {
                    continue;
                }
                let mut s = set;
                s.insert(cells[i]);
                stack.push((i + 1, s, d, size + 1));
            }
        }
    }
    out.sort_by_key(|a| a.cells.len());
    out
}

fn make(c: &Candidates, cells: CellSet, digits: DigitSet, unit: Unit) -> Als {
    let mut holding = [CellSet::EMPTY; 9];
    let mut seeing = [CellSet::EMPTY; 9];
    for d in digits {
        let h = cells & c.cells_with(d);
        holding[d.index()] = h;
        seeing[d.index()] = h.common_peers();
    }
    Als {
        cells,
        digits,
        unit,
        holding,
        seeing,
    }
}

/// ALS-XZ, singly or doubly linked.
pub(crate) fn als_xz(c: &Candidates) -> Option<Step> {
    let sets = all_sets(c, MAX_ALS_CELLS);
    let mut best: Option<(usize, usize, usize, DigitSet, Vec<Candidate>)> = None;
    for i in 0..sets.len() {
        let a = &sets[i];
        for (j, b) in sets.iter().enumerate().skip(i + 1) {
            let size = a.cells.len() + b.cells.len();
            if best.as_ref().is_some_and(|x| size >= x.0) {
                break;
            }
            if a.cells.intersects(b.cells) {
                continue;
            }
            let common = a.digits & b.digits;
            if common.len() < 2 {
                continue;
            }
            let mut restricted = DigitSet::EMPTY;
            for x in common {
                if b.holding[x.index()].is_subset(a.seeing[x.index()]) {
                    restricted.insert(x);
                }
            }
            if restricted.is_empty() {
                continue;
            }
            let elim = eliminations(c, a, b, common, restricted);
            if !elim.is_empty() {
                best = Some((size, i, j, restricted, elim));
            }
        }
    }
    let (_, i, j, restricted, elim) = best?;
    let (a, b) = (&sets[i], &sets[j]);
    let link = if restricted.len() >= 2 {
        let r: Vec<Digit> = restricted.iter().collect();
        format!(
            "are doubly linked by the restricted commons {} and {}",
            r[0], r[1]
        )
    } else {
        format!("share the restricted common {restricted}")
    };
    let text = format!(
        "ALS-XZ: {} ({} in {}) and {} ({} in {}) {link}, so {}",
        a.cells,
        a.digits,
        a.unit,
        b.cells,
        b.digits,
        b.unit,
        removals(&elim)
    );
    Some(
        Step::new(Technique::AlsXz, text)
            .with_cells(a.cells.iter().chain(b.cells.iter()))
            .with_units([a.unit, b.unit])
            .with_digits((a.digits | b.digits).iter())
            .eliminate(elim),
    )
}

fn eliminations(
    c: &Candidates,
    a: &Als,
    b: &Als,
    common: DigitSet,
    restricted: DigitSet,
) -> Vec<Candidate> {
    let mut out = Vec::new();
    let mut push = |cells: CellSet, d: Digit| {
        for t in cells & c.cells_with(d) {
            let cand = Candidate::new(t, d);
            if !out.contains(&cand) {
                out.push(cand);
            }
        }
    };
    if restricted.len() == 1 {
        for z in common - restricted {
            push(a.seeing[z.index()] & b.seeing[z.index()], z);
        }
    } else {
        // Doubly linked: use the first two restricted commons.
        let mut r = restricted.iter();
        let (x1, x2) = (r.next(), r.next());
        let pair: DigitSet = [x1, x2].into_iter().flatten().collect();
        for x in pair {
            push(a.seeing[x.index()] & b.seeing[x.index()], x);
        }
        for z in a.digits - pair {
            push(a.seeing[z.index()], z);
        }
        for z in b.digits - pair {
            push(b.seeing[z.index()], z);
        }
    }
    out.sort();
    out
}
