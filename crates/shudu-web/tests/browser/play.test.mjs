// Playing: a whole game by keyboard, pencil marks, undo/redo, hints with mistakes, reload, share.

import { test } from "node:test";
import assert from "node:assert/strict";
import { PUZZLE, api, boardLine, browser, cell, givensLine, marksOf, open, shot } from "./support.mjs";

test("a whole game played by keyboard ends solved, with the finished screen", async () => {
  const b = await browser();
  try {
    const { page } = b;
    await open(page, "/?level=easy");
    const puzzle = await givensLine(page);
    assert.equal(puzzle.replace(/\./g, "").length > 16, true);
    const { solution } = await api("/api/solve", { puzzle });
    await cell(page, "r1c1").click();
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        if (puzzle[r * 9 + c] === ".") await page.keyboard.press(solution[r * 9 + c]);
        await page.keyboard.press("ArrowRight");
      }
      await page.keyboard.press("ArrowDown");
    }
    await page.waitForSelector('[data-board][data-status="solved"]');
    assert.equal(await boardLine(page), solution);
    assert.ok(await page.locator("#finished[open]").isVisible());
    assert.match(await page.locator("#finished-text").textContent(), /solved in \d+:\d\d with 0 hints/);
    await shot(page, "solved.png");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("digits, centre and corner marks, multi-select, auto marks", async () => {
  const b = await browser();
  try {
    const { page } = b;
    await open(page, `/?p=${PUZZLE}`);
    assert.equal(await givensLine(page), PUZZLE);
    assert.equal(await cell(page, "r1c1").getAttribute("data-given"), "");
    // A given does not change.
    await cell(page, "r1c1").click();
    await page.keyboard.press("9");
    assert.equal(await cell(page, "r1c1").textContent(), "5");

    // Centre marks in two cells at once (Ctrl+click adds to the selection).
    await cell(page, "r1c3").click();
    await cell(page, "r1c4").click({ modifiers: ["Control"] });
    await page.keyboard.press("c");
    await page.keyboard.press("6");
    await page.keyboard.press("2");
    assert.equal(await marksOf(page, "r1c3"), "26");
    assert.equal(await marksOf(page, "r1c4"), "26");
    assert.equal(await cell(page, "r1c3").textContent(), "", "marks are not the cell's digit");
    // Corner marks with Shift + digit.
    await cell(page, "r2c2").click();
    await page.keyboard.press("Shift+4");
    await page.keyboard.press("Shift+7");
    assert.equal(await marksOf(page, "r2c2"), "47");
    // Back to digits: a digit hides the marks; erasing the digit shows them again.
    await page.keyboard.press("d");
    await cell(page, "r1c3").click();
    await page.keyboard.press("4");
    assert.equal(await cell(page, "r1c3").textContent(), "4");
    assert.equal(await marksOf(page, "r1c3"), "");
    await page.keyboard.press("Backspace");
    assert.equal(await marksOf(page, "r1c3"), "26");

    // Auto marks: every empty cell gets its candidates, kept up to date as digits go in.
    await page.locator('[data-action="auto"]').click();
    assert.equal(await marksOf(page, "r1c3"), "124");
    await cell(page, "r1c3").click();
    await page.keyboard.press("4");
    for (const peer of ["r1c4", "r1c6", "r2c3", "r3c1"]) {
      assert.ok(!(await marksOf(page, peer)).includes("4"), `${peer} still shows 4`);
    }
    // Conflicts are shown.
    await cell(page, "r1c4").click();
    await page.keyboard.press("5");
    assert.ok(await cell(page, "r1c4").evaluate((e) => e.classList.contains("conflict")));
    await shot(page, "marks.png");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("undo and redo every action", async () => {
  const b = await browser();
  try {
    const { page } = b;
    await open(page, `/?p=${PUZZLE}`);
    await cell(page, "r1c3").click();
    await page.keyboard.press("4");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("c");
    await page.keyboard.press("2");
    assert.equal(await marksOf(page, "r1c4"), "2");
    await page.keyboard.press("Control+z");
    assert.equal(await marksOf(page, "r1c4"), "");
    await page.keyboard.press("Control+z");
    assert.equal(await cell(page, "r1c3").textContent(), "");
    await page.keyboard.press("Control+y");
    assert.equal(await cell(page, "r1c3").textContent(), "4");
    await page.locator('[data-action="redo"]').click();
    assert.equal(await marksOf(page, "r1c4"), "2");
    await page.locator('[data-action="undo"]').click();
    await page.locator('[data-action="undo"]').click();
    assert.equal(await boardLine(page), PUZZLE);
    assert.ok(await page.locator('[data-action="undo"]').isDisabled());
  } finally {
    await b.close();
  }
});

test("hints: the mistake first, then three stages with the pattern drawn", async () => {
  const b = await browser();
  try {
    const { page } = b;
    await open(page, `/?p=${PUZZLE}`);
    await cell(page, "r1c3").click();
    await page.keyboard.press("1"); // r1c3 is 4
    await page.locator('[data-action="hint"]').click();
    await page.waitForFunction(() => document.querySelector("[data-hint]").textContent.includes("Mistake"));
    assert.match(await page.locator("[data-hint]").textContent(), /r1c3 holds 1, but its digit is 4/);
    assert.equal(await page.locator(".overlay circle.mistake").count(), 1);
    await shot(page, "hint-mistake.png");

    await page.keyboard.press("Backspace");
    assert.equal(await page.locator("[data-hint]").textContent(), "", "a change clears the hint");
    const hint = page.locator('[data-action="hint"]');
    await hint.click();
    await page.waitForFunction(() => document.querySelector("[data-hint]").textContent.startsWith("Look for"));
    const first = await page.locator("[data-hint]").textContent();
    assert.equal(await page.locator(".overlay rect").count(), 0, "stage 1 names the technique only");
    await hint.click();
    await page.waitForFunction((t) => document.querySelector("[data-hint]").textContent !== t, first);
    assert.ok((await page.locator(".overlay rect").count()) > 0, "stage 2 draws where to look");
    const second = await page.locator("[data-hint]").textContent();
    await hint.click();
    await page.waitForFunction((t) => document.querySelector("[data-hint]").textContent !== t, second);
    const third = await page.locator("[data-hint]").textContent();
    assert.match(third, /Place \d in r\dc\d|removed|so /);
    assert.ok((await page.locator(".overlay .place, .overlay .elim").count()) > 0, "stage 3 draws the conclusion");
    await shot(page, "hint.png");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("the page marks the cells the hint answer names in mistake_cells, not cells read from the words", async () => {
  const b = await browser();
  try {
    const { page } = b;
    await open(page, `/?p=${PUZZLE}`);
    await cell(page, "r1c3").click();
    await page.keyboard.press("1"); // r1c3 is 4
    // The server's real answer, its sentence stripped of cell names: the page must rely on
    // mistake_cells alone.
    let answered = null;
    await page.route("**/api/hint", async (route) => {
      const response = await route.fetch();
      answered = await response.json();
      const changed = { ...answered, mistakes: answered.mistakes.map(() => "a placed digit is wrong") };
      await route.fulfill({ response, json: changed });
    });
    await page.locator('[data-action="hint"]').click();
    await page.waitForFunction(() => document.querySelector("[data-hint]").textContent.includes("Mistake"));
    assert.deepEqual(answered.mistake_cells, [["r1c3"]]);
    assert.doesNotMatch(await page.locator("[data-hint]").textContent(), /r1c3/);
    const circles = page.locator(".overlay circle.mistake");
    assert.equal(await circles.count(), 1);
    // r1c3: row 0, column 2 of the 900-unit board.
    assert.equal(await circles.first().getAttribute("cx"), "250");
    assert.equal(await circles.first().getAttribute("cy"), "50");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("a reload resumes the game; a shared link opens the same puzzle elsewhere", async () => {
  const b = await browser();
  const other = await browser();
  try {
    const { page } = b;
    await open(page, "/?level=medium");
    const puzzle = await givensLine(page);
    const first = puzzle.indexOf(".");
    const name = `r${Math.floor(first / 9) + 1}c${(first % 9) + 1}`;
    await cell(page, name).click();
    await page.keyboard.press("7");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+3");
    const before = await boardLine(page);
    await page.waitForTimeout(1200);
    await page.reload();
    await page.waitForSelector('[data-board][data-status="playing"]');
    assert.equal(await givensLine(page), puzzle);
    assert.equal(await boardLine(page), before);
    assert.match(await page.locator("#status").textContent(), /Resumed/);
    assert.notEqual(await page.locator("#timer").textContent(), "0:00", "the clock goes on from where it was");
    // Undo history survives the reload too.
    await page.keyboard.press("Control+z");
    await page.keyboard.press("Control+z");
    assert.equal(await boardLine(page), puzzle);

    await page.locator('[data-action="share"]').click();
    const url = await page.locator("#share-url").inputValue();
    assert.equal(url, `${new URL(page.url()).origin}/?p=${puzzle}`);
    await open(other.page, url.replace(/^https?:\/\/[^/]+/, ""));
    assert.equal(await givensLine(other.page), puzzle);
    assert.match(await other.page.locator("#info").textContent(), /SE \d+\.\d/);
  } finally {
    await b.close();
    await other.close();
  }
});

test("custom entry is checked before play; pause hides the board", async () => {
  const b = await browser();
  try {
    const { page } = b;
    await open(page, `/?p=${PUZZLE}`);
    await page.locator('[data-action="custom"]').click();
    await page.locator("#custom-text").fill(".".repeat(81));
    await page.locator("#custom-play").click();
    await page.waitForFunction(() => document.querySelector("#custom-error").textContent.includes("more than one solution"));
    const rows = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    await page.locator("#custom-text").fill(rows.match(/.{9}/g).join("\n"));
    await page.locator("#custom-play").click();
    await page.waitForFunction((p) => [...document.querySelectorAll("[data-cell]")].map((c) => c.textContent || ".").join("") === p, rows);
    assert.match(await page.locator("#info").textContent(), /Hard · SE 2\.6/);

    await page.locator('[data-action="pause"]').click();
    assert.ok(await page.locator("#paused").isVisible());
    assert.equal(await cell(page, "r1c1").evaluate((e) => getComputedStyle(e).visibility), "hidden");
    await page.keyboard.press("5");
    await page.locator('[data-action="resume"]').click();
    assert.equal(await cell(page, "r1c1").evaluate((e) => getComputedStyle(e).visibility), "visible");
    assert.equal(await boardLine(page), rows, "keys do nothing while paused");
  } finally {
    await b.close();
  }
});
