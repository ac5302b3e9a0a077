export {
  generate, solve, count, check, rate, explain, hint, canonical,
  PuzzleInput, Level, GenerateOptions, Puzzle, Check, Rating, CellDigit, Step, Hint, Canonical,
} from "./shudu_wasm.js";
