export {
  generate, solve, count, check, rate, rateSe, explain, hint, canonical,
  PuzzleInput, Level, GenerateOptions, Puzzle, Check, Rating, SeRating, CellDigit, Step, Hint, Canonical,
} from "./shudu_wasm.js";
