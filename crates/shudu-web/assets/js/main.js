// The page's controller: starts games (new, daily, custom, shared), reads the keyboard, mouse
// and touch, and keeps the board, the clock, the hints and the saved progress in step.

import * as api from "./api.js";
import { Board } from "./board.js";
import { Game } from "./game.js";
import { col, parseLine, row, toLine } from "./grid.js";
import { drawHint, hintText } from "./hint.js";
import { loadGame, loadSettings, saveGame, saveSettings } from "./store.js";
import { Timer, formatTime } from "./timer.js";

const $ = (sel) => document.querySelector(sel);
const settings = loadSettings();

let game = null;
let selection = [];
let mode = "digit";
let wrong = null; // cells flagged by Check, until the next change
let hint = { stage: 0, answer: null };
let paused = false;
let finished = false;

const board = new Board($("#board"), pointer);
const timer = new Timer((ms) => {
  $("#timer").textContent = formatTime(ms);
});

// ---------- starting games ----------

function levelName(info) {
  const l = info.level || "";
  return l.charAt(0).toUpperCase() + l.slice(1);
}

function showInfo() {
  const info = game.info;
  const parts = [`${levelName(info)} · SE ${Number(info.se).toFixed(1)}`];
  if (info.date) parts.unshift(`Daily ${info.date}`);
  if (info.techniques && info.techniques.length) parts.push(`needs: ${info.techniques.join(", ")}`);
  parts.push(`${info.givens} givens`);
  $("#info").textContent = parts.join(" · ");
}

function start(newGame, { resumed = false } = {}) {
  game = newGame;
  selection = [firstEmpty()];
  wrong = null;
  finished = game.isSolved();
  resetHint();
  timer.reset(game.elapsed);
  setPaused(false);
  showInfo();
  if ([...$("#level").options].some((o) => o.value === game.info.level)) $("#level").value = game.info.level;
  setMode("digit");
  $("#status").textContent = resumed ? "Resumed where you left off." : "";
  render();
  if (!finished) timer.start();
  save();
  board.focus(selection[0]);
}

function firstEmpty() {
  const i = game.values.findIndex((v) => !v);
  return i < 0 ? 0 : i;
}

async function withStatus(what, work) {
  $("#status").textContent = what;
  try {
    await work();
  } catch (e) {
    $("#status").textContent = e.message;
  }
}

function newGame(level) {
  return withStatus(`Making a ${level} puzzle…`, async () => {
    const info = await api.newPuzzle(level);
    start(new Game(info));
  });
}

function dailyGame(level) {
  return withStatus(`Fetching the daily ${level} puzzle…`, async () => {
    const info = await api.daily(level);
    start(new Game(info));
  });
}

/** A puzzle from outside (typed in, or a shared link): checked for one solution, then rated. */
async function outsidePuzzle(text) {
  const checked = await api.check(text);
  if (checked.status !== "unique") {
    const why = checked.detail ? ` (${checked.detail})` : "";
    throw new Error(
      checked.status === "multiple"
        ? "this puzzle has more than one solution"
        : checked.status === "no solution"
          ? "this puzzle has no solution"
          : `this puzzle is not valid${why}`,
    );
  }
  const rated = await api.rate(checked.puzzle);
  return {
    puzzle: checked.puzzle,
    solution: checked.solution,
    level: rated.level,
    se: rated.se,
    givens: checked.givens,
    seed: null,
    id: null,
    hardest: rated.hardest_name,
    techniques: Object.keys(rated.techniques || {}).map((id) => id.replace(/-/g, " ")),
  };
}

// ---------- drawing and saving ----------

function render() {
  if (!game) return;
  const solved = game.isSolved();
  board.render(game, selection, { wrong, solved });
  for (const b of document.querySelectorAll("[data-digit]")) {
    const d = Number(b.dataset.digit);
    const placed = game.values.filter((v) => v === d).length;
    b.classList.toggle("done", placed >= 9);
    b.setAttribute("aria-label", `${d} (${9 - placed} left)`);
  }
  $("[data-action=auto]").setAttribute("aria-pressed", String(game.auto));
  $("[data-action=undo]").disabled = !game.undoStack.length;
  $("[data-action=redo]").disabled = !game.redoStack.length;
  if (solved && !finished) finish();
}

function save() {
  if (!game) return;
  game.elapsed = timer.elapsed;
  saveGame({ ...game.toJSON(), finished });
}

