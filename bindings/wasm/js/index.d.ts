export {
  generate, solve, count, check, rate, explain, hint,
  PuzzleInput, Level, GenerateOptions, Puzzle, Check, Rating, CellDigit, Step, Hint,
} from "./shudu_wasm.js";
