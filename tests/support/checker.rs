//! The independent checker: a plain backtracking solution counter, written for the tests and
//! sharing no code with the engine, so that a bug in the engine cannot hide itself.
//!
//! [`verify`] reads lines as `shudu` writes them (a puzzle, optionally its solution after a
//! space, tab, `,` or `;`, further fields ignored; blank lines, `#` comments and a CSV header
//! skipped) and checks that every puzzle's givens do not clash, that it has exactly one
//! solution, and that a stated solution is that solution; with [`Lines::Grids`] every line is a
//! complete grid that must be valid.

/// A grid as 81 numbers, 0 for an empty cell.
pub type Cells = [u8; 81];

/// What the lines given to [`verify`] hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lines {
    /// Puzzles, each with exactly one solution, optionally followed by it.
    Puzzles,
    /// Complete grids.
    Grids,
}

/// The 27 units (nine rows, nine columns, nine boxes) as cell indices.
fn units() -> Vec<[usize; 9]> {
    let mut all = Vec::with_capacity(27);
    for r in 0..9 {
        all.push(std::array::from_fn(|c| r * 9 + c));
    }
    for c in 0..9 {
        all.push(std::array::from_fn(|r| r * 9 + c));
    }
    for b in 0..9 {
        let (top, left) = (b / 3 * 3, b % 3 * 3);
        all.push(std::array::from_fn(|i| (top + i / 3) * 9 + left + i % 3));
    }
    all
}

/// Reads 81 cells (`1`-`9` a digit; `.`, `0` or `_` empty), or `None`.
pub fn parse_cells(text: &str) -> Option<Cells> {
    let bytes = text.as_bytes();
    if bytes.len() != 81 {
        return None;
    }
    let mut cells = [0u8; 81];
    for (cell, &b) in cells.iter_mut().zip(bytes) {
        *cell = match b {
            b'1'..=b'9' => b - b'0',
            b'.' | b'0' | b'_' => 0,
            _ => return None,
        };
    }
    Some(cells)
}

/// Whether `cells` is a complete grid with every digit once in every unit.
pub fn valid_full(cells: &Cells) -> bool {
    units().iter().all(|unit| {
        let mut seen = 0u16;
        for &i in unit {
            let d = cells[i];
            if d == 0 || seen & (1 << d) != 0 {
                return false;
            }
            seen |= 1 << d;
        }
        true
    })
}

/// Counts the solutions of `cells`, stopping at `limit`; also returns the first one found.
/// Clashing givens count as no solution.
pub fn count_solutions(cells: &Cells, limit: usize) -> (usize, Option<Cells>) {
    let mut used = [[0u16; 9]; 3]; // digits used per row, column and box
    let place = |i: usize| (i / 9, i % 9, i / 27 * 3 + i % 9 / 3);
    for (i, &d) in cells.iter().enumerate() {
        if d != 0 {
            let (r, c, b) = place(i);
            let bit = 1 << d;
            if (used[0][r] | used[1][c] | used[2][b]) & bit != 0 {
                return (0, None);
            }
            used[0][r] |= bit;
            used[1][c] |= bit;
            used[2][b] |= bit;
        }
    }
    let mut search = Search {
        grid: *cells,
        used,
        found: 0,
        first: None,
        limit: limit.max(1),
    };
    search.run();
    (search.found, search.first)
}

struct Search {
    grid: Cells,
    used: [[u16; 9]; 3],
    found: usize,
    first: Option<Cells>,
    limit: usize,
}

