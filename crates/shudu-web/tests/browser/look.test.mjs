// How the page looks: desktop and phone, light and dark (screenshots into target/screenshots).

import { test } from "node:test";
import assert from "node:assert/strict";
import { PUZZLE, browser, cell, open, shot } from "./support.mjs";

/** The page's background colour brightness, 0-255. */
const brightness = (page) =>
  page.evaluate(() => {
    const m = getComputedStyle(document.body).backgroundColor.match(/\d+/g).map(Number);
    return (m[0] + m[1] + m[2]) / 3;
  });

/** A few moves so that screenshots show digits, marks and a hint. */
async function play(page) {
  await cell(page, "r1c3").click();
  await page.keyboard.press("4");
  await cell(page, "r1c4").click();
  await page.keyboard.press("Shift+2");
  await page.keyboard.press("Shift+6");
  await cell(page, "r2c2").click();
  await page.keyboard.press("c");
  await page.keyboard.press("2");
  await page.keyboard.press("4");
  await page.keyboard.press("7");
  await page.keyboard.press("d");
  await cell(page, "r5c5").click();
}

test("desktop, light then dark", async () => {
  const b = await browser({ colorScheme: "light" });
  try {
    const { page } = b;
    await open(page, `/?p=${PUZZLE}`);
    await play(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "light");
    assert.ok((await brightness(page)) > 180);
    await shot(page, "desktop-light.png");
    await page.locator('[data-action="theme"]').click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
    assert.ok((await brightness(page)) < 60);
    await cell(page, "r5c5").click();
    await shot(page, "desktop-dark.png");
    // The choice is kept.
    await page.reload();
    await page.waitForSelector('[data-board][data-status="playing"]');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("a phone, light and dark: the board fits, taps select", async () => {
  for (const scheme of ["light", "dark"]) {
    const b = await browser({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      colorScheme: scheme,
    });
    try {
      const { page } = b;
      await open(page, `/?p=${PUZZLE}`);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), scheme);
      const box = await page.locator("[data-board]").boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `board ${JSON.stringify(box)} fits the width`);
      assert.ok(box.width >= 340, "and uses most of it");
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= 390, `no sideways scrolling (${scrollWidth})`);
      await cell(page, "r1c3").tap();
      assert.ok(await cell(page, "r1c3").evaluate((e) => e.classList.contains("selected")));
      await page.locator('[data-digit="4"]').tap();
      assert.equal(await cell(page, "r1c3").textContent(), "4");
      // The digit pad and the hint button are on screen without scrolling far.
      const pad = await page.locator('[data-digit="9"]').boundingBox();
      assert.ok(pad.x + pad.width <= 390);
      await shot(page, `phone-${scheme}.png`);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  }
});

test("the board is an ARIA grid that announces its cells", async () => {
  const b = await browser();
  try {
    const { page } = b;
    await open(page, `/?p=${PUZZLE}`);
    assert.equal(await page.locator("[data-board]").getAttribute("role"), "grid");
    assert.equal(await page.locator('[role="row"]').count(), 9);
    assert.equal(await page.locator('[role="gridcell"]').count(), 81);
    assert.equal(await cell(page, "r1c1").getAttribute("aria-label"), "row 1, column 1: given 5");
    assert.equal(await cell(page, "r1c3").getAttribute("aria-label"), "row 1, column 3: empty");
    // Keyboard only: Tab reaches the board, arrows move the focus.
    await cell(page, "r1c3").click();
    await page.keyboard.press("ArrowDown");
    assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), "r2c3");
    assert.equal(await cell(page, "r2c3").getAttribute("aria-selected"), "true");
  } finally {
    await b.close();
  }
});
