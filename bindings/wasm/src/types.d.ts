/** A puzzle: a string of 81 cells ("1"-"9", and ".", "0" or "_" empty) or nine lines of
 * nine, an array (or typed array) of 81 numbers 0-9 (0 or null empty), or nine arrays of nine. */
export type PuzzleInput = string | ReadonlyArray<number | null> | ArrayLike<number> | ReadonlyArray<ReadonlyArray<number | null>>;

export type Level = "easy" | "medium" | "hard" | "expert" | "master" | "extreme";

export interface GenerateOptions {
  /** How many puzzles (default 1). */
  count?: number;
  /** Puzzles of this level, by the SE-style rating. */
  level?: Level;
  /** Puzzles whose SE-style rating lies in this band: "3.0..4.0", "9.0..", "..2.0", "5.6". */
  rating?: string;
  /** Exactly this many givens (17-81); without it (and without a level) puzzles are minimal. */
  givens?: number;
  /** Minimal puzzles (with givens: at most that many). */
  minimal?: boolean;
  /** "none", "rot180", "rot90", "mirror-h", "mirror-v", "diagonal", "anti-diagonal",
   * "both-mirrors", "both-diagonals", "dihedral". */
  symmetry?: string;
  /** Reproducible output: puzzle i depends only on the seed and i (an integer up to 2^53). */
  seed?: number;
  /** Index of the first puzzle (default 0). */
  start?: number;
  /** Effort bound per puzzle before giving up (grids to dig, or ratings for a level). */
  attempts?: number;
}

/** A generated puzzle: the record of `shudu generate --format json --solution`. */
export interface Puzzle {
  puzzle: string;
  solution: string;
  givens: number;
  /** With level or rating: the SE-style rating, one decimal, as text. */
  se?: string;
  level?: Level;
  seed: number;
  index: number;
}

/** The record of `shudu check --format json`. */
export interface Check {
  puzzle: string;
  solution?: string;
  givens: number;
  status: "invalid" | "no solution" | "unique" | "multiple";
  detail?: string;
}

/** Every rating of a puzzle: the record of `shudu rate --format json`. */
export interface Rating {
  puzzle: string;
  se: number;
  level: Level;
  hodoku_score: number;
  hodoku_level: string;
  qqwing: string;
  holes: number;
  dependency_formula: number;
  dependency_level: number;
  hardest: string | null;
  hardest_name: string | null;
  hardest_direct: boolean;
  steps: number;
  trial_depth: number;
  techniques: Record<string, number>;
}

/** The Sudoku Explainer rating alone: the record of `shudu rate --se-only --format json`. */
export interface SeRating {
  puzzle: string;
  se: number;
  level: Level;
  hardest: string | null;
  hardest_name: string | null;
  hardest_direct: boolean;
  steps: number;
  trial_depth: number;
}

/** A digit in a cell. */
export interface CellDigit {
  cell: string;
  digit: number;
}

/** One step of `shudu explain --format json`. */
export interface Step {
  technique: string;
  name: string;
  se: number;
  direct: boolean;
  placements: CellDigit[];
  eliminations: CellDigit[];
  text: string;
}

/** The record of `shudu hint --format json`. */
export interface Hint {
  mistakes: string[];
  solved: boolean;
  level: 1 | 2 | 3;
  hint: string;
  technique?: string;
  name?: string;
  se?: number;
  units?: string[];
  cells?: string[];
  digits?: number[];
  text?: string;
  placements?: CellDigit[];
  eliminations?: CellDigit[];
}

/** A puzzle's canonical form: the record of `shudu canon --id --with-transform --format json`. */
export interface Canonical {
  puzzle: string;
  /** The minlex form: the smallest of the puzzles equivalent to this one (0 for empty cells
   * when compared; written with "."). Equivalent puzzles have the same form. */
  form: string;
  /** The puzzle ID: 13 characters of Crockford base 32, the same for every equivalent puzzle. */
  id: string;
  /** How many of the 3,359,232 layouts map the puzzle to a relabelling of itself. */
  automorphisms: number;
  /** The map to the form, "T:ROWS:COLUMNS:DIGITS" (see `shudu canon --help`). */
  transformation: string;
}

/** Puzzles with exactly one solution; throws an Error named TargetNotReachedError when a
 * target cannot be reached. */
export function generate(options?: GenerateOptions): Puzzle[];
/** The only solution (81 digits); throws InvalidPuzzleError, NoSolutionError,
 * MultipleSolutionsError or PuzzleFormatError (the Error's name). */
export function solve(puzzle: PuzzleInput): string;
/** The number of solutions, counting no further than limit (default 2). */
export function count(puzzle: PuzzleInput, limit?: number): number;
export function check(puzzle: PuzzleInput): Check;
export function rate(puzzle: PuzzleInput): Rating;
/** The SE number, level and hardest step alone, without the solve in HoDoKu's order. */
export function rateSe(puzzle: PuzzleInput): SeRating;
export function explain(puzzle: PuzzleInput): Step[];
/** The next step for a grid in progress (81 cells or 729 pencil marks) at level 1-3. */
export function hint(puzzle: PuzzleInput | null, state: PuzzleInput, level?: number): Hint;
/** The canonical (minlex) form of a puzzle, with its ID; throws InvalidPuzzleError or
 * PuzzleFormatError. */
export function canonical(puzzle: PuzzleInput): Canonical;