function finish() {
  finished = true;
  timer.stop();
  game.elapsed = timer.elapsed;
  resetHint();
  selection = [];
  board.render(game, selection, { solved: true });
  const info = game.info;
  const hints = game.hintsUsed === 1 ? "1 hint" : `${game.hintsUsed} hints`;
  $("#finished-text").textContent =
    `${levelName(info)} puzzle (SE ${Number(info.se).toFixed(1)}${info.hardest ? `, hardest step: ${info.hardest}` : ""}) ` +
    `solved in ${formatTime(game.elapsed)} with ${hints}.`;
  $("#status").textContent = `Solved in ${formatTime(game.elapsed)}.`;
  save();
  const dialog = $("#finished");
  if (!dialog.open) dialog.showModal();
}

/** After any change to the grid: hints and checks are stale. */
function changed(didChange) {
  if (!didChange) return;
  wrong = null;
  resetHint();
  render();
  save();
}

// ---------- the selection ----------

let dragging = false;

function pointer(kind, i, event) {
  if (!game || paused || i < 0) return;
  if (kind === "down") {
    dragging = true;
    if (event.ctrlKey || event.metaKey || event.shiftKey) {
      selection = selection.includes(i) ? selection.filter((j) => j !== i) : [...selection, i];
      if (!selection.length) selection = [i];
    } else {
      selection = [i];
    }
    if (event.pointerType !== "mouse") event.target.releasePointerCapture?.(event.pointerId);
  } else if (kind === "over" && dragging && !selection.includes(i)) {
    selection = [...selection, i];
  }
  render();
  board.focus(i);
}
document.addEventListener("pointerup", () => {
  dragging = false;
});

function move(dr, dc, extend) {
  const focus = selection.length ? selection[selection.length - 1] : 0;
  const r = (row(focus) + dr + 9) % 9;
  const c = (col(focus) + dc + 9) % 9;
  const i = r * 9 + c;
  selection = extend ? [...selection.filter((j) => j !== i), i] : [i];
  render();
  board.focus(i);
}

// ---------- actions ----------

function setMode(m) {
  mode = m;
  for (const b of document.querySelectorAll("[data-mode]")) b.setAttribute("aria-checked", String(b.dataset.mode === m));
}

function write(d, how = mode) {
  if (!game || paused || finished || !selection.length) return;
  if (how === "digit") changed(game.place(selection, d));
  else changed(game.mark(selection, d, how));
}

function erase() {
  if (!game || paused || finished) return;
  changed(game.erase(selection));
}

function undo() {
  if (game && !paused && !finished) changed(game.undo());
}

function redo() {
  if (game && !paused && !finished) changed(game.redo());
}

function toggleAuto() {
  if (game && !paused && !finished) changed(game.setAuto(!game.auto));
}

function check() {
  if (!game || paused || finished) return;
  wrong = new Set(game.wrongCells());
  render();
  $("#status").textContent = wrong.size
    ? `${wrong.size} digit${wrong.size > 1 ? "s differ" : " differs"} from the solution (marked).`
    : "Every digit so far is right.";
}

function resetHint() {
  hint = { stage: 0, answer: null };
  board.clearOverlay();
  $("[data-hint]").textContent = "";
}

async function askHint() {
  if (!game || paused || finished) return;
  const level = Math.min(hint.stage + 1, 3);
  try {
    const answer = await api.hint(game.info.puzzle, game.hintState(), level);
    if (hint.stage === 0) game.hintsUsed += 1;
    hint = { stage: level, answer };
    $("[data-hint]").textContent = hintText(answer);
    drawHint(board, answer);
    save();
  } catch (e) {
    $("[data-hint]").textContent = `No hint: ${e.message}`;
  }
}

function setPaused(on) {
  if (on && (finished || !game)) return;
  paused = on;
  $("#paused").hidden = !on;
  $(".board-wrap").classList.toggle("is-paused", on);
  const b = $("[data-action=pause]");
  b.textContent = on ? "Resume" : "Pause";
  b.setAttribute("aria-pressed", String(on));
  if (on) {
    timer.stop();
    save();
    $("[data-action=resume]").focus();
  } else if (game && !finished) {
    timer.start();
    board.focus(selection[selection.length - 1] ?? 0);
  }
}

function setTheme(theme) {
  settings.theme = theme;
  document.documentElement.dataset.theme = theme;
  $("[data-action=theme]").textContent = theme === "dark" ? "Light" : "Dark";
  saveSettings(settings);
}

function share() {
  if (!game) return;
  const url = `${location.origin}/?p=${game.info.puzzle}`;
  $("#share-url").value = url;
  $("#share-note").textContent = "Anyone opening this link plays the same puzzle.";
  navigator.clipboard?.writeText(url).then(
    () => {
      $("#share-note").textContent = "Copied to the clipboard. Anyone opening this link plays the same puzzle.";
    },
    () => {},
  );
  $("#share").showModal();
  $("#share-url").select();
}

// ---------- wiring ----------

