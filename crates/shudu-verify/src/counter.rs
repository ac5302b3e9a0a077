//! A plain backtracking solution counter of its own: bit masks per row,
//! column and box, the empty cell with the fewest candidates first.
//! [`count_solutions_within`] bounds its work by a number of search nodes,
//! for callers (the fuzz targets) that must answer every input quickly.

/// The box (0..9) of a cell index.
fn box_of(i: usize) -> usize {
    (i / 27) * 3 + (i % 9) / 3
}

/// A grid being filled: the values and, per unit, the digits used (bit d-1).
struct Board {
    cells: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

const ALL: u16 = 0x1ff;

impl Board {
    /// The board of `cells` (0 empty, 1-9 digits), or `None` when two
    /// givens clash in a unit.
    fn new(cells: &[u8; 81]) -> Option<Board> {
        let mut b = Board {
            cells: *cells,
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
        };
        for (i, &v) in cells.iter().enumerate() {
            if v == 0 {
                continue;
            }
            let bit = 1 << (v - 1);
            let (r, c, x) = (i / 9, i % 9, box_of(i));
            if (b.rows[r] | b.cols[c] | b.boxes[x]) & bit != 0 {
                return None;
            }
            b.rows[r] |= bit;
            b.cols[c] |= bit;
            b.boxes[x] |= bit;
        }
        Some(b)
    }

    fn free(&self, i: usize) -> u16 {
        ALL & !(self.rows[i / 9] | self.cols[i % 9] | self.boxes[box_of(i)])
    }

    fn toggle(&mut self, i: usize, bit: u16) {
        self.rows[i / 9] ^= bit;
        self.cols[i % 9] ^= bit;
        self.boxes[box_of(i)] ^= bit;
    }

    /// Counts solutions up to `limit`, keeping the first in `first`; each
    /// call spends one of `nodes` and returns `false` once they are spent
    /// (the count is then incomplete).
    fn count(
        &mut self,
        limit: usize,
        found: &mut usize,
        first: &mut Option<[u8; 81]>,
        nodes: &mut u64,
    ) -> bool {
        if *nodes == 0 {
            return false;
        }
        *nodes -= 1;
        // The empty cell with the fewest candidates.
        let mut best = None;
        let mut best_free = 0u16;
        let mut best_n = 10;
        for i in 0..81 {
            if self.cells[i] != 0 {
                continue;
            }
            let free = self.free(i);
            let n = free.count_ones();
            if n < best_n {
                best = Some(i);
                best_free = free;
                best_n = n;
                if n <= 1 {
                    break;
                }
            }
        }
        let Some(i) = best else {
            *found += 1;
            if first.is_none() {
                *first = Some(self.cells);
            }
            return true;
        };
        let mut free = best_free;
        while free != 0 && *found < limit {
            let bit = free & free.wrapping_neg();
            free &= free - 1;
            self.cells[i] = bit.trailing_zeros() as u8 + 1;
            self.toggle(i, bit);
            let settled = self.count(limit, found, first, nodes);
            self.toggle(i, bit);
            self.cells[i] = 0;
            if !settled {
                return false;
            }
        }
        true
    }
}

/// The number of solutions of `cells` (0 empty, 1-9 digits), counting no
/// further than `limit`, and the first solution found.
pub fn count_solutions(cells: &[u8; 81], limit: usize) -> (usize, Option<[u8; 81]>) {
    count_solutions_within(cells, limit, u64::MAX).expect("u64::MAX nodes are never spent")
}

/// [`count_solutions`] within at most `nodes` search nodes (cells tried):
/// `None` when they were spent before the count was settled.
pub fn count_solutions_within(
    cells: &[u8; 81],
    limit: usize,
    nodes: u64,
) -> Option<(usize, Option<[u8; 81]>)> {
    let Some(mut board) = Board::new(cells) else {
        return Some((0, None));
    };
    let mut found = 0;
    let mut first = None;
    let mut nodes = nodes;
    if limit > 0 && !board.count(limit, &mut found, &mut first, &mut nodes) {
        return None;
    }
    Some((found, first))
}

/// Whether `cells` is a complete grid obeying the rules.
pub fn is_solved_grid(cells: &[u8; 81]) -> bool {
    cells.iter().all(|&v| (1..=9).contains(&v)) && Board::new(cells).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(s: &str) -> [u8; 81] {
        let mut g = [0u8; 81];
        for (v, ch) in g.iter_mut().zip(s.bytes()) {
            *v = if ch.is_ascii_digit() { ch - b'0' } else { 0 };
        }
        g
    }

    #[test]
    fn counts_against_known_puzzles() {
        let p = grid(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        let s = grid(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        );
        assert_eq!(count_solutions(&p, 2), (1, Some(s)));
        assert!(is_solved_grid(&s));
        assert!(!is_solved_grid(&p));
        // Two givens fewer: several solutions.
        let mut q = p;
        q[0] = 0;
        q[1] = 0;
        q[4] = 0;
        assert_eq!(count_solutions(&q, 2).0, 2);
        // A clash: none.
        let mut c = p;
        c[2] = 5;
        assert_eq!(count_solutions(&c, 2).0, 0);
        // The empty grid: as many as asked.
        assert_eq!(count_solutions(&[0; 81], 5).0, 5);
    }

    #[test]
    fn a_node_budget_bounds_the_search() {
        let p = grid(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        // 51 empty cells: no count is settled in fewer than 52 nodes.
        assert_eq!(count_solutions_within(&p, 2, 10), None);
        assert_eq!(
            count_solutions_within(&p, 2, 1_000_000),
            Some(count_solutions(&p, 2))
        );
        // Five givens: a solution lies 76 cells deep, so 40 nodes settle
        // nothing; a clash needs no search at all.
        let mut sparse = [0u8; 81];
        sparse[0] = 1;
        sparse[40] = 1;
        sparse[80] = 1;
        sparse[12] = 2;
        sparse[56] = 2;
        assert_eq!(count_solutions_within(&sparse, 2, 40), None);
        assert_eq!(
            count_solutions_within(&sparse, 2, 1_000_000).map(|c| c.0),
            Some(2)
        );
        let mut clash = [0u8; 81];
        clash[0] = 1;
        clash[1] = 1;
        assert_eq!(count_solutions_within(&clash, 2, 0), Some((0, None)));
    }
}
