//! An independent solution counter: plain backtracking on 81 characters, sharing nothing with
//! the engine.

#![allow(dead_code)]

/// The number of solutions of `puzzle` (81 characters, `.` or `0` empty), counting at most to
/// `limit`; `None` if the text is not 81 cells or the givens clash.
pub fn count_solutions(puzzle: &str, limit: usize) -> Option<usize> {
    let mut cells = [0u8; 81];
    if puzzle.len() != 81 {
        return None;
    }
    for (c, b) in cells.iter_mut().zip(puzzle.bytes()) {
        *c = match b {
            b'1'..=b'9' => b - b'0',
            b'.' | b'0' => 0,
            _ => return None,
        };
    }
    for i in 0..81 {
        let d = cells[i];
        if d != 0 {
            cells[i] = 0;
            if !allowed(&cells, i, d) {
                return None;
            }
            cells[i] = d;
        }
    }
    let mut count = 0;
    search(&mut cells, limit, &mut count);
    Some(count)
}

/// Whether the filled `solution` completes `puzzle` (same givens) and is a valid grid.
pub fn solves(puzzle: &str, solution: &str) -> bool {
    count_solutions(solution, 2) == Some(1)
        && !solution.contains('.')
        && puzzle
            .bytes()
            .zip(solution.bytes())
            .all(|(p, s)| p == b'.' || p == b'0' || p == s)
}

fn allowed(cells: &[u8; 81], i: usize, d: u8) -> bool {
    let (r, c) = (i / 9, i % 9);
    let (br, bc) = (r / 3 * 3, c / 3 * 3);
    (0..9).all(|k| {
        cells[r * 9 + k] != d
            && cells[k * 9 + c] != d
            && cells[(br + k / 3) * 9 + bc + k % 3] != d
    })
}

fn search(cells: &mut [u8; 81], limit: usize, count: &mut usize) {
    // The empty cell with the fewest candidates.
    let mut best: Option<(usize, Vec<u8>)> = None;
    for i in 0..81 {
        if cells[i] == 0 {
            let options: Vec<u8> = (1..=9).filter(|&d| allowed(cells, i, d)).collect();
            if best.as_ref().is_none_or(|(_, o)| options.len() < o.len()) {
                let empty = options.is_empty();
                best = Some((i, options));
                if empty {
                    break;
                }
            }
        }
    }
    let Some((i, options)) = best else {
        *count += 1;
        return;
    };
    for d in options {
        cells[i] = d;
        search(cells, limit, count);
        cells[i] = 0;
        if *count >= limit {
            return;
        }
    }
}