const actions = {
  new: () => newGame($("#level").value),
  daily: () => dailyGame($("#level").value),
  custom: () => {
    $("#custom-error").textContent = "";
    $("#custom").showModal();
  },
  share,
  theme: () => setTheme(settings.theme === "dark" ? "light" : "dark"),
  pause: () => setPaused(!paused),
  resume: () => setPaused(false),
  erase,
  undo,
  redo,
  auto: toggleAuto,
  check,
  hint: askHint,
};

document.addEventListener("click", (e) => {
  const b = e.target.closest("button");
  if (!b) return;
  if (b.dataset.action && actions[b.dataset.action]) {
    if (b.closest("dialog") && b.dataset.action === "new") b.closest("dialog").close();
    actions[b.dataset.action]();
  } else if (b.dataset.digit) {
    write(Number(b.dataset.digit));
  } else if (b.dataset.mode) {
    setMode(b.dataset.mode);
  }
  if (!b.closest("dialog") && !b.closest(".paused-cover") && game && !paused && (b.dataset.digit || b.dataset.mode || ["erase", "undo", "redo", "auto", "check"].includes(b.dataset.action))) {
    board.focus(selection[selection.length - 1] ?? 0);
  }
});

$("#level").addEventListener("change", () => {
  settings.level = $("#level").value;
  saveSettings(settings);
});

$("#custom-form").addEventListener("submit", async (e) => {
  if (e.submitter && e.submitter.value !== "play") return;
  e.preventDefault();
  const text = $("#custom-text").value;
  $("#custom-error").textContent = "Checking…";
  try {
    const info = await outsidePuzzle(text);
    $("#custom").close();
    start(new Game(info));
    history.replaceState(null, "", `/?p=${info.puzzle}`);
  } catch (err) {
    $("#custom-error").textContent = err.message;
  }
});

const KEYS = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

document.addEventListener("keydown", (e) => {
  if (document.querySelector("dialog[open]")) return;
  const t = e.target;
  if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT")) return;
  if (e.key === "p" || e.key === "P") {
    setPaused(!paused);
    e.preventDefault();
    return;
  }
  if (paused || !game) return;
  const onBoard = !t || t === document.body || t.closest?.("[data-board]");
  const ctrl = e.ctrlKey || e.metaKey;
  const digit = /^Digit([1-9])$/.exec(e.code) || /^Numpad([1-9])$/.exec(e.code);
  if (digit || /^[1-9]$/.test(e.key)) {
    const d = digit ? Number(digit[1]) : Number(e.key);
    write(d, e.shiftKey ? "corner" : ctrl || e.altKey ? "centre" : mode);
    e.preventDefault();
  } else if (KEYS[e.key] && onBoard) {
    move(...KEYS[e.key], e.shiftKey);
    e.preventDefault();
  } else if (e.key === "Backspace" || e.key === "Delete") {
    erase();
    e.preventDefault();
  } else if (ctrl && (e.key === "z" || e.key === "Z")) {
    if (e.shiftKey) redo();
    else undo();
    e.preventDefault();
  } else if (ctrl && (e.key === "y" || e.key === "Y")) {
    redo();
    e.preventDefault();
  } else if (!ctrl && !e.altKey) {
    const k = e.key.toLowerCase();
    if (k === "d") setMode("digit");
    else if (k === "c") setMode("centre");
    else if (k === "v") setMode("corner");
    else if (k === "a") toggleAuto();
    else if (k === "h") askHint();
    else if (k === "escape") {
      selection = selection.slice(-1);
      render();
    }
  }
});

document.addEventListener("visibilitychange", () => {
  if (document.hidden && game && !finished && !paused) setPaused(true);
  save();
});
window.addEventListener("pagehide", save);
setInterval(() => {
  if (game && !paused && !finished) save();
}, 5000);

// ---------- on load ----------

async function boot() {
  const prefersDark = window.matchMedia?.("(prefers-color-scheme: dark)").matches;
  setTheme(settings.theme || (prefersDark ? "dark" : "light"));
  $("#level").value = settings.level || "medium";
  const params = new URLSearchParams(location.search);
  const saved = loadGame();
  const shared = params.get("p");
  const level = params.get("level");
  if (shared) {
    const cells = parseLine(shared);
    if (saved && saved.info && cells && saved.info.puzzle === toLine(cells)) {
      start(Game.fromJSON(saved), { resumed: true });
      return;
    }
    await withStatus("Checking the shared puzzle…", async () => {
      start(new Game(await outsidePuzzle(shared)));
    });
    return;
  }
  if (level) {
    $("#level").value = level;
    history.replaceState(null, "", "/");
    await newGame(level);
    return;
  }
  if (saved && saved.info && saved.info.puzzle) {
    start(Game.fromJSON(saved), { resumed: true });
    return;
  }
  await newGame($("#level").value);
}

boot();