impl Search {
    /// Fills the empty cell with the fewest candidates, each way in turn; true to stop.
    fn run(&mut self) -> bool {
        let mut best: Option<(usize, u16)> = None;
        for i in 0..81 {
            if self.grid[i] != 0 {
                continue;
            }
            let (r, c, b) = (i / 9, i % 9, i / 27 * 3 + i % 9 / 3);
            let free = 0x3fe & !(self.used[0][r] | self.used[1][c] | self.used[2][b]);
            let fewer = match best {
                Some((_, m)) => free.count_ones() < m.count_ones(),
                None => true,
            };
            if fewer {
                best = Some((i, free));
                if free.count_ones() <= 1 {
                    break;
                }
            }
        }
        let Some((i, free)) = best else {
            self.found += 1;
            if self.first.is_none() {
                self.first = Some(self.grid);
            }
            return self.found >= self.limit;
        };
        let (r, c, b) = (i / 9, i % 9, i / 27 * 3 + i % 9 / 3);
        for d in 1..=9u8 {
            let bit = 1u16 << d;
            if free & bit == 0 {
                continue;
            }
            self.grid[i] = d;
            self.used[0][r] |= bit;
            self.used[1][c] |= bit;
            self.used[2][b] |= bit;
            let stop = self.run();
            self.used[0][r] &= !bit;
            self.used[1][c] &= !bit;
            self.used[2][b] &= !bit;
            self.grid[i] = 0;
            if stop {
                return true;
            }
        }
        false
    }
}

/// What [`verify`] found: how many lines passed, and why each other one failed.
#[derive(Debug, Default)]
pub struct Verdict {
    /// Lines that passed.
    pub passed: usize,
    /// `line N: what: the first field` for each line that failed.
    pub failures: Vec<String>,
}

impl Verdict {
    /// `N passed, N failed`.
    pub fn summary(&self) -> String {
        format!("{} passed, {} failed", self.passed, self.failures.len())
    }

    /// Whether at least one line was checked and none failed.
    pub fn ok(&self) -> bool {
        self.passed > 0 && self.failures.is_empty()
    }
}

/// The fields of a line: split at the first of `,` `;` tab space that it holds.
fn fields(line: &str) -> Vec<&str> {
    for sep in [',', ';', '\t', ' '] {
        if line.contains(sep) {
            return line
                .split(sep)
                .map(|f| f.trim().trim_matches('"'))
                .filter(|f| !f.is_empty())
                .collect();
        }
    }
    vec![line]
}

/// Checks every line of `text` (see the module documentation).
pub fn verify(text: &str, lines: Lines) -> Verdict {
    let mut verdict = Verdict::default();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields = fields(line);
        let Some(puzzle) = parse_cells(fields[0]) else {
            if n == 0 {
                continue; // a CSV header
            }
            verdict
                .failures
                .push(format!("line {}: not 81 cells: {}", n + 1, fields[0]));
            continue;
        };
        let problem = match lines {
            Lines::Grids => (!valid_full(&puzzle)).then_some("not a valid complete grid"),
            Lines::Puzzles => {
                let stated = fields.get(1).and_then(|f| parse_cells(f));
                match count_solutions(&puzzle, 2) {
                    (0, _) => Some("no solution (or clashing givens)"),
                    (1, Some(solution)) => match stated {
                        Some(s) if !valid_full(&s) => Some("stated solution is not a valid grid"),
                        Some(s) if s != solution => Some("stated solution is not the solution"),
                        _ => None,
                    },
                    _ => Some("more than one solution"),
                }
            }
        };
        match problem {
            Some(why) => verdict
                .failures
                .push(format!("line {}: {why}: {}", n + 1, fields[0])),
            None => verdict.passed += 1,
        }
    }
    verdict
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const SOLUTION: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn the_checker_tells_good_from_bad() {
        let good = format!("{PUZZLE} {SOLUTION}\n");
        assert_eq!(
            verify(&good, Lines::Puzzles).summary(),
            "1 passed, 0 failed"
        );
        assert!(verify(SOLUTION, Lines::Grids).ok());

        let mut wrong = SOLUTION.to_string().into_bytes();
        wrong.swap(0, 1);
        let wrong = String::from_utf8(wrong).unwrap();
        assert!(!verify(&format!("{PUZZLE} {wrong}"), Lines::Puzzles).ok());
        assert!(!verify(&wrong, Lines::Grids).ok());
        let empty = ".".repeat(81);
        assert_eq!(count_solutions(&parse_cells(&empty).unwrap(), 5).0, 5);
        let clash = format!("55{}", &PUZZLE[2..]);
        assert_eq!(count_solutions(&parse_cells(&clash).unwrap(), 2).0, 0);
        assert!(!verify("", Lines::Puzzles).ok());
    }
}
